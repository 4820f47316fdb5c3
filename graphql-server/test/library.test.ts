import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { registeredClient, TestClient } from './client.ts';
import { countQueries } from './query-count.ts';

let library: { categories: number; prompts: number; premium: number };

beforeAll(async () => {
  await seedLibrary();
  library = {
    categories: await prisma.category.count(),
    prompts: await prisma.prompt.count(),
    premium: await prisma.prompt.count({ where: { isPremium: true } }),
  };
});

async function premiumClient() {
  const registered = await registeredClient();
  await prisma.subscription.update({ where: { userId: registered.id }, data: { planType: 'pro' } });
  return registered;
}

const promptNode = `id databaseId title content isLocked lockReason isPremium isSaved language categories { slug }`;

describe('the shipped library', () => {
  it('has at least 12 categories with 20 Spanish and 20 English prompts each, about a third premium', async () => {
    expect(library.categories).toBeGreaterThanOrEqual(12);
    const categories = await prisma.category.findMany({ include: { prompts: { include: { prompt: true } } } });
    for (const category of categories) {
      expect(category.prompts.filter((link) => link.prompt.language === 'es').length).toBeGreaterThanOrEqual(20);
      expect(category.prompts.filter((link) => link.prompt.language === 'en').length).toBeGreaterThanOrEqual(20);
    }
    expect(categories.map((category) => category.slug)).toContain('entrepreneurs');
    expect(library.premium / library.prompts).toBeGreaterThan(0.25);
    expect(library.premium / library.prompts).toBeLessThan(0.4);
  });

  it('seeds idempotently and never overwrites an edited prompt', async () => {
    const edited = await prisma.prompt.findFirstOrThrow({ where: { seedKey: 'marketing-es-01' } });
    await prisma.prompt.update({ where: { id: edited.id }, data: { title: 'Editado por el admin', editedAt: new Date() } });
    await prisma.prompt.delete({ where: { seedKey: 'sales-en-20' } });

    expect(await seedLibrary()).toEqual({ categoriesAdded: 0, promptsAdded: 1 });
    expect(await seedLibrary()).toEqual({ categoriesAdded: 0, promptsAdded: 0 });
    expect(await prisma.prompt.count()).toBe(library.prompts);
    expect((await prisma.prompt.findUniqueOrThrow({ where: { id: edited.id } })).title).toBe('Editado por el admin');
  });
});

describe('browsing and pagination', () => {
  it('pages through all prompts with cursors, the reader language first, and stops at the end', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const first = await client.graphql(`{ prompts(first: 5) { edges { cursor node { language } } pageInfo { hasNextPage endCursor } } }`);
    expect(first.data.prompts.edges).toHaveLength(5);
    expect(first.data.prompts.edges.every((edge: { node: { language: string } }) => edge.node.language === 'en')).toBe(true);
    expect(first.data.prompts.pageInfo.hasNextPage).toBe(true);
    const second = await client.graphql(`query ($after: String) { prompts(first: 5, after: $after) { edges { node { databaseId } } } }`, {
      after: first.data.prompts.pageInfo.endCursor,
    });
    expect(second.data.prompts.edges).toHaveLength(5);

    const total = library.prompts;
    const pastTheEnd = await client.graphql(`query ($after: String) { prompts(first: 5, after: $after) { edges { node { databaseId } } pageInfo { hasNextPage } } }`, {
      after: Buffer.from(`OffsetConnection:${total + 10}`).toString('base64'),
    });
    expect(pastTheEnd.data.prompts).toEqual({ edges: [], pageInfo: { hasNextPage: false } });
  });

  it('clamps a page size above the maximum to 100', async () => {
    const { client } = await registeredClient();
    const page = await client.graphql(`{ prompts(first: 5000) { edges { node { databaseId } } } }`);
    expect(page.errors).toBeUndefined();
    expect(page.data.prompts.edges).toHaveLength(100);
  });

  it("counts every category's Premium prompts in one query, however many categories there are", async () => {
    const client = new TestClient('es');
    const counted = await countQueries(() => client.graphql(`{ categories { slug premiumPromptCount } }`));
    expect(counted.queries).toBe(1);
    const marketing = counted.result.data.categories.find((category: { slug: string }) => category.slug === 'marketing');
    const expected = await prisma.promptCategory.count({ where: { category: { slug: 'marketing' }, prompt: { isPremium: true, ownerId: null } } });
    expect(marketing.premiumPromptCount).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('lists a category with its localized name and answers an unknown slug with a typed NotFoundError', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const found = await client.graphql(`{ category(slug: "entrepreneurs") { __typename ... on QueryCategorySuccess { data { name slug prompts(first: 3) { edges { node { categories { slug } } } } } } } }`);
    expect(found.data.category.data.name).toBe('Entrepreneurs');
    expect(found.data.category.data.prompts.edges[0].node.categories[0].slug).toBe('entrepreneurs');
    const missing = await client.graphql(`{ category(slug: "nope") { __typename ... on Error { code message } } }`);
    expect(missing.data.category).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'Category not found.' });
  });

  it('loads a page of 20 prompts with categories and saved state in a constant number of SQL queries', async () => {
    const { client } = await registeredClient();
    const query = (size: number) =>
      `{ viewer { id } category(slug: "marketing") { ... on QueryCategorySuccess { data { prompts(first: ${size}) { edges { node { ${promptNode} } } } } } } }`;
    await client.graphql(query(1));
    const small = await countQueries(() => client.graphql(query(2)));
    const large = await countQueries(() => client.graphql(query(20)));
    expect(large.result.data.category.data.prompts.edges).toHaveLength(20);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(12);
  });
});

