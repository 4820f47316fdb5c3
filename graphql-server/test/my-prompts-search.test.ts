/** My Prompts' search runs the library's search over all the viewer's own and saved prompts, over a real socket. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { countQueries } from './query-count.ts';
import { registeredClient, testApp, type TestClient } from './client.ts';

let server: Server;
let categoryId: number;

beforeAll(async () => {
  await seedLibrary();
  server = await startHttpServer(await testApp(), 0);
  categoryId = (await prisma.category.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function http(method: string, path: string, client?: TestClient, body?: unknown) {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { 'accept-language': client?.language ?? 'es' };
  if (client) headers.cookie = client.cookieHeader();
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function create(client: TestClient, title: string, content: string): Promise<number> {
  const created = await http('POST', '/api/prompts', client, { title, content, categoryId });
  expect(created.status).toBe(201);
  return created.body.id;
}

const titles = (list: { title?: string; prompt?: { title: string } }[]) => list.map((item) => item.prompt?.title ?? item.title);

describe('GET /api/my-prompts?q=', () => {
  it('finds the viewer\'s prompts beyond the first page, with stemming and accents ignored, and nobody else\'s', async () => {
    const { client } = await registeredClient();
    await create(client, 'Presupuesto mensual del hogar', 'Ayúdame a organizar mis gastos.');
    for (const index of [1, 2, 3]) await create(client, `Nota ${index}`, 'Texto cualquiera.');
    const other = await registeredClient();
    await create(other.client, 'Presupuesto de otra persona', 'Gastos ajenos.');

    // The match is the oldest: past a page of one.
    expect((await http('GET', '/api/my-prompts?limit=1', client)).body).toHaveLength(1);
    expect(titles((await http('GET', '/api/my-prompts?q=presupuestos', client)).body)).toEqual(['Presupuesto mensual del hogar']);
    expect(titles((await http('GET', `/api/my-prompts?q=${encodeURIComponent('GASTOS')}`, client)).body)).toEqual(['Presupuesto mensual del hogar']);
    expect(titles((await http('GET', '/api/my-prompts?q=ayudame', client)).body)).toEqual(['Presupuesto mensual del hogar']);
    // A library prompt matching the words is not the viewer's.
    expect((await http('GET', '/api/my-prompts?q=marketing', client)).body).toEqual([]);
  });

  it('tolerates a small typo in a title word', async () => {
    const { client } = await registeredClient();
    await create(client, 'Presupuesto mensual', 'Contenido.');
    await create(client, 'Carta formal', 'Otro contenido.');
    expect(titles((await http('GET', '/api/my-prompts?q=presupusto', client)).body)).toEqual(['Presupuesto mensual']);
  });

  it('lists everything for an empty q, and answers a visitor with 401', async () => {
    const { client } = await registeredClient();
    await create(client, 'Uno', 'a');
    await create(client, 'Dos', 'b');
    expect(titles((await http('GET', '/api/my-prompts?q=', client)).body)).toEqual(['Dos', 'Uno']);
    const tooLong = await http('GET', `/api/my-prompts?q=${'a'.repeat(201)}`, client);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
    expect((await http('GET', '/api/my-prompts?q=uno')).status).toBe(401);
    expect((await http('GET', '/api/saved-prompts?q=uno')).status).toBe(401);
  });
});

describe('GET /api/saved-prompts?q=', () => {
  it('searches only the prompts the viewer saved', async () => {
    const { client } = await registeredClient();
    const library = await prisma.prompt.findMany({ where: { ownerId: null, isPremium: false, language: 'es' }, orderBy: { id: 'asc' }, take: 2 });
    for (const prompt of library) expect((await http('POST', '/api/saved-prompts', client, { promptId: prompt.id })).status).toBe(201);
    const [target] = library;
    const saved = await http('GET', `/api/saved-prompts?q=${encodeURIComponent(target.title)}`, client);
    expect(saved.status).toBe(200);
    expect(titles(saved.body)).toContain(target.title);
    expect(saved.body.every((item: { promptId: number }) => library.some((prompt) => prompt.id === item.promptId))).toBe(true);
    expect((await http('GET', '/api/saved-prompts?q=zzqxwv', client)).body).toEqual([]);
    const unsaved = await prisma.prompt.findFirstOrThrow({ where: { ownerId: null, id: { notIn: library.map((prompt) => prompt.id) }, language: 'es' } });
    const notSaved = await http('GET', `/api/saved-prompts?q=${encodeURIComponent(unsaved.title)}`, client);
    expect(notSaved.body.map((item: { promptId: number }) => item.promptId)).not.toContain(unsaved.id);
  });
});

describe('createdPrompts(query:) and savedPrompts(query:)', () => {
  it('take the same search in a constant number of queries', async () => {
    const { client } = await registeredClient();
    for (const index of [1, 2, 3, 4]) await create(client, `Correo de ventas ${index}`, 'Escribe un correo.');
    const operation = `query ($first: Int!, $q: String) { viewer {
      createdPrompts(first: $first, query: $q) { edges { node { title categories { name } } } }
      savedPrompts(first: $first, query: $q) { totalCount edges { node { prompt { title } } } } } }`;
    const one = await countQueries(() => client.graphql(operation, { first: 1, q: 'correo' }));
    const four = await countQueries(() => client.graphql(operation, { first: 4, q: 'correo' }));
    expect(four.result.data.viewer.createdPrompts.edges).toHaveLength(4);
    expect(four.queries).toBe(one.queries);
  });
});
