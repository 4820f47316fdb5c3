import { createContext, useContext } from 'react';

export interface SessionControls {
  /**
   * Starts over as a visitor on /auth: a new Relay store (nothing of the previous user survives)
   * and a new router. Resolves once the auth page is ready to show.
   */
  endSession: () => Promise<void>;
}

export const SessionContext = createContext<SessionControls | null>(null);

export function useSession(): SessionControls {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionRoot>');
  return session;
}
