import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { EngineError, type PromptEngine } from '../types.ts';
import { analysisAnswer, normalizeScore, optimizationAnswer, readAnswer } from './answer.ts';
import { analyzeMessages, optimizeMessages } from './messages.ts';
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

const optimizationFormat = zodResponseFormat(optimizationAnswer, 'prompt_optimization');
const analysisFormat = zodResponseFormat(analysisAnswer, 'prompt_complexity_analysis');

/** The `openai` engine: a chat completion asked for SPEC.md's JSON, validated before it is believed. */
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
    signal: AbortSignal,
    onDelta: ((delta: string) => void) | undefined,
  ): Promise<string> {
    const body = { model: config.model, messages, ...(format && { response_format: format }) };
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

  /** The model's answer text, within the time limit, with or without structured outputs. */
  async function ask(
    messages: ChatCompletionMessageParam[],
    format: ResponseFormat,
    callerSignal: AbortSignal | undefined,
    onDelta?: (delta: string) => void,
  ): Promise<string> {
    const deadline = AbortSignal.timeout(config.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    try {
      if (structuredOutputs) {
        try {
          return await untilAborted(request(messages, format, signal, onDelta), signal);
        } catch (error) {
          if (!(error instanceof OpenAI.BadRequestError)) throw error;
        }
      }
      const text = await untilAborted(request(messages, undefined, signal, onDelta), signal);
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
      let onDelta: ((delta: string) => void) | undefined;
      if (onImprovedPromptText) {
        const reader = new StringFieldReader('prompt_mejorado');
        let shown: string | undefined;
        onDelta = (delta) => {
          const textSoFar = reader.push(delta);
          if (textSoFar === undefined || textSoFar === shown) return;
          shown = textSoFar;
          onImprovedPromptText(textSoFar);
        };
      }
      const text = await ask(optimizeMessages(request), optimizationFormat, options.signal, onDelta);
      const answer = readAnswer(text, optimizationAnswer);
      if (!answer) throw invalidAnswer();
      return {
        engine: 'openai',
        // A model that cannot tell is most often looking at a prompt in the reader's own language.
        promptLanguage: answer.idioma_del_prompt ?? request.readerLanguage,
        improvedPrompt: answer.prompt_mejorado,
        explanation: answer.explicacion_de_mejoras,
        suggestions: answer.sugerencias_adicionales,
      };
    },

    async analyze(request, options = {}) {
      const text = await ask(analyzeMessages(request), analysisFormat, options.signal);
      const answer = readAnswer(text, analysisAnswer);
      if (!answer) throw invalidAnswer();
      return { engine: 'openai', ...answer, score: normalizeScore(answer.score) };
    },
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
