import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, LimitReachedError, NotFoundError, ValidationError } from '../services/errors.ts';
import type { Context } from '../context.ts';
import { ownSearchQueryInput, searchOwnPromptIds, type OwnCollection } from '../services/search.ts';
import { savedPromptsFilter, savePrompt, savePromptInput, unsavePrompt } from '../services/saved-prompts.ts';
import { createUserCategory, deleteUserCategory, renameUserCategory, userCategoryInput } from '../services/user-categories.ts';
import {
  createPromptInput,
  createUserPrompt,
  deleteUserPrompt,
  ownPromptVersionsWhere,
  restoreUserPromptVersion,
  updatePromptInput,
  updateUserPrompt,
} from '../services/user-prompts.ts';
import { databaseIdFrom } from './ids.ts';
import { maxPageSize, Prompt } from './library.ts';
import { viewerPlan } from './plans.ts';
import { User } from './user.ts';

const loggedInErrors = [ValidationError, AuthenticationError, NotFoundError];

// The viewer's own collection: saved prompts, prompts they wrote, personal categories.
// Every type here is visible only to its owner, through any field or node(id:).

const SavedPrompt = builder.prismaNode('SavedPrompt', {
  id: { field: 'id' },
  authScopes: (saved, context) => saved.userId === context.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    promptDatabaseId: t.exposeInt('promptId'),
    customCategory: t.exposeString('customCategory', { nullable: true }),
    prompt: t.relation('prompt'),
    user: t.relation('user', { description: 'The owner (the viewer): lets a save refresh savedPromptsCount.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UserCategory = builder.prismaNode('UserCategory', {
  id: { field: 'id' },
  authScopes: (category, context) => category.userId === context.viewer?.id,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('PromptVersion', {
  description: 'What one of the viewer\'s prompts was before an edit.',
  fields: (t) => ({
    version: t.exposeInt('version'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    category: t.relation('category', { nullable: true, description: 'Null once that library category was deleted.' }),
    categoryDatabaseId: t.exposeInt('categoryId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When this version was written.' }),
  }),
});

builder.prismaObjectFields(Prompt, (t) => ({
  version: t.exposeInt('version', { description: 'The current version\'s number: 1 until the first edit.' }),
  versions: t.relatedConnection('versions', {
    cursor: 'id',
    maxSize: maxPageSize,
    description: 'Earlier versions, newest first: for the prompt\'s owner only (empty for anyone else).',
    query: (_args, context) => ({ where: ownPromptVersionsWhere(context.viewer?.id ?? null), orderBy: { version: 'desc' } }),
    totalCount: true,
  }),
}));

builder.queryField('ownPrompt', (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: 'Prompt',
    description: 'A prompt the viewer wrote. Anyone else\'s, a library prompt and a missing one are all NotFoundError.',
    errors: { types: loggedInErrors },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, context) => {
      const id = databaseIdFrom(String(args.id), 'Prompt', 'id');
      const prompt = await prisma.prompt.findFirst({ ...query, where: { id, ownerId: context.viewer.id } });
      if (!prompt) throw new NotFoundError('error.promptNotFound');
      return prompt;
    },
  }),
);

/** My Prompts' search: the ids the library's search finds in one of the viewer's collections; null when there is no query. */
async function ownSearch(query: string | null | undefined, collection: OwnCollection, context: Context): Promise<number[] | null> {
  if (!query || !context.viewer) return null;
  return searchOwnPromptIds({ query, viewerId: context.viewer.id, collection, reader: { plan: viewerPlan(context), language: context.language } });
}

const searchArgOptions = { description: 'Search text, as the library\'s search reads it; empty filters nothing.', validate: { schema: ownSearchQueryInput } };

function savedWhere(userId: number, customCategory: string | null | undefined, promptIds: number[] | null) {
  return { userId, ...savedPromptsFilter(customCategory), ...(promptIds && { promptId: { in: promptIds } }) };
}

builder.prismaObjectFields(User, (t) => ({
  savedPrompts: t.prismaConnection({
    type: SavedPrompt,
    cursor: 'id',
    maxSize: maxPageSize,
    description: 'Saved prompts, newest first; `query` keeps those the library\'s search finds among them (all of them, not a page).',
    args: {
      customCategory: t.arg.string({ description: 'Only the prompts filed under this personal category (by name).' }),
      query: t.arg.string(searchArgOptions),
    },
    resolve: async (query, user, args, context) => {
      const ids = await ownSearch(args.query, 'saved', context);
      return prisma.savedPrompt.findMany({ ...query, where: savedWhere(user.id, args.customCategory, ids), orderBy: { id: 'desc' } });
    },
    totalCount: async (user, args, context) => {
      const ids = await ownSearch(args.query, 'saved', context);
      return prisma.savedPrompt.count({ where: savedWhere(user.id, args.customCategory, ids) });
    },
  }),
  savedPromptsCount: t.relationCount('savedPrompts', { description: 'Every saved prompt, whatever its category.' }),
  createdPrompts: t.prismaConnection({
    type: Prompt,
    cursor: 'id',
    maxSize: maxPageSize,
    description: 'Prompts the user wrote and has not also saved, newest first; `query` keeps those the library\'s search finds among them.',
    args: { query: t.arg.string(searchArgOptions) },
    resolve: async (query, user, args, context) => {
      const ids = await ownSearch(args.query, 'created', context);
      return prisma.prompt.findMany({
        ...query,
        where: { ownerId: user.id, savedBy: { none: { userId: user.id } }, ...(ids && { id: { in: ids } }) },
        orderBy: { id: 'desc' },
      });
    },
  }),
  userCategories: t.relatedConnection('userCategories', {
    cursor: 'id',
    maxSize: maxPageSize,
    query: { orderBy: { id: 'asc' } },
  }),
}));

const SavePromptInput = builder.inputType('SavePromptInput', {
  fields: (t) => ({
    promptId: t.id({ required: true }),
    customCategory: t.string({ description: 'Optional label shown on the saved card (e.g. one of the user categories).' }),
  }),
});

const PromptRefInput = builder.inputType('UnsavePromptInput', {
  fields: (t) => ({ promptId: t.id({ required: true }) }),
});

const UnsavePromptResult = builder.objectRef<{ userId: number; promptId: number; deletedSavedPromptId: number | null }>('UnsavePromptResult').implement({
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      description: 'The viewer: lets an unsave refresh savedPromptsCount.',
      resolve: (query, result) => prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
    prompt: t.prismaField({
      type: 'Prompt',
      resolve: (query, result) => prisma.prompt.findUniqueOrThrow({ ...query, where: { id: result.promptId } }),
    }),
    deletedSavedPromptId: t.id({
      nullable: true,
      description: 'Global ID of the removed SavedPrompt, or null when the prompt was not saved.',
      resolve: (result) =>
        result.deletedSavedPromptId === null ? null : encodeGlobalID('SavedPrompt', String(result.deletedSavedPromptId)),
    }),
  }),
});

