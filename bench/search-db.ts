/**
 * Child process of bench/run.ts: search latency over REST (GET /api/prompts/search, sequential, answered
 * in-process) on the shipped library, then on a generated library of 100,000 more prompts.
 *
 *   tsx bench/search-db.ts pglite     # PGlite in BENCH_DATA_DIR (a temp dir the parent deletes)
 *   tsx bench/search-db.ts postgres   # the server at TEST_POSTGRES_URL (scripts/start-test-postgres.sh)
 *
 * It runs as its own process because the Prisma client picks its database from the environment
 * when it is imported: one process per database. The result is one `BENCH_RESULT {json}` line on
 * stdout; `BENCH_STARTED` comes first so the parent can tell "PostgreSQL did not start" (no marker)
 * from "the benchmark failed".
 */
import pg from 'pg';
import { insertPromptsSql, linkPromptsSql } from './library-generator.ts';
import {
  GENERATED_PROMPTS,
  SEARCH_BUDGET_MS,
  SEARCH_QUERIES as QUERIES,
  SEARCH_ROUNDS,
  type SearchBenchResult,
} from './search-shared.ts';
import { summarize } from './stats.ts';

/** A fresh database in the throwaway cluster, so nothing lands in its maintenance database. */
async function createPostgresDatabase(maintenanceUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query('CREATE DATABASE promptario_bench');
  } finally {
    await client.end();
  }
  const url = new URL(maintenanceUrl);
  url.pathname = '/promptario_bench';
  return url.toString();
}

/** Points the server's configuration at the database to measure; must run before its modules load. */
async function configureEnvironment(database: string): Promise<void> {
  if (database === 'pglite') {
    if (!process.env.BENCH_DATA_DIR) throw new Error('BENCH_DATA_DIR is not set');
    delete process.env.DATABASE_URL; // PGlite under DATA_DIR, as the server runs by default
    process.env.DATA_DIR = process.env.BENCH_DATA_DIR;
  } else if (database === 'postgres') {
    if (!process.env.TEST_POSTGRES_URL) throw new Error('TEST_POSTGRES_URL is not set');
    process.env.DATABASE_URL = await createPostgresDatabase(process.env.TEST_POSTGRES_URL);
  } else {
    throw new Error(`Unknown database "${database}": use pglite or postgres`);
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

/** Times `request` once per query per round, one at a time, until the rounds or the time budget run out. */
async function timeQueries(request: (query: string) => Promise<number>): Promise<{ samples: Map<string, number[]>; hits: Map<string, number>; budgetReached: boolean }> {
  // One untimed pass warms caches and plans, and records hits so a query matching nothing shows.
  const hits = new Map<string, number>();
  for (const { query } of QUERIES) hits.set(query, await request(query));
  const samples = new Map<string, number[]>(QUERIES.map(({ query }) => [query, []]));
  const started = performance.now();
  let rounds = 0;
  while (rounds < SEARCH_ROUNDS && performance.now() - started < SEARCH_BUDGET_MS) {
    for (const { query } of QUERIES) {
      const [, ms] = await timed(() => request(query));
      samples.get(query)!.push(ms);
    }
    rounds++;
  }
  return { samples, hits, budgetReached: rounds < SEARCH_ROUNDS };
}

async function main(): Promise<void> {
  const database = process.argv[2] ?? '';
  console.log('BENCH_STARTED');
  await configureEnvironment(database);
  // Imported only now: the server's modules are loaded after the environment is set, as on a start.
  const { readConfig } = await import('../graphql-server/config.ts');
  const { connectDatabase, disconnectDatabase, prisma } = await import('../graphql-server/db/client.ts');
  const { seedLibrary } = await import('../graphql-server/services/library-seed.ts');
  const { createPromptarioApp } = await import('../graphql-server/http/create-app.ts');

  await connectDatabase(readConfig());
  try {
    await seedLibrary(); // the 12 real categories (and their 480 prompts) to link the generated ones to
    // The REST path a client calls, in-process (no socket: the load generator would be measured too).
    const app = await createPromptarioApp({ sessionSecret: 'bench-session-secret-0123456789-abcdef', development: false });
    const get = async (path: string) => {
      const response = await app.fetch(new Request(`http://localhost${path}`, { headers: { 'accept-language': 'es', host: 'localhost' } }));
      const body = (await response.json()) as unknown[];
      if (response.status !== 200 || !Array.isArray(body)) throw new Error(`GET ${path} answered ${response.status}`);
      return body.length;
    };
    const restSearch = (query: string) => get(`/api/prompts/search?q=${encodeURIComponent(query)}`);

    const shipped = await timeQueries(restSearch);
    const categories = await timeQueries(() => get('/api/categories'));

    const [, insertMs] = await timed(() => prisma.$executeRawUnsafe(insertPromptsSql(GENERATED_PROMPTS)));
    const [, linkMs] = await timed(() => prisma.$executeRawUnsafe(linkPromptsSql));
    const [, analyzeMs] = await timed(() => prisma.$executeRawUnsafe('ANALYZE "Prompt", "PromptCategory"'));
    const promptCount = await prisma.prompt.count();

    const large = await timeQueries(restSearch);

    const result: SearchBenchResult = {
      database: database as SearchBenchResult['database'],
      promptCount,
      generation: { insertMs, linkMs, analyzeMs, totalMs: insertMs + linkMs + analyzeMs },
      shippedSearches: summarize([...shipped.samples.values()].flat()),
      shippedCategories: summarize([...categories.samples.values()].flat()),
      searches: summarize([...large.samples.values()].flat()),
      budgetReached: large.budgetReached,
      perQuery: QUERIES.map(({ kind, query }) => ({
        kind,
        query,
        shippedHits: shipped.hits.get(query)!,
        hits: large.hits.get(query)!,
        meanMs: summarize(large.samples.get(query)!).mean,
      })),
    };
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  } finally {
    await disconnectDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
