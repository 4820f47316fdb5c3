import type { User } from './generated/prisma/client.ts';
import { openSession } from './http/session.ts';
import { languageFromAcceptLanguage, type Language } from './i18n/messages.ts';
import { createSession, revokeSession, userOfActiveSession, type SessionUser } from './services/sessions.ts';

export type Viewer = SessionUser;

/** What every GraphQL resolver and REST adapter knows about the request. */
export interface Context {
  viewer: Viewer | null;
  /** The id of the viewer's session record; null when logged out. */
  sessionId: string | null;
  /** Language of messages: the viewer's preference, else Accept-Language, else Spanish. */
  language: Language;
  clientAddress: string;
  /** Set-Cookie values to send with the response. */
  setCookies: string[];
  /** Both update `viewer` on the object they are called on (Yoga hands resolvers a copy of the context). */
  signIn(this: Context, user: User): Promise<void>;
  signOut(this: Context): Promise<void>;
}

export async function createContext(request: Request, clientAddress: string, sessionSecret: string): Promise<Context> {
  const { session, setCookies } = await openSession(request, sessionSecret);
  const viewer = session.sessionId ? await userOfActiveSession(session.sessionId) : null;
  // A revoked or expired session's cookie is cleared.
  if (session.sessionId && !viewer) await session.destroy();
  const context: Context = {
    viewer,
    sessionId: viewer ? session.sessionId! : null,
    language: viewer?.preferredLanguage ?? languageFromAcceptLanguage(request.headers.get('accept-language')),
    clientAddress,
    setCookies,
    async signIn(user) {
      // A new record on every sign-in: a session id known before logging in never becomes a signed-in one.
      if (session.sessionId) await revokeSession(session.sessionId);
      const record = await createSession(user.id, { userAgent: request.headers.get('user-agent'), ipAddress: clientAddress });
      await session.save(record.id);
      this.sessionId = record.id;
      this.viewer = await userOfActiveSession(record.id);
    },
    async signOut() {
      if (session.sessionId) await revokeSession(session.sessionId);
      await session.destroy();
      this.sessionId = null;
      this.viewer = null;
    },
  };
  return context;
}
