import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteUserCategoryMutation as DeleteUserCategoryMutation } from './__generated__/useDeleteUserCategoryMutation.graphql';

export type DeleteUserCategoryResult = DeleteUserCategoryMutation['response']['deleteUserCategory'];

const mutation = graphql`
  mutation useDeleteUserCategoryMutation($input: DeleteUserCategoryInput!, $connections: [ID!]!) {
    deleteUserCategory(input: $input) {
      __typename
      ... on MutationDeleteUserCategorySuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface Handlers {
  onResult?: (result: DeleteUserCategoryResult) => void;
  onError?: (error: Error) => void;
}

/** Deletes a personal category. Its card leaves the list at once; a refusal puts it back. */
export function useDeleteUserCategoryMutation() {
  const [commit, isInFlight] = useMutation<DeleteUserCategoryMutation>(mutation);
  const deleteUserCategory = useCallback(
    (id: string, connections: string[], { onResult, onError }: Handlers = {}) =>
      commit({
        variables: { input: { id }, connections },
        optimisticResponse: {
          deleteUserCategory: { __typename: 'MutationDeleteUserCategorySuccess', data: { deletedId: id } },
        },
        onCompleted: (response) => onResult?.(response.deleteUserCategory),
        onError,
      }),
    [commit],
  );
  return [deleteUserCategory, isInFlight] as const;
}
