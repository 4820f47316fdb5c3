import { createContext, useContext } from 'react';
import type { LoadEnvironment } from './preloadQuery';

export interface SessionControls {
  /**
   * Starts over as a visitor on /auth (or `path`, e.g. the landing after deleting the account): a
   * new Relay store (nothing of the previous user survives) and a new router. Resolves once the
   * page is ready to show.
   */
  endSession: (path?: string) => Promise<void>;
  /** This session's Relay environment (Relay's code loads with the first call). */
  loadEnvironment: LoadEnvironment;
}

export const SessionContext = createContext<SessionControls | null>(null);

export function useSession(): SessionControls {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionRoot>');
  return session;
}
