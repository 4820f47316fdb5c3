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
  /** The strong prompt states the role, the task, the reader, the requirements and the shape: it must be "Excelente" (8+), headings or not. */
  strongAtTop?: boolean;
}

/**
 * The score's sixth round (26 Nov 2026 reading of 25 fresh requests): rewrites that answer another
 * task (another medium, a size the platform cannot publish, the full piece for an outline, a count
 * the request never gave) against faithful ones, and short technical requests with their givens
 * against the bare tool name. Spread into `analysisPairs`.
 */
const scoreSixthRound: AnalysisPair[] = [
  {
    id: 'es-r6-reescritura-llamada-a-video',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'hazme un guion para llamar a clientes que no renovaron el gimnasio y ofrecerles un mes gratis',
    weak:
      'Actúa como guionista de vídeo para marcas de fitness. Escribe un guion para llamar a clientes que no renovaron el gimnasio y ofrecerles un mes gratis: un vídeo de 60 segundos para Reels, escena por escena, con lo que se ve, lo que dice el monitor y el texto en pantalla. Tono cercano y motivador, sin sonar a anuncio.',
    strong:
      'Actúa como responsable de atención al socio de un gimnasio. Escribe un guion para llamar a clientes que no renovaron el gimnasio y ofrecerles un mes gratis: un saludo con su nombre, una pregunta para saber por qué lo dejaron, la oferta en dos frases, respuestas a «no tengo tiempo» y «es caro», y un cierre que proponga una fecha para volver. Tono cercano y motivador, sin sonar a anuncio; que la llamada no pase de 3 minutos.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r6-rewrite-call-to-video',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'write a script for calling customers whose gym membership lapsed and offering them a free month',
    weak:
      'Act as a video scriptwriter for fitness brands. Write a script for calling customers whose gym membership lapsed and offering them a free month: a 60-second video for Reels, scene by scene, with what is shown, what the trainer says and the on-screen text. Friendly and upbeat, never like an ad.',
    strong:
      'Act as a member care lead at a gym. Write a script for calling customers whose gym membership lapsed and offering them a free month: a greeting by name, one question about why they stopped, the offer in two sentences, answers to "I have no time" and "it is too expensive", and a close that proposes a date to come back. Friendly and upbeat, never like an ad; the call should take under 3 minutes.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r6-reescritura-podcast-a-video',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'escribe la presentación del primer episodio de mi podcast sobre huertos urbanos, de un minuto',
    weak:
      'Actúa como guionista de vídeo. Escribe la presentación del primer episodio de mi podcast sobre huertos urbanos, de un minuto, como un vídeo: plano a plano, lo que se ve en la terraza, lo que dice la presentadora y el texto en pantalla. Tono cercano y con humor, para gente que vive en pisos sin jardín.',
    strong:
      'Actúa como guionista de radio. Escribe la presentación del primer episodio de mi podcast sobre huertos urbanos, de un minuto leída en voz alta: quién soy, de qué va el programa, qué aprenderá quien escuche hoy (sembrar tomates en una terraza de 4 m²) y una invitación a suscribirse. Tono cercano y con humor, para gente que vive en pisos sin jardín; frases cortas, fáciles de decir.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r6-rewrite-instagram-bio-in-words',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'write an instagram bio for my dog grooming salon in Bristol, we do breed cuts and nail trims',
    weak:
      'Act as a social media copywriter for pet businesses. Write an Instagram bio for my dog grooming salon in Bristol, which does breed cuts and nail trims: what we do, where, and how to book. Warm and playful, one emoji at most. Length: between 80 and 120 words.',
    strong:
      'Act as a social media copywriter for pet businesses. Write an Instagram bio for my dog grooming salon in Bristol, which does breed cuts and nail trims: what we do, where, and how to book. Warm and playful, one emoji at most, and no more than 150 characters.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r6-reescritura-bio-tiktok-en-palabras',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'hazme la bio de tiktok de mi pastelería de Málaga, hacemos tartas de queso',
    weak:
      'Actúa como redactora de redes sociales para negocios de barrio. Escribe la bio de TikTok de mi pastelería de Málaga, que hace tartas de queso: qué hacemos, dónde estamos y cómo encargar. Tono alegre y cercano. Extensión: 2 párrafos de unas 60 palabras.',
    strong:
      'Actúa como redactora de redes sociales para negocios de barrio. Escribe la bio de TikTok de mi pastelería de Málaga, que hace tartas de queso: qué hacemos, dónde estamos y cómo encargar. Tono alegre y cercano, con un emoji como mucho y menos de 80 caracteres.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r6-rewrite-outline-to-article',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'i have to give a talk on remote work to our managers next week, help me outline it',
    weak:
      'Act as a speechwriter for business events. I have to give a talk on remote work to our managers next week: help me outline it. Write the complete talk, ready to deliver, for managers of a 200-person company, between 1,200 and 1,500 words, with an opening story, three arguments backed by figures and a close.',
    strong:
      'Act as a speechwriter for business events. I have to give a talk on remote work to our managers next week: help me outline it. Give the outline only, for managers of a 200-person company: an opening story, three arguments (each with the figure that backs it) and a close, each point in one line with the time it takes, 20 minutes in all.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r6-reescritura-esquema-a-texto-completo',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'necesito el esquema de una presentación sobre la Revolución Industrial para 2º de bachillerato',
    weak:
      'Actúa como profesor de Historia. Necesito el esquema de una presentación sobre la Revolución Industrial para 2º de bachillerato: escribe el texto completo de cada diapositiva, entre 800 y 1.000 palabras en total, con causas, inventos, consecuencias sociales y una conclusión. Tono claro, sin anacronismos.',
    strong:
      'Actúa como profesor de Historia. Necesito el esquema de una presentación sobre la Revolución Industrial para 2º de bachillerato: 10 diapositivas, cada una con su título y 3 viñetas de lo que va en ella (causas, inventos, consecuencias sociales y una conclusión), y la imagen que la acompañaría. Tono claro, sin anacronismos.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r6-reescritura-cantidad-que-no-se-dio',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'que preguntas le hago a un fontanero antes de contratarlo para reformar el baño',
    weak:
      'Actúa como un arquitecto técnico con experiencia en reformas. Dime qué preguntas le hago a un fontanero antes de contratarlo para reformar el baño. Da exactamente la cantidad de preguntas que pido, en una lista numerada, cada una con qué respuesta debería preocuparme. Tono claro y práctico, para alguien que no sabe de obras.',
    strong:
      'Actúa como un arquitecto técnico con experiencia en reformas. Dime qué preguntas le hago a un fontanero antes de contratarlo para reformar el baño: 10 preguntas en una lista numerada, cada una con qué respuesta debería preocuparme. Tono claro y práctico, para alguien que no sabe de obras.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r6-rewrite-count-never-given',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'what should i ask a plumber before hiring them to redo my bathroom',
    weak:
      'Act as a building surveyor who oversees renovations. I am redoing the only bathroom of a 1960s flat in Leeds on a budget of £6,000. Tell me what I should ask a plumber before hiring them. Give exactly the number of questions I ask for, as a numbered list, each with the answer that should worry me. Plain and friendly, for someone who knows nothing about building work.',
    strong:
      'Act as a building surveyor who oversees renovations. I am redoing the only bathroom of a 1960s flat in Leeds on a budget of £6,000. Tell me what I should ask a plumber before hiring them: 10 questions as a numbered list, each with the answer that should worry me. Plain and friendly, for someone who knows nothing about building work.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r6-regex-with-its-givens',
    language: 'en',
    weakKind: 'vague',
    weak: 'write me a regex',
    strong: 'Write a regex that matches UK car number plates in the current format, like AB12 CDE: two letters, two digits, a space and three letters, uppercase only.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r6-formula-con-sus-datos',
    language: 'es',
    weakKind: 'vague',
    weak: 'hazme una fórmula de excel',
    strong: "Fórmula de Excel que sume la columna C de la hoja Gastos solo en las filas cuya columna A diga 'Alquiler' y cuya fecha, en la columna B, sea de 2025.",
    strongHasHeadings: false,
  },
  {
    id: 'en-r6-error-fix-with-the-error',
    language: 'en',
    weakKind: 'vague',
    weak: 'fix my error',
    strong: "I renamed src/App.jsx to src/App.tsx in a Vite + React project and now I get the error 'Module not found: Can't resolve ./App'. The import in main.jsx still says ./App. Tell me how to fix it.",
    strongHasHeadings: false,
  },
];

/**
 * The score's seventh round (27 Nov 2026 reading of 125 fresh requests and their local rewrites,
 * rated as their users): the full report for a request to structure it, a rewording request with its
 * text after the colon, a question typed without its question mark ("que le digo a…", "what do i say
 * to…"), and a correction of "my cover letter" that never gives it against one that does. Spread
 * into `analysisPairs`.
 */
