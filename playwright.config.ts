import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './e2e/support/chromium.ts';

// Debian's Chromium headless shell (or CHROMIUM_PATH, or a fallback): Playwright's own browser
// downloads cannot work on these machines. See e2e/support/chromium.ts.
const browser = await resolveChromium();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties this folder when a run starts: two runs at once in one working tree need
  // E2E_OUTPUT_DIR set apart, or the first loses its traces and screenshots mid-run.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  // Bundles and starts the real server (node dist/server/main.js, NODE_ENV=production) on a free
  // port with a fresh DATA_DIR and stops it afterwards; E2E_BASE_URL, which the workers inherit,
  // points at it.
  globalSetup: './e2e/support/server.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  // Assertions wait on the page's state and return as soon as it holds: the caps only decide how
  // long a failure takes. At a load average of 29 on the shared 2 cores a sign-up took over 5 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failed test keeps its trace: every action with the page's DOM before and after it. The
    // trace's screencast (a frame at every paint) is left out: it cost a third of the suite's CPU
    // (docs/testing.md), and a failure still saves its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    video: 'off',
    timezoneId: 'UTC',
    // As a visitor who asked for less motion: Fluent's dialogs and drawers open without their
    // animations and the landing page's carousel stays still, less work for the browser to wait on.
    // The carousel's own test asks for motion again (landing.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: browser.executablePath, args: browser.args },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
