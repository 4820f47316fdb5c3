import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with a generic or a wrong template (issue 19, twelfth round),
// found by reading fresh requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es') => engine.optimize({ originalContent: text, options: page, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await optimize(text, readerLanguage)).improvedPrompt;

describe('a role with a one-off task is that task, not a conversation set up', () => {
  it('"eres un nutricionista. dame un plan de comidas…" keeps the role and makes the meal plan; "soy vegetariana" says who it is for (es)', async () => {
    const result = await optimize('eres un nutricionista. dame un plan de comidas de 1800 kcal para bajar de peso, soy vegetariana');
    expect(result.improvedPrompt).toMatch(/^Eres un nutricionista\./);
    expect(result.improvedPrompt).not.toMatch(/Mantén este papel durante toda la conversación/);
    expect(result.improvedPrompt).toMatch(/una columna por cada comida/);
    expect(result.suggestions.join(' ')).not.toMatch(/Di para quién es/);
  });

  it('"you are a running coach. write me a 4 week running plan…" is the plan (en)', async () => {
    const prompt = await improve('you are a running coach. write me a 4 week running plan to run my first 5k', 'en');
    expect(prompt).not.toMatch(/Stay in this role for the whole conversation/);
    expect(prompt).toMatch(/a table by weeks and days/);
  });

  it('a role alone, or one with standing instructions and no deliverable, still sets up the conversation (es, en)', async () => {
    expect(await improve('act as my therapist', 'en')).toMatch(/Stay in this role for the whole conversation/);
    expect(await improve('Eres un asistente amable que responde preguntas sobre nuestra tienda. Sé educado y breve.')).not.toMatch(/Tarea:/);
  });
});

describe('pros and cons', () => {
  it('two lists with the counts stated, each point with why it matters, and who each side suits (en)', async () => {
    const prompt = await improve('list 5 pros and 5 cons of electric cars', 'en');
    expect(prompt).toMatch(/two lists, with exactly the counts I ask/);
    expect(prompt).toMatch(/why it matters/);
    expect(prompt).toMatch(/who each side suits/);
    expect(prompt).not.toMatch(/Give a complete answer/);
  });

  it('"pros y contras", "ventajas y desventajas" of one thing are two lists; of two options ("vs", "o") a comparison (es)', async () => {
    expect(await improve('haz una lista de pros y contras de adoptar un perro')).toMatch(/dos listas/);
    expect(await improve('cuales son las ventajas y desventajas de trabajar desde casa')).toMatch(/dos listas/);
    expect(await improve('ventajas y desventajas de alquilar vs comprar un auto')).toMatch(/Compara las opciones/);
  });
});

describe('converting given material', () => {
  it('converts each value given and changes nothing else: no new recipe (en)', async () => {
    const prompt = await improve('convert this recipe to metric: 2 cups flour, 1 stick butter, 350F for 25 min', 'en');
    expect(prompt).toMatch(/Convert only what I give/);
    expect(prompt).toMatch(/the original/);
    expect(prompt).not.toMatch(/servings I state/);
  });

  it('"pasa esta receta a gramos", "convierte esta tabla a csv" convert what is given (es); a script that converts is code (en)', async () => {
    const recipe = await improve('pasa esta receta a gramos: 1 taza de azucar, 2 tazas de harina');
    expect(recipe).toMatch(/Convierte solo lo que doy/);
    expect(recipe).not.toMatch(/raciones que indico/);
    expect(await improve('convierte esta tabla a csv: nombre | edad\nana | 30')).toMatch(/Convierte solo lo que doy/);
    expect(await improve('write a python script to convert csv to json', 'en')).not.toMatch(/Convert only what I give/);
    expect(await improve('convert csv to json in python', 'en')).not.toMatch(/Convert only what I give/);
    expect(await improve('convert my followers into customers, give me a strategy', 'en')).not.toMatch(/Convert only what I give/);
    expect(await improve('convierte csv a json en python')).not.toMatch(/Convierte solo lo que doy/);
  });
});

