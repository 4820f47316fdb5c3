import { z } from 'zod';
import type { Language } from '../../shared/languages.ts';
import { promptContent, promptTitle } from '../../shared/rules.ts';
import { prisma } from '../db/client.ts';
import type { Prompt } from '../generated/prisma/client.ts';
import { NotFoundError } from './errors.ts';

export const createPromptInput = z.object({
  title: promptTitle,
  content: promptContent,
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
