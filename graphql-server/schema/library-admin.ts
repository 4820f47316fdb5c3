import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { libraryPromptCategoryIds } from '../../shared/rules.ts';
import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../services/errors.ts';
import {
  categoryInput,
  createCategory,
  createLibraryPrompt,
  deleteCategory,
  deleteLibraryPrompt,
  libraryPromptInput,
  updateCategory,
  updateLibraryPrompt,
} from '../services/library-admin.ts';
import { databaseIdFrom } from './ids.ts';
import { Category, maxPageSize, Prompt } from './library.ts';
import { LanguageEnum } from './user.ts';

// The admin's side of the shared library: categories ('Gestión de Categorías') and the library-prompt
// editor ('Crear Nuevo' in the library, Edit and Delete on a library prompt). Admins only; the rules
// live in services/library-admin.ts.

builder.prismaObjectFields(Category, (t) => ({
  nameEs: t.exposeString('name', { description: 'The Spanish name (the source language), whatever the reader speaks.' }),
  nameEn: t.exposeString('nameEn', { nullable: true, description: 'The English name, when set (English readers see it as `name`).' }),
  promptCount: t.relationCount('prompts', {
    description: 'Library prompts filed in the category, in every language (users\' own prompts not counted).',
    where: { prompt: { ownerId: null } },
  }),
}));

builder.prismaObjectFields(Prompt, (t) => ({
  savedCount: t.withAuth({ admin: true }).relationCount('savedBy', {
    description: 'How many users saved it (what deleting it removes from them). Admins only.',
  }),
}));

builder.queryField('libraryCategories', (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: Category,
    cursor: 'id',
    maxSize: maxPageSize,
    description: 'Every library category, in the order they were added, for the admin panel. Admins only.',
    resolve: (query) => prisma.category.findMany({ ...query, orderBy: { id: 'asc' } }),
  }),
);

const categoryFieldDescriptions = {
  name: 'Spanish name (the source language). Required.',
  slug: "The category's URL segment: lower-case letters, numbers and hyphens, unique. Required.",
  nameEn: 'English name; empty or null shows the Spanish name to English readers.',
};

const CreateCategoryInput = builder.inputType('CreateCategoryInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: categoryFieldDescriptions.name }),
    slug: t.string({ required: true, description: categoryFieldDescriptions.slug }),
    nameEn: t.string({ description: categoryFieldDescriptions.nameEn }),
  }),
});

const UpdateCategoryInput = builder.inputType('UpdateCategoryInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: true, description: categoryFieldDescriptions.name }),
    slug: t.string({ required: true, description: categoryFieldDescriptions.slug }),
    nameEn: t.string({ description: categoryFieldDescriptions.nameEn }),
  }),
});

const DeleteInput = builder.inputType('DeleteLibraryItemInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const DeletedCategory = builder.objectRef<{ id: number }>('DeletedCategory').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Category', String(deleted.id)) }) }),
});

const libraryPromptFieldDescriptions = {
  title: 'Required, at most 200 characters.',
  content: 'Required, light Markdown, at most 10,000 characters.',
  language: 'The language it is written in: readers see their language first.',
  isPremium: 'Premium prompts are read in full only with a paid plan (free readers see a locked teaser).',
  categoryIds: 'Global IDs of its library categories (1 to 20). It goes after the existing prompts of its language in each.',
};

const CreateLibraryPromptInput = builder.inputType('CreateLibraryPromptInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: libraryPromptFieldDescriptions.title }),
    content: t.string({ required: true, description: libraryPromptFieldDescriptions.content }),
    language: t.field({ type: LanguageEnum, required: true, description: libraryPromptFieldDescriptions.language }),
    isPremium: t.boolean({ required: true, description: libraryPromptFieldDescriptions.isPremium }),
    categoryIds: t.idList({ required: true, description: libraryPromptFieldDescriptions.categoryIds }),
  }),
});

