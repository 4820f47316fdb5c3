import { describe, expect, it } from 'vitest';
import { expectRole, generic, improve } from './test-engine.ts';

// The lead's thirty-sixth round (issue 19): earlier readers' leftovers and fresh set 53 (hobbies, home, pets, plants, cars,
// games and parties); each class in Spanish and English.

describe('a role and nothing more sets up the expert for the chat, whatever field its words name', () => {
  it.each([
    ['act like a youtube and tiktok growth expert', 'en', /Stay in this role for the whole conversation; start by asking me/],
    ['act as an instagram marketing expert', 'en', /Stay in this role for the whole conversation; start by asking me/],
    ['you are an expert email marketer', 'en', /Stay in this role for the whole conversation; start by asking me/],
    ['actua como experto en crecimiento de youtube y tiktok', 'es', /Mantén este papel durante toda la conversación; empieza preguntándome/],
    ['actúa como un experto en marketing de instagram', 'es', /Mantén este papel durante toda la conversación; empieza preguntándome/],
  ] as const)('"%s"', async (request, language, chat) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(chat);
    expect(prompt).not.toMatch(/video script|guion de vídeo|ready to publish|listo para publicar|ready to send|listo para enviar|Signature|Firma/);
  });

  it('a role with its material is still that one task: "act as an english teacher and correct this text: …"', async () => {
    const prompt = await improve('act as an english teacher and correct this text: yesterday we goes to the cinema and it were great', 'en');
    expect(prompt).toMatch(/Format: the whole corrected text/);
    expect(prompt).not.toMatch(/Stay in this role/);
  });
});

describe('a role that will answer the questions the user asks next waits for them: no slot to paste them, no one-off answer', () => {
  it.each([
    ['You are a friendly dog trainer. Answer my questions about puppy training in short, practical answers.', 'en', /Stay in the role for the whole chat/],
    ['act as a financial advisor, i have questions about my retirement', 'en', /Stay in the role for the whole chat/],
    ['eres un experto en jardineria. responde mis dudas sobre huertos urbanos', 'es', /Mantén el papel durante toda la conversación/],
    ['quiero que seas mi nutricionista y respondas mis preguntas', 'es', /Mantén el papel durante toda la conversación/],
  ] as const)('"%s"', async (request, language, chat) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(chat);
    expect(prompt).not.toMatch(/\[paste the questions here\]|\[pega aquí las preguntas\]/);
    expect(prompt).not.toMatch(generic);
  });

  it('questions the user says are below still get their slot', async () => {
    expect(await improve('You are a dog trainer. Answer my questions below about puppy training.', 'en')).toMatch(/\[paste the questions here\]/);
  });
});

describe('strategy for a game is a player and coach\'s advice, not steps in order or the generic answer', () => {
  it.each([
    ['dame trucos para ganar en catan', 'es', /Actúa como un jugador experto y entrenador del juego que nombro/, /Dame pasos concretos para mi caso, en orden/],
    ['consejos para ganarle a mis amigos al ajedrez', 'es', /Actúa como un jugador experto y entrenador del juego que nombro/, generic],
    ['what are the best openings in chess for beginners', 'en', /Act as an experienced player and coach of the game I name/, generic],
    ['how do i rank up in valorant', 'en', /Act as an experienced player and coach of the game I name/, generic],
  ] as const)('"%s"', (request, language, role, wrong) => expectRole(request, language, role, wrong));

  it('getting better at a game stays a learning path', async () => {
    expect(await improve('tips to get better at chess', 'en')).not.toMatch(/coach of the game/);
  });

  it('tips to win an argument are no game', async () => {
    expect(await improve('tips to win an argument with my boss', 'en')).not.toMatch(/coach of the game/);
  });
});

describe("a plant's care is a gardener's answer, with amounts and how often", () => {
  it.each([
    ['how often should i water a snake plant', 'en', /Act as a gardener who gives practical, specific plant care advice/, generic],
    ['my monstera leaves are turning yellow', 'en', /Act as a gardener who gives practical, specific plant care advice/, generic],
    ['como hago para que mis plantas no se mueran en invierno', 'es', /Actúa como un jardinero que da consejos prácticos y concretos para cuidar plantas/, /Dame pasos concretos para mi caso, en orden/],
    ['cada cuanto riego una suculenta', 'es', /Actúa como un jardinero que da consejos prácticos y concretos para cuidar plantas/, generic],
  ] as const)('"%s"', (request, language, role, wrong) => expectRole(request, language, role, wrong));
});

