/**
 * Runs the evaluation set through one engine and applies the checks: which check classes apply to
 * an item follows from what the item states (a stated number, referred material, a good prompt's
 * lines…). Returns plain results; run.ts prints them.
 */
import { analyzeWithRequest } from '../services/engine/analysis/analyze.ts';
import type { ComplexityAnalysis, OptimizeResult, PromptEngine } from '../services/engine/types.ts';
import { analysisPairs, failedRewriteBelow, strongAtLeast, strongOverWeakMargin, type AnalysisPair } from './analysis-pairs.ts';
import {
  checkDeliverable,
  checkExplanationLanguage,
  checkInjectionIsData,
  checkLanguage,
  checkNoContradiction,
  checkNoForeignTemplate,
  checkNoInventedOwner,
  checkNoSlotForPasted,
  checkNumbersKept,
  checkPasteSlot,
  checkRequestPlaced,
  checkStructureKept,
  type CheckClass,
} from './checks.ts';
import type { OptimizeItem } from './optimizer-set.ts';

/** What every engine's answers must reach on each set: written here only (README, "Optimizer evaluation"). */
export interface Thresholds {
  items: number;
  pairs: number;
  /** Harmful rewrites the analysis does not call "Excelente". */
  honesty: number;
}

/** The goal on every set. */
export const passThreshold = 0.9;

/**
 * `npm run eval:optimizer` (and so `npm test`) fails below these. The main set is where the engines
 * were developed, so it is held to the goal. The held-out and validation sets were written apart
 * from the engines and say how they do on prompts they have not seen: held to the goal where they
 * reach it, and otherwise to the figures of 27 Nov 2026 as floors (the honesty of the analysis on the
 * one harmful rewrite left in each: both were called "Excelente"), so that no change makes them worse while the work towards the goal
 * goes on (docs/optimizer.md, "Evaluation").
 */
export const setThresholds: Record<'main' | 'held-out' | 'validation' | 'unseen-dev' | 'unseen-final', Thresholds> = {
  main: { items: passThreshold, pairs: passThreshold, honesty: passThreshold },
  'held-out': { items: passThreshold, pairs: passThreshold, honesty: 0 },
  validation: { items: passThreshold, pairs: passThreshold, honesty: 0 },
  // The unseen sets (unseen-dev-set.ts, unseen-final-set.ts) measure the engines on prompts written
  // apart from them. Goal: passThreshold (0.9) on items, pairs and honesty, like every set. The dev
  // set's answers were read to find defect classes, fixed by general rules, so it is held to the
  // goal; the final set's answers are not read: its items are held to the goal the local engine
  // reached on 27 Nov 2026 (27/30), and its pairs, which reached it after the score's ninth round
  // (8/8), to the goal too, so no change makes it worse. Its honesty (1/2 today) stays unfloored:
  // which rewrites fail a check depends on the builder's answers.
  'unseen-dev': { items: passThreshold, pairs: passThreshold, honesty: 0 },
  'unseen-final': { items: passThreshold, pairs: passThreshold, honesty: 0 },
};

export interface CheckOutcome {
  check: CheckClass;
  /** null when the check holds. */
  failure: string | null;
}

export interface ItemOutcome {
  item: OptimizeItem;
  result: OptimizeResult | null;
  /** The engine failed to answer at all. */
  error?: string;
  checks: CheckOutcome[];
  passed: boolean;
  /** The engine's own analysis of its rewrite (for the honesty check). */
  rewriteScore?: number;
}

/** The checks an item's answer must pass, from what the item states. */
export function checkItem(item: OptimizeItem, result: OptimizeResult): CheckOutcome[] {
  const output = result.improvedPrompt;
  const stated = item.stated ?? [];
  const outcomes: CheckOutcome[] = [
    {
      check: 'deliverable',
      failure:
        checkDeliverable(output, item.mustInclude, item.mustNotInclude) ??
        checkNoForeignTemplate(item.prompt, output, item.options) ??
        (item.request === undefined ? null : checkRequestPlaced(output, item.request)),
    },
    { check: 'language', failure: checkLanguage(output, item.language) },
    { check: 'explanation-language', failure: checkExplanationLanguage(result.explanation, result.suggestions, item.readerLanguage) },
    { check: 'no-invented-owner', failure: checkNoInventedOwner(item.prompt, output, item.givenWords, item.allowedOwners) },
  ];
  if (stated.length > 0) outcomes.push({ check: 'numbers-kept', failure: checkNumbersKept(output, stated) });
  if (stated.length > 0 || item.forbiddenUnits !== undefined) {
    outcomes.push({ check: 'no-contradiction', failure: checkNoContradiction(item.prompt, output, stated, item.forbiddenUnits) });
  }
  if (item.material !== undefined) outcomes.push({ check: 'paste-slot', failure: checkPasteSlot(output, item.material) });
  if (item.shapes.includes('material-pasted')) outcomes.push({ check: 'paste-slot', failure: checkNoSlotForPasted(output) });
  if (item.keepLines !== undefined) outcomes.push({ check: 'structure-kept', failure: checkStructureKept(output, item.keepLines) });
  if (item.injectedReply !== undefined && item.injectedInstruction !== undefined) {
    outcomes.push({ check: 'injection-is-data', failure: checkInjectionIsData(output, item.injectedReply, item.injectedInstruction) });
  }
  return outcomes;
}

