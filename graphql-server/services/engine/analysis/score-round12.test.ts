import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyze.ts';

/*
 * The score's twelfth round (issue 19): contradictions of meaning. "Escribe una receta vegetariana para 4 personas… Incluye
 * carne picada" scored 9.2 "Excelente": the analysis only caught figures that disagree and opposite registers within one
 * sentence. Now a thing kept out and asked for anywhere in the prompt ("Sin emojis… Añade emojis", "Don't mention the
 * price… Include the price"), a restriction and what it rules out (a diet and a forbidden food, "no spoilers" and the ending,
 * an anonymous letter signed with the writer's name, "only in English" and a text in Spanish, beginners and advanced
 * technical terms, a formal tone and swear words, the first person and the third) and more required points than the count
 * allows contradict each other: the prompt is not "Excelente" and a weakness quotes both parts in the reader's language.
 * Prompts that only look alike (a diet and what it leaves out, a rule narrowed to one part, a second version, a swap) do not.
 */

const contradictory = [
  [
    'es',
    'Actúa como un chef de cocina casera. Escribe una receta vegetariana para 4 personas, fácil y rápida, para una cena entre semana con mis hijos. Incluye carne picada para que tenga más proteína. Dame la lista de ingredientes con cantidades y los pasos numerados, en menos de 300 palabras y con un tono cercano.',
    ['receta vegetariana', 'Incluye carne'],
  ],
  [
    'en',
    'Act as a home cook. Write a quick vegan dinner recipe for two, for a weeknight after work. Top it with grated parmesan cheese and a fried egg. List the ingredients with quantities, then numbered steps, under 300 words, in a friendly tone.',
    ['vegan dinner recipe', 'Top it with grated parmesan'],
  ],
  ['es', 'Redacta un post de Instagram para mi cafetería anunciando el nuevo brunch. Sin emojis, que queremos una imagen seria. Añade emojis de café y de croissant al final. Máximo 80 palabras.', ['Sin emojis', 'Añade emojis']],
  ['en', "Write a product launch email for our new CRM. Don't mention the price, we want them to book a demo. Include the price of each plan in a table.", ["Don't mention the price", 'Include the price']],
  ['es', 'Haz una reseña de la serie Dark sin spoilers, para gente que no la ha visto. Cuenta el final y quién es realmente Adam.', ['sin spoilers', 'Cuenta el final']],
  ['en', 'Write an anonymous complaint to HR about my manager’s behaviour in meetings. Sign it with my name, Daniel Price, Marketing team.', ['anonymous', 'Sign it with my name']],
  ['es', 'Responde solo en inglés. Quiero un resumen del libro Cien años de soledad en español, de 200 palabras.', ['solo en inglés', 'en español']],
  ['en', 'Explain how neural networks learn, for complete beginners. Use advanced technical terms like backpropagation and cross-entropy loss without defining them.', ['for complete beginners', 'Use advanced technical terms']],
  ['es', 'Escribe una carta de reclamación al ayuntamiento por el ruido de las obras. Tono formal y respetuoso. Que sea muy coloquial, con groserías, que se note el cabreo.', ['Tono formal', 'muy coloquial']],
  ['en', 'Write a cover letter for a junior data analyst role in the first person. Write it entirely in the third person, as if a recruiter were describing me.', ['in the first person', 'in the third person']],
  ['es', 'Escribe un menú halal para una boda de 120 invitados: entrante, principal y postre. El principal debe ser cochinillo asado al estilo segoviano.', ['menú halal', 'cochinillo']],
  ['en', 'I need a gluten-free birthday cake recipe for my son’s party, 12 kids. Use regular wheat flour for the sponge.', ['gluten-free birthday cake recipe', 'wheat']],
  ['es', 'Redacta una nota de prensa sobre nuestra nueva app. No menciones a la competencia. Menciona a la competencia en el párrafo final comparando precios.', ['No menciones a la competencia', 'Menciona a la competencia']],
  ['en', 'Write a kid-friendly explanation of photosynthesis with no technical terms. Use technical terms like chlorophyll, stomata and Calvin cycle throughout.', ['no technical terms', 'Use technical terms']],
  ['es', 'Haz un resumen de la película Parásitos sin spoilers y revela el giro final.', ['sin spoilers', 'revela el giro final']],
  ['en', 'Write a spoiler-free review of Fight Club for my blog. Explain the big twist in the last paragraph.', ['spoiler-free', 'Explain the big twist']],
  // The optimizer's own rewrite keeps the user's contradiction in view: an aside in brackets asks for no second version.
  [
    'es',
    'Actúa como un cocinero que escribe recetas claras y probadas.\n\nTarea: Escribe una receta vegetariana para 4 personas. Incluye carne picada para que tenga más proteína.\n\nFormato: nombre del plato; ingredientes con cantidades; pasos numerados; al final, consejos opcionales (variantes, cómo conservarlo).',
    ['receta vegetariana', 'Incluye carne'],
  ],
  // Options or versions named on another line of a rewrite ("Formato: … el motivo del correo al principio", "Format: … 2 alternative subject lines") ask for no second version of this text.
  [
    'es',
    'Actúa como un experto en comunicación profesional por escrito.\n\nTarea: Escribe el email de bienvenida a nuevos clientes. No incluyas el teléfono de soporte. Incluye el teléfono de soporte y el horario en la firma.\n\nFormato: asunto; saludo; el motivo del correo al principio; despedida y firma.',
    ['No incluyas el teléfono', 'Incluye el teléfono'],
  ],
  [
    'en',
    'Act as an email copywriter.\n\nTask: Write a welcome email for new customers. No emojis. Add a waving hand emoji after the greeting.\n\nFormat: subject line, with 2 alternative subject lines at the end; greeting; body; sign-off.',
    ['No emojis', 'Add a waving hand emoji'],
  ],
] as const;