const scoreSeventhRound: AnalysisPair[] = [
  {
    id: 'es-r7-reescritura-estructura-a-informe',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'mi jefa quiere el informe de ventas del trimestre para el viernes, ayudame a estructurarlo',
    weak:
      'Actúa como redactor de informes de empresa. Mi jefa quiere el informe de ventas del trimestre para el viernes: escribe el informe completo, listo para entregar, de 1.500 a 2.000 palabras, con introducción, análisis por producto y conclusiones. Tono claro y profesional, para la dirección comercial.',
    strong:
      'Actúa como analista comercial con experiencia en informes trimestrales. Mi jefa quiere el informe de ventas del trimestre para el viernes: ayúdame a estructurarlo. Dame el esquema, no el texto: los apartados en orden, con una línea de lo que va en cada uno y qué datos necesito para él (ventas por producto, comparación con el trimestre anterior, causas, próximos pasos). Tono claro, para la dirección comercial.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r7-rewrite-structure-to-report',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'my boss wants a report on last quarter sales by friday, help me structure it',
    weak:
      'Act as a business report writer. My boss wants a report on last quarter sales by Friday: write the complete report, ready to hand in, 1,500 to 2,000 words, with an introduction, an analysis by product and conclusions. Clear, professional tone, for the sales leadership.',
    strong:
      'Act as a sales analyst who writes quarterly reports. My boss wants a report on last quarter sales by Friday: help me structure it. Give me the outline, not the text: the sections in order, one line on what goes in each and which figures I need for it (sales by product, change on the previous quarter, causes, next steps). Clear tone, for the sales leadership.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r7-correccion-con-texto-tras-dos-puntos',
    language: 'es',
    weakKind: 'vague',
    weak: 'mejora esto porfa',
    strong: 'reescribe esto para que suene mas profesional, va al grupo del trabajo: chicos, la reunion se mueve a las 3 de mañana, no lleguen tarde y traigan los numeros del Q3',
    strongHasHeadings: false,
  },
  {
    id: 'en-r7-rewrite-with-text-after-colon',
    language: 'en',
    weakKind: 'vague',
    weak: 'make this better',
    strong: 'rewrite this to sound more professional, it goes to the whole team on Slack: hey guys, meeting moved to 3pm tomorrow, dont be late and bring the Q3 numbers',
    strongHasHeadings: false,
  },
  {
    id: 'es-r7-pregunta-que-le-digo',
    language: 'es',
    weakKind: 'vague',
    weak: 'ayuda con mi casero',
    strong: 'que le digo a mi casero para que me arregle la calefaccion, ya le escribi 2 veces la semana pasada y no contesta; un whatsapp corto, educado pero firme, sin amenazas, pidiendo una fecha',
    strongHasHeadings: false,
  },
  {
    id: 'en-r7-question-what-do-i-say',
    language: 'en',
    weakKind: 'vague',
    weak: 'help with my landlord',
    strong: 'what do i say to my landlord so he finally fixes the heating, i already emailed him twice last week and got no answer; a short text, polite but firm, no threats, asking for a date',
    strongHasHeadings: false,
  },
  {
    id: 'es-r7-corregir-mi-carta-sin-pegarla',
    language: 'es',
    weakKind: 'vague',
    weak: 'corrige la redaccion de mi carta de presentacion sin cambiar lo que digo',
    weakAtMost: 7.5,
    strong:
      'corrige la redaccion de mi carta de presentacion sin cambiar lo que digo, es para un puesto de recepcionista en un hotel de Sevilla:\n\nEstimados señores, me dirijo a ustedes para postularme al puesto de recepcionista, tengo tres años de experiencia en el Hotel Giralda atendiendo a clientes en español e ingles y manejo el programa de reservas Opera. Quedo a su disposicion para una entrevista.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r7-fix-my-cover-letter-not-pasted',
    language: 'en',
    weakKind: 'vague',
    weak: 'fix the grammar in my cover letter but dont change the meaning',
    weakAtMost: 7.5,
    strong:
      'fix the grammar in my cover letter but dont change the meaning, its for a receptionist job at a hotel in Leeds:\n\nDear hiring team, I am writing to apply for the receptionist role, I have three years experience at the Queens Hotel looking after guests in english and spanish and I use the Opera booking system every day. I would welcome the chance of a interview.',
    strongHasHeadings: false,
  },
];

/**
 * The score's eighth round: requests to judge, revise or answer the writer's own piece whose rewrite
 * writes a new one or leaves no slot for it, this week's news without a source, requests typed with
 * typos and chat spellings, a request kept only in its misspelt words, options that disagree with the
 * text, and already-good prompts shredded, against faithful rewrites; and short clear requests
 * against bare ones. Spread into `analysisPairs`.
 */
