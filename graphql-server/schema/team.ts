import { z } from 'zod';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { prisma } from '../db/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, LimitReachedError, NotFoundError, ValidationError } from '../services/errors.ts';
import {
  acceptInvitation,
  cancelInvitation,
  copyTeamPromptToOwn,
  createTeam,
  createTeamPrompt,
  declineInvitation,
  deleteTeamPrompt,
  inviteToTeam,
  mailInvitation,
  membershipOf,
  recordTeamPromptUse,
  removeMember,
  renameTeam,
  shareOwnPromptToTeam,
  teamNameInput,
  teamPromptInput,
  teamSeats,
  teamStats,
  transferOwnership,
  updateTeamPrompt,
  type TeamMonthStats,
  type TeamPromptFiling,
} from '../services/teams.ts';
import { createTeamCategory, deleteTeamCategory, mayDeleteTeamCategory, renameTeamCategory } from '../services/team-categories.ts';
import { userCategoryName } from '../../shared/rules.ts';
import { databaseIdFrom, decodeGlobalId } from './ids.ts';
import { Prompt } from './library.ts';
import { User } from './user.ts';

// The Enterprise plan's team (services/teams.ts). A team, its prompts and its invitations are visible
// to its members only (an invitation also to its invitee), through any field or node(id:).

const loggedInErrors = [ValidationError, AuthenticationError, NotFoundError];

/** Whether the viewer is a member of the team. */
async function isMemberOf(teamId: number, context: Context): Promise<boolean> {
  if (!context.viewer) return false;
  const membership = await membershipOf(context.viewer.id);
  return membership?.teamId === teamId;
}

const TeamRoleEnum = builder.enumType('TeamRole', { values: ['OWNER', 'MEMBER'] as const });
const TeamInvitationStatusEnum = builder.enumType('TeamInvitationStatus', { values: ['pending', 'accepted', 'declined', 'cancelled'] as const });
const TeamPromptUseKindEnum = builder.enumType('TeamPromptUseKind', { values: ['copied', 'optimized', 'filled'] as const });

