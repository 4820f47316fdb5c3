/**
 * The library on the open web over a real socket: raw HTML as a browser without JavaScript or a
 * crawler gets it, premium content absent from every byte, the sitemap and robots.txt, and share
 * links turned on, edited, revoked.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { publicPromptPath } from '../services/public-library.ts';
import { registeredClient, testApp, TestClient } from './client.ts';
import { countQueries } from './query-count.ts';

let server: http.Server;
let base: string;

beforeAll(async () => {
  await seedLibrary();
  server = await startHttpServer(await testApp(), 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** One GET over the socket, redirects not followed: status, headers and the body as text. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** How Hono's html helper writes text into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const document = (html: string) => new JSDOM(html).window.document;

/**
 * Marks a locked prompt's content with a word found nowhere else (at its start, middle and end), so
 * its absence from a response is proof: prompts share template phrases with free ones.
 */
async function markContent(prompt: { id: number; content: string }) {
  const marker = `SECRETO${Math.random().toString(36).slice(2, 10)}`;
  const middle = Math.floor(prompt.content.length / 2);
  const content = `${marker} ${prompt.content.slice(0, middle)} ${marker} ${prompt.content.slice(middle)} ${marker}`;
  await prisma.prompt.update({ where: { id: prompt.id }, data: { content } });
  return { marker, content };
}

async function libraryPrompt(where: { seedKey: string }) {
  const prompt = await prisma.prompt.findUniqueOrThrow({ where, include: { categories: { include: { category: true }, orderBy: { categoryId: 'asc' } } } });
  return { ...prompt, category: prompt.categories[0].category, path: publicPromptPath(prompt, prompt.categories[0].category.slug) };
}

/** A library prompt a free account reads (among the first five of its category), one Premium, one past the free five. */
async function promptsByAccess(language: 'es' | 'en') {
  const links = await prisma.promptCategory.findMany({
    where: { prompt: { ownerId: null, language }, category: { slug: 'marketing' } },
    include: { prompt: true },
    orderBy: { position: 'asc' },
  });
  const free = links.find((link) => link.position < 5 && !link.prompt.isPremium)!;
  const premium = links.find((link) => link.prompt.isPremium)!;
  const pastFree = links.find((link) => link.position >= 5 && !link.prompt.isPremium)!;
  return {
    free: await libraryPrompt({ seedKey: free.prompt.seedKey! }),
    premium: await libraryPrompt({ seedKey: premium.prompt.seedKey! }),
    pastFree: await libraryPrompt({ seedKey: pastFree.prompt.seedKey! }),
  };
}

