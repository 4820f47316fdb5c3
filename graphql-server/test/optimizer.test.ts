import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { creditsLeft } from '../services/credits.ts';
import { EngineError, type PromptEngine } from '../services/engine/types.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { optimizePrompt, optimizationTitle } from '../services/optimizations.ts';
import { plans } from '../services/plans.ts';
import { registeredClient, TestClient, testSessionSecret } from './client.ts';

const roughPrompt = 'dame ideas para un post de instagram sobre mi cafetería';

async function makePlan(userId: number, planType: 'basic' | 'pro') {
  await prisma.subscription.update({ where: { userId }, data: { planType, status: 'active', premiumExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000) } });
}

/** An engine that always fails the way an upstream can. */
function failingEngine(reason: EngineError['reason']): PromptEngine {
  return {
    name: 'openai',
    optimize: () => Promise.reject(new EngineError(reason, 'scripted failure')),
    analyze: () => Promise.reject(new EngineError(reason, 'scripted failure')),
  };
}

describe('POST /api/optimize', () => {
  it("returns the REST JSON contract in optimizedContent, names the engine, stores the record and spends one credit", async () => {
    const { client, id } = await registeredClient();
    const response = await client.rest('POST', '/api/optimize', { originalContent: roughPrompt, taskType: 'Content Creation', channel: 'Social Media', detailLevel: 'High' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ engine: 'local', optimizationsLeft: 2 });
    const content = JSON.parse(response.body.optimizedContent);
    expect(content).toEqual({
      prompt_mejorado: expect.any(String),
      explicacion_de_mejoras: expect.any(String),
      sugerencias_adicionales: expect.any(Array),
      engine: 'local',
    });
    const stored = await prisma.optimization.findUniqueOrThrow({ where: { id: response.body.optimizationId } });
    expect(stored).toMatchObject({ userId: id, originalContent: roughPrompt, engine: 'local', options: { kind: 'page', taskType: 'Content Creation', channel: 'Social Media', detailLevel: 'High', audience: 'General' } });
    expect((await client.rest('GET', '/api/subscription')).body).toMatchObject({ optimizationsLeft: 2, planType: 'free', isPremium: false });
  });

  it("writes the explanation, suggestions and analysis in the interface's language (?lang=en sends English), not the account's saved Spanish", async () => {
    const request = 'escribe un correo a mi jefe pidiendo el viernes libre';
    const { client: spanishAccount } = await registeredClient({ language: 'es' });
    const { client: englishAccount } = await registeredClient({ language: 'en' });
    const englishInterface = new TestClient('en');
    englishInterface.copyCookiesFrom(spanishAccount);
    const answer = async (client: TestClient) => {
      const optimized = await client.rest('POST', '/api/optimize', { originalContent: request });
      const { explicacion_de_mejoras, sugerencias_adicionales } = JSON.parse(optimized.body.optimizedContent);
      const analysis = (await client.rest('POST', '/api/analyze-complexity', { promptContent: request })).body;
      return { explicacion_de_mejoras, sugerencias_adicionales, analysis };
    };
    const inEnglish = await answer(englishAccount);
    expect(inEnglish.explicacion_de_mejoras).toMatch(/^- Task: your request/);
    expect(await answer(englishInterface)).toEqual(inEnglish);
    expect((await answer(spanishAccount)).explicacion_de_mejoras).toMatch(/^- Tarea:/);
  });

  it("takes the card dialog's platform and tone instead of the page's options", async () => {
    const { client } = await registeredClient({ language: 'en' });
    const response = await client.rest('POST', '/api/optimize', { originalContent: 'a video about my bakery', platform: 'LinkedIn', tone: 'Professional' });
    expect(response.status).toBe(200);
    const stored = await prisma.optimization.findUniqueOrThrow({ where: { id: response.body.optimizationId } });
    expect(stored.options).toEqual({ kind: 'dialog', platform: 'LinkedIn', tone: 'Professional' });
  });

  it("refuses an empty prompt with its message, an unknown option, and a visitor; none of them spends a credit", async () => {
    const { client, id } = await registeredClient();
    const empty = await client.rest('POST', '/api/optimize', { originalContent: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Por favor, ingresa un prompt para optimizar.' });
    const unknownOption = await client.rest('POST', '/api/optimize', { originalContent: roughPrompt, audience: 'Martians' });
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.body.fieldErrors).toEqual([{ field: 'input.pageOptions.audience', message: 'Esa opción no existe' }]);
    const tooLong = await client.rest('POST', '/api/optimize', { originalContent: 'x'.repeat(8001) });
    expect(tooLong.status).toBe(400);
    const visitor = await new TestClient('en').rest('POST', '/api/optimize', { originalContent: roughPrompt });
    expect(visitor.status).toBe(401);
    expect(await creditsLeft(id, plans.free, new Date())).toBe(3);
  });

  it('gives at most 3 successes to 50 concurrent requests with 3 credits left, the rest a LimitReached (403) or, beyond 2 in flight, a 429', async () => {
    const { client, id } = await registeredClient({ language: 'en' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => client.rest('POST', '/api/optimize', { originalContent: roughPrompt })));
    const statuses = responses.map((response) => response.status);
    const successes = statuses.filter((status) => status === 200).length;
    expect(successes).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 403 || status === 429)).toHaveLength(50 - successes);
    // What the burst left is still there, one request after another.
    for (let run = successes; run < 3; run += 1) expect((await client.rest('POST', '/api/optimize', { originalContent: roughPrompt })).status).toBe(200);
    const refused = await client.rest('POST', '/api/optimize', { originalContent: roughPrompt });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'LIMIT_REACHED',
      message: 'You have used your 3 optimizations for this month. Upgrade your plan to keep optimizing.',
      limit: 3,
    });
    expect(await prisma.optimization.count({ where: { userId: id } })).toBe(3);
    expect((await client.rest('GET', '/api/subscription')).body.optimizationsLeft).toBe(0);
  });

  it('spends nothing when the engine fails: a translated 502, for a timeout as for a bad answer', async () => {
    const timeoutApp = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, engine: failingEngine('timeout') });
    const { client, id } = await registeredClient({ app: () => timeoutApp });
    const response = await client.rest('POST', '/api/optimize', { originalContent: roughPrompt });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      code: 'ENGINE_FAILED',
      reason: 'timeout',
      message: 'El motor de IA tardó demasiado en responder. Inténtalo de nuevo; no se ha usado ningún crédito.',
    });
    expect(await creditsLeft(id, plans.free, new Date())).toBe(3);
    expect(await prisma.optimization.count({ where: { userId: id } })).toBe(0);
  });

  it('never limits pro users, and reports their credits as unlimited (null)', async () => {
    const { client, id } = await registeredClient();
    await makePlan(id, 'pro');
    for (let run = 0; run < 4; run += 1) expect((await client.rest('POST', '/api/optimize', { originalContent: roughPrompt })).status).toBe(200);
    expect((await client.rest('GET', '/api/subscription')).body).toMatchObject({ optimizationsLeft: null, planType: 'pro', isPremium: true });
  });
});

