import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Cargando…' },
});

// Fluent's Spinner look (brand arc on a light track, label below) in plain CSS: the page-wide one
// shows while the landing page loads, before any of Fluent's component code.
const useStyles = makeStyles({
  page: { flexGrow: 1, minHeight: '100dvh', display: 'grid', placeItems: 'center' },
  section: { flexGrow: 1, minHeight: '240px', display: 'grid', placeItems: 'center', padding: '48px 0' },
  spinner: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px' },
  ring: {
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke2Contrast}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media screen and (prefers-reduced-motion: reduce)': { animationDuration: '1.8s' },
  },
  large: { width: '36px', height: '36px' },
  medium: { width: '32px', height: '32px' },
  label: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

function Spinner({ size, className }: { size: 'large' | 'medium'; className: string }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={className} role="status">
      <span className={styles.spinner}>
        <span className={mergeClasses(styles.ring, styles[size])} aria-hidden="true" />
        <span className={styles.label}>{intl.formatMessage(messages.loading)}</span>
      </span>
    </div>
  );
}

/** Centered spinner for a whole screen, e.g. while the viewer loads. */
export function FullPageSpinner() {
  return <Spinner size="large" className={useStyles().page} />;
}

/** Spinner for the content area while a page's code or data loads. */
export function SectionSpinner() {
  return <Spinner size="medium" className={useStyles().section} />;
}
