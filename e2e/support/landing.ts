import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken the prerendered landing page over (web/src/features/landing/hydrate.tsx
 * marks `<html data-hydrated>`): its links work from the HTML, but its buttons do nothing before
 * then, and its scripts load only after the first paint.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

/** Opens the landing page (or `address`) and waits for its hydration. */
export async function gotoLanding(page: Page, address = '/'): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
}
