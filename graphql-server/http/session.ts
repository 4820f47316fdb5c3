import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { getIronSession, unsealData, type CookieJar } from 'iron-session';

export interface SessionData {
  /** The id of the server-side session record (services/sessions.ts); the seal keeps it secret and unforgeable. */
  sessionId?: string;
}

export const cookieName = 'promptario_session';
const sessionLifetimeSeconds = 14 * 24 * 60 * 60;

/**
 * SESSION_SECRET from the environment, or one generated once and kept in the data directory so
 * sessions survive restarts of the embedded setup.
 */
export async function loadSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return configured;
  }
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** A request's session cookie: the record id it carries, and writing or clearing it. */
export interface RequestSession {
  /** The id of the session record the cookie's verified seal carries; undefined without one. */
  readonly sessionId: string | undefined;
  /** Seals `sessionId` into a new cookie. */
  save(sessionId: string): Promise<void>;
  /** Clears the cookie. */
  destroy(): Promise<void>;
}

/**
 * Seals already verified in this process, with their session id and expiry: unsealing derives two
 * keys (PBKDF2), checks the HMAC and decrypts, on every request of a signed-in reader otherwise.
 * Only seals this server made verify, so the entries are real sessions' cookies; the map starts
 * over when full. Revocation is unaffected: the record behind the id is read on every request.
 */
const verifiedSeals = new Map<string, { secret: string; sessionId: string; expiresAt: number }>();
const maxVerifiedSeals = 10_000;

/** When a seal expires (ms since the epoch): the sixth field of iron's format, covered by its HMAC. */
function sealExpiration(seal: string): number {
  return Number(seal.split('*')[5]) || 0;
}

async function sessionIdOfSeal(seal: string, secret: string): Promise<string | undefined> {
  const known = verifiedSeals.get(seal);
  // Past its expiry a seal is unsealed again, which decides as iron-session always does.
  if (known && known.secret === secret && Date.now() < known.expiresAt) return known.sessionId;
  const { sessionId } = await unsealData<SessionData>(seal, { password: secret, ttl: sessionLifetimeSeconds });
  if (sessionId) {
    if (verifiedSeals.size >= maxVerifiedSeals) verifiedSeals.clear();
    verifiedSeals.set(seal, { secret, sessionId, expiresAt: sealExpiration(seal) });
  }
  return sessionId;
}

/**
 * Reads the session cookie of a request. Cookies the session writes are collected in `setCookies`,
 * for the HTTP layer to add to whatever response it sends.
 */
export async function openSession(
  request: Request,
  secret: string,
  /** `secure` marks the cookies Secure: the client is on HTTPS (http/client-address.ts). */
  cookies: { secure: boolean },
): Promise<{ session: RequestSession; setCookies: string[] }> {
  const setCookies: string[] = [];
  const seal = parseCookies(request.headers.get('cookie') ?? '')[cookieName];
  // Writing needs no reading: the jar shows iron-session no cookie, so it does not unseal one again.
  const jar: CookieJar = {
    read: () => undefined,
    write: (name, value, options) => {
      setCookies.push(serializeCookie(name, value, options));
    },
  };
  const writable = () =>
    getIronSession<SessionData>(jar, {
      password: secret,
      cookieName,
      ttl: sessionLifetimeSeconds,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: cookies.secure, path: '/' },
    });
  const session = {
    sessionId: seal ? await sessionIdOfSeal(seal, secret) : undefined,
    async save(sessionId: string) {
      const sealed = await writable();
      sealed.sessionId = sessionId;
      await sealed.save();
      session.sessionId = sessionId;
    },
    async destroy() {
      (await writable()).destroy();
      session.sessionId = undefined;
    },
  };
  return { session, setCookies };
}
