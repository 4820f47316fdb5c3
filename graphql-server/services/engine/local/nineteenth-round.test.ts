import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with another deliverable or a false conflict (issue 19, nineteenth round),
// found by the lead reading fresh requests (sets 33 and 34) as the user who typed them; each class in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage })).improvedPrompt;

describe('not knowing what to post is a plan of posts, not one post', () => {
  it('"i have no idea what to post. can you give me a plan for the first month? i can post 3 times a week" is a content calendar (en)', async () => {
    const prompt = await improve(
      'ok so basically i run a small bakery in austin and i want to start posting on instagram but i have no idea what to post. can you give me a plan for the first month? i can post 3 times a week',
      'en',
    );
    expect(prompt).toMatch(/This is the plan of the posts, not the finished posts/);
    expect(prompt).toMatch(/Format: a table where each row is a post/);
    expect(prompt).not.toMatch(/Write the complete text, ready to publish|between 80 and 150 words/);
  });

  it('"no sé qué publicar en instagram…, me das un plan para el primer mes?" is a content calendar (es)', async () => {
    const prompt = await improve('no sé qué publicar en instagram para mi panadería, me das un plan para el primer mes? puedo publicar 3 veces por semana');
    expect(prompt).toMatch(/Es el plan de las publicaciones, no las publicaciones completas/);
    expect(prompt).toMatch(/3 veces por semana/);
  });
});

describe('a summary asked with nothing to summarise has the text still to paste', () => {
  it.each([
    ['hazme un resumen', 'es', /\[pega aquí el texto\]/],
    ['resumen porfa', 'es', /\[pega aquí el texto\]/],
    ['summarize', 'en', /\[paste the text here\]/],
    ['can you give me a quick summary please', 'en', /\[paste the text here\]/],
  ] as const)('"%s" gets a paste slot, not a summary of "what is known about that work or topic"', async (request, language, slot) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(slot);
    expect(prompt).not.toMatch(/No hay texto de partida|There is no source text/);
  });

  it('a summary of a named topic still needs nothing pasted ("resume la revolución francesa", "summarize the french revolution")', async () => {
    expect(await improve('resume la revolución francesa')).toMatch(/No hay texto de partida/);
    expect(await improve('summarize the french revolution', 'en')).toMatch(/There is no source text/);
  });
});

describe('a poem is creative writing', () => {
  it('"write a haiku about autumn" under Creative Writing raises no "you chose Creative Writing, but your text asks for a poem" (en)', async () => {
    const result = await engine.optimize({ originalContent: 'write a haiku about autumn', options: { ...page, taskType: 'Creative Writing' }, readerLanguage: 'en' });
    expect(result.explanation).not.toMatch(/you chose "Creative Writing"/);
    expect(result.improvedPrompt).toMatch(/Act as a poet/);
  });

  it('"escribe un poema de amor para mi novia" under Creative Writing raises no conflict either (es)', async () => {
    const result = await engine.optimize({ originalContent: 'escribe un poema de amor para mi novia', options: { ...page, taskType: 'Creative Writing' }, readerLanguage: 'es' });
    expect(result.explanation).not.toMatch(/elegiste "Escritura creativa"|elegiste/);
    expect(result.improvedPrompt).toMatch(/Actúa como un poeta/);
  });
});
