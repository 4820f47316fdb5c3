import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { invitationMessages } from './invitationMessages';
import type { useDisableInvitationCodeMutation as DisableInvitationCodeMutation } from './__generated__/useDisableInvitationCodeMutation.graphql';

const mutation = graphql`
  mutation useDisableInvitationCodeMutation($input: DisableInvitationCodeInput!) {
    disableInvitationCode(input: $input) {
      __typename
      ... on MutationDisableInvitationCodeSuccess {
        data {
          ...InvitationCodeRow_code
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Disables a code; its row shows 'Desactivado' from the returned record. */
export const useDisableInvitationCodeMutation = () =>
  useMutation<DisableInvitationCodeMutation>(mutation, { failureTitle: invitationMessages.disableFailed });
