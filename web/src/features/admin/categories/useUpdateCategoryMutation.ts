import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { adminCategoriesMessages } from './adminCategoriesMessages';
import type { useUpdateCategoryMutation as UpdateCategoryMutation } from './__generated__/useUpdateCategoryMutation.graphql';

const mutation = graphql`
  mutation useUpdateCategoryMutation($input: UpdateCategoryInput!) {
    updateCategory(input: $input) {
      __typename
      ... on MutationUpdateCategorySuccess {
        data {
          id
          name
          ...LibraryCategoryRow_category
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Renames a library category (its record updates in place). A new slug changes the library's URLs: the store is marked stale. */
export const useUpdateCategoryMutation = () =>
  useMutation<UpdateCategoryMutation>(mutation, {
    failureTitle: adminCategoriesMessages.updateFailed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
