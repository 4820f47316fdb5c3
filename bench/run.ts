/**
 * `npm run bench`: first-load JavaScript per route, server start-up time and idle memory, throughput
 * of the GraphQL server against a bare graphql-yoga baseline, search latency on a generated
 * library of 100,000 prompts on PGlite and on PostgreSQL, and the local prompt engine's timings.
 *
 * Everything runs in child processes on loopback ports and temp dirs, all removed at the end, on
 * failure, on Ctrl-C, and by a watchdog if the whole run ever takes too long.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { optimizationsInFlightLimit } from '../graphql-server/services/credits.ts';
import { printBrowserScriptsTable, runBrowserScriptsBench } from './browser-scripts.ts';
import { printBundleTable, runBundleBench } from './bundle-size.ts';
import { runImportBench } from './import.ts';
import { printLocalEngineTable, runLocalEngineBench } from './local-engine.ts';
import {
  expectPromptPage,
  expectRestPromptPage,
  expectTypename,
  LOAD,
  measure,
  QUERIES,
  expectOptimization,
  logIn,
  registerUser,
  verify,
  type Measurement,
  type Scenario,
} from './http-scenarios.ts';
import {
  buildServer,
  cleanUp,
  compiledServer,
  freePort,
  makeTempDir,
  startChild,
  stopAllChildren,
  tail,
  tsNode,
  waitForExit,
  waitForHealth,
  waitUntilIdle,
  type Child,
} from './processes.ts';
import { printStartupTable, runStartupBench } from './startup.ts';
import { GENERATED_PROMPTS, SEARCH_BUDGET_MS, SEARCH_QUERIES, SEARCH_ROUNDS, type SearchBenchResult } from './search-shared.ts';
import { fixed, formatTable, whole } from './table.ts';

const WATCHDOG_MS = 18 * 60_000;
const SERVER_START_TIMEOUT_MS = 120_000; // migrations and seeding on a busy 2-core machine
const SEARCH_WORKER_TIMEOUT_MS = 8 * 60_000; // PGlite on a busy machine: generating alone can take minutes

const log = (message: string) => console.log(`· ${message}`);

/** The environment for children, without the settings this bench chooses for each of them. */
function childEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_POSTGRES_URL', 'DATA_DIR', 'PORT', 'SESSION_SECRET', 'NODE_ENV']) delete env[name];
  return { ...env, ...overrides };
}

// ---------------------------------------------------------------- HTTP throughput

async function startServers(tmp: string): Promise<{ bareUrl: string; promptarioUrl: string; adminPassword: string }> {
  buildServer();
  const [barePort, promptarioPort] = [await freePort(), await freePort()];
  // Known, so the optimize scenario can sign in as the admin, whose plan has no credit limit.
  const adminPassword = randomBytes(16).toString('hex');
  const bare = startChild('bare Yoga server', tsNode('bench/bare-yoga.ts'), {
    env: childEnv({ PORT: String(barePort), NODE_ENV: 'production' }),
    logFile: path.join(tmp, 'bare-yoga.log'),
  });
  // What production runs (`npm start`), in production mode, which writes one log line per request:
  // to a file, so it costs what it costs in production rather than a pipe into this process.
  const promptario = startChild('Promptario server', compiledServer(), {
    env: childEnv({
      PORT: String(promptarioPort),
      NODE_ENV: 'production',
      DATA_DIR: path.join(tmp, 'promptario-data'),
      ADMIN_PASSWORD: adminPassword,
    }),
    logFile: path.join(tmp, 'promptario.log'),
  });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const promptarioUrl = `http://127.0.0.1:${promptarioPort}`;
  await Promise.all([
    waitForHealth(bare, `${bareUrl}/health`, SERVER_START_TIMEOUT_MS),
    waitForHealth(promptario, `${promptarioUrl}/healthz`, SERVER_START_TIMEOUT_MS),
  ]);
  return { bareUrl, promptarioUrl, adminPassword };
}

