import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';
import { packs } from './vocabulary.ts';

/*
 * The classes of the score's ninth round (issue 19), from the lead's fresh set 16: rewrites whose own
 * instructions describe another kind of result than the request asks for still scored high —
 * interview questions laid out as an exam with correct answers (9.5), advice on asking for a raise
 * laid out as an explanation of how something works (7.3), hashtags laid out as a post with a hook
 * and a call to action (8.1), a dumbbell plan laid out as a running plan (9.5) — a recipe rewritten as
 * a blog article, and a lesson whose parts add up to its length read as contradicting it. A plain
 * factual question was "Necesita Mejoras" with advice to say who it is for. Both languages.
 */

const reader = (language: Language) => packs[language].reader;
const againstRequest = (rewrite: string, request: string, language: Language) => checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
const flagged = (rewrite: string, request: string, language: Language) => againstRequest(rewrite, request, language).explanation !== analyzePrompt(rewrite, language).explanation;

describe('a shape of result the rewrite adds, which the request asks for nothing of, is another deliverable', () => {
  it.each([
    [
      'es',
      'prepara preguntas para entrevistar a un candidato de ventas',
      'Actúa como un docente que escribe preguntas de examen claras y justas.\n\nTarea: Prepara preguntas para entrevistar a un candidato de ventas. Cada elemento trata un solo punto concreto y se ajusta al nivel o al público que indico.\n\nTono: claro y preciso.\n\nFormato: una lista numerada; en cada pregunta, el enunciado, las opciones de respuesta si es tipo test y la respuesta correcta con una línea que explique por qué.\n\nExtensión: 10 elementos, cada uno breve y completo en sí mismo.',
      '“las opciones de respuesta si es tipo test',
    ],
    [
      'en',
      'how do i ask for a raise',
      'Act as an expert science communicator who explains complex topics clearly.\n\nTask: How do i ask for a raise. Start with the central idea in one sentence, then explain how it works step by step, with an everyday example.\n\nTone: educational and approachable.\n\nFormat: the central idea in one sentence; the explanation in parts, with subheadings; an everyday example; a closing summary in 3 bullet points.\n\nLength: between 250 and 400 words.',
      '“then explain how it works step by step”',
    ],
    [
      'es',
      'como le digo a mi compañero de piso que limpie la cocina sin que se enfade',
      'Actúa como mediador de conflictos de convivencia. Cómo le digo a mi compañero de piso que limpie la cocina sin que se enfade. Empieza por la idea central en una frase y después explica cómo funciona, paso a paso, con un ejemplo cotidiano. Tono cercano, en menos de 250 palabras.',
      'explica cómo funciona”',
    ],
    [
      'en',
      'generate 20 hashtags for a bakery instagram',
      'Act as a social media content strategist with experience in Instagram.\n\nTask: Generate 20 hashtags for a bakery Instagram. Write the complete text, ready to publish.\n\nTone: warm and natural, never like an ad.\n\nFormat: a hook in the first line; the body in short paragraphs; a call to action.',
      '“a hook in the first line”',
    ],
    [
      'es',
      'dame 10 nombres para mi floristeria de barrio',
      'Actúa como experta en marcas para pequeños comercios. Dame 10 nombres para mi floristería de barrio en Valencia. Formato: una primera línea que enganche; el texto en párrafos cortos; una llamada a la acción. Tono cálido y cercano.',
      '“una primera línea que enganche”',
    ],
    [
      'en',
      "give me a workout plan for 3 days a week, I'm a beginner and only have dumbbells",
      "Act as a coach who designs progressive training plans.\n\nTask: Give me a workout plan for 3 days a week, I'm a beginner and only have dumbbells. Make a concrete, realistic plan that can be followed as it is.\n\nTone: practical and direct.\n\nFormat: a table by weeks and days: the type of session (easy run, intervals, strength, rest…), its duration or distance and its intensity; the progression from week to week and the rest days.",
      '“the type of session (easy run, intervals, strength, rest…)”',
    ],
    [
      'es',
      'hazme una rutina de fuerza de 4 dias con mancuernas y una barra',
      'Actúa como entrenador personal de fuerza. Hazme una rutina de fuerza de 4 días con mancuernas y una barra. Formato: una tabla por semanas y días: el tipo de sesión (rodaje suave, series, tirada larga, descanso…), su duración o distancia y su intensidad. Tono práctico.',
      '“el tipo de sesión (rodaje suave, series, tirada larga, descanso…)”',
    ],
    [
      'en',
      'plan a 45-minute lesson on the water cycle for my year 4 class',
      'Act as a primary school teacher. Write a 45-minute quiz on the water cycle for my year 4 class: 15 multiple-choice questions with the correct answer marked. Simple words and a playful tone.',
      '“Write a 45-minute quiz on the water cycle for my year 4 class”',
    ],
  ] as const)('%s: %s', (language, request, rewrite, quoted) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThanOrEqual(5.5);
    expect(checked.weaknesses[0]).toContain(quoted);
    expect(checked.explanation).toContain(reader(language).bands.fair);
  });

  it.each([
    ['es', 'prepara preguntas para entrevistar a un candidato de ventas', 'Actúa como responsable de selección. Prepara 10 preguntas para entrevistar a un candidato de ventas: en cada una, lo que una buena respuesta debe mostrar. Tono claro; nada sobre su vida privada.'],
    ['es', 'haz un cuestionario de repaso de la fotosíntesis para 2º de ESO', 'Actúa como profesora de biología. Haz un cuestionario de repaso de la fotosíntesis para 2º de ESO: 10 preguntas tipo test con cuatro opciones de respuesta y la respuesta correcta.'],
    ['en', 'explain how a heat pump works', 'Act as a science communicator. Explain how a heat pump works: start with the central idea in one sentence, then explain how it works step by step, with an everyday example. Under 300 words, for homeowners.'],
    ['en', 'write an instagram caption for our new sourdough', 'Act as a social media strategist. Write an Instagram caption for our new sourdough. Format: a hook in the first line; the body in short paragraphs; a call to action; 3 to 5 hashtags. Under 150 words.'],
    ['es', 'plan de entrenamiento para correr 10k en 8 semanas', 'Actúa como entrenador. Plan de entrenamiento para correr 10k en 8 semanas. Formato: una tabla por semanas y días: el tipo de sesión (rodaje, series, fuerza, descanso…), su duración o distancia y su intensidad.'],
    ['en', 'give me 15 hashtags for my new bakery posts', 'Act as a social media strategist. Give me 15 hashtags for my new bakery posts, one per line, a mix of local and broad ones, none banned.'],
  ] as const)('a rewrite whose shape is what the request asks for is not flagged (%s: %s)', (language, request, rewrite) => {
    expect(flagged(rewrite, request, language)).toBe(false);
  });
});

