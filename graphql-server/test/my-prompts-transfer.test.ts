/** My Prompts' export and import: the services, and REST over a real socket as a third-party client uses it. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { exportMyPrompts } from '../services/my-prompts-export.ts';
import { plans } from '../services/plans.ts';
import { registeredClient, testApp, TestClient } from './client.ts';
import { countQueries } from './query-count.ts';

let server: Server;
let education: { id: number; slug: string };
let marketing: { id: number; slug: string };
let libraryPromptIds: number[];

beforeAll(async () => {
  await seedLibrary();
  server = await startHttpServer(await testApp(), 0);
  education = await prisma.category.findUniqueOrThrow({ where: { slug: 'education' }, select: { id: true, slug: true } });
  marketing = await prisma.category.findFirstOrThrow({ where: { id: { not: education.id } }, orderBy: { id: 'asc' }, select: { id: true, slug: true } });
  // Library prompts a free reader may open and save: the first ones of a category in Spanish.
  libraryPromptIds = (
    await prisma.prompt.findMany({
      where: { ownerId: null, isPremium: false, language: 'es', categories: { some: { categoryId: education.id, position: { lt: 3 } } } },
      select: { id: true },
      orderBy: { id: 'asc' },
    })
  ).map(({ id }) => id);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** One REST request over a real socket (cookies from `client`'s session). */
async function http(method: string, path: string, options: { client?: TestClient; body?: unknown; language?: 'es' | 'en' } = {}) {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { 'accept-language': options.language ?? options.client?.language ?? 'es' };
  if (options.client) headers.cookie = options.client.cookieHeader();
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A CSV or Markdown download.
  }
  return { status: response.status, headers: response.headers, text, body };
}

async function createPrompt(client: TestClient, title: string, content: string, categoryId = education.id) {
  const created = await http('POST', '/api/prompts', { client, body: { title, content, categoryId } });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

/** A user with two prompts of their own (one edited twice: two earlier versions) and a saved library prompt. */
async function userWithPrompts(language: 'es' | 'en' = 'es') {
  const user = await registeredClient({ language });
  const first = await createPrompt(user.client, 'Plan de clase', 'Actúa como docente de {{materia}}.\n\n- Objetivos\n- "Actividades", con comas');
  await http('PUT', `/api/prompts/${first}`, { client: user.client, body: { content: 'Segunda versión' } });
  await http('PUT', `/api/prompts/${first}`, { client: user.client, body: { content: 'Actúa como docente de {{materia:historia}}.\n\n## Objetivos\n- Uno' } });
  await createPrompt(user.client, 'Campaña', 'Escribe un anuncio para [producto].', marketing.id);
  expect((await http('POST', '/api/saved-prompts', { client: user.client, body: { promptId: libraryPromptIds[0] } })).status).toBe(201);
  return user;
}

const ownPrompts = (ownerId: number) =>
  prisma.prompt.findMany({
    where: { ownerId },
    orderBy: { title: 'asc' },
    select: { title: true, content: true, language: true, isPremium: true, categories: { select: { categoryId: true } } },
  });

const importBody = (content: string, extra: Record<string, unknown> = {}) => ({ content, ...extra });

describe('exporting your prompts', () => {
  it('downloads your own prompts with their earlier versions and your saved library prompts, as JSON', async () => {
    const { client, id } = await userWithPrompts();
    const stranger = await registeredClient();
    await createPrompt(stranger.client, 'Ajeno', 'No es tuyo');

    const download = await http('GET', '/api/my-prompts/export?format=json', { client });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="promptario-my-prompts-\d{4}-\d{2}-\d{2}\.json"$/);
    const { prompts, savedPrompts, format, version } = download.body;
    expect({ format, version }).toEqual({ format: 'promptario-my-prompts', version: 1 });
    expect(prompts.map((prompt: { title: string }) => prompt.title)).toEqual(['Plan de clase', 'Campaña']);
    expect(prompts[0]).toMatchObject({ category: 'education', language: 'es', version: 3 });
    expect(prompts[0].earlierVersions.map((earlier: { version: number; content: string }) => [earlier.version, earlier.content])).toEqual([
      [1, 'Actúa como docente de {{materia}}.\n\n- Objetivos\n- "Actividades", con comas'],
      [2, 'Segunda versión'],
    ]);
    const library = await prisma.prompt.findUniqueOrThrow({ where: { id: libraryPromptIds[0] } });
    expect(savedPrompts).toEqual([expect.objectContaining({ title: library.title, content: library.content })]);
    expect(download.text).not.toContain('Ajeno');
    expect(await prisma.prompt.count({ where: { ownerId: id } })).toBe(2);
  });

  it('answers CSV and Markdown as downloads of their own type', async () => {
    const { client } = await userWithPrompts();
    const csv = await http('GET', '/api/my-prompts/export?format=csv', { client });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="promptario-my-prompts-[\d-]+\.csv"$/);
    expect(csv.text.split('\r\n')[0]).toBe('"source","title","content","category","language","version","personal_category","date"');
    const markdown = await http('GET', '/api/my-prompts/export?format=md', { client });
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('content-disposition')).toMatch(/filename="promptario-my-prompts-[\d-]+\.md"$/);
    expect(markdown.text).toContain('## Plan de clase (versión 1)\nSource: version');
    expect(markdown.text).toContain('```prompt\nActúa como docente de {{materia:historia}}.\n\n## Objetivos\n- Uno\n```');
  });

  it('refuses an unknown format with a 400 in the reader\'s language, and a visitor with a 401', async () => {
    const { client } = await registeredClient();
    const spanish = await http('GET', '/api/my-prompts/export?format=xml', { client });
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toBe('El formato de exportación debe ser json, csv o md');
    const reader = await registeredClient({ language: 'en' });
    const english = await http('GET', '/api/my-prompts/export?format=pdf', { client: reader.client });
    expect(english.body.message).toBe('The export format must be json, csv or md');
    expect((await http('GET', '/api/my-prompts/export?format=json')).status).toBe(401);
  });

  it('reads everything in the same few queries whatever the number of prompts and versions (no N+1)', async () => {
    const small = await registeredClient();
    await createPrompt(small.client, 'Uno', 'Texto');
    const large = await userWithPrompts();
    for (let index = 0; index < 5; index += 1) {
      const promptId = await createPrompt(large.client, `Extra ${index}`, 'Texto');
      await http('PUT', `/api/prompts/${promptId}`, { client: large.client, body: { content: 'Editado' } });
    }
    const reader = { plan: plans.free, language: 'es' as const };
    const few = await countQueries(() => exportMyPrompts({ id: small.id, ...reader }, 'json'));
    const many = await countQueries(() => exportMyPrompts({ id: large.id, ...reader }, 'json'));
    expect(JSON.parse(many.result.content).prompts).toHaveLength(7);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(10);
  });
});

