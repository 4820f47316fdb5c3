import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { doNoHarmProblems } from '../do-no-harm.ts';
import { EngineError, type OptimizeRequest, type OptimizeResult, type PromptEngine } from '../types.ts';
import { analysisAnswer, normalizeScore, optimizationAnswer, readAnswer, type OptimizationAnswer } from './answer.ts';
import { analyzeMessages, optimizeMessages, retryMessage } from './messages.ts';
import { StringFieldReader } from './partial-json.ts';

export interface OpenAiEngineConfig {
  apiKey: string;
  /** Any OpenAI-compatible endpoint (Azure, Ollama, vLLM, LM Studio…); OpenAI's own when undefined. */
  baseUrl: string | undefined;
  model: string;
  /** Limit for a whole call: retries, waits between them and a streamed answer included. */
  timeoutMs: number;
  /** Retries of a request that failed with 429, 5xx or a broken connection (within timeoutMs). */
  maxRetries?: number;
}

type ResponseFormat = ReturnType<typeof zodResponseFormat>;

/**
 * The most tokens one answer may take, so a call cannot run away (in time or cost). An
 * optimization's JSON holds the diagnosis, a prompt of up to a few pages and its explanation; an
 * analysis is a few sentences. Reasoning models count their reasoning inside the limit too.
 */
export const maxOutputTokens = { optimize: 4000, analyze: 1500 } as const;

/**
 * OpenAI's own API takes `max_completion_tokens` (its reasoning models refuse the older
 * `max_tokens`); OpenAI-compatible servers (Ollama, LM Studio, vLLM, llama.cpp) all read `max_tokens`.
 */
export function tokenLimit(baseUrl: string | undefined, tokens: number): { max_completion_tokens: number } | { max_tokens: number } {
  const host = baseUrl ? hostOf(baseUrl) : 'api.openai.com';
  return host === 'api.openai.com' ? { max_completion_tokens: tokens } : { max_tokens: tokens };
}

const optimizationFormat = zodResponseFormat(optimizationAnswer, 'prompt_optimization');
const analysisFormat = zodResponseFormat(analysisAnswer, 'prompt_complexity_analysis');

/** The `openai` engine: a chat completion asked for the REST JSON contract, validated before it is believed. */
export function createOpenAiEngine(config: OpenAiEngineConfig): PromptEngine {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries ?? 1,
  });
  // Structured outputs are asked for until the endpoint refuses them (400) and answers without.
  let structuredOutputs = true;

  /** One attempt: the answer's text, streamed to onDelta piece by piece when onDelta is given. */
  async function request(
    messages: ChatCompletionMessageParam[],
    format: ResponseFormat | undefined,
    maxTokens: number,
    signal: AbortSignal,
    onDelta: ((delta: string) => void) | undefined,
  ): Promise<string> {
    const body = { model: config.model, messages, ...tokenLimit(config.baseUrl, maxTokens), ...(format && { response_format: format }) };
    if (!onDelta) {
      const completion = await client.chat.completions.create({ ...body, stream: false }, { signal });
      const choice = completion.choices[0];
      if (choice?.message.refusal) throw new EngineError('invalid-answer', 'The model refused to answer');
      checkFinish(choice?.finish_reason);
      return choice?.message.content ?? '';
    }
    const stream = await client.chat.completions.create({ ...body, stream: true }, { signal });
    let text = '';
    let finishReason: string | null | undefined;
    for await (const chunk of stream) {
      // Chunks already received when the call is given up are not shown.
      if (signal.aborted) break;
      const choice = chunk.choices[0];
      const delta = choice?.delta.content;
      if (delta) {
        text += delta;
        onDelta(delta);
      }
      finishReason = choice?.finish_reason ?? finishReason;
    }
    checkFinish(finishReason);
    return text;
  }

  /**
   * The model's answer text, with or without structured outputs, before `deadline` (one per
   * engine call, shared by a second attempt).
   */
  async function ask(
    messages: ChatCompletionMessageParam[],
    format: ResponseFormat,
    maxTokens: number,
    callerSignal: AbortSignal | undefined,
    deadline: AbortSignal,
    onDelta?: (delta: string) => void,
  ): Promise<string> {
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    try {
      if (structuredOutputs) {
        try {
          return await untilAborted(request(messages, format, maxTokens, signal, onDelta), signal);
        } catch (error) {
          if (!(error instanceof OpenAI.BadRequestError)) throw error;
        }
      }
      const text = await untilAborted(request(messages, undefined, maxTokens, signal, onDelta), signal);
      structuredOutputs = false;
      return text;
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
        throw new EngineError('timeout', `The AI service did not answer within ${config.timeoutMs} ms`);
      }
      throw engineErrorOf(error, config.baseUrl);
    }
  }

  return {
    name: 'openai',
    timeoutMs: config.timeoutMs,

    // Looking the model up costs nothing and proves the key, the endpoint and the model name.
    async check({ signal }) {
      await client.models.retrieve(config.model, { signal, maxRetries: 0 });
    },

    async optimize(request, options = {}) {
      const { onImprovedPromptText } = options;
      const deadline = AbortSignal.timeout(config.timeoutMs);
      const messages = optimizeMessages(request);
      const attempt = async (conversation: ChatCompletionMessageParam[]) => {
        const text = await ask(conversation, optimizationFormat, maxOutputTokens.optimize, options.signal, deadline, streamedTo(onImprovedPromptText));
        const answer = readAnswer(text, optimizationAnswer);
        if (!answer) throw invalidAnswer();
        return { text, answer, problems: doNoHarmProblems(request.originalContent, answer.prompt_mejorado) };
      };
      const first = await attempt(messages);
      if (first.problems.length === 0) return resultOf(first.answer, request, config.model);
      // Asked once more with the problems named; the improved prompt shown so far starts over.
      const second = await attempt([...messages, { role: 'assistant', content: first.text }, retryMessage(first.problems)]);
      if (second.problems.length === 0) return resultOf(second.answer, request, config.model);
      // Never shown as if it were fine: the optimization fails, and failures spend no credit.
      throw new EngineError('invalid-answer', `The AI answer failed the do-no-harm checks twice (${second.problems.map((problem) => problem.kind).join(', ')})`);
    },

    async analyze(request, options = {}) {
      const text = await ask(analyzeMessages(request), analysisFormat, maxOutputTokens.analyze, options.signal, AbortSignal.timeout(config.timeoutMs));
      const answer = readAnswer(text, analysisAnswer);
      if (!answer) throw invalidAnswer();
      return { engine: 'openai', ...answer, score: normalizeScore(answer.score) };
    },
  };
}

