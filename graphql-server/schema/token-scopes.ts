import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { ApiTokenScopeName } from '../../shared/rules.ts';
import type { Context } from '../context.ts';
import { ForbiddenError } from '../services/errors.ts';

/**
 * What a personal API token may reach (docs/behaviour.md, API tokens and MCP). A root field not
 * listed here is session-only: account actions (password, profile, deletion, sessions, tokens,
 * payments), signing in and out, and everything of admins. New root fields are therefore closed to
 * tokens until listed. REST and MCP run these same fields, so the one table guards all three.
 */
export const tokenScopeOfRootField: Readonly<Record<string, ApiTokenScopeName>> = {
  // read: the library, saved and own prompts (and the plan and credits that decide what is readable)
  'Query.viewer': 'read',
  'Query.node': 'read',
  'Query.nodes': 'read',
  'Query.categories': 'read',
  'Query.category': 'read',
  'Query.prompts': 'read',
  'Query.search': 'read',
  'Query.ownPrompt': 'read',
  'Query.plans': 'read',
  'Query.libraryStats': 'read',
  'Query.serviceStatus': 'read',
  // write: save, create, edit and delete own prompts and categories
  'Mutation.savePrompt': 'write',
  'Mutation.unsavePrompt': 'write',
  'Mutation.createPrompt': 'write',
  'Mutation.updatePrompt': 'write',
  'Mutation.deletePrompt': 'write',
  'Mutation.restorePromptVersion': 'write',
  'Mutation.createUserCategory': 'write',
  'Mutation.renameUserCategory': 'write',
  'Mutation.deleteUserCategory': 'write',
  // optimize: the optimizer's engine (optimizing spends credits) and its history
  'Mutation.optimizePrompt': 'optimize',
  'Subscription.optimizePrompt': 'optimize',
  'Mutation.analyzePromptComplexity': 'optimize',
  'Mutation.deleteOptimization': 'optimize',
};

/** Fields below the root that stay session-only even under `read`: they describe the account, not the library. */
const sessionOnlyFields = new Set(['User.sessions', 'User.apiTokens', 'User.payments']);

/**
 * Node types a token never reaches through `node(id:)`/`nodes(ids:)`: the team's, whose root fields
 * (`team`, `teamInvitations`) are session-only too (schema/visible-nodes.ts hides them).
 */
export const nodeTypesClosedToTokens: ReadonlySet<string> = new Set(['Team', 'TeamPrompt', 'TeamInvitation', 'TeamCategory']);

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/** Throws ForbiddenError when the request's API token may not use the field; sessions pass. */
export function assertTokenMayUse(fieldKey: string, context: Context): void {
  const token = context.apiToken;
  if (!token) return;
  const isRoot = rootTypes.has(fieldKey.slice(0, fieldKey.indexOf('.')));
  if (sessionOnlyFields.has(fieldKey) || (isRoot && !(fieldKey in tokenScopeOfRootField))) throw new ForbiddenError('error.apiTokenNotAllowed');
  const scope = tokenScopeOfRootField[fieldKey];
  if (scope && !token.scopes.includes(scope)) throw new ForbiddenError('error.apiTokenScopeMissing', { scope });
}

/**
 * Checks every root field (and the session-only fields) against the request's API token before its
 * resolver runs. It runs inside the errors plugin: fields that declare ForbiddenError return it as a
 * typed result; elsewhere it is an error with code FORBIDDEN (403 on REST).
 */
export class TokenScopePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private guarded(fieldConfig: PothosOutputFieldConfig<Types>): string | null {
    const key = `${fieldConfig.parentType}.${fieldConfig.name}`;
    return rootTypes.has(fieldConfig.parentType) || sessionOnlyFields.has(key) ? key : null;
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const key = this.guarded(fieldConfig);
    if (!key) return resolver;
    return (parent, args, context, info) => {
      assertTokenMayUse(key, context as unknown as Context);
      return resolver(parent, args, context, info);
    };
  }

  override wrapSubscribe(
    subscribe: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    const key = this.guarded(fieldConfig);
    if (!key || !subscribe) return subscribe;
    return (parent, args, context, info) => {
      assertTokenMayUse(key, context as unknown as Context);
      return subscribe(parent, args, context, info);
    };
  }
}

declare global {
  // Pothos plugins declare themselves in its global namespace; there is no module form.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      tokenScope: TokenScopePlugin<Types>;
    }
  }
}

const pluginName = 'tokenScope';

SchemaBuilder.registerPlugin(pluginName, TokenScopePlugin);

export default pluginName;
