import { prisma, queuedTransaction } from '../db/client.ts';
import type { Prisma, TeamCategory } from '../generated/prisma/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from './errors.ts';

/**
 * A team's own categories (docs/behaviour.md, The team): personal-style categories that belong to the
 * team. Any member creates and renames them; the owner or the member who created one deletes it, and
 * the team prompts filed in it stay, uncategorised (the foreign key sets them to null). A category of
 * another team, or any category for someone in no team, is simply not found.
 */

/** The user's team id; not found when they are in none. */
async function teamIdOf(tx: Prisma.TransactionClient, userId: number): Promise<number> {
  const membership = await tx.teamMember.findUnique({ where: { userId }, select: { teamId: true } });
  if (!membership) throw new NotFoundError('error.teamNotFound');
  return membership.teamId;
}

/** A category of the user's team, with the user's role; not found for anyone outside the team. */
async function categoryOfMember(tx: Prisma.TransactionClient, userId: number, id: number) {
  const membership = await tx.teamMember.findUnique({ where: { userId }, select: { teamId: true, role: true } });
  const category = membership ? await tx.teamCategory.findFirst({ where: { id, teamId: membership.teamId } }) : null;
  if (!membership || !category) throw new NotFoundError('error.teamCategoryNotFound');
  return { membership, category };
}

function taken(error: unknown): never {
  if (isUniqueViolation(error)) throw new ConflictError('error.teamCategoryTaken', 'name');
  throw error;
}

export async function createTeamCategory(userId: number, name: string): Promise<TeamCategory> {
  try {
    return await prisma.$transaction(async (tx) => {
      const teamId = await teamIdOf(tx, userId);
      return tx.teamCategory.create({ data: { teamId, name, nameKey: name.toLowerCase(), creatorId: userId } });
    }, queuedTransaction);
  } catch (error) {
    return taken(error);
  }
}

export async function renameTeamCategory(userId: number, id: number, name: string): Promise<TeamCategory> {
  try {
    return await prisma.$transaction(async (tx) => {
      await categoryOfMember(tx, userId, id);
      return tx.teamCategory.update({ where: { id }, data: { name, nameKey: name.toLowerCase() } });
    }, queuedTransaction);
  } catch (error) {
    return taken(error);
  }
}

export async function deleteTeamCategory(userId: number, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const { membership, category } = await categoryOfMember(tx, userId, id);
    if (!mayDeleteTeamCategory(category, membership, userId)) throw new ForbiddenError('error.teamCategoryOwnerOrCreator');
    await tx.teamCategory.delete({ where: { id } });
  }, queuedTransaction);
}

/** Whether a member may delete the category: the team's owner, or its creator. */
export function mayDeleteTeamCategory(category: { creatorId: number | null }, membership: { role: string } | null, userId: number): boolean {
  return membership?.role === 'OWNER' || (membership !== null && category.creatorId === userId);
}

/** Checks that a team category belongs to the team; any other id is the same "category not found" as a missing one. */
export async function assertTeamCategory(tx: Prisma.TransactionClient, teamId: number, teamCategoryId: number): Promise<void> {
  if (!(await tx.teamCategory.findFirst({ where: { id: teamCategoryId, teamId }, select: { id: true } }))) throw new NotFoundError('error.categoryNotFound');
}
