import { Spinner, makeStyles } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Cargando…' },
});

const useStyles = makeStyles({
  page: { flexGrow: 1, minHeight: '100dvh', display: 'grid', placeItems: 'center' },
  section: { flexGrow: 1, minHeight: '240px', display: 'grid', placeItems: 'center', padding: '48px 0' },
});

/** Centered spinner for a whole screen, e.g. while the viewer loads. */
export function FullPageSpinner() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.page} role="status">
      <Spinner size="large" label={intl.formatMessage(messages.loading)} labelPosition="below" />
    </div>
  );
}

/** Spinner for the content area while a page's code or data loads. */
export function SectionSpinner() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.section} role="status">
      <Spinner size="medium" label={intl.formatMessage(messages.loading)} labelPosition="below" />
    </div>
  );
}
