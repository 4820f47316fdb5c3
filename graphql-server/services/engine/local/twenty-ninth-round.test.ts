import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// Selling, running a small business and office work: requests the engine answered with another deliverable, the generic
// answer or a role that did not fit (issue 19, twenty-ninth round), found by reading a fresh set (80) as the shop owner,
// seller or office worker who typed it; each class in Spanish and English.

describe('notes turned into meeting minutes are minutes, whatever review word the notes contain', () => {
  it.each([
    ['pasame esto a acta de reunion: reunion lunes, estuvieron juan, maria y pedro. se decidio cambiar proveedor de cajas, pedro revisa inventario', 'es', /Actúa como un secretario de reuniones/, /lista de problemas|revisor/],
    ['haz el acta con estas notas: revisión del presupuesto anual, asistieron Laura y Andrés, se aprobó contratar a un diseñador', 'es', /Actúa como un secretario de reuniones/, /Da una respuesta completa|revisor/],
    ['turn these notes into meeting minutes: q3 review, attendees sam lisa tom, revenue up 5%, tom fix crm by oct 1', 'en', /Act as a meeting secretary/, /list of the problems|reviewer/],
    ['write up the minutes from this: budget review meeting, present: joe, amy. agreed to cut ads spend 10%', 'en', /Act as a meeting secretary/, /Give a complete answer|reviewer/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('"revisa este acta: …" still reviews the minutes given', async () => {
    expect(await improve('revisa esta acta y dime qué falta: reunión del 3 de mayo, asistentes Ana y Luis, se acordó subir precios')).not.toMatch(/secretario de reuniones que redacta/);
  });
});

describe('a loyalty or referral programme for the user\'s business is its design for customers, not code', () => {
  it.each([
    ['quiero armar un programa de fidelizacion para mi cafeteria, tipo tarjeta de puntos, dame ideas', 'es', /Actúa como un especialista en fidelización de clientes/, /desarrollador de software|Lenguaje y versión|bloque de código/],
    ['diseña un programa de puntos para los clientes de mi peluquería', 'es', /Actúa como un especialista en fidelización de clientes/, /desarrollador de software|Lenguaje y versión|bloque de código/],
    ['come up with a loyalty program for my small coffee shop', 'en', /Act as a customer-retention specialist/, /software developer|programming language|code block/],
    ['design a referral program for my cleaning business, i want clients to bring friends', 'en', /Act as a customer-retention specialist/, /software developer|programming language|code block/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('a program in a programming language that counts loyalty points is still code', async () => {
    expect(await improve('haz un programa en python que calcule los puntos de fidelidad de cada cliente')).toMatch(/Actúa como un desarrollador de software sénior/);
    expect(await improve('write a program that tracks loyalty points for customers', 'en')).toMatch(/Act as a senior software developer/);
  });
});

describe('descriptions for a restaurant\'s menu describe each dish to sell it, with a slot for the dishes only when none are listed', () => {
  it.each([
    ['descripciones para la carta de mi restaurante de comida mexicana: tacos al pastor, enchiladas suizas, pozole rojo, chiles en nogada', 'es', /Actúa como un redactor de cartas de restaurante/, /cartas formales|Firma: \[tu nombre\]|\[la lista de platos/],
    ['hazme la carta de mi bar de tapas, tenemos patatas bravas, croquetas de jamón y pulpo a la gallega', 'es', /Actúa como un redactor de cartas de restaurante/, /cartas formales|Firma: \[tu nombre\]|\[la lista de platos/],
    ['menu descriptions for my brunch place: avocado toast, shakshuka, buttermilk pancakes, eggs benedict', 'en', /Act as a menu copywriter/, /Give a complete answer|\[list the dishes/],
    ['write descriptions for the dishes on my menu: margherita pizza, lasagna, tiramisu', 'en', /Act as a menu copywriter/, /Give a complete answer|\[list the dishes/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('no dishes listed: a slot for them', async () => {
    expect(await improve('necesito descripciones para los platos de mi restaurante')).toMatch(/Platos: \[la lista de platos/);
    expect(await improve('write menu descriptions for my cafe', 'en')).toMatch(/Dishes: \[list the dishes/);
  });

  it('a letter to a restaurant and a menu for a dinner stay what they were', async () => {
    expect(await improve('carta para el dueño del restaurante quejandome del servicio')).toMatch(/cartas formales/);
    expect(await improve('dinner party menu for 6 people, one vegetarian', 'en')).toMatch(/Act as a cook who designs menus/);
  });
});

describe('a performance review of an employee is a manager\'s review from the facts given, and the user\'s self-review a career coach\'s (thirtieth round)', () => {
  it.each([
    ['tengo que hacer la evaluacion de desempeño de una empleada que es buena pero llega tarde siempre, ayudame a redactarla', 'es', /Actúa como un responsable de equipo que escribe evaluaciones de desempeño/, /divulgador|idea central/],
    ['necesito escribir mi autoevaluación anual, soy vendedora y este año cumplí el 110% de la meta', 'es', /Actúa como un coach de carrera que ayuda a escribir la autoevaluación del desempeño/, /Da una respuesta completa/],
    ['help me write a performance review for my employee, hes great with customers but misses deadlines', 'en', /Act as a people manager who writes fair, specific performance reviews/, /Give a complete answer/],
    ['write my self review for work, i\'m a junior dev', 'en', /Act as a career coach who helps people write their performance self-evaluation/, /Give a complete answer/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('asking what one is still gets an explanation', async () => {
    expect(await improve('what is a performance review', 'en')).not.toMatch(/people manager/);
    expect(await improve('qué es una evaluación de desempeño')).not.toMatch(/responsable de equipo/);
  });
});

describe('a reminder of an unpaid invoice is the reminder to send, with the invoice\'s facts, how to pay and a date', () => {
  it.each([
    ['recordatorio de pago para un cliente que me debe una factura de hace 45 dias, amable pero firme', 'es', /Actúa como un especialista en cobros/],
    ['ayudame a recordarle a un cliente que me pague la factura 88, vencio el 10 de mayo', 'es', /Actúa como un especialista en cobros/],
    ['polite invoice reminder, invoice #1042 is 30 days overdue, $2,400', 'en', /Act as an accounts-receivable specialist/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });

  it('an email chasing an unpaid invoice has a payment reminder\'s parts, not a request\'s arguments', async () => {
    const en = await improve('need an email chasing an unpaid invoice from march, client keeps ignoring me', 'en');
    expect(en).toMatch(/the invoice, its amount and its due date in the first sentence/);
    expect(en).not.toMatch(/the arguments; a concrete request/);
    const es = await improve('correo para cobrar una factura vencida a un cliente, ya le escribi 2 veces');
    expect(es).toMatch(/la factura, su importe y su vencimiento en la primera frase/);
    expect(es).not.toMatch(/los argumentos; una petición concreta/);
  });
});

describe('a sales objection is a sales coach\'s answers to say, word for word', () => {
  it.each([
    ['los clientes siempre me dicen \'esta muy caro\' como les respondo?? vendo paneles solares', 'es', /Actúa como un formador de ventas/, /Da una respuesta completa/],
    ['dame respuestas a las objeciones mas comunes al vender seguros de vida', 'es', /Actúa como un formador de ventas/, /Da una respuesta completa/],
    ['how do i handle the objection \'we already have a supplier\' when selling b2b packaging', 'en', /Act as a sales coach/, /science communicator|central idea/],
    ['my clients always say its too expensive, what do i say', 'en', /Act as a sales coach/, /Give a complete answer/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('objections to a law are no sales', async () => {
    expect(await improve('what objections did people raise against the new law', 'en')).not.toMatch(/sales coach/);
  });
});

describe('a reply to an angry customer the user describes is the reply to send', () => {
  it.each([
    ['una clienta esta super enojada porque su pedido llego incompleto, que le respondo?', 'es', /Actúa como un agente de atención al cliente/, /Da una respuesta completa/],
    ['customer is super angry bc his order is 2 weeks late and hes threatening a chargeback, help me reply', 'en', /Act as an experienced customer-service agent/, /Give a complete answer/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('how to deal with one in person stays advice', async () => {
    expect(await improve('how do i deal with an angry customer in person', 'en')).not.toMatch(/customer-service agent/);
  });
});

describe('an FAQ for a business is the questions customers ask, each answered in short, not documentation', () => {
  it.each([
    ['preguntas frecuentes para la web de mi academia de ingles online', 'es', /Actúa como un redactor de atención al cliente/, /redactor técnico|pasos numerados/],
    ['hazme 5 preguntas frecuentes con respuesta para mi tienda de ropa en instagram', 'es', /Actúa como un redactor de atención al cliente/, /redactor técnico|pasos numerados|entre 8 y 12/],
    ['faq page for my cleaning business website', 'en', /Act as a customer-support writer/, /technical writer|numbered steps/],
    ['write an faq for our saas app, 10 questions', 'en', /Act as a customer-support writer/, /technical writer|numbered steps|between 8 and 12/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language, { channel: 'Website' });
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(/(?:Formato|Format): (?:las|the) (?:preguntas|questions)/);
    expect(prompt).not.toMatch(wrong);
  });

  it('"what is an faq page" is still an explanation', async () => {
    expect(await improve('what is an faq page', 'en')).not.toMatch(/customer-support writer/);
  });
});

describe('a sales pitch wins a customer, not investors, and is no speech with anecdotes', () => {
  it.each([
    ['como le hago un pitch de ventas para vender software de inventarios a ferreterias', 'es', /Actúa como un formador de ventas que escribe pitches/, /asesor de startups|la tracción|el equipo; lo que pido/],
    ['necesito un discurso de venta de 1 minuto para ofrecer mis tortas en cafeterías', 'es', /Actúa como un formador de ventas que escribe pitches/, /asesor de startups|lo que pido \(cuánto/],
    ['write a sales pitch for my cleaning service', 'en', /Act as a sales trainer who writes pitches/, /speechwriter|anecdotes|moving or memorable close/],
    ['pitch my bookkeeping services to small restaurants, 30 seconds', 'en', /Act as a sales trainer who writes pitches/, /startup adviser|the ask \(how much/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(/(?:Formato|Format): (?:una apertura|an opening)/);
    expect(prompt).not.toMatch(wrong);
  });

  it('a pitch for investors stays an investor pitch, and a cold email stays an email', async () => {
    expect(await improve('pitch para inversores de mi startup de delivery')).toMatch(/asesor de startups/);
    expect(await improve('write me a cold email to pitch my web design services to local dentists', 'en')).toMatch(/Write the complete email/);
  });
});

describe('a section of the user\'s business plan is written from their facts, not summarised as a known work', () => {
  it.each([
    ['hazme el resumen ejecutivo de mi plan de negocios, es una panaderia artesanal en cordoba', 'es', /Actúa como un consultor de empresas que escribe planes de negocio/, /No hay texto de partida|profesor que prepara resúmenes/],
    ['write the executive summary for my business plan, its a mobile car wash', 'en', /Act as a business consultant who writes business plans/, /There is no source text|teacher who writes faithful summaries/],
    ['the financial section of my business plan for a food truck, we need 40k', 'en', /Act as a business consultant who writes business plans/, /Make a concrete, realistic plan that can be followed/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('an executive summary of a pasted report still summarises it', async () => {
    expect(await improve('resumen ejecutivo de este informe: las ventas subieron un 10% y los costes bajaron un 5% en el trimestre')).toMatch(/Conserva las ideas principales/);
  });
});

describe('a description of a product for the user\'s online shop is its listing, not the shop\'s About page', () => {
  it.each([
    ['hazme una descripcion para mi tienda online de unas velas de soya aromaticas de 200g, olor vainilla y lavanda, duran 40 horas, precio 180 pesos', 'es', /Actúa como un especialista en publicaciones de marketplaces/, /Quiénes somos/],
    ['descripcion para unos aretes de plata hechos a mano para mi tienda online', 'es', /Actúa como un especialista en publicaciones de marketplaces/, /Da una respuesta completa/],
    ['description for my shop of a handmade leather wallet', 'en', /Act as a marketplace listing specialist/, /About pages/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('a description of the shop itself stays its About page', async () => {
    expect(await improve('descripción para mi tienda online de ropa vintage, la abrimos en 2019 mi hermana y yo')).toMatch(/Quiénes somos/);
    expect(await improve('a description for my online store, we sell vintage clothes since 2019', 'en')).toMatch(/About pages/);
  });
});

describe('a quoted review or message is the material only up to its closing quote; what follows is more of the request', () => {
  it('"…esta reseña: \'pesimo servicio…\' ayudame a contestarle sin perder la paciencia" (es)', async () => {
    const prompt = await improve("un cliente me dejo esta reseña: 'pesimo servicio, el pedido llego roto y nadie me responde' ayudame a contestarle sin perder la paciencia");
    expect(prompt).toMatch(/Tarea: Un cliente me dejo esta reseña, ayudame a contestarle sin perder la paciencia\./);
    expect(prompt).toMatch(/"""\npesimo servicio, el pedido llego roto y nadie me responde\n"""/);
  });

  it('"reply to this review: \\"terrible food…\\" we are a family restaurant, keep it short" (en)', async () => {
    const prompt = await improve('reply to this review: "terrible food, waited an hour and the waiter was rude" we are a family restaurant, keep it short', 'en');
    expect(prompt).toMatch(/Task: Reply to this review, we are a family restaurant, keep it short\./);
    expect(prompt).toMatch(/"""\nterrible food, waited an hour and the waiter was rude\n"""/);
  });

  it('two quoted texts, or an apostrophe inside the quote, are no split', async () => {
    expect(await improve("traduce al ingles: 'hola, ¿cómo estás?' y 'buenos días'")).toMatch(/'hola, ¿cómo estás\?' y 'buenos días'/);
    expect(await improve('reply to this review: "i can\'t believe how good this was, we\'ll be back"', 'en')).toMatch(/i can't believe how good this was, we'll be back/);
  });
});

describe('a campaign of several emails is each email in full, in the order sent, not one email with subject-line options', () => {
  it.each([
    ['hazme una campaña de 3 correos para el black friday de mi tienda de ropa, 30% en todo', 'es', /Escribe completo cada correo de la campaña \(3 correos\)/, /Formato: para cada correo, en orden/, /los argumentos; una petición concreta|Formato: 3 opciones de asunto/],
    ['write an email campaign for our spring sale, 3 emails: announcement, reminder, last chance', 'en', /Write each email of the campaign in full \(3 emails\)/, /Format: for each email, in order/, /Format: 3 subject-line options/],
  ] as const)('"%s"', async (request, language, precision, format, wrong) => {
    const prompt = await improve(request, language, { taskType: 'Email Writing' });
    expect(prompt).toMatch(precision);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(wrong);
  });

  it('one promotional email stays one', async () => {
    expect(await improve('escribe un mail promocional para el black friday de mi tienda de ropa, 30% en todo el fin de semana')).toMatch(/Formato: 3 opciones de asunto/);
  });
});

describe('telling customers about a price increase is the notice itself, with the change, the date and the reason', () => {
  it.each([
    ['tengo que avisar a mis clientes que subimos precios un 8% desde marzo por la inflacion, como lo digo sin que se enojen', 'es', /Actúa como un redactor de comunicación con clientes que anuncia subidas de precio/, /pasos concretos|los pasos en orden/],
    ['need to tell clients we\'re raising our rates 10% next quarter, draft the email', 'en', /Act as a customer-communications writer who announces price rises/, /the arguments; a concrete request/],
    ['price increase notice for my gym members, $5 more per month from june', 'en', /Act as a customer-communications writer who announces price rises/, /Give a complete answer/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('an email that names it first gets an announcement\'s parts, not a request\'s arguments (es)', async () => {
    const prompt = await improve('necesito un email para mis clientes de la peluqueria diciendo q a partir de enero subimos precios, vale? que suene cercano');
    expect(prompt).toMatch(/la noticia en la primera frase; qué cambia y desde cuándo/);
    expect(prompt).not.toMatch(/los argumentos; una petición concreta/);
  });

  it('whether or how much to raise prices is still a decision or a figure', async () => {
    expect(await improve('cuanto deberia subir mis precios este año')).not.toMatch(/anuncia subidas de precio/);
    expect(await improve('should i raise my prices? im a freelance designer', 'en')).not.toMatch(/announces price rises/);
  });
});

describe('a template for the user\'s quotes is a quote to fill in, not a blog article or the cost of a job', () => {
  it.each([
    ['plantilla de presupuesto para servicios de diseño grafico', 'es', /Actúa como un asesor de autónomos y pequeñas empresas que diseña presupuestos/, /introducción que plantee el problema|entre 700 y 1\.000 palabras/],
    ['quote template for my cleaning business', 'en', /Act as a business adviser to freelancers and small firms who designs clear quotes/, /Give a complete answer|introduction that sets out the problem/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language, { taskType: 'Content Creation', sector: 'Marketing' });
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('the cost of a job stays an estimate', async () => {
    expect(await improve('presupuesto para una reforma de baño')).toMatch(/Actúa como un profesional del sector que hace presupuestos/);
  });
});

describe('a warning letter to an employee states the facts, the rule and the consequence, not a cover letter\'s arguments', () => {
  it.each([
    ['carta de amonestacion a un trabajador por faltas injustificadas (3 en el ultimo mes)', 'es', /Actúa como un responsable de recursos humanos que redacta cartas disciplinarias/, /experiencias o argumentos concretos/],
    ['carta de llamada de atención para una empleada que llega tarde', 'es', /Actúa como un responsable de recursos humanos que redacta cartas disciplinarias/, /experiencias o argumentos concretos/],
    ['write a written warning letter for an employee who was rude to a customer', 'en', /Act as an HR manager who writes fair, factual disciplinary letters/, /concrete experience or arguments/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('a reference for a former employee stays a recommendation letter', async () => {
    expect(await improve('carta de recomendacion para mi ex empleada')).toMatch(/cartas de recomendación/);
  });
});

describe('a Google Ads request is the headlines and descriptions within Google\'s limits, each with its character count', () => {
  it.each([
    ['necesito un anuncio de google ads para mi taller mecanico en guadalajara, titulos de 30 caracteres y descripciones de 90', 'es', /Actúa como un especialista en publicidad en buscadores/, /Formato: los títulos, numerados, cada uno con su número de caracteres/],
    ['campaña de google para mi inmobiliaria en madrid', 'es', /Actúa como un especialista en publicidad en buscadores/, /Formato: los títulos, numerados/],
    ['write google ads for my dental clinic in miami', 'en', /Act as a paid-search specialist/, /Format: the headlines, numbered, each with its character count/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
  });

  it('how Google Ads work is still an explanation, and an ad for Meta stays a social ad', async () => {
    expect(await improve('how do google ads work', 'en')).not.toMatch(/paid-search specialist/);
    expect(await improve('anuncio para meta (facebook e instagram) de mi pasteleria, promo 2x1 en cupcakes los martes')).toMatch(/redactor publicitario/);
  });
});

describe('fresh variants of this round\'s classes, read at its end, get the same shapes', () => {
  it.each([
    ['haz una tarjeta de sellos para mi barberia, el 6to corte gratis', 'es', /especialista en fidelización de clientes/],
    ['descripciones cortas para los postres de mi cafeteria: cheesecake de maracuya, brownie con helado', 'es', /redactor de cartas de restaurante/],
    ['pitch de 30 segundos para vender mis servicios de limpieza a oficinas', 'es', /formador de ventas que escribe pitches/],
    ['mandale un recordatorio amable a mi clienta, me debe 2 sesiones de fotos', 'es', /especialista en cobros/],
    ['el cliente dice que lo va a pensar, que le digo para cerrar la venta', 'es', /formador de ventas que convierte las objeciones/],
    ["our customers keep saying 'i need to think about it', how do i respond", 'en', /sales coach/],
    ['need a short description for each item on my food truck menu: birria tacos, elote, horchata', 'en', /menu copywriter/],
    ['email sequence of 4 emails to win back customers who havent bought in 6 months', 'en', /Write each email of the campaign in full \(4 emails\)/],
    ['write a written warning for an employee who keeps missing shifts', 'en', /HR manager who writes fair, factual disciplinary letters/],
    ["write a follow up email for an invoice that's 60 days overdue", 'en', /the invoice, its amount and its due date in the first sentence/],
  ] as const)('"%s"', async (request, language, expected) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(expected);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});

describe('a count of what was already done is a fact of the case, not the number of pieces to write', () => {
  it.each([
    ["write a follow up email for an invoice that's 60 days overdue, client ignored 2 emails", 'en', /Write each piece in full \(2 emails\)/],
    ['i sent 3 emails and got no answer, write a final one', 'en', /Write each piece in full \(3 emails\)/],
    ['correo para cobrar una factura vencida a un cliente, ya le mandé 2 correos y nada', 'es', /Escribe cada pieza completa \(2 correos\)/],
  ] as const)('"%s"', async (request, language, several) => {
    expect(await improve(request, language)).not.toMatch(several);
  });

  it('a count of emails asked for is still the number to write, each a campaign email', async () => {
    expect(await improve('escribe 3 correos para mi campaña de navidad')).toMatch(/Escribe completo cada correo de la campaña \(3 correos\)/);
    expect(await improve('write 2 emails for our summer sale, 15% off', 'en')).toMatch(/Write each email of the campaign in full \(2 emails\)/);
    expect(await improve('un correo para la campaña de donaciones de la escuela')).not.toMatch(/código de descuento/);
  });
});
