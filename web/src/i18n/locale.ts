import { createContext, useContext, useSyncExternalStore } from 'react';
import { FUNCTIONAL_STORAGE_KEYS, rememberPreference } from '../features/cookies/consent';

/**
 * The UI language. It lives outside React so that route loaders, the Relay fetch function
 * (Accept-Language) and components all read the same value.
 *
 * Spanish is the source language: the Spanish strings are the `defaultMessage`s in the code, so
 * `es` needs no catalog at run time. Other catalogs are loaded on demand (their own chunks).
 */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const LOCALE_STORAGE_KEY = FUNCTIONAL_STORAGE_KEYS.language;

export type Messages = Record<string, string>;

export interface LocaleState {
  locale: Locale;
  messages: Messages;
}

/** Where each translation's catalog loads from (Spanish, the source language, has none). */
export type CatalogLoaders = Record<Exclude<Locale, 'es'>, () => Promise<{ default: Messages }>>;

/** The whole catalogs, for the app. */
const wholeCatalogs: CatalogLoaders = { en: () => import('./lang/en.json') };
let translations = wholeCatalogs;

/**
 * For an entry that renders a part of the app only, before initLocale: its part of each catalog
 * (features/landing/hydrate.tsx). Its links load the next page in full, with the whole catalogs.
 */
export function loadCatalogsFrom(loaders: CatalogLoaders): void {
  translations = loaders;
}

async function loadCatalog(locale: Locale): Promise<Messages> {
  if (locale === 'es') return {};
  const from = translations;
  const { default: messages } = await from[locale]();
  // The whole catalogs were asked for meanwhile (loadWholeCatalogs): those, then.
  return from === translations ? messages : loadCatalog(locale);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let requested: Locale = DEFAULT_LOCALE;
let state: LocaleState = { locale: DEFAULT_LOCALE, messages: {} };
const listeners = new Set<() => void>();

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language the user asked for last; requests use it even while its catalog still loads. */
export function getLocale(): Locale {
  return requested;
}

/** Switches the UI language and remembers it. Resolves once the catalog is in place. */
export async function setLocale(locale: Locale): Promise<void> {
  if (!isLocale(locale)) return;
  requested = locale;
  rememberPreference(LOCALE_STORAGE_KEY, locale);
  if (state.locale === locale) return;
  const messages = await loadCatalog(locale);
  if (requested !== locale) return;
  state = { locale, messages };
  applyToDocument(locale);
  listeners.forEach((listener) => listener());
}

/**
 * Back to the whole catalogs, for a part of the app an entry's own catalog leaves out (the footer's
 * dialogs on the landing page, web/vite.config.ts). Resolves once they are in place; at once in the app.
 */
export async function loadWholeCatalogs(): Promise<void> {
  if (translations === wholeCatalogs) return;
  translations = wholeCatalogs;
  const { locale } = state;
  const messages = await loadCatalog(locale);
  if (state.locale !== locale) return;
  state = { locale, messages };
  listeners.forEach((listener) => listener());
}

/** Loads the stored language (default es) before the first render. */
export async function initLocale(): Promise<void> {
  const locale = readStoredLocale();
  requested = locale;
  applyToDocument(locale);
  if (locale !== state.locale) {
    state = { locale, messages: await loadCatalog(locale) };
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language and catalog in place now (outside React, e.g. right after `await setLocale`). */
export function getLocaleState(): LocaleState {
  return state;
}

const PrerenderedLocaleContext = createContext<LocaleState | null>(null);

/**
 * The language a page is prerendered in (features/landing/LandingDocument.tsx): on the server,
 * which has no locale store, and in the browser while it hydrates that page. Elsewhere there is
 * no server snapshot at all.
 */
export const PrerenderedLocale = PrerenderedLocaleContext.Provider;

export function useLocaleState(): LocaleState {
  const prerendered = useContext(PrerenderedLocaleContext);
  return useSyncExternalStore(subscribe, getLocaleState, prerendered ? () => prerendered : undefined);
}
