import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';

/*
 * The classes of the score's fourth round (issue 19): what a rewrite checked against its request
 * must catch, what earns the situation's points, what the task does not need and what is no
 * contradiction, in both languages. Written from the 30 weak/strong pairs of
 * graphql-server/eval/analysis-pairs.ts (the `*-r4-*` ones), on other texts.
 */

const againstRequest = (rewrite: string, request: string, language: Language) => checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
const strengthOf = (analysis: { strengths: string[] }, name: string) => analysis.strengths.find((line) => line.startsWith(name));

describe('a rewrite checked against its request with the do-no-harm checks', () => {
  it.each([
    [
      'es',
      'escribe un mensaje para felicitar a mi compañera Ana por su ascenso a jefa de ventas',
      'Act as a thoughtful colleague. Write a short message congratulating my coworker Ana on her promotion to head of sales. Mention that she has led the Madrid team for four years, keep it warm and under 60 words.',
      'La reescritura está en inglés, pero la petición estaba en español.',
    ],
    [
      'en',
      'write a message congratulating my coworker Ana on her promotion to head of sales',
      'Actúa como un compañero atento. Escribe un mensaje breve para felicitar a mi compañera Ana por su ascenso a jefa de ventas. Menciona que lleva cuatro años al frente del equipo de Madrid; tono cálido y menos de 60 palabras.',
      'The rewrite is in Spanish, but the request was in English.',
    ],
  ] as const)('a rewrite in another language than its request is not Excelente and names both languages (%s)', (language, request, rewrite, weakness) => {
    expect(analyzePrompt(rewrite, language).score).toBeGreaterThanOrEqual(8);
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toBe(weakness);
  });

  it.each([
    [
      'es',
      'escríbeme una carta de dimisión para mi jefa, mi último día es el 30 de junio',
      'Redacta una carta de presentación dirigida a la responsable de selección de una empresa nueva, contando que podré incorporarme a partir del 30 de junio. Agradece su tiempo y cierra con una despedida cordial; tono profesional, menos de 200 palabras.',
      '“carta de presentación”',
      '“carta de dimisión”',
    ],
    [
      'en',
      'write a resignation letter to my manager, my last day is June 30',
      'Write a cover letter to the hiring manager at a new company saying I can start after June 30. Thank them for their time and close politely; professional, under 200 words.',
      '“cover letter”',
      '“resignation letter”',
    ],
  ] as const)('the same kind of result for another purpose (a resignation letter → a cover letter) is another deliverable (%s)', (language, request, rewrite, other, asked) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(other);
    expect(checked.weaknesses[0]).toContain(asked);
  });

  it.each([
    [
      'es',
      'hola, necesito un resumen de mi informe de ventas del trimestre',
      'Actúa como analista comercial.\nTarea: redacta un texto claro para el comité de dirección.\nExtensión: necesito un resumen de mi informe de ventas del trimestre\nTono: profesional y directo.\nFormato: 5 viñetas con cifras.',
      '“Extensión: necesito un resumen de mi informe',
    ],
    [
      'en',
      'hey, I need a summary of my quarterly sales report',
      'Act as a sales analyst.\nTask: write a clear text for the board.\nLength: I need a summary of my quarterly sales report\nTone: professional and direct.\nFormat: 5 bullet points with figures.',
      '“Length: I need a summary of my quarterly',
    ],
  ] as const)('a rewrite that files the request under a length or tone heading no longer asks for it (%s)', (language, request, rewrite, filed) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(filed);
  });

  it.each([
    ['es', 'explícame la fotosíntesis para mi hijo de 12 años', 'Actúa como profesor de ciencias. Explica la fotosíntesis a un niño de 12 años con una comparación con la cocina. Entrega un guion escena por escena para grabarlo.', '“guion”'],
    ['en', 'explain photosynthesis to my 12-year-old', 'Act as a science teacher. Explain photosynthesis to a 12-year-old with a kitchen comparison. Deliver a scene-by-scene script to film it.', '“script”'],
  ] as const)('a rewrite that asks for a script the request never named is capped (%s)', (language, request, rewrite, script) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(script);
  });

  it.each([
    [
      'es',
      'escribe un correo a mis clientes avisando de que cerramos del 1 al 15 de agosto',
      'Actúa como responsable de atención al cliente de una tienda de bicicletas. Escribe un correo a los clientes avisando de que la tienda cierra del 1 al 15 de agosto y de que los pedidos online se envían a partir del 16. Tono cercano, menos de 120 palabras, y añade 5 hashtags al final.',
      '“hashtags”',
    ],
    [
      'en',
      'write an email to my customers saying we are closed from 1 to 15 August',
      'Act as the customer service lead of a bike shop. Write an email to customers saying the shop is closed from 1 to 15 August and that online orders ship from the 16th. Friendly, under 120 words, and add 5 hashtags at the end.',
      '“hashtags”',
    ],
    [
      'es',
      'explícale a mi hijo de 15 años las causas de la inflación',
      'Actúa como profesor de economía de secundaria. Explica a un chico de 15 años las causas de la inflación con dos ejemplos de la compra diaria, en unas 300 palabras. Estructúralo con abstract, metodología y marco teórico.',
      '“abstract”',
    ],
    [
      'en',
      'explain the causes of inflation to my 15-year-old',
      'Act as a secondary school economics teacher. Explain the causes of inflation to a 15-year-old with two examples from the weekly shop, in about 300 words. Structure it with an abstract, a methodology and a literature review.',
      '“abstract”',
    ],
  ] as const)('hashtags the request did not ask for, or a paper\'s parts, are another deliverable (%s)', (language, request, rewrite, other) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(other);
  });

  it.each([
    [
      'es',
      'traduce al inglés la carta de mi restaurante que te pego: Croquetas caseras de jamón. Pulpo a la gallega.',
      'Actúa como traductor especializado en hostelería. Traduce al inglés la carta de mi restaurante, plato por plato, para turistas británicos: croquetas caseras de jamón y pulpo a la gallega. Deja entre paréntesis el nombre original de cada plato y no añadas descripciones que no estén en la carta.',
    ],
    [
      'en',
      "translate my landlord's letter into Spanish: The rent goes up by 3% from May. Repairs are now booked online.",
      "Act as a professional translator. Translate my landlord's letter into Spanish, sentence by sentence, for my Spanish-speaking flatmate: \"The rent goes up by 3% from May. Repairs are now booked online.\" Keep the figures as they are and do not add descriptions that are not in the letter.",
    ],
  ] as const)('a kind of result the rewrite rules out ("no añadas descripciones") is not one it asks for (%s)', (language, request, rewrite) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.weaknesses.join(' ')).not.toMatch(/descrip/i);
    expect(checked.score).toBeGreaterThanOrEqual(8);
  });
});