describe('credits over time (the clock injected)', () => {
  const engineOf = async () => (await import('../services/engine/local/index.ts')).createLocalEngine();

  it('gives the free plan 3 per calendar month (UTC), reset on the 1st without rollover', async () => {
    const { id } = await registeredClient();
    const engine = await engineOf();
    const optimizer = { id, plan: plans.free, language: 'es' as const };
    const at = (iso: string) => ({ engine, now: () => new Date(iso) });
    for (const day of ['2026-11-02', '2026-11-15', '2026-11-30T23:59:59Z']) await optimizePrompt(optimizer, { originalContent: roughPrompt }, at(day));
    await expect(optimizePrompt(optimizer, { originalContent: roughPrompt }, at('2026-11-30T23:59:59Z'))).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    const december = await optimizePrompt(optimizer, { originalContent: roughPrompt }, at('2026-12-01T00:00:00Z'));
    expect(december.optimizationsLeft).toBe(2);
  });

  it('gives basic 5 per calendar day (UTC), back at 00:00 UTC', async () => {
    const { id } = await registeredClient();
    const engine = await engineOf();
    const optimizer = { id, plan: plans.basic, language: 'es' as const };
    const at = (iso: string) => ({ engine, now: () => new Date(iso) });
    for (let run = 0; run < 5; run += 1) await optimizePrompt(optimizer, { originalContent: roughPrompt }, at('2026-11-23T10:00:00Z'));
    await expect(optimizePrompt(optimizer, { originalContent: roughPrompt }, at('2026-11-23T23:59:59Z'))).rejects.toMatchObject({ code: 'LIMIT_REACHED', limit: 5 });
    expect((await optimizePrompt(optimizer, { originalContent: roughPrompt }, at('2026-11-24T00:00:00Z'))).optimizationsLeft).toBe(4);
  });
});

