import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { LandingExample } from './landingExamples';

/** The hero carousel advances every 5 s; choosing a pair starts the wait again. */
export const ADVANCE_MS = 5000;

const messages = defineMessages({
  region: { id: 'landing.examples.region', defaultMessage: 'Ejemplos de prompts optimizados' },
  caption: {
    id: 'landing.examples.caption',
    defaultMessage: 'Ejemplos reales: lo que nuestro optimizador responde a prompts escritos deprisa.',
  },
  original: { id: 'landing.examples.original', defaultMessage: 'Prompt original' },
  optimized: { id: 'landing.examples.optimized', defaultMessage: 'Prompt optimizado (extracto)' },
});

const exampleOfMessage = defineMessage<{ current: number; total: number }>({
  id: 'landing.examples.exampleOf',
  defaultMessage: 'Ejemplo {current} de {total}',
});
const showMessage = defineMessage<{ number: number }>({
  id: 'landing.examples.show',
  defaultMessage: 'Ver el ejemplo {number}',
});
const scoreMessage = defineMessage<{ score: string }>({
  id: 'landing.examples.score',
  defaultMessage: 'Puntuación {score}/10',
});

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(listener: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const useStyles = makeStyles({
  root: { width: '100%', maxWidth: '960px', display: 'flex', flexDirection: 'column', gap: '12px', marginTop: '16px' },
  caption: { margin: 0, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground3 },
  // Every pair sits in the same grid cell: the box is as tall as the tallest pair from the first
  // paint, so changing pairs never moves the page.
  stack: { display: 'grid' },
  slide: {
    gridArea: '1 / 1',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) auto minmax(0, 3fr)',
    alignItems: 'stretch',
    gap: '12px',
    textAlign: 'start',
    transitionProperty: 'opacity, visibility',
    transitionDuration: '400ms',
    transitionTimingFunction: tokens.curveEasyEase,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  hidden: { opacity: 0, visibility: 'hidden' },
  side: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '16px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  optimizedSide: { border: `1px solid ${tokens.colorBrandStroke2}` },
  label: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '4px 12px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  score: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
  optimizedScore: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteGreenForeground1 },
  original: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
  },
  // An excerpt of the engine's answer: the first lines, faded out at a fixed height.
  excerpt: {
    margin: 0,
    height: '168px',
    overflow: 'hidden',
    whiteSpace: 'pre-line',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    maskImage: 'linear-gradient(to bottom, #000 70%, transparent)',
    '@media (max-width: 767px)': { height: '148px', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  },
  arrow: {
    alignSelf: 'center',
    justifySelf: 'center',
    fontSize: '24px',
    color: tokens.colorBrandForeground1,
  },
  arrowWide: { '@media (max-width: 767px)': { display: 'none' } },
  arrowNarrow: { display: 'none', '@media (max-width: 767px)': { display: 'block' } },
  dots: { display: 'flex', justifyContent: 'center', gap: '4px' },
  // A 24 px target around a 10 px dot.
  dot: {
    width: '24px',
    height: '24px',
    padding: 0,
    border: 'none',
    borderRadius: '999px',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
    '::before': {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: '999px',
      backgroundColor: tokens.colorNeutralStrokeAccessible,
      transitionProperty: 'width, background-color',
      transitionDuration: '200ms',
    },
    ':hover::before': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '@media (prefers-reduced-motion: reduce)': { '::before': { transitionDuration: '0ms' } },
  },
  dotActive: { width: '36px', '::before': { width: '28px', backgroundColor: tokens.colorBrandBackground } },
});

/**
 * The hero's pairs of a rough prompt and our engine's answer (landingExamples.ts), one at a time.
 * It advances every 5 s, except while the pointer is over it, while the tab is hidden, and when the
 * visitor asked for reduced motion (then only the dots change pairs).
 */
export function ExampleCarousel({ examples }: { examples: LandingExample[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const [index, setIndex] = useState(0);
  // A choice restarts the wait even on the pair already shown.
  const [choices, setChoices] = useState(0);
  const [hovered, setHovered] = useState(false);
  // The prerendered page (features/landing/prerender.tsx) shows the first pair, still: the browser's state applies once hydrated.
  const hidden = useSyncExternalStore(subscribeVisibility, () => document.hidden, () => true);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(reducedMotionQuery).matches, () => false);
  const paused = hovered || hidden || reducedMotion;
  const shown = index < examples.length ? index : 0;

  useEffect(() => {
    if (paused || examples.length < 2) return;
    const handle = window.setTimeout(() => setIndex((current) => (current + 1) % examples.length), ADVANCE_MS);
    return () => window.clearTimeout(handle);
  }, [shown, choices, paused, examples.length]);

  const choose = (next: number) => {
    setIndex(next);
    setChoices((count) => count + 1);
  };
  const score = (value: number) => intl.formatMessage(scoreMessage, { score: intl.formatNumber(value, { maximumFractionDigits: 1 }) });

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(messages.region)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      data-testid="example-carousel"
    >
      <p className={styles.caption}>{intl.formatMessage(messages.caption)}</p>
      <div className={styles.stack} aria-live="off">
        {examples.map((example, slideIndex) => (
          <article
            key={example.original}
            className={mergeClasses(styles.slide, slideIndex !== shown && styles.hidden)}
            aria-roledescription="slide"
            aria-label={intl.formatMessage(exampleOfMessage, { current: slideIndex + 1, total: examples.length })}
            aria-hidden={slideIndex !== shown}
            data-testid="example-slide"
            data-active={slideIndex === shown}
          >
            <figure className={styles.side}>
              <figcaption className={styles.label}>
                {intl.formatMessage(messages.original)}
                <span className={styles.score}>{score(example.originalScore)}</span>
              </figcaption>
              <p className={styles.original}>{example.original}</p>
            </figure>
            <span className={styles.arrow} aria-hidden="true">
              <ArrowRightRegular className={styles.arrowWide} />
              <ArrowDownRegular className={styles.arrowNarrow} />
            </span>
            <figure className={mergeClasses(styles.side, styles.optimizedSide)}>
              <figcaption className={styles.label}>
                {intl.formatMessage(messages.optimized)}
                <span className={styles.optimizedScore}>{score(example.optimizedScore)}</span>
              </figcaption>
              <p className={styles.excerpt}>{example.optimized}</p>
            </figure>
          </article>
        ))}
      </div>
      <div className={styles.dots}>
        {examples.map((example, dotIndex) => (
          <button
            key={example.original}
            type="button"
            className={mergeClasses(styles.dot, dotIndex === shown && styles.dotActive)}
            aria-label={intl.formatMessage(showMessage, { number: dotIndex + 1 })}
            aria-current={dotIndex === shown}
            onClick={() => choose(dotIndex)}
          />
        ))}
      </div>
    </section>
  );
}
