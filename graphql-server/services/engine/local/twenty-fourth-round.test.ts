import { describe, expect, it } from 'vitest';
import { improve, optimize } from './test-engine.ts';

// Professional and technical requests, and prompts pasted from guides, that the engine answered with another deliverable
// or the generic fallback (issue 19, twenty-fourth round), from our fresh requests; each class in Spanish and English.

describe('a spreadsheet formula is that formula, not the design of a whole spreadsheet', () => {
  it.each([
    ["formula de excel para sacar el promedio de la columna B solo si en la columna A dice 'Norte'", 'es', /Actúa como un experto en Excel y Google Sheets que escribe fórmulas exactas/, /la fórmula sola en una línea, lista para copiar; en qué celda va/],
    ['tengo una tabla de gastos, quiero una formula que me sume por categoria', 'es', /Actúa como un experto en Excel y Google Sheets que escribe fórmulas exactas/, /la fórmula sola en una línea, lista para copiar; en qué celda va/],
    ['necesito una fórmula para calcular la edad a partir de la fecha de nacimiento en la celda B2', 'es', /Actúa como un experto en Excel y Google Sheets/, /Dame la fórmula exacta, lista para pegar/],
    ['google sheets formula to count unique values in column C ignoring blanks', 'en', /Act as an Excel and Google Sheets expert who writes exact, working formulas/, /the formula on a line of its own, ready to copy; which cell it goes in/],
    ['excel formula to highlight duplicates in column A', 'en', /Act as an Excel and Google Sheets expert who writes exact, working formulas/, /the formula on a line of its own, ready to copy; which cell it goes in/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/las hojas que necesita|the sheets it needs|Da una respuesta completa|Give a complete answer/);
  });

  it.each([
    ['hazme un excel para controlar el inventario de mi tienda', 'es', /las hojas que necesita/],
    ['make me a spreadsheet to track my monthly expenses with formulas', 'en', /the sheets it needs/],
  ] as const)('a whole spreadsheet asked is still designed sheet by sheet: "%s"', async (request, language, format) => {
    expect(await improve(request, language)).toMatch(format);
  });

  it.each([
    ['Eres un experto en Excel. Paso 1: explícame qué hace BUSCARV. Paso 2: dame un ejemplo con una tabla de precios. Paso 3: dime cuándo usar BUSCARX en su lugar.', 'es'],
    ['You are an Excel expert. Explain what VLOOKUP does with an example.', 'en'],
  ] as const)('a role that is an Excel expert asks for no spreadsheet design: "%s"', async (request, language) => {
    expect(await improve(request, language)).not.toMatch(/las hojas que necesita|the sheets it needs/);
  });

  it.each([
    ['formula para calcular el area de un circulo', 'es'],
    ['the formula for success in sales', 'en'],
  ] as const)('a formula outside a spreadsheet gets no spreadsheet expert: "%s"', async (request, language) => {
    expect(await improve(request, language)).not.toMatch(/Excel/);
  });
});