describe('instructions that contradict each other in meaning', () => {
  it.each(contradictory)('(%s) are not "Excelente" and the weakness quotes both parts: %s', (language, prompt, [one, other]) => {
    const analysis = analyzePrompt(prompt, language);
    const conflict = analysis.weaknesses.find((weakness) => /contradi/i.test(weakness));
    expect(conflict).toBeDefined();
    expect(conflict).toContain(one);
    expect(conflict).toContain(other);
    expect(analysis.score).toBeLessThan(8);
  });

  it.each([
    ['es', 'Dame no más de 3 consejos para preparar una entrevista de trabajo. Tienen que salir estos puntos: puntualidad, vestimenta, investigar la empresa, preguntas preparadas, lenguaje corporal y seguimiento por correo.', 'no más de 3 consejos'],
    ['en', 'Give me no more than 3 tips for a first marathon. Cover these points: training plan, nutrition, hydration, shoes, pacing, and recovery.', 'no more than 3 tips'],
    ['en', 'Write a blog post, no more than 4 sections. It must cover these sections: intro, history, benefits, risks, costs, alternatives, and conclusion.', 'no more than 4 sections'],
    ['es', 'Escribe un informe de no más de 3 apartados. Debe incluir estos apartados: contexto, datos, análisis, riesgos y conclusiones.', 'no más de 3 apartados'],
  ] as const)('(%s) a count below the points the answer must cover contradicts them: %s', (language, prompt, count) => {
    const weakness = analyzePrompt(prompt, language).weaknesses.find((one) => /contradi/i.test(one));
    expect(weakness).toContain(count);
  });

  it.each([
    ['en', 'Write a blog post in 3 sections covering these points: history, benefits, risks, costs, alternatives and a conclusion.'],
    ['es', 'Escribe un artículo de 3 apartados que trate estos puntos: historia, ventajas, riesgos, costes, alternativas y conclusión.'],
    ['en', 'Write a report in 5 sections. It must cover these sections: context, data, analysis, risks and next steps.'],
  ] as const)('(%s) sections may group more points than their count, and as many as listed hold: %s', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(/contradi/i);
  });

  it.each([
    ['en', 'Escribe una receta vegetariana para 4 personas. Incluye carne picada para que tenga más proteína.', /^Instructions that contradict each other: “receta vegetariana” versus “Incluye carne”/],
    ['es', 'Write a LinkedIn post announcing our Series A. No emojis, keep it professional. Add a rocket emoji and a party emoji at the end.', /^Instrucciones que se contradicen: “No emojis” frente a “Add a rocket emoji”/],
  ] as const)('are told in the reader’s language (%s), quoting the prompt’s own words', (language, prompt, told) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((weakness) => told.test(weakness))).toBe(true);
  });
});

