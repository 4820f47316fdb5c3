import { describe, expect, it } from 'vitest';
import { PagePreloads } from './page-preloads.ts';
import type { ViteManifest } from './vite-manifest.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_styles.js': { file: 'assets/styles.js', imports: ['_react.js'] },
  'src/features/landing/LandingPage.tsx': { file: 'assets/LandingPage.js', src: 'src/features/landing/LandingPage.tsx', imports: ['_react.js', '_styles.js'] },
  'src/features/landing/examples/es.json': { file: 'assets/examples-es.js', src: 'src/features/landing/examples/es.json' },
  'src/features/landing/examples/en.json': { file: 'assets/examples-en.js', src: 'src/features/landing/examples/en.json' },
  'src/features/account/auth/AuthPage.tsx': { file: 'assets/AuthPage.js', src: 'src/features/account/auth/AuthPage.tsx', imports: ['_styles.js'] },
  'src/i18n/lang/en.json': { file: 'assets/catalog-en.js', src: 'src/i18n/lang/en.json' },
};

describe('the modules a page preloads in its HTML', () => {
  const preloads = new PagePreloads(manifest);

  it('names the landing page, its static imports and its examples, leaving out what the entry already loads', () => {
    expect(preloads.for('/', 'es')).toEqual(['/assets/LandingPage.js', '/assets/styles.js', '/assets/examples-es.js']);
  });

  it('adds the English catalog and the English examples to an English address', () => {
    expect(preloads.for('/', 'en')).toEqual(['/assets/catalog-en.js', '/assets/LandingPage.js', '/assets/styles.js', '/assets/examples-en.js']);
    expect(preloads.for('/prompts', 'en')).toEqual(['/assets/catalog-en.js']);
  });

  it('names the sign-in page on /auth and nothing on pages that load behind the app shell', () => {
    expect(preloads.for('/auth', 'es')).toEqual(['/assets/AuthPage.js', '/assets/styles.js']);
    expect(preloads.for('/prompts', 'es')).toEqual([]);
  });
});
