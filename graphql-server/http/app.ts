import { Response } from '@whatwg-node/server';
import type { GraphQLSchema } from 'graphql';
import { createContext, type Context, type ServerSetup } from '../context.ts';
import { languageFromAcceptLanguage, translate, type MessageKey, type MessageValues } from '../i18n/messages.ts';
import { requestClient, type RequestClient } from './client-address.ts';
import { badRequest, jsonResponse } from './errors.ts';
import { handleSandboxCheckout, handleWebhook, sandboxCheckoutPath, webhookPath } from './payments.ts';
import { RestRouter, type RestRoute } from './rest/adapter.ts';
import { serviceStatus } from '../services/status.ts';
import { addSecurityHeaders, contentSecurityPolicy, corsHeaders, corsPreflightHeaders, graphiqlContentSecurityPolicy } from './security.ts';
import type { StaticSite } from './static-files.ts';
import { createGraphQLServer } from './yoga.ts';

/** Largest request body accepted, in bytes. */
export const maxBodyBytes = 256 * 1024;
/**
 * Largest body accepted from an admin: the bulk import sends up to 5 MB of content, which JSON
 * escaping can nearly double. The session is read only for a body above maxBodyBytes.
 */
export const maxAdminBodyBytes = 11 * 1024 * 1024;

export interface AppOptions extends ServerSetup {
  schema: GraphQLSchema;
  restRoutes: RestRoute[];
  development: boolean;
  site: StaticSite | null;
  /** Browser origins besides our own that may call the API with the user's cookie (CORS_ORIGINS). */
  corsOrigins: string[];
  /** How many reverse proxies in front of this server add X-Forwarded-For and X-Forwarded-Proto (TRUST_PROXY); 0 ignores those headers. */
  trustProxy: number;
  /** Called once per request; null in tests. */
  logRequest?: ((line: string) => void) | null;
}

export interface App {
  /** Answers one request in-process: GraphQL, REST, health and the web client. `socketAddress` is the connecting peer's. */
  fetch(request: Request, socketAddress?: string): Promise<Response>;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());
}

/**
 * Cookie sessions need CSRF protection: a state-changing request must come from our own origin and
 * carry JSON, which a cross-site form cannot send and cross-site fetch cannot send without a
 * preflight that we never grant.
 */
function csrfRejection(request: Request, body: string, allowedOrigins: ReadonlySet<string>): MessageKey | null {
  if (safeMethods.has(request.method)) return null;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const origin = request.headers.get('origin');
  if (origin && allowedOrigins.has(origin)) {
    // An allow-listed browser client: same rules as our own origin.
  } else if (origin && origin !== 'null') {
    try {
      if (new URL(origin).host !== host) return 'http.crossOriginRejected';
    } catch {
      return 'http.crossOriginRejected';
    }
  } else if (origin === 'null' || request.headers.get('sec-fetch-site') === 'cross-site') {
    return 'http.crossOriginRejected';
  }
  if (body.length > 0 && !isJson(request.headers.get('content-type'))) return 'http.unsupportedContentType';
  return null;
}

/** A Host header must be a host name or address with an optional port; "a b" or port 99999 names no server. */
function isValidHost(host: string | null): boolean {
  if (host === null) return true;
  const parts = /^(?:[\w.-]+|\[[\da-f:.]+\])(?::(\d{1,5}))?$/i.exec(host);
  return parts !== null && (parts[1] === undefined || Number(parts[1]) <= 65535);
}

/**
 * Reads the body once, up to the limit. A larger body is still drained (and dropped) so the answer
 * and the next request on the same keep-alive connection are not disturbed; null means too large.
 * `largerLimit`, when given, is asked once the body passes maxBodyBytes (it may allow more).
 */
async function readBody(request: Request, largerLimit?: () => Promise<number>): Promise<string | null> {
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  let limit = maxBodyBytes;
  const reader = request.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (size <= maxBodyBytes && size + chunk.value.byteLength > maxBodyBytes && largerLimit) limit = await largerLimit();
    size += chunk.value.byteLength;
    if (size <= limit) chunks.push(chunk.value);
  }
  return size > limit ? null : Buffer.concat(chunks).toString('utf8');
}

