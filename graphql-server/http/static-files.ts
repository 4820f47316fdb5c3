import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { LandingData } from '../../web/src/features/landing/fetchLanding.ts';
import { LandingPrerender } from './landing-page.ts';
import { pageLanguage, withPageMeta } from './page-meta.ts';
import { pageDataUrl, PagePreloads } from './page-preloads.ts';
import { cookieName } from './session.ts';
import type { ViteManifest } from './vite-manifest.ts';
import type { Language } from '../../shared/languages.ts';

/** A body and its compressed versions: each only where it is smaller than the body. */
interface Encoded {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

interface StaticFile extends Encoded {
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

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/**
 * Every text file, however small: a 600-byte chunk still shrinks by half, and a page's many small
 * chunks add up. Built files are compressed once at start, at the best levels.
 */
function compress(body: Buffer): Encoded {
  const br = brotli(body, zlibConstants.BROTLI_MAX_QUALITY);
  const gzip = gzipSync(body, { level: 9 });
  return { body, br: br.length < body.length ? br : null, gzip: gzip.length < body.length ? gzip : null };
}

/** A page written per request: only in the encoding the browser takes, at fast levels (brotli's best takes milliseconds). */
function compressFor(body: Buffer, acceptEncoding: string): Encoded {
  if (/\bbr\b/.test(acceptEncoding)) return { body, br: brotli(body, 5), gzip: null };
  if (/\bgzip\b/.test(acceptEncoding)) return { body, br: null, gzip: gzipSync(body, { level: 6 }) };
  return { body, br: null, gzip: null };
}

/** Brotli when the browser takes it (every current one over HTTPS and on localhost), else gzip, else none. */
function pickEncoding(encoded: Encoded, acceptEncoding: string): { encoding: 'br' | 'gzip' | null; bytes: Buffer } {
  if (encoded.br && /\bbr\b/.test(acceptEncoding)) return { encoding: 'br', bytes: encoded.br };
  if (encoded.gzip && /\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', bytes: encoded.gzip };
  return { encoding: null, bytes: encoded.body };
}

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
    /** Null for a build without the landing page's entry: `/` is then index.html like any page. */
    private readonly landing: LandingPrerender | null,
  ) {}

  static async load(dir: string, options: { publicUrl?: string } = {}): Promise<StaticSite | null> {
    const names = await listFiles(dir).catch(() => null);
    if (!names || !names.some((name) => name.endsWith('index.html'))) return null;
    const files = new Map<string, StaticFile>();
    for (const file of names) {
      const body = await readFile(file);
      const extension = path.extname(file);
      const contentType = contentTypes[extension] ?? 'application/octet-stream';
      const compressible = /text|javascript|json|svg/.test(contentType);
      const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
      files.set(urlPath, {
        ...(compressible ? compress(body) : { body, br: null, gzip: null }),
        contentType,
        immutable: urlPath.startsWith('/assets/'),
      });
    }
    const manifest = files.get('/.vite/manifest.json');
    const parsed = manifest ? (JSON.parse(manifest.body.toString('utf8')) as ViteManifest) : null;
    const readAsset = (file: string) => files.get(`/${file}`)?.body.toString('utf8') ?? '';
    const landing = parsed ? LandingPrerender.fromBuild(files.get('/index.html')!.body.toString('utf8'), parsed, readAsset) : null;
    return new StaticSite(files, options.publicUrl ?? '', parsed ? new PagePreloads(parsed) : null, landing);
  }

  /** Prerenders the landing page now rather than at its first request (landing-page.ts). */
  warmLanding(landingData: () => Promise<LandingData>): void {
    this.landing?.warm(landingData);
  }

  /** SHA-256 (base64) of each inline <script> of index.html and the landing page, for the Content-Security-Policy. */
  inlineScriptHashes(): string[] {
    const html = this.files.get('/index.html')?.body.toString('utf8') ?? '';
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]);
    scripts.push(...(this.landing?.inlineScripts() ?? []));
    return scripts.map((script) => createHash('sha256').update(script).digest('base64'));
  }

  /**
   * A built file, or a page: index.html with the page's meta, or for a visitor's `/` the landing
   * page prerendered with its content (landing-page.ts), whose counts `landingData` reads.
   */
  async respond(url: URL, requestHeaders: Headers, landingData: () => Promise<LandingData>): Promise<Response> {
    const { pathname } = url;
    const acceptEncoding = requestHeaders.get('accept-encoding') ?? '';
    const index = this.files.get('/index.html')!;
    const file = this.files.get(pathname) ?? (path.extname(pathname) ? undefined : index);
    if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let encoded: Encoded = file;
    if (file === index) {
      // The app's pages: the sharing meta of the page's language and address.
      const language = pageLanguage(url);
      const html = await this.pageHtml(url, language, requestHeaders, landingData);
      encoded = compressFor(Buffer.from(withPageMeta(html.template, language, this.publicUrl || url.origin, pathname, html.preloads)), acceptEncoding);
      // `/` is the prerendered landing page for a visitor and the app for a signed-in user.
      headers.vary = 'accept-encoding, cookie';
    }
    const { encoding, bytes } = pickEncoding(encoded, acceptEncoding);
    if (encoding) headers['content-encoding'] = encoding;
    return new Response(new Uint8Array(bytes), { headers });
  }

  /**
   * A signed-in visitor's `/` is the app's (its header differs), and so is every page of a build
   * without the landing entry or when prerendering fails: then the browser renders it, as before.
   */
  private async pageHtml(url: URL, language: Language, requestHeaders: Headers, landingData: () => Promise<LandingData>) {
    const index = this.files.get('/index.html')!.body.toString('utf8');
    const signedIn = (requestHeaders.get('cookie') ?? '').includes(`${cookieName}=`);
    if (url.pathname === '/' && this.landing && !signedIn) {
      try {
        // Its data is in the page, and the page loads its own modules once it has painted.
        return { template: await this.landing.html(language, landingData), preloads: { modules: [], data: null } };
      } catch (error) {
        console.error('Prerendering the landing page failed; serving the app instead:', error);
      }
    }
    return {
      template: index,
      preloads: { modules: this.preloads?.for(url.pathname, language) ?? [], data: pageDataUrl(url.pathname) },
    };
  }
}
