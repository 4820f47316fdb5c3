import type { GraphQLSchema } from 'graphql';
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { createContext, type Context, type ServerSetup, type TokenAuthentication } from '../context.ts';
import { languageFromAcceptLanguage, translate, type Language, type MessageKey, type MessageValues } from '../i18n/messages.ts';
import { RateLimitedError } from '../services/errors.ts';
import { serviceStatus } from '../services/status.ts';
import { bearerAuthentication } from './api-token-auth.ts';
import { requestClient, type RequestClient } from './client-address.ts';
import { appErrorBody, jsonResponse } from './errors.ts';
import { createMcpHandler } from './mcp/server.ts';
import { handleSandboxCheckout, handleWebhook } from './payments.ts';
import { publicPageRoutes } from './public-pages.ts';
import { RestRouter, type RestRoute } from './rest/adapter.ts';
import { corsForOrigins, isCrossOrigin, noStore, securityHeaders } from './security.ts';
import type { StaticSite } from './static-files.ts';
import { landingDataUrl } from '../../shared/page-queries.ts';
import type { LandingData } from '../../web/src/features/landing/fetchLanding.ts';
import { createGraphQLServer } from './yoga.ts';

/** Largest request body accepted, in bytes. */
export const maxBodyBytes = 256 * 1024;
/**
 * Largest body accepted from an admin: the bulk import sends up to 5 MB of content, which JSON
 * escaping can nearly double. The session is read for the limit only when a body may pass maxBodyBytes.
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

interface AppEnv {
  Bindings: { socketAddress: string };
  Variables: {
    client: RequestClient;
    /** The language of the HTTP layer's own messages: Accept-Language's (the session is not read for them). */
    language: Language;
    /** The personal API token the request authenticated with (its Authorization header); null for a session or a visitor. */
    token: TokenAuthentication | null;
    /** The request's Context, built from the session (or the token) at most once per request. */
    context: () => Promise<Context>;
    /** The JSON body, read and parsed once; undefined without a body. */
    body: unknown;
  };
}

type AppContext = HonoContext<AppEnv>;

const fail = (c: AppContext, status: number, key: MessageKey, values?: MessageValues, headers?: HeadersInit) =>
  jsonResponse({ message: translate(key, c.var.language, values), code: 'BAD_REQUEST' }, status, headers);

const isApiPath = (path: string) => path === '/graphql' || path.startsWith('/api/');

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const isJson = (contentType: string | undefined) => contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());

