import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with another deliverable's parts (issue 19, twenty-first round),
// from the lead's leftovers and our own fresh requests; each class in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) => (await optimize(text, readerLanguage, options)).improvedPrompt;
const improveIn = async (text: string, options: OptimizeOptions, readerLanguage: 'es' | 'en' = 'es') =>
  (await engine.optimize({ originalContent: text, options, readerLanguage })).improvedPrompt;

describe("a pet's behaviour is a trainer's and behaviourist's advice, not a vet's health template", () => {
  it.each([
    ['my cat keeps scratching the couch, what can i do', 'en', /Act as a certified animal trainer and behaviourist/, /what to give instead/],
    ['how do i stop my puppy from chewing everything', 'en', /Act as a certified animal trainer and behaviourist/, /never punishment/],
    ['mi gato araña el sofá, qué hago', 'es', /Actúa como un adiestrador y etólogo de animales de compañía/, /qué darle a cambio/],
    ['mi perro tira de la correa cuando lo paseo', 'es', /Actúa como un adiestrador y etólogo de animales de compañía/, /nunca con castigos/],
  ] as const)('"%s"', async (request, language, role, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Act as a vet|Actúa como un veterinario/);
  });

  it('a pet scratching itself and losing fur is still a health question (en)', async () => {
    expect(await improve('my dog keeps scratching and losing fur', 'en')).toMatch(/Act as a vet who explains things clearly/);
  });
});

