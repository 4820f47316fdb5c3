import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { readInlineData, requestSubscription, type Disposable } from 'relay-runtime';
import { commonMessages } from '../../i18n/commonMessages';
import { graphql } from '../../relay/graphql';
import { readFailure } from '../../relay/mutationFailure';
import { optimizeRunReducer, type OptimizeEvent, type OptimizeRun } from './optimizeStream';
import type {
  OptimizePromptInput,
  useOptimizeStreamSubscription,
  useOptimizeStreamSubscription$data,
} from './__generated__/useOptimizeStreamSubscription.graphql';

const subscription = graphql`
  subscription useOptimizeStreamSubscription($input: OptimizePromptInput!) {
    optimizePrompt(input: $input) {
      __typename
      ... on SubscriptionOptimizePromptSuccess {
        data {
          improvedPromptDelta
          improvedPromptRestarted
          result {
            improvedPrompt
            explanation
            suggestions
            engine
            model
            basedOn {
              id
              title
              # Saving files the optimized prompt in the reference's category unless the reader picks another.
              categories {
                id
              }
            }
            # The plan header and the 0-credit check read these from the store.
            viewer {
              id
              subscription {
                optimizationsLeft
              }
            }
          }
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

type Payload = useOptimizeStreamSubscription$data['optimizePrompt'];
export type OptimizeResult = NonNullable<NonNullable<Payload['data']>['result']>;

/** Why a run ended without a result: the server's typed error, or the connection. */
export interface OptimizeFailure {
  kind: 'limitReached' | 'validation' | 'other';
  message: string;
  /** Per input field ("originalContent"), from a ValidationError. */
  fields: Record<string, string>;
}

const kinds: Record<string, OptimizeFailure['kind']> = { LimitReachedError: 'limitReached', ValidationError: 'validation' };

/**
 * Runs an optimization through the `optimizePrompt` subscription (server-sent events): `run` grows
 * with the improved prompt as the engine writes it, then holds the result. Starting again, or
 * leaving the page, drops the previous stream.
 */
export function useOptimizeStream() {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const [run, dispatch] = useReducer(
    optimizeRunReducer<OptimizeResult>,
    { status: 'idle' } as OptimizeRun<OptimizeResult>,
  );
  const active = useRef<Disposable | null>(null);
  useEffect(() => () => active.current?.dispose(), []);

  const start = useCallback(
    (input: OptimizePromptInput, onFailure: (failure: OptimizeFailure) => void) => {
      active.current?.dispose();
      let ended = false;
      const send = (event: OptimizeEvent<OptimizeResult>) => {
        if (ended) return;
        ended = event.type === 'result' || event.type === 'fail';
        dispatch(event);
      };
      const fail = (failure: OptimizeFailure) => {
        if (ended) return;
        send({ type: 'fail' });
        onFailure(failure);
      };
      const generic = () => ({ kind: 'other' as const, message: intl.formatMessage(commonMessages.genericError), fields: {} });
      dispatch({ type: 'start', original: input.originalContent });
      active.current = requestSubscription<useOptimizeStreamSubscription>(environment, {
        subscription,
        variables: { input },
        onNext: (response) => {
          const payload = response?.optimizePrompt;
          if (!payload) return;
          if (payload.data) {
            const { result, improvedPromptDelta, improvedPromptRestarted } = payload.data;
            send(result ? { type: 'result', result } : { type: 'progress', delta: improvedPromptDelta, restarted: improvedPromptRestarted });
            return;
          }
          if (!payload.failure) return fail(generic());
          const failure = readFailure(payload.failure, readInlineData, generic().message);
          fail({ kind: kinds[payload.__typename] ?? 'other', ...failure });
        },
        onError: () => fail(generic()),
        // A stream that ends without its result (the server went away) is a failure too.
        onCompleted: () => fail(generic()),
      });
    },
    [environment, intl],
  );
  return [run, start] as const;
}
