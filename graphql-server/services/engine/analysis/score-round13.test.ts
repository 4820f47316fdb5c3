import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyze.ts';

/*
 * The score's thirteenth round (issue 19), from the lead's fresh set 51 of polished prompts: a Socratic tutor's prompt ("ask one
 * guiding question at a time… praise effort, not just correct answers. Start by asking what I already know") scored 3.5, read as
 * asking for nothing and as pointing at "my reply", a text not given ("correct" read as the verb). A turn-by-turn request that
 * says how to start asks for something; "correct answers" reworks nothing.
 */

const socraticTutor =
  'I want you to act as a Socratic tutor for a 12-year-old learning fractions. Never give the answer directly; ask one guiding question at a time, wait for my reply, and praise effort, not just correct answers. Start by asking what I already know about fractions.';

describe('a conversation that says how to start asks for something, and "correct answers" names no text to paste', () => {
  it('(en) the Socratic tutor prompt has a request, no missing text, and scores above 6', () => {
    const analysis = analyzePrompt(socraticTutor, 'en');
    expect(analysis.weaknesses.join(' ')).not.toMatch(/there is no request|but that text is not in the prompt/);
    expect(analysis.score).toBeGreaterThan(6);
  });

  it('(es) "Empieza preguntándome mi nivel…" asks for something', () => {
    const analysis = analyzePrompt('Quiero que actúes como mi profesor de inglés para una entrevista de trabajo. Empieza preguntándome mi nivel y después corrígeme cada frase con una explicación breve.', 'es');
    expect(analysis.weaknesses.join(' ')).not.toMatch(/no hay una petición/);
  });

  it('(en) "correct the grammar in my essay" still points at an essay that is not given, and a bare role still asks for nothing', () => {
    expect(analyzePrompt('Correct the grammar in my essay and list every change.', 'en').weaknesses.join(' ')).toMatch(/but that text is not in the prompt/);
    expect(analyzePrompt('Act as an expert.', 'en').weaknesses.join(' ')).toMatch(/there is no request/);
  });
});
