import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateProfileInput,
  useUpdateProfileMutation as UpdateProfileMutation,
} from './__generated__/useUpdateProfileMutation.graphql';

export type UpdateProfileResult = UpdateProfileMutation['response']['updateProfile'];

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on MutationUpdateProfileSuccess {
        data {
          id
          displayName
          email
          bio
          preferredLanguage
          notificationsEnabled
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
      ... on ConflictError {
        field
      }
    }
  }
`;

interface Handlers {
  onResult?: (result: UpdateProfileResult) => void;
  onError?: (error: Error) => void;
}

/** Updates the viewer's profile and preferences; the store follows the returned user. */
export function useUpdateProfileMutation() {
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(mutation);
  const updateProfile = useCallback(
    (input: UpdateProfileInput, { onResult, onError }: Handlers = {}) =>
      commit({
        variables: { input },
        onCompleted: (response) => onResult?.(response.updateProfile),
        onError,
      }),
    [commit],
  );
  return [updateProfile, isInFlight] as const;
}
