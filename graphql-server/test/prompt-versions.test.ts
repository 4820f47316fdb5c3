/** Editing, deleting and versioning the prompts a user wrote: GraphQL, and REST over a real socket. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { plans } from '../services/plans.ts';
import { updateUserPrompt } from '../services/user-prompts.ts';
import { registeredClient, testApp, TestClient } from './client.ts';

let server: Server;
let education: number;
let marketing: number;

beforeAll(async () => {
  await seedLibrary();
  server = await startHttpServer(await testApp(), 0);
  education = (await prisma.category.findUniqueOrThrow({ where: { slug: 'education' } })).id;
  marketing = (await prisma.category.findFirstOrThrow({ where: { id: { not: education } }, orderBy: { id: 'asc' } })).id;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** One REST request over a real socket, as a third-party client sends it (cookies from `client`'s session). */
async function http(method: string, path: string, options: { client?: TestClient; body?: unknown } = {}) {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { 'accept-language': options.client?.language ?? 'es' };
  if (options.client) headers.cookie = options.client.cookieHeader();
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : null };
}

async function authorWithPrompt(language: 'es' | 'en' = 'es') {
  const author = await registeredClient({ language });
  const created = await http('POST', '/api/prompts', { client: author.client, body: { title: 'Plan de clase', content: 'Actúa como docente.', categoryId: education } });
  expect(created.status).toBe(201);
  return { ...author, promptId: created.body.id as number };
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

describe('editing a prompt you wrote', () => {
  it('answers PUT with the prompt in the shape POST /api/prompts returns, and keeps what it was as version 1', async () => {
    const { client, promptId, id: userId } = await authorWithPrompt();
    const edited = await http('PUT', `/api/prompts/${promptId}`, { client, body: { title: 'Plan de clase de historia', categoryId: marketing } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: promptId, title: 'Plan de clase de historia', content: 'Actúa como docente.', categoryId: marketing, userId, isPremium: false });
    expect(Object.keys(edited.body).sort()).toEqual(
      Object.keys((await http('POST', '/api/prompts', { client, body: { title: 'Otro', content: 'C', categoryId: education } })).body).sort(),
    );

    const versions = await http('GET', `/api/prompts/${promptId}/versions`, { client });
    expect(versions.status).toBe(200);
    expect(versions.body).toEqual([{ version: 1, title: 'Plan de clase', content: 'Actúa como docente.', categoryId: education, createdAt: expect.any(String) }]);
  });

  it('lists earlier versions newest first, and a restore is itself a new version: nothing is lost', async () => {
    const { client, promptId } = await authorWithPrompt();
    await http('PUT', `/api/prompts/${promptId}`, { client, body: { content: 'Segunda' } });
    await http('PUT', `/api/prompts/${promptId}`, { client, body: { content: 'Tercera' } });
    const restored = await client.graphql(
      `mutation ($id: ID!) { restorePromptVersion(input: { id: $id, version: 1 }) { __typename ... on MutationRestorePromptVersionSuccess { data { content version } } } }`,
      { id: globalId('Prompt', promptId) },
    );
    expect(restored.data.restorePromptVersion.data).toEqual({ content: 'Actúa como docente.', version: 4 });
    const versions = await http('GET', `/api/prompts/${promptId}/versions`, { client });
    expect(versions.body.map((version: { version: number; content: string }) => [version.version, version.content])).toEqual([
      [3, 'Tercera'],
      [2, 'Segunda'],
      [1, 'Actúa como docente.'],
    ]);
  });

  // PGlite runs one transaction at a time; on PostgreSQL (TEST_POSTGRES_URL) these edits race, and
  // without the row lock the unique version number refuses all but one of them.
  it('keeps every version when edits arrive at once', async () => {
    const { promptId, id: userId } = await authorWithPrompt();
    const user = { id: userId, plan: plans.free, language: 'es' as const };
    const titles = ['Edición A', 'Edición B', 'Edición C', 'Edición D'];
    await Promise.all(titles.map((title) => updateUserPrompt(user, promptId, { title })));
    const versions = await prisma.promptVersion.findMany({ where: { promptId }, orderBy: { version: 'asc' } });
    expect(versions.map((version) => version.version)).toEqual([1, 2, 3, 4]);
    expect(versions[0].title).toBe('Plan de clase');
    const prompt = await prisma.prompt.findUniqueOrThrow({ where: { id: promptId } });
    expect(prompt.version).toBe(5);
    // Each edit kept the one before it: every title appears once, as a version or as the current one.
    expect([...versions.slice(1).map((version) => version.title), prompt.title].sort()).toEqual(titles);
  });

  it('files it in a personal category through the edit, and an edit keeps no version when nothing changed', async () => {
    const { client, promptId } = await authorWithPrompt();
    const filed = await http('PUT', `/api/prompts/${promptId}`, { client, body: { customCategory: 'Clases' } });
    expect(filed.status).toBe(200);
    expect((await http('GET', '/api/saved-prompts', { client })).body).toMatchObject([{ promptId, customCategory: 'Clases' }]);
    expect((await http('GET', `/api/prompts/${promptId}/versions`, { client })).body).toEqual([]);
  });

  it('still edits at the free plan’s saved-prompt limit: edits count against no limit', async () => {
    const { client, promptId, id: userId } = await authorWithPrompt();
    const library = await prisma.prompt.findMany({ where: { ownerId: null }, take: plans.free.savedPromptsLimit!, select: { id: true } });
    await prisma.savedPrompt.createMany({ data: library.map((prompt) => ({ userId, promptId: prompt.id })) });
    expect((await http('PUT', `/api/prompts/${promptId}`, { client, body: { title: 'Nuevo título' } })).status).toBe(200);
  });
});

describe('deleting a prompt you wrote', () => {
  it('answers 204 with no body and takes its saved entry and its versions with it', async () => {
    const { client, promptId } = await authorWithPrompt();
    await http('PUT', `/api/prompts/${promptId}`, { client, body: { content: 'Otra', customCategory: 'Clases' } });
    const deleted = await http('DELETE', `/api/prompts/${promptId}`, { client });
    expect(deleted).toMatchObject({ status: 204, text: '' });
    expect(await prisma.prompt.count({ where: { id: promptId } })).toBe(0);
    expect(await prisma.savedPrompt.count({ where: { promptId } })).toBe(0);
    expect(await prisma.promptVersion.count({ where: { promptId } })).toBe(0);
  });
});

describe('who may edit, delete and read versions', () => {
  it("answers someone else's prompt, a library prompt and a missing id with the same 404", async () => {
    const { promptId } = await authorWithPrompt();
    const { client } = await registeredClient({ language: 'en' });
    const libraryPrompt = await prisma.prompt.findFirstOrThrow({ where: { ownerId: null } });
    for (const id of [promptId, libraryPrompt.id, 2_000_000_000]) {
      for (const [method, path, body] of [
        ['PUT', `/api/prompts/${id}`, { title: 'Mío' }],
        ['DELETE', `/api/prompts/${id}`, undefined],
        ['GET', `/api/prompts/${id}/versions`, undefined],
      ] as const) {
        const response = await http(method, path, { client, body });
        expect(response, `${method} ${path}`).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Prompt not found' } });
      }
    }
    expect((await prisma.prompt.findUniqueOrThrow({ where: { id: libraryPrompt.id } })).title).toBe(libraryPrompt.title);
    const versions = await client.graphql(`query ($id: ID!) { node(id: $id) { ... on Prompt { versions(first: 5) { totalCount } } } }`, {
      id: globalId('Prompt', libraryPrompt.id),
    });
    expect(versions.data.node.versions.totalCount).toBe(0);
  });

  it('answers a visitor with 401', async () => {
    const { promptId } = await authorWithPrompt();
    expect((await http('PUT', `/api/prompts/${promptId}`, { body: { title: 'X' } })).status).toBe(401);
    expect((await http('DELETE', `/api/prompts/${promptId}`)).status).toBe(401);
    expect((await http('GET', `/api/prompts/${promptId}/versions`)).status).toBe(401);
  });

  it('answers bad input with 400 in the reader’s language, with the rules of a new prompt', async () => {
    const { client, promptId } = await authorWithPrompt('en');
    const blank = await http('PUT', `/api/prompts/${promptId}`, { client, body: { title: ' ', content: '' } });
    expect(blank).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(blank.body.fieldErrors).toEqual([
      { field: 'input.title', message: 'Please enter a title for your prompt.' },
      { field: 'input.content', message: 'Please enter the content for your prompt.' },
    ]);
    const spanish = await authorWithPrompt('es');
    const nothing = await http('PUT', `/api/prompts/${spanish.promptId}`, { client: spanish.client, body: {} });
    expect(nothing).toMatchObject({ status: 400, body: { message: 'Indica al menos un cambio: título, contenido, categoría o categoría personal.' } });
    const tooLong = await http('PUT', `/api/prompts/${promptId}`, { client, body: { content: 'x'.repeat(10_001) } });
    expect(tooLong.status).toBe(400);
    expect((await http('PUT', `/api/prompts/${promptId}`, { client, body: { categoryId: 2_000_000_000 } })).status).toBe(404);
    expect((await http('PUT', `/api/prompts/${promptId}`, { client, body: { title: 42 } })).status).toBe(400);
    expect((await http('PUT', `/api/prompts/${promptId}`, { client, body: { content: 'a\u0000b' } })).status).toBe(400);
    expect((await http('PUT', '/api/prompts/2147483648', { client, body: { title: 'X' } })).status).toBe(400);
    const restoreMissing = await client.graphql(
      `mutation ($id: ID!) { restorePromptVersion(input: { id: $id, version: 7 }) { __typename ... on Error { message } } }`,
      { id: globalId('Prompt', promptId) },
    );
    expect(restoreMissing.data.restorePromptVersion).toEqual({ __typename: 'NotFoundError', message: 'That version of the prompt was not found' });
    expect(await prisma.promptVersion.count({ where: { promptId } })).toBe(0);
  });
});
