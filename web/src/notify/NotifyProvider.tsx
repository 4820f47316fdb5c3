import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { NotifyContext, type Notice, type Notify } from './useNotify';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * Provides `useNotify()`. The toaster itself (Fluent's toast code) is only fetched when the first
 * toast is shown; a notice raised before it is ready waits for it.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const show = useRef<((notice: Notice) => void) | null>(null);
  const waiting = useRef<Notice | null>(null);
  const [hostWanted, setHostWanted] = useState(false);

  const notify = useMemo<Notify>(() => {
    const send = (notice: Notice) => {
      if (show.current) {
        show.current(notice);
      } else {
        // Only the latest matters: one toast is visible at a time.
        waiting.current = notice;
        setHostWanted(true);
      }
    };
    return Object.assign(send, {
      success: (title: string, description?: string) => send({ intent: 'success', title, description }),
      error: (title: string, description?: string) => send({ intent: 'error', title, description }),
      info: (title: string, description?: string) => send({ intent: 'info', title, description }),
    });
  }, []);

  const onReady = useCallback((next: (notice: Notice) => void) => {
    show.current = next;
    const notice = waiting.current;
    waiting.current = null;
    if (notice) next(notice);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}
