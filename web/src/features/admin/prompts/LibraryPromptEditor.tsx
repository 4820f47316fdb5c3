import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field as FluentField,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { z } from 'zod/mini';
import { languages, type Language } from '../../../../../shared/languages';
import { PROMPT_CONTENT_MAX, PROMPT_TITLE_MAX, libraryPromptCategoryIds, promptContent, promptTitle } from '../../../../../shared/rules';
import { Checkbox } from '../../../forms/Checkbox';
import { Field } from '../../../forms/Field';
import { SubmitButton } from '../../../forms/SubmitButton';
import { TextInput } from '../../../forms/TextInput';
import { useZodForm } from '../../../forms/useZodForm';
import { useNotify } from '../../../notify/useNotify';
import { graphql } from '../../../relay/graphql';
import { AppDialog } from '../../../ui/AppDialog';
import { SectionSpinner } from '../../../ui/Spinners';
import { libraryAdminMessages } from './libraryAdminMessages';
import { useCreateLibraryPromptMutation } from './useCreateLibraryPromptMutation';
import { useUpdateLibraryPromptMutation } from './useUpdateLibraryPromptMutation';
import type { LibraryPromptEditorQuery } from './__generated__/LibraryPromptEditorQuery.graphql';

const editorSchema = z.object({
  title: promptTitle,
  content: promptContent,
  language: z.enum(languages),
  isPremium: z.boolean(),
  categoryIds: libraryPromptCategoryIds,
});

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '16px 24px' },
  fieldset: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: '4px', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  categories: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    maxHeight: '180px',
    overflowY: 'auto',
    padding: '4px 8px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  error: { marginTop: '4px', color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

/**
 * The admin's library-prompt editor: 'Crear Nuevo' in the library (no `promptId`) or Edit on a
 * library prompt. Title, content, categories, language and the Premium flag. Its data (the
 * categories, the prompt) loads when it opens; a success reloads the page's data.
 */
export function LibraryPromptEditor({
  promptId,
  defaultCategorySlug,
  open,
  onOpenChange,
}: {
  promptId?: string;
  /** 'Crear Nuevo' from a category page starts with that category ticked. */
  defaultCategorySlug?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // A fresh form, with fresh data, every time the dialog opens.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      {openings > 0 ? (
        <Suspense fallback={<SectionSpinner />}>
          <EditorForm
            key={openings}
            fetchKey={openings}
            promptId={promptId}
            defaultCategorySlug={defaultCategorySlug ?? null}
            onClose={() => onOpenChange(false)}
          />
        </Suspense>
      ) : null}
    </AppDialog>
  );
}

function EditorForm({
  promptId,
  defaultCategorySlug,
  fetchKey,
  onClose,
}: {
  promptId?: string;
  defaultCategorySlug: string | null;
  fetchKey: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const editing = promptId !== undefined;
  const data = useLazyLoadQuery<LibraryPromptEditorQuery>(
    graphql`
      query LibraryPromptEditorQuery($id: ID!, $editing: Boolean!) {
        categories {
          id
          name
          slug
        }
        node(id: $id) @include(if: $editing) {
          ... on Prompt {
            title
            content
            language
            isPremium
            categories {
              id
            }
          }
        }
      }
    `,
    { id: promptId ?? '', editing },
    { fetchPolicy: editing ? 'network-only' : 'store-or-network', fetchKey },
  );
  const prompt = data.node;
  const [createPrompt, creating] = useCreateLibraryPromptMutation();
  const [updatePrompt, updating] = useUpdateLibraryPromptMutation();
  const form = useZodForm(editorSchema, {
    title: prompt?.title ?? '',
    content: prompt?.content ?? '',
    language: (prompt?.language ?? intl.locale.slice(0, 2)) as Language,
    isPremium: prompt?.isPremium ?? false,
    categoryIds: prompt?.categories?.map((category) => category.id) ?? data.categories.filter((c) => c.slug === defaultCategorySlug).map((c) => c.id),
  });
  const categoriesField = form.field('categoryIds');

  const submit = form.handleSubmit(async (input) => {
    const result = editing ? await updatePrompt({ input: { id: promptId, ...input } }) : await createPrompt({ input });
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(editing ? libraryAdminMessages.updated : libraryAdminMessages.created), result.data.title);
    onClose();
    // The store is stale now: the page's loader fetches the library again.
    await revalidator.revalidate();
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(editing ? libraryAdminMessages.editHeading : libraryAdminMessages.createHeading)}</DialogTitle>
        <DialogContent className={styles.form}>
          {editing ? null : <p className={styles.intro}>{intl.formatMessage(libraryAdminMessages.intro)}</p>}
          <Field label={intl.formatMessage(libraryAdminMessages.title)} required hint={form.lengthHint('title', PROMPT_TITLE_MAX)} {...form.field('title')}>
            <TextInput maxLength={PROMPT_TITLE_MAX} {...form.bind('title')} />
          </Field>
          <FluentField
            label={intl.formatMessage(libraryAdminMessages.content)}
            required
            hint={intl.formatMessage(libraryAdminMessages.contentHint)}
            {...form.field('content')}
          >
            <Textarea rows={8} resize="vertical" maxLength={PROMPT_CONTENT_MAX} {...form.bind('content')} />
          </FluentField>
          <fieldset className={styles.fieldset} aria-describedby={categoriesField.validationMessage ? 'library-prompt-categories-error' : undefined}>
            <legend className={styles.legend}>{intl.formatMessage(libraryAdminMessages.categories)}</legend>
            <div className={styles.categories}>
              {data.categories.map((category) => (
                <Checkbox key={category.id} label={category.name} value={category.id} {...form.register('categoryIds')} />
              ))}
            </div>
            {categoriesField.validationMessage ? (
              <div id="library-prompt-categories-error" role="alert" className={styles.error}>
                {categoriesField.validationMessage}
              </div>
            ) : null}
          </fieldset>
          <div className={styles.row}>
            <FluentField label={intl.formatMessage(libraryAdminMessages.language)} {...form.field('language')}>
              <Select {...form.bind('language')}>
                <option value="es">{intl.formatMessage(libraryAdminMessages.spanish)}</option>
                <option value="en">{intl.formatMessage(libraryAdminMessages.english)}</option>
              </Select>
            </FluentField>
            <Checkbox label={intl.formatMessage(libraryAdminMessages.premium)} {...form.register('isPremium')} />
          </div>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(libraryAdminMessages.cancel)}
          </Button>
          <SubmitButton
            pending={creating || updating}
            label={editing ? libraryAdminMessages.save : libraryAdminMessages.create}
            pendingLabel={editing ? libraryAdminMessages.saving : libraryAdminMessages.creating}
          />
        </DialogActions>
      </DialogBody>
    </form>
  );
}
