/**
 * The HTTP load scenarios: what is sent, how a correct answer looks, and the autocannon run.
 */
import autocannon from 'autocannon';

/** The same load for every scenario, so the req/s ratios compare like with like. */
export const LOAD = { connections: 50, durationSeconds: 10, warmupSeconds: 2 };

const promptFields = 'title content isLocked isSaved categories { name slug }';

export const QUERIES = {
  typename: '{ __typename }',
  // The library page: a category's first page of prompts, as the signed-in web client asks for it.
  libraryPage: `{
    viewer { id }
    category(slug: "marketing") {
      __typename
      ... on QueryCategorySuccess { data { prompts(first: 20) { edges { node { ${promptFields} } } } } }
    }
  }`,
  search: `{
    viewer { id }
    search(query: "marketing") {
      __typename
      ... on QuerySearchSuccess { data { prompts(first: 20) { edges { node { ${promptFields} } } } } }
    }
  }`,
};

export interface Scenario {
  name: string;
  url: string;
  /** A GraphQL query POSTed as JSON; without it (and without `body`) the scenario is a plain GET of `url` (REST). */
  query?: string;
  /** A JSON body POSTed to a REST path. */
  body?: unknown;
  /** The answer differs per request (e.g. a new record's id): only its status is checked under load. */
  bodyVaries?: boolean;
  cookie?: string;
  /** Connections instead of LOAD's, for a scenario one user may only run so many of at once. */
  connections?: number;
  /** Checks the one response verified before the load: throws unless it is the expected page. */
  check(data: Record<string, unknown>): void;
}

export interface Measurement {
  scenario: string;
  requestsPerSecond: number;
  /** Responses received in the measured run. */
  completed: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses whose body differed from the verified one. */
  mismatches: number;
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((value) => value.startsWith('promptario_session='))?.split(';')[0];
}

/** Logs in and returns the session cookie. */
export async function logIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie) throw new Error(`Login answered ${response.status} without a session cookie: ${await response.text()}`);
  return cookie;
}

/** Registers a fresh user and returns its session cookie (`promptario_session=…`). */
export async function registerUser(baseUrl: string): Promise<string> {
  const name = `bench${Date.now().toString(36)}`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'bench-password-1' }),
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = sessionCookieOf(response);
  if (response.status !== 201 || !cookie) {
    throw new Error(`Registration answered ${response.status} without a session cookie: ${await response.text()}`);
  }
  return cookie;
}

function requestOf(scenario: Scenario) {
  const headers: Record<string, string> = {};
  if (scenario.cookie) headers.cookie = scenario.cookie;
  if (scenario.body !== undefined) {
    headers['content-type'] = 'application/json';
    return { method: 'POST' as const, headers, body: JSON.stringify(scenario.body) };
  }
  if (scenario.query === undefined) return { method: 'GET' as const, headers };
  headers['content-type'] = 'application/json';
  return { method: 'POST' as const, headers, body: JSON.stringify({ query: scenario.query }) };
}

/**
 * Sends the scenario's request once and checks the answer (200, no GraphQL errors, the expected
 * data), so the load never measures error responses. Returns the body: every response under load
 * must repeat it exactly (the pages are deterministic), which catches errors that come with a 200.
 */
export async function verify(scenario: Scenario): Promise<string> {
  const response = await fetch(scenario.url, { ...requestOf(scenario), signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  const fail = (reason: string) => new Error(`${scenario.name}: ${reason}. Response ${response.status}: ${text.slice(0, 500)}`);
  if (response.status !== 200) throw fail('status is not 200');
  let body: { data?: Record<string, unknown>; errors?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    throw fail('the body is not JSON');
  }
  if (scenario.query === undefined) body = { data: { rest: body } };
  if (body.errors) throw fail('the response has errors');
  if (!body.data) throw fail('the response has no data');
  try {
    scenario.check(body.data);
  } catch (error) {
    throw fail((error as Error).message);
  }
  return text;
}

export async function measure(scenario: Scenario, expectedBody: string): Promise<Measurement> {
  const result = await autocannon({
    url: scenario.url,
    ...requestOf(scenario),
    connections: scenario.connections ?? LOAD.connections,
    duration: LOAD.durationSeconds,
    warmup: { duration: LOAD.warmupSeconds },
    ...(scenario.bodyVaries ? {} : { expectBody: expectedBody }),
  });
  return {
    scenario: scenario.name,
    requestsPerSecond: result.requests.average,
    completed: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
  };
}

// Checks of the verified responses.

export function expectTypename(data: Record<string, unknown>): void {
  if (data.__typename !== 'Query') throw new Error('__typename is not "Query"');
}

/** A signed-in page of 20 prompts under `field` (a typed result union, so an error is not a page). */
export function expectPromptPage(field: 'category' | 'search', successType: string) {
  return (data: Record<string, unknown>) => {
    const viewer = data.viewer as { id?: string } | null;
    if (!viewer?.id) throw new Error('viewer is null: the session cookie was not accepted');
    const result = data[field] as { __typename?: string; data?: { prompts?: { edges?: unknown[] } } } | null;
    if (result?.__typename !== successType) throw new Error(`${field} is ${result?.__typename}, not ${successType}`);
    const count = result.data?.prompts?.edges?.length ?? 0;
    if (count !== 20) throw new Error(`${field} returned ${count} prompts, not 20`);
  };
}

/** A REST page of 20 prompts (GET /api/prompts/all?limit=20), with content for a signed-in reader. */
export function expectRestPromptPage(data: Record<string, unknown>): void {
  const prompts = data.rest as { title?: string }[];
  if (!Array.isArray(prompts) || prompts.length !== 20) throw new Error(`the page has ${Array.isArray(prompts) ? prompts.length : 'no'} prompts, not 20`);
}

export function expectOptimization(data: Record<string, unknown>): void {
  const rest = data.rest as { optimizedContent?: string; engine?: string };
  if (rest.engine !== 'local' || !JSON.parse(rest.optimizedContent ?? '{}').prompt_mejorado) throw new Error('not an optimization by the local engine');
}
