import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// The local engine as the round tests call it: a request, the reader's language and the page options it changes.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };

export const optimize = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage });

export const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await optimize(text, readerLanguage, options)).improvedPrompt;
