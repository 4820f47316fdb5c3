import type { Language } from '../../shared/languages.ts';
import { readMail } from '../config.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { createMailer, type Mailer } from '../services/mail/index.ts';
import type { App } from '../http/app.ts';

export const testSessionSecret = 'test-session-secret-that-is-long-enough-0123456789';

let sharedApp: Promise<App> | null = null;
let sharedMailer: Mailer | null = null;

/** The real application, in-process (no socket): requests go through app.fetch. */
export function testApp(): Promise<App> {
  // Every sign-up mails a confirmation link: to the outbox (DATA_DIR, set by setup.ts), without a log line per test account.
  sharedMailer ??= createMailer(readMail(process.env), () => {});
  sharedApp ??= createPromptarioApp({ sessionSecret: testSessionSecret, development: false, mailer: sharedMailer });
  return sharedApp;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** One browser: keeps the cookies the server sets, sends JSON, speaks a chosen language. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly language: Language = 'es',
    readonly address = '127.0.0.1',
    /** The application it talks to: the shared one unless a test builds its own (e.g. with another engine). */
    private readonly app: () => Promise<App> = testApp,
  ) {}

  async request(
    method: string,
    path: string,
    /** `address` sends this one request from another client address than the client's own. */
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; address?: string } = {},
  ): Promise<TestResponse> {
    const app = await this.app();
    const headers: Record<string, string> = { 'accept-language': this.language, host: 'localhost', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await app.fetch(new Request(`http://localhost${path}`, { method, headers, body }), options.address ?? this.address);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()) || /max-age=-/i.test(attribute.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (e.g. a static file): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** Runs a GraphQL operation over POST and returns { data, errors }. */
  async graphql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const response = await this.request('POST', '/graphql', { body: { query, variables } });
    return response.body;
  }

  rest(method: string, path: string, body?: unknown): Promise<TestResponse> {
    return this.request(method, path, body === undefined ? {} : { body });
  }

  /** The Cookie header this client would send, for requests made outside it (e.g. over a socket). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  copyCookiesFrom(other: TestClient): void {
    for (const [name, value] of other.cookies) this.cookies.set(name, value);
  }
}

let userCounter = 0;
let addressCounter = 0;

/**
 * An address no other request of this test file came from (198.18.0.0/15 is for benchmarks), for
 * sign-ups that are not about the per-address limits: an address may create 5 accounts an hour.
 */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

/** Registers a fresh user through the API and returns a client logged in as them. */
export async function registeredClient(options: { language?: Language; username?: string; password?: string; app?: () => Promise<App> } = {}) {
  const client = new TestClient(options.language ?? 'es', '127.0.0.1', options.app);
  userCounter += 1;
  const username = options.username ?? `user${userCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const password = options.password ?? 'secret123';
  const response = await client.request('POST', '/api/register', { body: { username, email: `${username}@example.com`, password }, address: uniqueAddress() });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  // The confirmation mail is written after the answer: waiting for it keeps its queries out of what
  // the test goes on to count (query-count.ts counts every statement of the process).
  if (!options.app) await sharedMailer?.idle();
  return { client, username, password, id: response.body.id as number };
}
