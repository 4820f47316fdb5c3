import { conflictSelection, errorSelection, pageInfoSelection, type Connection, type RestRoute } from './adapter.ts';

// The brief's REST paths for the admin's invitation codes (docs/behaviour.md), with its field names (id is the number).
const codeFields = `id: databaseId code useCount maxUses expiresAt isAvailable isExpired status disabledAt createdAt`;

const pick = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));

export const adminInvitationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/invitation-codes',
    operation: `query ($first: Int!, $after: String) { invitationCodes(first: $first, after: $after) { edges { node { ${codeFields} } } ${pageInfoSelection} } }`,
    field: 'invitationCodes',
    list: { cursors: 'id', connection: (value) => value as Connection<unknown> },
    respond: (codes: unknown) => codes,
  },
  {
    method: 'POST',
    path: '/api/admin/invitation-codes',
    operation: `mutation ($input: CreateInvitationCodeInput!) { createInvitationCode(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationCreateInvitationCodeSuccess { data { ${codeFields} } } } }`,
    field: 'createInvitationCode',
    variables: ({ body }) => ({ input: pick(body, 'code', 'expiresInMonths', 'maxUses') }),
    // The brief's creation response: the codes created (one) and when they expire.
    respond: (code: { expiresAt: string | null }) => ({ codes: [code], expiration: code.expiresAt }),
    status: 201,
  },
];
