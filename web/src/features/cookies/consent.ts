import { useSyncExternalStore } from 'react';

/**
 * Cookie and storage consent (docs/behaviour.md, Cookies and local storage). Promptario's
 * only cookie is the session's (necessary). In the browser it keeps functional preferences,
 * the language (`selected-language`), the theme (`theme-mode`) and what was typed into prompts'
 * fill-in variables (`prompt-fill-ins`), which are written only once
 * the visitor has allowed functional storage; until then they last for the visit. It has no
 * performance or targeting storage at all: those toggles are recorded and gate nothing today.
 * Plain code with no imports, so the landing page's first load can hold it.
 */
export interface CookiePreferences {
  necessaryCookies: true;
  performanceCookies: boolean;
  functionalCookies: boolean;
  targetingCookies: boolean;
}

export const CONSENT_STORAGE_KEY = 'cookie-preferences';
/** Every functional preference the app keeps in the browser: refusing functional storage removes them all. */
export const FUNCTIONAL_STORAGE_KEYS = { language: 'selected-language', theme: 'theme-mode', fillIns: 'prompt-fill-ins' } as const;
/** The defaults: what the dialog proposes before a choice. */
export const defaultCookiePreferences: CookiePreferences = { necessaryCookies: true, performanceCookies: true, functionalCookies: true, targetingCookies: false };
export const acceptAllCookiePreferences: CookiePreferences = { necessaryCookies: true, performanceCookies: true, functionalCookies: true, targetingCookies: true };

function readStored(): CookiePreferences | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return null;
    const record = parsed as Record<string, unknown>;
    const flag = (name: string) => record[name] === true;
    return { necessaryCookies: true, performanceCookies: flag('performanceCookies'), functionalCookies: flag('functionalCookies'), targetingCookies: flag('targetingCookies') };
  } catch {
    return null;
  }
}

let consent = typeof window === 'undefined' ? null : readStored();
const listeners = new Set<() => void>();
/** Functional preferences chosen this visit, written when (and if) functional storage is allowed. */
const pending = new Map<string, string>();

/** The visitor's saved choice, or null before they have made one (the banner then asks). */
export function getCookieConsent(): CookiePreferences | null {
  return consent;
}

/** Saves the choice; writes the visit's functional preferences if now allowed, or removes every stored one if not. */
export function saveCookieConsent(preferences: CookiePreferences): void {
  consent = { ...preferences, necessaryCookies: true };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    if (consent.functionalCookies) {
      for (const [key, value] of pending) localStorage.setItem(key, value);
    } else {
      // Those written on earlier visits too, not only this visit's.
      for (const key of Object.values(FUNCTIONAL_STORAGE_KEYS)) localStorage.removeItem(key);
    }
  } catch {
    // Without storage the choice lasts for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** Remembers a functional preference (language, theme): in storage if allowed, else for this visit. */
export function rememberPreference(key: string, value: string): void {
  pending.set(key, value);
  if (!consent?.functionalCookies) return;
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the choice lasts for this visit.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieConsent(): CookiePreferences | null {
  return useSyncExternalStore(subscribe, getCookieConsent, () => null);
}
