/**
 * `npm run lighthouse`: Lighthouse 12 (mobile: a phone-sized screen, simulated slow 4G and CPU)
 * on the landing page in both languages and on the first public prompt page the sitemap lists,
 * against the built server, in Debian's Chromium headless. Prints performance, accessibility, best
 * practices and SEO with the main metrics for each of LIGHTHOUSE_RUNS runs (default 3), lists what
 * failed, and exits non-zero when performance or accessibility is below 90 (issue 10).
 *
 *   npm run build:web && npm run lighthouse      starts the server as the e2e tests do (fresh data)
 *   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse    audits a server already running
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium). The JSON reports go to
 * LIGHTHOUSE_OUTPUT_DIR (default lighthouse-results/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import startServer, { REPO_ROOT } from '../e2e/support/server.ts';
import { firstPublicPromptPath } from '../e2e/support/sitemap.ts';

const TARGET = 90;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);

const outputDir = path.resolve(REPO_ROOT, process.env.LIGHTHOUSE_OUTPUT_DIR || 'lighthouse-results');
const stopServer = process.env.LIGHTHOUSE_URL ? undefined : await startServer();
const baseUrl = process.env.LIGHTHOUSE_URL || process.env.E2E_BASE_URL!;
const PAGES = [
  { name: 'landing-es', path: '/' },
  { name: 'landing-en', path: '/?lang=en' },
  { name: 'public-prompt', path: await firstPublicPromptPath(baseUrl) },
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

let failed = false;
try {
  mkdirSync(outputDir, { recursive: true });
  for (const page of PAGES) for (let run = 1; run <= RUNS; run++) {
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${page.path}`);
    const { lhr } = result;
    writeFileSync(path.join(outputDir, `${page.name}-${run}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    console.log(`\n${page.path}, run ${run} (${lhr.configSettings.formFactor}, ${lhr.configSettings.screenEmulation.width}×${lhr.configSettings.screenEmulation.height})`);
    console.log(`  ${CATEGORIES.map((category) => `${category} ${score(category)}`).join(' · ')}`);
    console.log(`  ${METRICS.map((id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`).join(' · ')}`);
    for (const category of CATEGORIES) {
      const failing = lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9)
        .map((ref) => `${lhr.audits[ref.id].title}${lhr.audits[ref.id].displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ''}`);
      if (failing.length > 0) console.log(`  ${category} to improve: ${failing.join('; ')}`);
    }
    for (const category of ['performance', 'accessibility']) {
      if (score(category) < TARGET) {
        failed = true;
        console.error(`  ✗ ${category} ${score(category)} is below ${TARGET}`);
      }
    }
  }
  console.log(`\nReports in ${path.relative(process.cwd(), outputDir) || '.'}`);
} finally {
  chrome.kill();
  await stopServer?.();
}
process.exit(failed ? 1 : 0);
