import { z } from 'zod';
import { prisma, queuedTransaction } from '../db/client.ts';
import type { Prisma, SavedPrompt } from '../generated/prisma/client.ts';
import { ForbiddenError, LimitReachedError, NotFoundError } from './errors.ts';
import { promptLockReason, visiblePromptsWhere, type Reader } from './prompt-access.ts';

export const savePromptInput = z.object({
  customCategory: z.string().trim().max(60, 'validation.customCategoryMax').nullish(),
});

/**
 * Saves a prompt for a user. The free plan's limit holds under concurrency: the user's row is locked
 * for the transaction, so concurrent saves of one user queue and each sees the others' inserts.
 */
export async function savePrompt(
  user: { id: number } & Reader,
  promptId: number,
  customCategory: string | null | undefined,
): Promise<SavedPrompt> {
  return prisma.$transaction(async (tx) => {
    const prompt = await tx.prompt.findFirst({
      where: { id: promptId, ...visiblePromptsWhere(user.id) },
      select: { isPremium: true, ownerId: true, language: true, categories: { select: { position: true } } },
    });
    if (!prompt) throw new NotFoundError('error.promptNotFound');
    if (promptLockReason(prompt, user)) throw new ForbiddenError('error.premiumRequired');

    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const existing = await tx.savedPrompt.findUnique({ where: { userId_promptId: { userId: user.id, promptId } } });
    if (existing) {
      return customCategory === undefined
        ? existing
        : tx.savedPrompt.update({ where: { id: existing.id }, data: { customCategory: customCategory || null } });
    }
    const limit = user.plan.savedPromptsLimit;
    if (limit !== null && (await tx.savedPrompt.count({ where: { userId: user.id } })) >= limit) {
      throw new LimitReachedError('error.savedPromptsLimit', limit);
    }
    return tx.savedPrompt.create({ data: { userId: user.id, promptId, customCategory: customCategory || null } });
  }, queuedTransaction);
}

/** The saved prompts filed under a personal category (by name, as stored), or all of them. */
export function savedPromptsFilter(customCategory: string | null | undefined): Prisma.SavedPromptWhereInput {
  return customCategory ? { customCategory } : {};
}

/**
 * Removes a saved prompt; returns the removed row's id, or null when it was not saved. A prompt the
 * user cannot see is not found, as when saving it.
 */
export async function unsavePrompt(userId: number, promptId: number): Promise<number | null> {
  const visible = await prisma.prompt.count({ where: { id: promptId, ...visiblePromptsWhere(userId) } });
  if (visible === 0) throw new NotFoundError('error.promptNotFound');
  const saved = await prisma.savedPrompt.findUnique({ where: { userId_promptId: { userId, promptId } }, select: { id: true } });
  if (!saved) return null;
  await prisma.savedPrompt.deleteMany({ where: { id: saved.id } });
  return saved.id;
}
