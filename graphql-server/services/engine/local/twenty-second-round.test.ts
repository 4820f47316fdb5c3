import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Content creators' and social media requests the engine answered with another deliverable (issue 19, twenty-second
// round), from the lead's leftovers and our own fresh requests; each class in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage })).improvedPrompt;

describe('a part of a song (a chorus, a verse, a bridge) is that part alone, not a whole song or a story', () => {
  it.each([
    ['a chorus for a love song', 'en', /the part alone, its label first in square brackets/],
    ['a bridge for my song about leaving home', 'en', /the part alone/],
    ['write a verse about summer nights for my song', 'en', /the part alone/],
    ['escribeme un estribillo para una cancion de desamor', 'es', /la parte sola, con su etiqueta delante entre corchetes/],
    ['un estribillo pegadizo para una cancion de cumpleaños para mi abuela', 'es', /la parte sola/],
    ['necesito una estrofa mas para mi cancion, va de un amor de verano', 'es', /la parte sola/],
  ] as const)('"%s"', async (request, language, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Act as a songwriter|Actúa como un letrista/);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/Verse 1, Chorus, Verse 2|Verso 1, Estribillo, Verso 2|narrative|narrativo/);
  });

  it('a whole song that names its chorus is still the whole song (en, es)', async () => {
    expect(await improve('write a song about my dog with a catchy chorus', 'en')).toMatch(/Verse 1, Chorus, Verse 2/);
    expect(await improve('escribe una cancion de amor con estribillo pegadizo')).toMatch(/Verso 1, Estribillo, Verso 2/);
  });
});

describe('a "short" with no platform named is a YouTube Shorts script', () => {
  it.each([
    ['make a short on why cats purr', 'en', /Act as a video scriptwriter with experience in YouTube Shorts/, /under 60 seconds of video/],
    ['hazme un short sobre por que los gatos ronronean', 'es', /Actúa como un guionista de vídeo con experiencia en YouTube Shorts/, /menos de 60 segundos de vídeo/],
  ] as const)('"%s"', async (request, language, role, length) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(length);
    expect(prompt).not.toMatch(/Give a complete answer|subtítulos/);
  });

  it('"short on time" and "a short story" are no video (en)', async () => {
    expect(await improve('a short story about a lost cat', 'en')).not.toMatch(/YouTube Shorts/);
    expect(await improve('im short on time, give me a quick dinner recipe', 'en')).not.toMatch(/YouTube Shorts/);
  });
});

describe("a post, a notice or a newsletter the text asks for under the dialog's video platform stays that deliverable", () => {
  const reels = { kind: 'dialog', platform: 'Instagram Reels', tone: 'Casual' } as const;
  it.each([
    ['hazme un post para instagram anunciando que abrimos nueva sucursal', 'es', /una publicación del feed, no un vídeo/],
    ['aviso de que el gimnasio cierra el lunes por feriado', 'es', /un aviso para publicar, no un vídeo/],
    ['write a post announcing our new vegan menu', 'en', /a feed post, not a video/],
    ['announcement that our store hours are changing next week', 'en', /a notice to post, not a video/],
  ] as const)('"%s" under Instagram Reels is an Instagram post, and the explanation says why', async (request, language, said) => {
    const result = await engine.optimize({ originalContent: request, options: reels, readerLanguage: language });
    expect(result.improvedPrompt).toMatch(/experience in Instagram\.|experiencia en Instagram\./);
    expect(result.improvedPrompt).not.toMatch(/reel script|guion de reel|seconds of video|segundos de vídeo/);
    expect(result.explanation).toMatch(said);
  });

  it('a recipe under Instagram Reels is still a reel about it (es)', async () => {
    const result = await engine.optimize({ originalContent: 'receta de lasaña', options: reels, readerLanguage: 'es' });
    expect(result.improvedPrompt).toMatch(/guion de reel/);
  });

  it.each([
    ['newsletter announcing our spring sale', 'en', 'Facebook', /Act as a newsletter writer/, /subject line and preview text/],
    ['newsletter semanal de mi tienda de plantas', 'es', 'Instagram Reels', /Actúa como un redactor de newsletters/, /asunto y texto de vista previa/],
  ] as const)('"%s" (%s) is a newsletter for its subscribers, under any platform of the dialog', async (request, language, platform, role, format) => {
    const result = await engine.optimize({ originalContent: request, options: { kind: 'dialog', platform, tone: 'Casual' }, readerLanguage: language });
    expect(result.improvedPrompt).toMatch(role);
    expect(result.improvedPrompt).toMatch(format);
    expect(result.improvedPrompt).not.toMatch(/Facebook community|seguidores de Instagram|Signature: \[your name\]/);
    expect(result.explanation).toMatch(/"newsletter"/);
  });
});