async function runHttpBench(tmp: string): Promise<Measurement[]> {
  log('starting the bare Yoga and Promptario servers (migrations and seeding take a while)…');
  const { bareUrl, promptarioUrl, adminPassword } = await startServers(tmp);
  const cookie = await registerUser(promptarioUrl);
  const adminCookie = await logIn(promptarioUrl, 'admin', adminPassword);
  // Before the load: the browser measures bytes, not time, but a quiet server answers sooner.
  printBrowserScriptsTable(await runBrowserScriptsBench(promptarioUrl, cookie));

  const scenarios: Scenario[] = [
    { name: '(a) bare Yoga { __typename }', url: `${bareUrl}/graphql`, query: QUERIES.typename, check: expectTypename },
    { name: '(b) Promptario { __typename }', url: `${promptarioUrl}/graphql`, query: QUERIES.typename, check: expectTypename },
    {
      name: '(c) library page, signed in',
      url: `${promptarioUrl}/graphql`,
      query: QUERIES.libraryPage,
      cookie,
      check: expectPromptPage('category', 'QueryCategorySuccess'),
    },
    {
      name: '(d) search "marketing", signed in',
      url: `${promptarioUrl}/graphql`,
      query: QUERIES.search,
      cookie,
      check: expectPromptPage('search', 'QuerySearchSuccess'),
    },
    {
      name: '(e) REST /api/prompts/all?limit=20, signed in',
      url: `${promptarioUrl}/api/prompts/all?limit=20`,
      cookie,
      check: expectRestPromptPage,
    },
    {
      name: '(f) REST POST /api/optimize (local engine), admin',
      url: `${promptarioUrl}/api/optimize`,
      body: { originalContent: 'dame ideas para un post de instagram sobre mi cafetería', taskType: 'Content Creation', channel: 'Social Media' },
      cookie: adminCookie,
      // One user has at most this many optimizations in flight; more connections would time 429s.
      connections: optimizationsInFlightLimit,
      // Each answer names its own stored record: only the optimized text repeats.
      bodyVaries: true,
      check: expectOptimization,
    },
  ];

  // Every scenario is verified before any load, so a broken one fails in seconds, not minutes in.
  const expectedBodies: string[] = [];
  for (const scenario of scenarios) expectedBodies.push(await verify(scenario));

  const measurements: Measurement[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    await Promise.all([waitUntilIdle(`${bareUrl}/health`), waitUntilIdle(`${promptarioUrl}/healthz`)]);
    log(`${scenario.name}: ${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s at ${LOAD.connections} connections…`);
    measurements.push(await measure(scenario, expectedBodies[index]));
  }
  return measurements;
}

/** The ratios of slow scenarios can be far below 0.001: those get two significant digits. */
const ratio = (value: number) => (value >= 0.01 ? value.toFixed(3) : value.toPrecision(2));

function printHttpTable(measurements: Measurement[]): void {
  const bare = measurements[0].requestsPerSecond;
  const rows = measurements.map((m) => [
    m.scenario,
    whole(m.requestsPerSecond),
    m.completed > 0 ? fixed(m.p99Ms, 0) : '—', // no response, no latency
    bare > 0 ? ratio(m.requestsPerSecond / bare) : 'n/a',
    whole(m.completed),
    String(m.non2xx),
    String(m.errors),
    String(m.timeouts),
    String(m.mismatches),
  ]);
  console.log(
    `\nHTTP throughput (autocannon: ${LOAD.connections} connections, ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s warm-up; GraphQL as POST JSON)\n`,
  );
  console.log(
    formatTable(['Scenario', 'req/s', 'p99 ms', 'vs bare Yoga', 'responses', 'non-2xx', 'errors', 'timeouts', 'mismatched'], rows),
  );
  console.log(
    '(errors include timeouts: no response within 10 s; mismatched: a body differing from the one verified before the run)\n',
  );
}

// ---------------------------------------------------------------- search on 100,000 prompts

type SearchOutcome = { result: SearchBenchResult } | { skipped: string };

function parseResult(child: Child, output: string): SearchBenchResult {
  const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
  if (!line) throw new Error(`${child.name} printed no result:\n${tail(output)}`);
  return JSON.parse(line.slice('BENCH_RESULT '.length)) as SearchBenchResult;
}

