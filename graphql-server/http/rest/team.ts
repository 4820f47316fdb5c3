import { translate } from '../../i18n/messages.ts';
import { globalIdFrom } from '../../schema/ids.ts';
import { conflictSelection, errorSelection, type RestRoute } from './adapter.ts';

// The team's REST paths (docs/behaviour.md, The team), for third-party clients: thin adapters over
// the GraphQL schema, with numeric ids.

const limitSelection = `... on LimitReachedError { limit }`;
const invitationFields = `databaseId status createdAt inviteeUsername inviterUsername teamName`;
const teamPromptFields = `databaseId title content version categoryDatabaseId category { name } teamCategoryDatabaseId teamCategory { name } authorUsername editorUsername createdAt updatedAt`;
const teamCategoryFields = `databaseId name creatorUsername promptCount createdAt`;
const teamFields = `databaseId name seats seatsUsed members { userDatabaseId username role } invitations { ${invitationFields} }`;

interface InvitationResult {
  databaseId: number;
  [field: string]: unknown;
}

interface TeamPromptResult {
  databaseId: number;
  categoryDatabaseId: number | null;
  category: { name: string } | null;
  teamCategoryDatabaseId: number | null;
  teamCategory: { name: string } | null;
  [field: string]: unknown;
}

interface TeamCategoryResult {
  databaseId: number;
  [field: string]: unknown;
}

interface TeamResult {
  databaseId: number;
  name: string;
  seats: number;
  seatsUsed: number;
  members: { userDatabaseId: number; username: string; role: string }[];
  invitations: InvitationResult[];
}

const restInvitation = ({ databaseId, ...invitation }: InvitationResult) => ({ id: databaseId, ...invitation });
/**
 * A team prompt's `categoryId` names a library category by its number, or a team category as
 * `"team:<id>"`, the same form POST takes; `category` says which, with its name.
 */
const teamCategoryKey = (id: number) => `team:${id}`;
const restTeamPrompt = ({ databaseId, categoryDatabaseId, category, teamCategoryDatabaseId, teamCategory, ...prompt }: TeamPromptResult) => ({
  id: databaseId,
  categoryId: teamCategoryDatabaseId !== null ? teamCategoryKey(teamCategoryDatabaseId) : categoryDatabaseId,
  category:
    teamCategoryDatabaseId !== null && teamCategory
      ? { id: teamCategoryDatabaseId, name: teamCategory.name, team: true }
      : categoryDatabaseId !== null && category
        ? { id: categoryDatabaseId, name: category.name, team: false }
        : null,
  ...prompt,
});
const restTeamCategory = ({ databaseId, ...category }: TeamCategoryResult) => ({ id: databaseId, ...category });

/** POST's `categoryId` as the GraphQL global id: `"team:<id>"` a team category, a number a library one. */
function teamPromptCategoryId(value: unknown): unknown {
  if (value == null) return null;
  const team = typeof value === 'string' ? /^team:(\d+)$/.exec(value) : null;
  return team ? globalIdFrom('TeamCategory', team[1]) : globalIdFrom('Category', value);
}

function restTeam(team: TeamResult) {
  return {
    id: team.databaseId,
    name: team.name,
    seats: team.seats,
    seatsUsed: team.seatsUsed,
    members: team.members.map((member) => ({ userId: member.userDatabaseId, username: member.username, role: member.role })),
    invitations: team.invitations.map(restInvitation),
  };
}

const noTeam: NonNullable<RestRoute['whenNull']> = {
  status: 404,
  body: (context) => ({ message: translate('error.teamNotFound', context.language), code: 'NOT_FOUND' }),
};

