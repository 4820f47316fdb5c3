import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';
import { respelled } from './reading.ts';
import { packs } from './vocabulary.ts';

/*
 * The classes of the score's eighth round (issue 19): harmful rewrites that still scored high — a
 * request for feedback on the writer's own pitch rewritten as writing a pitch (9.1), a revision of the
 * writer's cover letter with no slot for it (6.4, [your name] taken for one), this week's news
 * summarised as a known work (9.5), "this recruiter msg" with no slot (8.8) — and requests whose typos
 * or chat spellings ("escrbe un corro", "cna you sumarize", "msg", "q") hid them. Both languages.
 */

const reader = (language: Language) => packs[language].reader;
const againstRequest = (rewrite: string, request: string, language: Language) => checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
const flagged = (rewrite: string, request: string, language: Language) => againstRequest(rewrite, request, language).explanation !== analyzePrompt(rewrite, language).explanation;

describe('a request to judge the writer\'s own piece, rewritten as writing it, is another result', () => {
  it.each([
    [
      'es',
      'dame feedback sobre mi pitch de startup',
      'Actúa como un asesor de startups que ha preparado a cientos de fundadores para presentar ante inversores.\n\nTarea: Dame feedback sobre mi pitch de startup. Escríbelo para decirlo en voz alta en el tiempo que indico, con las cifras que doy y sin inventar ninguna.\n\nFormato: un gancho con el problema; la solución; el mercado; la tracción; el modelo de negocio; el equipo; lo que pido.',
      '“Escríbelo',
    ],
    [
      'en',
      'what do you think of my landing page copy?',
      'Act as a conversion copywriter for SaaS products. What do you think of my landing page copy? Write new landing page copy: a headline, a subheadline, three benefit blocks and a call to action, under 200 words, in a confident, friendly tone for small business owners.',
      '“Write new landing page copy',
    ],
    [
      'en',
      'roast my linkedin profile',
      'Act as a LinkedIn profile writer. Roast my LinkedIn profile. Write a complete profile: a headline, an About section of 200 words and three experience entries, in a confident tone for recruiters.',
      '“Write a complete profile',
    ],
  ] as const)('%s: %s', (language, request, rewrite, quoted) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThanOrEqual(5.5);
    expect(checked.weaknesses[0]).toContain(quoted);
  });

  it.each([
    ['es', 'dame feedback sobre mi pitch de startup', 'Actúa como un asesor de startups. Dame feedback sobre mi pitch de startup, que pego abajo: qué funciona, qué falla y qué cambiarías, por orden de importancia, y escribe una versión mejorada de la frase inicial.\n\nPitch: [pega aquí tu pitch]'],
    ['en', 'write a script for my youtube video reviewing the new kindle', 'Act as a YouTube scriptwriter for tech reviews. Write the script for my YouTube video reviewing the new Kindle: a 5-second hook, the screen, battery life after a week, and a verdict. About 6 minutes.'],
  ] as const)('a faithful rewrite, or a piece that is the result ("my video reviewing…"), is not flagged (%s)', (language, request, rewrite) => {
    expect(flagged(rewrite, request, language)).toBe(false);
  });
});

