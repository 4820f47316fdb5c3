/**
 * Weak/strong prompt pairs for the complexity analysis (issue 19): written by us after the kinds
 * of examples prompt guides publish. A strong prompt must outscore its weak partner by a margin,
 * whether or not it has headings; a bag of section names, a template of placeholders, boilerplate,
 * contradictions and a missing deliverable must not score as content.
 */
import type { Language } from '../../shared/languages.ts';

export type WeakKind = 'keyword-bag' | 'placeholder-template' | 'vague' | 'boilerplate' | 'contradiction' | 'no-deliverable' | 'other-deliverable';

export interface AnalysisPair {
  id: string;
  language: Language;
  weakKind: WeakKind;
  weak: string;
  strong: string;
  /** Whether the strong prompt is written as sections with headings (half of them are not). */
  strongHasHeadings: boolean;
  /** The most the weak prompt may score (0-10), where its kind has a ceiling. */
  weakAtMost?: number;
  /**
   * The request both prompts rewrite (kind 'other-deliverable'): both are scored against it as the
   * optimizer page scores them (analyzeWithRequest). Both are written equally well, so the pair
   * passes when the faithful rewrite is called "Excelente" and the one that asks for another
   * deliverable, count or size is not.
   */
  rewriteOf?: string;
}

export const analysisPairs: AnalysisPair[] = [
  {
    id: 'es-bolsa-de-palabras',
    language: 'es',
    weakKind: 'keyword-bag',
    weak: 'rol tarea contexto audiencia público tono formato extensión restricciones ejemplos',
    strong:
      'Soy profesora de inglés en un instituto y quiero practicar el pasado simple con alumnos de 13 años. Escribe un cuento breve de unas 200 palabras sobre una excursión que sale mal, usando al menos 10 verbos irregulares en pasado. Después del cuento, añade 5 preguntas de comprensión con sus respuestas. Vocabulario sencillo, nada de violencia.',
    strongHasHeadings: false,
    weakAtMost: 4.9,
  },
  {
    id: 'en-keyword-bag',
    language: 'en',
    weakKind: 'keyword-bag',
    weak: 'role task context audience tone format length constraints examples output',
    strong:
      'I manage a 12-person support team at a software company. Write a one-page guide for new agents on handling angry customers by chat: open with the three rules that matter most, then give two short example exchanges (a bad reply and a better one). Plain language, no corporate jargon, and nothing that promises refunds.',
    strongHasHeadings: false,
    weakAtMost: 4.9,
  },
  {
    id: 'es-plantilla-de-marcadores',
    language: 'es',
    weakKind: 'placeholder-template',
    weak: 'Actúa como [rol]. Escribe [tipo de contenido] sobre [tema] para [público]. Tono: [tono]. Formato: [formato]. Extensión: [número] palabras. Restricciones: [restricciones].',
    strong: [
      'Rol: nutricionista deportiva.',
      'Tarea: diseña un menú de desayunos para 5 días laborables para una corredora de 35 años que entrena por la mañana.',
      'Contexto: es intolerante a la lactosa y tiene 15 minutos para desayunar.',
      'Formato: una tabla con día, desayuno, calorías aproximadas y por qué ayuda al entrenamiento.',
      'Restricciones: nada de suplementos; ingredientes que se encuentren en cualquier supermercado.',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'en-placeholder-template',
    language: 'en',
    weakKind: 'placeholder-template',
    weak: 'Act as a [role]. Write a [type of content] about [topic] for [audience] in a [tone] tone. Format: [format]. Length: [X] words. Constraints: [constraints].',
    strong: [
      '## Role',
      'You are a career coach for people moving from teaching into tech.',
      '## Task',
      'Rewrite the summary section of a LinkedIn profile for a former high-school chemistry teacher applying for junior QA roles.',
      '## Requirements',
      '- 3 to 4 sentences, first person.',
      '- Turn classroom experience into testing skills (attention to detail, writing clear instructions).',
      '- No buzzwords such as "passionate" or "rockstar".',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'es-vago',
    language: 'es',
    weakKind: 'vague',
    weak: 'hazme un post',
    strong:
      'Escribe un post de Instagram para la reapertura de nuestra librería de barrio en Gracia tras la reforma: abrimos el sábado 14 a las 10 h con descuentos del 20 % en novela. Tono cercano, máximo 4 líneas y 3 hashtags locales; termina invitando a traer un libro usado para el rincón de intercambio.',
    strongHasHeadings: false,
  },
  {
    id: 'en-vague',
    language: 'en',
    weakKind: 'vague',
    weak: 'write something about marketing',
    strong:
      'Write a 600-word blog post for owners of small bakeries explaining how to get their first 100 Google reviews in three months. Give five concrete tactics, each with a one-line example of what to say to a customer at the counter, and end with a checklist. Friendly and practical; do not recommend buying reviews.',
    strongHasHeadings: false,
  },
  {
    id: 'es-relleno',
    language: 'es',
    weakKind: 'boilerplate',
    weak: 'Actúa como un experto de primer nivel. Sé claro, conciso y detallado. Da la mejor respuesta posible, piensa paso a paso y no cometas errores.',
    strong:
      'Explícame como a alguien que nunca ha invertido qué diferencia hay entre un fondo indexado y un depósito a plazo fijo: cómo gana dinero cada uno, qué riesgo tiene y en qué caso conviene cada uno. Usa un ejemplo con 5.000 euros a 5 años y termina con una tabla comparativa de tres filas.',
    strongHasHeadings: false,
  },
  {
    id: 'en-boilerplate',
    language: 'en',
    weakKind: 'boilerplate',
    weak: 'You are a world-class expert. Be clear, concise and detailed. Give the best possible answer. Think step by step and do not make mistakes.',
    strong:
      'Review this SQL query for performance on a PostgreSQL table of 50 million orders: SELECT * FROM orders WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 20. Explain which index would help and why, show the CREATE INDEX statement, and say how to confirm the gain with EXPLAIN ANALYZE.',
    strongHasHeadings: false,
  },
  {
    id: 'es-contradiccion',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Escribe un tuit de 500 palabras en 3 párrafos sobre el café de especialidad, que sea muy corto y de una sola frase.',
    strong:
      'Escribe un tuit (máximo 280 caracteres) para la cuenta de nuestra cafetería anunciando que desde el lunes tenemos café de especialidad de Huila, Colombia, con notas a panela y mandarina. Tono alegre, un emoji como mucho y sin hashtags.',
    strongHasHeadings: false,
  },
  {
    id: 'en-contradiction',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Write a 2-sentence summary of at least 800 words that covers every chapter of the book in full detail, and keep it under 50 words.',
    strong:
      'Summarize the attached meeting notes for the sales team in 5 bullet points: decisions taken, owners and deadlines only. Leave out the discussion. If a decision has no owner, mark it "owner missing".\n\nNotes: Q3 target raised to 1.2M (Ana). New CRM rollout moved to 15 Oct (Luis). Pricing page review — no owner yet.',
    strongHasHeadings: false,
  },
  {
    id: 'es-sin-entregable',
    language: 'es',
    weakKind: 'no-deliverable',
    weak: 'Tengo una cafetería en Puebla, abrimos a las 7, tenemos pan dulce y café de especialidad y viene mucha gente joven a estudiar.',
    strong:
      'Tengo una cafetería en Puebla, abrimos a las 7, tenemos pan dulce y café de especialidad y viene mucha gente joven a estudiar. Propón 6 ideas de promociones para las tardes entre semana, cuando el local está medio vacío; para cada una di el costo aproximado y cómo medir si funcionó.',
    strongHasHeadings: false,
  },
  {
    id: 'en-no-deliverable',
    language: 'en',
    weakKind: 'no-deliverable',
    weak: 'Our SaaS helps dentists manage appointments. We have 300 clinics as customers. Churn went up last quarter and the team is worried.',
    strong: [
      'Context: our SaaS helps dentists manage appointments; we have 300 clinics as customers and churn rose from 2% to 3.5% last quarter.',
      'Task: write the 8 questions we should ask in exit interviews with clinics that cancelled, so we learn why they left.',
      'Constraints: open questions only, none that sound defensive, and at most one about price.',
    ].join('\n'),
    strongHasHeadings: true,
  },
  {
    id: 'es-con-apartados',
    language: 'es',
    weakKind: 'vague',
    weak: 'dame consejos para una entrevista',
    strong: [
      '### Contexto',
      'Tengo una entrevista el jueves para un puesto de contable en una empresa de logística; es mi primer cambio de trabajo en 6 años.',
      '### Qué necesito',
      'Las 10 preguntas más probables para ese puesto, con una respuesta modelo breve para cada una basada en mi experiencia con cierres mensuales y conciliaciones bancarias.',
      '### Evita',
      'Consejos genéricos como "sé tú mismo" o "llega puntual".',
    ].join('\n'),
    strongHasHeadings: true,
  },
  {
    id: 'en-with-headings',
    language: 'en',
    weakKind: 'vague',
    weak: 'help with my presentation',
    strong: [
      'Goal: a 10-minute presentation to our board asking for budget to replace the warehouse scanners.',
      'Audience: five board members, not technical, who care about cost and risk.',
      'Deliverable: a slide-by-slide outline (7 slides max) with the one message of each slide and the number that supports it.',
      'Facts: 38% of scanners fail monthly; each failure costs about 2 hours of picking; new scanners cost $42,000.',
    ].join('\n'),
    strongHasHeadings: true,
  },
  // Strong prompts without headings whose task needs no tone, audience or example, and whose output spec is its size.
  {
    id: 'en-code-review-no-headings',
    language: 'en',
    weakKind: 'vague',
    weak: 'check my python code',
    strong:
      'You are a senior Python reviewer. Review the function below for bugs, performance and readability. Return a numbered list of issues, each with severity (high/medium/low) and a suggested fix. Do not rewrite the whole function.\n\n```python\ndef total(items):\n    t = 0\n    for i in range(len(items)):\n        t = t + items[i]["price"] * items[i]["qty"]\n    return t\n```',
    strongHasHeadings: false,
  },
  {
    id: 'es-revision-codigo-sin-apartados',
    language: 'es',
    weakKind: 'vague',
    weak: 'mira a ver si mi codigo esta bien',
    strong:
      'Eres un revisor sénior de JavaScript. Revisa la función de abajo buscando errores, problemas de rendimiento y de legibilidad. Devuelve una lista numerada de problemas, cada uno con su gravedad (alta/media/baja) y una corrección propuesta. No reescribas la función entera.\n\n```js\nfunction media(notas) {\n  let suma = 0;\n  for (let i = 0; i <= notas.length; i++) suma += notas[i];\n  return suma / notas.length;\n}\n```',
    strongHasHeadings: false,
  },
  {
    id: 'en-extraction-json-no-headings',
    language: 'en',
    weakKind: 'vague',
    weak: 'get the info out of these emails',
    strong:
      'Extract every invoice mentioned in the three emails below into JSON with the keys vendor, date (YYYY-MM-DD), total and currency. If a field is missing, use null. Return only the JSON array, no commentary.\n\n"""1) Hi, attached is invoice 2291 from Lumen Print for 340.00 EUR, dated 3 March. 2) Your Hostly renewal of $96 was charged on 2024-02-28. 3) Reminder: Kettle & Co still owes us for the February catering."""',
    strongHasHeadings: false,
  },
  {
    id: 'es-extraccion-tabla-sin-apartados',
    language: 'es',
    weakKind: 'vague',
    weak: 'ordename esto de las reseñas',
    strong:
      'Clasifica cada reseña de abajo como positiva, negativa o mixta. Responde en una tabla con las columnas número de reseña, etiqueta y la frase que lo decide. No resumas las reseñas ni añadas opiniones.\n\n"""1. El pan llegó caliente y el repartidor fue muy amable. 2. Tardaron una hora y el café estaba frío. 3. Buena comida, pero el local es ruidoso y caro."""',
    strongHasHeadings: false,
  },
  // Rewrites of one request, one faithful and one that asks for a bigger or other deliverable.
  {
    id: 'en-rewrite-ideas-to-scripts',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'give me 10 youtube video ideas for a channel about budget travel',
    weak: 'Act as a video scriptwriter with experience in YouTube. Give me 10 YouTube video ideas for a channel about budget travel and write each piece in full: a scene-by-scene script with what we see, what is said and the on-screen text. Lively, approachable tone, for backpackers in their twenties who travel on under $50 a day.',
    strong:
      'Act as a YouTube strategist for travel channels. Give me 10 video ideas for a channel about budget travel, aimed at backpackers in their twenties who travel on under $50 a day. For each idea, one line with the working title, the hook of the first 10 seconds and why it would get clicks. No destinations that need a visa for EU citizens, and no generic "top 10 cheap cities" lists.',
    strongHasHeadings: false,
  },
  {
    id: 'es-reescritura-acciones-a-resumen',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'sacame los puntos de accion de estas notas de la reunion de equipo',
    weak: 'Actúa como secretario de actas. A partir de las notas de la reunión de equipo de abajo, escribe un resumen en prosa de lo que se habló, en tres párrafos, con un tono claro y profesional para enviarlo a todo el equipo.\n\n"""Lunes: Ana cierra el presupuesto de marzo antes del día 15. Luis pide acceso al CRM para los nuevos. Se aplaza la mudanza de oficina a mayo. Marta revisa el contrato del proveedor de limpieza."""',
    strong:
      'Actúa como secretario de actas. Saca los puntos de acción de las notas de la reunión de equipo de abajo para enviarlos a todo el equipo: una lista numerada, cada uno con el responsable, la tarea y la fecha límite si aparece. Deja fuera lo que solo se comentó y no pide a nadie hacer nada.\n\n"""Lunes: Ana cierra el presupuesto de marzo antes del día 15. Luis pide acceso al CRM para los nuevos. Se aplaza la mudanza de oficina a mayo. Marta revisa el contrato del proveedor de limpieza."""',
    strongHasHeadings: false,
  },
  {
    id: 'es-reescritura-diez-a-cinco-titulos',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'dame 10 titulos para un articulo sobre ahorrar en la compra del super',
    weak: 'Actúa como editor de una revista de consumo. Dame 5 títulos para un artículo sobre cómo ahorrar en la compra del supermercado, pensado para familias con hijos que hacen la compra semanal. Cada título de menos de 70 caracteres, sin clickbait ni signos de exclamación, y que prometa algo concreto.',
    strong:
      'Actúa como editor de una revista de consumo. Dame 10 títulos para un artículo sobre cómo ahorrar en la compra del supermercado, pensado para familias con hijos que hacen la compra semanal. Cada título de menos de 70 caracteres, sin clickbait ni signos de exclamación, y que prometa algo concreto.',
    strongHasHeadings: false,
  },
  {
    id: 'en-rewrite-quiz-to-essay',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'make a 10 question quiz on the water cycle for my year 5 class',
    weak: 'Act as a primary school science teacher. Write an essay on the water cycle for a Year 5 class (9-10 year olds) that covers evaporation, condensation, precipitation and collection, in plain words with one everyday example for each stage. Avoid terms they have not met, such as "transpiration".',
    strong:
      'Act as a primary school science teacher. Make a 10-question quiz on the water cycle for a Year 5 class (9-10 year olds) that covers evaporation, condensation, precipitation and collection: 7 multiple-choice questions with 3 options each and 3 short-answer questions, then the answer key. Plain words; avoid terms they have not met, such as "transpiration".',
    strongHasHeadings: false,
  },
];

/** How many points a strong prompt must score above its weak partner. */
export const strongOverWeakMargin = 2;
/** The least a strong prompt may score: "good" on the 0-10 scale. */
export const strongAtLeast = 6;
/** A rewrite that failed a do-no-harm check must not be called excellent (8 or more). */
export const failedRewriteBelow = 8;
