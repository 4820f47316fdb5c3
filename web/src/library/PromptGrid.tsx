import { Button, Spinner, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { libraryMessages } from './libraryMessages';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 290px), 1fr))',
    gap: '16px',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'flex', minWidth: 0, '& > *': { flexGrow: 1 } },
  more: { display: 'flex', justifyContent: 'center', marginTop: '24px' },
});

/** The responsive grid every prompt list uses (one column on phones); its children are `PromptGridItem`s. */
export function PromptGrid({ children, label }: { children: ReactNode; label?: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export function PromptGridItem({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <li className={styles.item}>{children}</li>;
}

/** 'Cargar más prompts' (or `label`), reading 'Cargando...' while the next page loads; hidden when there is none. */
export function LoadMoreButton({
  hasNext,
  isLoading,
  onLoadMore,
  label,
}: {
  hasNext: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  if (!hasNext) return null;
  return (
    <div className={styles.more}>
      <Button
        appearance="secondary"
        size="large"
        disabledFocusable={isLoading}
        icon={isLoading ? <Spinner size="tiny" /> : undefined}
        onClick={onLoadMore}
        data-testid="load-more"
      >
        {isLoading ? intl.formatMessage(libraryMessages.loadingMore) : (label ?? intl.formatMessage(libraryMessages.loadMore))}
      </Button>
    </div>
  );
}
