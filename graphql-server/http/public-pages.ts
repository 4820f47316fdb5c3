import { Hono, type Context as HonoContext } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { languages, type Language } from '../../shared/languages.ts';
import { translate, type MessageKey, type MessageValues } from '../i18n/messages.ts';
import { plans } from '../services/plans.ts';
import { sharedPromptByToken } from '../services/prompt-shares.ts';
import {
  promptIdFromSegment,
  publicCategoryPath,
  publicLibrary,
  publicLibraryPath,
  publicPageSize,
  publicPromptPath,
  type PublicCategory,
  type PublicLibrary,
  type PublicPrompt,
} from '../services/public-library.ts';
import type { RequestClient } from './client-address.ts';
import { publicPageCss, publicPageScript } from './public-page-assets.ts';

/**
 * The library on the open web (docs/behaviour.md, The library on the open web): server-rendered
 * HTML pages with no framework on the client, readable with JavaScript off, their only script the
 * copy button's. Addresses:
 *   /es/prompts, /en/prompts                           the categories, in that language
 *   /es/prompts/<category-slug>[?page=N]               a category's prompts in that language
 *   /es/prompts/<category-slug>/<title-slug>-<id>      one prompt (in its own language)
 *   /s/<token>                                         a user's prompt shared by link (noindex)
 *   /sitemap.xml, /robots.txt, /public-page.js
 */

/** What app.ts sets for every request: the client (for the protocol) and Accept-Language's language. */
type PublicEnv = { Variables: { client: RequestClient; language: Language } };
type PublicContext = HonoContext<PublicEnv>;

const freeLimit = plans.free.libraryPromptsPerCategory ?? 0;

/** Library pages change when an admin edits the library: a few minutes of caching is fine. Share links are revoked at once. */
const libraryCaching = 'public, max-age=300';

interface Page {
  language: Language;
  title: string;
  description: string;
  /** Absolute URL; null for pages that are not to be indexed under any address (404, shared prompts). */
  canonical: string | null;
  alternates?: { language: Language; url: string }[];
  noindex?: boolean;
  openGraphType?: 'website' | 'article';
  jsonLd?: object;
  /** Absolute URL of this page in the other language, for the header's language link. */
  otherLanguageUrl?: string;
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
}

