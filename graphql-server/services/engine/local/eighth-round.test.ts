import { describe, expect, it } from 'vitest';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { createLocalEngine } from './index.ts';

// The defect classes found by reading fresh outputs as a user would (issue 19, eighth round), each
// checked in Spanish and English with requests in the shapes people type.
const engine = createLocalEngine();
const page: OptimizeOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
const optimize = (text: string, readerLanguage: 'es' | 'en' = 'es', options: OptimizeOptions = page) => engine.optimize({ originalContent: text, options, readerLanguage });
const improve = async (text: string, readerLanguage: 'es' | 'en' = 'es') => (await optimize(text, readerLanguage)).improvedPrompt;

describe('a system prompt the user wrote', () => {
  it('keeps their instructions and adds scope, knowledge, unsure and hand-over; no document format or length (en)', async () => {
    const text = "You are a helpful assistant that answers customer questions about our return policy. Be polite. If you don't know, say so.";
    const result = await optimize(text, 'en');
    expect(result.improvedPrompt.startsWith(text)).toBe(true);
    expect(result.improvedPrompt).toMatch(/whole conversation/);
    expect(result.improvedPrompt).toMatch(/\[paste here the policy/);
    expect(result.improvedPrompt).toMatch(/hand over to a person/);
    expect(result.improvedPrompt).not.toMatch(/Write the complete text|numbered steps|Length:|\[paste the answers here\]|my case/);
    expect(result.suggestions.join(' ')).not.toMatch(/Paste the text you refer to/);
  });

  it('is kept and completed the same way in Spanish, with no plan template or business placeholders (es)', async () => {
    const prompt = await improve('Eres un asistente que responde preguntas de clientes sobre los horarios y reservas de mi restaurante. Sé amable.');
    expect(prompt).toMatch(/toda la conversación/);
    expect(prompt).toMatch(/nunca inventes/);
    expect(prompt).toMatch(/pásala a una persona/);
    expect(prompt).not.toMatch(/plan concreto|por periodos|\[nombre de tu restaurante\]/);
  });
});

describe('instructions for a GPT, a bot or an assistant', () => {
  it('are the prompt-writing deliverable: scope, knowledge slot, unsure, hand-over (es)', async () => {
    const prompt = await improve('escribeme las instrucciones para un GPT personalizado que responda dudas sobre mi curso de fotografia');
    expect(prompt).toMatch(/prompt de sistema/);
    expect(prompt).toMatch(/alcance/);
    expect(prompt).toMatch(/\[pega aquí los datos con los que responde/);
    expect(prompt).not.toMatch(/Da una respuesta completa|\[nombre de tu curso/);
  });

  it('a system prompt for a chatbot is the same deliverable (en)', async () => {
    const prompt = await improve('write a system prompt for a chatbot that helps students with math homework', 'en');
    expect(prompt).toMatch(/system prompt/);
    expect(prompt).toMatch(/out of scope/);
    expect(prompt).toMatch(/hand over to a person/);
  });
});

describe('a prompt to generate images', () => {
  it('is the image prompt, "prompt para generar imagenes" included (es)', async () => {
    const prompt = await improve('quiero un prompt para generar imagenes de productos para mi tienda de joyas en midjourney');
    expect(prompt).toMatch(/--ar/);
    expect(prompt).not.toMatch(/\[nombre de tu tienda de joyas\]|Da una respuesta completa/);
  });

  it('"a prompt to generate images" is the image prompt too (en)', async () => {
    expect(await improve('i need a prompt to generate images of my candles for instagram', 'en')).toMatch(/image-generation tools/);
  });
});

describe('a part the user adds to the deliverable', () => {
  it('"and list action items" stays in the summary format; a pdf slot asks for its text (en)', async () => {
    const prompt = await improve('summarize the key points of the attached pdf and list action items', 'en');
    expect(prompt).toMatch(/Format: .*action items/);
    expect(prompt).toContain("[paste the PDF's text here]");
  });

  it('"y dime las tareas pendientes" stays in the format; "dime qué mejorar" is the task, not a part (es)', async () => {
    expect(await improve('resume este documento y dime las tareas pendientes')).toMatch(/Formato: .*además, las tareas pendientes/);
    expect(await improve('revisa mi CV y dime qué mejorar para postularme a un puesto de project manager')).not.toMatch(/además, qué mejorar/);
  });
});

describe('a strategy', () => {
  it('inside a role prompt is a plan from the given figures: diagnosis, goal, actions, calendar, metrics (es)', async () => {
    const prompt = await improve(
      'Eres un experto en marketing digital. Quiero que me ayudes a crear una estrategia para aumentar las ventas de mi tienda online de ropa de segunda mano. Tengo 2000 seguidores en Instagram y vendo unas 30 prendas al mes.',
    );
    expect(prompt).toMatch(/diagnóstico a partir de mis cifras/);
    expect(prompt).toMatch(/métricas/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });

  it('a content strategy is no single post (en)', async () => {
    const prompt = await improve("give me a content strategy to grow my bakery's instagram", 'en');
    expect(prompt).toMatch(/calendar for the first 4 weeks/);
    expect(prompt).not.toMatch(/80 and 150 words|hashtags|ready to publish/);
  });
});

describe('a legal document', () => {
  it('a privacy policy has its own sections, the owner\'s details in a slot and a lawyer note (es)', async () => {
    const prompt = await improve('redacta una politica de privacidad para mi web');
    expect(prompt).toMatch(/derechos del usuario/);
    expect(prompt).toMatch(/\[nombre o empresa/);
    expect(prompt).toMatch(/abogado/);
    expect(prompt).not.toMatch(/redactor técnico|pasos numerados|envíos, devoluciones/);
  });

  it('terms and conditions and an NDA have theirs (en)', async () => {
    const terms = await improve('write terms and conditions for my online store', 'en');
    expect(terms).toMatch(/shipping, returns and refunds/);
    expect(terms).toMatch(/lawyer/);
    expect(terms).not.toMatch(/technical writer|legal basis/);
    expect(await improve('draft an NDA for a freelance designer', 'en')).toMatch(/the parties with their details/);
  });
});

describe('asking whether referred material has a problem', () => {
  it('is a review with the paste slot: quote, why, what to change (es)', async () => {
    const prompt = await improve('necesito que me digas si este contrato de alquiler tiene clausulas abusivas');
    expect(prompt).toMatch(/\[pega aquí el contrato\]/);
    expect(prompt).toMatch(/cita cada problema/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });

  it('"is there anything wrong with this email" is the same review (en)', async () => {
    const prompt = await improve('is there anything wrong with this email before I send it to my boss?', 'en');
    expect(prompt).toMatch(/\[paste the email here\]/);
    expect(prompt).toMatch(/quote each problem/);
    expect(prompt).not.toMatch(/\[your boss's name/);
  });
});

describe('a how-to question', () => {
  it('about health: causes, what to try, when to see a doctor; no "start with a verb" (en)', async () => {
    const result = await optimize('how can i improve my sleep? i wake up at 3am every night', 'en');
    expect(result.improvedPrompt).toMatch(/see a doctor/);
    expect(result.improvedPrompt).not.toMatch(/what to say, where, with what/);
    expect(result.suggestions.join(' ')).not.toMatch(/Start with a verb/);
  });

  it('about neither people, health nor a tool: plain steps, no "what to say"; dealing with people keeps it (en, es)', async () => {
    expect(await improve('my dog keeps barking at night, how do i make him stop?', 'en')).not.toMatch(/what to say/);
    expect(await improve('how do i negotiate a raise with my boss?', 'en')).toMatch(/what to say/);
    expect(await improve('como hago para que mis plantas no se mueran en invierno')).not.toMatch(/qué decir/);
  });

  it('about a tool: that tool\'s expert and its menu names; no "empieza con un verbo" (es)', async () => {
    const result = await optimize('como hago una tabla dinamica en excel');
    expect(result.improvedPrompt).toMatch(/experto en Excel/);
    expect(result.improvedPrompt).toMatch(/menú > opción/);
    expect(result.suggestions.join(' ')).not.toMatch(/Empieza con un verbo/);
  });
});

describe("a comparison's listed criteria", () => {
  it('are its table\'s rows in the user\'s order (es, en)', async () => {
    expect(await improve('Haz una tabla comparando iPhone 15 y Samsung S24: precio, camara, bateria')).toMatch(/en este orden: precio, camara, bateria/);
    expect(await improve('compare notion vs obsidian on price, offline use and sync', 'en')).toMatch(/in this order: price, offline use, sync/);
  });
});

describe('subject lines and headlines', () => {
  it('are copy with the platform\'s limits, not naming (es, en)', async () => {
    const subjects = await improve('necesito 3 opciones de asunto para un email de black friday, descuento del 30%');
    expect(subjects).toMatch(/copywriter/);
    expect(subjects).toMatch(/50 caracteres/);
    expect(subjects).not.toMatch(/naming/);
    expect(await improve('write 5 headlines for my landing page about a budgeting app', 'en')).toMatch(/at most 10 words/);
  });
});

describe('suggestions', () => {
  it('no "say who it is for" when the request says who (es, en)', async () => {
    expect((await optimize('dame un menu semanal saludable y barato para una familia de 4')).suggestions.join(' ')).not.toMatch(/Di para quién es/);
    expect((await optimize('plan a week of dinners for my kids', 'en')).suggestions.join(' ')).not.toMatch(/Say who/);
  });

  it('"algo que se haga viral", "something that goes viral": the clause says what (es, en)', async () => {
    expect((await optimize('dame ideas para algo que se haga viral en tiktok')).suggestions.join(' ')).not.toMatch(/Concreta "algo"/);
    expect((await optimize('give me ideas for something that goes viral on tiktok', 'en')).suggestions.join(' ')).not.toMatch(/"something"/);
  });

  it('an announcement to employees is an internal announcement: no ad, no "what you want to achieve" (es, en)', async () => {
    const result = await optimize('escribe un anuncio para mis empleados sobre el nuevo horario');
    expect(result.improvedPrompt).toMatch(/desde cuándo/);
    expect(result.improvedPrompt).not.toMatch(/llamada a la acción|persuasivo/);
    expect(result.suggestions.join(' ')).not.toMatch(/Explica qué quieres conseguir/);
    expect(await improve('write an announcement to my team about the new office hours', 'en')).toMatch(/from when/);
  });
});

describe('an option that disagrees with an everyday deliverable', () => {
  it('is explained with the deliverable in the user\'s words, not as "another kind of answer" (en, es)', async () => {
    const english = await optimize('give me a packing list for a week in Iceland', 'en', { ...page, taskType: 'Email Writing' } as OptimizeOptions);
    expect(english.explanation).toMatch(/asks for "packing list"/);
    const spanish = await optimize('dame una receta de lentejas', 'es', { ...page, taskType: 'Coding' } as OptimizeOptions);
    expect(spanish.explanation).toMatch(/pide "receta"/);
    expect(spanish.explanation).not.toMatch(/otro tipo de respuesta/);
  });
});

describe('shapes from our own reading', () => {
  it('two chained requests are both done, in order, with no one template\'s "only the translation" (es, en)', async () => {
    const translated = await improve('traduce esto al ingles y luego hazme un resumen de 3 lineas:\n\nEstimado equipo, a partir del lunes la oficina abrirá a las 9 en lugar de las 8. Les pedimos puntualidad.');
    expect(translated).toMatch(/Haz cada cosa que pido, en el orden/);
    expect(translated).not.toMatch(/Devuelve solo la traducción/);
    const letters = await improve('write a cover letter for a marketing internship and also a short follow-up email for two weeks later', 'en');
    expect(letters).toMatch(/Do each thing I ask for/);
    expect(letters).not.toMatch(/Length: between/);
  });

  it('"crea un chatbot para…", "build a bot that…" are its instructions, not a message (es, en)', async () => {
    const spanish = await improve('crea un chatbot para atender a los clientes de mi clinica dental por whatsapp');
    expect(spanish).toMatch(/prompt de sistema/);
    expect(spanish).not.toMatch(/sin asunto ni firma|no más de 80 palabras/);
    expect(await improve('build a bot that answers questions about our gym classes', 'en')).toMatch(/system prompt/);
  });

  it('a skincare routine is no training plan (es)', async () => {
    expect(await improve('hazme una rutina de skincare para piel grasa con productos baratos')).not.toMatch(/entrenador|rodaje|series/);
  });
});

describe('left by the last round', () => {
  it('the intro of a newsletter is that part alone, not the whole newsletter (en, es)', async () => {
    const intro = await improve('write the intro of the newsletter about our spring sale', 'en');
    expect(intro).toMatch(/Write only that part/);
    expect(intro).not.toMatch(/footer|subject line/);
    expect(await improve('escribe el cierre del discurso de graduación de mi clase')).toMatch(/Escribe solo esa parte/);
  });

  it('a thesis section\'s format holds only the section asked for (es, en)', async () => {
    const intro = await improve('escribe la introducción de mi TFG sobre el reciclaje');
    expect(intro).toMatch(/en una introducción: el contexto/);
    expect(intro).not.toMatch(/en un abstract|marco teórico/);
    const abstract = await improve('write the abstract of my dissertation on remote work', 'en');
    expect(abstract).toMatch(/an abstract: the problem/);
    expect(abstract).not.toMatch(/an introduction:|literature review/);
  });

  it('keeps the text or code pasted under a request to review it as its source text, verbatim (en, es)', async () => {
    const code = 'function add(a, b) {\n  return a - b;\n}';
    const english = await improve(`anything wrong with this code?\n${code}`, 'en');
    expect(english).toContain(`Source text:\n"""\n${code}\n"""`);
    expect(english).not.toMatch(/^Task:\n/m);
    const text = 'Somos una empresa joven con muchas ganas de crecer y ofrecer a nuestros clientes lo mejor.';
    const spanish = await improve(`dame feedback sobre este texto:\n${text}`);
    expect(spanish).toContain(`Texto de partida:\n"""\n${text}\n"""`);
  });

  it("a thesis section's usual length is that section's alone (es, en)", async () => {
    const intro = await improve('escribe la introducción de mi TFG sobre el reciclaje');
    expect(intro).toMatch(/Extensión: .*\(una introducción de TFG, unas 800-1\.200\)/);
    expect(intro).not.toMatch(/150-250 palabras/);
    const conclusions = await improve('write the conclusions of my dissertation on urban gardens', 'en');
    expect(conclusions).toMatch(/Length: .*\(conclusions, about 500-1,000\)/);
    expect(conclusions).not.toMatch(/150-250 words/);
  });

  it('"convert this to a bulleted list:" is that list, not the fallback (en)', async () => {
    const prompt = await improve('convert this to a bulleted list: we need milk, eggs and bread, and also call the plumber and pay rent', 'en');
    expect(prompt).toMatch(/exactly what I ask for/);
    expect(prompt).not.toMatch(/Give a complete answer I can apply directly/);
  });
});

describe('what is no assistant set-up or strategy', () => {
  it('a role followed by a one-off request answers that request; a study strategy is no growth plan (es, en)', async () => {
    expect(await improve('Eres un asistente de cocina. Dame una receta de paella para 6')).not.toMatch(/toda la conversación/);
    expect(await improve("what's the best strategy to learn chess as an adult?", 'en')).not.toMatch(/growth strategist/);
  });
});