describe("a dating app's bio is a dating profile: personality and a hook to reply to, not a listing's or a follower's bio", () => {
  it.each([
    ['bio para tinder, tengo 28, me gusta el trekking y cocinar', 'es', /Actúa como alguien que escribe perfiles de citas/, /un gancho fácil de responder/],
    ['una bio graciosa para mi perfil de hinge', 'es', /Actúa como alguien que escribe perfiles de citas/, /3 opciones de estilos distintos/],
    ['write my hinge bio, im 31, nurse, love dogs and hiking', 'en', /Act as someone who writes dating profiles/, /a hook that is easy to reply to/],
    ['a bio for my dating app profile', 'en', /Act as someone who writes dating profiles/, /3 options in different styles/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/a place to stay|un alojamiento|why follow me|por qué seguirme/);
  });

  it('"hazme una bio para tinder" under Instagram Reels is still the dating profile, and the explanation says so (es)', async () => {
    const result = await engine.optimize({ originalContent: 'hazme una bio para tinder', options: { kind: 'dialog', platform: 'Instagram Reels', tone: 'Humorous' }, readerLanguage: 'es' });
    expect(result.improvedPrompt).toMatch(/perfiles de citas/);
    expect(result.improvedPrompt).not.toMatch(/guion de reel|Instagram Reels/);
    expect(result.explanation).toMatch(/tu texto pide "bio para tinder"/);
  });

  it('a LinkedIn profile is still a professional profile (en)', async () => {
    expect(await improve('write my linkedin about section, im a data analyst', 'en')).not.toMatch(/dating/);
  });
});

