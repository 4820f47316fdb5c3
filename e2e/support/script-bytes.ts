import type { Page } from 'playwright-core';

/**
 * Issue 23's budgets: the compressed bytes of the scripts a visitor's Chromium fetches for a page
 * until the network is idle (Playwright's `networkidle`: no request for 500 ms), as it receives
 * them (brotli or gzip, as the server sends them). kB = 1000 bytes.
 */
export const SCRIPT_BUDGETS_KB = { landing: 100, publicPrompt: 60, dashboard: 250 } as const;

export interface ScriptBytes {
  bytes: number;
  scripts: { url: string; bytes: number }[];
}

/** Opens `url` in `page` and adds up the scripts' encoded body sizes once the network is idle. */
export async function scriptBytesAtIdle(page: Page, url: string): Promise<ScriptBytes> {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      pending.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}

export const formatScripts = ({ scripts }: ScriptBytes) => scripts.map((script) => `${(script.bytes / 1000).toFixed(1)} kB ${script.url}`).join('\n');
