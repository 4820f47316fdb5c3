import { z } from 'zod';
import { userCategoryName } from '../../shared/rules.ts';
import { prisma } from '../db/client.ts';
import type { UserCategory } from '../generated/prisma/client.ts';
import { ConflictError, isUniqueViolation, NotFoundError } from './errors.ts';

export const userCategoryInput = z.object({ name: userCategoryName });

export async function createUserCategory(userId: number, name: string): Promise<UserCategory> {
  try {
    return await prisma.userCategory.create({ data: { userId, name, nameKey: name.toLowerCase() } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('error.userCategoryTaken', 'name');
    throw error;
  }
}

/**
 * Renames one of the user's categories, and the saved prompts filed under it follow (they are filed
 * by name). Another user's id is simply not found.
 */
export async function renameUserCategory(userId: number, id: number, name: string): Promise<UserCategory> {
  const owned = await prisma.userCategory.findFirst({ where: { id, userId }, select: { name: true } });
  if (!owned) throw new NotFoundError('error.userCategoryNotFound');
  try {
    return await prisma.$transaction(async (tx) => {
      await tx.savedPrompt.updateMany({ where: { userId, customCategory: owned.name }, data: { customCategory: name } });
      return tx.userCategory.update({ where: { id }, data: { name, nameKey: name.toLowerCase() } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('error.userCategoryTaken', 'name');
    throw error;
  }
}

/** Deletes one of the user's categories; the saved prompts filed under it stay saved, unfiled. */
export async function deleteUserCategory(userId: number, id: number): Promise<void> {
  const owned = await prisma.userCategory.findFirst({ where: { id, userId }, select: { name: true } });
  if (!owned) throw new NotFoundError('error.userCategoryNotFound');
  await prisma.$transaction([
    prisma.savedPrompt.updateMany({ where: { userId, customCategory: owned.name }, data: { customCategory: null } }),
    prisma.userCategory.deleteMany({ where: { id, userId } }),
  ]);
}
