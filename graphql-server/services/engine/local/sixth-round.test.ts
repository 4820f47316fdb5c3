import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// The defect classes found by reading fresh outputs as a user would (issue 19, sixth round), each
// checked in Spanish and English with requests in the shapes people type into a prompt optimizer.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es') => engine.optimize({ originalContent: text, options: page, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await optimize(text, readerLanguage)).improvedPrompt;
const revisionLines = /Aplica solo los cambios que pido|el mismo formato que el original|Make only the changes I ask for|the same format as the original/;

describe('an "improve this prompt" wrapper', () => {
  it('optimizes the prompt after it as if the user had typed only that, and says so (es)', async () => {
    const wrapped = await optimize('porfa mejora este prompt: escribe un post de instagram sobre mi tienda de plantas');
    const alone = await optimize('escribe un post de instagram sobre mi tienda de plantas');
    expect(wrapped.improvedPrompt).toBe(alone.improvedPrompt);
    expect(wrapped.improvedPrompt).not.toMatch(revisionLines);
    expect(wrapped.explanation).toContain('leí "porfa mejora este prompt" como que quieres mejorar el prompt que va después');
  });

  it('is read with typos, no accents, the prompt on the next line or in quotes (es)', async () => {
    expect(await improve('mejorame este promt\nescribe un mail a mi jefe pidiendo vacaciones en agosto')).toBe(await improve('escribe un mail a mi jefe pidiendo vacaciones en agosto'));
    expect(await improve('optimiza mi prompt: "dame 10 ideas de nombres para una panaderia"')).toBe(await improve('dame 10 ideas de nombres para una panaderia'));
    expect(await improve('tengo este prompt, lo puedes mejorar? haz una receta de lentejas para 4')).toBe(await improve('haz una receta de lentejas para 4'));
  });

  it('optimizes the prompt after it as if the user had typed only that, however it is asked (en)', async () => {
    const wrapped = await optimize("here's my prompt, improve it: write a linkedin post about my promotion to team lead", 'en');
    expect(wrapped.improvedPrompt).toBe(await improve('write a linkedin post about my promotion to team lead', 'en'));
    expect(wrapped.explanation).toContain(`I read "here's my prompt, improve it" as asking to improve the prompt that follows it`);
    expect(await improve('can you make this prompt better?\nwrite a cover letter for a junior data analyst job', 'en')).toBe(await improve('write a cover letter for a junior data analyst job', 'en'));
    expect(await improve('improve this prompt: "explain quantum computing to a 10 year old"', 'en')).toBe(await improve('explain quantum computing to a 10 year old', 'en'));
  });

  it('without the word "prompt" ("improve this:", "mejora esto:") wraps a prompt only when a request follows (en, es)', async () => {
    expect(await improve('Improve this: Write a story about a robot', 'en')).toBe(await improve('Write a story about a robot', 'en'));
    expect(await improve('mejora esto: escribe un poema sobre el mar')).toBe(await improve('escribe un poema sobre el mar'));
    expect(await improve('improve this: Our company was founded in 1990 and we sell tiles.', 'en')).toContain('Make only the changes I ask for');
    expect(await improve('mejora esto: Hola Juan, te escribo para pedirte el informe')).toContain('Aplica solo los cambios que pido');
  });

  it('with no prompt after it leaves a paste slot for the prompt (es, en)', async () => {
    expect(await improve('mejora mi prompt')).toContain('[pega aquí el prompt]');
    expect(await improve('improve the prompt below', 'en')).toContain('[paste the prompt here]');
  });

  it('is not read into a request that only mentions a prompt (en)', async () => {
    const result = await optimize('Write a prompt for ChatGPT that improves my essays: it should check grammar', 'en');
    expect(result.explanation).not.toContain('as asking to improve the prompt');
  });
});

describe('asking what is wrong with something', () => {
  it('is feedback with a paste slot, not a rewrite (en)', async () => {
    const result = await improve('hi! could you check my essay intro and tell me whats wrong with it', 'en');
    expect(result).toContain('Point out each problem quoting the exact passage');
    expect(result).toContain('[paste the intro of your essay here]');
    expect(result).not.toMatch(revisionLines);
  });

  it('is feedback with a paste slot, not a rewrite (es)', async () => {
    const result = await improve('mira mi cv y dime qué falla');
    expect(result).toContain('Señala cada problema citando el fragmento exacto');
    expect(result).toContain('[pega aquí el cv]');
    expect(result).not.toMatch(revisionLines);
  });

  it('on a logo or a business idea asks for no quoted passage and no unrewritten text (es, en)', async () => {
    const logo = await improve('dame feedback sobre mi logo, un círculo verde con una hoja');
    expect(logo).toContain('Señala cada problema concreto, explica por qué falla');
    expect(logo).not.toMatch(/fragmento exacto|reescribas el texto|texto original/);
    const idea = await improve('what do you think of my business idea: a subscription box for houseplants', 'en');
    expect(idea).toContain('Point out each specific problem');
    expect(idea).not.toMatch(/exact passage|rewrite the whole text|the whole original/);
  });
});

