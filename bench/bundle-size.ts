/**
 * First-load JavaScript per route, gzip: what the browser must fetch before the route can render.
 * That is the entry script and the chunks index.html preloads, plus the route's lazily loaded
 * modules (layout and page) with every chunk they import statically (Vite preloads those in
 * parallel with them). Chunks loaded later on demand (toaster, dialogs, the English catalog) are
 * not counted: the Spanish interface is the default.
 *
 * Reads dist/web/index.html and Vite's manifest (dist/web/.vite/manifest.json), after building
 * the client. Standalone: `npx tsx bench/bundle-size.ts` (builds first, like `npm run bench`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type ViteManifest as Manifest } from '../graphql-server/http/vite-manifest.ts';
import { repoRoot } from './processes.ts';
import { fixed, formatTable } from './table.ts';

const DIST = path.join(repoRoot, 'dist/web');

/**
 * The modules each route loads lazily, by file name (the folder may move): the router's `lazy`
 * imports for that path, and what its loader imports before the page renders.
 */
export const ROUTES: { path: string; modules: string[]; ownEntry?: boolean; targetKb?: number }[] = [
  // A visitor's `/` is prerendered and hydrated by its own entry, not index.html's (graphql-server/http/landing-page.ts);
  // its budget is enforced as the browser receives it (bench/browser-scripts.ts, e2e/budgets.spec.ts).
  { path: '/ (prerendered)', modules: ['hydrate.tsx'], ownEntry: true },
  // Inside the app (a signed-in visitor): the route's loader also loads the carousel's examples of the visitor's language (es.json).
  { path: '/ (in the app)', modules: ['LandingRoute.tsx', 'es.json'] },
  { path: '/auth', modules: ['AuthPage.tsx'], targetKb: 200 },
  { path: '/prompts', modules: ['FluentShell.tsx', 'RelayOutlet.tsx', 'AppLayout.tsx', 'PromptsPage.tsx'] },
];

export interface RouteSize {
  path: string;
  chunks: number;
  bytes: number;
  gzipBytes: number;
  targetKb?: number;
}

/** The files `<script type="module" src>` and `<link rel="modulepreload">` of index.html name. */
function entryFiles(html: string): string[] {
  const files = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)];
  if (files.length === 0) throw new Error('index.html loads no module script: is dist/web a Vite build?');
  return files.map((match) => match[1]);
}

function moduleKey(manifest: Manifest, fileName: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key].src && path.basename(key) === fileName);
  if (keys.length !== 1) {
    throw new Error(`bench/bundle-size.ts: expected one module named ${fileName} in the manifest, found ${keys.length}: update ROUTES`);
  }
  return keys[0];
}

/** Sizes for ROUTES from an existing build in dist/web. */
export function measureRoutes(dist = DIST): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = entryFiles(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const gzipCache = new Map<string, [number, number]>();
  const sizes = (file: string): [number, number] => {
    let cached = gzipCache.get(file);
    if (!cached) {
      const content = readFileSync(path.join(dist, file));
      cached = [content.length, gzipSync(content, { level: 9 }).length];
      gzipCache.set(file, cached);
    }
    return cached;
  };
  return ROUTES.map((route) => {
    const files = new Set(route.ownEntry ? [] : entry);
    staticClosure(manifest, route.modules.map((name) => moduleKey(manifest, name))).forEach((file) => files.add(file));
    const [bytes, gzipBytes] = [...files].map(sizes).reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
    return { path: route.path, chunks: files.size, bytes, gzipBytes, targetKb: route.targetKb };
  });
}

/** Builds the client (`npm run build:web`) and measures it. */
export function runBundleBench(): RouteSize[] {
  execFileSync(path.join(repoRoot, 'node_modules/.bin/vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return measureRoutes();
}

const kb = (bytes: number) => fixed(bytes / 1000, 1);

export function printBundleTable(sizes: RouteSize[]): void {
  console.log('\nFirst-load JavaScript per route (entry + preloads + the route\'s lazy modules and their static imports; kB = 1000 bytes, gzip -9)\n');
  console.log(
    formatTable(
      ['Route', 'chunks', 'JS kB', 'gzip kB', 'target gzip kB'],
      sizes.map((size) => [
        size.path,
        String(size.chunks),
        kb(size.bytes),
        kb(size.gzipBytes),
        size.targetKb === undefined ? '—' : `≤ ${size.targetKb}${size.gzipBytes / 1000 <= size.targetKb ? ' ✓' : ' ✗'}`,
      ]),
    ),
  );
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  printBundleTable(process.argv.includes('--no-build') ? measureRoutes() : runBundleBench());
}
