import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { toggleThemeMode, useThemeMode } from '../theme/themeMode';
import { PlainButton } from './PlainButton';

const messages = defineMessages({
  toDark: { id: 'theme.toDark', defaultMessage: 'Cambiar a tema oscuro' },
  toLight: { id: 'theme.toLight', defaultMessage: 'Cambiar a tema claro' },
});

/**
 * Light/dark switch. A plain button and a native `title` (no Fluent Button or Tooltip): the
 * landing page shows it and loads none of Fluent's component code.
 */
export function ThemeToggle() {
  const intl = useIntl();
  const mode = useThemeMode();
  const label = intl.formatMessage(mode === 'dark' ? messages.toLight : messages.toDark);
  return (
    <PlainButton
      appearance="subtle"
      icon={mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
      onClick={toggleThemeMode}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    />
  );
}