describe('the writer\'s own piece that a request reworks, judges or answers needs a slot in the rewrite', () => {
  it.each([
    ['en', 'pls rewrite my cover leter so it sounds more profesional', 'Act as an expert at cover letters that get interviews.\n\nTask: Rewrite my cover leter so it sounds more profesional. Write the complete letter, ready to send.\n\nContext: Signature: [your name].\n\nLength: between 250 and 400 words.', '“my cover letter”'],
    ['es', 'corrige mi carta de motivacion pa la beca', 'Actúa como orientador de becas. Corrige mi carta de motivación para la beca. Escribe la carta completa, de 400 a 500 palabras, con un cierre agradecido. Firma: [tu nombre].', '“mi carta”'],
    ['en', 'can u help me answer this recruiter msg? want to say no politely', 'Act as an expert in clear, friendly written communication.\n\nTask: Can u help me answer this recruiter msg? want to say no politely. Write the complete message, ready to send.\n\nTone: warm and natural.\n\nLength: no more than 80 words.', '“this recruiter message”'],
    ['es', 'ayudame a contestar este msj de mi casero, q quiere subir el alquiler', 'Actúa como asesor de vivienda. Ayúdame a contestar este msj de mi casero, que quiere subir el alquiler. Escribe la respuesta, firme y educada, de menos de 120 palabras.', '“este mensaje”'],
  ] as const)('%s: %s', (language, request, rewrite, quoted) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toBe(reader(language).weakness.noPasteSlot(quoted));
  });

  it.each([
    ['en', 'pls rewrite my cover leter so it sounds more profesional', 'Act as a careers adviser. Rewrite my cover letter below so it sounds more professional, under 400 words.\n\nCover letter: [paste your cover letter here]'],
    ['es', 'mejora mi titular de linkedin, ahora dice \'Contadora | Excel\'', 'Actúa como experta en LinkedIn. Mejora mi titular de LinkedIn, que ahora dice \'Contadora | Excel\': dame 3 opciones de menos de 220 caracteres.'],
  ] as const)('a slot for it, or the piece quoted in the request, is enough (%s)', (language, request, rewrite) => {
    expect(againstRequest(rewrite, request, language).weaknesses[0]).not.toBe(reader(language).weakness.noPasteSlot(''));
    expect(flagged(rewrite, request, language)).toBe(false);
  });
});

describe('this week\'s news needs a slot or sources', () => {
  it.each([
    ['es', 'Gemini, resumen de las noticias de esta semana sobre inteligencia artificial', 'Actúa como un profesor que prepara resúmenes fieles.\n\nTarea: Gemini, resumen de las noticias de esta semana sobre inteligencia artificial. No hay texto de partida: resume lo que se sabe de esa obra o ese tema, sin inventar datos, fechas ni citas.\n\nFormato: los hechos clave con sus fechas.\n\nExtensión: entre 300 y 600 palabras.'],
    ['en', 'whats the latest news on the EU AI act', 'Act as a policy analyst. Explain the latest news on the EU AI Act from what is known about it, in 5 bullet points, under 300 words, for small business owners.'],
  ] as const)('%s: a rewrite with neither is not Excelente and says why', (language, request, rewrite) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(language === 'es' ? 'sin las fuentes' : 'without the sources');
  });

  it.each([
    ['es', 'resumen de las noticias de esta semana sobre inteligencia artificial', 'Haz un resumen de las noticias de esta semana sobre inteligencia artificial a partir de las que pego abajo, cada una con su fecha y su fuente.\n\nNoticias: [pega aquí las noticias]'],
    ['en', 'whats the latest news on the EU AI act', 'Give me the latest news on the EU AI Act: the 5 most important developments of the last month, each with its date and a link to its source.'],
    ['en', 'write 5 headlines for my landing page about a budgeting app', 'Write 5 headlines for my landing page about a budgeting app, each under 10 words, for young professionals.'],
  ] as const)('a slot, sources, or headlines that are the result are not flagged (%s: %s)', (language, request, rewrite) => {
    expect(flagged(rewrite, request, language)).toBe(false);
  });
});

describe('typos and chat spellings do not hide the request', () => {
  it.each([
    ['escrbe un corro para mi jefe pidiendo vacasiones la semana q viene', 'escribe un correo para mi jefe pidiendo vacasiones la semana que viene'],
    ['cna you sumarize the meeting notes i sent', 'can you summarize the meeting notes i sent'],
    ['ayudame a aser un rezumen de mi tesis pa la defensa', 'ayudame a aser un resumen de mi tesis para la defensa'],
    ['pls rewrite my cover leter', 'please rewrite my cover letter'],
    ['can u help me answer this recruiter msg?', 'can u help me answer this recruiter message?'],
  ])('%s', (typed, meant) => {
    expect(respelled(typed)).toBe(meant);
  });

  it.each([
    'Actúa como un estratega creativo.',
    'Actúa como responsable de redes de una tienda de bicis.',
    'Llevo tres años como analista de datos',
    'haz 3 haikus sobre el otoño en la ciudad',
    'necesito que me corrijas la ortografía',
    'tell me how to fix \'module not found\' error in react',
    'Crie 10 perguntas de múltipla escolha sobre a Revolução Francesa para alunos do 9º ano',
    'Be specific to this case.',
  ])('words that are spelt right, and other languages, are read as written: %s', (text) => {
    expect(respelled(text)).toBe(text);
  });

  it.each([
    ['es', 'escrbe un corro para mi jefe pidiendo vacasiones la semana q viene'],
    ['en', 'cna you sumarize the meeting notes i sent and pull out the deadlines'],
    ['es', 'nesesito q me corrijas la hortografia de mi ensayo'],
  ] as const)('the request is found (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(reader(language).weakness.noDeliverable);
  });

  it('a typed request scores as what it asks for: an email to the boss with its purpose is not "Necesita mejoras"', () => {
    expect(analyzePrompt('escrbe un corro para mi jefe pidiendo vacasiones la semana q viene', 'es').score).toBeGreaterThanOrEqual(4);
  });
});

