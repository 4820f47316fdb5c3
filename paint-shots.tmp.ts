import { chromium } from 'playwright-core';
const [base, out] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const lang of ['es', 'en'])
  for (const theme of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      for (const js of [true, false]) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, colorScheme: theme });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 200)); });
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${base}/${lang === 'en' ? '?lang=en' : ''}`, { waitUntil: 'networkidle' });
        let shift = 0;
        if (js) shift = await page.evaluate(() => new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => { for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) total += entry.value; }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }));
        const name = `${lang}-${theme}-${width}-${js ? 'js' : 'nojs'}`;
        await page.screenshot({ path: `${out}/${name}.png` });
        console.log(name, 'CLS', shift.toFixed(4), errors.length ? errors : '');
        await context.close();
      }
await browser.close();
