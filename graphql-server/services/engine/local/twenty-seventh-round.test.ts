import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { identifyLanguage } from './language.ts';
import { improve } from './test-engine.ts';

// Known defects seen by earlier rounds' readers (issue 19, twenty-seventh round): a Spanish request full of English loanwords
// read as another language, and a change of register whose text follows a colon read as part of the request; each class in
// Spanish and English.

describe('a short request full of borrowed words stays in the language its joining words are in', () => {
  it.each([
    'rutina de skincare para piel grasa',
    'email de marketing para mi startup',
    'tips de marketing para mi startup',
    'hazme un briefing de branding para mi startup',
    'best skincare de la farmacia',
  ])('"%s" is Spanish, and the answer is written in Spanish', async (request) => {
    expect(identifyLanguage(request).written).toBe('es');
    expect(await improve(request)).not.toMatch(/Responde en|Respond in|\bTask:/);
  });

  it.each(['workout plan for my mom', 'brunch menu with huevos rancheros for the weekend', 'merch ideas for my taco truck'])('"%s" stays English', (request) => {
    expect(identifyLanguage(request).written).toBe('en');
  });

  it('Portuguese and Italian requests that share a few words with Spanish stay in their language', () => {
    expect(identifyLanguage('uma receita de bolo de cenoura para o jantar').code).toBe('pt');
    expect(identifyLanguage('escreva um email para meu chefe').code).toBe('pt');
    expect(identifyLanguage('un email per il mio capo').code).toBe('it');
  });
});

describe('the text after a change of register and a colon is the text to rewrite, even when it reads as a request', () => {
  it.each([
    ['translate to more formal english: hey can u send me the file', 'en', 'hey can u send me the file'],
    ['rewrite in a more professional tone: can u send me the report asap', 'en', 'can u send me the report asap'],
    ['pásalo a un español más formal: oye me puedes mandar el archivo', 'es', 'oye me puedes mandar el archivo'],
    ['pásalo a un español más formal: oye mándame el archivo', 'es', 'oye mándame el archivo'],
  ] as const)('"%s" rewrites the given message', async (request, language, message) => {
    const prompt = await improve(request, language);
    expect(prompt).toContain(`"""\n${message}\n"""`);
    expect(prompt).not.toMatch(/Give a complete answer|Da una respuesta completa|\[paste|\[pega|researcher|investigador/);
  });
});

describe('a web page, site, form or app that does not work is troubleshooting, not an explanation', () => {
  it.each([
    ['por qué mi página no carga el css', 'es'],
    ['mi web no carga las imágenes en el celular', 'es'],
    ['el formulario de contacto de mi sitio no envía los correos', 'es'],
    ['why is my page not loading the css', 'en'],
    ['my website won\'t load on mobile', 'en'],
    ['the contact form on my site doesn\'t submit', 'en'],
  ] as const)('"%s" gets the most likely causes and how to check each', async (request, language) => {
    expect(await improve(request, language)).toMatch(/diagnostica y resuelve errores|diagnoses and fixes errors/);
  });

  it('an app with no users is still a decision, not a fault to fix', async () => {
    expect(await improve('mi app no tiene usuarios, qué hago')).not.toMatch(/diagnostica y resuelve errores/);
  });
});

describe('a question asking which options, settings or techniques suit a situation gets a recommended list with why each fits', () => {
  it.each([
    ['qué plantas de interior aguantan poca luz', 'es'],
    ['qué ajustes uso en mi cámara para fotos nocturnas', 'es'],
    ['que ejercicios me sirven para estirar si trabajo sentado', 'es'],
    ['cuales son las mejores apps para aprender ingles gratis', 'es'],
    ['what are some good study techniques for adhd', 'en'],
    ['what settings should i use on my camera for night photos', 'en'],
    ['which plants are good for a north facing balcony', 'en'],
    ['what are the best tools for a small team to track tasks', 'en'],
  ] as const)('"%s" gets the options, best first, with no questions first', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Recomienda las opciones que encajan|Recommend the options that fit/);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer|before answering, ask me|antes de responder, hazme/);
  });

  it('a question about books is still a curator\'s recommendations, and one about exercises for a pain still a health question', async () => {
    expect(await improve('qué libros me recomiendas de ciencia ficción')).toMatch(/curador/);
    expect(await improve('cuáles son los mejores ejercicios para el dolor de espalda')).toMatch(/médico/);
    expect(await improve('what are some healthy snacks for work', 'en')).toMatch(/a home cook/);
  });
});

