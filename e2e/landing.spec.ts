import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoLanding, waitForHydration } from './support/landing';
import { registerViaApi } from './support/users';

async function openLanding(page: Page, language: 'es' | 'en') {
  await page.addInitScript((lang) => localStorage.setItem('selected-language', lang), language);
  await gotoLanding(page);
}

// Issue 10: the landing page in both languages, as a visitor and logged in.
test.describe('the landing page', () => {
  for (const [language, texts] of [
    ['es', { login: 'Iniciar sesión', signup: 'Registrarse', start: 'Empieza gratis', optimize: 'Optimizar un prompt', browse: 'Explorar prompts', features: 'Ver características', stats: /\d+ prompts en \d+ categorías/ }],
    ['en', { login: 'Log in', signup: 'Sign up', start: 'Start for free', optimize: 'Optimize a prompt', browse: 'Browse prompts', features: 'See features', stats: /\d+ prompts in \d+ categories/ }],
  ] as const) {
    test(`leads a visitor to /auth in ${language} and a user to the app`, async ({ page }) => {
      await openLanding(page, language);
      const header = page.locator('header').first();
      await expect(header.getByRole('link', { name: texts.login })).toHaveAttribute('href', `/auth?lang=${language}`);
      await expect(header.getByRole('link', { name: texts.signup })).toHaveAttribute('href', `/auth?lang=${language}&tab=register`);
      await expect(page.getByRole('link', { name: texts.start })).toHaveAttribute('href', `/auth?lang=${language}&tab=register`);
      await expect(page.getByRole('link', { name: texts.browse })).toHaveAttribute('href', '/prompts');
      await expect(page.getByTestId('library-stats')).toHaveText(texts.stats);
      await page.getByRole('button', { name: texts.features }).click();
      await expect(page.locator('#features')).toBeInViewport();

      await registerViaApi(page.request);
      await page.goto('/');
      await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(page.getByRole('link', { name: texts.optimize })).toHaveAttribute('href', '/optimize');
      await expect(header.getByRole('link', { name: texts.login })).toHaveCount(0);
    });
  }

  // Issue 23: a visitor's landing page is prerendered with its data; the sign-in page still preloads its own.
  test('states its data from the HTML without a request, and the sign-in page reads the request its HTML preloads', async ({ page }) => {
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(`${request.method()} ${request.url()}`);
    });
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) unusedPreloads.push(message.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('library-stats')).toHaveText(/\d+ prompts en \d+ categorías/);
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
    expect(graphqlRequests).toEqual([]);

    await page.goto('/auth');
    const preload = await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href');
    expect(preload).toMatch(/^\/graphql\?query=/);
    await expect(page.locator('form').first()).toBeVisible();
    await expect.poll(() => graphqlRequests).toEqual([`GET ${new URL(preload!, page.url()).href}`]);
    expect(unusedPreloads).toEqual([]);
  });

  test.describe('with motion', () => {
    // The carousel moves on by itself only for a visitor who did not ask for less motion.
    test.use({ reducedMotion: 'no-preference' });

    test('the carousel dots choose a pair, and it moves on 5 s after the pointer leaves', async ({ page }) => {
      await openLanding(page, 'es');
      const slides = page.getByTestId('example-slide');
      await expect(slides).toHaveCount(4);
      await page.getByTestId('example-carousel').scrollIntoViewIfNeeded();
      const box = await page.getByTestId('example-carousel').boundingBox();
      await page.getByRole('button', { name: 'Ver el ejemplo 3' }).click();
      await expect(slides.nth(2)).toHaveAttribute('data-active', 'true');
      await expect(slides.nth(2)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ver el ejemplo 3' })).toHaveAttribute('aria-current', 'true');
      await page.mouse.move(0, 0);
      await expect(slides.nth(3)).toHaveAttribute('data-active', 'true', { timeout: 7_000 });
      // No layout shift: the carousel keeps its size from pair to pair.
      expect(await page.getByTestId('example-carousel').boundingBox()).toEqual(box);
    });
  });

  test("switching language rewrites an address that names one, so a reload keeps the choice", async ({ page }) => {
    await gotoLanding(page, '/?lang=en');
    await expect(page.getByRole('link', { name: 'Start for free' })).toBeVisible();
    await page.getByTestId('language-switch').first().getByRole('button', { name: 'Español (ES)' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Empieza gratis' })).toBeVisible();
    await page.getByTestId('language-switch').first().getByRole('button', { name: 'English (EN)' }).click();
    // An address without the parameter is left alone (the choice is the visit's, or stored with consent).
    await expect(page).toHaveURL(/\/$/);
  });

  test('a browser without paint timing still loads the scripts, on the load event, and hydrates the page', async ({ page }) => {
    // As such a browser does: 'paint' is not among the entry types, and observing it does nothing.
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: [] });
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    await gotoLanding(page, '/?lang=en');
    await page.getByRole('button', { name: 'See features' }).click();
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await openLanding(page, 'en');
    const questions = page.locator('#faq').getByRole('button');
    await expect(questions).toHaveCount(5);
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq').getByRole('region')).toHaveCount(1);
  });
});

// Issue 10: no serious or critical axe violation on / and /auth in either theme.
for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/', '/auth']) {
    test(`axe finds no serious or critical violation on ${path} in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
      await page.goto(path);
      await expect(page.locator('main, form').first()).toBeVisible();
      if (path === '/') await expect(page.getByTestId('faq-item')).toHaveCount(5);
      // Legacy mode: axe runs in the page, not finishing in a blank page of its own; the same checks
      // on pages without frames, for less browser work.
      const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
