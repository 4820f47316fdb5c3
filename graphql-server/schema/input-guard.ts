import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { rejectNulCharacters } from '../services/validation.ts';

/**
 * Checks every field's arguments before its resolver runs: text with a NUL character is a
 * ValidationError on that argument. It runs inside the errors plugin, so fields that declare
 * ValidationError return it as a typed result; elsewhere it is an error with code VALIDATION_FAILED.
 * A field can opt out with `extensions: { acceptsNulCharacters: true }` (node/nodes: a bad id is null).
 */
export class InputGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0 || fieldConfig.extensions?.acceptsNulCharacters) return resolver;
    return (parent, args, context, info) => {
      rejectNulCharacters(args);
      return resolver(parent, args, context, info);
    };
  }
}

declare global {
  // Pothos plugins declare themselves in its global namespace; there is no module form.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputGuard: InputGuardPlugin<Types>;
    }
  }
}

const pluginName = 'inputGuard';

SchemaBuilder.registerPlugin(pluginName, InputGuardPlugin);

export default pluginName;
