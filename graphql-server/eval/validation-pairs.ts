/**
 * A third, independent set of weak/strong pairs for the complexity analysis: written without
 * reading the analysis' code or the other sets' texts, on other topics, so it measures the score
 * rather than what it was tuned on. Strong prompts follow the published guides (OpenAI's prompt
 * engineering guide, Anthropic's prompt engineering docs, Google's prompting guide): a clear
 * deliverable first, who it is for and why, constraints, a size, the material set apart when it is
 * pasted; half of them are flowing prose with no headings. Reported apart ("validation pairs: N/M")
 * and held to the same pass rule. Do not tune the analysis against these pairs: add new cases to
 * analysis-pairs.ts instead.
 */
import type { AnalysisPair } from './analysis-pairs.ts';

const spanish: AnalysisPair[] = [
  {
    id: 'va-es-bolsa-podcast',
    language: 'es',
    weakKind: 'keyword-bag',
    weak: 'podcast guion episodio historia barrio entrevista audiencia tono duración estructura música',
    strong: [
      '## Encargo',
      'Escribe el guion del primer episodio de "Voces de Triana", un pódcast de la radio comunitaria del barrio sobre su historia.',
      '',
      '## Contexto',
      'El episodio se emite el sábado a las 11 y dura 20 minutos. Lo escuchan sobre todo vecinos mayores de 60 años. La invitada es Carmen, de 84 años, que trabajó 30 años en una fábrica de cerámica ya cerrada.',
      '',
      '## Qué necesito',
      '- Una presentación de 1 minuto para la locutora.',
      '- 8 preguntas para Carmen, de lo general a lo personal.',
      '- Dos pausas musicales marcadas con [MÚSICA] y un cierre que invite a los oyentes a llamar con sus recuerdos.',
      '',
      '## Tono',
      'Cercano y respetuoso, sin nostalgia forzada.',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'va-es-plantilla-beca',
    language: 'es',
    weakKind: 'placeholder-template',
    weak: 'Eres {{rol}}. Redacta una {{tipo_de_documento}} para {{destinatario}} sobre {{tema}}. Usa un tono {{tono}} y una extensión de <N> palabras. Incluye [puntos clave] y termina con [llamada a la acción].',
    strong: [
      'Objetivo: redactar la carta de motivación para la beca de movilidad Erasmus+ de mi universidad.',
      'Quién soy: estudiante de 3.º de Enfermería en Valladolid, media de 8,1; quiero hacer el segundo cuatrimestre en Oporto porque allí tienen prácticas en cuidados paliativos, que es a lo que me quiero dedicar.',
      'Quién la lee: un comité de tres profesores que revisa unas 200 cartas.',
      'Extensión: entre 350 y 400 palabras, en primera persona.',
      'Evita: frases hechas como "desde pequeña soñaba con…" y repetir las notas, que ya van en el expediente.',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'va-es-vago-abuela',
    language: 'es',
    weakKind: 'vague',
    weak: 'hazme algo bonito para el cumple de mi abuela',
    strong:
      'Mi abuela Rosa cumple 90 años el domingo y en la comida familiar me toca decir unas palabras. Escríbeme un brindis que se lea en unos dos minutos (unas 250 palabras), en un tono cariñoso y con algo de humor. Puedes usar estos recuerdos: nos enseñó a todos los nietos a jugar al tute, sigue haciendo las mejores croquetas de la familia y a los 70 aprendió a nadar. Que termine invitando a todos a levantar la copa. Nada de mencionar la muerte ni la edad como algo triste.',
    strongHasHeadings: false,
  },
  {
    id: 'va-es-vago-excel',
    language: 'es',
    weakKind: 'vague',
    weak: 'ayuda con excel porfa',
    strong:
      'Llevo el inventario de una ferretería en una hoja de Excel con estas columnas: A = código, B = producto, C = stock actual, D = stock mínimo, E = proveedor. Necesito una fórmula para la columna F que escriba "PEDIR" cuando el stock actual esté por debajo del mínimo y deje la celda vacía en caso contrario, y otra fórmula aparte que cuente cuántos productos hay que pedir a cada proveedor. Uso Excel 2019 en español, así que las funciones tienen que ir con sus nombres en español y separadas por punto y coma. Explica cada fórmula en una o dos frases, porque la va a mantener mi hermano, que apenas usa Excel.',
    strongHasHeadings: false,
  },
  {
    id: 'va-es-relleno-voluntariado',
    language: 'es',
    weakKind: 'boilerplate',
    weak: 'Actúa como un experto de primer nivel. Sé claro, conciso y profesional. No inventes datos. Usa un formato bien organizado. Piensa paso a paso antes de responder. Responde siempre en español.',
    strong: [
      'Tarea',
      'Redacta la guía de bienvenida para las personas que empiezan como voluntarias en el Banco de Alimentos de Zaragoza.',
      '',
      'Para qué sirve',
      'Se entrega impresa el primer día. Muchas voluntarias son jubiladas o estudiantes sin experiencia en almacenes, y los primeros turnos suelen ser caóticos porque nadie sabe a quién preguntar.',
      '',
      'Contenido',
      'Horario de los turnos (de 9 a 13 y de 16 a 20), normas de seguridad al mover cajas, cómo se clasifican los alimentos por fecha de caducidad y a quién avisar si falta algo.',
      '',
      'Forma',
      'Dos páginas como máximo, frases cortas, tuteo y listas donde ayuden.',
    ].join('\n'),
    strongHasHeadings: true,
  },
  {
    id: 'va-es-contradiccion-resumen',
    language: 'es',
    weakKind: 'contradiction',
    weak:
      'Resume en 100 palabras el artículo que pego abajo para las familias del AMPA, en un resumen detallado de al menos 600 palabras y en no más de tres líneas.\n\n"""\nUn estudio con 2.000 adolescentes de entre 13 y 17 años encontró que quienes dejan el móvil fuera del dormitorio duermen de media 40 minutos más entre semana y dicen sentirse menos cansados en clase.\n"""',
    strong:
      'Resume el artículo que pego abajo para el boletín del AMPA del instituto, que leen madres y padres con prisa. Quiero un único párrafo de unas 100 palabras que diga qué se estudió, qué se encontró y una idea práctica para casa. Sin tecnicismos y sin alarmismo: el objetivo es animar a probar, no culpar a nadie.\n\n"""\nUn estudio con 2.000 adolescentes de entre 13 y 17 años encontró que quienes dejan el móvil fuera del dormitorio duermen de media 40 minutos más entre semana y dicen sentirse menos cansados en clase.\n"""',
    strongHasHeadings: false,
  },
  {
    id: 'va-es-contradiccion-trivial',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Prepara 10 preguntas de trivial de geografía para la noche de concurso del bar el jueves. Que las 6 preguntas sean de dificultad media y pon las 4 respuestas al final de cada una de las 12 preguntas.',
    strong:
      'Prepara 10 preguntas de trivial de geografía de España para la noche de concurso que organizamos los jueves en el bar. Juegan equipos de amigos de 25 a 50 años, con el móvil guardado. Mezcla 4 preguntas fáciles, 4 de dificultad media y 2 difíciles, cada una con cuatro opciones (a, b, c, d) y la respuesta correcta indicada justo debajo. Evita preguntas cuya respuesta haya cambiado en los últimos años, como poblaciones exactas.',
    strongHasHeadings: false,
  },
  {
    id: 'va-es-sin-entregable-huerto',
    language: 'es',
    weakKind: 'no-deliverable',
    weak: 'Tengo un huerto en el balcón con cuatro macetas de tomates. Está orientado al oeste y le da el sol desde las tres de la tarde. Riego todos los días por la mañana. Desde hace una semana las hojas de abajo se ponen amarillas y tienen manchas marrones.',
    strong: [
      '<contexto>',
      'Tengo un huerto en el balcón con cuatro macetas de tomates de 20 litros, orientado al oeste, con sol desde las tres de la tarde. Riego todos los días por la mañana. Desde hace una semana las hojas de abajo amarillean y tienen manchas marrones con anillos.',
      '</contexto>',
      '',
      '<tarea>',
      'Dime las dos o tres causas más probables, de la más a la menos probable, con la señal que me permitiría distinguir cada una. Después dame un plan de cuidados para los próximos 7 días, día por día. Soy principiante y prefiero no usar productos químicos.',
      '</tarea>',
    ].join('\n'),
    strongHasHeadings: true,
  },
];

const english: AnalysisPair[] = [
  {
    id: 'va-en-keyword-bag-release-notes',
    language: 'en',
    weakKind: 'keyword-bag',
    weak: 'release notes changelog app update users features bugs tone format length audience',
    strong: [
      '# Task',
      'Turn the commit list below into release notes for version 3.2 of our budgeting app, to show in the App Store "What\'s New" box.',
      '',
      '# Readers',
      'Everyday users, not developers: describe what changed for them, not how.',
      '',
      '# Rules',
      '- At most 5 bullets and under 120 words in total.',
      '- Lead with the most useful change; merge or leave out purely internal commits.',
      '',
      '# Commits',
      '"""',
      'feat: split a transaction across two categories',
      'fix: monthly chart showed wrong totals in February',
      'chore: bump react-native to 0.74',
      'feat: CSV export now includes notes',
      'fix: Face ID prompt appeared twice on launch',
      '"""',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'va-en-placeholder-runbook',
    language: 'en',
    weakKind: 'placeholder-template',
    weak: 'You are a {{role}}. Write a {{document_type}} about {{topic}} for {{audience}}. Tone: {{tone}}. Length: [X] words. Include: <sections>. Avoid: <things to avoid>.',
    strong: [
      '## Goal',
      'Write a runbook for the "database disk above 90%" alert on our main PostgreSQL server.',
      '',
      '## Who uses it',
      'Whoever is on call at 3 a.m., often a junior backend engineer who has never touched this server. They must be able to follow it without waking anyone up.',
      '',
      '## What it must cover',
      '1. How to confirm the alert is real (the exact checks to run).',
      '2. The three usual causes on our setup: bloated WAL files, a runaway log table, old backups left on disk, and the safe fix for each.',
      '3. When to stop and escalate, and to whom (the database lead, then the CTO).',
      '',
      '## Format',
      'Numbered steps with the commands in code blocks; one page.',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'va-en-vague-debate',
    language: 'en',
    weakKind: 'vague',
    weak: 'write something about cars in cities for school',
    strong:
      "I'm on my high school debate team and on Friday we argue FOR the motion \"Our city centre should be closed to private cars.\" Write my opening speech: about three minutes spoken, roughly 400 words. Make two strong arguments, one about air quality and one about how local shops do when streets are pedestrianised, each backed by a kind of evidence I can look up and cite myself (don't invent statistics). Then answer in advance the objection that people with disabilities need car access. The judges reward clear structure, so signpost each point out loud.",
    strongHasHeadings: false,
  },
  {
    id: 'va-en-vague-resume',
    language: 'en',
    weakKind: 'vague',
    weak: 'make my resume better',
    strong: [
      "I'm applying for junior data analyst roles after four years as a retail store supervisor. Rewrite the three resume bullets below so a hiring manager scanning for analytics skills sees them in seconds.",
      '',
      'Rules: start each bullet with a strong verb, keep each under 25 words, keep every number I give and add none that I did not give, and do not claim tools I have not listed (I know Excel and some SQL).',
      '',
      'Bullets:',
      '- Was in charge of the weekly stock counts for the store',
      '- Made a spreadsheet that helped reduce waste by about 15%',
      '- Trained new staff, around 20 people over two years',
    ].join('\n'),
    strongHasHeadings: true,
  },
  {
    id: 'va-en-boilerplate-phishing',
    language: 'en',
    weakKind: 'boilerplate',
    weak: 'You are a world-class expert. Think step by step. Be accurate, concise and helpful. Use markdown formatting. Do not hallucinate. Cite your sources. Always answer in English.',
    strong:
      'My mother is 72 and nearly paid a fake "parcel delivery fee" by text message last week. Write a short guide I can print and stick on her fridge explaining how to recognise a scam text. She is not confident with technology, so use plain words, no jargon, and large-print friendly formatting: five warning signs, each in one sentence with a realistic example, then what to do instead (call me, or call the company on the number on its website). Keep it to one page and reassuring rather than scary.',
    strongHasHeadings: false,
  },
  {
    id: 'va-en-contradiction-chess-welcome',
    language: 'en',
    weakKind: 'contradiction',
    weak: "Write a three-sentence welcome message for new members of our Thursday chess club. Make it about 500 words and explain all of the club's rules in detail. Keep it under 50 words.",
    strong:
      "Write a welcome message of three or four sentences (under 80 words) for new members of our chess club, to post in the club's group chat. We meet on Thursdays from 7 to 10 p.m. at the Millbrook library, welcome players of every level and lend boards to anyone who needs one. Make beginners feel they belong, mention that the first evening is free, and end by asking them to introduce themselves in the chat.",
    strongHasHeadings: false,
  },
  {
    id: 'va-en-contradiction-barista-questions',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Give me 5 interview questions for a barista job at my coffee shop. Number all 8 questions and add a model answer under each of the 3 questions.',
    strong:
      "I'm hiring a part-time barista for my small coffee shop, my first hire ever. Give me 5 interview questions that tell me how a candidate handles a rush, an unhappy customer and opening the shop alone at 6 a.m. Under each question, add one sentence on what a good answer sounds like and one red flag to listen for. Skip questions about coffee knowledge: I will teach that.",
    strongHasHeadings: false,
  },
  {
    id: 'va-en-no-deliverable-coding-clubs',
    language: 'en',
    weakKind: 'no-deliverable',
    weak: 'Our nonprofit runs free after-school coding clubs in 14 public libraries. Since we moved the sessions from Wednesdays to Saturdays in September, attendance has dropped by about 30%. Volunteers think families have weekend sports, but nobody has actually asked the parents.',
    strong:
      'Our nonprofit runs free after-school coding clubs for 9-to-13-year-olds in 14 public libraries. Since we moved the sessions from Wednesdays to Saturdays in September, attendance has dropped by about 30%, and we need to know why before the board meets in January. Draft a survey for parents of children who stopped coming: 8 questions at most, mostly multiple choice, one open question at the end, answerable on a phone in under three minutes. Keep the wording neutral so it does not push parents toward any answer, and add a two-sentence introduction explaining why we are asking.',
    strongHasHeadings: false,
  },
];

export const validationPairs: AnalysisPair[] = [...spanish, ...english];