async function runPGliteSearch(tmp: string): Promise<SearchOutcome> {
  log(`PGlite: generating ${whole(GENERATED_PROMPTS)} prompts and timing searches…`);
  const child = startChild('search worker (PGlite)', tsNode('bench/search-db.ts', 'pglite'), {
    env: childEnv({ BENCH_DATA_DIR: path.join(tmp, 'pglite-search') }),
  });
  const code = await waitForExit(child, SEARCH_WORKER_TIMEOUT_MS);
  const output = await child.output();
  if (code !== 0) throw new Error(`${child.name} exited with ${code}:\n${tail(output)}`);
  return { result: parseResult(child, output) };
}

/**
 * The throwaway cluster script runs the worker as its command: it exports TEST_POSTGRES_URL to it,
 * and stops and deletes the cluster when the worker exits, or when it is itself stopped.
 */
async function runPostgresSearch(): Promise<SearchOutcome> {
  log(`PostgreSQL: starting a throwaway cluster, generating ${whole(GENERATED_PROMPTS)} prompts and timing searches…`);
  const [node, args] = tsNode('bench/search-db.ts', 'postgres');
  const child = startChild('PostgreSQL script and search worker', ['bash', ['scripts/start-test-postgres.sh', node, ...args]], {
    env: childEnv({}),
  });
  const code = await waitForExit(child, SEARCH_WORKER_TIMEOUT_MS);
  const output = await child.output();
  // No BENCH_STARTED: the script failed before running the worker, so PostgreSQL did not start.
  if (!output.includes('BENCH_STARTED')) return { skipped: tail(output, 5) || `the script exited with ${code}` };
  if (code !== 0) throw new Error(`${child.name} exited with ${code}:\n${tail(output)}`);
  return { result: parseResult(child, output) };
}

const databaseLabel = { pglite: 'PGlite (temp dir)', postgres: 'PostgreSQL 15' };

