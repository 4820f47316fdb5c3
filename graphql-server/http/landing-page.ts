import { languages, type Language } from '../../shared/languages.ts';
import type { LandingData } from '../../web/src/features/landing/fetchLanding.ts';
import { staticClosure, type ViteManifest } from './vite-manifest.ts';

/** The landing page's own entry (web/vite.config.ts): it hydrates the prerendered page without the app's router. */
export const landingEntry = 'src/features/landing/hydrate.tsx';

/** The landing entry's part of the English catalog, as hydrate.tsx imports it. */
const landingCatalog = 'src/i18n/lang/en.json?entry=landing';

/**
 * How long a prerendered landing page is served before it is rendered again with fresh counts
 * (marketing copy states real counts, docs/behaviour.md). Rendering takes tens of milliseconds; the counts change when an admin
 * edits the library, rarely.
 */
export const LANDING_TTL_MS = 60_000;

/** index.html's scripts and styles, which the landing page replaces with its own entry's. */
const entryTags = /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g;

/**
 * An inline script that requests the page's modules once its text has painted (the browser's
 * first-contentful-paint entry; the `load` event in a browser without paint timing), rather than `<script type="module">` tags
 * the parser would fetch at once: on a slow connection nothing competes with the HTML for the first
 * paint, and hydrate.tsx takes over a page that is already on screen (docs/benchmarks.md, Lighthouse).
 */
function scriptLoader(modules: string[], entry: string): string {
  const load = `function(){${JSON.stringify(modules)}.forEach(function(href){var tag=document.createElement(href===${JSON.stringify(entry)}?'script':'link');if(tag.tagName==='SCRIPT'){tag.type='module';tag.src=href}else{tag.rel='modulepreload';tag.href=href}tag.crossOrigin='';document.head.appendChild(tag)})}`;
  return `(function(load){var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];if(types.indexOf('paint')<0)return addEventListener('load',load);new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true})})(${load})`;
}

/** `<` escaped, so the JSON cannot close its `<script>`. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The landing page as HTML with its content, for visitors: rendered on the server with React
 * (web/src/features/landing/prerender.tsx) at the first request for a language and kept for
 * LANDING_TTL_MS, rather than at build time, because it states the database's counts. The
 * headline paints before any script; hydrate.tsx then takes the page over from the data written
 * into it. The page's template is index.html with its entry swapped for the landing page's.
 */
export class LandingPrerender {
  private readonly rendered = new Map<Language, { page: Promise<string>; expires: number }>();

  /** Per language, the page's template and its one inline script, whose hash the Content-Security-Policy allows. */
  private constructor(private readonly pages: Map<Language, { template: string; loader: string }>) {}

  /**
   * `readAsset` reads a built file by its manifest name: the page's stylesheets go inline, since a
   * stylesheet blocks the first paint for a round trip and the page has no other reason to wait.
   * An English page also loads the landing page's part of the English catalog (web/entryCatalogs.ts).
   */
  static fromBuild(indexHtml: string, manifest: ViteManifest, readAsset: (file: string) => string): LandingPrerender | null {
    const entry = manifest[landingEntry];
    if (!entry) return null;
    const files = [...staticClosure(manifest, [landingEntry])];
    const styles = new Set(files.flatMap((file) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? []));
    const page = (language: Language) => {
      const catalog = language === 'en' && landingCatalog in manifest ? [...staticClosure(manifest, [landingCatalog])] : [];
      const loader = scriptLoader([...files, ...catalog].map((file) => `/${file}`), `/${entry.file}`);
      const tags = [`<script>${loader}</script>`, ...[...styles].map((file) => `<style>${readAsset(file)}</style>`)];
      return { template: indexHtml.replace(entryTags, '').replace('</head>', `  ${tags.join('\n    ')}\n  </head>`), loader };
    };
    return new LandingPrerender(new Map(languages.map((language) => [language, page(language)])));
  }

  /** The pages' inline scripts, for the Content-Security-Policy. */
  inlineScripts(): string[] {
    return [...this.pages.values()].map(({ loader }) => loader);
  }

  /**
   * The page in `language`, its meta block still index.html's (static-files.ts writes it per
   * request); `loadData` reads what it states, as a visitor's browser would. Concurrent requests
   * share one render.
   */
  html(language: Language, loadData: () => Promise<LandingData>, now = Date.now()): Promise<string> {
    const current = this.rendered.get(language);
    if (current && current.expires > now) return current.page;
    const next = { page: this.render(language, loadData), expires: now + LANDING_TTL_MS };
    this.rendered.set(language, next);
    // A failed render is not kept: the previous page stays, and the next request tries again.
    next.page.catch(() => {
      if (this.rendered.get(language) !== next) return;
      if (current) this.rendered.set(language, current);
      else this.rendered.delete(language);
    });
    // While the new one renders, the previous page answers: no visitor waits for a re-render.
    return current ? current.page : next.page;
  }

  /** Renders every language now (at start), so the first visitors do not wait for React's server renderer to load. */
  warm(loadData: () => Promise<LandingData>): void {
    for (const language of languages) {
      this.html(language, loadData).catch((error: unknown) => console.error(`Prerendering the landing page (${language}) failed:`, error));
    }
  }

  private async render(language: Language, loadData: () => Promise<LandingData>): Promise<string> {
    // Loaded on the first landing request, not at start: React's server renderer and the page's code.
    const [{ prerenderLanding }, data] = await Promise.all([import('../../web/src/features/landing/prerender.tsx'), loadData()]);
    const page = await prerenderLanding(language, data);
    return this.pages
      .get(language)!
      .template.replace('</head>', `  ${page.styles}\n  </head>`)
      .replace('<div id="root"></div>', () =>
        `<div id="root">${page.root}</div>\n    <script type="application/json" id="landing-data">${scriptJson(page.data)}</script>`,
      );
  }
}