const CreatePromptInput = builder.inputType('CreatePromptInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    content: t.string({ required: true }),
    categoryId: t.id({ required: true, description: 'Global ID of a library Category.' }),
  }),
});

const UpdatePromptInput = builder.inputType('UpdatePromptInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global ID of a Prompt the viewer wrote.' }),
    title: t.string(),
    content: t.string(),
    categoryId: t.id({ description: 'Global ID of a library Category.' }),
    customCategory: t.string({ description: 'Personal category to file it under among saved prompts; null unfiles it.' }),
  }),
});

const DeletePromptInput = builder.inputType('DeletePromptInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const RestorePromptVersionInput = builder.inputType('RestorePromptVersionInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'Global ID of the Prompt.' }), version: t.int({ required: true }) }),
});

const DeletedPrompt = builder.objectRef<{ userId: number; promptId: number; deletedSavedPromptId: number | null }>('DeletedPrompt').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Prompt', String(deleted.promptId)) }),
    deletedSavedPromptId: t.id({
      nullable: true,
      description: 'Global ID of the SavedPrompt that went with it, if it was saved.',
      resolve: (deleted) => (deleted.deletedSavedPromptId === null ? null : encodeGlobalID('SavedPrompt', String(deleted.deletedSavedPromptId))),
    }),
    user: t.prismaField({
      type: 'User',
      description: 'The viewer: lets a delete refresh savedPromptsCount.',
      resolve: (query, deleted) => prisma.user.findUniqueOrThrow({ ...query, where: { id: deleted.userId } }),
    }),
  }),
});

const UserCategoryNameInput = builder.inputType('CreateUserCategoryInput', {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

const RenameUserCategoryInput = builder.inputType('RenameUserCategoryInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }) }),
});

const DeleteUserCategoryInput = builder.inputType('DeleteUserCategoryInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const DeletedUserCategory = builder.objectRef<{ id: number }>('DeletedUserCategory').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('UserCategory', String(deleted.id)) }) }),
});

// The services validate what they are given; ids arrive as global IDs, decoded by databaseIdFrom below.
const savePromptArgs = savePromptInput.extend({ promptId: z.string() });
const createPromptArgs = createPromptInput.extend({ categoryId: z.string().trim().min(1, 'validation.promptCategoryRequired') });
const updatePromptArgs = updatePromptInput
  .extend({ id: z.string(), categoryId: z.string().trim().min(1, 'validation.promptCategoryRequired').nullish() })
  // A null personal category is a change (it unfiles the prompt); a null title, content or category is none.
  .refine((input) => [input.title, input.content, input.categoryId].some((value) => value != null) || input.customCategory !== undefined, {
    message: 'validation.promptChangeRequired',
  });
