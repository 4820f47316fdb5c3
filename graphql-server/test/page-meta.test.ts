import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPromptarioApp } from '../http/create-app.ts';
import { StaticSite } from '../http/static-files.ts';
import { testSessionSecret } from './client.ts';

const indexHtml = await readFile(new URL('../../web/index.html', import.meta.url), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1];

async function appServing(html: string, publicUrl?: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'promptario-meta-'));
  await writeFile(path.join(dir, 'index.html'), html);
  const site = await StaticSite.load(dir, { publicUrl });
  return createPromptarioApp({ sessionSecret: testSessionSecret, development: false, site });
}

const get = (app: Awaited<ReturnType<typeof appServing>>, url: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(url, { headers: { host: new URL(url).host, ...headers } }));

const metaContent = (html: string, attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];
const linkHref = (html: string, attributes: string) => new RegExp(`<link ${attributes} href="([^"]*)"`).exec(html)?.[1];

// Issue 10: link previews and search engines read the HTML without running the app.
describe("index.html's sharing meta", () => {
  it('is written in the Spanish default, with absolute canonical and Open Graph URLs on the request origin', async () => {
    const app = await appServing(indexHtml);
    const html = await (await get(app, 'http://localhost:3000/')).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Biblioteca de prompts y optimizador con IA · Promptario</title>');
    expect(metaContent(html, 'name="description"')).toMatch(/^Explora una biblioteca de prompts/);
    expect(metaContent(html, 'property="og:title"')).toBe('Biblioteca de prompts y optimizador con IA · Promptario');
    expect(metaContent(html, 'property="og:locale"')).toBe('es_ES');
    expect(metaContent(html, 'property="og:locale:alternate"')).toBe('en_US');
    expect(metaContent(html, 'property="og:url"')).toBe('http://localhost:3000/');
    expect(linkHref(html, 'rel="canonical"')).toBe('http://localhost:3000/');
    expect(linkHref(html, 'rel="alternate" hreflang="en"')).toBe('http://localhost:3000/?lang=en');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('follows ?lang=, not the browser language: one address, one language, as the app shows it', async () => {
    const app = await appServing(indexHtml, 'https://promptario.example.com');
    const english = await get(app, 'http://localhost/?lang=en', { 'accept-language': 'es' });
    const html = await english.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Prompt library and AI optimizer · Promptario</title>');
    expect(metaContent(html, 'name="description"')).toMatch(/^Browse a library of prompts/);
    expect(metaContent(html, 'property="og:locale"')).toBe('en_US');
    expect(linkHref(html, 'rel="canonical"')).toBe('https://promptario.example.com/?lang=en');

    const asked = await (await get(app, 'http://localhost/', { 'accept-language': 'en-US,en;q=0.9' })).text();
    expect(asked).toContain('<html lang="es"');
    expect(linkHref(asked, 'rel="canonical"')).toBe('https://promptario.example.com/');
    expect(await (await get(app, 'http://localhost/auth?lang=en')).text()).toContain('<link rel="canonical" href="https://promptario.example.com/auth?lang=en" />');
  });

  it('escapes the address it repeats, and the gzip answer is the same page', async () => {
    const app = await appServing(indexHtml);
    const response = await get(app, 'http://localhost/%22%3E%3Cscript%3Ealert(1)%3C/script%3E', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).not.toContain('"><script>alert');
    expect(linkHref(html, 'rel="canonical"')).toBe('http://localhost/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });

  it("keeps index.html's inline script, so the policy's hash of it still matches", async () => {
    const app = await appServing(indexHtml);
    const response = await get(app, 'http://localhost/?lang=en');
    const served = /<script>([\s\S]*?)<\/script>/.exec(await response.text())![1];
    expect(served).toBe(inlineScript);
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`);
  });
});
