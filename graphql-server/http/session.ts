import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { getIronSession, type CookieJar, type IronSession } from 'iron-session';

export interface SessionData {
  /** The id of the server-side session record (services/sessions.ts); the seal keeps it secret and unforgeable. */
  sessionId?: string;
}

export type Session = IronSession<SessionData>;

const cookieName = 'promptario_session';
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

/**
 * Opens the iron-session of a request. Cookies the session writes are collected in
 * `setCookies`, for the HTTP layer to add to whatever response it sends.
 */
export async function openSession(
  request: Request,
  secret: string,
): Promise<{ session: Session; setCookies: string[] }> {
  const setCookies: string[] = [];
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const jar: CookieJar = {
    read: (name) => cookies[name],
    write: (name, value, options) => {
      setCookies.push(serializeCookie(name, value, options));
    },
  };
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const session = await getIronSession<SessionData>(jar, {
    password: secret,
    cookieName,
    ttl: sessionLifetimeSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  });
  return { session, setCookies };
}
