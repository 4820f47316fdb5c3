import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, CheckmarkCircleFilled } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Navigate, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { useAfterSignInPath } from './nextPath';
import { BrandMark } from '../../../ui/BrandMark';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import { ThemeToggle } from '../../../ui/ThemeToggle';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AuthCarousel } from './AuthCarousel';
import { AuthTabs } from './AuthTabs';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { passwordResetMessages } from './passwordResetMessages';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { emailVerificationMessages } from '../verification/emailVerificationMessages';
import { VerifyEmailView } from '../verification/VerifyEmailView';
import type { ViewerData } from '../fetchViewer';

const messages = defineMessages({
  documentTitle: { id: 'auth.documentTitle', defaultMessage: 'Accede a tu cuenta' },
  headline: { id: 'auth.headline', defaultMessage: 'Escribe mejores prompts, obtén mejores resultados' },
  subline: {
    id: 'auth.subline',
    defaultMessage: 'Promptario te ayuda a crear, mejorar y organizar prompts para cualquier plataforma de IA.',
  },
  loginTab: { id: 'auth.tab.login', defaultMessage: 'Iniciar sesión' },
  registerTab: { id: 'auth.tab.register', defaultMessage: 'Registrarse' },
  tabs: { id: 'auth.tabs', defaultMessage: 'Acceso' },
  loginTitle: { id: 'auth.login.title', defaultMessage: 'Bienvenido de nuevo' },
  loginSubtitle: { id: 'auth.login.subtitle', defaultMessage: 'Inicia sesión para continuar con tus prompts.' },
  registerTitle: { id: 'auth.register.title', defaultMessage: 'Crea tu cuenta' },
  registerSubtitle: { id: 'auth.register.subtitle', defaultMessage: 'Empieza gratis. Sin tarjeta de crédito.' },
  noAccount: { id: 'auth.switch.noAccount', defaultMessage: '¿No tienes cuenta?' },
  hasAccount: { id: 'auth.switch.hasAccount', defaultMessage: '¿Ya tienes cuenta?' },
  featuresTitle: { id: 'auth.features.title', defaultMessage: 'Todo lo que incluye' },
  featureOptimize: { id: 'auth.features.optimize', defaultMessage: 'Optimización de prompts' },
  featureLibrary: { id: 'auth.features.library', defaultMessage: 'Biblioteca de prompts por categorías' },
  featureAnalysis: { id: 'auth.features.analysis', defaultMessage: 'Análisis de complejidad de 0 a 10' },
  featureSaved: { id: 'auth.features.saved', defaultMessage: 'Guarda y organiza tus propios prompts' },
  backHome: { id: 'auth.backHome', defaultMessage: 'Volver al inicio' },
});

type AuthTab = 'login' | 'register';