describe("greetings from a business to its clients are a copywriter's short greetings, not a personal card", () => {
  it.each([
    ['frases para felicitar el año nuevo a mis clientes', 'es', /Actúa como un redactor que escribe felicitaciones cálidas y profesionales de un negocio a sus clientes/],
    ['mensaje de navidad para mis clientes de la peluqueria', 'es', /de un negocio a sus clientes/],
    ['saludo para mis clientes por el dia del padre', 'es', /de un negocio a sus clientes/],
    ['short messages to wish my clients a happy new year', 'en', /Act as a copywriter who writes warm, professional greetings from a business to its clients/],
    ['christmas card message for our customers from the dental clinic', 'en', /from a business to its clients/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(/signed with the business's name|firmada con el nombre del negocio/);
    expect(prompt).not.toMatch(/memories|recuerdos|Give a complete answer|Da una respuesta completa/);
  });

  it('a birthday card for my mum and a note to one client stay personal cards (es, en)', async () => {
    expect(await improve('tarjeta de cumpleaños para mi mama')).toMatch(/tarjetas personales/);
    expect(await improve('a thank you note to my best client for 5 years of work together', 'en')).toMatch(/personal cards and notes/);
  });
});

describe("a creator's collaboration pitch to a brand is that pitch, with the creator's own figures", () => {
  it.each([
    ['propuesta para una marca de skincare para colaborar, tengo 15k seguidores en instagram', 'es', /Actúa como un responsable de colaboraciones que presenta creadores de contenido a marcas/, /quién soy y mi audiencia/],
    ['mensaje para una marca de ropa para proponer una colaboracion, tengo un canal de youtube de moda', 'es', /presenta creadores de contenido a marcas/, /lo que gana la marca/],
    ['email to pitch a collab to a coffee brand, i have 40k on tiktok', 'en', /Act as a creator-partnerships manager who pitches creators to brands/, /what the brand gets from it/],
    ['write a dm to a brand asking for a sponsorship for my podcast', 'en', /pitches creators to brands/, /why this brand, concretely/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/rutina de mañana|tipo de piel|investor|inversores/);
  });

  it('"15k seguidores" is read as written: a follower count, not "15que" or the answer\'s size (es)', async () => {
    const result = await engine.optimize({ originalContent: 'propuesta para una marca de skincare para colaborar, tengo 15k seguidores en instagram', options: page, readerLanguage: 'es' });
    expect(result.explanation).not.toMatch(/15que|cantidad o extensión que fijaste/);
    expect(result.improvedPrompt).toMatch(/Extensión: entre 120 y 200 palabras/);
  });
});

describe('a speaker or portfolio bio is a professional bio, in Spanish too', () => {
  it.each([
    ['bio de speaker para una conferencia de marketing digital, tengo 10 años en agencias', 'es', /Actúa como un editor que escribe biografías profesionales breves y creíbles/],
    ['portfolio bio for a freelance graphic designer', 'en', /Act as an editor who writes short, credible professional bios/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/why follow me|por qué seguirme|Da una respuesta completa/);
  });
});

describe('a message to the business\'s clients about a change is a message, not a content plan or the generic fallback', () => {
  it.each([
    ['mensaje para mis clientes avisando que subimos los precios'],
    ['mensaje a mis clientes avisando que cerramos por vacaciones'],
  ])('"%s"', async (request) => {
    const prompt = await improve(request);
    expect(prompt).toMatch(/Escribe el mensaje completo, listo para enviar/);
    expect(prompt).not.toMatch(/plan de las publicaciones|Da una respuesta completa/);
  });

  it('"qué subo hoy a instagram" is still a content plan (es)', async () => {
    expect(await improve('que subo esta semana a instagram?')).toMatch(/plan de las publicaciones/);
  });
});

describe("a creator's reply to comments is in the creator's voice, not a business's customer care, a recipe or a video", () => {
  it.each([
    ['reply to a comment saying my recipe didnt work', 'en'],
    ['how should i reply to people asking for the recipe in the comments', 'en'],
    ['write replies to the comments on my latest reel', 'en'],
    ["respondeme este comentario de un seguidor: 'tu video me ayudo mucho gracias'", 'es'],
    ['como respondo a un hater que me dice que mis videos son aburridos', 'es'],
    ['como le contesto a mis seguidores que me piden descuento', 'es'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Act as a content creator who answers comments in their own voice|Actúa como un creador de contenido que responde comentarios con su propia voz/);
    expect(prompt).not.toMatch(/business's name|nombre del negocio|ingredients with quantities|guion por escenas/);
  });

  it('a comment summed up ("saying…", "que me piden…") needs no paste slot; the comment pasted is quoted as given', async () => {
    expect(await improve('reply to a comment saying my recipe didnt work', 'en')).not.toMatch(/paste the comment here/);
    expect(await improve('como le contesto a mis seguidores que me piden descuento')).not.toMatch(/pega aquí el comentario/);
    expect(await improve("respondeme este comentario de un seguidor: 'tu video me ayudo mucho gracias'")).toMatch(/tu video me ayudo mucho gracias'\n"""/);
  });

  it("a business's reply to a review stays customer care (es, en)", async () => {
    expect(await improve("responde a este comentario: 'que caro todo, no vale la pena'")).toMatch(/atención al cliente de un negocio/);
    expect(await improve("reply to this google review: 'food was cold and the waiter was rude'", 'en')).toMatch(/customer-care lead of a business/);
  });

  it('"how to respond to a brand that wants free product posts" is advice on a delicate reply, not a post (en)', async () => {
    const prompt = await improve('how to respond to a brand that wants free product posts', 'en');
    expect(prompt).toMatch(/reply firmly and tactfully/);
    expect(prompt).not.toMatch(/hashtags/);
  });
});

describe('thanks to followers is a post to the audience, not a personal card', () => {
  it.each([
    ['a thank you message to my followers for reaching 10k', 'en', /Act as a social media content strategist who writes posts that bring a community closer/],
    ['mensaje de agradecimiento a mis seguidores por llegar a 10 mil', 'es', /Actúa como un estratega de contenido para redes sociales que escribe publicaciones que acercan a la comunidad/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/a greeting with their name|un saludo con su nombre|memories|recuerdos/);
  });

  it('a thank-you card for my grandma stays a card (en)', async () => {
    expect(await improve('thank you card for my grandma', 'en')).toMatch(/personal cards and notes/);
  });
});

describe("a story's text, a channel's about section and an artist's bio get their own shapes", () => {
  it.each([
    ['texto para un story anunciando descuento del 20% este finde', 'es', /el texto de cada pantalla de la historia/, /de 1 a 5 pantallas/],
    ['instagram story text announcing our new opening hours', 'en', /the text of each screen of the story/, /from 1 to 5 screens/],
  ] as const)('"%s" is a story, a few words per screen', async (request, language, format, length) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).toMatch(length);
    expect(prompt).not.toMatch(/Give it a clear arc|Da una respuesta completa|80 and 150 words|80 y 150 palabras/);
  });

  it('"write an about section for my youtube channel" is the channel\'s description (en)', async () => {
    const prompt = await improve('write an about section for my youtube channel about woodworking', 'en');
    expect(prompt).toMatch(/what the channel offers and who it is for/);
    expect(prompt).not.toMatch(/Give a complete answer/);
  });

  it.each([
    ['write my artist bio for spotify, im an indie folk singer from austin', 'en', /Act as an editor who writes short, credible professional bios/],
    ['biografia para mi perfil de artista en spotify, hago trap', 'es', /Actúa como un editor que escribe biografías profesionales breves y creíbles/],
  ] as const)('"%s" is a professional bio, not a 150-character follow-me bio', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/150 characters|150 caracteres|Give a complete answer/);
  });

  it('a short story about a dragon is still a story (en)', async () => {
    expect(await improve('write a short story about a dragon', 'en')).toMatch(/Act as a creative writer/);
  });
});

