import { defineMessage } from 'react-intl';
import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import type { useDeleteAccountMutation as DeleteAccountMutation } from './__generated__/useDeleteAccountMutation.graphql';

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on MutationDeleteAccountSuccess {
        data
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

const deleteFailed = defineMessage({ id: 'settings.account.deleteFailed', defaultMessage: 'No se pudo eliminar la cuenta' });

/** Deletes the account, confirmed with the password; the server ends every session and clears the cookie. */
export const useDeleteAccountMutation = () => useMutation<DeleteAccountMutation>(mutation, { failureTitle: deleteFailed });