describe('contradictions', () => {
  it.each([
    [
      'es',
      'Actúa como redactor de comercio electrónico. Escribe para compradores preocupados por el plástico una descripción breve de 600 a 800 palabras del cepillo de dientes de bambú de nuestra tienda de Etsy: mango compostable, cerdas con carbón y packs de 4 por 9 €. En 3 frases como máximo, en un tono formal y desenfadado, sin sermones y terminando con los datos del envío.',
    ],
    ['en', 'Write a short product description of 600 to 800 words for our bamboo toothbrush, no more than 3 sentences, casual but very formal.'],
  ] as const)('a prompt that contradicts itself twice is at most Aceptable (%s)', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeLessThan(6);
  });

  it.each([
    ['es', 'Prepara 10 preguntas de trivial de cine para la noche de concurso del bar. Mezcla 4 preguntas fáciles, 4 de dificultad media y 2 difíciles, cada una con la respuesta debajo.'],
    ['en', 'Write 10 film trivia questions for the pub quiz night. Mix 4 easy questions, 4 medium ones and 2 hard ones, each with its answer below.'],
  ] as const)('counts that add up to the stated total share it out, they do not contradict it (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(/contradi/);
  });

  it.each([
    ['es', 'Escribe una reseña de unas 250 palabras del restaurante Casa Lola de Cádiz para mi blog. Hubo 40 minutos de espera sin reserva, pero el servicio fue rápido.'],
    ['en', 'Write a review of about 250 words of Casa Lola in Cádiz for my blog. There were 40 minutes of waiting without a booking, but the service was quick.'],
  ] as const)('minutes of waiting in the story are no length of the answer (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(/contradi/);
  });

  it.each([
    ['es', 'Escribe el aviso del intercambio de semillas para el boletín del huerto, en dos párrafos cortos. Explica en una frase cómo funciona el intercambio.'],
    ['en', 'Write the seed swap notice for the garden newsletter in two short paragraphs. Explain in one sentence how the swap works.'],
  ] as const)('"explain in one sentence how…" sizes that part, not the whole (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(/contradi/);
  });
});

