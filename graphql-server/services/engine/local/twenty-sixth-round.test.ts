import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday-life requests the engine answered generically, with a slot for text the user never had, or with another
// deliverable (issue 19, twenty-sixth round), seen by earlier readers and verified; each class in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') =>
  (await engine.optimize({ originalContent: text, options: page, readerLanguage })).improvedPrompt;

describe('"how do I put it" after a request is a how-to with what to say, not a generic answer', () => {
  it.each(['quiero pedir un aumento, como lo planteo', 'quiero dejar el grupo de la mudanza, como lo digo'])('"%s" gets steps with what to say', async (request) => {
    const prompt = await improve(request);
    expect(prompt).toMatch(/Dame pasos concretos para mi caso/);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable/);
  });

  it('"i want to ask for a raise, how do i bring it up" gets steps with what to say (en)', async () => {
    const prompt = await improve('i want to ask for a raise, how do i bring it up', 'en');
    expect(prompt).toMatch(/Give me concrete steps for my case/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });
});

describe("a toddler's tantrums or a teenager's phone at dinner is the child-habits shape", () => {
  it.each(['mi hijo de 2 años hace berrinches, que hago', 'mi hija de 4 tiene rabietas cada noche', 'mi hijo adolescente no suelta el celular en la cena'])(
    '"%s" gets a parenting coach',
    async (request) => {
      const prompt = await improve(request);
      expect(prompt).toMatch(/asesora de crianza/);
      expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|opciones, cada una con sus pros y contras/);
    },
  );

  it.each(['my teenager is always on his phone at dinner, what do i do', 'my 3 year old throws tantrums at the supermarket'])('"%s" gets a parenting coach (en)', async (request) => {
    const prompt = await improve(request, 'en');
    expect(prompt).toMatch(/parenting coach/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });
});

describe('a season or episode of a known series asked about is a known work, with nothing to paste', () => {
  it('"what happens in season 2 of stranger things? summarize it" gets the plot, no slot (en)', async () => {
    const prompt = await improve('what happens in season 2 of stranger things? summarize it', 'en');
    expect(prompt).toMatch(/the plot by parts \(or by season\)/);
    expect(prompt).not.toMatch(/\[paste the text here\]/);
  });

  it('"what happens in the last episode of the office? sum it up" gets the plot, no slot (en)', async () => {
    const prompt = await improve('what happens in the last episode of the office? sum it up', 'en');
    expect(prompt).not.toMatch(/\[paste the text here\]/);
  });

  it('"summarize it" and "qué pasa en este capítulo? resúmelo" still ask for the material', async () => {
    expect(await improve('summarize it', 'en')).toMatch(/\[paste the text here\]/);
    expect(await improve('qué pasa en este capítulo? resúmelo')).toMatch(/\[pega aquí el capítulo\]/);
  });
});

