import { Button, Card, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { CATEGORY_NAME_MAX } from '../../../../shared/rules';
import { useNotify } from '../../notify/useNotify';
import { graphql } from '../../relay/graphql';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { deleteTeamCategoryTextMessage, promptCountMessage, teamMessages } from './teamMessages';
import { useCreateTeamCategory, useDeleteTeamCategory, useRenameTeamCategory } from './useTeamMutations';
import type { TeamCategoriesPanel_categories$key } from './__generated__/TeamCategoriesPanel_categories.graphql';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '8px' },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '8px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  grow: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The team's own categories: any member creates and renames them; the owner or the creator deletes one. */
export function TeamCategoriesPanel({ categories: categoriesKey, onChanged }: { categories: TeamCategoriesPanel_categories$key; onChanged: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [create, creating] = useCreateTeamCategory();
  const [rename] = useRenameTeamCategory();
  const [remove] = useDeleteTeamCategory();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  // The inline rename form replaces its category's Rename button: when it closes, the button mounts again and takes focus.
  const focusRenameOf = useRef<string | null>(null);
  const closeRename = (id: string) => {
    focusRenameOf.current = id;
    setRenaming(null);
  };
  const categories = useFragment(
    graphql`
      fragment TeamCategoriesPanel_categories on TeamCategory @relay(plural: true) {
        id
        name
        promptCount
        viewerMayDelete
      }
    `,
    categoriesKey,
  );
  const after = (result: Promise<{ ok: boolean }>, done: () => void) =>
    void result.then((outcome) => {
      if (!outcome.ok) return;
      done();
      onChanged();
    });
  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    after(create({ input: { name } }), () => setName(''));
  };
  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    if (renaming) after(rename({ input: renaming }), () => closeRename(renaming.id));
  };
  const nameLabel = intl.formatMessage(teamMessages.categoryNameLabel);

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={submitNew}>
        <Field label={nameLabel}>
          <Input value={name} onChange={(_event, value) => setName(value.value)} maxLength={CATEGORY_NAME_MAX} required />
        </Field>
        <Button type="submit" disabled={creating}>
          {intl.formatMessage(teamMessages.createCategory)}
        </Button>
      </form>
      {categories.length === 0 ? <p className={styles.muted}>{intl.formatMessage(teamMessages.categoriesEmpty)}</p> : null}
      <ul className={styles.list} data-testid="team-categories">
        {categories.map((category) => (
          <li key={category.id}>
            <Card className={styles.row}>
              {renaming?.id === category.id ? (
                <form
                  className={styles.form}
                  onSubmit={submitRename}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') closeRename(category.id);
                  }}
                >
                  <Field label={`${intl.formatMessage(teamMessages.renameCategory)}: ${category.name}`}>
                    <Input
                      autoFocus
                      value={renaming.name}
                      onChange={(_event, value) => setRenaming({ id: category.id, name: value.value })}
                      maxLength={CATEGORY_NAME_MAX}
                      required
                    />
                  </Field>
                  <Button onClick={() => closeRename(category.id)}>{intl.formatMessage(teamMessages.cancel)}</Button>
                  <Button type="submit" appearance="primary">
                    {intl.formatMessage(teamMessages.saveCategory)}
                  </Button>
                </form>
              ) : (
                <>
                  <span className={styles.grow}>
                    {category.name} <span className={styles.muted}>· {intl.formatMessage(promptCountMessage, { count: category.promptCount })}</span>
                  </span>
                  <Button
                    ref={(button) => {
                      if (button && focusRenameOf.current === category.id) {
                        focusRenameOf.current = null;
                        button.focus();
                      }
                    }}
                    aria-label={`${intl.formatMessage(teamMessages.renameCategory)}: ${category.name}`}
                    onClick={() => setRenaming({ id: category.id, name: category.name })}
                  >
                    {intl.formatMessage(teamMessages.renameCategory)}
                  </Button>
                  {category.viewerMayDelete ? (
                    <Button
                      aria-label={`${intl.formatMessage(teamMessages.deleteCategory)}: ${category.name}`}
                      onClick={() => setDeleting({ id: category.id, name: category.name })}
                    >
                      {intl.formatMessage(teamMessages.deleteCategory)}
                    </Button>
                  ) : null}
                </>
              )}
            </Card>
          </li>
        ))}
      </ul>
      {/* Asked first, as a personal category's deletion is: this one goes for the whole team. */}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={intl.formatMessage(teamMessages.deleteCategoryHeading)}
        text={deleting ? intl.formatMessage(deleteTeamCategoryTextMessage, { name: deleting.name }) : null}
        cancelLabel={intl.formatMessage(teamMessages.cancel)}
        confirmLabel={intl.formatMessage(teamMessages.confirmDeleteCategory)}
        onConfirm={() => {
          if (!deleting) return;
          after(remove({ input: { id: deleting.id } }), () => {
            notify.success(intl.formatMessage(teamMessages.categoryDeleted));
            // Its row, where focus went back, leaves with the category when the list reloads: the main region takes focus.
            document.getElementById('main')?.focus();
          });
        }}
      />
    </div>
  );
}
