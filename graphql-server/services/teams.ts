import { z } from 'zod';
import type { Language } from '../../shared/languages.ts';
import { promptContent, promptTitle } from '../../shared/rules.ts';
import { prisma, queuedTransaction } from '../db/client.ts';
import type { Prisma, Prompt, Team, TeamInvitation, TeamPrompt, TeamPromptUseKind } from '../generated/prisma/client.ts';
import { ConflictError, ForbiddenError, LimitReachedError, NotFoundError, isUniqueViolation } from './errors.ts';
import { effectivePlanType, plans } from './plans.ts';
import type { Mailer } from './mail/index.ts';
import { teamInvitationMail } from './mail/templates.ts';
import { assertTeamCategory } from './team-categories.ts';
import { createUserPrompt } from './user-prompts.ts';

/**
 * The Enterprise plan's team (docs/behaviour.md, The team). An Enterprise subscriber owns one team;
 * people join it by accepting an invitation. Seats are the catalog's `plans.enterprise.teamMembers`
 * and count the owner, the members and the pending invitations, so an invitation sent can always be
 * accepted. Every change to who holds a seat runs in one transaction that first locks the team's row
 * (SELECT … FOR UPDATE): concurrent invitations and acceptances, in any server process, are counted
 * one after another and never pass the seats.
 *
 * Benefits are not stored: a member's plan is computed from their own subscription and the owner's
 * (services/plans.ts, userPlanType), so joining, leaving, being removed or the owner's plan ending
 * changes it on the next request.
 */

export const teamSeats = plans.enterprise.teamMembers;

export const teamNameInput = z.string().trim().min(1, 'validation.teamNameRequired').max(80, 'validation.teamNameMax');

export const teamPromptInput = z.object({ title: promptTitle, content: promptContent, categoryId: z.number().int().positive().nullable().optional() });

/** The user's place in a team, or null. */
export function membershipOf(userId: number) {
  return prisma.teamMember.findUnique({ where: { userId }, select: { teamId: true, role: true } });
}

/** The team the user is in; not found when they are in none. */
export async function teamOf(userId: number): Promise<Team> {
  const membership = await prisma.teamMember.findUnique({ where: { userId }, select: { team: true } });
  if (!membership) throw new NotFoundError('error.teamNotFound');
  return membership.team;
}

async function ownSubscriptionPlanType(tx: Prisma.TransactionClient, userId: number, now: Date) {
  const subscription = await tx.subscription.findUnique({ where: { userId }, select: { planType: true, status: true, premiumExpiresAt: true } });
  return effectivePlanType(subscription, now);
}

/** Locks the team's row for the transaction: seat changes of one team queue behind each other. */
async function lockTeam(tx: Prisma.TransactionClient, teamId: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
}

/** The caller's team, locked, when they own it; forbidden for a member, not found for someone in no team. */
async function lockOwnedTeam(tx: Prisma.TransactionClient, ownerId: number): Promise<number> {
  const membership = await tx.teamMember.findUnique({ where: { userId: ownerId }, select: { teamId: true } });
  if (!membership) throw new NotFoundError('error.teamNotFound');
  await lockTeam(tx, membership.teamId);
  // Read again under the lock: a transfer may have happened in between.
  const locked = await tx.teamMember.findUnique({ where: { userId: ownerId }, select: { teamId: true, role: true } });
  if (!locked || locked.teamId !== membership.teamId) throw new NotFoundError('error.teamNotFound');
  if (locked.role !== 'OWNER') throw new ForbiddenError('error.teamOwnerOnly');
  return locked.teamId;
}

/** Seats taken: members (the owner included) and pending invitations. */
async function seatsTaken(tx: Prisma.TransactionClient, teamId: number): Promise<number> {
  const members = await tx.teamMember.count({ where: { teamId } });
  return members + (await tx.teamInvitation.count({ where: { teamId, status: 'pending' } }));
}

