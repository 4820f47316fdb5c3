import { graphql } from './graphql';
import type { readInlineData } from 'relay-runtime';
import type { mutationFailure_error$key } from './__generated__/mutationFailure_error.graphql';
import type { Failure } from './useMutation';

/**
 * The one selection of a payload's `Error` member, spread in every mutation (and subscription) as
 * `...mutationFailure_error @alias(as: "failure")`: `failure` is null when the payload is not an
 * error (Relay 21 asks for the alias because the union's Success member is not an Error).
 */
export const mutationFailureFragment = graphql`
  fragment mutationFailure_error on Error @inline {
    message
    ... on ValidationError {
      fieldErrors {
        field
        message
      }
    }
    ... on ConflictError {
      field
    }
  }
`;

const fieldName = (path: string) => path.split('.').pop() ?? path;

/**
 * The failure a payload's aliased `failure` field holds: its message and its messages per input
 * field ("email", not "input.email"), from `fieldErrors` or a ConflictError's `field`. `read` is
 * relay-runtime's `readInlineData`, passed in because useMutation loads Relay on first use.
 */
export function readFailure(failure: mutationFailure_error$key, read: typeof readInlineData, fallback: string): Failure {
  const error = read(mutationFailureFragment, failure);
  const fields: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors ?? []) fields[fieldName(field)] ??= message;
  if (error.field && error.message) fields[fieldName(error.field)] ??= error.message;
  return { message: error.message || fallback, fields };
}
