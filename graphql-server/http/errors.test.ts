import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../services/errors.ts';
import { httpStatusOf } from './errors.ts';

describe('HTTP status of expected failures', () => {
  it('comes from the error code, the same for REST and GraphQL request errors', () => {
    const statuses = [
      ValidationError.forField('field', 'validation.invalidValue'),
      new AuthenticationError(),
      new ForbiddenError(),
      new LimitReachedError('error.savedPromptsLimit', 10),
      new NotFoundError(),
      new ConflictError('error.usernameTaken'),
      new RateLimitedError(5),
    ].map((error) => [error.code, httpStatusOf(error.code)]);
    expect(statuses).toEqual([
      ['VALIDATION_FAILED', 400],
      ['UNAUTHENTICATED', 401],
      ['FORBIDDEN', 403],
      ['LIMIT_REACHED', 403],
      ['NOT_FOUND', 404],
      ['CONFLICT', 409],
      ['RATE_LIMITED', 429],
    ]);
    expect(httpStatusOf('BAD_REQUEST')).toBe(400);
  });

  it('is null for anything that is not an expected failure', () => {
    expect([httpStatusOf('INTERNAL_SERVER_ERROR'), httpStatusOf(undefined), httpStatusOf('constructor')]).toEqual([null, null, null]);
  });
});
