import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { teamMessages } from './teamMessages';
import type { useTeamMutationsCreateMutation } from './__generated__/useTeamMutationsCreateMutation.graphql';
import type { useTeamMutationsRenameMutation } from './__generated__/useTeamMutationsRenameMutation.graphql';
import type { useTeamMutationsInviteMutation } from './__generated__/useTeamMutationsInviteMutation.graphql';
import type { useTeamMutationsAcceptMutation } from './__generated__/useTeamMutationsAcceptMutation.graphql';
import type { useTeamMutationsDeclineMutation } from './__generated__/useTeamMutationsDeclineMutation.graphql';
import type { useTeamMutationsCancelMutation } from './__generated__/useTeamMutationsCancelMutation.graphql';
import type { useTeamMutationsRemoveMutation } from './__generated__/useTeamMutationsRemoveMutation.graphql';
import type { useTeamMutationsTransferMutation } from './__generated__/useTeamMutationsTransferMutation.graphql';
import type { useTeamMutationsCreatePromptMutation } from './__generated__/useTeamMutationsCreatePromptMutation.graphql';
import type { useTeamMutationsDeletePromptMutation } from './__generated__/useTeamMutationsDeletePromptMutation.graphql';
import type { useTeamMutationsRecordUseMutation } from './__generated__/useTeamMutationsRecordUseMutation.graphql';
import type { useTeamMutationsCopyPromptMutation } from './__generated__/useTeamMutationsCopyPromptMutation.graphql';
import type { useTeamMutationsUpdatePromptMutation } from './__generated__/useTeamMutationsUpdatePromptMutation.graphql';
import type { useTeamMutationsCreateCategoryMutation } from './__generated__/useTeamMutationsCreateCategoryMutation.graphql';
import type { useTeamMutationsRenameCategoryMutation } from './__generated__/useTeamMutationsRenameCategoryMutation.graphql';
import type { useTeamMutationsDeleteCategoryMutation } from './__generated__/useTeamMutationsDeleteCategoryMutation.graphql';

// The Team page's actions. Each answers with little: the page reloads its query after a success (TeamPage).

const failureTitle = teamMessages.actionFailed;

