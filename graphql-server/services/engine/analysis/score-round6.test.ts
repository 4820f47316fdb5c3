import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';
import { calibrationPairs } from './calibration.ts';

/*
 * The classes of the score's sixth round (issue 19), found in the lead's reading of 25 fresh
 * requests and their local rewrites: a rewrite that answers another task is not Excelente (another
 * medium, a size the platform cannot publish, a full piece for an outline), a prompt that refers to
 * what it never gives is not complete, a short technical request with its givens is not weak, and a
 * 10 means nothing is left to add. Both languages.
 */

const againstRequest = (rewrite: string, request: string, language: Language) => checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
const notFlagged = (rewrite: string, request: string, language: Language) => expect(againstRequest(rewrite, request, language)).toEqual(analyzePrompt(rewrite, language));

describe('a rewrite that changes the medium the request named is not the request', () => {
  it.each([
    [
      'es',
      'necesito q me hagas un guion para llamar a clientes y ofrecerles el seguro de hogar, q no suene a vendedor pesado',
      'Actúa como un guionista de vídeo.\n\nTarea: Necesito q me hagas un guion para llamar a clientes y ofrecerles el seguro de hogar, q no suene a vendedor pesado. Escribe el guion completo, listo para grabar.\n\nFormato: guion por escenas; en cada una, lo que se ve, lo que se dice y el texto en pantalla.\n\nExtensión: entre 60 y 90 segundos de vídeo (unas 150-220 palabras).',
      ['“vídeo”', '“llamar a clientes”'],
    ],
    [
      'en',
      'write me a script for calling customers to offer them our home insurance renewal, not pushy',
      'Act as a video scriptwriter for insurance brands.\n\nTask: Write me a script for calling customers to offer them our home insurance renewal, not pushy. Write the complete script, ready to film.\n\nFormat: scene by scene; for each, what is seen, what is said and the on-screen text.\n\nLength: a 60-90 second video (about 150-220 words).',
      ['“video”', '“calling customers”'],
    ],
    [
      'es',
      'escribe la intro de mi podcast de finanzas personales para jóvenes, que dure un minuto',
      'Actúa como guionista de vídeo.\n\nTarea: Escribe la intro de mi podcast de finanzas personales para jóvenes, que dure un minuto. Escribe el guion completo del vídeo, listo para grabar: qué se ve en cada plano, lo que se dice y el texto en pantalla.\n\nTono: cercano, sin tecnicismos.',
      ['“vídeo”', '“podcast”'],
    ],
    [
      'en',
      'write an email to my landlord asking him to fix the heating before the weekend',
      'Act as a tenant who wants results.\n\nTask: Write an email to my landlord asking him to fix the heating before the weekend. Write it as a phone call script: what to say first, how to answer if he delays, and how to close with a date before the weekend.\n\nTone: polite but firm.',
      ['“script”', '“email'],
    ],
    [
      'es',
      'escribe una carta para mi abuela que vive en Lugo, por su 90 cumpleaños',
      'Actúa como un experto en comunicación por escrito.\n\nTarea: Escribe una carta para mi abuela que vive en Lugo, por su 90 cumpleaños. Escribe el correo completo, listo para enviar.\n\nFormato: asunto; saludo; tres recuerdos de veranos en su casa; una despedida cálida.\n\nTono: tierno y sencillo.',
      ['“correo”', '“carta”'],
    ],
  ] as const)('a call, a podcast, an email or a letter rewritten for another medium is not Excelente and quotes both (%s: %s)', (language, request, rewrite, quotes) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    for (const said of quotes) expect(checked.weaknesses[0]).toContain(said);
  });

  it.each([
    [
      'es',
      'necesito un guion para llamar a clientes y ofrecerles el seguro de hogar',
      'Actúa como un comercial telefónico con experiencia en seguros. Escribe un guion para llamar a clientes y ofrecerles el seguro de hogar: el saludo, una pregunta para saber si les interesa, la oferta en dos frases, cómo responder a «ya tengo uno» y el cierre proponiendo enviar el presupuesto por correo. Tono cercano, nada agresivo; que la llamada dure menos de 3 minutos.',
    ],
    [
      'en',
      'write a script for my youtube video reviewing the new kindle',
      'Act as a YouTube scriptwriter for tech reviews. Write the script for my YouTube video reviewing the new Kindle: a 5-second hook, what is in the box, the screen, battery life after a week, and a verdict for people who read in bed. Scene by scene, with what is said and what is shown; about 6 minutes.',
    ],
    [
      'en',
      'write a cover letter for a junior data analyst job at a bank in Leeds, I know SQL and Excel',
      'Act as a careers adviser for graduates. Write a cover letter for a junior data analyst job at a bank in Leeds: open with the role, show what I did with SQL and Excel in my placement, and close asking for an interview. I will send it by email, so keep it under 250 words, professional and warm.',
    ],
  ] as const)('a rewrite in the medium the request named is not flagged, whatever channel it is sent by (%s)', (language, request, rewrite) => {
    notFlagged(rewrite, request, language);
  });
});

