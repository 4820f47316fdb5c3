import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { ALL_PROMPTS_CONNECTION } from '../../library/connections';
import type {
  CreatePromptInput,
  useCreatePromptMutation as CreatePromptMutation,
} from './__generated__/useCreatePromptMutation.graphql';

export type CreatePromptResult = CreatePromptMutation['response']['createPrompt'];

const mutation = graphql`
  mutation useCreatePromptMutation($input: CreatePromptInput!, $connections: [ID!]!) {
    createPrompt(input: $input) {
      __typename
      ... on MutationCreatePromptSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "UserCreatedPromptsConnectionEdge") {
          id
          title
          content
          categories {
            id
          }
          ...PromptCard_prompt
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

interface Handlers {
  onResult?: (result: CreatePromptResult) => void;
  onError?: (error: Error) => void;
}

/**
 * Creates a prompt of the viewer's own. It is prepended to the given connections (the viewer's
 * 'Prompts Creados' list); library lists that would now include it (its category, 'Todos los
 * Prompts') are marked stale so the next visit fetches them again.
 */
export function useCreatePromptMutation() {
  const [commit, isInFlight] = useMutation<CreatePromptMutation>(mutation);
  const createPrompt = useCallback(
    (input: CreatePromptInput, connections: string[], { onResult, onError }: Handlers = {}) =>
      commit({
        variables: { input, connections },
        updater: (store) => {
          const payload = store.getRootField('createPrompt');
          if (payload?.getValue('__typename') !== 'MutationCreatePromptSuccess') return;
          for (const category of payload.getLinkedRecord('data')?.getLinkedRecords('categories') ?? []) {
            category?.invalidateRecord();
          }
          ConnectionHandler.getConnection(store.getRoot(), ALL_PROMPTS_CONNECTION)?.invalidateRecord();
        },
        onCompleted: (response) => onResult?.(response.createPrompt),
        onError,
      }),
    [commit],
  );
  return [createPrompt, isInFlight] as const;
}
