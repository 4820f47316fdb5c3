import { IntlRoot } from './i18n/IntlRoot';
import { NotifyProvider } from './notify/NotifyProvider';
import { SessionRoot } from './router/SessionRoot';
import { ThemeRoot } from './theme/ThemeRoot';

/**
 * Language → theme → toasts → session (Relay environment + router). The toaster sits above the
 * session so a toast survives the fresh session that logging out starts.
 */
export function App() {
  return (
    <IntlRoot>
      <ThemeRoot>
        <NotifyProvider>
          <SessionRoot />
        </NotifyProvider>
      </ThemeRoot>
    </IntlRoot>
  );
}
