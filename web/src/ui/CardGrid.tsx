import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

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
});

/** The responsive card grid of every list (one column on phones); its children are `CardGridItem`s. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export function CardGridItem({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <li className={styles.item}>{children}</li>;
}
