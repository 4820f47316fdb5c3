import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// Leftovers other readers saw in the local engine (issue 19, thirty-second round): each class in Spanish and English.

describe('a test, quiz or worksheet a class works on gets a paste slot under a verb that works on it', () => {
  it.each([
    ['adapta este examen para un alumno con tdah', 'es', /\[pega aquí el examen\]/],
    ['adapta esta ficha para un niño con dislexia porfa', 'es', /\[pega aquí la ficha\]/],
    ['ayudame a adaptar esta prueba de mates para una alumna con TEA', 'es', /\[pega aquí la prueba\]/],
    ['can you adapt this quiz for a kid with adhd', 'en', /\[paste the quiz here\]/],
    ['adapt this test for a student with dyslexia', 'en', /\[paste the test here\]/],
  ] as const)('"%s"', async (request, language, slot) => {
    expect(await improve(request, language)).toMatch(slot);
  });

  it('an exam the user only has is no material', async () => {
    expect(await improve('tengo un examen de historia mañana, dame consejos para estudiar', 'es')).not.toMatch(/pega aquí/);
    expect(await improve('my exam is tomorrow, how should i study tonight', 'en')).not.toMatch(/paste the/);
  });
});

describe('a product name keeps its usual spelling (iPhone, PowerPoint), whatever the capital typed', () => {
  it.each([
    ['Actúa como un experto en Iphone.', 'es', /experto en iPhone/],
    ['actua como experta en powerpoint y ayudame con mi presentacion de ventas', 'es', /experta en PowerPoint/],
    ['iphone se queda sin bateria muy rapido, que hago', 'es', /iPhone se queda/],
    ['act as an expert in powerpoint and help me with my slides', 'en', /expert in PowerPoint/],
    ['Act as an Ipad and Macbook repair expert', 'en', /iPad and MacBook/],
  ] as const)('"%s"', async (request, language, spelling) => {
    expect(await improve(request, language)).toMatch(spelling);
  });
});
