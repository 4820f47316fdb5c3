import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// Everyday shapes the engine answered with another deliverable or a false conflict (issue 19, nineteenth round),
// found by the lead reading fresh requests (sets 33 and 34) as the user who typed them; each class in Spanish and English.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es', options: Partial<OptimizeOptions> = {}) =>
  (await engine.optimize({ originalContent: text, options: { ...page, ...options } as OptimizeOptions, readerLanguage })).improvedPrompt;

describe('not knowing what to post is a plan of posts, not one post', () => {
  it('"i have no idea what to post. can you give me a plan for the first month? i can post 3 times a week" is a content calendar (en)', async () => {
    const prompt = await improve(
      'ok so basically i run a small bakery in austin and i want to start posting on instagram but i have no idea what to post. can you give me a plan for the first month? i can post 3 times a week',
      'en',
    );
    expect(prompt).toMatch(/This is the plan of the posts, not the finished posts/);
    expect(prompt).toMatch(/Format: a table where each row is a post/);
    expect(prompt).not.toMatch(/Write the complete text, ready to publish|between 80 and 150 words/);
  });

  it('"no sé qué publicar en instagram…, me das un plan para el primer mes?" is a content calendar (es)', async () => {
    const prompt = await improve('no sé qué publicar en instagram para mi panadería, me das un plan para el primer mes? puedo publicar 3 veces por semana');
    expect(prompt).toMatch(/Es el plan de las publicaciones, no las publicaciones completas/);
    expect(prompt).toMatch(/3 veces por semana/);
  });
});

describe('a summary asked with nothing to summarise has the text still to paste', () => {
  it.each([
    ['hazme un resumen', 'es', /\[pega aquí el texto\]/],
    ['resumen porfa', 'es', /\[pega aquí el texto\]/],
    ['summarize', 'en', /\[paste the text here\]/],
    ['can you give me a quick summary please', 'en', /\[paste the text here\]/],
  ] as const)('"%s" gets a paste slot, not a summary of "what is known about that work or topic"', async (request, language, slot) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(slot);
    expect(prompt).not.toMatch(/No hay texto de partida|There is no source text/);
  });

  it('a summary of a named topic still needs nothing pasted ("resume la revolución francesa", "summarize the french revolution")', async () => {
    expect(await improve('resume la revolución francesa')).toMatch(/No hay texto de partida/);
    expect(await improve('summarize the french revolution', 'en')).toMatch(/There is no source text/);
  });
});

describe('a poem is creative writing', () => {
  it('"write a haiku about autumn" under Creative Writing raises no "you chose Creative Writing, but your text asks for a poem" (en)', async () => {
    const result = await engine.optimize({ originalContent: 'write a haiku about autumn', options: { ...page, taskType: 'Creative Writing' }, readerLanguage: 'en' });
    expect(result.explanation).not.toMatch(/you chose "Creative Writing"/);
    expect(result.improvedPrompt).toMatch(/Act as a poet/);
  });

  it('"escribe un poema de amor para mi novia" under Creative Writing raises no conflict either (es)', async () => {
    const result = await engine.optimize({ originalContent: 'escribe un poema de amor para mi novia', options: { ...page, taskType: 'Creative Writing' }, readerLanguage: 'es' });
    expect(result.explanation).not.toMatch(/elegiste "Escritura creativa"|elegiste/);
    expect(result.improvedPrompt).toMatch(/Actúa como un poeta/);
  });
});