describe('an About page named in other words', () => {
  it('is the About page, not a 60-word ad (es)', async () => {
    const result = await improve('Hola! Soy Marta y tengo una peluqueria en Sevilla, quiero un texto para la web sobre nosotras');
    expect(result).toContain('Actúa como un redactor de páginas «Quiénes somos»');
    expect(result).not.toMatch(/60 palabras|llamada a la acción clara/);
  });

  it('is the About page, not a 60-word ad (en)', async () => {
    const result = await improve("i need a text about me for my website, i'm Jen and i make pottery in Leeds", 'en');
    expect(result).toContain('Act as a writer of About pages');
    expect(result).not.toMatch(/60 words|clear call to action/);
  });
});

describe('asking what to say to someone', () => {
  it('asks for the message to send, firmer when the user already wrote before (es)', async () => {
    const result = await improve('que le digo a mi casero para que me arregle la calefaccion, ya le escribi 2 veces');
    expect(result).toContain('Escribe el mensaje completo, listo para enviar.');
    expect(result).toContain('Es un seguimiento: menciona que ya lo pedí antes y sé más firme');
    expect(await improve('como le digo a mi jefe que no puedo ir el sabado')).not.toContain('Es un seguimiento');
  });

  it('asks for the message to send, firmer when the user already wrote before (en)', async () => {
    const result = await improve('what do i say to my landlord, the dishwasher is broken and i already texted him twice', 'en');
    expect(result).toContain('Write the complete message, ready to send.');
    expect(result).toContain('It is a follow-up: mention that I already asked before and be firmer');
    expect(await improve('what should i text my ex to get my hoodie back lol', 'en')).toContain('Write the complete message, ready to send.');
    // "how do i tell…" asks how to do it: the steps and what to say (fourteenth round), not a message to send.
    const tell = await improve('how do i tell my roommate to clean up after himself without starting a fight', 'en');
    expect(tell).toContain('what to say');
    expect(tell).not.toContain('It is a follow-up');
  });
});

describe('lists and household schedules', () => {
  it('a shopping or packing list is grouped, with quantities for the people and days stated (es, en)', async () => {
    const shopping = await improve('haz una lista de la compra para una semana de dieta mediterranea para 2 personas');
    expect(shopping).toContain('Hazla completa para mi caso (las personas, los días y la ocasión que indico)');
    expect(shopping).toContain('Formato: la lista agrupada por categorías');
    expect(shopping).toContain('2 personas');
    const packing = await improve('need a packing list for 10 days in iceland in march, 2 adults', 'en');
    expect(packing).toContain('Make it complete for my case (the people, the days and the occasion I give)');
    expect(packing).toContain('Format: the list grouped by category');
  });

  it('a household schedule is days × tasks with who does what, not a plan with goals and tips (es, en)', async () => {
    const cleaning = await improve('make a weekly cleaning schedule for a family of 4 with 2 kids', 'en');
    expect(cleaning).toContain('Format: a table with the days of the week and each day');
    expect(cleaning).toContain('who does each');
    expect(cleaning).not.toMatch(/its goal|tips for sticking/);
    const chores = await improve('hazme un cuadrante de tareas de la casa para 3 compañeros de piso');
    expect(chores).toContain('con quién hace cada una');
    expect(chores).not.toMatch(/su objetivo|consejos para cumplir/);
  });
});

describe('a request for a prompt for an AI assistant', () => {
  it('asks for the complete prompt to paste, not for what the prompt is about (es, en)', async () => {
    const study = await improve('quiero un prompt para que chatgpt me ayude a estudiar para el examen de historia');
    expect(study).toContain('Escribe el prompt completo, listo para pegar en el asistente');
    expect(study).not.toMatch(/preguntas? de examen|opciones de respuesta/);
    const teacher = await improve('write a prompt that makes chatgpt act like a strict english teacher who corrects my mistakes', 'en');
    expect(teacher).toContain('Write the complete prompt, ready to paste into the assistant');
    expect(teacher).not.toContain('Give a complete answer I can apply directly');
  });

  it('for an image tool stays an image prompt (es)', async () => {
    expect(await improve('necesito un prompt para midjourney de un gato astronauta')).toContain('Escribe un solo prompt, listo para pegar en la herramienta');
  });
});

describe('a diet asked for', () => {
  it('is a meal plan, not the generic answer (es, en)', async () => {
    const diet = await improve('actua como un nutricionista y hazme una dieta para bajar 5 kilos en 2 meses, soy vegetariana');
    expect(diet).toContain('una fila por día y una columna por cada comida');
    expect(diet).not.toContain('Da una respuesta completa y directamente aplicable');
    expect(await improve('give me a diet to lose 5kg before my wedding in june', 'en')).toContain('one row per day and one column per meal');
  });
});

