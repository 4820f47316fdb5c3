import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as on a new page load with what localStorage holds now. */
const load = async () => {
  vi.resetModules();
  return import('./consent');
};

describe('cookie consent', () => {
  beforeEach(() => localStorage.clear());

  it('keeps functional preferences out of storage until they are allowed, then writes them', async () => {
    const consent = await load();
    expect(consent.getCookieConsent()).toBeNull();
    consent.rememberPreference('selected-language', 'en');
    expect(localStorage.getItem('selected-language')).toBeNull();
    consent.saveCookieConsent(consent.acceptAllCookiePreferences);
    expect(localStorage.getItem('selected-language')).toBe('en');
    consent.rememberPreference('theme-mode', 'dark');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
  });

  it('removes them when functional storage is turned off, and the choice survives a reload', async () => {
    const consent = await load();
    consent.saveCookieConsent(consent.acceptAllCookiePreferences);
    consent.rememberPreference('theme-mode', 'dark');
    consent.saveCookieConsent({ ...consent.defaultCookiePreferences, functionalCookies: false });
    expect(localStorage.getItem('theme-mode')).toBeNull();
    const reloaded = await load();
    expect(reloaded.getCookieConsent()).toEqual({ necessaryCookies: true, performanceCookies: true, functionalCookies: false, targetingCookies: false });
    reloaded.rememberPreference('theme-mode', 'light');
    expect(localStorage.getItem('theme-mode')).toBeNull();
  });

  it('removes the preferences stored on an earlier visit when functional storage is turned off', async () => {
    const earlier = await load();
    earlier.saveCookieConsent(earlier.acceptAllCookiePreferences);
    earlier.rememberPreference('theme-mode', 'dark');
    earlier.rememberPreference('selected-language', 'en');
    const later = await load();
    later.saveCookieConsent({ ...later.defaultCookiePreferences, functionalCookies: false });
    expect(localStorage.getItem('theme-mode')).toBeNull();
    expect(localStorage.getItem('selected-language')).toBeNull();
  });

  it('reads a damaged stored choice as no choice (the banner asks again)', async () => {
    localStorage.setItem('cookie-preferences', '{not json');
    expect((await load()).getCookieConsent()).toBeNull();
  });
});
