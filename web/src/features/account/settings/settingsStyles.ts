import { makeStyles, tokens } from '@fluentui/react-components';

export const useSettingsStyles = makeStyles({
  card: {
    padding: '28px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767px)': { padding: '20px 16px' },
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  description: { margin: '4px 0 24px', color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: '18px', maxWidth: '560px' },
  actions: {
    display: 'flex',
    justifyContent: 'flex-start',
    gap: '8px',
    paddingTop: '8px',
  },
  counter: { fontVariantNumeric: 'tabular-nums' },
  counterOver: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});
