import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// The thirty-seventh round (issue 19): leftovers earlier readers saw and did not fix; each class in Spanish and English.

const generic = /Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/;

describe('items given after a colon to be put in order are ordered as given, not taken as a call for new ideas or a speech', () => {
  it.each([
    ['ordena estas ideas para mi presentación: precio, competencia, equipo, mercado', 'es'],
    ['ordena estos temas para mi clase: fracciones, decimales, porcentajes, proporciones', 'es'],
    ['ponme en orden estas partes de mi discurso: agradecimientos, anécdota, brindis', 'es'],
    ['sort these ideas for my pitch: pricing, team, market size, traction', 'en'],
    ['put these topics in order for my talk: budget, timeline, risks, goals', 'en'],
    ['put these slides in order: intro, demo, pricing, Q&A', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Ordena todos los elementos que doy|Order every item I give/);
    expect(prompt).not.toMatch(/Que las ideas sean distintas|Make the ideas different|Escríbelo para decirlo en voz alta|Write it to be spoken|One idea per slide/);
    expect(prompt).not.toMatch(generic);
    expect(prompt).not.toMatch(/\[pega aquí los elementos|\[paste the items/);
  });
});

describe("the user's own document, said to be had and then asked to be checked or judged, is reviewed with a slot to paste it", () => {
  it.each([
    ['tengo un contrato de alquiler, puedes revisarlo?', 'es', /\[pega aquí tu contrato de alquiler\]/],
    ['tengo un contrato de trabajo nuevo, me lo revisas?', 'es', /\[pega aquí tu contrato de trabajo\]/],
    ['escribí una carta de renuncia, podrías revisarla?', 'es', /\[pega aquí tu carta de renuncia\]/],
    ['i have an employment contract, can you check it', 'en', /\[paste your employment contract here\]/],
    ['i got a lease agreement, can you look over it', 'en', /\[paste your lease agreement here\]/],
    ["what's your take on my business plan", 'en', /\[paste your business plan here\]/],
    ['whats ur take on my pitch deck', 'en', /\[paste the pitch deck here\]/],
  ] as const)('"%s"', async (request, language, slot) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Señala cada problema citando el fragmento exacto|Point out each problem quoting the exact passage/);
    expect(prompt).toMatch(slot);
    expect(prompt).not.toMatch(/documentación clara|clear, easy-to-scan documentation|Make a concrete, realistic plan/);
  });

  it('a question the user has is no document to review: "i have a question about taxes, can you look at it"', async () => {
    const prompt = await improve('i have a question about taxes, can you look at it', 'en');
    expect(prompt).not.toMatch(/Point out each problem/);
  });
});

describe('a greeting and nothing more is asked what the user needs, in the language of the greeting', () => {
  it.each([
    ['hola', 'es', /hazme las 2 o 3 preguntas/],
    ['buenas', 'es', /hazme las 2 o 3 preguntas/],
    ['hola que tal', 'es', /hazme las 2 o 3 preguntas/],
    ['saludos', 'es', /hazme las 2 o 3 preguntas/],
    ['hola, cómo estás?', 'es', /hazme las 2 o 3 preguntas/],
    ['hi', 'en', /ask me the 2 or 3 questions/],
    ['hello', 'en', /ask me the 2 or 3 questions/],
    ['hey chat', 'en', /ask me the 2 or 3 questions/],
    ['hello, how are you?', 'en', /ask me the 2 or 3 questions/],
  ] as const)('"%s"', async (request, language, asks) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(asks);
    expect(prompt).not.toMatch(generic);
  });
});

describe('a count of books, films or podcasts for a purpose is a curated list of titles that exist, not a bare task line', () => {
  it.each([
    ['5 libros para aprender a invertir', 'es'],
    ['3 podcasts para aprender ingles', 'es'],
    ['3 libros sobre productividad', 'es'],
    ['5 books to learn investing', 'en'],
    ['three podcasts about history for my commute', 'en'],
    ['5 documentaries on climate change', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Recomienda solo títulos que existen|Recommend only titles that exist/);
    expect(prompt).not.toMatch(generic);
  });
});

describe('how to do something in a named app, asked as "remind me how" or "cómo pongo", is that tool\'s exact steps, not a plan or the generic answer', () => {
  it.each([
    ['remind me how to make a reminder in google calendar', 'en', /Act as an expert in Google calendar/],
    ['remind me how to share my screen on zoom', 'en', /Act as an expert in Zoom/],
    ['como pongo un recordatorio en google calendar', 'es', /Actúa como un experto en Google calendar/],
    ['recuérdame cómo se comparte una carpeta en google drive', 'es', /Actúa como un experto en Google drive/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(/Dame los pasos exactos en esa herramienta|Give the exact steps in that tool/);
    expect(prompt).not.toMatch(/realistic plan|plan concreto y realista/);
    expect(prompt).not.toMatch(generic);
  });
});

describe('a bare "ask my boss for …" or "pedirle a mi jefe …" is the steps for asking, with what to say, not the generic answer', () => {
  it.each([
    ['ask my boss for a raise', 'en'],
    ['ask my landlord to fix the heating', 'en'],
    ['pedirle a mi jefe un aumento', 'es'],
    ['pedirle a mi casero que arregle la calefaccion', 'es'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/what to say|qué decir/);
    expect(prompt).not.toMatch(generic);
  });

  it('with the email asked, it is the email: "ask my boss for a raise, write the email"', async () => {
    expect(await improve('ask my boss for a raise, write the email', 'en')).toMatch(/Write the complete email/);
  });
});
