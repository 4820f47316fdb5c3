import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { startHttpServer } from '../http/node-server.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { registeredClient, testSessionSecret, TestClient } from './client.ts';

// Issue 7: malformed input is a 4xx with a message in the reader's language (or null where GraphQL
// says so), never a 500 or an INTERNAL_SERVER_ERROR.

const encode = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const nulMessage = { es: 'El texto no puede contener el carácter nulo (U+0000)', en: 'Text cannot contain the null character (U+0000)' };

let libraryPromptId: number;

beforeAll(async () => {
  await seedLibrary();
  libraryPromptId = (await prisma.prompt.findFirstOrThrow({ where: { seedKey: 'finance-en-01' } })).id;
});

describe('a NUL byte in any text input', () => {
  it('is a 400 with a translated message on every REST path that takes text', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const category = await client.rest('POST', '/api/user-categories', { name: 'Mine' });
    const cases: [string, string, unknown?][] = [
      ['GET', '/api/prompts/search?q=%00'],
      ['GET', '/api/categories/%00/prompts'],
      ['POST', '/api/prompts', { title: 'a\u0000b', content: 'text', categoryId: 1 }],
      ['POST', '/api/prompts', { title: 'title', content: 'x\u0000', categoryId: 1 }],
      ['POST', '/api/user-categories', { name: 'a\u0000' }],
      ['PUT', `/api/user-categories/${category.body.id}`, { name: '\u0000' }],
      ['POST', '/api/saved-prompts', { promptId: libraryPromptId, customCategory: 'a\u0000' }],
      ['PATCH', '/api/profile', { displayName: 'a\u0000' }],
      ['PATCH', '/api/profile', { bio: 'a\u0000' }],
      ['POST', '/api/change-password', { currentPassword: 'secret123', newPassword: 'abc\u0000def', confirmPassword: 'abc\u0000def' }],
    ];
    for (const [method, path, body] of cases) {
      const response = await client.rest(method, path, body);
      expect({ method, path, status: response.status, message: response.body.message }).toEqual({ method, path, status: 400, message: nulMessage.en });
    }
  });

  it('is a 400 at login and registration, in Spanish by default', async () => {
    const login = await new TestClient('es').rest('POST', '/api/login', { username: 'abc\u0000def', password: 'secret123' });
    expect(login).toMatchObject({ status: 400, body: { message: nulMessage.es, code: 'VALIDATION_FAILED' } });
    const cases = [
      { username: 'ab\u0000cd', email: 'nul1@example.com', password: 'secret123' },
      { username: 'nul_user2', email: 'nul\u00002@example.com', password: 'secret123' },
      { username: 'nul_user3', email: 'nul3@example.com', password: 'secret\u0000123' },
      { username: 'nul_user4', email: 'nul4@example.com', password: 'secret123', invitationCode: 'CODE\u0000' },
    ];
    for (const body of cases) {
      expect(await new TestClient('es').rest('POST', '/api/register', body)).toMatchObject({ status: 400, body: { message: nulMessage.es } });
    }
  });

  it('is a typed ValidationError in GraphQL, whether sent as a variable or written in the document', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const asVariable = await client.graphql(`mutation ($name: String!) { createUserCategory(input: { name: $name }) { __typename ... on ValidationError { fieldErrors { field message } } } }`, {
      name: 'x\u0000',
    });
    expect(asVariable.data.createUserCategory).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'input.name', message: nulMessage.en }] });
    const inline = await client.graphql(`{ search(query: "a\\u0000") { __typename ... on ValidationError { message } } }`);
    expect(inline.data.search).toEqual({ __typename: 'ValidationError', message: nulMessage.en });
    const untyped = await client.graphql(`{ category(slug: "\\u0000") { __typename } }`);
    expect(untyped.errors?.[0]).toMatchObject({ message: nulMessage.en, extensions: { code: 'VALIDATION_FAILED' } });
  });
});