describe('a rewrite that keeps none of the results its request names, and names another, is another deliverable', () => {
  it.each([
    ['es', 'dame una receta de lentejas para 4 personas que se haga en menos de 40 minutos', 'Actúa como cocinero casero. Escribe un artículo de blog de 1.200 palabras sobre las lentejas: su historia, sus beneficios y trucos para cocinarlas en menos de 40 minutos para 4 personas.', '“Escribe un artículo de blog de 1.200 palabras sobre las lentejas”', '“dame una receta de lentejas para 4 personas que se haga en menos de 40 minutos”'],
    ['en', 'give me a recipe for banana bread without eggs', 'Act as a home baker. Write a 1200-word blog post about banana bread without eggs: its history, why it works and tips for a moist crumb.', '“Write a 1200-word blog post about banana bread without eggs”', '“give me a recipe for banana bread without eggs”'],
  ] as const)('%s: %s', (language, request, rewrite, other, asked) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThanOrEqual(5.5);
    expect(checked.weaknesses[0]).toBe(reader(language).weakness.otherDeliverable(other, asked));
  });

  it.each([
    ['es', 'mejora este prompt: escribe un correo a mi jefe pidiendo vacaciones en agosto', 'Actúa como experto en comunicación. Escribe un correo a mi jefe pidiendo vacaciones en agosto, en menos de 120 palabras y con tono respetuoso.'],
    ['en', 'can you make this prompt better?\nact as a running coach and give me a 6 week plan to run my first 5k', 'Act as a running coach. Give me a 6-week plan to run my first 5k: three sessions a week, in a table by weeks.'],
    ['es', 'propon un menu de 3 platos para una cena de 8 personas', 'Actúa como cocinera de eventos. Propón un menú de 3 platos para una cena de 8 personas: entrante, principal y postre.'],
  ] as const)('the piece worked on, or its name with another accent, is not another result (%s)', (language, request, rewrite) => {
    expect(flagged(rewrite, request, language)).toBe(false);
  });
});

