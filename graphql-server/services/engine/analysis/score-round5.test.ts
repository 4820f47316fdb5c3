import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';

/*
 * The classes of the score's fifth round (issue 19), as a user reads the card: a weakness must be
 * true and worth acting on for that kind of task; a size that contradicts itself cannot be followed;
 * a described subject of the writer's own is the situation; a rewrite that harms its request is not
 * Excelente and says why. Both languages.
 */

const againstRequest = (rewrite: string, request: string, language: Language) => checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
const noRole = { es: 'No da un papel a la IA.', en: 'Gives the AI no role.' } as const;
const noContext = { es: /^Sin contexto/, en: /^No context/ } as const;

describe('a role is a weakness only where an expert shapes the answer', () => {
  it.each([
    ['es', 'Traduce al inglés este párrafo: "Nuestra tienda abre de lunes a viernes de 9 a 18 horas y los sábados por la mañana."'],
    ['en', 'Translate into Spanish: "Our shop opens Monday to Friday from 9 to 6 and on Saturday mornings."'],
    ['es', 'Corrige la ortografía de este texto: "aver si mañana bamos al zine con los niños de la escuela y despues a merendar"'],
    ['en', 'Proofread this and fix the spelling: "their going to the libary tomorow after school to return the books"'],
    ['es', 'Escribe una consulta SQL que devuelva los 10 clientes con más pedidos en 2024. Tablas: clientes(id, nombre), pedidos(id, cliente_id, fecha).'],
    ['en', 'Write a SQL query that returns the 10 customers with the most orders in 2024. Tables: customers(id, name), orders(id, customer_id, created_at).'],
    ['es', 'Hazme una checklist para preparar la mudanza de un piso de 2 habitaciones, ordenada por semanas.'],
    ['en', 'Make a checklist for moving out of a 2-bedroom flat, ordered by week.'],
    ['es', 'Escribe un mensaje corto para mi casero diciendo que la caldera se ha vuelto a romper desde el lunes.'],
    ['en', 'Write a short text message to my landlord saying the boiler is broken again since Monday.'],
  ] as const)('no missing role on a translation, a spelling fix, a query with its tables, a checklist or a short message (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(noRole[language]);
  });

  it.each([
    ['es', 'Escribe una guía para empezar a correr a los 50 años.'],
    ['en', 'Write a guide to starting running at 50.'],
    ['es', 'Escribe una carta de presentación para un puesto de analista de datos junior. Sé Excel y SQL.'],
    ['en', 'Write a cover letter for a junior data analyst job. I know Excel and SQL.'],
  ] as const)('a guide or a cover letter (one that names SQL too), where an expert shapes the answer, still misses its role (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).toContain(noRole[language]);
  });

  it.each([
    ['es', 'Traduce al inglés este párrafo: "Nuestra tienda abre de lunes a viernes de 9 a 18 horas y los sábados por la mañana."'],
    ['en', 'Translate into Spanish: "Our shop opens Monday to Friday from 9 to 6 and on Saturday mornings."'],
  ] as const)('a translation with its text and its language is complete: Excelente (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeGreaterThanOrEqual(8);
  });
});

describe('what the card says a prompt lacks is true of it', () => {
  it.each([
    ['es', 'Escribe una regex que valide DNI españoles (8 dígitos y una letra).', 'No fija la extensión ni la cantidad.'],
    ['en', 'Write a regex that matches UK postcodes like SW1A 1AA, case insensitive.', 'Sets neither a length nor a number.'],
  ] as const)('code is not asked for a length (%s)', (language, prompt, weakness) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(weakness);
  });

  it.each([
    ['es', 'Escribe una redacción sobre la historia del jazz para alumnos de secundaria de un instituto.', 'No dice para quién es.'],
    ['en', 'Write an essay about the history of jazz for high school students.', 'Does not say who it is for.'],
  ] as const)('a reader named in two words ("high school students") is the audience (%s)', (language, prompt, weakness) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(weakness);
  });

  it.each([
    ['es', 'Resume este artículo en 5 puntos: """La inflación en la eurozona bajó al 2,4% en noviembre, según Eurostat, por la caída de la energía."""'],
    ['es', 'Haz una lista de la compra para 4 personas para una semana, vegetariana, con menos de 60 euros.'],
  ] as const)('"en 5 puntos" and "una lista de…" give the answer its shape (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain('No dice qué forma debe tener la respuesta (lista, tabla, párrafos…).');
  });
});

