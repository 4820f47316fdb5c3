import { expect } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// The local engine as the round tests call it: a request, the reader's language and the page options it changes.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };

export const optimize = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage });

export const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await optimize(text, readerLanguage, options)).improvedPrompt;

/** The engine's generic answer, what a request of no known shape gets: a round test's "before", mostly. */
export const generic = /Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/;

/** The request gets the role its shape needs, and not what it used to get (the generic answer, unless said). */
export async function expectRole(request: string, language: 'es' | 'en', role: RegExp, wrong: RegExp = generic): Promise<void> {
  const prompt = await improve(request, language);
  expect(prompt).toMatch(role);
  expect(prompt).not.toMatch(wrong);
}
