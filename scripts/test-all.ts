/**
 * `npm test`: every check the project has, in order, stopping at the first failure.
 *
 *   npm test                     all steps
 *   npm test -- types-lint e2e   only the named steps (names below), in the usual order
 *   npm test -- --keep-going     run every step even after a failure
 *
 * Single-threaded steps (tsc with eslint, the generated-file checks, the evaluation, the web build,
 * starting the e2e server) and the server unit tests run side by side, one per core; the integration
 * and web tests and Playwright, which keep every core busy, run alone. The order of the list below
 * is the order steps start in. A step running alone streams its output
 * through; steps running side by side prefix each line with their name. A header names each step
 * when it starts, a line says how it ended and how long it took, and the summary gives each
 * step's time and the whole run's. The last line is `N passed, N failed` (steps, not tests), and
 * the exit code is non-zero when any step failed. A step whose npm script is missing fails: every
 * check listed here is meant to exist.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2eServer } from '../e2e/support/server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

type Outcome = { ok: true; note?: string } | { ok: false; reason: string };

interface Step {
  name: string;
  title: string;
  /** A step whose result this one depends on: it starts after it, and with --keep-going it is not run when that failed. */
  needs?: string;
  /** Runs with no other step: it keeps every core busy, or the steps after it need what it makes. */
  alone?: true;
  run: (output: Output) => Promise<Outcome>;
}

/** Where a step's child processes write: straight through, or line by line behind the step's name. */
type Output = 'inherit' | { prefix: string };

function bin(name: string): string {
  return path.join(BIN, name);
}

function print(output: Output, line: string): void {
  console.log(output === 'inherit' ? line : `${output.prefix}${line}`);
}