describe('the situation, told in any person', () => {
  it.each([
    ['es', 'Eres la coordinadora de 3.º de primaria de un colegio público de Getafe. Redacta un aviso para las familias sobre la excursión del viernes.', 'Explica la situación o el propósito: “Eres la coordinadora'],
    ['en', 'You are the editor of a monthly newsletter for a community garden in Bristol. Write the lead item about the autumn seed swap.', 'Explains the situation or the purpose: “You are the editor'],
  ] as const)('a role set in its situation is context, quoted (%s)', (language, prompt, strength) => {
    expect(strengthOf(analyzePrompt(prompt, language), strength)).toBeDefined();
  });

  it.each([
    ['es', 'La app sale hoy en su versión 3.2 tras muchas peticiones de los usuarios. Escribe un tuit que anuncie el modo oscuro.', 'Explica la situación o el propósito: “La app sale hoy'],
    ['en', 'It launches today in version 3.2, after many users asked for it in their reviews. Write a tweet announcing the dark mode.', 'Explains the situation or the purpose: “It launches today'],
  ] as const)('a sentence that asks nothing and states facts is the situation (%s)', (language, prompt, strength) => {
    expect(strengthOf(analyzePrompt(prompt, language), strength)).toBeDefined();
  });

  it.each([
    ['es', 'Escribe 10 eslóganes para Miga, una panadería de masa madre de Zaragoza que se queda sin pan antes del mediodía.', 'Explica la situación o el propósito: “una panadería de masa madre'],
    ['en', 'Give me 10 taglines for Crumb & Co., a small sourdough bakery in Leeds that sells out by noon most days.', 'Explains the situation or the purpose: “a small sourdough bakery'],
  ] as const)('a name followed by what it is tells the situation (%s)', (language, prompt, strength) => {
    expect(strengthOf(analyzePrompt(prompt, language), strength)).toBeDefined();
  });

  it.each([
    ['es', 'Escribe un tuit sobre el modo oscuro. Que sea cercano y de menos de 200 caracteres.'],
    ['en', 'Write a tweet about the dark mode. Keep it friendly, under 200 characters.'],
  ] as const)('an instruction on the tone or the size is not the situation (%s)', (language, prompt) => {
    expect(strengthOf(analyzePrompt(prompt, language), language === 'es' ? 'Explica la situación' : 'Explains the situation')).toBeUndefined();
  });
});

describe('what the task does not need is no weakness', () => {
  it.each([
    ['es', 'Traduce al inglés el aviso que pego abajo para los huéspedes. Mantén los horarios tal cual.\n\nAviso: """La entrada es a partir de las 15:00 y la salida antes de las 11:00."""', /tono|para quién|extensión/],
    ['en', 'Translate the notice below into Spanish for our guests. Keep the times as they are.\n\nNotice: """Check-in is from 3 pm and check-out before 11 am."""', /tone|who it is for|length/],
  ] as const)('a translation is not asked for a tone, an audience or a length (%s)', (language, prompt, notNeeded) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(notNeeded);
  });

  it.each([
    ['es', 'Haz una lista de equipaje para 4 días de acampada con dos niños, agrupada por categorías.', /tono/],
    ['en', 'Make a packing list for a 4-day camping trip with two kids, grouped by category.', /tone/],
  ] as const)('a packing list is not asked for a tone (%s)', (language, prompt, notNeeded) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(notNeeded);
  });

  it.each([
    ['es', 'Escribe un mensaje para las familias de la clase avisando de que la excursión pasa al viernes. Tono amable, menos de 120 palabras.', /qué forma/],
    ['en', "Write a thank-you note to my son's teacher for the end of the year. Warm, under 100 words.", /what shape/],
  ] as const)('a message or a note has the shape of its kind (%s)', (language, prompt, notNeeded) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(notNeeded);
  });
});

describe('a heading-less paragraph with role, task, audience, requirements and shape', () => {
  it.each([
    [
      'es',
      'Actúa como un asesor fiscal que explica las cosas sin jerga. Escribe una guía breve para autónomos que empiezan este año sobre cómo presentar el modelo 130: cuándo toca, qué ingresos y gastos entran y qué pasa si sale a cero. Unas 300 palabras, en pasos numerados, y sin citar artículos de la ley.',
    ],
    [
      'en',
      'You are a physiotherapist writing for office workers. Write a short guide to five desk stretches that ease neck and lower-back stiffness, each with how to do it in two or three steps, how long to hold it and one common mistake. About 350 words as a numbered list; no equipment, and tell readers to stop if a stretch causes pain.',
    ],
  ] as const)('lands in the top band, its reader and its requirements quoted (%s)', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeGreaterThanOrEqual(8);
    expect(strengthOf(analysis, language === 'es' ? 'Dice para quién es' : 'Says who it is for')).toBeDefined();
    expect(strengthOf(analysis, language === 'es' ? 'Pone requisitos' : 'Sets requirements')).toBeDefined();
  });
});
