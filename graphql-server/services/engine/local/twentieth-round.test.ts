import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered generically or with another deliverable's parts (issue 19, twentieth round),
// from the lead's leftovers and our own fresh requests; each class in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage })).improvedPrompt;
const improveIn = async (text: string, options: OptimizeOptions, readerLanguage: 'es' | 'en' = 'es') =>
  (await engine.optimize({ originalContent: text, options, readerLanguage })).improvedPrompt;

describe('a worth-it question about a course of action gets a verdict for the user\'s case', () => {
  it.each([
    ['vale la pena estudiar ingeniería informática', 'es', /Dame un veredicto para mi caso/, /primero el veredicto/],
    ['vale la pena mudarme a madrid por trabajo', 'es', /Dame un veredicto para mi caso/, /un primer paso barato para probarlo/],
    ['is it worth it to learn french', 'en', /Give me a verdict for my case/, /the verdict first/],
    ['is it worth going back to school at 35', 'en', /Give me a verdict for my case/, /a cheap first step to try it/],
  ] as const)('"%s" is weighed for the user, not answered generically', async (request, language, precision, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly|precios actuales|current prices/);
  });
});

describe('an estimate about a trip is a travel planner\'s range, with no doctor among the professionals', () => {
  it.each([
    ['how many days do i need in japan', 'en', /Act as a travel planner/, /the minimum, the comfortable and the ideal option/],
    ['how much money do i need for a trip to italy', 'en', /Act as a travel planner/, /the short answer first, as a range/],
    ['cuántos días necesito para visitar portugal', 'es', /Actúa como un organizador de viajes/, /la opción mínima, en la cómoda y en la ideal/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/doctor|dietitian|médico|dietista/);
  });
});

describe('school project ideas say the question, the materials, the steps, the grade and safety', () => {
  it('"give me 5 ideas for a science fair project for 7th grade" (en)', async () => {
    const prompt = await improve('give me 5 ideas for a science fair project for 7th grade', 'en');
    expect(prompt).toMatch(/Act as a teacher who has coached many students through school projects/);
    expect(prompt).toMatch(/the question it answers.*the materials; the steps.*why it suits that grade; the safety note/);
    expect(prompt).not.toMatch(/creative strategist|why it works/);
  });

  it('"dame 5 ideas para un proyecto de la feria de ciencias para sexto de primaria" (es)', async () => {
    const prompt = await improve('dame 5 ideas para un proyecto de la feria de ciencias para sexto de primaria');
    expect(prompt).toMatch(/Actúa como un profesor que ha acompañado a muchos alumnos/);
    expect(prompt).toMatch(/la pregunta que responde.*los materiales; los pasos.*por qué encaja en ese curso; la nota de seguridad/);
  });
});

describe('an apology, a thank-you, an announcement and a follow-up email each have their own parts', () => {
  it.each([
    ['write an apology email to a customer whose order arrived 2 weeks late', 'en', /the apology first, naming what went wrong/],
    ['escribe un correo para disculparme con un cliente porque su pedido llegó 2 semanas tarde', 'es', /primero la disculpa, diciendo qué salió mal/],
    ['write a thank you email to my team after the product launch', 'en', /the thanks first, and what for/],
    ['redacta un correo para anunciar a los clientes que nos mudamos de local en marzo', 'es', /la noticia en la primera frase/],
    ['write a follow up email to a recruiter i interviewed with last week', 'en', /a reminder of what I sent or asked, and when/],
    ['escribe un correo de seguimiento a un cliente que no me ha respondido el presupuesto', 'es', /un recordatorio de lo que envié o pedí/],
  ] as const)('"%s"', async (request, language, parts) => {
    const prompt = await improve(request, language, { taskType: 'Email Writing' });
    expect(prompt).toMatch(parts);
    expect(prompt).not.toMatch(/the arguments; a concrete request|los argumentos; una petición concreta/);
  });

  it('the apology email asked through the page keeps its professional tone (en)', async () => {
    const prompt = await improve('write an apology email to a customer whose order arrived 2 weeks late', 'en', { taskType: 'Email Writing', channel: 'Email', customTone: 'Professional' });
    expect(prompt).toMatch(/Tone: professional/);
    expect(prompt).toMatch(/2 weeks/);
  });
});