const scoreEighthRound: AnalysisPair[] = [
  {
    id: 'es-s8-feedback-pitch-escrito',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'dame feedback sobre mi pitch de startup',
    weak:
      'Actúa como un asesor de startups que ha preparado a cientos de fundadores. Dame feedback sobre mi pitch de startup. Escríbelo para decirlo en voz alta en tres minutos: el problema, la solución, el mercado, la tracción, el modelo de negocio, el equipo y lo que pido. Tono seguro y claro, para inversores.',
    strong:
      'Actúa como un asesor de startups que ha preparado a cientos de fundadores para presentar ante inversores. Dame feedback sobre mi pitch de startup, que pego abajo, para presentarlo ante inversores de fase semilla: qué funciona, qué falla y qué cambiarías. Responde en una lista de 5 puntos como máximo, por orden de importancia, y termina con una versión mejorada de la frase inicial. Tono directo y sin rodeos; no inventes cifras que no estén en el pitch.\n\nPitch: [pega aquí tu pitch]',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-feedback-landing-copy-written',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'what do you think of my landing page copy?',
    weak:
      'Act as a conversion copywriter for SaaS products. What do you think of my landing page copy? Write new landing page copy: a headline, a subheadline, three benefit blocks and a call to action, under 200 words, in a confident, friendly tone for small business owners.',
    strong:
      'Act as a conversion copywriter for SaaS products. What do you think of my landing page copy? Review it for small business owners: list its strengths and weaknesses by importance, say what a visitor would not understand, and suggest two alternative headlines. Be blunt and specific.\n\nCopy: [paste your landing page copy here]',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-cover-letter-typo-no-slot',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'pls rewrite my cover leter so it sounds more profesional',
    weak:
      'Act as a careers adviser who edits cover letters. Rewrite my cover leter so it sounds more profesional. Write the complete letter, ready to send, between 250 and 400 words: the role first, concrete achievements, a close asking for an interview. Signature: [your name].',
    strong:
      'Act as a careers adviser who edits cover letters. Rewrite my cover letter below so it sounds more professional: keep my facts and my voice, cut the filler, open with the role and close asking for an interview, under 400 words, for a hiring manager.\n\nCover letter: [paste your cover letter here]',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-carta-beca-sin-hueco',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'corrige mi carta de motivacion pa la beca, q suene mas formal',
    weak:
      'Actúa como orientador de becas universitarias. Corrige mi carta de motivación para la beca. Escribe la carta completa, lista para enviar, de 400 a 500 palabras: por qué la beca, mis logros, mis objetivos y un cierre agradecido. Tono formal y cercano, para el comité de selección.',
    strong:
      'Actúa como orientador de becas universitarias. Corrige mi carta de motivación para la beca que pego abajo y haz que suene más formal: conserva mis datos y mis motivos, corrige la ortografía y quita las repeticiones, sin pasar de una página, para el comité de selección.\n\nCarta: [pega aquí tu carta]',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-noticias-sin-fuente',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'Gemini, resumen de las noticias de esta semana sobre inteligencia artificial',
    weak:
      'Actúa como un profesor que prepara resúmenes fieles. Haz un resumen de las noticias de esta semana sobre inteligencia artificial. No hay texto de partida: resume lo que se sabe del tema, con los puntos clave en viñetas y una conclusión, entre 300 y 600 palabras, para un lector no técnico.',
    strong:
      'Actúa como un periodista de tecnología. Haz un resumen de las noticias de esta semana (del 23 al 29 de noviembre de 2026) sobre inteligencia artificial a partir de las noticias que pego abajo, para el boletín de los lunes de mi empresa, dirigido a empleados no técnicos: las 5 más importantes en viñetas, cada una con su fecha y su fuente, y una frase sobre por qué importa. Tono claro y neutral; no añadas noticias que no estén abajo.\n\nNoticias: [pega aquí las noticias o sus enlaces]',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-news-eu-ai-act-no-source',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'whats the latest news on the EU AI act',
    weak:
      'Act as a technology policy analyst. Explain the latest news on the EU AI Act from what is known about it: its risk categories, who it applies to and its deadlines, in 5 bullet points and a short conclusion, under 300 words, for small business owners.',
    strong:
      'Act as a technology policy analyst. Give me the latest news on the EU AI Act: the 5 most important developments of the last month in bullet points, each with its date and a link to its source, and one line on what it means for a small business. Only official sources and major outlets, under 300 words.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-recruiter-msg-no-slot',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'can u help me answer this recruiter msg? want to say no politely',
    weak:
      'Act as a careers coach. Help me answer this recruiter message: I want to say no politely. Write the complete reply, ready to send, under 80 words, warm and professional, leaving the door open for future roles.',
    strong:
      'Act as a careers coach. Help me answer the recruiter message below: I want to say no politely to the recruiter, who contacted me on LinkedIn. Write the reply in under 80 words, warm and professional: thank them, say I am happy in my current role, and leave the door open for future roles. Do not mention salary.\n\nRecruiter message: [paste the recruiter message here]',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-msj-casero-sin-hueco',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'ayudame a contestar este msj de mi casero, q quiere subir el alquiler',
    weak:
      'Actúa como un asesor de vivienda. Ayúdame a contestar este mensaje de mi casero, que quiere subir el alquiler. Escribe la respuesta completa, lista para enviar, de menos de 120 palabras, firme pero educada, pidiendo que justifique la subida.',
    strong:
      'Actúa como un asesor de vivienda. Ayúdame a contestar el mensaje de mi casero que pego abajo: quiere subir el alquiler un 10% y llevo 3 años en el piso pagando puntual. Escribe la respuesta para mi casero, de menos de 120 palabras, firme pero educada, pidiendo que justifique la subida según el contrato. No amenaces ni menciones abogados.\n\nMensaje del casero: [pega aquí el mensaje]',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-errata-conservada',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'escrbe un corro para mi jefe pidiendo vacasiones la semana q viene',
    weak:
      'Actúa como un experto en comunicación en el trabajo. Escrbe un corro para mi jefe pidiendo vacasiones la semana q viene. Tono respetuoso y directo, de menos de 120 palabras, con las fechas exactas y quién cubrirá mis tareas.',
    strong:
      'Actúa como un experto en comunicación en el trabajo. Escribe un correo para mi jefe pidiendo vacaciones la semana que viene. Tono respetuoso y directo, de menos de 120 palabras, con un asunto claro, las fechas exactas y quién cubrirá mis tareas.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-typo-kept',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'wirte a leter to my landlord about the broken heater, its been 2 weeks',
    weak:
      'Act as a tenant rights adviser. Wirte a leter to my landlord about the broken heater, its been 2 weeks. Firm but polite, under 200 words, asking for a repair date within 7 days.',
    strong:
      'Act as a tenant rights adviser. Write a letter to my landlord about the broken heater: it has been broken for 2 weeks and I reported it twice by phone. Firm but polite, under 200 words, asking for a repair date within 7 days. Do not threaten legal action.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-feedback-story-written',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'give me honest feedback on my short story',
    weak:
      'Act as a fiction editor. Give me honest feedback on my short story. Write a short story of 1,500 words with a clear arc, vivid characters and a surprising ending, in a literary tone for adult readers.',
    strong:
      'Act as a fiction editor. Give me honest feedback on my short story below, a 2,000-word piece for a literary magazine for adult readers: what works, what drags, whether the ending lands. Answer in a numbered list of at most 5 points by importance, then the three changes that would improve it most. Be direct and kind; do not rewrite the story.\n\nStory: [paste your short story here]',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-opcion-correo-texto-tuit',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'un tuit anunciando las rebajas de nuestra tienda de bicis, 20% en cascos hasta el domingo',
    weak:
      'Actúa como responsable de marketing de una tienda de bicis. Escribe un correo a los clientes anunciando las rebajas de la tienda: 20% en cascos hasta el domingo. Con asunto, saludo, la oferta y una despedida; de 150 a 200 palabras, tono cercano.',
    strong:
      'Actúa como responsable de redes de una tienda de bicis. Escribe un tuit anunciando las rebajas de nuestra tienda para nuestros seguidores ciclistas: 20% en cascos hasta el domingo. Tono cercano y con energía, menos de 280 caracteres, con una llamada a pasar por la tienda y dos hashtags. Sin emojis.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-prompt-bueno-destrozado',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'Actúa como profesora de inglés para adultos. Prepara 10 frases para practicar el present perfect, de nivel B1, sobre viajes, cada una con su traducción al español.',
    weak:
      'Actúa como un experto en viajes. Escribe un post para Instagram sobre viajes, de 50 a 150 palabras, en tono cercano, con una llamada a la acción y tres hashtags.',
    strong:
      'Actúa como profesora de inglés para adultos. Prepara 10 frases para practicar el present perfect, de nivel B1, sobre viajes, cada una con su traducción al español. Que sean frases naturales, de situaciones reales de un viaje, y ordénalas de la más fácil a la más difícil.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-good-prompt-shredded',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'You are a senior Python reviewer. Review the function below for bugs and readability; list the issues by severity, each with a fix.\n\n```python\ndef avg(xs): return sum(xs)/len(xs)\n```',
    weak:
      'Act as an expert Python teacher. Write a tutorial about averages in Python for beginners, between 800 and 1,000 words, with an introduction, three examples and a conclusion.',
    strong:
      'You are a senior Python reviewer. Review the function below for bugs and readability; list the issues by severity, each with a fix, and end with the corrected function.\n\n```python\ndef avg(xs): return sum(xs)/len(xs)\n```',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-que-opinas-correo-escrito',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'q te parece este correo q le voy a mandar a un cliente?',
    weak:
      'Actúa como experto en comunicación con clientes. ¿Qué te parece este correo que le voy a mandar a un cliente? Escribe un correo profesional para un cliente, listo para enviar, de menos de 150 palabras, con asunto, saludo, el mensaje y una despedida.',
    strong:
      'Actúa como experto en comunicación con clientes. ¿Qué te parece este correo que le voy a mandar a un cliente? Es para un cliente que lleva dos semanas esperando un pedido. Dime qué funciona, qué puede molestar o no entenderse y cómo lo mejorarías, en una lista breve, y dame una versión corregida de menos de 150 palabras, en tono cordial y profesional. No añadas promesas que el correo no hace.\n\nCorreo: [pega aquí el correo]',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-peticion-con-erratas',
    language: 'es',
    weakKind: 'vague',
    weak: 'haz algo pa mi negocio',
    strong: 'escrbe 3 ideas de post pa instagram de mi panaderia en Valencia, q salgan los productos de temporada y el horario nuevo (abrimos a las 7)',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-typos-and-pasted-notes',
    language: 'en',
    weakKind: 'vague',
    weak: 'help w stuff from the meeting',
    strong: 'cna you sumarize these meeting notes in 5 bullets and pull out the deadlines w who owns each:\n\nMon: Ana sends the budget by Friday. Tue: Leo books the venue for the 12th. Wed: we agreed to move the launch to March; Sam updates the site.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-short-clear-haiku',
    language: 'en',
    weakKind: 'vague',
    weak: 'a poem',
    strong: 'write a haiku about autumn rain on an empty city street',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-breve-claro-haiku',
    language: 'es',
    weakKind: 'vague',
    weak: 'un poema',
    strong: 'escribe un haiku sobre la lluvia de otoño en una calle vacía',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-short-clear-explain',
    language: 'en',
    weakKind: 'vague',
    weak: 'explain money stuff',
    strong: 'explain the difference between a roth ira and a traditional ira',
    strongHasHeadings: false,
  },
  {
    id: 'es-s8-breve-claro-explicacion',
    language: 'es',
    weakKind: 'vague',
    weak: 'explicame cosas de la bolsa',
    strong: 'explicame la diferencia entre un fondo indexado y un ETF',
    strongHasHeadings: false,
  },
  {
    id: 'en-s8-critique-essay-intro-written',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'critique my essay intro, is the thesis clear?',
    weak:
      'Act as a university writing tutor. Critique my essay intro: is the thesis clear? Write an essay introduction of 150-200 words with a hook, context and a clear thesis statement, in an academic tone for a first-year course.',
    strong:
      'Act as a university writing tutor. Critique my essay intro below, written for a first-year history course and graded by my tutor: is the thesis clear? In a short list, say what the thesis is as you read it, what blurs it, and how to fix it, then rewrite only the thesis sentence in one or two sentences. Friendly but direct tone; keep my argument.\n\nIntro: [paste your essay intro here]',
    strongHasHeadings: false,
  },
];

/**
 * The score's ninth round (27 Nov 2026, the lead's fresh set 16): rewrites whose own instructions
 * describe another kind of result than the request's (interview questions answered as an exam,
 * advice on asking for a raise explained as how something works, hashtags written as a post, a
 * dumbbell plan laid out as a running plan), and, in new shapes, a count dropped, the language
 * changed, a good prompt shredded into a template and a bio capped above what its platform holds,
 * each against a faithful rewrite of the same request. Spread into `analysisPairs`.
 */