describe('a text capped by its platform', () => {
  it.each([
    [
      'en',
      'i need a bio for my instagram, im a freelance photographer in barcelona',
      'Act as a social media content strategist with experience in Instagram.\n\nTask: I need a bio for my Instagram, im a freelance photographer in barcelona. Write the complete text, ready to publish.\n\nTone: warm and natural, never like an ad.\n\nLength: between 80 and 150 words.',
      ['“between 80 and 150 words”', '150 characters'],
    ],
    [
      'es',
      'hazme una bio para instagram, soy nutricionista deportiva en Valencia',
      'Actúa como experta en redes sociales para profesionales de la salud. Escribe la bio para Instagram de una nutricionista deportiva en Valencia: qué hace, para quién y cómo pedir cita. Tono cercano y profesional. Extensión: entre 100 y 200 palabras.',
      ['“entre 100 y 200 palabras”', '150 caracteres'],
    ],
    [
      'en',
      'write a linkedin headline for a junior data analyst who knows SQL and Power BI',
      'Act as a LinkedIn profile writer. Write a LinkedIn headline for a junior data analyst who knows SQL and Power BI, with the role, the two tools and the kind of job wanted. Confident, no buzzwords. Length: 150-250 words.',
      ['“150-250 words”', '220 characters'],
    ],
  ] as const)('a rewrite that sizes it beyond the cap is not Excelente and says the cap (%s: %s)', (language, request, rewrite, quotes) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    for (const said of quotes) expect(checked.weaknesses[0]).toContain(said);
  });

  it.each([
    ['en', 'Write my Instagram bio in 120 words: I am a freelance wedding photographer in Barcelona who shoots on film.', ['“Instagram bio”', '“120 words”']],
    ['es', 'Escribe la bio de mi Instagram en 3 párrafos: soy fotógrafa de bodas en Barcelona y trabajo con carrete.', ['“bio de mi Instagram”', '“3 párrafos”']],
  ] as const)('a prompt that sizes it beyond the cap contradicts itself (%s)', (language, prompt, quotes) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeLessThan(6);
    for (const said of quotes) expect(analysis.weaknesses[0]).toContain(said);
  });

  it.each([
    ['en', 'i need a bio for my instagram, im a freelance photographer in barcelona', 'Write an Instagram bio for a freelance photographer in Barcelona: what I shoot, for whom, and how to book me. Warm, no hashtags, at most 150 characters.'],
    ['es', 'hazme una bio para instagram, soy nutricionista deportiva en Valencia', 'Escribe la bio para Instagram de una nutricionista deportiva en Valencia: qué hace, para quién y cómo pedir cita. Tono cercano, en 3 líneas y menos de 150 caracteres.'],
  ] as const)('a size within the cap is no contradiction (%s)', (language, request, rewrite) => {
    notFlagged(rewrite, request, language);
    expect(analyzePrompt(rewrite, language).weaknesses.join(' ')).not.toMatch(/contradi/);
  });
});

