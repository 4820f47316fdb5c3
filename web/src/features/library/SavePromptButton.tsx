import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BookmarkFilled, BookmarkOffRegular, BookmarkRegular, FolderAddRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { useNotify } from '../../notify/useNotify';
import { libraryMessages, savedLimitReasonMessage } from './libraryMessages';
import { usePromptLists } from './promptLists';
import { useSaveTargets } from './SaveTargets';
import { useSavePromptMutation } from './useSavePromptMutation';
import { useUnsavePromptMutation } from './useUnsavePromptMutation';
import type { SavePromptButton_prompt$key } from './__generated__/SavePromptButton_prompt.graphql';

// Loaded on the first 'Nueva categoría…': every card has a save menu, few create a category from it.
const UserCategoryDialog = lazy(async () => ({ default: (await import('../categories/UserCategoryDialog')).UserCategoryDialog }));

const useStyles = makeStyles({
  saved: { color: tokens.colorBrandForeground1 },
});

/** The radio value of 'Sin categoría' (personal category names are never empty). */
const UNFILED = '';

/**
 * The save button of a prompt: a menu to save it (or move it) into 'Sin categoría', one of the
 * viewer's personal categories or a new one, and to remove it from the saved prompts. At the
 * plan's limit it is disabled and says why; a locked prompt cannot be saved (it can be unsaved).
 * `filedIn` is the saved prompt's category when the caller knows it (My Prompts).
 */
export function SavePromptButton({
  prompt: promptKey,
  filedIn,
  appearance = 'subtle',
}: {
  prompt: SavePromptButton_prompt$key;
  filedIn?: string | null;
  appearance?: 'subtle' | 'secondary';
}) {
  const prompt = useFragment(
    graphql`
      fragment SavePromptButton_prompt on Prompt {
        id
        isSaved
        isLocked
        isOwn
      }
    `,
    promptKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const { categories, categoryConnections, limitReached, visitor } = useSaveTargets();
  const lists = usePromptLists();
  const [savePrompt, saving] = useSavePromptMutation();
  const [unsavePrompt, unsaving] = useUnsavePromptMutation();
  const [creating, setCreating] = useState(false);
  // 'Nueva categoría…' goes away with its menu: closing the dialog it opens returns focus here.
  const menuButton = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on, so closing can fade out.
  const [dialogMounted, setDialogMounted] = useState(false);

  // Filing a saved prompt elsewhere moves it: its edge is already in the saved lists.
  const save = async (customCategory: string | null) => {
    const result = await savePrompt({
      input: { promptId: prompt.id, customCategory },
      savedConnections: prompt.isSaved ? [] : lists.saved,
      createdConnections: prompt.isOwn && !prompt.isSaved ? lists.created : [],
    });
    if (result.ok) {
      notify.success(intl.formatMessage(libraryMessages.savedToast), customCategory ?? intl.formatMessage(libraryMessages.savedToastBody));
    }
  };

  const unsave = async () => {
    const result = await unsavePrompt({
      input: { promptId: prompt.id },
      savedConnections: lists.saved,
      createdConnections: prompt.isOwn ? lists.created : [],
    });
    if (result.ok) {
      notify.success(intl.formatMessage(libraryMessages.unsavedToast), intl.formatMessage(libraryMessages.unsavedToastBody));
    }
  };

  const icon = prompt.isSaved ? <BookmarkFilled /> : <BookmarkRegular />;
  const className = prompt.isSaved ? styles.saved : undefined;
  const blockedReason = visitor
    ? intl.formatMessage(libraryMessages.signInToSave)
    : prompt.isSaved || limitReached === null
      ? null
      : intl.formatMessage(savedLimitReasonMessage, { limit: limitReached });

  if (blockedReason !== null || (prompt.isLocked && !prompt.isSaved)) {
    const label = intl.formatMessage(libraryMessages.save);
    return (
      <Tooltip content={blockedReason ?? label} relationship={blockedReason ? 'description' : 'label'} showDelay={300} hideDelay={300}>
        <Button
          appearance={appearance}
          icon={icon}
          aria-label={label}
          aria-pressed={false}
          disabled={blockedReason === null}
          disabledFocusable={blockedReason !== null}
          data-testid="save-toggle"
        />
      </Tooltip>
    );
  }

  const label = intl.formatMessage(libraryMessages.save);
  const checked = prompt.isSaved && filedIn !== undefined ? [filedIn ?? UNFILED] : [];
  return (
    <>
      <Menu
        checkedValues={{ category: checked }}
        onCheckedValueChange={(_, data) => {
          const [name] = data.checkedItems;
          // The mutation never rejects and reports its own failure: nothing to wait for in a menu's callback.
          void save(name === UNFILED || name === undefined ? null : name);
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={label} relationship="label" showDelay={700} hideDelay={300}>
            <Button
              ref={menuButton}
              appearance={appearance}
              className={className}
              icon={icon}
              aria-pressed={prompt.isSaved}
              aria-haspopup="menu"
              disabledFocusable={saving || unsaving}
              data-testid="save-toggle"
            />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>{intl.formatMessage(prompt.isSaved ? libraryMessages.moveTo : libraryMessages.saveIn)}</MenuGroupHeader>
              <MenuItemRadio name="category" value={UNFILED}>
                {intl.formatMessage(libraryMessages.unfiled)}
              </MenuItemRadio>
              {categories.map((category) => (
                <MenuItemRadio key={category.id} name="category" value={category.name}>
                  {category.name}
                </MenuItemRadio>
              ))}
            </MenuGroup>
            <MenuDivider />
            <MenuItem
              icon={<FolderAddRegular />}
              onClick={() => {
                setDialogMounted(true);
                setCreating(true);
              }}
            >
              {intl.formatMessage(libraryMessages.newCategory)}
            </MenuItem>
            {prompt.isSaved ? (
              <MenuItem icon={<BookmarkOffRegular />} onClick={unsave}>
                {intl.formatMessage(libraryMessages.unsave)}
              </MenuItem>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <UserCategoryDialog
            target={{ mode: 'create' }}
            open={creating}
            onOpenChange={setCreating}
            connections={categoryConnections}
            onCreated={(name) => save(name)}
            returnFocusTo={() => menuButton.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