describe('a login name longer than any account has (an e-mail address has at most 254 characters)', () => {
  it('is a 400 over REST and a ValidationError in GraphQL, not a failure of the login counters', async () => {
    const username = 'u'.repeat(255);
    const rest = await new TestClient('en').rest('POST', '/api/login', { username, password: 'secret123' });
    expect(rest).toMatchObject({ status: 400, body: { message: 'The username or e-mail cannot exceed 254 characters', code: 'VALIDATION_FAILED' } });
    const graphql = await new TestClient('es').graphql(
      `mutation ($username: String!) { login(input: { username: $username, password: "secret123" }) { __typename ... on ValidationError { fieldErrors { field message } } } }`,
      { username },
    );
    expect(graphql.data.login).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'input.username', message: 'El nombre de usuario o el correo no puede exceder los 254 caracteres' }],
    });
  });
});

describe('ids beyond 32 bits', () => {
  it('are 400 on REST paths and bodies', async () => {
    const { client } = await registeredClient({ language: 'en' });
    for (const [method, path, body] of [
      ['DELETE', '/api/saved-prompts/2147483648'],
      ['PUT', '/api/user-categories/2147483648', { name: 'x' }],
      ['DELETE', '/api/user-categories/99999999999999999999'],
      ['POST', '/api/saved-prompts', { promptId: 2147483648 }],
      ['POST', '/api/prompts', { title: 't', content: 'c', categoryId: 2147483648 }],
    ] as [string, string, unknown?][]) {
      const response = await client.rest(method, path, body);
      expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 400, message: 'The identifier is not valid' });
    }
  });

  it('are a field ValidationError in GraphQL', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const result = await client.graphql(`mutation ($id: ID!) { savePrompt(input: { promptId: $id }) { __typename ... on ValidationError { fieldErrors { field } } } }`, {
      id: encode('Prompt', 2147483648),
    });
    expect(result.data.savePrompt).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'promptId' }] });
  });

  it('an offset or limit that is not a small whole number is a 400', async () => {
    const client = new TestClient('en');
    for (const query of ['offset=99999999999999999999', 'offset=-1', 'offset=1.5', 'limit=abc', 'limit=0', 'offset=2147483648']) {
      const response = await client.rest('GET', `/api/prompts/all?${query}`);
      expect({ query, status: response.status, code: response.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('bad percent-encoding in a REST path', () => {
  it('is a 400, not a 500', async () => {
    const { client } = await registeredClient({ language: 'en' });
    for (const [method, path] of [
      ['DELETE', '/api/user-categories/%ZZ'],
      ['GET', '/api/categories/%ZZ/prompts'],
      ['DELETE', '/api/saved-prompts/%E0%A4%A'],
    ]) {
      expect(await client.rest(method, path)).toMatchObject({ status: 400, body: { message: 'The request path is not valid URL encoding', code: 'BAD_REQUEST' } });
    }
  });
});

describe('GraphQL request parameters', () => {
  it('answers malformed variables or extensions in a GET with a translated 400', async () => {
    const client = new TestClient('en');
    for (const extra of ['variables=%ZZ', 'variables=%7Bnope', 'variables=%5B1%5D', 'extensions=%ZZ', 'extensions=%7B', 'extensions=42']) {
      const response = await client.request('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}&${extra}`);
      expect({ extra, status: response.status, message: response.body.errors?.[0]?.message }).toEqual({
        extra,
        status: 400,
        message: extra.startsWith('variables') ? 'The GraphQL variables are not a valid JSON object' : 'The GraphQL extensions are not a valid JSON object',
      });
    }
  });

  it('answers malformed parameters in a POST with a translated 400, whatever is wrong', async () => {
    const cases: [unknown, string][] = [
      [{ query: '{ __typename }', extensions: 'oops' }, 'Las extensiones de GraphQL no son un objeto JSON válido'],
      [{ query: '{ __typename }', extensions: [1] }, 'Las extensiones de GraphQL no son un objeto JSON válido'],
      [{ query: '{ __typename }', variables: [1] }, 'Las variables de GraphQL no son un objeto JSON válido'],
      [{ query: '{ __typename }', variables: 'x' }, 'Las variables de GraphQL no son un objeto JSON válido'],
      [{ query: '{ __typename }', operationName: 5 }, 'El nombre de la operación (operationName) debe ser un texto'],
      [{ query: 5 }, 'Falta la consulta GraphQL: envía el parámetro query con el documento'],
      [{}, 'Falta la consulta GraphQL: envía el parámetro query con el documento'],
      ['just a string', 'Falta la consulta GraphQL: envía el parámetro query con el documento'],
      [[], 'Envía una sola operación GraphQL por solicitud (no se admiten lotes)'],
      [[{ query: '{ __typename }' }], 'Envía una sola operación GraphQL por solicitud (no se admiten lotes)'],
    ];
    for (const [body, message] of cases) {
      const response = await new TestClient('es').request('POST', '/graphql', { body });
      expect({ body, status: response.status, message: response.body.errors?.[0]?.message }).toEqual({ body, status: 400, message });
    }
  });

  it('answers an empty POST or a GET without a query with a translated 400', async () => {
    const empty = await new TestClient('en').request('POST', '/graphql', { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect({ status: empty.status, message: empty.body.errors?.[0]?.message }).toEqual({
      status: 400,
      message: 'The GraphQL query is missing: send the query parameter with the document',
    });
    const get = await new TestClient('en').request('GET', '/graphql?variables=%7B%7D');
    expect(get.status).toBe(400);
  });

  it('answers other methods, and a mutation sent by GET, with a translated 405', async () => {
    const put = await new TestClient('es').request('PUT', '/graphql', { body: { query: '{ __typename }' } });
    expect({ status: put.status, allow: put.headers.get('allow'), message: put.body.message }).toEqual({ status: 405, allow: 'GET, POST', message: 'Método no permitido' });
    const mutation = await new TestClient('es').request('GET', `/graphql?query=${encodeURIComponent('mutation { logout }')}`);
    expect({ status: mutation.status, allow: mutation.headers.get('allow'), message: mutation.body.message }).toEqual({
      status: 405,
      allow: 'POST',
      message: 'Las mutaciones y las suscripciones se envían con POST, no con GET',
    });
  });

  it('refuses a subscription sent by GET (a cross-site link would carry the cookie) before it runs: a translated 405, no credit spent', async () => {
    const { client, id } = await registeredClient({ language: 'en' });
    const query = encodeURIComponent('subscription { optimizePrompt(input: { originalContent: "dame ideas para un post" }) { __typename } }');
    for (const accept of ['text/event-stream', 'application/json']) {
      const response = await client.request('GET', `/graphql?query=${query}`, { headers: { accept, 'sec-fetch-site': 'cross-site' } });
      expect({ status: response.status, allow: response.headers.get('allow'), message: response.body.message }).toEqual({
        status: 405,
        allow: 'POST',
        message: 'Mutations and subscriptions are sent with POST, not GET',
      });
    }
    expect(await prisma.optimization.count({ where: { userId: id } })).toBe(0);
    expect(await prisma.creditUsage.count({ where: { userId: id } })).toBe(0);
  });
});

describe('node and nodes', () => {
  it('answer null, without errors, for ids that are malformed, unknown, out of range or not the viewer\'s', async () => {
    const owner = await registeredClient();
    const category = await owner.client.rest('POST', '/api/user-categories', { name: 'Privada' });
    const ownPrompt = await owner.client.rest('POST', '/api/prompts', { title: 'Mío', content: 'Solo mío', categoryId: 1 });
    const saved = await owner.client.rest('POST', '/api/saved-prompts', { promptId: libraryPromptId });
    const { client } = await registeredClient({ language: 'en' });
    const hidden = [
      encode('Prompt', 999999999),
      encode('Prompt', 'abc'),
      encode('Prompt', 2147483648),
      encode('Category', 0),
      encode('Nope', 1),
      encode('PageInfo', 1),
      'not base64 at all!',
      '',
      `${encode('Prompt', libraryPromptId)}\u0000`,
      encode('UserCategory', category.body.id),
      encode('SavedPrompt', saved.body.id),
      encode('Prompt', ownPrompt.body.id),
      encode('User', owner.id),
    ];
    for (const id of hidden) {
      expect({ id, result: await client.graphql(`query ($id: ID!) { node(id: $id) { id } }`, { id }) }).toEqual({ id, result: { data: { node: null } } });
    }
    const visible = encode('Prompt', libraryPromptId);
    const nodes = await client.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Prompt { databaseId } } }`, { ids: [visible, ...hidden, visible] });
    expect(nodes).toEqual({ data: { nodes: [{ id: visible, databaseId: libraryPromptId }, ...hidden.map(() => null), { id: visible, databaseId: libraryPromptId }] } });
  });

  it('still resolve what the viewer may see', async () => {
    const { client, id } = await registeredClient();
    const category = await client.rest('POST', '/api/user-categories', { name: 'Visible' });
    const ids = [encode('User', id), encode('UserCategory', category.body.id), encode('Category', 1)];
    const result = await client.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, { ids });
    expect(result).toEqual({ data: { nodes: [{ __typename: 'User', id: ids[0] }, { __typename: 'UserCategory', id: ids[1] }, { __typename: 'Category', id: ids[2] }] } });
  });
});

describe('cursors', () => {
  it('a malformed or out-of-range cursor on any connection is a typed validation error', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const badCursors = ['garbage', '', encode('OffsetConnection', 'x'), encode('OffsetConnection', 99999999999999), encode('GPC:N', 99999999999), encode('GPC:S', 'x'), '\u0000'];
    const connections = [
      `prompts(first: 2, after: $cursor) { edges { cursor } }`,
      `prompts(last: 2, before: $cursor) { edges { cursor } }`,
      `search(query: "plan") { ... on QuerySearchSuccess { data { prompts(after: $cursor) { edges { cursor } } } } }`,
      `category(slug: "entrepreneurs") { ... on QueryCategorySuccess { data { prompts(after: $cursor) { edges { cursor } } } } }`,
      `viewer { userCategories(after: $cursor) { edges { cursor } } }`,
      `viewer { savedPrompts(before: $cursor) { edges { cursor } } }`,
      `viewer { createdPrompts(after: $cursor) { edges { cursor } } }`,
    ];
    for (const connection of connections) {
      for (const cursor of badCursors) {
        const result = await client.graphql(`query ($cursor: String) { ${connection} }`, { cursor });
        expect({ connection, cursor, error: result.errors?.[0] }).toMatchObject({
          connection,
          cursor,
          error: { message: 'The page cursor is not valid', extensions: { code: 'VALIDATION_FAILED' } },
        });
      }
    }
  });
});

describe('connection arguments Pothos refuses', () => {
  it('another connection\'s cursor, or last without before, is a translated validation error', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const offsetCursor = encode('OffsetConnection', 5);
    const idCursor = encode('GPC:N', 5);
    for (const query of [
      `{ prompts(first: 5, after: "${idCursor}") { edges { cursor } } }`,
      `{ viewer { userCategories(first: 5, after: "${offsetCursor}") { edges { cursor } } } }`,
      `{ prompts(last: 5) { edges { cursor } } }`,
    ]) {
      const result = await client.graphql(query);
      expect({ query, error: result.errors?.[0] }).toMatchObject({
        query,
        error: { message: 'The page arguments (first, last, after, before) are not valid for this list', extensions: { code: 'VALIDATION_FAILED' } },
      });
    }
  });
});

describe('page sizes', () => {
  it('a negative first or last is a validation error, not an internal one', async () => {
    const { client } = await registeredClient({ language: 'en' });
    for (const query of [`{ prompts(first: -1) { edges { cursor } } }`, `{ viewer { userCategories(last: -3) { edges { cursor } } } }`, `{ users(first: -1) { edges { cursor } } }`]) {
      const result = await client.graphql(query);
      expect({ query, error: result.errors?.[0] }).toMatchObject({ query, error: { message: 'The page size cannot be negative', extensions: { code: 'VALIDATION_FAILED' } } });
    }
  });
});

describe('REST lists page with limit and offset', () => {
  it('reaches every personal category past the first 100', async () => {
    const { client } = await registeredClient();
    for (let index = 0; index < 130; index += 1) {
      await client.rest('POST', '/api/user-categories', { name: `Categoría ${index}` });
    }
    const firstPage = (await client.rest('GET', '/api/user-categories')).body;
    expect(firstPage).toHaveLength(100);
    const rest = (await client.rest('GET', '/api/user-categories?limit=100&offset=100')).body;
    expect(rest).toHaveLength(30);
    const all = [...firstPage, ...rest].map((category: { name: string }) => category.name);
    expect(new Set(all).size).toBe(130);
    const middle = (await client.rest('GET', '/api/user-categories?limit=3&offset=98')).body.map((category: { name: string }) => category.name);
    expect(middle).toEqual(all.slice(98, 101));
  });

  it('pages saved prompts, my prompts, category prompts and search the same way', async () => {
    const { client, id } = await registeredClient();
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro' } });
    const prompts = await prisma.prompt.findMany({ where: { isPremium: false, ownerId: null }, take: 6, orderBy: { id: 'asc' } });
    for (const prompt of prompts) await client.rest('POST', '/api/saved-prompts', { promptId: prompt.id });
    for (const title of ['uno', 'dos', 'tres', 'cuatro']) await client.rest('POST', '/api/prompts', { title, content: 'texto', categoryId: 1 });
    for (const path of ['/api/saved-prompts', '/api/my-prompts', '/api/categories/entrepreneurs/prompts', '/api/prompts/search?q=plan']) {
      const separator = path.includes('?') ? '&' : '?';
      const whole = (await client.rest('GET', path)).body.map((item: { id: number }) => item.id);
      expect(whole.length).toBeGreaterThanOrEqual(4);
      const page = (await client.rest('GET', `${path}${separator}limit=2&offset=1`)).body.map((item: { id: number }) => item.id);
      expect({ path, page }).toEqual({ path, page: whole.slice(1, 3) });
      expect((await client.rest('GET', `${path}${separator}offset=-5`)).status).toBe(400);
    }
  });
});

describe('over a real socket', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    // As in production: request logging on.
    const app = await createPromptarioApp({ sessionSecret: testSessionSecret, development: false, logRequest: () => {} });
    server = await startHttpServer(app, 0);
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: `localhost:${port}`, ...headers }, setHost: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('answers a malformed Host header with a 400', async () => {
    for (const host of ['a b', 'exa mple.com:80', 'x:notaport', 'localhost:65536', 'a:99999']) {
      const response = await raw('GET', '/api/categories', { host, 'accept-language': 'en' });
      expect({ host, status: response.status }).toEqual({ host, status: 400 });
      expect(JSON.parse(response.body).message).toBe('The Host header is not valid');
    }
  });

  it('answers bad percent-encoding in a path with a 400', async () => {
    expect((await raw('DELETE', '/api/user-categories/%ZZ')).status).toBe(400);
    expect((await raw('GET', '/api/categories/%ZZ/prompts')).status).toBe(400);
    expect((await raw('GET', '/api/prompts/search?q=%00')).status).toBe(400);
  });

  it('answers malformed GraphQL variables in a GET with a 400', async () => {
    expect((await raw('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%ZZ`)).status).toBe(400);
  });
});
