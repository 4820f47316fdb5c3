import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with a generic or contradictory template (issue 19, eighteenth round), found by
// reading fresh requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage })).improvedPrompt;

describe('a role set up for the rest of the chat says how each turn works, how to stay in it and how to start', () => {
  it('"act as a linux terminal. i will type commands…" answers only with the output, stays in the role and starts with the prompt (en)', async () => {
    const prompt = await improve('act as a linux terminal. i will type commands and you will reply with what the terminal should show', 'en');
    expect(prompt).toMatch(/^Act as a linux terminal\. i will type commands and you will reply with what the terminal should show\./);
    expect(prompt).toMatch(/Format: each reply is only the output it would show/);
    expect(prompt).toMatch(/Stay in the role for the whole chat/);
    expect(prompt).toMatch(/Reply first with only what it shows before my first input/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly|no generic advice/);
  });

  it('"I want you to act as a job interviewer… one question at a time" keeps its rules and opens as the role would (en)', async () => {
    const prompt = await improve('I want you to act as a job interviewer for a marketing manager position. Ask me one question at a time and wait for my answer', 'en');
    expect(prompt).toMatch(/^I want you to act as a job interviewer for a marketing manager position\. Ask me one question at a time and wait for my answer\./);
    expect(prompt).toMatch(/Reply first with your opening turn, as the role would open the conversation/);
    expect(prompt).toMatch(/Do not write my side of the conversation/);
  });

  it('"quiero que actúes como mi profesor de inglés y me corrijas los errores" corrects each mistake turn by turn, with no generic line (es)', async () => {
    const prompt = await improve('quiero que actúes como mi profesor de inglés y me corrijas los errores');
    expect(prompt).toMatch(/^Quiero que actúes como mi profesor de inglés y me corrijas los errores\./);
    expect(prompt).toMatch(/Cuando cometa un error, cítalo, da la forma correcta/);
    expect(prompt).toMatch(/Mantén el papel durante toda la conversación/);
    expect(prompt).toMatch(/preguntándome qué quiero practicar/);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable/);
  });

  it('"actúa como una terminal de linux…" answers only with the output; a role followed by a task of its own is that task (es)', async () => {
    const terminal = await improve('actúa como una terminal de linux, yo te escribiré comandos y tú respondes con lo que mostraría');
    expect(terminal).toMatch(/cada respuesta es solo lo que mostraría/);
    const oneOff = await improve('Actúa como un profesor de matemáticas paciente. Explícale a mi hijo de 9 años qué son las fracciones usando ejemplos con pizza, en 5 pasos cortos.');
    expect(oneOff).not.toMatch(/Mantén el papel durante toda la conversación/);
  });
});

describe('a product description follows the chosen channel, and the features given are its facts', () => {
  it('"write a product description…" under Copywriting and Social Media is a social post selling it, with no "you chose social media" (en)', async () => {
    const result = await engine.optimize({
      originalContent: 'write a product description for handmade soy candles, lavender scent, 200g',
      options: { ...page, taskType: 'Copywriting', channel: 'Social Media' } as OptimizeOptions,
      readerLanguage: 'en',
    });
    expect(result.improvedPrompt).toMatch(/social media/);
    expect(result.improvedPrompt).toMatch(/Format: a post/);
    expect(result.improvedPrompt).not.toMatch(/marketplace listing|ready to paste into the store/);
    expect(result.explanation).not.toMatch(/you chose "social media"/);
  });

  it('"an Etsy listing" and "una ficha de producto" stay listings under Social Media (en, es)', async () => {
    expect(await improve('write an etsy listing for handmade soy candles, lavender scent', 'en', { channel: 'Social Media' })).toMatch(/marketplace listing specialist/);
    expect(await improve('escribe la ficha de producto de unas velas de soja artesanales', 'es', { channel: 'Social Media' })).toMatch(/especialista en publicaciones de marketplaces/);
  });

  it('"crea una descripción para mi producto: zapatillas…" asks for no strong point: the features given are the product\'s facts (es)', async () => {
    const prompt = await improve('crea una descripción para mi producto: zapatillas de running ligeras, talla 36-45, color negro', 'es', { taskType: 'Copywriting' });
    expect(prompt).not.toMatch(/\[lo que hace especial a tu producto\]/);
    expect(prompt).toMatch(/zapatillas de running ligeras, talla 36-45, color negro/);
  });

  it('"a description for my product: …" with its features asks for no strong point either (en)', async () => {
    const prompt = await improve('write a description for my product: running shoes, lightweight, sizes 36-45, black', 'en', { taskType: 'Copywriting' });
    expect(prompt).not.toMatch(/\[what makes your product special\]/);
  });
});