export const teamRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/team',
    operation: `query { team { ${teamFields} } }`,
    field: 'team',
    respond: restTeam,
    whenNull: noTeam,
  },
  {
    method: 'POST',
    path: '/api/team/invitations',
    operation: `mutation ($input: InviteToTeamInput!) { inviteToTeam(input: $input) { ${errorSelection} ${conflictSelection} ${limitSelection} ... on MutationInviteToTeamSuccess { data { ${invitationFields} } } } }`,
    field: 'inviteToTeam',
    variables: ({ body }) => ({ input: { usernameOrEmail: body.usernameOrEmail ?? '' } }),
    respond: restInvitation,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/team/invitations/:id/accept',
    operation: `mutation ($input: TeamInvitationRefInput!) { acceptTeamInvitation(input: $input) { ${errorSelection} ${conflictSelection} ${limitSelection} ... on MutationAcceptTeamInvitationSuccess { data { ${teamFields} } } } }`,
    field: 'acceptTeamInvitation',
    variables: ({ params }) => ({ input: { id: globalIdFrom('TeamInvitation', params.id) } }),
    respond: restTeam,
  },
  {
    method: 'POST',
    path: '/api/team/invitations/:id/decline',
    operation: `mutation ($input: TeamInvitationRefInput!) { declineTeamInvitation(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationDeclineTeamInvitationSuccess { data { ${invitationFields} } } } }`,
    field: 'declineTeamInvitation',
    variables: ({ params }) => ({ input: { id: globalIdFrom('TeamInvitation', params.id) } }),
    respond: restInvitation,
  },
  {
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    operation: `mutation ($input: TeamInvitationRefInput!) { cancelTeamInvitation(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationCancelTeamInvitationSuccess { data { ${invitationFields} } } } }`,
    field: 'cancelTeamInvitation',
    variables: ({ params }) => ({ input: { id: globalIdFrom('TeamInvitation', params.id) } }),
    respond: restInvitation,
  },
  {
    method: 'DELETE',
    path: '/api/team/members/:userId',
    operation: `mutation ($input: TeamMemberRefInput!) { removeTeamMember(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationRemoveTeamMemberSuccess { data { userDatabaseId } } } }`,
    field: 'removeTeamMember',
    variables: ({ params }) => ({ input: { userDatabaseId: /^\d{1,9}$/.test(params.userId) ? Number(params.userId) : -1 } }),
    respond: () => null,
    status: 204,
  },
  {
    method: 'GET',
    path: '/api/team/prompts',
    operation: `query { team { prompts { ${teamPromptFields} } } }`,
    field: 'team',
    respond: (team: { prompts: TeamPromptResult[] }) => team.prompts.map(restTeamPrompt),
    whenNull: noTeam,
  },
  {
    method: 'POST',
    path: '/api/team/prompts',
    operation: `mutation ($input: CreateTeamPromptInput!) { createTeamPrompt(input: $input) { ${errorSelection} ... on MutationCreateTeamPromptSuccess { data { ${teamPromptFields} } } } }`,
    field: 'createTeamPrompt',
    variables: ({ body }) => ({
      input: { title: body.title ?? '', content: body.content ?? '', categoryId: teamPromptCategoryId(body.categoryId) },
    }),
    respond: restTeamPrompt,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/team/categories',
    operation: `query { team { categories { ${teamCategoryFields} } } }`,
    field: 'team',
    respond: (team: { categories: TeamCategoryResult[] }) => team.categories.map(restTeamCategory),
    whenNull: noTeam,
  },
  {
    method: 'POST',
    path: '/api/team/categories',
    operation: `mutation ($input: CreateTeamCategoryInput!) { createTeamCategory(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationCreateTeamCategorySuccess { data { ${teamCategoryFields} } } } }`,
    field: 'createTeamCategory',
    variables: ({ body }) => ({ input: { name: body.name ?? '' } }),
    respond: restTeamCategory,
    status: 201,
  },
  {
    method: 'PATCH',
    path: '/api/team/categories/:id',
    operation: `mutation ($input: RenameTeamCategoryInput!) { renameTeamCategory(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationRenameTeamCategorySuccess { data { ${teamCategoryFields} } } } }`,
    field: 'renameTeamCategory',
    variables: ({ params, body }) => ({ input: { id: globalIdFrom('TeamCategory', params.id), name: body.name ?? '' } }),
    respond: restTeamCategory,
  },
  {
    method: 'DELETE',
    path: '/api/team/categories/:id',
    operation: `mutation ($input: TeamCategoryRefInput!) { deleteTeamCategory(input: $input) { ${errorSelection} ... on MutationDeleteTeamCategorySuccess { data { deletedDatabaseId } } } }`,
    field: 'deleteTeamCategory',
    variables: ({ params }) => ({ input: { id: globalIdFrom('TeamCategory', params.id) } }),
    respond: () => null,
    status: 204,
  },
];
