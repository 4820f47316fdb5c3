/**
 * Issue 23's script budgets as a visitor's Chromium sees them (e2e/support/script-bytes.ts, which
 * e2e/budgets.spec.ts enforces): compressed bytes of scripts at network idle, against the running
 * server, a visitor's landing page in both languages, a public prompt page (the first the sitemap
 * lists) and a signed-in first visit to /dashboard.
 */
import { chromium } from 'playwright-core';
import { resolveChromium } from '../e2e/support/chromium.ts';
import { SCRIPT_BUDGETS_KB, scriptBytesAtIdle } from '../e2e/support/script-bytes.ts';
import { firstPublicPromptPath } from '../e2e/support/sitemap.ts';
import { fixed, formatTable } from './table.ts';

export interface BrowserScripts {
  page: string;
  scripts: number;
  kb: number;
  budgetKb?: number;
}

/** `sessionCookie`: a signed-in user's `name=value`, for the dashboard. */
export async function runBrowserScriptsBench(baseUrl: string, sessionCookie: string): Promise<BrowserScripts[]> {
  const resolved = await resolveChromium();
  const browser = await chromium.launch({ executablePath: resolved.executablePath, args: resolved.args });
  try {
    const measure = async (page: string, budgetKb?: number, cookie?: string): Promise<BrowserScripts> => {
      const context = await browser.newContext();
      if (cookie) {
        const [name, value] = cookie.split(/=(.*)/s);
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const measured = await scriptBytesAtIdle(await context.newPage(), `${baseUrl}${page}`);
      await context.close();
      return { page: cookie ? `${page} (signed in)` : page, scripts: measured.scripts.length, kb: measured.bytes / 1000, budgetKb };
    };
    return [
      await measure('/', SCRIPT_BUDGETS_KB.landing),
      await measure('/?lang=en', SCRIPT_BUDGETS_KB.landing),
      await measure(await firstPublicPromptPath(baseUrl), SCRIPT_BUDGETS_KB.publicPrompt),
      await measure('/dashboard', SCRIPT_BUDGETS_KB.dashboard, sessionCookie),
    ];
  } finally {
    await browser.close();
  }
}

export function printBrowserScriptsTable(rows: BrowserScripts[]): void {
  console.log('\nScripts a visitor\'s Chromium loads, compressed as served, at network idle (kB = 1000 bytes)\n');
  console.log(
    formatTable(
      ['Page', 'scripts', 'kB', 'budget kB'],
      rows.map((row) => [
        row.page,
        String(row.scripts),
        fixed(row.kb, 1),
        row.budgetKb === undefined ? '—' : `≤ ${row.budgetKb}${row.kb <= row.budgetKb ? ' ✓' : ' ✗'}`,
      ]),
    ),
  );
}
