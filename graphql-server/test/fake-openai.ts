/**
 * A small OpenAI-compatible server for tests: POST /v1/chat/completions (and /chat/completions),
 * plain JSON or streamed as server-sent events, with answers scripted per test. It records every
 * request so a test can check the model, the messages and the `Authorization` header.
 *
 *   const fake = await startFakeOpenAi();
 *   fake.script({ content: '```json\n{…}\n```' }, { status: 500 });   // the next two requests
 *   createOpenAiEngine({ apiKey: 'sk-test', baseUrl: fake.url, … });
 *   fake.requests[0].body.model;
 *   await fake.close();
 *
 * Unscripted requests get a well-formed answer of the kind asked for (an optimization or a
 * complexity analysis). The optimization is an Instagram post presenting a product: the engine's
 * do-no-harm checks accept it only for a request of that kind. Standalone, for end-to-end runs (OPENAI_BASE_URL=<the printed URL>):
 *
 *   tsx graphql-server/test/fake-openai.ts [port]
 *
 * Another process scripts it over HTTP: POST /_fake/script with a JSON array of answers,
 * GET /_fake/requests, POST /_fake/reset.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface ScriptedAnswer {
  /** The assistant's text: JSON, fenced JSON, prose, garbage. Default: a good answer for the request. */
  content?: string;
  /** Answer with this HTTP status and an OpenAI-style error body instead (500, 429, 401…). */
  status?: number;
  /** Extra response headers, such as `retry-after` with a status. */
  headers?: Record<string, string>;
  /** Wait this long before answering (past the engine's timeout, to test it). */
  delayMs?: number;
  /** Streamed answers: wait this long between chunks. */
  chunkDelayMs?: number;
  /** Default 'stop'; 'length' is an answer cut off at the token limit. */
  finishReason?: 'stop' | 'length';
  /**
   * Like an endpoint without structured outputs: a request with `response_format` gets a 400 and
   * leaves this answer queued for the next request, which it answers when that one has none.
   */
  rejectsResponseFormat?: boolean;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  /** The parsed request body, as a test reads it. */
  body: any;
}

