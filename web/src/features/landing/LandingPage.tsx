import { makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowDownRegular,
  BookmarkMultipleRegular,
  DataUsageRegular,
  LibraryRegular,
  SparkleRegular,
} from '@fluentui/react-icons';
import { lazy, Suspense, type ReactElement } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { AppLink } from '../../ui/AppLink';
import { BrandMark } from '../../ui/BrandMark';
import { ButtonLink } from '../../ui/ButtonLink';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { PlainButton } from '../../ui/PlainButton';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useLocaleState } from '../../i18n/locale';
import { Footer } from '../../layout/Footer';
import { ExampleCarousel } from './ExampleCarousel';
import type { LandingData } from './fetchLanding';
import { useExamples, type LoadedExamples } from './landingExamples';
import { useLandingStyles } from './landingStyles';

let belowTheFold = () => Promise.resolve();

/**
 * For hydrate.tsx, before it hydrates the prerendered page: the pricing and FAQ, already in the
 * HTML, load their code when they near the viewport, so the page's first load does not wait for
 * it. Otherwise (in the app, on the server, or rendered afresh) it loads right away.
 */
export function hydrateBelowTheFoldOnScroll() {
  belowTheFold = () => nearViewport('pricing');
}

const PricingAndFaq = lazy(async () => {
  await belowTheFold();
  return { default: (await import('./PricingAndFaq')).PricingAndFaq };
});

/** Resolves when the element with `id` comes within 200 px of the viewport, at once if it is not in the page. */
function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
  });
}

const messages = defineMessages({
  documentTitle: { id: 'landing.documentTitle', defaultMessage: 'Biblioteca de prompts y optimizador con IA' },
  login: { id: 'landing.header.login', defaultMessage: 'Iniciar sesión' },
  signup: { id: 'landing.header.signup', defaultMessage: 'Registrarse' },
  dashboard: { id: 'landing.header.dashboard', defaultMessage: 'Dashboard' },
  optimizeShort: { id: 'landing.header.optimize', defaultMessage: 'Optimizar' },
  eyebrow: { id: 'landing.hero.eyebrow', defaultMessage: 'Biblioteca de prompts + optimizador con IA' },
  title: { id: 'landing.hero.title', defaultMessage: 'Escribe prompts que dan resultados' },
  pitch: {
    id: 'landing.hero.pitch',
    defaultMessage: 'Explora prompts listos para usar y convierte cualquier idea en instrucciones claras para tu IA favorita.',
  },
  start: { id: 'landing.hero.start', defaultMessage: 'Empieza gratis' },
  optimize: { id: 'landing.hero.optimize', defaultMessage: 'Optimizar un prompt' },
  browse: { id: 'landing.hero.browse', defaultMessage: 'Explorar prompts' },
  features: { id: 'landing.hero.features', defaultMessage: 'Ver características' },
  featuresTitle: { id: 'landing.features.title', defaultMessage: 'Todo lo que necesitas para escribir mejores prompts' },
  optimizeTitle: { id: 'landing.features.optimize.title', defaultMessage: 'Optimización con IA' },
  optimizeText: {
    id: 'landing.features.optimize.text',
    defaultMessage: 'Añade rol, contexto, público, tono y formato a tu prompt, y entiende cada mejora.',
  },
  libraryTitle: { id: 'landing.features.library.title', defaultMessage: 'Biblioteca por categorías' },
  libraryText: {
    id: 'landing.features.library.text',
    defaultMessage: 'Prompts escritos para casos reales, en español y en inglés, con búsqueda.',
  },
  analysisTitle: { id: 'landing.features.analysis.title', defaultMessage: 'Análisis de complejidad' },
  analysisText: {
    id: 'landing.features.analysis.text',
    defaultMessage: 'Una puntuación de 0 a 10 con fortalezas, debilidades y sugerencias concretas.',
  },
  savedTitle: { id: 'landing.features.saved.title', defaultMessage: 'Tus prompts, organizados' },
  savedText: {
    id: 'landing.features.saved.text',
    defaultMessage: 'Guarda tus favoritos, crea los tuyos y ordénalos en tus propias categorías.',
  },
});

const statsMessage = defineMessage<{ prompts: number; categories: number }>({
  id: 'landing.hero.stats',
  defaultMessage: '{prompts, number} prompts en {categories, number} categorías, en español y en inglés',
});