describe('conversational fillers at the start are dropped like greetings', () => {
  it.each([
    ['ok so basically i need a caption for my beach photo', 'en', 'ok so basically', /^Task: I need a caption for my beach photo\./m],
    ['so yeah, write me a toast for my brother\'s wedding', 'en', 'so yeah', /^Task: Write me a toast for my brother's wedding\./m],
    ['bueno pues necesito un mensaje para felicitar a mi jefa por su cumpleaños', 'es', 'bueno pues', /^Tarea: Necesito un mensaje para felicitar a mi jefa/m],
    ['a ver, dame 5 ideas de cena rápida', 'es', 'a ver', /^Tarea: Dame 5 ideas de cena rápida\./m],
  ] as const)('"%s" drops "%s"', async (request, language, _filler, task) => {
    expect(await improve(request, language)).toMatch(task);
  });

  it('"a ver si me ayudas con…" keeps its words: "a ver si" asks, it is no filler (es)', async () => {
    expect(await improve('a ver si me ayudas con un correo para mi casero')).toMatch(/^Tarea: A ver si me ayudas con un correo para mi casero\./m);
  });
});

describe('two things asked as a pair are both delivered', () => {
  it('"genera un nombre y un eslogan para mi marca…" numbers a name and a slogan, with no "10 opciones de 8 palabras" (es)', async () => {
    const prompt = await improve('genera un nombre y un eslogan para mi marca de ropa deportiva para mujeres', 'es', { taskType: 'Copywriting' });
    expect(prompt).toMatch(/2 partes numeradas, una por cada cosa que pido, en mi orden: 1\. un nombre; 2\. un eslogan/);
    expect(prompt).not.toMatch(/10 opciones/);
  });

  it('"give me a title and a description for my youtube video…" numbers a title and a description (en)', async () => {
    const prompt = await improve('give me a title and a description for my youtube video about baking sourdough', 'en');
    expect(prompt).toMatch(/2 numbered parts, one for each thing I ask for, in my order: 1\. a title; 2\. a description/);
    expect(prompt).not.toMatch(/8 words each/);
  });

  it('a campaign email\'s subject and body stay one email (es)', async () => {
    const prompt = await improve('quiero hacer una campaña de email para navidad. me ayudas con el asunto y el cuerpo del correo? quiero ofrecer 20% de descuento');
    expect(prompt).not.toMatch(/partes numeradas/);
    expect(prompt).toMatch(/3 opciones de asunto/);
  });
});

describe('a profile bio asked through the social dialog is a bio, not a video', () => {
  it('"hazme una bio para mi instagram de repostería" under Instagram Reels (es)', async () => {
    const prompt = await improveIn('hazme una bio para mi instagram de repostería', { kind: 'dialog', platform: 'Instagram Reels', tone: 'Casual' } as OptimizeOptions);
    expect(prompt).toMatch(/150 caracteres/);
    expect(prompt).not.toMatch(/segundos de vídeo|qué ofrece el canal/);
  });

  it('"write a bio for my tiktok about cooking" under TikTok (en)', async () => {
    const prompt = await improveIn('write a bio for my tiktok about cooking', { kind: 'dialog', platform: 'TikTok', tone: 'Casual' } as OptimizeOptions, 'en');
    expect(prompt).toMatch(/80 characters/);
    expect(prompt).not.toMatch(/seconds of video|what the channel offers/);
  });
});

describe('"without spoilers" is honoured', () => {
  it.each([
    ['summarize the plot of breaking bad without spoilers', 'en', /No spoilers: nothing of the ending, the twists/],
    ['resume la trama de cien años de soledad sin spoilers', 'es', /Sin spoilers: nada del final, de los giros/],
  ] as const)('"%s"', async (request, language, rule) => {
    expect(await improve(request, language)).toMatch(rule);
  });
});

describe('learning a skill from scratch is a learning path', () => {
  it.each([
    ['help me learn programming from scratch', 'en', /Make me a learning path/, /a weekly plan for the hours I have; 3 first projects/],
    ['i want to learn guitar, where do i start', 'en', /Make me a learning path/, /how to tell I am making progress/],
    ['quiero aprender guitarra desde cero', 'es', /Hazme una ruta de aprendizaje/, /un plan semanal para las horas que tengo; 3 primeros proyectos/],
    ['quiero aprender a dibujar, por dónde empiezo', 'es', /Hazme una ruta de aprendizaje/, /cómo saber que avanzo/],
  ] as const)('"%s"', async (request, language, precision, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).toMatch(format);
  });
});

