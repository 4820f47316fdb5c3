import type { User } from './generated/prisma/client.ts';
import type { RequestClient } from './http/client-address.ts';
import { openSession } from './http/session.ts';
import { languageAskedFor, languageFromAcceptLanguage, type Language } from './i18n/messages.ts';
import type { ApiTokenAccess } from './services/api-tokens.ts';
import type { PromptEngine } from './services/engine/types.ts';
import type { Mailer } from './services/mail/index.ts';
import type { Payments } from './services/payments/index.ts';
import type { LibrarySnapshot } from './services/library-cache.ts';
import { activeSession, createSession, revokeSession, type SessionUser } from './services/sessions.ts';

export type Viewer = SessionUser;

/** What every GraphQL resolver and REST adapter knows about the request. */
export interface Context {
  viewer: Viewer | null;
  /** The id of the viewer's session record; null when logged out. */
  sessionId: string | null;
  /** Read with the viewer's session, as of the request's start; null for a visitor. Queries only trust it (services/library-cache.ts). */
  librarySnapshot: LibrarySnapshot | null;
  /** Language of messages: the viewer's preference, else Accept-Language, else Spanish. */
  language: Language;
  /**
   * The interface's language, for text shown inside it (the optimizer's explanation, suggestions and
   * analysis): the one Accept-Language names (the web app sends its interface's, `?lang=en` included),
   * else `language`.
   */
  interfaceLanguage: Language;
  /** Who the per-client limits count: the socket's address, or the one TRUST_PROXY believes; an IPv6 client's /64 (http/client-address.ts). */
  clientLimitKey: string;
  /** Aborted when the client goes away (a closed connection): long work for it, such as a streamed optimization, stops. */
  requestSignal: AbortSignal;
  /** The AI engine that optimizes and analyses prompts (configured once per server). */
  engine: PromptEngine;
  /** The payment providers this server takes payments with. */
  payments: Payments;
  /** The bearer token of the request's Authorization header when it is not an API token (the renewal check accepts RENEWALS_TOKEN). */
  bearerToken: string | null;
  /** Set when the request authenticated with a personal API token: the viewer is its owner, narrowed to its scopes (schema/token-scopes.ts). */
  apiToken: ApiTokenAccess | null;
  /** RENEWALS_TOKEN; undefined turns token access to the renewal check off. */
  renewalsToken: string | undefined;
  /** Sends the e-mails (SMTP, or the outbox). */
  mailer: Mailer;
  /** Where links in e-mails point: PUBLIC_URL, else the origin this request came to (as page meta does). */
  siteOrigin: string;
  /** Set-Cookie values to send with the response. */
  setCookies: string[];
  /** Both update `viewer` on the object they are called on (Yoga hands resolvers a copy of the context). */
  signIn(this: Context, user: User): Promise<void>;
  signOut(this: Context): Promise<void>;
}

/** The context of a resolver behind `t.withAuth({ loggedIn: true })` or `{ admin: true }` (builder.ts): it runs only for a signed-in viewer. */
export type SignedInContext = Context & { viewer: Viewer };

/** What the server was configured with, the same for every request. */
export interface ServerSetup {
  sessionSecret: string;
  engine: PromptEngine;
  payments: Payments;
  renewalsToken: string | undefined;
  mailer: Mailer;
  /** PUBLIC_URL, or '' to use each request's own origin. */
  publicUrl: string;
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerTokenOf(request: Request): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** The origin the client asked for, with the protocol it used (which a trusted proxy tells). */
function requestOrigin(request: Request, client: RequestClient): string {
  const url = new URL(request.url);
  url.protocol = client.https ? 'https:' : 'http:';
  return url.origin;
}

/** A request made with a personal API token (http/api-token-auth.ts checked it): no session cookie is read or written. */
export interface TokenAuthentication {
  access: ApiTokenAccess;
  user: SessionUser;
}

function tokenContext(request: Request, client: RequestClient, setup: ServerSetup, { access, user }: TokenAuthentication): Context {
  return {
    // Admin rights are never granted to a token: its viewer is an ordinary user.
    viewer: { ...user, role: 'USER' },
    sessionId: null,
    librarySnapshot: null,
    language: user.preferredLanguage,
    interfaceLanguage: languageAskedFor(request.headers.get('accept-language')) ?? user.preferredLanguage,
    clientLimitKey: client.limitKey,
    requestSignal: request.signal,
    engine: setup.engine,
    payments: setup.payments,
    bearerToken: null,
    apiToken: access,
    renewalsToken: setup.renewalsToken,
    mailer: setup.mailer,
    siteOrigin: setup.publicUrl || requestOrigin(request, client),
    setCookies: [],
    // Signing in and out are session matters; the token-scope check refuses them before they run.
    async signIn() {},
    async signOut() {},
  };
}

export async function createContext(request: Request, client: RequestClient, setup: ServerSetup, token: TokenAuthentication | null = null): Promise<Context> {
  if (token) return tokenContext(request, client, setup, token);
  const { sessionSecret, engine } = setup;
  const { session, setCookies } = await openSession(request, sessionSecret, { secure: client.https });
  const active = session.sessionId ? await activeSession(session.sessionId) : null;
  const viewer = active?.user ?? null;
  // A revoked or expired session's cookie is cleared.
  if (session.sessionId && !viewer) await session.destroy();
  const context: Context = {
    viewer,
    sessionId: viewer ? session.sessionId! : null,
    librarySnapshot: active?.library ?? null,
    language: viewer?.preferredLanguage ?? languageFromAcceptLanguage(request.headers.get('accept-language')),
    interfaceLanguage: languageAskedFor(request.headers.get('accept-language')) ?? viewer?.preferredLanguage ?? languageFromAcceptLanguage(null),
    clientLimitKey: client.limitKey,
    requestSignal: request.signal,
    engine,
    payments: setup.payments,
    bearerToken: bearerTokenOf(request),
    apiToken: null,
    renewalsToken: setup.renewalsToken,
    mailer: setup.mailer,
    siteOrigin: setup.publicUrl || requestOrigin(request, client),
    setCookies,
    async signIn(user) {
      // A new record on every sign-in: a session id known before logging in never becomes a signed-in one.
      if (session.sessionId) await revokeSession(session.sessionId);
      const record = await createSession(user.id, { userAgent: request.headers.get('user-agent'), ipAddress: client.address });
      await session.save(record.id);
      this.sessionId = record.id;
      const signedIn = await activeSession(record.id);
      this.viewer = signedIn?.user ?? null;
      this.librarySnapshot = signedIn?.library ?? null;
    },
    async signOut() {
      if (session.sessionId) await revokeSession(session.sessionId);
      await session.destroy();
      this.sessionId = null;
      this.viewer = null;
      this.librarySnapshot = null;
    },
  };
  return context;
}
