import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context } from '../../context.ts';
import { translate } from '../../i18n/messages.ts';
import { AppError } from '../../services/errors.ts';
import { appErrorOf } from '../errors.ts';

/**
 * The MCP tools and prompts run the same GraphQL fields as the web client and REST (as the REST
 * adapters do, rest/adapter.ts): the same services, token scopes, premium gating, plan limits and
 * credits, with no business rule of their own.
 */

/** An expected failure, already worded in the reader's language: the tool answers it as an MCP tool error. */
export class ToolFailure extends Error {}

export interface Operation {
  document: DocumentNode;
  /** The top-level field that holds the result. */
  field: string;
}

/** Parses and validates an operation against the schema once, at start: a typo fails the server's start, not a call. */
export function compileOperation(schema: GraphQLSchema, source: string, field: string): Operation {
  const document = parse(source);
  const problems = validate(schema, document);
  if (problems.length > 0) throw new Error(`MCP operation ${field}: ${problems[0].message}`);
  return { document, field };
}

type FieldValue = { __typename?: unknown; code?: unknown; message?: unknown; data?: unknown } | null | undefined;

/**
 * Runs the operation as the request's viewer and returns its field's value (a typed-error union's
 * success `data`). Expected failures, thrown or typed, become a ToolFailure with their translated message.
 */
export async function runOperation<T>(schema: GraphQLSchema, operation: Operation, context: Context, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await execute({ schema, document: operation.document, contextValue: context, variableValues: variables });
  if (result.errors?.length) {
    const expected = appErrorOf(result.errors[0]);
    if (expected) throw new ToolFailure(translate(expected.messageKey, context.language, expected.values));
    throw result.errors[0].originalError ?? result.errors[0];
  }
  const value = (result.data as Record<string, FieldValue>)[operation.field];
  if (value && typeof value.code === 'string' && typeof value.message === 'string') {
    const details = Array.isArray((value as { fieldErrors?: unknown }).fieldErrors)
      ? (value as { fieldErrors: { field: string; message: string }[] }).fieldErrors.map((issue) => `${issue.field}: ${issue.message}`)
      : [];
    throw new ToolFailure(details.length > 1 ? details.join('; ') : value.message);
  }
  if (value && typeof value.__typename === 'string' && value.__typename.endsWith('Success')) return value.data as T;
  return value as T;
}

/** The text of an expected failure in the reader's language; null for a bug. */
export function failureText(error: unknown, context: Pick<Context, 'language'>): string | null {
  if (error instanceof ToolFailure) return error.message;
  if (error instanceof AppError) return translate(error.messageKey, context.language, error.values);
  return null;
}
