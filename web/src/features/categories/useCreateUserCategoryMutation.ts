import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateUserCategoryMutation as CreateUserCategoryMutation } from './__generated__/useCreateUserCategoryMutation.graphql';

export type CreateUserCategoryResult = CreateUserCategoryMutation['response']['createUserCategory'];

const mutation = graphql`
  mutation useCreateUserCategoryMutation($input: CreateUserCategoryInput!, $connections: [ID!]!) {
    createUserCategory(input: $input) {
      __typename
      ... on MutationCreateUserCategorySuccess {
        data @appendNode(connections: $connections, edgeTypeName: "UserUserCategoriesConnectionEdge") {
          id
          name
          createdAt
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
  onResult?: (result: CreateUserCategoryResult) => void;
  onError?: (error: Error) => void;
}

/** Creates a personal category; it is appended to the given connections (the list is oldest first). */
export function useCreateUserCategoryMutation() {
  const [commit, isInFlight] = useMutation<CreateUserCategoryMutation>(mutation);
  const createUserCategory = useCallback(
    (name: string, connections: string[], { onResult, onError }: Handlers = {}) =>
      commit({
        variables: { input: { name }, connections },
        onCompleted: (response) => onResult?.(response.createUserCategory),
        onError,
      }),
    [commit],
  );
  return [createUserCategory, isInFlight] as const;
}
