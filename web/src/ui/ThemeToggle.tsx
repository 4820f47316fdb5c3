import { Button } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { toggleThemeMode, useThemeMode } from '../theme/themeMode';

const messages = defineMessages({
  toDark: { id: 'theme.toDark', defaultMessage: 'Cambiar a tema oscuro' },
  toLight: { id: 'theme.toLight', defaultMessage: 'Cambiar a tema claro' },
});

/** Light/dark switch. A native `title` instead of a Fluent Tooltip keeps it off the positioning code. */
export function ThemeToggle({ appearance = 'subtle' }: { appearance?: 'subtle' | 'transparent' | 'secondary' }) {
  const intl = useIntl();
  const mode = useThemeMode();
  const label = intl.formatMessage(mode === 'dark' ? messages.toLight : messages.toDark);
  return (
    <Button
      appearance={appearance}
      icon={mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
      onClick={toggleThemeMode}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    />
  );
}
