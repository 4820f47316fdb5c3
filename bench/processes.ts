/**
 * The child processes and temp dirs of a bench run, and tearing all of them down whatever happens.
 *
 * Every child gets its own process group (detached), so stopping it reaches what it started too
 * (the PostgreSQL script runs the search worker as its child). Because detached children do not get
 * the terminal's Ctrl-C, bench/run.ts stops them itself on SIGINT/SIGTERM.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  /** What it printed: the tail of its log file, or of its captured output. */
  output(): Promise<string>;
}

const children = new Set<Child>();
const tempDirs = new Set<string>();

export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

const OUTPUT_LIMIT = 256 * 1024; // captured output kept per stream: results and error tails fit

/** Bundles the server into dist/server/main.js (`npm run build:server`), as `npm start` does. */
export function buildServer(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'graphql-server/scripts/build.ts'], { cwd: repoRoot, stdio: 'ignore' });
}

/** The server as production runs it (`npm start`): the bundle built by buildServer(). */
export const compiledServer = (): [string, string[]] => [process.execPath, ['dist/server/main.js']];

/** `node --import tsx <script>`: one process, unlike the tsx CLI which starts node as its child. */
export function tsNode(script: string, ...args: string[]): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', script, ...args]];
}

/**
 * Starts a command from the repo root. With `logFile` its output goes straight to that file (a
 * server's request log must not cost the benchmark a pipe to this process); otherwise it is captured.
 */
export function startChild(
  name: string,
  [command, args]: [string, string[]],
  options: { env: NodeJS.ProcessEnv; logFile?: string },
): Child {
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: options.env,
    detached: true,
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd); // the child holds its own copy

  let captured = '';
  const capture = (chunk: Buffer) => {
    captured = (captured + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);

  let exitedFlag = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      capture(Buffer.from(`\n${name} could not start: ${error.message}\n`));
      exitedFlag = true;
      resolve('spawn-error');
    });
    child.once('close', (code, signal) => {
      exitedFlag = true;
      resolve(code ?? signal ?? 'unknown');
    });
  });

  const handle: Child = {
    name,
    process: child,
    exited,
    hasExited: () => exitedFlag,
    output: async () => (options.logFile ? (await readFile(options.logFile, 'utf8').catch(() => '')).slice(-OUTPUT_LIMIT) : captured),
  };
  children.add(handle);
  void exited.then(() => children.delete(handle));
  return handle;
}

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  if (child.process.pid === undefined) return;
  try {
    process.kill(-child.process.pid, signal); // the whole group: the child and what it started
  } catch {
    // already gone
  }
}

/**
 * SIGTERM, then SIGKILL after `graceMs`. The grace matters for the PostgreSQL script: on SIGTERM it
 * stops its cluster and deletes its data directory before exiting.
 */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (child.hasExited()) return;
  signalGroup(child, 'SIGTERM');
  if (await Promise.race([child.exited.then(() => true), sleep(graceMs).then(() => false)])) return;
  signalGroup(child, 'SIGKILL');
  await Promise.race([child.exited, sleep(5_000)]);
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Stops every child still running and deletes every temp dir. Safe to call more than once. */
export async function cleanUp(): Promise<void> {
  await stopAllChildren();
  await Promise.all(
    [...tempDirs].map(async (dir) => {
      await rm(dir, { recursive: true, force: true, maxRetries: 3 });
      tempDirs.delete(dir);
    }),
  );
}

/** A port free on the loopback interface right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `url` until it answers 200; fails early if the child exits, and after `timeoutMs`. */
export async function waitForHealth(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.hasExited()) {
      throw new Error(`${child.name} exited before it was healthy:\n${tail(await child.output())}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${child.name} was not healthy at ${url} within ${timeoutMs / 1000} s:\n${tail(await child.output())}`);
}

/**
 * Waits until `url` answers within `fastMs`: requests a load run left queued (timed out on the client
 * side, still being worked through by the server) must not be measured as the next scenario's.
 */
export async function waitUntilIdle(url: string, fastMs = 100, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).text();
    } catch {
      // busy: try again
    }
    if (performance.now() - started < fastMs) return;
    await sleep(250);
  }
}

/** Waits for a child to finish on its own, stopping it after `timeoutMs`. */
export async function waitForExit(child: Child, timeoutMs: number): Promise<number | string> {
  const finished = await Promise.race([child.exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
  if (finished !== 'timeout') return finished;
  await stopChild(child);
  throw new Error(`${child.name} did not finish within ${timeoutMs / 1000} s:\n${tail(await child.output())}`);
}

/** The last lines of some output, for error messages. */
export function tail(text: string, lines = 20): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