describe('a party or another event to organise', () => {
  it('is an event plan (tasks by time before the event, the day hour by hour), not a plan with goals and tips (es, en)', async () => {
    const party = await improve('help me plan a surprise party for my husbands 40th, budget 500 dollars', 'en');
    expect(party).toContain('Act as an event planner');
    expect(party).toContain('a to-do list by time before the event');
    expect(party).not.toMatch(/its goal|tips for sticking/);
    const cumple = await improve('ayudame a organizar el cumple de mi hija de 6 años en casa, 15 niños');
    expect(cumple).toContain('una lista de tareas por tiempo antes del evento');
    expect(cumple).not.toContain('Da una respuesta completa y directamente aplicable');
  });

  it('a trip for an anniversary stays a travel itinerary (en)', async () => {
    expect(await improve('plan a weekend trip to lisbon for my anniversary', 'en')).toContain('each day with morning, afternoon and evening');
  });
});

describe('questions a candidate asks at an interview', () => {
  it('are questions for the interviewer, not questions to ask a candidate (es, en)', async () => {
    const en = await improve('what are some good questions to ask at the end of a job interview', 'en');
    expect(en).toContain('questions for me to ask the interviewer');
    expect(en).not.toContain('what a strong answer and a weak answer sound like');
    const es = await improve('que preguntas puedo hacer al final de la entrevista para un puesto de enfermera');
    expect(es).toContain('preguntas para que yo le haga al entrevistador');
    expect(await improve('dame 8 preguntas de entrevista para un puesto de camarero')).toContain('cómo suena una respuesta fuerte y una débil');
  });
});

describe('a prompt that is only a role', () => {
  it('opens a conversation in that role instead of asking for a complete answer (en, es)', async () => {
    const therapist = await improve('act as my therapist', 'en');
    expect(therapist).toContain('Stay in this role for the whole conversation; start by asking me what I need help with');
    expect(therapist).not.toContain('Give a complete answer I can apply directly');
    const marketing = await improve('actua como experto en marketing digital');
    expect(marketing).toContain('Mantén este papel durante toda la conversación');
    expect(marketing).not.toContain('Da una respuesta completa y directamente aplicable');
  });
});

describe('asking what to write or post about', () => {
  it('asks for ideas, not for the post itself (en, es)', async () => {
    const en = await improve('what should i write about in my blog this week', 'en');
    expect(en).toContain('Make the ideas different from one another');
    expect(en).not.toContain('Write the complete text, ready to publish');
    const es = await improve('sobre que puedo escribir en mi blog de viajes');
    expect(es).toContain('Que las ideas sean distintas entre sí');
    expect(es).not.toContain('Escribe el texto completo, listo para publicar');
  });
});

describe('a trip described as a wish', () => {
  it('is a travel itinerary, with the people the user travels with kept as company, not as the answer\'s parts (en, es)', async () => {
    const italy = await improve('Act as a travel agent. I want to go to Italy for 10 days in September with my wife. We like food and wine.', 'en');
    expect(italy).toContain('each day with morning, afternoon and evening');
    expect(italy).not.toContain('Give a complete answer I can apply directly');
    const japan = await improve('quiero ir a japon 10 dias en abril con mi novia, nos gusta la comida y los templos');
    expect(japan).toContain('Formato: día por día; cada día con mañana, tarde y noche');
    expect(await improve('quiero ir al gimnasio 3 dias por semana, hazme una rutina')).toContain('rutinas de fuerza');
    expect(await improve('I want to go to the gym for 3 days a week, make me a routine', 'en')).toContain('strength routines');
  });
});

describe('material and requests missed in the lead’s last reading', () => {
  it('gives a complaint or a comment the user points at a paste slot (en, es)', async () => {
    expect(await improve('write a reply to this customer complaint', 'en')).toContain('[paste the customer complaint here]');
    expect(await improve('answer this comment on my youtube video politely', 'en')).toContain('[paste the comment here]');
    expect(await improve('contesta esta queja de un cliente con educacion')).toContain('[pega aquí la queja]');
  });

  it('reads "revisar … y decirme q cambiarias" and "check … for red flags" as feedback, not a generic answer (es, en)', async () => {
    const feedback = /Señala cada problema|Point out each problem/;
    expect(await improve('podrias revisar mi curriculum y decirme q cambiarias')).toMatch(feedback);
    expect(await improve('check this contract for red flags', 'en')).toMatch(feedback);
  });

  it('reads "me corriges…?" and "me mejoras…?" as a revision of the pasted text (es)', async () => {
    expect(await improve('me corriges la redaccion del correo que te paso?')).toMatch(revisionLines);
    expect(await improve('me mejoras este parrafo? lo siento muy largo')).toMatch(revisionLines);
  });
});
