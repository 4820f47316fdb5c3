import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import {
  CREATED_PROMPTS_CONNECTION,
  SAVED_PROMPTS_CONNECTION,
  adjustTotalCount,
  connectionHasNode,
  viewerConnection,
} from '../../library/connections';
import type { useUnsavePromptMutation as UnsavePromptMutation } from './__generated__/useUnsavePromptMutation.graphql';

export type UnsavePromptResult = UnsavePromptMutation['response']['unsavePrompt'];

const mutation = graphql`
  mutation useUnsavePromptMutation($input: UnsavePromptInput!) {
    unsavePrompt(input: $input) {
      __typename
      ... on MutationUnsavePromptSuccess {
        data {
          deletedSavedPromptId
          # Keeps the save buttons' limit check current.
          user {
            id
            savedPromptsCount
          }
          prompt {
            id
            isSaved
            isOwn
            title
            content
            ...PromptCard_prompt
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface Handlers {
  onResult?: (result: UnsavePromptResult) => void;
  onError?: (error: Error) => void;
}

/**
 * Removes a prompt from the viewer's saved prompts. Optimistic: the card shows it unsaved and it
 * leaves 'Prompts Guardados' at once; a refusal rolls both back. A prompt the viewer wrote goes
 * back to 'Prompts Creados'.
 */
export function useUnsavePromptMutation() {
  const [commit, isInFlight] = useMutation<UnsavePromptMutation>(mutation);
  const unsavePrompt = useCallback(
    (promptId: string, { onResult, onError }: Handlers = {}) =>
      commit({
        variables: { input: { promptId } },
        optimisticUpdater: (store) => {
          store.get(promptId)?.setValue(false, 'isSaved');
          const saves = viewerConnection(store, SAVED_PROMPTS_CONNECTION);
          const edge = saves
            ?.getLinkedRecords('edges')
            ?.find((candidate) => candidate?.getLinkedRecord('node')?.getLinkedRecord('prompt')?.getDataID() === promptId);
          const savedId = edge?.getLinkedRecord('node')?.getDataID();
          if (saves && savedId) {
            ConnectionHandler.deleteNode(saves, savedId);
            adjustTotalCount(saves, -1);
          }
        },
        updater: (store) => {
          const payload = store.getRootField('unsavePrompt');
          if (payload?.getValue('__typename') !== 'MutationUnsavePromptSuccess') return;
          const data = payload.getLinkedRecord('data');
          const deletedId = data?.getValue('deletedSavedPromptId');
          const saves = viewerConnection(store, SAVED_PROMPTS_CONNECTION);
          if (typeof deletedId === 'string') {
            if (saves && connectionHasNode(saves, deletedId)) {
              ConnectionHandler.deleteNode(saves, deletedId);
              adjustTotalCount(saves, -1);
            }
            store.delete(deletedId);
          }
          const prompt = data?.getLinkedRecord('prompt');
          const created = viewerConnection(store, CREATED_PROMPTS_CONNECTION);
          if (prompt?.getValue('isOwn') && created && !connectionHasNode(created, prompt.getDataID())) {
            const edge = ConnectionHandler.createEdge(store, created, prompt, 'UserCreatedPromptsConnectionEdge');
            ConnectionHandler.insertEdgeBefore(created, edge);
          }
        },
        onCompleted: (response) => onResult?.(response.unsavePrompt),
        onError,
      }),
    [commit],
  );
  return [unsavePrompt, isInFlight] as const;
}
