/**
 * The MCP server at /mcp over a real socket, driven by the official SDK client over Streamable HTTP
 * with a personal API token: the tools, their scopes, premium gating and credits as in the browser,
 * revocation mid-session, bad input, and the user's prompts as MCP prompts.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { registeredClient, testApp, type TestClient } from './client.ts';

let server: http.Server;
let baseUrl: string;
const openClients: Client[] = [];

beforeAll(async () => {
  await seedLibrary();
  server = await startHttpServer(await testApp(), 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(openClients.map((client) => client.close()));
  await new Promise((resolve) => server.close(resolve));
});

async function createToken(client: TestClient, scopes: string[], name = 'MCP test'): Promise<{ id: number; token: string }> {
  const response = await client.rest('POST', '/api/tokens', { name, scopes });
  expect(response.status).toBe(201);
  return response.body;
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'promptario-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
  await client.connect(transport);
  openClients.push(client);
  return client;
}

/** A fresh user (Spanish unless asked) with a token of the given scopes and an MCP client. */
async function mcpUser(scopes: string[], language: 'es' | 'en' = 'en') {
  const user = await registeredClient({ language });
  await prisma.user.update({ where: { id: user.id }, data: { preferredLanguage: language } });
  const { id: tokenId, token } = await createToken(user.client, scopes);
  return { ...user, tokenId, token, mcp: await connect(token) };
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;
const jsonOf = (result: CallToolResult) => {
  expect(result.isError, textOf(result)).toBeFalsy();
  return JSON.parse(textOf(result));
};

const allScopes = ['read', 'write', 'optimize'];

/** A library prompt a free user reads in full (not Premium, within the free plan's prompts per category). */
async function readableLibraryPrompt(client: TestClient): Promise<{ id: number; title: string; content: string }> {
  const response = await client.rest('GET', '/api/prompts/all?limit=50');
  return response.body.find((prompt: { isLocked: boolean; userId: number | null }) => !prompt.isLocked && prompt.userId === null);
}
const toolNames = ['search_prompts', 'get_prompt', 'list_categories', 'list_my_prompts', 'save_prompt', 'create_prompt', 'optimize_prompt', 'analyze_prompt'];
const roughPrompt = 'dame ideas para un post de instagram sobre mi cafetería';

describe('the MCP server', () => {
  it('lists its eight tools with JSON-schema inputs named as the REST payloads, and instructions for the model', async () => {
    const { mcp } = await mcpUser(['read']);
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...toolNames].sort());
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.search_prompts.inputSchema).toMatchObject({ type: 'object', required: ['query'], properties: { query: { type: 'string' }, language: { enum: ['es', 'en'] } } });
    expect(byName.save_prompt.inputSchema.properties).toHaveProperty('customCategory');
    expect(byName.create_prompt.inputSchema.required).toEqual(['title', 'content', 'categoryId']);
    expect(byName.optimize_prompt.inputSchema.properties).toHaveProperty('originalContent');
    expect(byName.optimize_prompt.inputSchema.properties).toHaveProperty('platform');
    expect(byName.analyze_prompt.inputSchema.required).toEqual(['promptContent']);
    expect(mcp.getInstructions()).toContain('Promptario');
    expect(mcp.getServerCapabilities()).toMatchObject({ tools: {}, prompts: {} });
  });

  it('refuses a request without a token, or with an unknown one, with 401', async () => {
    const anonymous = new Client({ name: 'anonymous', version: '1.0.0' });
    await expect(anonymous.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`)))).rejects.toThrow();
    const response = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { authorization: 'Bearer pmt_not-a-real-token', 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'accept-language': 'en' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('The API token is not valid or was revoked. Create a new one in Settings › API.');
  });

  it('answers malformed requests with 4xx, never a 500: GET, broken JSON, a body that is not JSON-RPC', async () => {
    const { token } = await mcpUser(['read']);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const get = await fetch(`${baseUrl}/mcp`, { headers });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${baseUrl}/mcp`, { method: 'POST', headers, body: '{"jsonrpc":' })).status).toBe(400);
    const notRpc = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers, body: JSON.stringify({ hello: 'world' }) });
    expect(notRpc.status).toBe(400);
    expect((await notRpc.json()).error).toMatchObject({ code: expect.any(Number) });
    // A batch would let one counted request carry a hundred calls past the token's limit.
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'list_categories', arguments: {} } });
    const batch = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers, body: JSON.stringify([call(1), call(2)]) });
    expect(batch.status).toBe(400);
    expect((await batch.json()).error).toMatchObject({ code: -32600, message: 'The MCP server takes no batches: send one JSON-RPC message per request.' });
  });

  it('runs every read tool with the read scope', async () => {
    const { mcp, client } = await mcpUser(['read']);
    const categories = jsonOf(await call(mcp, 'list_categories')).categories;
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });

    const found = jsonOf(await call(mcp, 'search_prompts', { query: 'instagram', language: 'es', limit: 5 })).prompts;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.every((prompt: { language: string }) => prompt.language === 'es')).toBe(true);

    const inCategory = jsonOf(await call(mcp, 'search_prompts', { query: 'post', category: 'marketing' })).prompts;
    expect(inCategory.every((prompt: { categories: { slug: string }[] }) => prompt.categories.some((category) => category.slug === 'marketing'))).toBe(true);

    const free = await readableLibraryPrompt(client);
    expect(jsonOf(await call(mcp, 'get_prompt', { id: free.id }))).toMatchObject({ id: free.id, title: free.title, content: free.content, isLocked: false });
    expect(jsonOf(await call(mcp, 'list_my_prompts'))).toEqual({ saved: [], created: [] });
  });

  it('refuses each tool outside the token scopes with a clear, translated tool error', async () => {
    const { mcp } = await mcpUser(['read'], 'es');
    const category = await prisma.category.findFirstOrThrow();
    const prompt = await prisma.prompt.findFirstOrThrow({ where: { isPremium: false, ownerId: null } });
    const needingWrite = [
      await call(mcp, 'save_prompt', { promptId: prompt.id }),
      await call(mcp, 'create_prompt', { title: 'Mío', content: 'Texto', categoryId: category.id }),
    ];
    for (const result of needingWrite) {
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe('Este token no tiene el permiso «write» que esto necesita. Crea un token con ese permiso en Configuración › API.');
    }
    for (const result of [await call(mcp, 'optimize_prompt', { originalContent: roughPrompt }), await call(mcp, 'analyze_prompt', { promptContent: roughPrompt })]) {
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('«optimize»');
    }
    expect(await prisma.optimization.count({ where: { originalContent: roughPrompt, user: { apiTokens: { some: {} } } } })).toBe(0);

    const { mcp: writeOnly } = await mcpUser(['write']);
    for (const name of ['list_categories', 'list_my_prompts']) {
      const result = await call(writeOnly, name);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe('This token lacks the "read" permission this needs. Create a token with that permission in Settings › API.');
    }
    const listed = await writeOnly.listPrompts().catch((error: Error) => error);
    expect(listed).toBeInstanceOf(Error);
    expect((listed as Error).message).toContain('"read"');
  });

  it('saves and creates prompts with the write scope, which list_my_prompts then shows', async () => {
    const { mcp, client } = await mcpUser(allScopes);
    const category = await prisma.category.findFirstOrThrow({ where: { slug: 'marketing' } });
    const libraryPrompt = await readableLibraryPrompt(client);
    const saved = jsonOf(await call(mcp, 'save_prompt', { promptId: String(libraryPrompt.id), customCategory: 'Trabajo' }));
    expect(saved).toMatchObject({ customCategory: 'Trabajo', prompt: { id: libraryPrompt.id, isSaved: true } });
    const created = jsonOf(await call(mcp, 'create_prompt', { title: 'Resumen de reunión', content: 'Resume la reunión sobre {{tema}}', categoryId: category.id }));
    expect(created).toMatchObject({ title: 'Resumen de reunión', isOwn: true, variables: ['tema'], categories: [{ slug: 'marketing' }] });
    const mine = jsonOf(await call(mcp, 'list_my_prompts'));
    expect(mine.saved.map((prompt: { id: number }) => prompt.id)).toEqual([libraryPrompt.id]);
    expect(mine.created.map((prompt: { id: number }) => prompt.id)).toEqual([created.id]);
  });

  it('gates premium content exactly as the browser does: absent for a free user, present on Pro', async () => {
    const premium = await prisma.prompt.findFirstOrThrow({ where: { isPremium: true, ownerId: null } });
    const free = await mcpUser(['read']);
    const locked = jsonOf(await call(free.mcp, 'get_prompt', { id: premium.id }));
    expect(locked).toMatchObject({ id: premium.id, isLocked: true, lockReason: 'PREMIUM' });
    expect(locked).not.toHaveProperty('content');
    const browser = await free.client.graphql(`query ($id: ID!) { node(id: $id) { ... on Prompt { content isLocked } } }`, {
      id: Buffer.from(`Prompt:${premium.id}`).toString('base64'),
    });
    expect(browser.data.node).toEqual({ content: null, isLocked: true });

    const pro = await mcpUser(['read']);
    await prisma.subscription.update({ where: { userId: pro.id }, data: { planType: 'pro' } });
    expect(jsonOf(await call(pro.mcp, 'get_prompt', { id: premium.id }))).toMatchObject({ content: premium.content, isLocked: false });
  });

  it('optimizes with the same engine and credits as the web: three a month on the free plan, the fourth refused cleanly', async () => {
    const { mcp, client } = await mcpUser(['optimize']);
    const lefts: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const result = jsonOf(await call(mcp, 'optimize_prompt', { originalContent: roughPrompt, taskType: 'Content Creation', channel: 'Social Media' }));
      expect(result).toMatchObject({ improvedPrompt: expect.any(String), explanation: expect.any(String), suggestions: expect.any(Array), engine: 'local', optimizationId: expect.any(Number) });
      expect(result.explanation.length).toBeGreaterThan(0);
      lefts.push(result.optimizationsLeft);
    }
    expect(lefts).toEqual([2, 1, 0]);
    const fourth = await call(mcp, 'optimize_prompt', { originalContent: roughPrompt });
    expect(fourth.isError).toBe(true);
    // The browser's answer for the same user, word for word.
    const browser = await client.rest('POST', '/api/optimize', { originalContent: roughPrompt });
    expect(browser.status).toBe(403);
    expect(textOf(fourth)).toBe(browser.body.message);
    expect((await client.rest('GET', '/api/optimization-history')).body).toHaveLength(3);

    const analysis = jsonOf(await call(mcp, 'analyze_prompt', { promptContent: roughPrompt }));
    expect(analysis).toMatchObject({ score: expect.any(Number), explanation: expect.any(String), strengths: expect.any(Array) });
  });

  it('refuses a token revoked mid-session on the very next call', async () => {
    const { mcp, client, tokenId } = await mcpUser(['read']);
    expect((await call(mcp, 'list_categories')).isError).toBeFalsy();
    expect((await client.rest('DELETE', `/api/tokens/${tokenId}`)).status).toBe(204);
    await expect(call(mcp, 'list_categories')).rejects.toMatchObject({ code: 401, message: expect.stringContaining('El token de API no es válido o fue revocado') });
  });

  it('answers bad input to every tool with a clean MCP tool error in the user language', async () => {
    const { mcp } = await mcpUser(allScopes, 'es');
    const badCalls: [string, Record<string, unknown>][] = [
      ['search_prompts', {}],
      ['search_prompts', { query: '' }],
      ['search_prompts', { query: 'x', language: 'fr' }],
      ['get_prompt', { id: 'abc' }],
      ['get_prompt', { id: 999_999_999 }],
      ['list_categories', { unexpected: true }],
      ['list_my_prompts', { query: 42 }],
      ['save_prompt', { promptId: -1 }],
      ['save_prompt', { promptId: 999_999_999 }],
      ['save_prompt', { promptId: 1, customCategory: 'x'.repeat(61) }],
      ['create_prompt', { title: '', content: 'x', categoryId: 1 }],
      ['create_prompt', { title: 'x', content: 'x', categoryId: 999_999_999 }],
      ['create_prompt', { title: 'x'.repeat(201), content: 'x\u0000', categoryId: 1 }],
      ['optimize_prompt', {}],
      ['optimize_prompt', { originalContent: roughPrompt, taskType: 'Gardening' }],
      ['optimize_prompt', { originalContent: roughPrompt, taskType: 'Research', platform: 'TikTok' }],
      ['optimize_prompt', { originalContent: '' }],
      ['analyze_prompt', { promptContent: null }],
      ['analyze_prompt', { promptContent: 'x'.repeat(20_001) }],
      ['no_such_tool', {}],
    ];
    for (const [name, args] of badCalls) {
      const result = await call(mcp, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      const text = textOf(result);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/Unexpected error|Error inesperado|Input validation error/i);
    }
    expect(textOf(await call(mcp, 'get_prompt', { id: 999_999_999 }))).toBe('No se encontró el prompt');
    expect(textOf(await call(mcp, 'search_prompts', {}))).toBe('Argumentos no válidos: query: Valor no válido');
    expect(textOf(await call(mcp, 'no_such_tool'))).toBe('La herramienta «no_such_tool» no existe');
    // Nothing was spent and the server still answers.
    expect((await call(mcp, 'list_categories')).isError).toBeFalsy();
  });
});

