import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { prisma } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../services/errors.ts';
import { libraryCategoryBySlug, libraryPromptPage, promptsInOrder, type LibraryPageRequest, type ViewerSnapshot } from '../services/library-cache.ts';
import { promptLockReason, type Reader } from '../services/prompt-access.ts';
import { searchPromptIds, searchQueryInput } from '../services/search.ts';
import { viewerPlan } from './plans.ts';
import { LanguageEnum } from './user.ts';

/** Largest page any connection returns; larger `first` values are clamped to it. */
export const maxPageSize = 100;
const pageSizes = { defaultSize: 20, maxSize: maxPageSize };

const reader = (context: Context): Reader => ({ plan: viewerPlan(context), language: context.language });

const LockReasonEnum = builder.enumType('LockReason', {
  values: {
    PREMIUM: { description: 'A Premium prompt; the viewer has no premium plan.' },
    PLAN_LIMIT: { description: "Past the free plan's prompts per category." },
  },
});

// The same relation arguments as the categories field's: Pothos then loads both in one query
// instead of loading the prompt a second time for the field whose arguments differ.
const accessFacts = { isPremium: true, ownerId: true, language: true, categories: { select: { position: true }, orderBy: { categoryId: 'asc' } } } as const;

export const Category = builder.prismaNode('Category', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.string({
      description: "The name in the reader's language.",
      resolve: (category, _args, context) => (context.language === 'en' && category.nameEn ? category.nameEn : category.name),
    }),
    slug: t.exposeString('slug'),
    premiumPromptCount: t.relationCount('prompts', {
      description: 'How many Premium prompts the category holds (for the upgrade banner).',
      where: { prompt: { isPremium: true, ownerId: null } },
    }),
  }),
});

export const Prompt = builder.prismaNode('Prompt', {
  id: { field: 'id' },
  // Other users' prompts do not exist for the viewer, through node(id:) or anywhere else.
  authScopes: (prompt, context) => prompt.ownerId === null || prompt.ownerId === context.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    content: t.string({
      nullable: true,
      description: 'Null when the prompt is locked for the viewer (see lockReason): locked content is never sent.',
      select: { content: true, ...accessFacts },
      resolve: (prompt, _args, context) => (promptLockReason(prompt, reader(context)) ? null : prompt.content),
    }),
    isLocked: t.boolean({
      select: accessFacts,
      resolve: (prompt, _args, context) => promptLockReason(prompt, reader(context)) !== null,
    }),
    lockReason: t.field({
      type: LockReasonEnum,
      nullable: true,
      select: accessFacts,
      resolve: (prompt, _args, context) => promptLockReason(prompt, reader(context)),
    }),
    language: t.expose('language', { type: LanguageEnum }),
    isPremium: t.exposeBoolean('isPremium'),
    ownerDatabaseId: t.int({
      nullable: true,
      description: "The author's user id: set only on the viewer's own prompts (others' are never visible).",
      resolve: (prompt) => prompt.ownerId,
    }),
    isOwn: t.boolean({
      description: 'Written by the viewer.',
      resolve: (prompt, _args, context) => prompt.ownerId !== null && prompt.ownerId === context.viewer?.id,
    }),
    isSaved: t.boolean({
      // A visitor has saved nothing: no query to find that out.
      select: (_args, context) => (context.viewer ? { savedBy: { where: { userId: context.viewer.id }, select: { id: true } } } : {}),
      resolve: (prompt) => (prompt.savedBy?.length ?? 0) > 0,
    }),
    categories: t.field({
      type: [Category],
      select: { categories: { select: { category: true }, orderBy: { categoryId: 'asc' } } },
      resolve: (prompt) => prompt.categories.map((link) => link.category),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(Category, (t) => ({
  prompts: t.connection({
    type: Prompt,
    description:
      "The category's library prompts and the viewer's own: their own first, then what they can read, then locked teasers; the reader's language first, by position.",
    resolve: (category, args, context, info) => promptPage({ categoryId: category.id }, args, context, info),
  }),
}));

/**
 * One page of visible prompts, with every nested selection loaded in one query per level, through
 * the library cache (services/library-cache.ts): a selection within its declared row shape is
 * served from the cache.
 */
function promptPage(of: LibraryPageRequest['of'], args: DefaultConnectionArguments, context: Context, info: GraphQLResolveInfo) {
  return resolveOffsetConnection({ args, ...pageSizes }, ({ offset, limit }) =>
    libraryPromptPage(
      { of, reader: reader(context), offset, limit },
      { id: context.viewer?.id ?? null, snapshot: viewerSnapshot(context, info) },
      queryFromInfo({ context, info, path: ['edges', 'node'] }),
    ),
  );
}

/** The snapshot read with the viewer's session, for queries only: a mutation may have changed what it describes. */
function viewerSnapshot(context: Context, info: GraphQLResolveInfo): ViewerSnapshot | null {
  if (info.operation.operation !== 'query' || !context.viewer || !context.librarySnapshot) return null;
  return { ...context.librarySnapshot, savedPromptsVersion: context.viewer.savedPromptsVersion };
}

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: ['Category'],
    description: 'Every library category, in the order they were added.',
    resolve: (query) => prisma.category.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
  category: t.field({
    type: Category,
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, context, info) => {
      const category = await libraryCategoryBySlug(slug, viewerSnapshot(context, info));
      if (!category) throw new NotFoundError('error.categoryNotFound');
      return category;
    },
  }),
  prompts: t.connection({
    type: Prompt,
    description: 'All prompts the viewer can see, the reader\'s language first.',
    resolve: (_root, args, context, info) => promptPage({ all: true }, args, context, info),
  }),
  search: t.field({
    type: PromptSearch,
    description: 'Ranked full-text search, tolerant of accents and small typos.',
    errors: { types: [ValidationError] },
    args: { query: t.arg.string({ required: true, validate: { schema: searchQueryInput } }) },
    resolve: (_root, { query }) => ({ query }),
  }),
}));

const PromptSearch = builder.objectRef<{ query: string }>('PromptSearch').implement({
  fields: (t) => ({
    query: t.exposeString('query'),
    prompts: t.connection({
      type: Prompt,
      resolve: (search, args, context, info) =>
        resolveOffsetConnection({ args, ...pageSizes }, async ({ offset, limit }) => {
          const ids = await searchPromptIds({ query: search.query, viewerId: context.viewer?.id ?? null, reader: reader(context), offset, limit });
          return promptsInOrder(ids, queryFromInfo({ context, info, path: ['edges', 'node'] }));
        }),
    }),
  }),
});
