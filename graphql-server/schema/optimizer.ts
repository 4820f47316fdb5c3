import { encodeGlobalID } from '@pothos/plugin-relay';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder.ts';
import type { SignedInContext } from '../context.ts';
import { prisma } from '../db/client.ts';
import type { ComplexityAnalysis } from '../services/engine/types.ts';
import { AuthenticationError, EngineFailedError, LimitReachedError, NotFoundError, RateLimitedError, ValidationError } from '../services/errors.ts';
import {
  analyzeComplexity,
  analyzeInput,
  deleteOptimization,
  optimizationsWhere,
  optimizationTitle,
  optimizeInput,
  optimizePrompt,
  readOptimizedContent,
  type OptimizeInput,
  type OptimizeOutcome,
} from '../services/optimizations.ts';
import { databaseIdFrom, decodeGlobalId, parseDatabaseId } from './ids.ts';
import { maxPageSize, Prompt } from './library.ts';
import { viewerPlan } from './plans.ts';
import { User } from './user.ts';

// The optimizer (docs/behaviour.md, The optimizer): optimizing and analysing a
// prompt, and the viewer's history of optimizations. The rules live in services/optimizations.ts.

const EngineNameEnum = builder.enumType('EngineName', {
  description: 'Which engine answered: the embedded local one, or an OpenAI-compatible model.',
  values: ['local', 'openai'] as const,
});

interface StoredOptions {
  kind?: string;
  [option: string]: unknown;
}

const optionField = (name: string) => (options: StoredOptions) => (typeof options[name] === 'string' ? (options[name] as string) : null);

const OptimizationOptions = builder.objectRef<StoredOptions>('OptimizationOptions').implement({
  description: 'The options an optimization ran with: the page\'s, or the card dialog\'s platform and tone.',
  fields: (t) => ({
    taskType: t.string({ nullable: true, resolve: optionField('taskType') }),
    sector: t.string({ nullable: true, resolve: optionField('sector') }),
    channel: t.string({ nullable: true, resolve: optionField('channel') }),
    detailLevel: t.string({ nullable: true, resolve: optionField('detailLevel') }),
    audience: t.string({ nullable: true, resolve: optionField('audience') }),
    customTone: t.string({ nullable: true, resolve: optionField('customTone') }),
    platform: t.string({ nullable: true, resolve: optionField('platform') }),
    tone: t.string({ nullable: true, resolve: optionField('tone') }),
  }),
});

