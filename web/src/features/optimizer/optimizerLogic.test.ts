import { describe, expect, it } from 'vitest';
import { OPTIMIZED_TITLE_MAX, optimizedPromptTitle } from '../../../../shared/optimized-title';
import { nextCreditReset } from '../plans/creditReset';
import { optimizeRunReducer, type OptimizeRun } from './optimizeStream';
import { bandColour, scoreBand } from './scoreBand';
import { wordDiff } from './wordDiff';

describe('complexity score bands', () => {
  it.each([
    [10, 'excellent', 'green'],
    [8, 'excellent', 'green'],
    [7.9, 'good', 'green'],
    [6, 'good', 'green'],
    [5.9, 'acceptable', 'amber'],
    [4, 'acceptable', 'amber'],
    [3.9, 'needsWork', 'red'],
    [0, 'needsWork', 'red'],
  ] as const)('%s is %s, shown %s', (score, band, colour) => {
    expect(scoreBand(score)).toBe(band);
    expect(bandColour(scoreBand(score))).toBe(colour);
  });
});

describe('the saved optimized prompt title, from the request', () => {
  it.each([
    ['Chat ayúdame con un resumen de mi nota de biología para el examen del viernes', 'Un resumen de mi nota de biología para el examen del viernes'],
    ['hey can you write a tweet announcing our black friday sale? keep it short', 'Write a tweet announcing our black friday sale'],
    ['Hola! Necesito que me escribas una carta de presentación. Soy analista de datos junior', 'Necesito que me escribas una carta de presentación'],
    ['Write a cover letter for a junior data analyst job', 'Write a cover letter for a junior data analyst job'],
  ])('takes the first sentence without the greeting: %s', (request, title) => {
    expect(optimizedPromptTitle(request)).toBe(title);
  });

  it('cuts a long first sentence at a word (or a clause that fills most of the room), never mid-word', () => {
    const title = optimizedPromptTitle('escribe un post para linkedin sobre productividad en equipos remotos distribuidos');
    expect(title).toBe('Escribe un post para linkedin sobre productividad en equipos…');
    expect(Array.from(title).length).toBeLessThanOrEqual(OPTIMIZED_TITLE_MAX + 1);
    expect(optimizedPromptTitle('Plan de contenidos para el mes de diciembre de mi tienda, con publicaciones diarias en Instagram y TikTok')).toBe(
      'Plan de contenidos para el mes de diciembre de mi tienda',
    );
  });

  it('keeps a request that is only a greeting, folds line breaks and counts an emoji as one character', () => {
    expect(optimizedPromptTitle('  hola\n\n  ')).toBe('Hola');
    expect(optimizedPromptTitle('ideas\n\npara mi  blog')).toBe('Ideas para mi blog');
    expect(optimizedPromptTitle(`${'a '.repeat(29)}🚀🚀 fin`)).toBe(`A ${'a '.repeat(28)}🚀🚀…`);
  });
});

describe('the streaming run reducer', () => {
  type Result = { improvedPrompt: string };
  const idle: OptimizeRun<Result> = { status: 'idle' };

  it("grows the improved prompt by each event's text, then holds the result", () => {
    let run = optimizeRunReducer(idle, { type: 'start', original: 'hola' });
    expect(run).toEqual({ status: 'streaming', original: 'hola', soFar: '' });
    run = optimizeRunReducer(run, { type: 'progress', delta: 'Actúa' });
    run = optimizeRunReducer(run, { type: 'progress', delta: ' como' });
    expect(run).toEqual({ status: 'streaming', original: 'hola', soFar: 'Actúa como' });
    run = optimizeRunReducer(run, { type: 'result', result: { improvedPrompt: 'Actúa como experto. hola' } });
    expect(run).toEqual({ status: 'done', original: 'hola', result: { improvedPrompt: 'Actúa como experto. hola' } });
  });

  it('starts the text over when the engine began its answer again', () => {
    let run = optimizeRunReducer(idle, { type: 'start', original: 'hola' });
    run = optimizeRunReducer(run, { type: 'progress', delta: 'Primer intento' });
    run = optimizeRunReducer(run, { type: 'progress', delta: 'Segundo', restarted: true });
    run = optimizeRunReducer(run, { type: 'progress', delta: ' intento' });
    expect(run).toEqual({ status: 'streaming', original: 'hola', soFar: 'Segundo intento' });
  });

  it('ignores events that arrive after the run ended', () => {
    const done = optimizeRunReducer(optimizeRunReducer(idle, { type: 'start', original: 'a' }), { type: 'result', result: { improvedPrompt: 'b' } });
    expect(optimizeRunReducer(done, { type: 'progress', delta: 'late' })).toBe(done);
    expect(optimizeRunReducer(done, { type: 'fail' })).toBe(done);
    expect(optimizeRunReducer(idle, { type: 'progress', delta: 'stray' })).toBe(idle);
  });

  it('ends failed on an error, and a new start begins afresh', () => {
    const failed = optimizeRunReducer(optimizeRunReducer(idle, { type: 'start', original: 'a' }), { type: 'fail' });
    expect(failed).toEqual({ status: 'failed', original: 'a' });
    expect(optimizeRunReducer(failed, { type: 'start', original: 'c' })).toEqual({ status: 'streaming', original: 'c', soFar: '' });
  });
});

describe('the word diff', () => {
  it('marks added and removed words and keeps the shared ones, in reading order', () => {
    const parts = wordDiff('escribe un post corto', 'Actúa como editor. escribe un post de 300 palabras');
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(['Actúa como editor.', 'de 300 palabras']);
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual(['corto']);
    // The "after" text is exactly the shared and added parts; the "before" the shared and removed ones.
    expect(parts.filter((part) => part.kind !== 'removed').map((part) => part.text).join('')).toBe('Actúa como editor. escribe un post de 300 palabras');
    expect(parts.filter((part) => part.kind !== 'added').map((part) => part.text).join('')).toBe('escribe un post corto');
  });
});

describe('when spent optimizations come back (UTC)', () => {
  it('monthly: the first day of the next month, across the year end', () => {
    expect(nextCreditReset('month', new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextCreditReset('month', new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('daily: the next midnight, across the month end', () => {
    expect(nextCreditReset('day', new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
