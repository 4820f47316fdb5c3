import { makeStyles, tokens } from '@fluentui/react-components';

/** The landing page's sections below the hero: features, pricing and FAQ share one look. */
export const useLandingStyles = makeStyles({
  section: {
    maxWidth: '1200px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: '24px 20px 72px',
    scrollMarginTop: '16px',
    '@media (max-width: 767px)': { padding: '16px 16px 56px' },
  },
  title: {
    margin: '0 0 28px',
    textAlign: 'center',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.02em',
    '@media (max-width: 767px)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
  subtitle: {
    margin: '-16px auto 28px',
    maxWidth: '60ch',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});
