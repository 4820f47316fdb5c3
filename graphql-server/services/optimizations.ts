import { z } from 'zod';
import type { Language } from '../../shared/languages.ts';
import {
  audiences,
  channels,
  customTones,
  detailLevels,
  dialogTones,
  platforms,
  sectors,
  taskTypes,
  type OptimizeOptions,
} from '../../shared/optimizer-options.ts';
import { optimizerPrompt } from '../../shared/rules.ts';
import { prisma, queuedTransaction } from '../db/client.ts';
import type { Optimization, Prisma } from '../generated/prisma/client.ts';
import { analyzeWithRequest } from './engine/analysis/analyze.ts';
import { inFlightRetryAfterSeconds, optimizationsInFlightLimit, releaseOptimization, reserveOptimization, spendReservedCredit } from './credits.ts';
import { EngineError, type ComplexityAnalysis, type LibraryReference, type OptimizeResult, type PromptEngine } from './engine/types.ts';
import { EngineFailedError, LimitReachedError, NotFoundError, RateLimitedError } from './errors.ts';
import type { Plan } from './plans.ts';
import { libraryReferences } from './optimizer-references.ts';
import { RateLimiter } from './rate-limiter.ts';

const pageOptions = z.object({
  taskType: z.enum(taskTypes, 'validation.invalidOption').nullish(),
  sector: z.enum(sectors, 'validation.invalidOption').nullish(),
  channel: z.enum(channels, 'validation.invalidOption').nullish(),
  detailLevel: z.enum(detailLevels, 'validation.invalidOption').nullish(),
  audience: z.enum(audiences, 'validation.invalidOption').nullish(),
  customTone: z.enum(customTones, 'validation.invalidOption').nullish(),
});

const dialogOptions = z.object({
  platform: z.enum(platforms, 'validation.invalidOption').nullish(),
  tone: z.enum(dialogTones, 'validation.invalidOption').nullish(),
});

/** What the optimizer accepts: the page's options, or the card dialog's platform and tone, never both. */
export const optimizeInput = z
  .object({ originalContent: optimizerPrompt, pageOptions: pageOptions.nullish(), dialogOptions: dialogOptions.nullish() })
  .refine((input) => !(input.pageOptions && input.dialogOptions), { message: 'validation.optimizerOptionsConflict', path: ['dialogOptions'] });

export type OptimizeInput = z.infer<typeof optimizeInput>;

/** `original`: the request `content` was rewritten from, when it is an optimized prompt; the analysis then checks the rewrite against it. */
export const analyzeInput = z.object({ content: optimizerPrompt, original: z.nullish(optimizerPrompt) });

/** The options as the engine and the stored record know them, with the defaults filled in. */
export function optimizeOptionsOf(input: Pick<OptimizeInput, 'pageOptions' | 'dialogOptions'>): OptimizeOptions {
  if (input.dialogOptions) {
    return { kind: 'dialog', platform: input.dialogOptions.platform ?? 'TikTok', tone: input.dialogOptions.tone ?? 'Casual' };
  }
  const page = input.pageOptions ?? {};
  return {
    kind: 'page',
    ...(page.taskType ? { taskType: page.taskType } : {}),
    ...(page.sector ? { sector: page.sector } : {}),
    ...(page.channel ? { channel: page.channel } : {}),
    detailLevel: page.detailLevel ?? 'Medium',
    audience: page.audience ?? 'General',
    ...(page.customTone ? { customTone: page.customTone } : {}),
  };
}

/**
 * The record's `optimizedContent`: the REST JSON contract as text, as REST clients of
 * /api/optimize and /api/optimization-history read it, plus `basado_en` when the improved prompt
 * drew on a library prompt.
 */
export function optimizedContentJson(result: OptimizeResult, basedOn?: Pick<LibraryReference, 'id' | 'title'>): string {
  return JSON.stringify({
    prompt_mejorado: result.improvedPrompt,
    explicacion_de_mejoras: result.explanation,
    sugerencias_adicionales: result.suggestions,
    engine: result.engine,
    ...(basedOn && { basado_en: { id: basedOn.id, title: basedOn.title } }),
  });
}

