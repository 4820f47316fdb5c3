import { useCallback, useMemo, useRef, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createEnvironment } from '../relay/environment';
import { createRoutes } from './routes';
import { SessionContext, type SessionControls } from './session';

type Router = ReturnType<typeof createBrowserRouter>;

interface Session {
  key: number;
  environment: Environment;
  router: Router;
}

let sessionCount = 0;

function createSession(loggedOut: boolean): Session {
  const environment = createEnvironment({ loggedOut });
  sessionCount += 1;
  return { key: sessionCount, environment, router: createBrowserRouter(createRoutes(environment)) };
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
 * Owns the Relay environment and the router of the current session. Logging out swaps both for
 * fresh ones, so no data of the previous user stays in memory.
 */
export function SessionRoot() {
  const [session, setSession] = useState(() => createSession(false));
  const current = useRef(session);

  const endSession = useCallback(async () => {
    window.history.pushState(null, '', '/auth');
    const next = createSession(true);
    await whenInitialized(next.router);
    const previous = current.current;
    current.current = next;
    setSession(next);
    setTimeout(() => previous.router.dispose(), 0);
  }, []);

  const controls = useMemo<SessionControls>(() => ({ endSession }), [endSession]);

  return (
    <SessionContext.Provider value={controls}>
      <RelayEnvironmentProvider key={session.key} environment={session.environment}>
        <RouterProvider router={session.router} />
      </RelayEnvironmentProvider>
    </SessionContext.Provider>
  );
}
