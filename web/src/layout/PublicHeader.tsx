import { makeStyles, tokens } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandMark } from '../ui/BrandMark';
import { ButtonLink } from '../ui/ButtonLink';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ThemeToggle } from '../ui/ThemeToggle';
import { useLocaleState } from '../i18n/locale';

const messages = defineMessages({
  login: { id: 'publicHeader.login', defaultMessage: 'Iniciar sesión' },
  home: { id: 'publicHeader.home', defaultMessage: 'Promptario, ir al inicio' },
});

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    height: '60px',
    padding: '0 16px',
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
  },
  brand: {
    display: 'inline-flex',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  grow: { flexGrow: 1 },
  nowrap: { whiteSpace: 'nowrap', flexShrink: 0 },
});

/** Top bar of the pages with chrome when nobody is logged in (e.g. the not-found page). */
export function PublicHeader() {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleState();
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={intl.formatMessage(messages.home)}>
          <BrandMark size={28} collapseName />
        </Link>
        <div className={styles.grow} />
        <LanguageSwitch />
        <ThemeToggle />
        <ButtonLink to={`/auth?lang=${locale}`} appearance="primary" className={styles.nowrap}>
          {intl.formatMessage(messages.login)}
        </ButtonLink>
      </div>
    </header>
  );
}