describe('keyword research and a market analysis about a named business need no data pasted', () => {
  it('"Actúa como un experto en SEO. Analiza las palabras clave para una tienda online…" gets no data slot (es)', async () => {
    const prompt = await improve('Actúa como un experto en SEO. Analiza las palabras clave para una tienda online de café de especialidad en España y entrega una tabla con palabra clave, intención de búsqueda y dificultad estimada.');
    expect(prompt).not.toMatch(/pega aquí los datos/);
    expect(prompt).toMatch(/^Actúa como un experto en SEO\./);
  });

  it('"analyze the competitors of a vegan bakery in Austin" gets no data slot; "analyze our sales data" keeps it (en)', async () => {
    expect(await improve('analyze the competitors of a vegan bakery in Austin and tell me how to stand out', 'en')).not.toMatch(/\[paste the data/);
    expect(await improve('analyze our sales data from last quarter and tell me what to change', 'en')).toMatch(/\[paste the data/);
  });
});

describe('names for fictional things are worldbuilding names', () => {
  it('"what are some good names for a fantasy kingdom" gets a worldbuilder, sound and meaning fitting the world, no branding (en)', async () => {
    const result = await engine.optimize({ originalContent: 'what are some good names for a fantasy kingdom', options: page, readerLanguage: 'en' });
    expect(result.improvedPrompt).toMatch(/builds believable worlds/);
    expect(result.improvedPrompt).toMatch(/no brands, slogans or marketing/);
    expect(result.improvedPrompt).not.toMatch(/branding and naming expert/);
    expect(result.suggestions.join(' ')).not.toMatch(/more sales/);
  });

  it('"dame nombres para un planeta de mi novela" gets a worldbuilder; a shop\'s names keep the branding expert (es)', async () => {
    const planet = await improve('dame nombres para un planeta de mi novela de ciencia ficción');
    expect(planet).toMatch(/construye mundos creíbles/);
    expect(planet).toMatch(/su significado u origen en ese mundo/);
    expect(await improve('ideas de nombres para mi tienda de ropa')).toMatch(/experto en branding y naming/);
  });
});

describe("a giveaway's legal terms are the organiser's rules", () => {
  it('"redacta las bases legales de un sorteo en instagram…" covers organiser, dates, who may enter, prize, winner, data and the platform\'s disclaimer (es)', async () => {
    const prompt = await improve('redacta las bases legales de un sorteo en instagram para mi tienda de cosmética');
    expect(prompt).toMatch(/bases legales de sorteos/);
    expect(prompt).toMatch(/organizador .*quién puede participar.*premio.*cómo se elige al ganador.*protección de datos.*exención de la plataforma/);
    expect(prompt).not.toMatch(/redactor técnico|con experiencia en Instagram/);
  });

  it('"write the official rules for an instagram giveaway" gets the same sections (en)', async () => {
    const prompt = await improve('write the official rules for an instagram giveaway for my bakery', 'en');
    expect(prompt).toMatch(/organiser .*who may enter.*the prize.*how the winner is chosen.*data protection.*disclaimer/);
    expect(prompt).not.toMatch(/technical writer/);
  });
});

describe('a field of experience goes right after the role\'s noun, not after its clause', () => {
  it('"un docente con experiencia en educación que planifica…" (es) and "a technical writer with experience in law who writes…" (en)', async () => {
    expect(await improve('haz un plan de clase sobre el ciclo del agua', 'es', { sector: 'Education' })).toMatch(/^Actúa como un docente con experiencia en educación que planifica/);
    expect(await improve('write a late payment clause for my freelance contract', 'en', { sector: 'Legal' })).toMatch(/^Act as .* with experience in law who writes/);
  });
});

describe('a recipe keeps its shape when it names its ingredients', () => {
  it('"give me a recipe with chicken, rice and broccoli, i have 30 minutes" gets ingredients with quantities and numbered steps (en)', async () => {
    const prompt = await improve('give me a recipe with chicken, rice and broccoli, i have 30 minutes', 'en');
    expect(prompt).toMatch(/Format: .*ingredients with quantities; numbered steps/);
    expect(prompt).toMatch(/i have 30 minutes/);
  });

  it('"receta con pollo, arroz y brócoli, tengo 30 minutos" gets the same shape (es)', async () => {
    expect(await improve('receta con pollo, arroz y brócoli, tengo 30 minutos')).toMatch(/Formato: .*ingredientes con cantidades; pasos numerados/);
  });
});

describe("history questions get a historian's causes or consequences", () => {
  it('"explain the causes of world war 1 in 200 words" gets the historian, long-term causes and the trigger, the 200 words kept (en)', async () => {
    const prompt = await improve('explain the causes of world war 1 in 200 words', 'en');
    expect(prompt).toMatch(/Act as a historian/);
    expect(prompt).toMatch(/long-term causes and the immediate trigger/);
    expect(prompt).toMatch(/in 200 words/);
    expect(prompt).not.toMatch(/science communicator|everyday example|Length:/);
  });

  it('"causas de la revolución francesa" are causes and "consecuencias de la segunda guerra mundial" consequences (es)', async () => {
    const causes = await improve('cuáles fueron las causas de la revolución francesa');
    expect(causes).toMatch(/Actúa como un historiador/);
    expect(causes).toMatch(/causas de fondo y el detonante inmediato/);
    const consequences = await improve('consecuencias de la segunda guerra mundial para un trabajo del colegio');
    expect(consequences).toMatch(/consecuencias a corto y a largo plazo/);
    expect(consequences).not.toMatch(/divulgador/);
  });

  it('"what are the causes of inflation" is not history (en)', async () => {
    expect(await improve('what are the causes of inflation', 'en')).not.toMatch(/historian/);
  });
});

describe('a reply to a review the user calls negative or positive follows that case, and what the review says is its gist', () => {
  it('"help me respond to a negative review on google, customer said our food was cold" plans only the negative reply, the slot optional (en)', async () => {
    const prompt = await improve('help me respond to a negative review on google, customer said our food was cold', 'en');
    expect(prompt).toMatch(/apologise without excuses/);
    expect(prompt).not.toMatch(/For a positive one|for a negative one/);
    expect(prompt).toMatch(/\[paste it here if you have it; if not, go by what I say it says\]/);
  });

  it('"respuesta para una reseña de 5 estrellas" plans only the thank-you; "una reseña negativa…, el cliente dice que…" only the negative one (es)', async () => {
    const positive = await improve('respuesta para una reseña de 5 estrellas de mi peluquería');
    expect(positive).toMatch(/un agradecimiento cálido/);
    expect(positive).not.toMatch(/discúlpate|si es negativa/);
    const negative = await improve('ayúdame a responder una reseña negativa en google, el cliente dice que tardamos mucho en atenderle');
    expect(negative).not.toMatch(/Si es positiva|si es negativa/);
    expect(negative).toMatch(/\[pégala aquí si la tienes/);
  });
});

describe('smaller: a tone is no format, and a known summary picks its case', () => {
  it('"rewrite this to sound more professional: …" is a revision, with no "Format: sound more professional" (en)', async () => {
    const prompt = await improve('rewrite this to sound more professional: hey guys, the meeting is moved to 3pm, dont be late', 'en');
    expect(prompt).not.toMatch(/Format: sound more professional/);
    expect(prompt).toMatch(/hey guys, the meeting is moved to 3pm, dont be late/);
  });

  it('"pasa esto a un tono más formal: …" is a revision of the text given (es)', async () => {
    const prompt = await improve('pasa esto a un tono más formal: chicos, la reunión se mueve a las 3, no lleguen tarde');
    expect(prompt).toMatch(/Aplica solo los cambios que pido/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });

  it('"resume en 5 puntos la revolución francesa" gets a historical event\'s points, with no novel case and no 5 exam questions (es)', async () => {
    const prompt = await (async () => (await engine.optimize({ originalContent: 'resume en 5 puntos la revolución francesa', options: { ...page, taskType: 'Summarization' } as OptimizeOptions, readerLanguage: 'es' })).improvedPrompt)();
    expect(prompt).toMatch(/el contexto, las causas, los hechos clave con sus fechas y las consecuencias/);
    expect(prompt).not.toMatch(/en una novela|5 preguntas probables/);
  });

  it('"summarize the movie inception" gets a story\'s points only (en)', async () => {
    const prompt = await improve('summarize the movie inception', 'en');
    expect(prompt).toMatch(/the plot by parts, the main characters/);
    expect(prompt).not.toMatch(/for a historical event|for a non-fiction book/);
  });
});

describe('found in our own fresh prompts', () => {
  it('"sé mi compañero de conversación en francés…" and "let\'s play a text adventure game, you are the narrator" are roles kept for the chat (es, en)', async () => {
    expect(await improve('sé mi compañero de conversación en francés, háblame solo en francés')).toMatch(/Mantén el papel durante toda la conversación/);
    const game = await improve("let's play a text adventure game, you are the narrator", 'en');
    expect(game).toMatch(/Stay in the role for the whole chat/);
    expect(game).not.toMatch(/what I need help with/);
  });

  it('"product description for my etsy shop: …" is a listing, not an About page (en)', async () => {
    const prompt = await improve('product description for my etsy shop: crochet baby blanket, 80x80cm, cotton', 'en', { taskType: 'Copywriting' });
    expect(prompt).toMatch(/marketplace listing specialist/);
    expect(prompt).not.toMatch(/About pages/);
  });

  it('"analiza a mi competencia: …" gets a market analyst working from public knowledge, no data analyst (es)', async () => {
    const prompt = await improve('analiza a mi competencia: tengo una academia de inglés en Valencia');
    expect(prompt).toMatch(/Actúa como un analista de mercado/);
    expect(prompt).toMatch(/marca cada cifra como estimación/);
    expect(prompt).not.toMatch(/respáldalas con los datos|pega aquí los datos/);
  });

  it('"give me a spell name for a fire mage" gets a worldbuilder (en); "why did the soviet union collapse" a historian (en)', async () => {
    expect(await improve('give me a spell name for a fire mage', 'en')).toMatch(/builds believable worlds/);
    expect(await improve('why did the soviet union collapse, explain for a 15 year old', 'en')).toMatch(/Act as a historian/);
  });

  it('"resume la película titanic en 3 párrafos" gets its points in prose, not bullets (es)', async () => {
    const prompt = await improve('resume la película titanic en 3 párrafos');
    expect(prompt).toMatch(/en prosa, los puntos clave: el argumento por partes/);
    expect(prompt).not.toMatch(/viñetas/);
  });
});

describe('found in our second reading', () => {
  it('"simulate an angry customer so i can practice customer service" is a role kept for the chat (en); "qué nombre le pongo a mi dragón en mi novela" a worldbuilder\'s names (es)', async () => {
    expect(await improve('simulate a customer who is angry about a late delivery so i can practice customer service', 'en')).toMatch(/Stay in the role for the whole chat/);
    expect(await improve('qué nombre le pongo a mi dragón en mi novela')).toMatch(/construye mundos creíbles/);
    expect(await improve('name ideas for a pirate ship in my story', 'en')).toMatch(/builds believable worlds/);
  });

  it('"responde a este comentario negativo en mi instagram: \'el pedido llegó roto\'" is a public reply to the comment given, not a post (es)', async () => {
    const prompt = await improve("responde a este comentario negativo en mi instagram: 'el pedido llegó roto'");
    expect(prompt).toMatch(/Escribe la respuesta pública/);
    expect(prompt).toMatch(/el pedido llegó roto/);
    expect(prompt).not.toMatch(/hashtags/);
  });

  it('"actúa como un chef y dame una receta vegana" names no extra part beside the recipe (es); "tell me a joke" none beside the jokes (en)', async () => {
    expect(await improve('actúa como un chef y dame una receta vegana para 2 personas')).not.toMatch(/además, una receta vegana/);
    expect(await improve('act as a stand-up comedian and tell me a joke about programmers', 'en')).not.toMatch(/then a joke about programmers/);
  });

  it('the rules of a school drawing contest are not tied to a social network (es)', async () => {
    const prompt = await improve('necesito las bases de un concurso de dibujo para el colegio');
    expect(prompt).not.toMatch(/en redes sociales\./);
    expect(prompt).toMatch(/si se hace en una red social/);
  });
});

describe('a short text after "esto:" / "this:" is the text to revise', () => {
  it('"reescribe esto para que suene más amable: no se aceptan devoluciones" quotes it, with no paste slot (es)', async () => {
    const prompt = await improve('reescribe esto para que suene más amable: no se aceptan devoluciones');
    expect(prompt).toMatch(/Texto de partida:\n"""\nno se aceptan devoluciones\n"""/);
    expect(prompt).not.toMatch(/\[pega aquí el texto\]/);
  });

  it('"rewrite this to sound nicer: no refunds" quotes it, with no paste slot (en)', async () => {
    const prompt = await improve('rewrite this to sound nicer: no refunds', 'en');
    expect(prompt).toMatch(/Source text:\n"""\nno refunds\n"""/);
    expect(prompt).not.toMatch(/\[paste the text here\]/);
  });
});

describe('found in our third reading', () => {
  it('"write a product description for my candles" in the Instagram Reels dialog is a Reel selling them, no listing and no channel description (en)', async () => {
    const { improvedPrompt } = await engine.optimize({ originalContent: 'write a product description for my candles', options: { kind: 'dialog', platform: 'Instagram Reels', tone: 'Casual' }, readerLanguage: 'en' });
    expect(improvedPrompt).toMatch(/Reel script/);
    expect(improvedPrompt).not.toMatch(/marketplace listing|what the channel offers/);
  });

  it('"you are my assistant. from now on answer in spanish only" is a standing instruction, not a role-play (en)', async () => {
    expect(await improve('you are my assistant. from now on answer in spanish only', 'en')).not.toMatch(/opening turn|Stay in the role/);
  });
});