describe("a car's trouble is a mechanic's answer that says first whether it is safe to drive", () => {
  it.each([
    ['mi coche hace un ruido raro al frenar, es grave?', 'es', /Actúa como un mecánico[\s\S]*si es seguro seguir conduciendo/],
    ['el carro no arranca en las mañanas', 'es', /Actúa como un mecánico[\s\S]*si es seguro seguir conduciendo/],
    ['my car makes a grinding noise when i turn', 'en', /Act as a mechanic[\s\S]*whether it is safe to keep driving/],
    ['check engine light came on what should i do', 'en', /Act as a mechanic[\s\S]*whether it is safe to keep driving/],
  ] as const)('"%s"', (request, language, mechanic) => expectRole(request, language, mechanic));
});

describe('a workplace policy is written by HR, with its clauses and who it applies to, not as technical documentation', () => {
  it.each([
    ['write a remote work policy for my company of 20 people', 'en', /Act as an HR specialist who writes clear, fair workplace policies/],
    ['we need a dress code policy for the office', 'en', /Act as an HR specialist who writes clear, fair workplace policies/],
    ['redacta una politica de vacaciones para mi empresa', 'es', /Actúa como un especialista en recursos humanos que redacta políticas de empresa/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role, /technical writer|redactor técnico/));

  it('an insurance policy is no workplace policy', async () => {
    expect(await improve('explain my car insurance policy in simple words', 'en')).not.toMatch(/HR specialist/);
  });
});

describe("a PC's parts list is one compatible build within the budget, not a choice of products", () => {
  it.each([
    ['build me a pc parts list for video editing under $1500', 'en', /Act as a PC builder who picks compatible parts/, generic],
    ['what parts should i buy for a gaming pc, budget 1000', 'en', /Act as a PC builder who picks compatible parts/, /3 to 5 options within my budget/],
    ['quiero armar una pc gamer con 800 dolares, que piezas compro', 'es', /Actúa como un montador de PC que elige piezas compatibles/, /de 3 a 5 opciones dentro de mi presupuesto/],
  ] as const)('"%s"', (request, language, role, wrong) => expectRole(request, language, role, wrong));
});

describe('what to buy or check before buying is buying advice or a checklist, not the generic answer', () => {
  it.each([
    ['what paint should i use for a bathroom ceiling', 'en', /Act as a buying adviser/],
    ['qué pintura uso para el techo del baño', 'es', /Actúa como un asesor de compras/],
    ['what should i check before buying a used car', 'en', /Act as a very organised person who writes practical checklists/],
    ['que debo revisar antes de alquilar un departamento', 'es', /Actúa como alguien muy organizado que prepara listas de comprobación/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role));
});

describe('a bio for a Twitch channel is a bio within Twitch\'s limit, from the details given', () => {
  it('"write a bio for my twitch channel, i stream horror games and i\'m from chile"', async () => {
    const prompt = await improve("write a bio for my twitch channel, i stream horror games and i'm from chile", 'en');
    expect(prompt).toMatch(/at most 300 characters including spaces and emojis \(Twitch's bio limit\)/);
    expect(prompt).not.toMatch(/\[your twitch channel's name\]|\[what makes your twitch channel special\]/);
    expect(prompt).not.toMatch(generic);
  });
});

describe('named training plans and games are read as what they are', () => {
  it('"couch to 5k plan but i only have tuesdays thursdays and saturdays" is a training plan', () =>
    expectRole('couch to 5k plan but i only have tuesdays thursdays and saturdays', 'en', /Act as a coach who designs progressive training plans/));

  it('"crea una partida de dnd para 4 jugadores nivel 3" is an adventure to run ("dnd" is no "donde")', () =>
    expectRole('crea una partida de dnd para 4 jugadores nivel 3, una sola sesion de 3 horas', 'es', /Actúa como un máster de rol veterano/));
});

describe('a web address is kept exactly and is in no language; a video summarised from its link gets a slot for its transcript', () => {
  it('"resume este video de youtube: https://www.youtube.com/watch?v=abc123" is a Spanish summary with the link as typed', async () => {
    const prompt = await improve('resume este video de youtube: https://www.youtube.com/watch?v=abc123', 'es');
    expect(prompt).toMatch(/^Actúa como un editor/);
    expect(prompt).toContain('https://www.youtube.com/watch?v=abc123');
    expect(prompt).toMatch(/\[pega aquí la transcripción del video\]/);
    expect(prompt).not.toMatch(/guion|script/i);
  });

  it('"summarize this youtube video https://m.youtube.com/watch?v=xyzABC" keeps the link\'s letters', async () => {
    const prompt = await improve('summarize this youtube video https://m.youtube.com/watch?v=xyzABC', 'en');
    expect(prompt).toContain("https://m.youtube.com/watch?v=xyzABC");
    expect(prompt).toMatch(/\[paste the video transcript here\]/);
  });
});

describe('a sentence that ends in a bracket still ends before the next one', () => {
  it('"…llega tarde (3 en el ultimo mes)" gets its full stop', async () => {
    expect(await improve('escribe una carta de amonestacion para un empleado que llega tarde (3 en el ultimo mes)', 'es')).toMatch(/\(3 en el ultimo mes\)\. Escribe la carta completa/);
  });

  it('code that ends in a bracket is left as typed', async () => {
    expect(await improve("qué hace este código? print('hola'[::-1])", 'es')).toMatch(/print\('hola'\[::-1\]\) Explica/);
  });
});

describe('a change of tone asked of a text after a colon is that revision, whatever the text speaks of', () => {
  it.each([
    ['make this sound less aggressive: I told you three times already, fix the bug today', 'en', /Make only the changes I ask for/, /Act as a technical expert who diagnoses/],
    ['hazlo mas amable: ya te dije 3 veces que arregles el error del login hoy', 'es', /Aplica solo los cambios que pido/, /Actúa como un experto técnico/],
  ] as const)('"%s"', async (request, language, revision, troubleshooting) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(revision);
    expect(prompt).not.toMatch(troubleshooting);
  });
});

describe('a birth chart or a horoscope is astrology, presented as such, not a formal letter or the generic answer', () => {
  it.each([
    ['haz mi carta astral, naci el 3 de mayo de 1995 a las 10am en lima', 'es', /Actúa como un astrólogo[\s\S]*no como hechos ni predicciones/, /carta completa, lista para enviar|Firma: \[tu nombre\]/],
    ['cual es mi horoscopo de hoy, soy de leo', 'es', /Actúa como un astrólogo/, generic],
    ["what's my horoscope for this week, i'm a scorpio", 'en', /Act as an astrologer[\s\S]*not as facts or predictions/, generic],
    ['read my birth chart: sun in virgo, moon in pisces, leo rising', 'en', /Act as an astrologer/, generic],
  ] as const)('"%s"', (request, language, astrologer, wrong) => expectRole(request, language, astrologer, wrong));

  it("a cancer survivor's request is no horoscope", async () => {
    expect(await improve("i'm a cancer survivor, help me write my story for a charity blog", 'en')).not.toMatch(/astrologer/);
  });
});

describe("a dream's meaning is what psychology and popular symbolism say of it, with no text to paste", () => {
  it.each([
    ['what does it mean when you dream about snakes', 'en', /Act as someone who knows what psychology and dream traditions say about dreams/],
    ['que significa soñar que se te caen los dientes', 'es', /Actúa como alguien que conoce lo que dicen la psicología y las tradiciones sobre los sueños/],
    ['interpreta mi sueño: estaba en una casa que se inundaba y no encontraba a mi hermana', 'es', /Actúa como alguien que conoce lo que dicen la psicología/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/\[paste the text here\]|\[pega aquí el texto\]/);
  });
});

describe("a how-to in a music or video tool is that tool's expert, its name spelt right", () => {
  it.each([
    ['how do i make a beat in fl studio for a trap song', 'en', /Act as an expert in FL Studio/],
    ['como grabo mi pantalla con obs', 'es', /Actúa como un experto en OBS/],
    ['como paso las fotos de mi iphone a la computadora', 'es', /Actúa como un experto en iPhone/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role));
});

describe('a week to organise around several things is a weekly timetable, not a strength routine because "gym" is one of them', () => {
  it.each([
    ['give me a weekly schedule to balance work, gym and my side project', 'en', /Act as a practical organiser who builds realistic weekly timetables/, /personal trainer/],
    ['hazme un horario semanal para trabajar, ir al gym y estudiar ingles', 'es', /Actúa como un organizador práctico que prepara horarios semanales realistas/, /entrenador personal/],
  ] as const)('"%s"', (request, language, role, wrong) => expectRole(request, language, role, wrong));

  it('a weekly gym routine stays a strength routine', async () => {
    expect(await improve('weekly gym routine for beginners, 3 days', 'en')).toMatch(/Act as a personal trainer/);
  });
});

describe("a review of a film, a book or an album the user names is a critic's review", () => {
  it.each([
    ['review the movie oppenheimer without spoilers', 'en', /Act as a film, book and music critic/, generic],
    ['review the movie without spoilers from the second half', 'en', /Act as a film, book and music critic[\s\S]*ask me which if I name none/, generic],
    ['haz una reseña de la pelicula coco sin spoilers', 'es', /Actúa como un crítico de cine, libros y música/, /solo los que doy/],
  ] as const)('"%s"', (request, language, role, wrong) => expectRole(request, language, role, wrong));

  it("a review of the film the user watched is still the user's own, from the details they give", async () => {
    expect(await improve('write a review of the last movie i watched', 'en')).toMatch(/Act as someone who writes reviews that help others decide/);
  });
});

describe('a test or a worksheet to adapt that the user points at gets its slot', () => {
  it('"modify this test for an ESL student"', async () => {
    expect(await improve('modify this test for an ESL student', 'en')).toMatch(/Source text:\n"""\n\[paste the test here\]/);
  });
});

describe('a translation or a rewrite in a voice ("como pirata", "like a pirate") keeps that voice, not the original\'s register', () => {
  it.each([
    ["traduce al ingles como pirata: 'dame el tesoro o caminarás por la tabla'", 'es', /Tono: la voz que pido/, /conserva el sentido, el registro|Tono: el mismo del original/],
    ['translate this to spanish like a pirate: give me the treasure or walk the plank', 'en', /Tone: the voice I ask for/, /keep the meaning, the register|Tone: the same as the original/],
  ] as const)('"%s"', async (request, language, voice, register) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(voice);
    expect(prompt).not.toMatch(register);
  });
});

describe('a fermented food or a drink to make at home is a recipe', () => {
  it.each([
    ['help me make a sourdough starter from scratch', 'en', /Act as a cook who writes clear, tested recipes/, generic],
    ['como hago kombucha casera', 'es', /Actúa como un cocinero que escribe recetas claras y probadas/, /Dame pasos concretos para mi caso/],
  ] as const)('"%s"', (request, language, role, wrong) => expectRole(request, language, role, wrong));
});

describe("a garden to plan is a designer's layout of what to plant where, not a table of days", () => {
  it.each([
    ['plan a garden for a small balcony that gets 3 hours of sun', 'en', /Act as a garden designer/, /a table organised by period/],
    ['what vegetables can i grow on a shady patio', 'en', /Act as a garden designer/, generic],
    ['diseña un huerto para mi patio de 4x3 metros', 'es', /Actúa como un paisajista que diseña espacios pequeños/, generic],
  ] as const)('"%s"', (request, language, role, wrong) => expectRole(request, language, role, wrong));

  it('a garden party stays an event', async () => {
    expect(await improve('plan a garden party for 30 guests', 'en')).toMatch(/Act as an event planner/);
  });
});

describe('what a new email or letter asks about ("asking to break the lease") is its subject, not material to paste', () => {
  it.each([
    ['write an email to my landlord asking to break the lease early because i got a job in another city', 'en', /\[paste the lease here\]/],
    ['necesito un correo para mi banco pidiendo que me devuelvan la comision que me cobraron', 'es', /\[pega aquí la comision\]|\[pega aquí la comisión\]/],
  ] as const)('"%s"', async (request, language, slot) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Write the complete email|Escribe el correo completo/);
    expect(prompt).not.toMatch(slot);
  });

  it('a lease the user says is below still gets its slot', async () => {
    expect(await improve('email to my landlord asking about the lease i sent you below', 'en')).toMatch(/\[paste the lease here\]/);
  });
});

describe('a reminder to people is a message ready to send', () => {
  it.each([
    ['write a reminder to my team that timesheets are due friday, keep it friendly', 'en', /Write the complete message, ready to send/],
    ['haz un recordatorio para mis clientes de que cerramos el lunes', 'es', /Escribe el mensaje completo, listo para enviar/],
  ] as const)('"%s"', (request, language, message) => expectRole(request, language, message));
});

describe('three things listed together ("a name, a logo idea and a color palette") are three numbered parts', () => {
  it.each([
    ['give me a name, a logo idea and a color palette for my dog walking business', 'en', /3 numbered parts, one for each thing I ask for, in my order: 1\. a name; 2\. a logo idea; 3\. a color palette/],
    ['dame un nombre, un eslogan y una paleta de colores para mi negocio de paseo de perros', 'es', /3 partes numeradas, una por cada cosa que pido, en mi orden: 1\. un nombre; 2\. un eslogan; 3\. una paleta de colores/],
  ] as const)('"%s"', async (request, language, parts) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(parts);
    expect(prompt).not.toMatch(/10 options|10 opciones/);
  });
});

describe("a law's summary is its rules and what they mean in practice, not every kind of work's points", () => {
  it.each([
    ['summarize the key points of the GDPR for a small online shop owner', 'en', /its main rules or obligations, each with what it means in practice/, /for a novel, a film or a series|5 likely questions/],
    ['resumen de la ley de proteccion de datos para mi tienda', 'es', /sus principales normas u obligaciones, cada una con lo que significa en la práctica/, /en una novela, una película o una serie|5 preguntas probables/],
  ] as const)('"%s"', async (request, language, rules, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(rules);
    expect(prompt).not.toMatch(wrong);
  });

  it('one for an exam keeps the likely questions', async () => {
    expect(await improve('resume la constitucion para mi examen de civica', 'es')).toMatch(/5 preguntas probables/);
  });
});

describe('a greeting of the time of day is left out of the task whole ("buenas tardes", "buenas noches")', () => {
  it.each([
    ['buenas noches quiero un poema para mi mama', /Tarea: Quiero un poema para mi mama\./],
    ['hola buenas tardes quisiera saber si me puedes ayudar a hacer un curriculum porque nunca he hecho uno', /Tarea: Quisiera saber si me puedes ayudar/],
  ] as const)('"%s"', async (request, task) => {
    const prompt = await improve(request, 'es');
    expect(prompt).toMatch(task);
    expect(prompt).not.toMatch(/Tarea: (?:Noches|Tardes)/);
  });
});

describe('a plea for help and nothing more is asked what the user needs, not told to answer completely', () => {
  it.each([
    ['ayuda', 'es', /Mi petición aún no dice exactamente qué necesito/],
    ['me puedes ayudar?', 'es', /Mi petición aún no dice exactamente qué necesito/],
    ['can you help me?', 'en', /My request does not say yet exactly what I need/],
    ['can u help me', 'en', /My request does not say yet exactly what I need/],
  ] as const)('"%s"', (request, language, asks) => expectRole(request, language, asks));
});

describe("how to write a good text of a kind is a writing coach's lesson, not that text written or summarised", () => {
  it.each([
    ['how can i write better emails', 'en', /Act as a writing coach/, /Write the complete email, ready to send/],
    ['my boss said my emails are too long, how do i write shorter emails', 'en', /Act as a writing coach/, /Write the complete email, ready to send/],
    ['como escribo un buen resumen ejecutivo', 'es', /Actúa como un profesor de escritura/, /No hay texto de partida: resume/],
    ['how do i write a good cover letter', 'en', /Act as a writing coach/, /Give me concrete steps for my case, in order/],
  ] as const)('"%s"', (request, language, coach, wrong) => expectRole(request, language, coach, wrong));

  it('"how do i write an email to my landlord about…" still asks for that email to be written', async () => {
    expect(await improve('how do i write an email to my landlord about the broken heater', 'en')).not.toMatch(/writing coach/);
  });
});

describe("a child or a teen who won't study is a learning specialist's help, a teen on the phone a parenting coach's, not a decision to weigh or the generic answer", () => {
  it.each([
    ['mi hijo de 15 años no quiere estudiar, que hago', 'es', /Actúa como un profesor particular y psicopedagogo/],
    ['mi hijo de 8 años no quiere hacer la tarea que hago', 'es', /Actúa como un profesor particular y psicopedagogo/],
    ['my son refuses to do his homework', 'en', /Act as a tutor and learning specialist/],
    ['my teenage daughter is always on her phone, what should i do', 'en', /Act as a paediatric nurse and parenting coach/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role, /decide, with judgement|ayuda a decidir/));
});

describe('a fact asked with "how many … in" is answered first and checked', () => {
  it.each([
    ['how many calories in a big mac', 'en'],
    ['how many people live in tokyo', 'en'],
  ] as const)('"%s"', (request, language) => expectRole(request, language, /Act as a careful reference librarian who checks facts/));

  it('how many calories the user should eat stays their own figure', async () => {
    expect(await improve('how many calories should i eat to lose weight', 'en')).not.toMatch(/reference librarian/);
  });
});

describe('a prompt to make a logo in an image tool is an image prompt', () => {
  it.each([
    ['make me a prompt to generate a logo in midjourney for my coffee brand called Bean There', 'en', /Act as an expert at writing prompts for image-generation tools/],
    ['dame un prompt para diseñar un logo con dall-e para mi cafeteria', 'es', /Actúa como un experto en escribir prompts para herramientas de generación de imágenes/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role));
});

describe('"traducir: <English text>" is a translation asked in Spanish, not a fact to check', () => {
  it('"traducir: where is the bathroom"', async () => {
    const prompt = await improve('traducir: where is the bathroom', 'es');
    expect(prompt).toMatch(/^Actúa como un traductor profesional/);
    expect(prompt).not.toMatch(/reference librarian|documentalista/);
  });
});

describe('a complaint that quotes two figures is a complaint, not a word problem (one number is not two because of its digits)', () => {
  it.each([
    ['reclamación a la compañía de luz por una factura de 300 euros cuando siempre pago 60', 'es', /Actúa como un experto en reclamaciones de consumidores/],
    ['complaint to my internet provider, they charged me 90 dollars when my plan is 45', 'en', /Act as a consumer-rights expert/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role, /profesor de matemáticas|maths teacher/));

  it('a word problem is still solved step by step', async () => {
    expect(await improve('si un tren sale a las 3 a 80 km/h y otro sale a las 4 a 100 km/h, a que hora lo alcanza?', 'es')).toMatch(/Actúa como un profesor de matemáticas paciente/);
  });

  it('a role prompt with numbered steps is no word problem', async () => {
    const prompt = await improve('Eres un experto en Excel. Paso 1: explícame qué hace BUSCARV. Paso 2: dame un ejemplo. Paso 3: dime cuándo usar BUSCARX.', 'es');
    expect(prompt).not.toMatch(/los datos y lo que se pide/);
  });
});

describe('a CV named alone ("cv", "hoja de vida") is a CV to write, not the generic answer', () => {
  it.each([
    ['cv', 'es', /Actúa como un orientador laboral que escribe currículums/],
    ['hoja de vida', 'es', /Actúa como un orientador laboral que escribe currículums/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role));
});

describe('what happens if the user does or suffers something is its consequences for them, not a thought experiment or the generic answer', () => {
  it.each([
    ['que pasa si dejo de pagar la tarjeta de credito', 'es', /Actúa como un asesor que explica con claridad a qué lleva una situación o una decisión/],
    ['que pasaria si no pago una multa de trafico', 'es', /Actúa como un asesor que explica con claridad a qué lleva una situación o una decisión/],
    ['what would happen if i quit my job', 'en', /Act as an adviser who explains plainly what a situation or a decision leads to/],
    ['what happens if my landlord doesnt return my deposit', 'en', /Act as an adviser who explains plainly what a situation or a decision leads to/],
  ] as const)('"%s"', (request, language, role) => expectRole(request, language, role, new RegExp(`${generic.source}|divulgador científico|science communicator`)));

  it('an impersonal what-if stays a thought experiment', async () => {
    expect(await improve('what would happen if the moon disappeared', 'en')).toMatch(/reasons through "what if" questions/);
  });
});
