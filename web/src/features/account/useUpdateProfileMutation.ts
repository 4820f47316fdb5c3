import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { settingsToasts } from './settings/settingsMessages';
import type { useUpdateProfileMutation as UpdateProfileMutation } from './__generated__/useUpdateProfileMutation.graphql';

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
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Updates the viewer's profile and preferences; the store follows the returned user. */
export const useUpdateProfileMutation = () =>
  useMutation<UpdateProfileMutation>(mutation, {
    failureTitle: settingsToasts.profileFailed,
  });