describe('a rewrite that names the result only in the request\'s misspelt word never asks for it', () => {
  it.each([
    ['es', 'escrbe un corro para mi jefe pidiendo vacasiones la semana q viene', 'Actúa como un experto en comunicación.\n\nTarea: escrbe un corro para mi jefe pidiendo vacasiones la semana q viene. Sé claro y directo, en menos de 120 palabras.\n\nTono: respetuoso.', '“corro”', '“correo”'],
    ['en', 'wirte a leter to my landlord about the broken heater', 'Act as a tenant adviser.\n\nTask: wirte a leter to my landlord about the broken heater. Firm but polite, under 200 words.', '“leter”', '“letter”'],
  ] as const)('%s: %s', (language, request, rewrite, typed, meant) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toBe(reader(language).weakness.typoKept(typed, meant));
  });

  it.each([
    ['es', 'escrbe un corro para mi jefe pidiendo vacasiones la semana q viene', 'Escribe un correo para mi jefe pidiendo vacaciones la semana que viene: un asunto claro, las fechas exactas y quién cubre mis tareas. Tono respetuoso, menos de 120 palabras.'],
    ['en', 'pls rewrite my cover leter so it sounds more profesional', 'Rewrite my cover leter so it sounds more professional: keep my facts, under 400 words. Letter: [paste your cover letter here]'],
  ] as const)('one that also names it in its own words is not flagged for the typo (%s)', (language, request, rewrite) => {
    expect(againstRequest(rewrite, request, language).weaknesses[0] ?? '').not.toContain(language === 'es' ? 'tal como se escribió' : 'as it was typed');
  });
});

describe('short, clear requests', () => {
  it.each([
    ['en', 'explain the difference between a roth ira and a traditional ira', 6],
    ['es', 'explicame la diferencia entre un fondo indexado y un ETF', 6],
    ['en', 'write a haiku about autumn rain', 5.5],
    ['es', 'escribe un haiku sobre la lluvia de otoño', 5.5],
  ] as const)('a request that names what it wants and describes its subject can be acted on (%s: %s)', (language, prompt, least) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeGreaterThanOrEqual(least);
    expect(analysis.weaknesses).not.toContain(reader(language).missing.tone);
  });

  it.each([
    ['en', 'ideas for a tiktok video about easy recipes'],
    ['en', 'Write a cover letter for a junior data analyst job.'],
  ] as const)('one that leaves its count or its brief open is not (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeLessThan(4);
  });
});

describe('kinds that are not sizes or media', () => {
  it('"a short story" names a kind of piece, not a length against 2,000 words', () => {
    expect(analyzePrompt('Give me feedback on my short story, a 2,000-word piece for a literary magazine.', 'en').weaknesses.some((line) => line.startsWith('Lengths that contradict'))).toBe(false);
  });

  it('"una llamada a pasar por la tienda" is a call to action in a tweet, not a phone call', () => {
    const request = 'un tuit anunciando las rebajas de nuestra tienda de bicis, 20% en cascos';
    const rewrite = 'Escribe un tuit anunciando las rebajas de nuestra tienda: 20% en cascos hasta el domingo. Tono cercano, menos de 280 caracteres, con una llamada a pasar por la tienda.';
    expect(flagged(rewrite, request, 'es')).toBe(false);
  });
});

