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
