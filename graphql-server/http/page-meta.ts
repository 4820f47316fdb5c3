import { defaultLanguage, isLanguage, languages, type Language } from '../../shared/languages.ts';
import { translate } from '../i18n/messages.ts';

/**
 * The sharing meta of the web client's index.html (title, description, Open Graph, canonical and
 * language alternates), written per request for its language: link previews and search engines
 * read the HTML without running the app. index.html marks the block with these comments; its
 * inline script lies outside it, so the script's CSP hash stays valid.
 */
const blockPattern = /<!-- page-meta -->[\s\S]*?<!-- \/page-meta -->/;

const ogLocales: Record<Language, string> = { es: 'es_ES', en: 'en_US' };

/**
 * `?lang=` (as shared links and the landing page's links carry it), else Spanish: the app itself
 * shows a first-time visitor Spanish whatever the browser's language (docs/behaviour.md, Languages), and each address
 * must be one language for its canonical and hreflang links to hold.
 */
export function pageLanguage(url: URL): Language {
  const lang = url.searchParams.get('lang');
  return isLanguage(lang) ? lang : defaultLanguage;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's address in a language: Spanish is the default and needs no parameter. */
function pageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}${language === 'es' ? '' : `?lang=${language}`}`;
}

/** What a page's first render waits for beyond the entry (page-preloads.ts): its modules and its data request. */
export interface PagePreloadUrls {
  modules: string[];
  data: string | null;
}

const noPreloads: PagePreloadUrls = { modules: [], data: null };

export function pageMetaTags(language: Language, origin: string, pathname: string, preloads = noPreloads): string {
  const title = escapeHtml(translate('meta.title', language));
  const description = escapeHtml(translate('meta.description', language));
  const url = escapeHtml(pageUrl(origin, pathname, language));
  const alternates = languages.map(
    (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrl(origin, pathname, other))}" />`,
  );
  return [
    '<!-- page-meta -->',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, pathname, 'es'))}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Promptario" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${ogLocales[language]}" />`,
    ...languages.filter((other) => other !== language).map((other) => `<meta property="og:locale:alternate" content="${ogLocales[other]}" />`),
    '<meta name="twitter:card" content="summary" />',
    // `crossorigin` gives the preload fetch()'s own mode and credentials (cors, same-origin cookies), so fetch() reuses it.
    ...(preloads.data ? [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(preloads.data)}" />`] : []),
    ...preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    '<!-- /page-meta -->',
  ].join('\n    ');
}

/** index.html with its meta block (and the page's preloads) and `<html lang>` written for this page. */
export function withPageMeta(html: string, language: Language, origin: string, pathname: string, preloads = noPreloads): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(blockPattern, () => pageMetaTags(language, origin, pathname, preloads));
}