describe('a notice to staff with its news after a colon is an announcement, and a proofreading stays a revision', () => {
  it('"aviso a los empleados: a partir del lunes…" gets the announcement shape', async () => {
    const prompt = await improve('aviso a los empleados: a partir del lunes el horario de entrada es a las 8');
    expect(prompt).toMatch(/Da la noticia en la primera frase/);
    expect(prompt).not.toMatch(/un mensaje directo, sin asunto/);
  });

  it('"staff notice: from monday the office opens at 8" gets the announcement shape (en)', async () => {
    const prompt = await improve('staff notice: from monday the office opens at 8', 'en');
    expect(prompt).toMatch(/Give the news in the first sentence/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });

  it('a proofreading of an announcement stays a revision', async () => {
    expect(await improve('proofread this: we are pleased to announce that the office will close on friday', 'en')).toMatch(/the whole corrected text/);
    expect(await improve('corrige la ortografia: aviso a los empleados, a partir del lunes el horario es a las 8')).toMatch(/el texto corregido completo/);
  });
});

describe('a polite note to a neighbour is a message with that purpose', () => {
  it.each(["my neighbor's dog barks all night, write a polite note", 'my upstairs neighbors stomp around at 2am. write a friendly but firm note'])('"%s" gets a message (en)', async (request) => {
    const prompt = await improve(request, 'en');
    expect(prompt).toMatch(/Write the complete message, ready to send/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });

  it.each(['el perro del vecino ladra toda la noche, escribe una nota amable', 'los del 3B dejan la basura en el pasillo, hazme una nota educada para dejarles en la puerta'])(
    '"%s" gets a message',
    async (request) => {
      const prompt = await improve(request);
      expect(prompt).toMatch(/Escribe el mensaje completo, listo para enviar/);
      expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable/);
    },
  );
});

describe("a revision of the user's CV gets a recruiting expert and a slot for the CV", () => {
  it.each(['mejora mi CV, soy cajera en un supermercado y quiero trabajar en oficina', 'mejora mi curriculum, soy mesero y quiero trabajar de recepcionista'])('"%s"', async (request) => {
    const prompt = await improve(request);
    expect(prompt).toMatch(/Actúa como un experto en selección de personal/);
    expect(prompt).toMatch(/\[pega aquí el (?:cv|curriculum)\]/i);
  });

  it('"improve my resume, i\'m a barista and want to get into marketing" (en)', async () => {
    const prompt = await improve("improve my resume, i'm a barista and want to get into marketing", 'en');
    expect(prompt).toMatch(/Act as a recruiting expert/);
    expect(prompt).toMatch(/\[paste the resume here\]/);
  });

  it('a review of the CV keeps its reviewer, a translation its translator', async () => {
    expect(await improve('revisa mi cv y dime qué mejorar')).toMatch(/Actúa como un revisor experto/);
    expect(await improve('traduce mi cv al inglés')).toMatch(/Actúa como un traductor profesional/);
  });
});

describe('a count of captions is a numbered list of short captions, the count kept', () => {
  it('"10 captions para fotos de viaje"', async () => {
    const prompt = await improve('10 captions para fotos de viaje');
    expect(prompt).toMatch(/10 captions/);
    expect(prompt).toMatch(/Formato: una lista numerada de captions/);
  });

  it('"give me 5 captions for my beach pics" (en)', async () => {
    const prompt = await improve('give me 5 captions for my beach pics', 'en');
    expect(prompt).toMatch(/5 captions/);
    expect(prompt).toMatch(/Format: a numbered list of captions/);
  });

  it('one caption keeps the caption\'s own shape', async () => {
    expect(await improve('un caption para mi foto en la playa')).toMatch(/una primera línea que enganche/);
  });
});

describe("a LinkedIn profile gets a professional profile's shape only, a rental listing a place's", () => {
  it.each(['bio corta para mi perfil de linkedin', 'hazme el extracto de linkedin, soy contadora con 10 años de experiencia'])('"%s"', async (request) => {
    const prompt = await improve(request);
    expect(prompt).toMatch(/Actúa como un redactor de perfiles profesionales/);
    expect(prompt).toMatch(/mis logros/);
    expect(prompt).not.toMatch(/alojamiento|el barrio/);
  });

  it('"write my linkedin about section, i\'m a nurse moving into UX" (en)', async () => {
    const prompt = await improve("write my linkedin about section, i'm a nurse moving into UX", 'en');
    expect(prompt).toMatch(/Act as a writer of professional profiles/);
    expect(prompt).not.toMatch(/place to stay|neighbourhood/);
  });

  it('an Airbnb listing keeps the place and loses the professional profile', async () => {
    const prompt = await improve('airbnb listing for my cabin by the lake, sleeps 6', 'en');
    expect(prompt).toMatch(/the space, what it includes and the neighbourhood/);
    expect(prompt).not.toMatch(/professional profile/);
  });
});

describe("an intro or outro for the user's podcast or channel is a short script to record, with no transcript to paste", () => {
  it.each(['intro para mi canal de youtube de gaming', 'una despedida para mi podcast de true crime, que invite a seguirnos en spotify'])('"%s"', async (request) => {
    const prompt = await improve(request);
    expect(prompt).toMatch(/el nombre del canal o del programa/);
    expect(prompt).toMatch(/llamada a la acción/);
    expect(prompt).not.toMatch(/\[pega aquí|Escribe solo esa parte/);
  });

  it.each(['an outro for my podcast episode', "write a youtube intro for my cooking channel 'salt & smoke'"])('"%s" (en)', async (request) => {
    const prompt = await improve(request, 'en');
    expect(prompt).toMatch(/the name of the channel or show/);
    expect(prompt).not.toMatch(/\[paste the transcript|Write only that part/);
  });

  it("an essay's intro stays a part of the essay", async () => {
    expect(await improve('write the intro of my essay about climate change', 'en')).toMatch(/Write only that part/);
  });
});
