import { globalIdFrom } from '../../schema/ids.ts';
import { conflictSelection, errorSelection, loginRequired, pageInfoSelection, plainErrorSelection, type Connection, type RestRoute } from './adapter.ts';

// REST lists take `limit` (default 100, at most 100; 20 for /api/prompts/all) and `offset`.
const page = `first: $first, after: $after`;
const pageVariables = `$first: Int!, $after: String`;

const promptFields = `databaseId title content language isPremium isLocked lockReason isSaved ownerDatabaseId createdAt categories { databaseId name slug }`;
const savedFields = `databaseId promptDatabaseId customCategory createdAt prompt { ${promptFields} }`;
const userCategoryFields = `databaseId name createdAt`;
const versionFields = `version title content categoryDatabaseId createdAt`;

interface PromptResult {
  databaseId: number;
  ownerDatabaseId: number | null;
  categories: { databaseId: number; name: string; slug: string }[];
  [field: string]: unknown;
}

/** A prompt as clients of the brief's REST paths know it (docs/behaviour.md): numeric ids, categoryId, userId for the author. */
function restPrompt({ databaseId, ownerDatabaseId, categories, ...prompt }: PromptResult) {
  return {
    id: databaseId,
    ...prompt,
    categoryId: categories[0]?.databaseId ?? null,
    userId: ownerDatabaseId,
    categories: categories.map((category) => ({ id: category.databaseId, name: category.name, slug: category.slug })),
  };
}

const restPrompts = (prompts: PromptResult[]) => prompts.map(restPrompt);

function restSaved({ databaseId, promptDatabaseId, prompt, ...saved }: { databaseId: number; promptDatabaseId: number; prompt: PromptResult }) {
  return { id: databaseId, promptId: promptDatabaseId, ...saved, prompt: restPrompt(prompt) };
}

function restUserCategory({ databaseId, ...category }: { databaseId: number }) {
  return { id: databaseId, ...category };
}

