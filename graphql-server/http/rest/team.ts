import { translate } from '../../i18n/messages.ts';
import { globalIdFrom } from '../../schema/ids.ts';
import { conflictSelection, errorSelection, type RestRoute } from './adapter.ts';

// The team's REST paths (docs/behaviour.md, The team), for third-party clients: thin adapters over
// the GraphQL schema, with numeric ids.

const limitSelection = `... on LimitReachedError { limit }`;
const invitationFields = `databaseId status createdAt inviteeUsername inviterUsername teamName`;
const teamPromptFields = `databaseId title content version categoryDatabaseId authorUsername editorUsername createdAt updatedAt`;
const teamFields = `databaseId name seats seatsUsed members { userDatabaseId username role } invitations { ${invitationFields} }`;

interface InvitationResult {
  databaseId: number;
  [field: string]: unknown;
}

interface TeamPromptResult {
  databaseId: number;
  categoryDatabaseId: number | null;
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
const restTeamPrompt = ({ databaseId, categoryDatabaseId, ...prompt }: TeamPromptResult) => ({ id: databaseId, categoryId: categoryDatabaseId, ...prompt });

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
      input: { title: body.title ?? '', content: body.content ?? '', categoryId: body.categoryId == null ? null : globalIdFrom('Category', body.categoryId) },
    }),
    respond: restTeamPrompt,
    status: 201,
  },
];
