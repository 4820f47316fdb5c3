import { useCallback, useMemo, useRef, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { LoadEnvironment } from './preloadQuery';
import { createRoutes } from './routes';
import { SessionContext, type SessionControls } from './session';

type Router = ReturnType<typeof createBrowserRouter>;

interface Session {
  key: number;
  loadEnvironment: LoadEnvironment;
  router: Router;
}

let sessionCount = 0;

function createSession(loggedOut: boolean): Session {
  let environment: ReturnType<LoadEnvironment> | undefined;
  // Relay loads with the first route or mutation that needs it: the landing page needs none.
  const loadEnvironment: LoadEnvironment = () =>
    (environment ??= import('../relay/environment').then(({ createEnvironment }) => createEnvironment({ loggedOut })));
  sessionCount += 1;
  return { key: sessionCount, loadEnvironment, router: createBrowserRouter(createRoutes(loadEnvironment)) };
}

function whenInitialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * Owns the Relay environment and the router of the current session (the routes that use Relay
 * provide the environment to their pages, see routes.tsx). Logging out swaps both for
 * fresh ones, so no data of the previous user stays in memory.
 */
export function SessionRoot() {
  const [session, setSession] = useState(() => createSession(false));
  const current = useRef(session);

  const endSession = useCallback(async (path = '/auth') => {
    window.history.pushState(null, '', path);
    const next = createSession(true);
    await whenInitialized(next.router);
    const previous = current.current;
    current.current = next;
    setSession(next);
    setTimeout(() => previous.router.dispose(), 0);
  }, []);

  const controls = useMemo<SessionControls>(
    () => ({ endSession, loadEnvironment: session.loadEnvironment }),
    [endSession, session.loadEnvironment],
  );

  return (
    <SessionContext.Provider value={controls}>
      <RouterProvider key={session.key} router={session.router} />
    </SessionContext.Provider>
  );
}
