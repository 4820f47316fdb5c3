/**
 * The closest library prompts reach the engine (only those the reader may read in full), and the
 * one the answer drew on is stored and shown: GraphQL, REST and the record. The openai engine
 * answers through the real SDK from the fake OpenAI-compatible upstream.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { createOpenAiEngine } from '../services/engine/openai/index.ts';
import { libraryReferences } from '../services/optimizer-references.ts';
import { plans } from '../services/plans.ts';
import { goodOptimization, startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { registeredClient, testSessionSecret } from './client.ts';
import { countQueries } from './query-count.ts';

let upstream: FakeOpenAi;
let app: ReturnType<typeof createPromptarioApp>;
const library: Record<'free' | 'premium' | 'pastFreeLimit' | 'english', { id: number; title: string; content: string }> = {} as never;

const request = 'Hola, escribe una carta de presentación para un puesto de analista de datos junior en una tienda';
const answer = (referenceId: number | null) =>
  JSON.stringify({
    ...goodOptimization,
    prompt_mejorado:
      'Actúa como reclutador con experiencia. Escribe una carta de presentación para un puesto de analista de datos junior en una tienda minorista: [tu nombre], tu experiencia con [herramientas] y por qué te interesa el puesto. Máximo una página.',
    referencia_usada: referenceId,
  });

beforeAll(async () => {
  upstream = await startFakeOpenAi();
  app = createPromptarioApp({
    sessionSecret: testSessionSecret,
    development: false,
    engine: createOpenAiEngine({ apiKey: 'sk-test', baseUrl: upstream.url, model: 'test-model', timeoutMs: 30_000, maxRetries: 0 }),
  });
  const category = await prisma.category.create({ data: { name: 'Empleo', nameEn: 'Jobs', slug: 'empleo-referencias' } });
  const prompt = async (key: keyof typeof library, title: string, fields: { isPremium?: boolean; language?: 'es' | 'en'; position: number }) => {
    const content = `Actúa como reclutador. ${title}: una carta de presentación para analista de datos, con logros medibles (${key}).`;
    const created = await prisma.prompt.create({
      data: { title, content, isPremium: fields.isPremium ?? false, language: fields.language ?? 'es', categories: { create: { categoryId: category.id, position: fields.position } } },
    });
    library[key] = { id: created.id, title, content };
  };
  await prompt('free', 'Carta de presentación para analista de datos', { position: 0 });
  await prompt('premium', 'Carta de presentación premium para analista de datos', { position: 1, isPremium: true });
  await prompt('pastFreeLimit', 'Carta de presentación de analista de datos con logros', { position: 7 });
  await prompt('english', 'Cover letter carta presentación analista datos', { position: 0, language: 'en' });
});

afterAll(async () => {
  await upstream?.close();
});

beforeEach(() => {
  upstream.reset();
});

const optimize = `mutation ($input: OptimizePromptInput!) { optimizePrompt(input: $input) {
  __typename
  ... on MutationOptimizePromptSuccess { data { engine model basedOn { databaseId title } optimization { model basedOn { databaseId } } } }
} }`;

/** The library prompts the engine was shown, by key. */
function shownToModel(): string[] {
  const user = upstream.requests[0]!.body.messages[1].content as string;
  return Object.entries(library)
    .filter(([, prompt]) => user.includes(prompt.content))
    .map(([key]) => key);
}

describe('library references in an optimization', () => {
  it('gives a free reader\'s engine only the library prompts they may read in full, and stores and shows the one it drew on', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    upstream.script({ content: answer(library.free.id) });
    const { data } = await client.graphql(optimize, { input: { originalContent: request } });
    expect(shownToModel()).toEqual(['free']);
    expect(data.optimizePrompt.data).toEqual({
      engine: 'openai',
      model: 'test-model',
      basedOn: { databaseId: library.free.id, title: library.free.title },
      optimization: { model: 'test-model', basedOn: { databaseId: library.free.id } },
    });
    const stored = await prisma.optimization.findFirstOrThrow({ where: { userId: id } });
    expect(stored).toMatchObject({ basedOnId: library.free.id, model: 'test-model' });
  });

  it('gives a premium reader premium prompts too, and answers REST with basado_en beside the unchanged keys', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro' } });
    upstream.script({ content: answer(library.premium.id) });
    const response = await client.rest('POST', '/api/optimize', { originalContent: 'Escribe una carta de presentación premium para un puesto de analista de datos junior' });
    expect(response.status).toBe(200);
    expect(shownToModel()).toEqual(expect.arrayContaining(['premium', 'pastFreeLimit']));
    expect(JSON.parse(response.body.optimizedContent)).toEqual({
      prompt_mejorado: expect.stringContaining('carta de presentación'),
      explicacion_de_mejoras: goodOptimization.explicacion_de_mejoras,
      sugerencias_adicionales: goodOptimization.sugerencias_adicionales,
      engine: 'openai',
      basado_en: { id: library.premium.id, title: library.premium.title },
    });
  });

  it('stores no reference when the model names one the reader was not given', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    upstream.script({ content: answer(library.premium.id) });
    const { data } = await client.graphql(optimize, { input: { originalContent: request } });
    expect(data.optimizePrompt.data.basedOn).toBeNull();
    expect(await prisma.optimization.findFirstOrThrow({ where: { userId: id } })).toMatchObject({ basedOnId: null });
  });

  it('keeps the optimization when the library prompt it drew on is deleted', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    const doomed = await prisma.prompt.create({ data: { title: 'Carta efímera de analista de datos', content: 'Carta de presentación, analista de datos.', categories: { create: { categoryId: (await prisma.category.findFirstOrThrow({ where: { slug: 'empleo-referencias' } })).id, position: 2 } } } });
    upstream.script({ content: answer(doomed.id) });
    await client.graphql(optimize, { input: { originalContent: `${request} (efímera)` } });
    expect(await prisma.optimization.findFirstOrThrow({ where: { userId: id } })).toMatchObject({ basedOnId: doomed.id });
    await prisma.prompt.delete({ where: { id: doomed.id } });
    expect(await prisma.optimization.findFirstOrThrow({ where: { userId: id } })).toMatchObject({ basedOnId: null });
  });

  it('finds them in five SQL statements (the misspelt-word corrections, the search, then the prompts with their categories), at most three, best first, none for a request without key words', async () => {
    const reader = { plan: plans.pro, language: 'es' as const };
    const { result, queries } = await countQueries(() => libraryReferences(request, reader));
    expect(queries).toBe(5);
    expect(result.length).toBeLessThanOrEqual(3);
    expect(result[0]).toMatchObject({ title: expect.stringContaining('analista'), categoryName: 'Empleo' });
    expect(await libraryReferences('hola, por favor', reader)).toEqual([]);
    // A library prompt being optimized (the card's dialog) is not offered as a model of itself.
    expect((await libraryReferences(library.free.content, reader)).map((reference) => reference.id)).not.toContain(library.free.id);
  });
});
