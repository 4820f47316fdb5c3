/**
 * Credits bound model calls, not only successes (issue 18): an optimization reserves its credit and
 * one of the user's places in flight before the engine runs. Model calls are counted where they cost
 * money, at the fake OpenAI-compatible upstream, reached by the real openai SDK.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import type { App } from '../http/app.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { creditsLeft, optimizationsInFlightLimit } from '../services/credits.ts';
import { createOpenAiEngine } from '../services/engine/openai/index.ts';
import { EngineError, type PromptEngine } from '../services/engine/types.ts';
import { optimizePrompt } from '../services/optimizations.ts';
import { plans } from '../services/plans.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { registeredClient, testSessionSecret, type TestClient } from './client.ts';

let upstream: FakeOpenAi;
let app: Promise<App>;
const timeoutMs = 30_000;

beforeAll(async () => {
  // Every answer takes a while, so concurrent requests overlap at the model as they would in production.
  upstream = await startFakeOpenAi({ defaultAnswer: { delayMs: 150 } });
  const engine = createOpenAiEngine({ apiKey: 'sk-test', baseUrl: upstream.url, model: 'test-model', timeoutMs, maxRetries: 0 });
  app = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, engine });
});

afterAll(async () => {
  await upstream?.close();
});

// The fake model's default answer is a post for that request, so the engine's do-no-harm checks take it (fake-openai.ts).
const prompt = 'escribe un post de instagram para mi producto';

type Outcome = 'success' | 'limitReached' | 'busy' | 'other';

const byTypename: Record<string, Outcome> = {
  MutationOptimizePromptSuccess: 'success',
  SubscriptionOptimizePromptSuccess: 'success',
  LimitReachedError: 'limitReached',
  RateLimitedError: 'busy',
};

async function optimizeByRest(client: TestClient): Promise<Outcome> {
  const response = await client.rest('POST', '/api/optimize', { originalContent: prompt });
  if (response.status === 429) {
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 5,
      message: 'You already have 2 optimizations running. Wait for one to finish and try again; no credit was used.',
    });
  }
  return ({ 200: 'success', 403: 'limitReached', 429: 'busy' } as Record<number, Outcome>)[response.status] ?? 'other';
}

async function optimizeByMutation(client: TestClient): Promise<Outcome> {
  const { data } = await client.graphql(
    `mutation ($input: OptimizePromptInput!) { optimizePrompt(input: $input) { __typename ... on RateLimitedError { retryAfterSeconds message } } }`,
    { input: { originalContent: prompt } },
  );
  return byTypename[data.optimizePrompt.__typename] ?? 'other';
}

async function optimizeByStream(client: TestClient): Promise<Outcome> {
  const response = await client.request('POST', '/graphql', {
    headers: { accept: 'text/event-stream' },
    body: {
      query: `subscription ($input: OptimizePromptInput!) { optimizePrompt(input: $input) { __typename ... on SubscriptionOptimizePromptSuccess { data { result { optimizationsLeft } } } } }`,
      variables: { input: { originalContent: prompt } },
    },
  });
  const events = String(response.body)
    .split('\n\n')
    .filter((block) => block.startsWith('event: next'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)).data.optimizePrompt);
  const last = events.at(-1);
  if (last?.__typename === 'SubscriptionOptimizePromptSuccess' && last.data.result === null) return 'other';
  return byTypename[last?.__typename] ?? 'other';
}

const ways = [optimizeByRest, optimizeByMutation, optimizeByStream];
const count = (outcomes: Outcome[], outcome: Outcome) => outcomes.filter((each) => each === outcome).length;

describe('credits are reserved before the model is called', () => {
  it('lets 30 concurrent requests (REST, mutation and stream) with 3 credits call the model at most 3 times', async () => {
    const { client, id } = await registeredClient({ language: 'en', app: () => app });
    upstream.reset();
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, index) => ways[index % 3](client)));

    expect(count(outcomes, 'other')).toBe(0);
    expect(count(outcomes, 'success')).toBeLessThanOrEqual(3);
    expect(upstream.requests.length).toBeLessThanOrEqual(3);
    expect(upstream.mostInFlight).toBeLessThanOrEqual(optimizationsInFlightLimit);

    // One after another, the credits the burst left give exactly 3 successes in all, each one model call.
    let successes = count(outcomes, 'success');
    for (let index = 0; successes < 3 && index < 3; index += 1) if ((await ways[index](client)) === 'success') successes += 1;
    expect(await ways[0](client)).toBe('limitReached');
    expect(successes).toBe(3);
    expect(upstream.requests.length).toBe(3);
    expect(await prisma.optimization.count({ where: { userId: id } })).toBe(3);
    expect(await prisma.optimizationRun.count({ where: { userId: id } })).toBe(0);
  });

  it('gives exactly 3 successes and calls the model 3 times when 30 requests come within the cap', async () => {
    const { client, id } = await registeredClient({ language: 'en', app: () => app });
    upstream.reset();
    const outcomes: Outcome[] = [];
    // Two at a time, each starting when the previous one of its lane has ended.
    await Promise.all(
      Array.from({ length: optimizationsInFlightLimit }, async (_, lane) => {
        for (let index = lane; index < 30; index += optimizationsInFlightLimit) outcomes.push(await ways[index % 3](client));
      }),
    );
    expect(count(outcomes, 'success')).toBe(3);
    expect(count(outcomes, 'limitReached')).toBe(27);
    expect(upstream.requests.length).toBe(3);
    expect(await creditsLeft(id, plans.free, new Date())).toBe(0);
  });

  it('never has more than 2 model calls in flight for one unlimited account, of 40 concurrent streams', async () => {
    const { client, id } = await registeredClient({ language: 'en', app: () => app });
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro', status: 'active', premiumExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000) } });
    upstream.reset();
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => optimizeByStream(client)));

    expect(upstream.mostInFlight).toBeGreaterThanOrEqual(1);
    expect(upstream.mostInFlight).toBeLessThanOrEqual(optimizationsInFlightLimit);
    expect(count(outcomes, 'success')).toBe(upstream.requests.length);
    expect(count(outcomes, 'success') + count(outcomes, 'busy')).toBe(40);
    expect(count(outcomes, 'busy')).toBeGreaterThan(0);
  });

  it('gives the credit back when the model fails, so the 3 credits still give 3 successes', async () => {
    const { client, id } = await registeredClient({ language: 'en', app: () => app });
    upstream.reset();
    upstream.script({ status: 500 }, { content: 'not an answer' });
    expect((await client.rest('POST', '/api/optimize', { originalContent: prompt })).status).toBe(502);
    expect(await optimizeByStream(client)).toBe('other');
    expect(await prisma.optimizationRun.count({ where: { userId: id } })).toBe(0);
    for (const way of ways) expect(await way(client)).toBe('success');
    expect(await optimizeByMutation(client)).toBe('limitReached');
  });

  it('gives the credit and the place back when the client of a stream goes away mid-answer', async () => {
    const { client, id } = await registeredClient({ language: 'en', app: () => app });
    upstream.reset();
    upstream.script({ chunkDelayMs: 50 });
    const leaving = new AbortController();
    const response = await (await app).fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        signal: leaving.signal,
        headers: { host: 'localhost', 'content-type': 'application/json', accept: 'text/event-stream', cookie: client.cookieHeader() },
        body: JSON.stringify({ query: `subscription { optimizePrompt(input: { originalContent: "${prompt}" }) { __typename } }` }),
      }),
    );
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('event: next')) received += new TextDecoder().decode((await reader.read()).value);
    expect(await prisma.optimizationRun.count({ where: { userId: id } })).toBe(1);
    leaving.abort();
    await reader.cancel().catch(() => {});
    await expect.poll(() => prisma.optimizationRun.count({ where: { userId: id } }), { timeout: 30_000 }).toBe(0);
    expect(await creditsLeft(id, plans.free, new Date())).toBe(3);
    expect(await prisma.optimization.count({ where: { userId: id } })).toBe(0);
  });

  it("holds a dead process's reservations until they expire, then counts them no more", async () => {
    const { client, id } = await registeredClient({ language: 'en', app: () => app });
    upstream.reset();
    // Two runs a killed process left behind, within their lifetime: both places in flight are taken.
    const expiresAt = new Date(Date.now() + 60_000);
    await prisma.optimizationRun.createMany({ data: [0, 1].map(() => ({ userId: id, period: new Date().toISOString().slice(0, 7), expiresAt })) });
    expect(await optimizeByRest(client)).toBe('busy');
    expect(upstream.requests).toHaveLength(0);

    // Past their expiry (the engine's time limit and a margin) they hold nothing: all 3 credits are there.
    await prisma.optimizationRun.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 1) } });
    for (const way of ways) expect(await way(client)).toBe('success');
    expect(await optimizeByRest(client)).toBe('limitReached');
    expect(await prisma.optimizationRun.count({ where: { userId: id } })).toBe(0);
  });

  it('reserves a run for a little longer than its engine may take, and ends it when the engine fails', async () => {
    const { id } = await registeredClient();
    let held: { expiresAt: Date; createdAt: Date }[] = [];
    // An engine that looks at the reservation while it runs, then fails.
    const engine: PromptEngine = {
      name: 'openai',
      timeoutMs: 5000,
      optimize: async () => {
        held = await prisma.optimizationRun.findMany({ where: { userId: id } });
        throw new EngineError('upstream', 'scripted failure');
      },
      analyze: () => Promise.reject(new EngineError('upstream', 'unused')),
    };
    await expect(optimizePrompt({ id, plan: plans.free, language: 'es' }, { originalContent: prompt }, { engine })).rejects.toMatchObject({ code: 'ENGINE_FAILED' });
    expect(held).toHaveLength(1);
    const lifetimeMs = held[0].expiresAt.getTime() - held[0].createdAt.getTime();
    expect(lifetimeMs).toBeGreaterThan(5000);
    expect(lifetimeMs).toBeLessThanOrEqual(5000 + 30_000);
    expect(await prisma.optimizationRun.count({ where: { userId: id } })).toBe(0);
  });
});
