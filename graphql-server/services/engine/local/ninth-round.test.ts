import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';
import { meantWord, oneEditApart, tolerantReading } from './reading.ts';

// The defect classes found by reading fresh outputs as a user would (issue 19, ninth round): the
// request read through typos and chat spellings, the user's own material revised (never written
// anew), paste slots named after the material, and owner details only where the reader needs them.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es') => engine.optimize({ originalContent: text, options: page, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await optimize(text, readerLanguage)).improvedPrompt;

describe('the tolerant reading of a request', () => {
  it('reads one insertion, deletion, substitution or swap apart, and nothing further', () => {
    expect(oneEditApart('leter', 'letter')).toBe(true);
    expect(oneEditApart('corro', 'correo')).toBe(true);
    expect(oneEditApart('rewite', 'rewrite')).toBe(true);
    expect(oneEditApart('emial', 'email')).toBe(true);
    expect(oneEditApart('summry', 'summary')).toBe(true);
    expect(oneEditApart('later', 'letter')).toBe(false);
    expect(oneEditApart('letter', 'letter')).toBe(false);
  });

  it('reads chat spellings, one-edit typos and Spanish s/z/c, h and ll/y spellings as the word meant (es)', () => {
    expect(meantWord('q', 'es')).toBe('que');
    expect(meantWord('pa', 'es')).toBe('para');
    expect(meantWord('xq', 'es')).toBe('porque');
    expect(meantWord('escrbe', 'es')).toBe('escribe');
    expect(meantWord('corro', 'es')).toBe('correo');
    expect(meantWord('aser', 'es')).toBe('hacer');
    expect(meantWord('rezumen', 'es')).toBe('resumen');
    expect(meantWord('hortografia', 'es')).toBe('ortografia');
    expect(meantWord('nesesito', 'es')).toBe('necesito');
    expect(meantWord('ensallo', 'es')).toBe('ensayo');
  });

  it('reads chat spellings and one-edit typos as the word meant (en)', () => {
    expect(meantWord('u', 'en')).toBe('you');
    expect(meantWord('ur', 'en')).toBe('your');
    expect(meantWord('cna', 'en')).toBe('can');
    expect(meantWord('leter', 'en')).toBe('letter');
    expect(meantWord('rewite', 'en')).toBe('rewrite');
    expect(meantWord('proofraed', 'en')).toBe('proofread');
  });

  it('reads the last two letters swapped and a misspelt plural as the word meant (en, es)', () => {
    expect(meantWord('essya', 'en')).toBe('essay');
    expect(meantWord('captoins', 'en')).toBe('captions');
    expect(meantWord('bussiness', 'en')).toBe('business');
    expect(meantWord('cartsa', 'es')).toBe('carta');
    expect(meantWord('angel', 'en')).toBeUndefined();
  });

  it('reads real words one edit from a keyword as they are: another word, an inflection, a clitic, voseo (es)', () => {
    for (const word of ['carga', 'canta', 'revista', 'cuanto', 'recta', 'corres', 'puedas', 'mejoras', 'vocaciones', 'menaje', 'corre', 'correos', 'escribo', 'explícale', 'resumime', 'corregime', 'hacen', 'nacer']) {
      expect(meantWord(word, 'es'), word).toBeUndefined();
    }
  });

  it('reads real words one edit from a keyword as they are: another word or an inflection (en)', () => {
    for (const word of ['latter', 'litter', 'better', 'world', 'white', 'wrote', 'crate', 'cheek', 'drift', 'resort', 'repost', 'melting', 'massage', 'nodes', 'letters', 'emails', 'writes']) {
      expect(meantWord(word, 'en'), word).toBeUndefined();
    }
  });

  it('maps every corrected word back to the words the user typed', () => {
    const reading = tolerantReading('cna you sumarize the notes', 'en');
    expect(reading.text).toBe('can you summarize the notes');
    expect(reading.originalIndex('can you'.length)).toBe('cna you'.length);
    const spanish = tolerantReading('Escrbe un corro pa mi jefe', 'es');
    expect(spanish.text).toBe('Escribe un correo para mi jefe');
    expect(spanish.originalIndex('Escribe un correo para'.length)).toBe('Escrbe un corro pa'.length);
  });

  it('leaves the material pasted below the request as typed', () => {
    expect(tolerantReading('corrige esto\n\nq tal el corro', 'es').text).toBe('corrige esto\n\nq tal el corro');
  });
});

