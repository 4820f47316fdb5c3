/**
 * The openai engine's contract, with the real SDK over real HTTP against the fake
 * OpenAI-compatible server: each scripted upstream answer, streaming, timeouts, aborts, and the
 * engine chosen from the environment.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import { createPromptEngine } from '../index.ts';
import { createOpenAiEngine, maxOutputTokens, tokenLimit, type OpenAiEngineConfig } from './index.ts';
import { EngineError, type OptimizeRequest, type PromptEngine } from '../types.ts';
import { goodAnalysis, goodOptimization, startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.ts';

const apiKey = 'sk-test-secret-0123456789';
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

function engine(overrides: Partial<OpenAiEngineConfig> = {}): PromptEngine {
  // A deadline no answer meets only because the machine is busy; the tests of deadlines set theirs.
  return createOpenAiEngine({ apiKey, baseUrl: fake.url, model: 'test-model', timeoutMs: 10_000, maxRetries: 0, ...overrides });
}

const optimizeRequest: OptimizeRequest = {
  originalContent: 'escribe un post de instagram para mi producto',
  options: { kind: 'page', taskType: 'Copywriting', channel: 'Social Media', detailLevel: 'High', audience: 'Beginners', customTone: 'Friendly' },
  readerLanguage: 'en',
};
const analyzeRequest = { content: 'write a blog post about coffee', readerLanguage: 'es' as const };

const expectedOptimization = {
  engine: 'openai',
  promptLanguage: 'es',
  improvedPrompt: goodOptimization.prompt_mejorado,
  explanation: goodOptimization.explicacion_de_mejoras,
  suggestions: goodOptimization.sugerencias_adicionales,
  model: 'test-model',
};
const expectedAnalysis = { engine: 'openai', ...goodAnalysis };

/** The EngineError a call fails with (the test fails if it succeeds or fails otherwise). */
async function engineError(call: Promise<unknown>): Promise<EngineError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

// The same upstream behaviour must give the same outcome to both operations.
const operations = [
  {
    name: 'optimize',
    run: (target: PromptEngine) => target.optimize(optimizeRequest),
    json: JSON.stringify(goodOptimization),
    expected: expectedOptimization,
  },
  {
    name: 'analyze',
    run: (target: PromptEngine) => target.analyze(analyzeRequest),
    json: JSON.stringify(goodAnalysis),
    expected: expectedAnalysis,
  },
];

