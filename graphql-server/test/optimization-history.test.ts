/** The viewer's optimization history: GraphQL connection and delete, and REST over a real socket. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { countQueries } from './query-count.ts';
import { registeredClient, testApp, TestClient } from './client.ts';

let server: Server;

beforeAll(async () => {
  server = await startHttpServer(await testApp(), 0);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function http(path: string, client?: TestClient, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { 'accept-language': client?.language ?? 'es' };
  if (client) headers.cookie = client.cookieHeader();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Stores optimizations for `userId`, oldest first, one minute apart; returns their ids in that order. */
async function optimizationsOf(userId: number, originals: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, originalContent] of originals.entries()) {
    const row = await prisma.optimization.create({
      data: {
        userId,
        originalContent,
        optimizedContent: JSON.stringify({ prompt_mejorado: `Mejorado: ${originalContent}`, explicacion_de_mejoras: '', sugerencias_adicionales: [] }),
        options: { kind: 'page' },
        engine: 'local',
        durationMs: 5,
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)),
      },
    });
    ids.push(row.id);
  }
  return ids;
}

const globalId = (id: number) => Buffer.from(`Optimization:${id}`).toString('base64');

const historyQuery = `query ($first: Int!, $after: String, $query: String) { viewer { optimizations(first: $first, after: $after, query: $query) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { databaseId originalContent improvedPrompt } } } } }`;

describe('GET /api/optimization-history without id', () => {
  it('lists only the viewer\'s optimizations, newest first, in the ?id= form\'s item shape', async () => {
    const owner = await registeredClient();
    const other = await registeredClient();
    const [first, second] = await optimizationsOf(owner.id, ['Escribe un correo', 'Resume un informe']);
    await optimizationsOf(other.id, ['Otro usuario']);

    const list = await http('/api/optimization-history', owner.client);
    expect(list.status).toBe(200);
    expect(list.body.map((item: { id: number }) => item.id)).toEqual([second, first]);
    const single = await http(`/api/optimization-history?id=${second}`, owner.client);
    expect(single.body).toEqual([list.body[0]]);
    expect(Object.keys(list.body[0]).sort()).toEqual(['createdAt', 'engine', 'id', 'optimizedContent', 'originalContent']);
  });

  it('pages with limit and offset and rejects malformed ones with a 400 in the reader\'s language', async () => {
    const { client, id } = await registeredClient({ language: 'en' });
    const ids = await optimizationsOf(id, ['a1', 'a2', 'a3', 'a4', 'a5']);
    const newestFirst = [...ids].reverse();
    expect((await http('/api/optimization-history?limit=2', client)).body.map((item: { id: number }) => item.id)).toEqual(newestFirst.slice(0, 2));
    expect((await http('/api/optimization-history?limit=2&offset=2', client)).body.map((item: { id: number }) => item.id)).toEqual(newestFirst.slice(2, 4));
    expect((await http('/api/optimization-history?limit=2&offset=4', client)).body.map((item: { id: number }) => item.id)).toEqual(newestFirst.slice(4));
    const bad = await http('/api/optimization-history?limit=zero', client);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/limit/i);
    expect((await http('/api/optimization-history?offset=-1', client)).status).toBe(400);
  });

  it('filters by text in the original or the result, ignoring case', async () => {
    const { client, id } = await registeredClient();
    const [mail, , report] = await optimizationsOf(id, ['Escribe un CORREO de bienvenida', 'Plan de clase', 'Resume un informe']);
    const byOriginal = await http('/api/optimization-history?q=correo', client);
    expect(byOriginal.body.map((item: { id: number }) => item.id)).toEqual([mail]);
    // "Mejorado:" is only in each stored result.
    const byResult = await http(`/api/optimization-history?q=${encodeURIComponent('mejorado: resume')}`, client);
    expect(byResult.body.map((item: { id: number }) => item.id)).toEqual([report]);
  });

  it('answers a visitor with 401', async () => {
    const response = await http('/api/optimization-history');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('viewer.optimizations', () => {
  it('is a Relay connection followed by cursors, filtered by query, in a constant number of queries', async () => {
    const { client, id } = await registeredClient();
    const ids = await optimizationsOf(id, ['uno', 'dos', 'tres', 'cuatro tres']);
    const firstPage = await client.graphql(historyQuery, { first: 3 });
    const connection = firstPage.data.viewer.optimizations;
    expect(connection.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).toEqual([ids[3], ids[2], ids[1]]);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(connection.totalCount).toBe(4);
    const secondPage = await client.graphql(historyQuery, { first: 3, after: connection.pageInfo.endCursor });
    expect(secondPage.data.viewer.optimizations.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).toEqual([ids[0]]);

    const filtered = await client.graphql(historyQuery, { first: 10, query: 'TRES' });
    expect(filtered.data.viewer.optimizations.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).toEqual([ids[3], ids[2]]);

    const small = await countQueries(() => client.graphql(historyQuery, { first: 1 }));
    const large = await countQueries(() => client.graphql(historyQuery, { first: 4 }));
    expect(large.queries).toBe(small.queries);
  });
});

describe('deleteOptimization', () => {
  const deleteMutation = `mutation ($id: ID!) { deleteOptimization(input: { id: $id }) {
    __typename ... on Error { code message } ... on MutationDeleteOptimizationSuccess { data { deletedId viewer { optimizations(first: 5) { totalCount } } } } } }`;

  it('deletes the viewer\'s own optimization', async () => {
    const { client, id } = await registeredClient();
    const [optimization] = await optimizationsOf(id, ['borrar']);
    const result = await client.graphql(deleteMutation, { id: globalId(optimization) });
    expect(result.data.deleteOptimization.data).toEqual({ deletedId: globalId(optimization), viewer: { optimizations: { totalCount: 0 } } });
    expect(await prisma.optimization.count({ where: { id: optimization } })).toBe(0);
  });

  it('gives no credit back: the period\'s usage stays spent', async () => {
    const { client } = await registeredClient();
    const optimized = await client.rest('POST', '/api/optimize', { originalContent: 'Escribe un correo de bienvenida para clientes nuevos' });
    expect(optimized.status).toBe(200);
    const left = (await client.rest('GET', '/api/subscription')).body.optimizationsLeft;
    const result = await client.graphql(deleteMutation, { id: globalId(optimized.body.optimizationId) });
    expect(result.data.deleteOptimization.__typename).toBe('MutationDeleteOptimizationSuccess');
    expect((await client.rest('GET', '/api/subscription')).body.optimizationsLeft).toBe(left);
  });

  it('answers someone else\'s and a missing optimization with the same NotFoundError, deleting nothing', async () => {
    const owner = await registeredClient();
    const [theirs] = await optimizationsOf(owner.id, ['ajeno']);
    const { client } = await registeredClient();
    const others = await client.graphql(deleteMutation, { id: globalId(theirs) });
    const missing = await client.graphql(deleteMutation, { id: globalId(2_000_000_000) });
    expect(others.data.deleteOptimization).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'No se encontró la optimización' });
    expect(missing.data.deleteOptimization).toEqual(others.data.deleteOptimization);
    expect(await prisma.optimization.count({ where: { id: theirs } })).toBe(1);
  });

  it('answers a visitor with AuthenticationError', async () => {
    const visitor = new TestClient();
    const result = await visitor.graphql(deleteMutation, { id: globalId(1) });
    expect(result.data.deleteOptimization.__typename).toBe('AuthenticationError');
  });
});
