/**
 * Launches the browser the e2e tests would use and screenshots a small page, to check a machine:
 *   npx tsx e2e/support/check-chromium.ts [out.png]
 * E2E_IGNORE_SYSTEM_CHROMIUM=1 checks the @sparticuz/chromium fallback instead of Debian's browser.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { resolveChromium } from './chromium.ts';

async function main(): Promise<void> {
  const started = Date.now();
  const resolved = await resolveChromium();
  console.log(`browser: ${resolved.source} ${resolved.executablePath} (resolved in ${Date.now() - started} ms)`);
  const browser = await chromium.launch({ executablePath: resolved.executablePath, args: resolved.args, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 240 } });
    const html =
      '<body style="font-family:sans-serif;padding:16px"><h1>Promptario e2e browser check</h1>' +
      `<p>${resolved.source}: Chromium ${browser.version()}</p><p>Texto con acentos: canción, ñandú, ✓</p></body>`;
    await page.goto(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
    const out = process.argv[2] ?? path.join(os.tmpdir(), `chromium-check-${resolved.source}.png`);
    await page.screenshot({ path: out });
    console.log(`Chromium ${browser.version()} rendered "${await page.textContent('h1')}"; screenshot ${out}`);
  } finally {
    await browser.close();
  }
  console.log(`launch and screenshot took ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