export interface FakeOpenAi {
  /** The base URL to give the SDK (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Completions being answered now; one whose client went away ends at once. */
  readonly inFlight: number;
  /** The most completions being answered at the same time since the last reset. */
  readonly mostInFlight: number;
  /** Answers for the next requests, in order; after them, the default answer. */
  script(...answers: ScriptedAnswer[]): void;
  /** Forgets the scripted answers and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export const goodOptimization = {
  idioma_del_prompt: 'es',
  prompt_mejorado:
    'Actúa como redactor experto en marketing digital.\n\nEscribe una publicación para Instagram que presente [nombre del producto] a emprendedores de 25 a 40 años.\n\n- Tono: cercano y profesional.\n- Formato: un gancho de una línea, tres beneficios en viñetas y una llamada a la acción.\n- Longitud: máximo 120 palabras, con 3 hashtags relevantes.',
  explicacion_de_mejoras:
    'Se añadió un rol experto para orientar el estilo.\nSe concretaron la audiencia y la red social.\nSe definieron el formato, la longitud y el tono.',
  sugerencias_adicionales: [
    'Sustituye [nombre del producto] por el nombre real.',
    'Añade un ejemplo de publicación que te guste.',
    'Indica la fecha de lanzamiento si la hay.',
  ],
};

export const goodAnalysis = {
  score: 6.5,
  explanation: 'El prompt define la tarea y la audiencia, pero le faltan formato y restricciones.',
  strengths: ['Tarea clara: "escribe una publicación".', 'Audiencia definida: emprendedores.'],
  weaknesses: ['No indica la longitud.', 'No da ejemplos del estilo buscado.'],
  suggestions: ['Añade la longitud máxima.', 'Incluye un ejemplo de publicación.'],
};

export async function startFakeOpenAi(options: { port?: number; defaultAnswer?: ScriptedAnswer } = {}): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let queue: ScriptedAnswer[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const timers = new Set<NodeJS.Timeout>();

  function wait(ms: number, response: http.ServerResponse): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(!response.destroyed);
    return new Promise((resolve) => {
      const done = (stillOpen: boolean) => {
        clearTimeout(timer);
        timers.delete(timer);
        response.off('close', onClose);
        resolve(stillOpen);
      };
      const onClose = () => done(false);
      const timer = setTimeout(() => done(!response.destroyed), ms);
      timers.add(timer);
      response.once('close', onClose);
    });
  }

  async function answerCompletion(request: RecordedRequest, response: http.ServerResponse): Promise<void> {
    const next = queue[0] ?? options.defaultAnswer ?? {};
    if (next.rejectsResponseFormat && request.body.response_format) {
      sendError(response, 400, 'response_format is not supported by this model', 'invalid_request_error');
      return;
    }
    queue = queue.slice(1);
    if (!(await wait(next.delayMs ?? 0, response))) return;
    if (next.status) {
      // Like OpenAI's 401, the body quotes the key: the engine must not pass it on.
      sendError(response, next.status, `Scripted failure for the key ${request.authorization ?? '(none)'}`, 'server_error', next.headers);
      return;
    }
    const content = next.content ?? JSON.stringify(isOptimization(request.body) ? goodOptimization : goodAnalysis);
    const finishReason = next.finishReason ?? 'stop';
    const model = String(request.body.model);
    const base = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model };
    if (!request.body.stream) {
      sendJson(response, 200, {
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason }],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta: object, finish: string | null) =>
      response.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    send({ role: 'assistant', content: '' }, null);
    for (const piece of pieces(content, 7)) {
      if (!(await wait(next.chunkDelayMs ?? 0, response))) return;
      send({ content: piece }, null);
    }
    send({}, finishReason);
    response.end('data: [DONE]\n\n');
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const text = await readBody(request);
    if (request.method === 'POST' && (path === '/v1/chat/completions' || path === '/chat/completions')) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        sendError(response, 400, 'The body is not JSON', 'invalid_request_error');
        return;
      }
      const recorded = { path, authorization: request.headers.authorization, body };
      requests.push(recorded);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await answerCompletion(recorded, response);
      } finally {
        inFlight -= 1;
      }
    } else if (request.method === 'POST' && path === '/_fake/script') {
      queue.push(...(JSON.parse(text) as ScriptedAnswer[]));
      sendJson(response, 200, { queued: queue.length });
    } else if (request.method === 'GET' && path === '/_fake/requests') {
      sendJson(response, 200, requests);
    } else if (request.method === 'POST' && path === '/_fake/reset') {
      fake.reset();
      sendJson(response, 200, { reset: true });
    } else {
      sendError(response, 404, `No route for ${request.method} ${path}`, 'invalid_request_error');
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, String(error), 'server_error');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeOpenAi = {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get inFlight() {
      return inFlight;
    },
    get mostInFlight() {
      return mostInFlight;
    },
    script(...answers) {
      queue.push(...answers);
    },
    reset() {
      queue = [];
      requests.length = 0;
      mostInFlight = inFlight;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}

/** The optimizer's system prompt names the field prompt_mejorado; the analysis's does not. */
function isOptimization(body: any): boolean {
  return JSON.stringify(body.messages ?? []).includes('prompt_mejorado');
}

/** The text in pieces of `size` characters (never splitting a character), as a model streams tokens. */
function pieces(text: string, size: number): string[] {
  const characters = Array.from(text);
  const result: string[] = [];
  for (let index = 0; index < characters.length; index += size) result.push(characters.slice(index, index + size).join(''));
  return result;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendError(response: http.ServerResponse, status: number, message: string, type: string, headers?: Record<string, string>): void {
  sendJson(response, status, { error: { message, type, param: null, code: null } }, headers);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeOpenAi({ port: Number(process.argv[2] ?? 0), defaultAnswer: { chunkDelayMs: 10 } });
  console.log(`Fake OpenAI-compatible server at ${fake.url}`);
}
