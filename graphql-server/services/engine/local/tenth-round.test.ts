import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday deliverables the engine did not know (issue 19, tenth round), found by reading fresh
// requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es', options: OptimizeOptions = page) => engine.optimize({ originalContent: text, options, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: OptimizeOptions = page) => (await optimize(text, readerLanguage, options)).improvedPrompt;

describe('a public reply to a review or a comment', () => {
  it('thanks, names the problem, apologises without excuses, offers a fix or a private channel, signed by the business (es)', async () => {
    const result = await optimize('responde a este comentario negativo de un cliente en google maps de forma educada');
    expect(result.improvedPrompt).toMatch(/respuesta pública/);
    expect(result.improvedPrompt).toMatch(/discúlpate sin excusas/);
    expect(result.improvedPrompt).toMatch(/seguir por privado/);
    expect(result.improvedPrompt).toMatch(/firma con el nombre del negocio/);
    expect(result.improvedPrompt).toMatch(/\[pega aquí el comentario\]/);
    expect(result.improvedPrompt).not.toMatch(/Da una respuesta completa/);
  });

  it('a review of either kind gets its own reply plan, and a review not pasted gets a slot (en)', async () => {
    expect(await improve('write a reply to a review of our hotel on tripadvisor', 'en')).toMatch(/For a positive one: a warm thank-you/);
    const prompt = await improve('write a reply to this 2-star tripadvisor review of our hotel', 'en');
    expect(prompt).toMatch(/public reply/);
    expect(prompt).toMatch(/apologise without excuses/);
    expect(prompt).toMatch(/\[paste the review or comment here/);
    expect(prompt).not.toMatch(/a greeting with the customer's name/);
  });

  it('a comment in a code review is no public reply (en)', async () => {
    expect(await improve('respond to this comment in the code review: why not use a map here?', 'en')).not.toMatch(/public reply/);
  });
});

describe('a checklist or a packing list', () => {
  it('"la lista de las cosas q tengo q llevar" is a packing list: categories, checkboxes, what is forgotten; no "concreta cosas" (es)', async () => {
    const result = await optimize('me podrias hacer una lista de las cosas q tengo q llevar a la playa?');
    expect(result.improvedPrompt).toMatch(/agrupada por categorías/);
    expect(result.improvedPrompt).toMatch(/casilla/);
    expect(result.improvedPrompt).toMatch(/lo que más se suele olvidar/);
    expect(result.suggestions.join(' ')).not.toMatch(/Concreta "cosas"/);
  });

  it('"a packing checklist for a 5 day ski trip" and "list of things i need to bring" are packing lists (en)', async () => {
    for (const text of ['make me a packing checklist for a 5 day ski trip', 'list of things i need to bring to a camping trip with 2 kids']) {
      const prompt = await improve(text, 'en');
      expect(prompt).toMatch(/checkbox/);
      expect(prompt).toMatch(/most often forgotten/);
    }
  });

  it('"cosas que hacer en Madrid" is no packing list (es)', async () => {
    expect(await improve('hazme una lista de cosas que hacer en Madrid este finde')).not.toMatch(/casilla/);
  });
});

describe('an agenda or a template', () => {
  it('"our team needs a weekly standup agenda template" is an agenda with time boxes, owners and actions, as a template with one example; no "start with a verb" (en)', async () => {
    const result = await optimize('our team needs a weekly standup agenda template', 'en');
    expect(result.improvedPrompt).toMatch(/each with its minutes, its owner/);
    expect(result.improvedPrompt).toMatch(/agreed actions/);
    expect(result.improvedPrompt).toMatch(/as a template: what changes each time in square brackets/);
    expect(result.improvedPrompt).toMatch(/one example filled in/);
    expect(result.suggestions.join(' ')).not.toMatch(/Start with a verb/);
  });

  it('a template of an order of the day keeps the agenda and adds the fields and a filled-in example (es)', async () => {
    const prompt = await improve('necesito una plantilla de orden del día para la reunión mensual de vecinos');
    expect(prompt).toMatch(/Formato: .*cada uno con sus minutos, su responsable/);
    expect(prompt).toMatch(/como plantilla: .*un ejemplo ya relleno/);
  });

  it('"necesito / we need + a deliverable" is a request: no "start with a verb" (es, en)', async () => {
    expect((await optimize('nos hace falta un logo para la asociación de vecinos')).suggestions.join(' ')).not.toMatch(/Empieza con un verbo/);
    expect((await optimize('we need a welcome guide for new volunteers', 'en')).suggestions.join(' ')).not.toMatch(/Start with a verb/);
  });
});

describe("a video's description", () => {
  const tiktok: OptimizeOptions = { kind: 'dialog', platform: 'TikTok', tone: 'Casual' };
  it('is what the viewer gets before "más", chapters, links, keywords and a call to action, not the channel template; the platform named wins and is said (es)', async () => {
    const result = await optimize('haz una descripcion para mi video de youtube sobre como hacer pan de masa madre', 'es', tiktok);
    expect(result.improvedPrompt).toMatch(/antes de «más»/);
    expect(result.improvedPrompt).toMatch(/capítulos/);
    expect(result.improvedPrompt).toMatch(/palabras clave/);
    expect(result.improvedPrompt).toMatch(/llamada a la acción/);
    expect(result.improvedPrompt).not.toMatch(/qué ofrece el canal|cada cuánto/);
    expect(result.explanation).toMatch(/elegiste TikTok, pero tu texto pide YouTube/);
  });

  it("is the video's own in English too, while a channel's description keeps the channel template (en)", async () => {
    const video = await improve('write a description for my latest youtube video about fixing a leaky faucet', 'en');
    expect(video).toMatch(/before "more"/);
    expect(video).toMatch(/chapters/);
    expect(video).not.toMatch(/how often/);
    expect(await improve('write the description of my youtube channel about vegan recipes', 'en')).toMatch(/what the channel offers/);
  });
});

describe('current news', () => {
  it('asks for the most relevant items with date and source, and to say so without access; "Gemini," is dropped like a greeting (es)', async () => {
    const result = await optimize('Gemini, resumen de las noticias de esta semana sobre inteligencia artificial');
    expect(result.improvedPrompt).toMatch(/^Actúa como un periodista/);
    expect(result.improvedPrompt).toMatch(/Tarea: Resumen de las noticias de esta semana/);
    expect(result.improvedPrompt).toMatch(/su fecha y su fuente/);
    expect(result.improvedPrompt).toMatch(/si no tienes acceso a noticias actuales/);
    expect(result.improvedPrompt).not.toMatch(/resume lo que se sabe de esa obra|Gemini/);
  });

  it('"Claude, summarize this week\'s tech news" and "the latest news on…" are news of a period (en)', async () => {
    for (const text of ["Claude, summarize this week's tech news", "ChatGPT, what's the latest news on electric cars this week?"]) {
      const prompt = await improve(text, 'en');
      expect(prompt).toMatch(/its date and its source/);
      expect(prompt).toMatch(/no access to current news/);
      expect(prompt).not.toMatch(/Claude|ChatGPT/);
    }
  });

  it('an assistant\'s name is only dropped when it addresses the assistant (en)', async () => {
    expect(await improve('Claude Monet biography for kids', 'en')).toMatch(/Claude Monet/);
  });
});

describe('a skin or hair care routine', () => {
  it('is steps in order for morning and night with the product type for that skin, what to avoid and when to see a dermatologist; no study-plan table (es)', async () => {
    const prompt = await improve('crea una rutina de skincare para piel grasa');
    expect(prompt).toMatch(/la rutina de mañana y la de noche/);
    expect(prompt).toMatch(/el tipo de producto o el ingrediente/);
    expect(prompt).toMatch(/qué evitar/);
    expect(prompt).toMatch(/dermatólogo/);
    expect(prompt).not.toMatch(/por periodos|días o semanas/);
  });

  it('a hair care routine gets the same shape; a workout routine stays a training plan (en, es)', async () => {
    expect(await improve('hair care routine for curly hair that frizzes a lot', 'en')).toMatch(/dermatologist or a professional/);
    expect(await improve('rutina de ejercicios para hacer en casa 3 días por semana')).not.toMatch(/dermatólogo/);
  });
});

describe('everyday deliverables people ask for daily', () => {
  it('an invitation: what, who invites, day, time and place, RSVP; short (es, en)', async () => {
    const es = await improve('hazme una invitacion para el cumpleaños de mi hija que cumple 7, es el sabado a las 5 en casa');
    expect(es).toMatch(/confirmar asistencia/);
    expect(es).toMatch(/el día, la hora y el lugar/);
    const en = await improve('write an invitation for our housewarming party next saturday', 'en');
    expect(en).toMatch(/RSVP/);
    expect(en).not.toMatch(/Give a complete answer/);
  });

  it('an apology to someone: what I did, how it affected them, no excuses, how I will make it right; no business letter (es, en)', async () => {
    const es = await improve('escribe una carta de disculpa a mi vecina por el ruido de la fiesta');
    expect(es).toMatch(/sin «pero» ni excusas/);
    expect(es).not.toMatch(/entre 250 y 400 palabras|\[tu nombre\]/);
    expect(await improve('write an apology text to my girlfriend, i forgot our anniversary', 'en')).toMatch(/how it affected them/);
  });

  it('a LinkedIn connection note: 300 characters, why connect, no job request; no LinkedIn post (en, es)', async () => {
    const en = await improve('write a cover message for a linkedin connection request to a recruiter', 'en');
    expect(en).toMatch(/300 characters/);
    expect(en).not.toMatch(/hashtags/);
    expect(await improve('escribe un mensaje de conexión para un reclutador en linkedin')).toMatch(/300 caracteres/);
  });

  it('a personal budget: income, fixed and variable costs, savings, from the figures given (es, en)', async () => {
    const es = await improve('ayudame a hacer un presupuesto mensual, gano 1400 euros y pago 600 de alquiler');
    expect(es).toMatch(/los gastos fijos/);
    expect(es).toMatch(/1400 euros/);
    expect(await improve('make me a monthly budget, i earn 2500 after tax', 'en')).toMatch(/emergency fund/);
  });

  it('interview preparation: likely questions with answer outlines, questions to ask, logistics (en, es)', async () => {
    expect(await improve('help me prepare for a job interview as a nurse tomorrow', 'en')).toMatch(/questions for me to ask/);
    expect(await improve('preparame para una entrevista de trabajo de cajero en mercadona')).toMatch(/preguntas más probables/);
  });

  it("a pet's health or care: what to do at home and the warning signs for the vet (es, en)", async () => {
    expect(await improve('mi perro tiene diarrea desde ayer, que hago?')).toMatch(/veterinario hoy mismo/);
    expect(await improve('how often should i feed my 3 month old kitten', 'en')).toMatch(/species, the age or the weight/);
  });

  it('a home repair: safety first, cause, tools and parts, steps, when to call a professional; no lesson template (es, en)', async () => {
    expect(await improve('el grifo de la cocina gotea, como lo arreglo yo mismo?')).toMatch(/cortar el agua/);
    const en = await improve('my toilet keeps running after flushing, how do i fix it', 'en');
    expect(en).toMatch(/call a professional/);
    expect(en).not.toMatch(/with subheadings/);
  });

  it('a recipe from what the user has: uses those ingredients plus pantry staples, with the recipe format (en, es)', async () => {
    const en = await improve('what can i make with chicken, rice and a can of coconut milk', 'en');
    expect(en).toMatch(/uses what I say I have, plus basic pantry staples/);
    expect(en).toMatch(/Format: the name of the dish/);
    expect(await improve('tengo huevos, espinacas, queso y medio pimiento, que puedo cenar?')).toMatch(/use lo que digo que tengo/);
    expect(await improve('receta de lentejas para 6 personas')).not.toMatch(/lo que digo que tengo/);
  });

  it('homework help explains at the level with a worked example and practice, not the answers to copy (es, en)', async () => {
    expect(await improve('ayudame con los deberes de mi hijo de 4º de primaria: fracciones')).toMatch(/no a copiarlo/);
    expect(await improve('help my son with his math homework on long division', 'en')).toMatch(/worked example/);
  });

  it('a menu for an occasion: courses in order, quantities for the guests, what to make ahead, a timeline (es, en)', async () => {
    expect(await improve('menu para una cena romantica de 3 platos, ella es vegetariana')).toMatch(/qué se puede preparar con antelación/);
    expect(await improve('plan a dinner party menu for 8 people, one is gluten free', 'en')).toMatch(/the menu by course, in order/);
  });

  it('a morning or evening routine is a timetable of habits; one for the skin stays a care routine (es, en)', async () => {
    expect(await improve('rutina de mañana para ser mas productivo, me levanto a las 7')).toMatch(/la rutina como horario/);
    expect(await improve('create a morning routine for me, i want to read and exercise before work', 'en')).toMatch(/a short version for busy days/);
    expect(await improve('rutina de mañana y noche para piel grasa')).toMatch(/dermatólogo/);
    expect(await improve('morning routine for oily skin', 'en')).not.toMatch(/timetable/);
  });

  it('a health question in other words ("what exercises help with back pain") gets the health shape (en, es)', async () => {
    expect(await improve('what exercises help with lower back pain', 'en')).toMatch(/when it needs a doctor/);
    expect(await improve('que ejercicios van bien para el dolor de espalda')).toMatch(/médico/);
  });

  it('"a text to cancel plans" is a message (en)', async () => {
    expect(await improve('help me write a text to cancel plans with a friend without sounding rude', 'en')).toMatch(/Write the complete message/);
  });

  it('song lyrics label their parts without square-bracket gaps to fill in; a lullaby or a "nana" is a song (en, es)', async () => {
    const en = await optimize('write a lullaby for my newborn son named Leo', 'en');
    expect(en.improvedPrompt).toMatch(/Verse 1, Chorus/);
    expect(en.improvedPrompt).not.toMatch(/\[Verse 1\]/);
    expect(en.suggestions.join(' ')).not.toMatch(/Replace \[/);
    expect(await improve('escribe una nana para mi bebé')).toMatch(/Verso 1, Estribillo/);
  });

  it('a claim against a company is a complaint letter; a trip to organise is a travel plan; a text for the group is a message (es, en)', async () => {
    expect(await improve('quiero reclamar a mi seguro porque no me cubren la reparación del coche')).toMatch(/firme y respetuoso/);
    expect(await improve('organiza un viaje de fin de semana a valencia para 2, salimos el viernes por la tarde')).toMatch(/día por día/);
    expect(await improve('plan a weekend trip to the lake district for 2', 'en')).toMatch(/day by day/);
    expect(await improve('necesito un texto para el grupo de vecinos sobre la junta del martes')).toMatch(/Escribe el mensaje completo/);
  });

  it('things to do in a place: real plans by type with where, cost and best time, then a plan for the time given (en, es)', async () => {
    expect(await improve('what should i do this weekend in barcelona', 'en')).toMatch(/grouped by type/);
    expect(await improve('que hacer en lisboa en 3 dias con niños')).toMatch(/una propuesta para el tiempo que tengo/);
    expect(await improve('what can i do in my house when i\'m bored', 'en')).not.toMatch(/grouped by type/);
  });

  it('a bug in code is no home repair, and a pet named in passing is no vet question (en)', async () => {
    expect(await improve('fix this bug in my switch statement', 'en')).not.toMatch(/handyman/);
    expect(await improve('how do i fix the memory leak in my react app', 'en')).not.toMatch(/handyman/);
    expect(await improve('my dog has a birthday tomorrow, write him a poem', 'en')).not.toMatch(/vet/);
  });

  it('a flyer or a poster: a headline read from afar, what, when and where, a call to action, a design note (es, en)', async () => {
    expect(await improve('hazme un cartel para anunciar un mercadillo solidario en el colegio')).toMatch(/un titular corto que se lea de lejos/);
    expect(await improve('write a flyer for my dog walking business', 'en')).toMatch(/a design note/);
    expect(await improve('write a blog post about the history of posters', 'en')).not.toMatch(/design note/);
  });

  it('a Christmas greeting is a card, "cómo le explico a mi hijo…" steps that say what to say, a 30-day challenge a plan (es, en)', async () => {
    expect(await improve('escribe una felicitacion de navidad para mis compañeros de trabajo')).toMatch(/listo para copiar en la tarjeta/);
    expect(await improve('como le explico a mi hijo de 6 años que nos mudamos')).toMatch(/qué decir/);
    expect(await improve('como le explico a mi abuela que es la inteligencia artificial sin que se agobie')).not.toMatch(/Dame pasos concretos/);
    expect(await improve('give me a 30 day challenge to read more', 'en')).toMatch(/realistic plan/);
  });
});


describe("a shop's own description", () => {
  it("is the shop's About text, not a product listing, though it names a marketplace (en, es)", async () => {
    const english = await improve('i need a description for my etsy shop that sells handmade candles', 'en');
    expect(english).toContain('About pages');
    expect(english).not.toContain('a product title');
    expect(await improve('descripcion para mi tienda de etsy de velas')).not.toContain('título del producto');
  });

  it('keeps a product description on a marketplace a listing (en)', async () => {
    expect(await improve('write a product description for my handmade candle on etsy', 'en')).toContain('a product title');
  });
});
