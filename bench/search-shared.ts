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
  { kind: 'two words es', query: 'correo electronico' },
];

/** Rounds of the query mix: 20 × 11 queries = 220 timed searches. */
export const SEARCH_ROUNDS = 20;
// Each search ranks every prompt it matches, so on a slow or busy machine 200 of them can take
// minutes: whole rounds stop once this much time went into searching, and the report says so.
export const SEARCH_BUDGET_MS = 60_000;

export interface SearchBenchResult {
  database: 'pglite' | 'postgres';
  promptCount: number;
  generation: { insertMs: number; linkMs: number; analyzeMs: number; totalMs: number };
  /** REST search on the shipped library alone, and a trivial GET /api/categories beside it. */
  shippedSearches: LatencySummary;
  shippedCategories: LatencySummary;
  /** REST search with the generated prompts added. */
  searches: LatencySummary;
  /** True when the time budget ended the searches before all the rounds. */
  budgetReached: boolean;
  perQuery: Array<{ kind: string; query: string; shippedHits: number; hits: number; meanMs: number }>;
}
