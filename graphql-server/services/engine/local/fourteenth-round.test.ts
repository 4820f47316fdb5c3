import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with a wrong template (issue 19, fourteenth round), found by
// reading fresh requests as the user who typed them; each class checked in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es') => engine.optimize({ originalContent: text, options: page, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await optimize(text, readerLanguage)).improvedPrompt;

describe('hashtags and keywords are a list, not a post', () => {
  it('"generate 20 hashtags for a bakery instagram" asks for 20 of them, broad, niche and local, as the platform writes them (en)', async () => {
    const prompt = await improve('generate 20 hashtags for a bakery instagram', 'en');
    expect(prompt).toMatch(/Generate 20 hashtags/);
    expect(prompt).toMatch(/mixing broad ones .*niche ones .*local or branded ones/);
    expect(prompt).toMatch(/hashtags with # and no spaces/);
    expect(prompt).not.toMatch(/ready to publish|a hook in the first line|call to action/);
  });

  it('"dame hashtags para mi tienda de ropa" proposes a count and asks for no post and no shop details (es)', async () => {
    const result = await optimize('dame hashtags para mi tienda de ropa en instagram');
    expect(result.improvedPrompt).toMatch(/Propón 10 hashtags/);
    expect(result.improvedPrompt).toMatch(/generales .*de nicho .*locales o de marca/);
    expect(result.improvedPrompt).not.toMatch(/listo para publicar|llamada a la acción|\[nombre de tu tienda/);
    expect(result.explanation).toMatch(/tu texto no decía cuántos hashtags; pedí 10/);
  });

  it('SEO keywords are such a list too; a post that carries hashtags stays a post (en, es)', async () => {
    expect(await improve('palabras clave para mi web de fisioterapia en valencia')).toMatch(/palabras clave como la gente las escribe en el buscador/);
    expect(await improve('seo keywords for my blog about vegan recipes', 'en')).toMatch(/keywords as people type them into search/);
    expect(await improve('write an instagram post about our new croissant with 5 hashtags', 'en')).toMatch(/Write the complete text, ready to publish/);
  });
});

describe('questions to interview someone are an interviewer\'s, not an exam', () => {
  it('"preguntas para entrevistar a un candidato de ventas": grouped by what they assess, with a strong and a weak answer (es)', async () => {
    const prompt = await improve('prepara preguntas para entrevistar a un candidato de ventas');
    expect(prompt).toMatch(/un entrevistador y responsable de selección/);
    expect(prompt).toMatch(/agrupadas por lo que evalúan/);
    expect(prompt).toMatch(/cómo suena una respuesta fuerte y una débil/);
    expect(prompt).not.toMatch(/docente|preguntas de examen|opciones de respuesta|respuesta correcta/);
  });

  it('"questions to interview a candidate for a junior developer role" (en)', async () => {
    const prompt = await improve('questions to interview a candidate for a junior developer role', 'en');
    expect(prompt).toMatch(/grouped by what they assess/);
    expect(prompt).toMatch(/what a strong answer and a weak answer sound like/);
  });

  it('a guest, an expert or a customer is interviewed in a conversation, and exam questions stay an exam\'s (es, en)', async () => {
    const guest = await improve('preguntas para entrevistar a un experto en nutricion para mi podcast');
    expect(guest).toMatch(/agrupadas por partes de la conversación/);
    expect(guest).not.toMatch(/respuesta fuerte y una débil/);
    expect(await improve('write 10 questions to interview a customer about our app', 'en')).toMatch(/a follow-up question for when the answer is short/);
    expect(await improve('haz un examen de 10 preguntas sobre la revolucion francesa')).toMatch(/la respuesta correcta/);
  });
});

describe('a workout plan is a strength routine unless it is about running', () => {
  it('"a workout plan for 3 days a week… only dumbbells" is exercises with sets, reps and rest with the equipment there is (en)', async () => {
    const prompt = await improve("give me a workout plan for 3 days a week, I'm a beginner and only have dumbbells", 'en');
    expect(prompt).toMatch(/a personal trainer who designs safe, progressive strength routines/);
    expect(prompt).toMatch(/sets, reps \(or time\) and rest between sets, with only the equipment I say I have/);
    expect(prompt).not.toMatch(/easy run|intervals|distance/);
  });

  it('"plan de entrenamiento de 3 dias con mancuernas" (es); a 10k or a half marathon keeps the running plan (en, es)', async () => {
    const prompt = await improve('plan de entrenamiento de 3 dias con mancuernas en casa');
    expect(prompt).toMatch(/solo con el material que digo tener/);
    expect(prompt).not.toMatch(/rodaje/);
    expect(await improve('make me a training plan to run my first 10k in 8 weeks', 'en')).toMatch(/easy run, intervals/);
    expect(await improve('plan para correr una media maraton en 12 semanas')).toMatch(/rodaje, series/);
  });
});

describe('"how do I…" something to do is practical advice', () => {
  it('"how do i ask for a raise" gets steps, what to say and mistakes to avoid, not a science explanation (en)', async () => {
    const prompt = await improve('how do i ask for a raise', 'en');
    expect(prompt).toMatch(/Give me concrete steps for my case/);
    expect(prompt).toMatch(/what to say/);
    expect(prompt).toMatch(/the most common mistakes to avoid/);
    expect(prompt).not.toMatch(/science communicator|explain how it works/);
  });

  it('"cómo le pido un aumento a mi jefe" and "how should i tell my parents…" too; "how does X work" stays an explanation (es, en)', async () => {
    const spanish = await improve('cómo le pido un aumento a mi jefe');
    expect(spanish).toMatch(/Dame pasos concretos para mi caso/);
    expect(spanish).toMatch(/qué decir/);
    expect(await improve('how should i tell my parents i dropped out', 'en')).toMatch(/what to say/);
    expect(await improve('how does a credit score work', 'en')).toMatch(/explain how it works/);
    expect(await improve('qué es la inflación')).toMatch(/explica cómo funciona/);
  });
});

describe('homework whose topic is given is the task, not material to paste', () => {
  it('"ayudame con mi tarea de historia: causas de la primera guerra mundial" is a tutor\'s help on that topic, no slot (es)', async () => {
    const prompt = await improve('ayudame con mi tarea de historia: causas de la primera guerra mundial');
    expect(prompt).toMatch(/un profesor particular paciente/);
    expect(prompt).toMatch(/una pregunta que lleve al alumno a su propia respuesta/);
    expect(prompt).not.toMatch(/\[pega/);
  });

  it('"help me with my homework: why did the roman empire fall" has no slot; homework pointed at keeps one (en, es)', async () => {
    expect(await improve('help me with my homework: why did the roman empire fall', 'en')).not.toMatch(/\[paste/);
    expect(await improve('ayudame con los deberes de ingles sobre el present perfect')).not.toMatch(/\[pega/);
    expect(await improve('ayudame con mi tarea de mate')).toContain('[pega aquí la tarea de mate]');
    expect(await improve('help me with this worksheet', 'en')).toContain('[paste the worksheet here]');
  });
});

describe('notes given after a colon and turned into another form are the source', () => {
  it('"turn these bullet points into a paragraph: - sales up 10% - 3 new hires…" keeps the notes in a block and every figure (en)', async () => {
    const result = await optimize('turn these bullet points into a paragraph: - sales up 10% - 3 new hires - office moved to Madrid', 'en');
    expect(result.improvedPrompt).toMatch(/^Task: Turn these bullet points into a paragraph\. Use every point and every figure/);
    expect(result.improvedPrompt).toContain('"""\n- sales up 10% - 3 new hires - office moved to Madrid\n"""');
    expect(result.improvedPrompt).toMatch(/Format: a paragraph, in flowing prose/);
    expect(result.explanation).toContain('"3 new hires"');
    expect(result.suggestions.join(' ')).not.toMatch(/Start with a verb/);
  });

  it('"convierte estas notas en un correo: …" writes the email from the notes in their block (es)', async () => {
    const prompt = await improve('convierte estas notas en un correo: reunion el martes, traer el informe, confirmar asistencia');
    expect(prompt).toContain('"""\nreunion el martes, traer el informe, confirmar asistencia\n"""');
    expect(prompt).toMatch(/Usa todos los puntos y todas las cifras/);
    expect(prompt).toMatch(/Formato: asunto; saludo/);
    const paragraph = await optimize('pasa estos puntos a un párrafo: ventas +10%, 3 contrataciones nuevas, oficina nueva en Madrid');
    expect(paragraph.explanation).toContain('"3 contrataciones nuevas"');
    expect(paragraph.suggestions.join(' ')).not.toMatch(/Empieza con un verbo/);
  });
});

describe('leftovers of earlier rounds', () => {
  it('"haz mi bio más corta" revises the bio the user has: a slot for it (es)', async () => {
    expect(await improve('haz mi bio más corta')).toContain('[pega aquí la bio]');
  });

  it('a continuation continues in the same voice: no arc, title or length of its own (es, en)', async () => {
    const spanish = await improve('continúa la historia');
    expect(spanish).toMatch(/Sigue exactamente donde se queda el texto, con la misma voz/);
    expect(spanish).toContain('[pega aquí la historia]');
    expect(spanish).not.toMatch(/planteamiento, conflicto y desenlace|con título|palabras/);
    const english = await improve('continue the story from where we left off', 'en');
    expect(english).toMatch(/no recap of what came before and no new beginning/);
    expect(english).not.toMatch(/setup, conflict and resolution|with a title|words/);
    expect(await improve('keep going with the poem', 'en')).toContain('[paste the poem here]');
  });

  it('a paste slot gets one suggestion, not a second one to replace it (es, en)', async () => {
    const spanish = (await optimize('haz mi bio más corta')).suggestions.join(' ');
    expect(spanish).toMatch(/Pega el texto al que te refieres/);
    expect(spanish).not.toMatch(/Sustituye \[pega/);
    const english = (await optimize('make my bio shorter', 'en')).suggestions.join(' ');
    expect(english).toMatch(/Paste the text you refer to/);
    expect(english).not.toMatch(/Replace \[paste/);
  });
});

// Classes found in this round's own fresh prompts.
describe('our own fresh prompts', () => {
  it('"interviewing a nanny" is a hire; "entrevistar a mi abuela sobre su infancia" is a conversation (en, es)', async () => {
    expect(await improve('what questions should i ask when interviewing a nanny', 'en')).toMatch(/what a strong answer and a weak answer sound like/);
    const grandma = await improve('prepara preguntas para entrevistar a mi abuela sobre su infancia');
    expect(grandma).toMatch(/agrupadas por partes de la conversación/);
    expect(grandma).not.toMatch(/responsable de selección/);
    expect(await improve('questions to interview my grandpa about the war', 'en')).not.toMatch(/hiring manager/);
  });

  it('the text to continue given after the colon is its source block (en)', async () => {
    const prompt = await improve('continue this story: the door creaked open and there was nobody there', 'en');
    expect(prompt).toContain('"""\nthe door creaked open and there was nobody there\n"""');
    expect(prompt).toMatch(/^Task: Continue this story\./m);
  });

  it('notes turned into an email keep their block however long the instruction is (en)', async () => {
    const prompt = await improve('convert these notes into a short email to my team: deadline friday, send drafts to ana, no meeting monday', 'en');
    expect(prompt).toContain('"""\ndeadline friday, send drafts to ana, no meeting monday\n"""');
    expect(prompt).toMatch(/Use every point and every figure/);
  });

  it('"explícalo fácil" is a plain explanation, with no subheadings or word range (es, en)', async () => {
    const spanish = await improve('qué es el interés compuesto, explicalo facil');
    expect(spanish).toMatch(/palabras sencillas y cotidianas/);
    expect(spanish).not.toMatch(/subtítulos;|entre 250 y 400 palabras/);
    expect(await improve('what is inflation, explain it simple', 'en')).toMatch(/plain, everyday words/);
  });
});

describe('a text given to turn into another deliverable', () => {
  it('"turn this into a tweet: …" writes the tweet from the text in its block, no owner details to fill in (en, es)', async () => {
    const english = await improve('turn this into a tweet: we just launched our new app for tracking plants, it reminds you when to water', 'en');
    expect(english).toContain('"""\nwe just launched our new app for tracking plants, it reminds you when to water\n"""');
    expect(english).toMatch(/no more than 280 characters/);
    expect(english).not.toMatch(/\[your app's name\]/);
    expect(await improve('convierte esto en un tuit: hemos abierto nuestra nueva panaderia en el centro, con pan de masa madre')).toMatch(/Usa todos los puntos/);
  });

  it('"make this into a linkedin post: …" is a new post in its own format, not a revision in the original\'s (en)', async () => {
    const prompt = await improve('make this into a linkedin post: i got promoted to team lead after 3 years', 'en');
    expect(prompt).toMatch(/a text post with a first line that hooks/);
    expect(prompt).not.toMatch(/the same format as the original/);
  });
});

describe('getting someone in one\'s care to do something', () => {
  it('"how do i get my toddler to sleep in his own bed" is dealing with the child, not a doctor\'s question; "improve my sleep" stays one (en)', async () => {
    const toddler = await improve('how do i get my toddler to sleep in his own bed', 'en');
    // The nineteenth round gave a child's habits their own adviser (a paediatric nurse and parenting coach).
    expect(toddler).toMatch(/parenting coach/);
    expect(toddler).not.toMatch(/doctor/);
    expect(await improve('how can i improve my sleep', 'en')).toMatch(/doctor/);
  });
});

describe('keywords for a resume and a school project', () => {
  it('keywords for a resume are no SEO list; "mi trabajo de biologia sobre la celula" is homework help with no slot (en, es)', async () => {
    expect(await improve('list 10 keywords for a resume for a marketing manager', 'en')).not.toMatch(/SEO strategist/);
    expect(await improve('palabras clave para mi cv de enfermera')).not.toMatch(/SEO/);
    const project = await improve('ayudame con mi trabajo de biologia sobre la celula');
    expect(project).toMatch(/un profesor particular paciente/);
    expect(project).not.toMatch(/\[pega/);
    expect(await improve('ayudame con mi trabajo, mi jefe me pide un informe')).not.toMatch(/profesor particular/);
  });
});

describe('meal ideas', () => {
  it('"dame ideas de cena rapida con pollo" are dishes with their ingredients and time, not a strategist\'s ideas (es, en)', async () => {
    const spanish = await improve('dame ideas de cena rapida con pollo');
    expect(spanish).toMatch(/un cocinero casero/);
    expect(spanish).toMatch(/sus ingredientes principales, el tiempo que lleva/);
    expect(spanish).not.toMatch(/estratega creativo|por qué funciona/);
    expect(await improve('give me 5 healthy breakfast ideas', 'en')).toMatch(/Format: a numbered list; each dish with its main ingredients/);
    expect(await improve('ideas para una cena de empresa')).not.toMatch(/cocinero casero/);
  });
});

describe('preparing for a job interview, said after the interview', () => {
  it('"I have a job interview tomorrow…, help me prepare" is interview preparation, as "tengo una entrevista de trabajo…, ayúdame a prepararme" is (en, es)', async () => {
    const english = await improve('I have a job interview tomorrow for a marketing role, help me prepare', 'en');
    expect(english).toMatch(/an experienced recruiter who prepares candidates for interviews/);
    expect(english).not.toMatch(/Give a complete answer I can apply directly/);
    expect(await improve('tengo una entrevista de trabajo mañana para un puesto de marketing, ayúdame a prepararme')).toMatch(/un reclutador con experiencia que prepara a candidatos/);
    expect(await improve('write 10 interview questions for a marketing candidate', 'en')).not.toMatch(/prepares candidates for interviews/);
  });
});

describe('several tweets asked for', () => {
  it('"3 versiones de un tuit" and "a thread of 5 tweets" keep the count and give each tweet X\'s limit; a limit the user set is theirs (es, en)', async () => {
    expect(await improve('escribe 3 versiones de un tuit anunciando nuestro nuevo sabor de helado de pistacho')).toMatch(/Extensión: cada uno, no más de 280 caracteres\./);
    expect(await improve('write a thread of 5 tweets about saving money', 'en')).toMatch(/Length: each one no more than 280 characters\./);
    expect(await improve('write a tweet under 200 characters about our summer sale', 'en')).not.toMatch(/280 characters/);
  });
});

describe('a caption is a caption', () => {
  const reels: OptimizeOptions = { kind: 'dialog', platform: 'Instagram Reels', tone: 'Humorous' };
  it('"un caption para mi foto" under the dialog\'s Instagram Reels is the few lines under a picture, not a Reel script, and the explanation says so (es, en)', async () => {
    const result = await engine.optimize({ originalContent: 'escribe un caption para mi foto en la playa', options: reels, readerLanguage: 'es' });
    expect(result.improvedPrompt).toMatch(/Formato: una primera línea que enganche, lo único que se ve antes de «más»/);
    expect(result.improvedPrompt).not.toMatch(/guion de reel|segundos de vídeo/);
    expect(result.explanation).toMatch(/elegiste Instagram Reels, pero tu texto pide el texto de una foto, no un vídeo/);
    const reelCaption = await improve('write a caption for my new reel about coffee', 'en');
    expect(reelCaption).toMatch(/Length: the first line within 125 characters; the whole caption, 1 to 3 sentences\./);
    expect(reelCaption).not.toMatch(/scenes with on-screen text/);
  });

  it('a Twitter bio keeps the profile\'s limit, not a tweet\'s 280 characters (en)', async () => {
    const bio = await improve("write a bio for my twitter, i'm a data scientist who loves coffee and cats", 'en');
    expect(bio).toMatch(/at most 160 characters/);
    expect(bio).not.toMatch(/280 characters/);
  });
});

describe('icebreakers', () => {
  it('icebreaker questions and conversation starters are open questions for that setting, lightest first, not the generic answer (en, es)', async () => {
    const team = await improve('give me a list of 15 icebreaker questions for a team meeting', 'en');
    expect(team).toMatch(/someone who knows how to get people talking/);
    expect(team).toMatch(/Open questions, not yes or no/);
    expect(team).not.toMatch(/Give a complete answer I can apply directly/);
    expect(await improve('dame preguntas para romper el hielo en una primera cita')).toMatch(/de las preguntas más ligeras a las que van un poco más a fondo/);
  });
});

describe('a task type that agrees with the text is no conflict', () => {
  it('a slogan under Copywriting and a summary of a topic under Summarization get no "you chose X, but your text asks for X" (es)', async () => {
    const slogan = await engine.optimize({ originalContent: 'un eslogan para mi gimnasio', options: { ...page, taskType: 'Copywriting' }, readerLanguage: 'es' });
    expect(slogan.explanation).not.toMatch(/Tipo de tarea: elegiste/);
    const summary = await engine.optimize({ originalContent: 'resume las ventajas del trabajo remoto', options: { ...page, taskType: 'Summarization' }, readerLanguage: 'es' });
    expect(summary.explanation).not.toMatch(/elegiste "Resumen", pero tu texto pide un resumen/);
    const poem = await engine.optimize({ originalContent: 'write a poem about the sea', options: { ...page, taskType: 'Copywriting' }, readerLanguage: 'en' });
    expect(poem.explanation).toMatch(/Task type: you chose "Copywriting", but your text asks for a poem/);
  });
});

describe('a situation told, then "what should I do?"', () => {
  it('a business or work situation ending in "what should I do?" / "qué hago?" is advice on the options; "what steps should I take" / "qué pasos debo seguir" are steps (en, es)', async () => {
    const etsy = await improve('I run a small etsy shop selling handmade ceramic mugs. Sales dropped 40% since september. I post on instagram 2x a week. What should I do?', 'en');
    expect(etsy).toMatch(/set out the options with their pros and cons for someone like me/);
    expect(etsy).not.toMatch(/Give a complete answer I can apply directly/);
    expect(await improve('mi jefe me grita delante de todos y no sé si denunciarlo o irme, qué hago?')).toMatch(/plantea las opciones con sus pros y contras/);
    const cafe = await improve('Quiero abrir una cafetería en Valencia. Tengo 30.000€ ahorrados y un local visto en Ruzafa. ¿Qué pasos debo seguir y qué errores debo evitar?');
    expect(cafe).toMatch(/los pasos en orden/);
    expect(await improve('i want to start a podcast, what steps should i take?', 'en')).toMatch(/the steps in order/);
  });
});

describe('code', () => {
  it('work on the user\'s code that gives code back (optimise a query, tests for a function) is code; a question about it is not (en, es)', async () => {
    expect(await improve('optimize this SQL query: SELECT * FROM orders WHERE YEAR(created_at) = 2024', 'en')).toMatch(/Act as a senior software developer/);
    const tests = await improve('escribe tests unitarios para esta función');
    expect(tests).toMatch(/Actúa como un desarrollador de software sénior/);
    expect(tests).toMatch(/\[pega aquí la función\]/);
    expect(await improve('create a docker compose file for postgres and a node app', 'en')).toMatch(/Deliver working code/);
    expect(await improve('anything wrong with this code?\nfunction add(a, b) {\n  return a - b;\n}', 'en')).not.toMatch(/Deliver working code/);
  });

  it('"explain this code: …" / "qué hace esta función" is a developer\'s walk through the code, not a science explanation with an everyday example (en, es)', async () => {
    const english = await improve('explain this code: const x = arr.reduce((a, b) => a + b, 0)', 'en');
    expect(english).toMatch(/a senior developer who explains code/);
    expect(english).toMatch(/an example input with the output it gives/);
    expect(english).not.toMatch(/everyday example/);
    expect(await improve('qué hace esta función')).toMatch(/\[pega aquí la función\]/);
  });

  it('an error named by its type ("IndentationError", "a KeyError") is a diagnosis, not an explanation (es, en)', async () => {
    expect(await improve('por qué me sale IndentationError en python')).toMatch(/un experto técnico que diagnostica y resuelve errores/);
    expect(await improve('why am i getting a KeyError in my dict', 'en')).toMatch(/a technical expert who diagnoses and fixes errors/);
  });
});

describe('Latin American Spanish', () => {
  it('"un reclamo a movistar" is a complaint letter; "…, qué hago" with no question mark still asks what to do (es)', async () => {
    expect(await improve('ayudame a redactar un reclamo a movistar porque me cobraron de mas')).toMatch(/experto en reclamaciones de consumidores/);
    expect(await improve('tengo un reclamo pendiente con el banco hace 2 meses, qué hago')).toMatch(/plantea las opciones con sus pros y contras/);
  });
});

describe('a complaint under Email Writing', () => {
  it('"una queja formal" names no medium: under Email Writing it is an email; "a complaint letter" stays a letter, the conflict said (es, en)', async () => {
    const email = await engine.optimize({ originalContent: 'redacta una queja formal a la aerolínea porque perdieron mi maleta', options: { ...page, taskType: 'Email Writing' }, readerLanguage: 'es' });
    expect(email.improvedPrompt).toMatch(/Escribe el correo completo, listo para enviar/);
    expect(email.explanation).not.toMatch(/tu texto pide una carta/);
    const letter = await engine.optimize({ originalContent: 'write a complaint letter to my landlord', options: { ...page, taskType: 'Email Writing' }, readerLanguage: 'en' });
    expect(letter.improvedPrompt).toMatch(/Write the complete letter/);
    expect(letter.explanation).toMatch(/you chose "Email Writing", but your text asks for a letter/);
  });
});

describe('a party to plan, a trivia, a business card', () => {
  it('"ayúdame a planear una fiesta sorpresa…" is an event plan; "preguntas para una trivia" a quiz with answers; a business card\'s text is copy, not a personal card or a text message (es, en)', async () => {
    expect(await improve('ayúdame a planear una fiesta sorpresa para mi novia, 20 personas, presupuesto 300 euros')).toMatch(/un organizador de eventos/);
    expect(await improve('dame 10 preguntas para una trivia de cultura general con respuestas')).toMatch(/la respuesta correcta/);
    const card = await improve('necesito un texto para el reverso de mis tarjetas de visita, soy fotógrafa de bodas');
    expect(card).toMatch(/redactor publicitario/);
    expect(card).not.toMatch(/recuerdos/);
    expect(await improve("write the text for my business card, i'm a wedding photographer", 'en')).not.toMatch(/Write the complete message, ready to send/);
    expect(await improve('write a text for my mom for her birthday', 'en')).toMatch(/Write the complete message, ready to send/);
  });
});

describe('from an independent reading (fresh set 26)', () => {
  it('a gift for "a 10 year old who likes…", instructions to use a machine, what rhymes with a word, "cómo lo motivo" and a story of 2 sentences read by their shape (en, es)', async () => {
    expect(await improve("what's a good gift for a 10 year old boy who likes minecraft", 'en')).toMatch(/a good eye for gifts/);
    expect(await improve('escribe las instrucciones para usar la cafetera nueva de la oficina')).toMatch(/un redactor técnico/);
    const rhymes = await improve('what rhymes with orange', 'en');
    expect(rhymes).toMatch(/the perfect rhymes first/);
    expect(rhymes).not.toMatch(/a poem in verse/);
    expect(await improve('qué rima con corazón')).toMatch(/rimas consonantes/);
    // Thirty-sixth round: a child who will not study is a learning specialist's steps, motivation included.
    expect(await improve('mi hijo adolescente no quiere estudiar, cómo lo motivo')).toMatch(/Actúa como un profesor particular y psicopedagogo[\s\S]*cómo mantenerlo motivad/);
    const story = await improve('write a horror story in exactly 2 sentences', 'en');
    expect(story).not.toMatch(/in paragraphs, with a title/);
  });
});

describe('from an independent reading (fresh set 27)', () => {
  it('"qué series de netflix me recomiendas…" is a curator\'s list; "the best exercises for lower back pain" a health how-to (es, en)', async () => {
    expect(await improve('qué series de netflix me recomiendas si me gustó dark')).toMatch(/un curador/);
    expect(await improve('what are the best exercises for lower back pain', 'en')).toMatch(/a doctor who explains health questions/);
    expect(await improve('cuáles son los mejores ejercicios para el dolor de espalda')).toMatch(/un médico que explica/);
  });
});

describe('from an independent reading (fresh set 28)', () => {
  it('a day\'s schedule is a timetable, not a workout; "explain how to change a flat tire" is steps; "a 4 week plan… first pull up" a strength plan; "mi cafe" a business (en, es)', async () => {
    const day = await improve('can u make me a schedule for my day, i wake up at 7 and work from 9 to 5 and want to go to the gym', 'en');
    expect(day).toMatch(/a timetable of the day/);
    expect(day).not.toMatch(/sets, reps/);
    expect(await improve('hazme un horario para mi día, trabajo de 8 a 3 y quiero estudiar inglés')).toMatch(/un horario del día/);
    expect(await improve('explain how to change a flat tire step by step', 'en')).toMatch(/the steps in order/);
    expect(await improve('explain how vaccines work', 'en')).toMatch(/science communicator/);
    expect(await improve('act as a personal trainer and create a 4 week plan for me to do my first pull up', 'en')).toMatch(/sets, reps/);
    const cafe = await improve('necesito un post de instagram para mi cafe, algo bien chido para el lunes');
    expect(cafe).toMatch(/\[nombre de tu cafe\]/);
    expect(cafe).not.toMatch(/nombre y cargo/);
  });
});

describe('from an independent reading (fresh set 29)', () => {
  it('a cold LinkedIn message is a message, interview tips are interview preparation, tips to improve are advice, a personality test has no right answers, a giveaway\'s rules are the organiser\'s legal terms (en, es)', async () => {
    const outreach = await improve('write a cold outreach message on linkedin to a recruiter at spotify', 'en');
    expect(outreach).toMatch(/Write the complete message, ready to send/);
    expect(outreach).not.toMatch(/3 hashtags/);
    expect(await improve('dame consejos para mi primera entrevista de trabajo')).toMatch(/un reclutador con experiencia/);
    // Since the twenty-fifth round, tips for a goal are tips with how to apply each (they were a practical adviser's steps).
    expect(await improve('give me 3 tips to improve my public speaking', 'en')).toMatch(/gives tested, practical tips/);
    const quiz = await improve('hazme un test de personalidad divertido para instagram stories');
    expect(quiz).toMatch(/sin respuestas correctas/);
    expect(quiz).not.toMatch(/la respuesta correcta/);
    expect(await improve('hazme un test de 10 preguntas sobre la revolución francesa')).toMatch(/la respuesta correcta/);
    expect(await improve('ayúdame a escribir las bases de un sorteo en instagram')).toMatch(/bases legales de sorteos/);
  });
});

describe('from an independent reading (fresh set 30)', () => {
  it('YouTube video titles are an editor\'s titles, healthy snacks are dishes to make, questions to ask a provider before hiring are a client\'s (en, es)', async () => {
    expect(await improve('generate 10 youtube video titles about home workouts', 'en')).toMatch(/an editor who titles texts/);
    expect(await improve('what are some healthy snacks for work', 'en')).toMatch(/a home cook/);
    expect(await improve('dame ideas de meriendas saludables para niños')).toMatch(/un cocinero casero/);
    // The nineteenth round gave the questions a client asks a professional their own shape (no "fit with the team").
    expect(await improve('give me a list of questions to ask a wedding photographer before hiring', 'en')).toMatch(/what to ask a professional before trusting them/);
    expect(await improve('qué preguntas hacerle a un fontanero antes de contratarlo')).toMatch(/qué preguntar a un profesional/);
  });
});

describe('from an independent reading (fresh set 31)', () => {
  it('an acrostic is a poem, not a name; motivational phrases are short lines with real authors only; a text to convince one\'s parents is a message (es, en)', async () => {
    const acrostic = await improve('haz un acróstico con el nombre LAURA');
    expect(acrostic).toMatch(/Actúa como un poeta/);
    expect(acrostic).not.toMatch(/branding/);
    expect(await improve('escribe 5 frases motivadoras para mis alumnos antes del examen')).toMatch(/nunca una atribución inventada/);
    expect(await improve('give me a motivational quote for monday', 'en')).toMatch(/never an invented attribution/);
    expect(await improve('escribe un texto para convencer a mis padres de que me dejen ir a un concierto')).toMatch(/Escribe el mensaje completo/);
  });
});

describe('from an independent reading (fresh set 32)', () => {
  it('"how to …" and "cómo organizo / cómo dejo de …" are steps, not an outline; a pet\'s name is no message; a text asking for donations is copy (en, es)', async () => {
    // Thirty-sixth round: how to write a good text of a kind is a writing coach's lesson, its structure step by step.
    expect(await improve('how to write a good cv with no experience', 'en')).toMatch(/a writing coach[\s\S]*its structure step by step/);
    expect(await improve('how to center a div', 'en')).toMatch(/senior software engineer/);
    const closet = await improve('cómo organizo mi armario');
    expect(closet).toMatch(/un asesor práctico/);
    expect(closet).not.toMatch(/esquema/);
    expect(await improve('cómo estructuro mi ensayo sobre el cambio climático')).toMatch(/estructurar documentos/);
    expect(await improve('cómo dejo de procrastinar')).toMatch(/un asesor práctico/);
    const dog = await improve('qué le pongo a mi perro de nombre, es un pastor alemán');
    expect(dog).toMatch(/buen oído para los nombres/);
    expect(dog).not.toMatch(/Escribe el mensaje completo/);
    expect(await improve('qué le pongo a mi jefe en el correo')).not.toMatch(/nombres/);
    expect(await improve('necesito un texto para pedir donaciones para la protectora de animales')).toMatch(/redactor publicitario/);
  });
});
