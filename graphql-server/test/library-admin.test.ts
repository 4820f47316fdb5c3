/** The admin's library: categories (slug rules, rename, delete) and library prompts (create, edit, delete, positions). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../shared/rules.ts';
import { prisma } from '../db/client.ts';
import { registeredClient, TestClient } from './client.ts';

let admin: TestClient;
let adminEn: TestClient;

async function adminClient(language: 'es' | 'en') {
  const { client, id } = await registeredClient({ language });
  await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
  await prisma.subscription.update({ where: { userId: id }, data: { planType: 'enterprise' } });
  return client;
}

beforeAll(async () => {
  admin = await adminClient('es');
  adminEn = await adminClient('en');
});

const outcome = `__typename ... on Error { code message } ... on ValidationError { fieldErrors { field message } } ... on ConflictError { field }`;
const createCategory = `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { ${outcome} ... on MutationCreateCategorySuccess { data { id databaseId name nameEs nameEn slug promptCount } } } }`;
const updateCategory = `mutation ($input: UpdateCategoryInput!) { updateCategory(input: $input) { ${outcome} ... on MutationUpdateCategorySuccess { data { id name nameEs nameEn slug } } } }`;
const deleteCategory = `mutation ($input: DeleteLibraryItemInput!) { deleteCategory(input: $input) { ${outcome} ... on MutationDeleteCategorySuccess { data { deletedId } } } }`;
const createPrompt = `mutation ($input: CreateLibraryPromptInput!) { createLibraryPrompt(input: $input) { ${outcome} ... on MutationCreateLibraryPromptSuccess { data { id databaseId title language isPremium categories { slug } } } } }`;
const updatePrompt = `mutation ($input: UpdateLibraryPromptInput!) { updateLibraryPrompt(input: $input) { ${outcome} ... on MutationUpdateLibraryPromptSuccess { data { id title content language isPremium categories { slug } } } } }`;
const deletePrompt = `mutation ($input: DeleteLibraryItemInput!) { deleteLibraryPrompt(input: $input) { ${outcome} ... on MutationDeleteLibraryPromptSuccess { data { deletedId removedSaves } } } }`;
const categoryPrompts = `query ($slug: String!) { category(slug: $slug) { ... on QueryCategorySuccess { data { prompts(first: 50) { edges { node { title content isLocked } } } } } } }`;

let slugCounter = 0;
const freshSlug = (base = 'cat') => `${base}-${Date.now().toString(36)}-${slugCounter++}`;

async function newCategory(client = admin, fields: { name?: string; slug?: string; nameEn?: string } = {}) {
  const slug = fields.slug ?? freshSlug();
  const result = await client.graphql(createCategory, { input: { name: fields.name ?? `Categoría ${slug}`, slug, nameEn: fields.nameEn } });
  expect(result.data.createCategory.__typename).toBe('MutationCreateCategorySuccess');
  return result.data.createCategory.data as { id: string; databaseId: number; slug: string };
}

async function newPrompt(categoryIds: string[], fields: Partial<{ title: string; language: 'es' | 'en'; isPremium: boolean }> = {}) {
  const result = await admin.graphql(createPrompt, {
    input: { title: fields.title ?? 'Prompt', content: `Contenido de ${fields.title ?? 'prompt'}`, language: fields.language ?? 'es', isPremium: fields.isPremium ?? false, categoryIds },
  });
  expect(result.data.createLibraryPrompt.__typename).toBe('MutationCreateLibraryPromptSuccess');
  return result.data.createLibraryPrompt.data as { id: string; databaseId: number };
}

async function readTitles(client: TestClient, slug: string) {
  const { data } = await client.graphql(categoryPrompts, { slug });
  return data.category.data.prompts.edges.map((edge: { node: { title: string; isLocked: boolean } }) => `${edge.node.title}${edge.node.isLocked ? ' (locked)' : ''}`);
}

describe('who may use the admin library operations', () => {
  it('refuses every admin mutation to a user (FORBIDDEN) and a visitor (UNAUTHENTICATED), writing nothing', async () => {
    const category = await newCategory();
    const prompt = await newPrompt([category.id]);
    const { client: user } = await registeredClient({ language: 'en' });
    const visitor = new TestClient('en');
    const operations: [string, string, Record<string, unknown>][] = [
      ['createCategory', createCategory, { input: { name: 'Nope', slug: freshSlug('nope') } }],
      ['updateCategory', updateCategory, { input: { id: category.id, name: 'Nope', slug: freshSlug('nope') } }],
      ['deleteCategory', deleteCategory, { input: { id: category.id } }],
      ['createLibraryPrompt', createPrompt, { input: { title: 'Nope', content: 'Nope', language: 'es', isPremium: false, categoryIds: [category.id] } }],
      ['updateLibraryPrompt', updatePrompt, { input: { id: prompt.id, title: 'Nope', content: 'Nope', language: 'es', isPremium: false, categoryIds: [category.id] } }],
      ['deleteLibraryPrompt', deletePrompt, { input: { id: prompt.id } }],
    ];
    const before = { categories: await prisma.category.count(), prompts: await prisma.prompt.count() };
    for (const [field, operation, variables] of operations) {
      const forbidden = await user.graphql(operation, variables);
      expect(forbidden.data[field], field).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN', message: "You don't have permission to do this" });
      const unauthenticated = await visitor.graphql(operation, variables);
      expect(unauthenticated.data[field], field).toMatchObject({ __typename: 'AuthenticationError', code: 'UNAUTHENTICATED' });
    }
    expect({ categories: await prisma.category.count(), prompts: await prisma.prompt.count() }).toEqual(before);
    expect((await prisma.prompt.findUniqueOrThrow({ where: { id: prompt.databaseId } })).title).toBe('Prompt');

    for (const [client, code] of [[user, 'FORBIDDEN'], [visitor, 'UNAUTHENTICATED']] as const) {
      const list = await client.graphql(`{ libraryCategories(first: 5) { edges { node { slug } } } }`);
      expect(list.errors?.[0]?.extensions?.code).toBe(code);
      const saved = await client.graphql(`query ($id: ID!) { node(id: $id) { ... on Prompt { savedCount } } }`, { id: prompt.id });
      expect(saved.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('answers POST /api/admin/categories with 401 to a visitor and 403 to a user', async () => {
    const slug = freshSlug('rest');
    const visitor = await new TestClient('es').rest('POST', '/api/admin/categories', { name: 'Visitante', slug });
    expect(visitor).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar' } });
    const { client: user } = await registeredClient({ language: 'en' });
    const forbidden = await user.rest('POST', '/api/admin/categories', { name: 'User', slug });
    expect(forbidden).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: "You don't have permission to do this" } });
    expect(await prisma.category.findUnique({ where: { slug } })).toBeNull();
  });
});

describe('library categories', () => {
  it("derives the slug: lower case, runs of other characters one hyphen, none at the ends, accents dropped", () => {
    expect(slugify('Marketing Digital')).toBe('marketing-digital');
    expect(slugify('  ¡Redes   Sociales & Más!  ')).toBe('redes-sociales-mas');
    expect(slugify('Educación / Formación 2.0')).toBe('educacion-formacion-2-0');
    expect(slugify('---')).toBe('');
  });

  it('creates a category over REST (201, numeric id) and lists it in /api/categories', async () => {
    const slug = freshSlug('ventas');
    const created = await admin.rest('POST', '/api/admin/categories', { name: 'Ventas B2B', slug });
    expect(created).toMatchObject({ status: 201, body: { name: 'Ventas B2B', slug, nameEn: null } });
    expect(typeof created.body.id).toBe('number');
    const list = await admin.rest('GET', '/api/categories');
    expect(list.body).toContainEqual({ id: created.body.id, name: 'Ventas B2B', slug });
  });

  it("requires name and slug with its message, in the request's language (400 over REST)", async () => {
    const spanish = await admin.rest('POST', '/api/admin/categories', { name: '  ', slug: '' });
    expect(spanish).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'El nombre y el slug son obligatorios' } });
    expect(spanish.body.fieldErrors.map((issue: { field: string }) => issue.field)).toEqual(['input.name', 'input.slug']);
    const english = await adminEn.rest('POST', '/api/admin/categories', { name: 'Sales' });
    expect(english).toMatchObject({ status: 400, body: { message: 'Name and slug are required' } });
    const badSlug = await admin.rest('POST', '/api/admin/categories', { name: 'Educación', slug: 'Educación' });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.message).toMatch(/^El slug solo puede tener letras minúsculas/);
    const notText = await admin.rest('POST', '/api/admin/categories', { name: 42, slug: 'numeros' });
    expect(notText.status).toBe(400);
  });

  it('keeps slugs unique: a taken slug is a 409 with a message, on create and on rename', async () => {
    const taken = await newCategory();
    const again = await admin.rest('POST', '/api/admin/categories', { name: 'Otra', slug: taken.slug });
    expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: 'Ya existe una categoría con ese slug', field: 'slug' } });
    const other = await newCategory();
    const renamed = await adminEn.graphql(updateCategory, { input: { id: other.id, name: 'Other', slug: taken.slug } });
    expect(renamed.data.updateCategory).toMatchObject({ __typename: 'ConflictError', message: 'A category with that slug already exists', field: 'slug' });
  });

  it('shows the English name to English readers when set, the Spanish one otherwise; renaming changes both', async () => {
    const category = await newCategory(admin, { name: 'Finanzas Personales', nameEn: 'Personal Finance' });
    const bare = await newCategory(admin, { name: 'Sólo Español' });
    const names = async (client: TestClient) =>
      Object.fromEntries((await client.rest('GET', '/api/categories')).body.map((c: { slug: string; name: string }) => [c.slug, c.name]));
    expect(await names(adminEn)).toMatchObject({ [category.slug]: 'Personal Finance', [bare.slug]: 'Sólo Español' });
    expect(await names(admin)).toMatchObject({ [category.slug]: 'Finanzas Personales' });

    const renamed = await admin.graphql(updateCategory, { input: { id: category.id, name: 'Finanzas', slug: `${category.slug}-x`, nameEn: '' } });
    expect(renamed.data.updateCategory.data).toMatchObject({ name: 'Finanzas', nameEs: 'Finanzas', nameEn: null, slug: `${category.slug}-x` });
    expect(await names(adminEn)).toMatchObject({ [`${category.slug}-x`]: 'Finanzas' });
    const missing = await admin.graphql(updateCategory, { input: { id: encodeGlobalID('Category', '999999'), name: 'X', slug: freshSlug() } });
    expect(missing.data.updateCategory).toMatchObject({ __typename: 'NotFoundError', message: 'Categoría no encontrada.' });
  });

  it('lists categories with their library prompt counts to the admin', async () => {
    const category = await newCategory();
    await newPrompt([category.id]);
    await newPrompt([category.id], { language: 'en' });
    const { data } = await admin.graphql(`{ libraryCategories(first: 100) { edges { node { slug promptCount } } } }`);
    expect(data.libraryCategories.edges.map((edge: { node: unknown }) => edge.node)).toContainEqual({ slug: category.slug, promptCount: 2 });
  });

  it('refuses to delete a category that holds library prompts, saying how many, until they are moved', async () => {
    const full = await newCategory();
    const target = await newCategory();
    const prompt = await newPrompt([full.id], { title: 'Para mover' });
    const refused = await admin.graphql(deleteCategory, { input: { id: full.id } });
    expect(refused.data.deleteCategory).toMatchObject({
      __typename: 'ConflictError',
      message: 'Esta categoría tiene 1 prompts de la biblioteca: muévelos a otra categoría antes de eliminarla',
    });
    const moved = await admin.graphql(updatePrompt, { input: { id: prompt.id, title: 'Para mover', content: 'Movido', language: 'es', isPremium: false, categoryIds: [target.id] } });
    expect(moved.data.updateLibraryPrompt.data.categories).toEqual([{ slug: target.slug }]);
    const deleted = await admin.graphql(deleteCategory, { input: { id: full.id } });
    expect(deleted.data.deleteCategory).toEqual({ __typename: 'MutationDeleteCategorySuccess', data: { deletedId: full.id } });
    expect((await admin.rest('GET', '/api/categories')).body.map((c: { slug: string }) => c.slug)).not.toContain(full.slug);
  });

  it("deletes a category where only users filed their own prompts; those stay in the user's prompts", async () => {
    const category = await newCategory();
    const { client: user } = await registeredClient();
    const own = await user.rest('POST', '/api/prompts', { title: 'Mío', content: 'Mi texto', categoryId: category.databaseId });
    expect(own.status).toBe(201);
    const deleted = await admin.graphql(deleteCategory, { input: { id: category.id } });
    expect(deleted.data.deleteCategory.__typename).toBe('MutationDeleteCategorySuccess');
    expect((await user.rest('GET', '/api/my-prompts')).body).toMatchObject([{ id: own.body.id, categoryId: null, categories: [] }]);
  });
});

describe('library prompts', () => {
  it('shows a new prompt in its category on the next request (the library cache follows) and premium stays locked for free readers', async () => {
    const category = await newCategory();
    const { client: reader } = await registeredClient();
    expect(await readTitles(reader, category.slug)).toEqual([]);
    await newPrompt([category.id], { title: 'Libre' });
    await newPrompt([category.id], { title: 'De pago', isPremium: true });
    const { data } = await reader.graphql(categoryPrompts, { slug: category.slug });
    expect(data.category.data.prompts.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { title: 'Libre', content: 'Contenido de Libre', isLocked: false },
      { title: 'De pago', content: null, isLocked: true },
    ]);
    const rest = await reader.rest('GET', `/api/categories/${category.slug}/prompts`);
    expect(rest.body.map((prompt: { title: string; content: string | null }) => [prompt.title, prompt.content])).toEqual([
      ['Libre', 'Contenido de Libre'],
      ['De pago', null],
    ]);
  });

  it('places new prompts after the existing ones of their language, so the free plan reads the first five; a delete moves the next one up', async () => {
    const category = await newCategory();
    const prompts = [];
    for (let i = 1; i <= 6; i += 1) prompts.push(await newPrompt([category.id], { title: `Paso ${i}` }));
    await newPrompt([category.id], { title: 'Step 1', language: 'en' });
    const positions = await prisma.promptCategory.findMany({
      where: { categoryId: category.databaseId },
      orderBy: { promptId: 'asc' },
      select: { position: true },
    });
    expect(positions.map((link) => link.position)).toEqual([0, 1, 2, 3, 4, 5, 0]);

    const { client: free } = await registeredClient();
    expect(await readTitles(free, category.slug)).toEqual([
      'Paso 1', 'Paso 2', 'Paso 3', 'Paso 4', 'Paso 5', 'Paso 6 (locked)', 'Step 1 (locked)',
    ]);
    const deleted = await admin.graphql(deletePrompt, { input: { id: prompts[1].id } });
    expect(deleted.data.deleteLibraryPrompt).toEqual({ __typename: 'MutationDeleteLibraryPromptSuccess', data: { deletedId: prompts[1].id, removedSaves: 0 } });
    expect(await readTitles(free, category.slug)).toEqual(['Paso 1', 'Paso 3', 'Paso 4', 'Paso 5', 'Paso 6', 'Step 1 (locked)']);
    const { client: english } = await registeredClient({ language: 'en' });
    expect((await readTitles(english, category.slug))[0]).toBe('Step 1');
  });

  it('edits a prompt (marked edited), moving it last when it joins a category or changes language', async () => {
    const first = await newCategory();
    const second = await newCategory();
    const moving = await newPrompt([first.id], { title: 'Moviéndose' });
    await newPrompt([first.id], { title: 'Quieto' });
    await newPrompt([second.id], { title: 'Ya estaba' });
    const edited = await admin.graphql(updatePrompt, {
      input: { id: moving.id, title: '  Editado  ', content: 'Nuevo texto', language: 'es', isPremium: true, categoryIds: [first.id, second.id] },
    });
    expect(edited.data.updateLibraryPrompt.data).toMatchObject({ title: 'Editado', content: 'Nuevo texto', isPremium: true });
    expect((await prisma.prompt.findUniqueOrThrow({ where: { id: moving.databaseId } })).editedAt).toBeInstanceOf(Date);
    expect(await readTitles(admin, second.slug)).toEqual(['Ya estaba', 'Editado']);
    expect(await readTitles(admin, first.slug)).toEqual(['Editado', 'Quieto']);

    await admin.graphql(updatePrompt, { input: { id: moving.id, title: 'Edited', content: 'New text', language: 'en', isPremium: false, categoryIds: [first.id] } });
    await newPrompt([first.id], { title: 'English 2', language: 'en' });
    expect(await readTitles(adminEn, first.slug)).toEqual(['Edited', 'English 2', 'Quieto']);
    expect(await readTitles(admin, second.slug)).toEqual(['Ya estaba']);
  });

  it("validates the editor's input with translated messages and refuses unknown categories and users' own prompts", async () => {
    const category = await newCategory();
    const empty = await adminEn.graphql(createPrompt, { input: { title: ' ', content: '', language: 'en', isPremium: false, categoryIds: [] } });
    expect(empty.data.createLibraryPrompt.fieldErrors).toEqual([
      { field: 'input.title', message: expect.any(String) },
      { field: 'input.content', message: expect.any(String) },
      { field: 'input.categoryIds', message: 'Select at least one category' },
    ]);
    const unknown = await admin.graphql(createPrompt, {
      input: { title: 'T', content: 'C', language: 'es', isPremium: false, categoryIds: [category.id, encodeGlobalID('Category', '999999')] },
    });
    expect(unknown.data.createLibraryPrompt).toMatchObject({ __typename: 'NotFoundError', message: 'Categoría no encontrada.' });
    const notACategory = await admin.graphql(createPrompt, { input: { title: 'T', content: 'C', language: 'es', isPremium: false, categoryIds: ['bogus'] } });
    expect(notACategory.data.createLibraryPrompt.__typename).toBe('ValidationError');

    const { client: user } = await registeredClient();
    const own = await user.rest('POST', '/api/prompts', { title: 'Mío', content: 'Mi texto', categoryId: category.databaseId });
    const ownId = encodeGlobalID('Prompt', String(own.body.id));
    const edit = await admin.graphql(updatePrompt, { input: { id: ownId, title: 'X', content: 'X', language: 'es', isPremium: false, categoryIds: [category.id] } });
    expect(edit.data.updateLibraryPrompt.__typename).toBe('NotFoundError');
    expect((await admin.graphql(deletePrompt, { input: { id: ownId } })).data.deleteLibraryPrompt.__typename).toBe('NotFoundError');
    expect(await prisma.prompt.findUnique({ where: { id: own.body.id } })).toMatchObject({ title: 'Mío' });
  });

  it("tells the admin how many users saved a prompt, and deleting it removes their saved entries", async () => {
    const category = await newCategory();
    const prompt = await newPrompt([category.id], { title: 'Guardado' });
    const { client: user } = await registeredClient();
    expect((await user.rest('POST', '/api/saved-prompts', { promptId: prompt.databaseId })).status).toBe(201);
    const count = await admin.graphql(`query ($id: ID!) { node(id: $id) { ... on Prompt { savedCount } } }`, { id: prompt.id });
    expect(count.data.node.savedCount).toBe(1);
    const deleted = await admin.graphql(deletePrompt, { input: { id: prompt.id } });
    expect(deleted.data.deleteLibraryPrompt.data.removedSaves).toBe(1);
    expect((await user.rest('GET', '/api/saved-prompts')).body).toEqual([]);
    expect(await readTitles(user, category.slug)).toEqual([]);
  });
});
