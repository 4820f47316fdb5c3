import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import type { Context, SignedInContext } from './context.ts';
import { prisma } from './db/client.ts';
import type PrismaTypes from './generated/pothos-prisma-types.ts';
import { getDatamodel } from './generated/pothos-prisma-types.ts';
import { decodeGlobalId } from './schema/ids.ts';
import InputGuardPlugin from './schema/input-guard.ts';
import TokenScopePlugin from './schema/token-scopes.ts';
import { visibleNodes } from './schema/visible-nodes.ts';
import { AuthenticationError, ForbiddenError } from './services/errors.ts';
import { validationErrorFromZod } from './services/validation.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; admin: boolean };
  // Resolvers of `t.withAuth(…)` fields see a non-null viewer.
  AuthContexts: { loggedIn: SignedInContext; admin: SignedInContext };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  // The errors plugin comes first so that it also turns token-scope, input-guard, scope-auth and zod failures into typed results.
  plugins: [ErrorsPlugin, TokenScopePlugin, InputGuardPlugin, ScopeAuthPlugin, ZodPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      loggedIn: context.viewer !== null,
      admin: context.viewer?.role === 'ADMIN',
    }),
    unauthorizedError: (_parent, context) => (context.viewer ? new ForbiddenError() : new AuthenticationError()),
  },
  zod: { validationError: (error) => validationErrorFromZod(error) },
  prisma: {
    client: prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // In tests a selection that loads data nobody reads is a bug (usually an N+1 in the making).
    onUnusedQuery: process.env.NODE_ENV === 'test' ? 'error' : null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Never throws: a malformed id decodes to no type, and node/nodes answer null for it.
    decodeGlobalID: decodeGlobalId,
    nodeQueryOptions: {
      extensions: { acceptsNulCharacters: true },
      resolve: async (_root, { id }, context, info): Promise<unknown> => (await visibleNodes(builder, context, info, [id]))[0],
    },
    nodesQueryOptions: {
      extensions: { acceptsNulCharacters: true },
      resolve: (_root, { ids }, context, info): Promise<unknown[]> => visibleNodes(builder, context, info, ids),
    },
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});
