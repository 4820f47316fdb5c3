import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// Leftovers other readers saw in the local engine (issue 19, thirty-second round): each class in Spanish and English.

describe('a test, quiz or worksheet a class works on gets a paste slot under a verb that works on it', () => {
  it.each([
    ['adapta este examen para un alumno con tdah', 'es', /\[pega aquí el examen\]/],
    ['adapta esta ficha para un niño con dislexia porfa', 'es', /\[pega aquí la ficha\]/],
    ['ayudame a adaptar esta prueba de mates para una alumna con TEA', 'es', /\[pega aquí la prueba\]/],
    ['can you adapt this quiz for a kid with adhd', 'en', /\[paste the quiz here\]/],
    ['adapt this test for a student with dyslexia', 'en', /\[paste the test here\]/],
  ] as const)('"%s"', async (request, language, slot) => {
    expect(await improve(request, language)).toMatch(slot);
  });

  it('an exam the user only has is no material', async () => {
    expect(await improve('tengo un examen de historia mañana, dame consejos para estudiar', 'es')).not.toMatch(/pega aquí/);
    expect(await improve('my exam is tomorrow, how should i study tonight', 'en')).not.toMatch(/paste the/);
  });
});

describe('a product name keeps its usual spelling (iPhone, PowerPoint), whatever the capital typed', () => {
  it.each([
    ['Actúa como un experto en Iphone.', 'es', /experto en iPhone/],
    ['actua como experta en powerpoint y ayudame con mi presentacion de ventas', 'es', /experta en PowerPoint/],
    ['iphone se queda sin bateria muy rapido, que hago', 'es', /iPhone se queda/],
    ['act as an expert in powerpoint and help me with my slides', 'en', /expert in PowerPoint/],
    ['Act as an Ipad and Macbook repair expert', 'en', /iPad and MacBook/],
  ] as const)('"%s"', async (request, language, spelling) => {
    expect(await improve(request, language)).toMatch(spelling);
  });
});

describe('a no-spoilers rule limited to a part stays limited to that part', () => {
  it.each([
    ['resume esta novela sin spoilers de la segunda mitad; cuenta el final de la primera parte', 'es', /Sin spoilers de la segunda mitad: nada de lo que pasa en esa parte/],
    ['hazme una reseña de la serie sin spoilers de la ultima temporada, puedes hablar de las dos primeras', 'es', /Sin spoilers de la ultima temporada:/],
    ['summarize the book, no spoilers for the last three chapters, but explain the first act ending', 'en', /No spoilers for the last three chapters: nothing of what happens in that part/],
    ['explain the plot of dark without spoilers after season 2', 'en', /No spoilers after season 2:/],
  ] as const)('"%s"', async (request, language, rule) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(rule);
    expect(prompt).not.toMatch(/nada del final, de los giros|nothing of the ending, the twists/);
  });

  it('a plain no-spoilers rule still keeps the whole ending out', async () => {
    expect(await improve('resume la trama de la casa de papel sin spoilers', 'es')).toMatch(/Sin spoilers: nada del final/);
    expect(await improve("cuéntame de qué va el libro sin spoilers del final", 'es')).toMatch(/Sin spoilers: nada del final/);
    expect(await improve('summarize the plot of breaking bad without spoilers', 'en')).toMatch(/No spoilers: nothing of the ending/);
  });
});

describe("a school's newsletter to families says what to do and when, with no unsubscribe footer", () => {
  it.each([
    ['escribe la newsletter del colegio de este mes para las familias: excursion, festival y vacunas', 'es', /cada noticia con lo que las familias necesitan/],
    ['boletin mensual de la escuela para los padres, noticias de noviembre', 'es', /a quién escribir si tienen dudas/],
    ['write our school newsletter for parents this month: science fair, picture day, winter break', 'en', /each item with what families need/],
    ['monthly class newsletter for families, 3rd grade', 'en', /whom to contact with questions/],
    ['PTA newsletter about the bake sale', 'en', /whom to contact with questions/],
  ] as const)('"%s"', async (request, language, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/darse de baja|unsubscribe/);
  });

  it("a shop's newsletter still has its unsubscribe footer", async () => {
    expect(await improve('newsletter semanal para los clientes de mi tienda online', 'es')).toMatch(/darse de baja/);
    expect(await improve('newsletter for my bakery customers about our new sourdough', 'en')).toMatch(/unsubscribe/);
  });
});

