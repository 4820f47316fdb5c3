import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPromptarioApp } from '../http/create-app.ts';
import { StaticSite } from '../http/static-files.ts';
import { registeredClient, testSessionSecret, TestClient } from './client.ts';

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

// Issue 10 (Lighthouse): the landing and sign-in pages' data request starts with the HTML, not
// after the scripts have run; the page's fetch() reuses it, so its URL must answer their data.
describe("index.html's data preload", () => {
  const preloadOf = async (app: Awaited<ReturnType<typeof appServing>>, url: string) =>
    linkHref(await (await get(app, url)).text(), 'rel="preload" as="fetch" crossorigin');

  it('names the landing query on / in both languages, the viewer query on /auth, nothing elsewhere', async () => {
    const app = await appServing(indexHtml);
    const landing = await preloadOf(app, 'http://localhost/');
    expect(landing).toMatch(/^\/graphql\?query=query%20Landing%20/);
    expect(await preloadOf(app, 'http://localhost/?lang=en')).toBe(landing);
    expect(await preloadOf(app, 'http://localhost/auth?lang=en')).toMatch(/^\/graphql\?query=query%20Viewer%20/);
    expect(await preloadOf(app, 'http://localhost/prompts')).toBeUndefined();
  });

  it("answers the landing data as the browser's preload asks for it (GET, */*), for a visitor and for a signed-in user", async () => {
    const app = await appServing(indexHtml);
    const url = (await preloadOf(app, 'http://localhost/'))!;
    const visitor = await new TestClient('es', '127.0.0.1', async () => app).request('GET', url, { headers: { accept: '*/*' } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect(visitor.body.errors).toBeUndefined();
    expect(visitor.body.data.viewer).toBeNull();
    expect(visitor.body.data.libraryStats).toEqual({ promptCount: expect.any(Number), categoryCount: expect.any(Number) });
    expect(visitor.body.data.plans.map((plan: { type: string }) => plan.type)).toEqual(['free', 'basic', 'pro', 'enterprise']);

    const { client } = await registeredClient({ app: async () => app });
    const user = await client.request('GET', url, { headers: { accept: '*/*' } });
    expect(user.status).toBe(200);
    expect(user.body.data.viewer).toEqual({ id: expect.any(String) });

    const viewerUrl = (await preloadOf(app, 'http://localhost/auth'))!;
    expect((await client.request('GET', viewerUrl, { headers: { accept: '*/*' } })).body).toEqual({ data: { viewer: user.body.data.viewer } });
  });
});