describe('a post announcing a job says the role and how to apply, not a professional lesson', () => {
  it('"write a post announcing we\'re hiring a barista" under LinkedIn (en)', async () => {
    const prompt = (await engine.optimize({ originalContent: "write a post announcing we're hiring a barista", options: { kind: 'dialog', platform: 'LinkedIn', tone: 'Professional' }, readerLanguage: 'en' })).improvedPrompt;
    expect(prompt).toMatch(/the role we are hiring for, in the first line/);
    expect(prompt).toMatch(/how to apply/);
    expect(prompt).not.toMatch(/one concrete professional lesson/);
  });

  it('"post de linkedin anunciando que buscamos diseñador ux" (es)', async () => {
    const prompt = await improve('post de linkedin anunciando que buscamos diseñador ux');
    expect(prompt).toMatch(/el puesto que buscamos, en la primera línea/);
    expect(prompt).not.toMatch(/un aprendizaje profesional concreto/);
  });

  it('a post about the job I got keeps its lesson (es)', async () => {
    expect(await improve('post de linkedin contando que consegui trabajo nuevo')).toMatch(/un aprendizaje profesional concreto/);
  });
});

describe("a Shorts script keeps its format when the user counts the points ('3 excel tricks', '3 errores')", () => {
  it('"script for a youtube short about 3 excel tricks" (en)', async () => {
    const prompt = await improve('script for a youtube short about 3 excel tricks', 'en');
    expect(prompt).toMatch(/Format: a vertical video script with an opening hook, the body point by point \(3 or 4 if I give no number\)/);
  });

  it('"3 errores al aprender ingles" under YouTube Shorts (es)', async () => {
    const prompt = (await engine.optimize({ originalContent: '3 errores al aprender ingles', options: { kind: 'dialog', platform: 'YouTube Shorts', tone: 'Humorous' }, readerLanguage: 'es' })).improvedPrompt;
    expect(prompt).toMatch(/Formato: guion de vídeo vertical con gancho inicial, desarrollo punto por punto/);
  });
});