describe('code that misbehaves is debugged: the likely cause and its fix, not an explanation or the generic fallback', () => {
  it.each([
    ['why is my react component re-rendering infinitely?\n\nuseEffect(() => {\n  setCount(count + 1)\n}, [count])', 'en', /Act as a technical expert who diagnoses and fixes errors methodically/, /Start with the most likely cause in my case/],
    ['pls debug:\n\nfor i in range(10)\n    print(i)', 'en', /Act as a technical expert who diagnoses and fixes errors methodically/, /Start with the most likely cause in my case/],
    ['why does my query return duplicate rows\n\nSELECT c.name, o.total FROM customers c JOIN orders o ON c.id = o.customer_id', 'en', /Act as a technical expert/, /the most likely causes, most likely first/],
    ['fix my code:\n\ndef avg(xs):\n    return sum(xs) / len(xs)\n\nprint(avg([]))', 'en', /Act as a technical expert/, /the most likely causes, most likely first/],
    ["por que mi funcion devuelve undefined? la llamo desde el boton y no me trae nada, no entiendo que pasa\n\nfunction getUser(id) {\n  fetch('/api/users/' + id).then(r => r.json())\n}", 'es', /Actúa como un experto técnico que diagnostica y resuelve errores con método/, /Empieza por la causa más probable en mi caso/],
    ['depura este codigo\n\nfor (let i = 0; i <= arr.length; i++) {\n  console.log(arr[i].name)\n}', 'es', /Actúa como un experto técnico que diagnostica y resuelve errores con método/, /las causas más probables, de la más a la menos probable/],
    ['arregla mi codigo, no funciona', 'es', /Actúa como un experto técnico/, /Empieza por la causa más probable en mi caso/],
  ] as const)('"%s"', async (request, language, role, precision) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(precision);
    expect(prompt).not.toMatch(/Give a complete answer|Da una respuesta completa|everyday example|ejemplo cotidiano|Make only the changes I ask for/);
  });

  it('the code pasted stays whole, with no slot to paste it again (en)', async () => {
    const prompt = await improve('debug this code\n\nfunction sum(a, b) {\n  return a - b;\n}', 'en');
    expect(prompt).toContain('return a - b;');
    expect(prompt).not.toMatch(/\[paste/);
  });
});

describe('a short Spanish request opened by a Spanish verb is Spanish, whatever its code or its spelling', () => {
  it.each([
    ['depura este codigo\n\nfor (let i = 0; i <= arr.length; i++) {\n  console.log(arr[i].name)\n}'],
    ['optimiza este codigo\n\nfor x in lista:\n    if x in otra_lista:\n        print(x)'],
  ])('"%s"', async (request) => {
    const result = await optimize(request, 'es');
    expect(result.promptLanguage).toBe('es');
    expect(result.improvedPrompt).not.toMatch(/Responda em português|Act as/);
  });
});

describe('OKRs are objectives with measurable key results, the count given kept', () => {
  it.each([
    ['escribe los OKR del equipo de marketing para el Q1', 'es', /Actúa como un consultor de estrategia que escribe OKR/, /cada resultado clave es medible, con valor de partida, meta y fecha/],
    ['ayúdame con los okrs de mi startup', 'es', /Actúa como un consultor de estrategia que escribe OKR/, /sus resultados clave en lista/],
    ['draft OKRs for an engineering team focused on reliability, 3 objectives with 3 key results each', 'en', /Act as a strategy consultant who writes OKRs/, /each key result is measurable, with a starting value, a target and a date/],
  ] as const)('"%s"', async (request, language, role, precision) => {
    const prompt = await improve(request, language, request.startsWith('escribe') ? { channel: 'Internal Document' } : {});
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(precision);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer|Mi petición aún no dice/);
  });

  it.each([
    ['what are OKRs and how do they work', 'en'],
    ['qué son los OKR y para qué sirven', 'es'],
  ] as const)('what OKRs are is explained, not drafted: "%s"', async (request, language) => {
    expect(await improve(request, language)).not.toMatch(/strategy consultant|consultor de estrategia/);
  });
});

