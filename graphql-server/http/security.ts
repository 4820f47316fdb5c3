import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

type ContentSecurityPolicyOptions = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * Headers that every answer carries (Hono's secureHeaders), and the cross-origin policy: same-origin
 * only, unless an origin is on the CORS_ORIGINS allow-list.
 */

/** What every page of ours is held to: its own origin only, no plugins, never framed. */
const basePolicy: ContentSecurityPolicyOptions = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The built client loads its own scripts, styles and images; Fluent UI inserts <style> elements at
 * run time (hence 'unsafe-inline' for styles only); index.html's inline script is allowed by hash.
 */
const appPolicy = (inlineScriptHashes: string[]): ContentSecurityPolicyOptions => ({
  ...basePolicy,
  scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
});

/**
 * GraphiQL (development only, at /graphql) is Yoga's page: an inline script that loads its code,
 * styles and editor workers from unpkg. Still framed by nobody and talking to this server only.
 */
const cdn = 'https://unpkg.com';
const graphiqlPolicy: ContentSecurityPolicyOptions = {
  ...basePolicy,
  scriptSrc: ["'self'", "'unsafe-inline'", cdn],
  styleSrc: ["'self'", "'unsafe-inline'", cdn],
  imgSrc: ["'self'", 'data:', 'https://raw.githubusercontent.com'],
  fontSrc: ["'self'", 'data:', cdn],
  workerSrc: ["'self'", 'blob:', cdn],
};

const headersWith = (contentSecurityPolicy: ContentSecurityPolicyOptions) =>
  secureHeaders({
    contentSecurityPolicy,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // HTTPS ends at the reverse proxy in front (docs: TRUST_PROXY): whether the whole domain is
    // HTTPS-only is the operator's decision, not one this server makes for every subdomain.
    strictTransportSecurity: false,
  });

/** The security headers of every answer; `graphiql` gives development's /graphql GraphiQL's policy. */
export function securityHeaders(options: { inlineScriptHashes: string[]; graphiql: boolean }): MiddlewareHandler {
  const app = headersWith(appPolicy(options.inlineScriptHashes));
  const graphiql = headersWith(graphiqlPolicy);
  return (c, next) => (options.graphiql && c.req.path === '/graphql' ? graphiql : app)(c, next);
}

/** Answers that depend on the session must not be kept by browsers or shared caches. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('cache-control', 'no-store');
};

/**
 * CORS for the allow-listed origins (CORS_ORIGINS), with credentials. Any other origin gets no CORS
 * header at all (Hono's cors would still send Allow-Credentials), so the browser shares nothing and
 * a preflight from it falls through to a 405.
 */
export function corsForOrigins(origins: string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const allow = cors({
    origin: origins,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['content-type', 'accept', 'accept-language'],
    maxAge: 600,
  });
  return (c, next) => (allowed.has(c.req.header('origin') ?? '') ? allow(c, next) : next());
}

/**
 * Cookie sessions need CSRF protection: a state-changing request must come from our own origin (or
 * an allow-listed one): Origin, else Sec-Fetch-Site. Not Hono's csrf middleware: it judges only the
 * bodies a cross-site form can send, and refuses those when a non-browser client sends neither
 * header; the API refuses a foreign Origin whatever the body, and takes only JSON (app.ts).
 */
export function isCrossOrigin(request: Request, allowedOrigins: ReadonlySet<string> = new Set()): boolean {
  const origin = request.headers.get('origin');
  if (origin && allowedOrigins.has(origin)) return false;
  if (origin) return !URL.canParse(origin) || new URL(origin).host !== (request.headers.get('host') ?? new URL(request.url).host);
  return request.headers.get('sec-fetch-site') === 'cross-site';
}
