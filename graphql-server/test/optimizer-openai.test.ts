/**
 * The optimizer end to end with the openai engine: a real server socket, the real openai SDK, and the
 * fake OpenAI-compatible upstream over real HTTP.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { startHttpServer } from '../http/node-server.ts';
import { createOpenAiEngine } from '../services/engine/openai/index.ts';
import { goodOptimization, startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { registeredClient, testSessionSecret } from './client.ts';

let upstream: FakeOpenAi;
let app: ReturnType<typeof createPromptarioApp>;
/** The same over an engine that gives up after a second, for the timeout case. */
let impatientApp: ReturnType<typeof createPromptarioApp>;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  upstream = await startFakeOpenAi();
  const engine = (timeoutMs: number) => createOpenAiEngine({ apiKey: 'sk-test-secret', baseUrl: upstream.url, model: 'test-model', timeoutMs, maxRetries: 0 });
  // Generous: a busy test machine must not turn a slow stream into a timeout.
  app = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, engine: engine(30_000) });
  impatientApp = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, engine: engine(1000) });
  server = await startHttpServer(await app, 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await upstream?.close();
});

const subscription = `subscription ($input: OptimizePromptInput!) { optimizePrompt(input: $input) {
  __typename
  ... on SubscriptionOptimizePromptSuccess { data { improvedPromptDelta improvedPromptRestarted result { engine improvedPrompt explanation suggestions optimizationsLeft } } }
  ... on Error { message }
} }`;

interface StreamEvent {
  improvedPromptDelta: string;
  improvedPromptRestarted: boolean;
  result: { engine: string; improvedPrompt: string; optimizationsLeft: number } | null;
}

/** Runs the subscription over the real socket: its events as they arrived, and the bytes the answer took. */
async function streamOptimization(cookie: string, originalContent = 'escribe un post de instagram para mi producto'): Promise<{ events: StreamEvent[]; bytes: number }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', host: 'localhost', cookie },
    body: JSON.stringify({ query: subscription, variables: { input: { originalContent } } }),
  });
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    buffered += decoder.decode(read.value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (!block.startsWith('event: next')) continue;
      const event = JSON.parse(block.slice(block.indexOf('data: ') + 6)).data.optimizePrompt;
      expect(event.__typename).toBe('SubscriptionOptimizePromptSuccess');
      events.push(event.data);
    }
  }
  return { events, bytes };
}