describe('what a message is to tell is its situation', () => {
  it.each([
    ['es', 'Escribe un mensaje corto para mi casero diciendo que la caldera se ha vuelto a romper desde el lunes.'],
    ['en', 'Write a short text message to my landlord saying the boiler is broken again since Monday.'],
  ] as const)('no "No context" where the message says what happened (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext[language].test(line))).toBe(false);
  });

  it.each([
    ['es', 'Escribe un mensaje para mi casero diciendo que sí.'],
    ['en', 'Write a message to my landlord saying yes.'],
  ] as const)('"saying yes" tells nothing (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext[language].test(line))).toBe(true);
  });
});

describe('a size that contradicts itself', () => {
  it.each([
    ['es', 'Actúa como divulgador científico. Escribe un artículo para adolescentes sobre el cambio climático en 50 palabras como máximo, que ocupe dos páginas, en tono cercano y con tres ejemplos de su barrio, sin cifras difíciles.', ['50 palabras', 'dos páginas']],
    ['en', 'You are a science writer. Write an article for teenagers about climate change in at most 50 words that fills two pages, in a friendly tone, with three examples from their town and no hard figures.', ['at most 50 words', 'two pages']],
  ] as const)('is at most Aceptable and names both parts (%s)', (language, prompt, parts) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeLessThan(6);
    expect(analysis.weaknesses[0]).toContain(`“${parts[0]}”`);
    expect(analysis.weaknesses[0]).toContain(`“${parts[1]}”`);
  });
});

describe('a described subject of the writer\'s own is the situation', () => {
  it.each([
    ['es', 'Dame 6 ideas de reels para una floristería de barrio'],
    ['en', 'Give me 6 reel ideas for a neighbourhood flower shop'],
    ['es', 'Escribe la descripción de nuestra tabla de cortar de roble macizo, de 40 cm, aceitada con linaza'],
    ['en', 'Write a product description for our handmade oak cutting board, 40 cm long, oiled with linseed'],
  ] as const)('no "No context" where the business, the product or its kind is told (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext[language].test(line))).toBe(false);
  });

  it.each([
    ['es', 'Escribe una consulta SQL que devuelva los 10 clientes con más pedidos en 2024. Tablas: clientes(id, nombre), pedidos(id, cliente_id, fecha).'],
    ['en', 'Write a SQL query that returns the 10 customers with the most orders in 2024. Tables: customers(id, name), orders(id, customer_id, created_at).'],
  ] as const)('the tables a query works on are its situation (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext[language].test(line))).toBe(false);
  });

  it.each([
    ['es', 'Dame 6 ideas de reels para mi tienda'],
    ['en', 'Give me 6 reel ideas for my shop'],
    ['es', 'Explica cómo funciona el mercado de valores en una tabla: ventajas, riesgos y costes.'],
    ['en', 'Explain how the stock market works.'],
    ['en', 'Write a two-paragraph product description.'],
  ] as const)('"mi tienda" alone, a general subject or a kind inside a compound tells nothing of it (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext[language].test(line))).toBe(true);
  });
});