describe('parts that add up to the whole are its plan, not sizes that contradict it', () => {
  it.each([
    ['en', 'Plan a 45-minute lesson on the water cycle for my year 4 class: a 5-minute hook, a 15-minute explanation, a 20-minute activity in pairs and a 5-minute check.'],
    ['es', 'Prepara una clase de 50 minutos sobre el ciclo del agua para 4º de primaria: 10 minutos de introducción, 25 minutos de actividad en parejas y 15 minutos de puesta en común.'],
    ['en', 'Write a 60-minute lesson plan on the causes of World War I: 10 minutes of starter, 30 minutes of group work on the four causes, 15 minutes of feedback and a 5-minute exit ticket.'],
  ] as const)('%s', (language, prompt) => {
    const { weaknesses } = analyzePrompt(prompt, language);
    expect(weaknesses.some((weakness) => weakness.startsWith(reader(language).weakness.lengthConflict('', '').slice(0, 12)))).toBe(false);
  });

  it('parts that do not add up still contradict the whole', () => {
    const { weaknesses } = analyzePrompt('Plan a 45-minute lesson on the water cycle: make it 30 minutes long.', 'en');
    expect(weaknesses).toContain(reader('en').weakness.lengthConflict('“45-minute”', '“30 minutes”'));
  });
});

describe('a short question with one known answer is clear as it stands', () => {
  it.each([
    ['es', 'cual es la capital de australia'],
    ['en', 'what year did the berlin wall fall'],
    ['es', 'Tarea: Cual es la capital de australia. Da una respuesta completa y directamente aplicable.\n\nRestricciones:\n- Sé concreto y aplícalo a este caso: nada de consejos genéricos.'],
    ['en', 'Task: What year did the berlin wall fall. Give a complete answer I can apply directly.\n\nConstraints:\n- Be specific to this case: no generic advice.'],
    ['es', 'quien pinto la mona lisa'],
    ['en', 'how many bones are in the human body'],
    ['en', 'why is the sky blue'],
    ['es', 'por que se caen las hojas en otoño'],
  ] as const)('%s: %s', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeGreaterThanOrEqual(6);
    expect(analysis.weaknesses).not.toContain(reader(language).missing.audience);
    expect(analysis.suggestions.join(' ')).not.toContain(reader(language).suggest.audience('').slice(0, 12));
  });

  it.each([
    ['en', 'Write a cover letter for a junior data analyst job.'],
    ['es', 'escribe un post de instagram sobre mi cafeteria'],
    ['en', 'how do i ask for a raise'],
    ['en', 'why do i always feel tired after lunch'],
  ] as const)('a request that leaves its brief open is still low (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeLessThan(4);
  });
});

