/**
 * Start-up figures: time from spawning the server to its first 200 on /healthz, and its resident
 * memory once idle. The compiled server (`npm start`: node dist/server/main.js) is built first and
 * compared with the same code run through tsx (`npm run dev` without watch).
 *
 * The first start creates the data directory (migrations, seeding); the restarts open it again,
 * which is what a deploy or a crash recovery costs. Standalone: `npx tsx bench/startup.ts`.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer, cleanUp, compiledServer, freePort, makeTempDir, startChild, stopChild, tail, tsNode, type Child } from './processes.ts';
import { fixed, formatTable, whole } from './table.ts';

const RESTARTS = 3;
const START_TIMEOUT_MS = 120_000; // the first start migrates and seeds
const IDLE_MS = 3_000; // after the first response, before reading RSS: start-up garbage collected or not, as in real life
const POLL_MS = 10;

export interface StartupResult {
  server: string;
  firstStartMs: number | undefined;
  restartMs: number[];
  /** CPU time (user + system) the process used until ready: unlike wall time, barely moved by other load. */
  restartCpuMs: number[];
  idleRssMb: number;
}

const SERVERS: { name: string; command: () => [string, string[]] }[] = [
  { name: 'compiled (node dist/server/main.js)', command: compiledServer },
  { name: 'tsx (graphql-server/main.ts)', command: () => tsNode('graphql-server/main.ts') },
];

/** utime + stime of a process, from /proc/<pid>/stat (in clock ticks of 10 ms on Linux). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name in parentheses may hold spaces
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Milliseconds from spawn to the first 200 on /healthz, polled every 10 ms. */
async function timeToHealthy(child: Child, url: string, started: number): Promise<number> {
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.hasExited()) throw new Error(`${child.name} exited before it was healthy:\n${tail(await child.output())}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  throw new Error(`${child.name} was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${tail(await child.output())}`);
}

async function startOnce(
  server: (typeof SERVERS)[number],
  dataDir: string,
  env: NodeJS.ProcessEnv,
  measureRss: boolean,
): Promise<{ ms: number; cpuMs: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = startChild(server.name, server.command(), {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    logFile: path.join(dataDir, '..', 'startup.log'),
  });
  try {
    const ms = await timeToHealthy(child, `http://127.0.0.1:${port}/healthz`, started);
    const pid = child.process.pid as number;
    const cpu = await cpuMs(pid);
    let rss = NaN;
    if (measureRss) {
      await sleep(IDLE_MS);
      rss = await rssMb(pid);
    }
    return { ms, cpuMs: cpu, rssMb: rss };
  } finally {
    await stopChild(child);
  }
}

/**
 * Builds the server, starts it once on a fresh data directory, then restarts each variant on it
 * `RESTARTS` times. `env` is the children's environment without PORT, DATA_DIR and NODE_ENV.
 */
export async function runStartupBench(tmp: string, env: NodeJS.ProcessEnv): Promise<StartupResult[]> {
  buildServer();
  const dataDir = path.join(tmp, 'startup-data');
  const childEnv = { ...env, ADMIN_PASSWORD: randomBytes(16).toString('hex') };
  const first = await startOnce(SERVERS[0], dataDir, childEnv, false);
  const results: StartupResult[] = SERVERS.map((server, index) => ({
    server: server.name,
    firstStartMs: index === 0 ? first.ms : undefined,
    restartMs: [],
    restartCpuMs: [],
    idleRssMb: NaN,
  }));
  for (let round = 0; round < RESTARTS; round += 1) {
    // Interleaved, so a busy moment on the machine does not land on one variant only.
    for (const [index, server] of SERVERS.entries()) {
      const { ms, cpuMs, rssMb } = await startOnce(server, dataDir, childEnv, round === 0);
      results[index].restartMs.push(ms);
      results[index].restartCpuMs.push(cpuMs);
      if (round === 0) results[index].idleRssMb = rssMb;
    }
  }
  return results;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function printStartupTable(results: StartupResult[]): void {
  console.log(`\nServer start-up (PGlite; time to the first 200 on /healthz; median of ${RESTARTS} restarts on an existing data dir)\n`);
  console.log(
    formatTable(
      ['Server', 'first start ms (new data dir)', 'restart ms (median)', 'restarts ms', 'restart CPU ms (median)', `idle RSS MB (${IDLE_MS / 1000} s after)`],
      results.map((r) => [
        r.server,
        r.firstStartMs === undefined ? '—' : whole(r.firstStartMs),
        whole(median(r.restartMs)),
        r.restartMs.map(whole).join(' / '),
        whole(median(r.restartCpuMs)),
        fixed(r.idleRssMb, 0),
      ]),
    ),
  );
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_POSTGRES_URL', 'SESSION_SECRET']) delete env[name];
  try {
    printStartupTable(await runStartupBench(await makeTempDir('promptario-startup-'), env));
  } finally {
    await cleanUp();
  }
}
