import type { Language } from '../../../../shared/languages.ts';

/**
 * Weak and strong versions of the same request, written for this project after the published
 * contrasts of OpenAI's prompt-engineering guide ("less effective" / "better"), Anthropic's "be
 * clear and direct" advice and Google's persona-task-context-format guide: a strong prompt says
 * what to produce, for whom and why, with concrete details, a shape and a size; most strong ones
 * here have no headings at all. The analysis must score each strong prompt at least 7 and at least
 * 2 points above its weak twin.
 */
export interface CalibrationPair {
  weak: string;
  strong: string;
}

export const calibrationPairs: Record<Language, CalibrationPair[]> = {
  es: [
    {
      weak: 'escribe un post de instagram sobre mi cafeteria',
      strong:
        'Tengo una cafetería de especialidad en Zaragoza y entre semana por la tarde está medio vacía. Escribe un post de Instagram que anuncie nuestra merienda de 4,50 € (café y tostada) de lunes a jueves de 17 a 19 h, pensado para estudiantes de la universidad de al lado. Tono cercano, máximo 90 palabras y termina con una pregunta para que comenten.',
    },
    {
      weak: 'necesito un correo para pedir un aumento a mi jefe',
      strong:
        'Redacta un correo a mi jefa, Marta, para pedirle una reunión sobre mi salario. Llevo tres años como analista de datos y este año automaticé el informe mensual, lo que ahorra unas 20 horas al mes al equipo. Quiero un tono respetuoso y seguro, sin sonar a exigencia, en menos de 150 palabras, y que proponga dos fechas para vernos la semana que viene.',
    },
    {
      weak: 'resume este artículo',
      strong:
        'Resume el artículo que pego abajo en 5 viñetas de una frase cada una, para un director que no tiene tiempo de leerlo entero. Céntrate en las cifras y en lo que cambia para empresas pequeñas; no añadas opiniones.\n\nTexto: """La nueva normativa europea sobre facturación electrónica obligará a todas las empresas a emitir facturas en formato estructurado a partir de 2027, con un periodo transitorio de dos años para las pymes."""',
    },
    {
      weak: 'dame ideas para un video de tiktok de recetas faciles',
      strong:
        'Dame 8 ideas de vídeos de TikTok de recetas para estudiantes que viven solos y cocinan con un microondas y una sartén. Cada idea en una línea: el gancho de los 3 primeros segundos y el plato. Nada que cueste más de 3 € por ración ni que lleve más de 15 minutos.',
    },
    {
      weak: 'ideas de nombres para mi tienda',
      strong:
        'Propón 10 nombres para una tienda online de ropa de segunda mano para niños que abrimos en Sevilla en marzo. Buscamos algo fácil de pronunciar en español e inglés, de dos palabras como máximo y que no suene a lujo. Preséntalos en una tabla con el nombre, lo que evoca y si el dominio .com suele estar libre.',
    },
    {
      weak: 'explicame la fotosintesis',
      strong:
        'Explica la fotosíntesis a una clase de 2.º de ESO (13-14 años) que ya sabe qué es una célula pero no qué es la clorofila. Usa una comparación con una cocina, tres párrafos cortos y termina con dos preguntas de repaso con su respuesta.',
    },
    {
      weak: 'hazme un plan de entrenamiento',
      strong:
        'Soy una mujer de 38 años, corro 5 km dos veces por semana y quiero terminar una media maratón en octubre, dentro de 16 semanas. Diseña un plan semanal en una tabla (semana, días de carrera, distancia, ritmo) con un máximo de 4 días de entrenamiento y una semana de descarga cada cuatro. No incluyas gimnasio: solo tengo tiempo para correr.',
    },
    {
      weak: 'corrige mi cv',
      strong:
        'Revisa el resumen profesional de mi CV para candidatarme a un puesto de técnico de marketing digital en una agencia de Madrid. Corrige errores, quita frases hechas como «persona proactiva» y deja un párrafo de 60 a 80 palabras que destaque mis dos campañas de Google Ads con un retorno del 300 %.\n\nResumen actual: """Persona proactiva y con ganas de aprender, con experiencia en marketing y redes sociales, busco nuevos retos en una empresa dinámica."""',
    },
    {
      weak: 'haz una funcion que ordene una lista',
      strong:
        'Escribe una función en TypeScript que ordene una lista de pedidos por fecha de entrega y, si coinciden, por importe de mayor a menor. Los pedidos tienen la forma { id: string; entrega: Date; importe: number }. No modifiques la lista original, añade un comentario breve que explique la comparación y dame tres casos de prueba con Vitest.',
    },
    {
      weak: 'escribe un cuento',
      strong:
        'Escribe un cuento de unas 400 palabras para leer en voz alta a niños de 5 años antes de dormir. El protagonista es un erizo que tiene miedo a la oscuridad y descubre las luciérnagas. Frases cortas, un estribillo que se repita tres veces y un final tranquilo, sin moraleja explícita.',
    },
    {
      weak: 'dame consejos para una entrevista',
      strong:
        'Mañana tengo una entrevista para un puesto de enfermera en el Hospital Clínico de Valencia y es la primera desde que terminé la carrera. Dame las 6 preguntas que más probablemente me harán y, para cada una, una respuesta de ejemplo de dos o tres frases basada en mis prácticas en urgencias. Formato de lista numerada.',
    },
    {
      weak: 'traduce esto al ingles',
      strong:
        'Traduce al inglés británico el texto de abajo, que es la descripción de un apartamento turístico en Cádiz para Booking. Mantén el tono cálido, adapta las medidas a metros y pies, y no traduzcas los nombres de las calles.\n\nTexto: """Luminoso apartamento a dos minutos de la playa de la Caleta, con terraza y vistas al mar, ideal para parejas."""',
    },
    {
      weak: 'escribe algo para el blog',
      strong:
        'Escribe un artículo de 800 palabras para el blog de nuestra gestoría, dirigido a autónomos que empiezan, sobre los cinco gastos que pueden deducirse en el IRPF y los tres errores más comunes. Usa subtítulos, un ejemplo con cifras de un diseñador freelance y cierra invitando a pedir cita gratuita.',
    },
    {
      weak: 'revisa esta consulta',
      strong:
        'Revisa esta consulta SQL, que tarda 9 segundos sobre una tabla de 3 millones de clientes en MySQL: SELECT nombre FROM clientes WHERE YEAR(alta) = 2024. Explica por qué no aprovecha el índice de la columna alta, muestra cómo reescribirla y di cómo comprobar la mejora con EXPLAIN.',
    },
    {
      weak: 'Escribe un tuit de 300 palabras sobre la apertura de nuestra librería, en dos párrafos y en una sola frase.',
      strong:
        'Escribe un tuit de menos de 280 caracteres para anunciar que nuestra librería de Gijón abre el sábado 12 de abril a las 10 h, con un 10 % de descuento en novela negra ese día. Tono cercano, sin hashtags y como mucho un emoji.',
    },
    {
      weak: 'ayúdame con una charla para el equipo',
      strong: [
        'Objetivo: una charla de 5 minutos en la reunión mensual para pedir al equipo comercial que use la nueva aplicación de gastos.',
        'Público: 40 comerciales que pasan la semana de viaje y odian el papeleo.',
        'Entregable: el guion diapositiva por diapositiva (6 diapositivas como máximo), con un mensaje y una cifra en cada una.',
        'Hechos: hoy cada nota de gastos lleva 25 minutos; en el piloto, 4; el reembolso llega en 3 días en vez de 20.',
      ].join('\n'),
    },
  ],
  en: [
    {
      weak: 'write an instagram post about my coffee shop',
      strong:
        'I run a small specialty coffee shop in Leeds and weekday afternoons are quiet. Write an Instagram post announcing our £4 afternoon deal (any coffee plus a slice of cake, Monday to Thursday, 3-5 pm), aimed at students from the university next door. Keep it friendly, under 80 words, and end with a question that invites comments.',
    },
    {
      weak: 'i need an email asking my boss for a raise',
      strong:
        'Draft an email to my manager, Priya, asking for a meeting about my salary. I have been a support engineer here for two years and this year I cut our average ticket resolution time from 3 days to 1. The tone should be confident but not demanding, under 150 words, and it should suggest two times next week.',
    },
    {
      weak: 'summarize this article',
      strong:
        'Summarize the article below in 5 bullet points of one sentence each for a CEO who has two minutes to read it. Focus on the figures and on what changes for small retailers; do not add opinions.\n\nText: """From January, card payments under £100 will no longer require a PIN at most UK terminals, according to the banking association, which expects the change to cut queue times by a fifth."""',
    },
    {
      weak: 'ideas for a tiktok video about easy recipes',
      strong:
        'Give me 8 TikTok video ideas for cheap recipes aimed at students living alone with only a microwave and one pan. One line per idea: the hook for the first 3 seconds and the dish. Nothing that costs more than £3 per portion or takes longer than 15 minutes.',
    },
    {
      weak: 'give me name ideas for my store',
      strong:
        'Suggest 10 names for an online shop selling second-hand children\'s clothes that we are launching in Bristol in March. They should be easy to say in English and Spanish, two words at most, and not sound like a luxury brand. Put them in a table with the name, what it evokes and whether the .com is likely to be free.',
    },
    {
      weak: 'explain photosynthesis',
      strong:
        'Explain photosynthesis to a class of 13-year-olds who know what a cell is but have never heard of chlorophyll. Use a kitchen analogy, three short paragraphs, and finish with two review questions and their answers.',
    },
    {
      weak: 'make me a workout plan',
      strong:
        'I am a 38-year-old woman who runs 5 km twice a week and I want to finish a half marathon in October, 16 weeks from now. Design a weekly plan as a table (week, running days, distance, pace) with no more than 4 training days and a recovery week every fourth week. Do not include gym sessions: I only have time to run.',
    },
    {
      weak: 'fix my cv',
      strong:
        'Review the profile summary of my CV for a junior data analyst role at a fintech in London. Fix errors, remove clichés such as "team player" and rewrite it as one paragraph of 60 to 80 words that highlights my SQL dashboard used by 40 people every week.\n\nCurrent summary: """Hard-working team player with a passion for data, looking for new challenges in a dynamic company."""',
    },
    {
      weak: 'write a function that sorts a list',
      strong:
        'Write a TypeScript function that sorts a list of orders by delivery date and, when dates are equal, by amount from highest to lowest. Orders look like { id: string; delivery: Date; amount: number }. Do not mutate the input, add a short comment explaining the comparison, and give me three test cases using Vitest.',
    },
    {
      weak: 'write a story',
      strong:
        'Write a bedtime story of about 400 words to read aloud to 5-year-olds. The hero is a hedgehog who is afraid of the dark and discovers fireflies. Use short sentences, a refrain that repeats three times and a calm ending, with no explicit moral.',
    },
    {
      weak: 'give me some tips for an interview',
      strong:
        'Tomorrow I have an interview for a nursing job at St Thomas\' Hospital, my first since graduating. Give me the 6 questions they are most likely to ask and, for each, a sample answer of two or three sentences based on my placement in A&E. Format it as a numbered list.',
    },
    {
      weak: 'translate this to spanish',
      strong:
        'Translate the text below into Spanish for Spain; it is the description of a holiday flat in Brighton for Booking.com. Keep the warm tone, convert the measurements to metres and do not translate street names.\n\nText: """Bright flat two minutes from the beach, with a balcony and sea views, perfect for couples."""',
    },
    {
      weak: 'write something for the blog',
      strong:
        'Write an 800-word article for our accounting firm\'s blog, aimed at people who have just become self-employed, about five expenses they can claim and the three most common mistakes. Use subheadings, one worked example with figures for a freelance designer, and close by inviting readers to book a free call.',
    },
    {
      weak: 'review this function',
      strong:
        'Review this Python function before we ship it to 2,000 users on Monday: def average(values): return sum(values) / len(values). Explain what happens with an empty list, show a fixed version with type hints, and suggest two pytest cases that cover it.',
    },
    {
      weak: 'Write a tweet of 300 words about the opening of our bookshop, in two paragraphs and as a single sentence.',
      strong:
        'Write a tweet under 280 characters announcing that our bookshop in Hull opens on Saturday 12 April at 10am, with 10% off crime novels that day. Friendly tone, no hashtags and one emoji at most.',
    },
    {
      weak: 'help me with a talk for the team',
      strong: [
        'Goal: a 5-minute talk at the monthly all-hands asking the sales team to use the new expenses app.',
        'Audience: 40 sales reps who spend the week on the road and hate paperwork.',
        'Deliverable: a slide-by-slide script (6 slides max), with one message and one number on each slide.',
        'Facts: an expense claim takes 25 minutes today and 4 in the pilot; refunds arrive in 3 days instead of 20.',
      ].join('\n'),
    },
  ],
};

