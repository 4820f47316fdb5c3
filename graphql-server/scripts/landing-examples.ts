/**
 * The landing page's carousel pairs: real rough prompts and what our local engine makes of them
 * with the optimizer page's default options, with the complexity score of each side. Writes
 * web/src/features/landing/examples/<language>.json (`npm run landing:examples`); a test re-runs
 * the engine and fails when the committed files differ, so the page shows what the product does.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../shared/languages.ts';
import { defaultPageOptions } from '../../shared/optimizer-options.ts';
import { analyzeLocally, optimizeLocally } from '../services/engine/local/index.ts';

/** Typed as people type them: lower case, accents missing. */
export const roughPrompts: Record<Language, string[]> = {
  es: [
    'escribe un post de instagram sobre mi cafeteria',
    'necesito un correo para pedir un aumento a mi jefe',
    'ideas para un video de tiktok de recetas faciles',
    'dame ideas de nombres para mi tienda online de ropa',
  ],
  en: [
    'write an instagram post about my coffee shop',
    'i need an email asking my boss for a raise',
    'ideas for a tiktok video about easy recipes',
    'give me name ideas for my online clothing store',
  ],
};

export interface LandingExample {
  original: string;
  optimized: string;
  /** Complexity scores (0-10) of the original and of the optimized prompt. */
  originalScore: number;
  optimizedScore: number;
}

export function landingExamples(language: Language): LandingExample[] {
  return roughPrompts[language].map((original) => {
    const optimized = optimizeLocally({ originalContent: original, options: defaultPageOptions, readerLanguage: language }).improvedPrompt;
    return {
      original,
      optimized,
      originalScore: analyzeLocally({ content: original, readerLanguage: language }).score,
      optimizedScore: analyzeLocally({ content: optimized, readerLanguage: language }).score,
    };
  });
}

export const examplesFile = (language: Language) => new URL(`../../web/src/features/landing/examples/${language}.json`, import.meta.url);

export const examplesJson = (language: Language) => `${JSON.stringify(landingExamples(language), null, 2)}\n`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const language of Object.keys(roughPrompts) as Language[]) {
    await writeFile(examplesFile(language), examplesJson(language));
    console.log(`Wrote ${examplesFile(language).pathname}`);
  }
}
