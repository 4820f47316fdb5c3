import { prisma } from './db/client.ts';
import type { Subscription, User } from './generated/prisma/client.ts';
import { openSession, type Session } from './http/session.ts';
import { languageFromAcceptLanguage, type Language } from './i18n/messages.ts';

export type Viewer = User & { subscription: Subscription | null };

/** What every GraphQL resolver and REST adapter knows about the request. */
export interface Context {
  viewer: Viewer | null;
  /** Language of messages: the viewer's preference, else Accept-Language, else Spanish. */
  language: Language;
  clientAddress: string;
  /** Set-Cookie values to send with the response. */
  setCookies: string[];
  /** Both update `viewer` on the object they are called on (Yoga hands resolvers a copy of the context). */
  signIn(this: Context, user: User): Promise<void>;
  signOut(this: Context): void;
}

async function loadViewer(session: Session): Promise<Viewer | null> {
  if (!session.userId) return null;
  const user = await prisma.user.findUnique({ where: { id: session.userId }, include: { subscription: true } });
  // A password change bumps sessionVersion: cookies sealed with an older one no longer count.
  if (!user || user.sessionVersion !== session.sessionVersion) return null;
  return user;
}

export async function createContext(request: Request, clientAddress: string, sessionSecret: string): Promise<Context> {
  const { session, setCookies } = await openSession(request, sessionSecret);
  const viewer = await loadViewer(session);
  if (session.userId && !viewer) session.destroy();
  const context: Context = {
    viewer,
    language: viewer?.preferredLanguage ?? languageFromAcceptLanguage(request.headers.get('accept-language')),
    clientAddress,
    setCookies,
    async signIn(user) {
      session.userId = user.id;
      session.sessionVersion = user.sessionVersion;
      await session.save();
      this.viewer = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { subscription: true } });
    },
    signOut() {
      session.destroy();
      this.viewer = null;
    },
  };
  return context;
}