/** Runs a command from the repository root, its output inherited or prefixed (see Output). */
function exec(output: Output, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  print(output, `$ ${[path.relative(ROOT, command) || command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...env },
    });
    if (output !== 'inherit') {
      for (const stream of [child.stdout, child.stderr]) {
        if (stream) readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => print(output, line));
      }
    }
    child.once('error', (error) => resolve({ ok: false, reason: `could not start ${command}: ${error.message}` }));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve({ ok: true });
      else resolve({ ok: false, reason: signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

function npmScripts(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return manifest.scripts ?? {};
}

async function npmRun(output: Output, script: string, ...args: string[]): Promise<Outcome> {
  if (!(script in npmScripts())) return { ok: false, reason: `package.json has no "${script}" script` };
  return exec(output, NPM, ['run', script, ...(args.length ? ['--', ...args] : [])]);
}

const PRISMA_SCHEMA = path.join(ROOT, 'prisma', 'schema.prisma');
const GENERATED = [
  path.join(ROOT, 'graphql-server', 'generated', 'prisma', 'client.ts'),
  path.join(ROOT, 'graphql-server', 'generated', 'pothos-prisma-types.ts'),
];

/** Why the generated Prisma client must be (re)generated, or undefined when it is current. */
function prismaClientStale(): string | undefined {
  const missing = GENERATED.filter((file) => !existsSync(file));
  if (missing.length) return `missing ${missing.map((file) => path.relative(ROOT, file)).join(', ')}`;
  const schemaTime = statSync(PRISMA_SCHEMA).mtimeMs;
  if (GENERATED.some((file) => statSync(file).mtimeMs < schemaTime)) return 'prisma/schema.prisma is newer';
  return undefined;
}

const STEPS: Step[] = [
  {
    name: 'generate',
    title: 'Prisma client generated',
    // Everything after it reads the generated client.
    alone: true,
    run: async (output) => {
      const why = prismaClientStale();
      if (!why) return { ok: true, note: 'already generated, not rerun' };
      print(output, `generating: ${why}`);
      return exec(output, bin('prisma'), ['generate']);
    },
  },
  // One process, one TypeScript program for both: the type-aware lint rules find the types tsc
  // computed (scripts/check-types-and-lint.ts). The longest check, so it starts first.
  {
    name: 'types-lint',
    title: 'type-check and lint (tsc --noEmit and eslint . on one program)',
    run: (output) => exec(output, bin('tsx'), [path.join('scripts', 'check-types-and-lint.ts')]),
  },
  { name: 'schema', title: 'schema.graphql up to date', run: (output) => npmRun(output, 'schema:print', '--check') },
  { name: 'migrations', title: 'migrations cover the Prisma schema', run: (output) => npmRun(output, 'db:migration:check') },
  { name: 'relay', title: 'Relay artifacts up to date', run: (output) => exec(output, bin('relay-compiler'), ['--validate']) },
  { name: 'intl', title: 'message catalogs complete', run: (output) => npmRun(output, 'intl:check') },
  { name: 'eval', title: 'optimizer evaluation at its thresholds (npm run eval:optimizer)', run: (output) => npmRun(output, 'eval:optimizer') },
  // Before vitest, beside the single-threaded checks: Playwright needs it, vitest does not.
  { name: 'build', title: 'build the web client', run: (output) => npmRun(output, 'build:web') },
  // Also beside the checks, on the core they leave free: the server Playwright tests (a fresh data
  // directory to migrate, the client to compress: about 20 s of CPU), and the unit tests, which need
  // no database and mostly wait on sockets and timers (docs/testing.md).
  { name: 'e2e-server', title: 'start the server for the end-to-end tests', needs: 'build', run: startServerForE2e },
  { name: 'unit', title: 'server unit tests (vitest run --project unit)', run: (output) => exec(output, bin('vitest'), ['run', '--project', 'unit']) },
  {
    name: 'vitest',
    title: 'integration and web tests (vitest run --project integration --project web)',
    alone: true,
    run: (output) => exec(output, bin('vitest'), ['run', '--project', 'integration', '--project', 'web']),
  },
  { name: 'e2e', title: 'end-to-end tests (Playwright)', needs: 'build', alone: true, run: (output) => exec(output, bin('playwright'), ['test']) },
];

/** Stops the server the e2e-server step started, if it did. */
let stopE2eServer: (() => Promise<void>) | undefined;

/**
 * Starts the e2e server (e2e/support/server.ts) and hands its address to the e2e step through the
 * environment, where Playwright's global setup finds it instead of starting one; main() stops it.
 */
async function startServerForE2e(output: Output): Promise<Outcome> {
  const server = await startE2eServer((line) => print(output, line));
  Object.assign(process.env, server.env);
  stopE2eServer = server.stop;
  return { ok: true, note: server.env.E2E_BASE_URL };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const keepGoing = args.includes('--keep-going');
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length) {
    console.error(`unknown step(s): ${unknown.join(', ')}; the steps are: ${STEPS.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const steps = wanted.length ? STEPS.filter((step) => wanted.includes(step.name)) : STEPS;

  const results = new Map<Step, { outcome: Outcome | undefined; ms: number }>();
  const started = Date.now();
  const cores = os.availableParallelism();
  const running = new Map<Step, Promise<void>>();
  let failed = false;
  const failedStep = (name: string) => results.get(steps.find((step) => step.name === name)!)?.outcome?.ok === false;

  for (const [index, step] of steps.entries()) {
    // In list order: a step waits for the one it needs and for a core (for every core when alone).
    const needed = steps.find((other) => other.name === step.needs);
    if (needed && running.has(needed)) await running.get(needed);
    while (running.size > 0 && (step.alone || running.size >= cores || [...running.keys()].some((other) => other.alone))) {
      await Promise.race(running.values());
    }
    if (failed && !keepGoing) {
      results.set(step, { outcome: undefined, ms: 0 });
      continue;
    }
    if (step.needs && failedStep(step.needs)) {
      console.log(`\n=== [${index + 1}/${steps.length}] ${step.title}: not run, ${step.needs} failed ===`);
      results.set(step, { outcome: undefined, ms: 0 });
      continue;
    }
    const beside = [...running.keys()].map((other) => other.name);
    const output: Output = step.alone ? 'inherit' : { prefix: `[${step.name}] ` };
    console.log(`\n=== [${index + 1}/${steps.length}] ${step.title} (${step.name})${beside.length ? `, beside ${beside.join(', ')}` : ''} ===`);
    const stepStarted = Date.now();
    const ended = step.run(output).catch((error: unknown): Outcome => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }));
    const finished = ended.then((outcome) => {
      const ms = Date.now() - stepStarted;
      results.set(step, { outcome, ms });
      running.delete(step);
      if (outcome.ok) {
        console.log(`--- ${step.name}: passed in ${seconds(ms)}${outcome.note ? ` (${outcome.note})` : ''}`);
      } else {
        failed = true;
        console.log(`--- ${step.name}: FAILED in ${seconds(ms)} (${outcome.reason})`);
      }
    });
    running.set(step, finished);
  }
  await Promise.all(running.values());
  await stopE2eServer?.();

  console.log(`\n=== summary (${seconds(Date.now() - started)}) ===`);
  for (const step of steps) {
    const { outcome, ms } = results.get(step)!;
    const state = outcome === undefined ? 'not run' : outcome.ok ? 'passed' : 'FAILED';
    const detail = outcome && !outcome.ok ? `  ${outcome.reason}` : '';
    console.log(`${step.name.padEnd(11)} ${state.padEnd(8)} ${outcome ? seconds(ms).padStart(7) : ''}${detail}`.trimEnd());
  }
  const passed = steps.filter((step) => results.get(step)!.outcome?.ok);
  const failures = steps.filter((step) => results.get(step)!.outcome?.ok === false);
  const notRun = steps.filter((step) => results.get(step)!.outcome === undefined);
  if (failures.length) {
    console.log(`\nfailed step: ${failures.map((step) => `${step.name} (${step.title})`).join(', ')}`);
    if (notRun.length) console.log(`not run after it: ${notRun.map((step) => step.name).join(', ')}`);
  }
  console.log(`${passed.length} passed, ${failures.length} failed`);
  return failures.length ? 1 : 0;
}

process.exitCode = await main();
