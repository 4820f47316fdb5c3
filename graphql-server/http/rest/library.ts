import { offsetToCursor } from '@pothos/plugin-relay';
import { translate } from '../../i18n/messages.ts';
import { globalIdFrom } from '../../schema/ids.ts';
import { conflictSelection, errorSelection, plainErrorSelection, type RestRoute } from './adapter.ts';

// REST lists are single pages: the GraphQL connections' largest page.
const listSize = 100;

const promptFields = `databaseId title content language isPremium isLocked lockReason isSaved ownerDatabaseId createdAt categories { databaseId name slug }`;
const savedFields = `databaseId promptDatabaseId customCategory createdAt prompt { ${promptFields} }`;
const userCategoryFields = `databaseId name createdAt`;

interface PromptResult {
  databaseId: number;
  ownerDatabaseId: number | null;
  categories: { databaseId: number; name: string; slug: string }[];
  [field: string]: unknown;
}

/** A prompt as SPEC.md §7 clients know it: numeric ids, categoryId, userId for the author. */
function restPrompt({ databaseId, ownerDatabaseId, categories, ...prompt }: PromptResult) {
  return {
    id: databaseId,
    ...prompt,
    categoryId: categories[0]?.databaseId ?? null,
    userId: ownerDatabaseId,
    categories: categories.map((category) => ({ id: category.databaseId, name: category.name, slug: category.slug })),
  };
}

interface Connection<Node> {
  edges: { node: Node }[];
}

const restPrompts = (connection: Connection<PromptResult>) => connection.edges.map((edge) => restPrompt(edge.node));

function restSaved({ databaseId, promptDatabaseId, prompt, ...saved }: { databaseId: number; promptDatabaseId: number; prompt: PromptResult }) {
  return { id: databaseId, promptId: promptDatabaseId, ...saved, prompt: restPrompt(prompt) };
}

function restUserCategory({ databaseId, ...category }: { databaseId: number }) {
  return { id: databaseId, ...category };
}

const loginRequired = {
  status: 401,
  body: (context: { language: 'es' | 'en' }) => ({
    message: translate('error.authenticationRequired', context.language),
    code: 'UNAUTHENTICATED',
  }),
};

/** A non-negative whole number from a query parameter, or the fallback. */
function wholeNumber(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
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
    operation: `query ($slug: String!) { category(slug: $slug) { ${plainErrorSelection} ... on QueryCategorySuccess { data { prompts(first: ${listSize}) { edges { node { ${promptFields} } } } } } } }`,
    field: 'category',
    variables: ({ params }) => ({ slug: params.slug }),
    respond: (category: { prompts: Connection<PromptResult> }) => restPrompts(category.prompts),
  },
  {
    method: 'GET',
    path: '/api/prompts/all',
    operation: `query ($first: Int!, $after: String) { prompts(first: $first, after: $after) { edges { node { ${promptFields} } } } }`,
    field: 'prompts',
    variables: ({ query }) => {
      const offset = wholeNumber(query.get('offset'), 0);
      return { first: Math.min(wholeNumber(query.get('limit'), 20), listSize), after: offset > 0 ? offsetToCursor(offset - 1) : null };
    },
    respond: restPrompts,
  },
  {
    method: 'GET',
    path: '/api/prompts/search',
    operation: `query ($q: String!) { search(query: $q) { ${errorSelection} ... on QuerySearchSuccess { data { prompts(first: ${listSize}) { edges { node { ${promptFields} } } } } } } }`,
    field: 'search',
    variables: ({ query }) => ({ q: query.get('q') ?? '' }),
    respond: (search: { prompts: Connection<PromptResult> }) => restPrompts(search.prompts),
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
    method: 'GET',
    path: '/api/my-prompts',
    operation: `query { viewer { createdPrompts(first: ${listSize}) { edges { node { ${promptFields} } } } } }`,
    field: 'viewer',
    respond: (viewer: { createdPrompts: Connection<PromptResult> }) => restPrompts(viewer.createdPrompts),
    whenNull: loginRequired,
  },
  {
    method: 'GET',
    path: '/api/saved-prompts',
    operation: `query { viewer { savedPrompts(first: ${listSize}) { edges { node { ${savedFields} } } } } }`,
    field: 'viewer',
    respond: (viewer: { savedPrompts: Connection<Parameters<typeof restSaved>[0]> }) => viewer.savedPrompts.edges.map((edge) => restSaved(edge.node)),
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
    operation: `query { viewer { userCategories(first: ${listSize}) { edges { node { ${userCategoryFields} } } } } }`,
    field: 'viewer',
    respond: (viewer: { userCategories: Connection<{ databaseId: number }> }) => viewer.userCategories.edges.map((edge) => restUserCategory(edge.node)),
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
