import { Button, Tooltip, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { BookmarkMultipleRegular, DeleteRegular, EditRegular, FolderRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { ButtonLink } from '../../ui/ButtonLink';
import { filedPromptsPath } from '../my-prompts/myPromptsUrls';
import { useIntl } from 'react-intl';
import { categoriesMessages, createdOnMessage, deleteMessage, editMessage } from './categoriesMessages';
import type { UserCategoryCard_category$key } from './__generated__/UserCategoryCard_category.graphql';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    minWidth: 0,
    padding: '16px 16px 18px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: tokens.durationFaster,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke2), boxShadow: tokens.shadow4 },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '22px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '8px' },
  text: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  date: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '2px', flexShrink: 0 },
  danger: { ':hover': { color: tokens.colorPaletteRedForeground1 } },
});

/** A personal category: its name, 'Creada el {date}', and edit / delete buttons. */
export function UserCategoryCard({
  category: categoryKey,
  onEdit,
  onDelete,
}: {
  category: UserCategoryCard_category$key;
  onEdit: (category: { id: string; name: string }) => void;
  onDelete: (category: { id: string; name: string }) => void;
}) {
  const category = useFragment(
    graphql`
      fragment UserCategoryCard_category on UserCategory {
        id
        name
        createdAt
      }
    `,
    categoryKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const editLabel = intl.formatMessage(editMessage, { name: category.name });
  const deleteLabel = intl.formatMessage(deleteMessage, { name: category.name });
  return (
    <article className={styles.card} data-testid="user-category-card">
      <div className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          <FolderRegular />
        </span>
        <div className={styles.actions}>
          <Tooltip content={editLabel} relationship="label" showDelay={700} hideDelay={300}>
            <Button
              appearance="subtle"
              icon={<EditRegular />}
              onClick={() => onEdit({ id: category.id, name: category.name })}
              data-testid="edit-category"
            />
          </Tooltip>
          <Tooltip content={deleteLabel} relationship="label" showDelay={700} hideDelay={300}>
            <Button
              appearance="subtle"
              className={styles.danger}
              icon={<DeleteRegular />}
              onClick={() => onDelete({ id: category.id, name: category.name })}
              data-testid="delete-category"
            />
          </Tooltip>
        </div>
      </div>
      <div className={styles.text}>
        <h3 className={styles.name} title={category.name}>
          {category.name}
        </h3>
        <p className={styles.date}>
          {intl.formatMessage(createdOnMessage, { date: intl.formatDate(category.createdAt, { dateStyle: 'long' }) })}
        </p>
      </div>
      <ButtonLink to={filedPromptsPath(category.name)} appearance="secondary" size="small" icon={<BookmarkMultipleRegular />}>
        {intl.formatMessage(categoriesMessages.showPrompts)}
      </ButtonLink>
    </article>
  );
}
