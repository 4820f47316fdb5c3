import { makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { useButtonClassNames } from '../ui/buttonStyles';
import { PlainButton } from '../ui/PlainButton';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { commonMessages } from '../i18n/commonMessages';

const messages = defineMessages({
  title: { id: 'error.title', defaultMessage: 'Algo salió mal' },
  retry: { id: 'error.retry', defaultMessage: 'Reintentar' },
  home: { id: 'error.home', defaultMessage: 'Ir al inicio' },
});

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    minHeight: '60dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '12px',
    padding: '32px 16px',
    textAlign: 'center',
  },
  icon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '60ch', overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: '8px', marginTop: '8px' },
});

/**
 * Shown when a route's code or data fails to load. Plain buttons: it may show outside the routes
 * that load Fluent's provider (see theme/FluentShell.tsx).
 */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const styles = useStyles();
  const homeClasses = useButtonClassNames({ appearance: 'secondary' });
  useDocumentTitle(intl.formatMessage(messages.title));
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className={styles.root} role="alert">
      <ErrorCircleRegular className={styles.icon} aria-hidden="true" />
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <p className={styles.detail}>{intl.formatMessage(commonMessages.genericError)}</p>
      <div className={styles.actions}>
        <PlainButton appearance="primary" onClick={() => window.location.reload()}>
          {intl.formatMessage(messages.retry)}
        </PlainButton>
        {/* A full page load: a fresh start after the error. */}
        <a className={homeClasses.root} href="/">
          {intl.formatMessage(messages.home)}
        </a>
      </div>
    </main>
  );
}
