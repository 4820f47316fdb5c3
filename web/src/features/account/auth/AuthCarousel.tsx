import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

/** The auth carousel advances every 3 s, and waits 4 s after a click on a dot. */
export const AUTO_ADVANCE_MS = 3000;
export const AFTER_CLICK_MS = 4000;

const messages = defineMessages({
  region: { id: 'auth.carousel.region', defaultMessage: 'Vista previa de Promptario' },
  optimizeTitle: { id: 'auth.carousel.optimize.title', defaultMessage: 'Optimiza cualquier prompt' },
  optimizeText: {
    id: 'auth.carousel.optimize.text',
    defaultMessage: 'Escribe tu idea y recibe una versión más clara, específica y con contexto.',
  },
  before: { id: 'auth.carousel.optimize.before', defaultMessage: 'Antes' },
  beforeText: { id: 'auth.carousel.optimize.beforeText', defaultMessage: 'Escribe un post sobre café.' },
  after: { id: 'auth.carousel.optimize.after', defaultMessage: 'Después' },
  afterText: {
    id: 'auth.carousel.optimize.afterText',
    defaultMessage:
      'Actúa como redactor de una cafetería de especialidad. Escribe un post de Instagram de 120 palabras para [tu público], con un tono cercano y una llamada a la acción final.',
  },
  libraryTitle: { id: 'auth.carousel.library.title', defaultMessage: 'Biblioteca por categorías' },
  libraryText: {
    id: 'auth.carousel.library.text',
    defaultMessage: 'Encuentra prompts listos para usar, organizados por tema y con búsqueda.',
  },
  chipMarketing: { id: 'auth.carousel.library.marketing', defaultMessage: 'Marketing' },
  chipEducation: { id: 'auth.carousel.library.education', defaultMessage: 'Educación' },
  chipEntrepreneurs: { id: 'auth.carousel.library.entrepreneurs', defaultMessage: 'Emprendedores' },
  chipSocial: { id: 'auth.carousel.library.social', defaultMessage: 'Redes sociales' },
  analysisTitle: { id: 'auth.carousel.analysis.title', defaultMessage: 'Analiza la complejidad' },
  analysisText: {
    id: 'auth.carousel.analysis.text',
    defaultMessage: 'Obtén una puntuación de 0 a 10 con fortalezas, debilidades y sugerencias.',
  },
  analysisBand: { id: 'auth.carousel.analysis.band', defaultMessage: 'Excelente' },
  strengths: { id: 'auth.carousel.analysis.strengths', defaultMessage: 'Rol y audiencia definidos' },
  weaknesses: { id: 'auth.carousel.analysis.weaknesses', defaultMessage: 'Falta el formato de salida' },
});

const slideOfMessage = defineMessage<{ current: number; total: number }>({
  id: 'auth.carousel.slideOf',
  defaultMessage: 'Diapositiva {current} de {total}',
});
const goToMessage = defineMessage<{ number: number }>({
  id: 'auth.carousel.goTo',
  defaultMessage: 'Ir a la diapositiva {number}',
});

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  viewport: { overflow: 'hidden', borderRadius: tokens.borderRadiusXLarge, minWidth: 0 },
  track: {
    display: 'flex',
    transitionProperty: 'transform',
    transitionDuration: '500ms',
    transitionTimingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)',
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
  },
  slide: {
    flex: '0 0 100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    padding: '20px',
    minHeight: '276px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: 'rgba(255, 255, 255, 0.1)',
    border: '1px solid rgba(255, 255, 255, 0.18)',
    color: '#fff',
  },
  slideTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  slideText: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, color: 'rgba(255, 255, 255, 0.82)' },
  preview: {
    marginTop: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '14px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: 'rgba(11, 12, 22, 0.35)',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  tag: {
    alignSelf: 'flex-start',
    padding: '2px 8px',
    borderRadius: '999px',
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    backgroundColor: 'rgba(255, 255, 255, 0.16)',
  },
  before: { color: 'rgba(255, 255, 255, 0.7)', margin: 0 },
  after: { margin: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  chip: {
    padding: '4px 10px',
    borderRadius: '999px',
    backgroundColor: 'rgba(255, 255, 255, 0.14)',
    fontWeight: tokens.fontWeightSemibold,
  },
  chipActive: { backgroundColor: '#fff', color: '#3b1fa1' },
  skeleton: { height: '10px', borderRadius: '5px', backgroundColor: 'rgba(255, 255, 255, 0.2)' },
  score: { display: 'flex', alignItems: 'center', gap: '14px' },
  ring: {
    width: '64px',
    height: '64px',
    flexShrink: 0,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    background: 'conic-gradient(#4ade80 0 85%, rgba(255,255,255,0.18) 85% 100%)',
  },
  ringInner: {
    width: '50px',
    height: '50px',
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: '#1d1352',
  },
  bullets: { margin: 0, paddingLeft: '18px', display: 'flex', flexDirection: 'column', gap: '4px' },
  dots: { display: 'flex', justifyContent: 'center', gap: '8px' },
  dot: {
    width: '10px',
    height: '10px',
    padding: 0,
    borderRadius: '999px',
    border: 'none',
    cursor: 'pointer',
    backgroundColor: 'rgba(255, 255, 255, 0.4)',
    transitionProperty: 'width, background-color',
    transitionDuration: '200ms',
    ':hover': { backgroundColor: 'rgba(255, 255, 255, 0.7)' },
    ':focus-visible': { outline: '2px solid #fff', outlineOffset: '3px' },
  },
  dotActive: { width: '28px', backgroundColor: '#fff', ':hover': { backgroundColor: '#fff' } },
});

