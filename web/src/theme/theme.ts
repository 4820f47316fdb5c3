import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** Promptario violet: an OKLCH ramp around #674de7 (brand 80). */
export const promptarioBrand: BrandVariants = {
  10: '#0b0c16',
  20: '#140f41',
  30: '#211164',
  40: '#2e1683',
  50: '#3b1fa1',
  60: '#492cbb',
  70: '#583cd3',
  80: '#674de7',
  90: '#7661f7',
  100: '#8675ff',
  110: '#978aff',
  120: '#a9a0ff',
  130: '#bbb6ff',
  140: '#cfcdff',
  150: '#e2e0ff',
  160: '#f4f3ff',
};

export const lightTheme: Theme = {
  ...createLightTheme(promptarioBrand),
  colorNeutralBackground2: '#f7f7fa',
  colorNeutralBackground3: '#f1f1f6',
};

const darkBase = createDarkTheme(promptarioBrand);
export const darkTheme: Theme = {
  ...darkBase,
  // Fluent's dark theme uses brand 100+ for foregrounds; keep links and accents readable.
  colorBrandForeground1: promptarioBrand[110],
  colorBrandForeground2: promptarioBrand[120],
  colorBrandForegroundLink: promptarioBrand[120],
  colorBrandForegroundLinkHover: promptarioBrand[130],
  colorBrandForegroundLinkPressed: promptarioBrand[110],
};