function printSearchTables(results: SearchBenchResult[]): void {
  console.log(
    `\nSearch over REST (GET /api/prompts/search, answered in-process, one at a time, up to ${SEARCH_ROUNDS * SEARCH_QUERIES.length} ` +
      `searches or ${SEARCH_BUDGET_MS / 1000} s per row): the shipped library, then with ${whole(GENERATED_PROMPTS)} generated prompts added\n`,
  );
  const seconds = (ms: number) => fixed(ms / 1000, 1);
  const latency = (label: string, s: SearchBenchResult['searches']) => [label, String(s.count), fixed(s.p50), fixed(s.p95), fixed(s.p99), fixed(s.mean)];
  console.log(
    formatTable(
      ['Database', 'what', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms'],
      results.flatMap((r) => [
        [databaseLabel[r.database], ...latency('GET /api/categories (baseline)', r.shippedCategories)],
        [databaseLabel[r.database], ...latency('search, shipped library', r.shippedSearches)],
        [databaseLabel[r.database], ...latency(`search, ${whole(r.promptCount)} prompts${r.budgetReached ? ' (time budget)' : ''}`, r.searches)],
      ]),
    ),
  );
  console.log(
    `\nGenerating: ${results.map((r) => `${r.database} ${seconds(r.generation.totalMs)} s (insert ${seconds(r.generation.insertMs)} + link ${seconds(r.generation.linkMs)} + analyze ${seconds(r.generation.analyzeMs)})`).join('; ')}`,
  );
  console.log('\nPer query at the larger size: results returned (of at most 100; shipped library / large) and mean ms\n');
  const queries = results[0].perQuery;
  console.log(
    formatTable(
      ['Query', 'kind', ...results.map((r) => `hits ${r.database}`), ...results.map((r) => `${r.database} ms`)],
      queries.map((q, index) => [
        q.query,
        q.kind,
        ...results.map((r) => `${r.perQuery[index].shippedHits} / ${r.perQuery[index].hits}`),
        ...results.map((r) => fixed(r.perQuery[index].meanMs)),
      ]),
    ),
  );
}

// ---------------------------------------------------------------- GraphQL limits

async function runLimitsOverhead(): Promise<void> {
  const child = startChild("GraphQL limits' overhead", tsNode('bench/limits-overhead.ts'), { env: childEnv({}) });
  const code = await waitForExit(child, SEARCH_WORKER_TIMEOUT_MS);
  const output = await child.output();
  if (code !== 0) throw new Error(`${child.name} exited with ${code}:\n${tail(output)}`);
  console.log(output.slice(output.indexOf('\nGraphQL limits')));
}

// ---------------------------------------------------------------- the run

let interrupted = false;

/** Runs one part; a failure is reported and recorded, and the remaining parts still run. */
async function part<T>(name: string, failures: string[], fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (error) {
    if (interrupted) throw error; // a child stopped by Ctrl-C is no failure to report: just stop
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n✗ ${name} failed: ${message}\n`);
    failures.push(name);
    return undefined;
  }
}

/** BENCH_ONLY=http or BENCH_ONLY=search runs one half of the bench; BENCH_ONLY=engine only the local engine's part; BENCH_ONLY=import the bulk import. */
const only = process.env.BENCH_ONLY;

const loadAverage = () => os.loadavg().map((load) => load.toFixed(1)).join(' ');

async function main(): Promise<number> {
  const started = performance.now();
  console.log(`Promptario bench: Node ${process.version}, ${os.cpus().length} CPUs, load average ${loadAverage()}`);
  if (os.loadavg()[0] > os.cpus().length) {
    // Everything here is CPU-bound: other work on the machine shows up directly in the numbers.
    console.log('Warning: the machine is busy (load average above its CPU count): expect slower, noisier numbers.');
  }
  console.log('');
  const failures: string[] = [];
  if (only === 'import') {
    await part('bulk import', failures, () => runImportBench());
    return failures.length > 0 ? 1 : 0;
  }
  if (only === 'engine') {
    await part('local prompt engine', failures, async () => printLocalEngineTable(runLocalEngineBench()));
    return failures.length > 0 ? 1 : 0;
  }
  const tmp = await makeTempDir('promptario-bench-');

  const bundle = await part('first-load JavaScript', failures, async () => runBundleBench());
  if (bundle) printBundleTable(bundle);
  const startup = await part('server start-up', failures, () => runStartupBench(tmp, childEnv({})));
  if (startup) printStartupTable(startup);

  const measurements = only !== 'search' ? await part('HTTP throughput', failures, () => runHttpBench(tmp)) : undefined;
  await stopAllChildren(); // the servers: the search part must not share the CPU with them
  if (measurements) printHttpTable(measurements);

  const pglite = only !== 'http' ? await part('search on PGlite', failures, () => runPGliteSearch(tmp)) : undefined;
  const postgres = only !== 'http' ? await part('search on PostgreSQL', failures, () => runPostgresSearch()) : undefined;
  const results = [pglite, postgres].flatMap((outcome) => (outcome && 'result' in outcome ? [outcome.result] : []));
  if (results.length > 0) printSearchTables(results);
  if (postgres && 'skipped' in postgres) {
    console.log(`\nPostgreSQL part skipped: the throwaway server could not start (scripts/start-test-postgres.sh):\n${postgres.skipped}`);
  }

  if (only !== 'search') await part("GraphQL limits' overhead", failures, () => runLimitsOverhead());
  if (!only) await part('local prompt engine', failures, async () => printLocalEngineTable(runLocalEngineBench()));

  console.log(`\nTotal bench time: ${fixed((performance.now() - started) / 1000, 0)} s; load average now ${loadAverage()}`);
  if (failures.length > 0) console.error(`Failed: ${failures.join(', ')}`);
  return failures.length > 0 ? 1 : 0;
}

let exiting: Promise<never> | undefined;

/** Stops the children, deletes the temp dirs and exits; the first caller's exit code wins. */
function exitAfterCleanUp(code: number): Promise<never> {
  exiting ??= cleanUp()
    .catch((error: unknown) => console.error('Clean-up failed:', error))
    .then(() => process.exit(code));
  return exiting;
}

function onSignal(signal: NodeJS.Signals, code: number): void {
  interrupted = true;
  console.error(`\n${signal}: stopping the child processes and deleting the temp dirs…`);
  void exitAfterCleanUp(code);
}

process.once('SIGINT', () => onSignal('SIGINT', 130));
process.once('SIGTERM', () => onSignal('SIGTERM', 143));
setTimeout(() => {
  interrupted = true;
  console.error(`\nThe bench ran past ${WATCHDOG_MS / 60_000} minutes: stopping.`);
  void exitAfterCleanUp(1);
}, WATCHDOG_MS).unref();

main()
  .then(exitAfterCleanUp)
  .catch((error: unknown) => {
    if (!interrupted) console.error(error);
    return exitAfterCleanUp(1);
  });