describe.each(operations)('$name', ({ run, json, expected }) => {
  it('accepts a well-formed answer, asked for with structured outputs, the model and the key as a Bearer token', async () => {
    fake.script({ content: json });
    expect(await run(engine())).toEqual(expected);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${apiKey}`);
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(request!.body.messages.map((message: { role: string }) => message.role)).toEqual(['system', 'user']);
  });

  it.each([
    ['fenced JSON', (text: string) => `\`\`\`json\n${text}\n\`\`\``],
    ['JSON inside prose', (text: string) => `Here is the result you asked for:\n\n${text}\n\nI hope it helps {really}.`],
  ])('accepts %s', async (_, wrap) => {
    fake.script({ content: wrap(json) });
    expect(await run(engine())).toEqual(expected);
  });

  it.each([
    ['garbage', 'Lo siento, no puedo ayudar con eso.'],
    ['JSON of another shape', '{"result": "ok", "items": [1, 2]}'],
  ])('fails with invalid-answer on %s', async (_, content) => {
    fake.script({ content });
    expect((await engineError(run(engine()))).reason).toBe('invalid-answer');
  });

  it('fails with invalid-answer when the answer was cut at the token limit', async () => {
    fake.script({ content: json.slice(0, 40), finishReason: 'length' });
    expect((await engineError(run(engine()))).reason).toBe('invalid-answer');
  });

  it.each([
    [500, 'upstream'],
    [503, 'upstream'],
    [401, 'upstream'],
    [429, 'rate-limited'],
  ] as const)('turns HTTP %i into %s, without the key or the upstream body in the message', async (status, reason) => {
    fake.script({ status });
    const error = await engineError(run(engine()));
    expect(error.reason).toBe(reason);
    expect(error.message).toContain(String(status));
    expect(error.message).not.toContain(apiKey);
    expect(error.message).not.toContain('Scripted failure');
    expect(String(error.cause ?? '')).not.toContain(apiKey);
  });

  it('retries a 500 once by default and takes the second answer', async () => {
    fake.script({ status: 500 }, { content: json });
    expect(await run(engine({ maxRetries: undefined }))).toEqual(expected);
    expect(fake.requests).toHaveLength(2);
  });

  it('turns an unreachable endpoint into upstream', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await engineError(run(engine({ baseUrl: `http://127.0.0.1:${port}/v1` })));
    expect(error.reason).toBe('upstream');
    expect(error.message).toContain(`127.0.0.1:${port}`);
  });

  it('gives up with timeout within the configured time when the upstream is slow, retries included', async () => {
    // Slower than the test's own timeout: only the engine's deadline can end the call.
    fake.script({ delayMs: 120_000, content: json }, { delayMs: 120_000, content: json });
    const started = performance.now();
    const error = await engineError(run(engine({ timeoutMs: 300, maxRetries: 1 })));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    // One deadline for the call: the retry would have had a deadline of its own.
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up with timeout at the deadline while the upstream asks to retry much later', async () => {
    // Waiting the 5 s out, the retry would get a good answer.
    fake.script({ status: 429, headers: { 'retry-after': '5' } });
    const error = await engineError(run(engine({ timeoutMs: 300, maxRetries: 1 })));
    expect(error.reason).toBe('timeout');
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back to plain JSON when the endpoint rejects response_format, and remembers it', async () => {
    const target = engine();
    fake.script({ rejectsResponseFormat: true, content: `\`\`\`json\n${json}\n\`\`\`` }, { content: json });
    expect(await run(target)).toEqual(expected);
    expect(await run(target)).toEqual(expected);
    expect(fake.requests.map((request) => 'response_format' in request.body)).toEqual([true, false, false]);
  });

  it('does not fall back when the plain request is refused too', async () => {
    fake.script({ status: 400 }, { status: 400 });
    const error = await engineError(run(engine()));
    expect(error.reason).toBe('upstream');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('the messages sent', () => {
  it('optimize: the options, the reader language and the prompt, with the REST contract fields asked for', async () => {
    await engine().optimize(optimizeRequest);
    const [system, user] = fake.requests[0]!.body.messages as { content: string }[];
    for (const field of ['prompt_mejorado', 'explicacion_de_mejoras', 'sugerencias_adicionales', 'square brackets']) {
      expect(system!.content).toContain(field);
    }
    for (const part of ['Copywriting', 'Social Media', 'High', 'Beginners', 'Friendly', 'English', optimizeRequest.originalContent]) {
      expect(user!.content).toContain(part);
    }
  });

  it('optimize from the dialog: platform and tone', async () => {
    await engine().optimize({ ...optimizeRequest, options: { kind: 'dialog', platform: 'LinkedIn', tone: 'Educational' } });
    const user = fake.requests[0]!.body.messages[1].content as string;
    expect(user).toContain('LinkedIn');
    expect(user).toContain('Educational');
  });

  it('analyze: the reader language and the prompt, with the analysis fields asked for', async () => {
    await engine().analyze(analyzeRequest);
    const [system, user] = fake.requests[0]!.body.messages as { content: string }[];
    for (const field of ['score', 'explanation', 'strengths', 'weaknesses', 'suggestions']) expect(system!.content).toContain(field);
    expect(user!.content).toContain('Spanish');
    expect(user!.content).toContain(analyzeRequest.content);
  });
});

describe('optimize results', () => {
  it("takes the reader's language for the prompt when the model cannot tell", async () => {
    fake.script({ content: JSON.stringify({ ...goodOptimization, idioma_del_prompt: null }) });
    expect((await engine().optimize(optimizeRequest)).promptLanguage).toBe('en');
  });
});

describe('analyze results', () => {
  it('clamps the score to 0-10 and rounds it to one decimal', async () => {
    fake.script({ content: JSON.stringify({ ...goodAnalysis, score: 12.34 }) }, { content: JSON.stringify({ ...goodAnalysis, score: 7.25 }) });
    expect((await engine().analyze(analyzeRequest)).score).toBe(10);
    expect((await engine().analyze(analyzeRequest)).score).toBe(7.3);
  });
});

describe('streaming', () => {
  /** Runs a streamed optimization and collects what the caller was shown along the way. */
  async function streamed(target: PromptEngine, signal?: AbortSignal) {
    const shown: string[] = [];
    const result = target.optimize(optimizeRequest, { signal, onImprovedPromptText: (text) => shown.push(text) });
    return { shown, result };
  }

  it('shows the improved prompt as it arrives, in order, then returns the validated result', async () => {
    const { shown, result } = await streamed(engine());
    expect(await result).toEqual(expectedOptimization);
    expect(fake.requests[0]!.body.stream).toBe(true);
    expect(shown.length).toBeGreaterThan(10);
    for (let index = 1; index < shown.length; index += 1) {
      expect(shown[index]!.startsWith(shown[index - 1]!)).toBe(true);
      expect(shown[index]).not.toBe(shown[index - 1]);
    }
    expect(shown.at(-1)).toBe(goodOptimization.prompt_mejorado);
  });

  it('streams a fenced answer from an endpoint without structured outputs', async () => {
    fake.script({ rejectsResponseFormat: true, content: `Claro:\n\`\`\`json\n${JSON.stringify(goodOptimization)}\n\`\`\`` });
    const { shown, result } = await streamed(engine());
    expect(await result).toEqual(expectedOptimization);
    expect(shown.at(-1)).toBe(goodOptimization.prompt_mejorado);
  });

  it('validates the streamed answer at the end', async () => {
    fake.script({ content: JSON.stringify({ prompt_mejorado: 'Solo esto' }) });
    const { shown, result } = await streamed(engine());
    expect((await engineError(result)).reason).toBe('invalid-answer');
    expect(shown.at(-1)).toBe('Solo esto');
  });

  it('turns a 500 and a 429 into typed errors', async () => {
    fake.script({ status: 500 }, { status: 429 });
    expect((await engineError((await streamed(engine())).result)).reason).toBe('upstream');
    expect((await engineError((await streamed(engine())).result)).reason).toBe('rate-limited');
  });

  it('times out when the stream stalls after it started', async () => {
    // The whole answer takes 25 s at this pace (the improved prompt starts after 1.5 s): only the
    // deadline ends it early.
    fake.script({ chunkDelayMs: 250 });
    const { shown, result } = await streamed(engine({ timeoutMs: 4000 }));
    expect((await engineError(result)).reason).toBe('timeout');
    expect(shown.length).toBeGreaterThan(0);
  });

  it('stops when the caller aborts mid-stream, with the abort reason rather than an EngineError', async () => {
    fake.script({ chunkDelayMs: 50 });
    const controller = new AbortController();
    const { shown, result } = await streamed(engine({ timeoutMs: 10_000 }), controller.signal);
    const settled = result.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await expect.poll(() => shown.length).toBeGreaterThan(0);
    controller.abort();
    const error = await settled;
    const shownWhenAborted = shown.length;
    // The upstream answer, seconds long at this pace, is dropped: no more pieces can come.
    await expect.poll(() => fake.inFlight).toBe(0);
    expect(shown).toHaveLength(shownWhenAborted);
    expect(error).not.toBeInstanceOf(EngineError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('abort', () => {
  it('ends a waiting call as soon as the caller aborts', async () => {
    // Slower than the test's own timeout and the engine's: only the abort can end the call.
    fake.script({ delayMs: 120_000 });
    const controller = new AbortController();
    const call = engine({ timeoutMs: 120_000 }).analyze(analyzeRequest, { signal: controller.signal });
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not call the upstream with a signal already aborted', async () => {
    await expect(engine().analyze(analyzeRequest, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    // Had the aborted call gone out, it would have gone out before this one.
    await engine().analyze(analyzeRequest);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('engine selection', () => {
  it('is local without OPENAI_API_KEY, openai with it, and PROMPT_ENGINE decides when set', () => {
    expect(readConfig({}).engine).toEqual({ name: 'local' });
    expect(readConfig({ OPENAI_API_KEY: 'k' }).engine).toEqual({ name: 'openai', apiKey: 'k', baseUrl: undefined, model: 'gpt-4o-mini', timeoutMs: 30_000 });
    expect(readConfig({ OPENAI_API_KEY: 'k', PROMPT_ENGINE: 'local' }).engine).toEqual({ name: 'local' });
    expect(
      readConfig({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.2', OPENAI_TIMEOUT_MS: '60000' }).engine,
    ).toEqual({ name: 'openai', apiKey: 'k', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', timeoutMs: 60_000 });
  });

  it.each([
    [{ PROMPT_ENGINE: 'openai' }, 'needs OPENAI_API_KEY'],
    [{ PROMPT_ENGINE: 'gpt' }, 'PROMPT_ENGINE must be'],
    [{ OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: '30s' }, 'OPENAI_TIMEOUT_MS must be'],
    [{ OPENAI_API_KEY: 'k', OPENAI_TIMEOUT_MS: '0' }, 'OPENAI_TIMEOUT_MS must be'],
    [{ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL must be'],
  ])('refuses to start with %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('builds the openai engine from its settings', async () => {
    const selected = createPromptEngine({ name: 'openai', apiKey, baseUrl: fake.url, model: 'configured-model', timeoutMs: 2000 });
    expect(selected.name).toBe('openai');
    expect((await selected.analyze(analyzeRequest)).engine).toBe('openai');
    expect(fake.requests[0]!.body.model).toBe('configured-model');
  });
});

describe('do-no-harm checks on the answer', () => {
  const request: OptimizeRequest = {
    originalContent: 'dame 10 títulos para un video de youtube sobre viajar barato por Japón',
    options: { kind: 'page', detailLevel: 'Medium', audience: 'General' },
    readerLanguage: 'es',
  };
  const answer = (prompt: string) => JSON.stringify({ ...goodOptimization, prompt_mejorado: prompt });
  const harmful = answer('Actúa como estratega de YouTube. Escribe 5 títulos para un video sobre viajar barato por Japón.');
  const fixed = answer('Actúa como estratega de YouTube. Escribe 10 títulos para un video sobre viajar barato por Japón, de menos de 60 caracteres cada uno.');

  it('asks once more, naming the problems, when the answer changes what the user stated, and takes the fixed answer', async () => {
    fake.script({ content: harmful }, { content: fixed });
    const result = await engine().optimize(request);
    expect(result.improvedPrompt).toContain('10 títulos');
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages as { role: string; content: string }[];
    expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]!.content).toBe(harmful);
    expect(retry[3]!.content).toContain('"10"');
    expect(retry[3]!.content).toContain('5 titulos');
  });

  it('fails with invalid-answer, never showing it as fine, when the second answer still does harm', async () => {
    fake.script({ content: harmful }, { content: harmful });
    expect((await engineError(engine().optimize(request))).reason).toBe('invalid-answer');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not ask again when the answer does no harm', async () => {
    fake.script({ content: fixed });
    await engine().optimize(request);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('bounds and what the result says', () => {
  it('bounds every answer with max_tokens on an OpenAI-compatible server (optimize and analyze)', async () => {
    await engine().optimize(optimizeRequest);
    await engine().analyze(analyzeRequest);
    expect(fake.requests.map((request) => request.body.max_tokens)).toEqual([maxOutputTokens.optimize, maxOutputTokens.analyze]);
    expect(fake.requests[0]!.body).not.toHaveProperty('max_completion_tokens');
  });

  it("uses max_completion_tokens on OpenAI's own API, which its reasoning models require", () => {
    expect(tokenLimit(undefined, 100)).toEqual({ max_completion_tokens: 100 });
    expect(tokenLimit('https://api.openai.com/v1', 100)).toEqual({ max_completion_tokens: 100 });
    expect(tokenLimit('http://localhost:11434/v1', 100)).toEqual({ max_tokens: 100 });
  });

  it('reports the model that answered', async () => {
    expect((await engine({ model: 'llama3.2:3b' }).optimize(optimizeRequest)).model).toBe('llama3.2:3b');
  });

  it('gives the model the library references and reports the one it drew on, ignoring an id it was not given', async () => {
    const references = [
      { id: 41, title: 'Publicación de lanzamiento para Instagram', content: 'Actúa como community manager… Incluye un gancho, beneficios y CTA.', language: 'es' as const, categoryName: 'Marketing' },
      { id: 7, title: 'Calendario de contenidos', content: 'Crea un calendario…', language: 'es' as const, categoryName: 'Marketing' },
    ];
    fake.script({ content: JSON.stringify({ ...goodOptimization, referencia_usada: 41 }) }, { content: JSON.stringify({ ...goodOptimization, referencia_usada: 999 }) });
    expect((await engine().optimize({ ...optimizeRequest, references })).basedOnReferenceId).toBe(41);
    expect((await engine().optimize({ ...optimizeRequest, references })).basedOnReferenceId).toBeUndefined();
    const user = fake.requests[0]!.body.messages[1].content as string;
    expect(user).toContain('<<<LIBRARY 41: "Publicación de lanzamiento para Instagram" (Marketing)');
    expect(user).toContain('Incluye un gancho, beneficios y CTA.');
    expect(user.indexOf('PROMPT>>>')).toBeLessThan(user.indexOf('<<<LIBRARY 41'));
  });
});
