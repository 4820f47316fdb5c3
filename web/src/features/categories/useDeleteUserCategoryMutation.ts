import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { categoriesMessages } from './categoriesMessages';
import type { useDeleteUserCategoryMutation as DeleteUserCategoryMutation } from './__generated__/useDeleteUserCategoryMutation.graphql';

const mutation = graphql`
  mutation useDeleteUserCategoryMutation($input: DeleteUserCategoryInput!, $connections: [ID!]!) {
    deleteUserCategory(input: $input) {
      __typename
      ... on MutationDeleteUserCategorySuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Deletes a personal category. Its card leaves the list at once; a refusal puts it back. */
export const useDeleteUserCategoryMutation = () =>
  useMutation<DeleteUserCategoryMutation>(mutation, {
    failureTitle: categoriesMessages.deleteFailed,
    configure: ({ input: { id } }) => ({
      optimisticResponse: { deleteUserCategory: { __typename: 'MutationDeleteUserCategorySuccess', data: { deletedId: id } } },
    }),
  });
