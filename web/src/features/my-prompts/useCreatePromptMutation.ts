import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { myPromptsMessages } from './myPromptsMessages';
import type { useCreatePromptMutation as CreatePromptMutation } from './__generated__/useCreatePromptMutation.graphql';

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
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/**
 * Creates a prompt of the viewer's own, prepended to the given connections (the 'Prompts Creados'
 * list on screen). Its category is marked stale, so the library reads that category fresh next time.
 */
export const useCreatePromptMutation = () =>
  useMutation<CreatePromptMutation>(mutation, {
    failureTitle: myPromptsMessages.createFailed,
    configure: () => ({
      updater: (store) => {
        const categories = store.getRootField('createPrompt')?.getLinkedRecord('data')?.getLinkedRecords('categories');
        for (const category of categories ?? []) category?.invalidateRecord();
      },
    }),
  });