describe('importing your prompts', () => {
  // JSON keeps earlier versions and saved prompts out of its `prompts` list: the parser never sees them.
  for (const [format, skipped] of [['json', 0], ['csv', 3], ['md', 3]] as const) {
    it(`restores the same prompts from a ${format} export, skipping earlier versions and saved library prompts`, async () => {
      const { client, id } = await userWithPrompts();
      const before = await ownPrompts(id);
      const file = await http('GET', `/api/my-prompts/export?format=${format}`, { client });
      await prisma.prompt.deleteMany({ where: { ownerId: id } });
      const libraryBefore = await prisma.prompt.count({ where: { ownerId: null } });

      const imported = await http('POST', '/api/my-prompts/import', { client, body: importBody(file.text) });
      expect(imported.status).toBe(200);
      expect(imported.body).toEqual({ count: 2, created: 2, updated: 0, skipped, errors: [] });
      expect(await ownPrompts(id)).toEqual(before);
      expect(await prisma.prompt.count({ where: { ownerId: null } })).toBe(libraryBefore);

      // The same file again finds the same prompts: nothing is duplicated.
      const again = await http('POST', '/api/my-prompts/import', { client, body: importBody(file.text) });
      expect(again.body).toMatchObject({ count: 2, created: 0, updated: 2 });
      expect(await ownPrompts(id)).toEqual(before);
    });
  }

  it('edits an own prompt the file changed, keeping what it was as a version', async () => {
    const { client, id } = await registeredClient();
    const promptId = await createPrompt(client, 'Plan de clase', 'Original');
    const file = JSON.stringify([{ title: 'Plan de clase', content: 'Cambiado', category: 'education' }]);
    const imported = await http('POST', '/api/my-prompts/import', { client, body: importBody(file) });
    expect(imported.body).toMatchObject({ created: 0, updated: 1 });
    expect(await prisma.prompt.findFirstOrThrow({ where: { ownerId: id }, select: { id: true, content: true, version: true } })).toEqual({ id: promptId, content: 'Cambiado', version: 2 });
    expect((await http('GET', `/api/prompts/${promptId}/versions`, { client })).body).toEqual([expect.objectContaining({ version: 1, content: 'Original' })]);
  });

  it('imports into your account only, never into the library or anyone else\'s, and never as premium', async () => {
    const author = await registeredClient();
    const other = await registeredClient();
    await createPrompt(other.client, 'Plan de clase', 'Del otro');
    const libraryBefore = await prisma.prompt.count({ where: { ownerId: null } });
    const file = JSON.stringify([
      { title: 'Plan de clase', content: 'Mío', category: 'education', isPremium: true },
      { title: 'Nuevo', content: 'Otro', category: marketing.slug, language: 'en' },
    ]);
    const imported = await http('POST', '/api/my-prompts/import', { client: author.client, body: importBody(file) });
    expect(imported.body).toMatchObject({ created: 2, updated: 0, errors: [] });
    expect(await ownPrompts(author.id)).toEqual([
      { title: 'Nuevo', content: 'Otro', language: 'en', isPremium: false, categories: [{ categoryId: marketing.id }] },
      { title: 'Plan de clase', content: 'Mío', language: 'es', isPremium: false, categories: [{ categoryId: education.id }] },
    ]);
    expect(await ownPrompts(other.id)).toEqual([expect.objectContaining({ title: 'Plan de clase', content: 'Del otro' })]);
    expect(await prisma.prompt.count({ where: { ownerId: null } })).toBe(libraryBefore);
    expect((await http('POST', '/api/my-prompts/import', { body: importBody(file) })).status).toBe(401);
  });

  it('lists each bad prompt with its place and a translated reason, and a batch with none as a 400', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const file = JSON.stringify([
      { title: 'Good', content: 'Fine', category: 'education' },
      { title: 'Nowhere', content: 'Text', category: 'no-such-category' },
      { title: '', content: 'Text', category: 'education' },
    ]);
    const imported = await http('POST', '/api/my-prompts/import', { client, body: importBody(file) });
    expect(imported.body).toEqual({
      count: 1,
      created: 1,
      updated: 0,
      skipped: 0,
      errors: [
        { position: 2, line: null, title: 'Nowhere', message: 'The category "no-such-category" does not exist' },
        { position: 3, line: null, title: null, message: expect.any(String) },
      ],
    });
    const broken = await http('POST', '/api/my-prompts/import', { client, body: importBody('[{') });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The content is not valid JSON');
  });
});

