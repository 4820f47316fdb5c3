import { Field, Input, Select, Textarea, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { z } from 'zod/mini';
import { PROMPT_CONTENT_MAX, PROMPT_TITLE_MAX, promptCategoryId, promptContent, promptTitle } from '../../../../shared/rules';
import type { useZodForm } from '../../forms/useZodForm';
import type { PromptFields_categories$key } from './__generated__/PromptFields_categories.graphql';
import { PromptVariableHint } from './PromptVariableHint';

const messages = defineMessages({
  title: { id: 'library.create.title', defaultMessage: 'Título' },
  titlePlaceholder: { id: 'library.create.titlePlaceholder', defaultMessage: 'Ej.: Plan de contenidos para redes sociales' },
  category: { id: 'library.create.category', defaultMessage: 'Categoría' },
  categoryPlaceholder: { id: 'library.create.categoryPlaceholder', defaultMessage: 'Selecciona una categoría' },
  content: { id: 'library.create.content', defaultMessage: 'Contenido del Prompt' },
  contentPlaceholder: {
    id: 'library.create.contentPlaceholder',
    defaultMessage: 'Escribe tu prompt. Puedes usar [corchetes] para marcar lo que hay que completar.',
  },
  contentHint: {
    id: 'library.create.contentHint',
    defaultMessage: 'Admite Markdown sencillo: listas con «-», **negrita** y `código`.',
  },
});

const useStyles = makeStyles({
  // A native select is as wide as its longest option: without this a long category name pushes it out of a phone's dialog.
  select: { minWidth: 0 },
});

/** A prompt of the viewer's own as its create and edit forms hold it: the rules the server applies. */
export const promptFormSchema = z.object({ title: promptTitle, categoryId: promptCategoryId, content: promptContent });
export type PromptFormValues = z.infer<typeof promptFormSchema>;

/**
 * Title, library category and content: the fields of creating and of editing a prompt.
 * `categoryOptions` replaces the library's options where a prompt may be filed elsewhere too (a team prompt);
 * `categoryRequired` is false where the prompt may have none (an uncategorised team prompt).
 */
export function PromptFields({
  form,
  categories: categoriesKey,
  categoryOptions,
  categoryRequired = true,
}: {
  form: ReturnType<typeof useZodForm<PromptFormValues>>;
  categories: PromptFields_categories$key;
  categoryOptions?: ReactNode;
  categoryRequired?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const categories = useFragment(
    graphql`
      fragment PromptFields_categories on Category @relay(plural: true) {
        id
        name
      }
    `,
    categoriesKey,
  );
  return (
    <>
      <Field label={intl.formatMessage(messages.title)} required hint={form.lengthHint('title', PROMPT_TITLE_MAX)} {...form.field('title')}>
        <Input maxLength={PROMPT_TITLE_MAX} placeholder={intl.formatMessage(messages.titlePlaceholder)} {...form.bind('title')} />
      </Field>
      <Field label={intl.formatMessage(messages.category)} required={categoryRequired} {...form.field('categoryId')}>
        <Select className={styles.select} {...form.bind('categoryId')}>
          <option value="" disabled>
            {intl.formatMessage(messages.categoryPlaceholder)}
          </option>
          {categoryOptions ??
            categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
        </Select>
      </Field>
      <Field label={intl.formatMessage(messages.content)} required hint={intl.formatMessage(messages.contentHint)} {...form.field('content')}>
        <Textarea
          rows={8}
          resize="vertical"
          maxLength={PROMPT_CONTENT_MAX}
          placeholder={intl.formatMessage(messages.contentPlaceholder)}
          {...form.bind('content')}
        />
      </Field>
      <PromptVariableHint content={form.watch('content')} />
    </>
  );
}