describe('help with a negotiation', () => {
  it('what to check, a target and a walk-away price from the figures given, an opening offer and the seller\'s replies (es)', async () => {
    const prompt = await improve('ayudame a negociar el precio de un coche de segunda mano, el vendedor pide 9000');
    expect(prompt).toMatch(/precio objetivo y mi precio límite/);
    expect(prompt).toMatch(/la primera oferta/);
    expect(prompt).toMatch(/respuestas probables de la otra parte/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });

  it('the same for a used car in English (en)', async () => {
    const prompt = await improve('help me negotiate a lower price for a used car, the dealer wants 15000', 'en');
    expect(prompt).toMatch(/my target price and my walk-away price/);
    expect(prompt).toMatch(/opening offer/);
  });
});

describe('activity ideas', () => {
  it('ten ideas with no count, each with what is needed, the age and the time; no shopping first (es)', async () => {
    for (const request of ['que puedo hacer en casa con los niños un dia de lluvia', 'ideas de actividades para hacer con mis hijos este fin de semana']) {
      const prompt = await improve(request);
      expect(prompt, request).toMatch(/10, si no digo cuántas/);
      expect(prompt, request).toMatch(/qué hace falta, la edad a la que va bien, cuánto dura/);
      expect(prompt, request).toMatch(/sin tener que comprar nada antes/);
    }
  });

  it('the same in English; things to do in a city stay recommendations of the place (en)', async () => {
    const prompt = await improve('what can i do at home with the kids on a rainy day', 'en');
    expect(prompt).toMatch(/10, if I give no number/);
    expect(prompt).toMatch(/the age it suits, how long it takes/);
    expect(await improve('que puedo hacer este finde en valencia')).toMatch(/conoce bien el lugar/);
  });
});

describe('meeting minutes', () => {
  it('an "acta": heading, attendees, agenda, what was discussed, agreements and votes, actions, signatures; a template when asked (es)', async () => {
    const prompt = await improve('necesito un modelo de acta de reunion de la comunidad de vecinos');
    expect(prompt).toMatch(/asistentes/);
    expect(prompt).toMatch(/los acuerdos y las votaciones/);
    expect(prompt).toMatch(/responsable y fecha/);
    expect(prompt).toMatch(/las firmas/);
    expect(prompt).toMatch(/entre corchetes para rellenar/);
  });

  it('minutes written from what the user gives, nothing made up (en); "5 minutes" is no minutes', async () => {
    const prompt = await improve('write the minutes of our team meeting, we decided to move the launch to march', 'en');
    expect(prompt).toMatch(/Write the minutes from what I give/);
    expect(prompt).toMatch(/agreements and the votes/);
    expect(await improve('write a 5 minutes speech for my team meeting', 'en')).not.toMatch(/meeting secretary/);
  });
});

describe('a proposal or a declaration of love', () => {
  it('"un guion para pedirle matrimonio" is personal words to say, not a difficult conversation (es)', async () => {
    const prompt = await improve('dame un guion para pedirle matrimonio a mi novia en la playa');
    expect(prompt).toMatch(/nuestros recuerdos/);
    expect(prompt).toMatch(/la pregunta/);
    expect(prompt).not.toMatch(/objeciones|cómo cerrar/);
  });

  it('"what to say when i propose to my girlfriend" is the same (en)', async () => {
    const prompt = await improve('help me write what to say when i propose to my girlfriend', 'en');
    expect(prompt).toMatch(/our memories/);
    expect(prompt).not.toMatch(/objections|how to close/);
  });
});

describe('a text for language learners', () => {
  it('the level fixes the language and the audience is given (en)', async () => {
    const result = await optimize('write a 300 word story in spanish for my A2 students', 'en');
    expect(result.improvedPrompt).toMatch(/at A1-A2, short sentences, everyday vocabulary/);
    expect(result.improvedPrompt).toMatch(/comprehension questions/);
    expect(result.improvedPrompt).not.toMatch(/Do not make up facts about my case/);
    expect(result.suggestions.join(' ')).not.toMatch(/Say who/);
  });

  it('"para mis alumnos de nivel B1" likewise (es)', async () => {
    const prompt = await improve('escribe un texto de 200 palabras para mis alumnos de nivel B1 sobre las vacaciones');
    expect(prompt).toMatch(/en B1-B2, frases enlazadas/);
    expect(prompt).toMatch(/preguntas de comprensión/);
  });
});

describe('a negotiation of any figure', () => {
  it('rent or a salary gets the same preparation, with the other side\'s replies (es, en)', async () => {
    expect(await improve('necesito negociar el alquiler con mi casero, quiere subirlo un 15%')).toMatch(/respuestas probables de la otra parte/);
    expect(await improve('i need to negotiate my salary, they offer 50k and i want 58k', 'en')).toMatch(/my walk-away price/);
  });
});

describe('activity ideas and proposals as people phrase them', () => {
  it('games for a children\'s party are activity ideas (es, en); a blog post about kids stays a blog post', async () => {
    expect(await improve('juegos para una fiesta de cumpleaños de niños de 6 años')).toMatch(/la edad a la que va bien/);
    expect(await improve('party games for a 6 year old kids birthday', 'en')).toMatch(/the age it suits/);
    expect(await improve('write a blog post about screen time for kids', 'en')).not.toMatch(/the age it suits/);
  });

  it('"pedirle a mi novia que se case conmigo" is a proposal (es)', async () => {
    expect(await improve('quiero pedirle a mi novia que se case conmigo, ayudame con las palabras')).toMatch(/nuestros recuerdos/);
  });
});