/** The preview carousel of the auth page: three slides about what the product does. */
export function AuthCarousel() {
  const intl = useIntl();
  const styles = useStyles();
  const [index, setIndex] = useState(0);
  // Each click restarts the wait, even on the current dot; the wait after a click is longer.
  const [timer, setTimer] = useState({ delay: AUTO_ADVANCE_MS, run: 0 });

  const slides: { title: string; text: string; preview: ReactNode }[] = [
    {
      title: intl.formatMessage(messages.optimizeTitle),
      text: intl.formatMessage(messages.optimizeText),
      preview: (
        <>
          <span className={styles.tag}>{intl.formatMessage(messages.before)}</span>
          <p className={styles.before}>{intl.formatMessage(messages.beforeText)}</p>
          <span className={styles.tag}>{intl.formatMessage(messages.after)}</span>
          <p className={styles.after}>{intl.formatMessage(messages.afterText)}</p>
        </>
      ),
    },
    {
      title: intl.formatMessage(messages.libraryTitle),
      text: intl.formatMessage(messages.libraryText),
      preview: (
        <>
          <div className={styles.chips}>
            <span className={mergeClasses(styles.chip, styles.chipActive)}>{intl.formatMessage(messages.chipEntrepreneurs)}</span>
            <span className={styles.chip}>{intl.formatMessage(messages.chipMarketing)}</span>
            <span className={styles.chip}>{intl.formatMessage(messages.chipEducation)}</span>
            <span className={styles.chip}>{intl.formatMessage(messages.chipSocial)}</span>
          </div>
          <div className={styles.skeleton} style={{ width: '90%' }} />
          <div className={styles.skeleton} style={{ width: '75%' }} />
          <div className={styles.skeleton} style={{ width: '82%' }} />
        </>
      ),
    },
    {
      title: intl.formatMessage(messages.analysisTitle),
      text: intl.formatMessage(messages.analysisText),
      preview: (
        <div className={styles.score}>
          <div className={styles.ring} aria-hidden="true">
            <div className={styles.ringInner}>{intl.formatNumber(8.5, { maximumFractionDigits: 1 })}</div>
          </div>
          <div>
            <strong>{intl.formatMessage(messages.analysisBand)}</strong>
            <ul className={styles.bullets}>
              <li>{intl.formatMessage(messages.strengths)}</li>
              <li>{intl.formatMessage(messages.weaknesses)}</li>
            </ul>
          </div>
        </div>
      ),
    },
  ];

  useEffect(() => {
    const handle = window.setTimeout(() => {
      setIndex((current) => (current + 1) % slides.length);
      setTimer((current) => ({ delay: AUTO_ADVANCE_MS, run: current.run + 1 }));
    }, timer.delay);
    return () => window.clearTimeout(handle);
  }, [timer, slides.length]);

  const goTo = (next: number) => {
    setIndex(next);
    setTimer((current) => ({ delay: AFTER_CLICK_MS, run: current.run + 1 }));
  };

  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label={intl.formatMessage(messages.region)}>
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live="off">
          {slides.map((slide, slideIndex) => (
            <article
              key={slideIndex}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={intl.formatMessage(slideOfMessage, { current: slideIndex + 1, total: slides.length })}
              aria-hidden={slideIndex !== index}
              data-testid="auth-carousel-slide"
              data-active={slideIndex === index}
            >
              <h2 className={styles.slideTitle}>{slide.title}</h2>
              <p className={styles.slideText}>{slide.text}</p>
              <div className={styles.preview}>
                {slide.preview}
              </div>
            </article>
          ))}
        </div>
      </div>
      <div className={styles.dots}>
        {slides.map((_, dotIndex) => (
          <button
            key={dotIndex}
            type="button"
            className={mergeClasses(styles.dot, dotIndex === index && styles.dotActive)}
            aria-label={intl.formatMessage(goToMessage, { number: dotIndex + 1 })}
            aria-current={dotIndex === index}
            onClick={() => goTo(dotIndex)}
          />
        ))}
      </div>
    </section>
  );
}
