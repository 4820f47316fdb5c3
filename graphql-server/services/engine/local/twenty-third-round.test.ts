import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// Everyday life, small business and work (issue 19, twenty-third round): notices and signs, costs, plots, and the
// classes found in our own fresh requests; each class in Spanish and English.

describe('a notice or sign to put up is a short sign read at a glance, not a message to send nor an explanation', () => {
  it.each([
    ['escribe un aviso para la puerta del ascensor: no funciona hasta el lunes', 'es', /Actúa como alguien que escribe avisos y carteles claros/, /un titular corto en mayúsculas/],
    ['aviso para la puerta de la tienda: cerrado por vacaciones del 1 al 15 de agosto', 'es', /Actúa como alguien que escribe avisos y carteles claros/, /qué hacer mientras tanto o en su lugar/],
    ['necesito un letrero para el baño del local que diga que es solo para clientes', 'es', /Actúa como alguien que escribe avisos y carteles claros/, /es un cartel, no un mensaje/],
    ['hazme un cartel para la nevera de la oficina que diga que cada uno limpie sus tuppers los viernes', 'es', /Actúa como alguien que escribe avisos y carteles claros/, /un titular corto en mayúsculas/],
    ["write a sign for my shop door saying we're closed for inventory on saturday", 'en', /Act as someone who writes clear notices and signs/, /a short headline in capitals/],
    ['a notice for the laundry room: please remove your clothes when the cycle ends', 'en', /Act as someone who writes clear notices and signs/, /it is a sign, not a message/],
    ['write a notice for tenants: water will be shut off tuesday 9am to 1pm for repairs', 'en', /Act as someone who writes clear notices and signs/, /what to do meanwhile or instead/],
  ] as const)('"%s"', async (request, language, role, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/listo para enviar|ready to send|nota de diseño|design note|paso a paso|step by step|Da una respuesta completa|Give a complete answer/);
  });

  it('the text\'s sign wins over "Email Writing" (es)', async () => {
    const prompt = await improve('escribe un aviso para la puerta del ascensor: no funciona hasta el lunes', 'es', { taskType: 'Email Writing' });
    expect(prompt).toMatch(/un titular corto en mayúsculas/);
    expect(prompt).not.toMatch(/asunto;|listo para enviar/);
  });

  it('a notice for the neighbours in their WhatsApp group is still a message (es)', async () => {
    expect(await improve('escribe un aviso para los vecinos en el grupo de whatsapp: mañana cortan la luz')).not.toMatch(/titular corto en mayúsculas/);
  });
});

describe('a question about the costs of starting or doing something lists the cost items with ranges and what makes them vary', () => {
  it.each([
    ['quiero abrir una cafetería en mi barrio, ¿qué gastos iniciales tengo que tener en cuenta?', 'es'],
    ['quiero poner una peluqueria, que costos tengo que contemplar al principio', 'es'],
    ['cuanto cuesta mantener un perro al año en mexico', 'es'],
    ['cuanto cuesta una boda para 100 personas en colombia', 'es'],
    ['what are the startup costs of a food truck', 'en'],
    ['how much does it cost to open a small bakery?', 'en'],
    ['how much would it cost to renovate a small bathroom', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(language === 'es' ? /Lista cada partida de gasto con un rango orientativo/ : /List every cost item with a typical range/);
    expect(prompt).toMatch(language === 'es' ? /lo que más hace variar el total/ : /what makes the total vary most/);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer|paso a paso|step by step|everyday example/);
  });

  it('"cuanto tengo que invertir al inicio" for a new shop under Marketing is its costs, not a financial plan (es)', async () => {
    const prompt = await improve('quiero abrir una tienda online de ropa, cuanto tengo que invertir al inicio?', 'es', { sector: 'Marketing' });
    expect(prompt).toMatch(/Lista cada partida de gasto/);
    expect(prompt).not.toMatch(/planificador financiero/);
  });
});