/** The card's heading for the password and e-mail pages, which share this page's frame (routes in ./route.ts). */
const passwordViews = {
  '/forgot-password': { title: passwordResetMessages.forgotTitle, subtitle: passwordResetMessages.forgotSubtitle, Form: ForgotPasswordForm },
  '/reset-password': { title: passwordResetMessages.resetTitle, subtitle: passwordResetMessages.resetSubtitle, Form: ResetPasswordForm },
  '/verify-email': { title: emailVerificationMessages.pageTitle, subtitle: emailVerificationMessages.pageSubtitle, Form: VerifyEmailView },
} as const;

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'grid',
    gridTemplateColumns: 'minmax(380px, 5fr) minmax(0, 7fr)',
    minHeight: '100dvh',
    '@media (max-width: 959px)': { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto auto' },
  },
  showcase: {
    position: 'relative',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '28px',
    padding: '40px 48px',
    color: '#fff',
    backgroundColor: '#2e1683',
    backgroundImage:
      'radial-gradient(120% 80% at 0% 0%, #674de7 0%, transparent 60%), radial-gradient(90% 70% at 100% 100%, #3b1fa1 0%, transparent 70%), linear-gradient(160deg, #492cbb 0%, #211164 100%)',
    order: 1,
    '@media (max-width: 959px)': { order: 2, padding: '32px 20px 40px' },
  },
  showcaseBrand: {
    color: '#fff',
    textDecorationLine: 'none',
    alignSelf: 'flex-start',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: '2px solid #fff', outlineOffset: '4px' },
    '@media (max-width: 959px)': { display: 'none' },
  },
  headline: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.02em',
    '@media (max-width: 959px)': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  subline: { margin: '12px 0 0', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: 'rgba(255,255,255,0.82)' },
  featuresTitle: {
    margin: '0 0 12px',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: 'rgba(255,255,255,0.7)',
  },
  features: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '10px' },
  feature: { display: 'flex', alignItems: 'center', gap: '10px', fontSize: tokens.fontSizeBase300 },
  featureIcon: { color: '#4ade80', fontSize: '20px', flexShrink: 0 },
  backHome: {
    marginTop: 'auto',
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    color: '#fff',
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: '2px solid #fff', outlineOffset: '4px' },
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    padding: '24px 48px 48px',
    backgroundColor: tokens.colorNeutralBackground2,
    order: 2,
    '@media (max-width: 959px)': { order: 1, padding: '12px 16px 32px' },
  },
  // Last in the DOM, first on screen: the form gets the first tab stops.
  panelTop: { order: -1, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px', minHeight: '40px' },
  mobileBrand: {
    display: 'none',
    marginRight: 'auto',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    '@media (max-width: 959px)': { display: 'inline-flex' },
  },
  cardWrap: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', paddingTop: '24px' },
  card: {
    width: '100%',
    maxWidth: '480px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: '20px',
    padding: '32px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    '@media (max-width: 520px)': { padding: '24px 18px' },
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightBold },
  cardSubtitle: { margin: '4px 0 0', color: tokens.colorNeutralForeground3 },
  tabs: { padding: '4px', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground3 },
  switchLine: { margin: 0, textAlign: 'center', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
  switchButton: {
    border: 'none',
    background: 'none',
    padding: '0 4px',
    cursor: 'pointer',
    color: tokens.colorBrandForegroundLink,
    font: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

export function AuthPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { viewer } = useLoaderData<ViewerData>();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const { pathname } = useLocation();
  const afterSignIn = useAfterSignInPath();
  const passwordView = pathname in passwordViews ? passwordViews[pathname as keyof typeof passwordViews] : null;
  useDocumentTitle(intl.formatMessage(passwordView?.title ?? messages.documentTitle));

  // Already logged in: go where the person was going, or the dashboard (the forms do the same after
  // logging in). E-mailed links still work in a signed-in browser: the reset ends that session too.
  if (viewer && pathname !== '/reset-password' && pathname !== '/verify-email') return <Navigate to={afterSignIn} replace />;

  const selectTab = (next: AuthTab) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'register') updated.set('tab', 'register');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  const features = [messages.featureOptimize, messages.featureLibrary, messages.featureAnalysis, messages.featureSaved];

  // The form comes first in the DOM (and so in tab order); CSS puts the showcase on the left.
  return (
    <div className={styles.root}>
      <main className={styles.panel}>
        <div className={styles.cardWrap}>
          <div className={styles.card}>
            {passwordView ? (
              <>
                <div>
                  <h2 className={styles.cardTitle}>{intl.formatMessage(passwordView.title)}</h2>
                  <p className={styles.cardSubtitle}>{intl.formatMessage(passwordView.subtitle)}</p>
                </div>
                <passwordView.Form />
              </>
            ) : (
              <>
                <div>
                  <h2 className={styles.cardTitle}>
                    {intl.formatMessage(tab === 'login' ? messages.loginTitle : messages.registerTitle)}
                  </h2>
                  <p className={styles.cardSubtitle}>
                    {intl.formatMessage(tab === 'login' ? messages.loginSubtitle : messages.registerSubtitle)}
                  </p>
                </div>
                <AuthTabs<AuthTab>
                  className={styles.tabs}
                  tabs={[
                    { value: 'login', label: intl.formatMessage(messages.loginTab) },
                    { value: 'register', label: intl.formatMessage(messages.registerTab) },
                  ]}
                  selected={tab}
                  onSelect={selectTab}
                  label={intl.formatMessage(messages.tabs)}
                />
                <div role="tabpanel">{tab === 'login' ? <LoginForm /> : <RegisterForm />}</div>
                <p className={styles.switchLine}>
                  {intl.formatMessage(tab === 'login' ? messages.noAccount : messages.hasAccount)}
                  <button
                    type="button"
                    className={styles.switchButton}
                    onClick={() => selectTab(tab === 'login' ? 'register' : 'login')}
                  >
                    {intl.formatMessage(tab === 'login' ? messages.registerTab : messages.loginTab)}
                  </button>
                </p>
              </>
            )}
          </div>
        </div>
        <div className={styles.panelTop}>
          <Link to="/" className={styles.mobileBrand}>
            <BrandMark size={28} />
          </Link>
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </main>
      <aside className={styles.showcase}>
        <Link to="/" className={styles.showcaseBrand}>
          <BrandMark />
        </Link>
        <div>
          <h1 className={styles.headline}>{intl.formatMessage(messages.headline)}</h1>
          <p className={styles.subline}>{intl.formatMessage(messages.subline)}</p>
        </div>
        <AuthCarousel />
        <section>
          <h2 className={styles.featuresTitle}>{intl.formatMessage(messages.featuresTitle)}</h2>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature.id} className={styles.feature}>
                <CheckmarkCircleFilled className={styles.featureIcon} aria-hidden="true" />
                {intl.formatMessage(feature)}
              </li>
            ))}
          </ul>
        </section>
        <Link to="/" className={styles.backHome}>
          <ArrowLeftRegular aria-hidden="true" />
          {intl.formatMessage(messages.backHome)}
        </Link>
      </aside>
    </div>
  );
}
