import { z } from 'zod';
import type { Language } from '../../shared/languages.ts';
import { promptContent, promptTitle } from '../../shared/rules.ts';
import { prisma, queuedTransaction } from '../db/client.ts';
import type { Prisma, Prompt } from '../generated/prisma/client.ts';
import { NotFoundError } from './errors.ts';
import { savePrompt, savePromptInput } from './saved-prompts.ts';
import type { Reader } from './prompt-access.ts';

export const createPromptInput = z.object({
  title: promptTitle,
  content: promptContent,
});

/** An edit names only what changes; the same rules as a new prompt apply to what it names. */
export const updatePromptInput = z.object({
  title: z.optional(promptTitle),
  content: z.optional(promptContent),
  customCategory: savePromptInput.shape.customCategory,
});

/** A prompt a user wrote: never premium, visible only to its owner, filed under one library category. */
export async function createUserPrompt(
  ownerId: number,
  input: { title: string; content: string; categoryId: number },
  language: Language,
): Promise<Prompt> {
  return prisma.$transaction(async (tx) => {
    const category = await tx.category.findUnique({ where: { id: input.categoryId }, select: { id: true } });
    if (!category) throw new NotFoundError('error.categoryNotFound');
    return tx.prompt.create({
      data: {
        title: input.title,
        content: input.content,
        language,
        isPremium: false,
        ownerId,
        categories: { create: { categoryId: category.id, position: 0 } },
      },
    });
  });
}

/** What a version holds: the prompt's title, content and library category at one time. */
interface PromptState {
  title: string;
  content: string;
  categoryId: number | null;
}

type CurrentPrompt = Prompt & { categories: { categoryId: number }[] };

/**
 * Changes a prompt the user wrote, keeping what it was as a new version. Someone else's prompt, a
 * library prompt and a missing one are all "not found", so the answer never tells which. The prompt's
 * row is locked for the transaction: two edits at once queue, and the second keeps the first's
 * result as a version (the unique version number would refuse it otherwise, never drop it).
 */
async function reviseOwnPrompt(
  ownerId: number,
  promptId: number,
  next: (current: CurrentPrompt, tx: Prisma.TransactionClient) => Promise<Partial<PromptState>>,
): Promise<Prompt> {
  return prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<unknown[]>`SELECT "id" FROM "Prompt" WHERE "id" = ${promptId} AND "ownerId" = ${ownerId} FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('error.promptNotFound');
    const current = await tx.prompt.findUniqueOrThrow({
      where: { id: promptId },
      include: { categories: { select: { categoryId: true }, orderBy: { position: 'asc' }, take: 1 } },
    });
    const was: PromptState = { title: current.title, content: current.content, categoryId: current.categories[0]?.categoryId ?? null };
    const wanted = await next(current, tx);
    const will: PromptState = { title: wanted.title ?? was.title, content: wanted.content ?? was.content, categoryId: wanted.categoryId ?? was.categoryId };
    if (will.title === was.title && will.content === was.content && will.categoryId === was.categoryId) return current;

    if (will.categoryId !== was.categoryId && will.categoryId !== null) {
      const category = await tx.category.findUnique({ where: { id: will.categoryId }, select: { id: true } });
      if (!category) throw new NotFoundError('error.categoryNotFound');
      await tx.promptCategory.deleteMany({ where: { promptId } });
      await tx.promptCategory.create({ data: { promptId, categoryId: will.categoryId, position: 0 } });
    }
    // The version kept is what the prompt was since its last change.
    await tx.promptVersion.create({ data: { promptId, version: current.version, ...was, createdAt: current.updatedAt } });
    return tx.prompt.update({ where: { id: promptId }, data: { title: will.title, content: will.content, version: { increment: 1 } } });
  }, queuedTransaction);
}

/**
 * Edits a prompt the user wrote. `customCategory` files it among the user's saved prompts, with the
 * rules of saving (a prompt not saved yet counts against the plan's saved-prompt limit); null unfiles
 * it. Title, content and library category never touch a plan limit.
 */
export async function updateUserPrompt(
  user: { id: number } & Reader,
  promptId: number,
  changes: { title?: string; content?: string; categoryId?: number; customCategory?: string | null },
): Promise<Prompt> {
  const owned = await prisma.prompt.count({ where: { id: promptId, ownerId: user.id } });
  if (owned === 0) throw new NotFoundError('error.promptNotFound');
  if (changes.customCategory !== undefined) {
    const saved = await prisma.savedPrompt.count({ where: { userId: user.id, promptId } });
    if (saved > 0 || changes.customCategory) await savePrompt(user, promptId, changes.customCategory);
  }
  return reviseOwnPrompt(user.id, promptId, async () => ({ title: changes.title, content: changes.content, categoryId: changes.categoryId }));
}

/** Puts an earlier version back. The prompt as it was becomes a version too: a restore loses nothing. */
export async function restoreUserPromptVersion(ownerId: number, promptId: number, version: number): Promise<Prompt> {
  return reviseOwnPrompt(ownerId, promptId, async (_current, tx) => {
    const kept = await tx.promptVersion.findUnique({ where: { promptId_version: { promptId, version } } });
    if (!kept) throw new NotFoundError('error.promptVersionNotFound');
    // A version whose category was deleted since keeps the prompt's current category.
    return { title: kept.title, content: kept.content, categoryId: kept.categoryId ?? undefined };
  });
}

/**
 * Deletes a prompt the user wrote, with its saved entry and its versions. Returns the id of the
 * saved entry that went with it, if any.
 */
export async function deleteUserPrompt(ownerId: number, promptId: number): Promise<{ deletedSavedPromptId: number | null }> {
  return prisma.$transaction(async (tx) => {
    const saved = await tx.savedPrompt.findFirst({ where: { userId: ownerId, promptId, prompt: { ownerId } }, select: { id: true } });
    const { count } = await tx.prompt.deleteMany({ where: { id: promptId, ownerId } });
    if (count === 0) throw new NotFoundError('error.promptNotFound');
    return { deletedSavedPromptId: saved?.id ?? null };
  });
}

/** A prompt's earlier versions are its owner's only: for anyone else the filter matches nothing. */
export function ownPromptVersionsWhere(viewerId: number | null): Prisma.PromptVersionWhereInput {
  return { prompt: { ownerId: viewerId ?? -1 } };
}
