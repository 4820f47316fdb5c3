import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// Requests people send to a general assistant (issue 19, thirty-third round): word problems, Fermi estimates, hypotheticals,
// opinions and items given inline to label; each class in Spanish and English.

describe('a word problem or a sum is solved step by step by a maths teacher, not the generic answer or a cost breakdown', () => {
  it.each([
    ['si un tren sale a las 3 de la tarde a 80 km/h y otro sale a las 4 a 100 km/h en la misma direccion, a que hora lo alcanza?', 'es', /Actúa como un profesor de matemáticas paciente/],
    ['Ana tiene el triple de edad que su hijo. Dentro de 10 años la suma de sus edades será 60. ¿Cuántos años tiene cada uno?', 'es', /Resuélvelo paso a paso/],
    ['cuanto es el 15% de 240', 'es', /Actúa como un profesor de matemáticas paciente/],
    ['A bat and a ball cost $1.10 in total. The bat costs $1.00 more than the ball. How much does the ball cost?', 'en', /Act as a patient maths teacher/],
    ['if 5 machines take 5 minutes to make 5 widgets, how long would 100 machines take to make 100 widgets', 'en', /Solve it step by step/],
    ['what is 15% of 80', 'en', /Act as a patient maths teacher/],
  ] as const)('"%s"', async (request, language, teacher) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(teacher);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly|cost item/);
  });

  it("figures of one's own case or a recipe's servings are no word problem", async () => {
    expect(await improve('tengo 2000 euros ahorrados y gano 1500 al mes, cuanto deberia ahorrar', 'es')).not.toMatch(/profesor de matemáticas/);
    expect(await improve('una receta de bizcocho para 8 personas con 3 huevos, cuanto tiempo de horno', 'es')).toMatch(/Actúa como un cocinero/);
    expect(await improve('i earn 3000 a month and spend 2200, how much should i save', 'en')).not.toMatch(/maths teacher/);
  });
});

describe('a Fermi estimate is reasoned out loud from stated assumptions, not the generic answer', () => {
  it.each([
    ['cuantos afinadores de piano hay en madrid? haz una estimacion', 'es', /estimaciones de Fermi[\s\S]*di cada supuesto con una cifra redonda/],
    ['cuántas pelotas de tenis caben en un autobús', 'es', /estimaciones de Fermi/],
    ['How many golf balls fit in a school bus? walk me through a Fermi estimate', 'en', /Fermi estimates[\s\S]*state each assumption with a round figure/],
    ['estimate how many piano tuners there are in chicago', 'en', /Fermi estimates/],
  ] as const)('"%s"', async (request, language, estimate) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(estimate);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe('a "what would happen if" question is reasoned in order of time, keeping the known apart from the guessed', () => {
  it.each([
    ['que pasaria si la luna desapareciera de repente', 'es', /qué pasaría primero y después en los días, los años y a largo plazo/],
    ['¿qué pasaría si los humanos dejaran de dormir?', 'es', /separa lo que está bien establecido de lo que es especulación/],
    ['what would happen if the moon disappeared', 'en', /what would happen first, then over the following days, years and the long run/],
    ['what would happen if humans stopped sleeping', 'en', /keep apart what is well established and what is speculation/],
  ] as const)('"%s"', async (request, language, reasoning) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(reasoning);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });

  it("a what-if about the user's own life is no thought experiment", async () => {
    expect(await improve('que pasaria si dejo mi trabajo para emprender', 'es')).not.toMatch(/especulación/);
    expect(await improve('what would happen if i stopped paying my credit card', 'en')).not.toMatch(/speculation/);
  });
});

describe("a question about the assistant's opinion gets a reasoned view of its own, with the reasons on both sides", () => {
  it.each([
    ['que opinas de la semana laboral de 4 dias?', 'es', /Da una respuesta propia y clara/],
    ['si pudieras viajar en el tiempo, a que epoca irias y por que', 'es', /un interlocutor reflexivo que da una opinión razonada/],
    ['what do you think about remote work', 'en', /Give a clear answer of your own/],
    ["what's your take on pineapple on pizza", 'en', /a thoughtful conversation partner who gives a reasoned view/],
  ] as const)('"%s"', async (request, language, view) => {
    expect(await improve(request, language)).toMatch(view);
  });

  it('an opinion on what the user wrote is no opinion question', async () => {
    expect(await improve('que opinas de mi idea de negocio: una app para pasear perros', 'es')).not.toMatch(/interlocutor reflexivo/);
    expect(await improve('what do you think of my essay intro', 'en')).not.toMatch(/thoughtful conversation partner/);
  });
});

describe('items given inline to label are labelled one by one, and tweets to label get no tweet length', () => {
  it.each([
    ['clasifica estos tuits como positivos o negativos:\n1. me encanta el nuevo iphone\n2. el servicio es una basura\n3. odio los lunes', 'es', /una línea por elemento/],
    ['Classify these tweets as positive, negative or neutral:\n- "love it!"\n- "Worst service ever"\n- "The store opens at 9am"', 'en', /one line per item/],
  ] as const)('"%s"', async (request, language, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/280/);
  });

  it.each([
    ["identifica el sentimiento de esta reseña: 'La comida estaba buena pero el camarero fue muy borde'", 'es', /anotador de datos meticuloso/],
    ['cuales de estos animales son mamiferos: delfin, tiburon, murcielago, pinguino', 'es', /anotador de datos meticuloso/],
    ["what's the sentiment of this review: 'great food, terrible service'", 'en', /careful data annotator/],
    ['Which of these animals are mammals: dolphin, shark, bat, penguin, whale', 'en', /careful data annotator/],
  ] as const)('"%s"', async (request, language, annotator) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(annotator);
    expect(prompt).not.toMatch(/pega aquí|paste the/);
  });

  it('a tweet to write keeps its 280 characters', async () => {
    expect(await improve('escribe un tuit sobre el lanzamiento de nuestra app', 'es')).toMatch(/280 caracteres/);
    expect(await improve('write a tweet announcing our new app', 'en')).toMatch(/280 characters/);
  });
});