describe('two parts asked together inside an everyday shape are both delivered, by that field\'s writer', () => {
  it('"give me a title and a short description for my etsy shop" is no About page (en)', async () => {
    const prompt = await improve('give me a title and a short description for my etsy shop', 'en');
    expect(prompt).toMatch(/Act as an e-commerce copywriter/);
    expect(prompt).toMatch(/1\. a title; 2\. a short description/);
    expect(prompt).not.toMatch(/About pages|the story \(who we are/);
  });

  it('"dame un título y un resumen para mi TFG sobre energía solar" gets an academic tutor, not a brand namer (es)', async () => {
    const prompt = await improve('dame un título y un resumen para mi TFG sobre energía solar');
    expect(prompt).toMatch(/Actúa como un tutor de escritura académica/);
    expect(prompt).toMatch(/1\. un título; 2\. un resumen/);
    expect(prompt).not.toMatch(/branding|creativo y memorable/);
  });
});

describe('the impact, consequences or legacy of an invention, a movement or an era is history', () => {
  it.each([
    ['what was the impact of the printing press', 'en', /Act as a historian/, /each consequence, from the immediate ones to the long-term ones/],
    ['what was the legacy of the renaissance era', 'en', /Act as a historian/, /each consequence/],
    ['cuál fue el impacto de la imprenta', 'es', /Actúa como un historiador/, /cada consecuencia, de las inmediatas a las de largo plazo/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
  });
});

describe('a summary of a known non-fiction book gets the non-fiction case only', () => {
  it.each([
    ['summarize the book atomic habits', 'en', /its main ideas, each with an example and how to apply it/, /the plot by parts/],
    ['resumen del libro padre rico padre pobre', 'es', /sus ideas principales, cada una con un ejemplo y cómo aplicarla/, /el argumento por partes/],
  ] as const)('"%s"', async (request, language, nonFiction, otherCase) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(nonFiction);
    expect(prompt).not.toMatch(otherCase);
    expect(prompt).not.toMatch(/for a novel, a film or a series|para una novela, una película o una serie/);
  });

  it('a novel keeps the story case (en)', async () => {
    expect(await improve('summarize the novel 1984', 'en')).toMatch(/the plot by parts/);
  });
});

describe('"a short about…" is the video format, not a size', () => {
  it('"short about the history of pizza" under YouTube Shorts keeps the platform\'s format and length (en)', async () => {
    const prompt = await improveIn('short about the history of pizza', { kind: 'dialog', platform: 'YouTube Shorts', tone: 'Casual' }, 'en');
    expect(prompt).toMatch(/Format: a vertical video script/);
    expect(prompt).toMatch(/Length: under 60 seconds of video/);
  });

  it('"hazme un short sobre la historia del café" under YouTube Shorts (es)', async () => {
    const prompt = await improveIn('hazme un short sobre la historia del café', { kind: 'dialog', platform: 'YouTube Shorts', tone: 'Casual' });
    expect(prompt).toMatch(/Formato: guion de vídeo vertical/);
    expect(prompt).toMatch(/Extensión: menos de 60 segundos/);
  });

  it('"a short email" is still a size (en)', async () => {
    expect(await improve('write a short email to my landlord about the broken heater', 'en')).not.toMatch(/Length:/);
  });
});

describe('one idea asked for is that idea, developed', () => {
  it('"quick tiktok idea for my dog grooming business" under TikTok is one idea with its hook, scenes and caption (en)', async () => {
    const prompt = await improveIn('quick tiktok idea for my dog grooming business', { kind: 'dialog', platform: 'TikTok', tone: 'Humorous' }, 'en');
    expect(prompt).toMatch(/Give me one idea, the strongest you can think of, developed/);
    expect(prompt).toMatch(/the hook for the first 3 seconds; the scenes/);
    expect(prompt).not.toMatch(/10 ideas|one idea per line/);
  });

  it('"dame una idea para un reel de mi cafetería" (es)', async () => {
    const prompt = await improve('dame una idea para un reel de mi cafetería');
    expect(prompt).toMatch(/Dame una sola idea/);
    expect(prompt).toMatch(/el gancho de los 3 primeros segundos/);
    expect(prompt).not.toMatch(/10 ideas/);
  });

  it('"give me an idea for a date night at home" is one idea with its steps (en)', async () => {
    const prompt = await improve('give me an idea for a date night at home', 'en');
    expect(prompt).toMatch(/how to carry it out, step by step/);
    expect(prompt).not.toMatch(/10 ideas/);
  });

  it('"ideas" keeps its list (en)', async () => {
    expect(await improve('give me ideas for a date night at home', 'en')).toMatch(/10 ideas, one line each/);
  });

  it('"i have no idea what to cook tonight" asks for no ideas (en)', async () => {
    expect(await improve('i have no idea what to cook tonight', 'en')).not.toMatch(/creative strategist|10 ideas/);
  });
});

describe('a rap verse keeps its form: bars with flow and internal rhyme, not a poem', () => {
  it.each([
    ['a rap verse about coffee', 'en', { taskType: 'Creative Writing', customTone: 'Humorous' }, /Act as a rapper and songwriter/, /one bar per line, as many bars as I ask for \(16/],
    ['write 8 bars about my hometown', 'en', {}, /Act as a rapper and songwriter/, /internal rhymes/],
    ['escribe una estrofa de rap sobre el lunes', 'es', {}, /Actúa como un rapero y compositor/, /rimas internas/],
  ] as const)('"%s"', async (request, language, options, role, shape) => {
    const prompt = await improve(request, language, options as Partial<OptimizeOptions>);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/a poem in verse|between 12 and 24 lines|un poema en verso|entre 12 y 24 versos/);
  });
});

describe('"anuncio de que…" / "an announcement that…" is an announcement, not an ad', () => {
  it('"anuncio de que abrimos nueva sucursal en Monterrey" under Facebook gets no copywriter (es)', async () => {
    const prompt = await improveIn('anuncio de que abrimos nueva sucursal en Monterrey', { kind: 'dialog', platform: 'Facebook', tone: 'Professional' });
    expect(prompt).not.toMatch(/copywriter|llamada a la acción clara/);
    expect(prompt).toMatch(/Actúa como un estratega de contenido para redes sociales con experiencia en Facebook/);
  });

  it.each([
    ['anuncio de que cerramos por vacaciones del 1 al 15 de agosto', 'es', /Da la noticia en la primera frase/],
    ['an announcement that we are closing for the holidays from dec 24 to jan 2', 'en', /Give the news in the first sentence/],
  ] as const)('"%s" gives the news first', async (request, language, precision) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).not.toMatch(/Write only that part|Escribe solo esa parte|copywriter/);
  });
});

