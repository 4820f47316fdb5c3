import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { placeholderPenalty } from '../analysis/analyze.ts';
import { detectElements } from './elements.ts';
import { createLocalEngine } from './index.ts';
import { detectLanguage } from './language.ts';
import { splitSentences } from './text.ts';

const engine = createLocalEngine();
const page = (options: Partial<Extract<OptimizeOptions, { kind: 'page' }>> = {}): OptimizeOptions => ({
  kind: 'page',
  detailLevel: 'Medium',
  audience: 'General',
  ...options,
});
const optimize = (originalContent: string, options: OptimizeOptions = page(), readerLanguage: 'es' | 'en' = 'es') =>
  engine.optimize({ originalContent, options, readerLanguage });
const score = async (content: string) => (await engine.analyze({ content, readerLanguage: 'es' })).score;

/** Lower case, single spaces, no closing stop: how a user's sentence must still read in the result. */
const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/[.!?]+$/, '').trim();

const rough = {
  es: ['dame ideas para un post de instagram sobre mi cafetería', 'resume este artículo', 'escribe un correo a mi jefe pidiendo un aumento'],
  en: ['write an email to my boss asking for a raise', 'give me ideas for a blog about my bakery', 'summarize this article'],
};
const partial = {
  es: ['Escribe un artículo para principiantes sobre cómo empezar a invertir. Usa un tono cercano.', 'Actúa como profesor de historia y explica la Revolución francesa en una lista de 5 puntos.'],
  en: ['Write a blog post for beginners about how to start investing. Keep it friendly.', 'You are a history teacher. Explain the French Revolution as a list of 5 points.'],
};
const detailed = {
  es: `Actúa como un community manager con experiencia en hostelería. Tengo una cafetería de especialidad en Valencia y los fines de semana está medio vacía por la tarde.
Escribe 5 ideas de publicaciones para Instagram que atraigan a estudiantes universitarios.
Usa un tono cercano y con humor. Preséntalas en una tabla con título, texto del post y hora de publicación.
Cada texto debe tener como máximo 80 palabras. No uses más de dos emojis por post.
Por ejemplo: "Tarde de apuntes y flat white: 2x1 de 16 a 19 h".`,
  en: `You are an experienced email marketer for small restaurants. I run a family pizzeria in Leeds and our weekday lunch service is quiet.
Write three subject lines and one email for our newsletter aimed at office workers nearby.
Use a friendly, playful tone. Format the email with a short intro, three bullet points and a call to action.
Keep the email under 150 words. Do not mention prices.
For example: "Lunch in 20 minutes, back at your desk on time".`,
};

describe('language detection', () => {
  it('tells Spanish from English, and picks Spanish when unsure', () => {
    expect(detectLanguage('dame ideas para un post de instagram sobre mi cafetería')).toBe('es');
    expect(detectLanguage('resume este artículo')).toBe('es');
    expect(detectLanguage('write an email to my boss asking for a raise')).toBe('en');
    expect(detectLanguage('summarize this article')).toBe('en');
    expect(detectLanguage('Instagram TikTok 2024')).toBe('es');
    expect(detectLanguage('')).toBe('es');
  });

  it('writes the improved prompt in the prompt language and the explanation in the reader language', async () => {
    const spanishPromptEnglishReader = await optimize('dame ideas para un post de instagram sobre mi cafetería', page(), 'en');
    expect(spanishPromptEnglishReader.promptLanguage).toBe('es');
    expect(spanishPromptEnglishReader.improvedPrompt).toMatch(/^Actúa como/);
    expect(spanishPromptEnglishReader.improvedPrompt).toContain('Formato:');
    expect(spanishPromptEnglishReader.explanation).toContain('Role: added');
    expect(spanishPromptEnglishReader.suggestions.join(' ')).toMatch(/Say how many ideas/);

    const englishPromptSpanishReader = await optimize('write an email to my boss asking for a raise', page(), 'es');
    expect(englishPromptSpanishReader.promptLanguage).toBe('en');
    expect(englishPromptSpanishReader.improvedPrompt).toMatch(/^Act as/);
    expect(englishPromptSpanishReader.explanation).toContain('Rol: añadí');
  });
});

