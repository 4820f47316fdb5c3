import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with a wrong template (issue 19, thirteenth round), found by
// reading fresh requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await engine.optimize({ originalContent: text, options: page, readerLanguage })).improvedPrompt;

describe('titles for a text are an editor\'s, not brand names', () => {
  it('"dame un titulo para mi ensayo sobre la inmigracion" asks for titles that say what the essay argues, in its register (es)', async () => {
    const prompt = await improve('dame un titulo para mi ensayo sobre la inmigracion');
    expect(prompt).toMatch(/un editor que titula textos/);
    expect(prompt).toMatch(/qué defiende, en el registro de su género/);
    expect(prompt).not.toMatch(/branding|fáciles de pronunciar/);
  });

  it('"dame 5 titulos para el articulo de abajo" keeps the count and gets a slot for the article (es)', async () => {
    const prompt = await improve('dame 5 titulos para el articulo de abajo');
    expect(prompt).toMatch(/Dame 5 titulos/);
    expect(prompt).toMatch(/\[pega aquí el articulo\]/);
    expect(prompt).not.toMatch(/branding|10 opciones/);
  });

  it('"10 headlines for my youtube video" are titles in the genre\'s register (en)', async () => {
    const prompt = await improve('give me 10 headlines for my youtube video about budgeting', 'en');
    expect(prompt).toMatch(/an editor who titles texts/);
    expect(prompt).toMatch(/YouTube: curiosity or a benefit the video delivers/);
    expect(prompt).not.toMatch(/branding/);
  });

  it('"un titular para esta noticia: …" titles the news pasted after the colon, kept in its source block (es)', async () => {
    const prompt = await improve('necesito un titular para esta noticia: el ayuntamiento cierra la piscina municipal por obras durante todo el verano');
    expect(prompt).toMatch(/Tarea: Necesito un titular para esta noticia\./);
    expect(prompt).toMatch(/"""\nel ayuntamiento cierra la piscina municipal por obras durante todo el verano\n"""/);
  });

  it('a short text after the colon is the one to title, with no slot to paste it (en, es)', async () => {
    const english = await improve('write 3 headlines for this article: scientists find water on mars', 'en');
    expect(english).toMatch(/"""\nscientists find water on mars\n"""/);
    expect(english).not.toMatch(/\[paste/);
    expect(await improve('dame 2 titulos para este post: mis 5 trucos para ahorrar en la compra')).not.toMatch(/\[pega/);
  });

  it('names for a shop or a brand stay naming (es, en)', async () => {
    expect(await improve('dame un nombre para mi tienda de ropa')).toMatch(/branding y naming/);
    expect(await improve('names for my bakery', 'en')).toMatch(/branding and naming/);
  });
});

describe('the user\'s material against a reference is a fit/gap analysis', () => {
  it('"compara mi cv con la oferta de abajo": each requirement with its evidence or gap, a slot for the CV and one for the offer (es)', async () => {
    const prompt = await improve('compara mi cv con la oferta de abajo');
    expect(prompt).toMatch(/Toma cada requisito de la referencia/);
    expect(prompt).toMatch(/\[pega aquí el cv\]/);
    expect(prompt).toMatch(/\[pega aquí la oferta\]/);
    expect(prompt).not.toMatch(/cuál conviene/);
  });

  it('"check my essay against the rubric i\'ll paste" measures the essay, it does not revise it (en)', async () => {
    const prompt = await improve("check my essay against the rubric i'll paste", 'en');
    expect(prompt).toMatch(/say whether my material meets it, quoting the evidence, or where the gap is/);
    expect(prompt).toMatch(/\[paste the essay here\]/);
    expect(prompt).toMatch(/\[paste the rubric here\]/);
    expect(prompt).not.toMatch(/Make only the changes I ask for/);
  });

  it('"compare my resume with the job description below" has a slot for each (en)', async () => {
    const prompt = await improve('compare my resume with the job description below', 'en');
    expect(prompt).toMatch(/\[paste the resume here\]/);
    expect(prompt).toMatch(/\[paste the job description here\]/);
  });

  it('"revisa si mi contrato cumple lo que acordamos" measures the contract against what was agreed, with a slot for each (es, en)', async () => {
    const prompt = await improve('revisa si mi contrato cumple lo que acordamos con el casero');
    expect(prompt).toMatch(/\[pega aquí el contrato\]/);
    expect(prompt).toMatch(/\[pega aquí lo que acordamos\]/);
    expect(prompt).not.toMatch(/citando el fragmento exacto/);
    expect(await improve('compare my contract with what we agreed on the phone', 'en')).toMatch(/\[paste what we agreed here\]/);
  });
});

describe('a situation to review is advice, not a text to proof-read', () => {
  it('"you are a career coach. review my situation: …" keeps the role and the situation, and asks for options and a recommendation (en)', async () => {
    const prompt = await improve("you are a career coach. review my situation: i'm 32, accountant for 8 years, bored, thinking about ux design", 'en');
    expect(prompt).toMatch(/^You are a career coach\./);
    expect(prompt).toMatch(/^You are a career coach\. review my situation\.$/m);
    expect(prompt).toMatch(/^Context: i'm 32, accountant for 8 years, bored, thinking about ux design$/m);
    expect(prompt).toMatch(/the options with their pros and cons for someone like me, recommend one/);
    expect(prompt).not.toMatch(/quoting the exact passage|Source text/);
  });

  it('"eres una asesora financiera. analiza mi situacion: …" (es)', async () => {
    const prompt = await improve('eres una asesora financiera. analiza mi situacion: tengo 28 años, 10 mil de ahorros y 5 mil de deuda en la tarjeta');
    expect(prompt).toMatch(/^Eres una asesora financiera\./);
    expect(prompt).toMatch(/^Contexto: tengo 28 años, 10 mil de ahorros y 5 mil de deuda en la tarjeta$/m);
    expect(prompt).toMatch(/recomiéndame una y dime los próximos pasos/);
    expect(prompt).not.toMatch(/Saca conclusiones concretas|citando el fragmento/);
  });
});

describe('how to reply to someone who wants something: the points, then the reply, firm and friendly', () => {
  it('"how should i reply to my landlord who wants to raise the rent" (en)', async () => {
    const prompt = await improve('how should i reply to my landlord who wants to raise the rent', 'en');
    expect(prompt).toMatch(/the points my reply should make clear/);
    expect(prompt).toMatch(/a firm version and a friendly one/);
    expect(prompt).not.toMatch(/Give a complete answer/);
  });

  it('"que le respondo a mi jefe que quiere que trabaje el sabado" (es)', async () => {
    const prompt = await improve('que le respondo a mi jefe que quiere que trabaje el sabado');
    expect(prompt).toMatch(/qué puntos debe dejar claros mi respuesta/);
    expect(prompt).toMatch(/una versión firme y otra amable/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });
});

describe('replying to a text that is pasted or pointed at keeps its own shape', () => {
  it('"cómo respondo a esta reseña…" stays a public reply to the review; "how should i respond to this customer complaint email" gets no firm and friendly versions (es, en)', async () => {
    const review = await improve('como respondo a esta reseña negativa de mi restaurante');
    expect(review).toMatch(/Escribe la respuesta pública/);
    expect(review).not.toMatch(/una versión firme y otra amable/);
    expect(await improve('how should i respond to this customer complaint email', 'en')).not.toMatch(/a firm version and a friendly one/);
  });

  it('a reply to a customer\'s complaint pointed at or pasted is the customer-service reply, not a complaint letter (en, es)', async () => {
    const pointed = await improve('reply to this customer complaint email', 'en');
    expect(pointed).toMatch(/an experienced customer-service agent/);
    expect(pointed).toMatch(/\[paste the customer complaint email here\]/);
    expect(pointed).not.toMatch(/complaint letters/);
    const pasted = await improve('responde a este cliente que se queja del retraso: llevo 3 semanas esperando mi pedido y nadie me contesta');
    expect(pasted).toMatch(/Tarea: Responde a este cliente que se queja del retraso\./);
    expect(pasted).toMatch(/"""\nllevo 3 semanas esperando mi pedido y nadie me contesta\n"""/);
  });
});

describe('a role joined to a correction of pasted text keeps the role, the task, the text and the correction\'s format', () => {
  it('"actua como profesor de lengua y corrige este texto: …" (es)', async () => {
    const prompt = await improve('actua como profesor de lengua y corrige este texto: ayer fuimos a el cine y nos gusto mucho la pelicula aunque era muy larga');
    expect(prompt).toMatch(/^Actua como profesor de lengua y corrige este texto\./);
    expect(prompt).toMatch(/"""\nayer fuimos a el cine y nos gusto mucho la pelicula aunque era muy larga\n"""/);
    expect(prompt).toMatch(/el texto corregido completo; después, la lista de errores, cada uno con la forma original, la corrección y por qué/);
  });

  it('"act as an english teacher and correct this text: …" (en)', async () => {
    const prompt = await improve('act as an english teacher and correct this text: yesterday we goes to the cinema and it were great', 'en');
    expect(prompt).toMatch(/^Act as an english teacher and correct this text\./);
    expect(prompt).toMatch(/"""\nyesterday we goes to the cinema and it were great\n"""/);
    expect(prompt).toMatch(/the whole corrected text; then the list of mistakes/);
    expect(prompt).not.toMatch(/Stay in this role/);
  });
});

describe('"i got promoted" is the user\'s news, not material they received', () => {
  it('"write a linkedin post announcing i got promoted…" has no slot to paste; "the email i got" still has one (en)', async () => {
    expect(await improve('write a linkedin post announcing i got promoted to senior engineer', 'en')).not.toMatch(/\[paste/);
    expect(await improve('summarize the email i got from my boss', 'en')).toMatch(/\[paste the email here\]/);
  });
});

describe('the lead\'s fresh set 15', () => {
  it('a plan to learn a programming language is a plan, not code (en, es)', async () => {
    const english = await improve('i have 2 weeks to learn basic sql, make me a plan', 'en');
    expect(english).toContain('Make a concrete, realistic plan');
    expect(english).not.toContain('working code');
    expect(await improve('quiero aprender lo básico de python en un mes, hazme un plan')).not.toContain('código que funcione');
    expect(await improve('write a python function that reverses a string', 'en')).toContain('working code');
  });

  it('the difference between two things is explained, not compared to pick one (en, es)', async () => {
    const english = await improve('explain the difference between affect and effect with examples', 'en');
    expect(english).toContain('a trick to remember which is which');
    expect(english).not.toContain('which one suits');
    expect(await improve('explicame la diferencia entre ser y estar')).toContain('truco para recordar cuál es cuál');
  });

  it('"the best way to learn X" asks for a learning path, not a generic answer (en, es)', async () => {
    // A learning path since the nineteenth round (it was plain steps).
    expect(await improve("whats the best way to learn guitar as an adult", 'en')).toContain('learning path');
    expect(await improve('cual es la mejor forma de aprender guitarra siendo adulto')).toContain('ruta de aprendizaje');
  });

  it('a "translation" into another register of the same language is a rewrite of the text given (es, en)', async () => {
    const spanish = await improve('traduce este mensaje a un tono mas profesional: oye tio mañana no puedo ir, ya lo vemos');
    expect(spanish).not.toContain('traductor');
    expect(spanish).toContain('"""\noye tio mañana no puedo ir, ya lo vemos\n"""');
    expect(await improve('translate this into plain english: the party of the first part shall indemnify the party of the second part', 'en')).not.toContain('translator');
    expect(await improve('traduce al ingles: buenos dias')).toContain('traductor');
  });
});

describe("a book's or a song's titles", () => {
  it('are an editor\'s titles, and a shop\'s names stay naming (es, en)', async () => {
    expect(await improve('dame 10 titulos para mi novela de misterio')).toContain('un editor que titula textos');
    expect(await improve('give me 5 titles for my fantasy novel', 'en')).toContain('an editor who titles texts');
    expect(await improve('nombres para mi libreria')).not.toContain('un editor que titula textos');
  });
});
