/** What bench/run.ts and its search worker (bench/search-db.ts) agree on. */
import type { LatencySummary } from './stats.ts';

export const GENERATED_PROMPTS = 100_000;
/** A fixed mix of what people type: plain words, Spanish with and without accents, stems, typos. */
export const SEARCH_QUERIES: Array<{ kind: string; query: string }> = [
  { kind: 'exact (es+en word)', query: 'marketing' },
  { kind: 'exact es', query: 'estrategia' },
  { kind: 'exact en', query: 'budget' },
  { kind: 'accented es', query: 'campaña' },
  { kind: 'unaccented es', query: 'campana' },
  { kind: 'accented es', query: 'investigación' },
  { kind: 'unaccented es', query: 'analisis' },
  { kind: 'stemmed en', query: 'campaigns' },
  { kind: 'typo', query: 'markting' },
  { kind: 'typo', query: 'presupusto' },
];

/** Rounds of the query mix: 20 × 10 queries = 200 timed searches. */
export const SEARCH_ROUNDS = 20;
// Each search ranks every prompt it matches, so on a slow or busy machine 200 of them can take
// minutes: whole rounds stop once this much time went into searching, and the report says so.
export const SEARCH_BUDGET_MS = 60_000;

export interface SearchBenchResult {
  database: 'pglite' | 'postgres';
  promptCount: number;
  generation: { insertMs: number; linkMs: number; analyzeMs: number; totalMs: number };
  searches: LatencySummary;
  /** True when the time budget ended the searches before all the rounds. */
  budgetReached: boolean;
  perQuery: Array<{ kind: string; query: string; hits: number; meanMs: number }>;
}
