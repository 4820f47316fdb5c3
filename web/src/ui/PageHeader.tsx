import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '16px',
    marginBottom: '28px',
  },
  text: { display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.02em',
    overflowWrap: 'anywhere',
    '@media (max-width: 767px)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', '@media (max-width: 767px)': { width: '100%' } },
});

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
