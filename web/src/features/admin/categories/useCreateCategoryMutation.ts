import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { adminCategoriesMessages } from './adminCategoriesMessages';
import type { useCreateCategoryMutation as CreateCategoryMutation } from './__generated__/useCreateCategoryMutation.graphql';

const mutation = graphql`
  mutation useCreateCategoryMutation($input: CreateCategoryInput!, $connections: [ID!]!) {
    createCategory(input: $input) {
      __typename
      ... on MutationCreateCategorySuccess {
        data @appendNode(connections: $connections, edgeTypeName: "QueryLibraryCategoriesConnectionEdge") {
          id
          name
          ...LibraryCategoryRow_category
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/**
 * Creates a library category, appended to the tab's list. The store is marked stale: the library's
 * category lists (its navigation, the prompt forms) load again where they show next.
 */
export const useCreateCategoryMutation = () =>
  useMutation<CreateCategoryMutation>(mutation, {
    failureTitle: adminCategoriesMessages.createFailed,
    configure: () => ({ updater: (store) => store.invalidateStore() }),
  });