const useStyles = makeStyles({
  page: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  header: {
    maxWidth: '1200px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: '16px 20px',
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    '@media (max-width: 560px)': { padding: '12px', gap: '6px' },
  },
  // On the narrowest phones the theme toggle gives its room to 'Registrarse': the theme follows the
  // system until toggled, and /auth and the app keep the toggle.
  hideNarrow: { '@media (max-width: 420px)': { display: 'none' } },
  brand: {
    display: 'inline-flex',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  grow: { flexGrow: 1 },
  hideSmall: { '@media (max-width: 560px)': { display: 'none' } },
  nowrap: { whiteSpace: 'nowrap', flexShrink: 0 },
  hero: {
    position: 'relative',
    padding: '72px 20px 88px',
    textAlign: 'center',
    backgroundImage: `radial-gradient(60% 60% at 50% 0%, ${tokens.colorBrandBackground2} 0%, transparent 100%)`,
    '@media (max-width: 767px)': { padding: '40px 16px 56px' },
  },
  heroInner: { maxWidth: '820px', margin: '0 auto', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '20px' },
  eyebrow: {
    padding: '6px 14px',
    borderRadius: '999px',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorBrandStroke2}`,
  },
  title: {
    margin: 0,
    fontSize: '56px',
    lineHeight: 1.08,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.03em',
    '@media (max-width: 767px)': { fontSize: '36px' },
  },
  pitch: {
    margin: 0,
    maxWidth: '60ch',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground2,
    '@media (max-width: 767px)': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '12px', marginTop: '8px' },
  stats: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: '16px',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 560px)': { gridTemplateColumns: '1fr' },
  },
  card: {
    padding: '22px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
  },
  cardIcon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '22px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  cardText: { margin: 0, color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase300 },
});

const features: { icon: ReactElement; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { icon: <SparkleRegular />, title: messages.optimizeTitle, text: messages.optimizeText },
  { icon: <LibraryRegular />, title: messages.libraryTitle, text: messages.libraryText },
  { icon: <DataUsageRegular />, title: messages.analysisTitle, text: messages.analysisText },
  { icon: <BookmarkMultipleRegular />, title: messages.savedTitle, text: messages.savedText },
];

export type LandingPageData = LandingData & { examples: LoadedExamples };

/**
 * The landing page. Its data comes from the route's loader in the app (route.ts), and from the
 * HTML the server prerendered it into when it hydrates on its own (hydrate.tsx): no router here.
 */
export function LandingPage({ data }: { data: LandingPageData }) {
  const intl = useIntl();
  const styles = useStyles();
  const sectionStyles = useLandingStyles();
  const { locale } = useLocaleState();
  const { viewer, libraryStats, plans, paymentProviders, examples: firstExamples } = data;
  const examples = useExamples(firstExamples);
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const authPath = `/auth?lang=${locale}`;
  const registerPath = `${authPath}&tab=register`;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <AppLink to="/" className={styles.brand} aria-label="Promptario">
          <BrandMark collapseName />
        </AppLink>
        <div className={styles.grow} />
        <LanguageSwitch loggedIn={viewer != null} />
        <span className={styles.hideNarrow}>
          <ThemeToggle />
        </span>
        {viewer ? (
          <>
            <ButtonLink to="/dashboard" appearance="subtle" className={styles.nowrap}>
              {intl.formatMessage(messages.dashboard)}
            </ButtonLink>
            {/* On phones the hero's 'Optimizar un prompt' stands in for it. */}
            <ButtonLink to="/optimize" appearance="primary" className={styles.hideSmall}>
              {intl.formatMessage(messages.optimizeShort)}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to={authPath} appearance="subtle" className={styles.nowrap}>
              {intl.formatMessage(messages.login)}
            </ButtonLink>
            <ButtonLink to={registerPath} appearance="primary" className={styles.nowrap}>
              {intl.formatMessage(messages.signup)}
            </ButtonLink>
          </>
        )}
      </header>
      <main>
        <section className={styles.hero}>
          <div className={styles.heroInner}>
            <span className={styles.eyebrow}>{intl.formatMessage(messages.eyebrow)}</span>
            <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
            <p className={styles.pitch}>{intl.formatMessage(messages.pitch)}</p>
            <div className={styles.actions}>
              <ButtonLink to={viewer ? '/optimize' : registerPath} appearance="primary" size="large" icon={<SparkleRegular />}>
                {intl.formatMessage(viewer ? messages.optimize : messages.start)}
              </ButtonLink>
              <ButtonLink to="/prompts" appearance="secondary" size="large" icon={<LibraryRegular />}>
                {intl.formatMessage(messages.browse)}
              </ButtonLink>
              <PlainButton
                appearance="subtle"
                size="large"
                icon={<ArrowDownRegular />}
                onClick={() => document.getElementById('features')?.scrollIntoView({ behavior: 'smooth' })}
              >
                {intl.formatMessage(messages.features)}
              </PlainButton>
            </div>
            {libraryStats ? (
              <p className={styles.stats} data-testid="library-stats">
                {intl.formatMessage(statsMessage, { prompts: libraryStats.promptCount, categories: libraryStats.categoryCount })}
              </p>
            ) : null}
            <ExampleCarousel examples={examples} />
          </div>
        </section>
        <section id="features" className={sectionStyles.section} aria-labelledby="features-title">
          <h2 id="features-title" className={sectionStyles.title}>
            {intl.formatMessage(messages.featuresTitle)}
          </h2>
          <div className={styles.grid}>
            {features.map((feature) => (
              <article key={feature.title.id} className={styles.card}>
                <span className={styles.cardIcon} aria-hidden="true">
                  {feature.icon}
                </span>
                <h3 className={styles.cardTitle}>{intl.formatMessage(feature.title)}</h3>
                <p className={styles.cardText}>{intl.formatMessage(feature.text)}</p>
              </article>
            ))}
          </div>
        </section>
        {/* Below the fold: its code loads once the page has rendered, off the first load. */}
        <Suspense fallback={null}>
          <PricingAndFaq
            plans={plans}
            paidPlansOnSale={paymentProviders.length > 0}
            libraryStats={libraryStats}
            signedIn={viewer != null}
            registerPath={registerPath}
          />
        </Suspense>
      </main>
      <Footer signedIn={viewer != null} />
    </div>
  );
}
