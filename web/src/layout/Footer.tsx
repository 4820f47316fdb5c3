import { makeStyles, tokens } from '@fluentui/react-components';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandMark } from '../ui/BrandMark';
import { useLocaleState } from '../i18n/locale';

const messages = defineMessages({
  tagline: { id: 'footer.tagline', defaultMessage: 'Prompts mejores, resultados mejores.' },
  home: { id: 'footer.home', defaultMessage: 'Inicio' },
  login: { id: 'footer.login', defaultMessage: 'Iniciar sesión' },
  links: { id: 'footer.links', defaultMessage: 'Enlaces del pie de página' },
});

const rightsMessage = defineMessage<{ year: number }>({
  id: 'footer.rights',
  defaultMessage: '© {year} Promptario. Todos los derechos reservados.',
});

const useStyles = makeStyles({
  root: {
    marginTop: 'auto',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: '24px 20px',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '16px',
  },
  brand: { display: 'flex', flexDirection: 'column', gap: '6px' },
  tagline: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  links: { display: 'flex', flexWrap: 'wrap', gap: '20px', listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase200,
    ':hover': { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: '2px' },
  },
  rights: { width: '100%', margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The footer, shown only to visitors (logged-out pages with chrome). */
/** The site footer; `signedIn` drops the login link (the pages it shows on already know the viewer). */
export function Footer({ signedIn = false }: { signedIn?: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleState();
  return (
    <footer className={styles.root} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandMark size={24} />
          <p className={styles.tagline}>{intl.formatMessage(messages.tagline)}</p>
        </div>
        <nav aria-label={intl.formatMessage(messages.links)}>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to="/">
                {intl.formatMessage(messages.home)}
              </Link>
            </li>
            {signedIn ? null : (
              <li>
                <Link className={styles.link} to={`/auth?lang=${locale}`}>
                  {intl.formatMessage(messages.login)}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <p className={styles.rights}>{intl.formatMessage(rightsMessage, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
