/**
 * The admin bulk import with 10,000 prompts (issue 11): two batches of 5,000 (the per-batch limit)
 * through services/prompt-import.ts, first as new prompts, then again (each one found and counted as
 * updated), with the wall time and the process's peak RSS. Then a bystander during an import (issue
 * 18): the server listens in the same process as the database (as `npm start` runs it on PGlite), an
 * admin posts 5,000 new prompts to POST /api/admin/import-batch, and a signed-in client on its own
 * thread keeps sending GET /api/user: its latencies, quiet and during the import.
 *
 *   npx tsx bench/import.ts            # PGlite in a temp dir; PostgreSQL too when DATABASE_URL (or TEST_POSTGRES_URL) is set
 *   BENCH_ONLY=import npm run bench    # the same, from bench/run.ts
 *
 * One child process per database: the Prisma client picks its database when it is imported, and
 * each child's peak RSS is then its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBystander, type BystanderSample } from './bystander.ts';
import { registerUser } from './http-scenarios.ts';
import { summarize } from './stats.ts';

const PROMPTS = 10_000;
const BATCH = 5_000;

async function measure(): Promise<void> {
  const { readConfig } = await import('../graphql-server/config.ts');
  const { connectDatabase, disconnectDatabase, prisma } = await import('../graphql-server/db/client.ts');
  const { seedLibrary } = await import('../graphql-server/services/library-seed.ts');
  const { importPrompts } = await import('../graphql-server/services/prompt-import.ts');
  await connectDatabase(readConfig());
  try {
    await seedLibrary();
    const slugs = (await prisma.category.findMany({ select: { slug: true } })).map((category) => category.slug);
    const run = Date.now().toString(36);
    const batches = Array.from({ length: PROMPTS / BATCH }, (_, b) =>
      JSON.stringify(
        Array.from({ length: BATCH }, (_, i) => ({
          title: `Bench ${run} ${b * BATCH + i}`,
          content: `Actúa como experto. Escribe sobre el tema ${b * BATCH + i} con ejemplos, tono claro y un resumen final.`,
          category: slugs[i % slugs.length],
          language: i % 2 ? 'en' : 'es',
          isPremium: i % 3 === 0,
        })),
      ),
    );
    const rssBefore = process.memoryUsage().rss;
    const timeAll = async () => {
      const started = performance.now();
      let count = 0;
      for (const content of batches) count += (await importPrompts({ content })).count;
      return { count, seconds: (performance.now() - started) / 1000 };
    };
    const first = await timeAll();
    const again = await timeAll();
    const peakMb = process.resourceUsage().maxRSS / 1024;
    const bystander = await measureBystander(slugs, run);
    console.log(
      `BENCH_RESULT ${JSON.stringify({ first, again, rssBeforeMb: rssBefore / 1024 / 1024, peakRssMb: peakMb, prompts: await prisma.prompt.count(), bystander })}`,
    );
  } finally {
    await disconnectDatabase();
  }
}

const BYSTANDER_QUIET_MS = 3000;

const latencies = (samples: BystanderSample[]) => {
  const summary = summarize(samples.map((sample) => sample.ms));
  return { count: summary.count, p50: summary.p50, p95: summary.p95, max: Math.max(...samples.map((sample) => sample.ms)) };
};

/** GET /api/user from another thread, quiet and then while an admin imports BATCH new prompts over HTTP. */
async function measureBystander(slugs: string[], run: string) {
  const { prisma } = await import('../graphql-server/db/client.ts');
  const { createPromptarioApp } = await import('../graphql-server/http/create-app.ts');
  const { startHttpServer } = await import('../graphql-server/http/node-server.ts');
  const app = await createPromptarioApp({ sessionSecret: randomBytes(32).toString('hex'), development: false });
  const server = await startHttpServer(app, 0);
  try {
    const { port } = server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const cookie = await registerUser(baseUrl);
    const adminCookie = await registerUser(baseUrl);
    const newest = await prisma.user.findFirstOrThrow({ orderBy: { id: 'desc' }, select: { id: true } });
    await prisma.user.update({ where: { id: newest.id }, data: { role: 'ADMIN' } });
    const quietBystander = startBystander({ port, path: '/api/user', cookie });
    await sleep(BYSTANDER_QUIET_MS);
    const quiet = await quietBystander.stop();
    const content = JSON.stringify(
      Array.from({ length: BATCH }, (_, i) => ({ title: `Bystander ${run} ${i}`, content: `Prompt ${i} escrito durante la medición.`, category: slugs[i % slugs.length] })),
    );
    const bystander = startBystander({ port, path: '/api/user', cookie });
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/admin/import-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ content }),
    });
    const result = (await response.json()) as { created?: number };
    const importSeconds = (performance.now() - started) / 1000;
    const during = await bystander.stop();
    if (response.status !== 200 || result.created !== BATCH) throw new Error(`The import answered ${response.status}: ${JSON.stringify(result).slice(0, 300)}`);
    if (during.some((sample) => sample.status !== 200)) throw new Error('The bystander got an answer other than 200');
    return { importSeconds, quiet: latencies(quiet), during: latencies(during) };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function child(database: 'pglite' | 'postgres', env: NodeJS.ProcessEnv): void {
  const output = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, 'child'], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
  if (!line) throw new Error(`${database}: no result\n${output.slice(-2000)}`);
  const result = JSON.parse(line.slice('BENCH_RESULT '.length));
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `${database.padEnd(9)} import ${result.first.count} new: ${fmt(result.first.seconds)} s (${Math.round(result.first.count / result.first.seconds)}/s)` +
      ` · re-import ${result.again.count} (updated): ${fmt(result.again.seconds)} s · RSS ${Math.round(result.rssBeforeMb)} MB before, peak ${Math.round(result.peakRssMb)} MB`,
  );
  const { importSeconds, quiet, during } = result.bystander;
  const ms = (latency: { count: number; p50: number; p95: number; max: number }) =>
    `${latency.count} requests, p50 ${Math.round(latency.p50)} ms, p95 ${Math.round(latency.p95)} ms, max ${Math.round(latency.max)} ms`;
  console.log(`${''.padEnd(9)} bystander GET /api/user: quiet ${ms(quiet)} · during a ${BATCH} import over HTTP (${fmt(importSeconds)} s) ${ms(during)}`);
}

export async function runImportBench(): Promise<void> {
  console.log(`\nBulk import of ${PROMPTS.toLocaleString('en')} prompts (${PROMPTS / BATCH} batches of ${BATCH.toLocaleString('en')}):`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-import-bench-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
    delete env.DATABASE_URL;
    child('pglite', env);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL;
  if (postgresUrl) child('postgres', { ...process.env, DATABASE_URL: postgresUrl, NODE_ENV: 'production' });
  else console.log('postgres  skipped: set DATABASE_URL (or run under scripts/start-test-postgres.sh) for a throwaway PostgreSQL database');
}

if (process.argv[2] === 'child') await measure();
else if (import.meta.filename === process.argv[1]) await runImportBench();