describe('search', () => {
  const search = `query ($q: String!) { search(query: $q) { __typename ... on Error { message } ... on QuerySearchSuccess { data { prompts(first: 10) { edges { node { title language } } } } } } }`;

  it('finds Spanish prompts without accents and English prompts by stem', async () => {
    const { client } = await registeredClient();
    const withoutAccent = await client.graphql(search, { q: 'optimizacion' });
    const withAccent = await client.graphql(search, { q: 'optimización' });
    expect(withoutAccent.data.search.data.prompts.edges.length).toBeGreaterThan(0);
    expect(withoutAccent.data.search.data.prompts.edges).toEqual(withAccent.data.search.data.prompts.edges);
    const english = await client.graphql(search, { q: 'emails' });
    expect(english.data.search.data.prompts.edges.some((edge: { node: { language: string } }) => edge.node.language === 'en')).toBe(true);
  });

  it('tolerates a small typo in a title word', async () => {
    // The title is English: read in English (a Spanish reader gets Spanish matches first).
    const { client } = await registeredClient({ language: 'en' });
    const title = (await prisma.prompt.findFirstOrThrow({ where: { seedKey: 'entrepreneurs-en-01' } })).title;
    const word = title.split(/\s+/).find((part) => part.length >= 7)!.replace(/[^\p{L}]/gu, '');
    const typo = word.slice(0, 3) + word.slice(4);
    const result = await client.graphql(search, { q: typo });
    expect(result.data.search.data.prompts.edges.map((edge: { node: { title: string } }) => edge.node.title)).toContain(title);
  });

  it('finds Instagram prompts by a misspelling ("instagarm") of a word that is in no title, through the library\'s words', async () => {
    const { client } = await premiumClient();
    const result = await client.graphql(
      `query ($q: String!) { search(query: $q) { ... on QuerySearchSuccess { data { prompts(first: 20) { edges { node { title content } } } } } } }`,
      { q: 'instagarm' },
    );
    const found = result.data.search.data.prompts.edges.map((edge: { node: { title: string; content: string } }) => edge.node);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((prompt: { title: string; content: string }) => /instagram/i.test(`${prompt.title} ${prompt.content}`))).toBe(true);
  });

  it('shows a Spanish reader the Spanish matches before any English title', async () => {
    const { client } = await registeredClient({ language: 'es' });
    const result = await client.graphql(
      `query ($q: String!) { search(query: $q) { ... on QuerySearchSuccess { data { prompts(first: 50) { edges { node { language } } } } } } }`,
      { q: 'instagram' },
    );
    const languages: string[] = result.data.search.data.prompts.edges.map((edge: { node: { language: string } }) => edge.node.language);
    expect(languages).toContain('es');
    expect(languages).toContain('en');
    expect(languages.indexOf('en')).toBeGreaterThan(languages.lastIndexOf('es'));
  });

  it('looks for typos only when a word matches nothing: a word the library has does not pull in look-alike titles', async () => {
    const { client } = await registeredClient();
    const category = await prisma.category.findFirstOrThrow({ where: { slug: 'marketing' } });
    const created = await client.rest('POST', '/api/prompts', { title: 'Plan de markting para una cafetería', content: 'Mi borrador.', categoryId: category.id });
    expect(created.status).toBe(201);
    const titles = async (q: string) =>
      ((await client.rest('GET', `/api/prompts/search?q=${encodeURIComponent(q)}`)).body as { title: string }[]).map((prompt) => prompt.title);
    // Before, "marketing" matched it by title trigrams as well (strict word similarity 0.5 and over).
    const found = await titles('marketing');
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain('Plan de markting para una cafetería');
  });

  it('ranks a prompt whose title matches above ones that only mention the word', async () => {
    const { client } = await registeredClient();
    const target = await prisma.prompt.findFirstOrThrow({ where: { seedKey: 'seo-es-01' } });
    const result = await client.graphql(search, { q: target.title });
    expect(result.data.search.data.prompts.edges[0].node.title).toBe(target.title);
  });

  it('ranks prompts with every word first, then those with some of them, instead of requiring all', async () => {
    const { client } = await premiumClient();
    const titles = async (q: string) =>
      (await client.graphql(`query ($q: String!) { search(query: $q) { ... on QuerySearchSuccess { data { prompts(first: 100) { edges { node { title content } } } } } } }`, { q }))
        .data.search.data.prompts.edges.map((edge: { node: { title: string; content: string } }) => edge.node);
    const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const mentions = (word: string) => (prompt: { title: string; content: string }) => normalize(`${prompt.title} ${prompt.content}`).includes(word);
    const both = (prompt: { title: string; content: string }) => mentions('correo')(prompt) && mentions('electronic')(prompt);
    const twoWords = await titles('correo electronico');
    const oneWord = await titles('correo');
    const withBoth = twoWords.filter(both).length;
    expect(withBoth).toBeGreaterThan(0);
    expect(twoWords.slice(0, withBoth).every(both)).toBe(true);
    // Prompts with only one of the words still follow.
    const twoWordTitles = twoWords.map((prompt: { title: string }) => prompt.title);
    const onlyCorreo = oneWord.filter(mentions('correo')).filter((prompt: { title: string; content: string }) => !both(prompt));
    expect(onlyCorreo.length).toBeGreaterThan(0);
    for (const prompt of onlyCorreo) expect(twoWordTitles).toContain(prompt.title);
  });

  it('rejects a blank query with a validation error instead of scanning everything', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const result = await client.graphql(search, { q: '   ' });
    expect(result.data.search).toEqual({ __typename: 'ValidationError', message: 'Type something to search for.' });
  });
});

