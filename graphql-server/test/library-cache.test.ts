/**
 * The shared library cache (services/library-cache.ts): pages are shared per library version,
 * language and plan view, and every write, plain SQL included, is seen by the next request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { registeredClient, TestClient } from './client.ts';
import { countQueries } from './query-count.ts';

beforeAll(async () => {
  await seedLibrary();
});

async function premiumClient() {
  const registered = await registeredClient({ language: 'en' });
  await prisma.subscription.update({ where: { userId: registered.id }, data: { planType: 'pro' } });
  return registered;
}

const node = `databaseId title content isLocked isSaved isOwn`;
const categoryPage = (slug: string) =>
  `{ category(slug: "${slug}") { ... on QueryCategorySuccess { data { prompts(first: 100) { edges { node { ${node} } } } } } } }`;
const allPage = `{ prompts(first: 100) { edges { node { ${node} categories { slug } } } } }`;

type Node = { databaseId: number; title: string; content: string | null; isLocked: boolean; isSaved: boolean; isOwn: boolean };
const categoryNodes = (result: { data: { category: { data: { prompts: { edges: { node: Node }[] } } } } }) =>
  result.data.category.data.prompts.edges.map((edge) => edge.node);
const allNodes = (result: { data: { prompts: { edges: { node: Node }[] } } }) => result.data.prompts.edges.map((edge) => edge.node);

describe('the library cache', () => {
  it('answers a repeated page with fewer SQL statements and the same rows', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const first = await countQueries(() => client.graphql(allPage));
    const second = await countQueries(() => client.graphql(allPage));
    expect(second.result).toEqual(first.result);
    expect(second.queries).toBeLessThan(first.queries);
  });

  it('answers a cached signed-in REST page in 1 SQL statement: the session with its user, plan, library version and saved-prompts version', async () => {
    const { client, id } = await premiumClient();
    await client.rest('GET', '/api/prompts/all?limit=20');
    const cached = await countQueries(() => client.rest('GET', '/api/prompts/all?limit=20'));
    expect(cached.result.status).toBe(200);
    expect(cached.queries).toBe(1);
    // The one-statement session read gives the viewer as Prisma would.
    const user = await prisma.user.findUniqueOrThrow({ where: { id } });
    const viewer = await client.graphql(`{ viewer { createdAt isPremium planType } }`);
    expect(viewer.data.viewer).toEqual({ createdAt: user.createdAt.toISOString(), isPremium: true, planType: 'pro' });
  });

  it('answers a cached signed-in category page, as the web client asks for it, in 1 SQL statement', async () => {
    const { client } = await premiumClient();
    const first = await client.graphql(categoryPage('marketing'));
    const cached = await countQueries(() => client.graphql(categoryPage('marketing')));
    expect(cached.queries).toBe(1);
    expect(cached.result).toEqual(first);
  });

  it('finds a category added with plain SQL by its slug on the next request, though its absence was cached', async () => {
    const { client } = await premiumClient();
    const lookup = `{ category(slug: "added-by-sql") { __typename ... on QueryCategorySuccess { data { name } } } }`;
    expect((await client.graphql(lookup)).data.category.__typename).toBe('NotFoundError');
    expect((await client.graphql(lookup)).data.category.__typename).toBe('NotFoundError');
    await prisma.$executeRaw`INSERT INTO "Category" ("name", "slug") VALUES ('Añadida por SQL', 'added-by-sql')`;
    expect((await client.graphql(lookup)).data.category).toEqual({ __typename: 'QueryCategorySuccess', data: { name: 'Añadida por SQL' } });
  });

  it('sees a save and an unsave on the next request, and caches the saved state per saved-prompts version', async () => {
    const { client } = await premiumClient();
    const page = async () => (await client.rest('GET', '/api/prompts/all?limit=20')).body as { id: number; isSaved: boolean }[];
    const [first, second] = await page();
    expect((await client.rest('POST', '/api/saved-prompts', { promptId: second.id })).status).toBe(201);
    const afterSave = await countQueries(page);
    expect(afterSave.queries).toBe(2); // the session, then the saved state of the new version
    const cached = await countQueries(page);
    expect(cached.queries).toBe(1);
    expect(cached.result).toEqual(afterSave.result);
    expect(cached.result.filter((prompt) => prompt.isSaved).map((prompt) => prompt.id)).toEqual([second.id]);
    expect(cached.result[0]).toMatchObject({ id: first.id, isSaved: false });
    expect((await client.rest('DELETE', `/api/saved-prompts/${second.id}`)).status).toBe(200);
    expect((await page()).some((prompt) => prompt.isSaved)).toBe(false);
  });

  it('sees a save and an unsave written with plain SQL (another process, a script) on the next request', async () => {
    const { client, id } = await premiumClient();
    const page = async () => (await client.rest('GET', '/api/prompts/all?limit=20')).body as { id: number; isSaved: boolean }[];
    const [first] = await page();
    await page();
    await prisma.$executeRaw`INSERT INTO "SavedPrompt" ("userId", "promptId") VALUES (${id}, ${first.id})`;
    expect((await page())[0]).toMatchObject({ id: first.id, isSaved: true });
    await prisma.$executeRaw`DELETE FROM "SavedPrompt" WHERE "userId" = ${id} AND "promptId" = ${first.id}`;
    expect((await page())[0]).toMatchObject({ id: first.id, isSaved: false });
  });

  it('never lets premium content cross plans: a free reader of a page a premium reader cached gets it locked', async () => {
    const premium = (await premiumClient()).client;
    const free = (await registeredClient({ language: 'en' })).client;
    for (const query of [categoryPage('marketing'), allPage]) {
      const read = async (client: TestClient) => {
        const result = await client.graphql(query);
        return query === allPage ? allNodes(result) : categoryNodes(result);
      };
      const premiumNodes = await read(premium);
      const freeNodes = await read(free);
      const premiumContent = new Map(premiumNodes.map((prompt) => [prompt.databaseId, prompt.content]));
      expect(premiumNodes.every((prompt) => !prompt.isLocked && prompt.content !== null)).toBe(true);
      const locked = freeNodes.filter((prompt) => prompt.isLocked);
      expect(locked.length).toBeGreaterThan(0);
      for (const prompt of locked) expect(prompt.content).toBeNull();
      // And the other way round: the free reader's page did not replace the premium reader's.
      expect((await read(premium)).every((prompt) => premiumContent.get(prompt.databaseId) === prompt.content && !prompt.isLocked)).toBe(true);
    }
  });

  it('keeps isSaved per viewer on a shared page', async () => {
    const saver = (await premiumClient()).client;
    const other = (await premiumClient()).client;
    const [firstPrompt] = allNodes(await saver.graphql(allPage));
    const saved = await saver.rest('POST', '/api/saved-prompts', { promptId: firstPrompt.databaseId });
    expect(saved.status).toBe(201);
    expect(allNodes(await saver.graphql(allPage))[0]).toMatchObject({ databaseId: firstPrompt.databaseId, isSaved: true });
    expect(allNodes(await other.graphql(allPage))[0]).toMatchObject({ databaseId: firstPrompt.databaseId, isSaved: false });
  });

  it("shows a viewer's own prompt, written through the API, on their next page and never on another reader's", async () => {
    const author = (await premiumClient()).client;
    const reader = (await premiumClient()).client;
    await author.graphql(categoryPage('sales'));
    await reader.graphql(categoryPage('sales'));
    const category = await prisma.category.findUniqueOrThrow({ where: { slug: 'sales' } });
    const created = await author.rest('POST', '/api/prompts', { title: 'Cache own prompt', content: 'Mine only.', categoryId: category.id });
    expect(created.status).toBe(201);
    expect(categoryNodes(await author.graphql(categoryPage('sales')))[0]).toMatchObject({ title: 'Cache own prompt', isOwn: true });
    expect(categoryNodes(await reader.graphql(categoryPage('sales'))).map((prompt) => prompt.title)).not.toContain('Cache own prompt');
  });

  it('sees a library prompt inserted and edited with plain SQL on the next request', async () => {
    const { client } = await premiumClient();
    const before = categoryNodes(await client.graphql(categoryPage('marketing')));
    const category = await prisma.category.findUniqueOrThrow({ where: { slug: 'marketing' } });
    const [inserted] = await prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO "Prompt" ("title", "content", "language", "updatedAt") VALUES ('Inserted by SQL', 'Plain SQL content.', 'en', now()) RETURNING "id"`;
    await prisma.$executeRaw`INSERT INTO "PromptCategory" ("promptId", "categoryId", "position") VALUES (${inserted.id}, ${category.id}, -1)`;
    const after = categoryNodes(await client.graphql(categoryPage('marketing')));
    expect(after).toHaveLength(Math.min(100, before.length + 1));
    expect(after[0]).toMatchObject({ databaseId: inserted.id, title: 'Inserted by SQL', content: 'Plain SQL content.' });

    await prisma.$executeRaw`UPDATE "Prompt" SET "content" = 'Edited by SQL.' WHERE "id" = ${inserted.id}`;
    expect(categoryNodes(await client.graphql(categoryPage('marketing')))[0]).toMatchObject({ databaseId: inserted.id, content: 'Edited by SQL.' });

    const [first] = allNodes(await client.graphql(allPage));
    await prisma.$executeRaw`UPDATE "Prompt" SET "content" = 'Also edited by SQL.' WHERE "id" = ${first.databaseId}`;
    expect(allNodes(await client.graphql(allPage))[0]).toMatchObject({ databaseId: first.databaseId, content: 'Also edited by SQL.' });
  });

  it('sees a category renamed through Prisma on the next request', async () => {
    const { client } = await premiumClient();
    const query = `{ prompts(first: 1) { edges { node { categories { slug name } } } } }`;
    const [{ slug }] = (await client.graphql(query)).data.prompts.edges[0].node.categories;
    await prisma.category.update({ where: { slug }, data: { nameEn: 'Renamed for the cache test' } });
    expect((await client.graphql(query)).data.prompts.edges[0].node.categories[0]).toEqual({ slug, name: 'Renamed for the cache test' });
  });

  it('shares one cached page between selections of different fields: the cache holds one row shape, not one per selection', async () => {
    const { client } = await premiumClient();
    await client.graphql(`{ prompts(first: 30) { edges { node { databaseId title } } } }`);
    const other = await countQueries(() => client.graphql(`{ prompts(first: 30) { edges { node { databaseId content isLocked language createdAt categories { slug } } } } }`));
    expect(other.queries).toBe(1);
    expect(other.result.data.prompts.edges).toHaveLength(30);
  });

  it("loads a selection beyond the cached row shape for its request: an admin's savedCount follows a save", async () => {
    const admin = await premiumClient();
    await prisma.user.update({ where: { id: admin.id }, data: { role: 'ADMIN' } });
    const counts = `{ prompts(first: 5) { edges { node { databaseId savedCount } } } }`;
    const [first] = (await admin.client.graphql(counts)).data.prompts.edges.map((edge: { node: { databaseId: number; savedCount: number } }) => edge.node);
    const saver = (await premiumClient()).client;
    expect((await saver.rest('POST', '/api/saved-prompts', { promptId: first.databaseId })).status).toBe(201);
    expect((await admin.client.graphql(counts)).data.prompts.edges[0].node).toEqual({ databaseId: first.databaseId, savedCount: first.savedCount + 1 });
  });
});
