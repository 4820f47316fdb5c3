import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AppsListRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { allPromptsPath, categoryPath } from './libraryUrls';
import { promptsMessages } from './promptsMessages';
import type { CategoryNav_query$key } from './__generated__/CategoryNav_query.graphql';

const useStyles = makeStyles({
  nav: {
    position: 'sticky',
    top: '24px',
    alignSelf: 'start',
    padding: '12px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 1023px)': {
      position: 'static',
      padding: 0,
      border: 'none',
      backgroundColor: 'transparent',
      minWidth: 0,
    },
  },
  heading: {
    margin: '4px 8px 10px',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    '@media (max-width: 1023px)': { display: 'none' },
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    '@media (max-width: 1023px)': {
      flexDirection: 'row',
      gap: '8px',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      padding: '2px 2px 6px',
      scrollSnapType: 'x proximity',
    },
  },
  item: { '@media (max-width: 1023px)': { flexShrink: 0, scrollSnapAlign: 'start' } },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: '36px',
    padding: '0 10px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    '@media (max-width: 1023px)': {
      minHeight: '34px',
      padding: '0 14px',
      whiteSpace: 'nowrap',
      borderRadius: tokens.borderRadiusCircular,
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
    '@media (max-width: 1023px)': { border: `1px solid ${tokens.colorBrandStroke2}`, backgroundColor: tokens.colorBrandBackground2 },
  },
  allIcon: { display: 'inline-flex', fontSize: '16px' },
});

/**
 * The library's categories: 'Todas las Categorías' (the all-prompts mode) and one link per
 * category, the active one highlighted. A column on wide screens, a scrolling row of pills below.
 */
export function CategoryNav({
  query,
  activeSlug,
  allActive,
}: {
  query: CategoryNav_query$key;
  activeSlug: string | null;
  allActive: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CategoryNav_query on Query {
        categories {
          id
          name
          slug
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const styles = useStyles();
  const listRef = useRef<HTMLUListElement>(null);
  const activeKey = allActive ? 'all' : (data.categories.find((category) => category.slug === activeSlug)?.id ?? null);

  // In the scrolling row of pills (narrow screens), bring the active one into view. Only the row
  // scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const offset = active.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - active.offsetWidth) / 2;
  }, [activeKey]);

  const entries = [
    { key: 'all', to: allPromptsPath, label: intl.formatMessage(promptsMessages.allCategories), isActive: activeKey === 'all' },
    ...data.categories.map((category) => ({
      key: category.id,
      to: categoryPath(category.slug),
      label: category.name,
      isActive: activeKey === category.id,
    })),
  ];
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(promptsMessages.categoriesNav)}>
      <p className={styles.heading} aria-hidden="true">
        {intl.formatMessage(promptsMessages.categoriesHeading)}
      </p>
      <ul ref={listRef} className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.item}>
            <Link
              to={entry.to}
              className={mergeClasses(styles.link, entry.isActive && styles.active)}
              aria-current={entry.isActive ? 'page' : undefined}
            >
              {entry.key === 'all' ? (
                <span className={styles.allIcon} aria-hidden="true">
                  <AppsListRegular />
                </span>
              ) : null}
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
