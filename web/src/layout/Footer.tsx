import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { FooterDialogName } from '../features/footer/footerDialogNames';
import { loadFooterDialogs, useFooterDialog } from '../features/footer/useFooterDialog';
import { AppLink } from '../ui/AppLink';
import { BrandMark } from '../ui/BrandMark';
import { useLocaleState } from '../i18n/locale';

// The dialogs (and Fluent's provider and components) load on the first click, not with the page.
const FooterDialogs = lazy(loadFooterDialogs);

const messages = defineMessages({
  tagline: { id: 'footer.tagline', defaultMessage: 'Prompts mejores, resultados mejores.' },
  home: { id: 'footer.home', defaultMessage: 'Inicio' },
  login: { id: 'footer.login', defaultMessage: 'Iniciar sesión' },
  links: { id: 'footer.links', defaultMessage: 'Enlaces del pie de página' },
  product: { id: 'footer.product', defaultMessage: 'Promptario' },
  support: { id: 'footer.support', defaultMessage: 'Soporte' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
  developers: { id: 'footer.developers', defaultMessage: 'Desarrolladores: API y MCP' },
});

const dialogLabels = defineMessages({
  help: { id: 'footer.help', defaultMessage: 'Centro de ayuda' },
  contact: { id: 'footer.contact', defaultMessage: 'Contáctanos' },
  status: { id: 'footer.status', defaultMessage: 'Estado de la API' },
  terms: { id: 'footer.terms', defaultMessage: 'Términos del servicio' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Política de privacidad' },
  cookies: { id: 'footer.cookies', defaultMessage: 'Política de cookies' },
  cookiePreferences: { id: 'footer.cookiePreferences', defaultMessage: 'Preferencias de cookies' },
} satisfies Record<FooterDialogName, MessageDescriptor>);

const groups: { heading: MessageDescriptor; dialogs: FooterDialogName[] }[] = [
  { heading: messages.support, dialogs: ['help', 'contact', 'status'] },
  { heading: messages.legal, dialogs: ['terms', 'privacy', 'cookies', 'cookiePreferences'] },
];

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
    padding: '32px 20px 24px',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '24px 40px',
  },
  brand: { display: 'flex', flexDirection: 'column', gap: '6px', flex: '1 1 220px' },
  tagline: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  nav: { display: 'flex', flexWrap: 'wrap', gap: '24px 48px' },
  group: { display: 'flex', flexDirection: 'column', gap: '10px', minWidth: '150px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, textTransform: 'uppercase', letterSpacing: '0.04em' },
  links: { display: 'flex', flexDirection: 'column', gap: '8px', listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    font: 'inherit',
    textAlign: 'start',
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase200,
    ':hover': { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: '2px' },
  },
  rights: { width: '100%', margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The site footer (logged-out pages); `signedIn` drops the login link. Its links open the footer dialogs. */
export function Footer({ signedIn = false }: { signedIn?: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleState();
  const { dialog, open, session, show, onOpenChange } = useFooterDialog();
  return (
    <footer className={styles.root} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandMark size={24} />
          <p className={styles.tagline}>{intl.formatMessage(messages.tagline)}</p>
        </div>
        <nav className={styles.nav} aria-label={intl.formatMessage(messages.links)}>
          <div className={styles.group}>
            <h2 className={styles.heading}>{intl.formatMessage(messages.product)}</h2>
            <ul className={styles.links}>
              <li>
                <AppLink className={styles.link} to="/">
                  {intl.formatMessage(messages.home)}
                </AppLink>
              </li>
              <li>
                <AppLink className={styles.link} to="/developers">
                  {intl.formatMessage(messages.developers)}
                </AppLink>
              </li>
              {signedIn ? null : (
                <li>
                  <AppLink className={styles.link} to={`/auth?lang=${locale}`}>
                    {intl.formatMessage(messages.login)}
                  </AppLink>
                </li>
              )}
            </ul>
          </div>
          {groups.map(({ heading, dialogs }) => (
            <div key={heading.id} className={styles.group}>
              <h2 className={styles.heading}>{intl.formatMessage(heading)}</h2>
              <ul className={styles.links}>
                {dialogs.map((name) => (
                  <li key={name}>
                    <button type="button" className={styles.link} aria-haspopup="dialog" onClick={() => show(name)}>
                      {intl.formatMessage(dialogLabels[name])}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className={styles.rights}>{intl.formatMessage(rightsMessage, { year: new Date().getFullYear() })}</p>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          <FooterDialogs dialog={dialog} open={open} session={session} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </footer>
  );
}
