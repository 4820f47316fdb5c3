import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRenameUserCategoryMutation as RenameUserCategoryMutation } from './__generated__/useRenameUserCategoryMutation.graphql';

export type RenameUserCategoryResult = RenameUserCategoryMutation['response']['renameUserCategory'];

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
  onResult?: (result: RenameUserCategoryResult) => void;
  onError?: (error: Error) => void;
}

/** Renames a personal category. The new name shows at once; a refusal (e.g. a taken name) rolls it back. */
export function useRenameUserCategoryMutation() {
  const [commit, isInFlight] = useMutation<RenameUserCategoryMutation>(mutation);
  const renameUserCategory = useCallback(
    (id: string, name: string, { onResult, onError }: Handlers = {}) =>
      commit({
        variables: { input: { id, name } },
        optimisticResponse: {
          renameUserCategory: { __typename: 'MutationRenameUserCategorySuccess', data: { id, name } },
        },
        onCompleted: (response) => onResult?.(response.renameUserCategory),
        onError,
      }),
    [commit],
  );
  return [renameUserCategory, isInFlight] as const;
}