describe('a request typed with typos and chat spellings', () => {
  it('keeps its deliverable, and the user text verbatim (es)', async () => {
    const email = await improve('escrbe un corro para mi jefe pidiendo vacasiones la semana q viene');
    expect(email).toContain('Escrbe un corro para mi jefe pidiendo vacasiones la semana q viene');
    expect(email).toMatch(/Escribe el correo completo/);
    expect(email).toMatch(/asunto;/);
    expect(email).not.toMatch(/Da una respuesta completa/);
    const summary = await improve('ayudame a aser un rezumen de mi tesis pa la defensa, son 5 minutos');
    expect(summary).toMatch(/Conserva las ideas principales/);
    expect(summary).toMatch(/\[pega aquí la tesis\]/);
    expect(summary).not.toMatch(/Da una respuesta completa/);
  });

  it('keeps its deliverable, and the user text verbatim (en)', async () => {
    const summary = await improve('cna you sumarize the meeting notes i sent and pull out the deadlines', 'en');
    expect(summary).toContain('Cna you sumarize the meeting notes i sent and pull out the deadlines.');
    expect(summary).toMatch(/Keep the main ideas/);
    expect(summary).not.toMatch(/Give a complete answer/);
    const letter = await improve('pls rewrite my cover leter', 'en');
    expect(letter).toContain('Rewrite my cover leter.');
    expect(letter).toMatch(/\[paste the letter here\]/);
    expect(letter).not.toMatch(/Signature: \[your name\]|Write the complete letter/);
  });

  it('drops "ola" typed for "hola" before a request, and keeps "ola de calor" (es)', async () => {
    const result = await optimize('ola me puedes aser una presentasion sobre la revolucion francesa pa mi clase?');
    expect(result.improvedPrompt).toMatch(/^Actúa como un experto en presentaciones[^\n]*\n\nTarea: Me puedes aser una presentasion/);
    expect(result.explanation).toContain('"ola"');
    expect(await improve('Ola de calor en Sevilla: escribe un post con consejos para mayores')).toContain('Ola de calor en Sevilla');
  });

  it('drops a greeting and reads the request behind it, quoting both as typed (en)', async () => {
    const result = await optimize('plz cna you wrte an email to my landlord abt the broken heater', 'en');
    expect(result.improvedPrompt).toContain('Task: Cna you wrte an email to my landlord abt the broken heater.');
    expect(result.explanation).not.toMatch(/kept what it already gave: context/);
    expect(result.improvedPrompt).toMatch(/subject line;/);
    expect(result.explanation).toContain('"plz"');
  });
});

