import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { registeredClient } from './client.ts';

beforeAll(async () => {
  await seedLibrary();
});

const encode = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const filedQuery = `query ($category: String) {
  viewer {
    savedPromptsCount
    savedPrompts(first: 20, customCategory: $category) { totalCount edges { node { customCategory prompt { databaseId } } } }
  }
}`;

async function saveFiled(client: Awaited<ReturnType<typeof registeredClient>>['client'], seedKey: string, customCategory: string | null) {
  const prompt = await prisma.prompt.findFirstOrThrow({ where: { seedKey } });
  const result = await client.graphql(
    `mutation ($id: ID!, $category: String) {
      savePrompt(input: { promptId: $id, customCategory: $category }) {
        __typename ... on MutationSavePromptSuccess { data { user { savedPromptsCount } } }
      }
    }`,
    { id: encode('Prompt', prompt.id), category: customCategory },
  );
  return { prompt, result };
}

describe('saved prompts filed in personal categories', () => {
  it('filters My Prompts by a personal category and counts every saved prompt apart from the filter', async () => {
    const { client } = await registeredClient();
    await client.rest('POST', '/api/user-categories', { name: 'Clientes' });
    const { prompt: filed, result } = await saveFiled(client, 'finance-es-01', 'Clientes');
    expect(result.data.savePrompt.data.user.savedPromptsCount).toBe(1);
    await saveFiled(client, 'finance-es-02', null);

    const onlyClientes = await client.graphql(filedQuery, { category: 'Clientes' });
    expect(onlyClientes.data.viewer.savedPromptsCount).toBe(2);
    expect(onlyClientes.data.viewer.savedPrompts.totalCount).toBe(1);
    expect(onlyClientes.data.viewer.savedPrompts.edges).toEqual([{ node: { customCategory: 'Clientes', prompt: { databaseId: filed.id } } }]);
    expect((await client.graphql(filedQuery, { category: null })).data.viewer.savedPrompts.totalCount).toBe(2);
  });

  it('keeps filed prompts with their category when it is renamed, and unfiles them when it is deleted', async () => {
    const { client } = await registeredClient();
    const category = await client.rest('POST', '/api/user-categories', { name: 'Ideas' });
    await saveFiled(client, 'finance-es-03', 'Ideas');
    await client.rest('PUT', `/api/user-categories/${category.body.id}`, { name: 'Ideas buenas' });
    expect((await client.graphql(filedQuery, { category: 'Ideas buenas' })).data.viewer.savedPrompts.totalCount).toBe(1);
    expect((await client.graphql(filedQuery, { category: 'Ideas' })).data.viewer.savedPrompts.totalCount).toBe(0);

    await client.rest('DELETE', `/api/user-categories/${category.body.id}`);
    const all = await client.graphql(filedQuery, { category: null });
    expect(all.data.viewer.savedPrompts.edges.map((edge: { node: { customCategory: string | null } }) => edge.node.customCategory)).toEqual([null]);
  });

  it("does not touch another user's prompts filed under a category of the same name", async () => {
    const owner = await registeredClient();
    const other = await registeredClient();
    const category = await owner.client.rest('POST', '/api/user-categories', { name: 'Trabajo' });
    await other.client.rest('POST', '/api/user-categories', { name: 'Trabajo' });
    await saveFiled(other.client, 'finance-es-04', 'Trabajo');
    await owner.client.rest('DELETE', `/api/user-categories/${category.body.id}`);
    expect((await other.client.graphql(filedQuery, { category: 'Trabajo' })).data.viewer.savedPrompts.totalCount).toBe(1);
  });

  it('reports the saved count after an unsave', async () => {
    const { client } = await registeredClient();
    const { prompt } = await saveFiled(client, 'finance-es-05', null);
    const unsaved = await client.graphql(
      `mutation ($id: ID!) { unsavePrompt(input: { promptId: $id }) { __typename ... on MutationUnsavePromptSuccess { data { user { savedPromptsCount } } } } }`,
      { id: encode('Prompt', prompt.id) },
    );
    expect(unsaved.data.unsavePrompt.data.user.savedPromptsCount).toBe(0);
  });
});
