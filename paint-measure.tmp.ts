import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function measure(path: string, signIn: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signIn) {
    const u = 'p' + Math.random().toString(36).slice(2, 12);
    const r = await page.request.post(base + '/api/register', { data: { username: u, email: u + '@example.test', password: 'secret-Passw0rd' }, headers: { 'x-forwarded-for': `198.18.${Math.floor(Math.random()*255)}.${1+Math.floor(Math.random()*250)}` } });
    if (r.status() >= 300) throw new Error(await r.text());
  }
  const scripts: { url: string; bytes: number; enc: string }[] = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes();
    const resp = await req.response();
    scripts.push({ url: req.url().replace(base, ''), bytes: sizes.responseBodySize, enc: (await resp?.headerValue('content-encoding')) ?? '-' });
  });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('   console', m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('   pageerror', e.message));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await context.close();
  const total = scripts.reduce((a, s) => a + s.bytes, 0);
  console.log(`${path}${signIn ? ' (signed in)' : ''}: ${(total / 1000).toFixed(1)} kB in ${scripts.length} scripts`);
  if (process.env.VERBOSE) for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`   ${(s.bytes/1000).toFixed(1)} ${s.enc} ${s.url}`);
}
await measure('/', false);
await measure('/?lang=en', false);
await measure('/dashboard', true);
await browser.close();
