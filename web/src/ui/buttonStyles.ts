import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';

/**
 * The look of Fluent's Button on plain `<a>` and `<button>` elements: the landing page renders
 * without Fluent's components and provider (its first load stays small), and looks the same as
 * the Fluent buttons elsewhere. Values follow @fluentui/react-button's styles.
 */
const iconClassName = 'promptario-button-icon';

export type ButtonAppearance = 'primary' | 'secondary' | 'subtle';
export type ButtonSize = 'small' | 'medium' | 'large';

const useRootStyles = makeStyles({
  base: {
    alignItems: 'center',
    boxSizing: 'border-box',
    display: 'inline-flex',
    justifyContent: 'center',
    textDecorationLine: 'none',
    verticalAlign: 'middle',
    margin: 0,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontFamily: tokens.fontFamilyBase,
    outlineStyle: 'none',
    padding: `5px ${tokens.spacingHorizontalM}`,
    minWidth: '96px',
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
    transitionDuration: tokens.durationFaster,
    transitionProperty: 'background, border, color',
    transitionTimingFunction: tokens.curveEasyEase,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      color: tokens.colorNeutralForeground1Hover,
      cursor: 'pointer',
    },
    ':hover:active': {
      backgroundColor: tokens.colorNeutralBackground1Pressed,
      ...shorthands.borderColor(tokens.colorNeutralStroke1Pressed),
      color: tokens.colorNeutralForeground1Pressed,
    },
    ':focus-visible': {
      ...shorthands.borderColor(tokens.colorStrokeFocus2),
      ...shorthands.borderWidth('1px'),
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorTransparentStroke}`,
      boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2} inset`,
      zIndex: 1,
    },
    '@media screen and (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderColor('transparent'),
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, ...shorthands.borderColor('transparent'), color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorBrandBackgroundPressed, ...shorthands.borderColor('transparent'), color: tokens.colorNeutralForegroundOnBrand },
    ':focus-visible': {
      ...shorthands.borderColor(tokens.colorStrokeFocus2),
      boxShadow: `${tokens.shadow2}, 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2} inset, 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorNeutralForegroundOnBrand} inset`,
      ':hover': { boxShadow: `${tokens.shadow2}, 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2} inset` },
    },
  },
  // A pressed toggle (aria-pressed) in the primary appearance.
  primaryPressed: { backgroundColor: tokens.colorBrandBackgroundSelected },
  secondary: {},
  subtle: {
    backgroundColor: tokens.colorSubtleBackground,
    ...shorthands.borderColor('transparent'),
    color: tokens.colorNeutralForeground2,
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForeground2Hover,
      [`& .${iconClassName}`]: { color: tokens.colorNeutralForeground2BrandHover },
    },
    ':hover:active': {
      backgroundColor: tokens.colorSubtleBackgroundPressed,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForeground2Pressed,
      [`& .${iconClassName}`]: { color: tokens.colorNeutralForeground2BrandPressed },
    },
  },
  small: {
    minWidth: '64px',
    padding: `3px ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase200,
    ':focus-visible': { borderRadius: tokens.borderRadiusSmall },
  },
  smallWithIcon: { paddingTop: '1px', paddingBottom: '1px' },
  medium: {},
  large: {
    minWidth: '96px',
    padding: `8px ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
    ':focus-visible': { borderRadius: tokens.borderRadiusLarge },
  },
  largeWithIcon: { paddingTop: '7px', paddingBottom: '7px' },
});

const useIconOnlyStyles = makeStyles({
  small: { padding: '1px', minWidth: '24px', maxWidth: '24px' },
  medium: { padding: '5px', minWidth: '32px', maxWidth: '32px' },
  large: { padding: '7px', minWidth: '40px', maxWidth: '40px' },
});

const useIconStyles = makeStyles({
  base: { alignItems: 'center', display: 'inline-flex', justifyContent: 'center', fontSize: '20px', height: '20px', width: '20px' },
  small: { marginRight: tokens.spacingHorizontalXS },
  medium: { marginRight: tokens.spacingHorizontalSNudge },
  large: { fontSize: '24px', height: '24px', width: '24px', marginRight: tokens.spacingHorizontalSNudge },
  iconOnly: { marginRight: 0 },
});

/** Class names for a plain element that looks like Fluent's Button, and for its icon slot. */
export function useButtonClassNames({
  appearance = 'secondary',
  size = 'medium',
  withIcon = false,
  iconOnly = false,
  pressed = false,
  className,
}: {
  appearance?: ButtonAppearance;
  size?: ButtonSize;
  withIcon?: boolean;
  iconOnly?: boolean;
  pressed?: boolean;
  className?: string;
}): { root: string; icon: string } {
  const root = useRootStyles();
  const iconOnlyStyles = useIconOnlyStyles();
  const icon = useIconStyles();
  return {
    root: mergeClasses(
      root.base,
      root[appearance],
      pressed && appearance === 'primary' && root.primaryPressed,
      root[size],
      withIcon && size === 'small' && root.smallWithIcon,
      withIcon && size === 'large' && root.largeWithIcon,
      iconOnly && iconOnlyStyles[size],
      className,
    ),
    icon: mergeClasses(iconClassName, icon.base, icon[size], iconOnly && icon.iconOnly),
  };
}