describe('the history of optimizations', () => {
  it('shows a record to its owner only: REST, viewer.optimization and node(id:)', async () => {
    const owner = await registeredClient();
    const other = await registeredClient();
    const optimized = await owner.client.rest('POST', '/api/optimize', { originalContent: roughPrompt });
    const id = optimized.body.optimizationId as number;

    const mine = await owner.client.rest('GET', `/api/optimization-history?id=${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ id, originalContent: roughPrompt, optimizedContent: optimized.body.optimizedContent })]);

    expect((await other.client.rest('GET', `/api/optimization-history?id=${id}`)).body).toEqual([]);
    expect((await other.client.rest('GET', '/api/optimization-history?id=abc')).body).toEqual([]);
    expect((await new TestClient().rest('GET', `/api/optimization-history?id=${id}`)).status).toBe(401);

    const { data } = await owner.client.graphql(`{ viewer { optimizations(first: 5) { totalCount edges { node { id databaseId improvedPrompt engine } } } } }`);
    const node = data.viewer.optimizations.edges[0].node;
    expect(data.viewer.optimizations.totalCount).toBe(1);
    expect(node).toMatchObject({ databaseId: id, engine: 'local' });
    expect((await other.client.graphql(`query ($id: ID!) { node(id: $id) { id } }`, { id: node.id })).data.node).toBeNull();
  });
});

describe('optimization titles', () => {
  it('are the first line of the original, cut at 60 characters with an ellipsis', () => {
    expect(optimizationTitle('Short one\nsecond line')).toBe('Short one');
    expect(optimizationTitle('x'.repeat(80))).toBe(`${'x'.repeat(59)}…`);
  });
});

describe('GraphQL optimizePrompt and analyzePromptComplexity', () => {
  it('answer typed results: the payload with credits left, or a typed LimitReachedError', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const mutation = `mutation ($input: OptimizePromptInput!) { optimizePrompt(input: $input) {
      __typename
      ... on MutationOptimizePromptSuccess { data { improvedPrompt explanation suggestions engine optimizationsLeft optimization { title } viewer { subscription { optimizationsLeft } } } }
      ... on LimitReachedError { message limit }
    } }`;
    const input = { originalContent: 'write an email to my boss asking for a raise', dialogOptions: { platform: 'LinkedIn' } };
    const first = await client.graphql(mutation, { input });
    expect(first.data.optimizePrompt.data).toMatchObject({ engine: 'local', optimizationsLeft: 2, optimization: { title: 'write an email to my boss asking for a raise' }, viewer: { subscription: { optimizationsLeft: 2 } } });
    await client.graphql(mutation, { input });
    await client.graphql(mutation, { input });
    expect((await client.graphql(mutation, { input })).data.optimizePrompt).toMatchObject({ __typename: 'LimitReachedError', limit: 3 });
  });

  it('analyses without spending a credit, and limits analyses to 30 a minute per user (429 beyond)', async () => {
    const { client, id } = await registeredClient();
    const first = await client.rest('POST', '/api/analyze-complexity', { promptContent: roughPrompt, isOptimized: false });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ score: expect.any(Number), explanation: expect.any(String), strengths: expect.any(Array), weaknesses: expect.any(Array), suggestions: expect.any(Array), engine: 'local' });
    for (let run = 1; run < 30; run += 1) expect((await client.rest('POST', '/api/analyze-complexity', { promptContent: roughPrompt })).status).toBe(200);
    const refused = await client.rest('POST', '/api/analyze-complexity', { promptContent: roughPrompt });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await creditsLeft(id, plans.free, new Date())).toBe(3);
  });

  it('checks an optimized prompt against its original: another platform than the one asked for is not Excelente, and says so', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const mutation = `mutation ($input: AnalyzePromptComplexityInput!) { analyzePromptComplexity(input: $input) {
      ... on MutationAnalyzePromptComplexitySuccess { data { score weaknesses } } } }`;
    const original = 'write an instagram carousel of 7 slides about saving money at the supermarket';
    const content =
      'Act as a social media strategist for a consumer magazine. Write an Instagram carousel of 7 slides about saving money at the supermarket, for young families in Leeds who shop once a week. Adapt it to TikTok. Friendly tone, one tip and one figure per slide, no brand names, and end with a question that invites comments.';
    const alone = (await client.graphql(mutation, { input: { content } })).data.analyzePromptComplexity.data;
    const checked = (await client.graphql(mutation, { input: { content, original } })).data.analyzePromptComplexity.data;
    expect(alone.score).toBeGreaterThanOrEqual(8);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toBe('The rewrite asks for “TikTok”, but the request asked for “instagram”.');
  });

  it('reads the options the user chose with the request: a video script they asked for in the options is no other result than theirs', async () => {
    const { client } = await registeredClient({ language: 'es' });
    const optimize = `mutation ($input: OptimizePromptInput!) { optimizePrompt(input: $input) { ... on MutationOptimizePromptSuccess { data { improvedPrompt } } } }`;
    const analyze = `mutation ($input: AnalyzePromptComplexityInput!) { analyzePromptComplexity(input: $input) {
      ... on MutationAnalyzePromptComplexitySuccess { data { score weaknesses } } } }`;
    const original = 'tips para dormir mejor';
    const improved = (await client.graphql(optimize, { input: { originalContent: original, pageOptions: { channel: 'Video Script' } } })).data.optimizePrompt.data.improvedPrompt;
    expect(improved).toMatch(/guion/);
    const checked = (await client.graphql(analyze, { input: { content: improved, original } })).data.analyzePromptComplexity.data;
    expect(checked.weaknesses.join(' ')).not.toMatch(/La reescritura pide/);
    // Another user, who never chose a video script for this request, is told the rewrite asks for something else.
    const { client: other } = await registeredClient({ language: 'es' });
    const unchosen = (await other.graphql(analyze, { input: { content: improved, original } })).data.analyzePromptComplexity.data;
    expect(unchosen.weaknesses[0]).toMatch(/^La reescritura pide “guion/);
    expect(unchosen.score).toBeLessThan(checked.score + 0.01);
  });

  it('REST /api/analyze-complexity checks an optimized prompt against the original it is sent with', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const original = 'write an instagram carousel of 7 slides about saving money at the supermarket';
    const promptContent =
      'Act as a social media strategist for a consumer magazine. Write an Instagram carousel of 7 slides about saving money at the supermarket, for young families in Leeds who shop once a week. Adapt it to TikTok. Friendly tone, one tip and one figure per slide, no brand names, and end with a question that invites comments.';
    const alone = await client.rest('POST', '/api/analyze-complexity', { promptContent });
    const checked = await client.rest('POST', '/api/analyze-complexity', { promptContent, original });
    expect(alone.body.score).toBeGreaterThanOrEqual(8);
    expect(checked.status).toBe(200);
    expect(checked.body.score).toBeLessThan(8);
    expect(checked.body.weaknesses[0]).toBe('The rewrite asks for “TikTok”, but the request asked for “instagram”.');
  });
});

describe('the optimizePrompt subscription (server-sent events)', () => {
  it('streams progress events and ends with the stored result', async () => {
    const { client } = await registeredClient();
    const response = await client.request('POST', '/graphql', {
      headers: { accept: 'text/event-stream' },
      body: {
        query: `subscription ($input: OptimizePromptInput!) { optimizePrompt(input: $input) { __typename ... on SubscriptionOptimizePromptSuccess { data { improvedPromptDelta result { optimizationsLeft optimization { databaseId } } } } ... on Error { message } } }`,
        variables: { input: { originalContent: roughPrompt } },
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = String(response.body)
      .split('\n\n')
      .filter((block) => block.startsWith('event: next'))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)).data.optimizePrompt);
    const last = events.at(-1);
    expect(last.data.result).toMatchObject({ optimizationsLeft: 2, optimization: { databaseId: expect.any(Number) } });
    expect(events.slice(0, -1).every((event: { data: { result: unknown } }) => event.data.result === null)).toBe(true);
  });

  it('ends with a typed error for a visitor', async () => {
    const response = await new TestClient('en').request('POST', '/graphql', {
      headers: { accept: 'text/event-stream' },
      body: { query: `subscription { optimizePrompt(input: { originalContent: "hi" }) { __typename ... on Error { message } } }` },
    });
    expect(String(response.body)).toContain('"__typename":"AuthenticationError"');
  });
});

describe('GET /api/dashboard-stats', () => {
  it("counts today's ideas, names the last optimized prompt and merges optimizations and saves into ≤ 6 recent items", async () => {
    await seedLibrary();
    const { client } = await registeredClient();
    for (let run = 0; run < 3; run += 1) await client.rest('POST', '/api/optimize', { originalContent: `${roughPrompt} ${run}` });
    const { data } = await client.graphql(`{ prompts(first: 5) { edges { node { id databaseId title } } } }`);
    for (const edge of data.prompts.edges) await client.graphql(`mutation ($id: ID!) { savePrompt(input: { promptId: $id }) { __typename } }`, { id: edge.node.id });

    const stats = await client.rest('GET', '/api/dashboard-stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      ideasGeneratedToday: 3,
      lastOptimizedPrompt: { title: `${roughPrompt} 2` },
      optimizationsCount: 3,
      savedPromptsCount: data.prompts.edges.length,
      optimizationsLeft: 0,
    });
    expect(stats.body.premiumPromptsCount).toBeLessThanOrEqual(50);
    expect(stats.body.recentActivity).toHaveLength(Math.min(6, 3 + data.prompts.edges.length));
    expect(stats.body.recentActivity[0]).toMatchObject({ type: 'saved', title: data.prompts.edges.at(-1).node.title });
    expect((await new TestClient().rest('GET', '/api/dashboard-stats')).status).toBe(401);
  });
});
