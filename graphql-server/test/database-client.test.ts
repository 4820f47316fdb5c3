import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { testPostgresUrl } from './database.ts';
import { chooseDatabase, connectDatabase } from '../db/client.ts';
import { LOCK_FILE_NAME } from '../db/data-dir-lock.ts';

describe('choosing the database from DATABASE_URL', () => {
  it('uses PGlite under the data directory when unset, in memory for memory://, else PostgreSQL', () => {
    expect(chooseDatabase(undefined, '/srv/data')).toEqual({ kind: 'pglite', directory: path.join('/srv/data', 'pglite') });
    expect(chooseDatabase('memory://', '/srv/data')).toEqual({ kind: 'pglite', directory: undefined });
    for (const url of ['postgres://u@db/app', 'postgresql://u@db/app']) {
      expect(chooseDatabase(url, '/srv/data')).toEqual({ kind: 'postgres', url });
    }
  });

  it('refuses anything else without repeating the URL, which may hold a password', () => {
    expect(() => chooseDatabase('mysql://root:hunter2@db/app', '/srv/data')).toThrow(/DATABASE_URL must be .* it starts with "mysql:"/);
    expect(() => chooseDatabase('mysql://root:hunter2@db/app', '/srv/data')).not.toThrow(/hunter2/);
  });
});

describe('the test database', () => {
  it('is the one the environment asks for', async () => {
    const { kind } = chooseDatabase(process.env.DATABASE_URL, '/unused');
    expect(kind).toBe(testPostgresUrl ? 'postgres' : 'pglite');
    await expect(connectDatabase(readConfig())).rejects.toThrow('connectDatabase() was called twice');
  });
});

const clientModule = fileURLToPath(new URL('../db/client.ts', import.meta.url));
const configModule = fileURLToPath(new URL('../config.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// A minimal server: opens the embedded database, reports, adds a category when asked, and closes
// the database when its stdin ends.
const serverScript = `
import { connectDatabase, disconnectDatabase, prisma } from ${JSON.stringify(clientModule)};
import { readConfig } from ${JSON.stringify(configModule)};
const started = performance.now();
try {
  await connectDatabase(readConfig());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const openedMs = Math.round(performance.now() - started);
if (process.argv.includes('--write')) await prisma.category.create({ data: { name: 'Persisted', slug: 'persisted' } });
console.log(JSON.stringify({ openedMs, categories: await prisma.category.count() }));
process.stdin.on('end', async () => {
  await disconnectDatabase();
  process.exit(0);
});
process.stdin.resume();
`;

function startServer(script: string, dataDir: string, ...args: string[]): ChildProcessWithoutNullStreams {
  const { DATABASE_URL: _unset, ...env } = process.env;
  // Not through the tsx CLI, which runs the script in a second process with another pid.
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env: { ...env, DATA_DIR: dataDir } });
}

async function readReport(server: ChildProcessWithoutNullStreams): Promise<{ openedMs: number; categories: number }> {
  const stderr: string[] = [];
  server.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  for await (const line of createInterface({ input: server.stdout })) {
    if (line.startsWith('{')) return JSON.parse(line) as { openedMs: number; categories: number };
  }
  throw new Error(`The server exited without reporting: ${stderr.join('')}`);
}

async function failure(server: ChildProcessWithoutNullStreams): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(server, 'exit')) as [number | null];
  return { code, stderr };
}

describe('the embedded database in a data directory', () => {
  it('persists, refuses a second server, and survives a crash of the first', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'promptario-datadir-'));
    try {
      const script = path.join(root, 'server.mts'); // .mts: ESM outside the package
      await writeFile(script, serverScript);
      const dataDir = path.join(root, 'nested', 'data'); // parents created on start

      const first = startServer(script, dataDir, '--write');
      const created = await readReport(first);
      expect(created.categories).toBe(1);

      const second = await failure(startServer(script, dataDir));
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`The data directory ${dataDir} is in use by another Promptario server (pid ${first.pid})`);

      // Killed without closing anything: the lock is left behind, stale.
      first.kill('SIGKILL');
      await once(first, 'exit');
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

      const third = startServer(script, dataDir);
      const reopened = await readReport(third);
      expect(reopened.categories).toBe(1);
      third.stdin.end();
      const [code] = (await once(third, 'exit')) as [number | null];
      expect(code).toBe(0);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      console.info(`PGlite data directory: created and migrated in ${created.openedMs} ms, reopened in ${reopened.openedMs} ms`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
