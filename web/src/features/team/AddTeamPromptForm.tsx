import { Button, Field, Input, Select, Textarea, makeStyles } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PROMPT_CONTENT_MAX, PROMPT_TITLE_MAX } from '../../../../shared/rules';
import { teamMessages } from './teamMessages';
import { useCreateTeamPrompt } from './useTeamMutations';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '8px', maxWidth: '640px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
});

interface CategoryOption {
  readonly id: string;
  readonly name: string;
}

/** Adds a prompt to the team library, filed in one of the team's categories, a library category, or none. */
export function AddTeamPromptForm({
  teamCategories,
  libraryCategories,
  defaultCategoryId = '',
  onAdded,
}: {
  teamCategories: readonly CategoryOption[];
  libraryCategories: readonly CategoryOption[];
  /** The category picked at first (the team space's filter). */
  defaultCategoryId?: string;
  onAdded: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [createPrompt, adding] = useCreateTeamPrompt();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [categoryId, setCategoryId] = useState(defaultCategoryId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void createPrompt({ input: { title, content, categoryId: categoryId || null } }).then((result) => {
      if (!result.ok) return;
      setTitle('');
      setContent('');
      onAdded();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} data-testid="add-team-prompt">
      <Field label={intl.formatMessage(teamMessages.promptTitleLabel)}>
        <Input value={title} onChange={(_event, value) => setTitle(value.value)} maxLength={PROMPT_TITLE_MAX} required />
      </Field>
      <Field label={intl.formatMessage(teamMessages.promptContentLabel)}>
        <Textarea value={content} onChange={(_event, value) => setContent(value.value)} maxLength={PROMPT_CONTENT_MAX} required resize="vertical" />
      </Field>
      <Field label={intl.formatMessage(teamMessages.promptCategoryLabel)}>
        <Select value={categoryId} onChange={(_event, value) => setCategoryId(value.value)}>
          <option value="">{intl.formatMessage(teamMessages.noCategory)}</option>
          <TeamCategoryOptions teamCategories={teamCategories} libraryCategories={libraryCategories} />
        </Select>
      </Field>
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={adding}>
          {intl.formatMessage(teamMessages.addPrompt)}
        </Button>
      </div>
    </form>
  );
}

/** A team prompt's possible categories, the team's first: what a team prompt may be filed in. */
export function TeamCategoryOptions({ teamCategories, libraryCategories }: { teamCategories: readonly CategoryOption[]; libraryCategories: readonly CategoryOption[] }) {
  const intl = useIntl();
  return (
    <>
      {teamCategories.length > 0 ? (
        <optgroup label={intl.formatMessage(teamMessages.teamCategoryGroup)}>
          {teamCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </optgroup>
      ) : null}
      <optgroup label={intl.formatMessage(teamMessages.libraryCategoryGroup)}>
        {libraryCategories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </optgroup>
    </>
  );
}
