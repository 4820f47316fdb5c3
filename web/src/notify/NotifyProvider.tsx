import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NotifyContext, type Notice, type Notify } from './useNotify';

const ToastHost = lazy(() => import('./ToastHost'));

type Show = (notice: Notice) => void;

/**
 * `notify` for the app, and `attach` for the toaster once it is loaded. A notice sent before
 * then waits for it (only the latest: one toast is visible at a time).
 */
function createNotifier(requestHost: () => void): { notify: Notify; attach: (show: Show) => void } {
  let show: Show | null = null;
  let waiting: Notice | null = null;
  const send = (notice: Notice) => {
    if (show) {
      show(notice);
    } else {
      waiting = notice;
      requestHost();
    }
  };
  const notify: Notify = Object.assign(send, {
    success: (title: string, description?: string) => send({ intent: 'success', title, description }),
    error: (title: string, description?: string) => send({ intent: 'error', title, description }),
    info: (title: string, description?: string) => send({ intent: 'info', title, description }),
  });
  const attach = (next: Show) => {
    show = next;
    const notice = waiting;
    waiting = null;
    if (notice) next(notice);
  };
  return { notify, attach };
}

/**
 * Provides `useNotify()`. The toaster itself (Fluent's toast code) is only fetched when the first
 * toast is shown.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const [{ notify, attach }] = useState(() => createNotifier(() => setHostWanted(true)));

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={attach} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}