describe('a reference to something the prompt never gives', () => {
  it.each([
    [
      'es',
      'Actúa como un entrevistador y responsable de selección con experiencia.\n\nTarea: Cuales son las mejores preguntas para una entrevista de trabajo de atencion al cliente. Da exactamente la cantidad de elementos que pido; cada uno trata un solo punto concreto.\n\nTono: claro y preciso.\n\nFormato: una lista numerada; en cada pregunta, la pregunta y, debajo, qué muestra una buena respuesta.',
      '“la cantidad de elementos que pido”',
    ],
    [
      'en',
      'Act as an experienced interviewer and hiring manager.\n\nTask: What are the best questions for a customer service job interview. Give exactly the number of items I ask for; each one covers a single concrete point.\n\nTone: clear and precise.\n\nFormat: a numbered list; for each question, the question and, below it, what a good answer shows.',
      '“the number of items I ask for”',
    ],
    ['es', 'Como te dije, escribe el correo para el casero sobre la calefacción, con un tono firme pero educado.', '“Como te dije”'],
    ['en', 'As I said, write the email to my landlord about the heating, firm but polite.', '“As I said”'],
    ['en', 'I am redoing the bathroom of a 1960s flat on a budget of £6,000. Tell me what to ask a plumber before hiring them: give exactly the number of questions I ask for.', '“the number of questions I ask for”'],
  ] as const)('is not Excelente and quotes the reference (%s: %s)', (language, prompt, quote) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeLessThan(8);
    expect(analysis.weaknesses.join(' ')).toContain(quote);
  });

  it.each([
    ['es', 'Dame 10 preguntas para una entrevista de trabajo de atención al cliente. Da exactamente la cantidad de elementos que pido; cada una con qué muestra una buena respuesta.'],
    ['en', 'Give me a dozen questions for a customer service job interview. Give exactly the number of items I ask for, each with what a good answer shows.'],
    ['en', 'Plan my posts for next month. Keep the number I ask for (or a realistic one for the period) and give, for each, the idea and the hook.'],
    ['es', 'Crea flashcards para estudiar el sistema nervioso, unas 30. Da exactamente la cantidad de elementos que pido.'],
    ['en', 'Make flashcards on the nervous system, about 30. Give exactly the number of items I ask for.'],
  ] as const)('is not flagged when the count is stated or the prompt says what to do without it (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(/nunca lo da|never gives it/);
  });
});

describe('asked for an outline, a rewrite that asks for the full piece is not the request', () => {
  it.each([
    [
      'en',
      'my boss wants a report on last quarter sales by friday, help me structure it',
      'Act as an expert content writer.\n\nTask: My boss wants a report on last quarter sales by friday, help me structure it. Write the complete text, ready to publish.\n\nFormat: title; an introduction that sets out the problem; sections with subheadings; a conclusion with a call to action.\n\nLength: between 700 and 1,000 words.',
      'help me structure it',
    ],
    [
      'es',
      'ayúdame a hacer el esquema de un trabajo sobre el cambio climático para clase',
      'Actúa como un redactor experto. Escribe el trabajo completo sobre el cambio climático para clase, con introducción, causas, consecuencias y conclusión. Extensión: entre 1.500 y 2.000 palabras, en un tono claro para compañeros de 4.º de ESO.',
      'esquema de un trabajo',
    ],
  ] as const)('is not Excelente and quotes what was asked (%s)', (language, request, rewrite, asked) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(asked);
  });

  it.each([
    [
      'en',
      'my boss wants a report on last quarter sales by friday, help me structure it',
      'Act as a sales analyst. My boss wants a report on last quarter sales by Friday: help me structure it. Give the outline only: the sections in order (summary, results by region, best and worst products, causes, next quarter), with 2-3 bullet points of what goes in each and which figure supports it.',
    ],
    [
      'es',
      'ayúdame a hacer el esquema de un trabajo sobre el cambio climático para clase',
      'Actúa como profesor de Ciencias. Hazme el esquema de un trabajo sobre el cambio climático para clase: los apartados en orden, con 2 o 3 puntos de lo que va en cada uno y una fuente fiable para consultar, para un alumno de 4.º de ESO.',
    ],
  ] as const)('an outline rewritten as an outline is not flagged (%s)', (language, request, rewrite) => {
    notFlagged(rewrite, request, language);
  });
});