describe('element detection', () => {
  it('finds every element a detailed prompt gives, in both languages', () => {
    for (const text of [detailed.es, detailed.en]) {
      const { found } = detectElements(text);
      expect(Object.keys(found).sort()).toEqual(['audience', 'constraints', 'context', 'examples', 'format', 'length', 'role', 'task', 'tone']);
    }
  });

  it('finds only the task in a vague one-liner', () => {
    expect(Object.keys(detectElements('dame ideas para un post de instagram').found)).toEqual(['task']);
    expect(Object.keys(detectElements('write an email to my boss').found)).toEqual(['task']);
  });

  it.each([
    ['role', 'Eres una nutricionista deportiva.', 'You are a sports nutritionist.'],
    ['audience', 'Explícalo para principiantes.', 'Explain it for beginners.'],
    ['tone', 'Usa un tono formal.', 'Keep the tone formal.'],
    ['format', 'Dámelo en una tabla.', 'Put it in a table.'],
    ['length', 'En 300 palabras.', 'In 3 paragraphs.'],
    ['constraints', 'No uses tecnicismos.', 'Avoid jargon.'],
    ['examples', 'Por ejemplo, algo como mi última campaña.', 'For example, my last campaign.'],
  ] as const)('recognises %s in Spanish and English', (element, spanish, english) => {
    expect(detectElements(spanish).found[element]).toBe(spanish);
    expect(detectElements(english).found[element]).toBe(english);
  });

  it('keeps fenced and triple-quoted blocks whole', () => {
    const sentences = splitSentences('Revisa este código. ```js\nconst a = 1. const b = 2;\n``` Gracias.');
    expect(sentences.map((sentence) => sentence.block)).toEqual([false, true, false]);
  });
});