describe('a public prompt page', () => {
  it('is complete HTML without JavaScript: title, category, language, the full content of a free prompt, copy and use actions, related prompts', async () => {
    for (const language of ['es', 'en'] as const) {
      const { free } = await promptsByAccess(language);
      expect(free.path).toMatch(new RegExp(`^/${language}/prompts/marketing/[a-z0-9-]+-${free.id}$`));
      const page = await get(free.path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.text).toContain(escapeHtml(free.content));
      const dom = document(page.text);
      expect(dom.documentElement.lang).toBe(language);
      expect(dom.querySelector('h1')?.textContent).toBe(free.title);
      expect(dom.querySelector('main')).not.toBeNull();
      expect(dom.querySelector('#prompt-content')?.textContent).toBe(free.content);
      expect(dom.querySelector('.facts')?.textContent).toContain(language === 'es' ? 'Marketing' : 'Marketing');
      expect(dom.querySelector('.facts')?.textContent).toContain(language === 'es' ? 'Español' : 'English');
      expect(dom.querySelector('button[data-copy="prompt-content"]')?.textContent).toBe(language === 'es' ? 'Copiar' : 'Copy');
      const use = dom.querySelector<HTMLAnchorElement>('main a.button.primary[href^="/auth"]')!;
      expect(use.textContent).toBe(language === 'es' ? 'Usar / optimizar' : 'Use it / optimize it');
      const next = new URL(use.href, base).searchParams;
      expect(next.get('tab')).toBe('register');
      expect(new URL(next.get('next')!, base).searchParams.get('prompt')).toBe(free.content);
      const related = [...dom.querySelectorAll('section[aria-labelledby="related"] li a')].map((link) => link.getAttribute('href'));
      expect(related.length).toBeGreaterThan(0);
      expect(related.every((href) => href?.startsWith(`/${language}/prompts/marketing/`) && !href.endsWith(`-${free.id}`))).toBe(true);
      // Scripts: the copy button's file alone.
      expect([...dom.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/public-page.js']);
    }
  });

  it('carries title, description, canonical, Open Graph and JSON-LD, and no hreflang (library prompts have no counterpart in the other language)', async () => {
    const { free } = await promptsByAccess('es');
    const dom = document((await get(free.path)).text);
    expect(dom.title).toContain(free.title);
    expect(dom.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(50);
    expect(dom.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(base + free.path);
    expect(dom.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(base + free.path);
    expect(dom.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain(free.title);
    expect(dom.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('es_ES');
    expect(dom.querySelector('link[hreflang]')).toBeNull();
    const jsonLd = JSON.parse(dom.querySelector('script[type="application/ld+json"]')!.textContent!);
    const work = jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'CreativeWork');
    expect(work).toMatchObject({ name: free.title, inLanguage: 'es', text: free.content, isAccessibleForFree: true, url: base + free.path });
  });

  it('of a Premium prompt, and of one past the free five, shows title, category and a teaser, and their content is in no byte a visitor receives', async () => {
    for (const language of ['es', 'en'] as const) {
      const { premium, pastFree } = await promptsByAccess(language);
      for (const locked of [premium, pastFree]) {
        const { marker, content } = await markContent(locked);
        const page = await get(locked.path);
        expect(page.status).toBe(200);
        const dom = document(page.text);
        expect(dom.querySelector('h1')?.textContent).toBe(locked.title);
        expect(dom.querySelector('.teaser')?.textContent).toContain('Marketing');
        expect(dom.querySelector('#prompt-content')).toBeNull();
        const everything = [
          page.text,
          (await get('/public-page.js')).text,
          (await get(`/${language}/prompts/marketing`)).text,
          (await get(`/${language}/prompts/marketing?page=2`)).text,
          (await get('/sitemap.xml')).text,
        ].join('\n');
        expect(everything).not.toContain(marker);
        expect(everything).not.toContain(escapeHtml(content));
      }
      // The same check finds a free prompt's marked content, so it finds content when it is there.
      const { free } = await promptsByAccess(language);
      const { marker } = await markContent(free);
      expect((await get(free.path)).text).toContain(marker);
    }
  });

  it('has one address: an old title or another language redirects to it, and an unknown prompt, a user\'s prompt or a wrong path is a 404 page', async () => {
    const { free } = await promptsByAccess('es');
    const renamed = await get(`/es/prompts/marketing/un-titulo-viejo-${free.id}`);
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get('location')).toBe(free.path);
    expect((await get(`/en/prompts/sales/x-${free.id}`)).headers.get('location')).toBe(free.path);

    const { client } = await registeredClient();
    const category = await prisma.category.findUniqueOrThrow({ where: { slug: 'marketing' } });
    const own = await client.rest('POST', '/api/prompts', { title: 'Mi prompt privado', content: 'Contenido privado de prueba', categoryId: category.id });
    for (const path of [`/es/prompts/marketing/mi-prompt-privado-${own.body.id}`, '/es/prompts/marketing/sin-id', '/es/prompts/marketing/x-99999999', '/es/prompts/no-existe', '/fr/prompts']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.text).not.toContain('Contenido privado de prueba');
    }
    const notFound = await get('/en/prompts/no-such-category');
    expect(document(notFound.text).querySelector('h1')?.textContent).toBe('Page not found');
    expect(notFound.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('costs one SQL statement once the library version is cached', async () => {
    const { free } = await promptsByAccess('en');
    await get(free.path);
    const warm = await countQueries(() => get(free.path));
    expect(warm.result.status).toBe(200);
    expect(warm.queries).toBe(1);
  });
});

describe('a public category page', () => {
  it('lists the category in one language, paginated, free prompts first, with the free plan rule and hreflang to the other language', async () => {
    for (const language of ['es', 'en'] as const) {
      const first = await get(`/${language}/prompts/marketing`);
      expect(first.status).toBe(200);
      const dom = document(first.text);
      expect(dom.querySelector('h1')?.textContent).toBe(language === 'es' ? 'Prompts de Marketing' : 'Marketing prompts');
      expect(dom.querySelector('.rule')?.textContent).toContain(language === 'es' ? 'los 5 primeros prompts de cada categoría' : 'the first 5 prompts of each category');
      const cards = [...dom.querySelectorAll('main .cards > li')];
      expect(cards).toHaveLength(12);
      const badges = cards.map((card) => card.querySelector('.badge')!.className);
      expect(badges.slice(0, 5)).toEqual(Array(5).fill('badge free'));
      expect(badges.slice(5).every((badge) => badge !== 'badge free')).toBe(true);
      expect(dom.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${base}/${language}/prompts/marketing`);
      expect([...dom.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
        ['es', `${base}/es/prompts/marketing`],
        ['en', `${base}/en/prompts/marketing`],
        ['x-default', `${base}/es/prompts/marketing`],
      ]);
      expect(dom.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(`/${language}/prompts/marketing?page=2`);
      const jsonLd = JSON.parse(dom.querySelector('script[type="application/ld+json"]')!.textContent!);
      expect(jsonLd['@graph'][0].mainEntity.numberOfItems).toBe(20);

      const second = document((await get(`/${language}/prompts/marketing?page=2`)).text);
      expect(second.querySelectorAll('main .cards > li')).toHaveLength(8);
      expect(second.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(`/${language}/prompts/marketing`);
      for (const page of ['3', '0', 'x']) expect((await get(`/${language}/prompts/marketing?page=${page}`)).status).toBe(404);
    }
  });

  it('the library index links every category in its language', async () => {
    const dom = document((await get('/en/prompts')).text);
    const links = [...dom.querySelectorAll('main .cards a')].map((link) => link.getAttribute('href'));
    expect(links).toContain('/en/prompts/marketing');
    expect(links.length).toBe(await prisma.category.count());
  });
});

describe('the sitemap and robots.txt', () => {
  it('sitemap.xml is valid XML listing every public page with lastmod, and no user prompt', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = new JSDOM(response.text, { contentType: 'application/xml' }).window.document;
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...xml.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0].textContent!,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    expect(urls.every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
    const locs = new Set(urls.map((url) => url.loc));
    const { free, premium } = await promptsByAccess('es');
    for (const path of ['/es/prompts', '/en/prompts', '/es/prompts/marketing', '/en/prompts/marketing?page=2', free.path, premium.path]) expect(locs, path).toContain(base + path);
    const libraryPrompts = await prisma.prompt.count({ where: { ownerId: null } });
    expect(urls.filter((url) => /\/prompts\/[^/]+\/[^/]+$/.test(new URL(url.loc).pathname))).toHaveLength(libraryPrompts);
    // Each listed page answers (a sample, over the socket).
    for (const url of urls.slice(0, 5)) expect((await get(new URL(url.loc).pathname + new URL(url.loc).search)).status).toBe(200);
  });

  it('robots.txt points to the sitemap and keeps the private routes out', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`Sitemap: ${base}/sitemap.xml`);
    for (const path of ['/api/', '/graphql', '/dashboard', '/my-prompts', '/settings', '/admin']) expect(response.text).toContain(`Disallow: ${path}\n`);
    expect(response.text).not.toMatch(/Disallow: \/(es|en)\b/);
  });
});

describe('the library for a visitor through the API', () => {
  it('hides every Premium prompt\'s content from a visitor, and what a free account cannot read', async () => {
    const visitor = new TestClient('es');
    const result = await visitor.graphql(`{ category(slug: "marketing") { ... on QueryCategorySuccess { data { prompts(first: 100) { edges { node { isPremium isLocked content } } } } } } }`);
    const nodes: { isPremium: boolean; isLocked: boolean; content: string | null }[] = result.data.category.data.prompts.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes.filter((node) => node.isPremium).length).toBeGreaterThan(0);
    expect(nodes.filter((node) => node.isPremium).every((node) => node.isLocked && node.content === null)).toBe(true);
    expect(nodes.filter((node) => !node.isLocked)).toHaveLength(5);
  });
});

describe('share links of a user\'s own prompt', () => {
  const sharePathOf = `sharePath`;

  async function ownPrompt(language: 'es' | 'en', displayName: string) {
    const user = await registeredClient({ language });
    await prisma.user.update({ where: { id: user.id }, data: { displayName } });
    const category = await prisma.category.findUniqueOrThrow({ where: { slug: 'sales' } });
    const created = await user.client.rest('POST', '/api/prompts', { title: `Guion ${displayName}`, content: 'Versión uno del guion <b>', categoryId: category.id });
    expect(created.status).toBe(201);
    const globalId = Buffer.from(`Prompt:${created.body.id}`).toString('base64');
    return { ...user, promptId: created.body.id as number, globalId };
  }

  it('is off by default; on, it shows the current version marked as shared by the author, unindexed; off, the link is a 404 at once', async () => {
    const { client, promptId, globalId } = await ownPrompt('es', 'Ana Autora');
    const before = await client.graphql(`query ($id: ID!) { ownPrompt(id: $id) { ... on QueryOwnPromptSuccess { data { ${sharePathOf} } } } }`, { id: globalId });
    expect(before.data.ownPrompt.data.sharePath).toBeNull();

    const on = await client.graphql(`mutation ($id: ID!) { sharePrompt(input: { id: $id }) { ... on MutationSharePromptSuccess { data { sharePath } } } }`, { id: globalId });
    const path: string = on.data.sharePrompt.data.sharePath;
    expect(path).toMatch(/^\/s\/[A-Za-z0-9_-]{24}$/);
    // Turning it on again keeps the link already given out.
    const again = await client.graphql(`mutation ($id: ID!) { sharePrompt(input: { id: $id }) { ... on MutationSharePromptSuccess { data { sharePath } } } }`, { id: globalId });
    expect(again.data.sharePrompt.data.sharePath).toBe(path);

    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const dom = document(page.text);
    expect(dom.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(dom.querySelector('link[rel="canonical"]')).toBeNull();
    expect(dom.querySelector('.shared-by')?.textContent).toBe('Compartido por Ana Autora');
    expect(dom.querySelector('#prompt-content')?.textContent).toBe('Versión uno del guion <b>');

    await client.rest('PUT', `/api/prompts/${promptId}`, { content: 'Versión dos del guion' });
    expect(document((await get(path)).text).querySelector('#prompt-content')?.textContent).toBe('Versión dos del guion');

    const off = await client.graphql(`mutation ($id: ID!) { unsharePrompt(input: { id: $id }) { ... on MutationUnsharePromptSuccess { data { sharePath } } } }`, { id: globalId });
    expect(off.data.unsharePrompt.data.sharePath).toBeNull();
    const revoked = await get(path);
    expect(revoked.status).toBe(404);
    expect(revoked.text).not.toContain('Versión dos');
    expect(await prisma.promptShare.count({ where: { promptId } })).toBe(0);
  });

  it('works over REST, in English for an English prompt, and nobody but the author can share or unshare', async () => {
    const { client, promptId } = await ownPrompt('en', 'Bob Writer');
    const on = await client.rest('PUT', `/api/prompts/${promptId}/share`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ shared: true, path: expect.stringMatching(/^\/s\//) });
    const dom = document((await get(on.body.path)).text);
    // The page speaks the prompt's language (an English reader's prompt is English).
    expect(dom.documentElement.lang).toBe('en');
    expect(dom.querySelector('.shared-by')?.textContent).toBe('Shared by Bob Writer');
    expect(dom.querySelector('button[data-copy]')?.textContent).toBe('Copy');

    const other = await registeredClient({ language: 'en' });
    const stranger = await other.client.rest('PUT', `/api/prompts/${promptId}/share`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Prompt not found');
    expect((await other.client.rest('DELETE', `/api/prompts/${promptId}/share`)).status).toBe(404);
    const library = await prisma.prompt.findFirstOrThrow({ where: { ownerId: null } });
    expect((await client.rest('PUT', `/api/prompts/${library.id}/share`)).status).toBe(404);
    expect((await new TestClient('en').rest('PUT', `/api/prompts/${promptId}/share`)).status).toBe(401);
    expect((await get(on.body.path)).status).toBe(200);

    const off = await client.rest('DELETE', `/api/prompts/${promptId}/share`);
    expect(off.body).toEqual({ shared: false, path: null });
    const gone = await get(on.body.path, { 'accept-language': 'en' });
    expect(gone.status).toBe(404);
    expect(document(gone.text).querySelector('h1')?.textContent).toBe('Page not found');
  });

  it('a guessed or malformed token is a 404', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '%00']) expect((await get(`/s/${token}`)).status).toBe(404);
  });
});