describe("a revision of the user's own material", () => {
  it('is proofreading with a slot for the material, not an answer of no kind (es)', async () => {
    const prompt = await improve('nesesito q me corrijas la hortografia de mi ensayo');
    expect(prompt).toMatch(/Aplica solo los cambios que pido/);
    expect(prompt).toMatch(/\[pega aquí el ensayo\]/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });

  it('keeps the genre of the material and asks for no signature (en)', async () => {
    const prompt = await improve('pls rewrite my cover leter so it sounds more professional', 'en');
    expect(prompt).toMatch(/Make only the changes I ask for/);
    expect(prompt).toMatch(/\[paste the letter here\]/);
    expect(prompt).not.toMatch(/Signature|250 and 400 words/);
  });

  it('takes the text pasted after the question as the source text (es)', async () => {
    const prompt = await improve('me ayudas a mejorar este texto?\nEl lunes pasado fuimos con mi familia a la playa y la pasamos muy bien aunque hacia mucho calor.');
    expect(prompt).toMatch(/^Tarea: Me ayudas a mejorar este texto\? Aplica solo los cambios que pido/);
    expect(prompt).toMatch(/Texto de partida:\n"""\nEl lunes pasado fuimos/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });

  it('is shorter than the original when the user asks to shorten it (en, es)', async () => {
    expect(await improve('could you shorten my speech for the wedding, its too long', 'en')).toMatch(/Length: clearly shorter than the original/);
    expect(await improve('acortame este correo porfa q es muy largo')).toMatch(/Extensión: claramente más corta que el original/);
  });
});

describe('more revisions and material, as people type them', () => {
  it('a summary "of the report i attached" has the report as its material, not a report to write (en)', async () => {
    const prompt = await improve('can u make a summary of the report i attached', 'en');
    expect(prompt).toMatch(/\[paste the report here\]/);
    expect(prompt).toMatch(/Keep the main ideas/);
    expect(prompt).not.toMatch(/executive summary|\[paste the summary here\]/);
  });

  it('"corrígeme la redacción de esta carta" revises the letter, which is the material; "carta de presentación" stays one noun (es)', async () => {
    const prompt = await improve('corrigeme la redaccion de esta carta q le voy a mandar al ayuntamiento');
    expect(prompt).toMatch(/\[pega aquí la carta\]/);
    expect(prompt).toMatch(/Aplica solo los cambios que pido/);
    expect(prompt).not.toMatch(/Escribe la carta completa|Firma:/);
    expect(await improve('dame tu opinión sincera sobre mi carta de presentación, la pego abajo')).toMatch(/\[pega aquí la carta\]/);
  });

  it('"aslo mas corto" over a pasted text shortens that text (es)', async () => {
    const prompt = await improve('aslo mas corto porfa\n\nEstimados vecinos, les escribimos para informarles que la proxima semana se realizaran trabajos de mantenimiento en el ascensor.');
    expect(prompt).toMatch(/Texto de partida:\n"""\nEstimados vecinos/);
    expect(prompt).toMatch(/Aplica solo los cambios que pido/);
  });

  it('proofreading a blog post revises it, with a slot for it (en)', async () => {
    const prompt = await improve('proofred my blog post before i publish it', 'en');
    expect(prompt).toMatch(/\[paste the blog post here\]/);
    expect(prompt).not.toMatch(/Write the complete text|between 700 and 1,000 words/);
  });

  it('a summary of a meeting only the user attended asks for their notes, not what is known of it (es, en)', async () => {
    const spanish = await improve('haceme un resumen de la reunion de ayer con los puntos q quedaron pendientes');
    expect(spanish).toMatch(/\[pega aquí las notas de la reunion\]/);
    expect(spanish).not.toMatch(/No hay texto de partida/);
    expect(await improve('summarize my call with the client and list next steps', 'en')).toMatch(/\[paste the call notes here\]/);
    expect(await improve('resume la conferencia de Yalta')).toMatch(/No hay texto de partida/);
  });

  it('quotes the request back as typed in the explanation and the suggestions, not as read (es)', async () => {
    const result = await optimize('hola necesito q me hagas un correo para pedirle a mi jefe el viernes libre');
    expect(result.suggestions.join('\n')).toContain('"necesito q me hagas');
    expect(result.explanation).toContain('"hola"');
  });
});

describe('material and deliverables read from everyday wording', () => {
  it('a video pointed at is read through its transcript: a slot for it, not a summary of what is known (es, en)', async () => {
    const spanish = await improve('resume este video de youtube q te paso');
    expect(spanish).toMatch(/\[pega aquí la transcripción del video\]/);
    expect(spanish).not.toMatch(/No hay texto de partida/);
    const english = await improve('summarize this youtube video for me', 'en');
    expect(english).toMatch(/\[paste the video transcript here\]/);
    expect(english).not.toMatch(/There is no source text/);
  });

  it('"what does this clause in my contract mean" asks for an explanation of the clause, not a contract (en)', async () => {
    const prompt = await improve('what does this clause in my contract mean', 'en');
    expect(prompt).toMatch(/\[paste the clause here\]/);
    expect(prompt).not.toMatch(/technical writer|numbered steps wherever/);
  });

  it('exercises for a child are practice material with solutions (es, en)', async () => {
    expect(await improve('dame 10 ejersisios de fracciones pa mi hijo de 10 años')).toMatch(/las soluciones desarrolladas/);
    expect(await improve('give me 10 fractions exercises for my 10 year old', 'en')).toMatch(/worked solutions/);
  });

  it('a reply to "my friends text" is a message, with a slot for the text (en)', async () => {
    const prompt = await improve("reply to my friends text, she's upset i missed her party", 'en');
    expect(prompt).toMatch(/Write the complete message/);
    expect(prompt).toMatch(/\[paste the text here\]/);
  });
});

describe('platform names, theses and reviews as people type them', () => {
  it('reads a misspelt platform as the platform (es, en)', async () => {
    expect(await improve('escribe un post pa instagarm sobre mi cafeteria')).toMatch(/con experiencia en Instagram/);
    expect(await improve('write a linkdin post about my new job', 'en')).toMatch(/with experience in LinkedIn/);
  });

  it('"mi trabajo de fin de grado" is material to summarise, not a known work (es)', async () => {
    const prompt = await improve('hazme un resumen de mi trabajo de fin de grado');
    expect(prompt).toMatch(/\[pega aquí el trabajo de fin de grado\]/);
    expect(prompt).not.toMatch(/No hay texto de partida/);
  });

  it('"necesito que revises mi discurso" is a review of it, with a slot (es)', async () => {
    const prompt = await improve('necesito q revises mi discurso de graduacion, dura 3 minutos');
    expect(prompt).toMatch(/Señala cada problema/);
    expect(prompt).toMatch(/\[pega aquí el discurso\]/);
  });

  it('"improve my website\'s homepage text" revises the text, with a slot for it (en)', async () => {
    const prompt = await improve("improve my website's homepage text", 'en');
    expect(prompt).toMatch(/Make only the changes I ask for/);
    expect(prompt).toMatch(/\[paste the text here\]/);
  });
});

describe('short typos, texts pasted after the request and "hazlo en inglés"', () => {
  it('reads "emal" as an email about the assignment, not the assignment to paste (en)', async () => {
    const prompt = await improve('i need a emal to my profesor asking for an extention on my asignment', 'en');
    expect(prompt).toMatch(/Write the complete email/);
    expect(prompt).not.toMatch(/\[paste the assignment here\]|Give a complete answer/);
  });

  it('puts a text pasted under a summary request in the source text block (en)', async () => {
    const prompt = await improve('summarise this for me pls\n\nThe city council approved a new budget on Tuesday that increases funding for public transport by 12%.', 'en');
    expect(prompt).toMatch(/^Act as an editor[^\n]*\n\nTask: Summarise this for me pls\. Keep the main ideas/);
    expect(prompt).toMatch(/Source text:\n"""\nThe city council approved/);
  });

  it('"hazlo en inglés: …" is a translation of the text after the colon (es)', async () => {
    const prompt = await improve('aslo en ingles: mañana no voy a poder ir a clase porque estoy enfermo');
    expect(prompt).toMatch(/Actúa como un traductor profesional/);
    expect(prompt).toMatch(/Texto de partida:\n"""\nmañana no voy a poder ir a clase/);
  });

  it('"quiero que me expliques" asks for an explanation (es)', async () => {
    const prompt = await improve('kiero q me expliques la fotosintesis como si tuviera 10 años');
    expect(prompt).toMatch(/palabras sencillas/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });
});

describe("feedback on the user's pitch", () => {
  it('is a review of it with a slot for it, not a pitch written anew (es)', async () => {
    const prompt = await improve('dame feedback sobre mi pitch de startup');
    expect(prompt).toMatch(/Señala cada problema/);
    expect(prompt).toMatch(/\[pega aquí el pitch\]/);
    expect(prompt).not.toMatch(/un gancho con el problema|Escríbelo para decirlo en voz alta/);
  });

  it('is a review of it with a slot for it, not a pitch written anew (en)', async () => {
    const prompt = await improve('give me feedback on my startup pitch', 'en');
    expect(prompt).toMatch(/Point out each problem/);
    expect(prompt).toMatch(/\[paste the pitch here\]/);
  });
});

describe('material referred to', () => {
  it('is named by its whole noun phrase in the slot (en)', async () => {
    expect(await improve('use the meeting notes i sent to write a follow-up email', 'en')).toMatch(/\[paste the meeting notes here\]/);
  });

  it('is the thing a part of it belongs to: "la redacción de mi informe" (es)', async () => {
    expect(await improve('mejora la redaccion de mi informe q te pase')).toMatch(/\[pega aquí el informe\]/);
  });

  it('takes the material noun after another as its head: "my presentation notes" (en)', async () => {
    expect(await improve('can you translate my presentation notes to spanish', 'en')).toMatch(/\[paste the presentation notes here\]/);
  });

  it('"this recruiter msg" gets a slot and the reply stays a message (en)', async () => {
    const prompt = await improve('can u help me answer this recruiter msg?', 'en');
    expect(prompt).toMatch(/\[paste the msg here\]/);
    expect(prompt).toMatch(/Write the complete message/);
  });

  it('keeps a part the user adds to a summary in its format (en, es)', async () => {
    expect(await improve('summarize the meeting notes i sent and pull out the deadlines', 'en')).toMatch(/Format: [^\n]*; then the deadlines\./);
    expect(await improve('resume el informe q te pase y saca los plazos')).toMatch(/Formato: [^\n]*los plazos/);
  });
});

describe('owner details', () => {
  it('asks a company the user described for its name only: no neighbourhood, no strength (es)', async () => {
    const prompt = await improve('mi empresa vende paneles solares, escribe 3 anuncios para facebook de maximo 125 caracteres');
    expect(prompt).toMatch(/Sobre mi empresa: se llama \[nombre de tu empresa\]\./);
    expect(prompt).not.toMatch(/\[ciudad o barrio\]|punto fuerte/);
  });

  it('asks a company the user described for its name only: no neighbourhood, no strength (en)', async () => {
    const prompt = await improve('write 3 facebook ads for my company, it sells handmade candles', 'en');
    expect(prompt).toMatch(/About my company: it is called \[the name of your company\]\./);
    expect(prompt).not.toMatch(/\[city or neighbourhood\]|main strength/);
  });

  it('asks a business the user says what it is ("es una peluquería") for no strength (es)', async () => {
    const prompt = await improve('mi negocio es una peluqueria en Malaga, dame 5 ideas de posts para instagram');
    expect(prompt).toMatch(/Sobre mi negocio: se llama \[nombre de tu negocio\]\./);
    expect(prompt).not.toMatch(/punto fuerte|\[ciudad o barrio\]/);
  });

  it('still asks a shop people visit for its neighbourhood, typed with or without accents (es)', async () => {
    expect(await improve('escribe un post para anunciar las ofertas de mi panaderia')).toMatch(/\[ciudad o barrio\]/);
  });

  it('asks no name and role of a teacher the email is to (en, es)', async () => {
    expect(await improve('write an email to my teacher asking for one more week for the project', 'en')).not.toMatch(/teacher's name/);
    expect(await improve('escribe un correo a mi profesora pidiendo una semana mas para el trabajo')).not.toMatch(/de tu profesora\]/);
  });
});

describe('a business named in apposition', () => {
  it('gets no slot for the name the user gave before or in brackets after "my X" (es, en)', async () => {
    expect(await improve('haz un post para instagram de Bloom & Co, mi floristeria')).not.toContain('[nombre de tu floristeria]');
    expect(await improve('write an instagram post for Sweet Crumbs, my bakery', 'en')).not.toContain('[the name of your bakery]');
    expect(await improve('write an instagram post for my bakery (Sweet Crumbs)', 'en')).not.toContain('[the name of your bakery]');
  });

  it('still asks for the name when the capital before "my X" ends another phrase (en)', async () => {
    expect(await improve('write a post for Black Friday, my shop has 20% off', 'en')).toContain('[the name of your shop]');
  });
});

describe('a message that asks its reader to review something', () => {
  it('is the message, not a review: what it asks for is its content (es, en)', async () => {
    const spanish = await improve('escribe un email a mi profe pidiendo revisar mi nota');
    expect(spanish).toContain('Escribe el correo completo');
    expect(spanish).not.toContain('revisor');
    const english = await improve('write an email to my teacher asking her to review my grade', 'en');
    expect(english).toContain('Write the complete email');
    expect(english).not.toContain('reviewer');
  });
});

describe('more material, as people type it', () => {
  it('asks for the bio to shorten, the answers to check and the text to tidy up (en, es)', async () => {
    expect(await improve('make my bio shorter', 'en')).toMatch(/\[paste[^\]]*bio/);
    expect(await improve('check my answres for the math homework', 'en')).toMatch(/\[paste[^\]]*answers/);
    expect(await improve('pasame en limpio esto')).toMatch(/\[pega aquí/);
  });

  it('reads "corta" as the word it is, not as a misspelt "carta" (es)', async () => {
    expect(meantWord('corta', 'es')).toBeUndefined();
    expect(await improve('haz mi bio mas corta')).not.toContain('carta');
  });
});