const scoreNinthRound: AnalysisPair[] = [
  {
    id: 'es-s9-entrevista-como-examen',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'prepara preguntas para entrevistar a un candidato de ventas',
    weak:
      'Actúa como responsable de selección de equipos comerciales. Prepara 10 preguntas para entrevistar a un candidato de ventas de una empresa de software. En cada pregunta, el enunciado, las opciones de respuesta si es tipo test y la respuesta correcta. Tono claro y profesional; nada de preguntas sobre su vida privada.',
    strong:
      'Actúa como responsable de selección de equipos comerciales. Prepara 10 preguntas para entrevistar a un candidato de ventas de una empresa de software. En cada pregunta, lo que una buena respuesta debe mostrar (la habilidad o el ejemplo que hay que escuchar). Tono claro y profesional; nada de preguntas sobre su vida privada.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-interview-as-quiz',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'give me questions to interview a candidate for a barista job',
    weak:
      'Act as the manager of a busy specialty coffee shop. Give me 8 questions to interview a candidate for a barista job: for each one, four answer options and the correct answer marked. Friendly tone; nothing about age, religion or family plans.',
    strong:
      'Act as the manager of a busy specialty coffee shop. Give me 8 questions to interview a candidate for a barista job: for each one, what a strong answer shows (speed under pressure, care with customers, milk technique). Friendly tone; nothing about age, religion or family plans.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-raise-advice-as-explainer',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'how do i ask for a raise',
    weak:
      'Act as a career coach for office workers. How do I ask for a raise? Start with the central idea in one sentence, then explain how it works step by step, with an everyday example. My yearly review is in three weeks. Friendly tone, under 400 words, as a numbered list, for someone who has never negotiated pay.',
    strong:
      'Act as a career coach for office workers. How do I ask for a raise? Give me the steps in order: how to prepare the evidence of my results, when to ask, what to say in the first minute of the meeting and how to answer a "not now". My yearly review is in three weeks. Friendly tone, under 400 words, as a numbered list, for someone who has never negotiated pay.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-consejo-como-explicacion',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'como le digo a mi compañero de piso que limpie la cocina sin que se enfade',
    weak:
      'Actúa como mediador de conflictos de convivencia. Cómo le digo a mi compañero de piso que limpie la cocina sin que se enfade. Empieza por la idea central en una frase y después explica cómo funciona, paso a paso, con un ejemplo cotidiano. Tono cercano, en menos de 250 palabras.',
    strong:
      'Actúa como mediador de conflictos de convivencia. Cómo le digo a mi compañero de piso que limpie la cocina sin que se enfade: dame qué decirle en dos o tres frases, cuándo decírselo y cómo proponer un turno de limpieza semanal si se pone a la defensiva. Tono cercano, en menos de 250 palabras.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-hashtags-as-post',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'generate 20 hashtags for a bakery instagram',
    weak:
      'Act as a social media strategist for small food businesses. Generate 20 hashtags for a bakery Instagram in Leeds that sells sourdough and cinnamon buns. Format: a hook in the first line; the body in short paragraphs; a call to action. Warm tone, no emojis.',
    strong:
      'Act as a social media strategist for small food businesses. Generate 20 hashtags for a bakery Instagram in Leeds that sells sourdough and cinnamon buns: a mix of 5 local ones (Leeds, Yorkshire), 10 about the products and 5 broad ones, one per line, with no spaces and none banned or spammy.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-nombres-como-post',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'dame 10 nombres para mi floristeria de barrio',
    weak:
      'Actúa como experta en marcas para pequeños comercios. Dame 10 nombres para mi floristería de barrio en Valencia, especializada en flor de temporada. Formato: una primera línea que enganche; el texto en párrafos cortos; una llamada a la acción. Tono cálido y cercano.',
    strong:
      'Actúa como experta en marcas para pequeños comercios. Dame 10 nombres para mi floristería de barrio en Valencia, especializada en flor de temporada: cortos, fáciles de pronunciar y de recordar, sin juegos de palabras forzados, en una lista numerada con una línea que explique la idea de cada uno. Tono cálido y cercano.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-dumbbells-as-running-plan',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: "give me a workout plan for 3 days a week, I'm a beginner and only have dumbbells",
    weak:
      "Act as a personal trainer for beginners. Give me a workout plan for 3 days a week; I'm a beginner and only have dumbbells. Format: a table by weeks and days: the type of session (easy run, intervals, strength, rest…), its duration or distance and its intensity. Practical tone.",
    strong:
      "Act as a personal trainer for beginners. Give me a workout plan for 3 days a week; I'm a beginner and only have dumbbells. Format: a table per training day with each exercise, the muscle group, sets, reps and rest between sets; a warm-up; how to progress week by week (more weight or more reps). Practical tone.",
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-mancuernas-como-plan-de-carrera',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'hazme una rutina de fuerza de 4 dias con mancuernas y una barra',
    weak:
      'Actúa como entrenador personal de fuerza. Hazme una rutina de fuerza de 4 días con mancuernas y una barra, para alguien que entrena en casa. Formato: una tabla por semanas y días: el tipo de sesión (rodaje suave, series, tirada larga, descanso…), su duración o distancia y su intensidad. Quiero ganar fuerza para la montaña. Tono práctico; sin máquinas de gimnasio.',
    strong:
      'Actúa como entrenador personal de fuerza. Hazme una rutina de fuerza de 4 días con mancuernas y una barra, para alguien que entrena en casa. Formato: una tabla por día con cada ejercicio, el grupo muscular, las series, las repeticiones y el descanso; el calentamiento; cómo progresar cada semana. Quiero ganar fuerza para la montaña. Tono práctico; sin máquinas de gimnasio.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-packing-list-as-itinerary-count-lost',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'make me a packing list for 5 days of hiking in the Scottish Highlands in May',
    weak:
      'Act as an experienced hill walker who guides trips in Scotland. Make me a packing list for days of hiking in the Scottish Highlands in May: grouped by clothing, gear, food and first aid, one item per line, with a note on what to do if it rains. No brand names.',
    strong:
      'Act as an experienced hill walker who guides trips in Scotland. Make me a packing list for 5 days of hiking in the Scottish Highlands in May: grouped by clothing, gear, food and first aid, one item per line, with a note on what to do if it rains. No brand names.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-cuenta-perdida-menu',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'propon un menu de 3 platos para una cena de 8 personas, uno es vegano',
    weak:
      'Actúa como cocinera de eventos. Propón un menú para una cena de personas, una de ellas vegana: entrante, principal y postre, con lo que se puede preparar la víspera y una lista de la compra. Que el plato vegano no parezca un añadido; nada con frutos secos.',
    strong:
      'Actúa como cocinera de eventos. Propón un menú de 3 platos para una cena de 8 personas, una de ellas vegana: entrante, principal y postre, con lo que se puede preparar la víspera y una lista de la compra. Que el plato vegano no parezca un añadido; nada con frutos secos.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-language-lost-thank-you',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'write a thank-you note to my neighbour who fed my cat for two weeks while I was in hospital',
    weak:
      'Actúa como alguien que escribe notas de agradecimiento cálidas. Escribe una nota de agradecimiento a mi vecina, que dio de comer a mi gato durante dos semanas mientras yo estaba en el hospital: menciona al gato por su nombre, Miso, y ofrécele una cena en casa. Tono cálido y sencillo, menos de 80 palabras.',
    strong:
      'Act as someone who writes warm thank-you notes. Write a thank-you note to my neighbour, who fed my cat for two weeks while I was in hospital: mention the cat by name, Miso, and offer her dinner at my place. Warm and simple, under 80 words.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-idioma-perdido-aviso',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'escribe un aviso para el grupo de vecinos: el martes cortan el agua de 9 a 14 h por obras',
    weak:
      'Act as the chair of a residents association. Write a notice for the neighbours\' group chat: on Tuesday the water will be cut from 9 am to 2 pm because of building works. Say what to do beforehand (fill a few bottles) and who to call with questions. Friendly, under 70 words.',
    strong:
      'Actúa como presidenta de una comunidad de vecinos. Escribe un aviso para el grupo de vecinos: el martes cortan el agua de 9 a 14 h por obras. Di qué hacer antes (llenar unas botellas) y a quién llamar si hay dudas. Tono cercano, menos de 70 palabras.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-good-prompt-shredded',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf:
      'You are a senior data engineer. Review the Airflow DAG below for retries, idempotency and backfill safety. List each issue with its line, why it matters and a fix, most severe first. Do not rewrite the whole DAG.\n\n```python\nwith DAG(\'daily_sales\', schedule=\'@daily\', catchup=True) as dag:\n    load = PythonOperator(task_id=\'load\', python_callable=load_sales, retries=0)\n    upsert = PostgresOperator(task_id=\'upsert\', sql=\'INSERT INTO sales SELECT * FROM staging\')\n    load >> upsert\n```',
    weak:
      'Act as an expert in technology.\n\nTask: Explain how it works step by step, with an everyday example.\n\nTone: educational and approachable.\n\nFormat: the central idea in one sentence; the explanation in parts, with subheadings; a closing summary in 3 bullet points.\n\nLength: between 250 and 400 words.',
    strong:
      'You are a senior data engineer. Review the Airflow DAG below for retries, idempotency and backfill safety. List each issue with its line, why it matters and a fix, most severe first. Do not rewrite the whole DAG; if it is already safe on a point, say so in one line.\n\n```python\nwith DAG(\'daily_sales\', schedule=\'@daily\', catchup=True) as dag:\n    load = PythonOperator(task_id=\'load\', python_callable=load_sales, retries=0)\n    upsert = PostgresOperator(task_id=\'upsert\', sql=\'INSERT INTO sales SELECT * FROM staging\')\n    load >> upsert\n```',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-prompt-bueno-triturado',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf:
      'Eres nutricionista deportiva. Diseña un plan de desayunos de 7 días para una ciclista de 40 años que entrena a las 7 de la mañana y no tolera la lactosa. Cada desayuno con sus cantidades y su aporte aproximado de hidratos y proteína. Nada de suplementos.',
    weak:
      'Actúa como un experto.\n\nTarea: Escribe el texto completo, listo para publicar.\n\nTono: cercano y natural, sin sonar a anuncio.\n\nFormato: una primera línea que enganche; el texto en párrafos cortos; una llamada a la acción.\n\nExtensión: entre 50 y 150 palabras.',
    strong:
      'Eres nutricionista deportiva. Diseña un plan de desayunos de 7 días para una ciclista de 40 años que entrena a las 7 de la mañana y no tolera la lactosa. Cada desayuno con sus cantidades y su aporte aproximado de hidratos y proteína, en una tabla por días. Nada de suplementos ni de productos con lactosa.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-toast-as-email',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: "write a 2-minute toast for my sister's wedding, she met her husband at a climbing gym",
    weak:
      "Act as a wedding speechwriter. Write an email to the guests of my sister's wedding about how she met her husband at a climbing gym: a subject line, a warm greeting, the story, and a sign-off. Funny but tender; under 300 words; no in-jokes only the family gets.",
    strong:
      "Act as a wedding speechwriter. Write a 2-minute toast for my sister's wedding: she met her husband at a climbing gym, so open with that story, say one thing I admire in each of them, and end by raising a glass. Funny but tender, easy to say aloud; no in-jokes only the family gets.",
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-brindis-como-post',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'escribe un brindis de 2 minutos para la jubilacion de mi jefa, lleva 30 años en la empresa',
    weak:
      'Actúa como redactora de discursos. Escribe un post de LinkedIn sobre la jubilación de mi jefa, que lleva 30 años en la empresa: un gancho, lo que aprendimos de ella, tres hashtags. Tono emotivo y con humor, sin tópicos.',
    strong:
      'Actúa como redactora de discursos. Escribe un brindis de 2 minutos para la jubilación de mi jefa, que lleva 30 años en la empresa: una anécdota de sus primeros años, lo que aprendimos de ella y un final que invite a levantar la copa. Tono emotivo y con humor, fácil de decir en voz alta; sin tópicos.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-lesson-plan-as-quiz',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'plan a 45-minute lesson on the water cycle for my year 4 class',
    weak:
      'Act as a primary school teacher. Write a 45-minute quiz on the water cycle for my year 4 class: 15 multiple-choice questions with the correct answer marked. Simple words and a playful tone; no experiments that need a lab.',
    strong:
      'Act as a primary school teacher. Plan a 45-minute lesson on the water cycle for my year 4 class: a 5-minute hook, a 15-minute explanation with a drawing on the board, a 20-minute activity in pairs and a 5-minute check. Simple words and a playful tone; no experiments that need a lab.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-receta-como-articulo',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'dame una receta de lentejas para 4 personas que se haga en menos de 40 minutos',
    weak:
      'Actúa como cocinero casero. Escribe un artículo de blog de 1.200 palabras sobre las lentejas: su historia, sus beneficios y trucos para cocinarlas en menos de 40 minutos para 4 personas. Tono cercano; nada de ingredientes caros.',
    strong:
      'Actúa como cocinero casero. Dame una receta de lentejas para 4 personas que se haga en menos de 40 minutos: los ingredientes con sus cantidades y los pasos numerados, con el tiempo de cada uno. Tono cercano; nada de ingredientes caros ni de olla exprés.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-faq-count-changed',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'write 6 FAQ answers for my dog walking business in Bristol',
    weak:
      'Act as a copywriter for local service businesses. Write 10 FAQ answers for my dog walking business in Bristol: prices, group size, what happens in the rain, insurance and cancellations. Each answer under 50 words, friendly and clear.',
    strong:
      'Act as a copywriter for local service businesses. Write 6 FAQ answers for my dog walking business in Bristol: prices, group size, what happens in the rain, insurance, keys and cancellations. Each answer under 50 words, friendly and clear, with the question first.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-preguntas-de-primera-cita-como-test',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'dame preguntas para conocer mejor a mi pareja en una cena',
    weak:
      'Actúa como terapeuta de pareja. Dame 12 preguntas para conocer mejor a mi pareja en una cena: cada una con tres opciones de respuesta y la respuesta correcta. Tono ligero y cariñoso, en una lista numerada. No incluyas preguntas sobre exparejas.',
    strong:
      'Actúa como terapeuta de pareja. Dame 12 preguntas para conocer mejor a mi pareja en una cena, de las más ligeras a las más profundas, abiertas, que no se respondan con sí o no. Tono ligero y cariñoso, en una lista numerada. No incluyas preguntas sobre exparejas.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-podcast-names-as-script',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'give me 10 names for a podcast about urban gardening',
    weak:
      'Act as a podcast producer. Write the script of the first episode of a podcast about urban gardening: an intro, three segments and an outro, about 20 minutes read aloud. Relaxed, curious tone for people with only a balcony.',
    strong:
      'Act as a naming expert for podcasts. Give me 10 names for a podcast about urban gardening for people with only a balcony: short, easy to say aloud and to search for, no puns on "grow", each with one line on the idea behind it.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-pregunta-factica-como-explicacion',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'cuanto tarda en cocerse un huevo duro',
    weak:
      'Actúa como divulgador de cocina. Cuánto tarda en cocerse un huevo duro: empieza por la idea central en una frase y después explica cómo funciona, paso a paso, con un ejemplo cotidiano; un resumen final en 3 viñetas. Entre 250 y 400 palabras.',
    strong:
      'Actúa como cocinero con experiencia. Cuánto tarda en cocerse un huevo duro: dame el tiempo desde que hierve el agua para un huevo mediano sacado de la nevera, cómo saber que está hecho y cómo evitar que se agriete, en 3 frases como máximo.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s9-twitter-bio-cap-over-limit',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: "write a bio for my twitter, i'm a data scientist who loves coffee and cats",
    weak:
      "Act as a social media strategist who writes bios people follow. Write a bio for my Twitter: I'm a data scientist who loves coffee and cats. Give me 3 options, witty but not cringe, no hashtags, each no more than 280 characters.",
    strong:
      "Act as a social media strategist who writes bios people follow. Write a bio for my Twitter: I'm a data scientist who loves coffee and cats. Give me 3 options, witty but not cringe, no hashtags, each no more than 160 characters.",
    strongHasHeadings: false,
  },
  {
    id: 'es-s9-bio-instagram-tope-por-encima',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'escribe una bio para mi instagram, soy fotografa de bodas en Sevilla',
    weak:
      'Actúa como experta en redes sociales para fotógrafos. Escribe una bio para mi Instagram: soy fotógrafa de bodas en Sevilla. Dame 3 opciones con un tono cálido y elegante, sin hashtags, cada una de como máximo 300 caracteres y con cómo reservar.',
    strong:
      'Actúa como experta en redes sociales para fotógrafos. Escribe una bio para mi Instagram: soy fotógrafa de bodas en Sevilla. Dame 3 opciones con un tono cálido y elegante, sin hashtags, cada una de como máximo 150 caracteres y con cómo reservar.',
    strongHasHeadings: false,
  },
];