describe('optimize', () => {
  it('keeps every sentence the user wrote', async () => {
    for (const text of [detailed.es, detailed.en, ...rough.es, ...rough.en]) {
      const result = normalize((await optimize(text)).improvedPrompt);
      for (const sentence of splitSentences(text)) expect(result).toContain(normalize(sentence.text));
    }
  });

  it('marks what only the user can supply as placeholders', async () => {
    expect((await optimize('dame ideas para un post de instagram sobre mi cafetería')).improvedPrompt).toContain('[nombre de tu cafetería]');
    expect((await optimize('write a launch post for my product')).improvedPrompt).toContain("[your product's name]");
    expect((await optimize('resume este artículo')).improvedPrompt).toContain('[pega aquí el artículo]');
    expect((await optimize('summarize this article')).improvedPrompt).toContain('[paste the article here]');
    const raise = (await optimize('write an email to my boss asking for a raise')).improvedPrompt;
    expect(raise).toContain("[your boss's name and role]");
    expect(raise).toContain('[your name]');
  });

  it('states the task precisely and asks for a number of ideas when none was given', async () => {
    const result = await optimize('dame ideas para un post de instagram sobre mi cafetería');
    expect(result.improvedPrompt).toContain('Propón 10 ideas.');
    expect(result.suggestions[0]).toBe(
      'Indica cuántas ideas quieres: "dame ideas para un post de instagram sobre mi cafetería" no lo dice (el prompt pide 10; cámbialo si necesitas otra cantidad).',
    );
    expect((await optimize('dame 3 ideas para un post de instagram')).improvedPrompt).not.toContain('Propón');
  });

  it('fills what is missing from the selected options', async () => {
    const spanish = (await optimize('escribe sobre el ahorro', page({ audience: 'Beginners', customTone: 'Humorous', channel: 'Presentation', sector: 'Finance' })))
      .improvedPrompt;
    expect(spanish).toContain('Público: principiantes');
    expect(spanish).toContain('Tono: con humor');
    expect(spanish).toContain('diapositivas');
    expect(spanish).toMatch(/^Actúa como un experto en presentaciones y finanzas\./);

    const english = (await optimize('write about saving money', page({ audience: 'Executives', customTone: 'Formal', taskType: 'Copywriting' }))).improvedPrompt;
    expect(english).toContain('Audience: busy executives');
    expect(english).toContain('Tone: formal');
    expect(english).toMatch(/^Act as a conversion copywriter\./);
  });

  it.each([
    ['es', 'necesito decidir si acepto un trabajo en otra ciudad, me pagan un 15% más'],
    ['en', 'i need to decide whether to take a job in another city, it pays 15% more'],
  ] as const)('gives no role that fits any request ("an expert in the subject") to a request of no named kind (%s)', async (language, request) => {
    const result = await optimize(request, page(), language);
    expect(result.improvedPrompt).not.toMatch(/^(?:Actúa como|Act as)/);
    expect(result.improvedPrompt).not.toMatch(/experto en la materia|expert in the subject/);
    expect(result.explanation).not.toMatch(/^- (?:Rol|Role):/m);
  });

  it.each([
    ['es', 'ayudame con la publicacion de unos auriculares bluetooth sony wh-1000xm4 usados en mercado libre', /Título del producto|título del producto/i, /viñetas/, /ficha técnica/],
    ['en', 'write an amazon listing for my handmade ceramic mugs, 350 ml, dishwasher safe', /product title/i, /bullet points/, /specifications/],
  ] as const)('writes a marketplace listing (title, bullet features, description, specs), not an ad, under Copywriting (%s)', async (language, request, title, bullets, specs) => {
    const { improvedPrompt } = await optimize(request, page({ taskType: 'Copywriting' }), language);
    expect(improvedPrompt).toMatch(title);
    expect(improvedPrompt).toMatch(bullets);
    expect(improvedPrompt).toMatch(specs);
    expect(improvedPrompt).not.toMatch(/llamada a la acción clara|call to action\.|no más de 60 palabras|no more than 60 words/);
  });

  it.each([
    ['es', 'escribe un post sobre la reapertura de mi tienda de etsy'],
    ['en', 'write a post about my etsy shop reopening'],
  ] as const)('keeps a post that mentions a marketplace a post, not a listing (%s)', async (language, request) => {
    const { improvedPrompt } = await optimize(request, page(), language);
    expect(improvedPrompt).not.toMatch(/marketplace|ficha técnica|specifications/);
  });

  it.each([
    ['es', 'Actúa como mi profesor de inglés. A partir de ahora corrige mis errores y explica cada uno brevemente.'],
    ['en', 'Act as my English teacher. Correct my mistakes in the next messages and explain each one briefly.'],
  ] as const)('gives a standing instruction for the conversation no answer length or "complete answer" line, only how each turn works (%s)', async (language, request) => {
    const { improvedPrompt } = await optimize(request, page(), language);
    expect(improvedPrompt).not.toMatch(/Extensión:|Length:|respuesta completa|complete answer/);
    expect(improvedPrompt).toMatch(/Format: each reply is only|Formato: cada respuesta es solo/);
  });

  it("never overrides what the user's text already says with an option", async () => {
    const result = (await optimize('Escribe un post sobre ahorro con un tono formal para principiantes.', page({ customTone: 'Humorous', audience: 'Experts' })))
      .improvedPrompt;
    expect(result).toContain('con un tono formal para principiantes');
    expect(result).not.toContain('con humor');
    expect(result).not.toContain('expertos');
  });

  it('says when the text overrides a selected tone or audience (es, en)', async () => {
    const spanish = await optimize('Escribe un post sobre ahorro con un tono formal para principiantes.', page({ customTone: 'Humorous', audience: 'Experts' }));
    expect(spanish.explanation).toContain('elegiste tono "con humor", pero tu texto ya lo indica');
    expect(spanish.explanation).toContain('elegiste público "expertos", pero tu texto ya lo indica');
    const english = await optimize('Write a post about saving money in a formal tone.', page({ customTone: 'Humorous' }), 'en');
    expect(english.explanation).toContain('you chose a tone "humorous", but your text already gives one');
  });

  it('says when the text names a deliverable the selected channel is not made for (es, en)', async () => {
    const spanish = await optimize('necesito un correo para mis clientes avisando que subimos precios un 5%', page({ taskType: 'Content Creation', channel: 'Social Media' }));
    expect(spanish.improvedPrompt).toContain('correo completo');
    expect(spanish.explanation).toContain('Canal: elegiste "redes sociales", pero tu texto pide un correo');
    const english = await optimize('write python script that renames all files in folder to lowercase', page({ taskType: 'Content Creation', channel: 'Blog' }), 'en');
    expect(english.improvedPrompt).not.toMatch(/blog/i);
    expect(english.explanation).toContain('Channel: you chose');
    const fitting = await optimize('write a blog post about remote work productivity tips', page({ taskType: 'Content Creation', channel: 'Blog' }), 'en');
    expect(fitting.explanation).not.toContain('Channel:');
  });

  it.each([
    ['es', 'explicame la fotosintesis para un examen de 2 de la eso', 'profesionales del sector', 'de 2 de la eso'],
    ['es', 'resume la revolucion francesa para bachillerato', 'profesionales del sector', 'para bachillerato'],
    ['en', 'explain photosynthesis for 7th grade students', 'professionals in the field', '7th grade'],
    ['en', 'write a study guide on cell division for a high school biology test', 'professionals in the field', 'high school'],
  ] as const)('takes a school level in the text as the audience, over the selected one (%s: %s)', async (language, request, optionAudience, level) => {
    const { improvedPrompt, explanation } = await optimize(request, page({ audience: 'Professionals' }), language);
    expect(improvedPrompt).not.toContain(optionAudience);
    expect(explanation).toContain(level);
  });

  it('adapts the format to the dialog platform: a TikTok script is not a LinkedIn post', async () => {
    const text = 'Comparte tres consejos para ahorrar en la compra semanal';
    const tiktok = (await optimize(text, { kind: 'dialog', platform: 'TikTok', tone: 'Humorous' })).improvedPrompt;
    const linkedin = (await optimize(text, { kind: 'dialog', platform: 'LinkedIn', tone: 'Professional' })).improvedPrompt;
    expect(tiktok).toContain('guion de vídeo vertical');
    expect(tiktok).toContain('Adapta el resultado a TikTok.');
    expect(tiktok).toContain('Tono: con humor');
    expect(linkedin).toContain('post de texto');
    expect(linkedin).toContain('Tono: profesional');
    expect(linkedin).not.toContain('vídeo');
  });

  it('leaves a placeholder for the task when the text has no words, and takes a question as the task', async () => {
    for (const text of ['', '🔥🔥🔥', '???']) {
      expect((await optimize(text)).improvedPrompt).toContain('Tarea: [describe aquí qué quieres que haga la IA]');
      expect((await engine.analyze({ content: text, readerLanguage: 'es' })).score).toBe(0);
    }
    expect(detectElements('¿Cuáles son las mejores estrategias para ahorrar?').found.task).toBe('¿Cuáles son las mejores estrategias para ahorrar?');
    expect(Object.keys(detectElements('hola').found)).toEqual([]); // a stray word is not context
  });

  it('shapes the prompt by what it asks for', async () => {
    const slogan = (await optimize('Necesito un eslogan para mi tienda de bicicletas')).improvedPrompt;
    expect(slogan).toMatch(/^Actúa como un experto en branding y naming\./);
    expect(slogan).toContain('Extensión: 10 opciones de no más de 8 palabras cada una.');
    expect(slogan).toContain('[nombre de tu tienda de bicicletas]');
    const code = (await optimize('haz una función en python que ordene una lista')).improvedPrompt;
    expect(code).toContain('Formato: un bloque de código completo'); // "ordene una lista" is not an output format
    expect(code).not.toContain('[lenguaje de programación'); // Python is named
    expect((await optimize('escribe una función que ordene una lista')).improvedPrompt).toContain('[lenguaje de programación y versión]');
    expect((await optimize('analiza las ventas de mi tienda online')).improvedPrompt).toContain('[pega aquí los datos o adjunta el archivo]');
    expect((await optimize('Explain how vaccines work')).improvedPrompt).toMatch(/^Act as an expert science communicator/);
  });

  it('writes an Instagram post as a post and a TikTok idea as a video', async () => {
    const post = (await optimize('escribe un post de instagram sobre mi panadería')).improvedPrompt;
    expect(post).toContain('Formato: una primera línea que enganche');
    expect(post).not.toContain('guion');
    const ideas = (await optimize('dame ideas para tiktok sobre mi panadería')).improvedPrompt;
    expect(ideas).toContain('el gancho inicial del vídeo');
  });

  it('adds more structure at a higher detail level', async () => {
    const text = 'write an email to my boss asking for a raise';
    const low = (await optimize(text, page({ detailLevel: 'Low' }))).improvedPrompt;
    const high = (await optimize(text, page({ detailLevel: 'High' }))).improvedPrompt;
    expect(high.length).toBeGreaterThan(low.length * 1.5);
    expect(high).toContain('Steps:\n1. ');
    expect(high).toContain('Before answering, check that:');
    expect(low).not.toContain('Steps:');
    expect(low).not.toContain('Constraints:');
  });

  it('explains each change on its own line', async () => {
    const { explanation } = await optimize('dame ideas para un post de instagram sobre mi cafetería');
    const lines = explanation.split('\n');
    expect(lines.every((line) => line.startsWith('- '))).toBe(true);
    for (const start of ['- Rol: añadí', '- Cantidad:', '- Tarea: la concreté', '- Contexto:', '- Tono:', '- Formato:', '- Extensión:', '- Restricciones:']) {
      expect(lines.filter((line) => line.startsWith(start))).toHaveLength(1);
    }
    // What the user already gave is kept, not added again.
    const { explanation: detailedExplanation } = await optimize(detailed.es);
    expect(detailedExplanation).not.toContain('Rol: añadí');
    expect(detailedExplanation).not.toContain('Tono:');
    expect(detailedExplanation).toContain('Tu prompt ya era bueno');
  });

  it('adds nothing twice when an optimized prompt is optimized again', async () => {
    for (const text of [rough.es[0], rough.en[0]]) {
      for (const options of [page({ detailLevel: 'High' }), { kind: 'dialog', platform: 'TikTok', tone: 'Casual' } as const]) {
        const once = (await optimize(text, options)).improvedPrompt;
        const twice = (await optimize(once, options)).improvedPrompt;
        const lines = twice.split('\n').filter((line) => line.trim() !== '');
        expect(new Set(lines).size, twice).toBe(lines.length);
        expect(twice.length).toBeLessThan(once.length * 1.1);
        expect(await score(twice)).toBeGreaterThanOrEqual(await score(once));
      }
    }
  });

  it('gives the same output for the same input', async () => {
    for (const text of [...rough.es, ...rough.en, detailed.es]) {
      expect(await optimize(text)).toEqual(await optimize(text));
      expect(await engine.analyze({ content: text, readerLanguage: 'en' })).toEqual(await engine.analyze({ content: text, readerLanguage: 'en' }));
    }
  });
});

