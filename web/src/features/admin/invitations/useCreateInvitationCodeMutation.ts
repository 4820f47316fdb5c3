import { graphql } from '../../../relay/graphql';
import { useMutation } from '../../../relay/useMutation';
import { invitationMessages } from './invitationMessages';
import type { useCreateInvitationCodeMutation as CreateInvitationCodeMutation } from './__generated__/useCreateInvitationCodeMutation.graphql';

const mutation = graphql`
  mutation useCreateInvitationCodeMutation($input: CreateInvitationCodeInput!, $connections: [ID!]!) {
    createInvitationCode(input: $input) {
      __typename
      ... on MutationCreateInvitationCodeSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "QueryInvitationCodesConnectionEdge") {
          id
          code
          ...InvitationCodeRow_code
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

/** Creates a code; it heads the list (newest first). */
export const useCreateInvitationCodeMutation = () =>
  useMutation<CreateInvitationCodeMutation>(mutation, { failureTitle: invitationMessages.createFailed });