export interface Optimizer {
  id: number;
  plan: Plan;
  language: Language;
}

export interface OptimizeOutcome {
  optimization: Optimization;
  result: OptimizeResult;
  /** Credits left after this optimization; null when the plan is unlimited. */
  optimizationsLeft: number | null;
}

export interface OptimizeDependencies {
  engine: PromptEngine;
  now?: () => Date;
  /** The improved prompt written so far, while a streaming engine writes it. */
  onImprovedPromptText?: (textSoFar: string) => void;
  signal?: AbortSignal;
}

function limitReached(plan: Plan): LimitReachedError {
  return new LimitReachedError(plan.optimizationsPeriod === 'day' ? 'error.optimizationsDailyLimit' : 'error.optimizationsMonthlyLimit', plan.optimizationsLimit ?? 0);
}

/** Engines without a time limit of their own (the local one) answer in milliseconds; this bounds them anyway. */
const untimedEngineMs = 30_000;
/** A run outlives its engine's time limit by this much, for storing the result: then it no longer counts. */
const storingAllowanceMs = 15_000;

/**
 * Optimizes a prompt (input already checked against optimizeInput) and stores the result. Before the
 * engine runs, the optimization is reserved (services/credits.ts): a credit of the period and one of
 * the user's places in flight, so concurrent requests beyond the credits left, or beyond
 * optimizationsInFlightLimit, never reach the engine (LimitReachedError, RateLimitedError). A success
 * spends the credit and stores the record in one transaction; a failed run (validation, engine error,
 * timeout, the client going away) gives its reservation back, and a process killed mid-way leaves one
 * that expires a little after the engine's time limit.
 */
export async function optimizePrompt(user: Optimizer, input: OptimizeInput, deps: OptimizeDependencies): Promise<OptimizeOutcome> {
  const now = deps.now ?? (() => new Date());
  const reservedAt = now();
  const lifetimeMs = (deps.engine.timeoutMs ?? untimedEngineMs) + storingAllowanceMs;
  const runId = await reserveOptimization(user.id, user.plan, reservedAt, new Date(reservedAt.getTime() + lifetimeMs));
  if (runId === 'exhausted') throw limitReached(user.plan);
  if (runId === 'busy') throw new RateLimitedError(inFlightRetryAfterSeconds, 'error.optimizationsInFlight', { limit: optimizationsInFlightLimit });

  try {
    const options = optimizeOptionsOf(input);
    const references = await libraryReferences(input.originalContent, { plan: user.plan, language: user.language });
    const started = performance.now();
    let result: OptimizeResult;
    try {
      result = await deps.engine.optimize(
        { originalContent: input.originalContent, options, readerLanguage: user.language, references },
        { signal: deps.signal, onImprovedPromptText: deps.onImprovedPromptText },
      );
    } catch (error) {
      if (error instanceof EngineError) throw new EngineFailedError(error.reason);
      throw error;
    }
    const durationMs = Math.round(performance.now() - started);
    const basedOn = references.find((reference) => reference.id === result.basedOnReferenceId);

    return await prisma.$transaction(async (tx) => {
      const left = await spendReservedCredit(tx, runId, user.id, user.plan, now());
      if (left === 'exhausted') throw limitReached(user.plan);
      const optimization = await tx.optimization.create({
        data: {
          userId: user.id,
          originalContent: input.originalContent,
          optimizedContent: optimizedContentJson(result, basedOn),
          options: { ...options },
          engine: result.engine,
          model: result.model ?? null,
          basedOnId: basedOn?.id ?? null,
          durationMs,
          createdAt: now(),
        },
      });
      return { optimization, result, optimizationsLeft: left };
    }, queuedTransaction);
  } catch (error) {
    await releaseOptimization(runId);
    throw error;
  }
}

/** Complexity analysis spends no credit; it is limited per user so it cannot be used to run the engine for free at will. */
export const analysisLimit = { perMinute: 30 };
const analysisLimiter = new RateLimiter('analysis', analysisLimit.perMinute, 60);

