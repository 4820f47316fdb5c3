import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with a generic or contradictory template (issue 19, eighteenth round), found by
// reading fresh requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage })).improvedPrompt;

describe('a role set up for the rest of the chat says how each turn works, how to stay in it and how to start', () => {
  it('"act as a linux terminal. i will type commands…" answers only with the output, stays in the role and starts with the prompt (en)', async () => {
    const prompt = await improve('act as a linux terminal. i will type commands and you will reply with what the terminal should show', 'en');
    expect(prompt).toMatch(/^Act as a linux terminal\. i will type commands and you will reply with what the terminal should show\./);
    expect(prompt).toMatch(/Format: each reply is only the output it would show/);
    expect(prompt).toMatch(/Stay in the role for the whole chat/);
    expect(prompt).toMatch(/Reply first with only what it shows before my first input/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly|no generic advice/);
  });

  it('"I want you to act as a job interviewer… one question at a time" keeps its rules and opens with the first question (en)', async () => {
    const prompt = await improve('I want you to act as a job interviewer for a marketing manager position. Ask me one question at a time and wait for my answer', 'en');
    expect(prompt).toMatch(/^I want you to act as a job interviewer for a marketing manager position\. Ask me one question at a time and wait for my answer\./);
    expect(prompt).toMatch(/ask me your first question/);
    expect(prompt).toMatch(/Do not write my side of the conversation/);
  });

  it('"quiero que actúes como mi profesor de inglés y me corrijas los errores" corrects each mistake turn by turn, with no generic line (es)', async () => {
    const prompt = await improve('quiero que actúes como mi profesor de inglés y me corrijas los errores');
    expect(prompt).toMatch(/^Quiero que actúes como mi profesor de inglés y me corrijas los errores\./);
    expect(prompt).toMatch(/Cuando cometa un error, cítalo, da la forma correcta/);
    expect(prompt).toMatch(/Mantén el papel durante toda la conversación/);
    expect(prompt).toMatch(/preguntándome qué quiero practicar/);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable/);
  });

  it('"actúa como una terminal de linux…" answers only with the output; a role followed by a task of its own is that task (es)', async () => {
    const terminal = await improve('actúa como una terminal de linux, yo te escribiré comandos y tú respondes con lo que mostraría');
    expect(terminal).toMatch(/cada respuesta es solo lo que mostraría/);
    const oneOff = await improve('Actúa como un profesor de matemáticas paciente. Explícale a mi hijo de 9 años qué son las fracciones usando ejemplos con pizza, en 5 pasos cortos.');
    expect(oneOff).not.toMatch(/Mantén el papel durante toda la conversación/);
  });
});