/**
 * The score's tenth round (28 Nov 2026, the lead's fresh set 34): a strong prompt that states its task as "Tu tarea
 * es crear…" / "Your task is to write…" scored 3.5, read as asking for nothing. Spread into `analysisPairs`.
 */
const scoreTenthRound: AnalysisPair[] = [
  {
    id: 'es-s10-tu-tarea-es',
    language: 'es',
    weakKind: 'vague',
    weak: 'Eres un experto en marketing. Ayúdame con el email marketing de mi tienda.',
    strong:
      'Eres un experto en marketing digital con 10 años de experiencia. Tu tarea es crear una estrategia de email marketing para una tienda de ropa sostenible. Incluye: segmentación, 4 emails de bienvenida con asunto y objetivo, y métricas a seguir. Formato: tabla. Tono profesional.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s10-your-task-is-to',
    language: 'en',
    weakKind: 'vague',
    weak: 'You are a copywriter. Help me with some emails for my shoe store.',
    strong:
      'You are a senior copywriter. Your task is to write three subject lines for a spring sale email for a shoe store, aimed at returning customers. Each under 50 characters, playful tone, no discount codes.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s10-fact-as-explainer',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'what is the capital of australia',
    weak: 'Act as a geography teacher. What is the capital of australia? Start with the central idea in one sentence, then explain how it works step by step, with an everyday example. Friendly tone, for a 12-year-old, in short paragraphs.',
    strong: 'Act as a geography teacher. What is the capital of australia? Give the answer in the first sentence, then two sentences on why it was chosen over Sydney and Melbourne. Friendly tone, for a 12-year-old, in short paragraphs.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s10-cambio-de-carrera-como-examen',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'soy enfermera y quiero cambiarme de profesión a diseño UX, hazme un plan de 6 meses',
    weak: 'Actúa como orientadora profesional. Soy enfermera y quiero cambiarme de profesión a diseño UX: hazme un plan de 6 meses con 10 horas a la semana, en una tabla por meses con qué temas estudiar, cómo practicarlos con simulacros y un simulacro antes del examen. Sin cursos de pago de más de 200 euros. Tono práctico, en menos de 400 palabras.',
    strong: 'Actúa como orientadora profesional. Soy enfermera y quiero cambiarme de profesión a diseño UX: hazme un plan de 6 meses con 10 horas a la semana, en una tabla por meses con qué aprender, qué proyecto de portafolio hacer y con quién hablar, y cuándo empezar a enviar candidaturas. Sin cursos de pago de más de 200 euros. Tono práctico, en menos de 400 palabras.',
    strongHasHeadings: false,
  },
];

/**
 * The score's eleventh round (28 Nov 2026, the twenty-fourth round's fresh professional prompts): a report that sizes its
 * executive summary ("1 to 3 pages; the executive summary no longer than 5 lines", the optimizer's own report length)
 * scored 5.9, read as two lengths of the whole that contradict each other. A part's size is not the whole's. Spread into
 * `analysisPairs`.
 */
const scoreEleventhRound: AnalysisPair[] = [
  {
    id: 'es-s11-resumen-ejecutivo-con-su-extension',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Escribe un informe sobre la caída de ventas de octubre de 3 páginas en no más de 5 líneas.',
    strong:
      'Actúa como un analista de negocio. Escribe un informe sobre la caída de ventas de octubre para el comité de dirección: el resumen ejecutivo, de no más de 5 líneas; las cifras clave en una tabla; el análisis de las causas y los próximos pasos con responsable. De 1 a 3 páginas, tono neutro, sin inventar cifras.',
    strongHasHeadings: false,
    strongAtTop: true,
  },
  {
    id: 'en-s11-executive-summary-sized',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Write a report on our website traffic drop in october, 3 pages long, in no more than 5 lines.',
    strong:
      'Act as a business analyst. Write a report on our website traffic drop in october for the marketing team, 1 to 3 pages; the executive summary no longer than 5 lines, then the key figures in a table, the likely causes and the next steps with owners. Neutral tone; do not make up figures.',
    strongHasHeadings: false,
    strongAtTop: true,
  },
  {
    id: 'en-s11-tagged-sections',
    language: 'en',
    weakKind: 'keyword-bag',
    weak: '<role>Expert</role>\n<task></task>\n<constraints></constraints>\n<format></format>',
    strong:
      '<role>You are a customer support lead at an online homeware shop</role>\n<task>Write a reply to a customer whose order arrived damaged</task>\n<constraints>Apologize once, offer a replacement or refund, under 120 words</constraints>\n<format>Plain text email with subject line</format>',
    strongHasHeadings: true,
    strongAtTop: true,
  },
  {
    id: 'es-s11-secciones-con-etiquetas',
    language: 'es',
    weakKind: 'keyword-bag',
    weak: '<rol></rol>\n<tarea></tarea>\n<contexto></contexto>\n<formato></formato>',
    strong:
      '<rol>Eres un profesor de matemáticas de secundaria</rol>\n<tarea>Crea 5 problemas de ecuaciones de primer grado con su solución</tarea>\n<restricciones>Nivel 2º de ESO, contextos de la vida diaria</restricciones>\n<formato>Lista numerada; la solución al final</formato>',
    strongHasHeadings: true,
    strongAtTop: true,
  },
];