const TeamMember = builder.prismaObject('TeamMember', {
  fields: (t) => ({
    userDatabaseId: t.exposeInt('userId'),
    username: t.string({ select: { user: { select: { username: true } } }, resolve: (member) => member.user.username }),
    displayName: t.string({ nullable: true, select: { user: { select: { displayName: true } } }, resolve: (member) => member.user.displayName }),
    role: t.expose('role', { type: TeamRoleEnum }),
    joinedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const TeamInvitation = builder.prismaNode('TeamInvitation', {
  id: { field: 'id' },
  authScopes: async (invitation, context) => invitation.inviteeId === context.viewer?.id || (await isMemberOf(invitation.teamId, context)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    status: t.expose('status', { type: TeamInvitationStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    inviteeUsername: t.string({ select: { invitee: { select: { username: true } } }, resolve: (invitation) => invitation.invitee.username }),
    inviterUsername: t.string({ nullable: true, select: { inviter: { select: { username: true } } }, resolve: (invitation) => invitation.inviter?.username ?? null }),
    teamName: t.string({ select: { team: { select: { name: true } } }, resolve: (invitation) => invitation.team.name }),
  }),
});

builder.prismaObject('TeamPromptVersion', {
  description: 'What a team prompt was before an edit, and who wrote that version.',
  fields: (t) => ({
    version: t.exposeInt('version'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    categoryDatabaseId: t.exposeInt('categoryId', { nullable: true }),
    teamCategoryDatabaseId: t.exposeInt('teamCategoryId', { nullable: true }),
    editorUsername: t.string({ nullable: true, select: { editor: { select: { username: true } } }, resolve: (version) => version.editor?.username ?? null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const TeamCategory = builder.prismaNode('TeamCategory', {
  id: { field: 'id' },
  description: "A category of the team's own, shared by its members (never part of the public library).",
  authScopes: (category, context) => isMemberOf(category.teamId, context),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    creatorUsername: t.string({ nullable: true, select: { creator: { select: { username: true } } }, resolve: (category) => category.creator?.username ?? null }),
    promptCount: t.relationCount('prompts'),
    viewerMayDelete: t.boolean({
      description: "Whether the viewer may delete it: the team's owner, or the member who created it.",
      select: { creatorId: true },
      resolve: async (category, _args, context) =>
        context.viewer ? mayDeleteTeamCategory(category, await membershipOf(context.viewer.id), context.viewer.id) : false,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const TeamPrompt = builder.prismaNode('TeamPrompt', {
  id: { field: 'id' },
  authScopes: (prompt, context) => isMemberOf(prompt.teamId, context),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    version: t.exposeInt('version'),
    category: t.relation('category', { nullable: true, description: 'The library category it is filed under; null when uncategorised or in a team category.' }),
    categoryDatabaseId: t.exposeInt('categoryId', { nullable: true }),
    teamCategory: t.relation('teamCategory', { nullable: true, description: "The team's own category it is filed under, if any." }),
    teamCategoryDatabaseId: t.exposeInt('teamCategoryId', { nullable: true }),
    authorDatabaseId: t.exposeInt('authorId', { nullable: true }),
    authorUsername: t.string({ nullable: true, select: { author: { select: { username: true } } }, resolve: (prompt) => prompt.author?.username ?? null }),
    editorUsername: t.string({
      nullable: true,
      description: 'Who made the current version.',
      select: { editor: { select: { username: true } } },
      resolve: (prompt) => prompt.editor?.username ?? null,
    }),
    versions: t.relation('versions', { description: 'Earlier versions, newest first.', query: { orderBy: { version: 'desc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MemberOptimizations = builder
  .objectRef<TeamMonthStats['optimizationsByMember'][number]>('TeamMemberOptimizations')
  .implement({ fields: (t) => ({ userDatabaseId: t.exposeInt('userId'), username: t.exposeString('username'), optimizations: t.exposeInt('optimizations') }) });

const PromptUses = builder.objectRef<TeamMonthStats['mostUsedPrompts'][number]>('TeamPromptUses').implement({
  fields: (t) => ({
    teamPromptDatabaseId: t.exposeInt('teamPromptId'),
    title: t.exposeString('title'),
    uses: t.exposeInt('uses'),
    copied: t.exposeInt('copied'),
    optimized: t.exposeInt('optimized'),
    filled: t.exposeInt('filled'),
  }),
});

const TeamMonth = builder.objectRef<TeamMonthStats>('TeamMonthStats').implement({
  description: "One calendar month (UTC) of the team's use, counted in the database.",
  fields: (t) => ({
    month: t.exposeString('month', { description: '"2026-11".' }),
    optimizationsByMember: t.field({ type: [MemberOptimizations], resolve: (month) => month.optimizationsByMember }),
    mostUsedPrompts: t.field({ type: [PromptUses], description: 'At most 10, most used first (copies, optimizations, fill-ins).', resolve: (month) => month.mostUsedPrompts }),
    newPrompts: t.exposeInt('newPrompts', { description: 'Team prompts added that month.' }),
  }),
});

export const Team = builder.prismaNode('Team', {
  id: { field: 'id' },
  authScopes: (team, context) => isMemberOf(team.id, context),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    seats: t.int({ description: "Seats of the Enterprise plan (the catalog's teamMembers), the owner included.", resolve: () => teamSeats }),
    seatsUsed: t.int({
      description: 'Members (the owner included) and pending invitations.',
      select: { _count: { select: { members: true, invitations: { where: { status: 'pending' } } } } },
      resolve: (team) => team._count.members + team._count.invitations,
    }),
    viewerRole: t.field({
      type: TeamRoleEnum,
      nullable: true,
      resolve: async (_team, _args, context) => (context.viewer ? ((await membershipOf(context.viewer.id))?.role ?? null) : null),
    }),
    members: t.relation('members', { type: TeamMember, query: { orderBy: { id: 'asc' } } }),
    invitations: t.relation('invitations', { description: 'Pending invitations, oldest first.', query: { where: { status: 'pending' }, orderBy: { id: 'asc' } } }),
    prompts: t.relation('prompts', { description: 'The team library, newest first.', query: { orderBy: { id: 'desc' } } }),
    categories: t.relation('categories', { description: "The team's own categories, by name.", query: { orderBy: { nameKey: 'asc' } } }),
    stats: t.field({
      type: TeamStatsObject,
      nullable: true,
      description: "The owner's dashboard: null for members who are not the owner.",
      resolve: async (_team, _args, { viewer }) => {
        if (!viewer) return null;
        return (await membershipOf(viewer.id))?.role === 'OWNER' ? teamStats(viewer.id) : null;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TeamStatsObject = builder.objectRef<Awaited<ReturnType<typeof teamStats>>>('TeamStats').implement({
  fields: (t) => ({
    seats: t.exposeInt('seats'),
    seatsUsed: t.exposeInt('seatsUsed'),
    months: t.field({ type: [TeamMonth], description: 'The current month, then the previous one.', resolve: (stats) => stats.months }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  teamRole: t.field({
    type: TeamRoleEnum,
    nullable: true,
    description: "The user's role in their team; null when they are in none.",
    select: { teamMembership: { select: { role: true } } },
    resolve: (user) => user.teamMembership?.role ?? null,
  }),
}));

builder.queryFields((t) => ({
  team: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Team',
    nullable: true,
    description: "The viewer's team; null when they are in none.",
    resolve: (query, _root, _args, context) => prisma.team.findFirst({ ...query, where: { members: { some: { userId: context.viewer.id } } } }),
  }),
  teamInvitations: t.prismaField({
    type: ['TeamInvitation'],
    description: "Invitations waiting for the viewer's answer, oldest first; empty when logged out.",
    resolve: async (query, _root, _args, context) =>
      context.viewer ? prisma.teamInvitation.findMany({ ...query, where: { inviteeId: context.viewer.id, status: 'pending' }, orderBy: { id: 'asc' } }) : [],
  }),
}));

const TeamNameInput = builder.inputType('TeamNameInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const InviteToTeamInput = builder.inputType('InviteToTeamInput', { fields: (t) => ({ usernameOrEmail: t.string({ required: true }) }) });
const TeamInvitationRefInput = builder.inputType('TeamInvitationRefInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const TeamMemberRefInput = builder.inputType('TeamMemberRefInput', {
  fields: (t) => ({ userDatabaseId: t.int({ required: true, description: "The member's user id (TeamMember.userDatabaseId)." }) }),
});
const teamPromptCategoryDescription = "A library Category's or one of the team's TeamCategory's id: a team prompt is filed in one or the other.";
const CreateTeamPromptInput = builder.inputType('CreateTeamPromptInput', {
  fields: (t) => ({ title: t.string({ required: true }), content: t.string({ required: true }), categoryId: t.id({ description: teamPromptCategoryDescription }) }),
});
const UpdateTeamPromptInput = builder.inputType('UpdateTeamPromptInput', {
  fields: (t) => ({ id: t.id({ required: true }), title: t.string(), content: t.string(), categoryId: t.id({ description: teamPromptCategoryDescription }) }),
});
const TeamCategoryNameInput = builder.inputType('CreateTeamCategoryInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const RenameTeamCategoryInput = builder.inputType('RenameTeamCategoryInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }) }),
});
const TeamCategoryRefInput = builder.inputType('TeamCategoryRefInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const TeamPromptRefInput = builder.inputType('TeamPromptRefInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
const CopyTeamPromptInput = builder.inputType('CopyTeamPromptInput', {
  fields: (t) => ({ id: t.id({ required: true }), categoryId: t.id({ description: 'Where the copy is filed when the team prompt has no category.' }) }),
});
const SharePromptToTeamInput = builder.inputType('SharePromptToTeamInput', { fields: (t) => ({ promptId: t.id({ required: true }) }) });
const RecordTeamPromptUseInput = builder.inputType('RecordTeamPromptUseInput', {
  fields: (t) => ({ id: t.id({ required: true }), kind: t.field({ type: TeamPromptUseKindEnum, required: true }) }),
});

const teamNameArgs = z.object({ name: teamNameInput });
const inviteArgs = z.object({ usernameOrEmail: z.string().trim().min(1, 'validation.usernameOrEmailRequired').max(254, 'validation.usernameOrEmailRequired') });
const createTeamPromptArgs = teamPromptInput.omit({ categoryId: true }).extend({ categoryId: z.string().nullish() });
const updateTeamPromptArgs = teamPromptInput
  .partial()
  .omit({ categoryId: true })
  .extend({ id: z.string(), categoryId: z.string().nullish() })
  .refine((input) => [input.title, input.content, input.categoryId].some((value) => value != null), { message: 'validation.promptChangeRequired' });

const categoryIdOf = (value: string | null | undefined) => (value ? databaseIdFrom(String(value), 'Category', 'categoryId') : null);
const teamCategoryIdOf = (value: string | number) => databaseIdFrom(String(value), 'TeamCategory', 'id');
/** A team prompt's categoryId: a library Category's or a TeamCategory's global id. */
function filingOf(value: string): TeamPromptFiling {
  return decodeGlobalId(value).typename === 'TeamCategory'
    ? { teamCategoryId: databaseIdFrom(value, 'TeamCategory', 'categoryId') }
    : { categoryId: databaseIdFrom(value, 'Category', 'categoryId') };
}
const teamCategoryArgs = z.object({ name: userCategoryName });
const teamPromptIdOf = (value: string | number) => databaseIdFrom(String(value), 'TeamPrompt', 'id');

const Removed = builder.objectRef<{ userId: number }>('RemovedTeamMember').implement({
  fields: (t) => ({ userDatabaseId: t.exposeInt('userId') }),
});
const DeletedTeamPrompt = builder.objectRef<{ id: number }>('DeletedTeamPrompt').implement({
  fields: (t) => ({ deletedDatabaseId: t.exposeInt('id') }),
});
const DeletedTeamCategory = builder.objectRef<{ id: number }>('DeletedTeamCategory').implement({
  fields: (t) => ({ deletedDatabaseId: t.exposeInt('id') }),
});

builder.mutationFields((t) => ({
  createTeam: t.withAuth({ loggedIn: true }).field({
    type: Team,
    description: 'Creates the viewer\'s team: needs their own running Enterprise plan.',
    errors: { types: [...loggedInErrors, ForbiddenError, ConflictError] },
    args: { input: t.arg({ type: TeamNameInput, required: true, validate: { schema: teamNameArgs } }) },
    resolve: (_root, { input }, context) => createTeam(context.viewer.id, input.name),
  }),
  renameTeam: t.withAuth({ loggedIn: true }).field({
    type: Team,
    errors: { types: [...loggedInErrors, ForbiddenError] },
    args: { input: t.arg({ type: TeamNameInput, required: true, validate: { schema: teamNameArgs } }) },
    resolve: (_root, { input }, context) => renameTeam(context.viewer.id, input.name),
  }),
  inviteToTeam: t.withAuth({ loggedIn: true }).field({
    type: TeamInvitation,
    description: 'Invites an existing user by username or e-mail. A pending invitation holds a seat.',
    errors: { types: [...loggedInErrors, ForbiddenError, ConflictError, LimitReachedError] },
    args: { input: t.arg({ type: InviteToTeamInput, required: true, validate: { schema: inviteArgs } }) },
    resolve: async (_root, { input }, context) => {
      const invitation = await inviteToTeam(context.viewer.id, input.usernameOrEmail);
      mailInvitation(invitation.id, context);
      return invitation;
    },
  }),
  acceptTeamInvitation: t.withAuth({ loggedIn: true }).field({
    type: Team,
    errors: { types: [...loggedInErrors, ConflictError, LimitReachedError] },
    args: { input: t.arg({ type: TeamInvitationRefInput, required: true }) },
    resolve: (_root, { input }, context) => acceptInvitation(context.viewer.id, databaseIdFrom(String(input.id), 'TeamInvitation', 'id')),
  }),
  declineTeamInvitation: t.withAuth({ loggedIn: true }).field({
    type: TeamInvitation,
    errors: { types: [...loggedInErrors, ConflictError] },
    args: { input: t.arg({ type: TeamInvitationRefInput, required: true }) },
    resolve: (_root, { input }, context) => declineInvitation(context.viewer.id, databaseIdFrom(String(input.id), 'TeamInvitation', 'id')),
  }),
  cancelTeamInvitation: t.withAuth({ loggedIn: true }).field({
    type: TeamInvitation,
    errors: { types: [...loggedInErrors, ForbiddenError, ConflictError] },
    args: { input: t.arg({ type: TeamInvitationRefInput, required: true }) },
    resolve: (_root, { input }, context) => cancelInvitation(context.viewer.id, databaseIdFrom(String(input.id), 'TeamInvitation', 'id')),
  }),
  removeTeamMember: t.withAuth({ loggedIn: true }).field({
    type: Removed,
    description: 'The owner removes a member; a member passing their own id leaves the team.',
    errors: { types: [...loggedInErrors, ForbiddenError, ConflictError] },
    args: { input: t.arg({ type: TeamMemberRefInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await removeMember(context.viewer.id, input.userDatabaseId);
      return { userId: input.userDatabaseId };
    },
  }),
  transferTeamOwnership: t.withAuth({ loggedIn: true }).field({
    type: Team,
    errors: { types: [...loggedInErrors, ForbiddenError, ConflictError] },
    args: { input: t.arg({ type: TeamMemberRefInput, required: true }) },
    resolve: (_root, { input }, context) => transferOwnership(context.viewer.id, input.userDatabaseId),
  }),
  createTeamPrompt: t.withAuth({ loggedIn: true }).field({
    type: TeamPrompt,
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: CreateTeamPromptInput, required: true, validate: { schema: createTeamPromptArgs } }) },
    resolve: (_root, { input }, context) =>
      createTeamPrompt(context.viewer.id, { title: input.title, content: input.content, filing: input.categoryId ? filingOf(String(input.categoryId)) : null }),
  }),
  updateTeamPrompt: t.withAuth({ loggedIn: true }).field({
    type: TeamPrompt,
    description: 'Any member edits; what the prompt was is kept as a version with who made it.',
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: UpdateTeamPromptInput, required: true, validate: { schema: updateTeamPromptArgs } }) },
    resolve: (_root, { input }, context) =>
      updateTeamPrompt(context.viewer.id, teamPromptIdOf(input.id), {
        title: input.title ?? undefined,
        content: input.content ?? undefined,
        filing: input.categoryId ? filingOf(String(input.categoryId)) : undefined,
      }),
  }),
  deleteTeamPrompt: t.withAuth({ loggedIn: true }).field({
    type: DeletedTeamPrompt,
    description: 'The owner removes any team prompt; a member the ones they added.',
    errors: { types: [...loggedInErrors, ForbiddenError] },
    args: { input: t.arg({ type: TeamPromptRefInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = teamPromptIdOf(input.id);
      await deleteTeamPrompt(context.viewer.id, id);
      return { id };
    },
  }),
  copyTeamPrompt: t.withAuth({ loggedIn: true }).field({
    type: Prompt,
    description: "Copies a team prompt into the viewer's own prompts.",
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: CopyTeamPromptInput, required: true }) },
    resolve: (_root, { input }, context) =>
      copyTeamPromptToOwn(context.viewer.id, teamPromptIdOf(input.id), context.language, categoryIdOf(input.categoryId as string | null | undefined)),
  }),
  sharePromptToTeam: t.withAuth({ loggedIn: true }).field({
    type: TeamPrompt,
    description: "Adds a copy of one of the viewer's own prompts to the team library.",
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: SharePromptToTeamInput, required: true }) },
    resolve: (_root, { input }, context) => shareOwnPromptToTeam(context.viewer.id, databaseIdFrom(String(input.promptId), 'Prompt', 'promptId')),
  }),
  createTeamCategory: t.withAuth({ loggedIn: true }).field({
    type: TeamCategory,
    description: 'Any member adds a category to the team.',
    errors: { types: [...loggedInErrors, ConflictError] },
    args: { input: t.arg({ type: TeamCategoryNameInput, required: true, validate: { schema: teamCategoryArgs } }) },
    resolve: (_root, { input }, context) => createTeamCategory(context.viewer.id, input.name),
  }),
  renameTeamCategory: t.withAuth({ loggedIn: true }).field({
    type: TeamCategory,
    description: 'Any member renames a team category.',
    errors: { types: [...loggedInErrors, ConflictError] },
    args: { input: t.arg({ type: RenameTeamCategoryInput, required: true, validate: { schema: teamCategoryArgs.extend({ id: z.string() }) } }) },
    resolve: (_root, { input }, context) => renameTeamCategory(context.viewer.id, teamCategoryIdOf(input.id), input.name),
  }),
  deleteTeamCategory: t.withAuth({ loggedIn: true }).field({
    type: DeletedTeamCategory,
    description: "The owner, or the member who created it, deletes a team category; its prompts stay, uncategorised.",
    errors: { types: [...loggedInErrors, ForbiddenError] },
    args: { input: t.arg({ type: TeamCategoryRefInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = teamCategoryIdOf(input.id);
      await deleteTeamCategory(context.viewer.id, id);
      return { id };
    },
  }),
  recordTeamPromptUse: t.withAuth({ loggedIn: true }).field({
    type: 'Boolean',
    description: "Counts a fill-in or an optimization of a team prompt for the owner's dashboard.",
    errors: { types: loggedInErrors },
    args: { input: t.arg({ type: RecordTeamPromptUseInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await recordTeamPromptUse(context.viewer.id, teamPromptIdOf(input.id), input.kind);
      return true;
    },
  }),
}));