describe('a short technical request with its givens is not weak', () => {
  it.each([
    ['en', 'write a regex that matches dates in dd/mm/yyyy format'],
    ['en', 'i need a regex to validate spanish phone numbers: 9 digits starting with 6, 7 or 9'],
    ['en', 'excel formula to sum column B when column A says paid'],
    ['en', 'generate an SQL query to get the top 10 customers by total orders from tables customers and orders'],
    ['es', 'regex para validar un DNI español, 8 dígitos y una letra'],
    ['es', 'fórmula de excel para sumar la columna B cuando la columna A diga pagado'],
    ['en', 'write a python function that removes duplicates from a list while keeping the order'],
    ['es', 'función en python que quite los duplicados de una lista manteniendo el orden'],
    ['en', 'bash command to find all files bigger than 100MB in my home folder'],
    ['es', 'dame el comando de linux para ver qué proceso usa el puerto 3000'],
  ] as const)('scores at least Bueno: its givens or its own words say what the code must do (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['en', "tell me how to fix 'module not found' error in react"],
    ['es', "dime cómo arreglar el error 'Cannot read properties of undefined' en mi app de react"],
  ] as const)('a fix for a named error scores Aceptable or Bueno, not Necesita mejoras: it lacks the code and the setup (%s)', (language, prompt) => {
    const { score } = analyzePrompt(prompt, language);
    expect(score).toBeGreaterThanOrEqual(4);
    expect(score).toBeLessThan(8);
  });

  it.each([
    ['en', 'write a regex'],
    ['en', 'write a python function'],
    ['es', 'haz una fórmula de excel'],
    ['es', 'hazme una consulta sql'],
    ['en', 'write a function in javascript'],
  ] as const)('naming only the tool is still weak (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeLessThan(4);
  });
});

describe('what earns a 10', () => {
  it.each([
    [
      'es',
      'Actúa como un estratega creativo.\n\nTarea: Como hago para que mi hijo de 8 años lea mas? dame ideas. Propón 10 ideas. Que las ideas sean distintas entre sí, concretas y fáciles de llevar a la práctica.\n\nTono: cercano y creativo.\n\nFormato: una lista numerada, una idea por línea: la idea y, en pocas palabras, por qué funciona.\n\nExtensión: 10 ideas, una línea cada una.\n\nRestricciones:\n- Sé concreto y aplícalo a este caso: nada de consejos genéricos.\n- No inventes datos sobre mi caso (cifras, fechas, precios); si falta alguno, déjalo entre corchetes para que yo lo complete.',
      'Da un papel a la IA',
    ],
    [
      'en',
      'Act as a creative strategist.\n\nTask: How do I get my 8-year-old son to read more? give me ideas. Suggest 10 ideas. Make them different from one another, concrete and easy to put into practice.\n\nTone: warm and creative.\n\nFormat: a numbered list, one idea per line: the idea and, in a few words, why it works.\n\nLength: 10 ideas, one line each.\n\nConstraints:\n- Be specific to this case: no generic advice.\n- Do not make up facts about my case (figures, dates, prices); if a detail is missing, leave it in square brackets for me to fill in.',
      'Gives the AI a role',
    ],
  ] as const)('a template with generic sentences and a role that fits any request is not a 10, and "creative strategist" earns no role (%s)', (language, prompt, roleStrength) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeLessThan(10);
    expect(analysis.strengths.some((line) => line.startsWith(roleStrength))).toBe(false);
  });

  it.each([
    ['es', 'Actúa como un entrenador que diseña planes de entrenamiento progresivos. Crea una rutina de gimnasio de 4 días para ganar masa muscular, en una tabla por días.', /^Sin contexto/],
    ['en', 'Act as a marketplace listing specialist whose listings sell and rank in search. Write a product description for handmade soy candles, 200g, with a title and 5 bullet points.', /^No context/],
    ['en', 'Write a product description for handmade soy candles, 200g: what it is, who it is for and what is included. Deliver it with a short note on how to use it.', /^No context/],
  ] as const)('what the role does, "who it is for" and "how to use it" describe the answer, not the writer\'s situation (%s: %s)', (language, prompt, noContext) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext.test(line))).toBe(true);
  });

  it.each(['es', 'en'] as const)('a prompt with nothing to add keeps its 10; one weakness (a vague word) takes it below (%s)', (language) => {
    const strong = calibrationPairs[language].find(({ strong: prompt }) => /TypeScript/.test(prompt))!.strong;
    const analysis = analyzePrompt(strong, language);
    expect(analysis.weaknesses).toEqual([]);
    expect(analysis.score).toBe(10);
    expect(analyzePrompt(`${strong} ${language === 'es' ? 'Que quede bonito.' : 'Make it nice.'}`, language).score).toBeLessThanOrEqual(9.5);
  });
});
