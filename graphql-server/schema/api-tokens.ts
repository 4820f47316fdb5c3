import { API_TOKEN_SCOPES } from '../../shared/rules.ts';
import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import type { ApiToken as ApiTokenRecord } from '../generated/prisma/client.ts';
import { activeApiTokens, apiTokenInput, createApiToken, revokeApiToken } from '../services/api-tokens.ts';
import { AuthenticationError, ForbiddenError, LimitReachedError, NotFoundError, ValidationError } from '../services/errors.ts';
import { databaseIdFrom } from './ids.ts';

// Personal API tokens (docs/behaviour.md, API tokens and MCP). Session only: a token cannot list,
// mint or revoke tokens (schema/token-scopes.ts). The rules live in services/api-tokens.ts.

const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'read: the library, saved and own prompts. write: save, create, edit and delete own prompts and categories. optimize: the optimizer (spends credits).',
  values: API_TOKEN_SCOPES,
});

const ApiToken = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  authScopes: (token, context) => token.userId === context.viewer?.id && context.apiToken === null,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    scopes: t.field({ type: [ApiTokenScopeEnum], resolve: (token) => token.scopes }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Accurate to about a minute; null until first used.' }),
  }),
});

builder.prismaObjectField('User', 'apiTokens', (t) =>
  t.field({
    type: [ApiToken],
    description: 'The personal API tokens still in use, newest first. Never their secrets.',
    resolve: (user, _args, context) => (context.viewer?.id === user.id ? activeApiTokens(user.id) : []),
  }),
);

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    scopes: t.field({ type: [ApiTokenScopeEnum], required: true }),
  }),
});

const CreatedApiToken = builder.objectRef<{ token: ApiTokenRecord; secret: string }>('CreatedApiToken').implement({
  fields: (t) => ({
    token: t.field({ type: ApiToken, resolve: (created) => created.token }),
    secret: t.exposeString('secret', { description: 'The bearer secret (pmt_…). Shown this once: only its hash is stored.' }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The viewer: lets a client refresh its list of tokens.',
      resolve: (query, created) => prisma.user.findUniqueOrThrow({ ...query, where: { id: created.token.userId } }),
    }),
  }),
});

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'Global ID of one of the viewer\'s tokens.' }) }),
});

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ loggedIn: true }).field({
    type: CreatedApiToken,
    description: 'Creates a personal API token with a name and scopes. Needs a signed-in session.',
    errors: { types: [ValidationError, AuthenticationError, ForbiddenError, LimitReachedError] },
    args: { input: t.arg({ type: CreateApiTokenInput, required: true, validate: { schema: apiTokenInput } }) },
    resolve: (_root, { input }, context) => createApiToken(context.viewer.id, input),
  }),
  revokeApiToken: t.withAuth({ loggedIn: true }).field({
    type: 'ID',
    description: 'Revokes one of the viewer\'s tokens: it stops working at once. Returns its id.',
    errors: { types: [ValidationError, AuthenticationError, ForbiddenError, NotFoundError] },
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await revokeApiToken(context.viewer.id, databaseIdFrom(String(input.id), 'ApiToken', 'id'));
      return input.id;
    },
  }),
}));