describe('the optimizer with the openai engine', () => {
  it('streams what the improved prompt grew by over server-sent events as the model writes it, then the stored result', async () => {
    const { client } = await registeredClient({ app: () => app });
    upstream.reset();
    upstream.script({ chunkDelayMs: 30 });
    // Over the real socket: events must arrive while the model is still writing.
    const { events } = await streamOptimization(client.cookieHeader());
    const progress = events.slice(0, -1);
    expect(progress.length).toBeGreaterThan(2);
    let shown = '';
    for (const event of progress) {
      expect(event.improvedPromptDelta).not.toBe('');
      shown += event.improvedPromptDelta;
      expect(goodOptimization.prompt_mejorado.startsWith(shown)).toBe(true);
      expect(event.result).toBeNull();
    }
    expect(events.at(-1)!.result).toEqual({
      engine: 'openai',
      improvedPrompt: goodOptimization.prompt_mejorado,
      explanation: goodOptimization.explicacion_de_mejoras,
      suggestions: goodOptimization.sugerencias_adicionales,
      optimizationsLeft: 2,
    });
  });

  it('tells the client to drop the streamed text when the model is asked again, so the live view never mixes two answers', async () => {
    const { client } = await registeredClient({ app: () => app });
    const answer = (prompt: string) => JSON.stringify({ ...goodOptimization, prompt_mejorado: prompt });
    // The first answer asks for 5 titles where the user asked for 10: the engine asks once more.
    const harmful = 'Actúa como estratega de YouTube. Escribe 5 títulos para un video sobre viajar barato por Japón, con gancho y sin clickbait.';
    const fixed = 'Actúa como estratega de YouTube. Escribe 10 títulos para un video sobre viajar barato por Japón, de menos de 60 caracteres cada uno.';
    upstream.reset();
    upstream.script({ content: answer(harmful), chunkDelayMs: 20 }, { content: answer(fixed), chunkDelayMs: 20 });
    const { events } = await streamOptimization(client.cookieHeader(), 'dame 10 títulos para un video de youtube sobre viajar barato por Japón');
    expect(events.some((event) => event.improvedPromptRestarted)).toBe(true);
    let shown = '';
    for (const event of events.slice(0, -1)) shown = (event.improvedPromptRestarted ? '' : shown) + event.improvedPromptDelta;
    expect(fixed.startsWith(shown)).toBe(true);
    expect(events.at(-1)!.result!.improvedPrompt).toBe(fixed);
  });

  it('gives the place and the credit back when a stream is closed before the model writes anything', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    upstream.reset();
    // The model stays silent for longer than the test waits: the place must come back without it.
    upstream.script({ delayMs: 120_000 });
    const leaving = new AbortController();
    const runs = () => prisma.optimizationRun.count({ where: { userId: id } });
    const stream = fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      signal: leaving.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', host: 'localhost', cookie: client.cookieHeader() },
      body: JSON.stringify({ query: subscription, variables: { input: { originalContent: 'escribe un post de instagram para mi producto' } } }),
    }).catch(() => undefined);
    await expect.poll(runs, { timeout: 30_000 }).toBe(1);
    leaving.abort();
    await stream;
    // Before, the place stayed taken until the model's first words, when a write failed.
    await expect.poll(runs, { timeout: 30_000 }).toBe(0);
    expect((await client.rest('GET', '/api/subscription')).body.optimizationsLeft).toBe(3);
  });

  it('keeps the bytes on the wire of a long streamed answer within a small multiple of the answer', async () => {
    const { client } = await registeredClient({ app: () => app });
    // It keeps the request's words, so the engine's do-no-harm checks take it at once.
    const steps = Array.from({ length: 100 }, (_, index) => `Paso ${index + 1}: describe con detalle qué debe hacer el redactor aquí.`);
    const improvedPrompt = ['Escribe un post de Instagram para mi producto.', ...steps].join('\n').slice(0, 6000);
    const answer = JSON.stringify({ ...goodOptimization, prompt_mejorado: improvedPrompt });
    upstream.reset();
    // The model writes it 7 characters a chunk, as it streams tokens: some 1,000 chunks.
    upstream.script({ content: answer, chunkDelayMs: 1 });
    const { events, bytes } = await streamOptimization(client.cookieHeader());
    expect(events.at(-1)!.result!.improvedPrompt).toBe(improvedPrompt);
    expect(improvedPrompt.startsWith(events.map((event) => event.improvedPromptDelta).join(''))).toBe(true);
    // Each event used to repeat the whole text so far: some 860 events and megabytes for this answer.
    expect(bytes).toBeLessThan(5 * Buffer.byteLength(improvedPrompt));
  });

  it.each([
    ['garbage', { content: 'I cannot help with that, sorry.' }, 'invalid-answer'],
    ['a 500', { status: 500 }, 'upstream'],
    ['a 429', { status: 429 }, 'rate-limited'],
    ['no answer in time', { delayMs: 3000 }, 'timeout'],
  ] as const)('answers %s upstream with a translated 502, spending no credit and leaking no key', async (_case, answer, reason) => {
    const { client, id } = await registeredClient({ language: 'en', app: () => (reason === 'timeout' ? impatientApp : app) });
    upstream.reset();
    upstream.script(answer, answer, answer);
    const response = await client.rest('POST', '/api/optimize', { originalContent: 'write an email to my boss asking for a raise' });
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ code: 'ENGINE_FAILED', reason, message: expect.stringContaining('no credit was used') });
    expect(JSON.stringify(response.body)).not.toContain('sk-test-secret');
    expect(await prisma.optimization.count({ where: { userId: id } })).toBe(0);
    expect((await client.rest('GET', '/api/subscription')).body.optimizationsLeft).toBe(3);
  });

  it('sends the configured model and key, and answers REST with the validated result', async () => {
    const { client } = await registeredClient({ app: () => app });
    upstream.reset();
    upstream.script({ content: `Here you go:\n\`\`\`json\n${JSON.stringify(goodOptimization)}\n\`\`\`` });
    const response = await client.rest('POST', '/api/optimize', { originalContent: 'escribe un post de instagram para mi producto', platform: 'TikTok' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.optimizedContent)).toMatchObject({ prompt_mejorado: goodOptimization.prompt_mejorado, engine: 'openai' });
    expect(upstream.requests[0]).toMatchObject({ authorization: 'Bearer sk-test-secret', body: { model: 'test-model' } });
  });
});
