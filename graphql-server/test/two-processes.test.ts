/**
 * Two server processes on one PostgreSQL database, as in a multi-instance deployment: sessions,
 * login limits, credits and optimizations in flight live in the database, so they hold across
 * processes. PostgreSQL only (PGlite is one process by design): run with scripts/start-test-postgres.sh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { hashPassword } from '../services/passwords.ts';
import { testPostgresUrl } from './database.ts';
import { testSessionSecret } from './client.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';

interface ServerProcess {
  child: ChildProcess;
  url: string;
}

async function startServer(dataDir: string, openAiUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'graphql-server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SESSION_SECRET: testSessionSecret,
      ADMIN_PASSWORD: 'admin-password-for-tests',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      NODE_ENV: 'production',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: openAiUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  child.stdout!.resume();
  return { child, url };
}

async function call(server: ServerProcess, method: string, pathname: string, options: { body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  return { status: response.status, cookie, body: await response.json() };
}

describe.skipIf(!testPostgresUrl)('two server processes on one PostgreSQL', () => {
  let dataDir: string;
  let first: ServerProcess;
  let second: ServerProcess;
  let upstream: FakeOpenAi;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-two-'));
    // Both processes optimize with the openai engine; its answers take a while, so parallel requests overlap at the model.
    upstream = await startFakeOpenAi({ defaultAnswer: { delayMs: 200 } });
    first = await startServer(path.join(dataDir, 'a'), upstream.url);
    second = await startServer(path.join(dataDir, 'b'), upstream.url);
  }, 120_000);

  afterAll(async () => {
    for (const server of [first, second]) server?.child.kill('SIGTERM');
    await upstream?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a logout on one process ends the session on the other', async () => {
    const registered = await call(first, 'POST', '/api/register', { body: { username: 'twoproc', email: 'twoproc@example.com', password: 'secret123' } });
    expect(registered.status).toBe(201);
    const cookie = registered.cookie!;
    expect((await call(second, 'GET', '/api/user', { cookie })).status).toBe(200);
    expect((await call(first, 'POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await call(second, 'GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('counts login attempts across both processes: 40 parallel wrong passwords, 10 checked', async () => {
    await call(first, 'POST', '/api/register', { body: { username: 'twolimit', email: 'twolimit@example.com', password: 'secret123' } });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => call(index % 2 === 0 ? first : second, 'POST', '/api/login', { body: { username: 'twolimit', password: 'wrong-password' } })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
  it('spends credits atomically across both processes: 50 parallel optimizations with 3 credits, at most 3 succeed, then exactly 3 in all', async () => {
    const registered = await call(first, 'POST', '/api/register', { body: { username: 'twocredits', email: 'twocredits@example.com', password: 'secret123' } });
    const cookie = registered.cookie!;
    const optimize = (server: ServerProcess) => call(server, 'POST', '/api/optimize', { cookie, body: { originalContent: 'escribe un post de instagram para mi producto' } });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => optimize(index % 2 === 0 ? first : second)));
    const statuses = responses.map((response) => response.status);
    const successes = statuses.filter((status) => status === 200).length;
    expect(successes).toBeLessThanOrEqual(3);
    // The others ran out of credits (403) or found 2 optimizations in flight (429).
    expect(statuses.filter((status) => status === 403 || status === 429)).toHaveLength(50 - successes);
    for (let run = successes; run < 3; run += 1) expect((await optimize(run % 2 === 0 ? first : second)).status).toBe(200);
    expect((await optimize(second)).status).toBe(403);
    const user = await prisma.user.findUniqueOrThrow({ where: { usernameKey: 'twocredits' } });
    expect(await prisma.optimization.count({ where: { userId: user.id } })).toBe(3);
  });

  it('caps optimizations in flight per user across both processes: 20 parallel ones on an unlimited plan, never more than 2 at the model', async () => {
    const registered = await call(first, 'POST', '/api/register', { body: { username: 'twoinflight', email: 'twoinflight@example.com', password: 'secret123' } });
    const user = await prisma.user.findUniqueOrThrow({ where: { usernameKey: 'twoinflight' } });
    await prisma.subscription.update({ where: { userId: user.id }, data: { planType: 'pro', status: 'active', premiumExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000) } });
    upstream.reset();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2 === 0 ? first : second, 'POST', '/api/optimize', { cookie: registered.cookie!, body: { originalContent: 'escribe un post de instagram para mi producto' } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBe(upstream.requests.length);
    expect(statuses.filter((status) => status === 429).length).toBe(20 - upstream.requests.length);
    expect(upstream.mostInFlight).toBeGreaterThanOrEqual(1);
    expect(upstream.mostInFlight).toBeLessThanOrEqual(2);
  });

  it("both processes' cached library pages see a write made by the other or by plain SQL on the next request", async () => {
    const registered = await call(first, 'POST', '/api/register', { body: { username: 'twocache', email: 'twocache@example.com', password: 'secret123' } });
    const cookie = registered.cookie!;
    const page = async (server: ServerProcess) => (await call(server, 'GET', '/api/categories/marketing/prompts?limit=5', { cookie })).body as { id: number; title: string; content: string | null }[];
    const [before] = await page(first);
    expect((await page(second))[0]).toEqual(before);

    await prisma.$executeRaw`UPDATE "Prompt" SET "content" = 'Edited behind both processes.' WHERE "id" = ${before.id}`;
    for (const server of [first, second]) expect((await page(server))[0]).toMatchObject({ id: before.id, content: 'Edited behind both processes.' });

    const category = await prisma.category.findUniqueOrThrow({ where: { slug: 'marketing' } });
    const created = await call(first, 'POST', '/api/prompts', { cookie, body: { title: 'Written on the first process', content: 'Own prompt.', categoryId: category.id } });
    expect(created.status).toBe(201);
    expect((await page(second))[0]).toMatchObject({ title: 'Written on the first process', content: 'Own prompt.' });
  });
  it("never gives a team a sixth seat across both processes: 10 invitations at once, split between them, make 4", async () => {
    const passwordHash = await hashPassword('secret123');
    const person = (name: string) =>
      prisma.user.create({ data: { username: name, usernameKey: name, email: `${name}@example.com`, emailKey: `${name}@example.com`, passwordHash, subscription: { create: {} } } });
    const owner = await person('twoteamowner');
    await prisma.subscription.update({ where: { userId: owner.id }, data: { planType: 'enterprise', status: 'active', premiumExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000) } });
    await prisma.team.create({ data: { name: 'Two', members: { create: { userId: owner.id, role: 'OWNER' } } } });
    const invitees = await Promise.all(Array.from({ length: 10 }, (_, index) => person(`twoteam${index}`)));
    const { cookie } = await call(first, 'POST', '/api/login', { body: { username: 'twoteamowner', password: 'secret123' } });
    const responses = await Promise.all(
      invitees.map((invitee, index) => call(index % 2 === 0 ? first : second, 'POST', '/api/team/invitations', { cookie, body: { usernameOrEmail: invitee.username } })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 403)).toHaveLength(6);
  });
});
