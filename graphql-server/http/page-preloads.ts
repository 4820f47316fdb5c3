import type { Language } from '../../shared/languages.ts';
import { landingDataUrl, viewerDataUrl } from '../../shared/page-queries.ts';
import { staticClosure, type ViteManifest } from './vite-manifest.ts';

/**
 * The modules a page's first render waits for beyond index.html's entry, by the source paths of
 * Vite's manifest: the lazily loaded page of the two pages without chrome (and the landing page's
 * examples of the page's language), and the English catalog for an English address. Named in the
 * HTML, the browser fetches them with the entry instead of after running it, one round trip sooner.
 */
function pageModules(pathname: string, language: Language): string[] {
  const modules = language === 'en' ? ['src/i18n/lang/en.json'] : [];
  if (pathname === '/') modules.push('src/features/landing/LandingPage.tsx', `src/features/landing/examples/${language}.json`);
  if (pathname === '/auth') modules.push('src/features/account/auth/AuthPage.tsx');
  return modules;
}

/**
 * The GraphQL GET a page's route loader sends first (shared/page-queries.ts), for
 * `<link rel="preload" as="fetch">`: it then starts with the HTML, in parallel with the scripts.
 */
export function pageDataUrl(pathname: string): string | null {
  if (pathname === '/') return landingDataUrl;
  if (pathname === '/auth') return viewerDataUrl;
  return null;
}

/** `/assets/…` URLs to `<link rel="modulepreload">` for a page, computed once per set of modules. */
export class PagePreloads {
  private readonly entry: Set<string>;
  private readonly cache = new Map<string, string[]>();

  constructor(private readonly manifest: ViteManifest) {
    this.entry = staticClosure(manifest, ['index.html']);
  }

  for(pathname: string, language: Language): string[] {
    return this.files(pageModules(pathname, language));
  }

  private files(sourceModules: string[]): string[] {
    const modules = sourceModules.filter((module) => module in this.manifest);
    // Keyed by the modules, not the address: any path gets index.html, so paths are unbounded.
    const key = modules.join(' ');
    let urls = this.cache.get(key);
    if (!urls) {
      urls = [...staticClosure(this.manifest, modules)].filter((file) => !this.entry.has(file)).map((file) => `/${file}`);
      this.cache.set(key, urls);
    }
    return urls;
  }
}
