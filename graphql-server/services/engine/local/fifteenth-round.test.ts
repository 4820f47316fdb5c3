import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with a wrong or generic template (issue 19, fifteenth round), found by
// reading fresh requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await engine.optimize({ originalContent: text, options: page, readerLanguage })).improvedPrompt;

describe('a follow-up typed as if inside a chat reworks the previous answer', () => {
  it('"make it longer" asks for a longer version of the pasted answer, never "close to the original\'s" or "add nothing" (en)', async () => {
    const prompt = await improve('make it longer', 'en');
    expect(prompt).toMatch(/Task: Make it longer\. Expand the points it makes/);
    expect(prompt).toMatch(/\[paste the previous answer \/ the text here\]/);
    expect(prompt).toMatch(/Length: clearly longer than the original/);
    expect(prompt).not.toMatch(/close to the original's|add nothing that is not in the text|Give a complete answer I can apply directly/);
  });

  it('"hazlo más corto y más formal" is shorter and more formal, with a slot for the previous answer (es)', async () => {
    const prompt = await improve('hazlo más corto y más formal');
    expect(prompt).toMatch(/\[pega aquí la respuesta anterior \/ el texto\]/);
    expect(prompt).toMatch(/Tono: más formal/);
    expect(prompt).toMatch(/Extensión: claramente más corto que el original/);
    expect(prompt).not.toMatch(/nada de consejos genéricos/);
  });

  it('"otra vez pero más gracioso" is a new version with more humour (es); "again but shorter" a new, shorter one (en)', async () => {
    const spanish = await improve('otra vez pero más gracioso');
    expect(spanish).toMatch(/Escribe una versión nueva de lo mismo/);
    expect(spanish).toMatch(/Tono: más divertido/);
    const english = await improve('again but shorter', 'en');
    expect(english).toMatch(/Write a new version of the same thing/);
    expect(english).toMatch(/Length: clearly shorter than the original/);
  });

  it('"continue" and "sigue" continue from where the text stops, in the same voice and form (en, es)', async () => {
    expect(await improve('continue', 'en')).toMatch(/Continue from exactly where the text stops, in the same voice, form and language/);
    expect(await improve('sigue')).toMatch(/Continúa justo donde se corta el texto, con la misma voz, forma e idioma/);
  });

  it('"in english please" and "en inglés porfa" translate the previous answer (en, es)', async () => {
    const english = await improve('in english please', 'en');
    expect(english).toMatch(/Translate it into English/);
    expect(english).toMatch(/\[paste the previous answer \/ the text here\]/);
    expect(await improve('en inglés porfa')).toMatch(/Tradúcelo al inglés/);
  });

  it('"hazlo más sencillo para un niño" keeps its reader in the task of a follow-up (es)', async () => {
    const prompt = await improve('hazlo más sencillo para un niño');
    expect(prompt).toMatch(/Tarea: Hazlo más sencillo para un niño\. Usa frases cortas y palabras cotidianas/);
    expect(prompt).toMatch(/\[pega aquí la respuesta anterior \/ el texto\]/);
  });

  it('a short edit in the user\'s own words ("make it rhyme", "ponle emojis", "quítale lo de la garantía") is applied to the previous answer alone (en, es)', async () => {
    const english = await improve('make it rhyme', 'en');
    expect(english).toMatch(/Task: Make it rhyme\. Apply only this change to the previous answer/);
    expect(english).not.toMatch(/Act as a poet|between 12 and 24 lines/);
    for (const request of ['ponle emojis', 'quítale lo de la garantía']) {
      const spanish = await improve(request);
      expect(spanish).toMatch(/Aplica solo este cambio a la respuesta anterior/);
      expect(spanish).toMatch(/\[pega aquí la respuesta anterior \/ el texto\]/);
    }
  });

  it('a new shape, examples or a simpler explanation asked of the previous answer are follow-ups too (en, es)', async () => {
    expect(await improve('shorter and in bullet points', 'en')).toMatch(/Keep the content and give it the shape I ask for\./);
    expect(await improve('más largo y con ejemplos')).toMatch(/Añade ejemplos concretos/);
    expect(await improve("explain it like i'm 5", 'en')).toMatch(/\[paste the previous answer \/ the text here\]/);
    expect(await improve('me lo explicas más fácil?')).toMatch(/Usa frases cortas y palabras cotidianas/);
  });

  it('an edit that names the user\'s own material ("add emojis to my instagram post: …") is no follow-up (en)', async () => {
    expect(await improve('add emojis to my instagram post: summer sale starts today', 'en')).not.toMatch(/previous answer/);
  });

  it('a tone the user selected shapes a follow-up that asks for no tone of its own (en)', async () => {
    const options: OptimizeOptions = { ...page, customTone: 'Humorous' };
    const prompt = (await engine.optimize({ originalContent: 'make it longer', options, readerLanguage: 'en' })).improvedPrompt;
    expect(prompt).toMatch(/^Tone: /m);
    expect(prompt).toMatch(/Length: clearly longer than the original/);
  });

  it('a request that names its own material ("make my essay longer: …") is a revision that grows the text, with no "add nothing" (en)', async () => {
    const prompt = await improve('make my essay longer: The industrial revolution changed how people worked and lived.', 'en');
    expect(prompt).toMatch(/"""\nThe industrial revolution changed how people worked and lived\.\n"""/);
    expect(prompt).toMatch(/Length: clearly longer than the original/);
    expect(prompt).not.toMatch(/close to the original's|add nothing that is not in the text/);
  });
});

describe('analysing a literary text is a critic\'s reading, not data analysis', () => {
  it('"analiza este poema: …" keeps the poem as its source text, with theme, devices and quotations (es)', async () => {
    const prompt = await improve('analiza este poema: Caminante, no hay camino, se hace camino al andar. Al andar se hace camino, y al volver la vista atrás se ve la senda que nunca se ha de volver a pisar.');
    expect(prompt).toMatch(/un crítico literario y profesor de literatura/);
    expect(prompt).toMatch(/"""\nCaminante, no hay camino/);
    expect(prompt).toMatch(/los recursos literarios/);
    expect(prompt).not.toMatch(/analista de datos|respáldalas con los datos|recomendaciones accionables/);
  });

  it('a known work named ("el poema … de Machado", "the lyrics of bohemian rhapsody") gets no slot to paste it (es, en)', async () => {
    const spanish = await improve("analiza el poema 'Caminante no hay camino' de Machado");
    expect(spanish).toMatch(/un crítico literario/);
    expect(spanish).not.toMatch(/\[pega aquí/);
    const english = await improve('analyze the song lyrics of bohemian rhapsody', 'en');
    expect(english).toMatch(/a literary critic and literature teacher/);
    expect(english).not.toMatch(/\[paste/);
  });

  it('"explica el poema de Neruda \'…\'" is a literary reading of the work named, not a science lesson (es)', async () => {
    const prompt = await improve("explica el poema de Neruda 'Puedo escribir los versos más tristes esta noche'");
    expect(prompt).toMatch(/un crítico literario/);
    expect(prompt).not.toMatch(/divulgador|\[pega aquí/);
  });

  it('the main idea of a text or a poem is no list of ideas (en, es)', async () => {
    expect(await improve('what is the main idea of the road not taken', 'en')).not.toMatch(/creative strategist|10 ideas/);
    expect(await improve('cuál es la idea principal del texto de abajo')).not.toMatch(/estratega creativo|10 ideas/);
    expect(await improve('dame ideas clave para mi negocio')).toMatch(/10 ideas/);
  });

  it('"interpret this passage: …" quotes the passage as its source (en)', async () => {
    const prompt = await improve('interpret this passage: It was the best of times, it was the worst of times', 'en');
    expect(prompt).toMatch(/"""\nIt was the best of times, it was the worst of times\n"""/);
    expect(prompt).toMatch(/the literary devices/);
  });
});

describe('symptoms and rights are their own shapes', () => {
  it('"tengo dolor de cabeza desde hace 3 días" asks for causes, warning signs and when to see a doctor, with no diagnosis (es)', async () => {
    const prompt = await improve('tengo dolor de cabeza desde hace 3 días, qué puede ser');
    expect(prompt).toMatch(/un médico/);
    expect(prompt).toMatch(/las señales de alarma que exigen ir al médico o a urgencias/);
    expect(prompt).toMatch(/no un diagnóstico/);
    expect(prompt).toMatch(/3 días/);
  });

  it('"i have a sore throat and fever since yesterday" gets the same shape (en)', async () => {
    const prompt = await improve('i have a sore throat and fever since yesterday, should i see a doctor?', 'en');
    expect(prompt).toMatch(/the warning signs that need a doctor or emergency care now/);
    expect(prompt).toMatch(/not a diagnosis/);
  });

  it('"what are my rights in california" keeps the place and the facts, with the steps, the deadlines and free help (en)', async () => {
    const prompt = await improve("my landlord won't return my deposit, what are my rights in california", 'en');
    expect(prompt).toMatch(/what are my rights in california/);
    expect(prompt).toMatch(/the deadlines that apply/);
    expect(prompt).toMatch(/not a lawyer's advice/);
    expect(prompt).not.toMatch(/science communicator/);
  });

  it('"mi jefe no me quiere pagar las horas extra, cuales son mis derechos" is a rights question (es)', async () => {
    const prompt = await improve('mi jefe no me quiere pagar las horas extra, cuales son mis derechos');
    expect(prompt).toMatch(/los pasos para reclamarlos/);
    expect(prompt).toMatch(/no el consejo de un abogado/);
  });

  it('a medicine question or something swallowed gets the health shape; firing someone on sick leave is a rights question (en, es)', async () => {
    expect(await improve('my 2 year old swallowed a coin what do i do', 'en')).toMatch(/the warning signs that need a doctor or emergency care now/);
    expect(await improve('puedo tomar ibuprofeno si estoy embarazada')).toMatch(/no un diagnóstico/);
    expect(await improve('mi empresa me quiere despedir estando de baja, pueden?')).toMatch(/no el consejo de un abogado/);
  });

  it('"is that legal in the uk" and "una multa injusta, cómo la recurro" are rights questions (en, es)', async () => {
    expect(await improve('my boss is asking me to work unpaid overtime, is that legal in the uk', 'en')).toMatch(/not a lawyer's advice/);
    expect(await improve('me han puesto una multa de tráfico injusta, cómo la recurro')).toMatch(/los plazos que corren/);
  });

  it('a letter demanding the deposit back stays a letter, not a rights question (en)', async () => {
    expect(await improve("my landlord won't return my deposit, write a letter demanding it back within 14 days", 'en')).not.toMatch(/not a lawyer's advice/);
  });
});

describe('a technical how-to gives the exact code or commands first', () => {
  it('"how to center a div" and "how do i undo the last git commit" get an engineer\'s answer to copy first (en)', async () => {
    for (const request of ['how to center a div', 'how do i undo the last git commit']) {
      const prompt = await improve(request, 'en');
      expect(prompt).toMatch(/a senior software engineer/);
      expect(prompt).toMatch(/Answer first, with exactly what to type or paste \(the snippet or the commands\)/);
      expect(prompt).not.toMatch(/menu > option|Give a complete answer I can apply directly/);
    }
  });

  it('"cómo instalo python en windows" keeps its system and asks for commands, not code to write (es)', async () => {
    const prompt = await improve('cómo instalo python en windows');
    expect(prompt).toMatch(/lo que hay que escribir o pegar \(el fragmento o los comandos\) para la tecnología que nombro \(y mi sistema/);
    expect(prompt).toMatch(/python en windows/);
    expect(prompt).not.toMatch(/Entrega código que funcione/);
  });

  it('learning a language is still a plan of steps, not commands (en)', async () => {
    expect(await improve('I want to learn python from scratch, what should i do first', 'en')).not.toMatch(/exactly what to type or paste/);
  });
});

describe('characters, money decisions and devices to fix', () => {
  it('"a half-elf rogue for my D&D campaign" and "un villano para mi novela" get a character sheet (en, es)', async () => {
    const english = await improve('create a character for my D&D campaign, a half-elf rogue', 'en');
    expect(english).toMatch(/a character sheet: name; look/);
    expect(english).toMatch(/game statistics only if it is for a game that has them/);
    const spanish = await improve('inventa un villano para mi novela');
    expect(spanish).toMatch(/una ficha de personaje/);
    expect(spanish).not.toMatch(/arco narrativo/);
  });

  it('"how should i invest 10000 dollars" and "cuánto debería ahorrar si gano 1500 euros" are worked out on the user\'s figures (en, es)', async () => {
    const english = await improve('how should i invest 10000 dollars', 'en');
    expect(english).toMatch(/a financial planner/);
    expect(english).toMatch(/not personal financial advice/);
    const spanish = await improve('cuánto debería ahorrar al mes si gano 1500 euros');
    expect(spanish).toMatch(/las cuentas hechas con mis cifras/);
  });

  it('"my laptop is very slow" and "mi móvil no carga" get a technician\'s checks in order (en, es)', async () => {
    expect(await improve('my laptop is very slow, what can i do', 'en')).toMatch(/the steps to try, in order/);
    expect(await improve('mi móvil no carga, qué hago')).toMatch(/cuándo llevarlo al servicio técnico/);
  });
});

describe('the new shapes leave the requests around them alone', () => {
  it('a story with a hero or a villain in it stays a story (en, es)', async () => {
    expect(await improve('write a story with a hero who saves the village', 'en')).not.toMatch(/character sheet/);
    expect(await improve('escribe un cuento con un villano que roba la luna')).not.toMatch(/ficha de personaje/);
  });

  it('a presentation or an essay about pain is no symptom, saving time no money decision (en, es)', async () => {
    expect(await improve('tengo una presentación sobre el dolor crónico, dame ideas')).not.toMatch(/señales de alarma/);
    expect(await improve('i have an essay about headaches due tomorrow, help me outline it', 'en')).not.toMatch(/warning signs/);
    expect(await improve('how can i save time at work', 'en')).not.toMatch(/financial planner/);
  });

  it('a backstory for the user\'s character is a character sheet (en)', async () => {
    expect(await improve('write a backstory for my warlock character', 'en')).toMatch(/a character sheet/);
  });

  it('a character named by the user still gets a character sheet (en)', async () => {
    expect(await improve('create a character named Lyra for my story', 'en')).toMatch(/a character sheet/);
  });
});