describe('a carousel is slides, and a pinned comment one short comment, not a post or a video script', () => {
  it.each([
    ['copy para un carrusel de instagram sobre 5 habitos saludables', 'es', /diapositiva por diapositiva/, /diapositivas \(o tantas como los puntos que doy/],
    ['carousel post about 5 mistakes new freelancers make', 'en', /slide by slide/, /./],
  ] as const)('"%s" is a carousel', async (request, language, format, length) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).toMatch(length);
    expect(prompt).not.toMatch(/the body in short paragraphs|el texto en párrafos cortos/);
  });

  it.each([
    ['pinned comment for my youtube video', 'en', /one short comment to pin under the video/, /no more than 50 words/],
    ['comentario fijado para mi video de youtube', 'es', /un comentario breve para fijar bajo el vídeo/, /no más de 50 palabras/],
  ] as const)('"%s" is one comment to pin', async (request, language, format, length) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).toMatch(length);
    expect(prompt).not.toMatch(/video scriptwriter|guionista|scene-by-scene|por escenas/);
  });
});

describe('ideas for captions are the captions themselves, ready to post', () => {
  it.each([
    ['caption ideas for a gym selfie', 'en', /a numbered list of captions ready to post/],
    ['ideas de captions para fotos de viaje', 'es', /una lista numerada de captions listos para publicar/],
  ] as const)('"%s"', async (request, language, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/why it works|por qué funciona/);
  });

  it('content ideas are still ideas with why they work (en)', async () => {
    expect(await improve('content ideas for my instagram', 'en')).toMatch(/why it would work with the audience/);
  });
});

describe("the intro of this week's newsletter is that part alone, not the whole newsletter", () => {
  it('"write the intro for this week\'s newsletter, topic is burnout" (en)', async () => {
    const prompt = await improve("write the intro for this week's newsletter, topic is burnout", 'en');
    expect(prompt).toMatch(/Write only that part, not the whole piece/);
    expect(prompt).not.toMatch(/subject line and preview text|how to unsubscribe/);
  });
});

describe("an explanation asked under the dialog's video platform is a video that explains it", () => {
  it.each([
    ['explica que es el interes compuesto', 'es', 'TikTok', /guion de vídeo vertical con un gancho en los 3 primeros segundos/],
    ['explain how vaccines work', 'en', 'YouTube Shorts', /a vertical video script with an opening hook/],
  ] as const)('"%s" (%s)', async (request, language, platform, format) => {
    const prompt = (await engine.optimize({ originalContent: request, options: { kind: 'dialog', platform, tone: 'Educational' }, readerLanguage: language })).improvedPrompt;
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/250 y 400 palabras|250 and 400 words|subtítulos|subheadings/);
  });
});

describe('a giveaway posted on a social platform is a post with its rules of entry, not a 60-word ad', () => {
  it.each([
    ['anuncio de sorteo en instagram, regalamos una cena para dos', 'es', /cómo participar, en pasos numerados/],
    ['giveaway post for my bakery instagram, winner gets a cake', 'en', /how to enter, in numbered steps/],
  ] as const)('"%s"', async (request, language, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).toMatch(/la plataforma no patrocina|the platform does not sponsor/);
    expect(prompt).not.toMatch(/no más de 60 palabras|titular, texto y llamada a la acción/);
  });

  it('the official rules of a giveaway are still a lawyer\'s (en)', async () => {
    expect(await improve('official rules for a giveaway', 'en')).toMatch(/Act as a lawyer who writes the official rules/);
  });
});
