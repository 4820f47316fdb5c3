/** The admin bulk import (issue 11): formats, partial failures, idempotence, limits, concurrency, access, bad input, a server that keeps answering. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBystander } from '../../bench/bystander.ts';
import { IMPORT_MAX_ITEMS } from '../../shared/prompt-import.ts';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { importChunkSize, importPrompts } from '../services/prompt-import.ts';
import { registeredClient, testApp, TestClient } from './client.ts';

let admin: TestClient;
let slug: string;
let otherSlug: string;

const run = `mutation ($input: ImportPromptsInput!) { importPrompts(input: $input) { __typename
  ... on Error { code message } ... on ValidationError { fieldErrors { field message } }
  ... on MutationImportPromptsSuccess { data { count created updated errors { position line title message } } } } }`;

const unique = () => Math.random().toString(36).slice(2, 8);

async function libraryTitles(categorySlug: string): Promise<string[]> {
  const response = await admin.rest('GET', `/api/categories/${categorySlug}/prompts`);
  return (response.body as { title: string }[]).map((prompt) => prompt.title);
}

beforeAll(async () => {
  slug = `import-${unique()}`;
  otherSlug = `otra-${unique()}`;
  await prisma.category.create({ data: { slug, name: `Importados ${slug}`, nameEn: `Imported ${slug}` } });
  await prisma.category.create({ data: { slug: otherSlug, name: `Otra ${otherSlug}` } });
  const registered = await registeredClient({ language: 'en' });
  await prisma.user.update({ where: { id: registered.id }, data: { role: 'ADMIN' } });
  admin = registered.client;
});

describe('POST /api/admin/import-batch and importPrompts', () => {
  it('imports a JSON array (slug or name as category, language, premium, extra categories) and the library shows it at once', async () => {
    const tag = unique();
    const content = JSON.stringify([
      { title: `JSON uno ${tag}`, content: 'Primer prompt', category: slug },
      { title: `JSON two ${tag}`, content: 'Second prompt', category: `Importados ${slug}`, language: 'en', isPremium: true, categories: [otherSlug] },
    ]);
    const response = await admin.rest('POST', '/api/admin/import-batch', { content });
    expect(response).toMatchObject({ status: 200, body: { count: 2, created: 2, updated: 0, errors: [] } });
    expect(await libraryTitles(slug)).toEqual(expect.arrayContaining([`JSON uno ${tag}`, `JSON two ${tag}`]));
    expect(await libraryTitles(otherSlug)).toContain(`JSON two ${tag}`);
    const two = await prisma.prompt.findFirstOrThrow({ where: { title: `JSON two ${tag}` } });
    expect(two).toMatchObject({ language: 'en', isPremium: true, ownerId: null, seedKey: null });
  });

  it('accepts { prompts: [...] } over GraphQL', async () => {
    const tag = unique();
    const result = await admin.graphql(run, { input: { content: JSON.stringify({ prompts: [{ title: `Wrapped ${tag}`, content: 'x', category: slug }] }) } });
    expect(result.data.importPrompts.data).toEqual({ count: 1, created: 1, updated: 0, errors: [] });
  });

  it('imports Markdown sections with a # Category heading and Category/Language/Premium lines; code fences keep their headings', async () => {
    const tag = unique();
    const content = [
      `# ${slug}`,
      `## Markdown uno ${tag}`,
      'Texto del primero.',
      '```',
      '## not a heading',
      '```',
      `## Markdown two ${tag}`,
      `Category: ${otherSlug}`,
      'Language: en',
      'Premium: yes',
      '',
      'Second body.',
    ].join('\n');
    const response = await admin.rest('POST', '/api/admin/import-batch', { content });
    expect(response.body).toMatchObject({ count: 2, errors: [] });
    const first = await prisma.prompt.findFirstOrThrow({ where: { title: `Markdown uno ${tag}` }, include: { categories: { include: { category: true } } } });
    expect(first.content).toBe('Texto del primero.\n```\n## not a heading\n```');
    expect(first.categories.map((link) => link.category.slug)).toEqual([slug]);
    const second = await prisma.prompt.findFirstOrThrow({ where: { title: `Markdown two ${tag}` }, include: { categories: { include: { category: true } } } });
    expect(second).toMatchObject({ content: 'Second body.', language: 'en', isPremium: true });
    expect(second.categories.map((link) => link.category.slug)).toEqual([otherSlug]);
  });

  it('imports plain text separated by --- into the chosen default category and language', async () => {
    const tag = unique();
    const content = `Text one ${tag}\nBody one\nsecond line\n---\nText two ${tag}\nBody two\n`;
    const response = await admin.rest('POST', '/api/admin/import-batch', { content, defaultCategory: slug, defaultLanguage: 'en' });
    expect(response.body).toMatchObject({ count: 2, errors: [] });
    expect(await prisma.prompt.findFirstOrThrow({ where: { title: `Text one ${tag}` } })).toMatchObject({ content: 'Body one\nsecond line', language: 'en' });
  });

  it('imports the act,prompt CSV of public collections, with quoted fields holding quotes and newlines', async () => {
    const tag = unique();
    const content = `"act","prompt","for_devs"\n"Linux Terminal ${tag}","I want you to act as a ""linux terminal"".\nReply only with output.","TRUE"\nPlain ${tag},Short prompt,FALSE\n`;
    const response = await admin.rest('POST', '/api/admin/import-batch', { content, defaultCategory: otherSlug });
    expect(response.body).toMatchObject({ count: 2, errors: [] });
    expect((await prisma.prompt.findFirstOrThrow({ where: { title: `Linux Terminal ${tag}` } })).content).toBe(
      'I want you to act as a "linux terminal".\nReply only with output.',
    );
  });

  it('imports title,content,category,language,premium CSV', async () => {
    const tag = unique();
    const content = `title,content,category,language,premium\nCSV one ${tag},Body,${slug},en,yes\n`;
    const response = await admin.rest('POST', '/api/admin/import-batch', { content });
    expect(response.body).toMatchObject({ count: 1, errors: [] });
    expect(await prisma.prompt.findFirstOrThrow({ where: { title: `CSV one ${tag}` } })).toMatchObject({ language: 'en', isPremium: true });
  });

  it('imports the good items and reports each bad one with its position, line and a translated reason', async () => {
    const tag = unique();
    const content = [
      `title,content,category,language`,
      `Good ${tag},Body,${slug},es`,
      `,No title,${slug},es`,
      `Unknown cat ${tag},Body,nope-${tag},es`,
      `Bad language ${tag},Body,${slug},fr`,
      `Good ${tag},Again,${slug},es`,
    ].join('\n');
    const english = await admin.rest('POST', '/api/admin/import-batch', { content });
    expect(english.status).toBe(200);
    expect(english.body.count).toBe(1);
    expect(english.body.errors).toEqual([
      { position: 2, line: 3, title: null, message: expect.any(String) },
      { position: 3, line: 4, title: `Unknown cat ${tag}`, message: `The category "nope-${tag}" does not exist` },
      { position: 4, line: 5, title: `Bad language ${tag}`, message: 'The language must be es or en' },
      { position: 5, line: 6, title: `Good ${tag}`, message: 'Repeats prompt 1 of this import (same title, language and category)' },
    ]);
    expect(await prisma.category.count({ where: { slug: `nope-${tag}` } })).toBe(0);
    const noCategory = await admin.rest('POST', '/api/admin/import-batch', { content: JSON.stringify([{ title: 'x', content: 'y' }]) });
    expect(noCategory.body.errors[0].message).toBe('The category is missing: name it in the prompt or choose a default category');
  });

  it('does not duplicate on re-import: the same title, language and category is updated, counted as updated, and kept from seeding', async () => {
    const tag = unique();
    const content = (body: string) => JSON.stringify([{ title: `Again ${tag}`, content: body, category: slug }, { title: `Same ${tag}`, content: 'same', category: slug }]);
    expect((await admin.rest('POST', '/api/admin/import-batch', { content: content('v1') })).body).toMatchObject({ created: 2, updated: 0 });
    const second = await admin.rest('POST', '/api/admin/import-batch', { content: content('v2').replace(`Again ${tag}`, `AGAIN ${tag}`) });
    expect(second.body).toMatchObject({ count: 2, created: 0, updated: 2 });
    const rows = await prisma.prompt.findMany({ where: { title: { in: [`Again ${tag}`, `AGAIN ${tag}`] } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: `AGAIN ${tag}`, content: 'v2' });
    expect(rows[0].editedAt).not.toBeNull();
  });

  it('puts new prompts after the ones already in the category (per language)', async () => {
    const tag = unique();
    await admin.rest('POST', '/api/admin/import-batch', { content: JSON.stringify([{ title: `Last ${tag}`, content: 'x', category: otherSlug }]) });
    const links = await prisma.promptCategory.findMany({ where: { category: { slug: otherSlug }, prompt: { language: 'es' } }, include: { prompt: true } });
    const last = links.find((link) => link.prompt.title === `Last ${tag}`)!;
    expect(last.position).toBe(Math.max(...links.map((link) => link.position)));
    expect(new Set(links.map((link) => link.position)).size).toBe(links.length);
  });

  it('refuses empty content, invalid JSON and a CSV without its header with a 400 and a translated message', async () => {
    const empty = await admin.rest('POST', '/api/admin/import-batch', { content: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'There is no content to import' } });
    expect((await admin.rest('POST', '/api/admin/import-batch', { content: '[{"title": ' })).body.message).toBe('The content is not valid JSON');
    const csv = await admin.rest('POST', '/api/admin/import-batch', { content: 'a,b\n1,2', format: 'csv' });
    expect(csv.status).toBe(400);
    expect(csv.body.message).toMatch(/act,prompt/);
    const missing = await admin.rest('POST', '/api/admin/import-batch', {});
    expect(missing.status).toBe(400);
  });

  it(`refuses more than ${IMPORT_MAX_ITEMS} items or 5 MB with a clear message, writing nothing`, async () => {
    const before = await prisma.prompt.count();
    const many = JSON.stringify(Array.from({ length: IMPORT_MAX_ITEMS + 1 }, (_, i) => ({ title: `t${i}`, content: 'c', category: slug })));
    const tooMany = await admin.rest('POST', '/api/admin/import-batch', { content: many });
    expect(tooMany).toMatchObject({ status: 400, body: { message: `The content has ${IMPORT_MAX_ITEMS + 1} prompts and the maximum per import is ${IMPORT_MAX_ITEMS}: split it into several files` } });
    const big = await admin.graphql(run, { input: { content: 'x'.repeat(5 * 1024 * 1024 + 1) } });
    expect(big.data.importPrompts.message).toBe('The content exceeds the maximum of 5 MB per import: split it into several files');
    expect(await prisma.prompt.count()).toBe(before);
  });

  it('keeps the 256 KB body limit for everyone but admins', async () => {
    const { client: user } = await registeredClient({ language: 'en' });
    const content = 'x'.repeat(300 * 1024);
    expect((await user.rest('POST', '/api/admin/import-batch', { content })).status).toBe(413);
    expect((await admin.rest('POST', '/api/admin/import-batch', { content, defaultCategory: slug })).status).toBe(200);
  });

  it('creates each prompt once when the same content is imported concurrently, over several transactions each', async () => {
    const tag = unique();
    const total = importChunkSize * 2 + 30;
    const content = JSON.stringify(Array.from({ length: total }, (_, i) => ({ title: `Concurrent ${i} ${tag}`, content: 'c', category: slug })));
    const results = await Promise.all([importPrompts({ content }), importPrompts({ content }), admin.rest('POST', '/api/admin/import-batch', { content })]);
    expect(await prisma.prompt.count({ where: { title: { endsWith: ` ${tag}` } } })).toBe(total);
    const counts = [results[0], results[1], results[2].body as { created: number; updated: number }];
    expect(counts.reduce((sum, result) => sum + result.created, 0)).toBe(total);
    expect(counts.reduce((sum, result) => sum + result.updated, 0)).toBe(total * 2);
  });

  it('refuses users (403, FORBIDDEN) and visitors (401, UNAUTHENTICATED) on REST and GraphQL, writing nothing', async () => {
    const content = JSON.stringify([{ title: `Refused ${unique()}`, content: 'c', category: slug }]);
    const { client: user } = await registeredClient({ language: 'en' });
    const visitor = new TestClient('en');
    expect(await user.rest('POST', '/api/admin/import-batch', { content })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await visitor.rest('POST', '/api/admin/import-batch', { content })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect((await user.graphql(run, { input: { content } })).data.importPrompts).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect((await visitor.graphql(run, { input: { content } })).data.importPrompts).toMatchObject({ __typename: 'AuthenticationError', code: 'UNAUTHENTICATED' });
    expect(await prisma.prompt.count({ where: { title: JSON.parse(content)[0].title } })).toBe(0);
  });
});

describe('bad characters and bad values: an error of the prompt holding them, in the reader’s language, never a 500', () => {
  const nul = '\u0000';
  const nulMessage = (field: string) => `The ${field} field contains a character that cannot be stored (the null character, U+0000, or half a Unicode character)`;

  /** Imports and returns the errors, after checking the good prompt (`Good <tag>`) was written and nothing else. */
  async function importWithErrors(content: string, tag: string, client = admin, extra: Record<string, unknown> = {}) {
    const response = await client.rest('POST', '/api/admin/import-batch', { content, ...extra });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 1, created: 1 });
    expect((await prisma.prompt.findMany({ where: { title: { contains: tag } }, select: { title: true } })).map((prompt) => prompt.title)).toEqual([`Good ${tag}`]);
    return (response.body.errors as { position: number; title: string | null; message: string }[]).map(({ position, message }) => [position, message]);
  }

  it('JSON: a NUL in title, content, category, categories, language or isPremium', async () => {
    const tag = unique();
    const good = { title: `Good ${tag}`, content: 'Body', category: slug };
    const content = JSON.stringify([
      good,
      { ...good, title: `Title${nul} ${tag}` },
      { ...good, title: `Content ${tag}`, content: `Bo${nul}dy` },
      { ...good, title: `Category ${tag}`, category: `${slug}${nul}` },
      { ...good, title: `Categories ${tag}`, categories: [otherSlug, `x${nul}`] },
      { ...good, title: `Language ${tag}`, language: `es${nul}` },
      { ...good, title: `Premium ${tag}`, isPremium: `yes${nul}` },
    ]);
    expect(await importWithErrors(content, tag)).toEqual([
      [2, nulMessage('title')],
      [3, nulMessage('content')],
      [4, nulMessage('category')],
      [5, nulMessage('categories')],
      [6, nulMessage('language')],
      [7, nulMessage('isPremium')],
    ]);
  });

  it('JSON, Markdown and text: half of a Unicode surrogate pair in a title or content (it would be stored as U+FFFD)', async () => {
    const tag = unique();
    const good = { title: `Good ${tag}`, content: 'Body', category: slug };
    const content = JSON.stringify([good, { ...good, title: `Lone \ud800 ${tag}` }, { ...good, title: `Low ${tag}`, content: 'Body \udc00 end' }]);
    expect(await importWithErrors(content, tag)).toEqual([
      [2, nulMessage('title')],
      [3, nulMessage('content')],
    ]);
    const markdownTag = unique();
    const markdown = [`# ${slug}`, `## Good ${markdownTag}`, 'Body', `## Lone \ud800 ${markdownTag}`, 'Body'].join('\n');
    expect(await importWithErrors(markdown, markdownTag, admin, { format: 'markdown' })).toEqual([[2, nulMessage('title')]]);
  });

  it('CSV: a NUL in each column, in Spanish for a Spanish reader', async () => {
    const tag = unique();
    const { client: spanishAdmin, id } = await registeredClient({ language: 'es' });
    await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
    const content = [
      'title,content,category,language,premium',
      `Good ${tag},Body,${slug},es,no`,
      `Ti${nul}tle ${tag},Body,${slug},es,no`,
      `Content ${tag},Bo${nul}dy,${slug},es,no`,
      `Category ${tag},Body,${slug}${nul},es,no`,
      `Language ${tag},Body,${slug},${nul}es,no`,
      `Premium ${tag},Body,${slug},es,no${nul}`,
    ].join('\n');
    const spanish = (field: string) => `El campo ${field} contiene un carácter que no se puede guardar (el nulo, U+0000, o medio carácter Unicode)`;
    expect(await importWithErrors(content, tag, spanishAdmin)).toEqual([
      [2, spanish('title')],
      [3, spanish('content')],
      [4, spanish('category')],
      [5, spanish('language')],
      [6, spanish('isPremium')],
    ]);
  });

  it('Markdown and plain text: a NUL in the title, the content or a Category/Categories/Language/Premium line', async () => {
    for (const format of ['markdown', 'text'] as const) {
      const tag = unique();
      const section = (title: string, lines: string[]) => (format === 'markdown' ? [`## ${title}`, ...lines] : [title, ...lines, '---']);
      const content = [
        ...(format === 'markdown' ? [`# ${slug}`] : []),
        ...section(`Good ${tag}`, [`Category: ${slug}`, 'Body']),
        ...section(`Ti${nul}tle ${tag}`, [`Category: ${slug}`, 'Body']),
        ...section(`Content ${tag}`, [`Category: ${slug}`, `Bo${nul}dy`]),
        ...section(`Category ${tag}`, [`Category: ${slug}${nul}`, 'Body']),
        ...section(`Categories ${tag}`, [`Category: ${slug}`, `Categories: ${otherSlug}, x${nul}`, 'Body']),
        ...section(`Language ${tag}`, [`Category: ${slug}`, `Language: e${nul}s`, 'Body']),
        ...section(`Premium ${tag}`, [`Category: ${slug}`, `Premium: s${nul}í`, 'Body']),
      ].join('\n');
      expect(await importWithErrors(content, tag, admin, { format })).toEqual([
        [2, nulMessage('title')],
        [3, nulMessage('content')],
        [4, nulMessage('category')],
        [5, nulMessage('categories')],
        [6, nulMessage('language')],
        [7, nulMessage('isPremium')],
      ]);
    }
  });

  it('a NUL in a Markdown # category heading is an error of each prompt under it', async () => {
    const tag = unique();
    const content = [`# ${slug}`, `## Good ${tag}`, 'Body', `# bad${nul}`, `## One ${tag}`, 'Body', `## Two ${tag}`, 'Body'].join('\n');
    expect(await importWithErrors(content, tag)).toEqual([
      [2, nulMessage('category')],
      [3, nulMessage('category')],
    ]);
  });

  it('a NUL in the default category is a 400 on that field, writing nothing', async () => {
    const title = `Default ${unique()}`;
    const response = await admin.rest('POST', '/api/admin/import-batch', { content: `${title}\nBody`, defaultCategory: `${slug}${nul}` });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Text cannot contain the null character (U+0000)' } });
    expect(await prisma.prompt.count({ where: { title } })).toBe(0);
  });

  it('over-long fields, wrong types and unknown categories: a reason each, in English and in Spanish', async () => {
    const tag = unique();
    const good = { title: `Good ${tag}`, content: 'Body', category: slug };
    const longCategory = 'c'.repeat(5000);
    const content = JSON.stringify([
      good,
      { ...good, title: `T ${tag} ${'x'.repeat(200)}` },
      { ...good, title: `Long content ${tag}`, content: 'x'.repeat(10_001) },
      { ...good, title: 42 },
      { ...good, title: `Object content ${tag}`, content: { text: 'x' } },
      { ...good, title: `Number category ${tag}`, category: 7 },
      { ...good, title: `String categories ${tag}`, categories: otherSlug },
      { ...good, title: `Number language ${tag}`, language: 1 },
      { ...good, title: `Premium word ${tag}`, isPremium: 'maybe' },
      { ...good, title: `Unknown ${tag}`, category: `nope-${tag}` },
      { ...good, title: `Unknown extra ${tag}`, categories: [`nope-${tag}`] },
      { ...good, title: `Long category ${tag}`, category: longCategory },
      'not an object',
    ]);
    expect(await importWithErrors(content, tag)).toEqual([
      [2, 'The title cannot exceed 200 characters'],
      [3, 'The content cannot exceed 10,000 characters'],
      [4, 'The title field does not hold a valid value'],
      [5, 'The content field does not hold a valid value'],
      [6, 'The category field does not hold a valid value'],
      [7, 'The categories field does not hold a valid value'],
      [8, 'The language must be es or en'],
      [9, 'Premium must be yes or no'],
      [10, `The category "nope-${tag}" does not exist`],
      [11, `The category "nope-${tag}" does not exist`],
      [12, `The category "${'c'.repeat(80)}…" does not exist`],
      [13, 'The item is not an object with title and content'],
    ]);
    const { client: spanishAdmin, id } = await registeredClient({ language: 'es' });
    await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
    const spanish = await spanishAdmin.rest('POST', '/api/admin/import-batch', { content });
    expect(spanish.body).toMatchObject({ count: 1, created: 0, updated: 1 });
    expect((spanish.body.errors as { message: string }[]).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^El título/),
      expect.stringMatching(/^El contenido/),
      'El campo title no tiene un valor válido',
      'El campo content no tiene un valor válido',
      'El campo category no tiene un valor válido',
      'El campo categories no tiene un valor válido',
      'El idioma debe ser es o en',
      'Premium debe ser sí o no',
      `La categoría "nope-${tag}" no existe`,
      `La categoría "nope-${tag}" no existe`,
      `La categoría "${'c'.repeat(80)}…" no existe`,
      'El elemento no es un objeto con title y content',
    ]);
  });
});

