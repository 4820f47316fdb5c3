import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';
import { detectLanguage } from './language.ts';

// Everyday shapes the engine answered with a generic or contradictory template (issue 19, seventeenth round), found by
// reading fresh requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es') => engine.optimize({ originalContent: text, options: page, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await optimize(text, readerLanguage)).improvedPrompt;

describe('a figure for the user\'s own case is worked out on their figures', () => {
  it('"how many calories should i eat to lose weight, im 30 and 80kg" and "how much should i charge…" get the factors, the calculation and a range (en)', async () => {
    const calories = await improve('how many calories should i eat to lose weight, im 30 years old and 80kg', 'en');
    expect(calories).toMatch(/works out figures for a person's own case/);
    expect(calories).toMatch(/the calculation step by step with my figures/);
    expect(calories).toMatch(/80kg/);
    expect(calories).toMatch(/when to ask a professional/);
    expect(calories).not.toMatch(/Give a complete answer I can apply directly/);
    expect(await improve('how much should i charge as a freelance graphic designer', 'en')).toMatch(/a realistic range with the reasoning/);
  });

  it('"cuánto debería cobrar por un logo" and "cuánta agua debo tomar al día" get the same estimate (es)', async () => {
    const logo = await improve('cuánto debería cobrar por un logo, soy diseñadora junior');
    expect(logo).toMatch(/calcula cifras para el caso de una persona/);
    expect(logo).toMatch(/un rango realista con el razonamiento/);
    expect(await improve('cuánta agua debo tomar al día')).toMatch(/el cálculo paso a paso con mis cifras/);
  });

  it('"quiero bajar 5 kilos antes de mi boda en 3 meses" is a plan at a safe pace, its figures kept (es)', async () => {
    const prompt = await improve('quiero bajar 5 kilos antes de mi boda en 3 meses');
    expect(prompt).toMatch(/Actúa como un coach que convierte metas en planes realistas/);
    expect(prompt).toMatch(/5 kilos antes de mi boda en 3 meses/);
    expect(prompt).toMatch(/el ritmo seguro y realista/);
    expect(prompt).toMatch(/el plan por semanas o fases/);
  });

  it('"i want to lose 4 kg in 2 months" is the same plan (en)', async () => {
    const prompt = await improve('i want to lose 4 kg in 2 months for my holiday', 'en');
    expect(prompt).toMatch(/Act as a coach who turns goals into realistic plans/);
    expect(prompt).toMatch(/4 kg in 2 months/);
    expect(prompt).toMatch(/the safe, realistic pace/);
  });
});

describe('material given after its noun and a colon is the source, however short', () => {
  it('"fix the grammar in this text: me and him goes…" quotes the sentence, with no slot to paste it (en)', async () => {
    const prompt = await improve('fix the grammar in this text: me and him goes to school everyday', 'en');
    expect(prompt).toMatch(/"""\nme and him goes to school everyday\n"""/);
    expect(prompt).not.toMatch(/\[paste/);
  });

  it('"mejora mi titular de linkedin: Diseñador UX en Madrid" revises that headline within LinkedIn\'s 220 characters (es)', async () => {
    const prompt = await improve('mejora mi titular de linkedin: Diseñador UX en Madrid');
    expect(prompt).toMatch(/"""\nDiseñador UX en Madrid\n"""/);
    expect(prompt).toMatch(/no más de 220 caracteres/);
    expect(prompt).not.toMatch(/\[pega|8 palabras/);
    expect(await improve('corrige esta frase: yo a ido al cine con mis amigos')).toMatch(/"""\nyo a ido al cine con mis amigos\n"""/);
  });

  it('a short headline quoted after its noun is the material too, with no slot (es)', async () => {
    expect(await improve("mejora mi titular de linkedin, ahora dice 'Contadora | Excel' y quiero que suene mas profesional")).not.toMatch(/\[pega/);
  });

  it('a summary of a text after the colon that is itself a request still asks for the article (es)', async () => {
    expect(await improve('resume este artículo: escribe lo más importante en 3 viñetas')).toMatch(/\[pega aquí el artículo\]/);
  });

  it('a bio whose details the user gave is written from them, with no slot for a bio or a portfolio (en, es)', async () => {
    const english = await optimize("write a short bio for my portfolio website, I'm a UX designer with 5 years of experience in fintech", 'en');
    expect(english.improvedPrompt).toMatch(/Act as an editor who writes short, credible professional bios/);
    expect(english.improvedPrompt).not.toMatch(/\[paste/);
    expect(english.suggestions.join(' ')).not.toMatch(/Paste the text/);
    expect(await improve('hazme una bio para mi web, soy fotógrafa de bodas en Sevilla')).not.toMatch(/\[pega/);
  });
});

describe('each platform keeps its own bio limit', () => {
  it('"hazme una bio para tiktok" allows 80 characters, not Instagram\'s 150 (es)', async () => {
    const prompt = await improve('hazme una bio para tiktok, hago videos de recetas veganas');
    expect(prompt).toMatch(/no más de 80 caracteres/);
    expect(prompt).not.toMatch(/150 caracteres/);
  });

  it('a LinkedIn headline written anew is options within 220 characters, not subject lines of 10 words (en, es)', async () => {
    const english = await improve('write a linkedin headline for me, i am a nurse moving into healthcare tech', 'en');
    expect(english).toMatch(/each at most 220 characters/);
    expect(english).not.toMatch(/at most 10 words/);
    expect(await improve('hazme un titular de linkedin, soy contable')).toMatch(/no más de 220 caracteres/);
  });

  it('a Twitter bio allows 160 characters and an Instagram one 150 (en)', async () => {
    expect(await improve("write a twitter bio for me, I'm a backend developer who loves rust", 'en')).toMatch(/at most 160 characters/);
    expect(await improve('instagram bio for my bakery', 'en')).toMatch(/at most 150 characters/);
  });
});

describe('jokes and icebreakers for a talk ask for its topic, not the talk pasted', () => {
  it('"escribe un chiste para abrir mi presentación" has a topic-and-audience slot and no paste slot (es)', async () => {
    const result = await optimize('escribe un chiste para abrir mi presentación');
    expect(result.improvedPrompt).toMatch(/Actúa como un humorista/);
    expect(result.improvedPrompt).toMatch(/Tema y público: \[de qué trata y quién estará\]/);
    expect(result.improvedPrompt).not.toMatch(/\[pega aquí la presentación\]/);
    expect(result.suggestions.join(' ')).not.toMatch(/Pega el texto/);
  });

  it('"a joke to open my presentation" is the same (en)', async () => {
    const prompt = await improve('write a joke to open my presentation', 'en');
    expect(prompt).toMatch(/Topic and audience: \[what it is about and who will be there\]/);
    expect(prompt).not.toMatch(/\[paste/);
  });
});

describe('a computer-science question gets a precise explanation with its notation', () => {
  it('"what is the time complexity of binary search" gets the notation, why, an example and the edge cases (en)', async () => {
    const prompt = await improve('what is the time complexity of binary search', 'en');
    expect(prompt).toMatch(/Act as a computer science teacher/);
    expect(prompt).toMatch(/Big O/);
    expect(prompt).toMatch(/the edge cases/);
    expect(prompt).not.toMatch(/everyday example/);
  });

  it('"cuál es la diferencia entre una lista y una tupla" is the same, no two-things comparison (es)', async () => {
    const prompt = await improve('cuál es la diferencia entre una lista y una tupla en python');
    expect(prompt).toMatch(/Actúa como un profesor de informática/);
    expect(prompt).toMatch(/los casos límite/);
    expect(await improve('explica la complejidad temporal de quicksort')).toMatch(/O grande/);
  });
});

describe('a request for several deliverables keeps each as a numbered part', () => {
  it('"dame 2 cosas: un nombre… y una descripción corta" numbers both (es)', async () => {
    const prompt = await improve('dame 2 cosas: un nombre para mi podcast de cine y una descripción corta');
    expect(prompt).toMatch(/Formato: 2 partes numeradas, una por cada cosa que pido, en mi orden: 1\. un nombre para mi podcast de cine; 2\. una descripción corta\./);
    expect(prompt).not.toMatch(/Propón opciones cortas/);
  });

  it('"give me two things: a name… and a slogan" numbers both (en)', async () => {
    expect(await improve('give me two things: a name for my bakery and a slogan', 'en')).toMatch(/Format: 2 numbered parts, one for each thing I ask for, in my order: 1\. a name for my bakery; 2\. a slogan\./);
  });
});

describe('naming a pet in any wording is pet naming, its traits kept', () => {
  it('"cómo le llamo a mi gato, es negro y muy travieso" gets the ear for names, not branding (es)', async () => {
    const prompt = await improve('cómo le llamo a mi gato, es negro y muy travieso');
    expect(prompt).toMatch(/Actúa como alguien con buen oído para los nombres/);
    expect(prompt).toMatch(/es negro y muy travieso/);
    expect(prompt).not.toMatch(/branding/);
  });

  it('"what should i call my dog" is the same (en)', async () => {
    const prompt = await improve('what should i call my dog, she is a golden retriever and very lazy', 'en');
    expect(prompt).toMatch(/a good ear for names/);
    expect(prompt).not.toMatch(/branding/);
  });
});

describe('a yes/no buying question is a verdict for the user\'s use', () => {
  it('"vale la pena comprar un iphone 15" gives the verdict first, alternatives only as a fallback (es)', async () => {
    const prompt = await improve('vale la pena comprar un iphone 15');
    expect(prompt).toMatch(/primero el veredicto/);
    expect(prompt).toMatch(/alternativas solo si la respuesta es no o depende/);
    expect(prompt).not.toMatch(/de 3 a 5 opciones/);
  });

  it('"is the ps5 worth it" is the same (en)', async () => {
    const prompt = await improve('is the ps5 worth it in 2024', 'en');
    expect(prompt).toMatch(/the verdict first/);
    expect(prompt).not.toMatch(/3 to 5 options/);
    expect(await improve('is it worth it to learn french', 'en')).not.toMatch(/buying adviser/);
  });

  it('a Spanish request around an English title stays Spanish, an English one around a Spanish title English', async () => {
    expect(detectLanguage('dime 3 series como the office')).toBe('es');
    expect(await improve('dime 3 series como the office')).toMatch(/Actúa como un curador/);
    expect(detectLanguage('give me 3 shows like la casa de papel')).toBe('en');
  });
});

describe('a roleplay gets a character brief and the user leads', () => {
  it('"roleplay as my girlfriend…" plays the character in the scene, respectfully (en)', async () => {
    const prompt = await improve('roleplay as my girlfriend and talk to me like we are on a date', 'en');
    expect(prompt).toMatch(/Act as a roleplay partner who plays a character and stays in it/);
    expect(prompt).toMatch(/let me lead/);
    expect(prompt).toMatch(/keep it respectful/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });

  it('"haz un roleplay de entrevista de trabajo" is the same (es)', async () => {
    const prompt = await improve('haz un roleplay de entrevista de trabajo, tú eres el entrevistador');
    expect(prompt).toMatch(/Interpreta al personaje/);
    expect(prompt).toMatch(/una ficha breve del personaje/);
  });
});

describe('from our own fresh prompts', () => {
  it('"cuántos pasos debería caminar…" is no typo of "cuentos" and "cuánto debería pedir de sueldo" no loan: both are estimates (es)', async () => {
    const steps = await improve('cuántos pasos debería caminar al día para adelgazar');
    expect(steps).toMatch(/calcula cifras para el caso de una persona/);
    expect(steps).not.toMatch(/arco narrativo/);
    const salary = await improve('cuánto debería pedir de sueldo en mi primera entrevista');
    expect(salary).toMatch(/calcula cifras para el caso de una persona/);
    expect(salary).not.toMatch(/planificador financiero/);
  });

  it('a plan asked for a weight goal with a deadline says the safe pace first (es, en)', async () => {
    expect(await improve('hazme un plan para bajar 10 kilos en 5 meses')).toMatch(/el ritmo seguro y realista/);
    expect(await improve('make me a plan to lose 6 kg in 3 months', 'en')).toMatch(/the safe, realistic pace/);
  });

  it('a goal for this year is a plan (es, en)', async () => {
    expect(await improve('quiero leer 20 libros este año')).toMatch(/convierte metas en planes realistas/);
    expect(await improve('i want to read 30 books this year', 'en')).toMatch(/turns goals into realistic plans/);
  });

  it('a line to open the user\'s talk asks for its topic, not the talk (es, en)', async () => {
    const line = await improve('dame una frase para empezar mi discurso de boda');
    expect(line).toMatch(/Tema y público/);
    expect(line).not.toMatch(/\[pega aquí el discurso\]/);
    expect(await improve('give me an opening line to start my speech', 'en')).not.toMatch(/\[paste/);
  });

  it('"paraphrase this sentence: …" and "parafrasea esta frase: …" revise the sentence given (en, es)', async () => {
    expect(await improve('paraphrase this sentence: the results were not as good as we expected', 'en')).toMatch(/"""\nthe results were not as good as we expected\n"""/);
    expect(await improve('parafrasea esta frase: los resultados no fueron tan buenos como esperábamos')).toMatch(/Aplica solo los cambios que pido/);
  });

  it('a CS term asked about ("qué es un puntero en c", "explain recursion") is a CS concept, no everyday example (es, en)', async () => {
    expect(await improve('qué es un puntero en c')).toMatch(/profesor de informática/);
    const recursion = await improve('explain recursion with an example', 'en');
    expect(recursion).toMatch(/computer science teacher/);
    expect(recursion).not.toMatch(/everyday example/);
  });

  it('"actúa como mi novio…" and "let\'s roleplay: you are…" are a roleplay, not a role asking what I need help with (es, en)', async () => {
    const boyfriend = await improve('actúa como mi novio y háblame como si estuviéramos en una cita');
    expect(boyfriend).toMatch(/Interpreta al personaje/);
    expect(boyfriend).not.toMatch(/en qué necesito ayuda/);
    const innkeeper = await improve("let's roleplay: you are a medieval innkeeper and i am a traveler", 'en');
    expect(innkeeper).toMatch(/let me lead/);
    expect(innkeeper).not.toMatch(/what I need help with/);
  });

  it('"how many slides should my presentation have" is an estimate with its format and no slot for the presentation (en, es)', async () => {
    const slides = await improve('how many slides should my presentation have for a 10 minute talk', 'en');
    expect(slides).toMatch(/Format: the short answer for my case first, as a range/);
    expect(slides).not.toMatch(/\[paste/);
    expect(await improve('cuántas diapositivas debe tener mi presentación de 15 minutos')).not.toMatch(/\[pega/);
  });

  it('text after a bare verb and a colon is the material ("corrige: haber si vienes mañana") (es)', async () => {
    expect(await improve('corrige: haber si vienes mañana')).toMatch(/"""\nhaber si vienes mañana\n"""/);
  });

  it('"vale la pena el curso…" is a verdict and "pretend you are a job interviewer…" a roleplay (es, en)', async () => {
    expect(await improve('vale la pena el curso de google de ux')).toMatch(/primero el veredicto/);
    const interviewer = await improve('pretend you are a job interviewer for a marketing role', 'en');
    expect(interviewer).toMatch(/let me lead/);
    expect(interviewer).not.toMatch(/what I need help with/);
  });

  it('a bio for X gets X\'s 160 characters, a degree\'s worth is weighed without a shop, a pet named "de nombre" is pet naming and "roleplay a customer…" a role kept for the chat (es, en)', async () => {
    expect(await improve('hazme una bio para x, soy periodista deportivo')).toMatch(/no más de 160 caracteres/);
    expect(await improve('write a bio for x, i am a chef', 'en')).toMatch(/at most 160 characters/);
    const degree = await improve('is a masters degree worth it', 'en');
    expect(degree).toMatch(/what it gives and what it costs/);
    expect(degree).not.toMatch(/product/);
    expect(await improve('cómo le pongo de nombre a mi tortuga')).toMatch(/buen oído para los nombres/);
    // A practice partner set up for the chat takes its turn and waits (the eighteenth round's standing roles).
    expect(await improve('roleplay a customer complaining so i can practice customer service', 'en')).toMatch(/Stay in the role for the whole chat/);
  });
});
