import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '4px 16px', marginBottom: '16px' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  aside: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
});

/** The heading above a prompt grid, with an optional note on the right (a count, a hint). */
export function SectionHeading({ title, aside, id }: { title: ReactNode; aside?: ReactNode; id?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {aside ? <p className={styles.aside}>{aside}</p> : null}
    </div>
  );
}
