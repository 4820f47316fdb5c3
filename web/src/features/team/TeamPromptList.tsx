import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../relay/graphql';
import { useNotify } from '../../notify/useNotify';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { UsePromptButton } from '../fill-in/UsePromptButton';
import { EditTeamPromptDialog } from './EditTeamPromptDialog';
import { TeamPromptVersions } from './TeamPromptVersions';
import { deleteTeamPromptTextMessage, filedInMessage, promptByMessage, teamMessages } from './teamMessages';
import { useCopyTeamPrompt, useDeleteTeamPrompt, useRecordTeamPromptUse } from './useTeamMutations';
import type { TeamPromptList_prompts$key } from './__generated__/TeamPromptList_prompts.graphql';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  content: { margin: 0, whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground2 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * Team prompts with what every member may do to each: use (fill in variables), optimize, copy to
 * their own prompts, edit (keeping versions) and see the versions; delete for the owner and the
 * prompt's author. The Team page and the team space in My Prompts both show it.
 */
export function TeamPromptList({
  prompts: promptsKey,
  viewerDatabaseId,
  isOwner,
  copyCategoryId,
  onChanged,
}: {
  prompts: TeamPromptList_prompts$key;
  viewerDatabaseId: number;
  isOwner: boolean;
  /** The library category a copy goes to when the team prompt has none (own prompts need one). */
  copyCategoryId: string | null;
  /** After an edit or a deletion: the owner of the list reloads it. */
  onChanged: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const [deletePrompt] = useDeleteTeamPrompt();
  const [copyPrompt] = useCopyTeamPrompt();
  const [recordUse] = useRecordTeamPromptUse();
  const [editing, setEditing] = useState<string | null>(null);
  const [versionsShown, setVersionsShown] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const prompts = useFragment(
    graphql`
      fragment TeamPromptList_prompts on TeamPrompt @relay(plural: true) {
        id
        title
        content
        version
        authorDatabaseId
        authorUsername
        editorUsername
        category {
          name
        }
        teamCategory {
          name
        }
        ...TeamPromptVersions_prompt
      }
    `,
    promptsKey,
  );

  return (
    <>
      <ul className={styles.list} data-testid="team-prompts">
        {prompts.map((prompt) => {
          const filedIn = prompt.teamCategory?.name ?? prompt.category?.name;
          return (
            <li key={prompt.id}>
              <Card>
                <strong>{prompt.title}</strong>
                <p className={styles.content}>{prompt.content}</p>
                <p className={styles.muted}>
                  {intl.formatMessage(promptByMessage, { author: prompt.authorUsername ?? '—', version: prompt.version, editor: prompt.editorUsername ?? '—' })}
                  {filedIn ? ` · ${intl.formatMessage(filedInMessage, { category: filedIn })}` : null}
                </p>
                <div className={styles.row}>
                  <span onClickCapture={() => void recordUse({ input: { id: prompt.id, kind: 'filled' } }, { toast: false })}>
                    <UsePromptButton content={prompt.content} title={prompt.title} />
                  </span>
                  <Button
                    onClick={() => {
                      void recordUse({ input: { id: prompt.id, kind: 'optimized' } }, { toast: false });
                      void navigate(`/optimize?prompt=${encodeURIComponent(prompt.content)}`);
                    }}
                  >
                    {intl.formatMessage(teamMessages.optimize)}
                  </Button>
                  <Button
                    onClick={() =>
                      void copyPrompt({ input: { id: prompt.id, categoryId: copyCategoryId } }).then((result) => {
                        if (result.ok) notify.success(intl.formatMessage(teamMessages.copied));
                      })
                    }
                  >
                    {intl.formatMessage(teamMessages.copyToMine)}
                  </Button>
                  <Button onClick={() => setEditing(prompt.id)}>{intl.formatMessage(teamMessages.editPrompt)}</Button>
                  <Button aria-expanded={versionsShown === prompt.id} onClick={() => setVersionsShown(versionsShown === prompt.id ? null : prompt.id)}>
                    {intl.formatMessage(versionsShown === prompt.id ? teamMessages.hideVersions : teamMessages.showVersions)}
                  </Button>
                  {isOwner || prompt.authorDatabaseId === viewerDatabaseId ? (
                    <Button onClick={() => setDeleting({ id: prompt.id, title: prompt.title })}>{intl.formatMessage(teamMessages.deletePrompt)}</Button>
                  ) : null}
                </div>
                {versionsShown === prompt.id ? <TeamPromptVersions prompt={prompt} /> : null}
              </Card>
            </li>
          );
        })}
      </ul>
      <EditTeamPromptDialog
        promptId={editing ?? ''}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={onChanged}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={intl.formatMessage(teamMessages.deletePromptHeading)}
        text={deleting ? intl.formatMessage(deleteTeamPromptTextMessage, { title: deleting.title }) : null}
        cancelLabel={intl.formatMessage(teamMessages.cancel)}
        confirmLabel={intl.formatMessage(teamMessages.confirmDeletePrompt)}
        onConfirm={() => {
          if (!deleting) return;
          void deletePrompt({ input: { id: deleting.id } }).then((result) => {
            if (!result.ok) return;
            onChanged();
            // Its card, where focus went back, leaves with the prompt when the list reloads: the main region takes focus, as for own prompts.
            document.getElementById('main')?.focus();
          });
        }}
      />
    </>
  );
}