describe('the request\'s ask filed under Context is no longer asked for', () => {
  it.each([
    ['es', 'Tengo una panaderia en Valencia que se llama Miga. Hazme 5 posts para instagram', 'Actúa como community manager de negocios locales.\n\nContexto: Tengo una panadería en Valencia que se llama Miga. Hazme 5 posts para instagram.\n\nTarea: Escribe un texto claro y útil, con un tono cercano, de 50 a 150 palabras, para mis clientes.'],
    ['en', 'We just opened a vegan bakery in Leeds. write 3 instagram captions for our opening week', 'Act as a social media manager.\n\nContext: We just opened a vegan bakery in Leeds. write 3 instagram captions for our opening week.\n\nTask: Write a clear, useful text in a warm tone for customers.'],
  ] as const)('%s: %s', (language, request, rewrite) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(language === 'es' ? 'bajo otro apartado' : 'under another heading');
  });

  it('the situation under Context and the ask under Task is where they go (es)', () => {
    const request = 'Tengo una panaderia en Valencia que se llama Miga. Hazme 5 posts para instagram';
    const rewrite = 'Actúa como community manager de negocios locales.\n\nContexto: Tengo una panadería en Valencia que se llama Miga.\n\nTarea: Hazme 5 posts para instagram, cada uno con un gancho, el producto y una llamada a la acción, para mis clientes del barrio.';
    expect(flagged(rewrite, request, 'es')).toBe(false);
  });
});

describe('strong prompts in plain prose are read whole', () => {
  it.each([
    ['es', 'Actúa como nutricionista deportiva. Diseña un plan de comidas de 7 días para una corredora de 35 años que entrena 5 días a la semana y prepara una media maratón en marzo; 2.000 kcal diarias, sin lácteos, en una tabla por días con desayuno, comida, merienda y cena.'],
    ['en', 'My backyard in Seattle gets about 4 hours of afternoon sun and stays damp most of the year. Suggest 8 low-maintenance perennials that would thrive there, in a table with height, bloom season and watering needs, for a beginner gardener.'],
  ] as const)('the person a plan is for, the span of a plan and a hyphenated count are its reader, situation and size (%s)', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeGreaterThanOrEqual(8);
    expect(analysis.weaknesses).not.toContain(reader(language).missing.audience);
    expect(analysis.weaknesses).not.toContain(reader(language).missing.length);
  });

  it('a conference panel is what a speaker bio is for (en)', () => {
    const analysis = analyzePrompt("Write a 3-sentence speaker bio for me for a fintech conference panel: I'm Priya Shah, head of risk at Monzo, 10 years in credit risk. Third person, confident but not salesy.", 'en');
    expect(analysis.weaknesses).not.toContain(reader('en').missing.context);
  });

  it('"tengo 3 semanas" is still the writer\'s time, not the answer\'s size (es)', () => {
    expect(analyzePrompt('tengo 3 semanas para preparar el examen de historia, ayudame', 'es').weaknesses).toContain(reader('es').missing.length);
  });
});

describe('spelling by sound', () => {
  it.each([
    ['ase un anunsio', 'ase un anuncio'],
    ['nesesito un rezumen', 'necesito un resumen'],
  ])('a short request is read as meant: %s', (typed, meant) => {
    expect(respelled(typed)).toBe(meant);
  });
});

describe('a correction asked in the subjunctive ("que me corrijas")', () => {
  it('is a task on the given text: no tone, audience or role is asked of it (es)', () => {
    const rewrite = 'Tarea: Necesito que me corrijas la ortografía de mi ensayo. Aplica solo los cambios que pido y conserva el sentido y los datos del original.\n\nTexto de partida:\n"""\n[pega aquí el ensayo]\n"""\n\nFormato: el mismo formato que el original, con los cambios aplicados; después, una lista breve de los cambios principales.';
    const analysis = analyzePrompt(rewrite, 'es');
    expect(analysis.weaknesses.join(' ')).not.toMatch(/tono|para quién|papel/);
    expect(analysis.score).toBeGreaterThanOrEqual(6);
  });
});
