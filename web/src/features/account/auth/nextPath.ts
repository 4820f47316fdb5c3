import { useSearchParams } from 'react-router-dom';

/** Where signing in leads when the person was not on their way anywhere. */
export const homeAfterSignIn = '/dashboard';

const base = 'https://promptario.invalid';

const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * The `next` of /auth when it is a path on this site, else null. A URL parser decides, as the
 * browser will: `//evil.com`, `/\evil.com` and `https://…` name another site; control characters
 * (which browsers drop, turning `/\t/evil.com` into `//evil.com`) are refused outright.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) return null;
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return url.pathname + url.search + url.hash;
}

/** /auth, remembering the path and search the person was going to. */
export function authPathFor(location: { pathname: string; search: string }): string {
  return `/auth?${new URLSearchParams({ next: location.pathname + location.search })}`;
}

/** Sign-up, then on to `next`: where a visitor's action that needs an account leads. */
export function signUpPathFor(next: string): string {
  return `/auth?${new URLSearchParams({ tab: 'register', next })}`;
}

/** Where the auth page sends the person once signed in: `next` if it is safe, else the dashboard. */
export function useAfterSignInPath(): string {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get('next')) ?? homeAfterSignIn;
}

/** Makes a link that carries the page's safe `next` along, so a detour (a forgotten password) still ends where the person was going. */
export function useWithNext(): (path: string) => string {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  return (path) => (next ? `${path}?${new URLSearchParams({ next })}` : path);
}
