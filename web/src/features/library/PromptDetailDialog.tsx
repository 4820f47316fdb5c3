import {
  Badge,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, DiamondRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { CopyButton } from '../../ui/CopyButton';
import { OwnPromptActions } from '../my-prompts/OwnPromptActions';
import { SectionSpinner } from '../../ui/Spinners';
import { UsePromptButton } from '../fill-in/UsePromptButton';
import { AppDialog } from '../../ui/AppDialog';
import { LockNotice } from './LockNotice';
import { Markdown } from './Markdown';
import { SavePromptButton } from './SavePromptButton';
import { libraryMessages } from './libraryMessages';
import { useIsLibraryAdmin } from './libraryAdmin';
import { libraryAdminMessages } from '../admin/prompts/libraryAdminMessages';
import type { PromptDetailDialog_prompt$key } from './__generated__/PromptDetailDialog_prompt.graphql';

// The admin's Edit and Delete load on first use: other readers never download them.
const LibraryPromptEditor = lazy(async () => ({ default: (await import('../admin/prompts/LibraryPromptEditor')).LibraryPromptEditor }));
const DeleteLibraryPromptDialog = lazy(async () => ({ default: (await import('../admin/prompts/DeleteLibraryPromptDialog')).DeleteLibraryPromptDialog }));
// The versions of the viewer's own prompts, with the diff view: loaded when such a prompt is opened.
const PromptVersions = lazy(async () => ({ default: (await import('../my-prompts/PromptVersions')).PromptVersions }));

const useStyles = makeStyles({
  title: { overflowWrap: 'anywhere' },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px', marginBottom: '16px' },
  body: {
    maxHeight: 'min(60vh, 560px)',
    overflowY: 'auto',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Up to seven actions (admin or own prompt, Save, Use, Copy, Close): they wrap on narrow screens.
  actions: { flexWrap: 'wrap', justifyContent: 'flex-end', '@media (max-width: 480px)': { flexDirection: 'row', justifyContent: 'flex-end' } },
});

/**
 * A prompt in full: title, categories, Premium or Free, the content as light Markdown, Save, Copy
 * and Close. A locked prompt shows why instead of its content (the server never sends it).
 */
export function PromptDetailDialog({
  prompt: promptKey,
  open,
  onOpenChange,
  filedIn,
}: {
  prompt: PromptDetailDialog_prompt$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filedIn?: string | null;
}) {
  const prompt = useFragment(
    graphql`
      fragment PromptDetailDialog_prompt on Prompt {
        id
        isOwn
        title
        content
        isPremium
        lockReason
        categories {
          id
          name
        }
        ...SavePromptButton_prompt
      }
    `,
    promptKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  // An admin in the library edits and deletes library prompts from here (not users' own prompts).
  const administers = useIsLibraryAdmin() && !prompt.isOwn;
  const [adminDialog, setAdminDialog] = useState<'edit' | 'delete' | null>(null);
  const [adminOpen, setAdminOpen] = useState(false);
  const openAdmin = (kind: 'edit' | 'delete') => {
    onOpenChange(false);
    setAdminDialog(kind);
    setAdminOpen(true);
  };
  return (
    <>
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle className={styles.title}>{prompt.title}</DialogTitle>
        <DialogContent>
          <div className={styles.meta} aria-label={intl.formatMessage(libraryMessages.categoriesLabel)}>
            {prompt.categories.map((category) => (
              <Badge key={category.id} appearance="tint" color="informative" shape="rounded">
                {category.name}
              </Badge>
            ))}
            {/* 'Gratis' would contradict the lock notice of a prompt past the free plan's limit. */}
            {prompt.isOwn ? (
              <Badge appearance="outline" color="informative" shape="rounded" data-testid="prompt-tier">
                {intl.formatMessage(libraryMessages.mine)}
              </Badge>
            ) : prompt.isPremium || prompt.content != null ? (
              <Badge
                appearance={prompt.isPremium ? 'filled' : 'outline'}
                color={prompt.isPremium ? 'brand' : 'success'}
                shape="rounded"
                icon={prompt.isPremium ? <DiamondRegular /> : undefined}
                data-testid="prompt-tier"
              >
                {intl.formatMessage(prompt.isPremium ? libraryMessages.premium : libraryMessages.free)}
              </Badge>
            ) : null}
          </div>
          {prompt.content == null ? (
            <LockNotice reason={prompt.lockReason ?? 'PREMIUM'} />
          ) : (
            <div className={styles.body} tabIndex={0}>
              <Markdown text={prompt.content} />
            </div>
          )}
          {prompt.isOwn && open ? (
            <Suspense fallback={<SectionSpinner />}>
              <PromptVersions promptId={prompt.id} />
            </Suspense>
          ) : null}
        </DialogContent>
        <DialogActions className={styles.actions}>
          {administers ? (
            <>
              <Button appearance="subtle" icon={<EditRegular />} onClick={() => openAdmin('edit')}>
                {intl.formatMessage(libraryAdminMessages.edit)}
              </Button>
              <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => openAdmin('delete')}>
                {intl.formatMessage(libraryAdminMessages.delete)}
              </Button>
            </>
          ) : null}
          {prompt.isOwn ? <OwnPromptActions promptId={prompt.id} title={prompt.title} onDeleted={() => onOpenChange(false)} /> : null}
          <SavePromptButton prompt={prompt} filedIn={filedIn} appearance="secondary" />
          {prompt.content == null ? null : <UsePromptButton content={prompt.content} title={prompt.title} storageKey={prompt.id} appearance="secondary" />}
          {prompt.content == null ? null : <CopyButton text={prompt.content} appearance="primary" />}
          <Button appearance="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(libraryMessages.close)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
    {adminDialog ? (
      <Suspense fallback={null}>
        {adminDialog === 'edit' ? (
          <LibraryPromptEditor promptId={prompt.id} open={adminOpen} onOpenChange={setAdminOpen} />
        ) : (
          <DeleteLibraryPromptDialog promptId={prompt.id} open={adminOpen} onOpenChange={setAdminOpen} />
        )}
      </Suspense>
    ) : null}
    </>
  );
}
