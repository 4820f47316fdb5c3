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

describe('a ranking of facts ("the 5 longest rivers in the world") is a checked, numbered list with each figure', () => {
  it.each([
    ['cuales son los 5 rios mas largos del mundo', 'es', /una lista numerada del primero al último: en cada puesto, el nombre, la cifra/],
    ['dime las 3 montañas mas altas de españa', 'es', /Actúa como un documentalista que comprueba cada dato/],
    ['what are the 10 tallest buildings in the world', 'en', /a numbered list from first to last, each with its name, its figure/],
    ['list the 5 most spoken languages in the world', 'en', /Act as a researcher who checks every fact/],
  ] as const)('"%s"', async (request, language, ranking) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(ranking);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });

  it('the biggest challenges of something are no ranking of facts', async () => {
    expect(await improve('what are the biggest challenges of remote work', 'en')).not.toMatch(/checks every fact/);
    expect(await improve('cuales son los retos mas grandes del teletrabajo', 'es')).not.toMatch(/comprueba cada dato/);
  });
});

describe('items given to sort are ordered by the stated criterion, none added or dropped', () => {
  it.each([
    ['ordena estas palabras alfabeticamente: pera, manzana, uva, kiwi, banana', 'es', /sin añadir, quitar ni cambiar ninguno/],
    ['ordena estos paises de mayor a menor poblacion: mexico, chile, españa, peru', 'es', /la lista ordenada, un elemento por línea/],
    ['Sort these numbers from smallest to largest: 42, 7, 19, 3, 88, 21', 'en', /adding, dropping and changing none/],
    ['put these events in chronological order: moon landing, ww2, fall of the berlin wall', 'en', /the ordered list, one item per line/],
  ] as const)('"%s"', async (request, language, sorting) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(sorting);
    expect(prompt).not.toMatch(/pega aquí|paste the/);
  });

  it('a list to sort that is not given gets a slot', async () => {
    expect(await improve('sort this list alphabetically', 'en')).toMatch(/\[paste/);
    expect(await improve('ordena esta lista alfabeticamente', 'es')).toMatch(/\[pega aquí/);
  });
});

describe('"porque"/"xq" typed for "por qué" at the start is a why-question, explained', () => {
  it.each([
    ['porque el cielo es azul', 'es'],
    ['xq los gatos ronronean', 'es'],
    ['pq se me duermen las piernas al cruzarlas', 'es'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Actúa como un divulgador experto/);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable/);
  });
});

describe('an error quoted in the request is diagnosed, with no slot for it and no code to write', () => {
  it.each([
    ["I get 'IndentationError: unexpected indent' in python what does it mean", 'en', /Act as a technical expert who diagnoses and fixes errors/],
    ["i'm getting 'IndentationError: unexpected indent', what does it mean", 'en', /Act as a technical expert who diagnoses and fixes errors/],
    ["me sale 'IndentationError: unexpected indent' en python, que significa", 'es', /Actúa como un experto técnico que diagnostica y resuelve errores/],
    ['que significa el error "KeyError" en python', 'es', /Actúa como un experto técnico que diagnostica y resuelve errores/],
  ] as const)('"%s"', async (request, language, troubleshooter) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(troubleshooter);
    expect(prompt).not.toMatch(/pega aquí|paste the|Deliver working code|Da una respuesta completa/);
  });

  it('"what does it mean" with nothing quoted still asks for the text', async () => {
    expect(await improve('what does it mean', 'en')).toMatch(/\[paste/);
  });
});

describe('"is it true that…" gets a verdict first, with the evidence, not the generic answer', () => {
  it.each([
    ['es verdad que solo usamos el 10% del cerebro?', 'es', /Di en la primera frase si es verdad, mentira o verdad a medias/],
    ['¿es cierto que los murcielagos son ciegos?', 'es', /un verificador de datos/],
    ['is it true that goldfish have a 3 second memory', 'en', /Say in the first sentence whether it is true, false or partly true/],
    ['myth or fact: lightning never strikes the same place twice', 'en', /a fact-checker who separates evidence from myth/],
  ] as const)('"%s"', async (request, language, verdict) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(verdict);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });

  it("a question about the user's own case is no myth to check", async () => {
    expect(await improve('es verdad que mi casero puede quedarse con la fianza?', 'es')).not.toMatch(/verificador de datos/);
    expect(await improve('is it true that my landlord can keep my deposit', 'en')).not.toMatch(/fact-checker/);
  });
});

