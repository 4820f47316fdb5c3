import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { identifyLanguage } from './language.ts';
import { createLocalEngine } from './index.ts';

// Known defects seen by earlier rounds' readers (issue 19, twenty-seventh round): a Spanish request full of English loanwords
// read as another language, and a change of register whose text follows a colon read as part of the request; each class in
// Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) => (await optimize(text, readerLanguage, options)).improvedPrompt;

describe('a short request full of borrowed words stays in the language its joining words are in', () => {
  it.each([
    'rutina de skincare para piel grasa',
    'email de marketing para mi startup',
    'tips de marketing para mi startup',
    'hazme un briefing de branding para mi startup',
    'best skincare de la farmacia',
  ])('"%s" is Spanish, and the answer is written in Spanish', async (request) => {
    expect(identifyLanguage(request).written).toBe('es');
    expect(await improve(request)).not.toMatch(/Responde en|Respond in|\bTask:/);
  });

  it.each(['workout plan for my mom', 'brunch menu with huevos rancheros for the weekend', 'merch ideas for my taco truck'])('"%s" stays English', (request) => {
    expect(identifyLanguage(request).written).toBe('en');
  });

  it('Portuguese and Italian requests that share a few words with Spanish stay in their language', () => {
    expect(identifyLanguage('uma receita de bolo de cenoura para o jantar').code).toBe('pt');
    expect(identifyLanguage('escreva um email para meu chefe').code).toBe('pt');
    expect(identifyLanguage('un email per il mio capo').code).toBe('it');
  });
});

describe('the text after a change of register and a colon is the text to rewrite, even when it reads as a request', () => {
  it.each([
    ['translate to more formal english: hey can u send me the file', 'en', 'hey can u send me the file'],
    ['rewrite in a more professional tone: can u send me the report asap', 'en', 'can u send me the report asap'],
    ['pásalo a un español más formal: oye me puedes mandar el archivo', 'es', 'oye me puedes mandar el archivo'],
    ['pásalo a un español más formal: oye mándame el archivo', 'es', 'oye mándame el archivo'],
  ] as const)('"%s" rewrites the given message', async (request, language, message) => {
    const prompt = await improve(request, language);
    expect(prompt).toContain(`"""\n${message}\n"""`);
    expect(prompt).not.toMatch(/Give a complete answer|Da una respuesta completa|\[paste|\[pega|researcher|investigador/);
  });
});