describe('a cap of characters above what the platform lets the text hold cannot be published', () => {
  it.each([
    ['en', "write a bio for my twitter, i'm a data scientist who loves coffee and cats", "Act as a social media strategist.\n\nTask: Write a bio for my Twitter, i'm a data scientist who loves coffee and cats. Offer several different options, ready to paste.\n\nLength: no more than 280 characters.", '“no more than 280 characters”', 160],
    ['es', 'escribe una bio para mi instagram, soy fotógrafa de bodas en Sevilla', 'Actúa como experta en redes sociales. Escribe una bio para mi Instagram: soy fotógrafa de bodas en Sevilla. Como máximo 300 caracteres, con un emoji.', 'máximo 300 caracteres”', 150],
  ] as const)('%s: %s', (language, request, rewrite, size, chars) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toContain(size);
    expect(checked.weaknesses[0]).toContain(String(chars));
  });

  it('a cap within the platform\'s is not flagged', () => {
    expect(flagged("Act as a social media strategist. Write a bio for my Twitter: I'm a data scientist who loves coffee and cats. No more than 160 characters.", "write a bio for my twitter, i'm a data scientist who loves coffee and cats", 'en')).toBe(false);
  });
});

describe('a verb that looks like a result is not one', () => {
  it('"lo que cuento de la persona" tells, it asks for no story (es)', () => {
    const request = 'dame ideas de regalos para mi papa que le gusta pescar';
    const rewrite =
      'Actúa como alguien con buen ojo para elegir regalos que aciertan.\n\nTarea: Dame ideas de regalos para mi papa que le gusta pescar. Propón 10 ideas. Propón regalos que encajen con lo que cuento de la persona y con el presupuesto que doy, distintos entre sí y fáciles de conseguir.\n\nFormato: una lista numerada; cada regalo con por qué le va a gustar a esta persona, un precio aproximado y dónde conseguirlo.';
    expect(flagged(rewrite, request, 'es')).toBe(false);
  });

  it('ideas rewritten as a full story are still another result (es)', () => {
    expect(againstRequest('Actúa como escritora. Dame ideas para el cumpleaños de mi papá que le gusta pescar: escribe un cuento de 800 palabras sobre una excursión de pesca.', 'dame ideas para el cumpleaños de mi papa que le gusta pescar', 'es').score).toBeLessThanOrEqual(5.5);
  });
});

describe('the writer\'s child named by age is the situation and the reader', () => {
  it('"My 7-year-old is scared of the dark…" (en)', () => {
    const analysis = analyzePrompt('My 7-year-old is scared of the dark. Write a bedtime story of about 400 words where a small owl learns the night is friendly; gentle, no monsters, and end with the owl falling asleep.', 'en');
    expect(analysis.weaknesses).not.toContain(reader('en').missing.context);
    expect(analysis.weaknesses).not.toContain(reader('en').missing.audience);
    expect(analysis.score).toBeGreaterThanOrEqual(8);
  });
});

describe('strong prompts in plain prose are read whole', () => {
  it('"a hook in the first 3 seconds" of a 90-second video is a part of it, not another length (en)', () => {
    const analysis = analyzePrompt("Write a 90-second video script for our dental clinic's TikTok explaining how to floss correctly: a hook in the first 3 seconds, 4 steps, and a call to book a check-up. Friendly, no jargon, for teenagers.", 'en');
    expect(analysis.weaknesses.join(' ')).not.toContain('“3 seconds”');
    expect(analysis.score).toBeGreaterThanOrEqual(8);
  });

  it('"los primeros 5 segundos" de un vídeo de 60 son una parte (es)', () => {
    const analysis = analyzePrompt('Escribe el guion de un vídeo de 60 segundos para el TikTok de mi clínica dental sobre cómo usar el hilo dental: un gancho en los primeros 5 segundos, 4 pasos y una invitación a pedir cita. Tono cercano, sin tecnicismos, para adolescentes.', 'es');
    expect(analysis.weaknesses.join(' ')).not.toContain('“5 segundos”');
  });

  it.each([
    ['en', 'Write a cold email to the owner of a small vineyard in Rioja proposing a wine-tasting evening at our Manchester restaurant in March. Under 150 words, warm and specific, with a clear ask for a 15-minute call.', '“15-minute”'],
    ['es', 'Escribe un correo de menos de 120 palabras a la directora del colegio para pedirle una reunión de 30 minutos la semana que viene sobre el comedor; tono respetuoso.', '“30 minutos”'],
  ] as const)('the minutes of a call or a meeting are not the length of the text (%s)', (language, prompt, minutes) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toContain(minutes);
  });

  it.each([
    ['es', 'Escribe un correo de 150 palabras a los 40 socios del club de lectura para anunciar que la reunión de noviembre pasa al día 14 a las 19 h en la biblioteca; tono cercano.', 'context'],
    ['en', "Write 3 Instagram posts for my bakery's autumn menu (pumpkin bread, apple pie, chai buns), each under 120 words with 5 hashtags, warm tone, for locals in Leeds.", 'audience'],
  ] as const)('what a message is for, and who it is for, are read (%s)', (language, prompt, criterion) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(reader(language).missing[criterion]);
  });
});

