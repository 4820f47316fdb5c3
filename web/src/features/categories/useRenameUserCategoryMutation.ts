import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { categoriesMessages } from './categoriesMessages';
import type { useRenameUserCategoryMutation as RenameUserCategoryMutation } from './__generated__/useRenameUserCategoryMutation.graphql';

const mutation = graphql`
  mutation useRenameUserCategoryMutation($input: RenameUserCategoryInput!) {
    renameUserCategory(input: $input) {
      __typename
      ... on MutationRenameUserCategorySuccess {
        data {
          id
          name
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Renames a personal category. The new name shows at once; a refusal (e.g. a taken name) rolls it back. */
export const useRenameUserCategoryMutation = () =>
  useMutation<RenameUserCategoryMutation>(mutation, {
    failureTitle: categoriesMessages.updateFailed,
    configure: ({ input: { id, name } }) => ({
      optimisticResponse: { renameUserCategory: { __typename: 'MutationRenameUserCategorySuccess', data: { id, name } } },
    }),
  });
