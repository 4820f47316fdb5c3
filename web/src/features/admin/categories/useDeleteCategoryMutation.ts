import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { adminCategoriesMessages } from './adminCategoriesMessages';
import type { useDeleteCategoryMutation as DeleteCategoryMutation } from './__generated__/useDeleteCategoryMutation.graphql';

const mutation = graphql`
  mutation useDeleteCategoryMutation($input: DeleteLibraryItemInput!, $connections: [ID!]!) {
    deleteCategory(input: $input) {
      __typename
      ... on MutationDeleteCategorySuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Deletes an empty library category: its row leaves the list, and the library's lists load again where they show next. */
export const useDeleteCategoryMutation = () =>
  useMutation<DeleteCategoryMutation>(mutation, {
    failureTitle: adminCategoriesMessages.deleteFailed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