/** Shows the improved prompt as the model writes it: the JSON's prompt_mejorado field, read while it arrives. */
function streamedTo(onImprovedPromptText: ((textSoFar: string) => void) | undefined): ((delta: string) => void) | undefined {
  if (!onImprovedPromptText) return undefined;
  const reader = new StringFieldReader('prompt_mejorado');
  let shown: string | undefined;
  return (delta) => {
    const textSoFar = reader.push(delta);
    if (textSoFar === undefined || textSoFar === shown) return;
    shown = textSoFar;
    onImprovedPromptText(textSoFar);
  };
}

function resultOf(answer: OptimizationAnswer, request: OptimizeRequest, model: string): OptimizeResult {
  // Only a reference the model was given counts: a made-up id links to nothing.
  const basedOn = request.references?.find((reference) => reference.id === answer.referencia_usada);
  return {
    engine: 'openai',
    // A model that cannot tell is most often looking at a prompt in the reader's own language.
    promptLanguage: answer.idioma_del_prompt ?? request.readerLanguage,
    improvedPrompt: answer.prompt_mejorado,
    explanation: answer.explicacion_de_mejoras,
    suggestions: answer.sugerencias_adicionales,
    ...(basedOn && { basedOnReferenceId: basedOn.id }),
    model,
  };
}

function invalidAnswer(): EngineError {
  return new EngineError('invalid-answer', 'The AI service answered without the expected JSON');
}

function checkFinish(reason: string | null | undefined): void {
  if (reason === 'length') throw new EngineError('invalid-answer', 'The AI service cut the answer short (length limit)');
  if (reason === 'content_filter') throw new EngineError('invalid-answer', 'The AI service filtered the answer');
}

/**
 * Settles with the promise, or rejects once the signal aborts. The SDK alone would not: its wait
 * before a retry ignores the signal, and an aborted stream ends quietly as if it were complete.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Upstream failures as EngineErrors. The messages are written here, never copied from the
 * upstream: its error bodies can quote the request, and some quote part of the API key.
 */
function engineErrorOf(error: unknown, baseUrl: string | undefined): EngineError {
  if (error instanceof EngineError) return error;
  if (error instanceof OpenAI.RateLimitError) {
    return new EngineError('rate-limited', 'The AI service is limiting requests (HTTP 429)');
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new EngineError('upstream', `Could not reach the AI service at ${hostOf(baseUrl)}`);
  }
  if (error instanceof OpenAI.APIError) {
    return new EngineError(
      'upstream',
      error.status ? `The AI service answered HTTP ${error.status}` : 'The AI service reported an error while answering',
    );
  }
  // Anything else broke while the answer arrived (a connection cut mid-stream, a malformed event).
  return new EngineError('upstream', 'The answer from the AI service broke off', { cause: error });
}

function hostOf(baseUrl: string | undefined): string {
  if (!baseUrl) return 'api.openai.com';
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'the configured OPENAI_BASE_URL';
  }
}
