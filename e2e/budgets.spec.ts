import { expect, test } from '@playwright/test';
import { formatScripts, SCRIPT_BUDGETS_KB, scriptBytesAtIdle } from './support/script-bytes';
import { registerViaApi } from './support/users';

// Issue 23: what a visitor's Chromium fetches before the page is usable, compressed, at network idle.
test.describe('script budgets', () => {
  // The budget holds in both languages: English adds the landing's part of its catalog (web/entryCatalogs.ts).
  for (const [address, headline] of [
    ['/', 'Escribe prompts que dan resultados'],
    ['/?lang=en', 'Write prompts that get results'],
  ] as const) {
    test(`a visitor's landing page ${address} loads at most ${SCRIPT_BUDGETS_KB.landing} kB of scripts, and paints its headline from the HTML`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const measured = await scriptBytesAtIdle(page, address);
      expect(measured.bytes / 1000, formatScripts(measured)).toBeLessThanOrEqual(SCRIPT_BUDGETS_KB.landing);
      // Hydrated without a mismatch (React reports one on the console, as it does a message its catalog lacks) nor a script the policy blocks.
      expect(errors).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    });
  }

  test('the landing page is readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('library-stats')).toHaveText(/\d+ prompts in \d+ categories/);
    await expect(page.locator('#faq')).toBeVisible();
    await context.close();
  });

  test(`a signed-in first visit to /dashboard loads at most ${SCRIPT_BUDGETS_KB.dashboard} kB of scripts`, async ({ page }) => {
    await registerViaApi(page.request);
    const measured = await scriptBytesAtIdle(page, '/dashboard');
    await expect(page.getByTestId('stat-optimized')).toBeVisible();
    expect(measured.bytes / 1000, formatScripts(measured)).toBeLessThanOrEqual(SCRIPT_BUDGETS_KB.dashboard);
  });
});
