import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, setLocale, useLocaleState, type Locale } from '../i18n/locale';
import { useNavigationContext } from './AppLink';
import { PlainButton } from './PlainButton';

// The profile's language is saved by a component loaded on the first pick (see its comment).
const SaveLanguageToProfile = lazy(async () => ({ default: (await import('../features/account/SaveLanguageToProfile')).SaveLanguageToProfile }));

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Idioma' },
});

const useStyles = makeStyles({
  group: {
    display: 'inline-flex',
    padding: '2px',
    gap: '2px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  button: { minWidth: '40px', fontWeight: tokens.fontWeightSemibold },
});

// Language names are written in their own language, as language pickers do.
const options: { locale: Locale; short: string; name: string }[] = [
  { locale: 'es', short: 'ES', name: 'Español (ES)' },
  { locale: 'en', short: 'EN', name: 'English (EN)' },
];

/**
 * EN / ES. The choice is kept in localStorage; for a logged-in user it also becomes the
 * profile's preferredLanguage, so the server answers in it on every device. An address that
 * names its language (`/?lang=en`, `/auth?lang=en`) is rewritten to the choice, so a reload or a
 * shared link keeps it: Spanish, the default, drops the parameter (the page's canonical address).
 */
export function LanguageSwitch({ loggedIn = false }: { loggedIn?: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleState();
  const [picked, setPicked] = useState<Locale | null>(null);
  const { replaceSearch } = useNavigationContext();

  const choose = (next: Locale) => {
    if (next === locale) return;
    void setLocale(next);
    const params = new URLSearchParams(window.location.search);
    if (params.has('lang')) {
      if (next === DEFAULT_LOCALE) params.delete('lang');
      else params.set('lang', next);
      replaceSearch(params);
    }
    if (loggedIn) setPicked(next);
  };

  return (
    <div className={styles.group} role="group" aria-label={intl.formatMessage(messages.label)} data-testid="language-switch">
      {loggedIn && picked ? (
        <Suspense fallback={null}>
          <SaveLanguageToProfile language={picked} />
        </Suspense>
      ) : null}
      {options.map((option) => (
        <PlainButton
          key={option.locale}
          className={styles.button}
          size="small"
          appearance={option.locale === locale ? 'primary' : 'subtle'}
          aria-pressed={option.locale === locale}
          aria-label={option.name}
          lang={option.locale}
          onClick={() => choose(option.locale)}
        >
          {option.short}
        </PlainButton>
      ))}
    </div>
  );
}
