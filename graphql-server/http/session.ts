import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getIronSession, type CookieJar, type IronSession } from 'iron-session';

export interface SessionData {
  userId?: number;
  /** Must match the user's sessionVersion; a password change bumps it and ends older sessions. */
  sessionVersion?: number;
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

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function serializeCookie(name: string, value: string, options: Parameters<CookieJar['write']>[2]): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${String(options.sameSite).replace(/^./, (c) => c.toUpperCase())}`);
  return parts.join('; ');
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
  const cookieHeader = request.headers.get('cookie');
  const jar: CookieJar = {
    read: (name) => readCookie(cookieHeader, name),
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