describe('a cover letter with no details asks for the facts only the user knows', () => {
  it('"write a cover letter" (en)', async () => {
    const prompt = await improve('write a cover letter', 'en', { taskType: 'Email Writing' });
    expect(prompt).toMatch(/The job: \[the role, the company/);
    expect(prompt).toMatch(/My experience: \[your relevant experience/);
  });

  it('"escribe una carta de presentación" (es)', async () => {
    const prompt = await improve('escribe una carta de presentación');
    expect(prompt).toMatch(/El puesto: \[el puesto, la empresa/);
    expect(prompt).toMatch(/Mi experiencia: \[tu experiencia/);
  });

  it('the job and the experience given are not asked for again (en)', async () => {
    const prompt = await improve('write a cover letter for a junior data analyst job, i have 2 years of experience in excel and sql', 'en');
    expect(prompt).not.toMatch(/The job: \[|My experience: \[/);
  });
});

describe('a count of alternatives keeps its count, each one complete', () => {
  it.each([
    ['necesito 3 opciones de respuesta para un cliente que pide descuento y no se lo podemos dar', 'es', /Dame 3 opciones, cada una completa/, /Formato: 3 opciones, numeradas, cada una con: saludo/],
    ['give me 3 versions of a reply to a customer asking for a refund after 60 days', 'en', /Give 3 versions, each one complete/, /Format: 3 versions, numbered, each one with: a greeting/],
  ] as const)('"%s"', async (request, language, precision, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).toMatch(format);
  });
});

describe('the High detail level adds context and example slots only where they help', () => {
  it('code gets neither, and the explanation says why (en)', async () => {
    const result = await optimize('write a function that validates an email address in python', 'en', { taskType: 'Coding', detailLevel: 'High' });
    expect(result.improvedPrompt).not.toMatch(/Context: \[|Examples: \[/);
    expect(result.explanation).toMatch(/Context and examples: no slots for them/);
  });

  it('a translation gets neither (es)', async () => {
    const result = await optimize('traduce este texto al inglés: hola a todos', 'es', { detailLevel: 'High' });
    expect(result.improvedPrompt).not.toMatch(/Contexto: \[|Ejemplos: \[/);
    expect(result.explanation).toMatch(/Contexto y ejemplos: no dejé huecos/);
  });

  it('a blog post keeps them (en)', async () => {
    expect(await improve('write a blog post about remote work', 'en', { detailLevel: 'High' })).toMatch(/Examples: \[paste an example/);
  });
});

describe('a roleplay asked as "be my…" is a roleplay brief', () => {
  it.each([
    ['be my girlfriend', 'en', /Act as a roleplay partner/],
    ['can you be my best friend for tonight', 'en', /Act as a roleplay partner/],
    ['sé mi novia', 'es', /Actúa como un compañero de rol/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly|Da una respuesta completa/);
  });
});

describe('the classes from our own fresh requests', () => {
  it.each([
    ['my dog is scared of fireworks what should i do', 'en', /Act as a certified animal trainer/],
    ['mi perro tiene miedo a los petardos', 'es', /Actúa como un adiestrador y etólogo/],
    ['cómo hago para que mi gato no haga pis fuera del arenero', 'es', /Actúa como un adiestrador y etólogo/],
  ] as const)('a pet\'s fear or habits: "%s"', async (request, language, role) => {
    expect(await improve(request, language)).toMatch(role);
  });

  it.each([
    ['what was the significance of the moon landing', 'en', /each consequence, from the immediate ones/],
    ['what impact did the printing press have on europe', 'en', /each consequence, from the immediate ones/],
    ['qué impacto tuvo la revolución industrial en los niños', 'es', /cada consecuencia, de las inmediatas/],
  ] as const)('the significance or impact of an event is its consequences: "%s"', async (request, language, format) => {
    expect(await improve(request, language)).toMatch(format);
  });

  it.each([
    ['give me some options for a reply to a customer who says the shoes are too small', 'en', /Give 3 options, each one complete/, /Give me 10 options/],
    ['dame algunas opciones de respuesta para un cliente enojado', 'es', /Dame 3 opciones, cada una completa/, /Dame 10 opciones/],
  ] as const)('a few alternatives are 3, each complete: "%s"', async (request, language, precision, tooMany) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).not.toMatch(tooMany);
  });

  it.each([
    ['a chorus for a love song', 'en', /Act as a songwriter/, /narrative prose|between 500 and 800 words/],
    ['un estribillo para una canción de cumpleaños', 'es', /Actúa como un letrista/, /prosa narrativa/],
  ] as const)('a song\'s part keeps the song\'s form: "%s"', async (request, language, role, story) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(story);
  });

  it('"be a pirate and tell me about your day" is a roleplay (en)', async () => {
    expect(await improve('be a pirate and tell me about your day', 'en')).toMatch(/Act as a roleplay partner/);
  });
});

describe("a story for a young child is short, gentle and read aloud", () => {
  it.each([
    ['write a bedtime story for my 4 year old about a brave bunny', 'en', /Act as a children's author who writes stories to read aloud/, /between 300 and 600 words/],
    ['escribe un cuento para mi hija de 5 años sobre una tortuga', 'es', /Actúa como un autor de cuentos infantiles/, /entre 300 y 600 palabras/],
  ] as const)('"%s"', async (request, language, role, length) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(length);
    expect(prompt).not.toMatch(/between 500 and 800 words|entre 500 y 800 palabras/);
  });
});

describe("a parrot's screaming is behaviour too", () => {
  it.each([
    ['my parrot keeps screaming every morning', 'en', /Act as a certified animal trainer/],
    ['mi loro grita mucho por las mañanas', 'es', /Actúa como un adiestrador y etólogo de animales de compañía/],
  ] as const)('"%s"', async (request, language, role) => {
    expect(await improve(request, language)).toMatch(role);
  });
});

describe('what a period or an event was is a historian\'s overview, not its causes', () => {
  it.each([
    ['what was the renaissance', 'en', /what it was, in two or three sentences; the context \(when and where\)/],
    ['qué fue la guerra fría', 'es', /qué fue, en dos o tres frases; el contexto \(cuándo y dónde\)/],
  ] as const)('"%s"', async (request, language, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Act as a historian|Actúa como un historiador/);
    expect(prompt).toMatch(format);
  });
});

describe('how an invention changed the world is its consequences', () => {
  it.each([
    ['how did the invention of the steam engine change the world', 'en', /each consequence, from the immediate ones/],
    ['cómo cambió la imprenta el mundo', 'es', /cada consecuencia, de las inmediatas/],
  ] as const)('"%s"', async (request, language, format) => {
    expect(await improve(request, language)).toMatch(format);
  });
});

describe('a notice to publish under a social platform is a post, not a direct message', () => {
  it('"announcement that our store hours are changing starting june 1" under Facebook (en)', async () => {
    const prompt = await improveIn('announcement that our store hours are changing starting june 1', { kind: 'dialog', platform: 'Facebook', tone: 'Casual' }, 'en');
    expect(prompt).toMatch(/Act as a social media content strategist with experience in Facebook/);
    expect(prompt).not.toMatch(/a direct message, with no subject line/);
  });

  it('"aviso de que el gimnasio cierra el lunes por mantenimiento" under Facebook (es)', async () => {
    const prompt = await improveIn('aviso de que el gimnasio cierra el lunes por mantenimiento', { kind: 'dialog', platform: 'Facebook', tone: 'Casual' });
    expect(prompt).toMatch(/Actúa como un estratega de contenido para redes sociales con experiencia en Facebook/);
  });
});
