/**
 * The built web client over a real socket (issue 23): every text asset compressed however small,
 * hashed files cached for a year, pages revalidated, and a visitor's `/` arriving as HTML with
 * the landing page's content and the database's counts.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromptarioApp } from '../http/create-app.ts';
import { startHttpServer } from '../http/node-server.ts';
import { LANDING_TTL_MS, LandingPrerender } from '../http/landing-page.ts';
import { StaticSite } from '../http/static-files.ts';
import { libraryStats } from '../services/library-stats.ts';
import { testSessionSecret } from './client.ts';

const indexHtml = (await readFile(new URL('../../web/index.html', import.meta.url), 'utf8')).replace(
  '<script type="module" src="/src/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
);
const themeCss = "[data-theme='light'] { --colorNeutralBackground1: #ffffff; }";
const smallChunk = `export const answer = ${JSON.stringify('a'.repeat(300))};\n`;
const manifest = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/landing/hydrate.tsx': { file: 'assets/landing-def456.js', isEntry: true, imports: ['_small.js'], css: ['assets/theme-789abc.css'] },
  '_small.js': { file: 'assets/small-0a1b2c.js' },
  'src/i18n/lang/en.json?entry=landing': { file: 'assets/catalog-en-landing.js', src: 'src/i18n/lang/en.json?entry=landing' },
};

/** The page's inline scripts, each with whether the Content-Security-Policy allows it by its hash. */
const inlineScripts = (page: { headers: http.IncomingHttpHeaders; body: string }) =>
  [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => ({
    script,
    allowed: String(page.headers['content-security-policy']).includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`),
  }));

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'promptario-static-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const file of ['index-abc123.js', 'landing-def456.js', 'small-0a1b2c.js']) await writeFile(path.join(dir, 'assets', file), smallChunk);
  await writeFile(path.join(dir, 'assets/theme-789abc.css'), themeCss);
  const site = await StaticSite.load(dir);
  server = await startHttpServer(await createPromptarioApp({ sessionSecret: testSessionSecret, development: false, site }), 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function get(pathname: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ headers: response.headers, body: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

describe('static files', () => {
  it('serves a small hashed chunk with brotli, else gzip, cached for a year', async () => {
    const brotli = await get('/assets/small-0a1b2c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.body).toBe(smallChunk);
    const gzip = await get('/assets/small-0a1b2c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(smallChunk);
    expect((await get('/assets/small-0a1b2c.js', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('revalidates pages and compresses them', async () => {
    const page = await get('/prompts', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body).toContain('<div id="root"></div>');
  });
});

describe('the prerendered landing page', () => {
  it("arrives with its headline, the database's counts and the data it hydrates from, on the landing page's own entry", async () => {
    const stats = await libraryStats();
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toMatch(/<h1 [^>]*>Escribe prompts que dan resultados<\/h1>/);
    expect(page.body).toContain(`${stats.promptCount} prompts en ${stats.categoryCount} categorías`);
    expect(page.body).not.toContain('/assets/index-abc123.js');
    expect(page.body).toMatch(/<style [^>]*data-make-styles-bucket/);
    // Its stylesheet inline: nothing blocks the first paint beyond the HTML.
    expect(page.body).toContain(`<style>${themeCss}</style>`);
    expect(page.body).not.toContain('rel="stylesheet"');
    const data = JSON.parse(/<script type="application\/json" id="landing-data">([^<]*)<\/script>/.exec(page.body)![1]);
    expect(data.libraryStats).toEqual(stats);
  });

  it('requests its modules only once it has painted, from an inline script the Content-Security-Policy allows', async () => {
    const page = await get('/');
    // No script or preload tag the parser would fetch before the first paint.
    expect(page.body).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
    const [theme, loader] = inlineScripts(page);
    expect(theme.allowed && loader.allowed).toBe(true);
    expect(loader.script).toContain('first-contentful-paint');
    expect(loader.script).toContain('"/assets/landing-def456.js","/assets/small-0a1b2c.js"');
    expect(loader.script).not.toContain('catalog-en-landing');
    const english = await get('/?lang=en');
    expect(inlineScripts(english)[1]).toMatchObject({ allowed: true, script: expect.stringContaining('"/assets/catalog-en-landing.js"') });
  });

  it('is in English at /?lang=en', async () => {
    const page = await get('/?lang=en');
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toMatch(/<h1 [^>]*>[^<]+<\/h1>/);
    expect(page.body).not.toContain('Escribe prompts que dan resultados');
    expect(page.body).toMatch(/\d+ prompts in \d+ categories/);
  });

  it('is the app for a signed-in visitor, whose header differs', async () => {
    const page = await get('/', { cookie: 'promptario_session=anything' });
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('/assets/index-abc123.js');
  });

  it('is rendered again with fresh counts once LANDING_TTL_MS has passed, the previous page answering meanwhile', async () => {
    const prerender = LandingPrerender.fromBuild(indexHtml, manifest, () => themeCss)!;
    const withCount = (promptCount: number) => () =>
      Promise.resolve({ viewer: null, libraryStats: { promptCount, categoryCount: 3 }, plans: [], paymentProviders: [] });
    const start = Date.now();
    expect(await prerender.html('es', withCount(41), start)).toContain('41 prompts en 3 categorías');
    expect(await prerender.html('es', withCount(42), start + LANDING_TTL_MS - 1)).toContain('41 prompts');
    expect(await prerender.html('es', withCount(42), start + LANDING_TTL_MS)).toContain('41 prompts');
    await expect.poll(() => prerender.html('es', withCount(43), start + LANDING_TTL_MS + 1)).toContain('42 prompts en 3 categorías');
  });
});