describe('minutes are minutes, from the notes given or with a slot for them', () => {
  it('"necesito las notas de la reunion de ayer en formato acta" gets the secretary, the minutes\' parts and a slot for the notes (es)', async () => {
    const prompt = await improve('necesito las notas de la reunion de ayer en formato acta');
    expect(prompt).toMatch(/Actúa como un secretario de reuniones/);
    expect(prompt).toMatch(/Formato: el encabezado \(reunión, fecha, hora, lugar\)/);
    expect(prompt).toMatch(/\[pega aquí tus notas/);
  });

  it('"turn these notes into formal minutes: …" keeps the notes given, with the minutes\' parts and no slot (en)', async () => {
    const prompt = await improve('turn these notes into formal minutes:\n- budget approved 12k\n- Ana to hire designer by May\n- next meeting 3 June', 'en');
    expect(prompt).toMatch(/Act as a meeting secretary/);
    expect(prompt).toMatch(/the actions, each with an owner and a date/);
    expect(prompt).toContain('- Ana to hire designer by May');
    expect(prompt).not.toMatch(/\[paste your notes|flowing prose/);
  });
});

describe('a closing of the till, the month or the year is no closing paragraph', () => {
  it('"redacta un procedimiento operativo estandar para el cierre de caja en una tienda" is the whole procedure (es)', async () => {
    const prompt = await improve('redacta un procedimiento operativo estandar para el cierre de caja en una tienda', 'es', { channel: 'Internal Document' });
    expect(prompt).toMatch(/pasos numerados donde haya un procedimiento/);
    expect(prompt).not.toMatch(/Escribe solo esa parte/);
  });

  it('"escribe el cierre de mi presentación sobre ventas" is still that part alone (es)', async () => {
    expect(await improve('escribe el cierre de mi presentación sobre ventas')).toMatch(/Escribe solo esa parte/);
  });
});

describe('a report under the Report or Internal Document channel is no "article" that disagrees with the channel', () => {
  it.each([
    ['write a report on our website traffic drop in october', 'en', 'Report'],
    ['escribe un informe sobre la caída de ventas del trimestre', 'es', 'Report'],
    ['haz un informe de las ventas de octubre', 'es', 'Internal Document'],
  ] as const)('"%s" (%s, %s)', async (request, language, channel) => {
    const result = await optimize(request, language, { channel });
    expect(result.improvedPrompt).toMatch(/Act as a business analyst who writes clear reports|Actúa como un analista de negocio que escribe informes claros/);
    expect(result.explanation).not.toMatch(/asks for an article|pide un artículo/);
  });

  it('a book report is still a piece of writing, not a business report (en)', async () => {
    expect(await improve('write a book report on to kill a mockingbird', 'en')).not.toMatch(/business analyst/);
  });
});

describe('a classification labels each item given, with the examples kept, not a reviewer\'s feedback', () => {
  it('"Classify the sentiment of each review… Example: … Now classify: …" keeps its examples and labels each review (en)', async () => {
    const prompt = await improve(
      'Classify the sentiment of each review as Positive, Negative or Neutral.\n\nExample:\nReview: "Great battery life, love it" -> Positive\nReview: "Stopped working after a week" -> Negative\n\nNow classify:\nReview: "It\'s ok, nothing special"\nReview: "Best purchase this year"\nReview: "The strap broke on day two"',
      'en',
    );
    expect(prompt).toMatch(/Act as a careful data annotator/);
    expect(prompt).toMatch(/one line per item, in the same order/);
    expect(prompt).toContain('Review: "Stopped working after a week" -> Negative');
    expect(prompt).not.toMatch(/experienced reviewer|Point out each problem/);
  });

  it('"clasifica estos comentarios de clientes en positivo, negativo o neutro: 1. …" labels the comments given, with no slot (es)', async () => {
    const prompt = await improve('clasifica estos comentarios de clientes en positivo, negativo o neutro:\n1. el envío tardó mucho\n2. me encantó la calidad\n3. está bien, nada especial');
    expect(prompt).toMatch(/Actúa como un anotador de datos meticuloso/);
    expect(prompt).toMatch(/Da a cada elemento exactamente una de las etiquetas que indico/);
    expect(prompt).not.toMatch(/\[pega aquí/);
  });

  it.each([
    ['clasifica estos tickets de soporte por urgencia', 'es', /\[pega aquí los elementos, uno por línea\]/],
    ['categorize my expenses into needs and wants', 'en', /\[paste the items, one per line\]/],
  ] as const)('items referred to and not given get a slot: "%s"', async (request, language, slot) => {
    expect(await improve(request, language)).toMatch(slot);
  });

  it('"what is the classification of living things" is still an explanation (en)', async () => {
    expect(await improve('what is the classification of living things', 'en')).not.toMatch(/data annotator/);
  });
});

describe('a prompt laid out in tagged sections ("<role>…</role><task>…</task>") is read as sections and kept as it is', () => {
  it.each([
    [
      '<role>You are a customer support lead</role>\n<task>Write a reply to a customer whose order arrived damaged</task>\n<constraints>Apologize once, offer a replacement or refund, under 120 words</constraints>\n<format>Plain text email with subject line</format>',
      'en',
      /Your prompt was already good/,
    ],
    [
      '<rol>Eres un profesor de matemáticas de secundaria</rol>\n<tarea>Crea 5 problemas de ecuaciones de primer grado con su solución</tarea>\n<restricciones>Nivel 2º de ESO, contextos de la vida diaria</restricciones>\n<formato>Lista numerada; la solución al final</formato>',
      'es',
      /Tu prompt ya era bueno/,
    ],
  ] as const)('(%s) keeps every tagged section as typed, with no material block and no generic line', async (prompt, language, good) => {
    const result = await optimize(prompt, language);
    expect(result.improvedPrompt.startsWith(prompt)).toBe(true);
    expect(result.improvedPrompt).not.toMatch(/Source text:|Texto de partida:|Da una respuesta completa/);
    expect(result.explanation).toMatch(good);
  });

  it('one tag alone, or HTML in code, is read as it was (en)', async () => {
    const prompt = await improve('fix this html:\n\n<div><b>Hello</b></div>', 'en');
    expect(prompt).toContain('<div><b>Hello</b></div>');
  });
});

describe('the user\'s own thing an answer is for ("para mi tesis", "for my newsletter") is no second text to paste', () => {
  it.each([
    ['resumen de este paper para mi tesis', 'es', /\[pega aquí el paper\]/, /\[pega aquí la tesis\]/],
    ['summarize this article for my newsletter', 'en', /\[paste the article here\]/, /\[paste the newsletter here\]/],
  ] as const)('"%s"', async (request, language, slot, noSlot) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(slot);
    expect(prompt).not.toMatch(noSlot);
  });

  it('two materials compared still get two slots: "compara mi CV con esta oferta de trabajo" (es)', async () => {
    const prompt = await improve('compara mi CV con esta oferta de trabajo');
    expect(prompt).toMatch(/\[pega aquí el cv\]/);
    expect(prompt).toMatch(/\[pega aquí la oferta de trabajo\]/);
  });
});

describe('a prompt in a language the engine does not write gets its paste slot in that language', () => {
  it.each([
    ['Rédige un résumé de ce rapport en 200 mots pour la direction.', 'en', '[colle le texte ici]', /\[paste the text here\]/],
    ['Resuma o texto abaixo em 5 tópicos para a minha equipe.', 'es', '[cole aqui o texto]', /\[pega aquí el texto\]/],
    ['Riassumi questo articolo in 3 punti per il mio capo.', 'es', '[incolla qui il testo]', /\[pega aquí el texto\]/],
  ] as const)('"%s" (reader %s)', async (request, readerLanguage, slot, readerSlot) => {
    const prompt = await improve(request, readerLanguage);
    expect(prompt.startsWith(request)).toBe(true);
    expect(prompt).toContain(slot);
    expect(prompt).not.toMatch(readerSlot);
  });
});

describe('SEO titles and meta descriptions are an SEO specialist\'s, with their characters counted, not brand names', () => {
  it.each([
    ['Actúa como un experto en SEO. Analiza el siguiente título y meta descripción y propón 3 alternativas mejores para cada uno.\n\nTítulo: Zapatillas baratas online\nMeta: Compra zapatillas baratas en nuestra tienda online con envío gratis.', 'es', /una meta descripción unos 140-160, salvo que indique otros límites/],
    ['dame 5 meta descripciones para la página de inicio de mi clínica dental en Sevilla', 'es', /Actúa como un especialista en SEO/],
    ["write a meta description for my bakery's homepage, we sell sourdough and pastries in Leeds", 'en', /Act as an SEO specialist/],
    ['seo title and description for our blog post about remote work tools', 'en', /with its character count/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/fáciles de pronunciar|easy to pronounce|creativo y memorable|creative and memorable/);
  });

  it.each([
    ['what is a meta description', 'en'],
    ['qué es una meta descripción', 'es'],
  ] as const)('what one is is explained: "%s"', async (request, language) => {
    expect(await improve(request, language)).not.toMatch(/SEO specialist|especialista en SEO/);
  });
});

describe('action items are what someone has to do, each with its owner and deadline', () => {
  it.each([
    ['turn my meeting notes into an action list', 'en', /Act as a project coordinator/, /the action \(starting with a verb\), the owner, the deadline/],
    ['sácame una lista de tareas con responsables de estas notas:\n- Pedro llama al cliente el lunes\n- Laura prepara la demo', 'es', /Actúa como un coordinador de proyectos/, /la tarea \(empezando por un verbo\), el responsable, la fecha límite/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language, request.startsWith('turn') ? { taskType: 'Summarization', channel: 'Internal Document' } : {});
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/exactly what I ask for|Da una respuesta completa/);
  });

  it('a to-do list for one\'s own move is no meeting\'s action items (es)', async () => {
    expect(await improve('hazme una lista de tareas para organizar mi mudanza')).not.toMatch(/coordinador de proyectos/);
  });
});

describe('an internal document or memo that explains a policy is that document, not an explainer\'s lesson', () => {
  it.each([
    ['prepara un documento interno explicando la nueva politica de vacaciones', 'es', /Actúa como un redactor técnico/],
    ['write an internal memo explaining our new remote work policy', 'en', /Act as someone who writes clear announcements and notices/],
    ['redacta un memorándum para el personal sobre el nuevo protocolo de seguridad', 'es', /Actúa como alguien que escribe avisos y comunicados claros/],
  ] as const)('"%s"', async (request, language, role) => {
    const result = await optimize(request, language, request.startsWith('prepara') ? { channel: 'Internal Document' } : {});
    expect(result.improvedPrompt).toMatch(role);
    expect(result.improvedPrompt).not.toMatch(/everyday example|ejemplo cotidiano/);
    expect(result.explanation).not.toMatch(/pide una explicación|asks for an explanation/);
  });
});

describe('an SOP in Spanish is a procedure, whatever channel it is for', () => {
  it.each([['escribe un SOP para atender reclamos de clientes por whatsapp'], ['necesito un SOP de limpieza para mi cafetería']])('"%s"', async (request) => {
    const prompt = await improve(request);
    expect(prompt).toMatch(/Actúa como un redactor técnico/);
    expect(prompt).toMatch(/pasos numerados donde haya un procedimiento/);
    expect(prompt).not.toMatch(/Escribe el mensaje completo|no más de 80 palabras/);
  });

  it('"sopa de lentejas receta" is still a recipe (es)', async () => {
    expect(await improve('sopa de lentejas receta')).toMatch(/recetas/);
  });
});

describe('a report on a topic, with no figures or business of the user\'s, is researched from sources', () => {
  it.each([
    ['haz un informe de investigación sobre energía solar en México, con fuentes', 'es', { taskType: 'Research', channel: 'Report' }, /Actúa como un investigador riguroso/],
    ['escribe un informe sobre el impacto de la inflacion en las pymes', 'es', { taskType: 'Research', channel: 'Report' }, /Actúa como un investigador riguroso/],
    ['write a report about the history of the internet', 'en', {}, /Act as a rigorous researcher/],
  ] as const)('"%s"', async (request, language, options, role) => {
    const prompt = await improve(request, language, options);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/usa solo las cifras que doy|use only the figures I give/);
  });

  it.each([
    ['write a report on our website traffic drop in october', 'en'],
    ['haz un informe de las ventas de octubre', 'es'],
  ] as const)('a report on the user\'s own figures is still a business analyst\'s: "%s"', async (request, language) => {
    expect(await improve(request, language)).toMatch(/business analyst|analista de negocio/);
  });
});

describe('a report for the user\'s class is schoolwork on a topic, not the user\'s business', () => {
  it.each([
    ['write a report on climate change for my class', 'en', /Act as a rigorous researcher/],
    ['hazme un informe sobre la revolución francesa para mi clase de historia', 'es', /Actúa como un investigador riguroso/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/business analyst|analista de negocio/);
  });

  it('"write a report on my team\'s sales for my boss" is still the analyst\'s (en)', async () => {
    expect(await improve("write a report on my team's sales for my boss", 'en')).toMatch(/business analyst/);
  });
});
