import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageLanguage, withPageMeta } from './page-meta.ts';
import { pageDataUrl, PagePreloads } from './page-preloads.ts';
import type { ViteManifest } from './vite-manifest.ts';

interface StaticFile {
  body: Buffer;
  gzipped: Buffer | null;
  contentType: string;
  /** Vite's hashed assets never change under the same name; everything else is revalidated. */
  immutable: boolean;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The built web client, loaded into memory once (it is small) with gzip versions, served with
 * SPA fallback to index.html. Not @hono/node-server's serveStatic: that reads each file from disk
 * per request and compresses only files already stored as .gz (Vite writes none), and index.html
 * is written per request anyway (page meta and preloads), so it would serve only the assets.
 */
export class StaticSite {
  private constructor(
    private readonly files: Map<string, StaticFile>,
    /** The site's public origin for canonical and Open Graph URLs (PUBLIC_URL); else the request's. */
    private readonly publicUrl: string,
    /** Null for a build without Vite's manifest: pages then load without their own module preloads. */
    private readonly preloads: PagePreloads | null,
  ) {}

  static async load(dir: string, options: { publicUrl?: string } = {}): Promise<StaticSite | null> {
    const names = await listFiles(dir).catch(() => null);
    if (!names || !names.some((name) => name.endsWith('index.html'))) return null;
    const files = new Map<string, StaticFile>();
    for (const file of names) {
      const body = await readFile(file);
      const extension = path.extname(file);
      const contentType = contentTypes[extension] ?? 'application/octet-stream';
      const compressible = /text|javascript|json|svg/.test(contentType) && body.length > 1024;
      const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
      files.set(urlPath, {
        body,
        gzipped: compressible ? gzipSync(body, { level: 9 }) : null,
        contentType,
        immutable: urlPath.startsWith('/assets/'),
      });
    }
    const manifest = files.get('/.vite/manifest.json');
    const preloads = manifest ? new PagePreloads(JSON.parse(manifest.body.toString('utf8')) as ViteManifest) : null;
    return new StaticSite(files, options.publicUrl ?? '', preloads);
  }

  /** SHA-256 (base64) of each inline <script> of index.html, for the Content-Security-Policy. */
  inlineScriptHashes(): string[] {
    const html = this.files.get('/index.html')?.body.toString('utf8') ?? '';
    return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) =>
      createHash('sha256').update(match[1]).digest('base64'),
    );
  }

  respond(url: URL, requestHeaders: Headers): Response {
    const { pathname } = url;
    const acceptsGzip = /\bgzip\b/.test(requestHeaders.get('accept-encoding') ?? '');
    const index = this.files.get('/index.html')!;
    const file = this.files.get(pathname) ?? (path.extname(pathname) ? undefined : index);
    if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let body = file.body;
    let gzipped = file.gzipped;
    if (file === index) {
      // The app's pages: index.html with the sharing meta of the page's language and address.
      const language = pageLanguage(url);
      const preloads = { modules: this.preloads?.for(pathname, language) ?? [], data: pageDataUrl(pathname) };
      body = Buffer.from(withPageMeta(index.body.toString('utf8'), language, this.publicUrl || url.origin, pathname, preloads));
      gzipped = acceptsGzip ? gzipSync(body) : null;
    }
    const useGzip = gzipped !== null && acceptsGzip;
    if (useGzip) headers['content-encoding'] = 'gzip';
    return new Response(new Uint8Array(useGzip ? gzipped! : body), { headers });
  }
}