describe('prompts that only look contradictory are not penalised', () => {
  it.each([
    ['es', 'Escribe una receta vegetariana para 4 personas, sin carne ni pescado, con legumbres como proteína. Lista de ingredientes y pasos numerados.'],
    ['es', 'Redacta un post de Instagram para mi cafetería. No uses emojis salvo uno en el título. Máximo 80 palabras.'],
    ['es', 'Escribe un post de Instagram para mi restaurante vegano. Sin emojis en el texto; solo usa emojis en los hashtags del final.'],
    ['es', 'Dame dos versiones de una receta de lasaña: una vegana y otra con carne, para una comida familiar donde hay de todo.'],
    ['es', 'Escribe primero un correo formal al cliente y después una versión informal para mandarla por WhatsApp.'],
    ['es', 'Escribe un menú sin gluten para una cena de 6 personas: usa harina de arroz y maicena en lugar de harina de trigo.'],
    ['es', 'Haz un menú de Navidad para 10 personas. Uno de los invitados es vegano, así que incluye un plato vegano; el resto come de todo, pon cordero de principal.'],
    ['es', 'Prepara 3 preguntas de entrevista. Elige entre estos temas: liderazgo, conflicto, plazos, trabajo en equipo, errores y aprendizaje.'],
    ['es', 'Actúa como profesor de química. Explica la tabla periódica a alumnos de 2º de ESO sin tecnicismos innecesarios; si usas un término técnico, defínelo en una frase.'],
    ['en', 'Write a vegetarian lasagna recipe with no meat, using lentils and mushrooms instead of beef. Serves 6.'],
    ['en', 'Give me a vegan version and a meat version of a chili recipe for a mixed crowd of 10.'],
    ['en', 'Write a formal apology email to a client first, then a casual version I can send on Slack to my teammate.'],
    ['en', 'Write a review of Inception without spoilers: you can describe the premise, but don’t reveal the ending.'],
    ['en', 'Write a product launch email. Don’t mention competitors. Include the price of each plan and a link to book a demo.'],
    ['en', 'Write a keto meal plan for 5 days. No rice, no bread, no pasta; use cauliflower rice instead of rice.'],
    ['en', 'Write a vegan brownie recipe using flax eggs and coconut oil instead of butter.'],
    ['en', 'Reply in Spanish to this customer email written in English, and keep the product names in English.'],
    ['en', 'Explain the jargon of machine learning for beginners: define backpropagation, gradient descent and loss in plain words.'],
    ['es', 'Escribe un artículo de blog sobre dietas sin gluten: qué es la celiaquía, qué alimentos llevan trigo, cebada o centeno y cómo leer etiquetas.'],
    ['en', 'Write a blog post about gluten-free diets: which foods contain wheat, barley or rye, and how to read labels.'],
    ['en', 'Give me two versions of the post, one without emojis and one where you add emojis at the end.'],
    ['en', "Write a formal email to HR reporting my manager's constant swearing and profanity in team meetings."],
    ['es', 'Escribe un correo en tono formal a recursos humanos denunciando los comentarios vulgares y las palabrotas de mi jefe.'],
    ['es', 'Escribe una receta vegetariana para mi madre, que antes comía mucha carne y ahora la ha dejado.'],
    ['en', 'Write a vegan recipe blog intro explaining why I stopped eating cheese and eggs.'],
    ['en', "Write a text only in English for my students explaining the difference between 'in Spanish' and 'in English' phrases."],
    ['es', 'Escribe un post sin hashtags genéricos como #love; usa hashtags locales de Valencia.'],
    ['en', "Don't use bullet points in the intro. Use bullet points for the list of features below it."],
    ['es', 'No incluyas datos personales del cliente. Incluye los datos del pedido: número, fecha e importe.'],
    ['en', 'Write a short story with no dialogue in the first half. Add dialogue in the second half as the characters meet.'],
    ['es', "Crea un anuncio para mi tienda. No uses la palabra 'barato'. Usa palabras como 'asequible' o 'buen precio'."],
    ['es', 'Resume el libro sin spoilers de la segunda mitad; cuenta el final de la primera parte, que es conocido.'],
    ['es', 'Escribe un discurso para la boda de mi hermano, formal al principio y luego más desenfadado, con alguna broma sobre su afición al fútbol.'],
    ['es', 'Haz un plan de comidas sin lactosa para una semana. Para los desayunos usa leche de avena y yogur de soja.'],
    ['en', 'Create a gluten-free meal plan for my celiac dad for one week, no wheat, no barley, no rye. Use rice, quinoa and potatoes.'],
    ['en', 'Write a thank-you note to my team, casual and warm, no corporate speak. Sign it with my name, Priya.'],
  ] as const)('(%s) %s', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(/contradi/i);
  });
});

describe('the time a dish or a demo takes is not the length of the text', () => {
  it.each([
    ['es', 'Escribe una receta vegetariana para 4 personas, lista en 30 minutos, en menos de 300 palabras y con los pasos numerados.'],
    ['en', 'Write a vegan dinner recipe for two, ready in 30 minutes, under 300 words, with numbered steps.'],
    ['en', 'Write a launch email for our CRM with one call to action to book a 20-minute demo. Under 150 words.'],
  ] as const)('(%s) %s', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).not.toMatch(/contradi/i);
  });
});