describe("the user's prompts as MCP prompts", () => {
  it('lists saved and created prompts by name with their {{variables}} as arguments, and fills them in', async () => {
    const { mcp, client } = await mcpUser(['read']);
    const category = await prisma.category.findFirstOrThrow();
    const created = await client.rest('POST', '/api/prompts', {
      title: 'Correo de seguimiento',
      content: 'Escribe un correo a {{cliente}} sobre {{tema}} en tono {{tono:formal|cercano}}.',
      categoryId: category.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const libraryPrompt = await readableLibraryPrompt(client);
    expect((await client.rest('POST', '/api/saved-prompts', { promptId: libraryPrompt.id })).status).toBe(201);

    const { prompts } = await mcp.listPrompts();
    expect(prompts.map((prompt) => prompt.title).sort()).toEqual(['Correo de seguimiento', libraryPrompt.title].sort());
    const mine = prompts.find((prompt) => prompt.title === 'Correo de seguimiento')!;
    expect(mine.name).toBe(`correo-de-seguimiento-${created.body.id}`);
    expect(mine.arguments).toEqual([
      { name: 'cliente', required: true },
      { name: 'tema', required: true },
      { name: 'tono', description: 'formal | cercano', required: false },
    ]);

    const filled = await mcp.getPrompt({ name: mine.name, arguments: { cliente: 'Ana', tema: 'la factura' } });
    expect(filled.messages).toEqual([{ role: 'user', content: { type: 'text', text: 'Escribe un correo a Ana sobre la factura en tono formal.' } }]);
    await expect(mcp.getPrompt({ name: 'nada-1' })).rejects.toThrow('You have no saved or created prompt named "nada-1"');
  });
});