export const useCreateTeam = () =>
  useMutation<useTeamMutationsCreateMutation>(
    graphql`
      mutation useTeamMutationsCreateMutation($input: TeamNameInput!) {
        createTeam(input: $input) {
          __typename
          ... on MutationCreateTeamSuccess {
            data {
              id
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useRenameTeam = () =>
  useMutation<useTeamMutationsRenameMutation>(
    graphql`
      mutation useTeamMutationsRenameMutation($input: TeamNameInput!) {
        renameTeam(input: $input) {
          __typename
          ... on MutationRenameTeamSuccess {
            data {
              id
              name
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useInvite = () =>
  useMutation<useTeamMutationsInviteMutation>(
    graphql`
      mutation useTeamMutationsInviteMutation($input: InviteToTeamInput!) {
        inviteToTeam(input: $input) {
          __typename
          ... on MutationInviteToTeamSuccess {
            data {
              id
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useAcceptInvitation = () =>
  useMutation<useTeamMutationsAcceptMutation>(
    graphql`
      mutation useTeamMutationsAcceptMutation($input: TeamInvitationRefInput!) {
        acceptTeamInvitation(input: $input) {
          __typename
          ... on MutationAcceptTeamInvitationSuccess {
            data {
              id
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useDeclineInvitation = () =>
  useMutation<useTeamMutationsDeclineMutation>(
    graphql`
      mutation useTeamMutationsDeclineMutation($input: TeamInvitationRefInput!) {
        declineTeamInvitation(input: $input) {
          __typename
          ... on MutationDeclineTeamInvitationSuccess {
            data {
              id
              status
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useCancelInvitation = () =>
  useMutation<useTeamMutationsCancelMutation>(
    graphql`
      mutation useTeamMutationsCancelMutation($input: TeamInvitationRefInput!) {
        cancelTeamInvitation(input: $input) {
          __typename
          ... on MutationCancelTeamInvitationSuccess {
            data {
              id
              status
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useRemoveMember = () =>
  useMutation<useTeamMutationsRemoveMutation>(
    graphql`
      mutation useTeamMutationsRemoveMutation($input: TeamMemberRefInput!) {
        removeTeamMember(input: $input) {
          __typename
          ... on MutationRemoveTeamMemberSuccess {
            data {
              userDatabaseId
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useTransferOwnership = () =>
  useMutation<useTeamMutationsTransferMutation>(
    graphql`
      mutation useTeamMutationsTransferMutation($input: TeamMemberRefInput!) {
        transferTeamOwnership(input: $input) {
          __typename
          ... on MutationTransferTeamOwnershipSuccess {
            data {
              id
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useCreateTeamPrompt = () =>
  useMutation<useTeamMutationsCreatePromptMutation>(
    graphql`
      mutation useTeamMutationsCreatePromptMutation($input: CreateTeamPromptInput!) {
        createTeamPrompt(input: $input) {
          __typename
          ... on MutationCreateTeamPromptSuccess {
            data {
              id
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useDeleteTeamPrompt = () =>
  useMutation<useTeamMutationsDeletePromptMutation>(
    graphql`
      mutation useTeamMutationsDeletePromptMutation($input: TeamPromptRefInput!) {
        deleteTeamPrompt(input: $input) {
          __typename
          ... on MutationDeleteTeamPromptSuccess {
            data {
              deletedDatabaseId
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

export const useCopyTeamPrompt = () =>
  useMutation<useTeamMutationsCopyPromptMutation>(
    graphql`
      mutation useTeamMutationsCopyPromptMutation($input: CopyTeamPromptInput!) {
        copyTeamPrompt(input: $input) {
          __typename
          ... on MutationCopyTeamPromptSuccess {
            data {
              id
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

/** Counts a fill-in or an optimization of a team prompt for the owner's numbers; a failure is not worth a toast. */
export const useRecordTeamPromptUse = () =>
  useMutation<useTeamMutationsRecordUseMutation>(
    graphql`
      mutation useTeamMutationsRecordUseMutation($input: RecordTeamPromptUseInput!) {
        recordTeamPromptUse(input: $input) {
          __typename
          ... on MutationRecordTeamPromptUseSuccess {
            data
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

/** Any member edits a team prompt; the server keeps what it was as a version with who made it. */
export const useUpdateTeamPrompt = () =>
  useMutation<useTeamMutationsUpdatePromptMutation>(
    graphql`
      mutation useTeamMutationsUpdatePromptMutation($input: UpdateTeamPromptInput!) {
        updateTeamPrompt(input: $input) {
          __typename
          ... on MutationUpdateTeamPromptSuccess {
            data {
              id
              title
              content
              version
              editorUsername
              category {
                id
              }
              teamCategory {
                id
                name
              }
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle: teamMessages.editFailed },
  );

/** Any member adds a category to the team. */
export const useCreateTeamCategory = () =>
  useMutation<useTeamMutationsCreateCategoryMutation>(
    graphql`
      mutation useTeamMutationsCreateCategoryMutation($input: CreateTeamCategoryInput!) {
        createTeamCategory(input: $input) {
          __typename
          ... on MutationCreateTeamCategorySuccess {
            data {
              id
              name
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

/** Any member renames a team category. */
export const useRenameTeamCategory = () =>
  useMutation<useTeamMutationsRenameCategoryMutation>(
    graphql`
      mutation useTeamMutationsRenameCategoryMutation($input: RenameTeamCategoryInput!) {
        renameTeamCategory(input: $input) {
          __typename
          ... on MutationRenameTeamCategorySuccess {
            data {
              id
              name
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );

/** The owner, or the member who created it, deletes a team category; its prompts stay, uncategorised. */
export const useDeleteTeamCategory = () =>
  useMutation<useTeamMutationsDeleteCategoryMutation>(
    graphql`
      mutation useTeamMutationsDeleteCategoryMutation($input: TeamCategoryRefInput!) {
        deleteTeamCategory(input: $input) {
          __typename
          ... on MutationDeleteTeamCategorySuccess {
            data {
              deletedDatabaseId
            }
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    { failureTitle },
  );
