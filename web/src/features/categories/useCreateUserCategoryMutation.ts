import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { categoriesMessages } from './categoriesMessages';
import type { useCreateUserCategoryMutation as CreateUserCategoryMutation } from './__generated__/useCreateUserCategoryMutation.graphql';

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
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Creates a personal category; it is appended to the given connections (the list is oldest first). */
export const useCreateUserCategoryMutation = () =>
  useMutation<CreateUserCategoryMutation>(mutation, {
    failureTitle: categoriesMessages.createFailed,
  });