describe('free plan rules', () => {
  it('never sends premium content to a free user, on any path', async () => {
    const { client } = await registeredClient();
    const premium = await prisma.prompt.findFirstOrThrow({ where: { isPremium: true, categories: { some: { category: { slug: 'marketing' } } } } });
    const needle = premium.content.slice(20, 80);
    const globalId = Buffer.from(`Prompt:${premium.id}`).toString('base64');

    const responses = [
      await client.graphql(`{ prompts(first: 100) { edges { node { content } } } }`),
      await client.graphql(`{ category(slug: "marketing") { ... on QueryCategorySuccess { data { prompts(first: 100) { edges { node { content isLocked lockReason title } } } } } } }`),
      await client.graphql(`query ($q: String!) { search(query: $q) { ... on QuerySearchSuccess { data { prompts(first: 100) { edges { node { content } } } } } } }`, { q: premium.title }),
      await client.graphql(`query ($id: ID!) { node(id: $id) { ... on Prompt { title content isLocked lockReason } } }`, { id: globalId }),
      (await client.rest('GET', '/api/categories/marketing/prompts')).body,
      (await client.rest('GET', `/api/prompts/search?q=${encodeURIComponent(premium.title)}`)).body,
      (await client.rest('GET', '/api/prompts/all?limit=100&offset=0')).body,
    ];
    for (const response of responses) expect(JSON.stringify(response)).not.toContain(needle);
    expect(responses[3].data.node).toEqual({ title: premium.title, content: null, isLocked: true, lockReason: 'PREMIUM' });
  });

  it('shows a free user 5 prompts per category in total, the first five in their language, the rest as teasers', async () => {
    for (const language of ['es', 'en'] as const) {
      const { client } = await registeredClient({ language });
      const page = await client.graphql(`{ category(slug: "sales") { ... on QueryCategorySuccess { data { prompts(first: 100) { edges { node { content isLocked lockReason isPremium language } } } } } } }`);
      const prompts = page.data.category.data.prompts.edges.map((edge: { node: unknown }) => edge.node);
      expect(prompts.length).toBeGreaterThanOrEqual(40);
      // The readable five lead the page, in the reader's language; everything after them is locked.
      expect(prompts.slice(0, 5)).toEqual(Array(5).fill(expect.objectContaining({ isLocked: false, language, content: expect.any(String) })));
      for (const prompt of prompts.slice(5)) expect(prompt).toMatchObject({ isLocked: true, content: null });
      const otherLanguage = prompts.filter((prompt: { language: string; isPremium: boolean }) => prompt.language !== language && !prompt.isPremium);
      expect(otherLanguage.length).toBeGreaterThan(0);
      for (const prompt of otherLanguage) expect(prompt.lockReason).toBe('PLAN_LIMIT');
    }
  });

  it("puts the reader's own prompts first in a category, then the readable five, then the locked teasers", async () => {
    const { client } = await registeredClient();
    const sales = await prisma.category.findUniqueOrThrow({ where: { slug: 'sales' } });
    const own = await client.rest('POST', '/api/prompts', { title: 'Mi guion de ventas', content: 'Un guion propio para llamadas.', categoryId: sales.id });
    expect(own.status).toBe(201);
    const page = await client.graphql(`{ category(slug: "sales") { ... on QueryCategorySuccess { data { prompts(first: 10) { edges { node { title isOwn isLocked } } } } } } }`);
    const prompts = page.data.category.data.prompts.edges.map((edge: { node: unknown }) => edge.node);
    expect(prompts[0]).toEqual({ title: 'Mi guion de ventas', isOwn: true, isLocked: false });
    expect(prompts.slice(1, 6).every((prompt: { isOwn: boolean; isLocked: boolean }) => !prompt.isOwn && !prompt.isLocked)).toBe(true);
    expect(prompts.slice(6).every((prompt: { isLocked: boolean }) => prompt.isLocked)).toBe(true);
  });

  it('ranks readable search results ahead of locked ones for a free user', async () => {
    const { client } = await registeredClient();
    const result = await client.graphql(`{ search(query: "ventas clientes") { ... on QuerySearchSuccess { data { prompts(first: 100) { edges { node { isLocked } } } } } } }`);
    const locked = result.data.search.data.prompts.edges.map((edge: { node: { isLocked: boolean } }) => edge.node.isLocked);
    expect(locked).toContain(false);
    expect(locked).toContain(true);
    expect(locked).toEqual([...locked].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
  });

  it('shows a premium user everything', async () => {
    const { client } = await premiumClient();
    const page = await client.graphql(`{ category(slug: "sales") { ... on QueryCategorySuccess { data { prompts(first: 40) { edges { node { content isLocked } } } } } } }`);
    expect(page.data.category.data.prompts.edges.every((edge: { node: { isLocked: boolean; content: string } }) => !edge.node.isLocked && edge.node.content)).toBe(true);
  });

  it('refuses to save a locked prompt', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const premium = await prisma.prompt.findFirstOrThrow({ where: { isPremium: true } });
    const response = await client.rest('POST', '/api/saved-prompts', { promptId: premium.id });
    expect(response).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('keeps at most 10 saved prompts under 20 concurrent saves', async () => {
    const { client, id } = await registeredClient();
    const open = await prisma.prompt.findMany({
      where: { isPremium: false, ownerId: null, language: 'es', categories: { some: { position: { lt: 5 } } } },
      take: 30,
      orderBy: { id: 'asc' },
    });
    for (const prompt of open.slice(0, 9)) expect((await client.rest('POST', '/api/saved-prompts', { promptId: prompt.id })).status).toBe(201);
    const results = await Promise.all(open.slice(9, 29).map((prompt) => client.rest('POST', '/api/saved-prompts', { promptId: prompt.id })));
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 403).every((result) => result.body.code === 'LIMIT_REACHED')).toBe(true);
    expect(await prisma.savedPrompt.count({ where: { userId: id } })).toBe(10);
  });
});

