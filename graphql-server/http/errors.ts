import { GraphQLError } from 'graphql';
import { translate, type Language } from '../i18n/messages.ts';
import { AppError, ValidationError } from '../services/errors.ts';

/** HTTP status of each expected failure, by its GraphQL type name. */
export const statusByErrorType: Record<string, number> = {
  ValidationError: 400,
  AuthenticationError: 401,
  ForbiddenError: 403,
  LimitReachedError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  RateLimitedError: 429,
};

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

/** The AppError behind a GraphQL execution error, if any. */
export function appErrorOf(error: GraphQLError): AppError | null {
  return error.originalError instanceof AppError ? error.originalError : null;
}
