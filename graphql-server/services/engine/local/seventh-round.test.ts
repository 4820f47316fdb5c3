import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// The defect classes found by reading fresh outputs as a user would (issue 19, seventh round), each
// checked in Spanish and English with requests in the shapes people type.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es') => engine.optimize({ originalContent: text, options: page, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await optimize(text, readerLanguage)).improvedPrompt;
const videoScript = /listo para grabar|ready to record|guion por escenas|scene-by-scene|lo que se ve|what we see|segundos de vídeo|seconds of video/;

describe('a phone-call script', () => {
  it('is what is said on a call: opening, reason, questions, objections, a close; no video template (es)', async () => {
    const prompt = await improve('necesito q me hagas un guion para llamar a clientes y ofrecerles el seguro de hogar, q no suene a vendedor pesado');
    expect(prompt).not.toMatch(videoScript);
    expect(prompt).toMatch(/objeciones/);
    expect(prompt).toMatch(/siguiente paso/);
    expect(prompt).toContain('en voz alta');
  });

  it('is what is said on a call, for a cold call or a call to customers (en)', async () => {
    for (const request of ['write me a cold call script for selling our accounting software to small businesses', 'script for calling customers whose subscription expired']) {
      const prompt = await improve(request, 'en');
      expect(prompt).not.toMatch(videoScript);
      expect(prompt).toMatch(/objections/);
      expect(prompt).toMatch(/next step/);
    }
  });

  it('a voicemail is a short spoken message with who calls, why and a number to call back (es, en)', async () => {
    const spanish = await improve('escribe un mensaje para el buzon de voz cuando llamo a un cliente y no contesta');
    expect(spanish).toMatch(/entre 20 y 30 segundos/);
    expect(spanish).not.toMatch(/objeciones|sin asunto ni firma/);
    expect(await improve('write a voicemail for when a lead does not pick up', 'en')).toMatch(/20 to 30 seconds/);
  });
});

describe('a social profile bio', () => {
  it('is a few options within the platform limit, not a channel description (en)', async () => {
    const prompt = await improve('i need a bio for my instagram, im a freelance photographer in barcelona', 'en');
    expect(prompt).toMatch(/150 characters/);
    expect(prompt).toMatch(/3 to 5/);
    expect(prompt).not.toMatch(/subscribe|80 and 150 words|how often/);
  });

  it('is a few options within the platform limit, not a video script length (es)', async () => {
    const prompt = await improve('hazme una bio de tiktok para mi cuenta de recetas faciles');
    expect(prompt).toMatch(/80 caracteres/);
    expect(prompt).not.toMatch(/suscribirse|segundos de vídeo|cada cuánto/);
  });

  it('a LinkedIn summary to improve is the user\'s profile, pasted: no summary-of-a-text template (en)', async () => {
    const prompt = await improve('make my linkedin summary sound less boring', 'en');
    expect(prompt).toMatch(/\[paste the linkedin summary here\]/);
    expect(prompt).not.toMatch(/3 to 5 bullet points|Do not add information that is not in the text/);
  });
});

