import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { translate, type Language, type MessageKey, type MessageValues } from '../i18n/messages.ts';
import { AppError, ValidationError } from '../services/errors.ts';

/**
 * HTTP status of each expected failure, by its error `code`: the one mapping REST answers and Yoga's
 * request errors use. BAD_REQUEST is the HTTP layer's own (malformed request, before any resolver).
 */
const statusByCode = new Map<string, number>([
  ['BAD_REQUEST', 400],
  ['VALIDATION_FAILED', 400],
  ['UNAUTHENTICATED', 401],
  ['FORBIDDEN', 403],
  ['LIMIT_REACHED', 403],
  ['NOT_FOUND', 404],
  ['CONFLICT', 409],
  ['RATE_LIMITED', 429],
  // The engine upstream failed: a gateway error, not a fault of the request nor of this server.
  ['ENGINE_FAILED', 502],
  ['PAYMENT_PROVIDER_FAILED', 502],
]);

/** The status for an expected failure's code; null for codes that are not expected failures. */
export function httpStatusOf(code: unknown): number | null {
  return typeof code === 'string' ? (statusByCode.get(code) ?? null) : null;
}

export interface ErrorBody {
  message: string;
  code: string;
  fieldErrors?: { field: string; message: string }[];
}

export function appErrorBody(error: AppError, language: Language): ErrorBody {
  const body: ErrorBody = { message: translate(error.messageKey, language, error.values), code: error.code };
  if (error instanceof ValidationError) {
    body.fieldErrors = error.fieldErrors.map((issue) => ({
      field: issue.field,
      message: translate(issue.messageKey, language, issue.values),
    }));
  }
  return body;
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A malformed request, answered before anything runs: 400 with a message in the request's language. */
export function badRequest(key: MessageKey, language: Language, values?: MessageValues): Response {
  return jsonResponse({ message: translate(key, language, values), code: 'BAD_REQUEST' }, httpStatusOf('BAD_REQUEST')!);
}

/** The same, as the GraphQLError Yoga answers a malformed GraphQL request with. */
export function badGraphQLRequest(key: MessageKey, language: Language): GraphQLError {
  return new GraphQLError(translate(key, language), { extensions: { code: 'BAD_REQUEST', http: { status: httpStatusOf('BAD_REQUEST')! } } });
}

/**
 * The expected failure behind a GraphQL execution error, if any. Pothos itself rejects connection
 * arguments it cannot use (another connection's cursor, `last` without `before`): the client's mistake.
 */
export function appErrorOf(error: GraphQLError): AppError | null {
  const original = error.originalError;
  if (original instanceof AppError) return original;
  if (original instanceof PothosValidationError) return ValidationError.forField(String(error.path?.at(-1) ?? 'input'), 'validation.invalidPageArguments');
  return null;
}