const UpdateLibraryPromptInput = builder.inputType('UpdateLibraryPromptInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string({ required: true, description: libraryPromptFieldDescriptions.title }),
    content: t.string({ required: true, description: libraryPromptFieldDescriptions.content }),
    language: t.field({ type: LanguageEnum, required: true, description: libraryPromptFieldDescriptions.language }),
    isPremium: t.boolean({ required: true, description: libraryPromptFieldDescriptions.isPremium }),
    categoryIds: t.idList({ required: true, description: libraryPromptFieldDescriptions.categoryIds }),
  }),
});

const DeletedLibraryPrompt = builder.objectRef<{ id: number; removedSaves: number }>('DeletedLibraryPrompt').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Prompt', String(deleted.id)) }),
    removedSaves: t.exposeInt('removedSaves', { description: "Users' saved entries of it that were removed with it." }),
  }),
});

// Ids arrive as global IDs (decoded below, after zod checked the rest).
const categoryArgs = categoryInput.extend({ id: z.string() });
const libraryPromptArgs = libraryPromptInput.extend({ categoryIds: libraryPromptCategoryIds });
const updateLibraryPromptArgs = libraryPromptArgs.extend({ id: z.string() });

const categoryIdsFrom = (ids: readonly (string | number)[]) => ids.map((id) => databaseIdFrom(String(id), 'Category', 'categoryIds'));

const adminErrors = [ValidationError, AuthenticationError, ForbiddenError, NotFoundError, ConflictError];
const admin = { admin: true } as const;

builder.mutationFields((t) => ({
  createCategory: t.field({
    type: Category,
    description: 'A new library category (name and slug required, slug unique). Admins only.',
    authScopes: admin,
    errors: { types: adminErrors },
    args: { input: t.arg({ type: CreateCategoryInput, required: true, validate: { schema: categoryInput } }) },
    resolve: (_root, { input }) => createCategory(input),
  }),
  updateCategory: t.field({
    type: Category,
    description: 'Renames a library category; its slug may change too (it stays unique). Admins only.',
    authScopes: admin,
    errors: { types: adminErrors },
    args: { input: t.arg({ type: UpdateCategoryInput, required: true, validate: { schema: categoryArgs } }) },
    resolve: (_root, { input }) => updateCategory(databaseIdFrom(String(input.id), 'Category', 'id'), input),
  }),
  deleteCategory: t.field({
    type: DeletedCategory,
    description: 'Deletes a library category that holds no library prompts (a ConflictError says how many to move first). Admins only.',
    authScopes: admin,
    errors: { types: adminErrors },
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: async (_root, { input }) => {
      const id = databaseIdFrom(String(input.id), 'Category', 'id');
      await deleteCategory(id);
      return { id };
    },
  }),
  createLibraryPrompt: t.field({
    type: Prompt,
    description: 'A new prompt of the shared library, last in its categories. Admins only.',
    authScopes: admin,
    errors: { types: adminErrors },
    args: { input: t.arg({ type: CreateLibraryPromptInput, required: true, validate: { schema: libraryPromptArgs } }) },
    resolve: (_root, { input }) => createLibraryPrompt({ ...input, categoryIds: categoryIdsFrom(input.categoryIds) }),
  }),
  updateLibraryPrompt: t.field({
    type: Prompt,
    description: 'Edits a library prompt and marks it edited, so seeding never overwrites it. Admins only.',
    authScopes: admin,
    errors: { types: adminErrors },
    args: { input: t.arg({ type: UpdateLibraryPromptInput, required: true, validate: { schema: updateLibraryPromptArgs } }) },
    resolve: (_root, { input }) =>
      updateLibraryPrompt(databaseIdFrom(String(input.id), 'Prompt', 'id'), { ...input, categoryIds: categoryIdsFrom(input.categoryIds) }),
  }),
  deleteLibraryPrompt: t.field({
    type: DeletedLibraryPrompt,
    description: "Deletes a library prompt; users' saved entries of it go with it (`savedCount` tells how many first). Admins only.",
    authScopes: admin,
    errors: { types: adminErrors },
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: async (_root, { input }) => {
      const id = databaseIdFrom(String(input.id), 'Prompt', 'id');
      return { id, ...(await deleteLibraryPrompt(id)) };
    },
  }),
}));