describe('a structure or a report', () => {
  it('"help me structure it" asks for an outline with the report\'s sections and a slot for the figures, not a blog article (en)', async () => {
    const prompt = await improve('my boss wants a report on last quarter sales by friday, help me structure it', 'en');
    expect(prompt).toMatch(/only the outline/);
    expect(prompt).toMatch(/executive summary/);
    expect(prompt).toMatch(/\[paste the data here/);
    expect(prompt).not.toMatch(/ready to publish|call to action|700 and 1,000 words/);
  });

  it('a business report has its own sections and a slot for the user\'s figures (es)', async () => {
    const prompt = await improve('necesito hacer un informe de las ventas del ultimo trimestre para mi jefe');
    expect(prompt).toMatch(/resumen ejecutivo/);
    expect(prompt).toMatch(/próximos pasos/);
    expect(prompt).toMatch(/\[pega aquí los datos/);
    expect(prompt).not.toMatch(/listo para publicar|llamada a la acción/);
  });

  it('"un esquema" is an outline: headings and what goes in each, not the full text (es)', async () => {
    const prompt = await improve('hazme un esquema para un trabajo sobre el cambio climatico');
    expect(prompt).toMatch(/sin redactar el texto completo/);
    expect(prompt).not.toContain('Da una respuesta completa y directamente aplicable');
  });
});

describe('a section of an academic work', () => {
  it('is that section, with its structure and a slot for the objectives, not "paste the TFG" (es)', async () => {
    const prompt = await improve('quiero q me ayudes con mi tfg sobre energias renovables en españa, necesito la introduccion');
    expect(prompt).not.toMatch(/\[pega aquí el tfg\]/);
    expect(prompt).toMatch(/\[los objetivos de tu trabajo/);
    expect(prompt).toMatch(/introducción/);
    expect(prompt).toContain('energias renovables en españa');
  });

  it('is that section, not a review of a thesis to paste (en)', async () => {
    const prompt = await improve('write the literature review for my thesis on remote work and productivity', 'en');
    expect(prompt).not.toMatch(/\[paste the thesis here\]|quoting the exact passage/);
    expect(prompt).toMatch(/literature review/);
    expect(prompt).toMatch(/\[citation\]/);
  });
});

describe('a gym routine', () => {
  it('is days × exercises with sets, reps and rest, not a running plan (es)', async () => {
    const prompt = await improve('crea una rutina de gimnasio de 4 dias para ganar masa muscular, soy principiante');
    expect(prompt).toMatch(/series, las repeticiones \(o el tiempo\) y el descanso/);
    expect(prompt).not.toMatch(/rodaje|distancia/);
  });

  it('is days × exercises with sets, reps and rest (en)', async () => {
    const prompt = await improve('give me a 3 day full body workout for a beginner at the gym', 'en');
    expect(prompt).toMatch(/sets, reps \(or time\) and rest/);
    expect(prompt).not.toMatch(/easy run|distance/);
  });

  it('a running plan keeps its own format (en)', async () => {
    expect(await improve('make me a 10 week training plan to run my first 10k', 'en')).toMatch(/easy run/);
  });
});

describe('troubleshooting an error', () => {
  it('gives the likely causes, how to check and fix each, and keeps an error given inline (en)', async () => {
    const prompt = await improve("tell me how to fix 'module not found' error in react", 'en');
    expect(prompt).toMatch(/most likely cause/);
    expect(prompt).toMatch(/how to confirm it is fixed/);
    expect(prompt).not.toMatch(/\[paste/);
    expect(prompt).toContain("'module not found'");
  });

  it('asks for the error message and the code when they are referred to and not pasted (es, en)', async () => {
    for (const [request, language, slot] of [
      ['explica este error de python', 'es', '[pega aquí el mensaje de error completo'],
      ['me sale este error al instalar npm, que hago', 'es', '[pega aquí el mensaje de error completo'],
      ['why does my code throw a NullPointerException', 'en', '[paste the full error message here'],
    ] as const) {
      const prompt = await improve(request, language);
      expect(prompt).toContain(slot);
      expect(prompt).not.toMatch(/ejemplo cotidiano|everyday example|Da una respuesta completa/);
    }
  });
});

describe('a spreadsheet', () => {
  it('has sheets, typed columns, formulas with the language\'s function names and an example row (es)', async () => {
    const prompt = await improve('hazme un excel para llevar las cuentas de casa');
    expect(prompt).toMatch(/fórmulas/);
    expect(prompt).toMatch(/SUMA/);
    expect(prompt).toMatch(/fila de ejemplo/);
  });

  it('has sheets, typed columns, formulas with the language\'s function names and an example row (en)', async () => {
    const prompt = await improve('create a google sheets template to track my monthly budget', 'en');
    expect(prompt).toMatch(/SUMIF/);
    expect(prompt).toMatch(/example row/);
  });
});

describe('a marketing or business plan', () => {
  it('splits the stated budget across channels, with goal, audience and metrics; no period table with tips (es)', async () => {
    const prompt = await improve('dame un plan de marketing para mi cafeteria, tengo 500 euros al mes');
    expect(prompt).toContain('500 euros');
    expect(prompt).toMatch(/presupuesto que indico repartido entre los canales/);
    expect(prompt).toMatch(/métricas/);
    expect(prompt).not.toMatch(/3 consejos para cumplirlo|\[cuánto puedes invertir/);
  });

  it('asks for the budget when none is stated (en)', async () => {
    expect(await improve('i need a marketing plan for my yoga studio', 'en')).toMatch(/\[how much you can spend per month\]/);
  });

  it('a business plan has its sections and figures, not a period table (en)', async () => {
    const prompt = await improve('write a business plan for a dog grooming van', 'en');
    expect(prompt).toMatch(/break-even/);
    expect(prompt).not.toMatch(/3 tips for sticking to it/);
  });
});

describe('a list with no count', () => {
  it('gets a count proposed, never "exactly the number I ask" (es, en)', async () => {
    const spanish = await optimize('cuales son las mejores preguntas para una entrevista de trabajo de atencion al cliente');
    expect(spanish.improvedPrompt).toContain('Propón 10 preguntas');
    expect(spanish.improvedPrompt).not.toMatch(/la cantidad de elementos que pido|tantos elementos como pido/);
    expect(spanish.suggestions.join(' ')).toMatch(/cámbialo si necesitas otra cantidad/);
    const english = await improve('what are the most common interview questions for a nurse', 'en');
    expect(english).toContain('Give me 10 questions');
    expect(english).not.toMatch(/exactly the number of items I ask for|as many items as I ask/);
  });
});

describe('a summary of a known work or topic', () => {
  it('has no pasted text and no rule about "the text"; for an exam: plot, characters, themes, questions (es)', async () => {
    const prompt = await improve('haz un resumen del libro cien años de soledad para un examen');
    expect(prompt).not.toMatch(/No añadas información que no esté en el texto|\[pega/);
    expect(prompt).toMatch(/personajes principales/);
  });

  it('has no pasted text and no rule about "the text" (en)', async () => {
    const prompt = await improve('summarize the french revolution for my history test', 'en');
    expect(prompt).not.toMatch(/Do not add information that is not in the text|\[paste/);
    expect(prompt).toMatch(/causes/);
  });

  it('a summary of a pasted text keeps the text rule (en)', async () => {
    expect(await improve('summarize this article in 5 bullet points', 'en')).toMatch(/\[paste the article here\]/);
  });
});

describe("a wrapper's own instruction", () => {
  it('"para que sea más corto" gives a shorter prompt than the inner one alone, and says so (es)', async () => {
    const inner = 'escribe un articulo sobre los beneficios del yoga para personas mayores, con ejemplos y consejos practicos';
    const wrapped = await optimize(`mejora este prompt para que sea más corto: ${inner}`);
    expect(wrapped.improvedPrompt.length).toBeLessThan((await improve(inner)).length);
    expect(wrapped.improvedPrompt).toContain('beneficios del yoga');
    expect(wrapped.explanation).toContain('dejé el prompt corto');
  });

  it('an audience or tone asked of the prompt is kept in it (en, es)', async () => {
    const english = await optimize('improve this prompt for a 10 year old: write a story about a dragon who is afraid of the dark', 'en');
    expect(english.improvedPrompt).toMatch(/10 year old/);
    expect(english.explanation).toContain('I kept what you asked of the prompt');
    expect(await improve('mejora este prompt para que suene mas formal: escribe un mail a mi casero por la calefaccion')).toMatch(/suene mas formal/i);
  });

  it('"more specific" is what optimizing does: the inner prompt as if typed alone (en)', async () => {
    expect(await improve('make this prompt more specific: write a blog post about coffee', 'en')).toBe(await improve('write a blog post about coffee', 'en'));
  });
});

describe('leftovers of the sixth round', () => {
  it('"how do I make cold brew" is a recipe (en)', async () => {
    expect(await improve('how do I make cold brew', 'en')).toMatch(/ingredients with quantities/);
  });

  it('"la redacción del correo" is the email\'s wording, not an essay (es)', async () => {
    const prompt = await improve('ayudame con la redaccion del correo para pedir una reunion con el director');
    expect(prompt).toMatch(/correo completo/);
    expect(prompt).not.toMatch(/ensayo|idea central/);
  });

  it('homework referred to gets a paste slot (es, en)', async () => {
    expect(await improve('ayudame con mi tarea de mate')).toContain('[pega aquí la tarea de mate]');
    expect(await improve('can you help me with my homework', 'en')).toMatch(/\[paste the homework here\]/);
  });

  it('"the best books about…" asks for recommendations (en, es)', async () => {
    expect(await improve('what are the best books about stoicism', 'en')).toMatch(/Recommend only titles that exist/);
    expect(await improve('cuales son los mejores libros sobre estoicismo')).toMatch(/Recomienda solo títulos que existen/);
  });
});

// Classes found in this round's own 25 fresh prompts.
describe('everyday work and life requests read in this round', () => {
  it('a CV is a one-page resume that leads with education when there is no experience (es, en)', async () => {
    const spanish = await improve('necesito un cv para mi primer trabajo, tengo 18 años y no tengo experiencia');
    expect(spanish).toMatch(/una página/);
    expect(spanish).not.toContain('Da una respuesta completa y directamente aplicable');
    expect(await improve('write me a resume for a barista job, i have 2 years experience', 'en')).toMatch(/one page/);
  });

  it('"how do I…" for something to do is steps for the case, not a science explanation (en, es)', async () => {
    // Twenty-third round: a negotiation asked as "how do i…" is the negotiator's preparation (still no science explanation).
    const english = await improve('how do i negotiate a higher salary for a job offer i got yesterday', 'en');
    expect(english).toMatch(/Prepare me for this negotiation/);
    expect(english).not.toMatch(/everyday example|subheadings/);
    expect(await improve('como puedo conseguir clientes para mi negocio de fotografia')).toMatch(/pasos concretos para mi caso/);
  });

  it('a work checklist is actions to tick off by phase, not a shopping list (en, es)', async () => {
    const english = await improve('create a onboarding checklist for new employees at a small marketing agency', 'en');
    expect(english).toMatch(/grouped by phase/);
    expect(english).not.toMatch(/groceries|before leaving/);
    expect(await improve('hazme una checklist para abrir mi tienda online')).toMatch(/agrupados por fase/);
    expect(await improve('packing checklist for a beach holiday with kids', 'en')).toMatch(/a checkbox \(☐\) to tick/);
  });

  it('a meal-prep plan is a meal plan (en)', async () => {
    expect(await improve('can you give me a weekly meal prep plan for 2 people on a budget', 'en')).toMatch(/one column per meal/);
  });

  it('a candidate preparing an interview gets how to answer each likely question (es, en)', async () => {
    const spanish = await improve('tengo una entrevista mañana para cajero en mercadona, que me pueden preguntar');
    expect(spanish).toMatch(/cómo responder bien/);
    expect(spanish).not.toContain('Da una respuesta completa');
    expect(await improve('i have a job interview on monday for a receptionist position, what will they ask', 'en')).toMatch(/how to answer well/);
  });

  it('an apology email apologises once: no "no needless apologies" (en, es)', async () => {
    const english = await improve('help me write an apology email to a client, we missed the delivery deadline by 2 weeks', 'en');
    expect(english).not.toContain('needless apologies');
    expect(english).toMatch(/Apologise once/);
    expect(await improve('escribe un correo pidiendo disculpas a un cliente por el retraso del pedido')).not.toContain('disculpas innecesarias');
  });

  it('the outline of the user\'s own thesis asks for nothing to paste (en)', async () => {
    const prompt = await improve('how should I structure my thesis proposal on machine learning in healthcare', 'en');
    expect(prompt).toMatch(/only the outline/);
    expect(prompt).not.toMatch(/\[paste/);
  });
});

describe('more classes from the second reading', () => {
  it('a press release is a news story with a lead, a quote and a media contact, not a blog article (en, es)', async () => {
    const english = await improve('can you write a press release for our app launch next month', 'en');
    expect(english).toMatch(/media contact/);
    expect(english).not.toMatch(/700 and 1,000 words|call to action/);
    expect(await improve('redacta una nota de prensa para la inauguracion de nuestra tienda')).toMatch(/contacto de prensa/);
  });

  it('a SWOT / DAFO is a matrix and crossed actions, not a data analysis asking for data (es, en)', async () => {
    const spanish = await improve('haz un analisis dafo de mi academia de idiomas');
    expect(spanish).toMatch(/matriz DAFO/);
    expect(spanish).not.toMatch(/\[pega aquí los datos/);
    expect(await improve('do a swot analysis of my food truck business', 'en')).toMatch(/SWOT matrix/);
  });

  it('an estimate for a job is a table of line items with indicative prices (es, en)', async () => {
    expect(await improve('buenas, me podrias hacer un presupuesto para una reforma de baño de 5m2')).toMatch(/precio unitario orientativo/);
    expect(await improve('give me a cost estimate for painting a 3 bedroom house', 'en')).toMatch(/indicative unit price/);
  });

  it('"cómo hago…", "where do I start" are how-tos with their steps, whatever their subject names (es, en)', async () => {
    const pivot = await improve('como hago una tabla dinamica en excel');
    expect(pivot).toMatch(/Formato: pasos numerados/);
    expect(pivot).not.toMatch(/fila de ejemplo/);
    expect(await improve('quiero montar una tienda online de ropa de segunda mano, por donde empiezo')).toMatch(/pasos concretos para mi caso/);
    expect(await improve('i want to start a podcast, where do i start', 'en')).toMatch(/concrete steps for my case/);
  });

  it('a letter demanding a deposit back is a firm complaint (en)', async () => {
    expect(await improve("my landlord won't return my deposit, write a letter demanding it back within 14 days", 'en')).toMatch(/firm and respectful/);
  });

  it('"with their translation" is a vocabulary list, not a translation (es, en)', async () => {
    expect(await improve('haz una lista de 20 palabras en ingles con su traduccion para niños de primaria')).not.toMatch(/Devuelve solo la traducción/);
    expect(await improve('list 15 kitchen words in spanish with their translation', 'en')).not.toMatch(/Return only the translation/);
  });

  it('a dating-app opener is a message to send (en)', async () => {
    expect(await improve('write me a tinder opener for a girl who likes hiking', 'en')).toMatch(/ready to send/);
  });
});

describe('a how-to that names its deliverable', () => {
  it('asks for that deliverable: "cómo hago para que lea más? dame ideas" is ideas, not steps (es)', async () => {
    const prompt = await improve('como hago para que mi hijo de 8 años lea mas? dame ideas');
    expect(prompt).toContain('Propón 10 ideas');
    expect(prompt).not.toMatch(/pasos concretos para mi caso/);
  });
});

describe('a count given with no unit after it', () => {
  it('is the user\'s count: "unas 30" keeps "as many as I ask", no 10 proposed (es, en)', async () => {
    const spanish = await improve('Crea flashcards para estudiar el sistema nervioso, unas 30');
    expect(spanish).toMatch(/la cantidad de elementos que pido|tantos elementos como pido/);
    expect(spanish).not.toMatch(/10 elementos/);
    expect(await improve('make flashcards for my biology exam, around 40', 'en')).not.toMatch(/10 items/);
  });
});

describe('a good prompt that names a checklist or an outline', () => {
  it('keeps its own structure: no format of ours is added (en)', async () => {
    const prompt = await improve('You are an experienced HR manager. Write an onboarding checklist for new hires at a 20-person startup. Group the items by week and keep it under 30 items. Use a friendly tone.', 'en');
    expect(prompt).not.toMatch(/grouped by phase/);
  });
});

describe('classes from the third reading', () => {
  it('"escribe mis votos", "write my personal statement" write the user\'s own text anew: no paste slot (es, en)', async () => {
    const vows = await improve('escribe mis votos para la boda, llevamos 7 años juntos y nos conocimos en la uni');
    expect(vows).not.toMatch(/\[pega aquí los votos\]/);
    expect(vows).toMatch(/en voz alta/);
    const statement = await improve('help me write my personal statement for a masters in data science', 'en');
    expect(statement).not.toMatch(/\[paste/);
    expect(statement).toMatch(/why this programme/);
  });

  it('checking the wording of the user\'s vows is a revision of them, pasted (en)', async () => {
    const prompt = await improve('could u check the wording of my wedding vows, i want them less cheesy', 'en');
    expect(prompt).toContain('Make only the changes I ask for');
    expect(prompt).not.toMatch(/3 minutes/);
  });

  it('a newsletter has a subject, preview text, the news and one call to action, not a business email (en, es)', async () => {
    const english = await improve('write a newsletter for our gym members about the new yoga classes starting in march', 'en');
    expect(english).toMatch(/preview text/);
    expect(english).not.toMatch(/needless apologies|a concrete request/);
    expect(await improve('escribe el boletin mensual para los socios del club de lectura')).toMatch(/texto de vista previa/);
  });

  it('a motivation letter for a scholarship or a master is a personal statement, not a cover letter (es)', async () => {
    const prompt = await improve('haz una carta de motivacion para una beca erasmus');
    expect(prompt).toMatch(/por qué este programa o esta beca/);
    expect(prompt).not.toMatch(/el puesto/);
  });

  it('an equation to solve gets numbered steps and a check (en, es)', async () => {
    const english = await improve('resolve this equation step by step: 3x + 7 = 22', 'en');
    expect(english).toMatch(/the check \(substituting the result back\)/);
    expect(english).toContain('3x + 7 = 22');
    expect(await improve('resuelve esta ecuacion: 2x - 5 = 11')).toMatch(/la comprobación/);
  });

  it('a property listing on idealista or zillow is a listing of the facts given (es, en)', async () => {
    expect(await improve('necesito una descripcion para un piso en idealista, 3 habitaciones, 90m2, centro de valencia')).toMatch(/Usa los datos que doy/);
    expect(await improve('write a description for my house on zillow, 3 bed 2 bath with a big garden', 'en')).toMatch(/Use the facts I give/);
  });

  it('a savings plan has the monthly amount to reach the goal and a month-by-month table, not "3 tips" (es, en)', async () => {
    const spanish = await improve('crea un plan de ahorro para juntar 5000 euros en un año, gano 1400 al mes');
    expect(spanish).toMatch(/cuánto ahorrar cada mes/);
    expect(spanish).not.toMatch(/3 consejos para cumplirlo/);
    expect(await improve('i want to pay off my debt of 8000 dollars, make me a plan', 'en')).toMatch(/month-by-month/);
  });

  it('a podcast script is spoken segments, not a video script with scenes (es, en)', async () => {
    const spanish = await improve('necesito un guion para un podcast sobre salud mental, episodio de 20 minutos');
    expect(spanish).not.toMatch(/guion por escenas|lo que se ve|listo para grabar/);
    expect(spanish).toMatch(/bloques temáticos/);
    expect(await improve('write a script for my podcast episode about burnout', 'en')).toMatch(/segments by theme/);
  });

  it('an abstract has its own shape and length (es)', async () => {
    expect(await improve('ayudame a escribir el abstract de mi paper sobre microplasticos en rios')).toMatch(/un abstract, 150-250 palabras/);
  });
});

describe('classes from the fourth reading', () => {
  it('"the key points of" a named book is its summary, nothing to paste (en, es)', async () => {
    const english = await improve('summarize the key points of atomic habits', 'en');
    expect(english).not.toMatch(/\[paste/);
    expect(english).toMatch(/non-fiction book: its main ideas/);
    expect(await improve('resume los puntos clave del libro el poder del ahora')).not.toMatch(/\[pega/);
  });

  it('learning a programming language is a learning path, not a request for code (en)', async () => {
    const prompt = await improve('I want to learn python from scratch, what should i do first', 'en');
    expect(prompt).not.toMatch(/code block|Deliver working code/);
    expect(prompt).toMatch(/Make me a learning path/);
  });

  it('a thesis defence is a presentation (es, en)', async () => {
    expect(await improve('quiero que me ayudes a preparar la defensa de mi tfg, tengo 15 minutos')).toMatch(/Una idea por diapositiva/);
    expect(await improve('help me prepare my thesis defense, 20 minutes', 'en')).toMatch(/One idea per slide/);
  });

  it('a time word after the owned business is not part of its name (es)', async () => {
    const prompt = await improve('escribe un post para instagram anunciando descuentos del 20% en mi tienda de ropa este finde');
    expect(prompt).toContain('[nombre de tu tienda de ropa]');
    expect(prompt).not.toContain('ropa este]');
  });

  it('motivational quotes with no count get 10 proposed (es)', async () => {
    expect(await improve('dame frases motivadoras para mi equipo de ventas')).toContain('Propón 10 frases');
  });

  it('a letter asking the landlord for a repair is a request (es)', async () => {
    expect(await improve('me puedes hacer una carta para el casero pidiendo que arregle la caldera')).toMatch(/lo que pides, en el primer párrafo/);
  });
});

describe('material referred to in this round\'s phrasings', () => {
  it('"make my cover letter sound…" revises the letter, pasted (en)', async () => {
    const prompt = await improve('make my cover letter sound more confident', 'en');
    expect(prompt).toContain('[paste the letter here]');
    expect(prompt).toContain('Make only the changes I ask for');
  });

  it('a time word is not the material: "las ventas del mes pasado que te paso en el excel" (es)', async () => {
    const prompt = await improve('analiza las ventas del mes pasado que te paso en el excel');
    expect(prompt).not.toContain('los mes');
    expect(prompt).toMatch(/\[pega aquí/);
  });

  it('"mi bio" takes its article: "la bio" (es)', async () => {
    expect(await improve('reescribe mi bio para que suene mas profesional')).toContain('[pega aquí la bio]');
  });
});

describe('a summary of a known work under the Summarization option', () => {
  it('still has nothing to summarise: no rule about "the text" (es)', async () => {
    const result = await engine.optimize({
      originalContent: 'haz un resumen del libro cien años de soledad para un examen',
      options: { kind: 'page', detailLevel: 'Medium', audience: 'Students', taskType: 'Summarization' },
      readerLanguage: 'es',
    });
    expect(result.improvedPrompt).not.toContain('No añadas información que no esté en el texto');
    expect(result.improvedPrompt).toMatch(/No hay texto de partida/);
  });
});

describe('classes from the fifth reading', () => {
  it('"video editing" is no video to script: a buying question compares options (en)', async () => {
    const prompt = await improve('what laptop should i buy for video editing under 1000 dollars', 'en');
    expect(prompt).not.toMatch(/scene-by-scene|ready to record/);
    // Sixteenth round: a purchase within a budget is buying advice, which still sets options side by side.
    expect(prompt).toMatch(/a few options within the budget with why each fits/);
  });

  it('"how should I talk to the teacher" is a how-to, not a talk to give (en)', async () => {
    const prompt = await improve('my daughter is being bullied at school, how should i talk to the teacher', 'en');
    expect(prompt).not.toMatch(/speechwriter|3 minutes/);
    expect(prompt).toMatch(/concrete steps for my case/);
  });

  it('"explain the plot of" a film is its summary (en)', async () => {
    expect(await improve('explain the plot of inception', 'en')).toMatch(/There is no source text/);
  });

  it('an investor pitch has problem, solution, traction and the ask; its stated time keeps the format (en, es)', async () => {
    const english = await improve('I need a pitch for investors for my meal kit startup, 2 minutes', 'en');
    expect(english).toMatch(/the ask \(how much and what for\)/);
    expect(english).not.toMatch(/anecdotes/);
    expect(await improve('hazme un elevator pitch de 1 minuto para mi app de recetas')).toMatch(/lo que pido \(cuánto y para qué\)/);
  });

  it('an invoice template has the fields an invoice needs (es, en)', async () => {
    expect(await improve('necesito una plantilla de factura para autonomos')).toMatch(/base imponible/);
    expect(await improve('make me an invoice template for my freelance design work', 'en')).toMatch(/payment terms/);
  });

  it('a speaker bio is short and in the third person (en, es)', async () => {
    expect(await improve('need a short bio for a conference speaker page, im a cto at a fintech', 'en')).toMatch(/third person/);
    expect(await improve('escribe mi semblanza para el programa del congreso, soy investigadora en biologia marina')).toMatch(/tercera persona/);
  });

  it('"mi proyecto" is no business to name: no "[nombre de tu proyecto]" (es)', async () => {
    expect(await improve('haz un cronograma para mi proyecto de reforma de cocina de 6 semanas')).not.toMatch(/\[nombre de tu proyecto/);
  });

  it('a call script with its length stated keeps its shape (es)', async () => {
    const prompt = await improve('guion de 2 minutos para llamar a clientes y ofrecer el seguro');
    expect(prompt).toMatch(/objeciones/);
    expect(prompt).not.toMatch(/guion por escenas/);
  });
});

describe('classes from the sixth reading', () => {
  it('a script to say to someone face to face is a conversation script, not a video (en, es)', async () => {
    const english = await improve('give me a script for asking my boss for a raise in person', 'en');
    expect(english).not.toMatch(/scene-by-scene|ready to record/);
    expect(english).toMatch(/likely replies or objections/);
    expect(await improve('hazme un guion para pedirle a mi casero que me baje el alquiler')).toMatch(/respuestas u objeciones más probables/);
  });

  it('a reply to a review is the business\'s public reply, not a review to write (en, es)', async () => {
    expect(await improve('reply to the 1 star review below, the customer says the pizza arrived cold', 'en')).toMatch(/name the specific problem they describe/);
    expect(await improve('write a response to this review on our airbnb listing', 'en')).not.toMatch(/quoting the exact passage/);
    const spanish = await improve('necesito una respuesta para una reseña de 1 estrella en google de mi restaurante');
    expect(spanish).toMatch(/nombra el problema concreto/);
    expect(await improve('responde a esta reseña negativa de google')).not.toMatch(/ayuden a otros a decidir/);
  });

  it('"q regalo le hago" is a gift, "comparando" a comparison, an "about page" an About page (es, en)', async () => {
    expect(await improve('q regalo le hago a mi novio q le gusta el futbol, maximo 50 euros')).toMatch(/Propón regalos/);
    expect(await improve('hazme una tabla comparando iphone 15 y samsung s24')).toMatch(/Compara las opciones/);
    expect(await improve('write a short bio for my etsy shop about page, i make silver jewelry', 'en')).toMatch(/About pages/);
  });
});

describe('a toast', () => {
  it('is a minute or two, not a speech\'s three minutes (en, es)', async () => {
    expect(await improve('write a toast for my parents 30th anniversary dinner', 'en')).toMatch(/1 to 2 minutes/);
    expect(await improve('necesito un brindis para la boda de mi hermano')).toMatch(/entre 1 y 2 minutos/);
  });
});
