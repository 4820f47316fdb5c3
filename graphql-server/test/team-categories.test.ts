/**
 * The team's own categories (issue 25, "a shared library"): who may create, rename and delete them,
 * how team prompts are filed in them, and that no path shows them to anyone outside the team.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { registeredClient, TestClient } from './client.ts';
import { countQueries } from './query-count.ts';

let libraryCategory: { id: number; name: string };

beforeAll(async () => {
  libraryCategory = await prisma.category.create({ data: { name: 'Biblioteca', slug: `team-categories-${Date.now()}` } });
});

async function teamOwner(language: 'es' | 'en' = 'en') {
  const owner = await registeredClient({ language });
  await prisma.subscription.update({
    where: { userId: owner.id },
    data: { planType: 'enterprise', status: 'active', premiumExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000) },
  });
  const created = await owner.client.graphql(`mutation { createTeam(input: { name: "Acme" }) { ... on MutationCreateTeamSuccess { data { databaseId } } } }`);
  expect(created.data.createTeam.data.databaseId).toEqual(expect.any(Number));
  return owner;
}

async function joined(owner: { client: TestClient }, language: 'es' | 'en' = 'en') {
  const member = await registeredClient({ language });
  const invited = await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: member.username });
  expect((await member.client.rest('POST', `/api/team/invitations/${invited.body.id}/accept`)).status).toBe(200);
  return member;
}

describe('team categories', () => {
  it('are created and renamed by any member, in the team only; names are unique in the team, any case', async () => {
    const owner = await teamOwner();
    const creator = await joined(owner);
    const other = await joined(owner, 'es');
    const created = await creator.client.rest('POST', '/api/team/categories', { name: 'Ventas' });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(Number), name: 'Ventas', creatorUsername: creator.username, promptCount: 0 } });
    expect(await other.client.rest('POST', '/api/team/categories', { name: 'VENTAS' })).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'El equipo ya tiene una categoría con ese nombre' },
    });
    expect((await other.client.rest('POST', '/api/team/categories', { name: ' ' })).status).toBe(400);
    // Another team may use the same name: it is a different team's category.
    expect((await (await teamOwner()).client.rest('POST', '/api/team/categories', { name: 'Ventas' })).status).toBe(201);

    expect(await other.client.rest('PATCH', `/api/team/categories/${created.body.id}`, { name: 'Ventas B2B' })).toMatchObject({ status: 200, body: { name: 'Ventas B2B' } });
    const listed = await owner.client.rest('GET', '/api/team/categories');
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, name: 'Ventas B2B' })]);

    const alone = await registeredClient({ language: 'es' });
    expect(await alone.client.rest('POST', '/api/team/categories', { name: 'Mía' })).toMatchObject({ status: 404, body: { message: 'No perteneces a ningún equipo' } });
  });

  it('are deleted by the owner or their creator only; the prompts filed in one stay, uncategorised', async () => {
    const owner = await teamOwner();
    const creator = await joined(owner);
    const other = await joined(owner);
    const category = (await creator.client.rest('POST', '/api/team/categories', { name: 'Legal' })).body;
    const filed = await other.client.rest('POST', '/api/team/prompts', { title: 'NDA', content: 'Draft an NDA for {{company}}', categoryId: `team:${category.id}` });
    expect(filed).toMatchObject({ status: 201, body: { categoryId: `team:${category.id}`, category: { id: category.id, name: 'Legal', team: true } } });

    const remove = (client: TestClient) => client.rest('DELETE', `/api/team/categories/${category.id}`);
    expect(await remove(other.client)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: 'Only the team owner or whoever created the category can delete it' } });
    expect((await remove(creator.client)).status).toBe(204);
    const [prompt] = (await other.client.rest('GET', '/api/team/prompts')).body;
    expect(prompt).toMatchObject({ id: filed.body.id, title: 'NDA', categoryId: null, category: null });

    const ownersToDelete = (await other.client.rest('POST', '/api/team/categories', { name: 'Otra' })).body;
    expect((await owner.client.rest('DELETE', `/api/team/categories/${ownersToDelete.id}`)).status).toBe(204);
    const { data } = await other.client.graphql(`{ team { categories { name viewerMayDelete } } }`);
    expect(data.team.categories).toEqual([]);
  });

  it('file a team prompt in a team category or a library category, never both; an edit moves it and keeps the version', async () => {
    const owner = await teamOwner();
    const member = await joined(owner);
    const team = (await member.client.rest('POST', '/api/team/categories', { name: 'Soporte' })).body;
    const inLibrary = await member.client.rest('POST', '/api/team/prompts', { title: 'FAQ', content: 'Answer {{question}}', categoryId: libraryCategory.id });
    expect(inLibrary.body).toMatchObject({ categoryId: libraryCategory.id, category: { id: libraryCategory.id, name: 'Biblioteca', team: false } });

    const id = encodeGlobalID('TeamPrompt', String(inLibrary.body.id));
    const moved = await owner.client.graphql(
      `mutation ($id: ID!, $category: ID!) { updateTeamPrompt(input: { id: $id, categoryId: $category }) { ... on MutationUpdateTeamPromptSuccess { data { version categoryDatabaseId teamCategory { name } versions { version categoryDatabaseId teamCategoryDatabaseId } } } } }`,
      { id, category: encodeGlobalID('TeamCategory', String(team.id)) },
    );
    expect(moved.data.updateTeamPrompt.data).toEqual({
      version: 2,
      categoryDatabaseId: null,
      teamCategory: { name: 'Soporte' },
      versions: [{ version: 1, categoryDatabaseId: libraryCategory.id, teamCategoryDatabaseId: null }],
    });
    const back = await owner.client.graphql(
      `mutation ($id: ID!, $category: ID!) { updateTeamPrompt(input: { id: $id, categoryId: $category }) { ... on MutationUpdateTeamPromptSuccess { data { categoryDatabaseId teamCategoryDatabaseId } } } }`,
      { id, category: encodeGlobalID('Category', String(libraryCategory.id)) },
    );
    expect(back.data.updateTeamPrompt.data).toEqual({ categoryDatabaseId: libraryCategory.id, teamCategoryDatabaseId: null });
    const counted = await member.client.rest('GET', '/api/team/categories');
    expect(counted.body).toEqual([expect.objectContaining({ name: 'Soporte', promptCount: 0 })]);
    const malformed = await member.client.rest('POST', '/api/team/prompts', { title: 'X', content: 'Y', categoryId: 'team:abc' });
    expect(malformed.status).toBe(400);
  });

  it("of another team are simply not found: filing into one, renaming or deleting it", async () => {
    const other = await teamOwner();
    const foreign = (await other.client.rest('POST', '/api/team/categories', { name: 'Privada' })).body;
    const owner = await teamOwner('es');
    expect(await owner.client.rest('POST', '/api/team/prompts', { title: 'X', content: 'Y', categoryId: `team:${foreign.id}` })).toMatchObject({
      status: 404,
      body: { message: 'Categoría no encontrada.' },
    });
    expect(await owner.client.rest('PATCH', `/api/team/categories/${foreign.id}`, { name: 'Mía' })).toMatchObject({
      status: 404,
      body: { message: 'No se encontró la categoría del equipo' },
    });
    expect((await owner.client.rest('DELETE', `/api/team/categories/${foreign.id}`)).status).toBe(404);
    expect((await other.client.rest('GET', '/api/team/categories')).body).toEqual([expect.objectContaining({ name: 'Privada' })]);
  });

  it('never leak outside the team: node(id:), REST, the library, API tokens, and after a member is removed', async () => {
    const owner = await teamOwner();
    const member = await joined(owner);
    const marker = `quokkacat${Date.now()}`;
    const category = (await member.client.rest('POST', '/api/team/categories', { name: marker })).body;
    await member.client.rest('POST', '/api/team/prompts', { title: 'Filed', content: 'Body', categoryId: `team:${category.id}` });
    const id = encodeGlobalID('TeamCategory', String(category.id));
    const nodeQuery = `query ($id: ID!) { node(id: $id) { id ... on TeamCategory { name } } nodes(ids: [$id]) { id } }`;

    const outsider = await registeredClient();
    const visitor = new TestClient('en');
    for (const client of [outsider.client, visitor]) {
      expect((await client.graphql(nodeQuery, { id })).data).toEqual({ node: null, nodes: [null] });
      for (const path of ['/api/categories', `/api/prompts/search?q=${marker}`, '/api/prompts/all?limit=100']) {
        expect(JSON.stringify((await client.rest('GET', path)).body)).not.toContain(marker);
      }
    }
    expect((await outsider.client.rest('GET', '/api/team/categories')).status).toBe(404);
    expect((await visitor.rest('GET', '/api/team/categories')).status).toBe(401);
    const ownCategories = await outsider.client.graphql(`{ categories { name } viewer { userCategories(first: 50) { edges { node { name } } } } }`);
    expect(ownCategories.errors).toBeUndefined();
    expect(JSON.stringify(ownCategories.data)).not.toContain(marker);

    // A member's own API token does not reach the team (session-only, schema/token-scopes.ts).
    const token = (await member.client.rest('POST', '/api/tokens', { name: 'Cursor', scopes: ['read', 'write'] })).body.token as string;
    const bearer = { authorization: `Bearer ${token}` };
    const byToken = await visitor.request('POST', '/graphql', { body: { query: nodeQuery, variables: { id } }, headers: bearer });
    expect(byToken.body.data).toEqual({ node: null, nodes: [null] });
    expect((await visitor.request('GET', '/api/team/categories', { headers: bearer })).status).toBe(403);
    expect((await visitor.request('POST', '/api/team/categories', { body: { name: 'Token' }, headers: bearer })).status).toBe(403);

    // The member reads it; removed, they do not, by any path, and cannot change it.
    expect((await member.client.graphql(nodeQuery, { id })).data.node).toEqual({ id, name: marker });
    expect((await owner.client.rest('DELETE', `/api/team/members/${member.id}`)).status).toBe(204);
    expect((await member.client.graphql(nodeQuery, { id })).data).toEqual({ node: null, nodes: [null] });
    expect((await member.client.rest('GET', '/api/team/categories')).status).toBe(404);
    expect((await member.client.rest('PATCH', `/api/team/categories/${category.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await member.client.rest('DELETE', `/api/team/categories/${category.id}`)).status).toBe(404);
    expect((await owner.client.rest('GET', '/api/team/categories')).body).toEqual([expect.objectContaining({ name: marker, promptCount: 1 })]);
  });

  it("are read with the team's prompts in a number of SQL queries that does not grow with them", async () => {
    const owner = await teamOwner();
    const member = await joined(owner);
    const read = async () =>
      (await countQueries(() => member.client.graphql(`{ team { categories { name promptCount viewerMayDelete } prompts { title teamCategory { name } } } }`))).queries;
    await member.client.rest('POST', '/api/team/categories', { name: 'Uno' });
    const withOne = await read();
    for (const name of ['Dos', 'Tres', 'Cuatro']) {
      const category = (await member.client.rest('POST', '/api/team/categories', { name })).body;
      await member.client.rest('POST', '/api/team/prompts', { title: name, content: 'Body', categoryId: `team:${category.id}` });
    }
    expect(await read()).toBe(withOne);
  });
});
