import { resolveNodes } from '@pothos/plugin-relay';
import type { SchemaTypes } from '@pothos/core';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { Prisma } from '../generated/prisma/client.ts';
import { parseDatabaseId } from './ids.ts';
import { nodeTypesClosedToTokens } from './token-scopes.ts';

type AuthScopesOption = ((parent: unknown, context: unknown) => unknown) | undefined;

/**
 * What `node(id:)` and `nodes(ids:)` answer: the object for each id the viewer may see, and null for
 * every other id alike (malformed, of no node type, out of range, nonexistent, or someone else's), so
 * ids cannot be enumerated and one bad id never fails a whole `nodes` list.
 */
export function visibleNodes<Types extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<Types>,
  context: Types['Context'],
  info: GraphQLResolveInfo,
  globalIds: readonly { typename: string; id: string }[],
): Promise<unknown[]> {
  return Promise.all(
    globalIds.map(async (globalId) => {
      const type = info.schema.getType(globalId.typename);
      const isNode = isObjectType(type) && type.getInterfaces().some((candidate) => candidate.name === 'Node');
      if (!isNode || parseDatabaseId(globalId.id) === null) return null;
      if ((context as { apiToken?: unknown }).apiToken && nodeTypesClosedToTokens.has(globalId.typename)) return null;
      let node: unknown;
      try {
        [node] = await resolveNodes(builder, context, info, [globalId]);
      } catch (error) {
        // plugin-prisma loads nodes with findUniqueOrThrow: a missing row is P2025.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
        throw error;
      }
      if (node == null) return null;
      // The type's own authScopes decide, as they do for its fields; a node nobody may see is hidden.
      const authScopes = (builder.configStore.getTypeConfig(globalId.typename, 'Object').pothosOptions as { authScopes?: AuthScopesOption }).authScopes;
      if (authScopes === undefined) return node;
      return typeof authScopes === 'function' && (await authScopes(node, context)) === true ? node : null;
    }),
  );
}