const renameUserCategoryArgs = userCategoryInput.extend({ id: z.string() });

builder.mutationFields((t) => ({
  savePrompt: t.withAuth({ loggedIn: true }).field({
    type: SavedPrompt,
    errors: { types: [...loggedInErrors, ForbiddenError, LimitReachedError] },
    args: {
      input: t.arg({ type: SavePromptInput, required: true, validate: { schema: savePromptArgs } }),
    },
    resolve: (_root, { input }, context) => {
      const promptId = databaseIdFrom(String(input.promptId), 'Prompt', 'promptId');
      return savePrompt({ id: context.viewer.id, plan: viewerPlan(context), language: context.language }, promptId, input.customCategory);
    },
  }),
  unsavePrompt: t.withAuth({ loggedIn: true }).field({
    type: UnsavePromptResult,
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: PromptRefInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const promptId = databaseIdFrom(String(input.promptId), 'Prompt', 'promptId');
      return { userId: context.viewer.id, promptId, deletedSavedPromptId: await unsavePrompt(context.viewer.id, promptId) };
    },
  }),
  createPrompt: t.withAuth({ loggedIn: true }).field({
    type: Prompt,
    description: 'A prompt of the viewer\'s own, never premium, visible only to them.',
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: CreatePromptInput, required: true, validate: { schema: createPromptArgs } }) },
    resolve: (_root, { input }, context) => {
      const categoryId = databaseIdFrom(String(input.categoryId), 'Category', 'categoryId');
      return createUserPrompt(context.viewer.id, { ...input, categoryId }, context.language);
    },
  }),
  updatePrompt: t.withAuth({ loggedIn: true }).field({
    type: Prompt,
    description: 'Edits a prompt the viewer wrote; what it was is kept as a version.',
    errors: { types: [...loggedInErrors, LimitReachedError] },
    args: { input: t.arg({ type: UpdatePromptInput, required: true, validate: { schema: updatePromptArgs } }) },
    resolve: (_root, { input }, context) => {
      const id = databaseIdFrom(String(input.id), 'Prompt', 'id');
      const categoryId = input.categoryId ? databaseIdFrom(String(input.categoryId), 'Category', 'categoryId') : undefined;
      return updateUserPrompt({ id: context.viewer.id, plan: viewerPlan(context), language: context.language }, id, {
        title: input.title ?? undefined,
        content: input.content ?? undefined,
        categoryId,
        customCategory: input.customCategory,
      });
    },
  }),
  deletePrompt: t.withAuth({ loggedIn: true }).field({
    type: DeletedPrompt,
    description: 'Deletes a prompt the viewer wrote, with its saved entry and its versions.',
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: DeletePromptInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const promptId = databaseIdFrom(String(input.id), 'Prompt', 'id');
      const { deletedSavedPromptId } = await deleteUserPrompt(context.viewer.id, promptId);
      return { userId: context.viewer.id, promptId, deletedSavedPromptId };
    },
  }),
  restorePromptVersion: t.withAuth({ loggedIn: true }).field({
    type: Prompt,
    description: 'Puts an earlier version back; the prompt as it was becomes a new version.',
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: RestorePromptVersionInput, required: true }) },
    resolve: (_root, { input }, context) =>
      restoreUserPromptVersion(context.viewer.id, databaseIdFrom(String(input.id), 'Prompt', 'id'), input.version),
  }),
  createUserCategory: t.withAuth({ loggedIn: true }).field({
    type: UserCategory,
    errors: { types: [...loggedInErrors, ConflictError] },
    args: { input: t.arg({ type: UserCategoryNameInput, required: true, validate: { schema: userCategoryInput } }) },
    resolve: (_root, { input }, context) => createUserCategory(context.viewer.id, input.name),
  }),
  renameUserCategory: t.withAuth({ loggedIn: true }).field({
    type: UserCategory,
    errors: { types: [...loggedInErrors, ConflictError] },
    args: { input: t.arg({ type: RenameUserCategoryInput, required: true, validate: { schema: renameUserCategoryArgs } }) },
    resolve: (_root, { input }, context) =>
      renameUserCategory(context.viewer.id, databaseIdFrom(String(input.id), 'UserCategory', 'id'), input.name),
  }),
  deleteUserCategory: t.withAuth({ loggedIn: true }).field({
    type: DeletedUserCategory,
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: DeleteUserCategoryInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = databaseIdFrom(String(input.id), 'UserCategory', 'id');
      await deleteUserCategory(context.viewer.id, id);
      return { id };
    },
  }),
}));
