import type { Page } from '@playwright/test';

/**
 * Starts the page as a visitor who already answered the cookie banner, allowing functional storage
 * (features/cookies): the banner is gone and the chosen language is kept.
 */
export const allowFunctionalStorage = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem('cookie-preferences', JSON.stringify({ necessaryCookies: true, performanceCookies: false, functionalCookies: true, targetingCookies: false })),
  );
