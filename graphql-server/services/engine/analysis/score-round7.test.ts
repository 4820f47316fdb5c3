import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';
import { packs } from './vocabulary.ts';

/*
 * The classes of the score's seventh round (issue 19), found by rating 125 fresh requests and their
 * local rewrites as their users and setting the ratings beside the scores: requests people type
 * (questions, typos, a bare "un mensaje para…") were read as no request, a text given after a
 * rewording request's colon was not the material, the reader in "like I'm 5" or "for 4th graders"
 * went unseen, a haiku had no size, a paste slot cost three times, and a rewrite asking for another
 * result altogether still scored 'Bueno'. Both languages.
 */

const reader = (language: Language) => packs[language].reader;
const againstRequest = (rewrite: string, request: string, language: Language) => checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
const starting = (lines: string[], text: string) => lines.some((line) => line.startsWith(text));

describe('what people type is a request', () => {
  it.each([
    ['es', 'que le digo a mi casero para que me arregle la calefaccion, ya le escribi 2 veces'],
    ['es', 'cuales son las mejores preguntas para una entrevista de trabajo de atencion al cliente'],
    ['es', 'nesecito q me resumas el pdf q te pase sobre la ley de alquileres'],
    ['es', 'hola, kiero un post para insta de mi barberia, q diga q abrimos los domingos'],
    ['es', 'ponle titulo a mi video de youtube sobre como hacer pan casero'],
    ['es', 'un mensaje para felicitar a mi abuela por su cumple 90'],
    ['es', 'necesito que me digas si este contrato de alquiler tiene clausulas abusivas'],
    ['en', 'how can i improve my sleep? i wake up at 3am every night'],
    ['en', "my boss wants a report on last quarter sales by friday, help me structure it"],
    ['en', 'what do i say to my landlord so he finally fixes the heating'],
  ] as const)('%s: %s', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(reader(language).weakness.noDeliverable);
  });

  it.each([
    ['es', 'Formato: una lista numerada con títulos en negrita.'],
    ['en', 'Format: a numbered list with bold titles.'],
  ] as const)('a shape under its heading asks for nothing (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).toContain(reader(language).weakness.noDeliverable);
  });
});

describe('the text after the colon of a request that reworks it is its material', () => {
  it.each([
    ['en', 'translate this to english pls: Estimado cliente, su pedido ha sido enviado y llegará en 3 a 5 días hábiles.'],
    ['en', 'rewrite this to sound more professional: hey guys, meeting moved to 3pm, dont be late'],
    ['es', 'traduce al ingles: Nos complace informarle que su pedido ha sido enviado'],
    ['es', 'corrige la ortografia: ayer fuimos a la plalla y ubo mucha hente'],
  ] as const)('%s: %s is complete', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeGreaterThanOrEqual(7);
    expect(starting(analysis.strengths, reader(language).strength.examples)).toBe(true);
  });

  it.each([
    ['en', 'translate this to english pls: Estimado cliente, su pedido ha sido enviado y llegará en 3 a 5 días hábiles.', 'Act as a professional translator.\n\nTask: Translate this to english pls. Return only the translation to english, with no comments: keep the meaning, the register (formal or informal) and the formatting of the original.\n\nSource text:\n"""\nEstimado cliente, su pedido ha sido enviado y llegará en 3 a 5 días hábiles.\n"""'],
    ['es', 'translate this into English please, it is for a client: Estimado cliente, su pedido ha sido enviado y llegará en 3 a 5 días hábiles.', 'Act as a professional translator.\n\nTask: Translate this into English please, it is for a client. Return only the translation, keeping the register (formal or informal) of the original.\n\nSource text:\n"""\nEstimado cliente, su pedido ha sido enviado y llegará en 3 a 5 días hábiles.\n"""'],
  ] as const)('a translation is in the language of the request\'s own words, not of its text, and "formal or informal" is a choice (%s)', (language, request, rewrite) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeGreaterThanOrEqual(8);
    expect(checked.weaknesses.join(' ')).not.toMatch(language === 'es' ? /en inglés, pero|se contradicen/ : /in English, but|contradict/);
  });
});

describe('the reader in a comparison or a grade', () => {
  it.each([
    ['en', 'explain quantum computing like im 5'],
    ['en', 'write a 5-question quiz about the solar system for 4th graders with answers'],
    ['es', 'explicame que es la inflacion como si tuviera 12 años'],
    ['es', 'explicame la fotosintesis para un examen de 2 de la eso'],
  ] as const)('%s: %s says who it is for', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(starting(analysis.strengths, reader(language).strength.audience)).toBe(true);
    expect(analysis.weaknesses).not.toContain(reader(language).missing.audience);
  });
});

