/**
 * Bounds on what one GraphQL request may ask for (docs/behaviour.md, Security and limits: introspection stays on, abuse is
 * bounded instead). GraphQL Armor counts tokens while parsing and checks depth and aliases while
 * validating; the cost is ours, checked with the request's variables just before execution, because
 * Armor's cost limit can neither weight a field (search) nor see a page size given as a variable.
 *
 * Limit errors carry a code and their limit, and are put in the reader's language when the response
 * is sent: Yoga caches parse and validation errors by document, whoever asked first.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  getNamedType,
  GraphQLError,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { maxPageSize } from '../schema/library.ts';

export const graphqlLimits = {
  maxTokens: 2000,
  maxDepth: 15,
  maxAliases: 10,
  maxCost: 5000,
  /** What a search costs beyond its results: ranking reads far more rows than it returns. */
  searchCost: 500,
  /** Page size assumed for a connection asked for without `first`/`last` (the servers' default). */
  defaultPageSize: 20,
};

const limitErrors = {
  GRAPHQL_TOO_MANY_TOKENS: { key: 'graphql.tooManyTokens', limit: graphqlLimits.maxTokens },
  GRAPHQL_TOO_DEEP: { key: 'graphql.tooDeep', limit: graphqlLimits.maxDepth },
  GRAPHQL_TOO_MANY_ALIASES: { key: 'graphql.tooManyAliases', limit: graphqlLimits.maxAliases },
  GRAPHQL_TOO_COSTLY: { key: 'graphql.tooCostly', limit: graphqlLimits.maxCost },
} satisfies Record<string, { key: MessageKey; limit: number }>;
type LimitCode = keyof typeof limitErrors;

const limitError = (code: LimitCode) => new GraphQLError(code, { extensions: { code, limit: limitErrors[code].limit } });

// ---------------------------------------------------------------- cost

type Variables = Record<string, unknown>;

function pageSize(value: ValueNode | undefined, variables: Variables): number | null {
  if (!value) return null;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    return typeof given === 'number' ? given : null;
  }
  return null;
}

/**
 * The cost of a selection: one per field, a connection's items counted once per item it may return
 * (`first`/`last`, clamped to the largest page), and each search weighted by `searchCost`.
 */
function selectionCost(
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Variables,
  schema: GraphQLSchema,
  visiting: Set<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
      cost += selectionCost(selection.selectionSet, (type ?? parentType) as GraphQLCompositeType, fragments, variables, schema, visiting);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments[selection.name.value];
      if (!fragment || visiting.has(fragment.name.value)) continue; // validation reports unknown and cyclic fragments
      const type = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
      visiting.add(fragment.name.value);
      cost += selectionCost(fragment.selectionSet, type ?? parentType, fragments, variables, schema, visiting);
      visiting.delete(fragment.name.value);
    } else {
      cost += 1;
      if (selection.name.value === 'search' && parentType.name === 'Query') cost += graphqlLimits.searchCost;
      if (!selection.selectionSet) continue;
      const field = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[selection.name.value] : undefined;
      const type = field ? (getNamedType(field.type) as GraphQLCompositeType) : parentType;
      const children = selectionCost(selection.selectionSet, type, fragments, variables, schema, visiting);
      if (type.name.endsWith('Connection')) {
        const argument = (name: string) => selection.arguments?.find((arg) => arg.name.value === name)?.value;
        const size = pageSize(argument('first'), variables) ?? pageSize(argument('last'), variables) ?? graphqlLimits.defaultPageSize;
        cost += children * Math.min(Math.max(size, 1), maxPageSize);
      } else {
        cost += children;
      }
    }
  }
  return cost;
}

export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Variables): number {
  const fragments = Object.fromEntries(
    document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  // A variable left out takes its declared default, as execution will.
  const defaults = Object.fromEntries(
    (operation.variableDefinitions ?? []).flatMap((definition) =>
      definition.defaultValue?.kind === Kind.INT ? [[definition.variable.name.value, Number(definition.defaultValue.value)]] : [],
    ),
  );
  return selectionCost(operation.selectionSet, root, fragments, { ...defaults, ...variables }, schema, new Set());
}

// ---------------------------------------------------------------- the plugin

function rejectWith(code: LimitCode) {
  return [(context: ValidationContext | null) => context?.reportError(limitError(code))];
}

// Relay builds a screen's query from nested fragments: depth counts fields, not fragment spreads.
const depthRule = maxDepthRule({ n: graphqlLimits.maxDepth, flattenFragments: true, propagateOnRejection: false, onReject: rejectWith('GRAPHQL_TOO_DEEP') });
const aliasesRule = maxAliasesRule({ n: graphqlLimits.maxAliases, propagateOnRejection: false, onReject: rejectWith('GRAPHQL_TOO_MANY_ALIASES') });

/** Registers every limit, and translates their errors into the request's language. */
export function useGraphQLLimits(): Plugin<object, { appContext: { language: 'es' | 'en' } }> {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) =>
        new MaxTokensParserWLexer(source, {
          ...options,
          n: graphqlLimits.maxTokens,
          propagateOnRejection: false,
          onReject: [
            () => {
              throw limitError('GRAPHQL_TOO_MANY_TOKENS');
            },
          ],
        } as ConstructorParameters<typeof MaxTokensParserWLexer>[1]).parseDocument(),
      );
    },
    onValidate({ addValidationRule }) {
      addValidationRule(depthRule);
      addValidationRule(aliasesRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const operation = args.document.definitions.find(
        (definition: DocumentNode["definitions"][number]): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION && (args.operationName == null || definition.name?.value === args.operationName),
      );
      if (!operation) return;
      const cost = operationCost(args.schema, args.document, operation, (args.variableValues ?? {}) as Variables);
      if (cost > graphqlLimits.maxCost) setResultAndStopExecution({ errors: [limitError('GRAPHQL_TOO_COSTLY')] });
    },
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors) return;
      const language = serverContext.appContext?.language ?? 'es';
      const errors = result.errors as readonly GraphQLError[];
      if (!errors.some((error) => (error.extensions?.code as string) in limitErrors)) return;
      setResult({
        ...result,
        errors: errors.map((error) => {
          const code = error.extensions?.code as string;
          if (!(code in limitErrors)) return error;
          const { key, limit } = limitErrors[code as LimitCode];
          return new GraphQLError(translate(key, language, { limit }), { extensions: { code, limit } });
        }),
      } as typeof result);
    },
  };
}