describe('debts to pay first and a price to charge are worked out on the user\'s figures, not the generic fallback', () => {
  it.each([
    ['tengo 3 deudas: tarjeta 2000 al 45%, prestamo 5000 al 18% y un credito de auto, cual pago primero?', 'es', /Actúa como un planificador financiero/],
    ['which debt should i pay off first, my credit card at 24% or my car loan at 7%?', 'en', /Act as a financial planner/],
    ["what should I charge for dog walking in my area? I'm in Austin", 'en', /works out figures for a person's own case/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});

describe('the plot of a known work is a plot summary with its ending behind a spoiler warning, not every kind of summary', () => {
  it.each([
    ['summarize the plot of breaking bad', 'en', /Act as a film and book critic/, /a clear spoiler warning; the key points as bullets: the plot by parts \(or by season\) up to the ending/],
    ['cuéntame la trama de la película el padrino', 'es', /Actúa como un crítico de cine y literatura/, /un aviso claro de spoilers; los puntos clave en viñetas: el argumento por partes/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/non-fiction book|historical event|no ficción|hecho histórico|5 likely questions|5 preguntas probables/);
  });

  it('"resume la trama de la casa de papel sin spoilers" tells only the start: no plot up to the ending (es)', async () => {
    const prompt = await improve('resume la trama de la casa de papel sin spoilers');
    expect(prompt).toMatch(/los personajes principales tal como empiezan, lo que pone en marcha la historia/);
    expect(prompt).not.toMatch(/hasta el final|hecho histórico/);
  });

  it('"summarize the plot of the lord of the rings without spoilers" tells only the start (en)', async () => {
    const prompt = await improve('summarize the plot of the lord of the rings without spoilers', 'en');
    expect(prompt).toMatch(/what sets the story going/);
    expect(prompt).not.toMatch(/up to the ending|historical event/);
  });

  it('a plot for an exam keeps the teacher and the likely questions (es)', async () => {
    const prompt = await improve('resume el argumento de don quijote para mi examen');
    expect(prompt).toMatch(/Actúa como un profesor/);
    expect(prompt).toMatch(/5 preguntas probables/);
    expect(prompt).not.toMatch(/hecho histórico/);
  });
});

describe("a business owner's reply to a customer's review or complaint is that reply, not a review nor a consumer's complaint letter", () => {
  it('"a customer left a 1 star review saying the food was cold, how do I reply" is a public reply from what the review says (en)', async () => {
    const prompt = await improve('a customer left a 1 star review saying the food was cold, how do I reply', 'en');
    expect(prompt).toMatch(/Act as the customer-care lead of a business who answers reviews/);
    expect(prompt).toMatch(/Review: \[paste it here if you have it; if not, go by what I say it says\]/);
    expect(prompt).not.toMatch(/writes reviews that help others decide/);
  });

  it('"un cliente nos dejó una reseña de 2 estrellas diciendo que tardamos mucho, cómo le respondo?" is a public reply (es)', async () => {
    const prompt = await improve('un cliente nos dejó una reseña de 2 estrellas diciendo que tardamos mucho, cómo le respondo?');
    expect(prompt).toMatch(/Actúa como el responsable de atención al cliente de un negocio/);
    expect(prompt).toMatch(/Reseña: \[pégala aquí si la tienes/);
  });

  it.each([
    ['responde a esta queja de un cliente: "pedí una pizza hace 1 hora y nunca llegó, pésimo servicio"', 'es', /Actúa como un agente de atención al cliente con experiencia/, /reclamaciones de consumidores/],
    ['reply to this complaint from a customer: my order arrived damaged and nobody answers', 'en', /Act as an experienced customer-service agent/, /consumer-rights expert|reviewer/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });
});

describe('a pain in a part of the body is a health question, and "corro" is running, not an email misspelt', () => {
  it.each([
    ['me duele la rodilla cuando corro, que puede ser', 'es', /Actúa como un médico que explica las dudas de salud/],
    ['me duelen los pies al final del día, trabajo de pie 8 horas', 'es', /Actúa como un médico que explica las dudas de salud/],
    ['my knee hurts when i run, what could it be', 'en', /Act as a doctor who explains health questions/],
    ['i have pain in my left shoulder when i lift my arm', 'en', /Act as a doctor who explains health questions/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/correo|Give a complete answer|Da una respuesta completa/);
  });

  it('"escrbe un corro pa mi jefe" is still an email, after its article (es)', async () => {
    expect(await improve('escrbe un corro pa mi jefe pidiendo vacasiones')).toMatch(/Escribe el correo completo/);
  });
});

describe("a school grade is the child's level, not a request to grade a text", () => {
  it('"help my daughter with her homework: why did the roman empire fall? she\'s in 7th grade" is homework help (en)', async () => {
    const prompt = await improve("help my daughter with her homework: why did the roman empire fall? she's in 7th grade", 'en');
    expect(prompt).toMatch(/Act as a patient tutor/);
    expect(prompt).not.toMatch(/Point out each problem quoting the exact passage|Source text/);
  });

  it('"ayuda a mi hijo con la tarea: por qué cayó el imperio romano?…" is homework help, not a lecture (es)', async () => {
    const prompt = await improve('ayuda a mi hijo con la tarea: por qué cayó el imperio romano? está en primero de secundaria');
    expect(prompt).toMatch(/Actúa como un profesor particular paciente/);
    expect(prompt).not.toMatch(/divulgador|ejemplo cotidiano/);
  });

  it('"grade my essay…" still grades it (en)', async () => {
    expect(await improve('grade my essay out of 10: the industrial revolution changed everything because machines replaced workers and cities grew fast', 'en')).toMatch(/Act as an experienced reviewer/);
  });
});

describe("a health question about the user's pet is a vet's, not a doctor's", () => {
  it.each([
    ['is it safe to give my dog grapes', 'en', /Act as a vet who explains things clearly to pet owners/],
    ['my dog ate chocolate what do i do', 'en', /Act as a vet who explains things clearly to pet owners/],
    ['es malo darle uvas a mi perro', 'es', /Actúa como un veterinario/],
    ['mi perro se comió un calcetín, qué hago', 'es', /Actúa como un veterinario/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Act as a doctor|Actúa como un médico|Give a complete answer|Da una respuesta completa/);
  });
});

describe('a message to a person of the user\'s life or work, named bare ("mensaje para mi vecino…", "write to my supplier…"), is that message', () => {
  it.each([
    ['mensaje para mi vecino del 3B porque su perro ladra toda la noche, quiero ser amable pero firme', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['necesito escribirle a mi proveedor de harina porque el último pedido llegó incompleto', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['quiero pedirle un aumento a mi jefe, que le digo', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['message for my neighbor in 3B because his dog barks all night, i want to be nice but firm', 'en', /Write the complete message, ready to send/],
    ['i need to write to my flour supplier because the last order came incomplete', 'en', /Write the complete message, ready to send/],
  ] as const)('"%s"', async (request, language, precision) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });

  it('an email or a letter named after the person is still that email (es, en)', async () => {
    expect(await improve('necesito escribirle a mi jefe un correo para pedir vacaciones')).toMatch(/Escribe el correo completo/);
    expect(await improve('i need to write to my landlord a formal letter about the mold', 'en')).not.toMatch(/Write the complete message/);
  });
});

describe('a situation told and then "consejos" or "advice" after a comma asks for tips for it', () => {
  it.each([
    ['mi pareja y yo discutimos siempre por el dinero, consejos', 'es', /Actúa como alguien con experiencia práctica en esa situación/],
    ['my coworker always interrupts me in meetings, advice', 'en', /Act as someone with hands-on experience of that situation/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});

describe("a staff schedule for the user's business is a fair shift table covering the opening hours, not a generic plan", () => {
  it.each([
    ['hazme el cuadrante de turnos para 3 camareros, abrimos de 12 a 24 todos los días menos lunes', 'es', /Actúa como un encargado de operaciones que organiza turnos/, /las horas semanales de cada persona y sus días libres/],
    ['hazme el horario de mis 4 empleados, la tienda abre de 9 a 21 de lunes a sabado', 'es', /Actúa como un encargado de operaciones que organiza turnos/, /los turnos en filas/],
    ['make a weekly shift schedule for 5 employees at my coffee shop, open 7am-7pm', 'en', /Act as an operations manager who builds fair staff shift schedules/, /each person's weekly hours and days off/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/planificador experto|expert planner|Da una respuesta completa/);
  });

  it('a cleaning schedule for the house is still the household one (en)', async () => {
    expect(await improve('make a cleaning schedule for my roommates and me', 'en')).not.toMatch(/operations manager/);
  });
});

describe('unpaid wages, a dismissal without pay or a double charge is a rights question, not a decision, a listing or the fallback', () => {
  it.each([
    ['me despidieron sin pagarme las vacaciones, que hago? estoy en argentina', 'es'],
    ['mi jefe me hace trabajar horas extras sin pagarlas, españa', 'es'],
    ['me cobraron dos veces en la tarjeta una compra en amazon, como reclamo', 'es'],
    ["my boss doesn't pay me for overtime, is there anything i can do? texas", 'en'],
    ['the store charged me twice for the same tv and won\'t answer my calls', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(language === 'es' ? /Actúa como un experto en derechos del consumidor, del inquilino y laborales/ : /Act as an expert in consumer, tenant and employment rights/);
    expect(prompt).not.toMatch(/marketplaces|ayuda a decidir|Da una respuesta completa|Give a complete answer/);
  });
});

describe('a how-to about a home repair or mould is the handyman\'s, safety first', () => {
  it.each([
    ['cómo quito el moho de la pared del baño', 'es', /Actúa como un manitas con experiencia/],
    ['how to unclog a bathroom sink without chemicals', 'en', /Act as an experienced handyman/],
    ['how to remove mold from bathroom ceiling', 'en', /Act as an experienced handyman/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/asesor práctico que da pasos|practical adviser/);
  });
});

describe('the same classes in other words', () => {
  it('"que gastos tiene tener un gato el primer año" lists the costs (es)', async () => {
    expect(await improve('que gastos tiene tener un gato el primer año')).toMatch(/Lista cada partida de gasto/);
  });

  it('"necesito un aviso para los clientes en la caja: solo aceptamos efectivo" is a sign (es)', async () => {
    expect(await improve('necesito un aviso para los clientes en la caja: solo aceptamos efectivo hasta nuevo aviso')).toMatch(/un titular corto en mayúsculas/);
  });

  it('"write a polite note to leave on my neighbour\'s car" is a message (en)', async () => {
    expect(await improve("write a polite note to leave on my neighbour's car, it's parked in my spot", 'en')).toMatch(/Write the complete message, ready to send/);
  });
});

describe("a price list for the user's services and the permits to open a business have shapes of their own, not the fallback", () => {
  it.each([
    ['hazme una lista de precios para mi peluquería canina: baño, corte, uñas', 'es', /Actúa como alguien que pone precio a los servicios de pequeños negocios/, /cada servicio con lo que incluye, cuánto dura y su precio/],
    ['make a price list for my dog grooming business: bath, haircut, nails', 'en', /Act as someone who prices the services of small businesses/, /each service with what it includes, how long it takes and its price/],
    ['quiero vender pasteles desde casa, qué permisos necesito en chile', 'es', /Actúa como un gestor que conoce los trámites/, /cada trámite con para qué sirve, dónde se pide/],
    ['what licenses and permits do i need to open a food truck in florida', 'en', /Act as a business advisor who knows the paperwork/, /each with what it is for, where to apply/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});

describe("\"how do I negotiate my salary\" is the negotiator's preparation and \"how do I price my…\" a figure worked out on the user's costs, not generic steps", () => {
  it.each([
    ['como negocio el sueldo si me ofrecen 18000 y yo quiero 22000', 'es', /Actúa como un negociador que prepara a la gente/],
    ['how do i negotiate my salary, they offered 50k and i want 60k', 'en', /Act as a negotiator who prepares people/],
    ['como calculo el precio de venta de mis pasteles si el costo es 80 pesos', 'es', /el cálculo paso a paso con mis cifras/],
    ['how do i price my candles, each costs me $4 to make', 'en', /the calculation step by step with my figures/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/asesor práctico que da pasos|practical adviser who gives concrete/);
  });
});

describe('a sign for a desk or a shop, and a landlord who will not fix something, in other words', () => {
  it('"quick sign for my desk: in a meeting until 3pm" is a sign (en)', async () => {
    expect(await improve('quick sign for my desk: in a meeting until 3pm', 'en')).toMatch(/a short headline in capitals/);
  });

  it('"dame un cartel para la tienda con el horario: …" is a sign, not a plan (es)', async () => {
    const prompt = await improve('dame un cartel para la tienda con el horario: lunes a viernes 9 a 19, sabados 10 a 14');
    expect(prompt).toMatch(/un titular corto en mayúsculas/);
    expect(prompt).not.toMatch(/planificador/);
  });

  it('a poster for an event is still a flyer (es, en)', async () => {
    expect(await improve('cartel para mi bar: noche de karaoke el viernes')).toMatch(/diseñador gráfico/);
    expect(await improve('poster for my cafe: open mic night friday 8pm', 'en')).toMatch(/graphic designer/);
  });

  it.each([
    ["my landlord won't fix the mold in my apartment, what can i do? NY", 'en', /Act as an expert in consumer, tenant and employment rights/],
    ['el casero no quiere arreglar la caldera, que hago? barcelona', 'es', /Actúa como un experto en derechos del consumidor, del inquilino y laborales/],
  ] as const)('"%s" is a rights question, not a repair to do myself', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/handyman|manitas/);
  });
});

describe('notes to study or about a topic are no sign; a note to stick up is one', () => {
  it('"hazme notas para el examen de la clase de historia" is no sign (es)', async () => {
    expect(await improve('hazme notas para el examen de la clase de historia')).not.toMatch(/titular corto en mayúsculas/);
  });

  it('"write notes on the kitchen renovation budget" is no sign (en)', async () => {
    expect(await improve('write notes on the kitchen renovation budget', 'en')).not.toMatch(/headline in capitals/);
  });

  it('"put up a note in the break room: the coffee machine is broken" is a sign (en)', async () => {
    expect(await improve('put up a note in the break room: the coffee machine is broken, a tech comes thursday', 'en')).toMatch(/a short headline in capitals/);
  });
});

describe('the cost words stay on costs', () => {
  it('"cuanto cuesta el dolar hoy" is no breakdown of costs (es)', async () => {
    expect(await improve('cuanto cuesta el dolar hoy')).not.toMatch(/Lista cada partida de gasto/);
  });

  it('"how much would it take to convince my boss" is no breakdown of costs (en)', async () => {
    expect(await improve('how much would it take to convince my boss', 'en')).not.toMatch(/List every cost item/);
  });

  it('"cómo decirle a mi jefe que renuncio" is not made a message to send (es)', async () => {
    expect(await improve('como decirle a mi jefe que renuncio')).not.toMatch(/listo para enviar/);
  });
});

describe('"cómo decirle a mi jefe que…" is how to tell them, like "how do i tell my boss…", not the fallback', () => {
  it.each([
    ['como decirle a mi jefe que renuncio', 'es', /Dame pasos concretos para mi caso/],
    ['cómo le digo a mi pareja que quiero terminar', 'es', /Dame pasos concretos para mi caso/],
    ['how do i tell my boss i quit', 'en', /Give me concrete steps for my case/],
  ] as const)('"%s"', async (request, language, precision) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});

describe("a meal plan for the user's pet is a vet nutritionist's rations, not a person's menu", () => {
  it.each([
    ['plan de comidas para mi perro de 30 kilos', 'es', /Actúa como un veterinario especialista en nutrición de mascotas/, /los alimentos prohibidos para esa especie/],
    ['weekly meal plan for my cat, she is 4 and a bit overweight', 'en', /Act as a vet who specialises in pet nutrition/, /the foods that species must never eat/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/desayuno, comida y cena|breakfast, lunch and dinner/);
  });

  it('a meal plan for a family is still a nutritionist\'s menu (es)', async () => {
    expect(await improve('plan de comidas para mi familia de 4')).toMatch(/Actúa como un nutricionista que planifica menús realistas/);
  });
});
