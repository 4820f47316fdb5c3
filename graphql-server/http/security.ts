/**
 * Headers that every answer carries, and the cross-origin policy: same-origin only, unless an origin
 * is on the CORS_ORIGINS allow-list.
 */

/** What every page of ours is held to: its own origin only, no plugins, never framed. */
const basePolicy: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const policyWith = (directives: Record<string, string>) =>
  Object.entries({ ...basePolicy, ...directives })
    .map(([name, sources]) => `${name} ${sources}`)
    .join('; ');

/**
 * The built client loads its own scripts, styles and images; Fluent UI inserts <style> elements at
 * run time (hence 'unsafe-inline' for styles only); index.html's inline script is allowed by hash.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  return policyWith({ 'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ') });
}

/**
 * GraphiQL (development only, at /graphql) is Yoga's page: an inline script that loads its code,
 * styles and editor workers from unpkg. Still framed by nobody and talking to this server only.
 */
export function graphiqlContentSecurityPolicy(): string {
  const cdn = 'https://unpkg.com';
  return policyWith({
    'script-src': `'self' 'unsafe-inline' ${cdn}`,
    'style-src': `'self' 'unsafe-inline' ${cdn}`,
    'img-src': "'self' data: https://raw.githubusercontent.com",
    'font-src': `'self' data: ${cdn}`,
    'worker-src': `'self' blob: ${cdn}`,
  });
}

export function addSecurityHeaders(headers: Headers, options: { csp: string; privateAnswer: boolean }): void {
  headers.set('content-security-policy', options.csp);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  // Answers that depend on the session must not be kept by browsers or shared caches.
  if (options.privateAnswer) headers.set('cache-control', 'no-store');
}

/** "https://a.example, http://localhost:5173" → their normalized origins; a malformed entry is a startup error. */
export function parseCorsOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      let origin: string;
      try {
        origin = new URL(entry).origin;
      } catch {
        origin = 'null';
      }
      if (origin === 'null') throw new Error(`CORS_ORIGINS must list origins such as https://app.example.com, got "${entry}"`);
      return origin;
    });
}

/** CORS headers for an allowed origin; none (the browser then refuses to share the answer) for any other. */
export function corsHeaders(origin: string | null, allowedOrigins: ReadonlySet<string>): Record<string, string> {
  if (!origin || !allowedOrigins.has(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
}

export const corsPreflightHeaders = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers': 'content-type, accept, accept-language',
  'access-control-max-age': '600',
};
