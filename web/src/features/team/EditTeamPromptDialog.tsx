import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { z } from 'zod/mini';
import { promptContent, promptTitle } from '../../../../shared/rules';
import { SubmitButton } from '../../forms/SubmitButton';
import { useZodForm } from '../../forms/useZodForm';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { AppDialog } from '../../ui/AppDialog';
import { SectionSpinner } from '../../ui/Spinners';
import { ownPromptMessages } from '../my-prompts/ownPromptMessages';
import { PromptFields, type PromptFormValues } from '../my-prompts/PromptFields';
import { TeamCategoryOptions } from './AddTeamPromptForm';
import { teamMessages } from './teamMessages';
import { useUpdateTeamPrompt } from './useTeamMutations';
import type { EditTeamPromptDialogQuery } from './__generated__/EditTeamPromptDialogQuery.graphql';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
});

// A team prompt may have no category (the team's add form leaves it optional), so an empty one is no error
// here. Its category is a team category or a library one (docs/behaviour.md, The team).
const teamPromptFormSchema = z.object({ title: promptTitle, categoryId: z.string(), content: promptContent });

/** Any member edits a team prompt: the own-prompt form's fields, filled with the prompt as it is. */
export function EditTeamPromptDialog({
  promptId,
  open,
  onOpenChange,
  onSaved,
}: {
  promptId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Suspense fallback={<SectionSpinner />}>
          <EditTeamPromptForm promptId={promptId} onClose={() => onOpenChange(false)} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </AppDialog>
  );
}

function EditTeamPromptForm({ promptId, onClose, onSaved }: { promptId: string; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [updatePrompt, isInFlight] = useUpdateTeamPrompt();
  const { categories, team, node } = useLazyLoadQuery<EditTeamPromptDialogQuery>(
    graphql`
      query EditTeamPromptDialogQuery($id: ID!) {
        categories {
          id
          name
          ...PromptFields_categories
        }
        team {
          categories {
            id
            name
          }
        }
        node(id: $id) {
          ... on TeamPrompt {
            title
            content
            category {
              id
            }
            teamCategory {
              id
            }
          }
        }
      }
    `,
    { id: promptId },
    { fetchPolicy: 'network-only' },
  );
  const was: PromptFormValues = { title: node?.title ?? '', content: node?.content ?? '', categoryId: node?.teamCategory?.id ?? node?.category?.id ?? '' };
  const form = useZodForm(teamPromptFormSchema, was);

  const submit = form.handleSubmit(async (values) => {
    // Only what changed is sent: an untouched field is no change (and keeps no version).
    const changed = {
      title: values.title === was.title.trim() ? undefined : values.title,
      content: values.content === was.content.trim() ? undefined : values.content,
      categoryId: values.categoryId === was.categoryId || values.categoryId === '' ? undefined : values.categoryId,
    };
    if (changed.title === undefined && changed.content === undefined && changed.categoryId === undefined) {
      notify.success(intl.formatMessage(ownPromptMessages.unchanged));
      return onClose();
    }
    const result = await updatePrompt({ input: { id: promptId, ...changed } });
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(ownPromptMessages.saved));
    onSaved();
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(teamMessages.editHeading)}</DialogTitle>
        <DialogContent className={styles.form}>
          <p className={styles.intro}>{intl.formatMessage(teamMessages.editIntro)}</p>
          <PromptFields
            form={form}
            categories={categories}
            // A team prompt may stay uncategorised, but an edit does not take a category away (docs/behaviour.md, The team).
            categoryRequired={was.categoryId !== ''}
            categoryOptions={
              <TeamCategoryOptions
                teamCategories={(team?.categories ?? []).map(({ id, name }) => ({ id, name }))}
                libraryCategories={categories.map(({ id, name }) => ({ id, name }))}
              />
            }
          />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(ownPromptMessages.cancel)}
          </Button>
          <SubmitButton pending={isInFlight} label={ownPromptMessages.save} pendingLabel={ownPromptMessages.saving} />
        </DialogActions>
      </DialogBody>
    </form>
  );
}
