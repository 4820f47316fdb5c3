import { useEffect, useState } from 'react';
import { useLocaleState, type Locale } from '../../i18n/locale';

/** One carousel pair, as graphql-server/scripts/landing-examples.ts writes them. */
export interface LandingExample {
  original: string;
  optimized: string;
  originalScore: number;
  optimizedScore: number;
}

// One small chunk per language: a visitor loads only the examples of the language they read.
const files: Record<Locale, () => Promise<{ default: LandingExample[] }>> = {
  es: () => import('./examples/es.json'),
  en: () => import('./examples/en.json'),
};

export interface LoadedExamples {
  locale: Locale;
  examples: LandingExample[];
}

export async function loadExamples(locale: Locale): Promise<LoadedExamples> {
  return { locale, examples: (await files[locale]()).default };
}

/** The examples of the interface's language: the route loader's first, then those of a language switched to. */
export function useExamples(initial: LoadedExamples): LandingExample[] {
  const { locale } = useLocaleState();
  const [loaded, setLoaded] = useState(initial);
  useEffect(() => {
    if (loaded.locale === locale) return;
    let current = true;
    void loadExamples(locale).then((next) => current && setLoaded(next));
    return () => {
      current = false;
    };
  }, [locale, loaded.locale]);
  return loaded.examples;
}
