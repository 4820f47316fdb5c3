/**
 * The languages Promptario speaks, declared once for the server and the web client. Spanish is the
 * source language and the fallback. Plain data with no imports, so any bundle can take it cheaply.
 */
export const languages = ['es', 'en'] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}