describe('the free plan\'s prompt limit on imports', () => {
  const prompts = (count: number, prefix: string) =>
    JSON.stringify(Array.from({ length: count }, (_, index) => ({ title: `${prefix} ${index}`, content: 'Texto', category: 'education' })));

  it('imports up to the limit, counting your own and saved prompts, and refuses one more with a translated 403 that imports nothing', async () => {
    const limit = plans.free.savedPromptsLimit!;
    const { client, id } = await registeredClient();
    await createPrompt(client, 'Propio', 'Texto');
    expect((await http('POST', '/api/saved-prompts', { client, body: { promptId: libraryPromptIds[0] } })).status).toBe(201);

    const upToLimit = await http('POST', '/api/my-prompts/import', { client, body: importBody(prompts(limit - 2, 'Hasta')) });
    expect(upToLimit.body).toMatchObject({ created: limit - 2 });
    const past = await http('POST', '/api/my-prompts/import', { client, body: importBody(prompts(1, 'Uno más')) });
    expect(past.status).toBe(403);
    expect(past.body).toMatchObject({ code: 'LIMIT_REACHED', limit });
    expect(past.body.message).toContain(`hasta ${limit} prompts entre creados y guardados`);
    expect(await prisma.prompt.count({ where: { ownerId: id } })).toBe(limit - 1);

    // Re-importing prompts you already have adds none: it is not refused.
    expect((await http('POST', '/api/my-prompts/import', { client, body: importBody(prompts(2, 'Hasta')) })).status).toBe(200);
  });

  it('holds under concurrent imports: two at once cannot pass it together', async () => {
    const limit = plans.free.savedPromptsLimit!;
    const { client, id } = await registeredClient({ language: 'en' });
    const size = Math.ceil(limit / 2) + 1;
    const results = await Promise.all([
      http('POST', '/api/my-prompts/import', { client, body: importBody(prompts(size, 'A')) }),
      http('POST', '/api/my-prompts/import', { client, body: importBody(prompts(size, 'B')) }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 403]);
    expect(await prisma.prompt.count({ where: { ownerId: id } })).toBe(size);
  });

  it('does not limit a paid plan', async () => {
    const { client, id } = await registeredClient();
    await prisma.subscription.upsert({
      where: { userId: id },
      update: { planType: 'pro', status: 'active', premiumExpiresAt: new Date(Date.now() + 86_400_000) },
      create: { userId: id, planType: 'pro', status: 'active', premiumExpiresAt: new Date(Date.now() + 86_400_000) },
    });
    const imported = await http('POST', '/api/my-prompts/import', { client, body: importBody(prompts(plans.free.savedPromptsLimit! + 5, 'Pro')) });
    expect(imported.body).toMatchObject({ created: plans.free.savedPromptsLimit! + 5 });
  });
});
