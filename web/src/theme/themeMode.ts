import { useSyncExternalStore } from 'react';
import { FUNCTIONAL_STORAGE_KEYS, rememberPreference } from '../features/cookies/consent';

/**
 * Light or dark. Follows the system preference until the user picks one with the toggle; the
 * pick is kept in localStorage under `theme-mode` once functional storage is allowed (features/cookies).
 */
export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = FUNCTIONAL_STORAGE_KEYS.theme;

const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

function readChoice(): ThemeMode | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

let choice = readChoice();
const listeners = new Set<() => void>();

function current(): ThemeMode {
  return choice ?? (query?.matches ? 'dark' : 'light');
}

function notify() {
  document.documentElement.dataset.theme = current();
  document.documentElement.style.colorScheme = current();
  listeners.forEach((listener) => listener());
}

query?.addEventListener('change', () => {
  if (choice === null) notify();
});

export function setThemeMode(mode: ThemeMode) {
  choice = mode;
  rememberPreference(THEME_STORAGE_KEY, mode);
  notify();
}

export function toggleThemeMode() {
  setThemeMode(current() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, current, () => 'light');
}