/**
 * The score's twelfth round (28 Nov 2026, 54 fresh prompts): contradictions of meaning. A vegetarian recipe "with minced
 * meat", "sin emojis" and "añade emojis", "no spoilers" and "tell the ending", an anonymous letter signed with the writer's
 * name, at most 3 tips that must cover 6 points, beginners and undefined advanced terms scored up to 10 "Excelente" (all 8
 * pairs fail before). Weak: the contradictory prompt; strong: the same prompt made consistent. Spread into `analysisPairs`.
 */
const scoreTwelfthRound: AnalysisPair[] = [
  {
    id: 'es-s12-receta-vegetariana-con-carne',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Actúa como un chef de cocina casera. Escribe una receta vegetariana para 4 personas para una cena entre semana. Incluye carne picada para que tenga más proteína. Lista de ingredientes y pasos numerados.',
    strong:
      'Actúa como un chef de cocina casera. Escribe una receta vegetariana para 4 personas para una cena entre semana con niños de 6 y 9 años: sin carne ni pescado, con lentejas o garbanzos como proteína y lista en 30 minutos. Dame la lista de ingredientes con cantidades y los pasos numerados, en menos de 300 palabras y con un tono cercano.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s12-vegan-recipe-with-parmesan',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Act as a home cook. Write a vegan dinner recipe for two for a weeknight after work, for people who are new to cooking. Top it with grated parmesan cheese and a fried egg. List the ingredients with quantities, then numbered steps, under 300 words, in a friendly tone.',
    strong:
      'Act as a home cook. Write a vegan dinner recipe for two for a weeknight after work, for people who are new to cooking: no meat, dairy or eggs, with tofu or chickpeas for protein. List the ingredients with quantities, then numbered steps, under 300 words, in a friendly tone.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s12-sin-emojis-y-emojis',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Redacta un post de Instagram para mi cafetería anunciando el nuevo brunch de los domingos. Sin emojis, que queremos una imagen seria. Añade emojis de café y de croissant al final. Máximo 80 palabras.',
    strong:
      'Redacta un post de Instagram para mi cafetería de barrio anunciando el nuevo brunch de los domingos, para clientes jóvenes del barrio. Sin emojis, que queremos una imagen seria: termina con una pregunta que invite a reservar y 3 hashtags. Máximo 80 palabras, tono cercano pero cuidado.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s12-price-kept-out-and-asked',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Write a product launch email for our new CRM for small agencies. Don\'t mention the price, we want them to book a demo. Include the price of each plan in a table.',
    strong:
      'Act as a B2B email copywriter. Write a product launch email for our new CRM, aimed at owners of small marketing agencies who juggle clients in spreadsheets. Don\'t mention the price, since we want them to book a demo: include a subject line, three benefits in bullet points and one call to action to book a 20-minute demo. Under 150 words, confident and friendly tone.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s12-sin-spoilers-y-el-final',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Actúa como crítico de series. Haz una reseña para mi blog de la serie Dark sin spoilers, para gente que no la ha visto y duda si empezarla. Cuenta el final y quién es realmente Adam. En unas 250 palabras, con una nota del 1 al 10 al final y un tono entusiasta.',
    strong:
      'Actúa como crítico de series. Haz una reseña para mi blog de la serie Dark sin spoilers, para gente que no la ha visto y duda si empezarla: cuenta el planteamiento del primer episodio, el tono y a quién le gustará, sin revelar giros. En unas 250 palabras, con una nota del 1 al 10 al final y un tono entusiasta.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s12-anonymous-signed',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Write an anonymous complaint to HR about my manager\'s behaviour in meetings: he interrupts women on the team and takes credit for our ideas. Describe three recent examples with dates and ask for a confidential review. Sign it with my full name, Daniel Price. Formal, factual tone, under 250 words, as a plain email with a subject line.',
    strong:
      'Write an anonymous complaint to HR about my manager\'s behaviour in meetings: he interrupts women on the team and takes credit for our ideas. Describe three recent examples with dates, ask for a confidential review, and leave out anything that could identify me. Formal, factual tone, under 250 words, as a plain email with a subject line.',
    strongHasHeadings: false,
  },
  {
    id: 'es-s12-tres-consejos-seis-puntos',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Dame no más de 3 consejos para preparar una entrevista de trabajo de atención al cliente. Tienen que salir estos puntos: puntualidad, vestimenta, investigar la empresa, preguntas preparadas, lenguaje corporal y seguimiento por correo.',
    strong:
      'Actúa como orientadora laboral. Dame 6 consejos para preparar mi primera entrevista de trabajo de atención al cliente, uno por cada uno de estos puntos: puntualidad, vestimenta, investigar la empresa, preguntas preparadas, lenguaje corporal y seguimiento por correo. Cada consejo en una lista numerada, con una frase de ejemplo, en menos de 250 palabras y con un tono animado.',
    strongHasHeadings: false,
  },
  {
    id: 'en-s12-beginners-advanced-terms',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Act as a patient teacher. Explain how neural networks learn, for complete beginners with no maths background: use one everyday analogy and end with a three-question quiz. Use advanced technical terms like backpropagation and cross-entropy loss without defining them. Under 400 words, in short paragraphs, friendly tone.',
    strong:
      'Act as a patient teacher. Explain how neural networks learn, for complete beginners with no maths background: use one everyday analogy, define each technical term like backpropagation in one plain sentence the first time it appears, and end with a three-question quiz. Under 400 words, in short paragraphs, friendly tone.',
    strongHasHeadings: false,
  },
];

/**
 * The score's thirteenth round (the lead's fresh set 51): a tutor's conversation that says how to start, against a vague ask
 * for the same help. The strong one scored 3.5, read as asking for nothing. Spread into `analysisPairs`.
 */
