import { describe, expect, it } from 'vitest';
import { improve, optimize } from './test-engine.ts';

// Options against the text, mixed languages and messages between people (issue 19, thirty-fifth round): each class in Spanish and English.

describe('a message, a note or a text named without an article is a message to send, not the generic answer', () => {
  it.each([
    ['mensaje para poner limites a mi suegra que viene sin avisar a casa', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['mensaje al grupo de padres del cole avisando que la excursion del jueves se cancela', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['nota para mi vecino del 3B pidiendo que baje la musica despues de las 11', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['note to my neighbor about their dog barking all day while they are at work', 'en', /Write the complete message, ready to send/],
    ["text my friend Leo that I can't lend him my car this weekend", 'en', /Write the complete message, ready to send/],
  ] as const)('"%s"', async (request, language, message) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(message);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });

  it('the names and details given in passing are kept, with no slot for them', async () => {
    const prompt = await improve('nota para mi vecino del 3B pidiendo que baje la musica despues de las 11');
    expect(prompt).toContain('3B');
    expect(prompt).not.toMatch(/\[nombre/);
  });

  it('study notes for an exam are no note to a person', async () => {
    expect(await improve('notas para mi examen de historia')).not.toMatch(/listo para enviar/);
  });
});

describe('"help me say no to…" and asking someone else to fix a thing are how to deal with a person, not the fallback or a repair', () => {
  it.each([
    ["help me say no to my boss asking me to work this saturday, I have my son's recital", 'en', /Give me concrete steps for my case/],
    ['ayudame a decirle que no a mi jefe que me pide trabajar el sabado', 'es', /Dame pasos concretos para mi caso/],
    ['how do I ask my landlord to fix the heater? he only speaks spanish', 'en', /Give me concrete steps for my case/],
    ['como le pido a mi casero que venga a arreglar la caldera', 'es', /Dame pasos concretos para mi caso/],
  ] as const)('"%s"', async (request, language, steps) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(steps);
    expect(prompt).not.toMatch(/handyman|manitas/);
  });

  it('a repair the user does stays a repair', async () => {
    expect(await improve('how do i fix a leaking faucet', 'en')).toMatch(/handyman/);
    expect(await improve('como arreglo la cisterna del vater que no para de echar agua')).toMatch(/manitas/);
  });
});

describe('a plain message under the Email option is an email; one by WhatsApp stays a chat message', () => {
  it('"mensaje a mi casera…" under the Email channel is an email (es)', async () => {
    const prompt = await improve('mensaje a mi casera Mercedes diciendo que el calentador lleva una semana roto y necesito que lo arregle ya', 'es', { channel: 'Email' });
    expect(prompt).toMatch(/Escribe el correo completo/);
    expect(prompt).toContain('Mercedes');
  });

  it('"message to my landlord…" under Email Writing is an email (en)', async () => {
    expect(await improve('message to my landlord saying the heater has been broken for a week', 'en', { taskType: 'Email Writing' })).toMatch(/Write the complete email/);
  });

  it('a WhatsApp under the Email channel stays a WhatsApp, and a message with no option a message', async () => {
    expect(await improve('whatsapp a mi casera diciendo que el calentador esta roto', 'es', { channel: 'Email' })).toMatch(/Escribe el mensaje completo/);
    expect(await improve('mensaje a mi casera diciendo que el calentador esta roto')).toMatch(/Escribe el mensaje completo/);
  });
});

describe('a thing the user owns named in another language is no person with a name and a role', () => {
  it('"mi brand de ropa" gets no "[nombre y cargo…]" (es)', async () => {
    expect(await improve('dame ideas de content para mi brand de ropa, algo aesthetic')).not.toMatch(/nombre y cargo/);
  });

  it('"my jefe" gets no "[your jefe\'s name and role]" (en)', async () => {
    expect(await improve('write an email to my jefe asking for friday off', 'en')).not.toMatch(/jefe's name and role/);
  });

  it('a boss named in the prompt\'s language still gets the slot', async () => {
    expect(await improve('necesito un correo para mi jefe pidiendo el viernes libre')).toMatch(/\[nombre y cargo de tu jefe\]/);
  });
});

describe('the explanation names every slot it left, however long', () => {
  it('a cover letter\'s experience slot is named, not left blank (en)', async () => {
    const { explanation } = await optimize('a cover letter for a junior data analyst job', 'en', { detailLevel: 'Low' });
    expect(explanation).not.toMatch(/left {2}for you/);
    expect(explanation).toMatch(/left \[your relevant experience/);
  });

  it('and in Spanish (es)', async () => {
    const { explanation } = await optimize('una carta de presentacion para un trabajo de analista', 'es', { detailLevel: 'Low' });
    expect(explanation).toMatch(/dejé \[tu experiencia/);
  });
});

describe('Copywriting agrees with the texts that present or sell a business: no conflict is reported', () => {
  it('a shop description under Copywriting (es)', async () => {
    const { explanation } = await optimize('descripcion para mi tienda online de velas artesanales', 'es', { taskType: 'Copywriting', customTone: 'Persuasive' });
    expect(explanation).not.toMatch(/Tipo de tarea: elegiste/);
  });

  it('an about-us page under Copywriting (en)', async () => {
    const { explanation } = await optimize('write the about us page for my bakery', 'en', { taskType: 'Copywriting' });
    expect(explanation).not.toMatch(/Task type: you chose/);
  });
});

describe('"necesito decirle a mi…", "I need to tell my…" are how to tell them, not the generic answer', () => {
  it.each([
    ['necesito decirle a mi roomie que se tiene que ir del depa a fin de mes', 'es', /Dame pasos concretos para mi caso/],
    ['quiero decirle a mi grupo de amigos que no voy a ir al viaje porque no tengo plata', 'es', /Dame pasos concretos para mi caso/],
    ['I need to tell my roommate she has to move out by the end of the month', 'en', /Give me concrete steps for my case/],
  ] as const)('"%s"', async (request, language, steps) => {
    expect(await improve(request, language)).toMatch(steps);
  });

  it('a deliverable named after it is written: the email, the WhatsApp', async () => {
    expect(await improve('quiero decirle a mi jefe que renuncio, escribeme el correo')).toMatch(/Escribe el correo completo/);
    expect(await improve("i need to tell my boss i'm quitting, write the email", 'en')).toMatch(/Write the complete email/);
  });
});

describe('how to answer someone\'s message is a reply to write, not an explanation or the fallback', () => {
  it.each([
    ['como respondo al mensaje de mi mama que dice que esta decepcionada de mi', 'es', /Escribe el mensaje completo, listo para enviar/],
    ["how do i reply to my mom's text saying she's disappointed in me", 'en', /Write the complete message, ready to send/],
  ] as const)('"%s"', async (request, language, message) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(message);
    expect(prompt).not.toMatch(/divulgador|science communicator/);
  });
});

describe('an English deliverable in a Spanish request, or a congratulation named by "felicidades", is still that deliverable', () => {
  it.each([
    ['necesito un speech para la boda de mi hermana Marta, soy la dama de honor', /Actúa como un redactor de discursos/],
    ['hazme un speech corto para el cumple de mi abuelo', /Actúa como un redactor de discursos/],
    ['felicidades a mi prima por su embarazo, mensaje corto', /listo para copiar en la tarjeta o el mensaje/],
  ] as const)('"%s"', async (request, shape) => {
    const prompt = await improve(request, 'es');
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });

  it('the English ones already were (en)', async () => {
    expect(await improve("need a speech for my sister's wedding, im the maid of honor", 'en')).toMatch(/Act as a speechwriter/);
  });
});

describe('a translation into a register is a translation, not notes turned into prose', () => {
  it('"pásame esto a inglés formal: …" (es)', async () => {
    const prompt = await improve('pasame esto a ingles formal: oye jefe mañana no puedo ir porque tengo medico');
    expect(prompt).toMatch(/Actúa como un traductor profesional/);
    expect(prompt).toMatch(/Devuelve solo la traducción/);
    expect(prompt).not.toMatch(/Usa todos los puntos y todas las cifras/);
    expect(prompt).toContain('oye jefe mañana no puedo ir porque tengo medico');
  });

  it('"translate this into formal spanish: …" (en)', async () => {
    expect(await improve('translate this into formal spanish: hey boss i cant come in tomorrow, doctor appointment', 'en')).toMatch(/Return only the translation/);
  });
});

describe('a phrase quoted in another language leaves the request in its own language', () => {
  it('"what does \'estar en las nubes\' mean" is answered in English, by a language teacher (en)', async () => {
    const prompt = await improve("what does 'estar en las nubes' mean", 'es');
    expect(prompt).toMatch(/^Act as a language teacher/);
    expect(prompt).toContain("'estar en las nubes'");
  });

  it('"qué significa \'break a leg\'" stays Spanish, with a language teacher (es)', async () => {
    const prompt = await improve("que significa 'break a leg'", 'en');
    expect(prompt).toMatch(/^Actúa como un profesor de lengua/);
  });

  it("an apostrophe is no quote: \"my mom's text saying she's…\" stays English", async () => {
    expect(await improve("how do i reply to my mom's text saying she's disappointed in me", 'es')).toMatch(/^Act as/);
  });
});

describe('a figure is quoted with the word that says what it is, not a pronoun after it', () => {
  it('"our bakery turns 10 this year" keeps "turns 10" (en)', async () => {
    const { explanation } = await optimize('our bakery turns 10 this year!!', 'en', { kind: 'dialog', platform: 'Facebook', tone: 'Casual' });
    expect(explanation).toContain('"turns 10"');
    expect(explanation).not.toContain('"10 this"');
  });

  it('"mi tienda cumple 5 este mes" keeps "cumple 5" (es)', async () => {
    const { explanation } = await optimize('mi tienda cumple 5 este mes, post para instagram');
    expect(explanation).toContain('"cumple 5"');
  });
});

describe('a post that opens with "hiring:" or "vacante:" is a job post on the platform', () => {
  it.each([
    ['hiring: junior frontend dev, remote, react', 'en', /the role we are hiring for, in the first line/],
    ['vacante: diseñadora grafica jr, hibrido en CDMX', 'es', /el puesto que buscamos, en la primera línea/],
  ] as const)('"%s"', async (request, language, format) => {
    expect(await improve(request, language, { kind: 'dialog', platform: 'LinkedIn', tone: 'Professional' })).toMatch(format);
  });
});

describe('a thing a mishap befell ("my dog ate my homework") is no material to paste', () => {
  it.each([
    ['my dog ate my homework, literally', 'en', { kind: 'dialog', platform: 'TikTok', tone: 'Humorous' }, /paste the/],
    ['my roommate spilled coffee on my essay lol', 'en', { kind: 'dialog', platform: 'TikTok', tone: 'Humorous' }, /paste the/],
    ['my dog ate my homework, write an email to my teacher', 'en', {}, /paste the/],
    ['perdí mis apuntes de biologia, hazme un resumen del tema 3', 'es', {}, /pega aquí/],
  ] as const)('"%s"', async (request, language, options, slot) => {
    expect(await improve(request, language, options)).not.toMatch(slot);
  });

  it('the user\'s own work to work on still gets its slot', async () => {
    expect(await improve('check my homework', 'en')).toMatch(/\[paste the homework here\]/);
    expect(await improve('resume mi ensayo')).toMatch(/\[pega aquí el ensayo\]/);
  });
});

describe('a year-like count before a unit of length is the size asked for', () => {
  it('"a 2000 word article" keeps 2000 words, at any detail level (en)', async () => {
    for (const detailLevel of ['Low', 'Medium'] as const) {
      const { improvedPrompt, explanation } = await optimize('write a 2000 word article on the history of jazz', 'en', { detailLevel });
      expect(improvedPrompt).not.toMatch(/between 700 and 1,000 words/);
      expect(explanation).toContain('"2000 word"');
    }
  });

  it('"un artículo de 2000 palabras" keeps them (es)', async () => {
    const { explanation } = await optimize('escribe un articulo de 2000 palabras sobre la historia del jazz', 'es', { detailLevel: 'Low' });
    expect(explanation).toContain('"2000 palabras"');
  });

  it('a year is still no size', async () => {
    expect(await improve('resume lo que paso en el mundial de 2010')).not.toMatch(/2010 palabras/);
  });
});

describe('a promotional email to customers is copywriting: the email marketer writes it, with no conflict reported', () => {
  it('"email para clientes sobre el black friday" under Copywriting and Email (es)', async () => {
    const { improvedPrompt, explanation } = await optimize('email para clientes sobre el black friday', 'es', { taskType: 'Copywriting', channel: 'Email', customTone: 'Persuasive' });
    expect(improvedPrompt).toMatch(/email marketing/);
    expect(explanation).not.toMatch(/Tipo de tarea: elegiste/);
  });

  it('"email to our customers about the summer sale" under Copywriting (en)', async () => {
    const { improvedPrompt, explanation } = await optimize('email to our customers about the summer sale', 'en', { taskType: 'Copywriting' });
    expect(improvedPrompt).toMatch(/email marketer/);
    expect(explanation).not.toMatch(/Task type: you chose/);
  });
});

describe('declining an invitation is a reply to send, not an invitation to write', () => {
  it.each([
    ['rechazar una invitacion a una boda por whatsapp sin quedar mal', 'es', /Escribe el mensaje completo/, /invitaciones claras/],
    ['decline a wedding invitation politely, text message', 'en', /Write the complete message/, /charming invitations/],
  ] as const)('"%s"', async (request, language, message, invitation) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(message);
    expect(prompt).not.toMatch(invitation);
  });

  it('an invitation asked for is still one', async () => {
    expect(await improve('invitacion para el cumple de mi hijo el sabado a las 5')).toMatch(/invitaciones claras/);
    expect(await improve("birthday invitation for my son's party on saturday", 'en')).toMatch(/charming invitations/);
  });
});

describe('"something to send my dad", "ask my coworker… via slack", "pídele a mi vecina…" are messages, not the fallback', () => {
  it.each([
    ['oye escribeme algo para mandarle a mi mejor amiga q se va a vivir a canada', 'es', /Escribe el mensaje completo/],
    ['pidele a mi vecina Lola que me devuelva la escalera', 'es', /Escribe el mensaje completo/],
    ['write something to send my dad on his retirement, he was a firefighter for 30 years', 'en', /Write the complete message/],
    ['ask my coworker Dan to stop scheduling meetings at lunch, via slack', 'en', /Write the complete message/],
  ] as const)('"%s"', async (request, language, message) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(message);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });

  it('something to say at a funeral is a speech (en) and so is "unas palabras para decir en el funeral" (es)', async () => {
    expect(await improve("something to say at my grandma's funeral", 'en')).toMatch(/Act as a speechwriter/);
    expect(await improve('algo para decir en el funeral de mi abuela')).toMatch(/redactor de discursos/);
  });
});

describe('money is quoted back with its sign', () => {
  it('"$49" and "$150", not "49 refunded" (en)', async () => {
    const { explanation } = await optimize('email to the gym asking to cancel my membership and get my last payment of $49 refunded', 'en');
    expect(explanation).toContain('"$49"');
    expect(explanation).not.toContain('49 refunded');
  });

  it('"$500" (es)', async () => {
    const { explanation } = await optimize('mensaje a mi casero diciendo que le pago los $500 del alquiler el viernes');
    expect(explanation).toContain('"$500"');
  });
});

describe('the High detail level adds no generic steps to a deliverable with a shape of its own', () => {
  it.each([
    ['write a haiku about coffee', 'en', /Sum up the essentials at the end/],
    ['convert 5 miles to km', 'en', /Sum up the essentials at the end/],
    ['escribe un haiku sobre el café', 'es', /Resume lo esencial al final/],
  ] as const)('"%s"', async (request, language, generic) => {
    expect(await improve(request, language, { detailLevel: 'High' })).not.toMatch(generic);
  });

  it('a deliverable of a kind keeps its own steps (es, en)', async () => {
    expect(await improve('una presentacion sobre el cambio climatico para clase', 'es', { detailLevel: 'High' })).toMatch(/Pasos:\n1\. Define el mensaje principal/);
    expect(await improve('write a blog post about remote work burnout', 'en', { detailLevel: 'High' })).toMatch(/Steps:\n1\./);
  });
});

describe('a farewell email and an email that says no have their own parts, not arguments and a request', () => {
  it.each([
    ['farewell email to my team, leaving after 4 years, my last day is Friday', 'en', /that I am leaving and my last day, first/],
    ['correo de despedida a mi equipo, me voy despues de 6 años', 'es', /primero que me voy y cuál es mi último día/],
    ['decline a job offer politely by email, the company is Acme', 'en', /the no, clear, in the first lines/],
    ['email para rechazar una oferta de trabajo de Telefonica', 'es', /el no, claro, en las primeras líneas/],
  ] as const)('"%s"', async (request, language, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/the arguments; a concrete request|los argumentos; una petición concreta/);
  });

  it('a bachelorette party, falling sales or a "no" that answers nothing keep the plain email', async () => {
    expect(await improve('email para invitar a la despedida de soltera de mi amiga Ana')).not.toMatch(/primero que me voy/);
    expect(await improve('email to the team, our sales are declining this quarter', 'en')).not.toMatch(/the no, clear/);
    expect(await improve('email a mi jefe para decirle que no puedo ir el sabado')).not.toMatch(/el no, claro/);
  });
});

describe('"quiero pedirle a mi ex que…", "I need to ask my landlord to…" are how to ask them; "write a note" after it is a note', () => {
  it.each([
    ['quiero pedirle a mi ex que me devuelva el dinero del viaje, 350 euros', 'es', /Dame pasos concretos para mi caso/],
    ['I need to ask my landlord to return my deposit', 'en', /Give me concrete steps for my case/],
    ['i want to ask my neighbor to trim his tree, write a note', 'en', /Write the complete message, ready to send/],
    ['quiero pedirle a mi jefe un aumento, escribeme el correo', 'es', /Escribe el correo completo/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});

describe('"behind the scenes of…" shows a place: a post, not a scene to write', () => {
  it('under Instagram Reels (en)', async () => {
    const prompt = await improve('behind the scenes of our pottery studio', 'en', { kind: 'dialog', platform: 'Instagram Reels', tone: 'Casual' });
    expect(prompt).not.toMatch(/creative writer|setup, conflict and resolution/);
  });

  it('a scene asked for is still a scene (en), and "detrás de cámaras" a post (es)', async () => {
    expect(await improve('write a scene where two detectives argue', 'en')).toMatch(/creative writer/);
    expect(await improve('detrás de cámaras de nuestro taller de cerámica', 'es', { kind: 'dialog', platform: 'Instagram Reels', tone: 'Casual' })).not.toMatch(/escritor creativo/);
  });
});

describe('a report on a topic under a channel it does not fit leaves the channel aside, and says so', () => {
  it('"write a report on Q3 sales" under Social Media (en)', async () => {
    const { improvedPrompt, explanation } = await optimize('write a report on Q3 sales', 'en', { channel: 'Social Media' });
    expect(improvedPrompt).not.toMatch(/researcher with experience in social media/);
    expect(explanation).toMatch(/Channel: you chose "social media", but your text asks for/);
  });

  it('"un informe sobre el mercado del café" under Video Script (es)', async () => {
    const { explanation } = await optimize('un informe sobre el mercado del cafe en españa', 'es', { channel: 'Video Script' });
    expect(explanation).toMatch(/Canal: elegiste "guiones de vídeo", pero tu texto pide/);
  });

  it('a channel it fits reports no conflict', async () => {
    const { explanation } = await optimize('un informe sobre el mercado del cafe en españa', 'es', { channel: 'Report' });
    expect(explanation).not.toMatch(/Canal: elegiste/);
  });
});

describe("the writer's own farewell to coworkers is no card greeting someone by name", () => {
  it.each([
    ['Escribe un mensaje de despedida para mis compañeros, me voy de la empresa después de 6 años', 'es', /primero que me voy y cuál es mi último día/, /un saludo con su nombre/],
    ["farewell message to my coworkers, I'm leaving after 4 years", 'en', /that I am leaving and my last day, first/, /a greeting with their name/],
  ] as const)('"%s"', async (request, language, own, card) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(own);
    expect(prompt).not.toMatch(card);
  });

  it('a farewell to someone else who leaves stays a card', async () => {
    expect(await improve('mensaje de despedida para mi compañera Laura que se jubila')).toMatch(/un saludo con su nombre/);
    expect(await improve('goodbye card for my coworker who is moving to Berlin', 'en')).toMatch(/a greeting with their name/);
  });
});

describe('the time somewhere, or the difference between two places, is a fact to give', () => {
  it.each([
    ['que hora es en tokio', 'es', /documentalista cuidadoso/],
    ['que diferencia horaria hay entre madrid y buenos aires', 'es', /documentalista cuidadoso/],
    ['what time is it in tokyo right now', 'en', /reference librarian/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language, { detailLevel: 'High' });
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});
