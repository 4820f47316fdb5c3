import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../relay/graphql';
import { categoryPath } from '../../library/libraryUrls';
import { adminCategoriesMessages, categoryActionsMessage, promptCountMessage } from './adminCategoriesMessages';
import type { LibraryCategoryRow_category$data, LibraryCategoryRow_category$key } from './__generated__/LibraryCategoryRow_category.graphql';

export type LibraryCategory = LibraryCategoryRow_category$data;

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.5fr) 110px auto',
    alignItems: 'center',
    gap: '8px 16px',
    padding: '12px 16px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', padding: '12px' },
  },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: '2px' },
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, overflowWrap: 'anywhere' },
  nameEn: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  missing: { fontStyle: 'italic' },
  slug: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    '@media (max-width: 767px)': { gridColumn: '1', gridRow: '2' },
  },
  count: {
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
    '@media (max-width: 767px)': { gridColumn: '2', gridRow: '2', justifySelf: 'end' },
  },
  actions: { display: 'flex', gap: '4px', justifyContent: 'flex-end', '@media (max-width: 767px)': { gridColumn: '2', gridRow: '1' } },
});

/** One library category: its names (linked to its library page), slug, prompt count, Rename and Delete. */
export function LibraryCategoryRow({
  category: categoryKey,
  onRename,
  onDelete,
}: {
  category: LibraryCategoryRow_category$key;
  onRename: (category: LibraryCategory) => void;
  onDelete: (category: LibraryCategory) => void;
}) {
  const category = useFragment(
    graphql`
      fragment LibraryCategoryRow_category on Category {
        id
        nameEs
        nameEn
        slug
        promptCount
      }
    `,
    categoryKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  return (
    <li className={styles.row} data-testid="library-category-row">
      <div className={styles.names}>
        <Link className={styles.name} to={categoryPath(category.slug)}>
          {category.nameEs}
        </Link>
        <span className={styles.nameEn} lang={category.nameEn ? 'en' : undefined}>
          {category.nameEn ?? <span className={styles.missing}>{intl.formatMessage(adminCategoriesMessages.englishNameMissing)}</span>}
        </span>
      </div>
      <span className={styles.slug}>{category.slug}</span>
      <span className={styles.count}>{intl.formatMessage(promptCountMessage, { count: category.promptCount })}</span>
      <div className={styles.actions} role="group" aria-label={intl.formatMessage(categoryActionsMessage, { name: category.nameEs })}>
        <Button appearance="subtle" icon={<EditRegular />} onClick={() => onRename(category)}>
          {intl.formatMessage(adminCategoriesMessages.rename)}
        </Button>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={intl.formatMessage(adminCategoriesMessages.delete)}
          title={intl.formatMessage(adminCategoriesMessages.delete)}
          onClick={() => onDelete(category)}
        />
      </div>
    </li>
  );
}
