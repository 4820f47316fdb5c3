import { useEffect, useRef } from 'react';
import type { Locale } from '../../i18n/locale';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

/**
 * Saves the language a signed-in user picked as their profile's preferredLanguage, so the server
 * answers in it on every device. LanguageSwitch renders it lazily on the first pick: pages for
 * visitors (the landing page's first load) never download the mutation.
 */
export function SaveLanguageToProfile({ language }: { language: Locale }) {
  const [updateProfile] = useUpdateProfileMutation();
  const saved = useRef<Locale | null>(null);
  useEffect(() => {
    if (saved.current === language) return;
    saved.current = language;
    void updateProfile({ input: { preferredLanguage: language } });
  }, [language, updateProfile]);
  return null;
}