describe('a harmful rewrite, checked against its request, is not Excelente and says what it did', () => {
  it.each([
    ['a content plan turned into full posts', 'es',
      'hazme un plan de contenidos de un mes para el instagram de mi academia de baile en Sevilla, 3 publicaciones por semana',
      'Actúa como community manager de una academia de baile en Sevilla. Escribe 12 publicaciones completas de Instagram, cada una con su texto de 120 a 150 palabras, una llamada a la acción y 5 hashtags. Tono alegre y cercano, dirigido a adultos que quieren empezar a bailar. Publica 3 por semana durante un mes.',
      /^La reescritura pide “publicaciones completas”, pero la petición pedía “hazme un plan de contenidos/],
    ['a content plan turned into full posts', 'en',
      'make a one-month content plan for the linkedin page of our accounting firm in Leeds, two posts a week',
      'You are a B2B content writer for an accounting firm in Leeds. Write eight complete LinkedIn posts of 150-200 words each, two a week for a month, for small-business owners. Each post opens with a hook, gives one practical tax tip and ends with a call to action. Professional but warm; no jargon.',
      /^The rewrite asks for “complete LinkedIn posts”, but the request asked for “make a one-month content plan/],
    ['ideas turned into full pieces', 'es',
      'dame 8 ideas de charlas para el congreso de enfermería de Valencia',
      'Actúa como organizador de congresos sanitarios. Para el congreso de enfermería de Valencia, desarrolla 8 charlas: escribe el texto completo de cada una, de unas 1.500 palabras, con introducción, tres apartados y conclusión, dirigido a enfermeras de hospital. Tono profesional y cercano; sin tecnicismos innecesarios.',
      /^La reescritura pide “escribe el texto completo”, pero la petición pedía “dame 8 ideas/],
    ['ideas turned into full pieces', 'en',
      'give me 5 short story ideas for a creative writing class of 14-year-olds',
      'You are a creative writing teacher. Write five complete short stories of about 1,000 words each for a class of 14-year-olds, each with a clear beginning, a turning point and an ending. Use vivid but simple language, dialogue, and no violence.',
      /^The rewrite asks for “complete short stories”, but the request asked for “give me 5 short story ideas/],
    ['a translation turned into an answer in the source language', 'es',
      'traduce al inglés este correo para un cliente de Londres: "Le confirmamos que su pedido saldrá el lunes y llegará en 48 horas. Gracias por confiar en nosotros."',
      'Actúa como responsable de atención al cliente. Escribe en español un correo para un cliente de Londres confirmando que su pedido saldrá el lunes y llegará en 48 horas, y agradeciendo su confianza. Tono cordial y profesional, menos de 80 palabras, con saludo y despedida.',
      /^La reescritura ya no pide “traduce al inglés/],
    ['a translation turned into an answer in the source language', 'en',
      'translate this into Spanish for our Madrid office: "The office will be closed on Friday for maintenance. Please take your laptops home on Thursday."',
      'You are an office manager. Write a short, clear notice in English for the Madrid office staff saying the office will be closed on Friday for maintenance and asking them to take their laptops home on Thursday. Friendly, under 60 words, with a subject line.',
      /^The rewrite no longer asks for “translate this into Spanish/],
    ['a summary turned into a task list', 'es',
      'resume en un párrafo el acta de la reunión de vecinos que pego abajo para mandarla al grupo\n\n"""Se aprobó pintar la fachada en septiembre. El presupuesto es de 12.000 euros. Juan pedirá tres presupuestos antes del 15 de julio. Se votará en la próxima reunión."""',
      'Actúa como secretario de una comunidad de vecinos. A partir del acta de abajo, haz una lista de tareas pendientes: cada tarea con su responsable y su fecha límite, ordenadas por fecha. Formato: viñetas, una tarea por línea, sin texto introductorio.\n\n"""Se aprobó pintar la fachada en septiembre. El presupuesto es de 12.000 euros. Juan pedirá tres presupuestos antes del 15 de julio. Se votará en la próxima reunión."""',
      /^La reescritura pide “haz una lista de tareas pendientes”, pero la petición pedía “resume en un párrafo/],
    ['action items turned into a prose summary', 'en',
      'turn these meeting notes into action items with an owner and a due date for each:\n\n"""Maria to update the pricing page by Friday. Tom will call the two unhappy clients next week. We agreed to move the launch to 3 March."""',
      'You are an executive assistant. Write a polished prose summary of the meeting notes below, in two paragraphs of about 120 words, for the managing director who missed the meeting. Neutral, professional tone.\n\n"""Maria to update the pricing page by Friday. Tom will call the two unhappy clients next week. We agreed to move the launch to 3 March."""',
      /^The rewrite asks for “prose summary”, but the request asked for “turn these meeting notes into action items/],
    ['a stated count replaced', 'es',
      'necesito una docena de preguntas tipo test sobre la Revolución Francesa para mis alumnos de 4º de ESO',
      'Actúa como profesor de historia de secundaria. Escribe 8 preguntas tipo test sobre la Revolución Francesa para alumnos de 4º de ESO, cada una con cuatro opciones y la respuesta correcta marcada al final. Nivel medio, lenguaje claro, sin preguntas de fechas exactas.',
      /^La reescritura pide “8 preguntas”, pero la petición pedía “docena de preguntas”/],
    ['a stated length replaced', 'en',
      'write a short welcome speech for our school sports day, two minutes at most',
      'You are the head teacher of a primary school. Write a welcome speech for the school sports day of about 1,200 words, for pupils, parents and staff. Thank the volunteers, remind everyone of the safety rules and end with a cheer. Warm, upbeat tone.',
      /^The rewrite asks for “1,200 words”/],
    ['the request’s pasted text dropped', 'es',
      'reescribe este párrafo para que suene más profesional: "bueno pues el proyecto va un poco tarde porque nos faltaron dos personas en agosto pero en octubre lo tenemos fijo"',
      'Actúa como consultor de comunicación corporativa. Reescribe el párrafo sobre el retraso del proyecto para que suene profesional: explica la causa del retraso, da una fecha de entrega y transmite confianza. Tono formal y sobrio, un solo párrafo de menos de 80 palabras.',
      /^La reescritura deja fuera el texto que traía la petición \(“"bueno pues el proyecto/],
    ['the request’s pasted text dropped', 'en',
      'shorten this bio to 50 words for a conference programme: "Ana Ruiz is a data engineer at Lumen who has spent ten years building pipelines for hospitals, teaches a weekly SQL class for nurses and runs the Sheffield data meetup."',
      'You are an editor of conference programmes. Shorten the speaker bio to 50 words, in the third person, keeping the current role, the main achievement and one personal detail. Neutral, professional tone; no adjectives like "passionate".',
      /^The rewrite leaves out the text the request gave \(“"Ana Ruiz/],
    ['no slot for the material the request refers to', 'es',
      'resume el informe adjunto en 5 viñetas para la dirección',
      'Actúa como analista de negocio. Resume el informe adjunto en 5 viñetas para el comité de dirección, cada una de una frase, empezando por la conclusión más importante y terminando con la recomendación. Tono neutro, sin jerga técnica ni cifras redondeadas.',
      /^La reescritura trabaja sobre “el informe adjunto”, pero no deja un hueco para pegarlo/],
    ['no slot for the material the request refers to', 'en',
      'using the notes above, write a thank-you email to the volunteers of the beach clean-up',
      'You are the coordinator of a community beach clean-up. Using the notes above, write a thank-you email to the volunteers: thank them, share what was collected and invite them to the next clean-up. Warm, under 150 words, with a subject line.',
      /^The rewrite works on “the notes above” but leaves no slot to paste it/],
    ['the greeting filed as the task', 'es',
      'Chat ayudame con un resumen de la reunión de ayer para mandarlo al equipo, tiene que ser corto',
      'Rol: asistente de comunicación interna.\nTarea: Chat\nContexto: ayudame con un resumen de la reunión de ayer para mandarlo al equipo.\nExtensión: tiene que ser corto, menos de 150 palabras.\nTono: claro y directo, para compañeros de trabajo.\nFormato: viñetas, una idea por línea.',
      /^La reescritura toma el saludo por la tarea \(“Tarea: Chat”\)/],
    ['the greeting filed as the task', 'en',
      'hey can you help me write a cover letter for a junior data analyst job at a bank',
      'Role: career coach for graduates.\nTask: hey\nContext: can you help me write a cover letter for a junior data analyst job at a bank.\nLength: under 300 words.\nTone: confident and professional, for a hiring manager.\nFormat: three paragraphs and a sign-off.',
      /^The rewrite takes the greeting for the task \(“Task: hey”\)/],
    ['a gap cut from the request’s words', 'en',
      'write an email announcing our black friday sale, 30% off all plants until Sunday',
      'You are an email marketer for a plant shop. Write an email announcing the Black Friday sale: 30% off all plants until Sunday. About our black: [your black\'s name]. Start with a catchy subject line, keep it under 150 words, friendly tone, and end with a button text.',
      /^The rewrite asks to fill in “\[your black's name\]”, which the request already said: “our black friday”/],
    ['a gap cut from the request’s words', 'es',
      'escribe un post anunciando la apertura de nuestra segunda tienda en Málaga el sábado 12',
      'Actúa como community manager. Escribe un post de Instagram anunciando la apertura de la segunda tienda en Málaga el sábado 12. Sobre tu segunda: [nombre de tu segunda]. Tono alegre, menos de 120 palabras, con una llamada a la acción y 3 hashtags.',
      /^La reescritura pide rellenar “\[nombre de tu segunda\]”, algo que la petición ya decía: “nuestra segunda tienda”/],
    ['a role prompt shredded into another deliverable', 'es',
      'Eres una nutricionista deportiva con 10 años de experiencia con corredores populares. Diseña un plan de comidas de 7 días para una corredora de 35 años que prepara su primer maratón, entrena 5 días por semana y es vegetariana. Para cada día, desayuno, comida, cena y dos tentempiés, con cantidades aproximadas. Evita suplementos y explica brevemente por qué cada día encaja con el entrenamiento.',
      'Actúa como nutricionista deportiva. Escribe una publicación de Instagram de 100 a 150 palabras con consejos de alimentación para corredoras vegetarianas que preparan su primer maratón. Tono motivador y cercano, con una llamada a la acción y 5 hashtags.',
      /^La reescritura pide “hashtags”, pero la petición pedía “Diseña un plan de comidas/],
    ['a role prompt shredded into another deliverable', 'en',
      'You are a senior backend engineer reviewing pull requests for a payments team. Review the Python function I paste below for bugs, security issues and readability. List each issue with its line, why it matters and a fixed version, most severe first. Do not rewrite the whole function.',
      'You are a technical writer. Write a friendly blog post of 800-1,000 words explaining best practices for writing secure Python functions for payments teams, with an introduction, three sections with examples and a conclusion. Aimed at junior developers; clear, encouraging tone.',
      /^The rewrite asks for “post”, but the request asked for “function”/],
  ] as const)('%s (%s)', (_kind, language, request, rewrite, weakness) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toMatch(weakness);
  });

  it.each([
    [
      'es',
      'pásalo al inglés para mi jefa: "La reunión del jueves se cambia al viernes a las 10 en la sala 2."',
      'Actúa como asistente de dirección. Escribe en español un mensaje para tu jefa avisando de que la reunión del jueves se cambia al viernes a las 10 en la sala 2. Tono cordial y breve, menos de 50 palabras.',
      /^La reescritura ya no pide “pásalo al inglés para mi jefa”/,
    ],
    [
      'en',
      'put this into Spanish for the cleaner: "Please water the plants on Tuesday and leave the key under the mat."',
      'You are a household assistant. Write a short, friendly note in English for the cleaner asking them to water the plants on Tuesday and leave the key under the mat. Under 40 words.',
      /^The rewrite no longer asks for “put this into Spanish for the cleaner”/,
    ],
  ] as const)('a translation asked without the word ("pásalo al inglés", "put this into Spanish") turned into an answer is not Excelente (%s)', (language, request, rewrite, weakness) => {
    expect(analyzePrompt(request, language).weaknesses[0]).not.toMatch(/no hay una petición|there is no request/);
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toMatch(weakness);
  });

  it.each([
    ['es', 'resume el informe adjunto en 5 viñetas para la dirección', 'Actúa como analista de negocio. Resume el informe en 5 viñetas para el comité de dirección, cada una de una frase.\n\nInforme:\n[pega aquí el informe]'],
    ['en', 'write a thread of 6 tweets about why our bakery switched to sourdough only', 'Write a thread of 6 tweets about why our bakery switched to sourdough only. Sign the last one with [the name of your bakery].'],
    ['es', 'post anunciando que dejé mi trabajo en el banco después de 8 años para fundar mi propia consultora', 'Escribe un post de LinkedIn anunciando que dejé mi trabajo en el banco después de 8 años para fundar mi propia consultora. Tono cercano, menos de 150 palabras.'],
    ['en', 'Translate this email to Spanish\n\nHi Juan, just confirming our meeting on Tuesday at 10.', 'Translate the email below into Spanish, keeping its tone.\n\nHi Juan, just confirming our meeting on Tuesday at 10.'],
  ] as const)('a faithful rewrite (a paste slot, a name asked of a business, "mi trabajo" as a job, an email pasted below) is not flagged (%s)', (language, request, rewrite) => {
    const analysis = analyzePrompt(rewrite, language);
    expect(againstRequest(rewrite, request, language).weaknesses).toEqual(analysis.weaknesses);
  });
});