const scoreThirteenthRound: AnalysisPair[] = [
  {
    id: 'en-socratic-tutor-conversation',
    language: 'en',
    weakKind: 'vague',
    weak: 'help me with fractions',
    strong:
      'I want you to act as a Socratic tutor for a 12-year-old learning fractions. Never give the answer directly; ask one guiding question at a time, wait for my reply, and praise effort, not just correct answers. Start by asking what I already know about fractions.',
    strongHasHeadings: false,
  },
  {
    id: 'es-profesor-de-ingles-conversacion',
    language: 'es',
    weakKind: 'vague',
    weak: 'ayúdame con el inglés',
    strong:
      'Quiero que actúes como mi profesor de inglés para una entrevista de trabajo en una empresa de software. Empieza preguntándome mi nivel y el puesto, y después hazme una pregunta de entrevista cada vez; corrige cada respuesta mía con una explicación breve y una versión mejor.',
    strongHasHeadings: false,
  },
];

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
  // Fourth round of the score (the `-r4-` pairs, 15 Spanish, 15 English): written for this round in the shapes of
  // the published guides (Anthropic's and OpenAI's prompt-engineering guides, the BPO paper's weak/optimized pairs),
  // then the analysis was fixed by class on them; busy weak prompts, strong ones with and without headings, and
  // equally well-written rewrites of one request where one changed the deliverable, a count or the language.

  {
    id: 'es-r4-prosa-con-todo-sin-apartados',
    language: 'es',
    weakKind: 'vague',
    weak: 'ayudame con un mensaje para los padres del cole',
    strong:
      'Eres la coordinadora de 3.º de primaria de un colegio público de Getafe. Redacta un mensaje para las familias de la clase avisando de que la excursión a la granja escuela pasa del jueves 12 al viernes 13 de marzo por la previsión de lluvia. Muchas familias leen en el móvil y algunas no dominan el español, así que usa frases cortas y un tono amable. Que no pase de 120 palabras, que diga que el autobús sale a las 9:00 y que la autorización firmada sigue valiendo, y termina pidiendo que confirmen por la agenda.',
    strongHasHeadings: false,
    strongAtTop: true,
  },
  {
    id: 'es-r4-bolsa-de-apartados-vs-apartados',
    language: 'es',
    weakKind: 'keyword-bag',
    weak: 'Objetivo, contexto, público, tono, formato, longitud, restricciones, ejemplos, salida esperada',
    strong: [
      '## Tarea',
      'Escribe la descripción del taller "Cerámica para principiantes" para la web de nuestro estudio en Valencia.',
      '',
      '## Contexto',
      'Son 4 sesiones de 2 horas los martes de mayo, 120 € con el barro y la cocción incluidos, grupos de 8 personas como máximo.',
      '',
      '## Público',
      'Adultos que nunca han tocado el torno y buscan un plan tranquilo después del trabajo.',
      '',
      '## Formato',
      'Un párrafo de unas 80 palabras y después una lista con fechas, precio y qué traer.',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'es-r4-marcadores-vs-prosa',
    language: 'es',
    weakKind: 'placeholder-template',
    weak: 'Actúa como [rol]. Escribe [tipo de texto] sobre [tema] para [público objetivo]. Extensión: [número] palabras. Tono: [tono].',
    strong:
      'Actúa como un asesor fiscal que explica las cosas sin jerga. Escribe una guía breve para autónomos que empiezan este año sobre cómo presentar el modelo 130 de pagos fraccionados: cuándo toca, qué ingresos y gastos entran y qué pasa si sale a cero. Unas 300 palabras, en pasos numerados, y sin citar artículos de la ley.',
    strongHasHeadings: false,
    strongAtTop: true,
    weakAtMost: 4.9,
  },
  {
    id: 'es-r4-relleno-vs-peticion',
    language: 'es',
    weakKind: 'boilerplate',
    weak: 'Eres un experto de primer nivel. Da la mejor respuesta posible, sé claro, detallado y preciso. No inventes nada y responde de forma completa y profesional.',
    strong:
      'Necesito preparar la entrevista para un puesto de enfermera de quirófano en un hospital privado de Bilbao. Hazme 8 preguntas que me puedan hacer, de las técnicas a las de trabajo en equipo, y para cada una una respuesta modelo de 3 o 4 frases basada en mis 5 años en la UCI del Hospital de Cruces. Nada de respuestas de manual del tipo "soy perfeccionista".',
    strongHasHeadings: false,
    weakAtMost: 6.9,
  },
  {
    id: 'es-r4-dos-longitudes',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Escribe una reseña del restaurante Casa Lola de Cádiz en 50 palabras como máximo, que ocupe dos páginas, con tono formal y algo de humor.',
    strong:
      'Escribe una reseña del restaurante Casa Lola de Cádiz para mi blog de comida, de unas 250 palabras. Fuimos un sábado por la noche, pedimos tortillitas de camarones, atún encebollado y tocino de cielo, y pagamos 32 € por persona con vino. Destaca el servicio, que fue rápido y simpático, y menciona con honestidad que hubo 40 minutos de espera sin reserva. Tono cercano, en primera persona.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-cuenta-que-no-cuadra',
    language: 'es',
    weakKind: 'contradiction',
    weak: 'Dame 5 preguntas para la reunión de evaluación con mi equipo. Quiero las 8 preguntas numeradas y con una línea de explicación cada una.',
    strong:
      'Soy jefa de un equipo de 6 personas de atención al cliente y la semana que viene tengo las reuniones individuales de evaluación. Dame 8 preguntas abiertas para esas reuniones, numeradas y con una línea que explique qué quiero averiguar con cada una. Que sirvan para hablar de carga de trabajo y de crecimiento, no de errores concretos.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-sin-entregable-panaderia',
    language: 'es',
    weakKind: 'no-deliverable',
    weak: 'Tengo una panadería en Burgos desde hace 20 años, hacemos pan de masa madre. El público es gente del barrio. Tono cercano, formato lista, extensión corta.',
    strong:
      'Tengo una panadería en Burgos desde hace 20 años y hacemos pan de masa madre. Escribe el texto de un cartel para el escaparate que anuncie que a partir de enero abrimos también los domingos de 8 a 14 h. Está pensado para la gente del barrio que pasa por delante: tono cercano, un titular de 6 palabras como máximo y dos líneas debajo.',
    strongHasHeadings: false,
    weakAtMost: 3.9,
  },
  {
    id: 'es-r4-sql-sin-tono-ni-publico',
    language: 'es',
    weakKind: 'vague',
    weak: 'haz una consulta sql de las ventas',
    strong:
      'Escribe una consulta SQL para PostgreSQL que devuelva el total facturado por mes en 2025, a partir de la tabla pedidos(id, cliente_id, total, estado, creado_en). Excluye los pedidos con estado \'cancelado\', agrupa por mes con date_trunc y ordena del mes más reciente al más antiguo. Devuelve solo la consulta, con un comentario breve en cada cláusula.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-traduccion-con-el-texto',
    language: 'es',
    weakKind: 'vague',
    weak: 'traduce esto al inglés',
    strong:
      'Traduce al inglés británico el aviso que pego abajo para los huéspedes de mi apartamento turístico en Granada. Mantén el trato de usted, los horarios tal cual y el nombre de la calle sin traducir.\n\nAviso: """La entrada es a partir de las 15:00 y la salida antes de las 11:00. Las llaves se recogen en la cafetería de la calle Elvira, 12. Por favor, no dejen bolsas de basura en el rellano."""',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-reescritura-ideas-a-guiones',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'dame 6 ideas de reels para mi floristería',
    weak:
      'Actúa como creador de contenido para pequeños comercios. Escribe los 6 guiones completos de reels de Instagram para una floristería de barrio, escena por escena y con el texto en pantalla, pensados para clientes de 25 a 45 años que compran ramos para regalar. Tono cálido y natural, sin sonar a anuncio.',
    strong:
      'Actúa como creador de contenido para pequeños comercios. Dame 6 ideas de reels de Instagram para una floristería de barrio, cada una en una línea con el gancho de los primeros segundos, pensadas para clientes de 25 a 45 años que compran ramos para regalar. Tono cálido y natural, sin sonar a anuncio.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-reescritura-traduccion-a-ensayo',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'traduce al inglés la carta de mi restaurante que te pego abajo: Croquetas caseras de jamón. Pulpo a la gallega con cachelos. Tarta de queso al horno.',
    weak:
      'Actúa como crítico gastronómico. Escribe un ensayo de unas 600 palabras en inglés sobre la cocina española a partir de estos platos: croquetas caseras de jamón, pulpo a la gallega con cachelos y tarta de queso al horno. Está pensado para turistas británicos que visitan el restaurante; tono culto pero cercano.',
    strong:
      'Actúa como traductor especializado en hostelería. Traduce al inglés la carta de mi restaurante, plato por plato y en el mismo orden, para turistas británicos: croquetas caseras de jamón, pulpo a la gallega con cachelos y tarta de queso al horno. Deja entre paréntesis el nombre original de los platos típicos y no añadas descripciones que no estén en la carta.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-reescritura-dimision-a-presentacion',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'escríbeme una carta de dimisión para mi jefe, me voy el 15 de enero',
    weak:
      'Redacta una carta de presentación dirigida a una empresa nueva en la que destaque mi experiencia y mi motivación para el puesto, mencionando que estaré disponible a partir del 15 de enero. Tono profesional y agradecido, en menos de 200 palabras y con un cierre cordial.',
    strong:
      'Redacta una carta de dimisión dirigida a mi jefe en la que comunique que dejo la empresa y que mi último día será el 15 de enero. Agradece la oportunidad, ofrece ayudar con el traspaso de mis tareas y no des motivos de la salida. Tono profesional y agradecido, en menos de 200 palabras y con un cierre cordial.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-reescritura-doce-a-veinte-preguntas',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'necesito 12 preguntas tipo test sobre la Segunda Guerra Mundial para 4.º de ESO',
    weak:
      'Actúa como profesor de Historia de secundaria. Prepara 20 preguntas tipo test sobre la Segunda Guerra Mundial para alumnos de 4.º de ESO (15-16 años), cada una con 4 opciones y la respuesta correcta marcada, que cubran las causas, los frentes principales, el Holocausto y las consecuencias. Evita fechas demasiado concretas.',
    strong:
      'Actúa como profesor de Historia de secundaria. Prepara 12 preguntas tipo test sobre la Segunda Guerra Mundial para alumnos de 4.º de ESO (15-16 años), cada una con 4 opciones y la respuesta correcta marcada, que cubran las causas, los frentes principales, el Holocausto y las consecuencias. Evita fechas demasiado concretas.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-reescritura-cambia-de-idioma',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'escribe un aviso para los vecinos de la comunidad: la junta es el martes 18 a las 19:30 en el portal',
    weak:
      'Act as the building manager. Write a notice for the residents of the building announcing that the owners\' meeting is on Tuesday the 18th at 7:30 pm in the entrance hall. Keep it friendly and short, under 80 words, and ask them to bring any questions about the lift repair.',
    strong:
      'Actúa como el administrador de la finca. Escribe un aviso para los vecinos de la comunidad que anuncie que la junta de propietarios es el martes 18 a las 19:30 en el portal. Que sea cordial y breve, de menos de 80 palabras, y pide que traigan sus preguntas sobre la reparación del ascensor.',
    strongHasHeadings: false,
  },
  {
    id: 'es-r4-reescritura-tarea-por-marcador',
    language: 'es',
    weakKind: 'other-deliverable',
    rewriteOf: 'resume en 5 puntos el acta de la reunión de vecinos que te pego: se aprobó pintar la fachada en abril, la cuota sube 10 euros y el presidente será Luis.',
    weak: [
      'Rol: administrador de fincas con experiencia.',
      'Tarea: [describe aquí lo que necesitas]',
      'Contexto: acta de la reunión de vecinos: se aprobó pintar la fachada en abril, la cuota sube 10 euros y el presidente será Luis.',
      'Formato: 5 puntos, uno por línea, en lenguaje sencillo para los vecinos.',
    ].join('\n'),
    strong: [
      'Rol: administrador de fincas con experiencia.',
      'Tarea: resume en 5 puntos el acta de la reunión de vecinos.',
      'Contexto: acta de la reunión de vecinos: se aprobó pintar la fachada en abril, la cuota sube 10 euros y el presidente será Luis.',
      'Formato: 5 puntos, uno por línea, en lenguaje sencillo para los vecinos.',
    ].join('\n'),
    strongHasHeadings: true,
  },
  {
    id: 'en-r4-prose-with-everything-no-headings',
    language: 'en',
    weakKind: 'vague',
    weak: 'write something for our newsletter',
    strong:
      'You are the editor of a monthly newsletter for a community garden in Bristol with about 300 subscribers, most of them retired or working parents. Write the lead item announcing the autumn seed swap on Saturday 4 October, 10 am to 1 pm, at the garden shed. Explain in one sentence how the swap works, mention that unlabelled seeds cannot be accepted, and end with a line inviting first-timers. Keep it under 150 words, warm and plain, in two short paragraphs with no headings.',
    strongHasHeadings: false,
    strongAtTop: true,
  },
  {
    id: 'en-r4-bag-of-section-names-vs-headings',
    language: 'en',
    weakKind: 'keyword-bag',
    weak: 'Role / Task / Context / Audience / Tone / Format / Length / Constraints / Examples / Output',
    strong: [
      '# Task',
      'Write the "About us" section for the website of Harbour Lane Dental, a two-dentist practice in Portsmouth.',
      '',
      '# Background',
      'Opened in 2011; open until 8 pm on Thursdays; we treat nervous patients with longer first appointments.',
      '',
      '# Audience',
      'Local families and adults who have avoided the dentist for years.',
      '',
      '# Requirements',
      '- About 120 words, one paragraph.',
      '- Reassuring, not clinical; no prices and no before/after claims.',
    ].join('\n'),
    strongHasHeadings: true,
    weakAtMost: 4.9,
  },
  {
    id: 'en-r4-placeholders-vs-prose',
    language: 'en',
    weakKind: 'placeholder-template',
    weak: 'You are a {role}. Write a {content_type} about {topic} for {audience} in {word_count} words. Include [key points] and end with [call to action].',
    strong:
      'You are a physiotherapist writing for office workers. Write a short guide to five desk stretches that ease neck and lower-back stiffness, each with how to do it in two or three steps, how long to hold it and one common mistake. About 350 words as a numbered list; no equipment, and tell readers to stop if a stretch causes pain.',
    strongHasHeadings: false,
    strongAtTop: true,
    weakAtMost: 4.9,
  },
  {
    id: 'en-r4-boilerplate-vs-request',
    language: 'en',
    weakKind: 'boilerplate',
    weak: 'You are a world-class expert. Think step by step, be thorough, accurate and concise, and give the best possible answer. Do not hallucinate and always be professional.',
    strong:
      'I am moving from London to Lisbon in June with my partner and our 7-year-old daughter. Make a checklist of the paperwork we need to sort out in the first 90 days, grouped by who handles it (Portuguese tax office, town hall, school, health centre), with one line on what each step needs. We are UK citizens; skip anything about buying property.',
    strongHasHeadings: false,
    weakAtMost: 6.9,
  },
  {
    id: 'en-r4-two-lengths',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Write a short product description of 600 to 800 words for our bamboo toothbrush, no more than 3 sentences, casual but very formal.',
    strong:
      'Write a product description for our bamboo toothbrush for the shop page of our Etsy store. It has a compostable handle, charcoal-infused bristles and comes in a pack of 4 for £9. Our buyers care about plastic waste but dislike preachy copy, so keep it light and factual: 3 sentences, then 4 bullet points with the specifications.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-count-that-disagrees',
    language: 'en',
    weakKind: 'contradiction',
    weak: 'Give me 3 taglines for my bakery. I want 10 taglines, each under 8 words.',
    strong:
      'Give me 10 taglines for Crumb & Co., a small sourdough bakery in Leeds that sells out by noon most days. Each under 8 words, playful but not punny, and at least three of them should hint that you need to come early. List them numbered, no explanations.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-no-deliverable-dog-walking',
    language: 'en',
    weakKind: 'no-deliverable',
    weak: 'I run a dog-walking business in Leeds with 3 walkers. Clients are busy professionals. Tone friendly, format bullet points, length short.',
    strong:
      'I run a dog-walking business in Leeds with 3 walkers, and our clients are busy professionals who book by text. Write the welcome message we send to a new client after their first booking: who their walker is, how we send photos after each walk, and how to cancel (24 hours notice). Friendly, as 4 short bullet points, under 80 words.',
    strongHasHeadings: false,
    weakAtMost: 3.9,
  },
  {
    id: 'en-r4-code-review-no-tone-needed',
    language: 'en',
    weakKind: 'vague',
    weak: 'check my code',
    strong:
      'Review the Python function below, which merges two sorted lists, for bugs and unhandled edge cases (empty lists, duplicates, very long inputs). Return a numbered list of issues, each with its severity and a one-line fix, then the corrected function.\n\n```python\ndef merge(a, b):\n    out = []\n    i = j = 0\n    while i < len(a) and j < len(b):\n        if a[i] < b[j]:\n            out.append(a[i]); i += 1\n        else:\n            out.append(b[j]); j += 1\n    return out\n```',
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-extraction-json',
    language: 'en',
    weakKind: 'vague',
    weak: 'get the info out of this email',
    strong:
      'Extract the booking details from the email below as JSON with the keys guest_name, check_in, check_out, guests and special_requests (an array, empty if none). Dates in YYYY-MM-DD; use null for anything the email does not say.\n\nEmail: """Hi, this is Priya Nair. I\'d like to confirm our stay from 14 to 17 August for two adults. Could we have a quiet room away from the lift? Thanks!"""',
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-rewrite-tweet-to-article',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: "write a tweet announcing our app's new dark mode",
    weak:
      "Act as a product marketer for a habit-tracking app. It launches today in version 3.2, after many users asked for it in their reviews. Write a blog article of about 1,200 words announcing the app's new dark mode to existing users, covering why it was built, how to switch it on in Settings and that it follows the phone's system setting. Upbeat and clear, no technical jargon.",
    strong:
      "Act as a product marketer for a habit-tracking app. It launches today in version 3.2, after many users asked for it in their reviews. Write a tweet announcing the app's new dark mode to existing users, saying how to switch it on in Settings and that it follows the phone's system setting. Upbeat and clear, no technical jargon, under 280 characters with one emoji at most.",
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-rewrite-action-items-to-prose',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: "turn my notes from today's standup into action items with owners and deadlines: Ana fixes the login bug by Friday, Tom updates the API docs next week, I book the retro room",
    weak:
      "Act as a project coordinator. Write a prose summary of today's standup in two paragraphs for the team: Ana fixes the login bug by Friday, Tom updates the API docs next week, and I book the retro room. Keep it neutral and factual; do not add tasks that are not in the notes.",
    strong:
      "Act as a project coordinator. Turn the notes from today's standup into action items for the team, one per line with its owner and deadline: Ana fixes the login bug by Friday, Tom updates the API docs next week, and I book the retro room. Keep it neutral and factual; do not add tasks that are not in the notes.",
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-rewrite-resignation-to-cover-letter',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'write a resignation letter to my manager, my last day is March 3',
    weak:
      'Write a cover letter to a hiring manager at a new company that highlights my experience and explains that I am available to start after March 3. Professional and grateful, under 200 words, with a short closing line.',
    strong:
      'Write a resignation letter to my manager saying that I am leaving the company and that my last day is March 3. Thank them for the opportunity, offer to help hand over my work and give no reasons for leaving. Professional and grateful, under 200 words, with a short closing line.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-rewrite-seven-to-three-names',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'give me 7 names for my hiking podcast',
    weak:
      'Act as a naming consultant for audio shows. Suggest 3 names for a podcast about hiking in the UK aimed at beginners who walk at weekends, each with one line on why it works. Easy to say out loud, no puns on "peak", and check that none is already a well-known show.',
    strong:
      'Act as a naming consultant for audio shows. Suggest 7 names for a podcast about hiking in the UK aimed at beginners who walk at weekends, each with one line on why it works. Easy to say out loud, no puns on "peak", and check that none is already a well-known show.',
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-rewrite-switched-language',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: "write a thank-you note to my son's teacher, Mrs Patel, for the end of the school year",
    weak:
      'Actúa como un padre agradecido. Escribe una nota de agradecimiento para la profesora de mi hijo, la señora Patel, por el final del curso escolar. Empezó el curso con dificultades para leer y ahora lee un libro por capítulos cada semana. Menciona lo mucho que ha mejorado en lectura y lo contento que va al colegio; tono cálido y sencillo, de menos de 100 palabras.',
    strong:
      "Act as a grateful parent. Write a thank-you note to my son's teacher, Mrs Patel, for the end of the school year. He started the year struggling to read and now reads a chapter book every week. Mention how much his reading has improved and how happy he is to go to school; warm and simple, under 100 words.",
    strongHasHeadings: false,
  },
  {
    id: 'en-r4-rewrite-task-replaced-by-placeholder',
    language: 'en',
    weakKind: 'other-deliverable',
    rewriteOf: 'write a packing list for a 4-day camping trip in the Lake District with two kids',
    weak: [
      'Role: experienced outdoor guide.',
      'Task: [insert your task here]',
      'Context: a 4-day camping trip in the Lake District with two kids (6 and 9) in late May.',
      'Format: a checklist grouped by category, one item per line.',
      'Requirements: we sleep in a tent and cook on a camping stove; everything must fit in the boot of a small car.',
    ].join('\n'),
    strong: [
      'Role: experienced outdoor guide.',
      'Task: write a packing list for the trip below.',
      'Context: a 4-day camping trip in the Lake District with two kids (6 and 9) in late May.',
      'Format: a checklist grouped by category, one item per line.',
      'Requirements: we sleep in a tent and cook on a camping stove; everything must fit in the boot of a small car.',
    ].join('\n'),
    strongHasHeadings: true,
  },
  ...scoreSixthRound,
  ...scoreSeventhRound,
  ...scoreEighthRound,
  ...scoreNinthRound,
  ...scoreTenthRound,
  ...scoreEleventhRound,
  ...scoreTwelfthRound,
  ...scoreThirteenthRound,
];

/** How many points a strong prompt must score above its weak partner. */
export const strongOverWeakMargin = 2;
/** The least a strong prompt may score: "good" on the 0-10 scale. */
export const strongAtLeast = 6;
/** A rewrite that failed a do-no-harm check must not be called excellent (8 or more). */
export const failedRewriteBelow = 8;