describe('what pasted material names is its content, not more material to paste; and it names no deliverable', () => {
  it.each([
    ["action items from this call transcript: Ana: I'll send the deck by Friday. Tom: I'll book the venue. Ana: we still need a budget owner.", 'en'],
    ["list the tasks from this meeting: Sam: I'll update the roadmap doc. Priya: I'll send the invoice to the client.", 'en'],
    ["what are the next steps from this call: Joe: i'll share the slides tomorrow. Kim: i'll email the proposal", 'en'],
    ['sacame las tareas de esta transcripción: Ana: mando la presentación el viernes. Tomás: reservo la sala. Ana: falta quien lleve el presupuesto', 'es'],
    ['pendientes de esta reunión: Luis: yo te paso el contrato el lunes. Carla: reviso el informe de ventas', 'es'],
  ] as const)('"%s" gets the action items, with no slot for what the speakers mention', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/coordinador de proyectos|project coordinator/);
    expect(prompt).not.toMatch(/\[paste|\[pega|presentaciones claras|memorable presentations/);
  });

  it('the user\'s own thing named after the pasted error still gets its slot', async () => {
    expect(await improve("tengo este error en python: TypeError: 'NoneType' object is not subscriptable en la linea 12 de mi script, que hago")).toMatch(/\[pega aquí el script\]/);
  });
});

describe('asking the AI to be the game master runs the game in the chat, turn by turn; writing an adventure stays an adventure', () => {
  it.each([
    ['be the dungeon master for a D&D one-shot, we are 3 players', 'en'],
    ['can you be our DM for a short horror campaign? 4 players, level 3', 'en'],
    ['run a pathfinder one-shot for me and my friends', 'en'],
    ['sé el máster de una partida de D&D, somos 3 jugadores', 'es'],
    ['dirígenos una partida de rol de terror, somos 4', 'es'],
  ] as const)('"%s" is a standing role that waits for the players', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/wait for my answer|espera mi respuesta/);
    expect(prompt).not.toMatch(/writes adventures ready to run|escribe aventuras listas para jugar/);
  });

  it.each([
    ['write a D&D one-shot for 3 players', 'en'],
    ['escribe una aventura de D&D para 3 jugadores de nivel 2', 'es'],
  ] as const)('"%s" is still a written adventure', async (request, language) => {
    expect(await improve(request, language)).toMatch(/writes adventures ready to run|escribe aventuras listas para jugar/);
  });
});

describe('a composition about the writer\'s own life is described and told, not argued; one about a public issue stays an essay', () => {
  it.each([
    ['escribe una redacción sobre mi mejor amigo', 'es'],
    ['hazme una redaccion de mis vacaciones de verano para el cole, 200 palabras', 'es'],
    ['composición sobre mi mascota para mi hija de 8 años', 'es'],
    ['write an essay about my best friend', 'en'],
    ['write a short essay about my summer holidays for school', 'en'],
  ] as const)('"%s" is a descriptive and narrative composition', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Describe y cuenta, no argumentes|Describe and tell, do not argue/);
    expect(prompt).not.toMatch(/Defiende una idea central|Argue one clear central idea/);
  });

  it('the user\'s count of words is kept', async () => {
    const prompt = await improve('hazme una redaccion de mis vacaciones de verano para el cole, 200 palabras');
    expect(prompt).toContain('200 palabras');
    expect(prompt).not.toMatch(/entre 250 y 400/);
  });

  it.each([
    ['escribe una redacción sobre el cambio climático', 'es'],
    ['write an essay on climate change', 'en'],
    ["essay about my city's housing crisis", 'en'],
  ] as const)('"%s" is still an argued essay', async (request, language) => {
    expect(await improve(request, language)).toMatch(/Defiende una idea central|Argue one clear central idea/);
  });
});

describe('a code request states the output format even when it names a table or a list the code handles', () => {
  it.each([
    ['sql query to get duplicate emails from users table', 'en', { taskType: 'Coding' }],
    ['write a query that joins the orders table and the customers table', 'en', { taskType: 'Coding' }],
    ['write a python function that returns a list of prime numbers', 'en', {}],
    ['consulta sql para sacar los emails duplicados de la tabla usuarios', 'es', { taskType: 'Coding' }],
    ['función en javascript que devuelva una lista de números primos', 'es', {}],
  ] as const)('"%s" gets the code block, then a short explanation', async (request, language, options) => {
    expect(await improve(request, language, options as Partial<OptimizeOptions>)).toMatch(/Format: one complete, commented code block|Formato: un bloque de código completo/);
  });
});

describe('a translation into a named register applies it, instead of keeping the original\'s register', () => {
  it.each([
    ['traduce al inglés formal: oye me mandas el archivo porfa', 'es'],
    ['traduce esto al inglés en tono formal: oye me mandas el archivo porfa', 'es'],
    ['translate to formal spanish: hey can you send me the file', 'en'],
  ] as const)('"%s" makes the change asked', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/aplica el cambio que pido|make the change I ask for/);
    expect(prompt).not.toMatch(/el registro \(formal o informal\)|the register \(formal or informal\)|Return only the translation ,/);
  });
});

describe('a database query names its language: no slot for the programming language', () => {
  it.each([
    ['query para contar pedidos por cliente en la tabla orders', 'es'],
    ['write a query to find customers with no orders', 'en'],
  ] as const)('"%s" asks for no language', async (request, language) => {
    expect(await improve(request, language, { taskType: 'Coding' })).not.toMatch(/\[lenguaje de programación|\[programming language/);
  });
});
