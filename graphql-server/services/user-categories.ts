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

/** Renames one of the user's categories; another user's id is simply not found. */
export async function renameUserCategory(userId: number, id: number, name: string): Promise<UserCategory> {
  const owned = await prisma.userCategory.findFirst({ where: { id, userId }, select: { id: true } });
  if (!owned) throw new NotFoundError('error.userCategoryNotFound');
  try {
    return await prisma.userCategory.update({ where: { id }, data: { name, nameKey: name.toLowerCase() } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('error.userCategoryTaken', 'name');
    throw error;
  }
}

export async function deleteUserCategory(userId: number, id: number): Promise<void> {
  const { count } = await prisma.userCategory.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError('error.userCategoryNotFound');
}
