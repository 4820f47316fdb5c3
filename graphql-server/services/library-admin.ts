import { z } from 'zod';
import { languages, type Language } from '../../shared/languages.ts';
import { categorySlug, libraryCategoryName, libraryCategoryNameEn, promptContent, promptTitle } from '../../shared/rules.ts';
import { prisma } from '../db/client.ts';
import { Prisma, type Category, type Prompt } from '../generated/prisma/client.ts';
import { ConflictError, isUniqueViolation, NotFoundError } from './errors.ts';

// The admin's side of the shared library (the admin panel, 'Crear Nuevo' in the library):
// library categories and library prompts. The library cache notices every write by itself
// (LibraryVersion triggers), so nothing here touches it.

type Tx = Prisma.TransactionClient;

export const categoryInput = z.object({
  name: libraryCategoryName,
  slug: categorySlug,
  nameEn: z.optional(z.nullable(libraryCategoryNameEn)),
});

export type CategoryFields = z.infer<typeof categoryInput>;

const categoryData = (fields: CategoryFields) => ({ name: fields.name, slug: fields.slug, nameEn: fields.nameEn || null });

async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('error.categorySlugTaken', 'slug');
    throw error;
  }
}

export function createCategory(fields: CategoryFields): Promise<Category> {
  return withUniqueSlug(() => prisma.category.create({ data: categoryData(fields) }));
}

/** Renames a category (Spanish and English names) and may change its slug, which stays unique. */
export async function updateCategory(id: number, fields: CategoryFields): Promise<Category> {
  const exists = await prisma.category.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw new NotFoundError('error.categoryNotFound');
  return withUniqueSlug(() => prisma.category.update({ where: { id }, data: categoryData(fields) }));
}

/**
 * Deletes a category that holds no library prompts: those must be moved first (the admin is told how
 * many). Prompts users wrote and filed there stay theirs, in My Prompts, without a category.
 */
export async function deleteCategory(id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockCategories(tx, [id]);
    const count = await tx.promptCategory.count({ where: { categoryId: id, prompt: { ownerId: null } } });
    if (count > 0) throw new ConflictError('error.categoryHasPrompts', null, { count });
    await tx.category.delete({ where: { id } });
  });
}

export const libraryPromptInput = z.object({
  title: promptTitle,
  content: promptContent,
  language: z.enum(languages),
  isPremium: z.boolean(),
});

export interface LibraryPromptFields {
  title: string;
  content: string;
  language: Language;
  isPremium: boolean;
  categoryIds: number[];
}

/** Past any real position: a link placed here goes last, and renumbering then closes the gap. */
const lastPosition = 1_000_000_000;

/**
 * Locks the categories' rows for the transaction, so concurrent writes to one category's prompts
 * (this editor, the bulk import) take turns (positions stay unique and dense) and a category cannot
 * be deleted under them. Unknown ids are a NotFoundError.
 */
export async function lockCategories(tx: Tx, ids: number[]): Promise<void> {
  const found = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Category" WHERE "id" = ANY(${ids}) ORDER BY "id" FOR UPDATE`;
  if (found.length !== new Set(ids).size) throw new NotFoundError('error.categoryNotFound');
}

/**
 * Numbers the library prompts of each category 0, 1, 2… per language, keeping their order. The free
 * plan reads positions below five (services/prompt-access.ts), so after a delete or a move the next
 * prompt moves up into the readable five. Users' own prompts filed there keep position 0.
 */
async function renumber(tx: Tx, categoryIds: number[]): Promise<void> {
  await tx.$executeRaw`
    UPDATE "PromptCategory" pc SET "position" = ranked."rank"
    FROM (
      SELECT c."promptId", c."categoryId",
        (ROW_NUMBER() OVER (PARTITION BY c."categoryId", p."language" ORDER BY c."position", c."promptId") - 1)::int AS "rank"
      FROM "PromptCategory" c JOIN "Prompt" p ON p."id" = c."promptId"
      WHERE c."categoryId" = ANY(${categoryIds}) AND p."ownerId" IS NULL
    ) ranked
    WHERE pc."promptId" = ranked."promptId" AND pc."categoryId" = ranked."categoryId" AND pc."position" <> ranked."rank"`;
}

const promptData = ({ title, content, language, isPremium }: LibraryPromptFields) => ({ title, content, language, isPremium });

/** A new library prompt, placed after the existing ones of its language in each of its categories. */
export async function createLibraryPrompt(fields: LibraryPromptFields): Promise<Prompt> {
  const categoryIds = [...new Set(fields.categoryIds)];
  return prisma.$transaction(async (tx) => {
    await lockCategories(tx, categoryIds);
    const prompt = await tx.prompt.create({
      data: { ...promptData(fields), categories: { create: categoryIds.map((categoryId) => ({ categoryId, position: lastPosition })) } },
    });
    await renumber(tx, categoryIds);
    return prompt;
  });
}

async function libraryPrompt(tx: Tx, id: number) {
  const prompt = await tx.prompt.findUnique({
    where: { id },
    select: { ownerId: true, language: true, categories: { select: { categoryId: true } } },
  });
  // Users' own prompts are not the admin's to edit here: they do not exist for this editor.
  if (!prompt || prompt.ownerId !== null) throw new NotFoundError('error.promptNotFound');
  return { language: prompt.language, categoryIds: prompt.categories.map((link) => link.categoryId) };
}

/**
 * Edits a library prompt and marks it edited, so seeding never overwrites it. A category it joins,
 * or all of them when its language changes, gets it last; the ones it leaves close the gap.
 */
export async function updateLibraryPrompt(id: number, fields: LibraryPromptFields): Promise<Prompt> {
  const categoryIds = [...new Set(fields.categoryIds)];
  return prisma.$transaction(async (tx) => {
    const before = await libraryPrompt(tx, id);
    const touched = [...new Set([...before.categoryIds, ...categoryIds])];
    await lockCategories(tx, touched);
    const removed = before.categoryIds.filter((categoryId) => !categoryIds.includes(categoryId));
    const added = categoryIds.filter((categoryId) => !before.categoryIds.includes(categoryId));
    await tx.promptCategory.deleteMany({ where: { promptId: id, categoryId: { in: removed } } });
    if (before.language !== fields.language) {
      await tx.promptCategory.updateMany({ where: { promptId: id }, data: { position: lastPosition } });
    }
    await tx.promptCategory.createMany({ data: added.map((categoryId) => ({ promptId: id, categoryId, position: lastPosition })) });
    const prompt = await tx.prompt.update({ where: { id }, data: { ...promptData(fields), editedAt: new Date() } });
    await renumber(tx, touched);
    return prompt;
  });
}

/** Deletes a library prompt; users' saved entries of it go with it. Returns how many there were. */
export async function deleteLibraryPrompt(id: number): Promise<{ removedSaves: number }> {
  return prisma.$transaction(async (tx) => {
    const { categoryIds } = await libraryPrompt(tx, id);
    await lockCategories(tx, categoryIds);
    const removedSaves = await tx.savedPrompt.count({ where: { promptId: id } });
    await tx.prompt.delete({ where: { id } });
    await renumber(tx, categoryIds);
    return { removedSaves };
  });
}