describe("a word's meaning or origin, a unit question and a formula's calculation are answered, not the generic answer", () => {
  it.each([
    ["what's the origin of the word 'salary'", 'en', /Act as a language teacher who answers usage questions clearly/],
    ["define 'serendipity' and use it in a sentence", 'en', /Act as a language teacher/],
    ['cual es el origen de la palabra "salario"', 'es', /Actúa como un profesor de lengua/],
    ['que significa "procrastinar"', 'es', /Actúa como un profesor de lengua/],
    ['how many cups in a liter', 'en', /Act as a careful converter of units/],
    ['cuantos gramos tiene una taza de harina', 'es', /Actúa como un conversor cuidadoso de unidades/],
    ['como se calcula el area de un circulo', 'es', /Actúa como un divulgador experto/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe('explaining a concept to a child is an explanation at that age, not the words for a difficult talk', () => {
  it.each([
    ['como le explico a un niño de 7 años que es la gravedad', 'es', /Actúa como un divulgador experto/],
    ['how do i explain to my 6 year old what electricity is', 'en', /Act as an expert science communicator/],
  ] as const)('"%s"', async (request, language, explainer) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(explainer);
    expect(prompt).not.toMatch(/temas difíciles|difficult/);
  });

  it('death or a divorce explained to a child is still a difficult talk', async () => {
    expect(await improve('como le explico a mi hijo de 5 años que es la muerte', 'es')).toMatch(/temas difíciles/);
    expect(await improve('how do i explain to my kid what divorce is', 'en')).not.toMatch(/science communicator/);
  });
});

describe('dates pulled out of a quoted text, a microfiction and a regex over tweets keep their deliverable', () => {
  it("\"pull out every date:\" with the text quoted extracts from it", async () => {
    const prompt = await improve("from this text, pull out every date: 'We met on May 3, signed on June 10 and launched July 1st.'", 'en');
    expect(prompt).toMatch(/extracts data from texts/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });

  it('a microrrelato is a story', async () => {
    expect(await improve('un microrrelato de terror de 50 palabras', 'es')).toMatch(/Actúa como un escritor creativo/);
    expect(await improve('write a piece of flash fiction about a lighthouse keeper', 'en')).toMatch(/Act as a creative writer/);
  });

  it('code that reads tweets gets no tweet length', async () => {
    expect(await improve('regex to extract all hashtags from a tweet', 'en')).not.toMatch(/280 characters/);
    expect(await improve('una regex para sacar los hashtags de un tuit', 'es')).not.toMatch(/280 caracteres/);
  });
});

describe('a translation that also asks what it means does both, with no "only the translation, no comments"', () => {
  it.each([
    ["traduce 'break a leg' al español y explica que significa", 'es', /Haz cada cosa que pido, en el orden en que la pido/],
    ["translate 'más vale tarde que nunca' to english and explain what it means", 'en', /Do each thing I ask for, in the order I ask/],
  ] as const)('"%s"', async (request, language, both) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(both);
    expect(prompt).not.toMatch(/sin comentarios|with no comments|No añadas ni quites contenido|Do not add or remove content|no añadas nada que no esté|add nothing that is not/);
  });

  it('a plain translation still returns only the translation', async () => {
    expect(await improve("traduce al ingles: 'el que madruga dios lo ayuda'", 'es')).toMatch(/Devuelve solo la traducción al ingles, sin comentarios/);
    expect(await improve("translate to spanish: 'the early bird catches the worm'", 'en')).toMatch(/Return only the translation to spanish, with no comments/);
  });
});

describe('a choice between two named options is compared, whatever the field named ("for coding")', () => {
  it.each([
    ['should I learn spanish or french first', 'en'],
    ['which of these is the best laptop for coding: macbook air m2 or thinkpad x1 carbon', 'en'],
    ['deberia aprender python o javascript primero?', 'es'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Act as an analyst who compares options|Actúa como un analista que compara opciones/);
    expect(prompt).not.toMatch(/Deliver working code|Give a complete answer I can apply directly|Da una respuesta completa/);
  });
});

describe('"tell me something interesting about…" and a trick question about weight are answered, not asked back or generic', () => {
  it.each([
    ['tell me something interesting about black holes', 'en', /a science communicator who collects surprising, true facts/],
    ['cuentame algo curioso sobre los pulpos', 'es', /un divulgador que colecciona datos sorprendentes/],
    ['whats heavier a kilo of feathers or a kilo of steel lol', 'en', /Give the answer in the first sentence/],
    ['que pesa mas un kilo de plumas o un kilo de hierro', 'es', /Da la respuesta en la primera frase/],
  ] as const)('"%s"', async (request, language, answer) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(answer);
    expect(prompt).not.toMatch(/ask me the 2 or 3 questions|hazme las 2 o 3 preguntas|Give a complete answer I can apply directly|Da una respuesta completa/);
  });
});

describe('more shapes of the same requests: the estimate word first, a price or a meeting time asked, a criterion right after "sort", a size compared', () => {
  it.each([
    ['roughly how many words does the average person speak in a lifetime', 'en', /Act as a physicist who makes Fermi estimates/],
    ['aproximadamente cuantos granos de arena hay en una playa', 'es', /Actúa como un físico que hace estimaciones de Fermi/],
    ['si una camisa cuesta 40 euros con un 20% de descuento, cual era el precio original', 'es', /Actúa como un profesor de matemáticas paciente/],
    ['A train leaves Chicago at 60 mph and another leaves New York at 80 mph, 800 miles apart. When do they meet?', 'en', /Act as a patient maths teacher/],
    ['ordena de menor a mayor: 3/4, 0.5, 2/3, 0.8', 'es', /Actúa como un asistente meticuloso que ordena listas/],
    ['alphabetize this list: zebra, apple, mango, banana', 'en', /Act as a meticulous assistant who orders lists exactly/],
    ['which is bigger, a blue whale or a dinosaur', 'en', /Act as a careful reference librarian who checks facts/],
    ['que es mas grande, el sol o jupiter? por cuanto', 'es', /Actúa como un documentalista cuidadoso que comprueba los datos/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe("a toy problem in the first person, the days until a date and one's own BMI are worked out, not the generic answer", () => {
  it.each([
    ['si tengo 3 manzanas y me como 1, cuantas me quedan', 'es', /Actúa como un profesor de matemáticas paciente/],
    ['if I have 5 apples and give away 2, how many do I have left', 'en', /Act as a patient maths teacher/],
    ['cuantos dias faltan para navidad si hoy es 3 de noviembre', 'es', /Actúa como un profesor de matemáticas paciente/],
    ['how many days between march 3 and july 19', 'en', /Act as a patient maths teacher/],
    ["if I'm 1.80m and weigh 80kg what's my BMI", 'en', /Work it out for my case with the figures I give/],
    ['mido 1,65 y peso 70 kilos, cual es mi imc', 'es', /Actúa como un experto en lo que pregunto/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe('a what-if in the present tense about what the user does is no thought experiment, and tasks given to sort by priority are sorted', () => {
  it('"qué pasaría si no pago una multa" is not reasoned as a hypothetical world', async () => {
    expect(await improve('que pasaria si no pago una multa de trafico', 'es')).not.toMatch(/divulgador científico/);
    expect(await improve('que pasaria si no existiera internet', 'es')).toMatch(/divulgador científico que razona/);
  });

  it.each([
    ['ordena mis tareas de hoy por prioridad: llamar al banco, enviar informe, comprar regalo, gimnasio', 'es', /Actúa como un asistente meticuloso que ordena listas/],
    ['sort my tasks for today by priority: call the bank, send report, buy gift, gym', 'en', /Act as a meticulous assistant who orders lists exactly/],
  ] as const)('"%s"', async (request, language, sorting) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(sorting);
    expect(prompt).not.toMatch(/analista de negocio|business analyst/);
  });
});