describe('saving, creating and personal categories', () => {
  it('saves and unsaves a prompt, reflected in isSaved and the saved list', async () => {
    const { client } = await registeredClient();
    const prompt = await prisma.prompt.findFirstOrThrow({ where: { seedKey: 'finance-es-01' } });
    const saved = await client.rest('POST', '/api/saved-prompts', { promptId: prompt.id, customCategory: 'Ideas' });
    expect(saved).toMatchObject({ status: 201, body: { promptId: prompt.id, customCategory: 'Ideas', prompt: { id: prompt.id, title: prompt.title, isSaved: true } } });
    const list = await client.rest('GET', '/api/saved-prompts');
    expect(list.body.map((item: { promptId: number }) => item.promptId)).toEqual([prompt.id]);
    expect(await client.rest('DELETE', `/api/saved-prompts/${prompt.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect((await client.rest('GET', '/api/saved-prompts')).body).toEqual([]);
  });

  it('creates a prompt that only its author can see, never premium', async () => {
    const author = await registeredClient({ language: 'es' });
    const other = await registeredClient();
    const category = await prisma.category.findUniqueOrThrow({ where: { slug: 'education' } });
    const created = await author.client.rest('POST', '/api/prompts', { title: 'Mi plan de clase', content: 'Actúa como docente…', categoryId: category.id, isPremium: true });
    expect(created).toMatchObject({ status: 201, body: { title: 'Mi plan de clase', isPremium: false, categoryId: category.id, userId: author.id } });

    expect((await author.client.rest('GET', '/api/my-prompts')).body.map((prompt: { id: number }) => prompt.id)).toEqual([created.body.id]);
    const categoryForAuthor = (await author.client.rest('GET', '/api/categories/education/prompts')).body;
    expect(categoryForAuthor.some((prompt: { id: number }) => prompt.id === created.body.id)).toBe(true);
    const categoryForOther = (await other.client.rest('GET', '/api/categories/education/prompts')).body;
    expect(categoryForOther.some((prompt: { id: number }) => prompt.id === created.body.id)).toBe(false);
    const viaNode = await other.client.graphql(`query ($id: ID!) { node(id: $id) { ... on Prompt { title } } }`, {
      id: Buffer.from(`Prompt:${created.body.id}`).toString('base64'),
    });
    expect(viaNode.data?.node ?? null).toBeNull();
    expect((await other.client.rest('POST', '/api/saved-prompts', { promptId: created.body.id })).status).toBe(404);
  });

  it('validates a new prompt with its validation messages', async () => {
    const { client } = await registeredClient({ language: 'es' });
    const response = await client.rest('POST', '/api/prompts', { title: ' ', content: '', categoryId: '' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual([
      { field: 'input.title', message: 'Por favor, ingresa un título para tu prompt.' },
      { field: 'input.content', message: 'Por favor, ingresa el contenido para tu prompt.' },
      { field: 'input.categoryId', message: 'Por favor, selecciona una categoría para tu prompt.' },
    ]);
    const unknownCategory = await client.rest('POST', '/api/prompts', { title: 'T', content: 'C', categoryId: 999999 });
    expect(unknownCategory.status).toBe(404);
  });

  it('creates, renames and deletes personal categories, unique per user', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const created = await client.rest('POST', '/api/user-categories', { name: 'Clientes' });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(Number), name: 'Clientes', createdAt: expect.any(String) } });
    expect((await client.rest('POST', '/api/user-categories', { name: 'clientes' })).status).toBe(409);
    expect(await client.rest('POST', '/api/user-categories', { name: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'You must provide a name for the category.' },
    });
    expect(await client.rest('PUT', `/api/user-categories/${created.body.id}`, { name: 'Clientes VIP' })).toMatchObject({ status: 200, body: { name: 'Clientes VIP' } });
    expect((await client.rest('GET', '/api/user-categories')).body.map((category: { name: string }) => category.name)).toEqual(['Clientes VIP']);
    expect(await client.rest('DELETE', `/api/user-categories/${created.body.id}`)).toMatchObject({ status: 200 });
    expect((await client.rest('GET', '/api/user-categories')).body).toEqual([]);
  });

  it("cannot see or change another user's saved prompts or categories", async () => {
    const owner = await registeredClient();
    const intruder = await registeredClient();
    const category = await owner.client.rest('POST', '/api/user-categories', { name: 'Privada' });
    const prompt = await prisma.prompt.findFirstOrThrow({ where: { seedKey: 'finance-es-02' } });
    const saved = await owner.client.rest('POST', '/api/saved-prompts', { promptId: prompt.id });

    expect((await intruder.client.rest('PUT', `/api/user-categories/${category.body.id}`, { name: 'Mía' })).status).toBe(404);
    expect((await intruder.client.rest('DELETE', `/api/user-categories/${category.body.id}`)).status).toBe(404);
    const encode = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
    const rename = await intruder.client.graphql(`mutation ($id: ID!) { renameUserCategory(input: { id: $id, name: "x" }) { __typename } }`, { id: encode('UserCategory', category.body.id) });
    expect(rename.data.renameUserCategory.__typename).toBe('NotFoundError');
    const nodes = await intruder.client.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [encode('UserCategory', category.body.id), encode('SavedPrompt', saved.body.id)],
    });
    expect(nodes.data?.nodes ?? [null, null]).toEqual([null, null]);
    expect((await owner.client.rest('GET', '/api/user-categories')).body[0].name).toBe('Privada');
    // Unsaving what the intruder never saved removes nothing of the owner's.
    await intruder.client.rest('DELETE', `/api/saved-prompts/${prompt.id}`);
    expect((await owner.client.rest('GET', '/api/saved-prompts')).body).toHaveLength(1);
  });

  it("cannot unsave another user's own prompt: it is not found, as when saving it", async () => {
    const author = await registeredClient();
    const other = await registeredClient({ language: 'en' });
    const category = await prisma.category.findUniqueOrThrow({ where: { slug: 'education' } });
    const created = await author.client.rest('POST', '/api/prompts', { title: 'Privado', content: 'Solo mío', categoryId: category.id });
    const id = Buffer.from(`Prompt:${created.body.id}`).toString('base64');
    const result = await other.client.graphql(`mutation ($id: ID!) { unsavePrompt(input: { promptId: $id }) { __typename ... on Error { message } } }`, { id });
    expect(result.data.unsavePrompt).toEqual({ __typename: 'NotFoundError', message: 'Prompt not found' });
  });

  it('answers mutations that select only __typename on success', async () => {
    const { client } = await registeredClient();
    // A Spanish reader on the free plan can save the first Spanish prompts of a category.
    const prompt = await prisma.prompt.findFirstOrThrow({ where: { seedKey: 'finance-es-01' } });
    const id = Buffer.from(`Prompt:${prompt.id}`).toString('base64');
    const saved = await client.graphql(`mutation ($id: ID!) { savePrompt(input: { promptId: $id }) { __typename } }`, { id });
    expect(saved).toEqual({ data: { savePrompt: { __typename: 'MutationSavePromptSuccess' } } });
  });

  it('rejects malformed ids with a validation error', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const result = await client.graphql(`mutation { savePrompt(input: { promptId: "not-an-id" }) { __typename ... on ValidationError { fieldErrors { field message } } } }`);
    expect(result.data.savePrompt).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'promptId', message: 'The identifier is not valid' }] });
  });

  it('requires a session for the personal lists', async () => {
    for (const path of ['/api/my-prompts', '/api/saved-prompts', '/api/user-categories']) {
      expect((await new TestClient().rest('GET', path)).status).toBe(401);
    }
    expect((await new TestClient().rest('POST', '/api/saved-prompts', { promptId: 1 })).status).toBe(401);
  });
});

describe('REST library shapes', () => {
  it('GET /api/categories lists id, name and slug', async () => {
    const response = await new TestClient('es').rest('GET', '/api/categories');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ id: expect.any(Number), name: 'Emprendedores', slug: 'entrepreneurs' });
  });

  it('GET /api/prompts/all pages with limit and offset', async () => {
    const { client } = await premiumClient();
    const first = (await client.rest('GET', '/api/prompts/all?limit=5&offset=0')).body;
    const second = (await client.rest('GET', '/api/prompts/all?limit=5&offset=5')).body;
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    expect(new Set([...first, ...second].map((prompt: { id: number }) => prompt.id)).size).toBe(10);
    expect(first[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), content: expect.any(String), categoryId: expect.any(Number), isPremium: expect.any(Boolean), userId: null, categories: [{ id: expect.any(Number), name: expect.any(String) }] });
  });

  it('GET /api/prompts/search answers 400 for a blank query', async () => {
    expect((await new TestClient().rest('GET', '/api/prompts/search?q=')).status).toBe(400);
  });

  it('GET /api/categories/{slug}/prompts answers 404 for an unknown slug', async () => {
    expect(await new TestClient('es').rest('GET', '/api/categories/nope/prompts')).toMatchObject({ status: 404, body: { message: 'Categoría no encontrada.' } });
  });
});