export async function analyzeComplexity(
  user: { id: number; language: Language },
  input: z.infer<typeof analyzeInput>,
  deps: { engine: PromptEngine; signal?: AbortSignal },
): Promise<ComplexityAnalysis> {
  await analysisLimiter.consume(`user:${user.id}`);
  const chosen = input.original ? await optionsOfOptimization(user.id, input.original, input.content) : undefined;
  try {
    return await analyzeWithRequest(deps.engine, { content: input.content, original: input.original ?? undefined, readerLanguage: user.language, chosen }, { signal: deps.signal });
  } catch (error) {
    if (error instanceof EngineError) throw new EngineFailedError(error.reason);
    throw error;
  }
}

const storedOptions = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dialog'), platform: z.enum(platforms), tone: z.enum(dialogTones) }),
  z.object({
    kind: z.literal('page'),
    taskType: z.enum(taskTypes).optional(),
    sector: z.enum(sectors).optional(),
    channel: z.enum(channels).optional(),
    detailLevel: z.enum(detailLevels),
    audience: z.enum(audiences),
    customTone: z.enum(customTones).optional(),
  }),
]);

/**
 * The options of the user's latest optimization of `original` that answered `improved`: what they
 * chose there (a video script, an email) is part of what they asked for, so the analysis of that
 * rewrite reads it with the request (docs/optimizer.md, "The analysis").
 */
async function optionsOfOptimization(userId: number, original: string, improved: string): Promise<OptimizeOptions | undefined> {
  const latest = await prisma.optimization.findMany({
    where: { userId, originalContent: original },
    orderBy: { createdAt: 'desc' },
    take: 5,
    select: { optimizedContent: true, options: true },
  });
  const answered = latest.find((row) => readOptimizedContent(row.optimizedContent).improvedPrompt.trim() === improved.trim());
  const options = answered ? storedOptions.safeParse(answered.options) : undefined;
  return options?.success ? options.data : undefined;
}

/** How an optimization is named in lists: the start of the original prompt's first line. */
export function optimizationTitle(originalContent: string, maxLength = 60): string {
  const firstLine = originalContent.trim().split('\n')[0].trim();
  return firstLine.length <= maxLength ? firstLine : `${firstLine.slice(0, maxLength - 1).trimEnd()}…`;
}

export interface StoredOptimizedContent {
  improvedPrompt: string;
  explanation: string;
  suggestions: string[];
}

/** Reads a record's optimizedContent back (the REST JSON contract); text that is not that JSON is the prompt itself. */
export function readOptimizedContent(text: string): StoredOptimizedContent {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as { prompt_mejorado?: unknown }).prompt_mejorado === 'string') {
      const record = value as { prompt_mejorado: string; explicacion_de_mejoras?: unknown; sugerencias_adicionales?: unknown };
      return {
        improvedPrompt: record.prompt_mejorado,
        explanation: typeof record.explicacion_de_mejoras === 'string' ? record.explicacion_de_mejoras : '',
        suggestions: Array.isArray(record.sugerencias_adicionales) ? record.sugerencias_adicionales.filter((item): item is string => typeof item === 'string') : [],
      };
    }
  } catch {
    // Not JSON: a plain-text record.
  }
  return { improvedPrompt: text, explanation: '', suggestions: [] };
}

/** Longest text the history's filter takes; longer ones are cut (a filter, not a search). */
export const historyFilterMaxLength = 200;

/**
 * The viewer's history filtered by text: case-insensitive substring of the original prompt or of the
 * stored result. Only the viewer's own rows are scanned (userId index), so no text index is needed.
 */
export function optimizationsWhere(text: string | null | undefined): Prisma.OptimizationWhereInput {
  const contains = text?.trim().slice(0, historyFilterMaxLength);
  if (!contains) return {};
  return {
    OR: [{ originalContent: { contains, mode: 'insensitive' } }, { optimizedContent: { contains, mode: 'insensitive' } }],
  };
}

/** Deletes one of the user's optimizations; anyone else's and a missing one are the same NotFoundError. */
export async function deleteOptimization(userId: number, optimizationId: number): Promise<void> {
  const { count } = await prisma.optimization.deleteMany({ where: { id: optimizationId, userId } });
  if (count === 0) throw new NotFoundError('error.optimizationNotFound');
}