describe('an answer to the writer, whose situation is told, has its reader', () => {
  it.each([
    ['es', 'Actúa como abogada laboralista. Me han despedido tras 3 años con contrato indefinido y me ofrecen 20 días por año. Explícame en lenguaje sencillo si es lo que me corresponde, qué plazos tengo para reclamar y qué documentos debo guardar. Máximo 300 palabras.'],
    ['en', "I'm 34, I rent in Bristol and I have £20,000 saved. Explain to me whether I should overpay my student loan or put the money in an index fund, with the numbers for both over 10 years."],
  ] as const)('%s', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(reader(language).missing.audience);
  });

  it('without the situation, who it is for is still asked', () => {
    expect(analyzePrompt('Explain to me how index funds work.', 'en').weaknesses).toContain(reader('en').missing.audience);
  });
});

describe('a text pointed at in a misspelling still needs a slot', () => {
  it.each([
    ['en', 'summerize this artical for me in 3 bullet points', 'Act as a teacher who writes faithful summaries.\n\nTask: Summerize this artical for me in 3 bullet points. There is no source text: summarise what is known about that work or topic, without making up facts.', '“this artical”'],
    ['es', 'resumeme este documeto en 5 puntos', 'Actúa como un editor experto en sintetizar textos. Resúmeme este documeto en 5 puntos, con las ideas principales y sin opiniones, en menos de 150 palabras.', '“este documeto”'],
    ['en', 'proofread my esay about the french revolution', 'Act as a writing teacher who writes clear, well-argued essays.\n\nTask: Proofread my esay about the french revolution. Argue one clear central idea and support it with arguments and concrete examples.\n\nLength: between 400 and 600 words.', '“my esay”'],
  ] as const)('%s: %s', (language, request, rewrite, quoted) => {
    const checked = againstRequest(rewrite, request, language);
    expect(checked.score).toBeLessThan(8);
    expect(checked.weaknesses[0]).toBe(reader(language).weakness.noPasteSlot(quoted));
  });

  it.each([
    ['en', 'what should i post this weekend for my bakery', 'Act as a social media strategist. Give me 3 post ideas for my bakery for this weekend, one per line, each with a hook.'],
    ['es', 'escribe un post para esta semana sobre nuestras ofertas', 'Actúa como community manager. Escribe un post para esta semana sobre nuestras ofertas de otoño, de menos de 120 palabras, con una llamada a pasar por la tienda.'],
    ['en', 'write my esay about the french revolution', 'Act as a history teacher. Write my essay about the French Revolution: one clear central idea, three arguments with examples, between 400 and 600 words.'],
    ['en', 'explain this test result from my blood work', 'Act as a doctor who explains lab results plainly. Explain this test result from my blood work, in under 200 words, and say when to see a doctor.'],
  ] as const)('a time, a thing that is no text, a word the packs know or a piece to write is not material (%s)', (language, request, rewrite) => {
    expect(againstRequest(rewrite, request, language).weaknesses[0] ?? '').not.toContain(reader(language).weakness.noPasteSlot('').slice(0, 20));
  });
});
