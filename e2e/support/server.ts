import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Playwright global setup: starts the real server once for the whole run and returns its teardown.
 *
 * The client must already be built (`npm run build:web`; `npm test` does it before Playwright).
 * The server is bundled here (esbuild, about a second, so never stale) and runs as `npm start` runs
 * it: `node dist/server/main.js`, `NODE_ENV=production`, serving dist/web, on a free port, with
 * a fresh temporary DATA_DIR (embedded PGlite) and a known admin password. What the specs need is
 * handed to them through the environment, which the workers inherit:
 *   E2E_BASE_URL        the server's origin (also the config's `baseURL`)
 *   E2E_ADMIN_USERNAME  the admin account (ADMIN_USERNAME)
 *   E2E_ADMIN_PASSWORD  its password (ADMIN_PASSWORD)
 *   E2E_DATA_DIR        its DATA_DIR: without SMTP_URL, its mail is written to E2E_DATA_DIR/outbox
 *
 * Setting E2E_BASE_URL before running Playwright skips all this and tests that server instead.
 * E2E_KEEP_DATA=1 keeps the data directory and server log for a look afterwards.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'e2e-admin-Passw0rd';

// A fresh data directory is created and migrated at start: over a minute on a busy shared machine.
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('could not find a free port'))));
    });
  });
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no server output)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function waitForHealthy(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the e2e server exited (${child.exitCode ?? child.signalCode}) before /healthz answered.\n` +
          `Last server output (${logFile}):\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the e2e server did not answer 200 on ${baseURL}/healthz within ${STARTUP_TIMEOUT_MS / 1000} s ` +
      `(last: ${lastProblem}).\nLast server output (${logFile}):\n${tail(logFile)}`,
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    console.error(`[e2e] server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
    child.kill('SIGKILL');
  }, SHUTDOWN_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** A started e2e server: what the specs read from the environment, and how to stop it. */
export interface E2eServer {
  env: { E2E_BASE_URL: string; E2E_DATA_DIR: string; E2E_ADMIN_USERNAME: string; E2E_ADMIN_PASSWORD: string };
  stop(): Promise<void>;
}

/**
 * Bundles and starts the server as described above. `npm test` (scripts/test-all.ts) calls it
 * beside the checks, where a core is free, and hands the environment to Playwright, whose global
 * setup then finds E2E_BASE_URL set.
 */
export async function startE2eServer(log: (line: string) => void = console.log): Promise<E2eServer> {
  const adminUsername = process.env.E2E_ADMIN_USERNAME || DEFAULT_ADMIN_USERNAME;
  const adminPassword = process.env.E2E_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  const built = execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'graphql-server/scripts/build.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  for (const line of built.split('\n')) if (line.trim()) log(line);
  const entry = path.join(REPO_ROOT, 'dist', 'server', 'main.js');
  const webIndex = path.join(REPO_ROOT, 'dist', 'web', 'index.html');
  if (!existsSync(webIndex)) {
    throw new Error(`[e2e] ${webIndex} is missing: run \`npm run build:web\` before the e2e tests`);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptario-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: path.join(dataDir, 'data'),
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
    WEB_DIST_DIR: path.join(REPO_ROOT, 'dist', 'web'),
    // The specs pay through the built-in test checkout, which a production server offers only when asked.
    PAYMENT_SANDBOX: 'on',
    // An address may create 5 accounts an hour: specs sign up from addresses of their own, which
    // they name in X-Forwarded-For as a proxy would (support/users.ts, fromNewAddress).
    TRUST_PROXY: '1',
  };
  // The run is self-contained: the embedded database in the fresh DATA_DIR, never a shared one.
  delete env.DATABASE_URL;
  delete env.SESSION_SECRET;

  const serverLog = createWriteStream(logFile);
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(serverLog, { end: false });
  child.stderr?.pipe(serverLog, { end: false });

  const started = Date.now();
  try {
    await waitForHealthy(baseURL, child, logFile);
  } catch (error) {
    await stop(child);
    serverLog.end();
    throw error;
  }
  log(`[e2e] server up at ${baseURL} in ${Date.now() - started} ms (data and log in ${dataDir})`);

  return {
    env: { E2E_BASE_URL: baseURL, E2E_DATA_DIR: env.DATA_DIR!, E2E_ADMIN_USERNAME: adminUsername, E2E_ADMIN_PASSWORD: adminPassword },
    stop: async () => {
      await stop(child);
      serverLog.end();
      if (child.exitCode !== 0 && child.signalCode !== 'SIGTERM') {
        console.error(`[e2e] the server ended with ${child.exitCode ?? child.signalCode}; last output:\n${tail(logFile)}`);
      }
      if (process.env.E2E_KEEP_DATA) log(`[e2e] kept ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  process.env.E2E_ADMIN_USERNAME ||= DEFAULT_ADMIN_USERNAME;
  process.env.E2E_ADMIN_PASSWORD ||= DEFAULT_ADMIN_PASSWORD;
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] testing the server already running at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  const server = await startE2eServer();
  Object.assign(process.env, server.env);
  return server.stop;
}