describe('analyze', () => {
  it.each(['es', 'en'] as const)('scores an optimized prompt higher than its original (%s)', async (language) => {
    for (const text of [...rough[language], ...partial[language]]) {
      for (const options of [page({ detailLevel: 'Low' }), page(), page({ detailLevel: 'High', audience: 'Students' }), { kind: 'dialog', platform: 'LinkedIn', tone: 'Casual' } as const]) {
        const { improvedPrompt } = await optimize(text, options);
        expect(await score(improvedPrompt), `${text} (${JSON.stringify(options)})`).toBeGreaterThan(await score(text));
      }
    }
    // A prompt that already has everything loses at most what the rewrite leaves for the user to fill in
    // (the analysis is independent of the optimizer and charges each unfilled [gap]).
    const { improvedPrompt } = await optimize(detailed[language]);
    const gaps = improvedPrompt.match(/\[[^\]]+\]/g)?.length ?? 0;
    expect(await score(improvedPrompt)).toBeGreaterThanOrEqual((await score(detailed[language])) - placeholderPenalty * gaps);
  });

  it.each(['es', 'en'] as const)('scores a vague one-liner lower than a detailed, well-structured prompt (%s)', async (language) => {
    for (const text of rough[language]) {
      expect(await score(text)).toBeLessThan(4);
    }
    expect(await score(detailed[language])).toBeGreaterThanOrEqual(8);
  });

  it('gives a score from 0 to 10 with one decimal, and strengths, weaknesses and suggestions that quote the prompt', async () => {
    const analysis = await engine.analyze({ content: 'dame ideas para un post de instagram', readerLanguage: 'es' });
    expect(analysis.engine).toBe('local');
    expect(Number.isInteger(analysis.score * 10)).toBe(true);
    expect(analysis.explanation).toMatch(/^\d,\d\/10 \(Necesita Mejoras\)/);
    expect(analysis.strengths).toEqual(['Pide un resultado concreto: “dame ideas para un post de instagram”.', 'Da datos concretos: “instagram”.']);
    expect(analysis.weaknesses).toContain('No indica el tono.');
    expect(analysis.suggestions.some((suggestion) => suggestion.includes('“dame ideas para un post de instagram”'))).toBe(true);
    expect((await engine.analyze({ content: '', readerLanguage: 'en' })).score).toBe(0);
  });
});