/** Do-no-harm failures: a rewrite with one of these must not be scored excellent. */
const harmChecks: ReadonlySet<CheckClass> = new Set(['deliverable', 'numbers-kept', 'no-contradiction', 'language', 'structure-kept', 'injection-is-data']);

export async function evaluateItems(engine: PromptEngine, items: readonly OptimizeItem[], concurrency: number): Promise<ItemOutcome[]> {
  const outcomes: ItemOutcome[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      try {
        const result = await engine.optimize({ originalContent: item.prompt, options: item.options, readerLanguage: item.readerLanguage });
        const checks = checkItem(item, result);
        const harmed = checks.some((outcome) => outcome.failure !== null && harmChecks.has(outcome.check));
        // Scored as the optimizer page scores it: the rewrite, checked against the request it came from.
        const rewriteScore = harmed ? (await analyzeWithRequest(engine, { content: result.improvedPrompt, original: item.prompt, readerLanguage: item.readerLanguage })).score : undefined;
        outcomes[index] = { item, result, checks, passed: checks.every((outcome) => outcome.failure === null), rewriteScore };
      } catch (error) {
        outcomes[index] = { item, result: null, error: error instanceof Error ? error.message : String(error), checks: [], passed: false };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return outcomes;
}

export interface PairOutcome {
  pair: AnalysisPair;
  weak: ComplexityAnalysis | null;
  strong: ComplexityAnalysis | null;
  failures: string[];
}

/** Judges one pair's scores: strong above weak by the margin, strong at least good, weak under its ceiling. */
export function checkPair(pair: AnalysisPair, weakScore: number, strongScore: number): string[] {
  const failures: string[] = [];
  if (pair.rewriteOf !== undefined) {
    if (strongScore < failedRewriteBelow) failures.push(`the faithful rewrite scores ${strongScore} < ${failedRewriteBelow}`);
    if (weakScore >= failedRewriteBelow) failures.push(`the rewrite with another deliverable scores ${weakScore} ≥ ${failedRewriteBelow}`);
    return failures;
  }
  if (strongScore - weakScore < strongOverWeakMargin) failures.push(`strong ${strongScore} is not ${strongOverWeakMargin} above weak ${weakScore}`);
  if (strongScore < strongAtLeast) failures.push(`strong scores ${strongScore} < ${strongAtLeast}`);
  if (pair.strongAtTop && strongScore < failedRewriteBelow) failures.push(`the complete strong prompt scores ${strongScore} < ${failedRewriteBelow}`);
  if (pair.weakAtMost !== undefined && weakScore > pair.weakAtMost) failures.push(`${pair.weakKind} scores ${weakScore} > ${pair.weakAtMost}`);
  return failures;
}

export async function evaluatePairs(engine: PromptEngine, pairs: readonly AnalysisPair[] = analysisPairs): Promise<PairOutcome[]> {
  return Promise.all(
    pairs.map(async (pair) => {
      try {
        const [weak, strong] = await Promise.all(
          [pair.weak, pair.strong].map((content) => analyzeWithRequest(engine, { content, readerLanguage: pair.language, original: pair.rewriteOf })),
        );
        return { pair, weak, strong, failures: checkPair(pair, weak.score, strong.score) };
      } catch (error) {
        return { pair, weak: null, strong: null, failures: [`engine error: ${error instanceof Error ? error.message : String(error)}`] };
      }
    }),
  );
}

/** Rewrites that failed a do-no-harm check, with whether the engine's own score stayed below "excellent". */
export function honestyOf(outcomes: readonly ItemOutcome[]): { checked: number; honest: number; flattered: ItemOutcome[] } {
  const judged = outcomes.filter((outcome) => outcome.rewriteScore !== undefined);
  const flattered = judged.filter((outcome) => (outcome.rewriteScore ?? 0) >= failedRewriteBelow);
  return { checked: judged.length, honest: judged.length - flattered.length, flattered };
}

/** Rates of one set on one engine, and whether each reaches passThreshold: every set is held to the same bar. */
export function verdictOf(
  items: readonly ItemOutcome[],
  pairs: readonly PairOutcome[],
  thresholds: Thresholds = { items: passThreshold, pairs: passThreshold, honesty: passThreshold },
): { itemRate: number; pairRate: number; honestyRate: number; passes: boolean } {
  const rate = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);
  const honesty = honestyOf(items);
  const itemRate = rate(items.filter((outcome) => outcome.passed).length, items.length);
  const pairRate = rate(pairs.filter((outcome) => outcome.failures.length === 0).length, pairs.length);
  const honestyRate = rate(honesty.honest, honesty.checked);
  return { itemRate, pairRate, honestyRate, passes: itemRate >= thresholds.items && pairRate >= thresholds.pairs && honestyRate >= thresholds.honesty };
}