export function publicPageRoutes(options: { publicUrl: string }): Hono<PublicEnv> {
  const app = new Hono<PublicEnv>({ strict: false });
  const origin = (c: PublicContext) => {
    if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
    const url = new URL(c.req.url);
    return `${c.var.client?.https ? 'https' : 'http'}://${url.host}`;
  };

  app.get('/public-page.js', () => new Response(publicPageScript, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' } }));

  app.get('/robots.txt', (c) => {
    const text = [
      'User-agent: *',
      'Allow: /',
      // The app's own pages: private, or (/prompts) the public library's pages over again, for signed-in readers.
      ...['/api/', '/graphql', '/auth', '/dashboard', '/prompts', '/optimize', '/history', '/my-prompts', '/categories', '/settings', '/admin', '/checkout/', '/reset-password'].map(
        (path) => `Disallow: ${path}`,
      ),
      '',
      `Sitemap: ${origin(c)}/sitemap.xml`,
      '',
    ].join('\n');
    return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': libraryCaching } });
  });

  app.get('/sitemap.xml', async (c) => {
    const library = await publicLibrary();
    const base = origin(c);
    const entries: { path: string; lastmod: Date | null }[] = [];
    for (const language of languages) {
      const lists = library.categories.map((category) => ({ category, prompts: library.list(category.id, language) })).filter((list) => list.prompts.length > 0);
      if (lists.length === 0) continue;
      entries.push({ path: publicLibraryPath(language), lastmod: latest(lists.flatMap((list) => list.prompts)) });
      for (const { category, prompts } of lists) {
        for (let page = 1; page <= pageCount(prompts.length); page += 1) {
          entries.push({ path: publicCategoryPath(language, category.slug, page), lastmod: latest(pagePrompts(prompts, page)) });
        }
      }
    }
    for (const prompt of library.promptById.values()) {
      const category = library.categories.find((candidate) => candidate.id === prompt.categoryId);
      if (category) entries.push({ path: publicPromptPath(prompt, category.slug), lastmod: prompt.updatedAt });
    }
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) => `<url><loc>${escapeXml(base + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': libraryCaching } });
  });

  app.get('/:language{es|en}/prompts', async (c) => {
    const language = c.req.param('language') as Language;
    const library = await publicLibrary();
    return respond(c, libraryIndexPage(library, language, origin(c)));
  });

  app.get('/:language{es|en}/prompts/:category', async (c) => {
    const language = c.req.param('language') as Language;
    const library = await publicLibrary();
    const category = library.categoryBySlug.get(c.req.param('category'));
    const prompts = category ? library.list(category.id, language) : [];
    const pageParam = c.req.query('page');
    const page = pageParam === undefined ? 1 : /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 0;
    if (!category || prompts.length === 0 || page < 1 || page > pageCount(prompts.length)) return notFound(c, language);
    return respond(c, categoryPage(library, category, language, page, origin(c)));
  });

  app.get('/:language{es|en}/prompts/:category/:prompt', async (c) => {
    const language = c.req.param('language') as Language;
    const id = promptIdFromSegment(c.req.param('prompt'));
    const library = await publicLibrary();
    const prompt = id === null ? undefined : library.promptById.get(id);
    const category = prompt && library.categories.find((candidate) => candidate.id === prompt.categoryId);
    if (!prompt || !category) return notFound(c, language);
    // One address per prompt: an old title, another category or language lead to the current one.
    const path = publicPromptPath(prompt, category.slug);
    if (new URL(c.req.url).pathname !== path) return c.redirect(path, 301);
    return respond(c, promptPage(library, prompt, category, origin(c)));
  });

  app.get('/s/:token', async (c) => {
    const shared = await sharedPromptByToken(c.req.param('token'));
    if (!shared) return notFound(c, c.var.language ?? 'es', { noStore: true });
    const { prompt, category, authorName } = shared;
    const language = prompt.language;
    const t = translator(language);
    const page: Page = {
      language,
      title: prompt.title,
      description: t('public.sharedDescription', { name: authorName }),
      canonical: null,
      noindex: true,
      openGraphType: 'article',
      body: html`<article class="prompt" aria-labelledby="title">
        <h1 id="title">${prompt.title}</h1>
        <p class="shared-by">${t('public.sharedBy', { name: authorName })}</p>
        <dl class="facts">
          ${category ? html`<div><dt>${t('public.category')}</dt><dd>${language === 'en' && category.nameEn ? category.nameEn : category.name}</dd></div>` : ''}
          <div><dt>${t('public.language')}</dt><dd>${t(`public.languageName.${language}`)}</dd></div>
        </dl>
        ${promptContent(prompt.content, language)}
        <div class="actions">${copyButton(language)}<a class="button primary" href="${useLink(prompt.content)}">${t('public.useOrOptimize')}</a></div>
      </article>`,
    };
    return respond(c, page, { noStore: true, url: `${origin(c)}${new URL(c.req.url).pathname}` });
  });

  return app;
}

function translator(language: Language) {
  return (key: MessageKey, values?: MessageValues) => translate(key, language, values);
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / publicPageSize));
const pagePrompts = (prompts: PublicPrompt[], page: number) => prompts.slice((page - 1) * publicPageSize, page * publicPageSize);
const latest = (prompts: PublicPrompt[]) => (prompts.length === 0 ? null : new Date(Math.max(...prompts.map((prompt) => prompt.updatedAt.getTime()))));

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Sign up, then the optimizer with the prompt in it (the /auth?next= deep link); a locked prompt's content is never in a link. */
function useLink(content: string | null, categorySlug?: string): string {
  const next = content !== null ? `/optimize?${new URLSearchParams({ prompt: content })}` : `/prompts/${encodeURIComponent(categorySlug ?? '')}`;
  return `/auth?${new URLSearchParams({ tab: 'register', next })}`;
}

function copyButton(language: Language) {
  const t = translator(language);
  // Hidden until the script shows it: without JavaScript there is nothing it could do.
  return html`<button type="button" class="button" data-copy="prompt-content" data-copied="${t('public.copied')}" aria-live="polite" hidden>${t('public.copy')}</button>`;
}

function promptContent(content: string, language: Language) {
  return html`<div class="content" id="prompt-content" lang="${language}">${content}</div>`;
}

function teaser(prompt: PublicPrompt, category: PublicCategory): string {
  const t = translator(prompt.language);
  return prompt.isPremium
    ? t('public.teaserPremium', { category: category.name[prompt.language] })
    : t('public.teaserPaidPlans', { category: category.name[prompt.language], limit: freeLimit });
}

function badge(prompt: PublicPrompt) {
  const t = translator(prompt.language);
  if (prompt.lockReason === null) return html`<span class="badge free">${t('public.badgeFree')}</span>`;
  return prompt.lockReason === 'PREMIUM'
    ? html`<span class="badge premium">${t('public.badgePremium')}</span>`
    : html`<span class="badge paid">${t('public.badgePaidPlans')}</span>`;
}

/** A prompt in a list: its title, its plan badge, and the opening of its content or its teaser. */
function promptCard(prompt: PublicPrompt, category: PublicCategory, headingLevel: 2 | 3) {
  const link = html`<a href="${publicPromptPath(prompt, category.slug)}">${prompt.title}</a>`;
  const excerpt = prompt.content === null ? teaser(prompt, category) : excerptOf(prompt.content, 180);
  return html`<li class="card">
    ${headingLevel === 2 ? html`<h2>${link}</h2>` : html`<h3>${link}</h3>`}
    <p class="badges">${badge(prompt)}</p>
    <p class="excerpt">${excerpt}</p>
  </li>`;
}

function excerptOf(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function breadcrumb(language: Language, items: { name: string; path?: string }[]) {
  const t = translator(language);
  return html`<nav aria-label="${t('public.breadcrumb')}" class="breadcrumb"><ol>
    ${items.map((item) => (item.path ? html`<li><a href="${item.path}">${item.name}</a></li>` : html`<li aria-current="page">${item.name}</li>`))}
  </ol></nav>`;
}

function breadcrumbJsonLd(base: string, items: { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: base + item.path })),
  };
}

function libraryIndexPage(library: PublicLibrary, language: Language, base: string): Page {
  const t = translator(language);
  const lists = library.categories.map((category) => ({ category, prompts: library.list(category.id, language) })).filter((list) => list.prompts.length > 0);
  const path = publicLibraryPath(language);
  return {
    language,
    title: `${t('public.library')} · Promptario`,
    description: t('public.libraryDescription', { count: lists.length }),
    canonical: base + path,
    alternates: languages.map((other) => ({ language: other, url: base + publicLibraryPath(other) })),
    otherLanguageUrl: base + publicLibraryPath(otherLanguage(language)),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: t('public.library'),
      url: base + path,
      inLanguage: language,
      hasPart: lists.map(({ category }) => ({ '@type': 'CollectionPage', name: category.name[language], url: base + publicCategoryPath(language, category.slug) })),
    },
    body: html`<h1>${t('public.library')}</h1>
      <p class="lead">${t('public.libraryDescription', { count: lists.length })}</p>
      <p class="rule">${t('public.freeRule', { limit: freeLimit })}</p>
      <section aria-labelledby="categories"><h2 id="categories">${t('public.categories')}</h2>
      <ul class="cards">
        ${lists.map(
          ({ category, prompts }) =>
            html`<li class="card"><h3><a href="${publicCategoryPath(language, category.slug)}">${category.name[language]}</a></h3><p>${t('public.promptCount', { count: prompts.length })}</p></li>`,
        )}
      </ul></section>`,
  };
}

function categoryPage(library: PublicLibrary, category: PublicCategory, language: Language, page: number, base: string): Page {
  const t = translator(language);
  const prompts = library.list(category.id, language);
  const pages = pageCount(prompts.length);
  const shown = pagePrompts(prompts, page);
  const name = category.name[language];
  const path = publicCategoryPath(language, category.slug, page);
  // hreflang: the same category's page in the other language, when that language has prompts there.
  const alternates = languages
    .filter((other) => library.list(category.id, other).length > 0)
    .map((other) => ({ language: other, url: base + publicCategoryPath(other, category.slug) }));
  const free = prompts.filter((prompt) => prompt.lockReason === null).length;
  const crumbs = [
    { name: t('public.library'), path: publicLibraryPath(language) },
    { name, path: publicCategoryPath(language, category.slug) },
  ];
  const title = t('public.categoryTitle', { category: name });
  return {
    language,
    title: `${title}${page > 1 ? ` · ${t('public.pageOf', { page, pages })}` : ''} · Promptario`,
    description: t('public.categoryDescription', { count: prompts.length, category: name, free }),
    canonical: base + path,
    alternates: page === 1 && alternates.length > 1 ? alternates : undefined,
    otherLanguageUrl: base + publicLibraryPath(otherLanguage(language)),
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'CollectionPage',
          name: title,
          url: base + path,
          inLanguage: language,
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: prompts.length,
            itemListElement: shown.map((prompt, index) => ({
              '@type': 'ListItem',
              position: (page - 1) * publicPageSize + index + 1,
              url: base + publicPromptPath(prompt, category.slug),
              name: prompt.title,
            })),
          },
        },
        breadcrumbJsonLd(base, crumbs),
      ],
    },
    body: html`${breadcrumb(language, [crumbs[0], { name }])}
      <h1>${title}</h1>
      <p class="rule">${t('public.freeRule', { limit: freeLimit })}</p>
      <ul class="cards">${shown.map((prompt) => promptCard(prompt, category, 2))}</ul>
      ${pages > 1
        ? html`<nav class="pagination" aria-label="${t('public.pagination')}">
            ${page > 1 ? html`<a rel="prev" href="${publicCategoryPath(language, category.slug, page - 1)}">${t('public.previous')}</a>` : ''}
            <span>${t('public.pageOf', { page, pages })}</span>
            ${page < pages ? html`<a rel="next" href="${publicCategoryPath(language, category.slug, page + 1)}">${t('public.next')}</a>` : ''}
          </nav>`
        : ''}`,
  };
}

function promptPage(library: PublicLibrary, prompt: PublicPrompt, category: PublicCategory, base: string): Page {
  const language = prompt.language;
  const t = translator(language);
  const categoryName = category.name[language];
  const url = base + publicPromptPath(prompt, category.slug);
  const related = library
    .list(category.id, language)
    .filter((other) => other.id !== prompt.id)
    .slice(0, 6);
  const crumbs = [
    { name: t('public.library'), path: publicLibraryPath(language) },
    { name: categoryName, path: publicCategoryPath(language, category.slug) },
    { name: prompt.title, path: publicPromptPath(prompt, category.slug) },
  ];
  const description = prompt.content === null ? teaser(prompt, category) : excerptOf(prompt.content, 155);
  return {
    language,
    title: `${prompt.title} · ${categoryName} · Promptario`,
    description,
    canonical: url,
    openGraphType: 'article',
    otherLanguageUrl: base + publicLibraryPath(otherLanguage(language)),
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'CreativeWork',
          name: prompt.title,
          url,
          inLanguage: language,
          genre: categoryName,
          dateModified: prompt.updatedAt.toISOString(),
          isAccessibleForFree: prompt.content !== null,
          abstract: description,
          ...(prompt.content !== null && { text: prompt.content }),
          isPartOf: { '@type': 'CollectionPage', name: t('public.categoryTitle', { category: categoryName }), url: base + publicCategoryPath(language, category.slug) },
          publisher: { '@type': 'Organization', name: 'Promptario', url: base + '/' },
        },
        breadcrumbJsonLd(base, crumbs),
      ],
    },
    body: html`${breadcrumb(language, [crumbs[0], crumbs[1], { name: prompt.title }])}
      <article class="prompt" aria-labelledby="title">
        <h1 id="title">${prompt.title}</h1>
        <dl class="facts">
          <div><dt>${t('public.category')}</dt><dd><a href="${publicCategoryPath(language, category.slug)}">${categoryName}</a></dd></div>
          <div><dt>${t('public.language')}</dt><dd>${t(`public.languageName.${language}`)}</dd></div>
          <div><dt class="visually-hidden">Plan</dt><dd>${badge(prompt)}</dd></div>
        </dl>
        ${prompt.content === null
          ? html`<p class="teaser">${teaser(prompt, category)}</p>
              <p class="rule">${t('public.freeRule', { limit: freeLimit })}</p>
              <div class="actions"><a class="button primary" href="${useLink(null, category.slug)}">${t('public.seePlans')}</a></div>`
          : html`${promptContent(prompt.content, language)}
              <div class="actions">${copyButton(language)}<a class="button primary" href="${useLink(prompt.content)}">${t('public.useOrOptimize')}</a></div>`}
      </article>
      ${related.length > 0
        ? html`<section aria-labelledby="related"><h2 id="related">${t('public.related', { category: categoryName })}</h2>
            <ul class="cards">${related.map((other) => promptCard(other, category, 3))}</ul></section>`
        : ''}`,
  };
}

const otherLanguage = (language: Language): Language => (language === 'es' ? 'en' : 'es');

const openGraphLocale: Record<Language, string> = { es: 'es_ES', en: 'en_US' };

/** JSON for a <script> element: nothing in it can close the element. */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

async function document(page: Page, url: string) {
  const t = translator(page.language);
  return (
    await html`<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<meta name="description" content="${page.description}">
${page.noindex ? html`<meta name="robots" content="noindex, nofollow">` : ''}
${page.canonical ? html`<link rel="canonical" href="${page.canonical}">` : ''}
${(page.alternates ?? []).map((alternate) => html`<link rel="alternate" hreflang="${alternate.language}" href="${alternate.url}">`)}
${page.alternates?.length ? html`<link rel="alternate" hreflang="x-default" href="${page.alternates.find((alternate) => alternate.language === 'es')?.url ?? page.alternates[0].url}">` : ''}
<meta property="og:site_name" content="Promptario">
<meta property="og:type" content="${page.openGraphType ?? 'website'}">
<meta property="og:title" content="${page.title}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${page.canonical ?? url}">
<meta property="og:locale" content="${openGraphLocale[page.language]}">
<meta name="twitter:card" content="summary">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${raw(publicPageCss)}</style>
${page.jsonLd ? html`<script type="application/ld+json">${raw(jsonForScript(page.jsonLd))}</script>` : ''}
</head>
<body>
<a class="skip" href="#main">${t('public.skipToContent')}</a>
<header class="site"><nav aria-label="${t('public.mainNav')}">
<a class="brand" href="/">Promptario</a>
<a href="${publicLibraryPath(page.language)}">${t('public.library')}</a>
<a href="${page.otherLanguageUrl ?? publicLibraryPath(otherLanguage(page.language))}" lang="${otherLanguage(page.language)}" hreflang="${otherLanguage(page.language)}">${t('public.otherLanguage')}</a>
<a href="/auth">${t('public.signIn')}</a>
<a class="button primary" href="/auth?tab=register">${t('public.signUp')}</a>
</nav></header>
<main id="main">
${page.body}
</main>
<footer class="site"><p>${t('public.footer')}</p></footer>
<script src="/public-page.js" defer></script>
</body>
</html>
`
  ).toString();
}

async function respond(c: PublicContext, page: Page, options: { noStore?: boolean; url?: string; status?: 200 | 404 } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': options.noStore ? 'no-store' : libraryCaching,
    'content-language': page.language,
  };
  // Shared prompts and missing pages stay out of search engines, even when linked from elsewhere.
  if (page.noindex) headers['x-robots-tag'] = 'noindex, nofollow';
  const url = options.url ?? page.canonical ?? new URL(c.req.url).href;
  return new Response(await document(page, url), { status: options.status ?? 200, headers });
}

function notFound(c: PublicContext, language: Language, options: { noStore?: boolean } = {}): Promise<Response> {
  const t = translator(language);
  const page: Page = {
    language,
    title: `${t('public.notFoundTitle')} · Promptario`,
    description: t('public.notFoundText'),
    canonical: null,
    noindex: true,
    body: html`<h1>${t('public.notFoundTitle')}</h1><p>${t('public.notFoundText')}</p><p><a href="${publicLibraryPath(language)}">${t('public.library')}</a></p>`,
  };
  return respond(c, page, { status: 404, noStore: options.noStore ?? true });
}