describe('a deposit or refund the other side refuses to return is a question of rights', () => {
  it('"My landlord is refusing to return my $1200 security deposit… I\'m in California. What can I do?" gets the rights shape, not the generic one (en)', async () => {
    const prompt = await improve(
      "My landlord is refusing to return my $1200 security deposit saying there was damage but there wasn't. I'm in California. What can I do?",
      'en',
    );
    expect(prompt).toMatch(/tenant and employment rights/);
    expect(prompt).toMatch(/not a lawyer's advice/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });

  it('"mi casero no me quiere devolver la fianza…, qué puedo hacer" gets the rights shape (es)', async () => {
    const prompt = await improve('mi casero no me quiere devolver la fianza de 900 euros porque dice que hay daños, vivo en Madrid, qué puedo hacer');
    expect(prompt).toMatch(/derechos del consumidor, del inquilino/);
    expect(prompt).toMatch(/900 euros/);
  });

  it('asked for a letter, the same refusal stays a complaint letter (es)', async () => {
    const prompt = await improve('mi casero no me quiere devolver la fianza, escríbeme una carta para reclamarla');
    expect(prompt).toMatch(/redacta cartas firmes y eficaces/);
    expect(prompt).not.toMatch(/no el consejo de un abogado/);
  });

  it('a situation ending in "what can i do?" is advice on the options (en)', async () => {
    expect(await improve('i got rejected from my dream job and i feel lost, what can i do?', 'en')).toMatch(/set out the options with their pros and cons/);
  });
});

describe('leftovers are a recipe from what the user has', () => {
  it('"what can i do with leftover rice" suggests a recipe that uses it (en)', async () => {
    expect(await improve('what can i do with leftover rice', 'en')).toMatch(/Suggest a recipe \(or two, if there are clear options\) that uses what I say I have/);
  });

  it('"qué hago con el arroz que me sobró" propone una receta con lo que tengo (es)', async () => {
    expect(await improve('qué hago con el arroz que me sobró')).toMatch(/Propón una receta \(o dos, si hay opciones claras\) que use lo que digo que tengo/);
  });
});

describe('a file the code reads is not the answer\'s format', () => {
  it('"un script de python que lea un csv…" still gets the code block format (es)', async () => {
    expect(await improve('dame un script de python que lea un csv y me diga cuántas filas tiene cada categoría')).toMatch(/Formato: un bloque de código completo y comentado/);
  });

  it('"a python function that parses a csv…" still gets the code block format (en)', async () => {
    expect(await improve('write a python function that parses a csv and returns the average price', 'en')).toMatch(/Format: one complete, commented code block/);
  });
});

describe('an ending the user states is not contradicted by an added format', () => {
  it('"…End with a hiring call to action." gets no format that closes with "a closing question" (en)', async () => {
    const prompt = await improve(
      'Write a LinkedIn post (150-200 words) announcing our Series A funding of $5M. Audience: investors and potential hires. Tone: confident but humble. End with a hiring call to action.',
      'en',
      { taskType: 'Content Creation', channel: 'Social Media' },
    );
    expect(prompt).toMatch(/End with a hiring call to action\./);
    expect(prompt).not.toMatch(/a closing question/);
  });

  it('"…y termina con una pregunta" gets no format with another close (es)', async () => {
    const prompt = await improve('escribe un post de linkedin sobre mi ascenso y termina con una pregunta');
    expect(prompt).toMatch(/termina con una pregunta/);
    expect(prompt).not.toMatch(/un aprendizaje profesional concreto, una pregunta final/);
  });
});

describe('wedding vows are said in a minute or two', () => {
  it('"help me write my wedding vows…" is 1 to 2 minutes, not a 3-minute speech (en)', async () => {
    const prompt = await improve('help me write my wedding vows, we met in college 8 years ago and she loves hiking', 'en');
    expect(prompt).toMatch(/Length: 1 to 2 minutes said out loud/);
    expect(prompt).not.toMatch(/about 3 minutes/);
  });

  it('"escribe mis votos de boda…" dura entre 1 y 2 minutos (es)', async () => {
    expect(await improve('escribe mis votos de boda, nos conocimos hace 10 años en un concierto')).toMatch(/Extensión: entre 1 y 2 minutos dicho en voz alta/);
  });
});

describe('code that does not work, pasted or not, is a diagnosis', () => {
  it('"why is my code not working" above the code is a diagnosis with no slot to paste it (en)', async () => {
    const prompt = await improve('why is my code not working\n\nfor i in range(10)\n    print(i)', 'en');
    expect(prompt).toMatch(/diagnoses and fixes errors methodically/);
    expect(prompt).toMatch(/for i in range\(10\)/);
    expect(prompt).not.toMatch(/\[paste the code here\]/);
  });

  it('"why isnt my code working" and "this function doesnt work" are a diagnosis (en)', async () => {
    for (const request of ['why isnt my code working', 'this function doesnt work']) expect(await improve(request, 'en')).toMatch(/diagnoses and fixes errors methodically/);
  });

  it('"no entiendo por qué falla mi código" above the code is a diagnosis, not a review that rewrites nothing (es)', async () => {
    const prompt = await improve('no entiendo por qué falla mi código\n\ndef suma(a, b)\n    return a + b');
    expect(prompt).toMatch(/diagnostica y resuelve errores con método/);
    expect(prompt).toMatch(/def suma\(a, b\)/);
    expect(prompt).not.toMatch(/no reescribas el texto entero/);
  });
});

describe('learning to program is not a request for code', () => {
  it('"quiero aprender a programar, por dónde empiezo" gets a learning path, not a code block (es)', async () => {
    const prompt = await improve('quiero aprender a programar, por dónde empiezo');
    expect(prompt).not.toMatch(/bloque de código|Lenguaje y versión/);
    expect(prompt).toMatch(/Hazme una ruta de aprendizaje/);
  });

  it('"i want to learn to code, where do i start" gets steps, while "escribe un programa que sume dos números" is still code (en, es)', async () => {
    expect(await improve('i want to learn to code, where do i start', 'en')).not.toMatch(/code block/);
    expect(await improve('escribe un programa que sume dos números')).toMatch(/un bloque de código completo/);
  });
});

describe('questions the candidate asks are not the interviewer\'s', () => {
  it('"what questions should i ask at the end of a job interview" are questions for me to ask the interviewer (en)', async () => {
    const prompt = await improve('what questions should i ask at the end of a job interview', 'en');
    expect(prompt).toMatch(/questions for me to ask the interviewer/);
    expect(prompt).not.toMatch(/what a strong answer and a weak answer sound like/);
  });
});

describe('a learners\' level named after a question is who the answer is for', () => {
  it('"¿Cuál es la diferencia entre ser y estar? Explícamelo como si fuera un estudiante de nivel A2" explains the difference, not a graded text (es)', async () => {
    const prompt = await improve('¿Cuál es la diferencia entre ser y estar? Explícamelo como si fuera un estudiante de español de nivel A2');
    expect(prompt).toMatch(/explica la diferencia entre dos cosas/);
    expect(prompt).not.toMatch(/glosario breve|preguntas de comprensión/);
  });

  it('"a short story for A2 spanish learners" is still a graded text (en)', async () => {
    expect(await improve('write a short story for A2 spanish learners about a trip to the market', 'en')).toMatch(/writes graded texts for learners/);
  });
});

describe('a question of fact gets the fact first, not an explanation of how it works', () => {
  it.each([
    ['what is the capital of australia', 'en', /Give the answer in the first sentence/],
    ['when was the eiffel tower built', 'en', /Give the answer in the first sentence/],
    ['cuál es la capital de australia', 'es', /Da la respuesta en la primera frase/],
    ['cuántos huesos tiene el cuerpo humano', 'es', /Da la respuesta en la primera frase/],
  ] as const)('"%s" is answered in its first sentence, in a few words', async (request, language, answerFirst) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(answerFirst);
    expect(prompt).not.toMatch(/how it works step by step|cómo funciona, paso a paso|arco narrativo/);
  });

  it('"how many calories should i eat…" and "where is my order" are not questions of fact (en)', async () => {
    expect(await improve('how many calories should i eat to lose weight', 'en')).not.toMatch(/Give the answer in the first sentence/);
    expect(await improve('where is my order', 'en')).not.toMatch(/reference librarian/);
  });
});

describe('any named plan is a plan', () => {
  it('"Create a 4-week onboarding plan for a new junior developer…" is a plan over the 4 weeks, not the generic answer (en)', async () => {
    const prompt = await improve('Create a 4-week onboarding plan for a new junior developer joining a remote team of 8. Include week-by-week goals, who they meet, and what they ship.', 'en');
    expect(prompt).toMatch(/Make a concrete, realistic plan/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });
});

describe('a campaign email sells the offer', () => {
  it('"una campaña de email para navidad… asunto y cuerpo… 20% de descuento" is a promotional email with subject lines, not a formal request (es)', async () => {
    const prompt = await improve(
      'hola, tengo una tienda online de velas artesanales y quiero hacer una campaña de email para navidad. me ayudas con el asunto y el cuerpo del correo? quiero ofrecer 20% de descuento',
    );
    expect(prompt).toMatch(/especialista en email marketing/);
    expect(prompt).toMatch(/3 opciones de asunto/);
    expect(prompt).not.toMatch(/los argumentos; una petición concreta|Firma: \[tu nombre\]/);
  });

  it('"write a black friday email for my shoe store, 30% off everything" is a promotional email (en)', async () => {
    expect(await improve('write a black friday email for my shoe store, 30% off everything', 'en')).toMatch(/an email marketer whose campaigns get opened and clicked/);
  });
});

describe('questions to get to know someone better are conversation questions', () => {
  it('"dame 10 preguntas para conocer mejor a mi pareja" gets open questions, not a bare task (es)', async () => {
    expect(await improve('dame 10 preguntas para conocer mejor a mi pareja')).toMatch(/Preguntas abiertas, no de sí o no/);
  });

  it('"questions to get to know my girlfriend better" gets open questions (en)', async () => {
    expect(await improve('questions to get to know my girlfriend better', 'en')).toMatch(/Open questions, not yes or no/);
  });
});

describe('the copy of a web page is a web page\'s text', () => {
  it('"landing page for a yoga retreat in Bali" under Copywriting and Website is 300-600 words of web copy, not a 60-word ad (en)', async () => {
    const prompt = await improve('landing page for a yoga retreat in Bali', 'en', { taskType: 'Copywriting', channel: 'Website', audience: 'Customers', customTone: 'Persuasive' });
    expect(prompt).toMatch(/Format: web copy with a headline, a subheadline/);
    expect(prompt).not.toMatch(/no more than 60 words/);
  });

  it('"el texto de una landing page para mi curso de fotografía" is web copy (es), while "an ad for my online store" stays an ad (en)', async () => {
    expect(await improve('escribe el texto de una landing page para mi curso de fotografía')).toMatch(/Formato: texto web con titular/);
    expect(await improve('write an ad for my online store', 'en')).toMatch(/no more than 60 words/);
  });
});

describe('a request that does not yet say what it needs asks first', () => {
  it.each([
    ['i need help with marketing', 'en', /before answering, ask me the 2 or 3 questions/],
    ['escribe algo bonito', 'es', /antes de responder, hazme las 2 o 3 preguntas/],
    ['ayudame con mi negocio', 'es', /antes de responder, hazme las 2 o 3 preguntas/],
  ] as const)('"%s" asks the questions that change the answer most, not "a complete answer I can apply directly"', async (request, language, asksFirst) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(asksFirst);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly|Da una respuesta completa y directamente aplicable/);
  });

  it('a clear request of no known shape is still answered directly ("what to do with leftover paint")', async () => {
    expect(await improve('what to do with leftover paint', 'en')).not.toMatch(/ask me the 2 or 3 questions/);
  });
});

describe('telling a child something hard gets the words for that child', () => {
  it('"cómo le explico a mi hijo de 5 años que su abuelo murió" gets a child psychologist and words to use, not generic steps (es)', async () => {
    const prompt = await improve('cómo le explico a mi hijo de 5 años que su abuelo murió');
    expect(prompt).toMatch(/psicólogo infantil/);
    expect(prompt).toMatch(/sin eufemismos que lo confundan/);
    expect(prompt).not.toMatch(/qué hacer si algo no sale como esperaba/);
  });

  it('"how do i tell my kids we are getting divorced" gets the same shape (en)', async () => {
    expect(await improve('how do i tell my kids we are getting divorced', 'en')).toMatch(/a child psychologist who helps parents/);
  });
});

describe('a sample contract is a contract', () => {
  it('"Dame un ejemplo de contrato de alquiler de habitación" gets the contract\'s clauses, not technical documentation (es)', async () => {
    const prompt = await improve('Dame un ejemplo de contrato de alquiler de habitación');
    expect(prompt).toMatch(/cláusulas numeradas/);
    expect(prompt).not.toMatch(/redactor técnico/);
  });

  it('"give me a sample rental agreement for a room" gets the agreement\'s clauses (en)', async () => {
    expect(await improve('give me a sample rental agreement for a room', 'en')).toMatch(/numbered clauses/);
  });
});

describe('a career change is no exam to revise for', () => {
  it('"switch careers to UX design… a 6-month transition plan. I can study 10 hours a week" gets a career coach, not mock exams (en)', async () => {
    const prompt = await improve("I'm a nurse and I want to switch careers to UX design. Make me a 6-month transition plan. I can study 10 hours a week.", 'en');
    expect(prompt).toMatch(/a career coach/);
    expect(prompt).not.toMatch(/mock exam/);
  });

  it('"quiero cambiarme de profesión a diseño UX, hazme un plan de 6 meses" gets a careers adviser (es), while an exam plan stays a study plan (en)', async () => {
    expect(await improve('soy enfermera y quiero cambiarme de profesión a diseño UX, hazme un plan de 6 meses, puedo estudiar 10 horas a la semana')).toMatch(/orientador profesional/);
    expect(await improve('make a study plan for my exams in 2 weeks', 'en')).toMatch(/expert in study techniques/);
  });
});

describe('a plan to learn with no exam has no mock exam', () => {
  it('"make me a study plan for learning spanish in 3 months, 30 min a day" is a plan to learn, with no "mock exam before the exam" (en)', async () => {
    const prompt = await improve('make me a study plan for learning spanish in 3 months, 30 min a day', 'en');
    expect(prompt).toMatch(/what I should be able to do at the end of it/);
    expect(prompt).not.toMatch(/mock exam/);
  });

  it('"plan de estudio para aprender inglés en 6 meses" has no simulacro (es), while a plan for finals keeps its mock exam (en)', async () => {
    expect(await improve('hazme un plan de estudio para aprender inglés en 6 meses, tengo nivel básico y 1 hora al día')).not.toMatch(/simulacro/);
    expect(await improve('make a study schedule for my finals, i have 4 exams in 2 weeks', 'en')).toMatch(/a mock exam before the exam/);
  });
});

describe('a weight goal without a deadline is still a goal to plan', () => {
  it('"i want you to act as my personal trainer. im 35 and want to lose 10kg" gets a plan at a safe pace, not the generic answer (en)', async () => {
    const prompt = await improve('i want you to act as my personal trainer. im 35 and want to lose 10kg', 'en');
    expect(prompt).toMatch(/the safe, realistic pace/);
    expect(prompt).toMatch(/if I give none, propose a realistic one/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });

  it('"quiero bajar 8 kilos, qué hago" gets a plan at a safe pace (es)', async () => {
    expect(await improve('quiero bajar 8 kilos, qué hago')).toMatch(/el ritmo seguro y realista/);
  });
});

describe('fresh set 41: agendas, steps and interview preparation in other words', () => {
  it('"create an agenda for a 1-hour team meeting…" is a meeting agenda, not a plan by days or weeks (en)', async () => {
    const prompt = await improve('create an agenda for a 1-hour team meeting about Q4 planning', 'en');
    expect(prompt).toMatch(/a facilitator of effective meetings/);
    expect(prompt).not.toMatch(/by period \(days or weeks\)/);
  });

  it('"cuáles son los pasos para registrar una marca en México" and "what are the steps to get a work visa" are steps, not the generic answer (es, en)', async () => {
    expect(await improve('cuáles son los pasos para registrar una marca en México')).toMatch(/Dame pasos concretos para mi caso/);
    expect(await improve('what are the steps to get a work visa in canada', 'en')).toMatch(/Give me concrete steps for my case/);
  });

  it('a job interview told first and "¿Me ayudas a preparar respuestas…?" after a full stop is interview preparation (es)', async () => {
    const prompt = await improve(
      'Tengo una entrevista de trabajo en inglés la semana que viene para un puesto de atención al cliente. Mi nivel es intermedio. ¿Me ayudas a preparar respuestas a las preguntas típicas?',
    );
    expect(prompt).toMatch(/prepara a candidatos para entrevistas/);
  });
});

describe('fresh set 42: "a good way to…" and lists of dinners', () => {
  it('"wats a good way to ask my boss for a day off" and "cuál es la mejor forma de pedirle a mi jefe un aumento" are how-tos with what to say (en, es)', async () => {
    expect(await improve('wats a good way to ask my boss for a day off', 'en')).toMatch(/what to say, where, with what/);
    expect(await improve('cuál es la mejor forma de pedirle a mi jefe un aumento')).toMatch(/qué decir, dónde, con qué/);
  });

  it('"a list of 10 easy dinners for busy weeknights" and "7 cenas fáciles" are meal ideas (en, es)', async () => {
    expect(await improve('give me a list of 10 easy dinners for busy weeknights', 'en')).toMatch(/Act as a home cook/);
    expect(await improve('dame 7 cenas fáciles para la semana')).toMatch(/Actúa como un cocinero casero/);
  });
});

describe('a LinkedIn recommendation is a short endorsement, not a letter', () => {
  it('"write a linkedin recommendation for my former coworker Sarah…" is 80-180 words with no greeting or signature (en)', async () => {
    const prompt = await improve('write a linkedin recommendation for my former coworker Sarah, she was a great project manager', 'en');
    expect(prompt).toMatch(/no greeting and no signature/);
    expect(prompt).not.toMatch(/Signature: \[your name\]|250 and 400 words/);
  });

  it('"una recomendación para linkedin para mi antigua jefa" is a short endorsement (es), while a recommendation letter stays a letter (en)', async () => {
    expect(await improve('escríbeme una recomendación para linkedin para mi antigua jefa, Marta, directora de marketing')).toMatch(/sin saludo ni firma/);
    expect(await improve('write a recommendation letter for my student applying to grad school', 'en')).toMatch(/recommendation letters/);
  });
});

describe('fresh set 43: both sides, a client\'s questions and a call to cancel', () => {
  it('"summarize the main arguments for and against nuclear energy" gets both sides, not every case of a known summary (en, es)', async () => {
    expect(await improve('summarize the main arguments for and against nuclear energy', 'en')).toMatch(/Give the pros and the cons as two lists/);
    expect(await improve('resume los argumentos a favor y en contra de la energía nuclear')).toMatch(/Da los pros y los contras en dos listas/);
  });

  it('"qué preguntas le hago al pediatra…" and "what questions should i ask my doctor…" are a client\'s questions, not the generic answer (es, en)', async () => {
    expect(await improve('qué preguntas le hago al pediatra en la revisión de los 6 meses')).toMatch(/qué preguntar a un profesional/);
    expect(await improve('what questions should i ask my doctor about high blood pressure', 'en')).toMatch(/what to ask a professional/);
  });

  it('"a script to cancel my gym membership over the phone" prepares a conversation, not a video script (en, es)', async () => {
    const prompt = await improve('give me a script to cancel my gym membership over the phone', 'en');
    expect(prompt).toMatch(/prepares people for difficult conversations/);
    expect(prompt).not.toMatch(/ready to record|what we see/);
    expect(await improve('dame un guion para reclamar por teléfono a mi compañía de luz')).toMatch(/prepara conversaciones difíciles/);
  });
});

describe('a role that frames a named deliverable is not a roleplay', () => {
  it('"pretend you are my grandma and tell me a bedtime story" is a story with an arc, not a character brief and a first line (en, es)', async () => {
    const en = await improve('pretend you are my grandma and tell me a bedtime story', 'en');
    expect(en).toMatch(/Give it a clear arc/);
    expect(en).not.toMatch(/character brief/);
    expect(await improve('finge que eres mi abuela y cuéntame un cuento para dormir')).toMatch(/Cuida el arco narrativo/);
  });

  it('"pretend you are a pirate" with nothing else asked is still a roleplay (en)', async () => {
    expect(await improve('pretend you are a pirate', 'en')).toMatch(/character brief/);
  });
});

describe('re-reading sets 33–43: children\'s habits, announcements to a team, learning a skill', () => {
  it('"how do I get my toddler to sleep through the night" and "mi hijo de 3 años no quiere comer verduras" fit the child\'s age, not generic steps (en, es)', async () => {
    expect(await improve('how do I get my toddler to sleep through the night', 'en')).toMatch(/Fit the advice to the child's age/);
    expect(await improve("my toddler won't eat vegetables", 'en')).toMatch(/parenting coach/);
    expect(await improve('mi hijo de 3 años no quiere comer verduras')).toMatch(/Ajusta los consejos a la edad que indico/);
  });

  it('"email to my team about the new vacation policy" is an announcement, with the news first (en, es)', async () => {
    expect(await improve('email to my team about the new vacation policy', 'en', { taskType: 'Email Writing' })).toMatch(/the news in the first sentence/);
    expect(await improve('correo al equipo sobre la nueva política de teletrabajo')).toMatch(/la noticia en la primera frase/);
  });

  it('"what\'s the best way to learn guitar" is a learning path (en, es)', async () => {
    expect(await improve("what's the best way to learn guitar as an adult", 'en')).toMatch(/learning path/);
    expect(await improve('cuál es la mejor forma de aprender inglés rápido')).toMatch(/ruta de aprendizaje/);
  });
});

describe('names brainstormed are names', () => {
  it('"brainstorm names for a podcast…" under Brainstorming gets the naming role and no false conflict (en)', async () => {
    const result = await engine.optimize({ originalContent: 'brainstorm names for a podcast about personal finance for millennials', options: { ...page, taskType: 'Brainstorming' }, readerLanguage: 'en' });
    expect(result.improvedPrompt).toMatch(/Act as a branding and naming expert/);
    expect(result.explanation).not.toMatch(/you chose "Brainstorming"/);
  });

  it('"lluvia de ideas de nombres para mi panadería" gets the naming role (es), while "brainstorm ideas for a podcast" stays ideas (en)', async () => {
    expect(await improve('lluvia de ideas de nombres para mi panadería')).toMatch(/experto en branding y naming/);
    expect(await improve('brainstorm ideas for a podcast', 'en')).toMatch(/Act as a creative strategist/);
  });
});

describe('titles for a piece of research are a text\'s titles', () => {
  it('"dame 10 títulos para mi investigación sobre el reciclaje…" gets an editor who titles texts, not a brand namer (es)', async () => {
    const prompt = await improve('dame 10 títulos para mi investigación sobre el reciclaje en escuelas rurales', 'es', { taskType: 'Research' });
    expect(prompt).toMatch(/Actúa como un editor que titula textos/);
    expect(prompt).not.toMatch(/branding y naming/);
  });
});
