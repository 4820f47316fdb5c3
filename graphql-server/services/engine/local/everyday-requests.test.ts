import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// The defect classes found by reading fresh outputs as a user would (issue 19, third round), each
// checked in Spanish and English with requests in the shapes people type.
const engine = createLocalEngine();
const page = (options: Partial<Extract<OptimizeOptions, { kind: 'page' }>> = {}): OptimizeOptions => ({ kind: 'page', detailLevel: 'Medium', audience: 'General', ...options });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: OptimizeOptions = page()) =>
  (await engine.optimize({ originalContent: text, options, readerLanguage })).improvedPrompt;
// A slot in the reader's language, or in the prompt's own where the engine knows it ("[colle le texte ici]", "[cole aqui o texto]").
const pasteSlot = /\[(?:pega aquí|paste the|colle le|cole aqui|incolla qui) [^\]]+\]/;

describe('a request for ideas, titles or hooks', () => {
  it('asks for a list of ideas, one line each with why it works, never the videos or posts in full (en)', async () => {
    const youtube = await improve('give me 10 youtube video ideas for a channel about budget travel', 'en');
    expect(youtube).not.toMatch(/Write each piece in full|scene-by-scene|Write the complete script/);
    expect(youtube).toContain('one idea per line');
    expect(youtube).toContain('why viewers would watch it');
    const linkedin = await improve('Write 3 LinkedIn post ideas for my accounting firm', 'en');
    expect(linkedin).not.toMatch(/Write each piece in full|a text post with a first line/);
    expect(linkedin).toContain('3 LinkedIn post ideas');
    expect(linkedin).toContain('why it would work with the audience');
  });

  it('asks for a list of ideas, one line each with why it works, never the videos or posts in full (es)', async () => {
    const hooks = await improve('dame 5 hooks para un reel sobre ahorro');
    expect(hooks).not.toMatch(/guion completo|guion por escenas/);
    expect(hooks).toContain('una lista numerada, un gancho por línea');
    const tiktok = await improve('hola! necesito 15 ideas de videos para tiktok sobre recetas faciles para estudiantes');
    expect(tiktok).toContain('Formato: una lista numerada, una idea por línea');
    expect(tiktok).toContain('15 ideas');
  });
});

describe('a list that names what it holds', () => {
  it('reads "name ideas" and "title ideas" as names and titles, not as ideas in general (en, es)', async () => {
    const names = await improve('give me name ideas for my online clothing store', 'en');
    expect(names).toContain('Act as a branding and naming expert.');
    expect(names).toContain('Offer short, memorable options');
    const titles = await improve('necesito ideas de títulos para mi canal de cocina');
    expect(titles).toContain('Actúa como un experto en branding y naming.');
  });
});

describe('what the user owns', () => {
  it('is the whole noun phrase or nothing: never "my web" from "my web design agency" (en)', async () => {
    const email = await improve('write a cold email to a dentist offering our services, for my web design agency, they own a dental clinic', 'en', page({ taskType: 'Email Writing' }));
    expect(email).not.toContain("[your web's");
    expect(email).toContain('[the name of your web design agency]');
    const titles = await improve('hey, write 5 catchy titles for my podcast episode about burnout', 'en');
    expect(titles).not.toContain('[your podcast');
  });

  it('is the whole noun phrase or nothing: "mi agencia de diseño web", not "mi agencia de diseño" (es)', async () => {
    const email = await improve('escribe un email para ofrecer los servicios de mi agencia de diseño web a una clinica dental');
    expect(email).toContain('[nombre de tu agencia de diseño web]');
    expect(email).not.toContain('[nombre de tu agencia de diseño]');
  });
});

describe("a channel's description and a reply to a complaint", () => {
  it('describes a YouTube channel with what it offers and an invitation to subscribe, no post hashtags (es, en)', async () => {
    const channel = await improve('escribe una descripcion para mi canal de youtube de cocina vegana', 'es', page({ taskType: 'Copywriting' }));
    expect(channel).toContain('una invitación a suscribirse');
    expect(channel).not.toContain('hashtags relevantes');
    expect(await improve('write a description for my youtube channel about home repairs', 'en')).toContain('an invitation to subscribe');
  });

  it('reads "un cliente que se queja" as a reply, not a formal complaint letter (es)', async () => {
    const reply = await improve('ayudame a responder a este cliente que se queja del retraso del pedido', 'es', page({ taskType: 'Email Writing' }));
    expect(reply).not.toContain('carta');
    expect(reply).toContain('correo');
  });
});

describe('requests typed in shorthand', () => {
  it('reads "3 opciones de asunto pa un mail" as subject lines and "a msg to my landlord" as a message (es, en)', async () => {
    const subjects = await improve('dame 3 opciones de asunto pa un mail pidiendo presupuesto a un fontanero', 'es', page({ taskType: 'Email Writing' }));
    expect(subjects).not.toContain('Escribe el correo completo');
    expect(subjects).toContain('Formato: una lista numerada');
    const message = await improve('pls write a msg to my landlord abt the broken heater, keep it polite', 'en');
    expect(message).toContain('Write the complete message, ready to send');
    expect(message).not.toContain('Give a complete answer I can apply directly');
  });
});

