/**
 * `npm test`: every check the project has, in order, stopping at the first failure.
 *
 *   npm test                     all steps
 *   npm test -- lint e2e         only the named steps (names below), in the usual order
 *   npm test -- --keep-going     run every step even after a failure
 *
 * Each step's own output streams through; a header names the step, a line after it says how it
 * ended and how long it took. The last line is `N passed, N failed` (steps, not tests), and the
 * exit code is non-zero when any step failed. A step whose npm script is missing fails: every
 * check listed here is meant to exist.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

type Outcome = { ok: true; note?: string } | { ok: false; reason: string };

interface Step {
  name: string;
  title: string;
  /** A step whose result this one depends on: with --keep-going it is not run when that failed. */
  needs?: string;
  run: () => Promise<Outcome>;
}

function bin(name: string): string {
  return path.join(BIN, name);
}

/** Runs a command from the repository root with inherited output. */
function exec(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  console.log(`$ ${[path.relative(ROOT, command) || command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...env },
    });
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

async function npmRun(script: string, ...args: string[]): Promise<Outcome> {
  if (!(script in npmScripts())) return { ok: false, reason: `package.json has no "${script}" script` };
  return exec(NPM, ['run', script, ...(args.length ? ['--', ...args] : [])]);
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
    run: async () => {
      const why = prismaClientStale();
      if (!why) return { ok: true, note: 'already generated, not rerun' };
      console.log(`generating: ${why}`);
      return exec(bin('prisma'), ['generate']);
    },
  },
  { name: 'typecheck', title: 'type-check (tsc --noEmit)', run: () => exec(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) },
  { name: 'lint', title: 'lint (eslint .)', run: () => exec(bin('eslint'), ['.']) },
  { name: 'schema', title: 'schema.graphql up to date', run: () => npmRun('schema:print', '--check') },
  { name: 'migrations', title: 'migrations cover the Prisma schema', run: () => npmRun('db:migration:check') },
  { name: 'relay', title: 'Relay artifacts up to date', run: () => exec(bin('relay-compiler'), ['--validate']) },
  { name: 'intl', title: 'message catalogs complete', run: () => npmRun('intl:check') },
  { name: 'eval', title: 'optimizer evaluation at its thresholds (npm run eval:optimizer)', run: () => npmRun('eval:optimizer') },
  { name: 'vitest', title: 'unit and integration tests (vitest run)', run: () => exec(bin('vitest'), ['run']) },
  { name: 'build', title: 'build the web client', run: () => npmRun('build:web') },
  { name: 'e2e', title: 'end-to-end tests (Playwright)', needs: 'build', run: () => exec(bin('playwright'), ['test']) },
];

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

  const results: { step: Step; outcome: Outcome | undefined; ms: number }[] = [];
  const started = Date.now();
  let failed = false;
  for (const [index, step] of steps.entries()) {
    if (failed && !keepGoing) {
      results.push({ step, outcome: undefined, ms: 0 });
      continue;
    }
    if (step.needs && results.some((r) => r.step.name === step.needs && r.outcome?.ok === false)) {
      console.log(`\n=== [${index + 1}/${steps.length}] ${step.title}: not run, ${step.needs} failed ===`);
      results.push({ step, outcome: undefined, ms: 0 });
      continue;
    }
    console.log(`\n=== [${index + 1}/${steps.length}] ${step.title} (${step.name}) ===`);
    const stepStarted = Date.now();
    const outcome = await step.run();
    const ms = Date.now() - stepStarted;
    results.push({ step, outcome, ms });
    if (outcome.ok) {
      console.log(`--- ${step.name}: passed in ${seconds(ms)}${outcome.note ? ` (${outcome.note})` : ''}`);
    } else {
      failed = true;
      console.log(`--- ${step.name}: FAILED in ${seconds(ms)} (${outcome.reason})`);
    }
  }

  console.log(`\n=== summary (${seconds(Date.now() - started)}) ===`);
  for (const { step, outcome, ms } of results) {
    const state = outcome === undefined ? 'not run' : outcome.ok ? 'passed' : 'FAILED';
    const detail = outcome && !outcome.ok ? `  ${outcome.reason}` : '';
    console.log(`${step.name.padEnd(11)} ${state.padEnd(8)} ${outcome ? seconds(ms).padStart(7) : ''}${detail}`.trimEnd());
  }
  const passed = results.filter((r) => r.outcome?.ok).length;
  const failures = results.filter((r) => r.outcome && !r.outcome.ok);
  const notRun = results.filter((r) => r.outcome === undefined);
  if (failures.length) {
    console.log(`\nfailed step: ${failures.map((r) => `${r.step.name} (${r.step.title})`).join(', ')}`);
    if (notRun.length) console.log(`not run after it: ${notRun.map((r) => r.step.name).join(', ')}`);
  }
  console.log(`${passed} passed, ${failures.length} failed`);
  return failures.length ? 1 : 0;
}

process.exitCode = await main();