export async function createApp(options: AppOptions): Promise<App> {
  const yoga = createGraphQLServer(options.schema, { development: options.development });
  const rest = new RestRouter(options.schema, options.restRoutes);
  const allowedOrigins = new Set(options.corsOrigins);
  const csp = contentSecurityPolicy(options.site?.inlineScriptHashes() ?? []);
  const graphiqlCsp = graphiqlContentSecurityPolicy();

  async function handleApi(request: Request, url: URL, client: RequestClient): Promise<Response> {
    const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
    const fail = (status: number, key: MessageKey, values?: MessageValues, headers?: HeadersInit) =>
      jsonResponse({ message: translate(key, language, values), code: 'BAD_REQUEST' }, status, headers);

    // The session is read at most once per request: early only when an admin's larger body needs it.
    let context: Promise<Context> | null = null;
    const contextOf = () => (context ??= createContext(request, client, options));
    let bodyLimit = maxBodyBytes;
    const largerLimit = async () => (bodyLimit = (await contextOf()).viewer?.role === 'ADMIN' ? maxAdminBodyBytes : maxBodyBytes);
    const declaredLength = Number(request.headers.get('content-length') ?? 0);
    if (declaredLength > maxBodyBytes && declaredLength > (await largerLimit())) return fail(413, 'http.bodyTooLarge', { limit: bodyLimit / 1024 });
    const body = safeMethods.has(request.method) ? '' : await readBody(request, largerLimit);
    if (body === null) return fail(413, 'http.bodyTooLarge', { limit: bodyLimit / 1024 });
    const rejection = csrfRejection(request, body, allowedOrigins);
    if (rejection) return fail(rejection === 'http.crossOriginRejected' ? 403 : 415, rejection);

    const hasBody = body.trim().length > 0;
    let parsedBody: unknown = {};
    if (hasBody) {
      try {
        parsedBody = JSON.parse(body);
      } catch {
        return fail(400, 'http.invalidJson');
      }
    }

    if (url.pathname === '/graphql') {
      if (request.method !== 'GET' && request.method !== 'POST') {
        return fail(405, 'http.methodNotAllowed', undefined, { allow: 'GET, POST' });
      }
      const response = await yoga.fetch(request, { appContext: await contextOf(), parsedBody: hasBody ? parsedBody : undefined });
      // Yoga answers these with an English or empty body: give clients the same JSON error as everywhere else.
      if (response.status === 405) return fail(405, 'http.operationNeedsPost', undefined, { allow: 'POST' });
      if (response.status === 406) return fail(406, 'http.notAcceptable');
      if (response.status === 415) return fail(415, 'http.unsupportedContentType');
      return response;
    }

    const webhook = webhookPath.exec(url.pathname);
    if (webhook && request.method === 'POST') {
      return handleWebhook(options.payments, webhook[1], { headers: request.headers, query: url.searchParams, body: parsedBody }, language);
    }

    const match = rest.match(request.method, url.pathname);
    if (match === 'not-found') return fail(404, 'http.routeNotFound');
    if (match === 'wrong-method') return fail(405, 'http.methodNotAllowed');
    if (typeof parsedBody !== 'object' || parsedBody === null || Array.isArray(parsedBody)) {
      return fail(400, 'http.invalidRequest');
    }
    const restContext = await contextOf();
    const response = await rest.run(
      match.route,
      { params: match.params, query: url.searchParams, body: parsedBody as Record<string, unknown> },
      restContext,
    );
    for (const cookie of restContext.setCookies) response.headers.append('set-cookie', cookie);
    return response;
  }

  /** `url` is null when the request's URL, built from its Host header, does not parse. */
  async function route(request: Request, url: URL | null, client: RequestClient): Promise<Response> {
    if (!url || !isValidHost(request.headers.get('host'))) {
      return badRequest('http.invalidHost', languageFromAcceptLanguage(request.headers.get('accept-language')));
    }
    if (url.pathname === '/healthz') {
      // The start-up check wants a cheap answer; `?full=1` runs the status dialog's checks (cached a minute).
      if (url.searchParams.get('full') !== '1') return jsonResponse({ status: 'ok' });
      const status = await serviceStatus(options.engine);
      return jsonResponse({ status: status.overall, services: status.services, checkedAt: status.checkedAt }, status.overall === 'outage' ? 503 : 200);
    }
    if (url.pathname === '/graphql' || url.pathname.startsWith('/api/')) {
      const cors = corsHeaders(request.headers.get('origin'), allowedOrigins);
      if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
        return new Response(null, { status: 204, headers: Object.keys(cors).length > 0 ? { ...cors, ...corsPreflightHeaders } : {} });
      }
      try {
        const response = await handleApi(request, url, client);
        for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
        response.headers.append('vary', 'Origin');
        return response;
      } catch (error) {
        console.error(`${request.method} ${url.pathname} failed:`, error);
        const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
        return jsonResponse({ message: translate('error.unexpected', language), code: 'INTERNAL' }, 500);
      }
    }
    const checkout = sandboxCheckoutPath.exec(url.pathname);
    if (checkout) {
      const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
      const form = request.method === 'POST' ? await readBody(request) : '';
      if (form === null) return jsonResponse({ message: translate('http.bodyTooLarge', language, { limit: maxBodyBytes / 1024 }), code: 'BAD_REQUEST' }, 413);
      return handleSandboxCheckout(options.payments, request, checkout[1], form, language);
    }
    if (options.site && (request.method === 'GET' || request.method === 'HEAD')) {
      return options.site.respond(url, request.headers);
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }

  return {
    async fetch(request, socketAddress = '127.0.0.1') {
      const started = performance.now();
      const client = requestClient(request, socketAddress, options.trustProxy);
      const url = URL.canParse(request.url) ? new URL(request.url) : null;
      // Page URLs (canonical, Open Graph) name the protocol the client used, which a trusted proxy tells.
      if (url) url.protocol = client.https ? 'https:' : 'http:';
      const response = await route(request, url, client);
      // With a malformed Host header (answered 400) there is no URL to take the path from.
      const pathname = url?.pathname ?? request.url;
      const api = pathname === '/graphql' || pathname.startsWith('/api/');
      // GraphiQL (development only) loads its code from a CDN, which the app's policy would block.
      addSecurityHeaders(response.headers, { csp: options.development && pathname === '/graphql' ? graphiqlCsp : csp, privateAnswer: api });
      options.logRequest?.(`${request.method} ${pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`);
      return response;
    },
  };
}