describe('a video with a stated duration', () => {
  it('keeps the platform\'s scene format: its "first 3 seconds" is a timing, not a second length (es, en)', async () => {
    const tiktok = await improve('necesito un guion para un video de 60 segundos para tiktok promocionando mi cafeteria', 'es', page({ taskType: 'Copywriting' }));
    expect(tiktok).toContain('Formato: guion de vídeo vertical');
    expect(tiktok).toContain('60 segundos');
    expect(await improve('write a 45 second tiktok script about our new smoothie', 'en')).toContain('Format: a vertical video script');
  });
});

describe('a length said in words', () => {
  it('reads "una hora como mucho" and "an hour tops" as the size: no length of ours beside it (es, en)', async () => {
    const meeting = await improve('prepara la agenda de la reunion de equipo del lunes. Una hora como mucho');
    expect(meeting).not.toMatch(/Extensión:|palabras/);
    expect(await improve('write an agenda for our quarterly planning meeting, an hour tops', 'en')).not.toMatch(/Length:|words/);
  });
});

describe('questions and practice material', () => {
  it('gives a quiz its items: the question, the options and the correct answer, with the count and level kept (es, en)', async () => {
    const test = await improve('hazme 20 preguntas tipo test sobre la revolucion francesa para 4 de la eso, con las respuestas');
    expect(test).toContain('20 preguntas tipo test');
    expect(test).toContain('4 de la eso');
    expect(test).toContain('las opciones de respuesta si es tipo test y la respuesta correcta');
    const quiz = await improve('make me a quiz of 15 multiple choice questions about the solar system for 6th graders', 'en');
    expect(quiz).toContain('15 multiple choice questions');
    expect(quiz).toContain('the answer options if it is multiple choice, and the correct answer');
  });

  it('gives flashcards a front and a back, never paragraphs, with "unas 30" kept and no count of its own (es, en)', async () => {
    const cards = await improve('crea flashcards para estudiar el sistema nervioso, unas 30');
    expect(cards).toContain('anverso — reverso');
    expect(cards).not.toMatch(/párrafos cortos|Propón \d+/);
    expect(cards).toContain('unas 30');
    const verbs = await improve('give me 20 flashcards for learning basic german verbs, front and back', 'en');
    expect(verbs).toContain('"front — back"');
    expect(verbs).not.toContain('short paragraphs');
  });

  it('gives interview questions what they reveal and a strong and a weak answer, and reads "a developer role" as no role of the prompt (es, en)', async () => {
    const frontend = await improve('give me 8 interview questions for a junior frontend developer role', 'en');
    expect(frontend).toMatch(/^Act as an experienced interviewer/);
    expect(frontend).toContain('what a strong answer and a weak answer sound like');
    const accountant = await improve('hola, me ayudas a preparar preguntas para una entrevista de trabajo de contable? unas 10');
    expect(accountant).toContain('cómo suena una respuesta fuerte y una débil');
    // A candidate preparing for their own interview gets how to answer each question (seventh round).
    expect(await improve('tengo una entrevista mañana para camarero, q preguntas me pueden hacer y como respondo')).toContain('cómo responder bien');
    expect(await improve('what questions will they ask me in a job interview for a nurse position', 'en')).toContain('how to answer well');
  });

  it('gives exercises their statements and worked solutions (es, en)', async () => {
    expect(await improve('prepara 10 ejercicios de ecuaciones de segundo grado con solucion para bachillerato')).toContain('las soluciones desarrolladas');
    expect(await improve('write 12 practice problems on fractions with answers for 5th grade', 'en')).toContain('the worked solutions');
  });
});

describe('an answer shape the user names', () => {
  it('is the deliverable: no generic summary and no guessed length beside "action items" or "una tabla" (en, es)', async () => {
    const items = await improve('summarize the meeting notes above into action items with owners and deadlines', 'en', page({ taskType: 'Summarization' }));
    expect(items).toContain('into action items with owners and deadlines');
    expect(items).not.toMatch(/Keep the main ideas|no more than 150 words|Length:/);
    expect(items).toMatch(pasteSlot);
    const table = await improve('resume las notas de la reunion en una tabla con tareas, responsables y fechas');
    expect(table).not.toMatch(/Conserva las ideas principales|150 palabras|Extensión:/);
    expect(await improve('Resume el artículo que te pego abajo en 5 viñetas')).not.toContain('Extensión:');
  });
});

describe('the rule against made-up facts about "my case"', () => {
  it('is added only where the prompt is about the user\'s own case (es, en)', async () => {
    expect(await improve('make me a quiz of 15 multiple choice questions about the solar system', 'en')).not.toContain('about my case');
    expect(await improve('explicame que es la inflacion y por que suben los precios')).not.toContain('sobre mi caso');
    expect(await improve('write an email to my landlord asking to fix the heating', 'en')).toContain('about my case');
    expect(await improve('escribe un email a mi jefe pidiendo vacaciones la primera semana de agosto')).toContain('sobre mi caso');
  });
});