describe('short requests that say all they need', () => {
  it.each([
    ['en', 'write a haiku about autumn rain'],
    ['es', 'escribe un haiku sobre la lluvia de otoño'],
  ] as const)('a haiku sets its own shape and size, and its subject is its detail (%s)', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeGreaterThanOrEqual(4);
    expect(starting(analysis.strengths, reader(language).strength.length)).toBe(true);
    expect(starting(analysis.strengths, reader(language).strength.specifics)).toBe(true);
  });

  it.each([
    ['en', 'Act as a poet.\n\nTask: Write a haiku about autumn rain. Take care of rhythm and imagery.\n\nTone: evocative and heartfelt.'],
    ['es', 'Actúa como un poeta.\n\nTarea: Escribe un haiku sobre la lluvia de otoño. Cuida el ritmo y las imágenes.\n\nTono: evocador y sincero.'],
  ] as const)('its faithful rewrite is good (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['en', 'regex for emails'],
    ['es', 'regex para validar emails'],
    ['es', 'hazme un excel para llevar las cuentas de casa'],
    ['en', 'make me a spreadsheet to track the household bills'],
  ] as const)('a regex, a formula or a sheet that says what it is for is fair (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['en', 'what are the pros and cons of moving from wordpress to webflow for a small agency site? table pls'],
    ['es', 'cuales son los pros y contras de pasar de wordpress a webflow para la web de una agencia pequeña? tabla porfa'],
  ] as const)('"table pls" and "pros and cons" are a shape (%s)', (language, prompt) => {
    expect(starting(analyzePrompt(prompt, language).strengths, reader(language).strength.format)).toBe(true);
  });

  it.each([
    ['en', 'explain the difference between a roth ira and a traditional ira'],
    ['es', 'explicame la diferencia entre un plan de pensiones y un fondo indexado'],
    ['en', 'write a product description for handmade soy candles, lavender scent'],
    ['es', 'escribe la descripcion de un anillo de plata hecho a mano con piedra de luna'],
  ] as const)('what the request is about, described, is its detail (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(reader(language).missing.specifics);
  });

  it.each([
    ['en', 'write an instagram post about my coffee shop'],
    ['es', 'escribe un post de instagram sobre mi cafeteria'],
  ] as const)('the writer\'s own thing, undescribed, is no detail (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeLessThan(4);
  });
});

describe('material to rework that is not given', () => {
  it.each([
    ['en', 'fix the grammar in my cover letter but dont change the meaning'],
    ['es', 'mejora el texto de mi pagina de inicio'],
    ['es', 'resumeme el articulo q te pegue abajo en 5 puntos'],
    ['es', 'explica este error de python que me sale'],
  ] as const)('%s: %s is not complete', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeLessThanOrEqual(7.5);
    expect(analysis.weaknesses.some((line) => line.startsWith(language === 'es' ? 'Menciona' : 'Refers to'))).toBe(true);
  });

  it.each([
    ['en', 'how can i improve my sleep? i wake up at 3am every night'],
    ['es', 'como puedo mejorar mi rutina de sueño? me despierto a las 3 cada noche'],
  ] as const)('improving one\'s own habit refers to no text (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => line.startsWith(language === 'es' ? 'Menciona' : 'Refers to'))).toBe(false);
  });

  it.each([
    ['en', 'Act as an editor skilled at summarising texts.\n\nTask: Summarize this article in 100 words for a newsletter. Keep the main ideas.\n\nSource text:\n"""\n[paste the article here]\n"""\n\nTone: neutral and objective.'],
    ['es', 'Actúa como un editor experto en sintetizar textos.\n\nTarea: Resume este articulo en 5 puntos. Conserva las ideas principales.\n\nTexto de partida:\n"""\n[pega aquí el articulo]\n"""\n\nTono: neutro y objetivo.'],
  ] as const)('a slot to paste it costs as one gap, not as missing material and an empty heading too (%s)', (language, prompt) => {
    const { weaknesses } = analyzePrompt(prompt, language);
    expect(weaknesses.some((line) => line.startsWith(language === 'es' ? 'Menciona' : 'Refers to'))).toBe(false);
    expect(weaknesses.some((line) => line.startsWith(language === 'es' ? 'Encabezados sin contenido' : 'Headings with nothing'))).toBe(false);
    expect(weaknesses.some((line) => line.startsWith(language === 'es' ? 'Queda 1 hueco' : '1 gap'))).toBe(true);
  });
});

