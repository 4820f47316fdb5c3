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
import type { useSavePromptMutation as SavePromptMutation } from './__generated__/useSavePromptMutation.graphql';

export type SavePromptResult = SavePromptMutation['response']['savePrompt'];

const mutation = graphql`
  mutation useSavePromptMutation($input: SavePromptInput!) {
    savePrompt(input: $input) {
      __typename
      ... on MutationSavePromptSuccess {
        data {
          id
          ...SavedPromptCard_savedPrompt
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
  onResult?: (result: SavePromptResult) => void;
  onError?: (error: Error) => void;
}

/**
 * Saves a prompt to the viewer's collection. The card shows it saved at once (optimistic); if the
 * server refuses (free-plan limit, locked prompt…), Relay rolls that back. On success the saved
 * prompt joins the top of 'Prompts Guardados' and, if the viewer wrote it, leaves 'Prompts Creados'
 * (created prompts exclude saved ones).
 */
export function useSavePromptMutation() {
  const [commit, isInFlight] = useMutation<SavePromptMutation>(mutation);
  const savePrompt = useCallback(
    (promptId: string, customCategory: string | null, { onResult, onError }: Handlers = {}) =>
      commit({
        variables: { input: { promptId, customCategory } },
        optimisticUpdater: (store) => {
          store.get(promptId)?.setValue(true, 'isSaved');
        },
        updater: (store) => {
          const payload = store.getRootField('savePrompt');
          if (payload?.getValue('__typename') !== 'MutationSavePromptSuccess') return;
          const saved = payload.getLinkedRecord('data');
          if (!saved) return;
          const saves = viewerConnection(store, SAVED_PROMPTS_CONNECTION);
          if (saves && !connectionHasNode(saves, saved.getDataID())) {
            const edge = ConnectionHandler.createEdge(store, saves, saved, 'UserSavedPromptsConnectionEdge');
            ConnectionHandler.insertEdgeBefore(saves, edge);
            adjustTotalCount(saves, 1);
          }
          const prompt = saved.getLinkedRecord('prompt');
          const created = viewerConnection(store, CREATED_PROMPTS_CONNECTION);
          if (prompt?.getValue('isOwn') && created) ConnectionHandler.deleteNode(created, prompt.getDataID());
        },
        onCompleted: (response) => onResult?.(response.savePrompt),
        onError,
      }),
    [commit],
  );
  return [savePrompt, isInFlight] as const;
}