/** Texts that say nothing: bare section names, headings over placeholders, a lost task. */
export const hollowPrompts: Record<Language, { keywordBags: string[]; headingsWithPlaceholders: string[]; lostTask: string }> = {
  es: {
    keywordBags: [
      'rol tarea contexto público tono formato extensión restricciones ejemplos',
      'rol experto tarea contexto audiencia tono formato longitud requisitos estilo',
    ],
    headingsWithPlaceholders: [
      'Rol: [rol]\nTarea: [describe aquí qué quieres que haga la IA]\nContexto: [contexto]\nPúblico: [público]\nFormato: [formato]',
      '## Rol\n[rol del asistente]\n## Tarea\n{tarea}\n## Formato\n<formato de salida>',
    ],
    lostTask:
      'Actúa como un experto en comunicación con diez años de experiencia.\n\nTarea: [describe aquí qué quieres que haga la IA]\n\nTono: cercano y profesional.\n\nFormato: una lista numerada con títulos en negrita.\n\nExtensión: entre 300 y 500 palabras.\n\nRestricciones:\n- No uses tecnicismos.\n- Incluye una llamada a la acción al final.',
  },
  en: {
    keywordBags: ['role task context audience tone format length constraints examples', 'role expert task context audience tone format length requirements style'],
    headingsWithPlaceholders: [
      'Role: [role]\nTask: [describe what you want the AI to do]\nContext: [context]\nAudience: [audience]\nFormat: [format]',
      '## Role\n[assistant role]\n## Task\n{task}\n## Format\n<output format>',
    ],
    lostTask:
      'Act as a communication expert with ten years of experience.\n\nTask: [describe what you want the AI to do]\n\nTone: warm and professional.\n\nFormat: a numbered list with bold titles.\n\nLength: between 300 and 500 words.\n\nConstraints:\n- Do not use jargon.\n- Include a call to action at the end.',
  },
};