describe('a simple explanation ("explain like I\'m 5")', () => {
  it('asks for plain words and an everyday analogy, with no headings and no word range (en, es)', async () => {
    const market = await improve('explain like im 5 how the stock market works', 'en');
    expect(market).toContain('everyday analogy');
    expect(market).not.toMatch(/with subheadings|between 250 and 400 words|about my case/);
    const inflation = await improve('explicame como si tuviera 5 años que es la inflacion');
    expect(inflation).toContain('analogía');
    expect(inflation).not.toMatch(/con subtítulos|entre 250 y 400 palabras/);
  });
});

describe('material referred to but not pasted', () => {
  const referred: [string, 'es' | 'en'][] = [
    ['resume el artículo que te pego abajo', 'es'],
    ['Resumi el articulo q te pego abajo en 3 puntos', 'es'],
    ['mejora mi CV, te lo paso ahora', 'es'],
    ['ahora te paso el informe, resumelo en 5 lineas', 'es'],
    ['analiza lo que te mandé', 'es'],
    ['corrige lo que te pase antes', 'es'],
    ['resume el documento adjunto', 'es'],
    ['mejora este guion para un video de 1 minuto', 'es'],
    ['con los datos de ventas haz un resumen para la junta', 'es'],
    ['a partir de las notas de la reunion escribe un acta', 'es'],
    ['responde al correo que me llegó de mi casero', 'es'],
    ['resume lo de arriba', 'es'],
    ['traducime esto al ingles', 'es'],
    ['mejora el prompt que te pase', 'es'],
    ['agrupa los comentarios de los clientes por tema', 'es'],
    ['explicame esta clausula del contrato', 'es'],
    ['Review the function below and tell me if there are any bugs.', 'en'],
    ['summarize the attached report', 'en'],
    ['turn these notes into a blog post', 'en'],
    ["refactor the code I'll send", 'en'],
    ['give me feedback on my essay draft', 'en'],
    ['put the sales figures I sent you into a table', 'en'],
    ['make a summary of what I sent you', 'en'],
    ['answer the email I got from my landlord', 'en'],
    ['using the survey results, write 3 key takeaways', 'en'],
    ['can you make this sound more professional', 'en'],
    ['rewrite it in simpler words', 'en'],
    ['critique my poem', 'en'],
    ['explain this clause', 'en'],
    ['Résume le rapport ci-joint en une page', 'es'],
    ['Pode revisar meu currículo? Vou colar aqui embaixo', 'es'],
    ['Correggi i miei appunti di biologia', 'es'],
    ['summarize the doc', 'en'],
    ['resume el chat', 'es'],
    ['mejora mis diapos', 'es'],
    ['clean up the spreadsheet', 'en'],
    ['answer the question below', 'en'],
    ['resuelve este problema', 'es'],
    ['check my answer', 'en'],
    ['adapta esta receta para 2 personas', 'es'],
    ['compare my cv with the job posting', 'en'],
    ['que significa esto', 'es'],
    ['what does this mean', 'en'],
    ['fix the grammar in my cover letter', 'en'],
    ['mejora la redaccion de mi carta de presentacion', 'es'],
  ];
  it.each(referred)('gets a clearly labelled paste slot: %s', async (text, reader) => {
    expect(await improve(text, reader)).toMatch(pasteSlot);
  });

  it('gets no slot for a work it only asks about, or for a letter it is asked to write (en)', async () => {
    expect(await improve('explain the main idea of my favourite book, 1984', 'en')).not.toMatch(pasteSlot);
    expect(await improve('write a cover letter for my application to a bakery', 'en')).not.toMatch(pasteSlot);
  });

  it('names what to paste with the right article, typed without accents too ("la conversacion") (es)', async () => {
    expect(await improve('resume la conversacion de whatsapp que te pego')).toContain('[pega aquí la conversacion]');
    expect(await improve('resume lo de arriba')).toContain('[pega aquí el texto]');
  });

  it('keeps a good prompt as written and only adds the slot (en)', async () => {
    const good = 'You are a senior Python reviewer. Review the function below for bugs. List each issue with the line and a fix. Do not rewrite the whole function.';
    const result = await improve(good, 'en');
    expect(result.startsWith(good)).toBe(true);
    expect(result).toContain('[paste the function here]');
  });

  it('gets no slot for "my question is…" or "mi problema es que…": a question or a problem is material only when pointed at (es, en)', async () => {
    expect(await improve('mi problema es que no tengo tiempo, dame un plan de estudio')).not.toMatch(pasteSlot);
    expect(await improve('my question is how to start running at 40', 'en')).not.toMatch(pasteSlot);
  });

  it('gets no slot when the material is there, however short (es, en)', async () => {
    expect(await improve('Translate this email to Spanish\n\nHi Juan, just confirming our meeting on Tuesday at 10.', 'en')).not.toMatch(pasteSlot);
    expect(await improve('Corrige este texto: ayer fui al cine con mis amigo y nos gusto mucho la peli')).not.toMatch(pasteSlot);
    expect(await improve('Review the function below for bugs.\n\ndef avg(xs):\n    return sum(xs)/len(xs)', 'en')).not.toMatch(pasteSlot);
  });
});