export const libraryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/categories',
    operation: `query { categories { databaseId name slug } }`,
    field: 'categories',
    respond: (categories: { databaseId: number }[]) => categories.map(restUserCategory),
  },
  {
    method: 'GET',
    path: '/api/categories/:slug/prompts',
    operation: `query ($slug: String!, ${pageVariables}) { category(slug: $slug) { ${plainErrorSelection} ... on QueryCategorySuccess { data { prompts(${page}) { ${pageInfoSelection} edges { node { ${promptFields} } } } } } } }`,
    field: 'category',
    variables: ({ params }) => ({ slug: params.slug }),
    list: { cursors: 'offset', connection: (category: { prompts: Connection<PromptResult> }) => category.prompts },
    respond: restPrompts,
  },
  {
    method: 'GET',
    path: '/api/prompts/all',
    operation: `query (${pageVariables}) { prompts(${page}) { ${pageInfoSelection} edges { node { ${promptFields} } } } }`,
    field: 'prompts',
    list: { cursors: 'offset', defaultLimit: 20, connection: (prompts: Connection<PromptResult>) => prompts },
    respond: restPrompts,
  },
  {
    method: 'GET',
    path: '/api/prompts/search',
    operation: `query ($q: String!, ${pageVariables}) { search(query: $q) { ${errorSelection} ... on QuerySearchSuccess { data { prompts(${page}) { ${pageInfoSelection} edges { node { ${promptFields} } } } } } } }`,
    field: 'search',
    variables: ({ query }) => ({ q: query.get('q') ?? '' }),
    list: { cursors: 'offset', connection: (search: { prompts: Connection<PromptResult> }) => search.prompts },
    respond: restPrompts,
  },
  {
    method: 'POST',
    path: '/api/prompts',
    operation: `mutation ($input: CreatePromptInput!) { createPrompt(input: $input) { ${errorSelection} ... on MutationCreatePromptSuccess { data { ${promptFields} } } } }`,
    field: 'createPrompt',
    // isPremium is accepted for compatibility and ignored: user prompts are never premium.
    variables: ({ body }) => ({
      input: { title: body.title ?? '', content: body.content ?? '', categoryId: globalIdFrom('Category', body.categoryId) ?? '' },
    }),
    respond: restPrompt,
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/prompts/:id',
    operation: `mutation ($input: UpdatePromptInput!) { updatePrompt(input: $input) { ${errorSelection} ... on MutationUpdatePromptSuccess { data { ${promptFields} } } } }`,
    field: 'updatePrompt',
    variables: ({ params, body }) => ({
      input: {
        id: globalIdFrom('Prompt', params.id),
        title: body.title,
        content: body.content,
        categoryId: globalIdFrom('Category', body.categoryId),
        customCategory: body.customCategory,
      },
    }),
    respond: restPrompt,
  },
  {
    method: 'DELETE',
    path: '/api/prompts/:id',
    operation: `mutation ($input: DeletePromptInput!) { deletePrompt(input: $input) { ${errorSelection} ... on MutationDeletePromptSuccess { data { deletedId } } } }`,
    field: 'deletePrompt',
    variables: ({ params }) => ({ input: { id: globalIdFrom('Prompt', params.id) } }),
    respond: () => null,
    status: 204,
  },
  {
    method: 'PUT',
    path: '/api/prompts/:id/share',
    operation: `mutation ($input: PromptShareInput!) { sharePrompt(input: $input) { ${errorSelection} ... on MutationSharePromptSuccess { data { sharePath } } } }`,
    field: 'sharePrompt',
    variables: ({ params }) => ({ input: { id: globalIdFrom('Prompt', params.id) } }),
    respond: (prompt: { sharePath: string }) => ({ shared: true, path: prompt.sharePath }),
  },
  {
    method: 'DELETE',
    path: '/api/prompts/:id/share',
    operation: `mutation ($input: PromptShareInput!) { unsharePrompt(input: $input) { ${errorSelection} ... on MutationUnsharePromptSuccess { data { sharePath } } } }`,
    field: 'unsharePrompt',
    variables: ({ params }) => ({ input: { id: globalIdFrom('Prompt', params.id) } }),
    respond: () => ({ shared: false, path: null }),
  },
  {
    method: 'GET',
    path: '/api/prompts/:id/versions',
    operation: `query ($id: ID!, ${pageVariables}) { ownPrompt(id: $id) { ${errorSelection} ... on QueryOwnPromptSuccess { data { versions(${page}) { ${pageInfoSelection} edges { node { ${versionFields} } } } } } } }`,
    field: 'ownPrompt',
    variables: ({ params }) => ({ id: globalIdFrom('Prompt', params.id) }),
    list: { cursors: 'id', connection: (prompt: { versions: Connection<unknown> }) => prompt.versions },
    respond: (versions: { categoryDatabaseId: number | null }[]) =>
      versions.map(({ categoryDatabaseId, ...version }) => ({ ...version, categoryId: categoryDatabaseId })),
  },
  {
    method: 'GET',
    path: '/api/my-prompts',
    operation: `query (${pageVariables}, $q: String) { viewer { createdPrompts(${page}, query: $q) { ${pageInfoSelection} edges { node { ${promptFields} } } } } }`,
    field: 'viewer',
    variables: ({ query }) => ({ q: query.get('q') }),
    list: { cursors: 'id', connection: (viewer: { createdPrompts: Connection<PromptResult> }) => viewer.createdPrompts },
    respond: restPrompts,
    whenNull: loginRequired,
  },
  {
    method: 'GET',
    path: '/api/saved-prompts',
    operation: `query (${pageVariables}, $q: String) { viewer { savedPrompts(${page}, query: $q) { ${pageInfoSelection} edges { node { ${savedFields} } } } } }`,
    field: 'viewer',
    variables: ({ query }) => ({ q: query.get('q') }),
    list: { cursors: 'id', connection: (viewer: { savedPrompts: Connection<unknown> }) => viewer.savedPrompts },
    respond: (saved: Parameters<typeof restSaved>[0][]) => saved.map(restSaved),
    whenNull: loginRequired,
  },
  {
    method: 'POST',
    path: '/api/saved-prompts',
    operation: `mutation ($input: SavePromptInput!) { savePrompt(input: $input) { ${errorSelection} ... on MutationSavePromptSuccess { data { ${savedFields} } } } }`,
    field: 'savePrompt',
    variables: ({ body }) => ({
      input: { promptId: globalIdFrom('Prompt', body.promptId) ?? '', customCategory: body.customCategory },
    }),
    respond: restSaved,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/saved-prompts/:promptId',
    operation: `mutation ($input: UnsavePromptInput!) { unsavePrompt(input: $input) { ${errorSelection} ... on MutationUnsavePromptSuccess { data { deletedSavedPromptId } } } }`,
    field: 'unsavePrompt',
    variables: ({ params }) => ({ input: { promptId: globalIdFrom('Prompt', params.promptId) } }),
    respond: () => ({ success: true }),
  },
  {
    method: 'GET',
    path: '/api/user-categories',
    operation: `query (${pageVariables}) { viewer { userCategories(${page}) { ${pageInfoSelection} edges { node { ${userCategoryFields} } } } } }`,
    field: 'viewer',
    list: { cursors: 'id', connection: (viewer: { userCategories: Connection<unknown> }) => viewer.userCategories },
    respond: (categories: { databaseId: number }[]) => categories.map(restUserCategory),
    whenNull: loginRequired,
  },
  {
    method: 'POST',
    path: '/api/user-categories',
    operation: `mutation ($input: CreateUserCategoryInput!) { createUserCategory(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationCreateUserCategorySuccess { data { ${userCategoryFields} } } } }`,
    field: 'createUserCategory',
    variables: ({ body }) => ({ input: { name: body.name ?? '' } }),
    respond: restUserCategory,
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/user-categories/:id',
    operation: `mutation ($input: RenameUserCategoryInput!) { renameUserCategory(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationRenameUserCategorySuccess { data { ${userCategoryFields} } } } }`,
    field: 'renameUserCategory',
    variables: ({ params, body }) => ({ input: { id: globalIdFrom('UserCategory', params.id), name: body.name ?? '' } }),
    respond: restUserCategory,
  },
  {
    method: 'DELETE',
    path: '/api/user-categories/:id',
    operation: `mutation ($input: DeleteUserCategoryInput!) { deleteUserCategory(input: $input) { ${errorSelection} ... on MutationDeleteUserCategorySuccess { data { deletedId } } } }`,
    field: 'deleteUserCategory',
    variables: ({ params }) => ({ input: { id: globalIdFrom('UserCategory', params.id) } }),
    respond: () => ({ success: true }),
  },
];