describe('from our own fresh requests', () => {
  it.each([
    ['tips to get better at chess', 'en', /Make me a learning path/],
    ['help me learn spanish in 3 months', 'en', /Make me a learning path/],
    ['consejos para mejorar en el ajedrez', 'es', /Hazme una ruta de aprendizaje/],
    ['quiero aprender inglés en 6 meses', 'es', /Hazme una ruta de aprendizaje/],
    ['how long does it take to learn japanese', 'en', /Make me a learning path/],
    ['cuánto tiempo necesito para aprender a nadar', 'es', /Hazme una ruta de aprendizaje/],
  ] as const)('getting better at a skill, learning it by a deadline or asking how long it takes is a learning path: "%s"', async (request, language, precision) => {
    expect(await improve(request, language)).toMatch(precision);
  });

  it.each([
    ['necesito ideas para un proyecto de historia de 2 de secundaria', 'es', /Actúa como un profesor que ha acompañado/],
    ['ideas for a history project for 5th grade', 'en', /Act as a teacher who has coached/],
  ] as const)('a school project of any subject gets a teacher, not a science teacher: "%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/science teacher|profesor de ciencias/);
  });

  it('"resúmeme la película interstellar sin spoilers" is a summary of a known film, without spoilers (es)', async () => {
    const prompt = await improve('resúmeme la película interstellar sin spoilers');
    expect(prompt).toMatch(/No hay texto de partida/);
    expect(prompt).toMatch(/Sin spoilers/);
  });

  it('"qué puedo hacer para dormir mejor" is a health how-to, not the generic answer (es)', async () => {
    const prompt = await improve('qué puedo hacer para dormir mejor');
    expect(prompt).toMatch(/Actúa como un médico/);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable/);
  });

  it('"qué llevo en la maleta para una semana en la playa" is a packing list (es)', async () => {
    expect(await improve('qué llevo en la maleta para una semana en la playa')).toMatch(/cada elemento con una casilla/);
  });

  it('a note to a child\'s teacher is a message, not a card of memories (en)', async () => {
    const prompt = await improve("write a note to my daughter's teacher saying she will miss school friday for a doctor appointment", 'en');
    expect(prompt).not.toMatch(/memories|card/);
    expect(prompt).toMatch(/Write the complete message, ready to send/);
  });

  it('a thank-you note to a neighbour is still a card (en)', async () => {
    expect(await improve('write a thank you note to my neighbor who watered my plants', 'en')).toMatch(/personal cards and notes/);
  });
});

describe('an estimate for one\'s own case names the professionals of its field', () => {
  it.each([
    ['how many hours a week do i need to study to pass the bar exam', 'en', /a professional of that field \(for health, a doctor or a dietitian; for money, an accountant; for studies or sport, a teacher or a coach\)/],
    ['cuántas horas debo estudiar al día para selectividad', 'es', /un profesional de ese campo \(para la salud, un médico o un dietista; para el dinero, un gestor; para los estudios o el deporte, un profesor o un entrenador\)/],
  ] as const)('"%s"', async (request, language, professionals) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(professionals);
    expect(prompt).not.toMatch(/\(a doctor, a dietitian, an accountant…\)|\(un médico, un dietista, un gestor…\)/);
  });
});

describe('more pairs, and starting to invest', () => {
  it('"a subject line and the body for an email…" delivers both, not subject lines only (en)', async () => {
    const prompt = await improve('give me a subject line and the body for an email inviting clients to our open house', 'en');
    expect(prompt).toMatch(/1\. a subject line; 2\. the body/);
  });

  it('"dame un título y un resumen para mi trabajo de fin de grado…" delivers both, with no "10 opciones" (es)', async () => {
    const prompt = await improve('dame un título y un resumen para mi trabajo de fin de grado sobre energía solar');
    expect(prompt).toMatch(/1\. un título; 2\. un resumen/);
    expect(prompt).not.toMatch(/10 opciones/);
  });

  it.each([
    ['how do i start investing with 100 dollars a month', 'en', /Act as a financial planner/],
    ['cómo empiezo a invertir con 100 euros al mes', 'es', /Actúa como un planificador financiero/],
  ] as const)('starting to invest is a money decision on the user\'s figures: "%s"', async (request, language, role) => {
    expect(await improve(request, language)).toMatch(role);
  });
});