describe("a children's mystery has clues the child can follow and a fair solution, not a bedtime story's calm ending", () => {
  it.each([
    ['a short mystery story for kids aged 8-10', 'en', /3 or 4 clues they can notice/],
    ['write a mystery story for my 9 year old about a missing cat', 'en', /a fair solution that uses only those clues/],
    ['un cuento de misterio corto para niños de 8 a 10 años', 'es', /3 o 4 pistas que pueda notar/],
    ['escribe una historia de detectives para niños de 9 años sobre un robo en el colegio', 'es', /una solución justa que use solo esas pistas/],
  ] as const)('"%s"', async (request, language, clues) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(clues);
    expect(prompt).not.toMatch(/a gentle problem|un problema suave|fall asleep|conciliar el sueño/);
  });

  it('a bedtime story is still gentle and calm', async () => {
    expect(await improve('bedtime story for my 4 year old about a sleepy dragon', 'en')).toMatch(/a gentle problem/);
    expect(await improve('cuento para dormir para mi hija de 5 años', 'es')).toMatch(/un problema suave/);
  });
});

describe("a table of the user's own figures orders them exactly as given, with a total, not the generic answer", () => {
  it.each([
    ['hazme una tabla con mis gastos del mes: alquiler 500, comida 300, luz 60', 'es', /Usa exactamente los datos que doy/],
    ['pon mis horas extra en una tabla: lunes 2, martes 3, viernes 1', 'es', /una fila de total al final/],
    ['make a table with my weekly hours: mon 8, tue 6, wed 9, thu 7', 'en', /Use exactly the data I give/],
    ['put my expenses in a table: rent 1200, groceries 400, gas 150, netflix 15', 'en', /a total row at the end/],
  ] as const)('"%s"', async (request, language, precision) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(precision);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });

  it('a table of facts to look up is still a table of checked facts', async () => {
    expect(await improve('make a table of the planets with their size and distance from the sun', 'en')).toMatch(/only checked facts/);
  });
});

describe("how much to tip somewhere is that place's custom by situation, not a calculation with the user's figures", () => {
  it.each([
    ['how much should i tip in the us at restaurants and hotels', 'en', /Act as a travel guide who knows the customs/],
    ['how much do you tip a hairdresser in canada', 'en', /a table by situation/],
    ['cuánta propina se deja en españa', 'es', /Actúa como un guía de viajes que conoce las costumbres/],
    ['hay que dejar propina en los taxis de argentina?', 'es', /una tabla por situación/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/step by step with my figures|paso a paso con mis cifras|Give a complete answer|Da una respuesta completa/);
  });

  it('a saving target with the user\'s own figures is still worked out with them', async () => {
    expect(await improve('how much should i save each month to buy a house in 5 years, i earn 3000', 'en')).not.toMatch(/travel guide/);
  });
});

describe('meal prep ideas are dishes from a home cook, not a creative strategist', () => {
  it.each([
    ['meal prep ideas for the week high protein under 50 dollars', 'en', /Act as a home cook who suggests dishes/],
    ['batch cooking recipes for a family of 4', 'en', /Act as a home cook who suggests dishes/],
    ['ideas de meal prep para la semana alto en proteina con 40 euros', 'es', /Actúa como un cocinero casero/],
    ['ideas para los tuppers del trabajo, baratas y con mucha verdura', 'es', /Actúa como un cocinero casero/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/creative strategist|estratega creativo/);
  });
});

describe("how to find a cheap flight, hotel or rental car is a travel expert's tactics, not the generic answer", () => {
  it.each([
    ['cómo encuentro vuelos baratos a europa', 'es', /Actúa como un experto en viajes que encuentra buenas ofertas/],
    ['como consigo hoteles baratos en roma', 'es', /las tácticas que más bajan el precio/],
    ['how do i find cheap hotels in paris', 'en', /Act as a travel expert who finds good deals/],
    ['best way to find cheap flights to japan', 'en', /the tactics that most lower the price/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe("a parent's message to the teacher about a bullied child is serious, with the facts and a request for a meeting", () => {
  it.each([
    ['escribe un mensaje a la maestra de mi hijo porque le estan haciendo bullying en el recreo', 'es', /la petición de una reunión/],
    ['necesito escribirle a la profe, a mi hija la molestan unos compañeros todos los dias y quiero una reunion', 'es', /Escríbelo serio y respetuoso/],
    ["write a message to my son's teacher, he's being bullied by two classmates on the bus", 'en', /a request for a meeting/],
    ["help me email my daughter's teacher about kids bullying her, i want a meeting", 'en', /Write it serious and respectful/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/no más de 80 palabras|no more than 80 words|cercano y natural|warm and natural/);
  });

  it('a note that the child will be absent is still a short message', async () => {
    expect(await improve('escribe un mensaje a la profe para avisar que mi hijo falta mañana', 'es')).toMatch(/no más de 80 palabras/);
    expect(await improve('write a short note to the teacher saying my kid will be late', 'en')).not.toMatch(/school counsellor/);
  });
});