describe('what the rewrite asks for', () => {
  it.each([
    [
      'es',
      'necesito q me hagas un guion para llamar a clientes y ofrecerles el seguro de hogar, q no suene a vendedor pesado',
      'Actúa como un guionista de vídeo.\n\nTarea: Necesito q me hagas un guion para llamar a clientes y ofrecerles el seguro de hogar, q no suene a vendedor pesado. Escribe el guion completo, listo para grabar.\n\nFormato: guion por escenas; en cada una, lo que se ve, lo que se dice y el texto en pantalla.\n\nExtensión: entre 60 y 90 segundos de vídeo (unas 150-220 palabras).',
    ],
    [
      'en',
      'my boss wants a report on last quarter sales by friday, help me structure it',
      'Act as an expert content writer.\n\nTask: My boss wants a report on last quarter sales by friday, help me structure it. Write the complete text, ready to publish.\n\nTone: clear and approachable, with authority.\n\nFormat: title; an introduction that sets out the problem; sections with subheadings; a conclusion with a call to action.\n\nLength: between 700 and 1,000 words.',
    ],
  ] as const)('another result altogether is at most Aceptable (%s)', (language, request, rewrite) => {
    expect(againstRequest(rewrite, request, language).score).toBeLessThan(6);
  });

  it.each([
    ['es', 'Actúa como un divulgador experto.\n\nTarea: Explícame la fotosíntesis. Empieza por la idea central en una frase y después explica cómo funciona, paso a paso.\n\nFormato: la idea central en una frase; la explicación por partes; un resumen final en 3 viñetas.\n\nExtensión: entre 250 y 400 palabras.'],
    ['en', 'Act as an expert science communicator.\n\nTask: Explain photosynthesis. Start with the main idea in one sentence, then explain how it works, step by step.\n\nFormat: the main idea in one sentence; the explanation in parts; a final summary in 3 bullets.\n\nLength: between 250 and 400 words.'],
  ] as const)('a size handed to one part is not the whole answer\'s (%s)', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.weaknesses.join(' ')).not.toMatch(language === 'es' ? /se contradicen/ : /contradict/);
    expect(analysis.score).toBeGreaterThanOrEqual(6);
  });

  it('a gap for the name of someone the request names by relation is no invented gap (es)', () => {
    const request = 'ayudame a escribir un mail para mi jefe pidiendo 2 dias libres la semana q viene por una mudanza';
    const rewrite =
      'Actúa como un experto en comunicación profesional por escrito.\n\nTarea: Ayudame a escribir un mail para mi jefe pidiendo 2 dias libres la semana q viene por una mudanza. Escribe el correo completo.\n\nContexto: Sobre mi jefe: [nombre y cargo de tu jefe].\n\nTono: profesional y cordial.\n\nExtensión: entre 120 y 200 palabras.';
    expect(againstRequest(rewrite, request, 'es')).toEqual(analyzePrompt(rewrite, 'es'));
  });
});

describe('what a rewrite rules out, and what it tells the AI to write', () => {
  it.each([
    ['en', 'my boss wants a report on last quarter sales by friday, help me structure it', 'Act as an expert at structuring clear documents.\n\nTask: My boss wants a report on last quarter sales by friday, help me structure it. Give me only the outline, not the full text: the sections in order and what goes in each.\n\nFormat: executive summary; key figures; analysis; conclusions; next steps, each with bullet points of what goes in it.'],
    ['es', 'necesito el esquema de mi informe de ventas del trimestre', 'Tarea: Necesito el esquema de mi informe de ventas del trimestre. Dame solo el esquema, no el texto completo: los apartados en orden y qué va en cada uno.\n\nFormato: resumen ejecutivo; cifras clave; análisis; conclusiones; próximos pasos.'],
  ] as const)('an outline that rules out the full text does not ask for it (%s)', (language, request, rewrite) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.weaknesses.join(' ')).not.toMatch(/full text|texto completo/);
    expect(checked.explanation).not.toMatch(/does not ask for what the original|no pide lo mismo que la petición/);
  });

  it.each([
    ['es', 'Actúa como un tutor académico.\n\nTarea: Escribe la introducción de mi TFG sobre el reciclaje, con registro académico; no inventes referencias: donde haga falta una cita, marca [cita].\n\nFormato: el contexto, el problema, los objetivos y cómo se organiza el trabajo, en párrafos.'],
    ['en', 'Act as an academic supervisor.\n\nTask: Write the introduction of my dissertation on recycling in academic register; do not make up references: where a citation is needed, mark it [citation].\n\nFormat: the context, the problem, the objectives and how the work is organised, in paragraphs.'],
  ] as const)('a marker the AI is told to write ("marca [cita]") is no gap for the user (%s)', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.weaknesses.join(' ')).not.toMatch(/\[cita\]|\[citation\]/);
  });
});
