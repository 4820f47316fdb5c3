import { Button, Select, Spinner, Tooltip, makeStyles } from '@fluentui/react-components';
import { BookmarkFilled, BookmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../notify/useNotify';
import { savedLimitReasonMessage } from '../library/libraryMessages';
import { useSaveTargets } from '../library/SaveTargets';
import { useSavePromptMutation } from '../library/useSavePromptMutation';
import { useCreatePromptMutation } from '../my-prompts/useCreatePromptMutation';
import { optimizerMessages, savedTitleMessage } from './optimizerMessages';
import { optimizedPromptTitle } from '../../../../shared/optimized-title';

/** A library category the optimized prompt can be filed in. */
export interface SaveCategory {
  id: string;
  name: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  category: { maxWidth: '220px' },
});

/**
 * 'Guardar': creates a prompt of the viewer's own titled 'Optimizado: ' + a title taken
 * from the request (its first sentence without the greeting), with the optimized text, filed in
 * the category picked beside the button (by default the category of the library prompt the result
 * drew on, else the first), then saves it, so it appears in Mis Prompts › Prompts Guardados. At the
 * plan's saved-prompt limit it is disabled and says why.
 */
export function SaveOptimizedButton({
  original,
  improved,
  categories,
  defaultCategoryId,
}: {
  original: string;
  improved: string;
  categories: readonly SaveCategory[];
  defaultCategoryId: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [categoryId, setCategoryId] = useState(defaultCategoryId);
  const notify = useNotify();
  const { limitReached } = useSaveTargets();
  const [createPrompt, creating] = useCreatePromptMutation();
  const [savePrompt, saving] = useSavePromptMutation();
  const [saved, setSaved] = useState(false);
  const pending = creating || saving;

  const save = async () => {
    const title = intl.formatMessage(savedTitleMessage, { excerpt: optimizedPromptTitle(original) });
    const created = await createPrompt({ input: { title, content: improved, categoryId }, connections: [] });
    if (!created.ok) return;
    const result = await savePrompt({ input: { promptId: created.data.id }, savedConnections: [], createdConnections: [] });
    if (!result.ok) return;
    setSaved(true);
    notify.success(intl.formatMessage(optimizerMessages.savedToast), intl.formatMessage(optimizerMessages.savedToastText));
  };

  const label = intl.formatMessage(saved ? optimizerMessages.saved : pending ? optimizerMessages.saving : optimizerMessages.save);
  const button = (
    <Button
      icon={pending ? <Spinner size="tiny" /> : saved ? <BookmarkFilled /> : <BookmarkRegular />}
      // Focusable while saving and once saved: a disabled button would drop the keyboard's focus on <body>.
      disabledFocusable={pending || saved || limitReached !== null}
      onClick={limitReached === null ? () => void save() : undefined}
      data-testid="save-optimized"
    >
      {label}
    </Button>
  );
  return (
    <span className={styles.root}>
      <Select
        className={styles.category}
        size="small"
        value={categoryId}
        disabled={pending || saved}
        onChange={(_, data) => setCategoryId(data.value)}
        aria-label={intl.formatMessage(optimizerMessages.saveCategory)}
        data-testid="save-category"
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </Select>
      {saved || limitReached === null ? (
        button
      ) : (
        <Tooltip content={intl.formatMessage(savedLimitReasonMessage, { limit: limitReached })} relationship="description" showDelay={300}>
          {button}
        </Tooltip>
      )}
    </span>
  );
}