/** Creates the caller's team: only with their own running Enterprise plan, and only when they are in no team. */
export async function createTeam(ownerId: number, name: string, now = new Date()): Promise<Team> {
  try {
    return await prisma.$transaction(async (tx) => {
      // The user's row lock: two creations at once by the same person make one team.
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${ownerId} FOR UPDATE`;
      if ((await ownSubscriptionPlanType(tx, ownerId, now)) !== 'enterprise') throw new ForbiddenError('error.teamNeedsEnterprise');
      if (await tx.teamMember.findUnique({ where: { userId: ownerId }, select: { id: true } })) throw new ConflictError('error.teamAlreadyInTeam');
      return tx.team.create({ data: { name, members: { create: { userId: ownerId, role: 'OWNER' } } } });
    }, queuedTransaction);
  } catch (error) {
    // An invitation accepted at the same moment took the one membership a user may have.
    if (isUniqueViolation(error)) throw new ConflictError('error.teamAlreadyInTeam');
    throw error;
  }
}

export async function renameTeam(ownerId: number, name: string): Promise<Team> {
  return prisma.$transaction(async (tx) => {
    const teamId = await lockOwnedTeam(tx, ownerId);
    return tx.team.update({ where: { id: teamId }, data: { name } });
  }, queuedTransaction);
}

/**
 * Invites an existing user, found by username or e-mail (case-insensitively). Someone with no account
 * cannot be invited (they sign up first): the answer says so. The owner's own Enterprise plan must
 * be running, and a seat must be free.
 */
export async function inviteToTeam(ownerId: number, usernameOrEmail: string, now = new Date()): Promise<TeamInvitation> {
  const key = usernameOrEmail.trim().toLowerCase();
  return prisma.$transaction(async (tx) => {
    const teamId = await lockOwnedTeam(tx, ownerId);
    if ((await ownSubscriptionPlanType(tx, ownerId, now)) !== 'enterprise') throw new ForbiddenError('error.teamNeedsEnterprise');
    const invitee = await tx.user.findFirst({ where: { OR: [{ usernameKey: key }, { emailKey: key }] }, select: { id: true } });
    if (!invitee) throw new NotFoundError('error.teamInviteeNotFound');
    const membership = await tx.teamMember.findUnique({ where: { userId: invitee.id }, select: { teamId: true } });
    if (membership?.teamId === teamId) throw new ConflictError('error.teamAlreadyMember', 'usernameOrEmail');
    if (await tx.teamInvitation.count({ where: { teamId, inviteeId: invitee.id, status: 'pending' } })) {
      throw new ConflictError('error.teamAlreadyInvited', 'usernameOrEmail');
    }
    if ((await seatsTaken(tx, teamId)) >= teamSeats) throw new LimitReachedError('error.teamSeatsFull', teamSeats);
    return tx.teamInvitation.create({ data: { teamId, inviteeId: invitee.id, inviterId: ownerId, createdAt: now } });
  }, queuedTransaction);
}

/**
 * E-mails the invitee a link to the Team page, after the answer (Mailer.sendLater), unless they
 * turned notifications off. The invitation is answered in the app either way.
 */
export function mailInvitation(invitationId: number, options: { mailer: Mailer; siteOrigin: string }): void {
  options.mailer.sendLater(async () => {
    const invitation = await prisma.teamInvitation.findUnique({
      where: { id: invitationId },
      select: {
        team: { select: { name: true } },
        inviter: { select: { username: true, displayName: true } },
        invitee: { select: { email: true, username: true, displayName: true, preferredLanguage: true, notificationsEnabled: true } },
      },
    });
    if (!invitation || !invitation.invitee.notificationsEnabled) return null;
    const { invitee, inviter } = invitation;
    return teamInvitationMail(
      { email: invitee.email, username: invitee.displayName || invitee.username, language: invitee.preferredLanguage },
      { teamName: invitation.team.name, inviter: inviter?.displayName || inviter?.username || '' },
      `${options.siteOrigin}/team`,
    );
  });
}

/** A pending invitation addressed to the user, with its team locked; not found for anyone else's. */
async function lockPendingInvitation(tx: Prisma.TransactionClient, inviteeId: number, invitationId: number): Promise<TeamInvitation> {
  const found = await tx.teamInvitation.findFirst({ where: { id: invitationId, inviteeId }, select: { teamId: true } });
  if (!found) throw new NotFoundError('error.teamInvitationNotFound');
  await lockTeam(tx, found.teamId);
  const invitation = await tx.teamInvitation.findUniqueOrThrow({ where: { id: invitationId } });
  if (invitation.status !== 'pending') throw new ConflictError('error.teamInvitationNotPending');
  return invitation;
}

/** The invitee joins the team. Someone already in a team leaves it first. */
export async function acceptInvitation(userId: number, invitationId: number, now = new Date()): Promise<Team> {
  try {
    return await prisma.$transaction(async (tx) => {
      const invitation = await lockPendingInvitation(tx, userId, invitationId);
      if (await tx.teamMember.findUnique({ where: { userId }, select: { id: true } })) throw new ConflictError('error.teamAlreadyInTeam');
      // The invitation held a seat; counted again so that no path ever makes a sixth member.
      if ((await tx.teamMember.count({ where: { teamId: invitation.teamId } })) >= teamSeats) throw new LimitReachedError('error.teamSeatsFull', teamSeats);
      await tx.teamInvitation.update({ where: { id: invitationId }, data: { status: 'accepted', respondedAt: now } });
      await tx.teamMember.create({ data: { teamId: invitation.teamId, userId, role: 'MEMBER', createdAt: now } });
      return tx.team.findUniqueOrThrow({ where: { id: invitation.teamId } });
    }, queuedTransaction);
  } catch (error) {
    // Two acceptances of invitations to different teams at once: the user row's uniqueness decides.
    if (isUniqueViolation(error)) throw new ConflictError('error.teamAlreadyInTeam');
    throw error;
  }
}

export async function declineInvitation(userId: number, invitationId: number, now = new Date()): Promise<TeamInvitation> {
  return prisma.$transaction(async (tx) => {
    await lockPendingInvitation(tx, userId, invitationId);
    return tx.teamInvitation.update({ where: { id: invitationId }, data: { status: 'declined', respondedAt: now } });
  }, queuedTransaction);
}

export async function cancelInvitation(ownerId: number, invitationId: number, now = new Date()): Promise<TeamInvitation> {
  return prisma.$transaction(async (tx) => {
    const teamId = await lockOwnedTeam(tx, ownerId);
    const invitation = await tx.teamInvitation.findFirst({ where: { id: invitationId, teamId } });
    if (!invitation) throw new NotFoundError('error.teamInvitationNotFound');
    if (invitation.status !== 'pending') throw new ConflictError('error.teamInvitationNotPending');
    return tx.teamInvitation.update({ where: { id: invitationId }, data: { status: 'cancelled', respondedAt: now } });
  }, queuedTransaction);
}

/**
 * Takes a member out of the team: the owner removes anyone but themselves; a member removes
 * themselves (leaves). The owner leaves only after handing the team over. What the member wrote into
 * the team library stays the team's.
 */
export async function removeMember(actorId: number, memberUserId: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const actor = await tx.teamMember.findUnique({ where: { userId: actorId }, select: { teamId: true } });
    if (!actor) throw new NotFoundError('error.teamNotFound');
    await lockTeam(tx, actor.teamId);
    const actorNow = await tx.teamMember.findUnique({ where: { userId: actorId }, select: { teamId: true, role: true } });
    const member = await tx.teamMember.findUnique({ where: { userId: memberUserId }, select: { id: true, teamId: true, role: true } });
    if (!actorNow || !member || member.teamId !== actorNow.teamId) throw new NotFoundError('error.teamMemberNotFound');
    if (actorId !== memberUserId && actorNow.role !== 'OWNER') throw new ForbiddenError('error.teamOwnerOnly');
    if (member.role === 'OWNER') throw new ConflictError('error.teamOwnerCannotLeave');
    await tx.teamMember.delete({ where: { id: member.id } });
  }, queuedTransaction);
}

/** Hands the team to one of its members, who must have a running Enterprise plan of their own (it is what the team's benefits come from). */
export async function transferOwnership(ownerId: number, newOwnerId: number, now = new Date()): Promise<Team> {
  return prisma.$transaction(async (tx) => {
    const teamId = await lockOwnedTeam(tx, ownerId);
    const next = await tx.teamMember.findUnique({ where: { userId: newOwnerId }, select: { teamId: true } });
    if (!next || next.teamId !== teamId || newOwnerId === ownerId) throw new NotFoundError('error.teamMemberNotFound');
    if ((await ownSubscriptionPlanType(tx, newOwnerId, now)) !== 'enterprise') throw new ConflictError('error.teamTransferNeedsEnterprise');
    // One owner per team (a unique index): the old one steps down first.
    await tx.teamMember.update({ where: { userId: ownerId }, data: { role: 'MEMBER' } });
    await tx.teamMember.update({ where: { userId: newOwnerId }, data: { role: 'OWNER' } });
    return tx.team.findUniqueOrThrow({ where: { id: teamId } });
  }, queuedTransaction);
}

// The team library. Its prompts are TeamPrompt rows, never Prompt rows: no library, search or
// node path over Prompt can reach them. Every function checks membership first.

/** A team prompt of the user's team; not found for anyone outside it (the answer never tells which). */
async function teamPromptOfMember(tx: Prisma.TransactionClient, userId: number, teamPromptId: number) {
  const membership = await tx.teamMember.findUnique({ where: { userId }, select: { teamId: true, role: true } });
  const prompt = membership ? await tx.teamPrompt.findFirst({ where: { id: teamPromptId, teamId: membership.teamId } }) : null;
  if (!membership || !prompt) throw new NotFoundError('error.promptNotFound');
  return { membership, prompt };
}

/**
 * Where a team prompt is filed: one library category, or one of the team's own categories, or
 * neither (null: uncategorised); never both.
 */
export type TeamPromptFiling = { categoryId: number } | { teamCategoryId: number } | null;

/** The filing as the prompt's two columns, after checking that the category exists and, for a team category, is this team's. */
async function filingColumns(tx: Prisma.TransactionClient, teamId: number, filing: TeamPromptFiling) {
  if (filing && 'categoryId' in filing) {
    if (!(await tx.category.findUnique({ where: { id: filing.categoryId }, select: { id: true } }))) throw new NotFoundError('error.categoryNotFound');
    return { categoryId: filing.categoryId, teamCategoryId: null };
  }
  if (filing) await assertTeamCategory(tx, teamId, filing.teamCategoryId);
  return { categoryId: null, teamCategoryId: filing?.teamCategoryId ?? null };
}

export async function createTeamPrompt(userId: number, input: { title: string; content: string; filing?: TeamPromptFiling }): Promise<TeamPrompt> {
  return prisma.$transaction(async (tx) => {
    const membership = await tx.teamMember.findUnique({ where: { userId }, select: { teamId: true } });
    if (!membership) throw new NotFoundError('error.teamNotFound');
    const filing = await filingColumns(tx, membership.teamId, input.filing ?? null);
    return tx.teamPrompt.create({
      data: { teamId: membership.teamId, title: input.title, content: input.content, ...filing, authorId: userId, editorId: userId },
    });
  });
}

/**
 * Any member edits; what the prompt was is kept as a version, with who made it. Edits of one prompt
 * queue on its row lock. `filing`, when given, replaces where the prompt is filed.
 */
export async function updateTeamPrompt(
  userId: number,
  teamPromptId: number,
  changes: { title?: string; content?: string; filing?: TeamPromptFiling },
): Promise<TeamPrompt> {
  return prisma.$transaction(async (tx) => {
    const { membership } = await teamPromptOfMember(tx, userId, teamPromptId);
    await tx.$queryRaw`SELECT "id" FROM "TeamPrompt" WHERE "id" = ${teamPromptId} FOR UPDATE`;
    const current = await tx.teamPrompt.findUniqueOrThrow({ where: { id: teamPromptId } });
    const next = {
      title: changes.title ?? current.title,
      content: changes.content ?? current.content,
      ...(changes.filing === undefined
        ? { categoryId: current.categoryId, teamCategoryId: current.teamCategoryId }
        : await filingColumns(tx, membership.teamId, changes.filing)),
    };
    if ((['title', 'content', 'categoryId', 'teamCategoryId'] as const).every((key) => next[key] === current[key])) return current;
    await tx.teamPromptVersion.create({
      data: {
        teamPromptId,
        version: current.version,
        title: current.title,
        content: current.content,
        categoryId: current.categoryId,
        teamCategoryId: current.teamCategoryId,
        editorId: current.editorId,
        createdAt: current.updatedAt,
      },
    });
    return tx.teamPrompt.update({ where: { id: teamPromptId }, data: { ...next, editorId: userId, version: { increment: 1 } } });
  }, queuedTransaction);
}

/** The owner removes any team prompt; a member removes the ones they added. */
export async function deleteTeamPrompt(userId: number, teamPromptId: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const { membership, prompt } = await teamPromptOfMember(tx, userId, teamPromptId);
    if (membership.role !== 'OWNER' && prompt.authorId !== userId) throw new ForbiddenError('error.teamOwnerOnly');
    await tx.teamPrompt.delete({ where: { id: teamPromptId } });
  });
}

/** Counts a use of a team prompt for the owner's dashboard (filled in or optimized in the app; copies count themselves). */
export async function recordTeamPromptUse(userId: number, teamPromptId: number, kind: TeamPromptUseKind, now = new Date()): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await teamPromptOfMember(tx, userId, teamPromptId);
    await tx.teamPromptUse.create({ data: { teamPromptId, userId, kind, createdAt: now } });
  });
}

/** Copies a team prompt into the member's own prompts (filed under its library category, else `fallbackCategoryId`: own prompts have no team categories). */
export async function copyTeamPromptToOwn(userId: number, teamPromptId: number, language: Language, fallbackCategoryId: number | null): Promise<Prompt> {
  const prompt = await prisma.$transaction((tx) => teamPromptOfMember(tx, userId, teamPromptId).then((found) => found.prompt));
  const categoryId = prompt.categoryId ?? fallbackCategoryId;
  if (categoryId === null) throw new NotFoundError('error.categoryNotFound');
  const own = await createUserPrompt(userId, { title: prompt.title, content: prompt.content, categoryId }, language);
  await prisma.teamPromptUse.create({ data: { teamPromptId, userId, kind: 'copied' } });
  return own;
}

/** Shares one of the member's own prompts into the team library, as a copy (their prompt stays theirs). */
export async function shareOwnPromptToTeam(userId: number, promptId: number): Promise<TeamPrompt> {
  const own = await prisma.prompt.findFirst({
    where: { id: promptId, ownerId: userId },
    select: { title: true, content: true, categories: { select: { categoryId: true }, orderBy: { position: 'asc' }, take: 1 } },
  });
  if (!own) throw new NotFoundError('error.promptNotFound');
  const categoryId = own.categories[0]?.categoryId;
  return createTeamPrompt(userId, { title: own.title, content: own.content, filing: categoryId === undefined ? null : { categoryId } });
}

export interface TeamMonthStats {
  /** "2026-11" (UTC). */
  month: string;
  optimizationsByMember: { userId: number; username: string; optimizations: number }[];
  mostUsedPrompts: { teamPromptId: number; title: string; uses: number; copied: number; optimized: number; filled: number }[];
  newPrompts: number;
}

function monthRange(year: number, month: number): { from: Date; to: Date; label: string } {
  const from = new Date(Date.UTC(year, month, 1));
  const to = new Date(Date.UTC(year, month + 1, 1));
  return { from, to, label: from.toISOString().slice(0, 7) };
}

/** The owner's dashboard: for the current and the previous calendar month (UTC), counted in the database. */
export async function teamStats(ownerId: number, now = new Date()): Promise<{ seatsUsed: number; seats: number; months: TeamMonthStats[] }> {
  const membership = await prisma.teamMember.findUnique({ where: { userId: ownerId }, select: { teamId: true, role: true } });
  if (!membership) throw new NotFoundError('error.teamNotFound');
  if (membership.role !== 'OWNER') throw new ForbiddenError('error.teamOwnerOnly');
  const teamId = membership.teamId;
  const members = await prisma.teamMember.findMany({ where: { teamId }, select: { userId: true, createdAt: true, user: { select: { username: true } } }, orderBy: { id: 'asc' } });
  const pending = await prisma.teamInvitation.count({ where: { teamId, status: 'pending' } });
  const ranges = [monthRange(now.getUTCFullYear(), now.getUTCMonth()), monthRange(now.getUTCFullYear(), now.getUTCMonth() - 1)];
  const months = await Promise.all(
    ranges.map(async ({ from, to, label }) => {
      const [optimizations, uses, newPrompts] = await Promise.all([
        // Each member's optimizations since they joined: what they did before is theirs alone.
        prisma.optimization.groupBy({
          by: ['userId'],
          where: { OR: members.map((member) => ({ userId: member.userId, createdAt: { gte: member.createdAt > from ? member.createdAt : from, lt: to } })) },
          _count: { _all: true },
        }),
        prisma.teamPromptUse.groupBy({ by: ['teamPromptId', 'kind'], where: { teamPrompt: { teamId }, createdAt: { gte: from, lt: to } }, _count: { _all: true } }),
        prisma.teamPrompt.count({ where: { teamId, createdAt: { gte: from, lt: to } } }),
      ]);
      const counts = new Map(optimizations.map((row) => [row.userId, row._count._all]));
      const byPrompt = new Map<number, { copied: number; optimized: number; filled: number }>();
      for (const row of uses) {
        const entry = byPrompt.get(row.teamPromptId) ?? { copied: 0, optimized: 0, filled: 0 };
        entry[row.kind] += row._count._all;
        byPrompt.set(row.teamPromptId, entry);
      }
      const titles = new Map(
        (await prisma.teamPrompt.findMany({ where: { id: { in: [...byPrompt.keys()] } }, select: { id: true, title: true } })).map((row) => [row.id, row.title]),
      );
      const mostUsedPrompts = [...byPrompt]
        .map(([teamPromptId, kinds]) => ({ teamPromptId, title: titles.get(teamPromptId) ?? '', uses: kinds.copied + kinds.optimized + kinds.filled, ...kinds }))
        .sort((a, b) => b.uses - a.uses || a.teamPromptId - b.teamPromptId)
        .slice(0, 10);
      return {
        month: label,
        optimizationsByMember: members.map((member) => ({ userId: member.userId, username: member.user.username, optimizations: counts.get(member.userId) ?? 0 })),
        mostUsedPrompts,
        newPrompts,
      };
    }),
  );
  return { seatsUsed: members.length + pending, seats: teamSeats, months };
}