describe('a big import and the rest of the server', () => {
  let server: Server;

  beforeAll(async () => {
    server = await startHttpServer(await testApp(), 0);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  // 3 minutes, not the 60 s of the others: the biggest import there is took 50 s at a load average of 24.
  it(`keeps answering GET /healthz and GET /api/user over a real socket during a ${IMPORT_MAX_ITEMS}-prompt import`, async () => {
    const tag = unique();
    const { port } = server.address() as AddressInfo;
    const { client: bystanderUser } = await registeredClient({ language: 'en' });
    const content = JSON.stringify(
      Array.from({ length: IMPORT_MAX_ITEMS }, (_, i) => ({ title: `Big ${i} ${tag}`, content: `Body ${i}`, category: i % 2 ? slug : otherSlug })),
    );
    const health = startBystander({ port, path: '/healthz' });
    const user = startBystander({ port, path: '/api/user', cookie: bystanderUser.cookieHeader() });
    const response = await fetch(`http://127.0.0.1:${port}/api/admin/import-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookieHeader(), 'accept-language': 'en' },
      body: JSON.stringify({ content }),
    });
    expect(await response.json()).toMatchObject({ count: IMPORT_MAX_ITEMS, created: IMPORT_MAX_ITEMS, errors: [] });
    const [healthSamples, userSamples] = [await health.stop(), await user.stop()];
    expect([...healthSamples, ...userSamples].every((sample) => sample.status === 200)).toBe(true);
    // Each bystander sends its next request when the last one is answered: held for the whole
    // import, it would get one answer, after the import. Its latencies are the bench's (bench/import.ts).
    expect(healthSamples.length).toBeGreaterThanOrEqual(5);
    expect(userSamples.length).toBeGreaterThanOrEqual(5);
  }, 180_000);
});

describe('an import that fails after some of its transactions', () => {
  it('says where it stopped and how many were written (409 / ConflictError, both languages); importing it again completes it', async () => {
    const tag = unique();
    const failing = `Fails ${tag}`;
    const items = Array.from({ length: importChunkSize * 2 }, (_, i) => ({ title: i === importChunkSize + 5 ? failing : `Chunked ${i} ${tag}`, content: 'c', category: slug }));
    const content = JSON.stringify(items);
    // A database failure in the second transaction, after the first committed.
    await prisma.$executeRawUnsafe(`CREATE FUNCTION import_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."title" = '${failing}' THEN RAISE EXCEPTION 'import test failure'; END IF; RETURN NEW; END $$`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER import_test_fail BEFORE INSERT ON "Prompt" FOR EACH ROW EXECUTE FUNCTION import_test_fail()`);
    try {
      const english = await admin.rest('POST', '/api/admin/import-batch', { content });
      expect(english).toMatchObject({
        status: 409,
        body: {
          code: 'CONFLICT',
          message: `The import stopped at prompt ${importChunkSize + 1}: the ${importChunkSize} prompts before it were written and the rest were not. Import the same content again to complete it (prompts already imported are updated, not repeated)`,
        },
      });
      expect(await prisma.prompt.count({ where: { title: { endsWith: ` ${tag}` } } })).toBe(importChunkSize);
      const { client: spanishAdmin, id } = await registeredClient({ language: 'es' });
      await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
      const result = await spanishAdmin.graphql(run, { input: { content } });
      expect(result.data.importPrompts).toMatchObject({
        __typename: 'ConflictError',
        message: expect.stringMatching(new RegExp(`^La importación se detuvo en el prompt ${importChunkSize + 1}: ${importChunkSize} prompts`)),
      });
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER import_test_fail ON "Prompt"');
      await prisma.$executeRawUnsafe('DROP FUNCTION import_test_fail()');
    }
    const again = await admin.rest('POST', '/api/admin/import-batch', { content });
    expect(again.body).toMatchObject({ count: importChunkSize * 2, created: importChunkSize, updated: importChunkSize, errors: [] });
  });
});
