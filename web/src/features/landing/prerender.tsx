import { createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import english from '../../i18n/lang/en.json';
import type { Locale, LocaleState } from '../../i18n/locale';
import enExamples from './examples/en.json';
import esExamples from './examples/es.json';
import type { LandingData } from './fetchLanding';
import { LandingDocument } from './LandingDocument';

const locales: Record<Locale, LocaleState> = { es: { locale: 'es', messages: {} }, en: { locale: 'en', messages: english } };
const examples = { es: esExamples, en: enExamples };

/** What the server writes into index.html for the landing page (graphql-server/http/landing-page.ts). */
export interface PrerenderedLanding {
  /** The page's markup, for `<div id="root">`. */
  root: string;
  /** Griffel's `<style>` elements for the markup's classes, for `<head>`. */
  styles: string;
  /** Everything the page rendered from, for hydrate.tsx to render the same. */
  data: LandingPageDataJson;
}

export type LandingPageDataJson = LandingData & { examples: { locale: Locale; examples: typeof esExamples } };

/**
 * The landing page as a visitor sees it, rendered on the server: waits for its lazily loaded
 * parts (pricing and FAQ) so they are in the HTML too, readable without JavaScript.
 */
export async function prerenderLanding(language: Locale, data: LandingData): Promise<PrerenderedLanding> {
  const renderer = createDOMRenderer();
  const pageData: LandingPageDataJson = { ...data, viewer: null, examples: { locale: language, examples: examples[language] } };
  const page = <LandingDocument data={pageData} locale={locales[language]} renderer={renderer} />;
  // Every boundary in place, however large: React would otherwise write a large one after the
  // page and move it with an inline script, which the Content-Security-Policy blocks.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const root = await text(prelude);
  return { root, styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>), data: pageData };
}