export const Optimization = builder.prismaNode('Optimization', {
  id: { field: 'id' },
  // Visible only to its owner, through any field or node(id:).
  authScopes: (optimization, context) => optimization.userId === context.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.string({ select: { originalContent: true }, resolve: (row) => optimizationTitle(row.originalContent) }),
    originalContent: t.exposeString('originalContent'),
    optimizedContent: t.exposeString('optimizedContent', {
      description: 'The REST JSON contract as text: prompt_mejorado, explicacion_de_mejoras, sugerencias_adicionales.',
    }),
    improvedPrompt: t.string({ select: { optimizedContent: true }, resolve: (row) => readOptimizedContent(row.optimizedContent).improvedPrompt }),
    explanation: t.string({ select: { optimizedContent: true }, resolve: (row) => readOptimizedContent(row.optimizedContent).explanation }),
    suggestions: t.stringList({ select: { optimizedContent: true }, resolve: (row) => readOptimizedContent(row.optimizedContent).suggestions }),
    engine: t.field({ type: EngineNameEnum, resolve: (row) => (row.engine === 'openai' ? 'openai' : 'local') }),
    model: t.exposeString('model', { nullable: true, description: 'The model that answered (engine openai); null for the built-in engine.' }),
    basedOn: t.relation('basedOn', {
      nullable: true,
      description: 'The library prompt the improved prompt drew on; null when none (or it was deleted since).',
    }),
    options: t.field({ type: OptimizationOptions, resolve: (row) => (row.options ?? {}) as StoredOptions }),
    durationMs: t.exposeInt('durationMs'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ComplexityAnalysisObject = builder.objectRef<ComplexityAnalysis>('ComplexityAnalysis').implement({
  fields: (t) => ({
    score: t.exposeFloat('score', { description: '0 to 10, one decimal.' }),
    explanation: t.exposeString('explanation'),
    strengths: t.exposeStringList('strengths'),
    weaknesses: t.exposeStringList('weaknesses'),
    suggestions: t.exposeStringList('suggestions'),
    engine: t.expose('engine', { type: EngineNameEnum }),
  }),
});

interface OptimizePromptPayloadShape extends OptimizeOutcome {
  userId: number;
}

const OptimizePromptPayload = builder.objectRef<OptimizePromptPayloadShape>('OptimizePromptPayload').implement({
  fields: (t) => ({
    improvedPrompt: t.string({ resolve: (payload) => payload.result.improvedPrompt }),
    explanation: t.string({ resolve: (payload) => payload.result.explanation }),
    suggestions: t.stringList({ resolve: (payload) => payload.result.suggestions }),
    engine: t.field({ type: EngineNameEnum, resolve: (payload) => payload.result.engine }),
    model: t.string({ nullable: true, description: 'The model that answered (engine openai); null for the built-in engine.', resolve: (payload) => payload.result.model ?? null }),
    basedOn: t.prismaField({
      type: Prompt,
      nullable: true,
      description: 'The library prompt the improved prompt drew on, if any.',
      resolve: (query, payload) => {
        const id = payload.optimization.basedOnId;
        return id === null ? null : prisma.prompt.findUnique({ ...query, where: { id } });
      },
    }),
    optimization: t.prismaField({
      type: Optimization,
      description: 'The stored record (it also appears in viewer.optimizations).',
      resolve: (query, payload) => prisma.optimization.findUniqueOrThrow({ ...query, where: { id: payload.optimization.id } }),
    }),
    optimizationsLeft: t.int({
      nullable: true,
      description: 'Optimizations left in the current period after this one; null when unlimited.',
      resolve: (payload) => payload.optimizationsLeft,
    }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The viewer: lets a client refresh its credits and history in the same request.',
      resolve: (query, payload) => prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

const OptimizerPageOptionsInput = builder.inputType('OptimizerPageOptionsInput', {
  description: 'The optimizer page\'s selects; values as the option catalog lists them (e.g. "Content Creation"). Unset ones use the defaults.',
  fields: (t) => ({
    taskType: t.string(),
    sector: t.string(),
    channel: t.string(),
    detailLevel: t.string({ description: 'Low, Medium (default) or High.' }),
    audience: t.string({ description: 'Default General.' }),
    customTone: t.string(),
  }),
});

const OptimizerDialogOptionsInput = builder.inputType('OptimizerDialogOptionsInput', {
  description: 'The Optimize-with-AI dialog\'s selects: platform (default TikTok) and tone (default Casual).',
  fields: (t) => ({ platform: t.string(), tone: t.string() }),
});

const OptimizePromptInput = builder.inputType('OptimizePromptInput', {
  fields: (t) => ({
    originalContent: t.string({ required: true }),
    pageOptions: t.field({ type: OptimizerPageOptionsInput }),
    dialogOptions: t.field({ type: OptimizerDialogOptionsInput, description: 'Instead of pageOptions, never with them.' }),
  }),
});

const AnalyzePromptComplexityInput = builder.inputType('AnalyzePromptComplexityInput', {
  fields: (t) => ({
    content: t.string({ required: true }),
    original: t.string({
      required: false,
      description: 'The request content was rewritten from (the optimizer\'s original prompt): a rewrite that asks for another result or platform than it is not scored Excelente.',
    }),
  }),
});

function runOptimization(context: SignedInContext, input: OptimizeInput, streaming?: { signal: AbortSignal; onImprovedPromptText: (text: string) => void }) {
  // A client that goes away stops the engine: its credit and place in flight are given back.
  return optimizePrompt({ id: context.viewer.id, plan: viewerPlan(context), language: context.interfaceLanguage }, input, { engine: context.engine, signal: context.requestSignal, ...streaming });
}

const DeleteOptimizationInput = builder.inputType('DeleteOptimizationInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'Global ID of one of the viewer\'s optimizations.' }) }),
});

const DeletedOptimization = builder.objectRef<{ userId: number; optimizationId: number }>('DeletedOptimization').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Optimization', String(deleted.optimizationId)) }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The viewer: lets a delete refresh the dashboard\'s counts.',
      resolve: (query, deleted) => prisma.user.findUniqueOrThrow({ ...query, where: { id: deleted.userId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  deleteOptimization: t.withAuth({ loggedIn: true }).field({
    type: DeletedOptimization,
    description: 'Deletes one of the viewer\'s optimizations. Anyone else\'s and a missing one are both NotFoundError.',
    errors: { types: [ValidationError, AuthenticationError, NotFoundError] },
    args: { input: t.arg({ type: DeleteOptimizationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const optimizationId = databaseIdFrom(String(input.id), 'Optimization', 'id');
      await deleteOptimization(context.viewer.id, optimizationId);
      return { userId: context.viewer.id, optimizationId };
    },
  }),
  optimizePrompt: t.withAuth({ loggedIn: true }).field({
    type: OptimizePromptPayload,
    description: 'Optimizes a prompt and stores the result; spends one credit on success only. RateLimitedError: too many of the viewer\'s optimizations in flight.',
    errors: { types: [ValidationError, AuthenticationError, LimitReachedError, RateLimitedError, EngineFailedError] },
    args: { input: t.arg({ type: OptimizePromptInput, required: true, validate: { schema: optimizeInput } }) },
    resolve: async (_root, { input }, context) => ({ ...(await runOptimization(context, input as OptimizeInput)), userId: context.viewer.id }),
  }),
  analyzePromptComplexity: t.withAuth({ loggedIn: true }).field({
    type: ComplexityAnalysisObject,
    description: 'Scores a prompt 0-10 with strengths, weaknesses and suggestions. Spends no credit; limited per minute.',
    errors: { types: [ValidationError, AuthenticationError, RateLimitedError, EngineFailedError] },
    args: { input: t.arg({ type: AnalyzePromptComplexityInput, required: true, validate: { schema: analyzeInput } }) },
    resolve: (_root, { input }, context) => analyzeComplexity({ id: context.viewer.id, language: context.interfaceLanguage }, input, { engine: context.engine }),
  }),
}));

// Streaming: the same optimization as the mutation, sending the improved prompt as the engine writes
// it (Yoga serves subscriptions over server-sent events). The last event carries the stored result.

interface OptimizationEvent {
  improvedPromptDelta: string;
  improvedPromptRestarted: boolean;
  result: OptimizePromptPayloadShape | null;
  error?: unknown;
}

const OptimizationProgress = builder.objectRef<OptimizationEvent>('OptimizationProgress').implement({
  fields: (t) => ({
    improvedPromptDelta: t.exposeString('improvedPromptDelta', {
      description: 'The text the improved prompt grew by since the previous event (empty on the last one): clients append it.',
    }),
    improvedPromptRestarted: t.exposeBoolean('improvedPromptRestarted', {
      description:
        'True when the engine started its answer again (it was asked once more, see the README\'s openai engine): clients drop the text they have, and this event\'s delta is the new text from its start.',
    }),
    result: t.field({ type: OptimizePromptPayload, nullable: true, description: 'Set on the last event only; its improvedPrompt is the validated text.', resolve: (event) => event.result }),
  }),
});

/** Progress events go out at most this often: a model writes a few characters per chunk, and each event costs its envelope. */
const progressIntervalMs = 200;

/**
 * Turns the improved prompt so far, as the engine reports it, into the text added since the last
 * event, sent at most once per progressIntervalMs: the bytes on the wire stay a small multiple of
 * the answer instead of repeating it in every event. The text only grows, except when the engine
 * starts its answer again: then the event says so and carries the new text from its start.
 */
export function improvedPromptDeltas(send: (delta: string, restarted: boolean) => void) {
  let sent = '';
  let latest = '';
  let lastSentAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    lastSentAt = performance.now();
    const restarted = !latest.startsWith(sent);
    const delta = restarted ? latest : latest.slice(sent.length);
    sent = latest;
    if (delta || restarted) send(delta, restarted);
  };
  return {
    update: (textSoFar: string) => {
      latest = textSoFar;
      if (timer) return;
      const wait = lastSentAt + progressIntervalMs - performance.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** The last event carries the whole result, so text still waiting is not sent. */
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

builder.subscriptionType({});

builder.subscriptionField('optimizePrompt', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: OptimizationProgress,
    description:
      'optimizePrompt, streamed: events with the text the improved prompt grew by (a few a second), then one with the result. A failure ends the stream. Over POST only.',
    errors: { types: [ValidationError, AuthenticationError, LimitReachedError, RateLimitedError, EngineFailedError] },
    args: { input: t.arg({ type: OptimizePromptInput, required: true, validate: { schema: optimizeInput } }) },
    subscribe: (_root, { input }, context) =>
      new Repeater<OptimizationEvent>(async (push, stop) => {
        // The client going away stops the engine; nothing is spent for an unfinished optimization.
        // A closed connection is seen at once through the request's signal, not only at the next
        // event written (which, before the model's first words, may be many seconds away).
        const controller = new AbortController();
        void stop.then(() => controller.abort());
        context.requestSignal.addEventListener('abort', () => controller.abort(), { once: true });
        const progress = improvedPromptDeltas((delta, restarted) => void push({ improvedPromptDelta: delta, improvedPromptRestarted: restarted, result: null }));
        try {
          const outcome = await runOptimization(context, input as OptimizeInput, { signal: controller.signal, onImprovedPromptText: progress.update });
          progress.stop();
          await push({ improvedPromptDelta: '', improvedPromptRestarted: false, result: { ...outcome, userId: context.viewer.id } });
        } catch (error) {
          progress.stop();
          // A client that went away needs no answer; anything else ends the stream with the error.
          if (!controller.signal.aborted) await push({ improvedPromptDelta: '', improvedPromptRestarted: false, result: null, error });
        }
        stop();
      }),
    resolve: (event) => {
      if (event.error) throw event.error;
      return event;
    },
  }),
);

builder.prismaObjectFields(User, (t) => ({
  optimizations: t.relatedConnection('optimizations', {
    cursor: 'id',
    maxSize: maxPageSize,
    description: 'The user\'s optimizations, newest first; `query` keeps those whose original or result contains it (case-insensitive).',
    args: { query: t.arg.string() },
    query: (args) => ({ where: optimizationsWhere(args.query), orderBy: { id: 'desc' } }),
    totalCount: true,
  }),
  optimization: t.prismaField({
    type: Optimization,
    nullable: true,
    description: 'One of the user\'s optimizations by global ID; null for any other id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, user, { id }) => {
      const decoded = decodeGlobalId(String(id));
      const databaseId = decoded.typename === 'Optimization' ? parseDatabaseId(decoded.id) : null;
      return databaseId === null ? null : prisma.optimization.findFirst({ ...query, where: { id: databaseId, userId: user.id } });
    },
  }),
}));
