import { useCallback, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationConfig, MutationParameters } from 'relay-runtime';
import type { mutationFailure_error$key } from './__generated__/mutationFailure_error.graphql';
import { commonMessages } from '../i18n/commonMessages';
import { useNotify } from '../notify/useNotify';
import { useSession } from '../router/session';
import { readFailure } from './mutationFailure';

/** Why a mutation failed: its `Error` union member, a GraphQL error or the network, as one value. */
export interface Failure {
  /** The server's message, already in the user's language (a generic one for network errors). */
  message: string;
  /** Messages per input field ("email", not "input.email"), from `fieldErrors` or a ConflictError's `field`. */
  fields: Record<string, string>;
}

export type MutationResult<TData> = { ok: true; data: TData } | { ok: false; failure: Failure };

/** The single root field of a mutation's response (`login`, `savePrompt`…). */
type Payload<T extends MutationParameters> = T['response'][keyof T['response']];
/** The `data` of the payload's Success member; a payload that is not a union (e.g. `logout: Boolean`) as is. */
type SuccessData<P> = P extends { readonly __typename: string }
  ? P extends { readonly data?: infer D }
    ? NonNullable<D>
    : never
  : P;

export interface MutationOptions<T extends MutationParameters> {
  /** Title of the error toast shown when it fails (the server's message is its body). */
  failureTitle: MessageDescriptor;
  /** Store updates that depend on the variables: optimisticResponse, optimisticUpdater, updater. */
  configure?: (variables: T['variables']) => Pick<UseMutationConfig<T>, 'optimisticResponse' | 'optimisticUpdater' | 'updater'>;
}

/**
 * The one way to run a mutation (Artsy's shape): `const [commit, isInFlight] = useXMutation()`,
 * then `const result = await commit(variables)`. The promise never rejects: a Success member
 * gives `{ ok: true, data }`; an `Error` member, GraphQL errors or a network failure give
 * `{ ok: false, failure }` and show the error toast (pass `{ toast: false }` to show it yourself).
 * It commits on the session's environment, loading Relay on first use, so screens without Relay
 * (the landing page's language switch) can hold a mutation without downloading Relay up front.
 */
export function useMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, options: MutationOptions<T>) {
  const { loadEnvironment } = useSession();
  const [inFlight, setInFlight] = useState(0);
  const intl = useIntl();
  const notify = useNotify();
  const { failureTitle, configure } = options;

  const run = useCallback(
    (variables: T['variables'], { toast = true }: { toast?: boolean } = {}) =>
      new Promise<MutationResult<SuccessData<Payload<T>>>>((resolve) => {
        const generic = intl.formatMessage(commonMessages.genericError);
        const settle = (result: MutationResult<SuccessData<Payload<T>>>) => {
          setInFlight((count) => count - 1);
          resolve(result);
        };
        const fail = (failure: Failure) => {
          if (toast) notify.error(intl.formatMessage(failureTitle), failure.message);
          settle({ ok: false, failure });
        };
        setInFlight((count) => count + 1);
        Promise.all([loadEnvironment(), import('relay-runtime')]).then(
          ([environment, { commitMutation, readInlineData }]) => {
            commitMutation<T>(environment, {
              // react-relay's config type (what `configure` returns) spells optimisticResponse more loosely.
              ...(configure?.(variables) as Partial<MutationConfig<T>> | undefined),
              mutation,
              variables,
              onCompleted: (response, errors) => {
                const payload = Object.values(response as object)[0] as unknown;
                if (payload == null && errors?.length) return fail({ message: generic, fields: {} });
                if (payload && typeof payload === 'object' && '__typename' in payload) {
                  if ('data' in payload && payload.data != null) return settle({ ok: true, data: payload.data as SuccessData<Payload<T>> });
                  const failure = 'failure' in payload ? (payload.failure as mutationFailure_error$key | null) : null;
                  return fail(failure ? readFailure(failure, readInlineData, generic) : { message: generic, fields: {} });
                }
                settle({ ok: true, data: payload as SuccessData<Payload<T>> });
              },
              onError: () => fail({ message: generic, fields: {} }),
            });
          },
          // Relay's code could not be loaded (offline, or a new release replaced the chunk).
          () => fail({ message: generic, fields: {} }),
        );
      }),
    [configure, failureTitle, intl, loadEnvironment, mutation, notify],
  );
  return [run, inFlight > 0] as const;
}