const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function createApp(options: AppOptions): Promise<App> {
  const yoga = createGraphQLServer(options.schema, { development: options.development });
  const rest = new RestRouter(options.schema, options.restRoutes);
  const mcp = createMcpHandler(options.schema);
  const allowedOrigins = new Set(options.corsOrigins);
  const app = new Hono<AppEnv>({ strict: false });

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return jsonResponse({ message: translate('error.unexpected', c.var.language ?? 'es'), code: 'INTERNAL' }, 500);
  });
  app.notFound((c) => (isApiPath(c.req.path) ? fail(c, 404, 'http.routeNotFound') : new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })));

  if (options.logRequest) {
    const log = options.logRequest;
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
    });
  }
  app.use(securityHeaders({ inlineScriptHashes: options.site?.inlineScriptHashes() ?? [], graphiql: options.development }));
  app.use(async (c, next) => {
    const client = requestClient(c.req.raw, c.env.socketAddress, options.trustProxy);
    c.set('client', client);
    c.set('language', languageFromAcceptLanguage(c.req.header('accept-language') ?? null));
    c.set('token', null);
    let context: Promise<Context> | null = null;
    c.set('context', () => (context ??= createContext(c.req.raw, client, options, c.var.token)));
    await next();
  });

  // Two limits: an admin's session allows the larger one (read only for a body that may pass the smaller).
  const bodyLimits = new Map(
    [maxBodyBytes, maxAdminBodyBytes].map((maxSize) => [maxSize, bodyLimit({ maxSize, onError: (c) => fail(c as AppContext, 413, 'http.bodyTooLarge', { limit: maxSize / 1024 }) })]),
  );
  const limitFor = async (c: AppContext, declaredLength: number | null) => {
    const mayBeLarge = declaredLength === null || declaredLength > maxBodyBytes;
    return mayBeLarge && (await c.var.context()).viewer?.role === 'ADMIN' ? maxAdminBodyBytes : maxBodyBytes;
  };

  /**
   * A state-changing API request: its body within the limit, from an allowed origin, JSON, parsed once.
   * A refusal is set as the answer (Hono's `next` returns nothing).
   */
  const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const length = c.req.header('transfer-encoding') === undefined ? c.req.header('content-length') : undefined;
    const declaredLength = length === undefined ? null : Number(length);
    const limit = await limitFor(c, declaredLength);
    // A declared length is checked as Hono's bodyLimit would, without it: bodyLimit first reads
    // `c.req.raw.body`, and that makes @hono/node-server wrap the socket in a web ReadableStream,
    // where `c.req.text()` otherwise reads the body straight from Node's request.
    if (declaredLength !== null && declaredLength > limit) return fail(c, 413, 'http.bodyTooLarge', { limit: limit / 1024 });
    const read = async () => {
      // A bearer request carries no cookie a foreign page could ride on: no origin check for it.
      if (!c.var.token && isCrossOrigin(c.req.raw, allowedOrigins)) return void (c.res = fail(c, 403, 'http.crossOriginRejected'));
      const text = await c.req.text();
      if (text.length > 0 && !isJson(c.req.header('content-type'))) return void (c.res = fail(c, 415, 'http.unsupportedContentType'));
      if (text.trim().length > 0) {
        try {
          c.set('body', JSON.parse(text));
        } catch {
          return void (c.res = fail(c, 400, 'http.invalidJson'));
        }
      }
      await next();
    };
    return declaredLength === null ? bodyLimits.get(limit)!(c, read) : read();
  };

  /** `Authorization: Bearer`: a personal API token acts as its owner; an unknown or revoked one is a 401. */
  const bearer: MiddlewareHandler<AppEnv> = async (c, next) => {
    let result: Awaited<ReturnType<typeof bearerAuthentication>>;
    try {
      result = await bearerAuthentication(c.req.raw, c.req.path, options.renewalsToken);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      return jsonResponse(appErrorBody(error, c.var.language), 429, { 'retry-after': String(error.retryAfterSeconds) });
    }
    if (result.kind === 'invalid') {
      return jsonResponse({ message: translate('error.apiTokenInvalid', c.var.language), code: 'UNAUTHENTICATED' }, 401, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    if (result.kind === 'token') {
      c.set('token', result.token);
      c.set('language', result.token.user.preferredLanguage);
    }
    await next();
  };

  const api = [
    corsForOrigins(options.corsOrigins),
    noStore,
    bearer,
    // Allow names the methods the routes declare; Hono also answers HEAD wherever GET is declared.
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        fail(c as AppContext, 405, 'http.methodNotAllowed', undefined, { allow: methods.filter((method) => method !== 'HEAD').join(', ') }),
    }),
    jsonBody,
  ];
  app.use('/graphql', ...api);
  app.use('/api/*', ...api);
  app.use('/mcp', ...api);

  // The start-up check wants a cheap answer; `?full=1` runs the status dialog's checks (cached a minute).
  app.get('/healthz', async (c) => {
    if (c.req.query('full') !== '1') return jsonResponse({ status: 'ok' });
    const status = await serviceStatus(options.engine);
    return jsonResponse({ status: status.overall, services: status.services, checkedAt: status.checkedAt }, status.overall === 'outage' ? 503 : 200);
  });

  app.on(['GET', 'POST'], '/graphql', async (c) => {
    const response = await yoga.fetch(c.req.raw, { appContext: await c.var.context(), parsedBody: c.var.body });
    // Yoga answers these with an English or empty body: give clients the same JSON error as everywhere else.
    if (response.status === 405) return fail(c, 405, 'http.operationNeedsPost', undefined, { allow: 'POST' });
    if (response.status === 406) return fail(c, 406, 'http.notAcceptable');
    if (response.status === 415) return fail(c, 415, 'http.unsupportedContentType');
    return response;
  });

  // The MCP server (http/mcp/server.ts): stateless Streamable HTTP, one JSON-RPC exchange per POST.
  app.post('/mcp', async (c) => mcp(c.req.raw, c.var.body, c.var.token ? await c.var.context() : null, c.var.language));

  app.post('/api/subscription/:provider/webhook', async (c) => {
    const { mailer, siteOrigin } = await c.var.context();
    const delivery = { headers: c.req.raw.headers, query: new URL(c.req.url).searchParams, body: c.var.body ?? {} };
    return handleWebhook(options.payments, c.req.param('provider'), delivery, c.var.language, { mailer, siteOrigin });
  });

  for (const route of rest.routes) {
    app.on(route.method, route.path, async (c, next) => {
      const url = new URL(c.req.url);
      if (route.matches && !route.matches(url.searchParams)) return next();
      // Hono leaves a parameter with broken percent-encoding as it came: that names nothing.
      if (!canDecode(url.pathname)) return fail(c, 400, 'http.invalidPathEncoding');
      const body = c.var.body ?? {};
      if (!isJsonObject(body)) return fail(c, 400, 'http.invalidRequest');
      const context = await c.var.context();
      const response = await rest.run(route, { params: c.req.param() as Record<string, string>, query: url.searchParams, body }, context);
      for (const cookie of context.setCookies) response.headers.append('set-cookie', cookie);
      return response;
    });
  }
  app.all('/api/*', (c) => fail(c, 404, 'http.routeNotFound'));

  // The sandbox's checkout page posts a form: outside /api, with its own origin and token checks.
  app.all('/checkout/sandbox/:reference{[\\w-]{1,100}}', bodyLimits.get(maxBodyBytes)!, async (c) => {
    const form = c.req.method === 'POST' ? await c.req.text() : '';
    const { mailer, siteOrigin } = await c.var.context();
    return handleSandboxCheckout(options.payments, c.req.raw, c.req.param('reference'), form, c.var.language, { mailer, siteOrigin });
  });

  // The library's public pages, share links, sitemap and robots.txt: server-rendered, before the client's fallback.
  app.route('/', publicPageRoutes({ publicUrl: options.publicUrl }));

  const site = options.site;
  if (site) {
    // The prerendered landing page states what the page's own query answers a visitor (no cookie).
    const landingData = async (): Promise<LandingData> => {
      const response = await app.fetch(new Request(new URL(landingDataUrl, 'http://localhost')), { socketAddress: '127.0.0.1' });
      const body = (await response.json()) as { data?: LandingData; errors?: unknown[] };
      if (!response.ok || !body.data || body.errors) throw new Error(`The landing query answered ${response.status}: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    // Last, as middleware rather than a route: a route for every path would make the API's unknown paths "wrong method".
    app.use(async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const url = new URL(c.req.url);
      // Page URLs (canonical, Open Graph) name the protocol the client used, which a trusted proxy tells.
      url.protocol = c.var.client.https ? 'https:' : 'http:';
      return site.respond(url, c.req.raw.headers, landingData);
    });
    // Once every route is in place (Hono builds its matcher at the first request).
    setImmediate(() => site.warmLanding(landingData));
  }

  return {
    fetch: async (request, socketAddress = '127.0.0.1') => app.fetch(request, { socketAddress }),
  };
}

function canDecode(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
