import type { PromptPhrases, ReaderPhrases, Vocabulary } from '../catalog.ts';
import type { OwnedThing } from '../elements.ts';
import { bioLimits } from '../platform-limits.ts';
import { joinList, withinRole } from '../text.ts';

/** "cuántas ideas", "cuántos títulos". */
const howMany = (noun: string) => (/(as|ones)$/.test(noun) ? 'cuántas' : 'cuántos');

/** "la nota", "los apuntes", "el CV". */
// Masculine nouns ending in -a: "el tema", "el programa".
const masculineInA = new Set('tema problema sistema programa esquema poema idioma mapa día dia clima dilema'.split(' '));

// Feminine nouns that do not end in -a: "la foto", "la peli".
const feminineOther = new Set('foto moto radio mano peli imagen grabacion grabación bio'.split(' '));

function spanishArticle(noun: string): string {
  if (masculineInA.has(noun)) return 'el';
  if (feminineOther.has(noun)) return 'la';
  if (/(?:as|ones)$/.test(noun)) return 'las';
  if (/is$/.test(noun)) return 'la';
  // "tarea de mate": the article agrees with the first noun.
  if (noun.includes(' ')) return spanishArticle(noun.split(' ')[0]);
  if (/s$/.test(noun)) return 'los';
  return /(?:ci[óo]n|si[óo]n|a)$/.test(noun) ? 'la' : 'el';
}

// Lo que se ve y no se pega, el cambio de código que se revisa y la web que se revisa: cada uno con su hueco.
const visualNouns = 'logo|logotipo|foto|fotos|imagen|dise[ñn]o|flyer|banner|cartel|p[óo]ster|miniatura|portada|ilustraci[óo]n|dibujo|outfit|look|icono|infograf[íi]a|captura|feed|gr[áa]fico|gr[áa]fica|diagrama';
// Lo que se nombra como dicho antes o después: textos y datos, no "la semana siguiente" ni "el iPhone anterior".
const referredNouns =
  'info|informaci[óo]n|listas?|tablas?|textos?|datos|mensajes?|correos?|mails?|p[áa]rrafos?|respuestas?|historia|cuento|relato|conversaci[óo]n|c[óo]digo|notas|apuntes|art[íi]culos?|documentos?|ejemplos?|propuestas?|ofertas?|borrador|resumen|gui[óo]n|guion|prompt|instrucciones|preguntas?|ejercicios?|receta|post|hilo|frases?|opciones|nombres|cifras|resultados|puntos|ideas|secci[óo]n|contenido|material|poema|ensayo|carta|informe|tweet';
const recordingNouns = 'v[íi]deos?|audios?|grabaci[óo]n|podcast|reel|nota de voz|clase grabada|episodio';
const linkNouns = 'link|enlace|url';
// What a child learns at school: "cómo le explico a mi hijo la división larga" is teaching it, not a hard conversation.
const schoolTopics =
  'divisi[óo]n(?:es)?(?: larga)?|dividir|multiplicaci[óo]n(?:es)?|multiplicar|(?:las )?tablas(?: de multiplicar)?|fracci(?:[óo]n|ones)|decimales|sumas?|sumar|restas?|restar|ecuaciones|porcentajes|ra[íi]z cuadrada|[áa]lgebra|geometr[íi]a|ortograf[íi]a|gram[áa]tica|acentos|tildes|verbos|s[íi]labas|fotos[íi]ntesis|ciclo del agua|sistema solar|c[ée]lula|(?:los )?n[úu]meros|(?:las )?letras|leer|lectura|escribir|(?:la )?hora|(?:el )?reloj|(?:los )?planetas';
const childNouns = '(?:mi|mis|nuestr[oa]s?) (?:hij[oa]s?|niñ[oa]s?|peque(?:ñ[oa])?s?)(?: de \\d+ años)?';
// Whom a message is written to: "escríbele a mi casera", "una nota para mi vecino".
const addressees =
  'vecin[oa]s?|caser[oa]|propietari[oa]|arrendador[a]?|jef[ea]s?|encargad[oa]|compañer[oa]s?|profe(?:sor[a]?)?|maestr[oa]|proveedor(?:es)?|cliente|clienta|clientes|inquilin[oa]s?|amig[oa]s?|mam[áa]|madre|pap[áa]|padre|padres|pareja|novi[oa]|ex|herman[oa]|espos[oa]|marido|mujer|suegr[oa]|hij[oa]|niñera|canguro|entrenador[a]?|fontanero|equipo';
const codeChangeNouns = 'pull request|pr|commit|merge request|diff';
const siteNouns = 'web|p[áa]gina web|sitio web|sitio|landing(?: page)?|p[áa]gina de aterrizaje|tienda online';

// Also as typed without accents ("mi panaderia").
const businesses = new Set<string>('café cafe bistró bistro heladería heladeria pizzería pizzeria cafetería cafeteria restaurante tienda panadería panaderia pastelería pasteleria bar gimnasio clínica clinica hotel peluquería peluqueria librería libreria floristería floristeria negocio empresa marca startup agencia academia consultoría consultoria estudio despacho emprendimiento'.split(' '));
const products = new Set<string>('producto productos app aplicación aplicacion libro pódcast podcast canal curso servicio evento'.split(' '));
const unplacedBusinesses = new Set<string>('empresa marca startup agencia consultoría consultoria emprendimiento'.split(' '));
// Work relations: their name and role matter to what is written; family, friends and teachers (whom the AI greets as "profesor/a") need no slot.
const people = new Set<string>('jefe jefa cliente clienta compañero compañera socio socia'.split(' '));

/**
 * Only what the user did not say: a thing they named (or ask names for) they describe themselves, so
 * it gets no line; no city they named.
 */
function ownedLine({ phrase, noun, plural, named, placed, described }: OwnedThing): { line: string; placeholders: string[] } {
  if (named) return { line: '', placeholders: [] };
  const your = plural ? 'tus' : 'tu';
  const about = `Sobre ${phrase.toLowerCase()}`;
  const strength = `[lo que hace especial a ${your} ${noun}]`;
  const business = businesses.has(noun.split(' ')[0]);
  if (business || products.has(noun.split(' ')[0])) {
    const name = `[nombre de ${your} ${noun}]`;
    // A place only for a business people visit: a company, a brand or an agency is not found by its neighbourhood.
    const place = business && !placed && !unplacedBusinesses.has(noun.split(' ')[0]) ? '[ciudad o barrio]' : undefined;
    const facts = [`se llama ${name}`, place && `está en ${place}`].filter(Boolean).join(' y ');
    // What it sells, said by the user ("vende paneles solares"), is its offer: no slot asks for it again.
    const offer = described ? '' : ` Su punto fuerte: ${strength}.`;
    return { line: `${about}: ${facts}.${offer}`, placeholders: [name, ...(place ? [place] : []), ...(described ? [] : [strength])] };
  }
  const placeholders = [`[nombre y cargo de ${your} ${noun}]`];
  return { line: `${about}: ${placeholders[0]}.`, placeholders };
}

const prompt: PromptPhrases = {
  labels: {
    role: 'Rol',
    task: 'Tarea',
    context: 'Contexto',
    audience: 'Público',
    tone: 'Tono',
    format: 'Formato',
    length: 'Extensión',
    constraints: 'Restricciones',
    examples: 'Ejemplos',
    steps: 'Pasos',
    checks: 'Antes de responder, comprueba que',
    material: 'Texto de partida',
    include: 'Incluye también',
  },
  roles: {
    ideas: 'un estratega creativo',
    quiz: 'un docente que escribe preguntas y material de práctica claros y justos',
    email: 'un experto en comunicación profesional por escrito',
    poem: 'un poeta',
    message: 'un experto en comunicación escrita clara y cercana',
    presentation: 'un experto en presentaciones claras y memorables',
    speech: 'un redactor de discursos',
    letter: 'un experto en redactar cartas formales claras y eficaces',
    summary: 'un editor experto en sintetizar textos',
    translation: 'un traductor profesional',
    code: 'un desarrollador de software sénior',
    social: 'un estratega de contenido para redes sociales',
    article: 'un redactor de contenidos experto',
    essay: 'un profesor de redacción que escribe ensayos claros y bien argumentados',
    plan: 'un planificador experto que convierte objetivos en planes realistas',
    analysis: 'un analista de datos',
    research: 'un investigador riguroso',
    explanation: 'un divulgador experto que explica temas complejos con claridad',
    naming: 'un experto en branding y naming',
    copy: 'un redactor publicitario (copywriter) especializado en conversión',
    listing: 'un especialista en publicaciones de marketplaces que venden y aparecen en las búsquedas',
    story: 'un escritor creativo',
    script: 'un guionista de vídeo',
    review: 'un revisor experto que da comentarios concretos y accionables',
    docs: 'un redactor técnico que escribe documentación clara y fácil de consultar',
  },
  profileCases: {
    place: 'una primera línea con lo más atractivo; después, los datos que doy ordenados como los muestra la plataforma: el espacio, lo que incluye y el barrio; lo que falte, entre corchetes.',
    professional: 'una primera línea con lo más atractivo de mi perfil; después, en primera persona, qué hago y para quién, mis logros (con las cifras que doy) y qué busco; lo que falte, entre corchetes.',
    professionalRole: 'un redactor de perfiles profesionales que destacan ante reclutadores y clientes',
  },
  cvRole: 'un experto en selección de personal que sabe qué buscan los reclutadores en un currículum',
  personalNamingRole: 'alguien con buen oído para los nombres, su sonido y su significado',
  marketAnalysis: {
    role: 'un analista de mercado',
    precision: 'Parte de lo que se sabe públicamente de ese mercado, de cómo busca la gente y de sus competidores; marca cada cifra como estimación y di dónde debo comprobarla (herramientas o fuentes).',
  },
  knownSummaryCases: {
    story: 'de qué trata, en pocas palabras; los puntos clave en viñetas: el argumento por partes, los personajes principales, los temas y el contexto del autor',
    history: 'qué fue, en pocas palabras; los puntos clave en viñetas: el contexto, las causas, los hechos clave con sus fechas y las consecuencias',
    nonFiction: 'qué defiende el libro y para quién es, en pocas palabras; los puntos clave en viñetas: sus ideas principales, cada una con un ejemplo y cómo aplicarla; el contexto del autor y las principales críticas al libro',
    rules: 'qué es, a quién se aplica y desde cuándo, en pocas palabras; los puntos clave en viñetas: sus principales normas u obligaciones, cada una con lo que significa en la práctica; las sanciones por incumplirla, si las hay',
    exam: '; si es para un examen, al final, 5 preguntas probables con su respuesta breve',
    bullets: 'los puntos clave en viñetas',
    prose: 'después, en prosa, los puntos clave',
    plot: 'la premisa, en pocas palabras y sin destripar nada; un aviso claro de spoilers; los puntos clave en viñetas: el argumento por partes (o por temporadas) hasta el final; los personajes principales y cómo cambian; los temas principales',
    plotNoSpoilers: 'la premisa, en pocas palabras; los puntos clave en viñetas: el escenario, los personajes principales tal como empiezan, lo que pone en marcha la historia y el tono; nada más allá de la primera parte',
    plotRole: 'un crítico de cine y literatura que cuenta argumentos con fidelidad y claridad',
  },
  citationsGiven: {
    precision: 'Pon cada referencia que pego en el estilo que nombro (APA 7.ª edición si no nombro ninguno), con los datos tal como los doy; lo que falte para completarla (DOI, páginas, editorial), entre corchetes, sin inventarlo.',
    format: 'la lista de referencias ya convertidas, en el orden del estilo (alfabético en APA y MLA), cada una con su sangría francesa; debajo, la cita dentro del texto de cada una; al final, los datos que faltan en cada referencia.',
  },
  reviewReplyCases: {
    negative: 'agradece la opinión; nombra el problema concreto que cuenta; discúlpate sin excusas y sin culpar al cliente; di qué se ha hecho o se hará para arreglarlo, u ofrece seguir por privado (por mensaje, email o teléfono); firma con el nombre del negocio. Sin datos personales del cliente ni promesas que no sé si podemos cumplir.',
    positive: 'un agradecimiento cálido que mencione lo concreto que destaca, unas palabras sobre lo que cuida el negocio y una invitación a volver; firma con el nombre del negocio. Sin datos personales del cliente.',
    gistSlot: 'Reseña: [pégala aquí si la tienes; si no, parte de lo que te cuento que dice].',
  },
  historyConsequences: {
    precision: 'Da las consecuencias a corto y a largo plazo, cada una con por qué se produjo y cuándo; di dónde discrepan los historiadores.',
    format: 'primero, la respuesta en pocas palabras; luego cada consecuencia, de las inmediatas a las de largo plazo, con su fecha y lo que cambió; al final, cómo se relacionan.',
  },
  fictionalNaming: {
    role: 'un escritor de fantasía y ciencia ficción que construye mundos creíbles y nombra lo que hay en ellos',
    precision: 'Propón nombres cuyo sonido y significado encajen con ese mundo (sus culturas, lenguas y tono), fáciles de leer en voz alta y distintos entre sí. Son nombres para una historia o un juego: nada de marcas, eslóganes ni marketing.',
    format: 'una lista numerada; cada nombre con cómo se pronuncia si no es evidente y una línea sobre su significado u origen en ese mundo.',
  },
  personalLetter: {
    role: 'alguien que escribe cartas personales cálidas y sinceras',
    precision: 'Escribe la carta completa, con detalles y recuerdos concretos en lugar de frases hechas.',
    tone: 'cálido y sincero, como habla quien la firma.',
    format: 'un saludo cercano; lo que quieres decir, con detalles concretos; una despedida cariñosa.',
    length: 'entre 150 y 300 palabras.',
  },
  thingReview: {
    precision: 'Señala cada problema concreto, explica por qué falla y propón un cambio concreto para resolverlo.',
    format: 'una lista de problemas, del más al menos importante; para cada uno, qué falla, por qué importa y el cambio propuesto; al final, lo que ya funciona bien.',
    length: 'lo necesario para cubrir cada problema, sin relleno.',
  },
  expertIn: (fields) => `un experto en ${joinList(fields, 'y')}`,
  // The experience goes right after the role's noun: "un redactor técnico con experiencia en Instagram que escribe…", never after its clause.
  roleLine: (role, expertise) => `Actúa como ${expertise.length ? withinRole(role, ` con experiencia en ${joinList(expertise, 'y')}`, / (?:que|cuy[oa]s?|quien) /) : role}.`,
  sectors: {
    Marketing: 'marketing',
    Education: 'educación',
    Technology: 'tecnología',
    Finance: 'finanzas',
    Healthcare: 'salud',
    'E-commerce': 'comercio electrónico',
    Legal: 'derecho',
    Entertainment: 'entretenimiento',
    Science: 'ciencia',
    Travel: 'viajes y turismo',
  },
  channels: {
    Blog: 'blogs',
    'Social Media': 'redes sociales',
    Email: 'email marketing',
    Website: 'textos para sitios web',
    Presentation: 'presentaciones',
    'Video Script': 'guiones de vídeo',
    Podcast: 'pódcasts',
    'Academic Paper': 'redacción académica',
    Report: 'informes',
    'Internal Document': 'documentación interna',
  },
  adaptTo: (target) => `Adapta el resultado a ${target}.`,
  precision: {
    ideas: 'Que las ideas sean distintas entre sí, concretas y fáciles de llevar a la práctica.',
    quiz: 'Da exactamente la cantidad de elementos que pido; cada uno trata un solo punto concreto y se ajusta al nivel o al público que indico.',
    email: 'Escribe el correo completo, listo para enviar.',
    speech: 'Escríbelo para decirlo en voz alta: frases cortas, un inicio que enganche y un cierre memorable.',
    message: 'Escribe el mensaje completo, listo para enviar.',
    presentation: 'Una idea por diapositiva, con poco texto y notas para quien presenta.',
    poem: 'Cuida el ritmo y las imágenes; si se pide rima, que suene natural.',
    letter: 'Escribe la carta completa, lista para enviar, con hechos concretos en lugar de frases hechas.',
    summary: 'Conserva las ideas principales, los datos clave y las conclusiones, sin añadir opiniones.',
    translation: 'Conserva el sentido, el tono y el formato del original; adapta las expresiones idiomáticas en lugar de traducirlas literalmente.',
    code: 'Entrega código que funcione, con una breve explicación de cómo usarlo.',
    social: 'Escribe el texto completo, listo para publicar.',
    article: 'Escribe el texto completo, listo para publicar.',
    essay: 'Defiende una idea central clara y apóyala con argumentos y ejemplos concretos.',
    plan: 'Haz un plan concreto y realista, que se pueda seguir tal cual.',
    analysis: 'Extrae conclusiones concretas y respáldalas con los datos.',
    research: 'Distingue los hechos comprobados de las estimaciones e indica de dónde sale cada dato.',
    explanation: 'Empieza por la idea central en una frase y después explica cómo funciona, paso a paso, con un ejemplo cotidiano.',
    naming: 'Propón opciones cortas, memorables, fáciles de pronunciar y distintas entre sí.',
    copy: 'Cada texto debe captar la atención en la primera frase y terminar con una llamada a la acción clara.',
    listing: 'Escribe la publicación completa, lista para pegar en la tienda o el marketplace, con los datos que el comprador busca antes de decidir.',
    story: 'Cuida el arco narrativo: planteamiento, conflicto y desenlace.',
    script: 'Escribe el guion completo, listo para grabar.',
    review: 'Señala cada problema citando el fragmento exacto, explica por qué falla y propón un cambio concreto; no reescribas el texto entero.',
    docs: 'Escribe el texto completo, claro y fácil de consultar, con cada dato donde el lector lo buscaría.',
    general: 'Da una respuesta completa y directamente aplicable.',
  },
  recipeFromWhatIHave: 'Propón una receta (o dos, si hay opciones claras) que use lo que digo que tengo, más lo básico de la despensa (aceite, sal, especias); di si falta algo imprescindible. Da las cantidades para las porciones que indico (2, si no indico ninguna) y los tiempos de cada paso.',
  revisionPrecision: 'Aplica solo los cambios que pido y conserva el sentido y los datos del original.',
  threadPrecision: 'Escribe cada tuit del hilo completo y numerado, cada uno de menos de 280 caracteres.',
  eachComplete: (size) => `Escribe cada pieza completa (${size}), lista para usar.`,
  ownFarewell: {
    precision: 'Escríbelo como quien se va: agradecido y cálido, con un recuerdo concreto de las personas que dejo, y sin quejas.',
    format: 'primero que me voy y cuál es mi último día; el agradecimiento, con uno o dos recuerdos o cosas que hicimos juntos; dónde encontrarme a partir de ahora; un cierre cálido.',
  },
  emailSequence: {
    precision: (size) =>
      `Escribe completo cada correo de la campaña (${size}), en el orden en que se envían, cada uno con su función (anunciar, recordar, última llamada…) y su propio enfoque, sin repetir otro; la oferta y cada dato que doy (descuento, fechas, código de descuento) en cada uno, y lo que falte, entre corchetes.`,
    format: 'para cada correo, en orden: cuándo enviarlo; opciones de asunto de menos de 50 caracteres y el texto de vista previa; un titular; unos pocos párrafos breves; el texto de un botón de llamada a la acción; las condiciones, en letra pequeña; un pie con cómo darse de baja.',
    length: 'cada correo, entre 80 y 150 palabras, sin contar los asuntos.',
  },
  oneIdea: {
    precision: 'Dame una sola idea, la más fuerte que se te ocurra, desarrollada para que pueda llevarla a cabo enseguida.',
    format: 'la idea en una línea; cómo llevarla a cabo, paso a paso; qué necesita; por qué funcionaría.',
    videoFormat: 'la idea en una línea; el gancho de los 3 primeros segundos; las escenas, cada una con lo que se ve, lo que se dice y el texto en pantalla; el texto de la publicación, con sus hashtags; por qué funcionaría con este público.',
  },
  pairRoles: {
    shop: 'un redactor de comercio electrónico que escribe textos de tienda y de producto que venden y se encuentran en las búsquedas',
    academic: 'un tutor de escritura académica que ayuda a los estudiantes a titular y presentar su trabajo',
  },
  eachAlternative: (size) => `Dame ${size}, cada una completa por sí sola y lista para usar, distintas entre sí en el enfoque o el tono, para que yo elija.`,
  alternativesFormat: (size, format) => `${size}, numeradas, cada una con: ${format.charAt(0).toLowerCase()}${format.slice(1)}`,
  count: (count, noun) => `Propón ${count} ${noun}.`,
  audiences: {
    General: 'un público general; lenguaje claro, sin jerga, y cualquier término técnico explicado.',
    Professionals: 'profesionales del sector; puedes usar vocabulario del oficio, ve al grano y aporta valor práctico.',
    Students: 'estudiantes; explica paso a paso, con ejemplos cercanos y sin dar nada por sabido.',
    Executives: 'directivos con poco tiempo; primero la conclusión, después los datos que la respaldan y el impacto en el negocio.',
    Beginners: 'principiantes; explica cada concepto con palabras sencillas y un ejemplo.',
    Experts: 'expertos; omite lo básico, ve a los detalles y a los matices.',
    Children: 'niños; frases cortas, palabras sencillas y ejemplos de su día a día.',
    Seniors: 'personas mayores; frases claras, sin anglicismos ni jerga digital, y con un ritmo pausado.',
    Customers: 'clientes; habla de sus necesidades y beneficios, no de características técnicas.',
    Businesses: 'empresas; enfócate en el retorno, la eficiencia y los casos de uso.',
  },
  platformAudiences: {
    TikTok: 'usuarios de TikTok que deciden en dos segundos si siguen mirando.',
    'YouTube Shorts': 'espectadores de YouTube Shorts que buscan aprender o entretenerse en menos de un minuto.',
    'Instagram Reels': 'seguidores de Instagram que consumen contenido visual y rápido.',
    LinkedIn: 'profesionales en LinkedIn que valoran aprendizajes concretos y experiencias reales.',
    Facebook: 'la comunidad de Facebook, que comenta y comparte lo que le resulta cercano.',
  },
  tones: {
    Formal: 'formal y respetuoso, sin coloquialismos.',
    Casual: 'informal y cercano, como una conversación entre amigos.',
    Technical: 'técnico y preciso, con la terminología correcta.',
    Friendly: 'amable y cercano.',
    Professional: 'profesional; claro, seguro y cordial.',
    Authoritative: 'con autoridad; afirmaciones firmes y respaldadas por datos o experiencia.',
    Persuasive: 'persuasivo; beneficios claros, objeciones resueltas y una llamada a la acción.',
    Inspirational: 'inspirador; positivo, con una idea que motive a actuar.',
    Humorous: 'con humor, ligero y ocurrente, sin restar claridad al mensaje.',
    Serious: 'serio y sobrio.',
    Educational: 'didáctico; explica el porqué de cada punto con ejemplos.',
  },
  comicTone: 'juguetón y gracioso: juegos de palabras, un giro inesperado y un remate al final.',
  defaultTones: {
    ideas: 'cercano y creativo.',
    quiz: 'claro y preciso.',
    email: 'profesional y cordial (seguro, pero respetuoso).',
    poem: 'evocador y sincero.',
    message: 'cercano y natural.',
    presentation: 'claro y didáctico.',
    speech: 'cálido y natural, como se habla.',
    letter: 'profesional y cercano, seguro sin exagerar.',
    summary: 'neutro y objetivo.',
    translation: 'el mismo del original.',
    code: 'técnico y preciso.',
    social: 'cercano y natural, sin sonar a anuncio.',
    article: 'claro y cercano, con autoridad.',
    essay: 'claro y ordenado, con un vocabulario adecuado al nivel del lector.',
    plan: 'práctico y directo.',
    analysis: 'objetivo y preciso.',
    research: 'riguroso y neutral.',
    explanation: 'didáctico y cercano.',
    naming: 'creativo y memorable.',
    copy: 'persuasivo y directo.',
    listing: 'claro, concreto y confiable, sin exageraciones.',
    story: 'evocador, acorde con el género.',
    script: 'dinámico y cercano.',
    review: 'directo y constructivo.',
    docs: 'claro, preciso y neutro.',
    general: 'claro y directo.',
  },
  formats: {
    kind: {
      ideas: 'una lista numerada, una idea por línea: la idea y, en pocas palabras, por qué funciona.',
      quiz: 'una lista numerada; cada elemento completo, con su respuesta.',
      email: 'asunto; saludo; el motivo del correo al principio; los argumentos; una petición concreta; despedida y firma.',
      letter: 'saludo; el motivo de la carta al principio; experiencias o argumentos concretos; un cierre con el siguiente paso; despedida y firma.',
      poem: 'un poema en verso, con título, en estrofas.',
      message: 'un mensaje directo, sin asunto ni firma formal.',
      presentation: 'diapositivas; para cada una, un título, de 3 a 5 viñetas y notas para quien presenta.',
      speech: 'una apertura que enganche; momentos o anécdotas concretas; un cierre emotivo o memorable.',
      summary: 'una frase con la idea central, seguida de 3 a 5 viñetas con los puntos clave y una línea final con la conclusión.',
      translation: 'solo el texto traducido, con el mismo formato (párrafos, listas, negritas) que el original.',
      code: 'un bloque de código completo y comentado, seguido de una explicación breve y un ejemplo de uso.',
      social: 'una primera línea que enganche; el texto en párrafos cortos; una llamada a la acción; de 3 a 5 hashtags relevantes.',
      article: 'título; introducción que plantee el problema; secciones con subtítulos; conclusión con una llamada a la acción.',
      essay: 'título; introducción que presente el tema y la idea central; desarrollo en párrafos, uno por argumento; conclusión.',
      plan: 'una tabla organizada por periodos (días o semanas), con lo que toca en cada uno y su objetivo; al final, 3 consejos para cumplirlo.',
      analysis: 'un resumen de conclusiones al principio; después, el análisis por apartados; cierra con recomendaciones accionables en una lista.',
      research: 'resumen ejecutivo; hallazgos por apartados; limitaciones; fuentes citadas al final.',
      explanation: 'la idea central en una frase; la explicación por partes, con subtítulos; un ejemplo cotidiano; un resumen final en 3 viñetas.',
      naming: 'una lista numerada; cada opción con una línea que explique la idea que transmite.',
      copy: 'titular, texto y llamada a la acción.',
      listing: 'título del producto con las palabras que el comprador busca (marca, modelo, característica principal); 5 a 7 viñetas con características y beneficios; descripción en párrafos cortos (qué es, para quién, qué incluye, envío y garantía); ficha técnica con las especificaciones.',
      story: 'texto narrativo en párrafos, con título.',
      script: 'guion por escenas; en cada una, lo que se ve, lo que se dice y el texto en pantalla.',
      review: 'una lista de problemas, del más al menos importante; para cada uno, la cita, el problema y el cambio propuesto; al final, lo que ya funciona bien.',
      docs: 'subtítulos en el orden en que el lector los necesita; pasos numerados donde haya un procedimiento; frases cortas y sin ambigüedades.',
      general: 'párrafos cortos y, si ayuda, una lista con los puntos clave.',
    },
    emailOf: {
      payment: 'un asunto con el número de factura; saludo; la factura, su importe y su vencimiento en la primera frase; cómo pagar (los datos de pago o el enlace, entre corchetes si no los doy); la fecha límite de pago; una oferta de hablarlo si hay algún problema con la factura; despedida y firma.',
      apology: 'asunto; saludo; primero la disculpa, diciendo qué salió mal; una explicación breve y honesta, sin excusas; qué se ha hecho para arreglarlo y qué cambia para que no vuelva a pasar; un gesto para compensar, si lo hay; despedida y firma.',
      followUp: 'un asunto que remita al mensaje anterior; saludo; un recordatorio de lo que envié o pedí, y cuándo; lo único que necesito ahora, con una fecha; una forma fácil de responder; despedida y firma.',
      farewell: 'asunto; saludo; primero que me voy y cuál es mi último día; el agradecimiento, con uno o dos recuerdos o aprendizajes concretos; dónde encontrarme a partir de ahora; un cierre cálido; despedida.',
      decline: 'asunto; saludo; el agradecimiento por la oferta o la invitación; el no, claro, en las primeras líneas; un motivo breve si lo doy, sin excusas; la puerta abierta para más adelante; despedida y firma.',
      thanks: 'asunto; saludo; primero el agradecimiento, y por qué; un detalle concreto de lo que hicieron y de lo que permitió; un cierre cálido que no pida nada; despedida y firma.',
      announcement: 'un asunto que diga la noticia; saludo; la noticia en la primera frase; qué cambia y desde cuándo; qué tiene que hacer quien lo lee, si algo; dónde preguntar dudas; despedida y firma.',
    },
    reply: 'asunto (Re: …); saludo; respuesta primero a lo que te plantean, punto por punto; lo que propones o la solución y el siguiente paso; despedida y firma.',
  correction: 'el texto corregido completo; después, la lista de errores, cada uno con la forma original, la corrección y por qué es un error.',
    revision: 'el mismo formato que el original, con los cambios aplicados; después, una lista breve de los cambios principales.',
    carousel: 'diapositiva por diapositiva: la primera, un gancho que invite a deslizar; una idea por diapositiva, en pocas palabras; la última, una llamada a la acción (guardar, compartir, seguir); después, el pie de foto, con una primera línea que enganche.',
    hooks: 'solo los ganchos, sin guion ni texto de la publicación: una lista numerada, un gancho por línea, de no más de 15 palabras, lo que se dice o se ve en los 3 primeros segundos (o la primera línea del texto), cada una desde un ángulo distinto (una pregunta, una afirmación rotunda, un dato que sorprenda, el resultado primero).',
    pinnedComment: 'un comentario breve para fijar bajo el vídeo, con mi voz: qué debe hacer quien lo ve ahora (responder una pregunta, abrir un enlace, ver el siguiente vídeo), en una a tres frases.',
    giveaway: 'una primera línea que anuncie el premio; el premio, en detalle; cómo participar, en pasos numerados (seguir, dar me gusta, etiquetar a un amigo, compartir…); la fecha límite y cuándo y cómo se anuncia el ganador; quién puede participar; una línea que diga que la plataforma no patrocina ni organiza el sorteo; de 3 a 5 hashtags.',
    captionIdeas: 'una lista numerada de captions listos para publicar, de una línea cada uno y cada uno en un tono distinto (divertido, corto y directo, motivador, una pregunta…).',
    hiringPost: 'el puesto que buscamos, en la primera línea; en qué consiste y qué ofrecemos, en párrafos muy cortos; a quién buscamos; cómo postularse (un enlace o un mensaje) y hasta cuándo; 3 hashtags.',
    story: 'el texto de cada pantalla de la historia, muy breve (pocas palabras por pantalla, que se lean en dos segundos); un sticker o llamada a la acción (encuesta, pregunta, enlace, cuenta atrás).',
    channelDescription: 'una primera línea que diga qué ofrece el canal y para quién es; qué encontrará quien lo vea y cada cuánto; una invitación a suscribirse o seguir; sin hashtags de publicación.',
    caption: 'una primera línea que enganche, lo único que se ve antes de «más»; una o dos frases más sobre lo que se ve; una llamada a la acción breve; de 3 a 5 hashtags relevantes al final.',
    videoDescription: 'el arranque, lo único que se ve antes de «más», dice qué se lleva quien vea el vídeo, con las palabras que buscaría; después, de qué trata en pocas frases, con esas palabras clave integradas con naturalidad; los capítulos, cada uno con su minuto de inicio (00:00 Introducción…), con los minutos por completar; los enlaces y recursos que menciono, con un hueco para cada enlace; una llamada a la acción al final (suscribirse, comentar, ver el siguiente vídeo).',
    template: 'como plantilla: los datos que cambian cada vez, entre corchetes para rellenar; después, un ejemplo ya relleno.',
    contentPlan: 'una tabla con una fila por publicación: el día o el orden, la idea, el formato (reel, carrusel, foto, historia…), el gancho de la primera línea o los primeros segundos y una línea de texto para el pie.',
    sessionPlan: 'una tabla por bloques de tiempo (de qué minuto a qué minuto), con lo que se hace en cada bloque y su objetivo; los bloques suman el tiempo que indicas.',
    ideasForVideo: 'una lista numerada, una idea por línea: el título o el gancho inicial del vídeo y, en pocas palabras, por qué lo verían.',
    ideasForSocial: 'una lista numerada, una idea por línea: de qué trata la publicación y, en pocas palabras, por qué funcionaría con el público.',
    platform: {
      TikTok: 'guion de vídeo vertical con un gancho en los 3 primeros segundos, 3 a 5 escenas (lo que se ve, lo que se dice y el texto en pantalla) y una llamada a la acción final.',
      'YouTube Shorts': 'guion de vídeo vertical con gancho inicial, desarrollo punto por punto (3 o 4 si no doy un número), cierre que invite a suscribirse; añade un título de menos de 60 caracteres.',
      'Instagram Reels': 'guion de reel con gancho visual, escenas con texto en pantalla, y un pie de foto con llamada a la acción (guardar o compartir) y de 5 a 10 hashtags.',
      LinkedIn: 'post de texto con una primera línea que enganche, párrafos muy cortos, un aprendizaje profesional concreto, una pregunta final para abrir conversación y 3 hashtags.',
      Facebook: 'publicación conversacional con un arranque cercano, el mensaje en dos o tres párrafos cortos, una pregunta que invite a comentar y una llamada a la acción.',
    },
    channel: {
      Blog: 'artículo con título, introducción, secciones con subtítulos (H2) y conclusión con una llamada a la acción.',
      'Social Media': 'publicación con una primera línea que enganche, párrafos cortos, una llamada a la acción y de 3 a 5 hashtags.',
      Email: 'correo con asunto, saludo, cuerpo en párrafos cortos, una llamada a la acción y despedida.',
      Website: 'texto web con titular, subtítulo, bloques cortos con subtítulos y una llamada a la acción visible.',
      Presentation: 'diapositivas; para cada una, un título, de 3 a 5 viñetas y notas para el orador.',
      'Video Script': 'guion por escenas; en cada una, lo que se ve, lo que se dice y el texto en pantalla.',
      Podcast: 'guion de episodio con introducción, bloques temáticos con transiciones y cierre con llamada a la acción.',
      'Academic Paper': 'estructura académica con resumen, introducción, metodología, resultados, discusión y referencias.',
      Report: 'informe con resumen ejecutivo, apartados numerados, conclusiones y recomendaciones.',
      'Internal Document': 'documento interno con objetivo, contexto, puntos clave en viñetas y próximos pasos con responsables.',
    },
  },
  lengths: {
    kind: {
      ideas: (count) => `${count} ideas, una línea cada una.`,
      quiz: () => 'tantos elementos como pido, cada uno breve y completo en sí mismo.',
      email: () => 'entre 120 y 200 palabras.',
      poem: () => 'entre 12 y 24 versos.',
      message: () => 'no más de 80 palabras.',
      presentation: () => 'entre 8 y 12 diapositivas.',
      speech: () => 'unos 3 minutos leído en voz alta (unas 400 palabras).',
      letter: () => 'entre 250 y 400 palabras (una página como máximo).',
      summary: () => 'no más de 150 palabras.',
      translation: () => 'la misma extensión que el original.',
      code: () => 'el código completo, sin omitir partes; la explicación, en no más de 150 palabras.',
      social: () => 'entre 80 y 150 palabras.',
      article: () => 'entre 700 y 1.000 palabras.',
      essay: () => 'entre 400 y 600 palabras.',
      plan: () => 'todo el periodo que pides, sin saltarte días ni semanas.',
      analysis: () => 'entre 300 y 500 palabras.',
      research: () => 'entre 500 y 800 palabras.',
      explanation: () => 'entre 250 y 400 palabras.',
      naming: (count) => `${count} opciones de no más de 8 palabras cada una.`,
      copy: () => 'no más de 60 palabras.',
      listing: () => 'título de no más de 60 caracteres; la descripción, entre 150 y 300 palabras.',
      story: () => 'entre 500 y 800 palabras.',
      script: () => 'entre 60 y 90 segundos de vídeo (unas 150-220 palabras).',
      review: () => 'lo necesario para cubrir cada problema, sin repetir el texto original completo.',
      docs: () => 'lo necesario para que quede completo, sin relleno.',
    },
    revision: "parecida a la del original.",
    shorterRevision: 'claramente más corta que el original: conserva lo importante y recorta el resto.',
    longerRevision: 'claramente más larga que el original: desarrolla lo que dice, sin relleno.',
    videoDescription: 'entre 150 y 300 palabras.',
    caption: 'la primera línea, en no más de 125 caracteres; el pie entero, de 1 a 3 frases.',
    story: 'de 1 a 5 pantallas, cada una con no más de 10 palabras.',
    carousel: 'de 5 a 10 diapositivas (o tantas como los puntos que doy, más la primera y la última), cada una con no más de 30 palabras; el pie de foto, de 1 a 3 frases.',
    pinnedComment: 'no más de 50 palabras.',
    hooks: '5 opciones, una línea cada una.',
    tweet: 'no más de 280 caracteres.',
    tweetEach: 'cada uno, no más de 280 caracteres.',
    platform: {
      TikTok: 'entre 30 y 60 segundos de vídeo (unas 80-150 palabras de guion).',
      'YouTube Shorts': 'menos de 60 segundos de vídeo (unas 120-150 palabras de guion).',
      'Instagram Reels': 'entre 15 y 30 segundos de vídeo; el pie de foto, en no más de 125 caracteres antes del "más".',
      LinkedIn: 'entre 150 y 250 palabras.',
      Facebook: 'entre 60 y 120 palabras.',
    },
    channel: {
      Blog: 'entre 800 y 1.200 palabras.',
      'Social Media': 'entre 50 y 150 palabras.',
      Email: 'entre 120 y 200 palabras.',
      Website: 'entre 300 y 600 palabras.',
      Presentation: 'entre 8 y 12 diapositivas.',
      'Video Script': 'entre 2 y 3 minutos (unas 300-450 palabras).',
      Podcast: 'un episodio de 10 a 15 minutos (unas 1.500-2.000 palabras).',
      'Academic Paper': 'entre 2.000 y 3.000 palabras.',
      Report: 'entre 1.000 y 1.500 palabras.',
      'Internal Document': 'entre 300 y 600 palabras.',
    },
  },
  constraints: [
    'Sé concreto y aplícalo a este caso: nada de consejos genéricos.',
  ],
  followUpConstraint: 'Es un seguimiento: menciona que ya lo pedí antes y sé más firme, sin perder la cortesía; pide una respuesta o una fecha concreta.',
  unclearPrecision:
    'Mi petición aún no dice exactamente qué necesito: antes de responder, hazme las 2 o 3 preguntas cuyas respuestas más cambiarían tu respuesta (para qué es, para quién, qué tengo ya); después responde con lo que te diga.',
  roleOnlyPrecision: 'Mantén este papel durante toda la conversación; empieza preguntándome en qué necesito ayuda y qué necesitas saber de mi caso.',
  standingRole: {
    machine: {
      format: 'cada respuesta es solo lo que mostraría para lo que yo escriba, en un solo bloque de texto monoespaciado, sin nada antes ni después.',
      constraints: [
        'Mantén el papel durante toda la conversación, hasta que escriba "stop": no salgas de él para explicar, comentar ni disculparte.',
        'No escribas mis comandos o entradas por mí ni expliques el resultado salvo que te lo pida; cuando necesite hablarte fuera del papel, pondré mis palabras entre llaves.',
      ],
      start: 'Responde primero solo con lo que muestra antes de mi primera entrada (su indicador o pantalla de inicio) y espérala.',
    },
    partner: {
      format: 'cada respuesta es solo tu siguiente turno en el papel (una pregunta, una respuesta, una corrección o una jugada), breve como en una conversación real; después, para y espera mi respuesta.',
      constraints: [
        'Mantén el papel durante toda la conversación, hasta que escriba "stop"; recuerda lo que te he dicho y parte de ello.',
        'No escribas mi parte de la conversación, no hagas varias preguntas ni varias cosas en un mismo turno y no añadas explicaciones fuera del papel salvo que te las pida.',
      ],
      start: 'Responde primero con tu turno de apertura, como abriría la conversación tu papel (un saludo, una primera pregunta o una primera jugada), y espera mi respuesta.',
    },
    correction: 'Cuando cometa un error, cítalo, da la forma correcta y explica por qué en una línea breve; luego sigue con la conversación.',
    correctionStart: 'Responde primero con una línea en tu papel preguntándome qué quiero practicar o de qué quiero hablar.',
  },
  ownFactsConstraint: 'No inventes datos sobre mi caso (cifras, fechas, precios); si falta alguno, déjalo entre corchetes para que yo lo complete.',
  quiz: {
    test: {
      role: 'un docente que escribe preguntas de examen claras y justas',
      format: 'una lista numerada; en cada pregunta, el enunciado, las opciones de respuesta si es tipo test y la respuesta correcta con una línea que explique por qué.',
    },
    flashcards: {
      role: 'un experto en técnicas de estudio que hace tarjetas de repaso eficaces',
      format: 'una tarjeta por línea, como «anverso — reverso»: una pregunta o un término breve en el anverso y la respuesta en pocas palabras en el reverso.',
    },
    guestInterview: {
      role: 'un entrevistador con experiencia que prepara conversaciones que sacan historias e ideas',
      format: 'las preguntas agrupadas por partes de la conversación (la apertura, los temas principales, el cierre), abiertas y de una en una; en cada una, qué busca que cuente y una repregunta por si la respuesta se queda corta.',
    },
    interview: {
      role: 'un entrevistador y responsable de selección con experiencia',
      format: 'las preguntas agrupadas por lo que evalúan (experiencia, habilidades para el puesto, motivación, encaje en el equipo), numeradas; en cada una, qué revela y cómo suena una respuesta fuerte y una débil.',
    },
    candidate: {
      role: 'un orientador laboral que prepara a candidatos para entrevistas de trabajo',
      format: 'una lista numerada de las preguntas más probables para ese puesto; en cada una, qué quiere averiguar el entrevistador y cómo responder bien, con un ejemplo de respuesta para mi caso (lo que no sepas de mí, entre corchetes).',
    },
    askProfessional: {
      role: 'alguien que sabe qué preguntar a un profesional antes de confiarle algo importante',
      format: 'las preguntas en el orden en que hacerlas, agrupadas por tema; en cada una, por qué importa y cómo suena una buena respuesta; al final, las respuestas que deberían hacerme buscar a otro o pedir una segunda opinión.',
    },
    askInterviewer: {
      role: 'un orientador laboral que prepara a candidatos para entrevistas de trabajo',
      format: 'una lista numerada de preguntas para que yo le haga al entrevistador, agrupadas por tema (el puesto, el equipo, la empresa, los siguientes pasos); en cada una, una línea sobre qué muestra de mí o qué me ayuda a averiguar.',
    },
    exercises: {
      role: 'un docente que escribe ejercicios de práctica graduados',
      format: 'una lista numerada de ejercicios, del más fácil al más difícil, cada uno con su enunciado; después, las soluciones desarrolladas, con la misma numeración.',
    },
  },
  simpleExplanation: {
    precision: 'Explícalo con palabras sencillas y cotidianas, a partir de una analogía de la vida diaria; sin tecnicismos ni subtítulos.',
    tone: 'cercano, sencillo y paciente.',
    format: 'unos pocos párrafos cortos de prosa sencilla, sin subtítulos ni listas.',
  },
  followUpEdit: {
    slot: '[pega aquí la respuesta anterior / el texto]',
    target: (name) => name,
    format: 'la nueva versión completa, lista para usar, sin comentarios antes ni después.',
    constraint: 'Conserva lo que funciona del original (sus datos, nombres y propósito) y cambia solo lo que pido.',
    changes: {
      continue: { precision: 'Continúa justo donde se corta el texto, con la misma voz, forma e idioma; no repitas ni resumas lo que ya está.', length: 'más o menos otro tanto como el original, salvo que llegue antes a su final natural.' },
      again: { precision: 'Escribe una versión nueva de lo mismo, distinta del original, que siga cumpliendo su propósito.' },
      translate: { precision: 'Tradúcelo al {target}: el texto entero, con su sentido, su tono y su formato, sin añadir nada.' },
      longer: { precision: 'Desarrolla los puntos que trata con más detalle, ejemplos y explicación, sin relleno ni repeticiones.', length: 'claramente más largo que el original: la mitad más, salvo que indique otra extensión.' },
      shorter: { precision: 'Conserva las ideas principales y quita repeticiones, detalles secundarios y relleno.', length: 'claramente más corto que el original: más o menos la mitad, salvo que indique otra extensión.' },
      simpler: { precision: 'Usa frases cortas y palabras cotidianas, y explica cualquier término técnico.', tone: 'claro y sencillo.' },
      formal: { precision: 'Usa un registro más formal en todo el texto.', tone: 'más formal: registro profesional, frases completas, sin coloquialismos ni emojis.' },
      casual: { precision: 'Usa un registro más cercano y conversacional en todo el texto.', tone: 'más cercano e informal: palabras naturales, como se diría en una conversación.' },
      examples: { precision: 'Añade ejemplos concretos donde ayuden a entenderlo o aplicarlo.' },
      reshape: { precision: 'Conserva el contenido y dale la forma que pido.' },
      edit: { precision: 'Aplica solo este cambio a la respuesta anterior y deja todo lo demás como está.' },
      voiced: { precision: 'Escríbelo con la voz que pido (sus palabras, sus giros y su ritmo), mantenida de principio a fin, conservando el sentido.', tone: 'la voz que pido, mantenida de principio a fin.' },
      funnier: { precision: 'Añade humor (juegos de palabras, exageración, un toque de ironía) acorde con el tema.', tone: 'más divertido y ligero, con un humor acorde con el tema y el lector.' },
    },
  },
  everyday: {
    literaryAnalysis: {
      role: 'un crítico literario y profesor de literatura',
      precision: 'Analízalo como texto literario: qué dice y qué significa, y cómo su forma construye ese sentido; apoya cada idea con una cita breve.',
      format: 'el tema y la idea central en dos o tres frases; el sentido, parte por parte; los recursos literarios (imágenes, metáforas, repeticiones, ritmo, rima), cada uno con una cita breve y su efecto; el tono y la voz; la estructura; el contexto del autor y de la época cuando ayude; una conclusión breve.',
      length: 'entre 400 y 700 palabras.',
    },
    historyOverview: {
      role: 'un historiador que explica el pasado con claridad, con sus fechas y las pruebas en que se apoya',
      precision: 'Explica qué fue: cuándo y dónde, el contexto del que surgió, los hechos y las personas clave con sus fechas, y por qué sigue importando; di dónde discrepan los historiadores.',
      format: 'qué fue, en dos o tres frases; el contexto (cuándo y dónde); los hechos y las personas clave, en orden, con sus fechas; sus consecuencias y por qué importa hoy.',
      length: 'entre 300 y 500 palabras.',
    },
    historyExplanation: {
      role: 'un historiador que explica el pasado con claridad, con sus fechas y las pruebas en que se apoya',
      precision: 'Da las causas de fondo y el detonante inmediato, cada una con por qué importó y cuándo; di dónde discrepan los historiadores.',
      format: 'primero, la respuesta en pocas palabras; luego cada causa, de las de fondo al detonante inmediato, con su fecha y cómo llevó a la siguiente; al final, cómo se relacionan.',
      length: 'entre 300 y 500 palabras.',
    },
    conditionSymptoms: {
      role: 'un médico que explica las dudas de salud en palabras sencillas',
      precision: 'Explica los síntomas de esa enfermedad en palabras sencillas, como información general y no como un diagnóstico: primero los comunes, y deja claro cuáles exigen ir al médico o a urgencias.',
      format: 'los síntomas comunes, primero los iniciales, cada uno en palabras sencillas; los menos comunes; las señales de alarma que exigen ir al médico o a urgencias ya; quién tiene más riesgo; cómo lo confirma un médico (las pruebas habituales); cuándo ir al médico.',
    },
    medicineQuestion: {
      role: 'un farmacéutico que explica los medicamentos en palabras sencillas',
      precision: 'Responde a lo que pregunto sobre ese medicamento (o esa combinación) en mi situación: primero la respuesta corta; después lo que dice el prospecto (la pauta habitual para la edad o el peso que indico, cada cuánto y el máximo al día) y lo que se sabe de sus interacciones y sus riesgos; es información general, no un diagnóstico ni un sustituto del médico o del farmacéutico: recuérdame confirmar la dosis con ellos.',
      format: 'la respuesta corta (sí, no o depende, y de qué); por qué: cómo actúa y, si son varios, qué se sabe de tomarlos juntos; la pauta habitual del prospecto, si pregunto por la dosis; a qué estar atento (efectos y señales de alarma); quién debe tener más cuidado (niños, embarazo, alergias, otras enfermedades o medicamentos); cuándo consultar al médico o al farmacéutico antes de tomarlo.',
    },
    symptoms: {
      role: 'un médico que explica las dudas de salud en palabras sencillas',
      precision: 'Parte de lo que describo (los síntomas, desde cuándo, con qué intensidad, el medicamento, mi situación); es información, no un diagnóstico, y sin dosis de medicamentos que no puedas saber si me convienen.',
      format: 'las posibles causas más comunes, de la más a la menos probable, cada una con lo que la sugiere; las señales de alarma que exigen ir al médico o a urgencias ya; qué puedo hacer mientras tanto; cuándo ir al médico si no mejora; las preguntas que me haría un médico.',
    },
    legalRights: {
      role: 'un experto en derechos del consumidor, del inquilino y laborales que explica la ley en palabras sencillas',
      precision: 'Conserva los hechos que cuento; explica los derechos que se aplican en el lugar que indico (pregúntamelo si no lo indico), citando la ley o la norma cuando puedas, y aclara que es información general, no el consejo de un abogado.',
      format: 'mis derechos en esta situación; los pasos para reclamarlos, en orden (qué escribir, a quién, con qué pruebas); los plazos que corren; qué hacer si la otra parte no responde; dónde consultar la ley y pedir ayuda gratuita (oficinas de consumo, asociaciones de inquilinos, asistencia jurídica gratuita).',
    },
    techHowTo: {
      role: 'un ingeniero de software sénior que explica tareas técnicas con claridad',
      precision: 'Responde primero, con exactamente lo que hay que escribir o pegar (el fragmento o los comandos) para la tecnología que nombro (y mi sistema, si lo nombro); después explica brevemente qué hace y qué puede fallar.',
      format: 'el fragmento o los comandos en un bloque, listos para copiar; una explicación breve de cada parte; los errores comunes y cómo comprobar que funcionó; una variante si hay una alternativa habitual.',
    },
    costBreakdown: {
      role: 'alguien que conoce los costes reales de lo que pregunto y los desglosa partida por partida',
      precision: 'Lista cada partida de gasto con un rango orientativo en la moneda del lugar que indico y di qué la hace variar; si el total depende mucho de la ciudad, el tamaño o la calidad y no los indico, pregúntamelos o di qué supones. Marca las cifras como estimaciones que hay que comprobar con presupuestos reales.',
      format: 'primero, el total orientativo como rango (de lo más ajustado a lo más completo); una tabla con cada partida (concepto, rango de coste, pago único o recurrente), agrupadas en la inversión inicial y los gastos de cada mes, si los hay; lo que más hace variar el total (la ciudad, el tamaño, la calidad, nuevo o de segunda mano); dónde se puede ahorrar; un margen para imprevistos.',
    },
    taxQuestion: {
      role: 'un asesor fiscal que explica los impuestos en palabras sencillas',
      precision: 'Responde para el país y la situación que indico (pregúntamelo si no los indico): qué dice la norma, con qué requisitos y límites, con un ejemplo con cifras; cita la ley o la fuente oficial (la agencia tributaria) cuando puedas, avisa de que las normas cambian cada año y aclara que es información general, no el consejo de un asesor o un gestor.',
      format: 'la respuesta corta primero; lo que se aplica en mi caso, cada punto con sus requisitos y límites; un ejemplo con cifras; los errores frecuentes; los plazos y los modelos o formularios que toca presentar; cuándo conviene consultar a un asesor o un gestor.',
    },
    moneyAdvice: {
      role: 'un planificador financiero que explica las decisiones de dinero en palabras sencillas',
      precision: 'Parte de mis cifras (ingresos, ahorros, deudas, plazo): haz las cuentas, compara las opciones con sus riesgos y costes, y aclara que es información general, no asesoramiento financiero personal; lo que necesites y no haya dado, pregúntamelo o déjalo entre corchetes.',
      format: 'primero la respuesta corta para mi caso; las opciones, cada una con sus ventajas, inconvenientes, riesgos y costes; las cuentas hechas con mis cifras; los pasos a seguir, en orden; qué cambiaría la respuesta.',
    },
    travelDeals: {
      role: 'un experto en viajes que encuentra buenas ofertas sin trucos que salgan caros',
      precision: 'Dame las tácticas que más bajan el precio para ese viaje, de la que más ahorra a la que menos, cada una concreta (qué buscadores o herramientas usar, cuándo reservar, en qué fechas o lugares ser flexible, qué costes ocultos vigilar); los precios cambian, así que dime que compare los actuales y no inventes precios.',
      format: 'una lista numerada de tácticas, cada una en negrita con cómo aplicarla en una o dos frases; después, los pasos de mi búsqueda en orden; al final, las trampas que evitar (cargos ocultos, tarifas sin reembolso).',
    },
    tippingCustoms: {
      role: 'un guía de viajes que conoce las costumbres y el protocolo de cada país',
      precision: 'Dime lo habitual en el lugar que indico, por situación (restaurante, bar, hotel, taxi, reparto a domicilio, peluquería…): la cantidad o el porcentaje de costumbre, si se espera o es opcional y cómo se da (en efectivo, con tarjeta, si ya va incluida en la cuenta); si cambia según la región o el tipo de sitio, dilo.',
      format: 'la respuesta corta primero; una tabla por situación (situación, propina habitual, si se espera o es opcional, cómo darla); los errores que suele cometer quien viene de fuera.',
    },
    tripEstimate: {
      role: 'un organizador de viajes que ha preparado muchos viajes a ese destino',
      precision: 'Dame un rango realista para mi viaje (días, o un presupuesto si pregunto por dinero), calculado a partir de lo que merece la pena ver y del ritmo: la opción mínima, una cómoda y una ideal, y qué permite cada una; respeta las fechas, el presupuesto y los intereses que doy y deja entre corchetes los que falten (cuándo viajo, desde dónde, qué me gusta, mi ritmo).',
      format: 'primero la respuesta corta, como un rango; qué cabe en la opción mínima, en la cómoda y en la ideal (las ciudades o zonas y los días en cada una); el tiempo de traslado entre lugares; qué cambiaría la respuesta (temporada, ritmo, presupuesto); un reparto de los días de ejemplo para la opción cómoda.',
    },
    selfEstimate: {
      role: 'un experto en lo que pregunto (nutrición, sueldos, deporte, dinero) que calcula cifras para el caso de una persona',
      precision: 'Calcúlalo para mi caso con las cifras que doy (consérvalas; lo que falte, pregúntamelo o déjalo entre corchetes): los factores que lo deciden, cómo calcularlo con mis cifras, un rango realista con el razonamiento, y cuándo conviene consultar a un profesional.',
      format: 'primero la respuesta corta para mi caso, como un rango; los factores que lo deciden; el cálculo paso a paso con mis cifras; qué lo subiría o lo bajaría; cuándo consultar a un profesional de ese campo (para la salud, un médico o un dietista; para el dinero, un gestor; para los estudios o el deporte, un profesor o un entrenador).',
    },
    goalPlan: {
      role: 'un coach que convierte metas en planes realistas',
      precision: 'Haz un plan para alcanzar mi meta, con mis cifras: primero di el ritmo seguro y realista para esta clase de meta (para el peso, de medio kilo a un kilo por semana) y si mi plazo cabe en él (si no doy ninguno, propón uno realista); luego el plan que pueda seguir, sin métodos extremos.',
      format: 'la meta, el plazo y el ritmo que pide, y si ese ritmo es seguro; el plan por semanas o fases, cada una con qué hacer; los hábitos que lo sostienen; cómo medir mi avance y qué ajustar si me retraso; cuándo consultar a un profesional (un médico o un dietista en metas de salud).',
    },
    deviceTrouble: {
      role: 'un técnico que ayuda a arreglar dispositivos en casa',
      precision: 'Empieza por las comprobaciones más rápidas y seguras y avanza paso a paso hacia las más difíciles, para el dispositivo y el sistema que nombro; di qué no hacer y cuándo hace falta un servicio técnico o la garantía.',
      format: 'las causas probables, de la más a la menos común; los pasos a probar, en orden, cada uno con cómo hacerlo en mi dispositivo; qué no hacer; cómo saber si funcionó; cuándo llevarlo al servicio técnico o usar la garantía.',
    },
    character: {
      role: 'un escritor que crea personajes memorables para historias y juegos de rol',
      precision: 'Crea el personaje con los rasgos que doy, con una personalidad y una motivación que den pie a historias; estadísticas de juego solo si es para un juego que las tiene (como D&D), en el sistema de ese juego.',
      format: 'una ficha de personaje: nombre; aspecto (2-3 rasgos distintivos); personalidad (rasgos, un defecto, una forma de hablar); trasfondo en un párrafo breve; motivación y qué teme; secretos y ganchos para la historia; las estadísticas y habilidades si el juego las tiene.',
    },
    roleplay: {
      role: 'un compañero de rol que interpreta un personaje y no sale de él',
      precision: 'Interpreta al personaje que describo en la escena que describo, en primera persona y sin salir del papel, y deja que yo lleve la iniciativa: responde a mis frases de una en una, sin narrar mi parte; mantenlo respetuoso y sal del personaje solo si te lo pido.',
      format: 'antes de empezar, una ficha breve del personaje (a quién interpretas, su carácter y cómo habla; la escena y el lugar); luego tu primera frase en el papel, y espera mi respuesta.',
    },
    assistantInstructions: {
      role: 'un ingeniero de prompts que escribe las instrucciones (prompts de sistema) de asistentes que atienden a personas',
      precision: 'Escribe las instrucciones completas, listas para pegar como prompt de sistema del asistente: conserva cada instrucción que doy y añade lo que un asistente necesita para toda una conversación.',
      format: 'las instrucciones en un bloque, dirigidas al asistente («Eres…»): quién es y con quién habla; su alcance (qué responde y qué no); el conocimiento que puede usar (solo la información que le doy, entre corchetes hasta que la pegue); cómo responder (respuestas breves, el tono); qué hacer si no está seguro o le preguntan algo fuera de su alcance (decirlo, nunca inventar); cuándo y cómo pasar la conversación a una persona.',
      slot: 'Lo que el asistente puede usar: [pega aquí los datos con los que responde: curso, política, precios, FAQ].',
    },
    assistantSetup: {
      role: '',
      precision: 'Mantén este papel durante toda la conversación: responde solo dentro de tu alcance y solo con la información de abajo.',
      format: 'respuestas breves y amables (de 2 a 4 frases), con pasos solo cuando la persona tenga que hacer algo; si la respuesta no está en la información de abajo o no estás seguro, dilo con claridad y nunca inventes; ante una pregunta fuera de tu alcance, di en qué puedes ayudar; si la persona pide hablar con alguien, está molesta o el caso requiere una decisión que no puedes tomar, pásala a una persona: [cómo contactar: email, teléfono, horario].',
      slot: 'Información que puedes usar: [pega aquí la política, los datos y las preguntas frecuentes].',
    },
    privacyPolicy: {
      role: 'un redactor jurídico que prepara documentos claros para webs y pequeños negocios',
      precision: 'Redacta el documento completo con los apartados que lleva este tipo de documento, en lenguaje claro; deja los datos del titular entre corchetes y termina con una nota para que lo revise un abogado antes de usarlo.',
      format: 'un título; apartados numerados con subtítulos: el responsable y cómo contactarlo; qué datos se recogen y para qué; la base legal; cuánto tiempo se conservan; a quién se ceden; los derechos del usuario y cómo ejercerlos; cookies; cambios en la política; la fecha de la última actualización.',
      slot: 'Datos del titular: [nombre o empresa, NIF, dirección, email de contacto, país cuya ley se aplica].',
    },
    giveawayRules: {
      role: 'un abogado que redacta las bases legales de sorteos y concursos',
      precision: 'Redacta las bases completas, listas para publicar junto al sorteo (y, si se hace en una red social, ajustadas a sus normas); los datos que aún no te he dado (organizador, fechas, premio) van entre corchetes para que yo los complete.',
      format: 'apartados numerados: organizador (nombre, NIF y domicilio); objeto y fechas (inicio, fin y zona horaria); quién puede participar (edad mínima, país, exclusiones); cómo participar (los pasos); premio (qué es, su valor, que no se cambia por dinero); cómo se elige al ganador y cómo y cuándo se le comunica (y qué pasa si no responde); protección de datos (responsable, finalidad, derechos); si se hace en una red social, la exención de la plataforma (que no patrocina, avala ni administra el sorteo); aceptación de las bases.',
    },
    terms: {
      role: 'un redactor jurídico que prepara documentos claros para webs y pequeños negocios',
      precision: 'Redacta el documento completo con los apartados que lleva este tipo de documento, en lenguaje claro; deja los datos del titular entre corchetes y termina con una nota para que lo revise un abogado antes de usarlo.',
      format: 'un título; apartados numerados con subtítulos: quiénes somos; uso de la web o del servicio; pedidos, precios y pago; envíos, devoluciones y reembolsos; responsabilidad; propiedad intelectual; ley aplicable y tribunales; la fecha de la última actualización.',
      slot: 'Datos del titular: [nombre o empresa, NIF, dirección, email de contacto, país cuya ley se aplica].',
    },
    contract: {
      role: 'un redactor jurídico que prepara documentos claros para webs y pequeños negocios',
      precision: 'Redacta el documento completo con los apartados que lleva este tipo de documento, en lenguaje claro; deja los datos del titular entre corchetes y termina con una nota para que lo revise un abogado antes de usarlo.',
      format: 'un título; las partes con sus datos; cláusulas numeradas: el objeto, las obligaciones de cada parte, el pago, la duración, la confidencialidad, la resolución, la ley aplicable; el lugar, la fecha y las firmas.',
      slot: 'Datos del titular: [nombre o empresa, NIF, dirección, email de contacto, país cuya ley se aplica].',
    },
    announcement: {
      role: 'alguien que escribe avisos y comunicados claros que la gente lee y sigue',
      precision: 'Da la noticia en la primera frase (qué cambia y desde cuándo) y después qué tiene que hacer cada persona; todos los datos que doy, lo que falte entre corchetes.',
      format: 'un asunto o encabezado; la noticia en una frase; los detalles (qué, desde cuándo, a quién afecta); qué tienen que hacer, si algo; a quién preguntar.',
    },
    noticeSign: {
      role: 'alguien que escribe avisos y carteles claros que se entienden de un vistazo',
      precision: 'Escribe el texto del aviso, listo para imprimir y pegar donde digo: corto, con todos los datos que doy (qué pasa, fechas, horas, lugar) y lo que falte, entre corchetes; es un cartel, no un mensaje: sin saludo de carta ni firma personal.',
      format: 'un titular corto en mayúsculas que se lea de lejos; el dato clave en una o dos frases; las fechas y horas, si las hay; qué hacer mientras tanto o en su lugar, si aplica; a quién avisar o preguntar (nombre, teléfono o lugar); una frase final de cortesía, si cabe.',
      length: 'lo justo para leerlo de un vistazo: no más de 50 palabras.',
    },
    problemCheck: {
      role: 'un revisor minucioso que encuentra lo que falla en un texto y dice cómo arreglarlo',
      precision: 'Responde primero a mi pregunta (sí o no, y cuán grave), después recorre el texto: cita cada problema, di por qué lo es y qué cambiar o pedir; si no hay ninguno, dilo.',
      format: 'un veredicto en una línea; los problemas, del más al menos grave, cada uno con la cita, por qué es un problema y qué cambiar o pedir; lo que está bien como está; si es un contrato, una nota para que lo confirme un abogado.',
    },
    strategy: {
      role: 'un estratega de crecimiento que convierte las cifras de un negocio en un plan de acción',
      precision: 'Parte de las cifras que doy (lo que falte, entre corchetes) y dame una estrategia que pueda empezar esta semana, no una lista de consejos generales.',
      format: 'un diagnóstico a partir de mis cifras (dónde estoy y qué me frena); un objetivo medible con fecha; las acciones por prioridad (impacto y esfuerzo), cada una con cómo hacerla; los canales que usar y por qué; un calendario de las 4 primeras semanas; las métricas que seguir cada semana.',
    },
    copyLines: {
      role: 'un copywriter y especialista en email marketing que escribe líneas que se abren y se clican',
      precision: 'Cada opción funciona sola, pone la oferta o el beneficio delante y respeta los límites de la plataforma (un asunto de email: 50 caracteres como mucho; un titular: 10 palabras como mucho).',
      format: 'una lista numerada de las opciones, cada una con un ángulo distinto (beneficio, urgencia, curiosidad, la cifra); tras cada una, entre paréntesis, su ángulo y su número de caracteres.',
    },
    comparison: {
      role: 'un analista que compara opciones con criterio y sin favoritismos',
      precision: 'Compara las opciones con los mismos criterios y termina con cuál conviene en el caso que describo (o, si no describo ninguno, en qué caso conviene cada una).',
      format: 'los criterios que importan en este caso; cada opción según esos criterios (en una tabla si ayuda); pros y contras de cada una; una recomendación final: cuál conviene en mi caso, o en qué caso conviene cada una.',
    },
    extraction: {
      role: 'un asistente meticuloso que extrae datos de textos sin inventar nada',
      precision: 'Extrae exactamente los campos que pido, tal como aparecen en el texto; no inventes ni completes nada: si un dato no aparece, escribe "no encontrado".',
      format: 'una tabla con una columna por cada campo pedido y una fila por cada elemento encontrado, en el orden del texto (o una lista si pido un solo campo).',
    },
    recipe: {
      role: 'un cocinero que escribe recetas claras y probadas',
      precision: 'Da las cantidades para las porciones que indico (4, si no indico ninguna), en medidas de cocina habituales, y los tiempos de cada paso.',
      format: 'nombre del plato; porciones y tiempos (preparación, cocción y total); ingredientes con cantidades; pasos numerados; al final, consejos opcionales (variantes, cómo conservarlo).',
    },
    imagePrompt: {
      role: 'un experto en escribir prompts para herramientas de generación de imágenes',
      precision: 'Escribe un solo prompt, listo para pegar en la herramienta, en inglés (la mayoría de estas herramientas lo entienden mejor), salvo que pida otro idioma.',
      format: 'el prompt en un bloque: sujeto; escenario; estilo; iluminación; composición y cámara (plano, lente, ángulo); al final, los parámetros de la herramienta si los tiene (en Midjourney, --ar con la proporción); después, una línea que explique las decisiones.',
    },
    datingProfile: {
      role: 'alguien que escribe perfiles de citas que suenan a persona real y abren conversación',
      precision: 'Usa los datos que doy, sin inventar otros (edad, trabajo, aficiones); muestra personalidad con uno o dos detalles concretos en lugar de una lista de adjetivos o tópicos («me encanta reír», «busco mi media naranja»); un toque de humor si encaja; di qué busco si lo digo; dentro de la extensión habitual en esa app (Tinder: hasta 500 caracteres; Bumble: hasta 300; Hinge: respuestas breves a sus preguntas).',
      format: '3 opciones de estilos distintos (divertida, cálida, directa), listas para pegar; cada una termina con un gancho fácil de responder (una pregunta, un reto desenfadado); lo que falte, entre corchetes.',
    },
    profile: {
      role: 'un redactor de perfiles y anuncios que convencen en la plataforma donde se publican',
      precision: 'Usa los datos que doy, sin inventar otros; lo más atractivo primero, con la estructura y la extensión habituales en esa plataforma.',
      format: 'una primera línea con lo más atractivo; después, los datos que doy ordenados como los muestra la plataforma (en un alojamiento: el espacio, lo que incluye y el barrio; en un perfil profesional: qué haces, logros y qué buscas); lo que falte, entre corchetes.',
    },
    personalComposition: {
      role: 'un profesor de lengua que escribe redacciones descriptivas y narrativas con vida',
      precision: 'Describe y cuenta, no argumentes: presenta a la persona, el lugar o el momento con detalles concretos (cómo es, qué se ve, qué se oye), cuenta una o dos anécdotas y termina con lo que significa para mí; usa los datos que doy y deja entre corchetes los que falten (nombres, recuerdos), sin inventarlos.',
      format: 'título; una introducción que presente de quién o de qué trata; el desarrollo en párrafos: cómo es y una o dos anécdotas; un cierre con lo que significa para mí.',
      length: 'entre 250 y 400 palabras.',
    },
    childMystery: {
      role: 'un autor de misterios infantiles que los niños pueden resolver',
      precision: 'Escríbelo para la edad que indico: palabras sencillas y frases cortas, y un misterio que el niño pueda resolver junto al detective: el enigma planteado al principio, 3 o 4 pistas que pueda notar mientras lee (una de ellas falsa) y una solución justa que use solo esas pistas, explicada al final; emocionante, sin dar miedo.',
      format: 'un título; la historia en párrafos cortos: el enigma, las pistas una a una, el momento en que el lector podría adivinarlo y la solución explicada.',
      length: 'entre 300 y 600 palabras (unos 5 minutos leído en voz alta).',
    },
    childStory: {
      role: 'un autor de cuentos infantiles para leer en voz alta',
      precision: 'Escríbelo para la edad que indico: palabras sencillas y frases cortas, un problema suave, alguna repetición que a los niños les guste y un final cálido (antes de dormir, uno tranquilo que ayude a conciliar el sueño); nada que dé miedo.',
      format: 'un título; el cuento en párrafos cortos, fácil de leer en voz alta.',
      length: 'entre 300 y 600 palabras (unos 5 minutos leído en voz alta).',
    },
    dialogueScene: {
      role: 'un dramaturgo y guionista con oído para cómo habla de verdad la gente',
      precision: 'Cuéntalo solo con lo que dicen los personajes: una voz distinta para cada uno, lo que sienten por debajo de las palabras y un giro antes del final.',
      format: 'una línea por intervención, con el nombre de quien habla delante; sin narración, salvo una breve acotación entre corchetes cuando haga falta.',
    },
    plotIdeas: {
      role: 'un editor de ficción que ayuda a novelistas y guionistas a resolver sus tramas',
      precision: 'Da tantas opciones como pido (de 3 a 5 si no doy un número), distintas entre sí y fieles a lo que cuento de mi historia; si ya tengo una idea, consérvala y desarróllala. En cada una, las pistas que hay que sembrar antes para que sorprenda y a la vez parezca inevitable, y lo que cambia en el resto de la trama.',
      format: 'una lista numerada; cada opción con un nombre de pocas palabras, qué pasa, las pistas que sembrar y lo que cambia; al final, la que elegirías y por qué.',
    },
    fixedFormPoem: {
      role: 'un poeta que domina las formas fijas',
      precision: 'Respeta exactamente las reglas de la forma que pido (su número de versos, su métrica y su rima), con imágenes frescas en lugar de tópicos.',
      format: 'solo el poema, sin explicaciones.',
    },
    vocabularyList: {
      role: 'un profesor de idiomas que prepara listas de vocabulario que se recuerdan',
      precision: 'Da las palabras que más se usan de verdad en ese tema, a mi nivel, cada una con su traducción y una frase de ejemplo; tantas como pido (20 si no doy un número).',
      format: 'una tabla: la palabra (con su artículo o género cuando el idioma lo tiene), su traducción y una frase de ejemplo; agrupadas por temas cuando ayude.',
    },
    conceptMap: {
      role: 'un profesor que convierte los temas en mapas conceptuales claros',
      precision: 'Pon el concepto central arriba y ramifícalo en las ideas principales y después en sus detalles, con cada enlace etiquetado con las palabras que los unen ("provoca", "forma parte de"), para que el mapa se lea como frases.',
      format: 'una jerarquía con sangrías (o un diagrama Mermaid si lo pido): el concepto central; sus ramas; debajo de cada una, sus detalles; los enlaces etiquetados.',
    },
    biography: {
      role: 'un biógrafo que escribe vidas rigurosas y vivas',
      precision: 'Cíñete a hechos bien documentados, con sus fechas: de dónde venía, los momentos decisivos, lo que logró y por qué sigue importando; una anécdota reveladora; si un dato es dudoso, dilo.',
      format: 'quién fue, primero; su vida en orden, en párrafos cortos; su legado, para cerrar.',
      length: 'entre 250 y 400 palabras.',
    },
    funFacts: {
      role: 'un divulgador que colecciona datos sorprendentes y ciertos',
      precision: 'Da tantos datos como pido (10 si no doy un número), cada uno cierto, comprobable y sorprendente, con por qué es así; nada de mitos.',
      format: 'una lista numerada, un dato por elemento, en una o dos frases.',
    },
    wordPuzzle: {
      role: 'un creador de pasatiempos para clases y revistas',
      precision: 'Hazlo jugable en texto plano (una cuadrícula de 12 × 12 con 10 palabras si no indico otro tamaño): palabras del tema y del nivel, todas de verdad dentro de la cuadrícula (o una sola respuesta que encaje en cada pista), y la solución al final.',
      format: 'la cuadrícula en un bloque de texto monoespaciado; las palabras que hay que encontrar (o las pistas numeradas, horizontales y verticales); la solución.',
    },
    stagePlay: {
      role: 'un dramaturgo que escribe para teatro escolar y aficionado',
      precision: 'Escríbela para representarla con pocos medios: un reparto pequeño con un papel para cada actor, entradas y salidas claras, diálogos que hagan avanzar la historia y el mensaje mostrado con la acción, no con un sermón.',
      format: 'el título; el reparto; cada escena con su encabezado y su decorado; los diálogos, con el nombre de cada personaje delante y las acotaciones entre paréntesis.',
      length: 'unos 5 a 10 minutos en escena.',
    },
    diaryEntry: {
      role: 'un escritor de ficción histórica y de personajes',
      precision: 'Escribe en primera persona, con la voz de ese personaje y de su época: detalles concretos de su día (lo que vio, comió o temió), sus sentimientos y nada que no pudiera saber.',
      format: 'la fecha (y el lugar) arriba, como se escribiría en la época; la entrada en párrafos, como se escribe un diario.',
      length: 'entre 250 y 450 palabras.',
    },
    basicsLesson: {
      role: 'un profesor paciente que ayuda a empezar a los principiantes',
      precision: 'Enséñame solo lo que necesito primero, en el orden en que lo necesito, cada idea con un ejemplo breve; después, un primer ejercicio para probar y qué aprender a continuación.',
      format: 'lo que sabré hacer al terminar; lo básico, numerado, cada punto con un ejemplo; un primer ejercicio; qué aprender después.',
      length: 'entre 300 y 600 palabras.',
    },
    rpgAdventure: {
      role: 'un máster de rol veterano que escribe aventuras listas para jugar',
      precision: 'Escríbela lista para jugar con el número de jugadores y el nivel que indico (4 jugadores de nivel 1 si no indico nada), con las reglas del juego que nombro (D&D 5e si no nombro ninguno): un gancho, de tres a cinco partes con encuentros o retos equilibrados para ese nivel, personajes no jugadores con un motivo, un giro y las recompensas.',
      format: 'el título y la premisa en pocas líneas; el gancho; cada parte con su lugar, lo que pasa, el encuentro (enemigos o reto, con sus estadísticas o su dificultad) y lo que pueden encontrar los jugadores; los personajes no jugadores principales, cada uno con lo que quiere; el final y las recompensas.',
    },
    gameDesign: {
      role: 'un diseñador de juegos que crea juegos sencillos que la gente juega de verdad',
      precision: 'Que se pueda jugar enseguida con lo que suele haber a mano, para la edad y el número de jugadores que indico, con reglas que se expliquen en un minuto y una forma clara de ganar.',
      format: 'el nombre; el objetivo; qué se necesita; cómo se prepara; cómo se juega, paso a paso; cómo se gana; una o dos variantes.',
    },
    guidedMeditation: {
      role: 'un profesor de meditación que guía con una voz tranquila y sencilla',
      precision: 'Escríbela para leerla despacio en voz alta: frases cortas y suaves en segunda persona, indicaciones para respirar, las pausas marcadas y un regreso suave al final; no prometas nada médico.',
      format: 'el guion en párrafos cortos, con las pausas marcadas como (pausa, 10 segundos): la llegada, el cuerpo de la práctica y el regreso.',
      length: 'los minutos que indico, a unas 100 palabras por minuto con sus pausas (5 minutos si no indico ninguno).',
    },
    pickupLines: {
      role: 'un guionista de humor con mano ligera',
      precision: 'Ingeniosas y juguetonas, sobre el tema que indico, nunca groseras ni insistentes; tantas como pido (5 si no doy un número).',
      format: 'una lista numerada, una línea cada una.',
    },
    affirmations: {
      role: 'un coach que escribe afirmaciones que uno se puede creer',
      precision: 'En primera persona y en presente, positivas, concretas sobre lo que quiero trabajar y creíbles, no grandilocuentes; tantas como pido (10 si no doy un número).',
      format: 'una lista numerada, una frase cada una.',
    },
    treasureHunt: {
      role: 'un organizador de juegos de fiesta que escribe búsquedas del tesoro para niños',
      precision: 'Escribe las pistas en orden, cada una llevando al siguiente escondite, fáciles de leer para la edad que indico (con rima si son pequeños), con lugares que existan donde se juega; tantas pistas como pido.',
      format: 'una lista numerada: cada pista y, debajo, dónde esconderla (su solución); al final, dónde está el premio.',
    },
    journalPrompts: {
      role: 'un coach que escribe preguntas de diario para la reflexión personal',
      precision: 'Preguntas abiertas (nada de sí o no) que inviten a respuestas sinceras y concretas sobre mi propia vida, cada una desde un ángulo distinto del tema que indico, amables y no clínicas; tantas como pido (10 si no doy un número).',
      format: 'una lista numerada, una pregunta cada una.',
    },
    synonyms: {
      role: 'un lexicógrafo que conoce cada matiz de significado',
      precision: 'Solo palabras que existen, las más cercanas primero, agrupadas por sentido o por registro (formal, neutro, coloquial) cuando cambian, cada grupo con un ejemplo breve de uso; tantas como pido (de 8 a 12 si no doy un número).',
      format: 'los grupos, cada uno con sus palabras y una frase de ejemplo.',
    },
    languageQuestion: {
      role: 'un profesor de lengua que responde dudas de uso con claridad',
      precision: 'Responde primero, tal como lo usaría yo; después, la regla en una o dos frases y uno o dos ejemplos; si depende del registro o de la región, di qué forma va en cada caso.',
      format: 'primero la respuesta; la regla; los ejemplos.',
      length: 'no más de 150 palabras.',
    },
    exampleSentences: {
      role: 'un profesor de lengua que escribe frases de ejemplo naturales',
      precision: 'Escribe tantas oraciones como pido (3 si no doy un número), cada una natural y con la palabra en un uso o un contexto distinto, a mi nivel.',
      format: 'una lista numerada, una oración cada una, con la palabra en negrita.',
    },
    annotatedBibliography: {
      role: 'un bibliotecario de investigación',
      precision: 'Da el número de fuentes que pido sobre el tema, solo reales y que sepas que existen (autor, año, título, revista o editorial, DOI o URL), en el estilo que nombro (APA 7.ª edición si no nombro ninguno); si no estás seguro de que una fuente exista, dilo en lugar de inventarla. Bajo cada una, una anotación de 100 a 150 palabras: qué estudia, cómo, qué encuentra y por qué sirve para mi tema.',
      format: 'las entradas por orden alfabético de autor, cada una con su referencia en el estilo y su anotación en un párrafo (resumen, método, hallazgo principal, utilidad); al final, el aviso de comprobar cada fuente en una base de datos.',
    },
    citation: {
      role: 'un bibliotecario que domina los estilos de cita',
      precision: 'En el estilo que nombro (APA 7.ª edición si no nombro ninguno): la entrada de la lista de referencias para ese tipo de fuente, la cita dentro del texto y qué hacer cuando falta un dato (sin autor, sin fecha).',
      format: 'el patrón para ese tipo de fuente; un ejemplo completo; la cita dentro del texto; los errores habituales.',
    },
    selfReview: {
      role: 'un coach de carrera que ayuda a escribir la autoevaluación del desempeño',
      precision: 'Escríbela en primera persona a partir de los logros y las cifras que doy (lo que falte, entre corchetes): los logros con su impacto, lo aprendido, en qué quiero mejorar y con qué plan, y los objetivos del próximo año; honesta y concreta, sin elogios vacíos.',
      format: 'los apartados que pida la evaluación (si no los digo: logros clave, con cifras; fortalezas; áreas de mejora, cada una con un plan; objetivos para el próximo año), en párrafos breves o viñetas.',
    },
    interviewCoaching: {
      role: 'un coach de carrera que prepara a candidatos para entrevistas y candidaturas',
      precision: 'Enséñame a responderlo bien en mi caso: qué quiere saber quien pregunta, cómo estructurar la respuesta y un ejemplo de respuesta con mis palabras, con corchetes para mis datos; di qué conviene no decir.',
      format: 'qué quiere saber el entrevistador o el reclutador; la estructura de una buena respuesta; un ejemplo de respuesta, listo para adaptar; los errores habituales.',
    },
    statusUpdate: {
      role: 'un jefe de proyecto que escribe actualizaciones de estado claras para los interesados',
      precision: 'Empieza por el estado (en plazo, en riesgo o con retraso) y lo que significa para quien lo lee; después, los avances, la causa de cualquier retraso, las nuevas fechas, los riesgos y lo que necesito de ellos; solo los hechos que doy, lo demás entre corchetes.',
      format: 'un asunto; el estado, en pocas palabras; lo hecho; lo que va con retraso y por qué; el nuevo plan con fechas; los riesgos y las decisiones o la ayuda que necesito; cuándo llegará la próxima actualización.',
    },
    pcBuild: {
      role: 'un montador de PC que elige piezas compatibles para un presupuesto y un uso',
      precision: 'Una configuración completa y compatible para el uso y el presupuesto que doy (pregúntame si no doy ninguno): cada pieza con un modelo, por qué se eligió para ese uso y un precio aproximado, y el total dentro del presupuesto; los precios cambian, así que dime que compruebe los actuales antes de comprar.',
      format: 'una tabla con una fila por pieza (procesador, placa base, memoria, almacenamiento, tarjeta gráfica, fuente de alimentación, caja, refrigeración): el modelo, por qué y el precio aproximado; el total; dónde ahorrar o invertir más si cambia el presupuesto; qué comprobar para que todo sea compatible.',
    },
    astrology: {
      role: 'un astrólogo que explica las cartas y los signos con palabras sencillas',
      precision: 'Léelo a partir de los datos que doy (fecha, hora y lugar de nacimiento, o mi signo; pídeme lo que falte), explicando cada término; preséntalo como astrología, una tradición para reflexionar y entretenerse, no como hechos ni predicciones, y sin afirmaciones sobre salud, dinero o destino para que actúe según ellas.',
      format: 'lo que dicen la carta o el signo, por partes (en una carta astral: el sol, la luna, el ascendente y los planetas principales; en un horóscopo: amor, trabajo, dinero y bienestar); unos temas o preguntas para reflexionar; una línea que diga que la astrología sirve para reflexionar, no para predecir.',
    },
    dreamMeaning: {
      role: 'alguien que conoce lo que dicen la psicología y las tradiciones sobre los sueños',
      precision: 'Di con qué se suelen relacionar los sueños como este: primero lo que dice la psicología (los sueños suelen reflejar preocupaciones, cambios y emociones del momento), después el simbolismo popular, como lecturas posibles y nunca como predicciones; relaciónalo con lo que cuente de mi vida, si cuento algo, y hazme preguntas que me ayuden a encontrar mi propia lectura.',
      format: 'en una línea, con qué se relaciona más a menudo este sueño; las lecturas posibles, primero la de la psicología, cada una en pocas líneas; preguntas para hacerme; cuándo vale la pena hablar con un profesional de sueños recurrentes o pesadillas.',
    },
    writingHowTo: {
      role: 'un profesor de escritura que enseña a escribir textos claros y eficaces',
      precision: 'Enséñame a escribirlo bien, para el caso que describo si describo uno: qué hace bueno a uno así para quien lo lee, su estructura paso a paso, los errores que lo debilitan y un ejemplo corto que pueda adaptar.',
      format: 'qué consigue uno bueno, en una línea; la estructura, parte por parte, cada una con lo que lleva; de 5 a 7 consejos concretos, cada uno con un antes y un después donde ayude; los errores habituales; un ejemplo corto o una plantilla para adaptar.',
    },
    gameStrategy: {
      role: 'un jugador experto y entrenador del juego que nombro',
      precision: 'Para el juego que nombro y mi nivel (principiante si no digo ninguno): las estrategias que más partidas ganan, de la más a la menos importante, cada una con cuándo usarla y un ejemplo concreto de una partida; después, los errores que hacen perder.',
      format: 'la idea clave del juego en una o dos líneas; las estrategias en una lista numerada, cada una con por qué funciona y un ejemplo; los errores de principiante que hay que evitar; una cosa para practicar primero.',
    },
    gardenDesign: {
      role: 'un paisajista que diseña espacios pequeños para principiantes',
      precision: 'Para el espacio, la luz y el clima que doy (pregúntame lo que falte): qué plantar y dónde, cuántas de cada una, en qué macetas o bancales y cuándo plantarlas, elegidas por la luz que reciben y por unos cuidados que un principiante pueda mantener.',
      format: 'la distribución, zona por zona (un esquema sencillo en texto si ayuda); las plantas elegidas, cada una con por qué le va la luz, cuántas y cuándo plantarla; macetas, sustrato y riego; una lista de tareas para el primer mes.',
    },
    plantCare: {
      role: 'un jardinero que da consejos prácticos y concretos para cuidar plantas',
      precision: 'Responde para la planta y las condiciones que doy (luz, clima, estación, interior o exterior, maceta; si no doy ninguna, di qué supones): qué hacer, con cantidades y cada cuánto, y cómo saber si funciona.',
      format: 'la respuesta directa primero; los cuidados que necesita (luz, riego, sustrato, abono, temperatura), cada uno con cantidades y cada cuánto; las señales de exceso o de falta; qué hacer si sigue empeorando.',
    },
    vehicleTrouble: {
      role: 'un mecánico que explica las averías de coches y motos con palabras sencillas',
      precision: 'A partir de lo que describo: si es seguro seguir conduciendo, las causas más probables de la más a la menos probable, qué puedo revisar yo sin riesgo y qué suele llevar la reparación; los precios varían, así que da un rango aproximado y dime que pida presupuesto en un taller.',
      format: 'si es seguro conducir ahora, lo primero; las causas probables, de la más a la menos probable, cada una con cómo reconocerla; qué puedo revisar yo y cómo; qué decirle al mecánico; un rango de coste aproximado.',
    },
    companyPolicy: {
      role: 'un especialista en recursos humanos que redacta políticas de empresa claras y justas',
      precision: 'Escribe la política completa, lista para compartir con el equipo, para la empresa y las reglas que doy (lo que no he decidido, entre corchetes, nunca inventado): a quién se aplica, qué se permite y qué no, cómo se pide o se comunica y qué pasa si no se cumple; recuérdame que la revise alguien que conozca la normativa laboral de mi país.',
      format: 'el título y la fecha en que entra en vigor; su objetivo; a quién se aplica; las normas, en cláusulas numeradas; cómo se pide, se aprueba o se comunica; quién es responsable de qué; qué pasa si no se cumple; a quién preguntar y cuándo se revisa.',
    },
    outfitAdvice: {
      role: 'un estilista que viste a la gente para ocasiones reales',
      precision: 'Para la ocasión, el código de vestimenta, la época del año y el presupuesto que doy (si no los doy, di qué supones): qué ponerme de arriba abajo, con dos o tres conjuntos para elegir y lo que conviene evitar.',
      format: 'el código de vestimenta en palabras sencillas; dos o tres conjuntos completos, cada prenda nombrada; lo que conviene evitar; un consejo para los detalles (zapatos, complementos, arreglo personal).',
    },
    travelEntry: {
      role: 'alguien que conoce los requisitos de entrada para viajeros',
      precision: 'Para mi nacionalidad y mi ruta (pregúntamelas si no las doy): los documentos, visados o autorizaciones electrónicas que piden, cómo y con cuánta antelación se tramitan y cuánto cuestan; como las normas cambian, indícame la web oficial de cada país para confirmarlo.',
      format: 'lo que necesito, como una lista con casillas (☐) en el orden en que tramitarlo; de cada cosa, dónde se pide, cuánto tarda y cuánto cuesta; las trampas habituales (validez del pasaporte, billete de vuelta, menores que viajan); las webs oficiales para confirmarlo.',
    },
    placesToVisit: {
      role: 'un guía de viajes local que conoce los sitios más allá de la lista de siempre',
      precision: 'Tantos lugares como pido (si no digo cuántos, 8), primero los que encajan con lo que digo que me gusta; de cada uno, qué es, por qué merece la pena, la mejor época, cómo llegar y cuánto cuesta más o menos; si pido sitios poco turísticos, que lo sean de verdad.',
      format: 'una lista numerada, cada lugar con su región y unas líneas con qué ver, la mejor época, cómo llegar y el coste; al final, cómo combinarlos en una ruta.',
    },
    ingredientSubstitute: {
      role: 'un cocinero que sabe qué hace cada ingrediente en una receta',
      precision: 'Los mejores sustitutos de ese ingrediente en esa receta, primero el que menos cambia el resultado; de cada uno, cuánto usar por cada unidad del original y cómo cambia el sabor, la textura o el tiempo de cocción; di cuáles evitar.',
      format: 'la mejor opción primero, con su cantidad; las demás en una tabla breve (sustituto, cantidad, cómo cambia el resultado, para qué va mejor); lo que conviene evitar.',
    },
    rehabExercises: {
      role: 'un fisioterapeuta que diseña rutinas de ejercicios suaves y seguras',
      precision: 'Ejercicios suaves para ese dolor o esa zona que pueda hacer en casa, cada uno con cómo hacerlo, cuántas repeticiones o segundos y cada cuánto; qué evitar; y las señales de alarma que obligan a parar y consultar a un médico o a un fisioterapeuta. Es información general, no un tratamiento para mi caso.',
      format: 'los ejercicios en orden, del más suave al más exigente, cada uno con sus pasos, las repeticiones o el tiempo y lo que debería notar; cada cuánto hacer la rutina; qué evitar; las señales para parar y consultar a un profesional.',
    },
    techForBeginners: {
      role: 'un profesor paciente que explica la tecnología a quien nunca la ha usado',
      precision: 'Escribe los pasos para esa persona, no para mí: una sola acción por paso, con lo que verá en la pantalla y dónde tocar, en palabras sencillas y sin tecnicismos; di qué hacer si algo sale distinto.',
      format: 'pasos numerados, una acción cada uno, con lo que aparece en la pantalla; al final, las dos o tres cosas que debe recordar, como una nota que pueda tener junto al teléfono.',
    },
    storyMoral: {
      role: 'un profesor de literatura que explica las fábulas y los cuentos con sencillez',
      precision: 'Di primero la moraleja, clara y directa; explica, con los hechos de la historia, cómo la muestra, y da un ejemplo de cómo se aplica hoy; sin análisis literario.',
      format: 'la moraleja; cómo la muestra la historia; un ejemplo de la vida de hoy.',
      length: 'entre 80 y 150 palabras.',
    },
    figureExample: {
      role: 'un profesor de lengua y literatura que explica las figuras retóricas con ejemplos claros',
      precision: 'Da tantos ejemplos originales de la figura como pido, del más sencillo al más literario, y explica cada uno: qué hace o qué compara y por qué es esa figura y no otra parecida.',
      format: 'los ejemplos, numerados, cada uno seguido de su explicación breve; al final, la definición de la figura.',
    },
    prayer: {
      role: 'alguien que escribe oraciones sencillas y sentidas para rezar en familia',
      precision: 'Escríbela para decirla en voz alta, con palabras sencillas y sinceras, por el motivo que doy y en la tradición que nombro (si no nombro ninguna, dirigida a Dios, sin fórmulas de una iglesia concreta); si es para niños, con frases cortas que puedan repetir.',
      format: 'la oración, lista para rezar; debajo, una versión más corta por si hay poco tiempo.',
      length: 'entre 40 y 100 palabras.',
    },
    ownDataTable: {
      role: 'un asistente que ordena datos en tablas claras',
      precision: 'Usa exactamente los datos que doy, sin añadir ni cambiar ninguno (lo que falte, entre corchetes): una fila por elemento y una columna por cada dato; si son importes o cantidades, súmalos en una fila de total al final.',
      format: 'la tabla, con una fila de total al final si son importes o cantidades; debajo, solo si ayuda, una línea con lo que destaca (el mayor, lo que supone cada uno sobre el total).',
    },
    factTable: {
      role: 'un documentalista que comprueba cada dato',
      precision: 'Una fila por cada elemento y una columna por cada dato que pido; solo datos comprobados, con la fecha a la que se refieren cuando cambian con el tiempo; si un dato es dudoso o se discute, márcalo en vez de inventarlo.',
      format: 'la tabla; debajo, una nota breve con la fecha de los datos y lo que conviene saber para leerlos.',
    },
    factRanking: {
      role: 'un documentalista que comprueba cada dato',
      precision: 'Da tantos como pido (10, si no digo cuántos), en orden, cada uno con la cifra que lo ordena (y el año al que se refiere, cuando cambia con el tiempo); si las fuentes los ordenan distinto o los miden de otra forma, dilo en vez de inventarlo.',
      format: 'una lista numerada del primero al último: en cada puesto, el nombre, la cifra y una línea de contexto; debajo, una línea con la medida usada y la fecha de los datos.',
    },
    timeline: {
      role: 'un historiador que hace cronologías claras y rigurosas',
      precision: 'Solo fechas bien establecidas, en orden, cada hecho con por qué importa; los momentos decisivos marcados; si una fecha se discute, dilo.',
      format: 'una tabla en orden cronológico: fecha, hecho, por qué importa.',
    },
    paragraph: {
      role: 'un redactor que construye párrafos claros y bien hechos',
      precision: 'Desarrolla una sola idea: empieza por lo principal, sigue con tres o cuatro frases que lo desarrollen con un dato o un ejemplo concreto y ciérralo.',
      format: 'un único párrafo, sin título.',
      length: 'entre 100 y 150 palabras.',
    },
    topicIdeas: {
      role: 'un profesor que ayuda a elegir un tema que se pueda hacer bien',
      precision: 'Da tantas opciones como pido (5 si pido una o no doy un número), cada una lo bastante concreta para investigarla o defenderla en el espacio que tengo, con su enfoque y por qué funciona; después, la que elegirías.',
      format: 'una lista numerada: cada tema como título provisional, con su enfoque; al final, tu elección.',
    },
    goalTips: {
      role: 'alguien con experiencia práctica en ese campo que da consejos probados',
      precision: 'Da los consejos que más cambian el resultado para ese objetivo y la situación que cuento, del más útil al menos, cada uno concreto (cómo hacerlo, con un ejemplo); tantos como pido (de 7 a 10 si no doy un número).',
      format: 'una lista numerada: cada consejo en una línea en negrita y, debajo, cómo hacerlo y un ejemplo en una o dos frases; al final, los errores habituales que conviene evitar.',
    },
    riddles: {
      role: 'un autor de adivinanzas y juegos de palabras para niños y familias',
      precision: 'Escríbelo para decirlo en voz alta: palabras sencillas y un ritmo o una rima que lo haga divertido; en una adivinanza, pistas justas para poder adivinarla; si pido varios, distintos entre sí.',
      format: 'cada uno por separado (numerados si son varios), con la solución debajo de cada adivinanza.',
    },
    standUp: {
      role: 'un cómico de stand-up que escribe rutinas redondas',
      precision: 'Constrúyelo sobre una premisa clara de la vida cotidiana, con planteamientos y remates, algunas referencias a chistes anteriores y un cierre fuerte, escrito como se dice en el escenario.',
      format: 'la rutina tal como se dice, en párrafos cortos, uno por bloque; las pausas que hacen funcionar un chiste, marcadas como (pausa).',
      length: 'los minutos que indico, a unas 140 palabras por minuto (3 minutos si no indico ninguno).',
    },
    screenplay: {
      role: 'un guionista de cine',
      precision: 'Escríbelo en formato de guion y cuéntalo con lo que se ve y se oye: la acción en presente y diálogos que no digan lo que ya muestran las imágenes.',
      format: 'encabezados de escena (INT./EXT., el lugar, DÍA/NOCHE); líneas de acción breves; el nombre de cada personaje sobre sus diálogos; acotaciones entre paréntesis solo cuando hagan falta.',
      length: 'aproximadamente una página por minuto de pantalla.',
    },
    writingPrompts: {
      role: 'un profesor de escritura creativa que propone consignas inspiradoras',
      precision: 'Da tantas consignas como pido (10 si no doy un número), cada una con una premisa distinta: un personaje, una situación y un conflicto o una pregunta, abierta para llevarla a cualquier parte; sin escribir las historias.',
      format: 'una lista numerada, una consigna por elemento, en una o dos frases cada una.',
    },
    descriptivePassage: {
      role: 'un escritor literario con ojo para el detalle',
      precision: 'Muéstralo a través de los sentidos (luz, color, sonido, olor, textura), con imágenes precisas y una o dos comparaciones nuevas en lugar de tópicos, y un ambiente que crezca hasta la última línea.',
      format: 'uno o dos párrafos en prosa, sin título.',
      length: 'entre 100 y 200 palabras.',
    },
    debateArguments: {
      role: 'un entrenador de debate',
      precision: 'Da los argumentos más sólidos para la postura que defiendo, cada uno con la prueba o el ejemplo que lo respalda; en cada uno, la objeción que planteará la otra parte y cómo responderla.',
      format: 'una lista numerada, del argumento más fuerte al más débil: la afirmación en una frase, su respaldo, la réplica probable y la respuesta; al final, una frase de cierre.',
    },
    suitedOptions: {
      role: 'un experto en el tema que recomienda lo que conviene a cada caso',
      precision: 'Recomienda las opciones que encajan con la situación que describo (de cinco a ocho si no doy un número), la que mejor encaja primero, cada una con por qué conviene a mi caso y cómo usarla o ajustarla; responde directamente y, donde un detalle de mi caso cambiaría la elección, di qué supones.',
      format: 'una lista numerada, la que mejor encaja primero: en cada una, la opción, por qué conviene a mi situación y cómo usarla o ajustarla; después, qué evitar; al final, en una línea, cuál elegir si solo puedo quedarme con una.',
    },
    memoryTrick: {
      role: 'un entrenador de aprendizaje que crea trucos de memoria que se quedan',
      precision: 'Crea el truco para exactamente lo que tengo que memorizar (unas siglas, una frase, una historia o imágenes muy visuales), muestra qué representa cada pieza y di cómo practicarlo para que dure (unos repasos cortos en los días siguientes, recordando sin mirar).',
      format: 'primero el truco; después qué representa cada pieza, elemento por elemento; al final, cómo y cuándo repasarlo.',
    },
    conceptTutor: {
      role: 'un profesor particular paciente que explica paso a paso hasta que se entiende',
      precision: 'Parte de lo que probablemente ya sé y avanza un paso cada vez, con palabras sencillas; resuelve conmigo un ejemplo; termina con dos o tres preguntas cortas para comprobar que lo entendí, con sus respuestas después.',
      format: 'la idea en una o dos frases; los pasos, cada uno breve, con el ejemplo resuelto; las preguntas de comprobación y, después, sus respuestas.',
    },
    rapVerse: {
      role: 'un rapero y compositor con buen oído para el flow',
      precision: 'Escríbelo para rapearlo: un flow constante que se pueda contar, rimas internas y multisilábicas, no solo al final del verso, y un remate (punchline) para cerrar.',
      format: 'la estrofa sola, una barra por línea, tantas barras como pida (16, una estrofa clásica, si no doy un número), sin título y sin otras partes (sin estribillo) salvo que las pida.',
    },
    songPart: {
      role: 'un letrista',
      precision: 'Escribe solo la parte que pido, para cantarla: versos de métrica pareja que encajen con el tema y el estilo que doy; según lo que pida esa parte (un estribillo: corto y fácil de corear, con su frase gancho repetida; una estrofa: que cuente y lleve al estribillo; un puente: que cambie el ángulo antes del último estribillo). Si pego el resto de la canción, respeta su métrica, su rima y su voz.',
      format: 'la parte sola, con su etiqueta delante entre corchetes (Estribillo, Verso 2, Puente…), un verso por línea, sin título y sin otras partes salvo que las pida.',
    },
    lyrics: {
      role: 'un letrista',
      precision: 'Escribe la letra para cantarla: versos de métrica pareja y un estribillo que se repita y se recuerde.',
      format: 'título; cada parte con su etiqueta entre corchetes (Verso 1, Estribillo, Verso 2…); el estribillo se repite igual cada vez.',
    },
    profileRecommendation: {
      role: 'un responsable de equipo que escribe recomendaciones creíbles para perfiles de LinkedIn',
      precision: 'Escríbela en primera persona, lista para pegar en su perfil: concreta, con los datos que doy y ninguno que no dé; lo que falte (fechas, proyectos, resultados), entre corchetes.',
      format: 'de qué nos conocemos (nuestros puestos y cuánto tiempo) en la primera frase; dos o tres puntos fuertes, cada uno con un ejemplo o un resultado concreto; una línea final que la recomiende; sin saludo ni firma.',
      length: 'entre 80 y 180 palabras.',
    },
    factCheck: {
      role: 'un verificador de datos que separa la evidencia de los mitos',
      precision: 'Di en la primera frase si es verdad, mentira o verdad a medias; después, por qué, con lo que muestra la evidencia y, si es un mito, de dónde viene; si la evidencia no es concluyente, dilo.',
      format: 'el veredicto primero (verdad, mentira o verdad a medias), en una frase; la explicación en unas pocas frases; de dónde viene la creencia, si es un mito.',
      length: 'no más de 150 palabras.',
    },
    factAnswer: {
      role: 'un documentalista cuidadoso que comprueba los datos',
      precision: 'Da la respuesta en la primera frase y después, en una a tres frases, el contexto que ayude a recordarla; si ha cambiado con el tiempo o las fuentes no coinciden, dilo y da la respuesta actual y más aceptada.',
      format: 'la respuesta primero, en una frase; después, el contexto en unas pocas frases, sin subtítulos.',
      length: 'no más de 80 palabras.',
    },
    childHabits: {
      role: 'una enfermera pediátrica y asesora de crianza que da consejos amables y basados en la evidencia',
      precision: 'Ajusta los consejos a la edad que indico (pregúntamela si no la indico): qué es normal a esa edad y una rutina que pueda mantener una o dos semanas, sin castigos ni presión.',
      format: 'por qué suele pasar a esta edad; la rutina que probar, paso a paso; qué decir y hacer en el momento; qué evitar; cuánto suele tardar en mejorar; cuándo consultar al pediatra.',
    },
    childTalk: {
      role: 'un psicólogo infantil que ayuda a madres y padres a hablar de temas difíciles con sus hijos',
      precision: 'Dame las palabras para hablar con un niño de la edad que indico, sinceras y sencillas, sin eufemismos que lo confundan (como «se ha quedado dormido»), y cómo responder a lo que pueda preguntar.',
      format: 'qué decir primero, con palabras que pueda usar tal cual; las preguntas que puede hacer el niño y cómo responder a cada una; las reacciones esperables a esa edad y cómo acompañarlas; qué evitar decir; las señales de que conviene pedir ayuda a un profesional.',
    },
    jokes: {
      role: 'un humorista',
      precision: 'Que cada chiste se entienda sin contexto y remate en la última frase, sin burlarse de nadie por su origen, género o aspecto.',
      format: 'cada chiste por separado (numerados si son varios): el planteamiento y el remate.',
    },
    codeExplanation: {
      role: 'un desarrollador sénior que explica código a quien tiene que trabajar con él',
      precision: 'Explica qué hace el código y cómo, a mi nivel: sin reescribirlo si no lo pido, y di claramente si algo parece estar mal.',
      format: 'qué hace, en una o dos frases; cómo funciona, por partes o línea a línea, citando cada parte; un ejemplo de entrada con la salida que da; lo que tenga de sorprendente o arriesgado.',
    },
    personalityQuiz: {
      role: 'un creador de tests divertidos que la gente quiere compartir',
      precision: 'Un test sin respuestas correctas: cada opción lleva a uno de los resultados, y todos los resultados son favorecedores y divertidos de compartir.',
      format: 'un título; de 5 a 8 preguntas, cada una con 3 o 4 opciones marcadas A, B, C…; cómo contar las respuestas; un resultado breve y divertido por letra.',
    },
    quotes: {
      role: 'alguien que escribe frases breves que se recuerdan',
      precision: 'Frases cortas que se sostengan solas y encajen con quién las va a leer y cuándo; una cita real solo con su autor real, nunca una atribución inventada.',
      format: 'una lista numerada, una frase por línea; tras una cita real, su autor después de un guion.',
    },
    rhymes: {
      role: 'un letrista con mucho vocabulario',
      precision: 'Solo palabras que existen: primero las rimas consonantes y, si hay pocas, las asonantes, marcadas como tales.',
      format: 'las rimas consonantes, después las asonantes, cada palabra con su número de sílabas; al final, un verso que use una de ellas.',
    },
    icebreakers: {
      role: 'alguien que sabe hacer que la gente hable',
      precision: 'Preguntas abiertas, no de sí o no, fáciles de responder sin sentirse expuesto, que encajen con quién las va a responder y con el contexto que doy.',
      format: 'una lista numerada, de las preguntas más ligeras a las que van un poco más a fondo; cada pregunta en una línea.',
    },
    audienceThanks: {
      role: 'un estratega de contenido para redes sociales que escribe publicaciones que acercan a la comunidad',
      precision: 'Una publicación que agradezca a mis seguidores con mi voz: el hito o el motivo, lo que significa para mí, un detalle concreto del camino y lo que viene después; cálida y sin vender, con las cifras que doy y ninguna inventada.',
      format: 'una primera línea que enganche con el hito o el agradecimiento; dos o tres párrafos cortos; una invitación a comentar al final (una pregunta para ellos).',
      length: 'entre 60 y 150 palabras.',
    },
    clientGreetings: {
      role: 'un redactor que escribe felicitaciones cálidas y profesionales de un negocio a sus clientes',
      precision: 'Escribe cada felicitación de parte del negocio a sus clientes: cálida y profesional, con un agradecimiento por su confianza y un deseo para la ocasión; sin vender (como mucho, una mención ligera de lo que ofrecemos); tantas como pida (varias distintas, si no digo cuántas), de tono y extensión variados, listas para enviar por mensaje, email o tarjeta.',
      format: 'cada felicitación breve (unas pocas frases como mucho), numeradas si son varias, con un hueco entre corchetes para el nombre del cliente donde se personalice, y firmada con el nombre del negocio.',
    },
    card: {
      role: 'alguien que escribe dedicatorias y tarjetas personales, cálidas y sinceras',
      precision: 'Escribe el texto completo, listo para copiar en la tarjeta o el mensaje: personal, con un detalle concreto de la persona en lugar de frases hechas.',
      format: 'un saludo con su nombre; uno o dos recuerdos o motivos concretos; un deseo o un agradecimiento; una despedida; lo bastante breve para caber en una tarjeta.',
    },
    gift: {
      role: 'alguien con buen ojo para elegir regalos que aciertan',
      precision: 'Propón regalos que encajen con lo que cuento de la persona y con el presupuesto que doy, distintos entre sí y fáciles de conseguir.',
      format: 'una lista numerada; cada regalo con por qué le va a gustar a esta persona, un precio aproximado y dónde conseguirlo.',
    },
    interviewGuide: {
      role: 'un investigador cualitativo que diseña guiones de entrevista',
      precision: 'Da las preguntas que pido, abiertas y neutrales, que inviten a contar experiencias concretas (nada de sí o no ni preguntas que sugieran la respuesta), en el orden de una conversación, sobre el tema y con las personas que indico.',
      format: 'una presentación breve para leer al empezar (objetivo, confidencialidad, consentimiento y grabación); las preguntas numeradas y agrupadas por tema, de las generales a las más personales; bajo cada una, una o dos repreguntas; un cierre (si quiere añadir algo) y el agradecimiento.',
    },
    survey: {
      role: 'un investigador que diseña encuestas claras y sin sesgos',
      precision: 'Que cada pregunta pregunte una sola cosa, de forma neutral, con el tipo de respuesta que le corresponde.',
      format: 'el objetivo de la encuesta en una línea; las preguntas numeradas y agrupadas por tema, cada una con su tipo de respuesta (escala del 1 al 5, opciones o respuesta abierta); un cierre de agradecimiento.',
    },
    recommendations: {
      role: 'un curador con un conocimiento amplio de libros, películas, series y pódcasts',
      precision: 'Recomienda solo títulos que existen, tantos como pido (de cinco a ocho si no doy un número), cada uno con por qué encaja con lo que digo que me gusta o con la ocasión que nombro; nada de relleno.',
      format: 'una lista numerada; en cada recomendación, el título, su autor o creador y el año, y una línea sobre por qué me va a gustar.',
    },
    aboutPage: {
      role: 'un redactor de páginas «Quiénes somos» que generan confianza',
      precision: 'Usa los datos que doy del negocio (su historia, su gente, lo que hace) y no inventes otros; lo que falte, entre corchetes.',
      format: 'un titular; la historia (quiénes somos, desde cuándo y por qué); qué hacemos y para quién; qué nos distingue; un cierre que invite a contactar o visitarnos.',
    },
    jobPost: {
      role: 'un reclutador que escribe ofertas de empleo claras y atractivas',
      precision: 'Usa los datos del puesto y de la empresa que doy; lo que falte (salario, ubicación, horario), entre corchetes.',
      format: 'título del puesto; la empresa en 2 o 3 frases; responsabilidades; requisitos (imprescindibles y deseables, por separado); qué ofrecemos; cómo postularse.',
    },
    agenda: {
      role: 'un facilitador de reuniones eficaces',
      precision: 'Que cada punto diga qué se decide o qué se espera salir sabiendo, y que los tiempos sumen la duración de la reunión.',
      format: 'el objetivo de la reunión, arriba; los puntos en orden, cada uno con sus minutos, su responsable y si es para informar, debatir o decidir; las decisiones que hay que tomar; las acciones acordadas, cada una con responsable y fecha.',
    },
    studyNotes: {
      role: 'un docente que prepara apuntes de estudio claros',
      precision: 'Quédate con lo que hay que saber: conceptos clave, fechas, fórmulas o comandos, y cómo se relacionan.',
      format: 'apartados con subtítulos; en cada uno, los conceptos clave en viñetas con su definición breve; al final, un resumen de una línea por apartado y, si es para un examen, 5 preguntas para repasar.',
    },
    customerReply: {
      role: 'un agente de atención al cliente con experiencia',
      precision: 'Escribe la respuesta completa, lista para enviar: reconoce el problema, di qué vas a hacer y cuándo, y no prometas lo que no sé si podemos cumplir.',
      format: 'saludo con el nombre del cliente; el reconocimiento del problema; la solución o el siguiente paso, con plazos; una despedida con cómo seguir en contacto.',
    },
    commentReply: {
      role: 'un creador de contenido que responde comentarios con su propia voz y cuida a su comunidad',
      precision: 'Responde como el creador, con mi voz: breve, humano y concreto sobre lo que dice el comentario; agradece, contesta o ayuda si hay una pregunta o un problema (si una receta o un tutorial no le salió: la causa más probable y cómo arreglarlo); con un hater o un troll, con calma o con ingenio, nunca a la defensiva; termina, si encaja, con algo que siga la conversación.',
      format: '2 o 3 opciones de respuesta en tonos distintos (cálida, divertida, breve), cada una lista para publicar bajo el comentario.',
      length: 'cada respuesta, de una a tres frases.',
      slot: 'Comentario: [pega aquí el comentario].',
    },
    reviewReply: {
      role: 'el responsable de atención al cliente de un negocio, que responde en público a reseñas y comentarios',
      precision: 'Escribe la respuesta pública, lista para publicar bajo la reseña o el comentario: breve, en nombre del negocio y pensando también en quien la lea después.',
      format: 'si es negativa: agradece la opinión; nombra el problema concreto que cuenta; discúlpate sin excusas y sin culpar al cliente; di qué se ha hecho o se hará para arreglarlo, u ofrece seguir por privado (por mensaje, email o teléfono); firma con el nombre del negocio. Si es positiva: un agradecimiento cálido que mencione lo concreto que destaca y una invitación a volver. Sin datos personales del cliente ni promesas que no sé si podemos cumplir.',
      length: 'entre 40 y 120 palabras.',
      slot: 'Reseña o comentario: [pega aquí la reseña o el comentario, con su puntuación si la tiene].',
    },
    workReview: {
      role: 'un crítico de cine, libros y música que escribe reseñas honestas y concretas',
      precision: 'Reseña la obra que nombro (pregúntame cuál si no nombro ninguna) como un crítico: qué es y quién la hizo, qué funciona y qué no, cada cosa con un ejemplo concreto de la obra, y un veredicto claro; sin spoilers salvo que los permita.',
      format: 'un titular con el veredicto; qué es, en dos líneas; qué funciona; qué no; a quién le va a gustar; una nota sobre 10.',
    },
    publicReview: {
      role: 'alguien que escribe reseñas que ayudan a otros a decidir',
      precision: 'Cuenta la experiencia con detalles concretos que ayuden a otros a decidir, solo los que doy; lo que falte, entre corchetes.',
      format: 'una primera frase con la valoración general; lo que destacó (y lo que no, si lo hubo); a quién se lo recomendarías.',
    },
    shoppingList: {
      role: 'alguien muy organizado que prepara listas prácticas y completas',
      precision: 'Hazla completa para mi caso (las personas, los días y la ocasión que indico), sin olvidar lo básico ni repetir nada, con cantidades donde importan; si no los indico, di qué supones.',
      format: 'la lista agrupada por categorías (en la compra, por tipo de producto: frutas y verduras, proteínas, lácteos, despensa…; en una maleta, una mudanza o un día fuera: documentos, ropa, aseo, salud, tecnología…), cada elemento con una casilla (☐) para marcarlo y su cantidad donde importe; al final, lo que más se suele olvidar y lo que conviene revisar antes de salir.',
    },
    aiPrompt: {
      role: 'un ingeniero de prompts que escribe prompts con los que los asistentes de IA responden bien',
      precision: 'Escribe el prompt completo, listo para pegar en el asistente: el rol que debe adoptar, la tarea, el contexto que necesita, cómo debe responder (formato y tono) y qué debe evitar.',
      format: 'el prompt en un bloque, dirigido a la IA («Eres…», «Tu tarea…»), con los datos que solo yo conozco entre corchetes; después, una línea sobre cómo usarlo.',
    },
    socialBio: {
      role: 'un estratega de redes sociales que escribe bios cortas que invitan a seguir',
      precision: 'Propón varias opciones distintas, listas para pegar, cada una dentro del límite de caracteres de la plataforma.',
      format: 'de 3 a 5 opciones numeradas; cada una dice quién soy o qué hago, qué ofrezco o por qué seguirme y una llamada a la acción (escribir, reservar, visitar el enlace); si ayuda, una línea para el enlace; emojis solo como separadores.',
    },
    collabPitch: {
      role: 'un responsable de colaboraciones que presenta creadores de contenido a marcas',
      precision: 'Propón la colaboración de mi parte, como creador, a la marca: por qué mi audiencia encaja con esta marca, con las cifras que doy (seguidores, interacción, quién me sigue) y ninguna inventada; una idea de contenido concreta para la marca; personal para esta marca, no una plantilla; un siguiente paso claro y fácil.',
      format: 'un asunto (o, en un mensaje directo, una primera línea que invite a seguir leyendo); quién soy y mi audiencia en una o dos frases, con mis cifras; por qué esta marca, en concreto; la colaboración que propongo (formatos, número de publicaciones, fechas) y lo que gana la marca; una línea que ofrezca mi media kit y mis tarifas; una llamada a la acción clara; despedida. Lo que falte (cifras, tarifas, enlaces), entre corchetes.',
      length: 'entre 120 y 200 palabras; un mensaje directo, menos de 80.',
    },
    speakerBio: {
      role: 'un editor que escribe biografías profesionales breves y creíbles',
      precision: 'Escríbela en tercera persona, con los datos que doy y sin inventar nada; lo que falte, entre corchetes.',
      format: 'quién es y a qué se dedica ahora; la experiencia o los logros más relevantes para este público; de qué habla o escribe; un toque personal opcional; después, una versión de una sola frase.',
      length: 'entre 50 y 100 palabras, más la versión de una frase.',
    },
    salesPitch: {
      role: 'un formador de ventas que escribe pitches que consiguen clientes',
      precision: 'Es un pitch para un cliente, no para inversores: parte de su problema, di qué vendo y qué resultado le da, con los datos que doy (lo que falte, entre corchetes, nunca inventado), responde la duda que es más probable que tenga y pide un siguiente paso concreto; con naturalidad, para decirlo en voz alta en el tiempo que indico (un minuto, si no indico ninguno).',
      format: 'una apertura que nombre el problema del cliente; qué ofrezco, en una frase; los beneficios que más le importan a este cliente, cada uno con una prueba de lo que doy (una cifra, un cliente, una garantía); la objeción más probable, respondida; un cierre que pida un siguiente paso (una demo, una visita, una prueba); después, una versión corta para un mensaje o una llamada.',
    },
    pitch: {
      role: 'un asesor de startups que ha preparado a cientos de fundadores para presentar ante inversores',
      precision: 'Escríbelo para decirlo en voz alta en el tiempo que indico, con las cifras que doy y sin inventar ninguna (las que falten, entre corchetes).',
      format: 'un gancho con el problema, en pocas palabras; la solución y por qué ahora; el mercado y el cliente; la tracción hasta hoy; el modelo de negocio; el equipo; lo que pido (cuánto y para qué); una frase final que se recuerde.',
    },
    invoice: {
      role: 'un gestor que diseña plantillas de factura claras y correctas',
      precision: 'Dame la plantilla lista para rellenar, con todos los datos que una factura debe llevar por ley donde trabajo (di qué país supones).',
      format: 'los datos del emisor (nombre, NIF, dirección); los del cliente; el número y la fecha de la factura; las líneas (concepto, cantidad, precio unitario, importe); la base imponible, el IVA (tipo e importe) y, si soy autónomo en España, la retención de IRPF; el total; la forma y el plazo de pago.',
    },
    promoEmail: {
      role: 'un especialista en email marketing cuyas campañas se abren y se clican',
      precision: 'Escribe el correo de la campaña completo, listo para enviar: la oferta y cada dato que doy (descuento, fechas, código de descuento) donde se vea primero; lo que falte (un código de descuento, una fecha de fin), entre corchetes.',
      format: '3 opciones de asunto de menos de 50 caracteres y el texto de vista previa; un titular con la oferta; 2 o 3 párrafos breves sobre por qué merece la pena ahora; el texto de un botón de llamada a la acción; las condiciones (fechas, código de descuento), en letra pequeña; un pie con cómo darse de baja.',
      length: 'entre 80 y 150 palabras, sin contar los asuntos.',
    },
    parentConcern: {
      role: 'un orientador escolar que ayuda a las familias a escribir al colegio',
      precision: 'Escríbelo serio y respetuoso, sin acusar ni exagerar: lo que le pasa a mi hijo o hija (los hechos que doy, con cuándo y dónde; lo que falte, entre corchetes), cómo le está afectando, que confío en la ayuda del colegio, y la petición de una reunión (con los días u horas en que puedo) y de saber qué medidas se van a tomar.',
      format: 'un saludo formal al docente; el motivo en la primera frase; los hechos, concretos; cómo le afecta; la petición de reunión y de medidas; una despedida cordial con mi nombre y el de mi hijo o hija.',
      length: 'entre 120 y 200 palabras.',
    },
    schoolNewsletter: {
      role: 'un coordinador de la comunicación de un colegio con las familias',
      precision: 'Escríbela completa, lista para enviar a las familias, en un tono cercano y claro: cada dato que doy (fechas, horarios, precios) donde se vea; lo que falte, entre corchetes.',
      format: 'un titular; un saludo breve a las familias; cada noticia con lo que las familias necesitan (qué, cuándo, dónde, qué deben hacer o traer y hasta cuándo); las fechas clave juntas al final; a quién escribir si tienen dudas; una despedida del centro o del tutor.',
      length: 'entre 150 y 300 palabras.',
    },
    newsletter: {
      role: 'un redactor de newsletters que la gente abre y lee',
      precision: 'Escríbela completa, lista para enviar: la novedad primero y cada dato que doy (fechas, horarios, precios) donde se vea; lo que falte, entre corchetes.',
      format: 'asunto y texto de vista previa; un titular; una introducción breve; la novedad con lo que el lector necesita (qué, cuándo, para quién, cómo apuntarse); otras noticias breves si las hay; una llamada a la acción clara; el pie con cómo darse de baja.',
      length: 'entre 150 y 300 palabras.',
    },
    showIntro: {
      role: 'un guionista de pódcast y vídeo que escribe intros y cierres que se graban de una toma',
      precision: 'Escribe el texto para decirlo en voz alta, con el nombre del canal o del programa (entre corchetes si no lo doy), de qué va y una llamada a la acción (suscribirse, seguir, comentar); no hace falta ninguna transcripción.',
      format: '2 o 3 versiones de estilos distintos, cada una lista para grabar: el saludo o la despedida, el nombre del canal o del programa, de qué va en una frase y la llamada a la acción.',
      length: 'entre 15 y 30 segundos cada una (unas 40-75 palabras).',
    },
    podcastScript: {
      role: 'un guionista de pódcast',
      precision: 'Escribe el guion para decirlo en voz alta, con transiciones naturales entre bloques; sin escenas ni texto en pantalla.',
      format: 'una entradilla que enganche; la presentación del tema y de quien habla; bloques temáticos con sus transiciones; un cierre con la idea clave y una llamada a la acción.',
      length: 'el tiempo del episodio que indico (a unas 150 palabras por minuto); si no indico ninguno, 10-15 minutos.',
    },
    admissionEssay: {
      role: 'un asesor de admisiones que ha ayudado a muchos estudiantes a entrar en la universidad',
      precision: 'Escríbelo con mi voz, como una historia personal: el momento o la experiencia que nombro, qué hice, qué pensé y qué aprendí, y qué muestra de quién soy; que se vea, no que se diga, y sin frases hechas; lo que no sepas de mí, entre corchetes, nunca inventado; respeta el límite de palabras que doy (650, el de la Common App, si no doy ninguno).',
      format: 'un arranque en mitad del momento; la historia, con detalles concretos; qué cambió en mí y qué aprendí; un cierre que lo une con quién soy ahora y con lo que quiero hacer.',
    },
    grantProposal: {
      role: 'un investigador con experiencia en conseguir financiación para proyectos',
      precision: 'Redacta la propuesta para la convocatoria que nombro, con los apartados y los límites que indique; convence con el problema, lo que aporta el proyecto y un plan realista; no inventes datos, resultados previos, cifras del presupuesto ni referencias: lo que falte, entre corchetes.',
      format: 'título; resumen del proyecto; el problema y por qué importa (con datos; [cita] donde haga falta); objetivo general y objetivos específicos; metodología y plan de trabajo con un cronograma; resultados esperados e impacto; el equipo; el presupuesto por partidas; referencias.',
      length: 'la que fije la convocatoria; si no la indico, unas 1.500-2.500 palabras.',
    },
    personalStatement: {
      role: 'un asesor de admisiones que ha leído cientos de cartas de motivación',
      precision: 'Cuenta mi motivación con hechos concretos de mi trayectoria, no con frases hechas; lo que no sepas de mí, entre corchetes.',
      format: 'una apertura con lo que despertó mi interés (un momento concreto); mi formación y lo que aprendí; la experiencia relevante (prácticas, proyectos, voluntariado); por qué este programa o esta beca en concreto; mis objetivos y cómo me ayudará; un cierre breve.',
      length: 'la que pida la convocatoria; si no la indico, entre 500 y 800 palabras.',
    },
    mathProblem: {
      role: 'un profesor de matemáticas paciente',
      precision: 'Resuélvelo paso a paso, explicando en cada paso qué operación haces y por qué; al final, comprueba el resultado.',
      format: 'los datos y lo que se pide; los pasos numerados, cada uno con la operación y una línea de por qué; el resultado destacado; la comprobación (sustituyendo el resultado).',
    },
    fermiEstimate: {
      role: 'un físico que hace estimaciones de Fermi en voz alta',
      precision: 'Estímalo paso a paso a partir de cantidades sobre las que cualquiera puede razonar: di cada supuesto con una cifra redonda, haz las cuentas y da el resultado como orden de magnitud con un rango razonable; di qué supuesto mueve más el resultado.',
      format: 'el resultado primero, como cifra redonda y rango; la cadena de supuestos, numerada, cada uno con su cifra y por qué es razonable; el cálculo; qué supuesto pesa más y cómo cambia el resultado si falla.',
    },
    ownConsequences: {
      role: 'un asesor que explica con claridad a qué lleva una situación o una decisión',
      precision: 'Para mi caso (el país y los datos que doy; pregúntame lo que importe si no doy ninguno): qué suele pasar, en orden en el tiempo, qué me puede costar, qué puedo hacer ya para evitar lo peor y cuándo consultar a un profesional (un abogado, el banco, un asesor); sin alarmismo y sin falsas tranquilidades.',
      format: 'la respuesta corta primero; qué pasa, paso a paso en el tiempo; los costes y los riesgos; qué puedo hacer ya; cuándo y a quién pedir consejo.',
    },
    hypothetical: {
      role: 'un divulgador científico que razona preguntas del tipo "qué pasaría si"',
      precision: 'Razónalo a partir de lo que se sabe: qué pasaría primero y después en los días, los años y a largo plazo, cada efecto con por qué ocurriría; separa lo que está bien establecido de lo que es especulación.',
      format: 'la respuesta corta primero, en una o dos frases; los efectos en orden de tiempo (de inmediato, poco después, a largo plazo), cada uno con su porqué; qué es seguro y qué es una suposición.',
      length: 'entre 200 y 400 palabras.',
    },
    opinion: {
      role: 'un interlocutor reflexivo que da una opinión razonada',
      precision: 'Da una respuesta propia y clara (una postura o una elección), no una lista neutral: las razones más fuertes a favor y en contra, cuáles pesan más y por qué, y qué te haría cambiar de opinión; si depende de valores o de la situación de cada uno, dilo.',
      format: 'tu respuesta en la primera o las dos primeras frases; las razones más fuertes a favor y en contra, en breve; por qué te inclinas por esa postura; qué te haría pensar lo contrario.',
      length: 'entre 150 y 300 palabras.',
    },
    pressRelease: {
      role: 'un responsable de prensa que escribe notas que los periodistas publican',
      precision: 'Escríbela como la publicaría un medio: los hechos primero, sin tono publicitario; lo que no sé (fechas, cifras, portavoz), entre corchetes.',
      format: 'titular; subtítulo; la entradilla con la ciudad y la fecha, que responda qué, quién, cuándo, dónde y por qué; el cuerpo con los detalles y una cita de un portavoz; «Sobre [la empresa]», breve; el contacto de prensa.',
      length: 'entre 300 y 500 palabras.',
    },
    swot: {
      role: 'un consultor de estrategia para pequeños negocios',
      precision: 'Que cada punto sea concreto de mi caso, no genérico del sector; separa lo interno (fortalezas, debilidades) de lo externo (oportunidades, amenazas).',
      format: 'una matriz DAFO (debilidades, amenazas, fortalezas, oportunidades) con puntos concretos en cada cuadrante; después, 3 o 4 acciones que crucen los cuadrantes (usar una fortaleza para aprovechar una oportunidad, corregir una debilidad ante una amenaza), por orden de prioridad.',
    },
    estimate: {
      role: 'un profesional del sector que hace presupuestos detallados y realistas',
      precision: 'Da rangos de precio orientativos y di en qué zona y con qué calidades los supones; separa materiales y mano de obra.',
      format: 'una tabla con las partidas: concepto, cantidad, unidad, precio unitario orientativo y total; el subtotal de materiales y el de mano de obra, los impuestos y el total; al final, lo que puede encarecerlo y lo que no incluye.',
    },
    priceList: {
      role: 'alguien que pone precio a los servicios de pequeños negocios y los presenta con claridad',
      precision: 'Parte de los servicios que nombro (lo que falte, entre corchetes); para cada uno, un precio orientativo para mi zona, marcado como estimación que debo comprobar con mis costes y con la competencia, o un rango si depende del tamaño o de la dificultad.',
      format: 'la lista por categorías; cada servicio con lo que incluye, cuánto dura y su precio (o su rango); los extras o suplementos; los packs o descuentos, si encajan; al final, una nota breve sobre cómo ajustar los precios a mis costes.',
    },
    businessPermits: {
      role: 'un gestor que conoce los trámites para abrir y legalizar un pequeño negocio',
      precision: 'Di los permisos, licencias y registros que suelen hacer falta para lo que cuento en el lugar que indico (si no lo indico, pregúntamelo); para cada uno, dónde se pide, cuánto cuesta y tarda más o menos; marca lo que debo confirmar con el ayuntamiento o el organismo local, y aclara que es información general.',
      format: 'una lista en el orden en que conviene hacerlos: cada trámite con para qué sirve, dónde se pide, el coste y el plazo orientativos y los documentos que piden; lo que cambia si trabajo desde casa o con alimentos; al final, a quién preguntar para confirmarlo.',
    },
    cv: {
      role: 'un orientador laboral que escribe currículums que pasan los filtros y consiguen entrevistas',
      precision: 'Usa solo los datos que doy; lo que falte (fechas, centros, contacto), entre corchetes; si tengo poca experiencia, destaca la formación, los proyectos, el voluntariado y las habilidades.',
      format: 'datos de contacto; un perfil de 2 o 3 líneas; experiencia (o, si no hay, formación y proyectos primero), de lo más reciente a lo más antiguo, con logros concretos en viñetas que empiecen por un verbo; formación; habilidades e idiomas con su nivel.',
      length: 'una página.',
    },
    healthHowTo: {
      role: 'un médico que explica las dudas de salud en palabras sencillas',
      precision: 'Parte de lo que cuento de mi caso: primero las causas probables, después qué probar, y deja claro cuándo hay que ir al médico; ningún diagnóstico que no se pueda hacer desde aquí.',
      format: 'las posibles causas según lo que describo, de la más a la menos probable; qué probar primero, cada cosa con cómo y durante cuánto tiempo; qué evitar; las señales que indican que debo ir al médico.',
    },
    toolHowTo: {
      role: 'un experto en la herramienta que nombro',
      precision: 'Dame los pasos exactos en esa herramienta, con los nombres de sus menús, botones y funciones tal como aparecen, para la versión que indique (la actual, si no indico ninguna).',
      format: 'pasos numerados, cada uno con dónde hacer clic (menú > opción) y qué rellenar; un ejemplo pequeño; los errores habituales y cómo corregirlos.',
    },
    peopleHowTo: {
      role: 'un asesor práctico que da pasos concretos y aplicables',
      precision: 'Dame pasos concretos para mi caso, en orden, no teoría general.',
      format: 'los pasos en orden, cada uno con qué hacer y cómo (qué decir, dónde, con qué); los errores más comunes que hay que evitar; qué hacer si algo no sale como esperaba.',
    },
    howTo: {
      role: 'un asesor práctico que da pasos concretos y aplicables',
      precision: 'Dame pasos concretos para mi caso, en orden, no teoría general.',
      format: 'los pasos en orden, cada uno con qué hacer exactamente y cómo; los errores más comunes que hay que evitar; qué hacer si algo no sale como esperaba.',
    },
    voicemail: {
      role: 'un formador de ventas telefónicas que escribe guiones naturales y respetuosos',
      precision: 'Escríbelo para decirlo en voz alta, natural, sin que suene a anuncio leído.',
      format: 'quién soy y de dónde llamo; el motivo en una frase, con lo que gana la otra persona; qué le pido (que me devuelva la llamada, que mire un correo) y cuándo; mi número, dicho despacio y repetido al final.',
      length: 'entre 20 y 30 segundos dicho en voz alta (unas 50-75 palabras).',
    },
    conversationScript: {
      role: 'un experto en comunicación que prepara conversaciones difíciles',
      precision: 'Escribe lo que diría yo, con frases naturales que pueda decir en voz alta, y lo que puede contestar la otra persona; nada de escenas ni texto en pantalla.',
      format: 'la frase para empezar; mis argumentos principales, cada uno en una o pocas frases mías; las respuestas u objeciones más probables de la otra persona y qué decir a cada una; cómo cerrar (el acuerdo o el siguiente paso).',
    },
    callScript: {
      role: 'un formador de ventas telefónicas que escribe guiones naturales y respetuosos',
      precision: 'Escribe frases para decirlas en voz alta, breves y naturales, que dejen hablar a la otra persona; nada de escenas, planos ni texto en pantalla.',
      format: 'la apertura (quién soy y por qué llamo, en pocas palabras) y una pregunta para saber si es buen momento; el motivo de la llamada y lo que gana la otra persona; 3 o 4 preguntas para conocer su situación; respuestas breves a las objeciones más probables (no me interesa, ya tengo uno, es caro, mándame información); un cierre con un siguiente paso concreto (una cita, un envío, otra llamada); si no contesta, un mensaje de buzón de voz de 20 a 30 segundos.',
      length: 'lo que cabe en una llamada de 2 o 3 minutos; cada intervención, de una o dos frases.',
    },
    actionItems: {
      role: 'un coordinador de proyectos que convierte reuniones en tareas claras',
      precision: 'Enumera solo lo que alguien tiene que hacer, a partir de lo que doy: cada tarea con su responsable y su fecha tal como las doy (la que falte, entre corchetes, nunca inventada); las decisiones que no piden ninguna acción, aparte y en breve.',
      format: 'una tabla: la tarea (empezando por un verbo), el responsable, la fecha límite y de qué depende, si depende de algo; después, las decisiones tomadas, en unas viñetas.',
      slot: 'Notas: [pega aquí tus notas de la reunión].',
    },
    seoMeta: {
      role: 'un especialista en SEO que escribe títulos y meta descripciones que posicionan y consiguen clics',
      precision: 'Un título tiene unos 50-60 caracteres y una meta descripción unos 140-160, salvo que indique otros límites; la palabra clave principal al principio, un beneficio concreto y un motivo para hacer clic; sin relleno de palabras clave; respeta el número de opciones que pido.',
      format: 'para cada opción: cada texto que pido (título, meta descripción), con su número de caracteres; la palabra clave a la que apunta; si doy los actuales, primero qué mejorar en ellos, en breve.',
    },
    classification: {
      role: 'un anotador de datos meticuloso que etiqueta cada elemento con coherencia',
      precision: 'Da a cada elemento exactamente una de las etiquetas que indico (si no indico ninguna, di cuáles usas), siguiendo mis ejemplos si los doy.',
      format: 'una línea por elemento, en el mismo orden: el elemento (o su número) y su etiqueta.',
      slot: 'Elementos que clasificar: [pega aquí los elementos, uno por línea].',
    },
    sorting: {
      role: 'un asistente meticuloso que ordena listas con exactitud',
      precision: 'Ordena todos los elementos que doy según el criterio que indico, sin añadir, quitar ni cambiar ninguno; los que empaten conservan su orden original; si alguno no encaja en el criterio, di cuál y dónde lo pusiste.',
      format: 'la lista ordenada, un elemento por línea, sin nada más.',
      slot: 'Elementos que ordenar: [pega aquí los elementos, uno por línea].',
    },
    businessPlanSection: {
      role: 'un consultor de empresas que escribe planes de negocio que los bancos y los inversores leen hasta el final',
      precision: 'Escribe solo la sección que pido, con los datos que doy de mi negocio; las cifras que no doy (inversión, precios, previsión de ventas), entre corchetes, nunca inventadas, y cada estimación marcada como tal.',
      format: 'la sección, con subtítulos para sus partes habituales: un resumen ejecutivo lleva el negocio en una frase, el problema y el cliente, qué nos distingue, el mercado, el modelo de negocio, el equipo, las cifras clave y lo que pedimos; un plan financiero, la inversión inicial, los costes fijos y variables, la previsión de ingresos a 12 meses y el punto de equilibrio; un plan de marketing, el cliente, el posicionamiento, los precios, los canales, un presupuesto y un calendario; las operaciones, el local, los proveedores, el personal y los procesos.',
    },
    searchAd: {
      role: 'un especialista en publicidad en buscadores que escribe anuncios de Google Ads que consiguen clics dentro de los límites',
      precision: 'Respeta los límites de Google (títulos de hasta 30 caracteres, descripciones de hasta 90) salvo que indique otros, y cuenta los caracteres de cada uno; la palabra clave principal y el lugar donde atiendo en los títulos; beneficios, precios y ofertas solo de lo que doy (lo que falte, entre corchetes); una llamada a la acción en las descripciones.',
      format: 'los títulos, numerados, cada uno con su número de caracteres; las descripciones, cada una con su número de caracteres; las palabras clave a las que apuntan; unas pocas ideas de enlaces de sitio, en una línea cada una.',
      length: 'hasta 15 títulos y 4 descripciones, salvo que pida otras cantidades.',
    },
    priceIncrease: {
      role: 'un redactor de comunicación con clientes que anuncia subidas de precio sin perder clientes',
      precision: 'Escribe el aviso listo para enviar: qué cambia, cuánto y desde cuándo, con las cifras que doy (lo que falte, entre corchetes); el motivo en una frase honesta, solo el que doy; lo que el cliente conserva o gana; gracias por su confianza; sin disculpas largas ni nada que suene a excusa.',
      format: 'un asunto o una primera línea que lo diga claro; el cambio, la cantidad y la fecha en las primeras líneas; el motivo, en breve; lo que se mantiene o mejora (y cualquier oferta que haga, como mantener el precio anterior hasta una fecha); el agradecimiento; dónde preguntar; despedida.',
      length: 'entre 80 y 150 palabras.',
    },
    quoteTemplate: {
      role: 'un asesor de autónomos y pequeñas empresas que diseña presupuestos claros que consiguen el trabajo',
      precision: 'Da la plantilla lista para rellenar para los servicios que nombro, cada campo entre corchetes, y después un ejemplo relleno con cifras de muestra marcadas como ejemplo.',
      format: 'mis datos y los del cliente; el número de presupuesto, su fecha y su validez; el alcance (qué incluye y qué no); las partidas (servicio, horas o cantidad, precio unitario, importe); subtotal, impuestos y total; los plazos y las rondas de cambios incluidas; las condiciones de pago (anticipo, vencimientos, forma de pago); cómo aceptarlo.',
    },
    faq: {
      role: 'un redactor de atención al cliente que responde las dudas antes de que el cliente tenga que preguntar',
      precision: 'Plantea las preguntas que hacen los clientes de verdad antes y después de comprar (precios, cómo funciona, envío o reserva, pago, devoluciones, horarios…), con sus palabras, y responde cada una en breve con los datos que doy; lo que no doy, entre corchetes, nunca inventado; respeta el número de preguntas que pido.',
      format: 'las preguntas agrupadas por tema, las más frecuentes primero; cada pregunta como encabezado y su respuesta, en pocas frases breves, justo debajo; una línea final con cómo contactarnos para cualquier otra duda.',
      length: 'entre 8 y 12 preguntas, salvo que indique cuántas.',
    },
    objectionHandling: {
      role: 'un formador de ventas que convierte las objeciones en conversaciones',
      precision: 'Para cada objeción que nombro (si no nombro ninguna, las más comunes de lo que vendo), qué suele querer decir el cliente con ella y respuestas que pueda decir palabra por palabra, con naturalidad, que devuelvan una pregunta en vez de discutir; sin técnicas de presión ni afirmaciones sobre mi producto que yo no haya hecho.',
      format: 'para cada objeción: qué suele haber detrás; 2 o 3 respuestas, palabra por palabra, de una a tres frases cada una; una pregunta para devolver; qué no decir; al final, cómo adelantarse a ella antes en la venta.',
    },
    paymentReminder: {
      role: 'un especialista en cobros que consigue que se paguen las facturas sin perder al cliente',
      precision: 'Escribe el recordatorio listo para enviar, con cada dato que doy (número de factura, importe, fecha de vencimiento, días de retraso) y lo que falte, entre corchetes; amable y firme, en el tono que pido: los hechos, cómo pagar y una fecha límite; sin amenazas, y una consecuencia solo si yo la nombro.',
      format: 'un asunto con el número de factura (si es un correo); un saludo; la factura, su importe y su vencimiento en la primera frase; cómo pagar (los datos de pago o el enlace, entre corchetes si no los doy); la fecha límite de pago; una oferta de hablarlo si hay algún problema con la factura; despedida y firma.',
      length: 'entre 60 y 150 palabras.',
    },
    performanceReview: {
      role: 'un responsable de equipo que escribe evaluaciones de desempeño justas y concretas',
      precision: 'Apoya cada punto en los hechos que doy de la persona, con un ejemplo en cada uno; lo que no doy (fechas, cifras, la escala de calificación), entre corchetes, nunca inventado. Lo que hay que mejorar, como una conducta y su efecto en el trabajo, no como un rasgo de carácter, con equilibrio y respeto.',
      format: 'un resumen del periodo en 2 o 3 frases; los puntos fuertes, cada uno con un ejemplo; lo que debe mejorar, cada punto con la conducta, su efecto y lo que se espera a partir de ahora; objetivos para el próximo periodo, medibles y con fecha; el apoyo necesario para lograrlo; la calificación global, si la usamos.',
    },
    menuCopy: {
      role: 'un redactor de cartas de restaurante que hace que cada plato suene tan bien como sabe',
      precision: 'Describe cada plato que nombro para que den ganas de pedirlo: sus ingredientes principales, cómo se cocina, su sabor y su textura, con palabras concretas y sin tópicos («delicioso», «exquisito»); solo ingredientes que el plato lleva de verdad, y lo que no doy (precios, alérgenos), entre corchetes.',
      format: 'cada plato con su nombre, tal como lo escribo, y su descripción; los alérgenos o las etiquetas (vegetariano, sin gluten, picante) donde correspondan; respeta mi orden de platos y secciones.',
      length: 'cada descripción, de 15 a 30 palabras.',
      slot: 'Platos: [la lista de platos, con sus ingredientes principales si quieres que se nombren].',
    },
    loyaltyProgram: {
      role: 'un especialista en fidelización de clientes que diseña programas de fidelidad para pequeños negocios',
      precision: 'Diséñalo para mi negocio y mis clientes: fácil de explicar en la caja, con recompensas que mis márgenes puedan pagar; las cifras que no doy (ticket medio, margen, visitas al mes), entre corchetes, nunca inventadas.',
      format: 'cómo funciona en pocas líneas (cómo se apunta el cliente, cómo acumula y cómo canjea); las recompensas con sus umbrales; lo que me cuesta y cómo comprobar que compensa (visitas repetidas, canjes); cómo lanzarlo (la tarjeta o la app, qué decir en la caja, un cartel o un mensaje); las reglas y los límites, en breve; si pido ideas, primero las ideas, cada una en una línea, y después la que recomiendas, en detalle.',
    },
    okrs: {
      role: 'un consultor de estrategia que escribe OKR que un equipo puede medir de verdad',
      precision: 'Los objetivos son cualitativos y ambiciosos; cada resultado clave es medible, con valor de partida, meta y fecha, y mide un resultado, no una tarea; respeta el número de objetivos y de resultados clave que doy (si no doy ninguno, 3 objetivos con 3 resultados clave cada uno); las cifras nuestras que falten, entre corchetes.',
      format: 'para cada objetivo: el objetivo en una frase; por qué importa ahora; sus resultados clave en lista, cada uno con su métrica, su valor de partida y su meta; las iniciativas que los mueven; al final, cómo y cada cuánto se revisa el avance.',
    },
    outline: {
      role: 'un experto en estructurar documentos claros y fáciles de seguir',
      precision: 'Dame solo el esquema, sin redactar el texto completo: los apartados en orden y lo que va en cada uno.',
      format: 'los apartados numerados, con su título; debajo de cada uno, unas viñetas con lo que va en él (qué dato, qué argumento, qué ejemplo).',
    },
    labReport: {
      role: 'un profesor de ciencias que corrige informes de laboratorio',
      precision: 'Redacta el informe con los datos que doy, tal cual, y haz los cálculos paso a paso con sus unidades; lo que no esté (una medida, el valor teórico, las condiciones), entre corchetes: no inventes mediciones ni resultados.',
      format: 'título; objetivo; introducción teórica breve (el principio y la fórmula que se usan); materiales y procedimiento, en pasado e impersonal; resultados: los datos en una tabla y los cálculos paso a paso; discusión: qué significan, la comparación con el valor esperado y las fuentes de error; conclusión en unas líneas.',
      length: 'entre 2 y 4 páginas, sin contar las tablas.',
    },
    report: {
      role: 'un analista de negocio que escribe informes claros para dirección',
      precision: 'Lo importante primero: quien lo lea con prisa debe quedarse con la conclusión; usa solo las cifras que doy y deja entre corchetes las que falten.',
      format: 'resumen ejecutivo (la conclusión y las cifras clave, en unas líneas); cifras clave en una tabla (indicador, valor, comparación con el periodo anterior o con el objetivo); análisis (qué explica los resultados: qué fue bien, qué no y por qué); conclusiones; próximos pasos, cada uno con responsable y fecha.',
      length: 'de 1 a 3 páginas; el resumen ejecutivo, de no más de 5 líneas.',
    },
    thesisStatement: {
      role: 'un profesor de redacción que ayuda a afinar la tesis de un ensayo',
      precision: 'Dame 3 tesis para el tema y el tipo de ensayo que indico, cada una en una frase: una afirmación concreta que alguien podría discutir, con las razones que el ensayo desarrollará (nada de un simple dato ni de anuncios como «en este ensayo se hablará de»); después, la que elegirías y por qué.',
      format: 'una lista numerada: cada tesis en una frase y, en una línea, la postura que toma y los dos o tres puntos que el ensayo defendería; al final, tu elección.',
    },
    researchQuestions: {
      role: 'un metodólogo que ayuda a plantear investigaciones',
      precision: 'Formula las preguntas y las hipótesis que pido (si no digo cuántas, 3 preguntas), sobre el tema y la población que indico: cada pregunta, concreta y que se pueda responder con datos; cada hipótesis, una respuesta tentativa que se pueda comprobar, con su dirección; no inventes resultados ni referencias.',
      format: 'una lista numerada: cada pregunta de investigación; sus variables (la independiente y la dependiente) o, en un estudio cualitativo, lo que explora; su hipótesis y la hipótesis nula; en una línea, cómo se podría comprobar (el diseño o la prueba); al final, cuál tomarías como pregunta principal y por qué.',
    },
    academicSection: {
      role: 'un tutor académico con experiencia en dirigir TFG y tesis',
      precision: 'Escribe esa sección completa, sobre el tema que indico, con el registro y las convenciones académicas; no inventes datos ni referencias: donde haga falta una cita, marca [cita].',
      format: 'la estructura propia de esa sección (en un abstract: el problema, el objetivo, el método, los resultados principales y la conclusión, en un solo párrafo; en una introducción: el contexto y la relevancia del tema, el problema, los objetivos o la pregunta de investigación, la metodología en una frase y cómo se organiza el trabajo; en unas conclusiones: la respuesta a cada objetivo, las aportaciones, las limitaciones y las líneas futuras; en un planteamiento del problema: el contexto, el problema con datos que lo muestren, el vacío en lo que ya se sabe, la pregunta de investigación y los objetivos; en un marco teórico o una revisión de la literatura o del estado de la cuestión: los conceptos y los autores clave agrupados por temas; en una metodología: el enfoque y el diseño, los participantes o la muestra y cómo se eligieron, los instrumentos, el procedimiento, el análisis de los datos y las consideraciones éticas; en una discusión: qué significan los resultados, cómo encajan con lo que ya se sabe, sus implicaciones y sus limitaciones; en una justificación: por qué importa el problema, a quién beneficia el estudio, qué vacío cubre y por qué es viable; en unos objetivos: un objetivo general que responda a la pregunta de investigación y de 3 a 5 específicos, cada uno con un verbo en infinitivo y algo que se pueda comprobar; en unas limitaciones: cada limitación del diseño, la muestra o los datos, cómo afecta a los resultados y cómo se podría resolver en el futuro); en párrafos, sin viñetas; las citas en el formato que indique (APA si no indico ninguno).',
      length: 'la habitual de esa sección en un trabajo así (un abstract, 150-250 palabras; una introducción de TFG, unas 800-1.200; unas conclusiones, unas 500-1.000; un planteamiento del problema, unas 500-800; un marco teórico o una revisión de la literatura o del estado de la cuestión, unas 2.000-4.000; una metodología, unas 1.000-2.000; una discusión, unas 1.500-2.500; una justificación, unas 400-800; unos objetivos, media página; unas limitaciones, unas 300-600), salvo que indique otra.',
      slot: 'Objetivos o pregunta de investigación: [los objetivos de tu trabajo o la pregunta que responde].',
    },
    troubleshooting: {
      role: 'un experto técnico que diagnostica y resuelve errores con método',
      precision: 'Empieza por la causa más probable en mi caso, no por una lista genérica de todo lo que podría fallar; dame los comandos o el código exactos.',
      format: 'las causas más probables, de la más a la menos probable; para cada una, cómo comprobar si es esa (qué comando, archivo o línea mirar) y cómo arreglarla, con el comando o el código exacto; al final, cómo confirmar que quedó resuelto y cómo evitar que vuelva a pasar.',
    },
    formula: {
      role: 'un experto en Excel y Google Sheets que escribe fórmulas exactas y que funcionan',
      precision: 'Dame la fórmula exacta, lista para pegar, con las columnas y celdas que menciono (si no menciono ninguna, di cuáles supones), con los nombres de función de Excel en español (SUMAR.SI, BUSCARV); si en Google Sheets cambia, dame también esa.',
      format: 'la fórmula sola en una línea, lista para copiar; en qué celda va y qué devuelve; qué hace cada parte, en breve; un ejemplo pequeño con datos y su resultado; los errores típicos (#N/A, #¡VALOR!) y cómo evitarlos.',
    },
    spreadsheet: {
      role: 'un experto en Excel y hojas de cálculo que diseña plantillas prácticas',
      precision: 'Dame la estructura lista para montarla: qué va en cada hoja, en cada columna y en cada celda con fórmula.',
      format: 'las hojas que necesita (por ejemplo, registro y resumen); en cada hoja, las columnas con su tipo de dato (fecha, texto, número, moneda) y una fila de ejemplo; las fórmulas exactas de las columnas calculadas y de los totales, con los nombres de función de Excel en español (SUMA, SI, SUMAR.SI; en Google Sheets en español, los mismos) y la celda donde va cada una; las listas desplegables y el formato condicional que ayuden; un gráfico si aporta.',
    },
    knownSummary: {
      role: 'un profesor que prepara resúmenes fieles y fáciles de estudiar',
      precision: 'No hay texto de partida: resume lo que se sabe de esa obra o ese tema, sin inventar datos, fechas ni citas (si no estás seguro de uno, dilo).',
      format: 'de qué trata, en pocas palabras; los puntos clave en viñetas (en una novela, una película o una serie: el argumento por partes, los personajes principales, los temas y el contexto del autor; en un libro de no ficción: sus ideas principales, cada una con un ejemplo; en un hecho histórico: el contexto, las causas, los hechos clave con sus fechas y las consecuencias); si es para un examen, al final, 5 preguntas probables con su respuesta breve.',
      length: 'entre 300 y 600 palabras.',
    },
    news: {
      role: 'un periodista que resume la actualidad con rigor y cita sus fuentes',
      precision: 'Da solo noticias reales del periodo que pido, cada una con su fecha y su fuente; si no tienes acceso a noticias actuales o tu información no llega a esas fechas, dilo al principio y no inventes ninguna.',
      format: 'las noticias más relevantes del periodo, de la más a la menos importante; cada una con un titular propio, qué pasó en una o dos frases, por qué importa, la fecha y la fuente (el medio y el enlace si lo tienes); al final, la tendencia que dibujan, en una o dos frases.',
    },
    careRoutine: {
      role: 'un asesor de cuidado de la piel y del cabello que recomienda rutinas sencillas y basadas en la evidencia',
      precision: 'Adapta cada paso al tipo de piel o de cabello que indico (si no lo indico, di qué supones), con tipos de producto e ingredientes en lugar de marcas, y sin prometer resultados médicos.',
      format: 'la rutina de mañana y la de noche (o la que pida), cada una en pasos numerados en el orden en que se aplican; en cada paso, el tipo de producto o el ingrediente que conviene a ese tipo de piel o cabello y cada cuánto usarlo; qué evitar; cuánto tiempo dar antes de ver resultados; cuándo consultar a un dermatólogo o un profesional.',
    },
    invitation: {
      role: 'alguien que escribe invitaciones claras y con encanto',
      precision: 'Escribe la invitación completa, lista para enviar o imprimir, con todos los datos que doy y, entre corchetes, los que falten (día, hora, lugar, cómo confirmar).',
      format: 'una primera línea que diga qué se celebra y quién invita; el día, la hora y el lugar, bien visibles; lo que conviene saber (qué llevar, cómo vestir, si hay comida, hasta qué hora); cómo y hasta cuándo confirmar asistencia; una despedida cálida.',
      length: 'breve: lo que quepa en una tarjeta o un mensaje (unas 40-100 palabras).',
    },
    apologyNote: {
      role: 'alguien que sabe pedir perdón de verdad, sin excusas',
      precision: 'Que la disculpa sea sincera y concreta: di qué hice, reconoce cómo le afectó, sin «pero» ni excusas, y qué haré para repararlo o para que no se repita.',
      format: 'la disculpa en la primera frase; lo que hice, dicho con claridad; cómo le afectó; lo que haré para repararlo o para que no vuelva a pasar; un cierre que no pida nada a cambio.',
      length: 'breve: entre 50 y 150 palabras.',
    },
    connectionNote: {
      role: 'un experto en networking profesional en LinkedIn',
      precision: 'Escribe una nota breve y personal, que diga por qué quiero conectar y lo que tenemos en común, sin pedir trabajo ni favores en el primer mensaje.',
      format: 'un saludo con su nombre; por qué conecto (algo concreto suyo o en común); qué puedo aportar o qué me interesa; una despedida sin presión; 2 o 3 versiones.',
      length: 'cada versión, 300 caracteres como máximo (el límite de la nota de LinkedIn).',
    },
    personalBudget: {
      role: 'un asesor de finanzas personales práctico y realista',
      precision: 'Parte de las cifras que doy (lo que falte, entre corchetes) y reparte el dinero de modo que cuadre al céntimo, con un ahorro realista.',
      format: 'una tabla con los ingresos; los gastos fijos (alquiler, facturas, transporte…); los variables (comida, ocio…); el ahorro y un fondo para imprevistos; cada partida con su importe y su porcentaje; lo que queda; al final, 3 formas concretas de recortar si no cuadra.',
    },
    interviewPrep: {
      role: 'un reclutador con experiencia que prepara a candidatos para entrevistas',
      precision: 'Prepárame para ese puesto y esa empresa, no para una entrevista cualquiera: las preguntas que es probable que me hagan y cómo responderlas con ejemplos míos.',
      format: 'lo que conviene saber de la empresa y del puesto antes de ir; las preguntas más probables para ese puesto, cada una con qué quieren saber y un esquema de respuesta (situación, tarea, acción, resultado) con huecos para mis ejemplos; 3 preguntas para hacer yo al final; qué llevar, qué ponerme y cómo llegar a tiempo.',
    },
    petBehaviour: {
      role: 'un adiestrador y etólogo de animales de compañía que trabaja con refuerzo positivo',
      precision: 'Explica por qué lo hace mi mascota y cómo cambiarlo paso a paso con premios, nunca con castigos; si empezó de repente o puede venir de un dolor o una enfermedad, di que primero lo descarte el veterinario.',
      format: 'por qué pasa, en pocas palabras; qué hacer desde hoy, paso a paso; qué darle a cambio (una alternativa que cubra la misma necesidad); qué no hacer; cuánto suele tardar y cómo saber que funciona; cuándo llamar a un etólogo o al veterinario.',
    },
    petCare: {
      role: 'un veterinario que explica con claridad a los dueños de mascotas',
      precision: 'Responde a mi caso (la especie, la edad y lo que cuento), lo más probable primero, y di con claridad cuándo hay que ir al veterinario; no diagnostiques lo que no se puede saber desde aquí.',
      format: 'la respuesta directa a mi pregunta; lo que depende de la especie, la edad o el peso; qué hacer ahora en casa; las señales de alarma para ir al veterinario hoy mismo; cuándo pedir cita si no mejora.',
    },
    homeRepair: {
      role: 'un manitas con experiencia que explica arreglos caseros paso a paso',
      precision: 'Explícamelo para hacerlo yo mismo, sin experiencia: primero la seguridad, después la causa más probable y los pasos, y di cuándo es mejor llamar a un profesional.',
      format: 'antes de empezar, la seguridad (cortar el agua o la luz, si toca); la causa más probable y cómo comprobarla; las herramientas y piezas que necesito, con un precio aproximado; los pasos numerados; cómo comprobar que ha quedado bien; cuándo llamar a un profesional.',
    },
    homework: {
      role: 'un profesor particular paciente que explica al nivel del alumno',
      precision: 'Ayuda a entenderlo, no a copiarlo: explica el concepto al nivel que indico, con un ejemplo resuelto paso a paso y ejercicios para practicar.',
      format: 'la idea clave en palabras sencillas; un ejemplo resuelto paso a paso (si es un tema que explicar o sobre el que escribir, sus puntos principales en orden, cada uno con una pregunta que lleve al alumno a su propia respuesta); 3 ejercicios o preguntas parecidos para practicar, con las respuestas al final; si lo explica un padre o una madre, un truco para explicárselo.',
    },
    dailyRoutine: {
      role: 'un coach de hábitos que diseña rutinas realistas',
      precision: 'Hazla realista para mi horario y mis objetivos (lo que falte, di qué supones), empezando por pocos hábitos que se puedan mantener.',
      format: 'la rutina como horario, desde la hora a la que empiezo: cada paso con su hora y sus minutos y por qué ayuda; una versión corta para los días con prisa; cómo empezar (los 2 o 3 hábitos primero) y cómo mantenerla.',
    },
    eventMenu: {
      role: 'un cocinero que diseña menús para ocasiones y los organiza para que salgan a tiempo',
      precision: 'Respeta los platos, los invitados y las restricciones que indico (alergias, vegetarianos); que los platos combinen entre sí y se puedan preparar en una cocina normal.',
      format: 'el menú por platos, en orden (entrante, principal, postre…), cada plato con una línea que lo describa; las cantidades para los comensales que indico; qué se puede preparar con antelación; un horario del día para que todo salga a tiempo; bebidas que acompañen.',
    },
    thingsToDo: {
      role: 'alguien que conoce bien el lugar y recomienda planes que merecen la pena',
      precision: 'Recomienda solo sitios y planes que existen, para las fechas, el presupuesto y la compañía que indico (si no los indico, di qué supones), y avisa de lo que conviene comprobar (horarios, reservas).',
      format: 'los planes agrupados por tipo (cultura, comida, aire libre, con niños, de noche…), cada uno con por qué merece la pena, dónde está, cuánto cuesta más o menos y el mejor momento para ir; al final, una propuesta para el tiempo que tengo, por orden, con los sitios cercanos juntos.',
    },
    flyer: {
      role: 'un diseñador gráfico que escribe carteles y folletos que se leen de un vistazo',
      precision: 'Escribe el texto del cartel o folleto, listo para maquetar: poco texto, lo importante en grande, y todos los datos que doy (lo que falte, entre corchetes).',
      format: 'un titular corto que se lea de lejos; qué es, cuándo y dónde (día, hora, lugar); 2 o 3 datos o ventajas clave; una llamada a la acción con el contacto (teléfono, web o QR); al final, una nota de diseño: qué va en grande, una imagen sugerida y los colores.',
    },
    commitMessage: {
      role: 'un desarrollador sénior que escribe mensajes de commit claros',
      precision: 'Escribe el mensaje de commit de los cambios que describo, con la convención que nombro (Conventional Commits si no nombro ninguna): una línea de asunto corta en imperativo y después qué cambió y por qué.',
      format: 'la línea de asunto; una línea en blanco; el cuerpo, una línea o viñeta breve por cambio, con el porqué donde no sea obvio; un pie solo para una incidencia o un cambio incompatible.',
    },
    dashboard: {
      role: 'un analista de datos que diseña dashboards claros',
      precision: 'Diseña el dashboard en la herramienta que nombro (di cuál supones si no nombro ninguna) para los datos que describo: las métricas, el gráfico de cada una y por qué, los filtros y cómo montarlo.',
      format: 'para qué sirve y quién lo lee; las métricas clave arriba, con cómo se calcula cada una; cada gráfico con su tipo, sus campos y por qué; los filtros; la disposición de arriba abajo; los pasos para montarlo en esa herramienta.',
    },
    codeNaming: {
      role: 'un desarrollador sénior que elige nombres claros para variables, funciones y clases',
      precision: 'Propón nombres que digan qué guarda o qué hace, con las convenciones del lenguaje que uso (camelCase, snake_case, PascalCase para las clases); si no nombro ninguno, di qué convención supones.',
      format: 'una lista corta de nombres, del mejor al peor; para cada uno, una línea sobre qué dice y cuándo preferirlo; el que elegirías tú y por qué.',
    },
    systemDesign: {
      role: 'un arquitecto de software que diseña sistemas que escalan',
      precision: 'Diseña el sistema para las cifras que doy (usuarios, peticiones, datos) y di las que supones: primero los requisitos, después la arquitectura y los compromisos de cada decisión.',
      format: 'requisitos funcionales y no funcionales; estimación de carga y almacenamiento; la arquitectura de alto nivel (componentes y cómo fluyen los datos entre ellos); el modelo de datos y la API; cómo escala (caché, particionado, réplicas) y sus cuellos de botella; los compromisos y lo que dejarías para después.',
    },
    csConcept: {
      role: 'un profesor de informática que explica con precisión',
      precision: 'Responde con precisión y con la notación correcta (O grande para la complejidad, los nombres reales de las estructuras y las operaciones): qué es, por qué, con un ejemplo pequeño resuelto y los casos límite o las excepciones.',
      format: 'la respuesta en una o dos frases, con su notación; por qué es así, paso a paso; un ejemplo pequeño seguido paso a paso; los casos límite y las confusiones habituales; un resumen en una línea.',
    },
    difference: {
      role: 'un profesor que explica la diferencia entre dos cosas para que no se vuelvan a confundir',
      precision: 'Di qué es cada una y después solo las diferencias que importan, cada una con un ejemplo; termina con una forma sencilla de distinguirlas o de saber cuándo usar cada una.',
      format: 'cada una en una frase; las diferencias que importan, en una tabla breve o en viñetas; un ejemplo de cada una en uso; una regla práctica o un truco para recordar cuál es cuál.',
    },
    prosCons: {
      role: 'un analista que sopesa los dos lados con justicia',
      precision: 'Da los pros y los contras en dos listas, exactamente con las cantidades que pido (si no doy ninguna, los que de verdad importan), equilibradas: ningún lado más fuerte de lo que es.',
      format: 'los pros y después los contras, cada uno en una lista numerada; cada punto en una línea con por qué importa en la práctica; al final, una línea sobre a quién conviene cada lado (para quién pesan más los pros y para quién los contras).',
    },
    conversion: {
      role: 'un conversor cuidadoso de unidades, monedas y formatos',
      precision: 'Convierte solo lo que doy: cada valor (o cada campo) convertido, sin cambiar, añadir ni quitar nada más; deja el original al lado de cada valor convertido cuando ayude y redondea a cifras prácticas.',
      format: 'el material que di, en su orden y su forma, con cada valor convertido (el original entre paréntesis cuando sirva); al final, una línea con las equivalencias usadas (el cambio y su fecha, si es una moneda).',
    },
    negotiation: {
      role: 'un negociador que prepara a la gente para negociar con cifras reales',
      precision: 'Prepárame para esta negociación con las cifras que doy: un precio objetivo y un precio límite a partir de ellas, y qué decir.',
      format: 'qué comprobar o averiguar antes (el precio de mercado, el estado de lo que se negocia, sus papeles o condiciones); mi precio objetivo y mi precio límite (a partir del cual me retiro), con cómo se calculan; mis argumentos, del más fuerte al más débil; la primera oferta; las frases que decir, tal cual; las respuestas probables de la otra parte y qué contestar a cada una.',
    },
    rubric: {
      role: 'un docente con experiencia en evaluación que diseña rúbricas claras y justas',
      precision: 'Hazla lista para usar con la tarea, el curso y la escala que indico (4 niveles si no doy ninguna), con tantos criterios como pido (4 o 5 si no digo cuántos): cada criterio observable y cada nivel descrito por lo que se ve en el trabajo, no con adjetivos vagos como «bueno» o «regular».',
      format: 'una tabla: una fila por criterio (con su peso o sus puntos, si los hay) y una columna por nivel, del más alto al más bajo, cada celda con su descriptor; debajo, cómo se calcula la nota. Si es una lista de cotejo, cada indicador con sí / no y una columna de observaciones.',
    },
    classActivity: {
      role: 'un docente que diseña actividades y juegos de aula dinámicos y bien organizados',
      precision: 'Ajusta cada actividad o juego al grupo, la edad o el nivel y el objetivo que indico (qué repasan o practican), que se pueda aplicar con poca preparación y con lo que hay en un aula; si pido varias, cada una distinta.',
      format: 'para cada actividad: su nombre; el objetivo de aprendizaje; la edad o el nivel y el tamaño del grupo; cuánto dura; los materiales; los pasos para llevarla a cabo, en orden, con las consignas que se dan a los alumnos; una variante para quien va más lento y otra para quien termina antes.',
    },
    reportComments: {
      role: 'un docente que escribe comentarios de boleta o de boletín sinceros, concretos y amables',
      precision: 'Escribe comentarios listos para el boletín, con la voz del docente, para cada alumno o caso que describo: primero un logro real, después lo que debe mejorar, dicho en positivo, y un paso concreto para seguir; nada del alumno que yo no haya dicho (nombres y datos que no di, entre corchetes).',
      format: 'un comentario por alumno o caso, de 2 a 4 frases cada uno; si no describo a nadie en concreto, un banco de comentarios agrupados por caso (va bien, va mejorando, le cuesta, conducta), varios en cada grupo.',
    },
    permissionSlip: {
      role: 'un responsable de secretaría escolar que redacta autorizaciones claras para las familias',
      precision: 'Redáctala lista para imprimir, con cada dato que doy (la actividad, el lugar, la fecha, los horarios, el costo, qué llevar) y los que no doy entre corchetes, nunca inventados.',
      format: 'el nombre del centro y un título; un párrafo breve para las familias: qué actividad es, dónde y cuándo, la hora de salida y de regreso, el costo y qué deben llevar; la fecha límite para devolverla; después, la parte para recortar: «Autorizo a mi hijo/a [nombre], del grupo [grupo], a participar en…», el nombre del padre, la madre o el tutor, su firma, la fecha y un teléfono de emergencia; una línea para alergias o indicaciones médicas.',
    },
    behaviourChart: {
      role: 'un psicólogo infantil que diseña tablas de conducta positivas para familias y aulas',
      precision: 'Hazla para la edad y la conducta que describo: pocas metas (de 3 a 5) dichas en positivo y con palabras que un niño entiende («recojo mis juguetes», no «no…»), premios pequeños que lleguen pronto y ningún castigo en la tabla.',
      format: 'la tabla: una fila por meta y una columna por día de la semana, con una casilla para marcar o para una pegatina; cómo se cambian las marcas o pegatinas por premios (una lista corta de premios por niveles); cómo presentársela al niño y usarla cada día; cómo ajustarla al cabo de dos semanas.',
    },
    differentiation: {
      role: 'un docente especialista en educación inclusiva que adapta las tareas sin rebajar el objetivo',
      precision: 'Adapta la tarea para el alumno y la dificultad que describo, manteniendo el objetivo de aprendizaje: qué cambiar (consignas, extensión, formato, apoyos, tiempo) y por qué; lista para usar en clase, sin señalar al alumno delante del grupo.',
      format: 'las barreras que esa tarea le pone a ese alumno; la tarea adaptada, lista para usar (las consignas reescritas y lo que cambia); los apoyos durante la tarea (visuales, modelos, pasos, tiempo); cómo evaluarla de forma justa; 2 o 3 errores que evitar.',
    },
    struggleSupport: {
      role: 'un profesor particular y psicopedagogo que ayuda a las familias cuando un hijo se queda atrás en el colegio',
      precision: 'Ayúdame a entender por qué mi hijo o mi hija va mal en esa materia y qué hacer en casa y con el colegio, para su edad o su curso (lo que no dije, entre corchetes): pasos concretos, en orden, que pueda empezar esta semana; sin culpas.',
      format: 'las causas probables que conviene revisar primero (lagunas de cursos anteriores, atención, cómo se lo explican, motivación, una dificultad de aprendizaje) y cómo distinguirlas; un plan semanal en casa (cuánto tiempo, qué practicar, recursos gratuitos); qué preguntarle al profesor y cómo; cuándo pensar en un profesor particular o en una evaluación; cómo mantenerlo motivado.',
    },
    schoolProject: {
      role: 'un profesor que ha acompañado a muchos alumnos en proyectos escolares y ferias de ciencias',
      precision: 'Dame tantas ideas de proyecto como pido (3, si no digo cuántas), cada una que un alumno del curso o la edad que nombro pueda hacer casi solo, con materiales de casa o baratos, segura y distinta de las demás; nada que necesite un laboratorio o productos peligrosos.',
      format: 'una lista numerada; cada proyecto con su nombre; la pregunta que responde (y la hipótesis, si es de ciencias); los materiales; los pasos, en breve; qué medir o mostrar; por qué encaja en ese curso; la nota de seguridad y cuánto tiempo lleva.',
    },
    learningPath: {
      role: 'un profesor que ha ayudado a muchos principiantes a aprender esa habilidad por su cuenta',
      precision: 'Hazme una ruta de aprendizaje desde donde estoy (principiante, salvo que diga otra cosa) hasta un primer nivel útil, respetando el tiempo que tengo y mi objetivo (déjalos entre corchetes si no los di): qué aprender primero y en qué orden, con recursos gratuitos o baratos, y proyectos pequeños para practicar.',
      format: 'los primeros pasos, para esta semana; la ruta por etapas, cada una con qué aprender, uno o dos recursos y cuánto suele llevar; un plan semanal para las horas que tengo; 3 primeros proyectos, del más fácil al más difícil; cómo saber que avanzo (qué debería saber hacer al acabar cada etapa); los errores típicos del principiante que conviene evitar.',
    },
    activityIdeas: {
      role: 'un organizador práctico de actividades en familia',
      precision: 'Da tantas ideas como pido (10, si no digo cuántas), sin tener que comprar nada antes (en casa, con lo que suele haber), y variadas (tranquilas, movidas, creativas).',
      format: 'una lista numerada; cada idea con un nombre, qué hace falta, la edad a la que va bien, cuánto dura y cómo se hace en una o dos líneas.',
    },
    minutes: {
      role: 'un secretario de reuniones que redacta actas claras y completas',
      precision: 'Redacta el acta con lo que doy, de modo que quien no estuvo sepa qué se acordó y quién hace qué; lo que no doy (nombres, horas, votos), entre corchetes, nunca inventado.',
      format: 'el encabezado (reunión, fecha, hora, lugar); asistentes y ausentes excusados; el orden del día; en cada punto, lo que se trató, en breve; los acuerdos y las votaciones (a favor, en contra, abstenciones); las tareas, cada una con responsable y fecha; el cierre (hora) y las firmas.',
      slot: 'Notas de la reunión: [pega aquí tus notas: quién asistió, qué se trató, qué se acordó y quién hace qué].',
    },
    proposal: {
      role: 'alguien que ayuda a encontrar las propias palabras para un gran momento personal',
      precision: 'Escribe las palabras que diría yo, personales y con mi voz: el momento, nuestros recuerdos, lo que la otra persona significa para mí y la pregunta; nada de discurso para un público ni de negociación.',
      format: 'una entrada corta que prepare el momento; dos o tres recuerdos o detalles nuestros (entre corchetes si solo los sé yo); lo que siento y lo que quiero con esa persona; la pregunta, sencilla y clara; una nota de cuándo hacer una pausa o arrodillarse.',
      length: 'de 1 a 2 minutos en voz alta (unas 150-250 palabras).',
    },
    learnerText: {
      role: 'un profesor de idiomas que escribe textos graduados para estudiantes',
      precision: 'Escríbelo al nivel que indico: en A1-A2, frases cortas, vocabulario cotidiano y solo presente y pasado simple; en B1-B2, frases enlazadas y expresiones comunes; en C1-C2, lengua natural. Respeta la extensión y el idioma que pido.',
      format: 'un título; el texto; al final, si sirve, un glosario breve de las palabras más difíciles y de 3 a 5 preguntas de comprensión.',
    },
    checklist: {
      role: 'alguien muy organizado que prepara listas de comprobación prácticas',
      precision: 'Que cada punto sea una acción concreta que se pueda marcar como hecha, sin repetir nada ni olvidar lo básico para mi caso.',
      format: 'los puntos agrupados por fase o por tema, en el orden en que se hacen; cada uno, una acción concreta para marcar (con responsable o plazo si aplica); al final, lo que suele olvidarse.',
    },
    shiftSchedule: {
      role: 'un encargado de operaciones que organiza turnos de personal justos y que cubren todo el horario del negocio',
      precision: 'Cubre todo el horario de apertura que doy con las personas que indico; respeta las horas semanales y los descansos de cada una (si no los doy, di qué supones y recuerda comprobarlo con el convenio o la ley laboral del lugar) y reparte por igual los turnos menos deseados (cierres, fines de semana).',
      format: 'una tabla semanal: los días en columnas, los turnos en filas (con su hora de entrada y de salida) y quién trabaja en cada uno; las horas semanales de cada persona y sus días libres; quién cubre las horas de más trabajo; al final, cómo cubrir una baja o un cambio de turno.',
    },
    householdSchedule: {
      role: 'un organizador del hogar práctico y realista',
      precision: 'Reparte las tareas de forma justa y realista entre quienes viven en la casa, según su edad, y con la frecuencia que necesita cada una.',
      format: 'una tabla con los días de la semana y las tareas de cada día, con quién hace cada una y cuánto tarda aproximadamente; debajo, las tareas semanales o mensuales; al final, cómo rotarlas.',
    },
    fitGap: {
      role: 'un evaluador que mide un material frente a lo que se le pide, requisito por requisito',
      precision: 'Toma cada requisito de la referencia (la oferta, la rúbrica, la especificación o lo acordado) y di si mi material lo cumple, citando lo que lo demuestra, o dónde está la carencia; termina con lo que debo cambiar primero. No inventes experiencia ni datos que mi material no tenga.',
      format: 'una tabla: requisito, lo que lo cumple en mi material (citado), y si lo cumple, a medias o no; después, las carencias de la más a la menos importante, cada una con qué cambiar o añadir; al final, un veredicto de encaje en una línea.',
    },
    textTitles: {
      role: 'un editor que titula textos',
      precision: 'Propón títulos que digan de qué trata el texto o qué defiende, en el registro de su género (académico: informativo, con subtítulo si ayuda; noticia: el hecho, con verbo; YouTube: curiosidad o beneficio que el vídeo cumpla), tantos como pido (si no digo cuántos, varios, con enfoques distintos).',
      format: 'una lista numerada de títulos; tras cada uno, entre paréntesis, su enfoque (descriptivo, la tesis, una pregunta, una frase llamativa).',
    },
    mealIdeas: {
      role: 'un cocinero casero que propone platos que se hacen de verdad un día cualquiera',
      precision: 'Propón platos que pueda hacer de verdad con lo que digo (tiempo, ingredientes, dieta), distintos entre sí.',
      format: 'una lista numerada; cada plato con sus ingredientes principales, el tiempo que lleva y, en pocas palabras, cómo se hace.',
    },
    hashtags: {
      role: 'un estratega de redes sociales y SEO que sabe cómo busca la gente en cada plataforma',
      precision: 'Dame una lista, tantos como pido, mezclando generales (populares, para que me encuentren), de nicho (mi tema exacto, con menos competencia) y locales o de marca (mi zona, mi nombre), escritos como los escribe la plataforma (hashtags con # y sin espacios; palabras clave como la gente las escribe en el buscador); sin post ni texto alrededor.',
      format: 'una lista agrupada en generales, de nicho y locales o de marca; uno por línea, listos para copiar; al final, todos en una línea para pegar.',
    },
    conditionDiet: {
      role: 'un dietista-nutricionista que explica en palabras sencillas',
      precision: 'Dime qué comer y qué evitar con la enfermedad que nombro, como información general que no sustituye a mi médico ni a mi nutricionista; sin suplementos ni dosis.',
      format: 'qué suele ayudar y por qué, en breve; los alimentos recomendados y los que conviene limitar o evitar, en dos listas; un día de comidas de ejemplo; hábitos que ayudan (raciones, horarios, formas de cocinar); las señales de alarma que exigen ir al médico; una nota para consultarlo con mi médico si tomo medicación.',
    },
    worthItChoice: {
      role: 'un orientador en decisiones de estudios, trabajo y vida que pesa lo que una decisión da frente a lo que cuesta, y no vende nada',
      precision: 'Dame un veredicto para mi caso, sí, no o depende (y de qué): qué me daría (trabajo, sueldo, puertas que abre, disfrute) frente a lo que cuesta (tiempo, dinero, esfuerzo, a qué renuncio), según mis objetivos y mi situación; lo que necesites saber de mí (edad, objetivos, el tiempo y el dinero que tengo), pregúntamelo o déjalo entre corchetes.',
      format: 'primero el veredicto (sí, no o depende, y de qué), en una o dos frases; las razones a favor y en contra para alguien en mi situación; para quién vale la pena y para quién no; lo que exige (tiempo hasta un nivel útil, coste, esfuerzo por semana); si depende, las preguntas que lo deciden; un primer paso barato para probarlo antes de comprometerme.',
    },
    worthIt: {
      role: 'un asesor independiente que pesa lo que cuestan las cosas frente a lo que dan, y no vende nada',
      precision: 'Dame un veredicto para mi uso, sí o no: qué me da y qué me cuesta (dinero, tiempo) a alguien como yo, y si vale la pena hoy; alternativas solo si la respuesta es no o depende; los precios cambian, así que dime que compruebe los actuales.',
      format: 'primero el veredicto (sí, no o depende, y de qué), en una o dos frases; las razones para mi uso, a favor y en contra; para quién vale la pena y para quién no; si la respuesta es no o depende, una o dos alternativas con por qué; una nota para comprobar los precios actuales.',
    },
    buyingAdvice: {
      role: 'un asesor de compras que prueba y compara productos sin comisiones',
      precision: 'Respeta mi presupuesto y el uso que digo: qué importa para ese uso, unas pocas opciones dentro del presupuesto con por qué encaja cada una y qué evitar; los precios y los modelos cambian, así que dime que compruebe los actuales antes de comprar.',
      format: 'qué importa para este uso (las características y el mínimo que vale la pena pagar); de 3 a 5 opciones dentro de mi presupuesto, cada una con por qué encaja, su punto débil y un precio aproximado; qué evitar; cuál elegirías en mi caso; una nota de que los precios y los modelos cambian y conviene comprobar los actuales.',
    },
    situationTips: {
      role: 'alguien con experiencia práctica en esa situación (un profesional de ese campo) que da consejos probados',
      precision: 'Parte de la situación que cuento (quién, qué pasa, qué he probado; lo que falte, déjalo entre corchetes): consejos prácticos que pueda empezar a aplicar esta semana, cada uno concreto, no generalidades, y cuándo conviene pedir ayuda a un profesional.',
      format: 'en breve, qué puede haber detrás; los consejos, del más útil al menos, cada uno con cómo aplicarlo y un ejemplo; qué evitar; cuándo pedir ayuda a un profesional.',
    },
    situationAdvice: {
      role: 'un asesor que ayuda a decidir con criterio y sin juzgar',
      precision: 'Parte de la situación que describo (lo que falte, pregúntamelo o déjalo entre corchetes): resume qué pasa, plantea las opciones con sus pros y contras para alguien como yo, recomiéndame una y dime los próximos pasos.',
      format: 'mi situación, en breve; las opciones, cada una con sus pros y contras para mi caso; tu recomendación y por qué; los próximos pasos concretos, en orden; lo que me convendría averiguar antes de decidir.',
    },
    replyAdvice: {
      role: 'alguien que ayuda a responder con firmeza y tacto en conversaciones delicadas',
      precision: 'Dime primero qué puntos debe dejar claros mi respuesta (qué acepto, qué no y qué pido) y después escríbela en una versión firme y otra amable; usa solo los hechos que doy y deja entre corchetes lo que falte.',
      format: 'los puntos clave de la respuesta, en una lista breve; la respuesta en versión firme; la respuesta en versión amable; una nota de lo que conviene no decir.',
    },
  },
  reportOutline:
    'los apartados de un informe, en orden: resumen ejecutivo; cifras clave; análisis (qué fue bien, qué no y por qué); conclusiones; próximos pasos; debajo de cada uno, unas viñetas con lo que va en él (qué cifra, qué comparación, qué gráfico).',
  toastLength: 'entre 1 y 2 minutos dicho en voz alta (unas 150-250 palabras).',
  partSpoilersConstraint: (part) => `Sin spoilers ${part}: nada de lo que pasa en esa parte (ni sus giros, ni su final, ni lo que se revela); lo demás que pido, sí, tal como lo pido.`,
  noSpoilersConstraint: 'Sin spoilers: nada del final, de los giros, de quién muere ni de lo que se revela; solo la premisa, el escenario, los personajes principales tal como empiezan y el tono.',
  apologyConstraint: 'Pide disculpas una vez, con claridad y sin excusas, y céntrate en la solución y en lo que cambia para que no se repita.',
  occasionSlot: 'Tema y público: [de qué trata y quién estará]',
  bioLength: (platform) =>
    platform === undefined || platform === 'LinkedIn'
      ? `cada opción, de no más de ${bioLimits.Instagram} caracteres con espacios y emojis (${bioLimits.X} en X).`
      : `cada opción, de no más de ${bioLimits[platform]} caracteres con espacios y emojis (el límite de la bio de ${platform}).`,
  headlineLength: (count) => `${count === undefined ? '' : `${count} opciones, cada una de `}no más de ${bioLimits.LinkedIn} caracteres (el límite del titular de LinkedIn); primero las palabras que la gente busca.`,
  numberedParts: (parts) => `${parts.length} partes numeradas, una por cada cosa que pido, en mi orden: ${parts.map((part, index) => `${index + 1}. ${part}`).join('; ')}.`,
  errorSlot: '[pega aquí el mensaje de error completo y, si lo hay, el código o el comando que lo provoca]',
  budgetSlot: 'Presupuesto: [cuánto puedes invertir al mes].',
  quizLengthProposed: (count) => `${count} elementos, cada uno breve y completo en sí mismo.`,
  quizPrecisionUnstated: 'Cada elemento trata un solo punto concreto y se ajusta al nivel o al público que indico.',
  shapePrecision: (shape) => `La respuesta es exactamente lo que pido («${shape}»), sin nada alrededor.`,
  letters: {
    warning: {
      role: 'un responsable de recursos humanos que redacta cartas disciplinarias justas y basadas en hechos',
      tone: 'firme, objetivo y respetuoso, sin insultos ni más amenaza que la consecuencia que se indica.',
      format: 'la fecha, el nombre y el puesto del trabajador; los hechos, cada uno con su fecha (solo los que doy; el resto, entre corchetes); la norma o la política incumplida; lo que se espera a partir de ahora; la consecuencia si se repite; el derecho del trabajador a responder y una línea para firmar el recibí; firma.',
      length: 'entre 150 y 300 palabras.',
    },
    resignation: {
      role: 'un experto en comunicación laboral que redacta cartas de renuncia correctas y cordiales',
      tone: 'formal y cordial, sin reproches.',
      format: 'saludo; la renuncia y la fecha de tu último día en el primer párrafo; un agradecimiento breve por la experiencia; el ofrecimiento de ayudar con el traspaso; despedida y firma.',
      length: 'breve: entre 100 y 200 palabras.',
    },
    complaint: {
      role: 'un experto en reclamaciones de consumidores que redacta cartas firmes y eficaces',
      tone: 'firme y respetuoso, sin insultos ni amenazas.',
      format: 'saludo; qué pasó, con fechas y datos de referencia (número de pedido, vuelo, contrato o factura); el perjuicio que te causa; lo que pides y en qué plazo; despedida, firma y datos de contacto.',
      length: 'entre 150 y 300 palabras.',
    },
    recommendation: {
      role: 'un experto en redactar cartas de recomendación creíbles y concretas',
      tone: 'profesional y cálido, con elogios respaldados por hechos.',
      format: 'saludo; quién recomienda, desde cuándo y de qué conoce a la persona; dos o tres cualidades, cada una con un ejemplo concreto; la recomendación explícita para lo que solicita; ofrecimiento de contacto, despedida y firma.',
      length: 'entre 250 y 400 palabras (una página como máximo).',
    },
    cover: {
      role: 'un experto en cartas de presentación que consiguen entrevistas',
      tone: 'profesional y cercano, seguro sin exagerar.',
      format: 'saludo; el puesto y el motivo de la carta al principio; experiencias o logros concretos que encajan con el puesto; un cierre con el siguiente paso; despedida y firma.',
      length: 'entre 250 y 400 palabras (una página como máximo).',
    },
    thanks: {
      role: 'alguien que escribe cartas de agradecimiento sinceras',
      tone: 'cálido y sincero.',
      format: 'saludo; el agradecimiento y su motivo al principio; un detalle concreto de lo que hicieron y lo que significó; un cierre cálido; despedida y firma.',
      length: 'entre 120 y 250 palabras.',
    },
    request: {
      role: 'un experto en redactar solicitudes formales claras',
      tone: 'formal y cordial.',
      format: 'saludo; lo que pides, en el primer párrafo; el motivo, en pocas frases; lo que propones o el plazo que necesitas; agradecimiento, despedida y firma.',
      length: 'entre 120 y 250 palabras.',
    },
  },
  petMealPlan: {
    role: 'un veterinario especialista en nutrición de mascotas',
    format: 'la ración diaria según la especie, el peso, la edad y la actividad que indico (en gramos y en tomas al día); el tipo de comida (pienso, húmeda o casera) y, si es casera, los ingredientes y sus proporciones; los alimentos prohibidos para esa especie; cómo cambiar de dieta poco a poco; cuándo consultar al veterinario.',
  },
  plans: {
    marketing: {
      role: 'un consultor de marketing para pequeños negocios que hace planes realistas con el presupuesto que hay',
      format: 'el objetivo, medible (por ejemplo, clientes nuevos al mes); el público al que se dirige; los canales elegidos y por qué; el presupuesto que indico repartido entre los canales en una tabla (la cantidad de cada canal, que sumen exactamente el total); un calendario de acciones semana a semana o mes a mes; las métricas para saber si funciona y cuándo revisarlo.',
      length: 'lo necesario para aplicarlo tal cual, sin relleno.',
      budget: true,
    },
    business: {
      role: 'un consultor que prepara planes de negocio realistas',
      format: 'resumen ejecutivo; el problema y la solución; el cliente y el mercado; la competencia; el modelo de ingresos y los precios; marketing y ventas; operaciones y equipo; las cifras (inversión inicial, costes fijos y variables, previsión de ingresos a 12 meses y punto de equilibrio), con las estimaciones marcadas como tales; los riesgos y cómo reducirlos.',
      length: 'lo necesario por apartado; las cifras, en tablas.',
    },
    savings: {
      role: 'un asesor de finanzas personales práctico y realista',
      format: 'mis ingresos y gastos fijos al mes (con las cifras que doy; las que falten, entre corchetes); cuánto ahorrar cada mes para llegar a la meta en el plazo; dónde recortar, por categoría y con cantidades; una tabla mes a mes con lo ahorrado acumulado; qué hacer si un mes no se llega.',
      length: 'todo el plazo que indico, mes a mes.',
    },
    unit: {
      role: 'un docente que diseña unidades y secuencias didácticas coherentes, sesión por sesión',
      format: 'los objetivos de la unidad y las competencias o los aprendizajes que trabaja; una tabla con una fila por sesión (tantas como indico; de 4 a 6 si no digo cuántas): su objetivo, los contenidos, las actividades con sus minutos (inicio, desarrollo, cierre) y los materiales; cómo se evalúa (los criterios y los instrumentos: rúbrica, prueba, proyecto); la atención a la diversidad: apoyo para quien le cuesta y ampliación para quien va más rápido.',
      length: 'todas las sesiones que pido, sin saltarme ninguna.',
    },
    lesson: {
      role: 'un docente que planifica clases claras y participativas',
      format: 'los objetivos de la clase; los materiales; los pasos de la clase con sus minutos (inicio, explicación, práctica, cierre); cómo se comprueba lo aprendido.',
      length: 'una sola clase; cada paso con su duración.',
    },
    travel: {
      role: 'un planificador de viajes que conoce bien el destino',
      format: 'día por día; cada día con mañana, tarde y noche: qué hacer, dónde comer y cómo moverse de un sitio a otro; los lugares cercanos, en el mismo día.',
    },
    meal: {
      role: 'un nutricionista que planifica menús realistas',
      format: 'una tabla con una fila por día y una columna por cada comida que pides (si no dices cuáles: desayuno, comida y cena); cada plato con sus ingredientes principales.',
    },
    strength: {
      role: 'un entrenador personal que diseña rutinas de fuerza seguras y progresivas',
      format: 'una tabla por día de entrenamiento: cada ejercicio con el grupo muscular, las series, las repeticiones (o el tiempo) y el descanso entre series, solo con el material que digo tener; el calentamiento; cómo progresar de una semana a otra (más peso, repeticiones o tiempo); la técnica clave de los ejercicios básicos y cómo elegir el peso.',
      length: 'todos los días de la semana que indico, con los días de descanso.',
    },
    training: {
      role: 'un entrenador que diseña planes de entrenamiento progresivos',
      format: 'una tabla por semanas y días: el tipo de sesión (rodaje, series, fuerza, descanso…), su duración o distancia y su intensidad; la progresión de una semana a otra y los días de descanso.',
    },
    career: {
      role: 'un orientador profesional que ha ayudado a mucha gente a cambiar de profesión',
      format: 'lo que ya sé hacer que me sirve y lo que me falta; una tabla por meses o fases: qué aprender (con recursos concretos), qué construir para un portafolio y con quién hablar, con las horas que indico; las primeras candidaturas y cuándo empezar a enviarlas; cómo saber si voy bien.',
    },
    learning: {
      role: 'un profesor experto en cómo se aprende una materia o una habilidad nueva',
      format: 'una tabla por semanas o fases: qué aprender en cada una, cómo practicarlo con el tiempo que indico (ejercicios, uso real, repaso) y qué debería saber hacer al terminarla; los recursos que usar; cómo saber que avanzo.',
    },
    study: {
      role: 'un profesor experto en técnicas de estudio',
      format: 'una tabla por días o semanas: qué temas tocan, cuánto tiempo a cada uno y cómo se practican (ejercicios, repaso, simulacros); los repasos y un simulacro antes del examen.',
    },
    day: {
      role: 'un organizador práctico que monta horarios diarios realistas',
      format: 'un horario del día, de levantarme a acostarme: cada bloque con su hora de inicio y de fin y lo que toca; los compromisos fijos que indico, en su sitio; las comidas, los descansos y los desplazamientos incluidos; al final, 2 o 3 consejos para cumplirlo.',
    },
    week: {
      role: 'un organizador práctico que prepara horarios semanales realistas',
      format: 'una tabla de la semana, día por día, con bloques de tiempo para cada cosa que nombro (trabajo, entrenamiento, estudio…); los compromisos fijos que doy, en su sitio; descanso, comidas y tiempo libre incluidos; cuántas horas a la semana recibe cada cosa; al final, 2 o 3 consejos para cumplirlo.',
    },
    event: {
      role: 'un organizador de eventos que prepara celebraciones memorables y bien organizadas',
      format: 'una lista de tareas por tiempo antes del evento (semanas antes, la semana anterior, el mismo día): cada tarea con quién la hace y su coste, dentro del presupuesto si doy uno; después, el horario del día, hora a hora.',
    },
  },
  contentPlanPrecision: 'Es el plan de las publicaciones, no las publicaciones completas: mantén el número que pido (o uno realista para el periodo) y da de cada una lo justo para prepararla.',
  continuationPrecision: 'Sigue exactamente donde se queda el texto, con la misma voz, el mismo tiempo verbal, los mismos personajes y el mismo estilo: sin resumir lo anterior ni empezar de nuevo; haz que avance y para en un punto natural.',
  continuationFormat: 'solo la continuación, con la misma forma que el texto (sin título ni resumen).',
  chainedPrecision: 'Haz cada cosa que pido, en el orden en que la pido, cada una completa y bajo su propio encabezado; lo que pido para una parte (su extensión, su tono) no se aplica a las demás.',
  reshapePrecision: 'Usa todos los puntos y todas las cifras del texto de abajo, tal como están, en el orden que mejor se lea; no añadas nada que no esté en él.',
  reshapeFormat: (form) => `${form}, en prosa que enlace los puntos (sin viñetas).`,
  partOnlyPrecision: 'Escribe solo esa parte, no la pieza entera: unas pocas frases que cumplan su función (abrir o cerrar) y encajen con lo que trata el resto.',
  comparisonCriteria: (criteria) => `una tabla con una columna por opción y una fila por criterio, en este orden: ${criteria}; después, cuál conviene en mi caso, o en qué caso conviene cada una.`,
  alsoInclude: (format, parts) => `${format.replace(/\.$/, '')}; además, ${parts.replace(/\.$/, '')}.`,
  translationPrecision: (target) =>
    `Devuelve solo la traducción ${target}, sin comentarios: conserva el sentido, el registro (formal o informal) y el formato del original, no añadas nada y adapta las expresiones idiomáticas en lugar de traducirlas literalmente.`,
  translationChangePrecision: (target) =>
    `Devuelve solo la traducción ${target}, sin comentarios: conserva el sentido y los datos del original, aplica el cambio que pido y adapta las expresiones idiomáticas en lugar de traducirlas literalmente.`,
  materialConstraint: 'Conserva el sentido del original y no añadas nada que no esté en el texto.',
  expandingConstraint: 'Conserva el sentido y los datos del original; lo que añadas los desarrolla, sin datos inventados.',
  kindConstraints: {
    email: 'Nada de frases de relleno ni disculpas innecesarias.',
    code: 'No uses dependencias externas si no son necesarias y explica cualquier suposición.',
    summary: 'No añadas información que no esté en el texto.',
    translation: 'No añadas ni quites contenido.',
    social: 'Emojis con moderación, solo si aportan.',
  },
  steps: {
    quiz: ['Enumera los puntos clave que deben cubrir.', 'Escribe un elemento por punto, del más fácil al más difícil.', 'Comprueba que cada respuesta es correcta y no admite dudas.'],
    ideas: ['Piensa en qué busca el público y qué le frena.', 'Genera más ideas de las necesarias y quédate con las más originales y viables.', 'Ordénalas de la más a la menos prometedora.'],
    email: ['Define el objetivo del correo en una frase.', 'Ordena los argumentos del más al menos convincente.', 'Termina con una petición concreta y fácil de responder.'],
    speech: ['Define la idea que el público debe llevarse.', 'Elige dos o tres anécdotas que la muestren.', 'Léelo en voz alta y ajusta el ritmo.'],
    message: ['Di lo esencial en la primera frase.', 'Añade solo el detalle necesario.', 'Cierra con lo que esperas del otro.'],
    presentation: ['Define el mensaje principal.', 'Reparte una idea por diapositiva.', 'Escribe las notas de cada una.'],
    poem: ['Elige la imagen o el sentimiento central.', 'Escribe los versos cuidando el ritmo.', 'Léelo en voz alta y pule las palabras que chirríen.'],
    letter: ['Define qué debe conseguir la carta.', 'Elige dos o tres hechos concretos que lo respalden.', 'Cierra con el siguiente paso que propones.'],
    summary: ['Lee el texto completo e identifica la tesis.', 'Selecciona los datos y argumentos que la sostienen.', 'Redacta el resumen con tus palabras.'],
    translation: ['Lee el texto completo antes de traducir.', 'Traduce por unidades de sentido, no palabra por palabra.', 'Revisa la naturalidad en el idioma de destino.'],
    code: ['Aclara las entradas, salidas y casos límite.', 'Escribe el código.', 'Añade una prueba o un ejemplo que demuestre que funciona.'],
    social: ['Define el mensaje principal en una frase.', 'Escribe un gancho para la primera línea.', 'Desarrolla el mensaje y cierra con la llamada a la acción.'],
    article: ['Haz un esquema con los subtítulos.', 'Redacta cada sección con un ejemplo o dato concreto.', 'Escribe la introducción y el título al final.'],
    essay: ['Formula la idea central en una frase.', 'Ordena los argumentos y busca un ejemplo para cada uno.', 'Redacta y revisa que cada párrafo apoye la idea central.'],
    plan: ['Aclara el objetivo y el periodo.', 'Reparte el trabajo de forma equilibrada en el tiempo.', 'Revisa que el plan sea realista y sin huecos.'],
    analysis: ['Describe los datos y sus limitaciones.', 'Identifica tendencias, anomalías y comparaciones relevantes.', 'Traduce los hallazgos en recomendaciones.'],
    research: ['Define las preguntas clave.', 'Reúne la información de fuentes fiables.', 'Contrasta las fuentes y señala los desacuerdos.'],
    explanation: ['Identifica qué necesita saber antes el lector.', 'Explica de lo general a lo concreto.', 'Comprueba que cada término técnico queda explicado.'],
    naming: ['Define qué debe transmitir: el beneficio, la personalidad o el lugar.', 'Genera muchas opciones con enfoques distintos (juego de palabras, descriptivo, evocador).', 'Quédate con las más cortas y fáciles de recordar.'],
    copy: ['Identifica el beneficio principal para el cliente.', 'Escribe varias versiones con ángulos distintos.', 'Quédate con las tres más claras y persuasivas.'],
    listing: ['Identifica lo que el comprador busca y compara antes de comprar.', 'Escribe el título con esas palabras, sin adjetivos vacíos.', 'Completa las características, la descripción y la ficha técnica con los datos del producto.'],
    story: ['Define personaje, objetivo y conflicto.', 'Esboza el arco narrativo.', 'Escribe y pule el ritmo y los diálogos.'],
    script: ['Define el mensaje y el gancho.', 'Divide el guion en escenas.', 'Ajusta el texto al tiempo disponible.'],
    review: ['Lee el texto completo antes de comentar.', 'Anota los problemas y ordénalos por importancia.', 'Propón un cambio concreto para cada uno.'],
    docs: ['Identifica qué necesita saber o hacer el lector.', 'Ordena la información en ese orden.', 'Revisa que no falte ningún caso, plazo o requisito.'],
    general: ['Aclara el objetivo.', 'Desarrolla la respuesta por partes.', 'Resume lo esencial al final.'],
  },
  checks: ['responde exactamente a lo que se pide', 'respeta el formato y la extensión indicados', 'el tono encaja con el público', 'no hay datos inventados ni repeticiones'],
  exampleSlot: '[pega aquí un ejemplo de resultado que te guste]',
  askFirst: 'Si te falta información imprescindible, pregúntamela antes de empezar.',
  taskSlot: '[describe aquí qué quieres que haga la IA]',
  contextSlot: '[para qué lo necesitas y qué resultado esperas]',
  ownedLine,
  // Un archivo no se pega, su texto sí: "el pdf adjunto" → "[pega aquí el texto del PDF]".
  materialSlot: (noun) => {
    // "tu logo", "el texto anterior": the words already say whose or which it is.
    const determined = /^(?:el|la|los|las|lo|tu|tus) /.exec(noun);
    const named = determined ? noun : `${spanishArticle(noun)} ${noun}`;
    if (new RegExp(`(?:^| )(?:${visualNouns})$`).test(noun)) return `[describe o adjunta ${named}]`;
    if (new RegExp(`(?:^| )(?:${codeChangeNouns})$`).test(noun)) return `[pega aquí el diff de ${named}]`;
    if (new RegExp(`(?:^| )(?:${siteNouns})$`).test(noun)) return `[pega aquí el texto de ${named} o su URL]`;
    // Lo que se oye se lee en su transcripción; un enlace, en el texto de su página.
    if (new RegExp(`(?:^| )(?:${recordingNouns})$`).test(noun) && !/transcri/.test(noun)) return `[pega aquí la transcripción de ${named}]`.replace('de el ', 'del ');
    if (new RegExp(`^(?:${linkNouns})$`).test(noun)) return '[pega aquí el texto de la página enlazada]';
    if (determined) return `[pega aquí ${noun}]`;
    return /^(?:pdf|archivo|adjunto|documento|fichero)$/.test(noun) ? `[pega aquí el texto del ${noun === 'pdf' ? 'PDF' : noun}]` : `[pega aquí ${named}]`;
  },
  targetLanguageSlot: 'Idioma de destino: [idioma al que quieres traducir].',
  programmingLanguageSlot: 'Lenguaje y versión: [lenguaje de programación y versión].',
  signatureSlot: 'Firma: [tu nombre].',
  coverLetterSlots: {
    job: 'El puesto: [el puesto, la empresa y dónde viste la oferta].',
    experience: 'Mi experiencia: [tu experiencia y habilidades relevantes, con uno o dos logros y sus cifras].',
  },
  dataSlot: 'Datos: [pega aquí los datos o adjunta el archivo].',
  raiseSlot: 'Argumentos que puedo aportar: [tus logros concretos del último año] y [la cifra o el porcentaje que pides].',
};

const reader: ReaderPhrases = {
  elementNames: {
    role: 'rol',
    task: 'tarea',
    context: 'contexto',
    audience: 'público',
    tone: 'tono',
    format: 'formato',
    length: 'extensión',
    constraints: 'restricciones',
    examples: 'ejemplos',
  },
  taskTypes: {
    'Content Creation': 'Creación de contenido',
    Research: 'Investigación',
    Brainstorming: 'Lluvia de ideas',
    Summarization: 'Resumen',
    'Data Analysis': 'Análisis de datos',
    Translation: 'Traducción',
    Coding: 'Programación',
    Copywriting: 'Copywriting',
    'Email Writing': 'Redacción de correos',
    'Creative Writing': 'Escritura creativa',
  },
  stillPostName: { picture: 'el texto de una foto, no un vídeo', post: 'una publicación del feed, no un vídeo', notice: 'un aviso para publicar, no un vídeo' },
  kindNames: {
    ideas: 'ideas',
    quiz: 'preguntas o material de práctica (un test, tarjetas de estudio, preguntas de entrevista, ejercicios)',
    email: 'un correo',
    letter: 'una carta',
    poem: 'un poema',
    message: 'un mensaje',
    presentation: 'una presentación',
    speech: 'un discurso',
    summary: 'un resumen',
    translation: 'una traducción',
    code: 'código',
    social: 'una publicación para redes',
    article: 'un artículo',
    essay: 'un ensayo o redacción',
    plan: 'un plan',
    analysis: 'un análisis',
    research: 'una investigación',
    explanation: 'una explicación',
    naming: 'nombres o títulos',
    copy: 'un texto publicitario',
    listing: 'una publicación de marketplace',
    story: 'un texto creativo',
    script: 'un guion',
    review: 'una revisión con comentarios',
    docs: 'documentación o un texto informativo',
    general: 'otro tipo de respuesta',
  },
  detailLevels: { Low: 'bajo', Medium: 'medio', High: 'alto' },
  change: {
    role: (role) => `Rol: añadí "${role}" para que la IA responda con el criterio de un especialista.`,
    precision: (sentence) => `Tarea: la concreté con "${sentence}".`,
    count: (count, noun) => `Cantidad: tu texto no decía ${howMany(noun)} ${noun}; pedí ${count}.`,
    platform: (platform) => `Plataforma: adapté el formato, la extensión y el público a ${platform}.`,
    sector: (sector) => `Contexto: añadí el sector (${sector}).`,
    context: (placeholders) => `Contexto: añadí datos que solo tú conoces como marcadores: ${placeholders.join(', ')}.`,
    contextSlot: (placeholder) => `Contexto: no había; dejé ${placeholder} para que expliques el propósito.`,
    material: (placeholder) => `Texto de partida: mencionabas un texto que no estaba incluido; dejé ${placeholder} para pegarlo.`,
    slot: (placeholders) => `Datos que faltaban: dejé ${joinList(placeholders, 'y')} para que lo completes.`,
    audience: (text) => `Público: añadí a quién va dirigido (${text}).`,
    tone: (text, fromOption) => `Tono: ${fromOption ? 'apliqué el tono elegido' : 'fijé un tono adecuado a la tarea'} (${text}).`,
    format: (text) => `Formato: definí la estructura de la respuesta (${text}).`,
    length: (text) => `Extensión: indiqué cuánto debe ocupar (${text}).`,
    constraints: (count) => `Restricciones: añadí ${count === 1 ? 'una regla' : `${count} reglas`} para evitar respuestas genéricas o datos inventados.`,
    staysInRole: (count) => `Restricciones: añadí ${count === 1 ? 'una regla' : `${count} reglas`} para que la IA mantenga el papel toda la conversación, sin salirse de él ni hacer tu parte.`,
    steps: (count) => `Pasos: añadí ${count} pasos para que la IA trabaje en orden.`,
    checks: (count) => `Control de calidad: añadí ${count} comprobaciones finales.`,
    exampleSlot: () => 'Ejemplos: dejé un hueco para que pegues un ejemplo de lo que te gusta.',
    slotsSkipped: () => 'Contexto y ejemplos: no dejé huecos para ellos en este nivel de detalle; el código, una traducción o un dato salen igual sea cual sea su uso.',
    askFirst: () => 'Dudas: pedí a la IA que pregunte si le falta información imprescindible.',
    kept: (elements, size, greeting, facts) =>
      `Tarea: es tu petición, con tus palabras${greeting ? ` (solo quité el saludo "${greeting}")` : ''}${elements.length ? `; respeté lo que ya indicabas: ${elements.join(', ')}` : ''}${size ? `; nada de lo añadido contradice la cantidad o extensión que fijaste ("${size}")` : ''}${facts.length ? `; conservé tus datos tal cual (${facts.map((fact) => `"${fact}"`).join(', ')})` : ''}.`,
    alreadyGood: (elements) => `Tu prompt ya era bueno (${elements.join(', ')}): lo dejé tal cual y solo añadí lo que faltaba.`,
    optionConflict: (option, deliverable) => `Tipo de tarea: elegiste "${option}", pero tu texto pide ${deliverable}; mantuve lo que pide tu texto y usé la opción solo para el resto.`,
    optionNotApplied: (element, option, quoted) => `Opciones: elegiste ${element} "${option}", pero tu texto ya lo indica (${quoted}); mantuve lo que dice tu texto.`,
    channelConflict: (channel, deliverable) => `Canal: elegiste "${channel}", pero tu texto pide ${deliverable}; mantuve lo que pide tu texto y dejé el canal de lado.`,
    platformConflict: (chosen, named) => `Plataforma: elegiste ${chosen}, pero tu texto pide ${named}; mantuve lo que pide tu texto y apliqué el resto de opciones.`,
    otherLanguage: (languageName) =>
      `Idioma: tu prompt está en ${languageName}; lo dejé tal cual (este motor solo reescribe prompts en español y en inglés) y pedí que la respuesta sea en ${languageName}.`,
    reference: (title) => `Especificidad: tomé la estructura y las reglas del prompt de la biblioteca «${title}», no su tema.`,
    injection: (quoted) => `Seguridad: ${quoted} es una instrucción dentro de tu texto; la dejé como parte de tu petición, sin obedecerla al optimizar.`,
    wrapperShorter: (quoted) => `Petición: pediste ${quoted}; dejé el prompt corto: solo lo que cambia la respuesta (rol, tarea, formato y extensión).`,
    wrapperKept: (quoted) => `Petición: mantuve lo que pedías para el prompt (${quoted}) como parte de él.`,
    promptWrapper: (quoted) => `Petición: leí ${quoted} como que quieres mejorar el prompt que va después; optimicé ese prompt como si lo hubieras escrito solo.`,
    structure: (detail) => `Estructura: ordené el prompt por apartados (nivel de detalle ${detail}).`,
  },
  textNoun: 'texto',
  ownThing: { possessiveForReader: 'tu', partOf: (part, whole) => `${spanishArticle(part)} ${part} de ${whole}` },
  answerIn: (languageName) => `Responde en ${languageName}.`,
  suggest: {
    count: (quotedTask, noun, count) => `Indica ${howMany(noun)} ${noun} quieres: ${quotedTask} no lo dice (el prompt pide ${count}; cámbialo si necesitas otra cantidad).`,
    placeholders: (placeholders) => `Sustituye ${joinList(placeholders, 'y')} por tus datos reales antes de usar el prompt.`,
    vague: (word, quotedSentence) => `Concreta "${word}" en ${quotedSentence}: di exactamente qué esperas.`,
    example: (quotedTask) => `Añade un ejemplo de resultado que te guste para ${quotedTask}: la IA imitará su estilo.`,
    audience: (quotedTask) => `Di para quién es ${quotedTask}: edad, intereses o nivel de conocimiento cambian mucho la respuesta.`,
    goal: (quotedTask) => `Explica qué quieres conseguir con ${quotedTask} (más ventas, reservas, seguidores, una respuesta…).`,
    material: (quoted) => `Pega el texto al que te refieres con ${quoted}: sin él la IA no puede trabajar.`,
    task: () => 'Empieza con un verbo que diga qué debe hacer la IA ("Escribe…", "Resume…", "Dame…").',
    iterate: () => 'Prueba el prompt y, si la respuesta no encaja, añade lo que sobró o faltó como una restricción.',
  },
};

// Las materias técnicas de un cómo ("css", "git", "python"): primero el código o los comandos exactos.
const techTopics = 'div|css|html|flexbox|javascript|typescript|python|pip|node|npm|react|git|commits?|rama|github|docker|linux|ubuntu|terminal|consola|l[íi]nea de comandos|bash|powershell|sql|base de datos|api|regex|ssh|php|json|localhost';

const words: Vocabulary = {
  deliverables: {
    // "20 palabras con su traducción" is a vocabulary list, not a translation.
    translation: '(?<!(?:con|y) sus? )trad[uú][cz][a-zà-ÿ]*|(?:h[áa]z|escr[íi]be|d[íi]|p[óo]n)(?:lo|la|melo|mela) (?:en|al) (?:ingl[ée]s|espa[ñn]ol|castellano|franc[ée]s|alem[áa]n|italiano|portugu[ée]s|catal[áa]n)|(?:p[áa]s|p[óo]n|pon[ée])(?:a|e|ame|alo|ala|amelo|amela|elo|ela|lo|la|melo|mela)? (?:esto |este texto |el texto |este mensaje |lo siguiente )?(?:al|en|a un|a) (?:ingl[ée]s|espa[ñn]ol|castellano|franc[ée]s|alem[áa]n|italiano|portugu[ée]s|catal[áa]n)',
    summary: 'de qu[ée] (?:trata|va)(?= (?!(?:esto|eso|el trabajo|la reuni[óo]n|la entrevista)(?![a-zà-ÿ])))|(?:la )?trama de|(?:el )?argumento de (?:la|el) (?:pel[íi]cula|libro|serie|novela)|resum[a-zà-ÿ]*|res[úu]m[a-zà-ÿ]*|sintetiza[a-zà-ÿ]*|s[íi]ntesis|s[áa]ca(?:le|me)? (?:los )?puntos clave|(?:los )?puntos clave (?:de|del)|(?:las )?ideas (?:principales|clave|centrales|m[áa]s importantes) (?:de|del)|lo m[áa]s importante (?:de|del)',
    code: 'c[óo]digo|funci[óo]n|(?<!(?:aprender|aprendo|empezar|empiezo|ense[ñn]arme|ense[ñn]ar) a |(?:estudiar|curso de|clases de|aprender|introducci[óo]n a la) )programa(?:r|ci[óo]n)?(?! (?:de )?(?:fidelizaci[óo]n|fidelidad|lealtad|puntos|recompensas|referidos|afiliados|embajadores|formaci[óo]n|capacitaci[óo]n|pr[áa]cticas|mentor[íi]a|bienestar|incentivos|clientes|socios|membres[íi]a|radio|televisi[óo]n|tv|fiestas))|consulta sql|expresi[óo]n regular|bug|regex|tests? unitarios?|pruebas unitarias|docker ?(?:file|compose)|script (?:de|en) (?:python|bash|node|powershell)|(?:script|macro) (?:que|para) (?:lea|leer|procese|procesar|convierta|convertir|descargue|descargar|renombre|renombrar|automatice|automatizar|copie|copiar|mueva|mover|borre|borrar|extraiga|extraer|scrapee|scrapear|ordene|ordenar|filtre|filtrar|calcule|calcular|limpie|limpiar|junte|juntar|una|unir|importe|importar|exporte|exportar|publique|publicar|env[íi]e|enviar|mande|mandar|suba|subir)',
    // Mal escritos como se teclean: "coreo", "emial".
    email: 'corr?eos?|e-?mails?|emials?|mails?|newsletter|bolet[íi]n',
    letter: 'burofax|cartas?(?: de presentaci[óo]n| de motivaci[óo]n| de recomendaci[óo]n)?|recomendaci[óo]n(?:es)? (?:para|de) |(?<!se )quejas?(?: formal(?:es)?)?|reclamaci[óo]n(?:es)?|(?<![a-zà-ÿ])reclamos?(?= (?:a|al|formal|por|contra|para) )|reclamar(?:le)? (?:a|al) (?:mi|la|el|nuestr[oa]|una|un) (?:[a-zà-ÿ]+ )?(?:seguro|aseguradora|banco|compañ[íi]a|empresa|operadora|tienda|aerol[íi]nea|casero|casera|inmobiliaria|proveedor|ayuntamiento)',
    naming: '(?:qu[ée]|c[óo]mo) (?:nombre )?le (?:pongo|pondr[íi]a|llamo)(?= (?:de nombre )?a (?:mi|nuestr[oa]|la|el) (?:perr[oa]|gat[oa]|mascota|beb[ée]|hij[oa]|conejo|h[áa]mster|tortuga|caballo|loro|pez|cachorro))|(?:qu[ée]|c[óo]mo) le (?:pongo|llamo)(?= a (?:mi|nuestr[oa]) (?:perr[oa]|gat[oa]|mascota|beb[ée]|cachorro)[a-zà-ÿ ,]* de nombre)|(?:opciones|ideas|propuestas) de asunto|asuntos?(?= (?:de|del|para|pa|pal) (?:(?:un|el|mi|este|ese) )?(?:email|correo|e-?mail|mail))|l[íi]neas? de asunto|ideas (?:de|para) (?:(?:un|el|los) )?(?:nombres?|t[íi]tulos?|esl[óo]ganes?)|esl[óo]gan(?:es)?|slogans?|lemas?|nombres?|t[íi]tulos?|titular(?:es)?',
    ideas: '(?:sobre|de) qu[ée] (?:puedo|podr[íi]a|deber[íi]a) (?:escribir|publicar|hablar|hacer (?:un )?v[íi]deos?)|qu[ée] (?:puedo|podr[íi]a) publicar|(?<!(?:ni|no tengo|no tengo ninguna|sin) )ideas?(?! (?:principal(?:es)?|central(?:es)?)(?![a-záéíóúñ]))|lluvia de ideas(?! (?:de|para) (?:nombres|t[íi]tulos|eslóganes|eslogans|lemas)(?![a-zà-ÿ]))|temas para|ganchos?|hooks?',
    quiz: 'preguntas (?:para|de) (?:repasar|estudiar|repaso)|(?:tickets?|boletos?) de salida|hojas? de (?:trabajo|ejercicios|actividades)|qu[ée] preguntas (?:le |les )?(?:hago|debo hacer|puedo hacer|tengo que hacer|hacer)(?: yo)? (?:al(?! (?:final|entrevistador|reclutador))|a la(?! entrevista)|a los|a las|a mi|a un|a una|en la (?:revisi[óo]n|consulta|cita|visita))|preguntas (?:(?:para |que )?hacerle|para|que hacer) a (?:un|una|el|la|mi) (?:[a-zà-ÿ]+ ){1,3}?antes de (?:contratar(?:lo|la)?|reservar|elegir(?:lo|la)?)|qu[ée] me (?:pueden|van a|podr[íi]an|suelen) preguntar|preguntas(?=[^.\\n]{0,40}entrevista)|entrevista(?=[^.\\n]{0,60}preguntas)|cuestionarios?|quiz|preguntas (?:para (?:una |un )?(?:trivia|quiz|concurso)|tipo test|de (?:tipo test|opci[óo]n m[úu]ltiple|examen|repaso|test|trivia|entrevista)|para (?:(?:un|una|el|la|mi) )?(?:examen|test|entrevista))|(?:un |el )?test (?:de|sobre)|(?<!(?:mi|mis|tu|tus|su|sus|nuestro|nuestros|preparo|preparar|preparar el|preparo el|estudiar para el|estudio para el|aprobar|aprobar el|apruebo el) )ex[áa]men(?:es)? (?:de|sobre|tipo)|flash ?cards?|tarjetas (?:de estudio|de memoria|de repaso|para estudiar)|fichas de (?:estudio|repaso)|problemas resueltos|ejercicios(?=[^.\\n]*(?:soluci|respuest|resuelt|practic|examen|clase|curso|nivel|eso|bachiller|primaria|secundaria|alumn|hij[oa]|niñ[oa]|años|mates|matem[áa]tica|fracciones|ecuaciones|ortograf|gram[áa]tica|ingl[ée]s|f[íi]sica|qu[íi]mica))',
    plan: 'plan(?:es)?|planeaci[óo]n|tengo (?:mi|el|un) (?:ex[áa]men|parcial|final)(?: de [a-zà-ÿ]+)? (?:el (?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)|ma[ñn]ana|pasado ma[ñn]ana|la (?:semana|otra semana|pr[óo]xima semana)|en (?:\\d+|un|una|dos|tres) (?:d[íi]as|semanas?))|(?:c[óo]mo (?:me )?(?:preparo|preparar(?:me)?|estudio|estudiar|repaso|repasar)(?: para)? (?:mi|mis|el|los|la)|(?<!para )(?:preparo|preparar(?:me)?|me preparo|estudio|estudiar|repaso|repasar)(?: para)? (?:mi|mis)) (?:ex[áa]men(?:es)?|finales|final|parcial(?:es)?|selectividad|evau|ebau|pau|oposiciones|prueba)(?![a-zà-ÿ])|secuencias? did[áa]cticas?|unidad(?:es)? did[áa]cticas?|situaci[óo]n(?:es)? de aprendizaje|organiza(?:r|me)? (?:el|la|un|una|mi|nuestr[oa]) (?:cumple|cumplea[ñn]os|fiesta|boda|evento|celebraci[óo]n|despedida|baby shower)|(?:organiza|planifica|prepara)(?:r|me|nos)? (?:un|una|el|la|mi|nuestr[oa]) (?:viaje|escapada|ruta)|(?:quiero|queremos|vamos a|voy a) (?:ir|viajar) a (?!(?:la|el|mi|un|una|clase|trabajar|dormir|gimnasio|gym|correr|entrenar|estudiar) )[a-zà-ÿ]+(?: [a-zà-ÿ]+)? (?:durante |por )?(?:\\d+|un|una|dos|tres) (?:d[íi]as|noches|semanas?)|meal[- ]prep|batch cooking|dietas? (?:para|de|semanal|mensual|vegetariana|vegana|equilibrada|saludable|hipocal[óo]rica|keto|sana)|planificaci[óo]n|planifica(?:me)?|retos? de \\d+ d[íi]as|planea(?:r|me|rme)?|calendario(?: de contenidos| editorial)?|cronograma|itinerario|rutina|men[úu] semanal|h?orarios?',
    analysis: 'anali[zc][a-zà-ÿ]*|an[áa]lisis',
    research: 'investiga[a-zà-ÿ]*|estado del arte',
    explanation: 'expl[íi]ca[a-zà-ÿ]*(?! (?:la trama|el argumento) de)|expliqu[ée][a-zà-ÿ]*|qu[ée] es|qu[ée] significa|qu[ée] quiere decir|c[óo]mo funciona[n]?|ens[ée][ñn]ame|por qu[ée]|^¿?(?:porqu[ée]|xq|pq)(?= )|c[óo]mo se (?:calcula|saca|halla)(?= )',
    copy: '(?:texto|mensaje|publicaci[óo]n|carta) para (?:pedir|recaudar|conseguir) (?:donaciones|fondos|ayuda econ[óo]mica)|tarjetas? de (?:visita|presentaci[óo]n)|anuncios?(?! (?:de que|de (?:la|nuestra|mi) (?:apertura|inauguraci[óo]n|mudanza|nueva)))|landing|p[áa]gina de ventas|p[áa]gina de inicio|texto (?:para|de) (?:la|mi|nuestra) (?:web|p[áa]gina)',
    listing: 'publicaci[óo]n(?:es)? (?:de|para|en) (?:(?:un|una|mi|el|la) )?(?:mercado ?libre|amazon|etsy|ebay|wallapop|shopee|marketplace)|mercado ?libre|amazon(?! web| prime| alexa)|etsy|ebay|wallapop|shopee|marketplace|fichas? de producto|descripci[óo]n(?:es)? de(?:l)? productos?|listing|descripci[óo]n(?:es)? (?:para|de) (?:mi|nuestra|la) tienda(?: (?:online|en l[íi]nea|virtual|web))? (?:de|con) (?:un|una|unos|unas|estos|estas|este|esta|mis)(?![a-zà-ÿ])|descripci[óo]n(?:es)? (?:para|de) (?:un|una|unos|unas|estos|estas|este|esta|mis) (?:[a-zà-ÿ0-9-]+ ){1,7}?(?:para|en|de) (?:mi|nuestra|la) tienda(?: (?:online|en l[íi]nea|virtual|web))?(?![a-zà-ÿ])',
    speech: '(?:elevator )?pitch(?! deck)|speech(?:es)?|(?:algo|unas palabras) (?:para|que) (?:decir|leer) en (?:el|la|mi|su|nuestr[oa]) (?:[a-zà-ÿ]+ ){0,2}?(?:funeral|entierro|velorio|boda|jubilaci[óo]n|graduaci[óo]n|fiesta|cena|ceremonia|misa|despedida)(?![a-zà-ÿ])|discurso de (?:venta|ascensor)|votos (?:de|para) (?:la |mi |nuestra )?boda|votos matrimoniales|mis votos|discursos?|brindis|charla|ponencia|palabras para (?:la|el|mi)',
    // Una lista que la petición nombra es un entregable propio: "Redacción de correos" no convierte una lista de equipaje en un correo.
    general: 'checklist|(?:una |la |mi )?lista (?:de (?:cosas|compras|la compra|equipaje|empaque|tareas|pendientes|lectura)|para (?:llevar|comprar|empacar|hacer))',
    // Una respuesta que no nombra un correo es un mensaje, no una publicación.
    message:
      `(?:un )?recordatorio (?:para|a|de que|sobre)(?= )|(?:un )?(?:texto|mensaje) para (?:convencer|persuadir|pedirle|pedirles) a (?:mis?|nuestr[oa]s?|el|la|los|las)|mensajes? (?:en frío|en frio|directos?|privados?)|(?:un |el )?texto para (?:el|mi|nuestro|un) grupo|(?:primer )?mensajes? (?:para|de) (?:tinder|bumble|hinge|ligar)|frases? para ligar|frases? (?:de|para) (?:abrir|empezar) (?:una |la )?conversaci[óo]n|qu[ée] le (?:digo|contesto|respondo|escribo|pongo|mando|pido) (?:a|al)|(?<=[,.;:] ?)qu[ée] le (?:digo|contesto|respondo|escribo|pongo|mando)(?= *[?!.]*$)|c[óo]mo le (?:contesto|respondo|escribo) (?:a|al)|c[óo]mo (?:contesto|respondo) (?:a|al)(?= )|(?:una|mi) respuesta (?:a|para) (?:mi|el|la|un|una|este|esta|su)(?![^.,;\\n]*(?:correo|e-?mail|mail|carta))|un mensaje|mensajes? (?:de|para) (?:whatsapp|texto|felicitaci[óo]n|bienvenida|despedida|agradecimiento|cumpleaños|disculpa)|whatsapp|sms|nota de agradecimiento|una nota (?:para|a)|una nota (?:corta|breve|amable|educada|cordial|respetuosa|simp[áa]tica|firme)(?:,? (?:(?:y|pero) )?(?:corta|breve|amable|educada|cordial|respetuosa|simp[áa]tica|firme))?(?= (?:para|a|al)(?![a-zà-ÿ])| *[,.!?]| *$)|una disculpa (?:a|para)|respuesta autom[áa]tica|aviso (?:para|a)|comunicado (?:para|a)|circular (?:para|a)|mensajes? (?:para|a) (?:mi|mis|nuestr[oa]s?)(?= [a-zà-ÿ])|(?:escribirle|escribirles|escr[íi]bele|escr[íi]beles|mandarle|enviarle|m[áa]ndale|env[íi]ale) a (?:mi|mis|nuestr[oa]s?|el|la|los|las) (?:${addressees})(?![a-zà-ÿ])(?![^.\\n]*(?:correo|e-?mails?|mails?|carta|cv|curr[íi]culum))|mensajes? (?:para|a) todos (?:mis|nuestros|los)(?= [a-zà-ÿ])|notas? (?:(?:para|a) (?:mi|mis|nuestr[oa]s?|el|la|los|las)|al) (?:${addressees})(?![a-zà-ÿ])|mensajes? (?:al|a la|a los|a las|para el|para la|para los|para las) (?:${addressees})(?![a-zà-ÿ])|(?:mensajes?|textos?|avisos?|notas?) (?:al|para el|a mi|para mi|a nuestro|para nuestro|en el|por el|del) grupo(?![a-zà-ÿ])|(?:algo|unas palabras|unas l[íi]neas|un textito) (?:para|que) (?:mandarle|mandarles|enviarle|enviarles|decirle|decirles|escribirle|escribirles|dedicarle|ponerle) a (?:mi|mis|nuestr[oa]s?|el|la|los|las) (?:[a-zà-ÿ]+ )?(?:${addressees})(?![a-zà-ÿ])|^p[íi]dele a (?:mi|mis|nuestr[oa]s?) (?:${addressees})(?![a-zà-ÿ])|mensajes? (?:para|a) (?:poner l[íi]mites|avisar(?:le|les)?|decir(?:le|les)?|pedir(?:le|les)?|contar(?:le|les)?|recordar(?:le|les)?|agradecer(?:le|les)?|disculparme|despedirme|cancelar(?:le|les)?|confirmar(?:le|les)?|terminar|cortar|rechazar)(?![a-zà-ÿ])`,
    presentation: 'pitch deck|defensa (?:de|del) (?:mi |el |la )?(?:tfg|tfm|tesis|trabajo|proyecto)|presentaci[óo]n(?:es)?|presentasi[óo]n(?:es)?|diapositivas|diapos|power ?point|ppt',
    poem: 'acr[óo]sticos?|poemas?|versos|sonetos?|haikus?|limericks?|rimas?|poes[íi]a|raps?',
    story: '(?<=(?:contin[úu]a(?:r)?|sigue(?: con)?|segu[íi](?: con)?) (?:la|el|mi|nuestr[oa]|esta|este) )historia|una (?:(?:peque[ñn]a|breve|corta|bonita|linda) )?historia|unas historias|historias? (?:que (?:pase|ocurra|transcurra|suceda)|para dormir)|escenas?(?= (?:donde|en (?:la|el) que|entre|de|sobre|con|para)(?![a-zà-ÿ]))|di[áa]logos? entre|cuentos?|relatos?|micro ?r?relatos?|micro ?cuentos?|mini ?cuentos?|historias? (?:que (?:empezamos|comenzamos|estamos escribiendo)|de (?:antes|ayer)|corta|cortas|de ficci[óo]n|para niñ[oa]s|de terror|de amor|de misterio)|novelas?|f[áa]bulas?|canci[óo]n',
    // "edición de vídeo", "una videollamada" no son un vídeo que guionizar.
    // "hazme un short sobre por qué ronronean los gatos": un Short es un vídeo vertical ("un short de jean" no lo es).
    script: 'gui[óo]n(?:es)?|v[íi]deos?(?! (?:llamadas?|juegos?|c[áa]maras?|conferencias?))|reels?|(?<=(?:un|mi|youtube) )shorts?(?= (?:sobre|acerca de|explicando|que explique|para mi canal)(?![a-zà-ÿ]))',
    social: 'comentarios? (?:fijad[oa]s?|fij[oa]s?|para fijar|destacados?)|stor(?:y|ies)|historias? (?:de|para|en) (?:instagram|ig|insta|facebook|whatsapp)|estados? de whatsapp|posts?|publicaci[óo]n(?:es)?|instagram|tiktok|linkedin|facebook|twitter|tweets?|tuits?|hilo|pie de foto|captions?|descripci[óo]n(?:es)? (?:de|para) (?:(?:mi|el|un|tu|este|nuestro) )?(?:[úu]ltimo |nuevo |pr[óo]ximo )?(?:v[íi]deo|youtube|canal|episodio)|descripci[óo]n de youtube|bio(?:graf[íi]a)? de (?:instagram|tiktok|twitter|x)',
    // "la redacción del correo" is the email's wording, not a school essay.
    essay: 'textos? (?:argumentativos?|expositivos?|persuasivos?|de opini[óo]n)|ensa[yl]l?os?|redacci[óo]n(?! (?:de(?:l| la| el| mi| un| una| este| esta)?) (?:correo|e-?mail|mail|carta|mensaje|texto|contrato|informe|cv|curr[íi]culum|comunicado|anuncio|post|publicaci[óo]n))|composici[óo]n',
    article: 'art[íi]culos?|blog|informes? de (?:lectura|un libro)|reportaje|nota de prensa',
    docs: 'contratos?|cl[áa]usulas|acuerdo de confidencialidad|readme|documentaci[óo]n|manual(?:es)?(?: de usuario)?|gu[íi]a de (?:uso|usuario|instalaci[óo]n|estilo)|instrucciones de uso|bases (?:legales )?(?:de|del|para) (?:un |el |mi |nuestro )?(?:sorteo|concurso)|instrucciones (?:para|de) (?:usar|utilizar|montar|instalar|limpiar|manejar)|pol[íi]ticas? de [a-zà-ÿ]+|t[ée]rminos y condiciones|condiciones de (?:uso|venta)|aviso legal|preguntas frecuentes|faq|procedimiento|protocolo|reglamento|normas (?:de|del|para)|changelog|notas de la versi[óo]n|documentos? internos?|sops?|procedimientos? operativos? est[áa]ndar(?:es)?',
  },
  // "ola" sin hache saluda solo delante de una petición o de una coma ("ola de calor" no saluda).
  // Muletillas que abren una petición ("bueno pues", "a ver", "o sea") se quitan como los saludos.
  greetings: 'saludos(?=[\\s,.!]*$|\\s*,)|qu[ée] tal(?=[\\s?!.,]*$)|c[óo]mo est[áa]s(?=[\\s?!.,]*$)|bueno(?= pues\\b|\\s*[,.!]| a ver\\b)|pues|a ver(?! si\\b)|o sea|vale(?=\\s*[,.!])|ok(?:ay|ey)?(?= pues\\b|\\s*[,!.])|hola|ola(?=[,!]| (?:me|chat|amig[oa]|oye|necesito|quiero|porfa|por favor|puedes|podr[íi]as|ay[úu]dame))|buenas tardes|buenas noches|buenos d[íi]as|buenas|oye|chat|chatgpt|gpt|ia|amigo|porfa|(?:gemini|claude|copilot|deepseek|grok|perplexity|chat gpt|meta ai)(?=\\s*[,:!])',
  possessives: 'mi|mis|nuestr[oa]s?',
  clauseStarts: 'que|q|para|de|sobre',
  writingVerbs: 'escrib[a-zà-ÿ]*|redact[a-zà-ÿ]*|haz(?:me)?|crea(?:me)?',
  registerChange: 'a (?:un )?(?:tono|registro|lenguaje|estilo) (?:m[áa]s |menos )?[a-zà-ÿ]+|a (?:un )?(?:espa[ñn]ol|castellano) (?:m[áa]s )?(?:sencillo|claro|llano|formal|coloquial|profesional)|a un ingl[ée]s (?:m[áa]s )?(?:sencillo|claro|llano|formal|coloquial|profesional)|a cristiano',
  askingOthers: 'pidi[ée]ndo(?:le|les)?|para pedir(?:le|les)?|que (?:le|les) pid[ae]|solicitando(?:le|les)?|rog[áa]ndo(?:le|les)?|diciéndo(?:le|les) que',
  // Lo que solo el usuario presenció: "un resumen de la reunión de ayer" necesita sus notas.
  languageNames: { es: 'espa[ñn]ol|castellano', en: 'ingl[ée]s' },
  privateEvents: 'reuni[óo]n|llamada|videollamada|junta|clase|charla|conferencia|entrevista|conversaci[óo]n',
  eventNotes: 'notas de la {event}',
  recentTimes: 'hoy|ayer|anoche|esta ma[ñn]ana|esta tarde|del (?:lunes|martes|mi[ée]rcoles|jueves|viernes)|de la semana pasada|con (?:mi|el|la|los|las) [a-zà-ÿ]+',
  recordings: 'v[íi]deos?|audios?|grabaci[óo]n|podcast|reel|nota de voz|clase grabada',
  recordingSeen: 'de (?:la )?clase|de youtube|que (?:vi|escuch[ée]|me pasaron|me mandaron)',
  transcriptOf: 'transcripción del {recording}',
  shortening: 'acort[a-zà-ÿ]*|ac[óo]rta[a-zà-ÿ]*|recort[a-zà-ÿ]*|m[áa]s cort[oa]|demasiado larg[oa]|resum[ei] ?lo|condensa[a-zà-ÿ]*',
  lengthening: 'm[áa]s larg[oa]|alarg[a-zà-ÿ]*|al[áa]rga[a-zà-ÿ]*|ampl[íi]a(?:lo|la|r)?|ext[ié]nde(?:lo|la|r)?|(?:muy|demasiado) cort[oa]',
  workNamed: '(?:poema|soneto|cuento|relato|canci[óo]n|letra|novela|obra|discurso|fragmento|cap[íi]tulo|f[áa]bula)s? (?:de|del|llamad[oa]|titulad[oa]) (?!(?:este|esta|mi|abajo|arriba)(?![a-zà-ÿ]))[a-z0-9à-ÿ]+',
  ownerDescribed: '(?:que |la cual |y |se )?(?:es una?|somos una?|vende|vendemos|ofrece|ofrecemos|hace|hacemos|fabrica|fabricamos|instala|instalamos|produce|producimos|se dedica a|nos dedicamos a|distribuye|importa|organiza|organizamos|da|damos|presta|ense[ñn]a)',
  chatSpellings: { q: 'que', k: 'que', ke: 'que', pa: 'para', xq: 'porque', pq: 'porque', porq: 'porque', xk: 'porque', tb: 'también', tmb: 'también', tbn: 'también', xfa: 'por favor', msj: 'mensaje', mje: 'mensaje', cdo: 'cuando', qiero: 'quiero', kiero: 'quiero' },
  tolerantWords: [
    'correo', 'correos', 'resumen', 'resumir', 'resume', 'resúmeme', 'carta', 'ensayo', 'presentación', 'mensaje', 'artículo', 'publicación', 'discurso',
    'poema', 'cuento', 'receta', 'informe', 'reseña', 'propuesta', 'currículum', 'anuncio', 'anuncios', 'descripción', 'preguntas', 'ejercicios', 'examen',
    'párrafo', 'texto', 'trabajo', 'apuntes', 'diapositivas', 'entrevista', 'ortografía', 'gramática', 'redacción', 'escribe', 'escribir', 'escríbeme',
    'redacta', 'redactar', 'corrige', 'corrígeme', 'corregir', 'corrijas', 'revisa', 'revisar', 'revises', 'mejora', 'mejorar', 'mejores', 'mejórame',
    'traduce', 'traducir', 'tradúceme', 'necesito', 'hacer', 'hazme', 'haces', 'ayúdame', 'ayudas', 'explica', 'explícame', 'explicar', 'prepara',
    'prepárame', 'organiza', 'recomienda', 'recomiéndame', 'vacaciones', 'hacerme', 'quisiera', 'podrías', 'puedes', 'feedback', 'renuncia', 'dimisión', 'motivación', 'reclamación', 'queja', 'recomendación', 'agradecimiento', 'solicitud',
    // Voseo, como se escribe en el Río de la Plata: palabras reales, no erratas.
    'hazlo', 'hazla', 'capítulo', 'ejercicios', 'instagram', 'linkedin', 'facebook', 'twitter', 'youtube', 'whatsapp', 'tiktok', 'pinterest', 'resumime', 'escribime', 'corregime', 'traducime', 'revisame', 'mejorame', 'explicame', 'preparame', 'haceme', 'pasame', 'decime', 'armame',
  ],
  // Palabras reales a una edición de las de arriba: se leen como están.
  // "me duele la rodilla cuando corro" is running; "escrbe un corro pa mi jefe" is an email.
  determinerTypos: { words: ['corro'], determiners: 'un|el|mi|tu|su|este|ese|otro|del|al|nuevo|buen|aquel|nuestro|vuestro|escribe|escr[íi]beme|redacta|red[áa]ctame|manda|m[áa]ndale|env[íi]a|env[íi]ale|hazme|haz' },
  // "la division larga" (sin tilde) es la división, no una «dimisión».
  nearMisses: ['corta', 'corto', 'cortas', 'cortos', 'carga', 'canta', 'casta', 'puedas', 'mejoras', 'revisas', 'revista', 'hacerte', 'hazle', 'corres', 'recta', 'cuanto', 'cuantos', 'cuantas', 'cuanta', 'cuesto', 'menaje', 'vocaciones', 'apuntas', 'hater', 'haters', 'division', 'divisiones', 'pasaje', 'pasajes', 'queda', 'quedan', 'quedo'],
  // Pronombres pegados al verbo: "explícale" es otra forma de "explícame", no una errata.
  variantEndings: 'me|te|le|lo|la|les|los|las|nos|se',
  // "aser" suena "hacer", "rezumen" suena "resumen", "hortografía" suena "ortografía", "ensallo" suena "ensayo".
  spellingFolds: [['(?<!c)h', ''], ['z', 's'], ['c(?=[ei])', 's'], ['ll', 'y']],
  workedMaterialNouns: 'ex[áa]men(?:es)?|pruebas?|fichas?|test|cuestionarios?',
  pointedMaterialNouns: 'problemas?|ejercicios?|preguntas?|respuestas?|recetas?|cuentos?|relatos?|bio|rese[ñn]a|comentario|descripci[óo]n|perfil',
  demonstratives: 'est[ea]s?|estos|es[ea]s?|esos|el siguiente|la siguiente|lo siguiente',
  materialPointers: 'est[ea]s?|estos|es[ea]s?|esos|mi|mis|el siguiente|la siguiente|lo siguiente|el de abajo|el anterior|adjunt[oa]',
  materialNouns:
    'trabajo de fin de (?:grado|m[áa]ster)|libro de texto|marco te[óo]rico|introducci[óo]n(?! (?:de|del|of) )|conclusi[óo]n(?:es)?(?! (?:de|del|of) )|bio|titular|post|publicaci[óo]n|entrada del blog|doc|diapos|pitch|chat|conversaci[óo]n|hilo|oferta de (?:trabajo|empleo)|oferta|consigna|meme|imagen|foto|comentarios|opiniones|respuestas|cl[áa]usula|frase|oraci[óo]n|pasaje|poema|prompt|funci[óo]n|fragmento|consulta|cifras|resultados|encuesta|rese[ñn]as|propuesta|captura|art[íi]culo|texto|documento|informe|men[úu]|folleto|enunciado|correo|e-?mail|mail|c[óo]digo|discurso|p[áa]rrafo|vi[ñn]etas|puntos(?! clave| principales| m[áa]s importantes)|lista|transcripci[óo]n|contrato|mensaje|nota de voz|notas?|apuntes|link|enlace|gr[áa]fico|gr[áa]fica|diagrama|cv|curr[íi]culum|curriculum|ensayo|borrador|guion|gui[óo]n|presentaci[óo]n|carta|redacci[óo]n|datos|tabla|excel|archivo|pdf|cap[íi]tulo|libro|tesis|tfg|tarea de [a-zà-ÿ]+|deberes(?: de [a-zà-ÿ]+)?|tfm|monograf[íi]a|temario|programa de la asignatura|acta|f[óo]rmula|hoja de c[áa]lculo|diapositivas|grabaci[óo]n|audio|nota de voz|portafolio|portfolio|letra|votos|factura|recibo|episodio|queja|reclamaci[óo]n|traza',
  materialVerbs: 'p[áa]sa(?:me|lo|la|r)? (?:en|a) limpio|parafrase[a-zà-ÿ]*|reformul[a-zà-ÿ]*|ideas (?:principales|clave|centrales|m[áa]s importantes)|m[íi]ra(?:te)?|f[íi]jate en|escucha|resuelv[a-zà-ÿ]*|compara[a-zà-ÿ]*|simplifica[a-zà-ÿ]*|ampl[íi]a[a-zà-ÿ]*|contin[úu]a[a-zà-ÿ]*|formatea[a-zà-ÿ]*|limpia[a-zà-ÿ]*|agrupa[a-zà-ÿ]*|clasifica[a-zà-ÿ]*|ordena[a-zà-ÿ]*|extrae[a-zà-ÿ]*|expl[íi]ca[a-zà-ÿ]*|responde[a-zà-ÿ]*|contesta[a-zà-ÿ]*|optimiza[a-zà-ÿ]*|adapta[a-zà-ÿ]*|resum[a-zà-ÿ]*|traduc[a-zà-ÿ]*|tradúce[a-zà-ÿ]*|revis[a-zà-ÿ]*|corrig[a-zà-ÿ]*|correg[a-zà-ÿ]*|chequea[a-zà-ÿ]*|checkea[a-zà-ÿ]*|mejor[áa](?:me|lo|la)?|analiz[a-zà-ÿ]*|mejora|mejórame|mejorar|acorta[a-zà-ÿ]*|reescrib[a-zà-ÿ]*|convier[a-zà-ÿ]*|edita[a-zà-ÿ]*|entender|entiendo',
  editingVerbs: 'corrig[a-zà-ÿ]*|correg[a-zà-ÿ]*|revis[a-zà-ÿ]*|mejor[áa](?:me|lo|la)?|mejora|mejórame|acorta[a-zà-ÿ]*|reescrib[a-zà-ÿ]*|edita[a-zà-ÿ]*|pule|pul[íi][a-zà-ÿ]*|chequea[a-zà-ÿ]*|checkea[a-zà-ÿ]*',
  materialPlaces: 'que me (?:lleg[óo]|mand[óo]|envi[óo]|escribi[óo]|pas[óo]|dieron|dio)|que recib[íi]|q(?:ue)? (?:escrib[íi]|hice|redact[ée])|q(?:ue)? me (?:sale|da|aparece)|de arriba|de abajo|q(?:ue)? te (?:pego|paso|adjunto|mando|env[íi]o|pas[ée]|mand[ée]|envi[ée]|pegu[ée]|adjunt[ée]|compart[íi])|q(?:ue)? (?:pego|paso|adjunto|mando|env[íi]o|pasé|mandé|envié|pegu[ée]|adjunt[ée]|compart[íi])|(?:la|lo|los|las) (?:pego|paso|adjunto|mando)|adjunt[oa]s?|anterior|q(?:ue)? (?:me|nos) (?:dej[óo]|dejaron|escribieron|mandaron|enviaron|pusieron)',
  materialComing: '(?:te )?(?:voy a|vas a recibir|ahora te) (?:pegar|pasar|mandar|enviar|compartir)|(?:(?:ahora|luego|despu[ée]s|abajo|aqu[íi]) )?te (?:paso|pego|mando|env[íi]o|comparto|adjunto)',
  materialSent: 'qu[ée] (?:significa|quiere decir) (?:esto|eso)|lo q(?:ue)? te (?:pas[ée]|mand[ée]|envi[ée]|pegu[ée]|adjunt[ée]|compart[íi]|paso|mando|pego|env[íi]o|voy a (?:pasar|mandar|pegar|enviar))|lo q(?:ue)? te dict[ée]|lo q(?:ue)? escrib[íi]',
  materialPronoun: '(?:esto|eso|lo de (?:arriba|abajo)|lo anterior)(?=\\s*(?:$|[.,;:!?)]|(?:a|al|en|para|que|y|m[áa]s|menos|mejor|por favor|porfa)(?![a-zà-ÿ])))',
  materialReferred: [
    // "continúa la historia": the story so far, to paste.
    ['(?<=(?:contin[úu]a(?:r)?|sigue(?: con)?|segu[íi](?: con)?) )(?:la|mi|nuestra|esta) historia(?![a-zà-ÿ])(?! (?:que|de))', 'la historia'],
    // "reescribe lo anterior", "usa lo de arriba": the text said before.
    ['lo (?:anterior|de arriba)(?![a-zà-ÿ])', 'el texto anterior'],
    // "la info de arriba", "la lista siguiente", "los datos anteriores" (not "la semana siguiente").
    ['(el|la|los|las) (' + referredNouns + ') (de arriba|de abajo|anterior(?:es)?|siguientes?)(?![a-zà-ÿ])', '$1 $2 $3'],
    // "la historia que empezamos", "el plan que hablamos ayer".
    ['(el|la|los|las) (' + referredNouns + ') (?:que|q) (empezamos|comenzamos|hablamos|comentamos|vimos|hicimos|escribimos|armamos|preparamos|dejamos a medias)(?![a-zà-ÿ])', '$1 $2 que $3'],
    // "lo que te dije", "lo que hablamos".
    ['lo (?:que|q) (?:te )?(hablamos|comentamos|vimos|dije|cont[ée]|expliqu[ée])(?![a-zà-ÿ])', 'lo que $1'],
    // "sigue con el cuento de ayer": lo que se continúa es lo que ya hay.
    ['(?:sigue|segu[íi]|contin[úu]a)(?: con)? (el|la|los|las) ([a-zà-ÿ]{3,}) (de ayer|de antes|de la otra vez|del otro d[íi]a)', '$1 $2 $3'],
    // "resume ambos artículos": dos textos que tiene quien escribe.
    ['(?:ambos|ambas) (textos|art[íi]culos|correos|documentos|ofertas|versiones|borradores|archivos|pdfs|informes|contratos|cartas|ensayos|posts|respuestas)(?![a-zà-ÿ])', 'los dos $1'],
    // "estas dos ofertas", "estos 3 correos".
    ['(?:est|es)(as|os) (dos|tres|cuatro|cinco|seis|[2-9]) ([a-zà-ÿ]{3,})', 'l$1 $2 $3'],
  ],
  visualNouns,
  codeChangeNouns,
  siteNouns,
  doneCountVerbs: 'ignor[óo]|ignorado|mand[ée]|mandado|mandamos|envi[ée]|enviado|enviamos|escrib[íi]|escrito|escribimos|recib[íi]|recibido|recibimos|perdi[óo]|falt[óo]|ya',
  countAdjectives: 'nuev[oa]s|m[áa]s|otr[oa]s|grandes|peque[ñn][oa]s|buen[oa]s|primer[oa]s|[úu]ltim[oa]s|pr[óo]xim[oa]s',
  reshapeGiven: '(?:convierte|convi[ée]rteme|transforma|transf[óo]rmame|pasa|p[áa]same|haz|convertir|pasar|transformar) (?:(?:estas|estos|esta|este|mis|las|los|la|el|nuestr[oa]s|unas) (?:[a-zà-ÿ-]+ ){0,2}?(?:vi[ñn]etas|notas|apuntes|puntos|ideas|datos|lista|informaci[óo]n|texto|borrador|esquema)|esto)(?: de abajo| de arriba| siguientes)? (?:en|a) (?!(?:un |una )?(?:tono|registro|estilo|lenguaje)(?![a-zà-ÿ]))((?:un |una |unos |unas )?[a-zà-ÿ -]+)$',
  gettingSomeoneTo: 'para que (?:mi|mis|nuestr[oa]s?) (?:hij[oa]s?|beb[ée]s?|niñ[oa]s?|peque(?:ñ[oa])?s?|alumn[oa]s?|perr[oa]s?|gat[oa]s?|pareja|novi[oa]|marido|mujer|padres|compañer[oa]s?)(?: de [0-9]+ (?:años|meses))?(?= )',
  topicWork: 'tarea|tareas|deberes|trabajo|ejercicio',
  // "ayúdame con mi tarea porfa, qué diferencia hay entre mitosis y meiosis": la pregunta tras la coma también es la tarea.
  topicGiven: "^\\s*(?::\\s*[a-zà-ÿ0-9¿¡\"'“«]|(?:sobre|acerca de) (?!(?:la |esta |el |este )?(?:p[áa]gina|hoja|ficha|documento|archivo|pdf)(?![a-zà-ÿ]))|(?:(?:porfa|por favor|plis|pls|xfa|urgente)\\s*)?[,.?!-]+\\s*(?:(?:porfa|por favor|plis|pls|xfa)\\s*,?\\s*)?¿?(?:qu[ée]|c[óo]mo|por ?qu[ée]|cu[áa]l(?:es)?|cu[áa]nto|cu[áa]ndo|qui[ée]n|d[óo]nde|explica|expl[íi]came|resuelve|calcula|simplifica)\\s)",
  textParts: 'conclusi[óo]n|introducci[óo]n|intro|t[íi]tulo|final|primer p[áa]rrafo|discusi[óo]n|metodolog[íi]a|marco te[óo]rico',
  continuationVerbs: 'contin[úu]a(?:la|lo)?|sigue(?: con)?|segu[íi](?: con)?',
  letterWords: 'cartas?|misivas?',
  ownFarewell: 'me voy de (?:la|esta) (?:empresa|oficina|escuela|compañ[íi]a)|dejo (?:la|esta) (?:empresa|oficina|compañ[íi]a)|mi [úu]ltimo d[íi]a|renunci[ée]|me despido de (?:mis|todos)',
  plainMessage: 'mensajes?|msj|mje',
  chatMedia: 'whats ?app|wasap|wsp|sms|textos?|dm|md|telegram|signal|chat|grupo|notas?|slack|teams|instagram|facebook|linkedin|messenger|buz[óo]n',
  codeWork: 'optimiza|refactoriza|convierte|pasa(?= (?:esta|este|el|la|mi) [^.?\\n]{0,30} a )|reescribe|simplifica|(?:escribe|haz|hazme|a[ñn]ade|crea|genera) (?:unos |los )?(?:tests|pruebas)|a[ñn]ade (?:comentarios|tipos|manejo de errores|docstrings|jsdoc)|(?:escribe|a[ñn]ade|ponle|genera) (?:los |unos )?docstrings',
  chatBeforeArticle: {},
  materialFrom: 'con|usando|a partir de|bas[áa]ndote en|seg[úu]n|lo m[áa]s importante',
  sourceNouns: 'pdf|datos|cifras|notas|apuntes|resultados|encuesta|informe|documento|texto|art[íi]culo|transcripci[óo]n|acta|charla|clase|reuni[óo]n|grabaci[óo]n|descripci[óo]n del puesto|oferta|temario|r[úu]brica|consigna|enunciado',
  businesses: [...businesses],
  products: [...products],
  people: [...people],
  nameGiven: 'me llamo|mi nombre es|firmad[oa] por|firma como|firma:',
  statedSize:
    '(?:una|media) hora(?: y media)?(?= como m[áa]ximo| como mucho| a lo sumo| en total| de duraci[óo]n|[,.]|$)|como mucho|a lo sumo|breve|corto|corta|cortos|cortas|conciso|concisa|extenso|extensa|una frase|una sola frase|un p[áa]rrafo|una p[áa]gina|media p[áa]gina|una l[íi]nea|hilo|haiku|soneto|m[áa]ximo|como m[áa]ximo|no m[áa]s de|menos de|extensión|extension(?= (?:de|m[áa]xima|m[íi]nima|aproximada|total)|:)|longitud',
  numberWords: 'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|mil|una docena',
  injection:
    'ignora (?:todo |todas |las |tus )*(?:lo anterior|(?:las )?instrucciones(?: anteriores)?)|olvida (?:todo )?lo anterior|olvida tus instrucciones|no (?:mejores|optimices) (?:este|el) prompt|(?:ahora )?(?:est[áa]s|entras) en modo (?:desarrollador|dios|administrador|jailbreak)|(?:activa|entra en) (?:el )?modo (?:desarrollador|dios|jailbreak)|(?:muestra|mu[ée]strame|revela|rev[ée]lame|dime|imprime|repite) (?:tu|el) (?:prompt (?:de |del )?sistema|system prompt|prompt inicial|instrucciones (?:ocultas|iniciales|del sistema))',
  school: 'colegio|escuela|instituto|clase de|para clase|secundaria|primaria|bachillerato|escolar|deberes|mi profe(?:sora?)?|[0-9]º',
  content: 'contenidos?|publicaciones|posts|redes|instagram|tiktok|linkedin|facebook|blog|newsletter',
  reviewVerbs:
    'rev[íi]sa(?:me|lo|la)?|revis[ée]s|revisen|revisar(?:me|lo|la)?|se[ñn]ala(?:me)?|banderas rojas|se[ñn]ales de alarma|(?:qu[ée]|q) (?:falla|fallan|est[áa] mal|tiene de malo|le falta|le sobra|mejorar[íi]as|cambiar[íi]as)|dime (?:si|qu[ée] tal|los (?:errores|fallos|problemas))|dame (?:tu |tus |un |tu sincera )?(?:feedback|opini[óo]n|retroalimentaci[óo]n|comentarios|valoraci[óo]n)|qu[ée] (?:opinas|te parece)|opina|eval[úu]a(?:me|lo|la)?|critica(?:me)?|califica|punt[úu]a|detecta|encuentra (?:los |las )?(?:errores|fallos|problemas|incoherencias)',
  reviewOfHad:
    '(?:tengo|me (?:pasaron|mandaron|enviaron|dieron|ofrecieron|hicieron firmar)|he (?:escrito|hecho|redactado)|hice|escrib[íi]|redact[ée]) (?:un|una) (?!(?:duda|pregunta|problema|examen|reuni[óo]n|entrevista|cita|idea)(?![a-zà-ÿ]))([a-zà-ÿ]+(?: (?:de|del) [a-zà-ÿ]+)?)[^.?!\\n]{0,40}?[,.]? *(?:(?:me |nos )?(?:puedes|podr[íi]as|pod[ée]s|te animas a) (?:revis|chec|che(?:q|ck)ue|mir)[aá]r(?:me|nos)?(?:lo|la)|(?:me |nos )?(?:lo|la) (?:revisas|revisar[íi]as|checas|miras)|rev[íi]s(?:alo|ala|amelo|amela)|(?:qu[ée]|q) (?:opinas|te parece)(?= *[?]| *$))(?![a-zà-ÿ])',
  outputUnits:
    'palabras?|caracteres|car[áa]cteres|frases?|oraciones|p[áa]rrafos?|l[íi]neas?|puntos|vi[ñn]etas|minutos?|min|segundos?|seg|p[áa]ginas?|diapositivas?|tuits?|tweets?|estrofas?|versos?|hojas?',
  countedItems:
    'poemas|haikus|sonetos|ideas|t[íi]tulos|titulares|nombres|preguntas|ejemplos|consejos|opciones|versiones|variantes|hashtags|palabras clave|keywords|etiquetas|posts|publicaciones|correos|emails|mensajes|pasos|temas|esl[óo]ganes|lemas|respuestas|tareas|ejercicios|recetas|razones|art[íi]culos|guiones|v[íi]deos|reels|historias|anuncios|textos|propuestas|frases|cap[íi]tulos|secciones|preguntas|actividades|din[áa]micas|juegos|planes|men[úu]s|platos|libros|pel[íi]culas|canciones|sugerencias|alternativas|cosas|elementos|objetos|lugares|sitios|estrategias|trucos|errores|ventajas|beneficios|puntos clave',
  figureConnectors: 'y|e|o|u|que|de|del|a|al|en|con|para|por|los|las|el|la|un|una|hasta|desde|cada|pero|sin|se|me|mas|más|menos|empieza|vence|son|es|est[áa]n?|este|esta|ese|esa|aquel|aquella|le|les|lo|nos|te|mi|mis|tu|tus|su|sus',
  caption: 'captions?|pies? de foto',
  stillPost: 'captions?|pies? de foto|(?:para|de) (?:mi|una|esta|la|el|nuestra) (?:foto|imagen|selfie)|carrusel(?:es)?',
  feedPost: 'posts?|publicaci[óo]n(?:es)?',
  comicForms: 'limericks?|(?:poemas?|versos|rimas?|canci[óo]n|canciones|discurso|brindis) (?:gracios[oa]s?|divertid[oa]s?|c[óo]mic[oa]s?|de humor|humor[íi]stic[oa]s?|chistos[oa]s?)|roasts?',
  fixedPoemForms: 'haikus?|sonetos?|limericks?|d[ée]cimas?|coplas?|tankas?|acr[óo]sticos?|villanelas?|cuartetas?',
  fitReference:
    '(?:con|contra|frente a|cumple|encaja (?:con|en)) (?:(?:la|el|los|las|esta|este|estos|estas|una|un|mi) ((?:oferta|r[úu]brica|requisitos|especificaci[óo]n|spec|enunciado|criterios|pliego|descripci[óo]n|convocatoria|puesto)(?: (?:de|del) (?:trabajo|empleo|puesto))?)|(lo (?:que )?acordad[oa]|lo que acordamos))',
  nonTextThings:
    '(?:mi|mis|este|esta|estos|estas|el|la|nuestr[oa]s?) (?:nuev[oa] )?(?:logos?|dise[ñn]os?|fotos?|fotograf[íi]as?|im[áa]gen(?:es)?|ilustraci[óo]n(?:es)?|dibujos?|cuadros?|pinturas?|portadas?|carteles?|p[óo]sters?|flyers?|folletos?|outfits?|looks?|paleta de colores|tipograf[íi]as?|interfaz|pantallas?|maquetas?|mockups?|decoraci[óo]n|idea de negocio|idea|proyecto)',
  personalLetter: 'carta (?:a|para) (?:los reyes(?: magos)?|pap[áa] noel|santa claus|mi (?:madre|padre|mam[áa]|pap[áa]|abuel[oa]|hij[oa]|novi[oa]|pareja|mujer|marido|espos[oa]|herman[oa]|amig[oa]|yo del futuro)|mis (?:padres|abuelos|hijos))|carta de amor|carta de (?:despedida|agradecimiento) (?:a|para) mi',
  standing: 'en (?:los|mis|tus) pr[óo]ximos mensajes|a partir de ahora|de ahora en adelante|cada vez que (?:te|yo)|durante (?:toda )?(?:esta|la) conversaci[óo]n|en (?:esta|toda la) conversaci[óo]n',
  marketplaces: 'listings?|amazon|etsy|ebay|mercado ?libre|marketplace|shopify|wallapop|shopee|fichas? de producto|publicaci[óo]n(?:es)? (?:de|para|en) (?:(?:un|una|mi|el|la) )?(?:mercado ?libre|amazon|etsy|ebay|wallapop|shopee|marketplace)|tienda (?:online|en l[íi]nea|web)|web de (?:mi|la) tienda',
  bareDemonstratives: 'esto|lo siguiente',
  marketResearch: 'palabras? clave|keywords?|t[ée]rminos de b[úu]squeda|competidores|competencia|(?:el|un|este|nuestro|mi) (?:[a-zà-ÿ-]+ )?(?:mercado|sector|nicho)|(?:mercado|sector|nicho) (?:de|del)|tendencias (?:de|del|en)',
  proseUnits: 'palabras?|p[áa]rrafos?',
  summaryCases: {
    nonFiction:
      "autoayuda|no ficci[óo]n|divulgaci[óo]n|libros? de (?:negocios|empresa|finanzas|productividad|liderazgo|psicolog[íi]a)|memorias|biograf[íi]as?|autobiograf[íi]as?|(?:el )?libro (?:[a-zà-ÿ'’-]+ ){0,4}?(?:h[áa]bitos?|c[óo]mo|gu[íi]a|reglas|principios|leyes|secretos|mentalidad|el poder|rico|dinero|riqueza|eficaz|efectiva|liderazgo|productividad|el arte de|sapiens|ikigai|padre rico|piense y h[áa]gase rico|el hombre en busca de sentido)(?![a-zà-ÿ])",
    story: 'novelas?|pel[íi]culas?|series?|obras? de teatro|cuentos?|manga|anime|sagas?|temporadas?|cap[íi]tulos?|episodios?',
    rules: '(?:ley|reglamento|directiva|normativa|constituci[óo]n|tratado|decreto)(?![a-zà-ÿ])|rgpd|gdpr|lopd|t[ée]rminos (?:y condiciones|de (?:uso|servicio))',
    plot: 'tramas?|argumentos? de|sinopsis|qu[ée] pasa en',
    history: 'revoluci[óo]n (?:francesa|rusa|industrial|mexicana|cubana|americana|de (?:mayo|octubre|los claveles))|(?:primera|segunda) guerra mundial|guerra (?:civil|fr[íi]a|de (?:vietnam|corea|independencia|los (?:cien|treinta) años|sucesi[óo]n))|imperio (?:romano|otomano|brit[áa]nico|azteca|inca|mongol|bizantino|español)|batallas? de|gran depresi[óo]n|holocausto|cruzadas|reforma protestante|renacimiento|independencia de|colonizaci[óo]n de|conquista de|peste negra|transici[óo]n espa[ñn]ola|ca[íi]da del (?:muro de berl[íi]n|imperio romano)',
  },
  reviewCase: {
    negative: 'negativ[ao]s?|mal[ao]s?|p[ée]sim[ao]s?|enfadad[oa]|cabread[oa]|molest[oa]|dur[ao]|1 estrellas?|una estrella|2 estrellas|dos estrellas|quejas?|se quej[óo]|se queja',
    positive: 'positiv[ao]s?|buen[ao]s?|bonit[ao]|preciosa|5 estrellas|cinco estrellas|elogios?',
    gist: '(?:el|la|un|una) (?:cliente|clienta|comensal|hu[ée]sped|comprador|compradora|usuari[oa]|paciente) (?:dijo|dice|escribi[óo]|escribe|se quej[óo]|se queja|coment[óo]|comenta|puso|pone)|dice que|dijo que|se quej[óo] de|se queja de|comenta que|coment[óo] que|diciendo que|quej[áa]ndose de',
  },
  oneIdea: '(?:una|alguna|buena|sola|r[áa]pida) idea(?! (?:de (?:c[óo]mo|qu[ée]|cu[áa]nto)|aproximada))|^idea (?:para|de)',
  videoShort: '^(?:(?:haz|hazme|escribe|crea|graba) )?(?:un )?short (?:sobre|de|acerca de|explicando|que explique)(?![a-zà-ÿ])|(?:haz|hazme|escribe|crea|graba|idea para|guion para) (?:un |mi )?short (?:sobre|de|acerca de|explicando|que explique|para mi canal)(?![a-zà-ÿ])',
  pairFor: {
    shop: '(?:mi|nuestra|la) (?:tienda|producto)(?: (?:online|en (?:etsy|shopify|amazon|vinted|wallapop)|de [a-zà-ÿ]+))?|mi anuncio (?:en|de) (?:etsy|wallapop|vinted|amazon)',
    academic: 'tfg|tfm|tesis|tesina|trabajo (?:de fin de (?:grado|m[áa]ster)|final|de investigaci[óo]n)|ensayo|art[íi]culo cient[íi]fico|monograf[íi]a',
  },
  coverLetterGiven: {
    job: '(?:para|a) (?:un|una|el|la) (?:puesto|trabajo|empleo|vacante|pr[áa]cticas?|oferta)|(?:puesto|vacante|trabajo|empleo) de|(?:en|a) [a-zà-ÿ0-9&-]+ (?:como|para el puesto)',
    experience: 'tengo (?:\\d+|[a-zà-ÿ]+) a[ñn]os|a[ñn]os de experiencia|experiencia (?:en|como|con)|soy (?:un |una )?[a-zà-ÿ]+|mi (?:experiencia|formaci[óo]n|carrera)|trabaj[ée] (?:en|como)|estudi[ée]',
  },
  postedNotice: 'anuncios? de que|avisos?|comunicados?',
  shownRoutine: '(?:mi|nuestra) rutina|mis rutinas|nuestras rutinas',
  petNamed: '(?:mi|mis|nuestr[oa]s?|tu|su) (?:perr[oa]s?|perrit[oa]s?|cachorr[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|conejos?|conejit[oa]s?|h[áa]msters?|cobayas?|loros?|periquitos?|tortugas?|caballos?|hurones?|hur[óo]n)(?![a-zà-ÿ])',
  carousel: 'carrusel(?:es)?',
  giveaway: 'sorteos?|giveaways?',
  hook: 'ganchos?|hooks?',
  ideaWord: 'ideas?',
  pinnedComment: 'comentarios? (?:fijad[oa]s?|fij[oa]s?|para fijar|destacados?)',
  hiring: '^(?:contratando|se busca|buscamos|vacante)\\s*[:!-]|(?:buscamos|estamos buscando|estamos contratando|contratamos|se busca|necesitamos) (?:un |una |a (?:un |una )?)?(?:nuev[oa] )?(?:[a-zà-ÿ-]+ ){0,2}?(?:para (?:nuestro|el) equipo|dise[ñn]ador(?:a)?|desarrollador(?:a)?|programador(?:a)?|barista|camarer[oa]|meser[oa]|vendedor(?:a)?|cociner[oa]|recepcionista|contador(?:a)?|administrativ[oa]|ux|ui|community manager|personal|empleados?|practicantes?|becari[oa]s?|ayudante)|(?:vacantes?|ofertas? de (?:empleo|trabajo)) (?:para|de)',
  storyPost: 'stor(?:y|ies)|historias? (?:de|para|en) (?:instagram|ig|insta|facebook|whatsapp)|estados? de whatsapp',
  commentGist: 'que (?:me |nos )?(?:dice|dicen|dijo|pide|piden|pidi[óo]|pregunta|preguntan|comenta|comentan|pone|ponen)|diciendo|preguntando|pidiendo',
  alternatives: '(?:\\d+|dos|tres|cuatro|cinco|un par de|unas|algunas|varias) (?:opciones|versiones|variantes|alternativas|propuestas|borradores)(?= (?:de|para) (?:una |un |la |el |mi |nuestra |nuestro |este |esta )?(?:respuestas?|mensajes?|textos?|correos?|e-?mails?|cartas?|publicaci[óo]n(?:es)?|posts?|discursos?|brindis|notas?|disculpas?|presentaci[óo]n(?:es)?)(?![a-zà-ÿ]))',
  consequences: { followed: 'consecuencias|efectos|legado|impacto|influencia|importancia|cambi[óo]', led: 'causas?|caus[óo]|por qu[ée]|motivos|razones' },
  standingRole: {
    opener:
      '^(?:(?:quiero|necesito|me gustar[íi]a) que |(?:puedes|podr[íi]as|podés) |por favor,? |a partir de ahora,? )?(?:eres (?:un|una)|act[úu]es como|act[úu]a como|act[úu]es de|act[úu]a de|hagas de|haz de|finge (?:ser|que eres)|finjas (?:ser|que eres)|s[ée] mi|seas mi|ser mi|eres mi|simula|simules|juega a ser|juegues a ser|juguemos a|hagamos un (?:juego de )?rol|s[ée] (?:el|nuestro) (?:m[áa]ster|dm|director de juego|dungeon master|game master)|dir[íi]ge(?:nos|me)? (?:una|la|esta) (?:partida|campaña|aventura|sesi[óo]n))(?![a-zà-ÿ])|^(?:quiero|quisiera|me gustar[íi]a|necesito) practicar (?:mi |el )?[a-zà-ÿ]+ contigo|^practiquemos (?:mi |el )?[a-zà-ÿ]+|^h[áa]blame (?:solo |s[óo]lo |[úu]nicamente )?en (?:ingl[ée]s|franc[ée]s|alem[áa]n|italiano|portugu[ée]s|japon[ée]s|chino|coreano)',
    questionsInChat: 'respond(?:e|as|er|[áa]s|eme) (?:a )?(?:mis|todas mis|las) (?:dudas|preguntas)(?! (?:de abajo|siguientes|que te))|resuelv(?:e|as|eme) (?:mis|todas mis|las) dudas(?! (?:de abajo|siguientes|que te))|tengo (?:unas |algunas |varias |muchas )?(?:dudas|preguntas)(?! (?:de abajo|siguientes))',
    turns:
      '(?:yo )?te (?:escribir[ée]|dir[ée]|enviar[ée]|mandar[ée]|dar[ée]|pasar[ée]|preguntar[ée]|ir[ée] (?:diciendo|escribiendo|mandando|pasando))|cada vez que (?:te|yo)|(?:una|un) (?:pregunta|cosa|paso|palabra|mensaje) (?:a la vez|por vez|cada vez)|de (?:una|uno) en (?:una|uno)|esper(?:a|es|ando) (?:a )?(?:mi|que) (?:respuesta|responda|conteste)|mis (?:respuestas|mensajes|comandos|jugadas)|(?:me )?corr[ií]j(?:as|a|ame)|corr[ií]geme|corrige mis (?:errores|fallos|faltas)|(?:practi(?:car|ques|quemos)|conversar|hablar|charlar|debatir) conmigo|para (?:que )?(?:yo )?(?:pueda )?(?:practicar|ensayar|entrenar)|durante (?:toda )?(?:esta|la) conversaci[óo]n',
    ongoingRoles:
      '(?:mi|un|una|el|la) (?:[a-zà-ÿ-]+ ){0,3}?(?:tutor|tutora|profesor|profesora|profe|maestr[oa]|entrenador|entrenadora|coach|mentor|mentora|entrevistador|entrevistadora|reclutador|reclutadora|gu[íi]a tur[íi]stic[oa]|gu[íi]a de viaje|compañer[oa] de (?:debate|conversaci[óo]n|idiomas|estudio)|rival de debate|m[áa]ster de (?:rol|dragones)|director de juego|narrador|narradora)(?![a-zà-ÿ])|aventura (?:de texto|conversacional)|juego de rol',
    runsGame: '(?:s[ée]|seas|ser|haz de|hagas de|act[úu]a como|act[úu]es como|act[úu]a de|act[úu]es de) (?:el |nuestro |mi )?(?:m[áa]ster|dm|director de juego|dungeon master|game master)|dir[íi]ge(?:nos|me)? (?:una|la|esta) (?:partida|campaña|aventura|sesi[óo]n)|(?:m[áa]ster|dm) (?:para|de) (?:nosotros|mi grupo|mis amigos)',
    machines: '(?:una |la |un |el )?(?:terminal|consola|shell|l[íi]nea de comandos|int[ée]rprete de (?:python|javascript|sql|comandos)|base de datos sql|hoja de (?:c[áa]lculo|excel)|navegador web)',
    corrects: 'corr[ií]j(?:as|a|ame)|corr[ií]geme|me corrijas|se[ñn]al(?:a|es)(?:me)? (?:mis )?errores',
    start: 'mi primer (?:comando|mensaje|movimiento|jugada)|mi primera (?:pregunta|frase|respuesta|entrada)|empieza (?:por|con|ya|preguntando)|comienza (?:por|con|preguntando)|primera pregunta',
  },
  letterKinds: {
    warning: 'amonestaci[óo]n|apercibimiento|llamad[oa] de atenci[óo]n|advertencia|sanci[óo]n disciplinaria|disciplinari[oa]',
    resignation: 'renuncia|renunciar|dimisi[óo]n|dimitir|baja voluntaria',
    complaint: 'reclam[oa]|reclamar(?:le)?|reclam[áa]ndo(?:le|les)?|reclamaci[óo]n|apel(?:ar|ando)|recurr(?:ir|iendo)|exig[a-zà-ÿ]*|fianza|devoluci[óo]n|quejas?|quejarme|denuncia',
    recommendation: 'recomendaci[óo]n|referencias?',
    cover: 'presentaci[óo]n|motivaci[óo]n|postul(?:o|ar)|candidatura|puesto|empleo|vacante',
    thanks: 'agradecimiento|agradecer|gracias',
    request: 'solicitud|solicitar|pedir|pidiendo|pido|petici[óo]n|pr[óo]rroga|permiso|aplazamiento',
  },
  planDomains: {
    marketing: 'marketing|mercadeo|plan (?:de )?(?:comunicaci[óo]n|medios|redes sociales)|publicidad|captar (?:m[áa]s )?clientes',
    business: 'plan(?:es)? de negocios?|modelo de negocio|emprendimiento|montar (?:un|una|mi) [a-zà-ÿ]+',
    savings: 'ahorr[a-zà-ÿ]*|presupuesto (?:mensual|familiar|personal|dom[ée]stico)|finanzas personales|deudas?|salir de n[úu]meros rojos',
    unit: 'unidad(?:es)? did[áa]cticas?|secuencias? did[áa]cticas?|situaci[óo]n(?:es)? de aprendizaje|programaci[óo]n(?:es)? did[áa]cticas?|(?:planeaci[óo]n|planificaci[óo]n|plan) (?:de|para) (?:\\d+|varias|dos|tres|cuatro|cinco|seis|ocho|diez) (?:sesiones|clases)',
    lesson: 'plan(?:es)? de (?:clase|lecci[óo]n|sesi[óo]n)|(?:planificaci[óo]n|planeaci[óo]n) (?:de (?:una |la |mi )?clase|did[áa]ctica)|clase de \\d+ minutos',
    travel: 'itinerarios?|(?:ir|viajar) a (?!(?:la|el|mi|un|una|clase|trabajar|dormir|gimnasio|gym|correr|entrenar|estudiar) )[a-zà-ÿ]+(?: [a-zà-ÿ]+)? (?:durante |por )?(?:\\d+|un|una|dos|tres) (?:d[íi]as|noches|semanas?)|viajes?|viajo|viajamos|viajar|ruta por|vacaciones|escapada',
    meal: 'men[úu]s?|comidas|dieta|alimentaci[óo]n|cenas|desayunos|almuerzos|nutrici[óo]n|vegetarian[oa]|vegan[oa]|meal[- ]prep|batch cooking|tuppers?',
    training: 'correr|running|carrera|corredor[a]?|trotar|marat[óo]n|media marat[óo]n|\\d+ ?k|triatl[óo]n|ciclismo|bici|nataci[óo]n|nadar',
    strength: 'dominadas?|flexiones|sentadillas?|gimnasio|gym|gimnasia|pesas|mancuernas?|kettlebells?|pesas rusas|bandas el[áa]sticas|gomas|peso corporal|musculaci[óo]n|masa muscular|ganar m[úu]sculo|hipertrofia|fuerza|full ?body|calistenia|tonificar|rutina de (?:ejercicios|casa|abdominales)|ejercicios? f[íi]sicos?|hacer ejercicio|rutina de(?! (?:skincare|cuidado|belleza|maquillaje|limpieza facial|estudio|sueño|mañana|noche|piel|pelo|cabello))',
    career: 'cambiar(?:me)? de (?:profesi[óo]n|carrera|sector|trabajo a)|cambio de (?:profesi[óo]n|carrera|sector)|reconvertirme|reconversi[óo]n profesional|pasarme (?:a|al) (?:ux|dise[ñn]o|programaci[óo]n|marketing|an[áa]lisis de datos|tecnolog[íi]a)|(?:ser|convertirme en) (?:desarrollador|programador|dise[ñn]ador|analista)(?:a)?',
    study: 'estudio|estudiar|examen|ex[áa]menes|repaso|oposiciones|selectividad|aprobar',
    learning: 'aprender|aprendizaje',
    day: 'horario (?:para|de) (?:mi|un|el) d[íi]a|horario diario|rutina diaria|rutina de (?:ma[ñn]ana|noche)|(?:organizar|organiza|planificar|planifica)(?:me)? (?:mi|el) d[íi]a|mi d[íi]a a d[íi]a',
    week: 'horario semanal|agenda semanal|horario (?:para|de) (?:mi|la) semana|(?:organizar|organiza|planificar|planifica)(?:me)? (?:mi|la) semana',
    event: 'fiestas?|bodas?|cumplea[ñn]os|cumple|baby shower|celebraci[óo]n|eventos?|despedida de solter[oa]|aniversario|comuni[óo]n|bautizo|reuni[óo]n familiar',
  },
  contentPlan:
    'qu[ée] (?:public(?:o|amos|ar)|(?:subo|subimos|subir)(?! (?:los |el |las |la |nuestros |nuestras |mis )?(?:precios?|tarifas?|cuotas?|sueldos?|salarios?|alquiler(?:es)?|impuestos?|costos?|costes?))|posteo|postear|pongo)|calendario (?:de contenidos?|editorial|de publicaciones)|plan (?:de contenidos?|editorial|de publicaciones)|plan (?:de|para) (?:\\d+|[a-z]+) (?:posts|publicaciones|v[íi]deos|reels)|planificaci[óo]n de (?:contenidos?|publicaciones)|parrilla de contenidos?',
  webPageCopy: 'landing(?: page)?|p[áa]gina de (?:aterrizaje|ventas|inicio)|textos? (?:para|de) (?:mi|la|nuestra) (?:web|p[áa]gina web|p[áa]gina de inicio)',
  helpWithOnly: '(?:me )?ay[úu]dame con|me ayudas con|me puedes ayudar con|me podr[íi]as ayudar con|necesito ayuda(?: con)?|me echas una mano con|^¿?(?:me )?(?:puedes|podr[íi]as|pod[ée]s) ayudar(?:me)?(?: por favor| porfa)?[?!. ]*$|^(?:por favor,? )?ay[úu]da(?:me)?(?: por favor| porfa)?[?!. ]*$',
  examWords: 'ex[áa]me(?:n|nes)|pruebas?|oposiciones|selectividad|evau|ebau|pau|repaso|repasar|certificaci[óo]n|tests?|parcial(?:es)?|finales|aprobar',
  topicless: 'por favor|porfa|porfavor|plis|me|nos|un|una|el|la|breve|corto|corta|r[áa]pido|puedes|podr[íi]as|haz|hazme|h[áa]zme|hac[ée]me|dame|d[áa]me|necesito|quiero|kiero|nesecito|gracias|para m[íi]',
  extraPartLeads: '(?:y|luego|y luego|y después|y tambi[ée]n) (?:me )?(?:dime|dame|lista|enumera|añade|agrega|sugiere|propón|señala|marca|hazme|saca|extrae|destaca|resalta)',
  extraPartsWith: 'con (?:(?:algunos|unos|\\d+) )?(?:ejemplos?|ejercicios|tareas pendientes|fuentes|referencias)',
  healthTopics:
    'dormir|duermo|sueño|insomnio|me despierto|dolor(?:es)? de|dolor|migrañas?|ansiedad|estr[ée]s|cansad[oa]|cansancio|fatiga|energ[íi]a|digesti[óo]n|hinchaz[óo]n|acn[ée]|tensi[óo]n|colesterol|ronquidos?|roncar|calambres|fiebre|tos|alergias?|bajar de peso|adelgazar',
  peopleTopics: 'negocia[a-z]*|explicarle|hij[oa]s?|pedirle|pedir (?:un|una|el|la) (?:aumento|ascenso|favor)|hablar con|decirle|convencer|persuadir|jefe|jefa|casero|casera|profesor|profesora|pareja|novi[oa]|compañer[oa]s?|clientes?|amig[oa]s?|padres|vecin[oa]s?|marido|mujer|disculpar(?:me|se)|decir que no|poner l[íi]mites|hacer amigos',
  toolNames:
    'excel|google sheets|hojas de c[áa]lculo de google|word|google docs|google calendar|calendario de google|google drive|google forms|formularios de google|google maps|microsoft teams|zoom|slack|powerpoint|google slides|outlook|gmail|photoshop|illustrator|lightroom|canva|figma|notion|trello|wordpress|shopify|premiere|after effects|davinci|capcut|obsidian|airtable|zapier|power bi|tableau|whatsapp business|git|vs ?code|windows|mac|iphone|android|fl studio|ableton|logic pro|garageband|audacity|obs|final cut|imovie|procreate|gimp|inkscape',
  explainAlso: '(?:y|e) (?:expl[íi]ca(?:me)?|expl[íi]cal[ao]|dime|comenta(?:me)?)(?: tambi[ée]n)? (?:qu[ée]|c[óo]mo|por qu[ée]|de d[óo]nde|el significado|su significado|lo que|cu[áa]ndo)(?![a-zà-ÿ])',
  chainedRequest: '(?:y luego|y despu[ée]s|y adem[áa]s|y tambi[ée]n|luego|despu[ée]s) (?:me )?(?:haz|hazme|escribe|escr[íi]beme|dame|crea|cr[ée]ame|prepara|prep[áa]rame|resume|res[úu]meme|traduce|trad[úu]ceme|una?|otr[oa])',
  partOf: '(?:intro|introducci[óo]n|apertura|conclusi[óo]n|cierre|primer p[áa]rrafo|p[áa]rrafo final) (?:de|del|para)(?! (?:la |el |las |los )?(?:caja|mes|a[ñn]o|ejercicio|temporada|tienda|local|oficina|inventario|vacaciones|navidad|cuentas|trimestre|jornada|obras?|ventas|turno|n[óo]mina|contable)(?![a-záéíóúñ]))',
  includes: 'incluye(?:me)?|incluir|incluyendo|inclu[íi]|añade|añadí|agrega|agregá|con (?:una|la|el)(?= lista)',
  statedGoal:
    'para (?:aprobar|conseguir|lograr|vender|atraer|convencer|que|poder|entender|mejorar|ganar|pedir|presentar|aumentar|reducir)|porque|ya que|quiero que|con el objetivo|el objetivo es|mi objetivo',
  personalNamed: 'perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|cachorr[oa]s?|beb[ée]s?|hij[oa]s?|nen[ea]s?|personajes?|loros?|conejos?|tortugas?|hamsters?|caballos?|peces|pez|barco|velero|planta',
  fictionalNamed: '(?:reinos?|mundos?|ciudad(?:es)?|pueblos?|aldeas?|tierras?|pa[íi]s(?:es)?|imperios?|razas?|criaturas?|lugares?) (?:de fantas[íi]a|fant[áa]stic[oa]s?|ficticios?|ficticias?|[ée]lfic[oa]s?|medievales?|m[áa]gic[oa]s?)|reinos?|imperios?|planetas?|hechizos?|gremios?|clanes|clan|tabernas?|posadas?|dragones|drag[óo]n|naves? espaciales?|continentes?|(?:[a-zà-ÿ-]+ )?(?:de|para|en) (?:mi|nuestra|una|la) (?:partida|campaña|novela|historia|libro|juego|d&d)(?: de (?:rol|fantas[íi]a|ciencia ficci[óo]n))?',
  factUnits: 'd[íi]as?|semanas?|mes(?:es)?|a[ñn]os?|noches?|horas?|personas?|invitados|alumnos|kilos?|km|euros?|seguidores|suscriptores|visualizaciones|vistas|likes|me gusta',
  countMultipliers: 'k|m|mil|millones?',
  intoShape:
    '(?:en|como|a) (?:una |un |forma de )?(?:(?![a-zà-ÿ]+(?:ar|er|ir) )[a-zà-ÿ]+ ){0,2}(?:lista|tabla|vi[ñn]etas|pasos|tareas|acciones|preguntas|fichas|checklist|esquema|cronolog[íi]a|calendario)',
  // "resumen del capítulo 3 de cien años de soledad": a chapter of a named work is that work's; "del capítulo 3 de mi libro" stays material.
  workNouns: 'libros?|novelas?|pel[íi]culas?|series?|obras?|poemas?|canci[óo]n|[áa]lbum|documental|cap[íi]tulos? \\d+ (?:de|del)(?= (?!(?:mi|mis|tu|tus|su|sus|este|esta|ese|esa|nuestr[oa]|lo que|(?:el |la |los |las )?(?:libro|novela|texto|lectura|pdf|documento|archivo|apuntes|manual)s?)(?![a-zà-ÿ])))',
  thingNamed: 'se llama|se va a llamar|se llamar[áa]|llamad[oa]|de nombre|cuyo nombre es',
  quizVariants: { flashcards: 'flash ?cards?|tarjetas|fichas', guestInterview: 'entrevistar a (?:un |una |el |la |mi |nuestr[oa] |este |esta )?(?:[a-zà-ÿ-]+ ){0,3}?(?:invitad[oa]s?|expert[oa]s?|clientes?|usuari[oa]s?|fundador(?:a|es)?|autor(?:a|es)?|artistas?|deportistas?|cient[íi]fic[oa]s?|m[ée]dic[oa]s?|emprendedor(?:a|es)?|m[úu]sic[oa]s?|chefs?|cociner[oa]s?|abuel[oa]s?|padres|madre|padre|t[íi][oa]s?|vecin[oa]s?)|entrevistar a (?:[a-zà-ÿ-]+ ){1,4}?sobre (?!(?:el|su) (?:puesto|trabajo|experiencia|cv|curr[íi]culum)(?![a-zà-ÿ]))|entrevistas? (?:para (?:mi|el|un|nuestro) )?(?:podcast|de investigaci[óo]n|a usuarios|a clientes)', interview: 'entrevistar?(?:le|les)?|entrevistando', askProfessional: 'antes de (?:contratar(?:lo|la|le)?|reservar|elegir(?:lo|la)?)|qu[ée] preguntas (?:le |les )?(?:hago|debo hacer|puedo hacer|tengo que hacer|hacer)(?: yo)? (?:al(?! (?:final|entrevistador|reclutador))|a la(?! entrevista)|a los|a las|a mi|a un|a una|en la (?:revisi[óo]n|consulta|cita|visita))|preguntas (?:para|que hacer|que hacerle) (?:al|a la|a un|a una|a mi) (?:m[ée]dico|pediatra|dentista|veterinari[oa]|abogad[oa]|profesor[a]?|tutor[a]?|casero|fontanero|fot[óo]graf[oa]|electricista|gestor[a]?|psic[óo]log[oa]|niñera|guarder[íi]a|cirujan[oa]|arquitect[oa]|contratista)', exercises: 'ejercicios|problemas|hojas? de (?:trabajo|ejercicios|actividades)', candidate: 'tengo (?:una|la) entrevista|me van a entrevistar|qu[ée] me (?:pueden|van a|podr[íi]an|suelen) preguntar|prepar(?:ar|arme|ame) (?:para )?(?:una|la|mi) entrevista', askInterviewer: 'al final de (?:la|una|mi) entrevista|preguntas? (?:para |que )?(?:(?:puedo|debo|podr[íi]a) )?(?:hacer|hacerle|preguntar)(?: yo)? (?:al (?:final de la entrevista|entrevistador|reclutador)|en (?:la|una) entrevista)|preguntarle al (?:entrevistador|reclutador)' },
  simpleExplanation:
    'como si (?:tuviera|tuviese|fuera|fuese|yo fuera|le hablaras a) (?:\\d+|cinco|un niñ[oa]|una niña|un nene|un principiante|tont[oa])(?: a[ñn]os)?|para (?:tontos|dummies|un niñ[oa] de \\d+ a[ñn]os)|en palabras (?:sencillas|simples)|de (?:forma|manera) (?:sencilla|simple|f[áa]cil)|expl[íi]ca(?:lo|la|melo|mela|me)? (?:f[áa]cil|sencillo|simple|f[áa]cilito)|f[áa]cil de entender|en cristiano|sencillit[oa]|(?:a|para) (?:mi|un|una) (?:hij[oa]|niñ[oa]|sobrin[oa]|herman[oa] peque[ñn][oa]) de (?:[1-9]|1[0-2]) a[ñn]os',
  ownCase: 'mi|mis|m[íi]o|m[íi]a|nuestr[oa]s?|yo|tengo|soy|estoy|trabajo|vivo|tenemos|somos|estamos|me llamo',
  answerShapes: 'listas?|listado|tablas?|vi[ñn]etas|puntos|esquema|tareas|acciones|checklist|pasos|json|csv|cronolog[íi]a|preguntas y respuestas',
  everyday: {
    literaryAnalysis:
      '(?:cu[áa]l es |cu[áa]les son )?(?:el |la |los )?(?:tema|temas|simbolismo) (?:principal(?:es)? |central )?(?:de|del|en) (?!(?:mi|mis|tu|nuestr[oa]|este|esta|la fiesta|el evento|la vida)(?![a-zà-ÿ]))[a-zà-ÿ]+|(?:la )?idea principal de (?:el )?(?:libro |la novela |la obra |el cuento )?(?!(?:mi|este|esta|ese|esa|un|una|la|los|las|texto|art[íi]culo|p[áa]rrafo|documento|cap[íi]tulo|video|v[íi]deo|fragmento|discurso|pasaje)(?![a-zà-ÿ]))[a-zà-ÿ]+|(?:anali[zc][ae]|an[áa]lisis (?:de|del)|comenta|expl[íi]ca(?:me)?|comentario (?:de texto )?(?:de|del|sobre)|interpreta|interpretaci[óo]n (?:de|del)|explica el sentido de|qu[ée] significa) (?:este |esta |el |la |los |las |un |una |mi |estos |estas )?(?:[a-záéíóúñ]+ ){0,2}?(?:poemas?|poes[íi]a|soneto|cuento|relato|letra de (?:la |una |esta )?canci[óo]n|letra|canci[óo]n|novela|obra de teatro|obra|discurso|fragmento|pasaje|cap[íi]tulo|f[áa]bula|texto literario)',
    historyOverview:
      '^(?:oye |a ver,? |por favor,? )?(?:qu[ée]|qui[ée]nes) (?:fue|fueron|era) (?:el |la |los |las )?(?:renacimiento|ilustraci[óo]n|reforma protestante|revoluci[óo]n (?:industrial|francesa|rusa|mexicana|cubana)|guerra fr[íi]a|gran depresi[óo]n|holocausto|cruzadas|peste negra|edad media|imperio (?:romano|otomano|azteca|inca|bizantino|español)|crisis de los misiles|plan marshall|new deal|apartheid|transici[óo]n espa[ñn]ola|inquisici[óo]n|reconquista|ruta de la seda|guerra civil española|(?:primera|segunda) guerra mundial|carrera espacial|muro de berl[íi]n|ley seca|fiebre del oro)(?![a-zà-ÿ])',
    historyExplanation:
      '(?:causas|consecuencias|or[íi]genes|efectos|antecedentes|legado) (?:de|del) (?:la |el |los |las )?(?:[a-zà-ÿ0-9-]+ ){0,3}?(?:(?:primera|segunda) guerra mundial|guerras?|revoluci[óo]n(?:es)?|imperios?|batallas? de|crisis de \\d{4}|gran depresi[óo]n|ca[íi]da (?:del|de la|de) [a-zà-ÿ]+|independencia|dictadura|golpe de estado|conquista|colonizaci[óo]n|reforma protestante|renacimiento|holocausto|cruzadas|peste negra|transici[óo]n espa[ñn]ola|guerra fr[íi]a|uni[óo]n sovi[ée]tica|urss|muro de berl[íi]n|yugoslavia)|por qu[ée] (?:empez[óo]|estall[óo]|cay[óo]|ocurri[óo]|termin[óo]|fracas[óo]|se produjo) (?:la |el )?(?:[a-zà-ÿ0-9-]+ ){0,3}?(?:(?:primera|segunda) guerra mundial|guerras?|revoluci[óo]n(?:es)?|imperios?|batallas? de|crisis de \\d{4}|gran depresi[óo]n|ca[íi]da (?:del|de la|de) [a-zà-ÿ]+|independencia|dictadura|golpe de estado|conquista|colonizaci[óo]n|reforma protestante|renacimiento|holocausto|cruzadas|peste negra|transici[óo]n espa[ñn]ola|guerra fr[íi]a|uni[óo]n sovi[ée]tica|urss|muro de berl[íi]n|yugoslavia)|(?:(?:causas|consecuencias|efectos|legado|impacto|influencia|importancia) (?:de|del)|qu[ée] (?:impacto|efectos?|consecuencias|influencia) (?:tuvo|tuvieron)|c[óo]mo cambi[óo](?: el mundo| la sociedad| la historia)?) (?:la |el |los |las )?(?:(?:invenci[óo]n|llegada|aparici[óo]n) (?:de|del) (?:la |el )?)?(?:revoluci[óo]n (?:industrial|francesa|rusa|mexicana|cubana)|(?:primera|segunda) guerra mundial|guerra (?:civil|fr[íi]a)|conquista de am[ée]rica|imprenta|m[áa]quina de vapor|tel[ée]grafo|tel[ée]fono|bombilla|electricidad|ferrocarril|autom[óo]vil|avi[óo]n|radio|televisi[óo]n|penicilina|vacunas?|bomba at[óo]mica|internet|br[úu]jula|p[óo]lvora|rueda|escritura|agricultura|ilustraci[óo]n|romanticismo|industrializaci[óo]n|movimiento (?:feminista|obrero|[a-zà-ÿ]+)|edad media|(?:era|[ée]poca|dinast[íi]a) [a-zà-ÿ]+|colonialismo|esclavitud|llegada a la luna|carrera espacial)(?![a-zà-ÿ])',
    conditionSymptoms: "(?:cu[áa]les son )?(?:los )?(?:primeros |principales )?(?:s[íi]ntomas|signos|se[ñn]ales de alarma) (?:de |del |de la )(?:una |un )?[a-zà-ÿ]+",
    medicineQuestion:
      '(?:puedo|se puede) (?:tomar|beber) (?:alcohol|cerveza|vino)(?= (?:si|con|estando|mientras|tomando|despu[ée]s))|cu[áa]nt[oa]s? (?:mg |ml |gotas |pastillas |comprimidos |sobres )?(?:de )?(?:paracetamol|ibuprofeno|aspirina|amoxicilina|antibi[óo]ticos?|jarabe|melatonina|omeprazol|antihistam[íi]nicos?|pastillas?|comprimidos?|gotas|dalsy|apiretal|tylenol|advil) (?:le |me |se )?(?:puedo|puede|debo|hay que|tengo que|se le puede) (?:dar|tomar)|(?:(?:puedo|se puede|se pueden) tomar|(?:es seguro|es malo|es peligroso) (?:tomar|mezclar)) (?:el |la |los |las )?[a-záéíóúñ0-9-]+ (?:si|con|estando|mientras|y|junto)(?![a-zà-ÿ])|interacci[óo]n(?:es)? (?:entre|de|del) (?:los |las |el |la )?(?:medicamentos?|f[áa]rmacos?|pastillas|antibi[óo]ticos?|ibuprofeno|paracetamol|aspirina|amoxicilina|omeprazol|melatonina|sertralina|anticonceptivos?)(?![a-zà-ÿ])|efectos (?:secundarios|adversos) (?:de|del) (?:la |el |los |las |tomar )?(?:medicamentos?|f[áa]rmacos?|pastillas?|vacunas?|antibi[óo]ticos?|antidepresivos?|anticonceptiv[oa]s?|ibuprofeno|paracetamol|aspirina|amoxicilina|omeprazol|melatonina|sertralina|metformina|creatina)(?![a-zà-ÿ])',
    symptoms:
      '(?:qu[ée]|q) (?:me )?(?:recomiendas|recomiendan|tomo|puedo tomar|hago|me tomo) (?:para|contra) (?:el |la |los |las |un |una )?(?:dolor|fiebre|tos|resfriado|catarro|gripe|migra[ñn]a|acidez|diarrea|n[áa]useas|alergia|insomnio|mareos?|resaca|picor|quemadura)|(?:es normal|es grave|es malo) (?:sentir(?:me|se)?|estar|seguir|tener|que (?:me )?(?:sienta|est[ée]|siga)) (?:tan |muy |as[íi] de |todav[íi]a |tod[oa] )?(?:cansad[oa]|agotad[oa]|sin energ[íi]a|sin fuerzas|mareado|mareada|sin olfato|sin gusto|con tos|con fiebre|con dolor)|(?:me (?:sali[óo]|dio|ha salido|han salido|salieron)|tengo) (?:el |la |los |las )?(?:az[úu]car|glucosa|colesterol|triglic[ée]ridos|tensi[óo]n|presi[óo]n|hemoglobina|tsh|ferritina|vitamina d|hierro|saturaci[óo]n|[áa]cido [úu]rico|creatinina|plaquetas|leucocitos)(?: [a-zà-ÿ]+){0,2}? (?:en |a |de )?\\d+|(?:siempre )?me despierto (?:a las|todas las noches|varias veces|de madrugada|en mitad de la noche|muy temprano)|no (?:puedo|consigo|logro) dormir(?:me)?|tengo insomnio|(?:es )?normal que (?:mi|nuestr[oa]) (?:beb[ée]|reci[ée]n nacid[oa]|hij[oa]|niñ[oa]|peque(?:ñ[oa])?|cuerpo|regla|piel|coraz[óo]n|est[óo]mago)(?![a-zà-ÿ])|puedo tomar [a-záéíóúñ]+ (?:si|con|estando|mientras|y)|es (?:seguro|malo|peligroso) (?:tomar|mezclar|darle)|se (?:ha )?trag(?:[óo]|ado) (?:un|una|algo)|(?:tengo|tiene|me duele[n]?|me sale[n]?|siento|noto|me pica[n]?|me dan?|llevo [a-z0-9 ]{1,20} con)(?: un| una| mucho| mucha)?(?: (?!(?:sobre|acerca|para|que|examen|trabajo|presentaci[óo]n|ensayo|pregunta|redacci[óo]n)(?![a-záéíóúñ]))[a-záéíóúñ]+){0,3}? (?:dolor(?:es)?|fiebre|tos|mareos?|n[áa]useas|v[óo]mitos|diarrea|sarpullido|granos|picor|picaz[óo]n|hinchaz[óo]n|bulto|hormigueo|migra[ñn]as?|cabeza|garganta|est[óo]mago|barriga|pecho|espalda|o[íi]do|muela|rodillas?|tobillos?|pies?|cadera|hombros?|cuello|brazos?|piernas?|manos?|mu[ñn]ecas?|codos?|ojos?|dientes?|muelas|o[íi]dos|articulaciones|m[úu]sculos?|gemelos?|talones?|lumbares|ri[ñn]ones?|tripa)|(?:dolor|fiebre|tos|mareos?|n[áa]useas|sarpullido)[^.?\\n]{0,60}(?:qu[ée] puede ser|es grave|es normal|debo preocuparme|debo ir al m[ée]dico)',
    childHabits:
      'c[óo]mo (?:hago (?:para )?que|consigo que|ayudo a que) (?:mi|mis|nuestr[oa]s?) (?:beb[ée]s?|hij[oa]s?|niñ[oa]s?|peque(?:ñ[oa])?s?)(?: de \\d+ (?:años?|mes(?:es)?))? (?:duerma|coma|se duerma|deje el pañal|deje de (?:morder|pegar|llorar|gritar))|(?:mi|nuestr[oa]) (?:beb[ée]|hij[oa]|niñ[oa]|peque(?:ñ[oa])?)(?: de \\d+ (?:años?|mes(?:es)?))? no (?:quiere |me |se )?(?:come|comer|duerme|dormir|se duerme|quiere dormir|quiere comer|quiere ir a (?:la cama|dormir))|(?:mi|nuestr[oa]) (?:beb[ée]|hij[oa]|niñ[oa]|peque(?:ñ[oa])?|adolescente)(?: adolescente)?(?: de \\d+(?: (?:años|meses))?)? (?:hace|tiene|le dan|tiene muchas|hace muchas)? ?(?:berrinches|rabietas|pataletas)|(?:mi|nuestr[oa]) (?:hij[oa]|niñ[oa]|adolescente)(?: adolescente)?(?: de \\d+ años)? (?:no (?:suelta|deja) el|(?:est[áa]|vive) (?:todo el d[íi]a |siempre )?(?:con|pegad[oa] al)) (?:m[óo]vil|celular|tel[ée]fono|cel)(?![a-zà-ÿ])',
    childTalk:
      'c[óo]mo (?:le |les )?(?:explico|digo|cuento|hablo|explicamos|decimos|contamos)(?: a)? (?:mi|mis|nuestr[oa]s?|un|una|los|las) (?:hij[oa]s?|niñ[oa]s?|peque(?:ñ[oa])?s?)(?![^.?\\n]*(?:qu[ée] (?:es|son)|c[óo]mo funciona|por qu[ée] (?:el|la|los|las|hay|se))(?! (?:la muerte|morir|el c[áa]ncer|el divorcio|un divorcio|la enfermedad|el sexo)(?![a-zà-ÿ])))|c[óo]mo (?:explicarle|decirle|contarle|hablarle) a (?:mi|un|una|nuestr[oa]) (?:hij[oa]|niñ[oa]|peque(?:ñ[oa])?)',
    profileRecommendation: 'recomendaci[óo]n(?:es)? (?:en|para|de) (?:[a-zà-ÿ]+ ){0,3}?linkedin|recomendaci[óo]n(?:es)? de linkedin|recomendar(?:le|la|lo)? en linkedin',
    factCheck:
      "(?:(?:es|ser[áa]) (?:verdad|cierto|real|un mito) (?:que|lo de)|(?:mito o (?:realidad|verdad)|verdad o (?:mito|mentira)|realidad o mito)(?![a-zà-ÿ]))(?![^?\\n]*(?<![a-zà-ÿ])(?:mi|mis|me|yo|tengo)(?![a-zà-ÿ]))",
    factAnswer:
      "qu[ée] pesa m[áa]s(?![a-zà-ÿ])|(?:qu[ée]|cu[áa]l) es m[áa]s (?:grande|pesad[oa]|liger[oa]|alt[oa]|antigu[oa]|viej[oa]|caliente|fr[íi][oa]|pequeñ[oa])(?![a-zà-ÿ])(?=[^?\\n]* o )|cu[áa]ntas (?:palabras|p[áa]ginas) (?:tiene|tienen|son|ocupa|ocupan|hay en|caben en|debe tener|tiene que tener)(?= )|en qu[ée] a[ñn]o (?:fue|se|naci[óo]|muri[óo]|empez[óo]|termin[óo]|lleg[óo])|cu[áa]ndo (?:fue|naci[óo]|muri[óo]|empez[óo]|termin[óo]|cay[óo]|lleg[óo]|se (?:fund[óo]|invent[óo]|descubri[óo]|construy[óo]|firm[óo]))|qui[ée]n (?:escribi[óo]|pint[óo]|invent[óo]|descubri[óo]|gan[óo]|fund[óo]|dirigi[óo]|compuso|construy[óo]|fue el primero|es el (?:actual )?(?:presidente|rey|autor|fundador))|d[óo]nde (?:est[áa]|queda|naci[óo]|se encuentra)(?! (?:mi|mis|nuestr[oa])(?![a-zà-ÿ]))|cu[áa]nt[oa]s [a-zà-ÿ]+ (?:hay|tiene|tienen) (?:el|la|los|las|en|un|una)(?![a-zà-ÿ])|cu[áa]l (?:es|fue|era) (?:la|el) (?:capital|poblaci[óo]n|moneda|idioma oficial|r[íi]o m[áa]s|monta[ñn]a m[áa]s|pa[íi]s m[áa]s|ciudad m[áa]s|planeta m[áa]s|punto de ebullici[óo]n|velocidad de la luz|velocidad del sonido)(?![a-zà-ÿ])|qu[ée] (?:pa[íi]s|ciudad|planeta|oc[ée]ano|r[íi]o|continente) (?:es|tiene|fue)(?![a-zà-ÿ])|qu[ée] hora es (?:ahora )?en(?= )|qu[ée] diferencia horaria hay(?= )",
    legalRights:
      'tengo un contrato(?=[^.\\n]{0,120}(?:pueden?(?![a-zà-ÿ])|es legal|es ilegal|derecho|cu[áa]ntas veces|me corresponde))|(?:me )?(?:lleg[óo]|dieron|entregaron|mandaron|han dado|ha llegado|han mandado) (?:una |la )?carta de despido|(?:casero|casera|arrendador|arrendadora|jefe|jefa|empresa|banco|aseguradora|due[ñn]o del piso) (?:me )?quiere[n]? [a-zà-ÿ]+(?=[^.\\n]{0,100}(?:puede[n]? hacer(?:lo|eso)|es legal|es ilegal|tiene derecho|est[áa] permitido))|impugn(?:o|ar|arla|arlo|e) (?:una |la |esta |mi )?multa|c[óo]mo (?:la|lo) impugno|(?:puedo|podr[íi]a|podemos) (?:demandar|denunciar)(?: a)?(?= (?:mi|la|el|mis|los|las|una|un)(?![a-zà-ÿ]))|(?:es|fue) (?:un )?despido (?:improcedente|injustificado|nulo)|(?:cu[áa]les son |qu[ée] )?(?:mis|sus|nuestros) derechos|(?:casero|casera|arrendador|arrendadora|empresa|jefe|jefa|tienda|aerol[íi]nea|banco|gimnasio|aseguradora|vendedor) (?:no me (?:quiere[n]? )?(?:devolver|devuelve|pagar|paga|reembolsar|reembolsa)|no (?:me )?(?:quiere[n]? )?(?:arreglar|reparar|arregla|repara)|se niega a (?:devolverme|pagarme|reembolsarme|arreglar|reparar))(?![\\s\\S]*(?:escrib|redact|carta|correo|e-?mail|mensaje|burofax))|recurr(?:o|ir|irla|irlo|e) (?:una |la |esta |mi )?multa|c[óo]mo (?:la|lo) recurro|reclamar (?:una |la |mi )?(?:multa|indemnizaci[óo]n|fianza)|(?:es|eso es|esto es) (?:legal|ilegal)(?![a-záéíóúñ])|derechos (?:tengo|tiene|tenemos)|(?:es legal|es ilegal|pueden? legalmente) que|(?:me )?puede[n]? (?:mi |el |la )?(?:casero|casera|arrendador|jefe|jefa|empresa|banco|aerol[íi]nea) (?:despedir|echar|desahuciar|cobrar|quedarse con|negar|descontar|retener)|(?:tengo|tiene|tenemos) derecho a|me quiere[n]? (?:despedir|echar|desahuciar)|me corresponde (?:una |un |el |la )?(?:indemnizaci[óo]n|reembolso|compensaci[óo]n)|puedo reclamar|me (?:despidieron|han despedido|echaron|han echado) (?:sin|y no)|sin (?:pagarme|pagarlas|pagarlos|pag[áa]rmel[ao]s|cobrar) (?:las |el |la |los )?(?:vacaciones|horas extras?|finiquito|liquidaci[óo]n|indemnizaci[óo]n|sueldo|salario|n[óo]mina)|horas extras? sin (?:pagar|cobrar|pagarlas|pagarme)|no me (?:pagan|quieren pagar|han pagado|pagaron) (?:las |el |la |los )?(?:horas extras?|sueldo|salario|n[óo]mina|finiquito|liquidaci[óo]n|vacaciones|aguinaldo)|me (?:cobraron|han cobrado) (?:dos veces|de m[áa]s|doble)|c[óo]mo (?:lo |la )?reclamo(?![a-zà-ÿ])(?![^.\\n]*(?:escrib|redact|carta|correo|e-?mail|mensaje))',
    techHowTo: `comandos? (?:de )?(?:git|docker|bash|terminal|linux|npm|kubectl|powershell) (?:para|que)(?![a-záéíóúñ])|(?:c[óo]mo|como) (?:(?:hago|puedo|se|instalo|configuro|creo|borro|deshago|centro|cambio|uso|actualizo|conecto|ejecuto) )(?:(?!(?:aprender|aprendo|estudiar|ense[ñn]ar|explicar|escribir|ser|conseguir|trabajo|entrevista|carta|curr[íi]culum|cv|sobre|para|curso)(?![a-záéíóúñ]))[a-záéíóúñ]+ ){0,5}?(?:${techTopics})(?![a-záéíóúñ])`,
    // Twenty-third round: "qué gastos iniciales tiene abrir una cafetería", "cuánto cuesta mantener un perro" are the cost items with their ranges, not steps.
    costBreakdown:
      '(?:gastos|cost(?:os|es)|inversi[óo]n) (?:iniciales?|de (?:apertura|arranque|puesta en marcha|inicio)|para (?:abrir|montar|empezar|arrancar|poner|lanzar|iniciar))|qu[ée] (?:gastos|costos|costes|inversi[óo]n) (?:tengo|hay|debo|tendr[íi]a|tendr[ée]|implica|conlleva|supone|tiene)|cu[áa]nto (?:me )?(?:cuesta|cuestan|costar[íi]a|costar[íi]an|saldr[íi]a|sale) (?:abrir|montar|poner|mantener|tener|criar|reformar|renovar|construir|organizar|celebrar|hacer|empezar|arrancar|lanzar|iniciar|un[ao]?s?)(?![a-zà-ÿ])|cu[áa]nto (?:dinero )?(?:tengo|hay|necesito|habr[íi]a|tendr[íi]a) que invertir|cu[áa]nto (?:dinero )?(?:necesito|se necesita|hace falta|necesitar[íi]a) para (?:abrir|montar|poner|empezar|arrancar|lanzar|iniciar)',
    taxQuestion:
      'cu[áa]nto (?:me )?(?:queda|quedar[íi]a|cobro|cobrar[íi]a|sale) (?:en )?neto|(?:de|del|pasar de) bruto a neto|(?:hacienda|la agencia tributaria|el sat|la afip|el sii|la dian|la sunat) (?:me )?(?:manda|mand[óo]|env[íi]a|envi[óo]|ha mandado|ha enviado|reclama|pide|exige|lleg[óo])|(?:notificaci[óo]n|requerimiento|carta|multa|paralela) (?:de|del) (?:hacienda|la agencia tributaria|el sat|sat|la afip|afip|el sii|sii|la dian|dian)|(?:dar(?:me|se)?|me doy|me di|me d[ée]|se da) de alta (?:como|en|de) aut[óo]nomos?|(?:hacer|presentar) la declaraci[óo]n (?:de la renta|trimestral|anual)|modelo (?:303|130|100|036|037)(?![0-9])|(?:qu[ée] )?(?:gastos|cosas|facturas) (?:puedo|se pueden|me puedo|podr[íi]a) (?:desgravar|deducir)(?:me)?|deducciones? (?:fiscales|de impuestos|en la (?:declaraci[óo]n|renta))|(?:impuestos|iva|irpf|isr|monotributo|retenciones) (?:como|siendo|de) (?:aut[óo]nomo|freelance|trabajador independiente|monotributista)|(?:c[óo]mo|cu[áa]ndo|cu[áa]nto) (?:hago|presento|pago|tengo que pagar|se paga|debo pagar|declaro|tributo)(?: (?:de|la|el|mi|los))? (?:la )?(?:declaraci[óo]n de la renta|renta|iva|irpf|impuestos|isr|monotributo|cuota de aut[óo]nomos?)(?![a-zà-ÿ])',
    moneyAdvice:
      '(?:quiero|me gustar[íi]a|necesito) (?:empezar a )?invertir(?= (?:con|mis|mi dinero|\\d|en (?:bolsa|fondos?|acciones|etfs?|cripto|bitcoin|oro|inmuebles|un fondo)))|(?:c[óo]mo|d[óo]nde) (?:deber[íi]a |puedo |tengo que )?(?:empiezo a |empezar a )?(?:invertir|ahorrar(?! (?:tiempo|energ[íi]a|espacio|bater[íi]a|datos)))|cu[áa]nto (?:deber[íi]a|puedo|tengo que) (?:ahorrar|invertir|gastar|pedir(?! (?:de|como|por) (?:sueldo|salario)))|(?:es mejor|conviene m[áa]s|me conviene),? (?:pagar|amortizar|ahorrar|invertir|comprar|alquilar)|deber[íi]a (?:invertir|amortizar|comprar o alquilar|alquilar o comprar|pedir un pr[ée]stamo|pedir una hipoteca)|me alcanza (?:para|el dinero)|(?:cu[áa]l|qu[ée]) (?:deuda |pr[ée]stamo |tarjeta |cr[ée]dito )?(?:pago|debo pagar|deber[íi]a pagar|liquido|amortizo|pagar) (?:primero|antes)',
    tripEstimate: 'cu[áa]nt[oa]s? (?:d[íi]as|noches|semanas|tiempo|dinero|presupuesto)(?: [a-zà-ÿ]+){0,2}? (?:necesito|necesitamos|debo|debemos|deber[íi]a|hacen falta|me hacen falta|recomiendas|se necesitan?|estar|quedarme|llevar)(?= (?:en|para (?:visitar|viajar|conocer|recorrer|ver|ir a|un viaje|el viaje|mi viaje|nuestro viaje)))|cu[áa]nto tiempo (?:me quedo|quedarme|estar) en',
    travelDeals: '(?:encuentr[oa]|encontrar|consig[oa]|conseguir|busc[oa]|buscar|compr[oa]|comprar|reserv[oa]|reservar|sac[oa]|sacar|pillar|pillo)(?: [a-zà-ÿ]+)? (?:vuelos?|pasajes?|billetes?(?: de (?:avi[óo]n|tren))?|boletos?(?: de avi[óo]n)?|hoteles?|alojamientos?|hostales?|airbnbs?|alquiler(?:es)? de (?:coches?|autos?|carros?)|(?:coches?|autos?|carros?) de alquiler|cruceros?)(?: [a-zà-ÿ]+)? (?:m[áa]s )?(?:baratos?|baratas?|econ[óo]mic[oa]s?|low ?cost)(?![a-zà-ÿ])',
    tippingCustoms: 'cu[áa]nt[oa] (?:de )?propina|cu[áa]nto se (?:deja|da|suele dejar|suele dar) de propina|(?:se|hay que|debo|tengo que|se suele) (?:deja|dejar|da|dar) propina|costumbres? (?:de|con) (?:la |las )?propinas?|propinas? en (?:[a-zà-ÿ]+ ){0,2}?(?:restaurantes?|bares|hoteles?|taxis?)(?=[^.\\n]{0,40}(?:cu[áa]nt|se deja|se da|habitual|costumbre))',
    selfEstimate: '(?:cu[áa]l es|calcula(?:me)?|c[áa]lculame|dime) mi (?:imc|[íi]ndice de masa corporal|peso ideal|metabolismo basal|frecuencia card[íi]aca m[áa]xima|porcentaje de grasa)(?![a-zà-ÿ])|cu[áa]nt[oa]s? [a-zà-ÿ]+ (?:debe|deber[íi]a) (?:tener|durar|costar|medir|ocupar) (?:mi|nuestr[oa]|el|la)(?= )|cu[áa]nt[oa]s? (?:[a-zà-ÿ0-9]+ ){0,3}?(?:deber[íi]a|debo|tengo que|necesito|me conviene) (?!(?:decir|responder|contestar|escribir)(?![a-zà-ÿ]))[a-zà-ÿ]+|cu[áa]nto (?:cobrar|cobro|pido|pedir)(?![a-zà-ÿ])|qu[ée] (?:sueldo|salario|tarifa|precio) (?:deber[íi]a |debo |puedo )?(?:pedir|cobrar)|c[óo]mo (?:calculo|saco|fijo|pongo) (?:el|mi|los|mis) precios? (?:de venta )?(?:de|para|a) (?:mis|mi|los|el|la|las)(?= )',
    goalPlan: '(?:quiero|necesito|me gustar[íi]a|tengo que) (?:bajar|perder|ganar|subir) (?:\\d+|unos|algunos) ?(?:kg|kilos?|libras)(?![a-zà-ÿ])|plan (?:para|de) (?:bajar|perder|ganar|subir|ahorrar)(?![a-zà-ÿ])[^.?\\n]{0,40}? (?:en|antes de) (?:\\d+|un|una|dos|tres|cuatro|cinco|seis|doce) (?:semanas|mes(?:es)?)|(?:quiero|necesito|me gustar[íi]a|tengo que|mi (?:meta|objetivo) es) (?:bajar|perder|ganar|subir|ahorrar|correr|leer|pagar)(?![a-zà-ÿ])[^.?\\n]{0,60}? (?:en|dentro de|antes de) (?:los pr[óo]ximos |las pr[óo]ximas )?(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|doce) (?:d[íi]as?|semanas?|mes(?:es)?|a[ñn]os?)|(?:quiero|necesito|me gustar[íi]a|mi (?:meta|objetivo) es) (?:bajar|perder|ganar|subir|ahorrar|correr|leer|pagar)(?![a-zà-ÿ])[^.?\\n]{0,60}? (?:este|esta|el pr[óo]ximo|la pr[óo]xima) (?:a[ñn]o|mes|semana|verano)|(?:quiero|necesito|tengo que) (?:bajar|perder|ganar|subir) [^.?\\n]{0,40}?antes de (?:mi|la|el|nuestra|nuestro) [a-zà-ÿ]+',
    deviceTrouble:
      '(?:m[óo]vil|celular|tel[ée]fono|iphone|android|port[áa]til|laptop|tablet|ipad|auriculares)(?: [a-záéíóúñ]+){0,2}? se (?:me )?queda sin bater[íi]a|bater[íi]a (?:del? (?:mi )?(?:m[óo]vil|celular|tel[ée]fono|iphone|port[áa]til|laptop|tablet) )?(?:se (?:me )?(?:gasta|acaba|descarga|agota)|(?:me )?dura (?:muy )?poco)|(?:mi|el|la) (?:m[óo]vil|celular|tel[ée]fono|iphone|port[áa]til|ordenador|computadora|pc|mac|impresora|wifi|router|internet|tele|televisi[óo]n|tablet|ipad|auriculares|consola|teclado|rat[óo]n|pantalla|bater[íi]a)(?: [a-záéíóúñ]+)? (?:va (?:muy |s[úu]per |re |demasiado )?lent(?:[oa]|[íi]sim[oa])|est[áa] (?:muy |s[úu]per |re )?lent(?:[oa]|[íi]sim[oa])|no (?:enciende|carga|funciona|conecta|se conecta|arranca|suena|imprime)|se (?:moj[óo]|cay[óo] al agua|calienta|apaga sol[oa]|reinicia|traba|cuelga|congela|desconecta)|dej[óo] de funcionar)',
    character:
      'trasfondo (?:para|de) (?:mi|un|una|el) (?:[a-záéíóúñ-]+ ){0,2}?personaje|(?:crea|cr[ée]ame|inventa|inv[ée]ntame|dise[ñn]a|hazme|haz|escribe|dame|desarrolla)(?: me)? (?:un|una|el|la) (?:(?!(?:cuento|cuentos|historia|historias|relato|poema|escena|guion|libro|con|sobre|para|donde|en|de|y|que)(?![a-záéíóúñ]))[a-záéíóúñ&-]+ ){0,3}?(?:personaje|villan[oa]|h[ée]roe|hero[íi]na|protagonista|antagonista|pnj|npc)s?(?! nombres?(?![a-záéíóúñ]))',
    roleplay: 'act[úu]a como (?:si fueras )?mi (?:novi[oa]|espos[oa]|pareja|cita|crush)(?![a-zà-ÿ])|(?:haz|hagamos|juguemos a) (?:un )?(?:rol|roleplay|juego de rol)(?= (?:de|como|en el que|donde))|role ?-?play(?:ing)? (?:de|como)|(?:finge|imagina) (?:que eres|ser) (?:un|una|el|la)(?= [a-zà-ÿ])|(?:finge|act[úu]a como si fueras|haz como si fueras|hazte pasar por) (?:que eres )?mi (?:novi[oa]|espos[oa]|pareja|amig[oa]|mejor amig[oa]|cita|terapeuta|madre|padre|mam[áa]|pap[áa]|abuel[oa]|jefe|profe(?:sor)?)(?![a-zà-ÿ])|^(?:(?:puedes|podr[íi]as|quieres) )?(?:s[ée]|ser|hazte|convi[ée]rtete en) mi (?:novi[oa]|espos[oa]|pareja|amig[oa]|mejor amig[oa]|cita|mam[áa]|pap[áa]|abuel[oa])(?: virtual)?(?![a-zà-ÿ])',
    assistantInstructions:
      'system prompt|prompt (?:de|del) sistema|instrucciones (?:para|de) (?:un |una |mi |el |la |nuestro )?(?:chat ?gpt|gpt|bot|chatbot|agente|asistente)|(?:crea|cr[ée]ame|haz|hazme|configura|monta|arma)(?:me)? un (?:chatbot|bot|asistente virtual|agente de ia|gpt)(?= (?:que|para))',
    assistantSetup: '^(?:eres|act[úu]a como|act[úu]as como) (?:un|una|el|la) (?:[a-zà-ÿ]+ ){0,3}(?:asistente(?= que )|(?:bot|chatbot|agente)(?= (?:que|de|para|en) ))',
    privacyPolicy: 'pol[íi]tica de (?:privacidad|cookies)',
    giveawayRules:
      'bases (?:legales )?(?:de(?:l)?|para) (?:(?:un|una|el|la|mi|nuestro|nuestra|este|esta) )?(?:sorteo|concurso|giveaway|promoci[óo]n)|bases del (?:sorteo|concurso)|condiciones (?:legales )?(?:de(?:l)?|para) (?:(?:un|el|mi) )?(?:sorteo|concurso|giveaway)',
    terms: 'aviso legal|t[ée]rminos y condiciones|condiciones (?:generales|de uso|de venta)',
    contract: '(?:redacta|red[áa]ctame|escribe|escr[íi]beme|haz|hazme|crea|cr[ée]ame|prepara|prep[áa]rame) (?:un|el) (?:contrato|acuerdo de confidencialidad|nda)|(?:ejemplo|modelo|plantilla|borrador) de (?:un )?(?:contrato|acuerdo de confidencialidad)',
    // Twenty-third round: "un aviso para la puerta del ascensor", "un cartel para la nevera de la oficina" are a sign to put up, not a message to send.
    noticeSign:
      '(?!cartel[^\\n]*(?:fiesta|evento|concierto|karaoke|rebajas|oferta|descuento|promoci[óo]n|inauguraci[óo]n|taller|noche de|festival|feria|mercadillo|se busca|se vende|se alquila))(?:(?:avisos?|cartel(?:es)?|cartelitos?|letreros?|r[óo]tulos?|notas?|se[ñn]al(?:es)?|comunicados?) (?:para|de) (?:poner|pegar|colgar|dejar|imprimir)|(?:avisos?|cartel(?:es)?|cartelitos?|letreros?|r[óo]tulos?|se[ñn]al(?:es)?|comunicados?) (?:para|en) (?:la |el |los |las |mi |mis |nuestr[oa]s? |su |cada )?(?:[a-zà-ÿ]+ ){0,3}?(?:puertas?|ascensor(?:es)?|portal|portales|entrada|escaleras?|rellano|nevera|frigor[íi]fico|heladera|refri|refrigerador|cocina|office|baños?|lavabos?|aseos?|lavander[íi]a|tendedero|escaparate|vitrina|ventanas?|tabl[óo]n(?: de anuncios)?|corcho|pared|buzones|garaje|parking|estacionamiento|cochera|mostrador|caja|recepci[óo]n|sala de (?:descanso|espera|reuniones)|comedor|fotocopiadora|impresora|microondas|piscina|patio|trastero|cuarto de (?:basuras|contadores)|contenedores|mesa|escritorio|puesto|tienda|local|oficina|negocio|bar|restaurante|cafeter[íi]a|peluquer[íi]a|consulta|gimnasio|sala de espera)(?![a-zà-ÿ])|(?:cartel(?:es)?|cartelitos?|letreros?|r[óo]tulos?) (?:que (?:diga|ponga|avise|indique|recuerde|pida)|(?:para|de) (?:avisar|indicar|recordar|pedir|prohibir))|letreros?|(?:avisos?|comunicados?|notas?) (?:para|a) (?:los |las |todos los |mis |nuestros )?(?:vecinos|vecinas|inquilinos|residentes|propietarios)(?![^.\\n]*(?:whatsapp|grupo|correo|e-?mail|mail|telegram|mensaje)))',
    announcement:
      '(?:un |el )?(?:anuncio|aviso|comunicado) de que|memor[áa]ndums?(?: internos?)?|anunciar (?:a (?:mis|nuestros) (?:clientes|seguidores) )?que|anuncios? (?:para|a) (?:mis|los|nuestros|el|todo el|mi) (?:empleados|equipo|trabajadores|alumnos|estudiantes|vecinos|inquilinos|socios|padres|compañeros|personal)|comunicado (?:interno|para (?:mis|los|el) (?:empleados|equipo|trabajadores|personal))|aviso (?:para|a) (?:mis|los) (?:empleados|trabajadores)',
    problemCheck:
      '(?:dime|d[íi]game|digas|revisa|revises|mira|mires) si (?:este|esta|estos|estas|mi|el|la) (?:[a-zà-ÿ]+ ){0,3}(?:tiene|tienen|est[áa]|hay|es|contiene|suena)|hay algo (?:mal|raro) en|cl[áa]usulas abusivas',
    strategy:
      'estrategias? (?:de )?(?:marketing|contenidos?|ventas|crecimiento|redes(?: sociales)?|precios|seo|negocio|marca|lanzamiento|captaci[óo]n|fidelizaci[óo]n|instagram|tiktok|linkedin|youtube|email)|estrategias? (?:para|de) (?:aumentar|vender|crecer|conseguir|captar|lanzar|mejorar (?:las |mis |nuestras )?ventas|atraer|ganar|fidelizar)',
    copyLines:
      'asuntos? (?:para|de|del) (?:un |el |mi |la |nuestro )?(?:[a-zà-ÿ]+ ){0,3}(?:email|e-mail|correo|mail|newsletter|campaña)|l[íi]neas? de asunto|titulares?(?! (?:de|para|en|del) (?:mi )?(?:perfil de )?linkedin)',
    extraction: '(?:extr[áa]e(?:me|lo|la|los|las)?|extraer)(?! (?:las |los )?(?:ideas|puntos|conclusiones) )|s[áa]ca(?:me)? (?:los|las|todos los|todas las) (?:nombres|correos|e-?mails|emails|fechas|tel[ée]fonos|direcciones|importes|precios|cantidades|n[úu]meros|datos de contacto)',
    commitMessage: 'mensajes? (?:de|del|para el) commit|commit messages?',
    dashboard: 'dashboards?|tableros? (?:de control|de (?:ventas|m[ée]tricas|indicadores)|en (?:power bi|looker|tableau|excel))|cuadros? de mando',
    codeNaming:
      '(?:nombres?|c[óo]mo (?:llamo|nombro|le pongo)) (?:(?:para|de|a) )?(?:una |un |la |el |mi |esta |este |estas |estos |las |los )?(?:variables?|funci[óo]n(?:es)?|m[ée]todos?|clases?|constantes?|endpoints?|m[óo]dulos?|componentes?|tablas? de (?:la )?base de datos|columnas?)(?![a-záéíóúñ])|nombre (?:para|de|a) (?:una |un |la |el |mi |esta |este )?(?:variable|funci[óo]n|m[ée]todo|clase|constante|componente)(?![a-záéíóúñ])',
    systemDesign:
      'dise[ñn]o de sistemas|system design|dise[ñn]ar[íi]?(?:as|a)? (?:un |una |el |la )?(?:sistema|arquitectura|backend)(?![a-záéíóúñ])|c[óo]mo (?:dise[ñn]ar[íi]as|dise[ñn]o|dise[ñn]ar[íi]a) (?:un |una |el |la )?(?:[a-záéíóúñ]+ ){0,4}?(?:sistema|servicio|app|aplicaci[óo]n|plataforma|acortador|api|backend|chat)(?![a-záéíóúñ])|arquitectura (?:de|para) (?:un |una )?(?:sistema|app|aplicaci[óo]n|plataforma|servicio|backend)(?![a-záéíóúñ])',
    csConcept: '(?:qu[ée] (?:es|son)|expl[íi]ca(?:me)?|define) (?:un |una |el |la |los |las )?(?:punteros?|closures?|clausuras?|mutex|sem[áa]foros?|deadlocks?|interbloqueos?|condici[óo]n(?:es)? de carrera|tablas? hash|hash ?maps?|listas? enlazadas?|[áa]rbol(?:es)? binarios?|recursi[óo]n|recursividad|programaci[óo]n din[áa]mica|memoizaci[óo]n|polimorfismo|herencia|encapsulamiento|recolector de basura)(?![a-zà-ÿ])|complejidad (?:temporal|espacial|computacional|algor[íi]tmica)|complejidad (?:en tiempo|en espacio|de (?:un |una |el |la )?(?:algoritmo|b[úu]squeda|ordenaci[óo]n|ordenamiento|quicksort|merge ?sort))|notaci[óo]n (?:o grande|big o)|(?:diferencias? (?:que hay )?entre|en qu[ée] se diferencia[n]?) (?:una? |el |la |los |las )?(?:lista|tupla|array|arreglo|vector|pila|cola|diccionario|conjunto|[áa]rbol|grafo|proceso|hilo|clase|interfaz|objeto|puntero|referencia|hash ?map|tabla hash)s?(?= y | vs)|c[óo]mo funciona (?:la |el |una |un )?(?:b[úu]squeda binaria|quicksort|merge ?sort|ordenamiento burbuja|tabla hash|lista enlazada|[áa]rbol binario|algoritmo de dijkstra|recursi[óo]n|recursividad|recolector de basura)',
    difference: 'diferencias? (?:que hay )?entre|en qu[ée] se diferencia[n]?|qu[ée] diferencia hay entre',
    comparison: 'cuadros? comparativos?|tablas? comparativas?|qu[ée] (?:[a-zà-ÿ]+ ){1,2}(?:me conviene(?: m[áa]s)?|me compro|compro|deber[íi]a comprar|me recomiendas comprar)|comparando|pros y contras|ventajas y desventajas|ventajas e inconvenientes|vs\\.?(?! ?code)|versus|compar[aá](?:me|r|ci[óo]n|tiva)?|(?:qu[ée]|cu[áa]l) (?:es|ser[íi]a|me conviene) (?:mejor|m[áa]s conveniente|m[áa]s barat[oa])|cu[áa]l de (?:estos|estas|esos|esas|los|las) (?:[a-zà-ÿ0-9]+ ){0,3}?(?:me conviene|me compro|compro|elijo|es (?:mejor|m[áa]s barat[oa]))|(?:qu[ée]|cu[áa]l) me conviene m[áa]s|diferencias? entre|deber[íi]a (?:aprender|estudiar|comprar|elegir|usar|empezar (?:con|por)|coger|pillar) (?:[a-zà-ÿ0-9+#.-]+ ){1,4}?o (?!no(?![a-zà-ÿ]))[a-zà-ÿ0-9+#.-]+',
    recipe: 'c[óo]mo (?:se )?(?:hace|hago|hacer|preparo|prepara|preparar) (?:un |una |el |la |los |las |unos |unas )?(?:[a-zà-ÿ]+ ){0,2}?(?:tortillas?|paellas?|pizzas?|pan|masa madre|kombucha|k[ée]fir|yogur|kimchi|encurtidos|chucrut|bizcochos?|tartas?|galletas|croquetas|lentejas|gazpacho|salsas?|sopas?|arroz|pasta|caf[ée]|cold brew|t[ée]|batidos?|brownies?|flan|pur[ée]|ensaladas?|hummus|guacamole|empanadas?|tacos|mermeladas?|crepes|tortitas)|recetas?|resetas?|c[óo]mo (?:se )?(?:cocin[ao]r?|horne[ao]r?)|qu[ée] (?:puedo|podr[íi]a|hago de) (?:cocinar|comer|cenar|almorzar)|(?:arroz|pollo|pasta|pan|comida|verduras|carne|lentejas|pescado|pavo|patatas|papas) que (?:me |nos )?(?:sobr[óo]|sobraron|ha sobrado|han sobrado)|sobras de (?:comida|la cena|la comida|ayer|navidad)|aprovechar (?:las )?sobras',
    imagePrompt: 'prompts? (?:para|que) (?:generar|crear|hacer|dise[ñn]ar)(?: un| una)? (?:[a-zà-ÿ-]+ ){0,5}?(?:en|con|para) (?:midjourney|dall-?e|stable diffusion|firefly|leonardo|ideogram|flux)(?![a-zà-ÿ])|(?:prompts?|descripci[óo]n) (?:para|de|en) (?:(?:generar|crear|hacer) )?(?:una |la |las |unas )?(?:im[áa]gen(?:es)?|ilustraci(?:[óo]n|ones)|portadas?|fotos?|midjourney|dall-?e|stable diffusion|firefly|leonardo|ideogram|flux)|prompts? de (?:im[áa]gen(?:es)?|ilustraci(?:[óo]n|ones))',
    datingProfile: '(?:descripci[óo]n|perfil|bio|sobre m[íi]|respuestas?) (?:[a-zà-ÿ]+ ){0,6}?(?:tinder|bumble|hinge|okcupid|(?:app|aplicaci[óo]n|p[áa]gina|web) de citas)|(?:perfil|bio|descripci[óo]n) (?:de|para) (?:mi )?(?:tinder|bumble|hinge|okcupid|citas)',
    profile: '(?:descripci[óo]n|perfil|bio|anuncio|extracto|secci[óo]n acerca de|acerca de m[íi]|sobre m[íi])(?= .{0,40}(?:idealista|fotocasa|habitaclia|inmobiliaria|airbnb|booking|vrbo|linkedin))',
    personalComposition:
      '(?:redacci[óo]n|composici[óo]n|ensayo)(?: (?:corta|corto|breve|descriptiva|descriptivo|narrativa|narrativo))? (?:sobre|de|acerca de|describiendo(?: a)?) (?:mi|mis|nuestr[oa]s?) (?:[a-zà-ÿ]+ ){0,2}?(?:mejor amig[oa]|amig[oa]s?|familia|vacaciones|verano|mascota|perr[oa]|gat[oa]|abuel[oa]s?|madre|padre|mam[áa]|pap[áa]|herman[oa]s?|casa|barrio|pueblo|ciudad|escuela|colegio|cole|profe(?:sor|sora)?|infancia|fin de semana|cumpleaños|navidad(?:es)?|hobby|afici[óo]n|deporte favorito|comida favorita|lugar favorito|d[íi]a favorito|h[ée]roe)(?![a-zà-ÿ])',
    childMystery: '(?:cuentos?|historias?|relatos?|novelas? cortas?) (?:cort[oa]s? )?(?:de|sobre) (?:misterio|detectives?|un(?:a)? detective|enigmas?|un misterio)(?=[^.\\n]{0,60}(?<![a-zà-ÿ])(?:niñ[oa]s?|peques|hij[oa]s?|años|alumn[oa]s|clase|sobrin[oa]s?)(?![a-zà-ÿ]))|misterios? (?:para|a) (?:mis |mi |los |l[ao]s )?(?:niñ[oa]s?|peques|hij[oa]s?|alumn[oa]s)(?![a-zà-ÿ])',
    childStory: '(?:cuentos?|historias?) (?:para dormir|de buenas noches|antes de dormir|para ir a dormir)|(?:cuentos?|historias?|f[áa]bulas?) (?:[a-zà-ÿ]+ ){0,5}?para (?:niñ[oa]s|peques|mis hij[oa]s)(?![a-zà-ÿ])|cuentos? (?:para|a) (?:mi|un|una|nuestr[oa]) (?:hij[oa]|niñ[oa]|sobrin[oa]|niet[oa]|peque(?:ñ[oa])?) de (?:\\d+|dos|tres|cuatro|cinco|seis|siete) años',
    rapVerse: '(?:(?:una |un )?(?:estrofa|verso|barras|freestyle) (?:de|para (?:un|mi)) (?:rap|trap|hip ?hop|freestyle|drill))|(?:\\d+|diecis[ée]is|ocho|doce) barras|(?:rap|trap) de (?:\\d+|diecis[ée]is|ocho|doce) (?:barras|versos)',
    songPart: "(?:pre-?coros?|pre-?estribillos?|estribillos?)(?! (?:de|del) (?:la |esta |esa )?(?:canci[óo]n )?[\"'])|(?:puentes?|coros?|estrofas?|versos?|intro|outro)(?= (?:[a-zà-ÿ'-]+ ){0,7}?canci[óo]n(?:es)?(?![a-zà-ÿ]))",
    lyrics: 'jingles? (?:para|de|sobre)|letras? (?:de|para) (?:una )?canci[óo]n|canci[óo]n(?:es)? de cuna|nanas? (?:para|de)|(?:escrib[a-zà-ÿ]*|comp[oó]n[a-zà-ÿ]*|hazme|haceme|cr[ée]ame|crea) (?:una |un |la |el )?(?:canci[óo]n|rap|trap|jingle)',
    jokes: 'chistes?|juegos? de palabras',
    codeExplanation: 'expl[íi]ca(?:me)? (?:este|el|mi|esta|la|qu[ée] hace (?:este|esta|el|la)|c[óo]mo funciona (?:este|esta|el|la)) (?:c[óo]digo|funci[óo]n|consulta|regex|expresi[óo]n regular|script|l[íi]nea|m[ée]todo|clase|bucle)|qu[ée] hace (?:este|esta|el|la|mi) (?:c[óo]digo|funci[óo]n|consulta|regex|l[íi]nea|m[ée]todo|bucle)',
    personalityQuiz: 'tests? (?:de personalidad|divertidos? (?:de|para) (?:saber|descubrir) qu[ée])|(?:qu[ée]|cu[áa]l) (?:[a-zà-ÿ]+ ){1,2}eres(?= (?:test|quiz))|qu(?:iz|ices) de personalidad',
    quotes: 'frases? (?:motivadoras?|motivacionales?|inspiradoras?|de motivaci[óo]n|c[ée]lebres|positivas|bonitas|para motivar)|citas? (?:c[ée]lebres|motivadoras?|inspiradoras?)',
    rhymes: 'qu[ée] rima con|palabras que riman con|rimas? (?:para|con)(?= (?!(?:una |la |mi )?(?:canci[óo]n|poema|niñ[oa]s)))',
    icebreakers: 'preguntas (?:para|de) romper el hielo|rompehielos|preguntas para conocer(?:nos|se|(?: mejor)? a)',
    audienceThanks: '(?:mensajes?|posts?|publicaci[óo]n|textos?|v[íi]deos?|frases?) (?:de agradecimiento|para agradecer(?:les)?|agradeciendo) (?:a |para )?(?:todos )?(?:mis|nuestros|nuestras|mi|nuestra) (?:seguidores|seguidoras|suscriptores|comunidad|audiencia|fans)(?![a-zà-ÿ])|agradec(?:er(?:les)?|iendo)(?: a)? (?:todos )?(?:mis|nuestros|mi|nuestra) (?:seguidores|seguidoras|suscriptores|comunidad|audiencia|fans)(?![a-zà-ÿ])',
    clientGreetings: '(?:frases?|mensajes?|saludos?|felicitaci[óo]n(?:es)?|textos?|deseos|tarjetas?)(?= [^.?!\\n]{0,60}(?:clientes|clientas|pacientes)(?![a-zà-ÿ]))(?= [^.?!\\n]{0,60}(?:felicit|saludo|navidad|navideñ|año nuevo|fiestas|feliz|d[íi]a del padre|d[íi]a de la madre|san valent[íi]n|pascua|aniversario))|(?:felicitar|saludar) a (?:todos )?(?:mis|nuestros|nuestras) (?:clientes|clientas|pacientes)(?![a-zà-ÿ])',
    card: 'tarjetas? (?:de|para)(?! (?:visita|presentaci[óo]n|empresa|negocio|sellos|puntos|fidelidad|fidelizaci[óo]n|cliente frecuente|cr[ée]dito|d[ée]bito|transporte|embarque|memoria|sonido|v[íi]deo|red|sim)(?![a-zà-ÿ]))|felicitaci[óo]n(?:es)? (?:de|para) (?:navidad|cumplea[ñn]os|año nuevo|fin de año|aniversario|boda|pascua)|mensajes? (?:de|para) (?:agradecimiento|felicitaci[óo]n|cumplea[ñn]os|p[ée]same|condolencias|despedida|aniversario|navidad)|notas? de agradecimiento|dedicatorias?|felicitar(?:la|lo|le)?|felicidades (?:a|para) (?:mi|mis|nuestr[oa]s?)(?= [a-zà-ÿ])|saludo de (?:cumplea[ñn]os|navidad|fin de a[ñn]o)',
    gift: 'ideas? (?:de|para) (?:un |el )?regalos?|regalos? (?:para|de) (?:mi|nuestr[oa]|un|una) |(?:qu[ée]|q) (?:le |les )?(?:regalo|puedo regalar|regalarle|regalar)',
    interviewGuide: '(?:preguntas|gu[íi]a|guion|gui[óo]n) (?:para|de) (?:una |la |mis |las )?entrevistas? (?:semi-?estructuradas?|estructuradas?|en profundidad|cualitativas?|de investigaci[óo]n)|(?:preguntas|gu[íi]a|guion|gui[óo]n) (?:para|de) (?:una |la |mis |las )?entrevistas? (?:[a-zà-ÿ]+ ){0,4}?(?:para|de) (?:mi |un |una |el |la )?(?:investigaci[óo]n|estudio|tesis|tfg|tfm|trabajo de campo)|entrevistas? semi-?estructuradas?',
    survey: 'encuestas?|cuestionarios? de (?:satisfacci[óo]n|opini[óo]n|clima)|formularios? de (?:opini[óo]n|satisfacci[óo]n|feedback)',
    recommendations: '^(?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|unos|unas|algunos|algunas) (?:buen[oa]s |mejores )?(?:libros|novelas|pel[íi]culas|pelis|series|p[óo]dcasts|documentales|canciones|juegos de mesa|videojuegos|canales de youtube) (?:para|sobre|de|que|como|parecid)(?![a-zà-ÿ])|(?:una |mi )?lista de lecturas|lecturas recomendadas|^(?:buen[oa]s |mejores )?(?:libros|novelas|pel[íi]culas|pelis|p[óo]dcasts|documentales|canciones|juegos de mesa|videojuegos) (?:para|sobre|de|que|como|parecid)(?![a-zà-ÿ])|qu[ée] (?:veo|leo|escucho)(?: (?:esta noche|hoy|este finde|este fin de semana))?(?= *[?¿,.!]|$)|(?:dame|dime|recomi[ée]ndame|nombra(?:me)?) (?:\\d+ |unos |unas |algunos |algunas )?(?:buen[oa]s )?(?:libros|novelas|pel[íi]culas|pelis|p[óo]dcasts|juegos de mesa|videojuegos|juegos|documentales|canciones|[áa]lbumes|discos)(?= (?:para|de|que|como|sobre|parecid)(?![a-zà-ÿ]))|(?:qu[ée]|q|cu[áa]les?) (?:libros?|novelas?|pel[íi]culas?|pelis?|series?|p[óo]dcasts?|canciones|m[úu]sica|[áa]lbumes|discos|juegos|videojuegos|documentales|animes?|mangas?|c[óo]mics) (?:(?:de|en) [a-zà-ÿ0-9+]+ )?(?:me |nos )?(?:recomiendas|recomendar[íi]as|recomiendan|sugieres|puedo (?:ver|leer|escuchar|jugar)|deber[íi]a (?:ver|leer|escuchar|jugar))|(?:una )?lista de (?:\\d+ |[a-z]+ )?(?:libros?|novelas?|pel[íi]culas?|pelis?|series?|p[óo]dcasts?|canciones|m[úu]sica|[áa]lbumes|discos|juegos|videojuegos|documentales|animes?|mangas?|c[óo]mics)|(?:libros?|novelas?|pel[íi]culas?|pelis?|series?|p[óo]dcasts?|canciones|m[úu]sica|[áa]lbumes|discos|juegos|videojuegos|documentales|animes?|mangas?|c[óo]mics) (?:parecid[oa]s? a|como|similares a)|(?:cu[áa]les son )?(?:los |las )?mejores (?:libros|novelas|pel[íi]culas|pelis|series|p[óo]dcasts|documentales|canciones|[áa]lbumes|videojuegos) (?:de|sobre|para|que)|(?:(?:me |nos )?recomiendas|(?:me |nos )?recomendar[íi]as|recomi[ée]nda(?:me|nos)?|recomendame|recomendaci[óo]n(?:es)? de|sugi[ée]re(?:me|nos)?|sugerime|sugerencias de) (?:\\d+ |unos |unas |algunos |algunas |alg[úu]n |alguna |un |una )?(?:buen[oa]s? )?(?:libros?|novelas?|pel[íi]culas?|pelis?|series?|p[óo]dcasts?|canciones|m[úu]sica|[áa]lbumes|juegos|videojuegos|documentales|animes?)',
    aboutPage:
      '(?:un |el )?texto (?:para|de) (?:la|mi|nuestra) (?:web|p[áa]gina(?: web)?) (?:sobre|de) (?:nosotr[oa]s|m[íi])|p[áa]gina (?:sobre|de) (?:nosotr[oa]s|m[íi])|secci[óo]n (?:sobre|de) (?:nosotr[oa]s|m[íi])|sobre m[íi] (?:para|en) (?:la|mi) web|qui[ée]nes somos|sobre nosotr[oa]s|acerca de nosotr[oa]s|nuestra historia|(?:descripci[óo]n|presentaci[óo]n|bio|secci[óo]n (?:sobre nosotr[oa]s|acerca de)) (?:de|para) (?:mi|nuestra|la) tienda(?: (?:online|en l[íi]nea|de (?!(?:un|una|unos|unas|estos|estas|este|esta|mis)(?![a-zà-ÿ]))[a-zà-ÿ]+)){0,2}(?! de productos?)(?!(?: (?:online|en l[íi]nea|virtual|web))? (?:de|con) (?:un|una|unos|unas|estos|estas|este|esta|mis)(?![a-zà-ÿ]))',
    jobPost: 'descripci[óo]n (?:de|del) (?:puesto|cargo|empleo|trabajo)|ofertas? (?:de empleo|de trabajo|laboral)|avisos? (?:de empleo|laboral|de trabajo)|b[úu]squeda laboral',
    agenda: 'agenda (?:semanal |mensual |diaria )?(?:para|de) (?:una |la |nuestra |mi )?(?:[a-zà-ÿ0-9-]+ ){0,2}(?:reuni[óo]n|daily|stand-?up|junta|asamblea|comit[ée]|claustro|kick-?off)|orden(?:es)? del d[íi]a',
    studyNotes: 'apuntes (?:de|sobre)|chuleta|fichas? de estudio|gu[íi]a de estudio|resumen para estudiar',
    commentReply:
      '(?=[^\\n]{0,120}(?:mis? (?:[a-zà-ÿ]+ )?(?:v[íi]deos?|reels?|posts?|recetas?|canal|contenido|tiktoks?|p[áa]gina|cuenta|publicaci[óo]n(?:es)?|directos?|podcast|tutorial(?:es)?)|seguidor(?:es|as?)?|suscriptor(?:es|as?)?|haters?|troles?|trolls?|gente que (?:me )?(?:pregunta|pide|comenta)|en los comentarios))(?:(?:c[óo]mo|qu[ée]) (?:le |les )?)?(?:(?:una |la )?respuestas?|responde(?:me|le|les)?|resp[óo]nde(?:me|le|les)|contesta(?:me|le|les)?|cont[ée]sta(?:me|le|les)|responder(?:le|les)?|contestar(?:le|les)?|respondo|contesto) (?:a |para )?(?:(?:un|una|el|la|los|las|este|esta|ese|esa|estos|estas|mi|mis) )?(?:[a-zà-ÿ0-9-]+ ){0,3}?(?:comentarios?|seguidor(?:es|as?)?|suscriptor(?:es|as?)?|haters?|troles?|trolls?|gente que)(?![a-zà-ÿ])',
    reviewReply:
      '(?:(?:una |la )?respuestas?|(?:responde|resp[óo]nde(?:le|les)?|respond[eé]le|contesta|cont[ée]stale|contest[aá]le|responder(?:le)?|contestar(?:le)?|respondo|contesto)) (?:a |para )?(?:un|una|el|la|los|las|este|esta|ese|esa|estos|estas|mi|mis|nuestr[oa]s?)? ?(?:[a-zà-ÿ0-9-]+ ){0,3}?(?:rese[ñn]as?|opini[óo]n(?:es)?|valoraci[óo]n(?:es)?|comentarios?(?! (?:del|de mi|en el) (?:c[óo]digo|pr|pull))|quejas? (?:p[úu]blicas?|en (?:google|redes|instagram|facebook|twitter|tripadvisor|amazon|tiktok|youtube)))|(?:un|una|el|la|este|esta) (?:cliente|clienta|usuari[oa]|comensal|hu[ée]sped|comprador|compradora|paciente|persona|señor|señora|chico|chica) (?:me |nos )?(?:dej[óo]|escribi[óo]|puso|public[óo]|ha dejado|ha escrito|ha puesto) (?:una |un )?(?:[a-zà-ÿ0-9-]+ ){0,3}?(?:rese[ñn]as?|opini[óo]n|valoraci[óo]n|comentario)(?=[^\n]{0,160}(?:respond|contest|respuesta))|(?:me|nos) (?:dejaron|han dejado|pusieron|han puesto|escribieron|han escrito) (?:una |un )?(?:[a-zà-ÿ0-9-]+ ){0,3}?(?:rese[ñn]as?|opini[óo]n|valoraci[óo]n|comentario)(?=[^\n]{0,160}(?:respond|contest|respuesta))',
    customerReply: '(?:(?:un|una|el|la|mi) (?:cliente|clienta|comprador|compradora|hu[ée]sped) (?:est[áa] |anda |se puso |me escribi[óo] )?(?:muy |s[úu]per |re |bien )?(?:enojad[oa]|enfadad[oa]|molest[oa]|furios[oa]|cabread[oa]|indignad[oa]|encabronad[oa]|pesad[oa])|(?:un|una|el|la|mi) (?:cliente|clienta|comprador|compradora|hu[ée]sped) (?:muy |s[úu]per |re )?(?:enojad[oa]|enfadad[oa]|molest[oa]|furios[oa]|cabread[oa]|indignad[oa]))(?=[^\\n]{0,200}(?:ay[úu]dame a (?:responder|contestar)|(?:qu[ée]|c[óo]mo) (?:le )?(?:respondo|contesto|digo|escribo|pongo)|(?:escr[íi]beme|hazme|redacta(?:me)?) (?:una |la )?respuesta))|(?:responde|respond[eé]le|contesta|contest[aá]le|responder|contestar)(?:le)? a (?:un|una|el|la|este|esta|nuestr[oa]) (?:cliente|clienta|comprador|compradora|hu[ée]sped)|respuesta (?:a|para) (?:un|una|el|la) (?:cliente|clienta|comprador|hu[ée]sped)|(?:(?:una |la )?respuesta|responde|resp[óo]ndele|contesta|cont[ée]stale|responder(?:le)?|contestar(?:le)?) (?:a|para) (?:est[ea]|es[ea]|la|el|una|un|mi) (?:queja|reclamaci[óo]n|mensaje) (?:de|del) (?:un |una |el |la |mi |nuestr[oa] )?(?:cliente|clienta|comprador|compradora|hu[ée]sped|usuari[oa])',
    workReview:
      "(?:rese[ñn]a|cr[íi]tica)(?: cr[íi]tica)? (?:de|sobre) (?:la |el |una |un )?(?:pel[íi]cula|peli|libro|novela|serie|[áa]lbum|disco|documental|anime|videojuego|obra de teatro|musical)(?! (?:que|mi|nuestr[oa])(?![a-zà-ÿ]))(?![a-zà-ÿ])",
    publicReview: 'rese[ñn]as?|opini[óo]n (?:para|en) (?:google|tripadvisor|airbnb|booking)',
    shoppingList:
      'listas? (?:de (?:la )?compras?|del s[úu]per|de supermercado|de equipaje|de (?:las )?(?:cosas|lo) (?:que|q|para) (?:llevar|meter)|de (?:las )?(?:cosas|lo) (?:que|q) (?:(?:tengo|tenemos|hay|debo|debemos|tendr[ée]|tendremos) (?:que|q) (?:llevar|meter|comprar|preparar|empacar|llevarme)|(?:necesito|necesitamos|me hace falta|nos hace falta|hace falta|me falta|nos falta|hay que comprar)(?: llevar| comprar)?(?= (?:para|en|a)\\s))|para (?:hacer )?la compra|para (?:la|mi) maleta)|qu[ée] (?:llevar|llevo|meto|me llevo|meter|debo llevar) en (?:la|mi) maleta|checklists? (?:para|de|antes) (?:(?:un|el|mi|la|una) )?(?:viaje|vacaciones|mudanza|camping|playa|maleta|vuelo|hospital|beb[ée])',
    aiPrompt:
      '(?:un |el )?prompts? (?:para|que) (?:que )?(?:(?:me )?(?:haga|ayude|act[úu]e|convierta) )?(?:a )?(?:chat ?gpt|gpt|gemini|claude|copilot|la ia|una ia|un (?:chatbot|bot|asistente))|prompts? (?:para|de) (?:chat ?gpt|gpt|gemini|claude|copilot|la ia|un (?:chatbot|asistente))(?! (?:de |para )?(?:im[áa]gen|foto|ilustraci))',
    socialBio: 'bio(?:graf[íi]a)?(?= (?:para|de|en) (?:mi )?x(?![a-zà-ÿ0-9]))|bio(?:graf[íi]a)?(?=[^.\\n]{0,40}(?:instagram|insta|ig|tik ?tok|twitter|threads|perfil|cuenta|twitch))(?![^.\\n]{0,40}(?:artista|spotify|bandcamp|soundcloud))|(?:instagram|tik ?tok|twitter|twitch) bio',
    collabPitch: '(?=[^\\n]{0,100}(?:marcas?|seguidores|influencer|creador|creadora|instagram|tik ?tok|youtube|canal|cuenta))(?:propuestas? (?:de |para )(?:(?:una |la )?colaboraci[óo]n|colaborar)|(?:propuestas?|mensajes?|emails?|correos?|mails?|dms?) (?:para|a) (?:una |la |esta |mi )?marca(?= [^.?!\\n]{0,60}colabor)|(?:propuestas?|mensajes?|emails?|correos?|mails?|dms?) (?:para )?(?:proponer|pedir|ofrecer)(?:le)? (?:una )?colaboraci[óo]n)',
    speakerBio: 'bio(?:graf[íi]a)? (?:breve |profesional )?(?:para|de|en) (?:la |una |mi |el )?(?:perfil de artista|artista|spotify|bandcamp|soundcloud|web|conferencia|ponencia|charla|libro|evento|congreso|ponente|speaker|orador|oradora|conferencista|portafolio|portfolio)|semblanza',
    salesPitch:
      '(?:pitch|speech|discurso|argumentario|guion)(?:es|s)? (?:de |para )?(?:ventas?|comercial(?:es)?)(?![a-zà-ÿ])|pitch(?:es)?(?: de (?:\\d+|un|una|medio) (?:segundos?|minutos?|min))? (?:para|de) (?:vender|ofrecer|conseguir clientes)|(?:pitch|argumentario) (?:para|de) (?:mi|nuestro|nuestra) (?:[a-zà-ÿ-]+ ){0,2}?(?:servicio|producto|software|app|agencia|negocio)(?= [^.?!\\n]{0,60}(?:clientes?|tiendas?|empresas?|negocios?|restaurantes?|ferreter[íi]as?|pymes?))',
    pitch: '(?:elevator )?pitch(?! deck)|discurso de ascensor|presentaci[óo]n (?:para|ante) inversores',
    invoice: 'plantillas? (?:de|para) (?:una )?facturas?|modelos? de factura|facturas? (?:para|de) aut[óo]nomos?',
    parentConcern: '(?=[^\\n]{0,140}(?:bullying|acoso|acosan|le pegan|l[oae] molestan|le insultan|se burlan|se meten con|maltrat))(?:mensajes?|correos?|e-?mails?|mails?|notas?|cartas?|escribir(?:le)?|escrib[eo](?:le)?)(?: [a-zà-ÿ]+){0,4}? (?:a la|al|a) (?:maestr[oa]|profe(?:sor(?:a)?)?|tutor(?:a)?|director(?:a)?|colegio|escuela)(?![a-zà-ÿ])',
    schoolNewsletter: '(?:newsletters?|bolet[íi]n(?:es)?)(?=[^.\\n]{0,60}(?<![a-zà-ÿ])(?:colegio|cole|escuela|clase|aula|instituto|guarder[íi]a|familias|padres|apoderados|alumnos)(?![a-zà-ÿ]))',
    newsletter: 'newsletters?|bolet[íi]n(?:es)?(?= (?:de|para|mensual|semanal|informativo))',
    promoEmail:
      '(?:e-?mails?|correos?|mails?) (?:para|a) (?:mis |nuestr[oa]s |l[oa]s )?(?:clientes|clientas|suscriptores|suscriptoras)(?= [^.\\n]{0,40}(?:black friday|cyber monday|buen fin|hot sale|rebajas|ofertas?|descuentos?|promoci[óo]n|lanzamiento|liquidaci[óo]n)(?![a-zà-ÿ]))|campa[ñn]a de (?:e-?mail|correo|mailing)|(?:e-?mails?|correos?|mails?) (?:para|de) (?:mi|nuestra|la|una|esta) campa[ñn]a (?:de|del) (?:navidad|black friday|cyber monday|buen fin|hot sale|rebajas|ofertas|descuentos?|promoci[óo]n|lanzamiento|ventas|verano|invierno|san valent[íi]n|d[íi]a de (?:la madre|las madres)|d[íi]a del padre|fin de año|vuelta al cole|regreso a clases)(?![a-zà-ÿ])|(?:campa[ñn]a|secuencia|serie) de (?:\\d+ |dos |tres |cuatro |cinco )?(?:e-?mails?|correos?|mails?)(?= (?:para|de|con|sobre|promocional))|(?:e-?mail|correo|mail)s? (?:promocional(?:es)?|de promoci[óo]n|de ventas|de marketing|de descuento|de black friday|de navidad|de rebajas|de lanzamiento)|mailing(?! list)',
    showIntro:
      '(?:intros?|outros?|entradillas?|cortinillas?|despedidas?|cierres?)(?: (?:corta|corto|breve|nuev[oa]|[ée]pic[oa]))? (?:para|de|del) (?:mi |nuestro |el )?(?:canal|p[óo]dcasts?|programa|stream|directo)(?![a-zà-ÿ])|(?:intros?|outros?) (?:de|para) (?:youtube|twitch)',
    podcastScript: 'gui[óo]n(?:es)? (?:para|de|del) (?:un |el |mi |nuestro )?(?:p[óo]dcast|episodio)|(?:p[óo]dcast|episodio) (?:de|sobre)[^.\\n]{0,60}gui[óo]n',
    admissionEssay:
      "ensayos? (?:personal(?:es)? )?(?:para|de) (?:la |mi )?(?:aplicaci[óo]n|admisi[óo]n|solicitud|postulaci[óo]n|ingreso)(?![a-zà-ÿ])|ensayos? para (?:entrar|aplicar|postular(?:me)?|ingresar) (?:a|en) (?:la |una )?(?:universidad|college|facultad)",
    personalStatement: 'solicitud de (?:una |la )?beca|(?:carta|ensayo|texto|redacci[óo]n) (?:para|de) (?:una |la |mi )?(?:solicitud de )?beca|por qu[ée] (?:me )?merezco (?:la|esta|una) beca|carta de motivaci[óo]n(?= (?:para|de) (?:una |la |el |un )?(?:beca|m[áa]ster|universidad|grado|erasmus|intercambio|doctorado|programa|posgrado))|declaraci[óo]n personal|statement of purpose|personal statement',
    // Thirty-third round: un problema ("si un tren sale a las 3 a 80 km/h y otro a las 4 a 100 km/h, a qué hora lo alcanza?",
    // "Juan tiene el doble de edad que su hermana… ¿cuántos años tiene cada uno?") da dos o más cifras antes de preguntar una
    // cantidad, sobre el caso de nadie en concreto; una cuenta ("cuánto es el 15% de 240") también lo es.
    mathProblem:
      "^(?!(?:eres|act[úu]a|act[úu]es)(?![a-zà-ÿ]))(?:\\D*(?<!\\d)\\d+(?:[.,:/]\\d+)*(?!\\d)){2}[^?]*?cu[áa]nt[oa]s? (?:me |le |les |nos |te )?(?:quedan?|sobran?)(?![a-zà-ÿ])|cu[áa]ntos d[íi]as (?:faltan|quedan|hay) (?:para|hasta|entre)(?= )(?=[^\\n]*\\d)|^(?!(?:eres|act[úu]a|act[úu]es)(?![a-zà-ÿ]))(?!(?:dame|haz|hazme|escribe|escr[íi]beme|planea|organiza|prepara)(?![a-zà-ÿ]))(?![^?]*para \\d+ (?:personas|comensales|invitados|porciones)(?![a-zà-ÿ]))(?![\\s\\S]*(?<![a-zà-ÿ])(?:yo|mi|mis|me|tengo|nosotros|nuestr[oa]s?|necesito|quiero|gano|debo|ganamos|tenemos)(?![a-zà-ÿ]))(?:\\D*(?<!\\d)\\d+(?:[.,:/]\\d+)*(?!\\d)){2}[^?]*?(?<![a-zà-ÿ])(?:cu[áa]nt[oa]s?|a qu[ée] hora|cu[áa]ndo|qu[ée] (?:distancia|velocidad|edad|hora)|en cu[áa]nto tiempo|cu[áa]l (?:era|es|ser[áa]|fue) (?:el|la) (?:precio|resultado|velocidad|distancia|edad|[áa]rea|per[íi]metro|total))(?! [a-zà-ÿ ]{0,30}(?:deber[íi]a|necesit|recomiend)(?![a-zà-ÿ]))|cu[áa]nto (?:es|son|da) (?:el )?\\d[\\d.,]*\\s*(?:%|por ?ciento|[-+*/x×÷^]|m[áa]s|menos|por|entre|dividido)\\s*(?:de\\s*)?\\d+|resu[ée]lve(?:me)? (?:este|el siguiente) (?:problema|ejercicio)(?=\\s*:[^\\n]*\\d)|resuelve (?:esta|la|el|este|estas|estos|las|los) (?:ecuaci[óo]n(?:es)?|problemas? de (?:matem[áa]ticas|mates|f[íi]sica|qu[íi]mica)|integral(?:es)?|derivadas?|sistemas? de ecuaciones|inecuaci[óo]n(?:es)?)|ecuaci[óo]n(?:es)?(?= .{0,20}[=x])",
    fermiEstimate:
      "estimaci[óo]n de fermi|problema de fermi|(?:aproximadamente|m[áa]s o menos|a ojo) cu[áa]nt[oa]s(?= )(?![^.?\\n]*(?:cuesta|cuestan|costar|dinero|precio|presupuesto|calor[íi]as|(?<![a-zà-ÿ])(?:mi|mis|yo|me|tengo)(?![a-zà-ÿ])))|cu[áa]nt[oa]s(?= )(?![^.?\\n]*(?:cuesta|cuestan|costar|dinero|precio|presupuesto|calor[íi]as|(?<![a-zà-ÿ])(?:mi|mis|yo|me|tengo)(?![a-zà-ÿ])))(?=[^\\n]{0,100}(?:estimaci[óo]n|estima(?![a-zà-ÿ])|estimar|aproximad|a ojo|m[áa]s o menos))|estima cu[áa]nt[oa]s|cu[áa]nt[oa]s [a-zà-ÿ ]{1,30}? (?:caben|cabr[íi]an) en (?:un|una|el|la)(?![a-zà-ÿ])",
    ownConsequences:
      "qu[ée] (?:me )?(?:pasa|pasar[íi]a|pasar[áa]|puede pasar) si (?:no|yo|mi|mis|me|dejo|renuncio|pago|debo|firmo|cancelo|vendo|compro|cierro|abandono|falto)(?![a-zà-ÿ])(?! (?:como|bebo|tomo|mezclo|trago|toco)(?![a-zà-ÿ]))(?! [a-zà-ÿ]+(?:ra|ras|ramos|ran|se|ses|sen)(?![a-zà-ÿ]))",
    hypothetical:
      "qu[ée] (?:pasar[íi]a|ocurrir[íi]a|suceder[íi]a)(?: con [a-zà-ÿ ]{1,30}?)? si(?![^.?\\n]*(?<![a-zà-ÿ])(?:yo|mi|mis|me|dejo|nosotros|nuestr[oa]s?)(?![a-zà-ÿ]))(?= (?:[a-zà-ÿ]+ ){0,4}?[a-zà-ÿ]+(?:ra|ran|ramos|se|sen|semos)(?![a-zà-ÿ]))|c[óo]mo ser[íi]a (?:el mundo|la vida|la tierra|la historia|la sociedad) (?:si|sin)(?![a-zà-ÿ])|imagina un mundo (?:donde|sin|en el que)",
    opinion:
      "qu[ée] (?:opinas|piensas|te parece|opin[áa]s|pens[áa]s) (?:de|sobre|del|acerca de)(?! (?:mi|mis|este|esta|esto|estos|estas|lo que|nuestr[oa]s?)(?![a-zà-ÿ]))|cu[áa]l es tu opini[óo]n (?:de|sobre|acerca de)(?! (?:mi|mis|este|esta|esto)(?![a-zà-ÿ]))|si (?:t[úu] )?pudieras (?:[a-zà-ÿ]+ ){0,3}?(?:ir|viajar|vivir|conocer|tener|ser|elegir|cambiar)(?![a-zà-ÿ])|^¿?(?:y )?(?:t[úu] )?crees que(?! (?:mi|mis|debo|deber[íi]a|puedo|tengo|yo|este|esta|esto)(?![a-zà-ÿ]))",
    grantProposal: '(?:propuesta|solicitud|proyecto|memoria) (?:de|para) (?:una |la )?(?:subvenci[óo]n|financiaci[óo]n|ayuda a la investigaci[óo]n|convocatoria de (?:investigaci[óo]n|financiaci[óo]n))|propuesta de (?:proyecto de )?investigaci[óo]n',
    pressRelease: 'notas? de prensa|comunicados? de prensa',
    swot: 'dafo|foda|swot',
    priceList: 'listas? de precios|tablas? de precios|carta de precios|tarifas? (?:de|para) (?:mis |los |nuestros )?servicios|precios (?:de|para) (?:mis|los|nuestros) servicios|(?:qu[ée]|cu[áa]nto) (?:precio|precios) (?:le )?pongo (?:a|para) (?:mis|los) servicios',
    businessPermits: 'qu[ée] (?:permisos|licencias|tr[áa]mites|papeles|registros)(?: y (?:permisos|licencias|tr[áa]mites|papeles|registros))? (?:necesito|hacen falta|se necesitan|debo (?:sacar|tener|tramitar|pedir)|tengo que (?:sacar|tener|tramitar|pedir|hacer))|(?:permisos|licencias|tr[áa]mites) (?:para|de) (?:abrir|montar|poner|vender|empezar|iniciar)',
    estimate: 'presupuestos? (?:para|de) (?:un|una|la|el|mi|los|las) (?:reforma|obra|pintura|instalaci[óo]n|mudanza|boda|evento|web|p[áa]gina|dise[ñn]o|cocina|ba[ñn]o)|presupuestos? (?:para|de) (?:reformar|pintar|instalar)',
    cv: '(?:un|el|mi|nuevo) (?:cv|curr[íi]cul(?:um|o)(?: vitae)?|hoja de vida)|(?:cv|curr[íi]cul(?:um|o)) (?:para|de) |^(?:cv|curr[íi]cul(?:um|o)(?: vitae)?|hoja de vida)[.!?]*$',
    howTo: 'recu[ée]rdame c[óo]mo(?= )|^(?:pedirle|pedir) a (?:mi|mis) (?:jefe|jefa|casero|casera|profe|profesor|profesora|padres|mam[áa]|pap[áa]|cliente)(?= )|c[óo]mo (?:pongo|configuro|activo|desactivo|programo|creo|comparto|exporto) (?:un|una|el|la|los|las|mi|mis)(?= )|(?:un )?tutorial (?:para|de)(?= )|ay[úu]dame a (?:decirle|decirles|dec[íi]rselo|dec[íi]rselos|decir) que no(?= )|(?:necesito|quiero|tengo que|debo) (?:decirle|decirles|dec[íi]rselo|dec[íi]rselos|pedirle|pedirles) (?:a |al )?(?:mi|mis|el|la|los|las|nuestr[oa]s?)(?= )|c[óo]mo (?:le digo|les digo|se lo digo|decirle|decirles|dec[íi]rselo|dec[íi]rselos) (?:a |al )?(?:mi|mis|el|la|los|las|nuestr[oa]s?)(?= )|(?:cu[áa]l es )?la mejor (?:forma|manera) de (?!aprender(?![a-zà-ÿ]))[a-zà-ÿ]+|(?:cu[áa]les son |qu[ée] son )?(?:los )?pasos (?:para|a seguir para|que hay que seguir para) [a-zà-ÿ]+|qu[ée] pasos (?:tengo que|debo|hay que) (?:seguir|dar)|c[óo]mo (?:dejo de [a-zà-ÿ]+|(?:organizo|ordeno|limpio|decoro|quito|consigo|logro|aprendo|empiezo|mejoro|ahorro|supero|manejo|controlo|evito|paso|transfiero|conecto|configuro|instalo|actualizo|recupero|desbloqueo|bloqueo|comparto|descargo|encuentro|busco|grabo|edito|subo|exporto|importo|convierto|activo|desactivo|borro|elimino|reinicio|formateo|cambio|monto|mezclo) (?:mi|mis|el|la|los|las|a|un|una|m[áa]s|menos|de))|(?:consejos|tips|trucos) (?:para|de) (?:mejorar|ser (?:mejor|m[áa]s)|ganar|perder el miedo)|(?:cu[áa]les son )?(?:los |las )?mejores (?:ejercicios|estiramientos|alimentos|remedios(?: caseros)?|h[áa]bitos) (?:para|contra)|c[óo]mo (?:lo|la|le|los|las|les) (?:motivo|ayudo|convenzo|animo|calmo|trato|manejo|controlo|educo|ense[ñn]o|preparo|apoyo|consuelo)|qu[ée] pasos (?:debo|deber[íi]a|tengo que|hay que) (?:seguir|dar)|(?:cu[áa]l es )?la (?:mejor|m[áa]s f[áa]cil|m[áa]s r[áa]pida) (?:manera|forma) de (?!(?:decir|pedir|escribir|explicar|responder|contestar|cocinar|hacer un|hacer una)(?![a-zà-ÿ]))[a-zà-ÿ]+|la (?:manera|forma) m[áa]s (?:f[áa]cil|r[áa]pida|barata) de (?!(?:decir|pedir|escribir|explicar|responder|contestar)(?![a-zà-ÿ]))[a-zà-ÿ]+|por d[óo]nde (?:empiezo|comienzo|empezar)|c[óo]mo le explico (?:a|al) (?:mi|mis|nuestr[oa]s?)(?= )(?![^.?\\n]{0,40}(?:qu[ée] (?:es|son|significa)|c[óo]mo funciona|por qu[ée]))|qu[ée] (?:ejercicios|estiramientos|alimentos|remedios(?: caseros)?|h[áa]bitos) (?:van bien|ayudan|sirven|son buenos|me recomiendas|puedo hacer)(?= (?:para|con|contra) )|qu[ée] (?:hago|deber[íi]a hacer) primero|qu[ée] (?:puedo|podr[íi]a|debo) hacer para (?!que(?![a-zà-ÿ]))[a-zà-ÿ]+|c[óo]mo (?:calculo|configuro|instalo|aprendo|empiezo|puedo|hago|hago para|deber[íi]a|podr[íi]a|consigo|pido|negocio|se hace para) (?!(?:contestarle|escribirle|responderle|arreglar|solucionar|cocinar|preparar)(?![a-zà-ÿ]))[a-zà-ÿ]+|c[óo]mo (?:le|les|se lo|se la|lo|la) (?:digo|pido|aviso|reclamo|planteo|comento|propongo|cuento)(?= |$)',
    voicemail: '(?:(?:un|el) )?(?:mensaje|gui[óo]n|texto) (?:para|de|del) (?:el )?buz[óo]n(?: de voz)?|buz[óo]n de voz',
    conversationScript: 'gui[óo]n(?:es)? (?:de|para la) negociaci[óo]n|gui[óo]n(?:es)? (?:para|de) (?:pedir(?:le)?|decir(?:le)?|hablar(?:le)?|negociar|dejar|romper|plantear(?:le)?|proponer(?:le)?|cancelar|dar(?:me)? de baja|reclamar(?:le)?|quejarme)',
    callScript:
      'gui[óo]n(?:es)?(?: [a-zà-ÿ0-9]+){0,3}? (?:para|de) (?:(?:una|las|mis|unas) )?(?:llamadas?|llamar|televenta|telemarketing|venta telef[óo]nica|ventas por tel[ée]fono)|gui[óo]n(?:es)? (?:telef[óo]nicos?|de llamada)|qu[ée] (?:le )?digo (?:cuando|al) llam(?:o|ar)|(?:llamada|llamadas) en fr[íi]o',
    actionItems: '(?:las |los )?(?:tareas|acciones|pendientes)(?: que salen)? (?:de|en) (?:esta|la|mi|nuestra) (?:transcripci[óo]n|reuni[óo]n|llamada|conversaci[óo]n|videollamada)|lista de (?:tareas|acciones|pendientes)(?= (?:con|a partir|de (?:la|las|esta|estas|mis|nuestra)))|tareas (?:con|y) (?:sus |su )?responsables?|puntos de acci[óo]n|acciones (?:con|y) (?:sus |su )?responsables?|action items',
    seoMeta: '(?<!(?:qu[ée] (?:es|son)|expl[ií]ca(?:me)?) (?:una? |el |la |los |las )?)(?:meta ?descripci[oó]n(?:es)?|meta ?t[íi]tulos?|meta ?etiquetas?|etiquetas? (?:de )?t[íi]tulo|t[íi]tulos? seo|t[íi]tulos? (?:y|e) (?:las? )?meta ?descripci[oó]n(?:es)?)',
    // Thirty-third round: "identifica el sentimiento de esta reseña: …" y "cuáles de estos animales son mamíferos: delfín, tiburón…" también etiquetan lo dado.
    classification:
      "clasifica(?:r|me|los|las)?|categoriza(?:r|me|los|las)?|etiqueta(?:r|me)? (?:cada|estos|estas|los|las|el siguiente|la siguiente|todos|todas)|(?:identifica|detecta|determina|analiza|dime|cu[áa]l es) (?:el )?sentimiento|an[áa]lisis de sentimiento|cu[áa]l(?:es)? de (?:estos|estas|los siguientes|las siguientes)(?= (?:[a-zà-ÿ]+ ){0,3}?(?:es|son|era|eran|puede|pueden|tiene|tienen)(?![a-zà-ÿ]))(?![^?\\n]*(?:deber[íi]a|mejor|conviene|compro|elijo|recomiendas))(?=[^\\n]*:)",
    sorting:
      "(?:ordena|ord[ée]name|organiza|organ[íi]zame|pon(?:me)? en orden) (?:mis|estas|estos|las siguientes|los siguientes) (?:[a-zà-ÿ]+ ){0,2}?(?:ideas|puntos|temas|partes|secciones|pasos|diapositivas|elementos|cosas|argumentos|bloques|apartados)(?: (?:para|de|en) [^:\\n]{1,50})?(?= *:[^\\n]*,)|(?:ordena|ord[ée]name|organiza|organ[íi]zame) (?:mis|estas|estos|las|los) (?:[a-zà-ÿ]+ ){1,4}?por (?:prioridad|importancia|urgencia|fecha|tama[ñn]o|precio|orden alfab[ée]tico)(?![a-zà-ÿ])(?=[^\\n]*:)|(?:ordena|ord[ée]name|organiza|organ[íi]zame)(?: estos| estas)? (?:de menor a mayor|de mayor a menor|alfab[ée]ticamente|por orden alfab[ée]tico|cronol[óo]gicamente|de m[áa]s (?:antiguo|reciente|barato|caro|corto|largo|peque[ñn]o|grande) a m[áa]s [a-zà-ÿ]+)(?=[^\\n:]*:)|(?:ordena|ord[ée]name|organiza|organ[íi]zame|pon|ponme) (?:estas|estos|las siguientes|los siguientes|esta lista|la siguiente lista)(?![^\\n:]*(?:en grupos|por categor[íi]as|en categor[íi]as))(?=[^\\n]*(?:alfab[ée]tic|de menor a mayor|de mayor a menor|de m[áa]s (?:antiguo|reciente|barato|caro|corto|largo|peque[ñn]o|grande)|cronol[óo]gic|ascendente|descendente|por (?:fecha|tama[ñn]o|precio|a[ñn]o|nombre)|en orden))",
    businessPlanSection:
      '(?:resumen ejecutivo|plan (?:financiero|de marketing|de mercadeo|de operaciones|operativo)|(?:secci[óo]n|parte|apartado) (?:financiera|de finanzas|de marketing|de operaciones|del equipo)|descripci[óo]n de la empresa|proyecciones financieras|solicitud de financiaci[óo]n)(?= (?:de|del|para) (?:mi|nuestro|el|un) (?:[a-zà-ÿ-]+ )?plan de negocios?)',
    searchAd: '(?<!(?:c[óo]mo (?:funciona|funcionan|usar|uso)|qu[ée] (?:es|son)|aprender|curso de) )(?:anuncios? (?:de|en|para) )?(?:google ads?|adwords)(?![a-zà-ÿ])|anuncios? (?:de|en|para) (?:google|la red de b[úu]squeda|buscadores)(?![a-zà-ÿ])|campa[ñn]as? (?:de|en) (?:google|b[úu]squeda|sem|ppc)(?![a-zà-ÿ])',
    priceIncrease:
      '(?:(?:subida|aumento|incremento|ajuste)s? (?:de|en) (?:los |las |nuestros |mis )?(?:precios?|tarifas?|cuotas?|honorarios)|sub(?:ir|imos|iremos|imos los|o) (?:los |las |nuestros |nuestras |mis )?(?:precios|tarifas|cuotas|honorarios)|(?:aument|increment)(?:ar|amos|aremos) (?:los |las |nuestros |nuestras |mis )?(?:precios|tarifas|cuotas|honorarios))(?<=(?:avis|comunic|anunci|inform|dec|notific|diciendo|contar|carta|correo|mail|mensaje|aviso|cartel)[^\\n]{0,80})|(?:avisos?|comunicados?|cartas?|correos?|mails?|emails?|mensajes?) (?:de|por|sobre|anunciando) (?:la |una )?(?:subida|aumento|incremento) de (?:precios?|tarifas?|cuotas?)',
    quoteTemplate: '(?:plantillas?|modelos?|formatos?|formularios?) (?:de|para) (?:un |una |mis |los |las )?(?:presupuestos?|cotizaci[óo]n(?:es)?)(?![a-zà-ÿ])',
    faq: '(?<!(?:qu[ée] (?:es|son)|expl[íi]ca(?:me)?) (?:una |la |las |el |los )?)(?:preguntas (?:m[áa]s )?frecuentes|faqs?)(?![a-zà-ÿ])',
    objectionHandling:
      "(?:el|la|los|las|mis|un|una) (?:clientes?|clientas?|compradores?|compradoras?|prospectos?) (?:siempre |me |nos )*(?:dice|dicen|pone|ponen)(?: que)?(?:(?= [\"'“«])| (?:se )?lo (?:va|van) a pensar| no (?:tiene|tienen) (?:presupuesto|dinero|tiempo)| (?:lo )?(?:tiene|tienen) que (?:pensar|consultar))(?=[^\\n]{0,120}(?:respond|contest|digo|decir|cerrar))|objeci[óo]n(?:es)? de (?:venta|ventas|clientes?|precio)(?![a-zà-ÿ])|(?:manejar|manejo de|rebatir|responder(?: a)?|contestar(?: a)?|superar|respuestas? (?:a|para)) (?:las |una |la |esta |estas |l[oa]s m[áa]s comunes )?objeci[óo]n(?:es)?(?![a-zà-ÿ])|la objeci[óo]n [\"'“«]|(?:los |mis |l[oa]s )?(?:clientes|clientas|compradores|prospectos|la gente) (?:siempre |me )*(?:dicen|ponen (?:la )?(?:excusa|pega) de|se quejan de) (?:que )?[\"'“«]?(?:est[áa] |es |sale |son |est[áa]n )?(?:muy |demasiado |re |bien )?car[oa]s?(?![a-zà-ÿ])",
    paymentReminder:
      'recordatorios? (?:amables? )?(?:a|para) (?:mi|un|una|el|la|nuestr[oa]) (?:cliente|clienta)(?=[^\\n]{0,60}(?:debe|deben|pag|factura))|(?<!(?:pon(?:er|me)?|crea(?:r|me)?|programa(?:r|me)?|configura(?:r|me)?|agenda(?:r|me)?) (?:un |el |mi )?)(?:recordatorios?|avisos?) (?:amables? )?(?:de|del|para el) (?:pago|cobro|factura|impago|deuda)(?![a-zà-ÿ])|record(?:ar|[áa]r)le (?:a (?:un|una|mi|el|la|nuestr[oa]) (?:cliente|clienta|inquilin[oa]) )?(?:que (?:me |nos )?(?:pague|paguen|debe|deben)|el pago|la factura|la deuda)|(?:cobrar|reclamar)(?:le)? (?:el pago de )?(?:una|la|mi|esta) factura (?:pendiente|vencida|impagada|atrasada|que)|(?:cartas?|correos?|mensajes?|emails?|mails?) (?:de|por) (?:impago|factura vencida|facturas? pendientes?|deuda pendiente)',
    performanceReview:
      '(?<!(?:qu[ée] (?:es|son)|expl[íi]ca(?:me)?) (?:una |la |las )?)(?:evaluaci[óo]n|revisi[óo]n|valoraci[óo]n)(?:es)? (?:anual(?:es)? )?(?:de|del) (?:desempe[ñn]o|rendimiento)(?![a-zà-ÿ])(?! (?:de (?:la empresa|un (?:sistema|servidor|modelo|c[óo]digo|equipo inform))|del (?:sistema|servidor|modelo|c[óo]digo|sitio|ordenador|computador)))|evaluaci[óo]n(?:es)? anual(?:es)? (?:de|del|a|para) (?:un|una|mi|mis|el|la|los|las|nuestr[oa]s?) (?:emplead|trabajador|colaborador|equipo|personal)',
    menuCopy:
      '(?:descripci[óo]n(?:es)?|textos?) (?:cort[oa]s? |breves? )?(?:de|para) (?:los |las |mis |nuestros |nuestras |cada )?(?:platos?|postres?|bebidas|entrantes|entradas|tapas|c[óo]cteles|cocteles)(?![a-zà-ÿ])|(?:descripci[óo]n(?:es)?|textos?) (?:de|para) (?:la|mi|nuestra|el|nuestro) (?:carta|men[úu])(?![a-zà-ÿ])(?! (?:de|para) (?:una |la )?(?:cena|comida|fiesta|boda|navidad|evento|celebraci[óo]n))|(?:la |el )?(?:carta|men[úu]) (?:de|para|del) (?:mi|nuestro|nuestra|un|una|el) (?:[a-zà-ÿ]+ )?(?:restaurante|restaurant|bar|cafeter[íi]a|taquer[íi]a|pizzer[íi]a|marisquer[íi]a|cevicher[íi]a|asador|food ?truck|fonda|cocina econ[óo]mica)(?![a-zà-ÿ])',
    loyaltyProgram:
      '(?:programas?|sistemas?|clubs?|club) (?:de )?(?:fidelizaci[óo]n|fidelidad|lealtad|puntos|recompensas|referidos|clientes (?:frecuentes|fieles|vip)|socios|cliente frecuente)(?![a-zà-ÿ])|tarjetas? (?:de )?(?:fidelizaci[óo]n|fidelidad|puntos|sellos|cliente frecuente)(?![a-zà-ÿ])',
    okrs: '(?<!(?:qu[ée] (?:es|son)|expl[ií]ca(?:me)?|sobre) (?:un |el |los |las )?)(?:okrs?|objetivos y resultados clave)',
    outline:
      '(?<!(?:en|como) (?:un |forma de )?)esquemas?|[íi]ndices? (?:de|para)|estructura(?:r|rlo|rla|me)?(?= (?:el|la|mi|un|una|este|esta|lo|mis)\\s)|c[óo]mo (?:estructuro|organizo|ordeno) (?:el|la|mi|un|una)(?= (?:ensayo|trabajo|tfg|tfm|tesis|informe|presentaci[óo]n|art[íi]culo|texto|discurso|libro|cap[íi]tulo|documento|curso|temario|contenido|web|p[áa]gina|charla|ponencia|post|v[íi]deo|guion|gui[óo]n))|ay[úu]dame a estructurar',
    labReport: '(?:informes?|reportes?|memoria) de (?:laboratorio|(?:la |una |mi )?pr[áa]ctica(?: de laboratorio)?(?! (?:profesional|empresarial|laboral|pre-?profesional|en (?:la |una )?empresa)(?![a-zà-ÿ])))',
    report: 'informes?(?! de (?:lectura|un libro))|reportes?',
    thesisStatement: "(?:enunciado|declaraci[óo]n|frase|oraci[óo]n) (?:de )?(?:la )?tesis|(?:tesis|postura|idea central|afirmaci[óo]n central) (?:para|de) (?:mi|un|una|el) (?:ensayo|texto argumentativo)",
    researchQuestions: '(?<!qu[ée] (?:es|son) (?:una |las )?)preguntas? de investigaci[óo]n|(?:dame|formula(?:me)?|plant[ée]a(?:me)?|escr[íi]be(?:me)?|redacta(?:me)?|hazme|genera(?:me)?|prop[óo]n(?:me)?|sugi[ée]re(?:me)?|necesito) (?:\\d+|unas|dos|tres|cuatro|cinco|algunas|varias) hip[óo]tesis|hip[óo]tesis (?:de|para) (?:mi |un |una |el |la |nuestr[oa] )?(?:estudio|investigaci[óo]n|tesis|tfg|tfm|trabajo|proyecto|experimento)',
    academicSection:
      'objetivos? (?:general(?:es)?|espec[íi]ficos?)(?=[^.\\n]{0,80}(?:tesis|tfg|tfm|tesina|investigaci[óo]n|estudio|proyecto|trabajo|monograf[íi]a))|objetivos (?:de (?:la )?investigaci[óo]n|del estudio)|limitaciones (?:de|del) (?:mi |el |la )?(?:estudio|tfg|tfm|tesis|trabajo|investigaci[óo]n)|revisi[óo]n (?:de (?:la )?literatura|bibliogr[áa]fica|sistem[áa]tica de (?:la )?literatura)|estado del arte|estado de la cuesti[óo]n|marco te[óo]rico|(?:introducci[óo]n|conclusi[óo]n(?:es)?|marco te[óo]rico|estado de la cuesti[óo]n|estado del arte|abstract|metodolog[íi]a|justificaci[óo]n|discusi[óo]n|antecedentes|planteamiento del problema|problema de investigaci[óo]n|preguntas? de investigaci[óo]n)(?= (?:de|del|para) (?:mi |el |la |un |una |nuestr[oa] )?(?:tfg|tfm|tesis|trabajo|ensayo|paper|art[íi]culo|monograf[íi]a|proyecto))|(?:tfg|tfm|tesis|trabajo (?:de )?fin de (?:grado|m[áa]ster)|monograf[íi]a)(?=[^.\\n]{0,100}(?:introducci[óo]n|conclusiones|marco te[óo]rico|abstract|metodolog[íi]a|justificaci[óo]n|estado de la cuesti[óo]n|planteamiento del problema|problema de investigaci[óo]n|preguntas? de investigaci[óo]n))',
    troubleshooting:
      'stack ?traces?|traceback|traza (?:de )?(?:error|pila)|qu[ée] significa (?:este|ese|el|esto de este) error(?![a-záéíóúñ])|(?:mi|la|el|nuestr[oa]|est[ea]) (?:p[áa]gina|web|sitio|app|aplicaci[óo]n|servidor|formulario|bot[óo]n|programa|script|juego|proyecto|base de datos|api)(?: web)?(?: de [a-z]+)? (?:ya )?no (?:me )?(?:carga|funciona|abre|arranca|compila|se ve|muestra|responde|env[íi]a|guarda|conecta|se conecta|actualiza)(?![a-záéíóúñ])|(?:mi|la|nuestra) (?:app|aplicaci[óo]n|web|p[áa]gina web)(?: de [a-z]+)? (?:se cierra(?: sola)?|se cuelga|se bloquea|no (?:abre|arranca|compila|carga))|(?:mi|el|nuestro) (?:programa|script|juego|proyecto)(?: de [a-z]+)? (?:se cierra(?: solo)?|se cuelga|se bloquea|no (?:abre|arranca|compila|carga))|(?:arregl[a-zá]*|soluciono|solucionar|soluciona|resuelvo|resolver|quito|quitar|por qu[ée] me (?:sale|da|aparece|tira)|me (?:sale|da|aparece|tira|devuelve))(?: el| un| este| ese)?(?: error| c[óo]digo)* (?:de )?[45]\\d\\d(?! ?(?:palabras|euros|d[óo]lares|personas|km|[a-zà-ÿ]*s\\b))|error (?:c[óo]digo )?(?:de )?[45]\\d\\d|c[óo]digo de (?:salida|estado|error) -?\\d+|exit code -?\\d+|err_[a-z_]+|me (?:sale|da|aparece|salta|tira) (?:un |este |el |esto |ese )?(?:error|fallo)|(?:sale|da|aparece|salta|tira) (?:un |este |el |ese )?[\'"`«“]?[a-z.]+(?:error|exception)(?![a-z])|qu[ée] significa (?:este |el |ese )?(?:error )?[\'"`«“]?[a-z.]+(?:error|exception)(?![a-z])|(?:expl[íi]ca(?:me)?|arr[ée]gla(?:me)?|soluciona(?:me)?|resuelve|c[óo]mo (?:soluciono|arreglo|resuelvo|quito|se soluciona|se arregla)) (?:este|el|un|esta|la|ese) (?:error|fallo|excepci[óo]n|warning)|error (?:de|en|al) (?:python|java(?:script)?|node|npm|react|sql|excel|c[óo]digo|compilaci[óo]n|instalar|ejecutar|compilar|arrancar)|por qu[ée] (?:mi|el|este) (?:c[óo]digo|programa|script|app) (?:no funciona|falla|da error|lanza|tira)|por qu[ée] (?:no (?:me )?funciona|falla|no compila|da error) (?:mi|el|este|esta|la) (?:c[óo]digo|programa|script|app|funci[óo]n|consulta)|no (?:me )?(?:funciona|compila|arranca) (?:mi|el|este) (?:c[óo]digo|programa|script|app)|depura(?:r|me)?(?: (?:este|el|mi|esta|la|nuestro))? (?:[a-z.]+ )?(?:c[óo]digo|script|funci[óo]n|programa|componente|bucle|consulta|query|m[ée]todo|clase)(?![a-záéíóúñ])|depura(?:r|me|lo)?(?= *(?::|\\n|$))|arregla(?:r|me)? (?:este|el|mi|esta|la|nuestro) (?:c[óo]digo|script|funci[óo]n|programa|componente|bucle|consulta|query|m[ée]todo|clase)(?![a-záéíóúñ])|por ?qu[ée] (?:mi|el|este|esta|la|nuestro|nuestra) (?:[a-z.]+ ){0,2}?(?:c[óo]digo|script|programa|funci[óo]n|componente|bucle|consulta|query|hook|useeffect|regex|css|test|build)(?![a-záéíóúñ])',
    formula:
      'f[óo]rmulas? (?:de |en |para )?(?:excel|google sheets|sheets|hojas? de c[áa]lculo)|(?<=(?:tabla|excel|planilla|hoja|columna|celda)[^.?\\n]{0,80})f[óo]rmulas?|f[óo]rmulas?(?= [^.?\\n]{0,80}(?:columnas?|celdas?|filas?|excel|google sheets|hojas? de c[áa]lculo)(?![a-záéíóúñ]))',
    spreadsheet: '(?<!(?:expert[oa]s? en|(?:macros?|vba) (?:de|en|para)) )excel(?! (?:vba|macros?))|hojas? de c[áa]lculo|google sheets|planillas?(?= (?:de|para|en) )|plantillas? (?:de|en) (?:excel|sheets)|tabla (?:de excel|para llevar|para controlar)',
    checklist: 'checklists?|listas? de (?:verificaci[óo]n|comprobaci[óo]n|control|tareas (?:para|de) (?:el|la|un|una))|qu[ée] (?:debo|tengo que|hay que|deber[íi]a) (?:revisar|mirar|comprobar|fijarme|preguntar) (?:antes de|al) (?:comprar|alquilar|firmar|mudarme)(?![a-zà-ÿ])',
    news:
      '(?:(?:las |los )?(?:[úu]ltimas|principales|recientes) )?noticias (?:(?:m[áa]s )?(?:recientes|importantes|relevantes|destacadas) )?(?:(?:sobre|de) (?:[a-zà-ÿ0-9-]+ ){1,4}?)?(?:de (?:esta|la [úu]ltima|la) semana|de hoy|del d[íi]a|de ayer|de este mes|del mes|de este a[ñn]o|de actualidad|de [úu]ltima hora)|(?:las |los )?[úu]ltimas noticias|noticias (?:recientes|de actualidad|de [úu]ltima hora)|novedades de (?:esta|la [úu]ltima) semana|(?:qu[ée]|q) (?:ha pasado|pas[óo]) (?:esta semana|hoy|ayer)',
    careRoutine:
      'rutinas? (?:[a-zà-ÿ]+ ){0,4}?(?:skin ?care|facial|capilar|de belleza|(?:de cuidado|para el cuidado|de cuidados) (?:de (?:la |el |mi )?)?(?:piel|cara|rostro|cabello|pelo)|(?:para|de) (?:la |el |mi )?(?:piel|cara|rostro|cabello|pelo))|skin ?care|hair ?care|cuidado (?:facial|de la piel|del cabello|del pelo)',
    // Declining or answering one ("rechazar una invitación a una boda") is a reply, no invitation to write.
    invitation: '(?<!(?:rechazar|rechazo|rech[áa]zale|declinar|declino|responder a|responderle a|contestar a|contestarle a|decir que no a|aceptar) (?:una |la |esta |su |tu )?)invitaci[óo]n(?:es)?(?= (?:para|a|de) (?!conectar))|invitar a (?:mis|los|nuestros|la|el|todo el) (?:[a-zà-ÿ]+ ){0,2}?(?:a|al|para)(?= )',
    apologyNote:
      '(?:carta|mensaje|texto|nota|whatsapp|wasap)s? (?:de|para pedir) (?:disculpas?|perd[óo]n)|pedir(?:le|les)? (?:perd[óo]n|disculpas) a (?:mi|mis|la|el|nuestr[oa])|disculpar(?:me|nos) con (?:mi|mis|la|el|nuestr[oa])',
    connectionNote: '(?:mensaje|nota|solicitud|invitaci[óo]n) (?:de|para) (?:conexi[óo]n|conectar)|conectar (?:en|por) linkedin',
    personalBudget:
      '(?:presupuesto|plan) (?:para|de) (?:pagar|salir de|liquidar|saldar|quitarme) (?:mis |las |unas )?deudas|presupuesto (?:mensual|familiar|personal|dom[ée]stico|de (?:casa|gastos|mis gastos|la casa)|para (?:el|este|cada) mes)|organizar (?:mis|nuestros) gastos|(?:controlar|repartir|organizar) (?:mi|el) (?:sueldo|dinero|salario)',
    interviewPrep:
      '(?:consejos|tips|trucos) (?:para|antes de|de cara a) (?:una |la |mi )?(?:primera )?entrevista|prep[áa]r(?:a|ame|arme|arte|ar)(?: para)? (?:una |la |mi |esta )?entrevista|entrevista (?:de trabajo|laboral)(?= [^\\n]{0,200}?(?:prepar|ayud|consejos|tips))|simula(?:r|me)? (?:una |la )?entrevista',
    petBehaviour:
      '(?:mi|mis|nuestr[oa]s?) (?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|cachorr[oa]s?|mascotas?|loros?|periquitos?|agapornis|conejos?)(?= [^.?\\n]{0,60}(?:(?:grita|chilla|a[úu]lla|ma[úu]lla)(?:n)? (?:mucho|todo|sin parar|cada|por)|(?:ara[ñn]a|rasca|destroza|muerde|rompe)(?:ba|n)? (?:el |los |la |las |mis |todos? )?(?:sof[áa]|muebles?|puertas?|alfombras?|sillas?|cojines|zapatos|cables|todo)|ladra(?:n)? (?:mucho|todo|sin parar|a |cuando|por)|no (?:para|deja) de ladrar|tira de la correa|(?:no )?(?:hace|haga|se hace|se haga) (?:pis|caca) (?:fuera|en (?:casa|todas partes|la alfombra|el sof[áa]))|tiene (?:mucho )?(?:miedo|ansiedad) (?:a|de|cuando|por)|no usa (?:el |la |su )?(?:arenero|caja de arena)|salta encima|(?:es )?agresiv[oa]|muerde a))|(?:c[óo]mo )?(?:hago para que|consigo que|evito que|hacer para que) (?:mi|nuestr[oa]) (?:perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|cachorr[oa])(?= (?:no )?(?:ladre|muerda|ara[ñn]e|tire|haga (?:pis|caca)|salte|rompa|destroce|se suba|use el arenero))|(?:c[óo]mo )?(?:le )?(?:ense[ñn]o|ense[ñn]ar|educar|educo|adiestrar|hago para que|consigo que) (?:a )?(?:mi|nuestr[oa]) (?:perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|cachorr[oa]) a (?:no |que no )?(?:ladrar|morder|ara[ñn]ar|tirar|hacer pis|usar el arenero)',
    petCare:
      '(?:mi|mis|nuestr[oa]s?) (?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|cachorr[oa]s?|mascotas?|conejos?|h[áa]msters?|cobayas?|loros?|periquitos?|tortugas?)(?= [^.?\\n]{0,60}(?:tiene (?:diarrea|v[óo]mitos|fiebre|tos|pulgas|garrapatas|lombrices|gusanos|una herida|un bulto|mocos|ansiedad|miedo|picores|calvas)|no (?:come|quiere comer|bebe|para de|deja de)|vomita|diarrea|cojea|se rasca|ladra|ma[úu]lla|muerde|tose|estornuda|est[áa] (?:triste|raro|rara|decaíd[oa]|enferm[oa])|se hace pis|pierde pelo))|(?:cu[áa]nto|cada cu[áa]nto|qu[ée]) (?:le |les )?(?:doy|tengo que dar|debo dar) (?:de comer )?a (?:mi|mis) (?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|cachorr[oa]s?|mascotas?)|(?:mi|nuestr[oa]) (?:perr[oa]|perrit[oa]|cachorr[oa]|gat[oa]|gatit[oa]|mascota|conejo|h[áa]mster|loro|tortuga)s? (?:se (?:ha )?(?:comi[óo]|comido|trag[óo]|tragado|bebi[óo]|bebido)|(?:ha )?(?:comi[óo]|comido|trag[óo]|tragado|mordi[óo]|mordido|lami[óo]))(?![a-zà-ÿ])',
    homeRepair:
      '(?![^.?\\n]{0,80}(?:bug|c[óo]digo|error|script|app|funci[óo]n|css|html|react|python|javascript|componente|navegador|p[áa]gina|web|excel))(?:(?:grifo|cisterna|v[áa]ter|inodoro|wc|enchufe|interruptor|persiana|bisagra|puerta|cerradura|lavadora|lavavajillas|fregadero|lavabo|ducha|desag[üu]e|tuber[íi]a|gotera|pared|azulejo|radiador|caldera|calentador|bici(?:cleta)?|rueda|pinchazo)[^.?\\n]{0,60}?(?:c[óo]mo (?:(?:lo|la|se) )?(?:arreglo|reparo|cambio|desatasco|soluciono|arregla|repara|desatasca|tapo|quito)|(?:arreglar|reparar|desatascar|tapar)(?:lo|la)?)|(?<!(?:pedirle|pedirles|decirle|decirles|le pido|les pido|le digo|les digo|que|quiero que|necesito que) (?:a )?(?:(?:mi|el|la|al|nuestr[oa]) )?(?:[a-zà-ÿ]+ ){0,3})(?:c[óo]mo (?:(?:lo|la|se) )?(?:arreglo|reparo|cambio|desatasco|arregla|repara|desatasca|tapo|quito|elimino|saco|limpio)|(?:arreglar|reparar|desatascar|quitar|eliminar)(?:lo|la)?)[^.?\\n]{0,40}?(?:moho|humedad(?:es)?|manchas de humedad|cal|grifo|cisterna|v[áa]ter|inodoro|enchufe|interruptor|persiana|bisagra|puerta|cerradura|lavadora|lavavajillas|fregadero|lavabo|ducha|desag[üu]e|tuber[íi]a|gotera|pared|azulejo|radiador|caldera|calentador|bici(?:cleta)?|rueda|pinchazo))',
    homework:
      `c[óo]mo (?:le |les )?(?:explico|enseño|ense[ñn]ar|explicar)(?:le|les)?(?: a ${childNouns})? (?:la |las |el |los |a )?(?:${schoolTopics})(?![a-zà-ÿ])(?=[^.?\\n]{0,40}(?:hij|niñ|peque))|c[óo]mo (?:le |les )?(?:explico|enseño|ense[ñn]ar|explicar)(?:le|les)? a ${childNouns} (?:la |las |el |los |a )?(?:${schoolTopics})(?![a-zà-ÿ])|` +
      'ay[úu]da(?:me|le|nos)? (?:a mi hij[oa] )?con (?:mi|su|el) trabajo (?:de|para) (?:clase|biolog[íi]a|historia|lengua|ciencias|naturales|sociales|mates|matem[áa]ticas|f[íi]sica|qu[íi]mica|filosof[íi]a|ingl[ée]s|geograf[íi]a|literatura|econom[íi]a|arte|tecnolog[íi]a|(?:el )?(?:cole|colegio|instituto|insti|la uni|universidad))|ay[úu]da(?:me|le|nos)? (?:a mi hij[oa] )?con (?:los|sus|mis|mi|la|las|unos|unas) (?:deberes|tareas?(?! (?:de (?:la )?casa|del hogar|dom[ée]sticas)))|(?:los|sus|mis) deberes de (?:mates|matem[áa]ticas|lengua|ingl[ée]s|ciencias|f[íi]sica|qu[íi]mica|historia)',
    dailyRoutine:
      'rutinas? (?:de (?:la )?(?:mañana|noche|tarde)|matutinas?|nocturnas?|diarias?|de cada d[íi]a|para (?:las|por las) (?:mañanas|noches))(?![^.?\\n]{0,30}(?:piel|cara|rostro|cabello|pelo|skin ?care|facial|capilar))',
    eventMenu:
      'men[úu]s? (?:de [a-zà-ÿ0-9]+ (?:platos|pasos) )?(?:para|de) (?:una |la |el |un |mi |nuestra )?(?:[a-zà-ÿ]+ )?(?:cena|comida|almuerzo|fiesta|boda|cumple(?:años)?|navidad|nochebuena|nochevieja|barbacoa|brunch|merienda|celebraci[óo]n|comuni[óo]n|bautizo|aniversario|evento)',
    thingsToDo:
      '(?:qu[ée]|q) (?:puedo |podemos |se puede |hay que |deber[íi]a |me recomiendas )?(?:hacer|ver|visitar) (?:este |el )?(?:fin de semana |finde |hoy |mañana |en (?:un|una|dos|tres|\\d+) (?:d[íi]as?|tardes?) )?(?:en|por) (?!(?:casa|el trabajo|clase|la oficina)\\b)[a-zà-ÿ]+|(?:sitios|lugares|cosas|planes) (?:para|que) (?:ver|visitar|hacer) en (?!casa\\b)[a-zà-ÿ]+|planes? para (?:este|el) (?:fin de semana|finde) en [a-zà-ÿ]+',
    flyer: 'cartel(?:es)?|flyers?|folletos?|p[óo]sters?|octavillas?',
    dialogueScene:
      "di[áa]logos? entre|(?:escenas?|conversaci[óo]n(?:es)?) [^.?\\n]{0,80}?(?:solo|s[óo]lo|[úu]nicamente|todo|toda|enteramente) (?:con |en |de )?di[áa]logos?",
    plotIdeas:
      "giros? (?:argumental(?:es)?|de guion|de gui[óo]n|inesperados?)|plot twists?|(?:un |el )?(?:final|villano|conflicto|subtrama)s? (?:para|de) mi (?:novela|historia|cuento|libro|guion|gui[óo]n|relato)|ideas (?:para|de) (?:el |un )?(?:final|villano|giro|conflicto|subtrama) (?:de|para) mi",
    fixedFormPoem: "h[áa]ikus?|sonetos?|acr[óo]stic[oa]s?|limericks?|tankas?",
    vocabularyList:
      "vocabulario (?:b[áa]sico |esencial |[úu]til )?(?:en|de|del|sobre|para)(?= )|(?:listas? de )?(?:\\d+ )?(?:palabras|t[ée]rminos|expresiones|verbos) (?:en|del) (?:ingl[ée]s|franc[ée]s|alem[áa]n|italiano|portugu[ée]s|japon[ée]s|chino) (?:sobre|de|para|relacionad[oa]s)(?= )",
    conceptMap: "mapas? (?:conceptual(?:es)?|mental(?:es)?)",
    biography: "biograf[íi]as?(?! (?:de|para) (?:mi |tu |su )?(?:instagram|tiktok|perfil|linkedin|twitter))",
    funFacts: "datos (?:curiosos|interesantes|divertidos|sorprendentes)|curiosidades (?:sobre|de)(?= )|(?:cu[ée]ntame|dime) (?:algo|alguna cosa|cosas) (?:curios[oa]s?|interesantes?|que no sepa) (?:sobre|de|del|acerca de)(?= )",
    wordPuzzle: "sopas? de letras|crucigramas?|autodefinidos?",
    stagePlay: "obr(?:a|ita)s? de teatro|obras? teatral(?:es)?|sketch(?:es)? (?:para|de) (?:la |el |una |un )?(?:clase|colegio|escuela|función|festival)|teatrillo",
    diaryEntry: "(?:entradas?|p[áa]ginas?) (?:de|del) diario|diario (?:de|del) (?:un|una|el|la)(?= )|diario personal de",
    basicsLesson: "ens[ée][ñn]ame (?:lo b[áa]sico|las bases|los fundamentos|las reglas|a jugar)(?= )",
    rpgAdventure:
      "partidas? de rol|aventuras? (?:de|para) (?:rol|d&d|dnd|dungeons|pathfinder)|campañas? de (?:rol|d&d|dnd)|(?:one[- ]shot|partida|sesi[óo]n) de (?:d&d|dnd|dungeons|pathfinder)",
    gameDesign:
      "(?:inventa|inv[ée]ntate|crea|cr[ée]ame|dise[ñn]a)(?:me)? (?:un|una) (?:nuevo |nueva )?(?:juego|din[áa]mica)(?= )|juego de mesa (?:sobre|para|de)(?= )",
    guidedMeditation:
      "meditaci[óo]n(?:es)? guiadas?|guion(?:es)? (?:de|para) (?:una )?meditaci[óo]n|(?:una )?meditaci[óo]n (?:para|de) (?:la |el )?(?:ansiedad|dormir|relajarme|calmarme|estr[ée]s)",
    pickupLines: "frases? para ligar|piropos?|frases? de ligue",
    affirmations: "afirmaciones(?: positivas| diarias)?|afirmaci[óo]n positiva",
    treasureHunt: "b[úu]squedas? del tesoro|gymkhanas?|yincanas?|gincanas?",
    journalPrompts: "preguntas para (?:escribir en )?(?:mi |un )?diario|preguntas (?:de|para la) (?:auto)?reflexi[óo]n|prompts (?:de|para) (?:journaling|diario)",
    synonyms: "sin[óo]nimos? (?:de|para|del)(?= )|ant[óo]nimos? (?:de|para|del)(?= )|otras? palabras? (?:para|en vez de|en lugar de)(?= )",
    languageQuestion:
      "c[óo]mo se dice(?= )|(?:origen|etimolog[íi]a) de (?:la |el )?(?:palabra|expresi[óo]n|frase|dicho|t[ée]rmino|refr[áa]n)(?= )|define (?:la palabra )?[\"'“‘«][a-zà-ÿ]+|qu[ée] significa [\"'“‘«][a-zà-ÿ]+|qu[ée] significa (?:la (?:palabra|expresi[óo]n|frase)|el (?:dicho|refr[áa]n|t[ée]rmino))(?= )|se escribe (?:con|junto|separado)(?= )|(?:lleva|tiene|va con) tilde|conjuga(?:me|r)? (?:el verbo|los verbos)(?= )|(?:pasa|pon|convierte|cambia)(?:me)? (?:esto|esta frase|estas frases|la frase|las frases|el texto) (?:a|en) (?:voz )?(?:pasiva|activa|pasado|futuro|presente|estilo indirecto)|qu[ée] (?:significa|quiere decir) [\"'“‘«][a-zà-ÿ][a-zà-ÿ' -]{0,40}[\"'”’»]",
    exampleSentences: "(?:\\d+ |unas |algunas |una )?(?:oraci[óo]n(?:es)?|frases?) (?:con|usando) (?:la palabra|la expresi[óo]n|el verbo)(?= )",
    annotatedBibliography: 'bibliograf[íi]as? (?:comentadas?|anotadas?)',
    citation:
      "(?:convierte|convi[ée]rteme|pasa|p[áa]same|formatea|pon|ponme|ordena)(?:me)? (?:estas|mis|las|esta|la|mi) (?:referencias|citas|fuentes|bibliograf[íi]a)(?: [a-zà-ÿ]+)? (?:a|en|con) (?:formato |normas? )?(?:apa|mla|chicago|harvard|ieee|vancouver)|c[óo]mo (?:se )?cit(?:o|ar|a)(?= )|cit(?:a|ar|ame|as) (?:en|con|seg[úu]n) (?:formato |normas? )?(?:apa|mla|chicago|harvard|ieee|vancouver)|referencias? (?:en|con) (?:formato |normas? )?(?:apa|mla|chicago|harvard|ieee|vancouver)",
    selfReview: 'autoevaluaci[óo]n(?:es)?(?! (?:de|del) (?:curso|alumno))|evaluaci[óo]n (?:de|del) (?:mi )?desempeño (?:de mí mism[oa]|propia)|mi evaluaci[óo]n de desempeño',
    interviewCoaching:
      "c[óo]mo (?:respondo|contesto|responder|contestar|respondo a|contesto a) (?:a )?(?:la pregunta )?(?:de )?[\"'“¿][^\"'”?]{3,80}[?\"'”]+ (?:en|durante) (?:una|la|mi) entrevista|c[óo]mo (?:explico|justifico|menciono|pongo|cuento) [^?.]{2,40} en (?:mi|el|la|una) (?:cv|curr[íi]culum|carta de presentaci[óo]n|entrevista|linkedin)|c[óo]mo (?:explico|justifico|cuento|digo|menciono) en (?:la|una|mi) entrevista(?= )",
    statusUpdate: "(?:informe|reporte|actualizaci[óo]n|resumen) (?:de estado|del estado|de avance|de avances|de progreso)(?: del proyecto)?|estado del proyecto para (?:los|el|la|mi)(?= )",
    writingHowTo:
      "c[óo]mo (?:escribo|redacto|hago|hacer|escribir|redactar|se escribe|se redacta|se hace) (?:un |una |mis |unos |unas |el |la )?(?:buen[oa]?s?|mejor(?:es)?|correct[oa]s?|profesional(?:es)?|perfect[oa]s?|efectiv[oa]s?|cort[oa]s?|clar[oa]s?|persuasiv[oa]s?|atractiv[oa]s?) (?:[a-zà-ÿ-]+ ){0,2}?(?:correos?|e-?mails?|mails?|cartas?(?: de presentaci[óo]n)?|curr[íi]culums?|cvs?|ensayos?|informes?|res[úu]menes|resumen(?: ejecutivo)?|bios?|discursos?|propuestas?|abstracts?|titulares?|captions?|posts?|publicaciones|newsletters?|notas de prensa|introducciones|introducci[óo]n|conclusi[óo]n(?:es)?|cuentos?|historias?|poemas?|canciones|canci[óo]n|prompts?|ganchos?|descripciones de producto|descripci[óo]n de producto)(?![a-zà-ÿ])|consejos para (?:escribir|redactar|hacer) (?:un |una |mis )?(?:(?:buen[oa]?s?|mejor(?:es)?|correct[oa]s?|profesional(?:es)?|perfect[oa]s?|efectiv[oa]s?|cort[oa]s?|clar[oa]s?|persuasiv[oa]s?|atractiv[oa]s?) )?(?:correos?|e-?mails?|mails?|cartas?(?: de presentaci[óo]n)?|curr[íi]culums?|cvs?|ensayos?|informes?|res[úu]menes|resumen(?: ejecutivo)?|bios?|discursos?|propuestas?|abstracts?|titulares?|captions?|posts?|publicaciones|newsletters?|notas de prensa|introducciones|introducci[óo]n|conclusi[óo]n(?:es)?|cuentos?|historias?|poemas?|canciones|canci[óo]n|prompts?|ganchos?|descripciones de producto|descripci[óo]n de producto)(?![a-zà-ÿ])",
    astrology:
      "carta (?:astral|natal)|hor[óo]scopos?|(?:soy|es) (?:de )?(?:aries|tauro|g[ée]minis|leo|virgo|libra|escorpio|escorpi[óo]n|sagitario|capricornio|acuario|piscis)(?= ?(?:[,.!?]|$| y | con | qu[ée] | c[óo]mo | ascendente| luna))|signos? (?:del zod[íi]aco|zodiacal(?:es)?)|ascendente en",
    dreamMeaning:
      "(?:qu[ée] )?significa (?:so[ñn]ar|cuando (?:sue[ñn]as|sue[ñn]o|uno sue[ñn]a))|(?:interpreta|interpr[ée]tame|interpretar|significado de) (?:mi |un |este |el |los |mis )?(?:sue[ñn]os?|pesadillas?)(?! de (?:vida|trabajo))|so[ñn][ée] (?:que|con)[^.?\\n]{0,80}(?:qu[ée] significa|significado|interpreta)|sue[ñn]os? recurrentes?",
    pcBuild:
      "(?:armar|montar|armarme|montarme|arma|monta|ármame|móntame)(?:me)? (?:una |un |mi )?(?:pc|ordenador|computadora)(?: [a-zà-ÿ]+)?(?= [^.?\\n]{0,60}(?:piezas|componentes|presupuesto|d[óo]lares|euros|pesos|€|\\$|\\d))|listas? de (?:piezas|componentes) (?:para|de) (?:una |un |mi )?(?:pc|ordenador|computadora)(?![a-zà-ÿ])|qu[ée] (?:piezas|componentes) (?:compro|me compro|necesito|uso|pongo) (?:para|en) (?:una |un |mi )?(?:pc|ordenador|computadora)(?![a-zà-ÿ])",
    gameStrategy:
      "(?:trucos|consejos|tips|estrategias?|secretos|c[óo]mo)(?: [a-zà-ÿ]+)? (?:para )?(?:ganar|ganarles?|subir de rango)(?: a mis amigos| siempre| m[áa]s)? (?:en|al|a la|a|jugando al?) (?:ajedrez|catan|colonos de catan|monopoly|p[óo]ker|blackjack|scrabble|wordle|damas|uno|risk|fortnite|valorant|league of legends|lol|minecraft|clash royale|clash of clans|fifa|ea fc|rocket league|overwatch|apex(?: legends)?|call of duty|warzone|mario kart|smash bros|pok[ée]mon|among us|dota 2?|counter[- ]strike|cs ?2|sudoku|solitario|tetris|truco|mus|chinch[óo]n|domin[óo]|parch[íi]s|ludo|backgammon)(?![a-zà-ÿ])|aperturas? (?:de|en|para) ajedrez|mejores aperturas(?![a-zà-ÿ])",
    gardenDesign:
      "(?:dise[ñn]a(?:r|me)?|planifica(?:r|me)?|organiza(?:r|me)?|arma(?:r|me)?|monta(?:r|me)?|haz(?:me)?|crea(?:r|me)?|empezar|hacer) (?:un |una |mi )?(?:peque[ñn]o |peque[ñn]a )?(?:huerto|jard[íi]n|huerta|bancal)(?![a-zà-ÿ])|qu[ée] (?:plantas|verduras|hortalizas|hierbas|flores) (?:puedo|deber[íi]a|me conviene) (?:plantar|sembrar|cultivar|poner)(?![a-zà-ÿ])",
    plantCare:
      "(?:cada cu[áa]nto|cu[áa]nto|cu[áa]ntas veces)(?: a la semana| al mes)? (?:tengo que |debo |hay que |se |le )?(?:riego|regar|riega|abono|abonar|trasplanto|trasplantar|podo|podar) (?:a |mi |mis |una |un |el |la |los |las )?(?:[a-zà-ÿ-]+ ){0,3}?(?:plantas?|suculentas?|cactus|orqu[íi]deas?|helechos?|monsteras?|potos|poto|lengua de suegra|sansevierias?|bons[áa]i|tomateras?|tomates|albahaca|hierbas|rosales?|rosas|c[ée]sped|[áa]rbol(?:es)?|semilleros?)(?![a-zà-ÿ])|(?:mi|mis|la|las|el|los|nuestr[oa]s?) (?:[a-zà-ÿ-]+ ){0,2}?(?:plantas?|suculentas?|cactus|orqu[íi]deas?|helechos?|monsteras?|potos|bons[áa]i|tomateras?|albahaca|rosales?|c[ée]sped|semilleros?)(?= [^.?\\n]{0,60}(?:se (?:me )?(?:muer|mueran|sec|pudr|pon[a-z]* amarill|ca[eí])|amarill|marrones|secas|hongos|plaga|pulg[óo]n|bichos|no crecen?|no florecen?|hojas))|(?:cuidar|mantener viv[oa]s?) (?:a |mi |mis |las |una )?(?:[a-zà-ÿ-]+ ){0,2}?(?:plantas?|suculentas?|orqu[íi]deas?|bons[áa]i)(?![a-zà-ÿ])",
    vehicleTrouble:
      "(?:mi|el|nuestro|la) (?:coche|carro|auto|autom[óo]vil|camioneta|moto|motocicleta|furgoneta|scooter)(?: [a-zà-ÿ]+){0,3}? (?:hace|suena|tiene|hacen|empez[óo] a hacer|est[áa] haciendo) (?:un |una |unos |muchos? )?(?:[a-zà-ÿ]+ )?(?:ruidos?|sonidos?|chirridos?|golpeteos?|vibraci[óo]n|olor|fuga|humo|tirones)(?![a-zà-ÿ])|(?:mi|el|la) (?:coche|carro|auto|camioneta|moto)(?: [a-zà-ÿ]+)? no (?:arranca|enciende|prende|quiere arrancar)|(?:luz|testigo) (?:del motor|de (?:check|aver[íi]a|motor))|(?:los frenos|el freno|el motor|la caja de cambios|el embrague) (?:chirr[íi]an?|suenan?|hacen? ruido|vibran?|se (?:re)?calienta|echa humo|pierde aceite)|(?:el motor|el coche|el carro|el auto) se (?:re)?calienta",
    companyPolicy:
      "pol[íi]ticas? (?:de|del|sobre|para) (?:el |la |los |las )?(?:teletrabajo|trabajo (?:remoto|a distancia|h[íi]brido|desde casa)|vacaciones|permisos|licencias|bajas|gastos|reembolso de gastos|viajes(?: de (?:trabajo|empresa|negocios))?|vestimenta|c[óo]digo de vestimenta|dress code|redes sociales|asistencia|puntualidad|horas extra(?:s|ordinarias)?|acoso|prevenci[óo]n del acoso|uso de (?:dispositivos|equipos|internet|m[óo]viles|celulares|redes)|desconexi[óo]n digital|seguridad inform[áa]tica|contrase[ñn]as|conducta|convivencia|igualdad)(?![a-zà-ÿ])",
    outfitAdvice: "qu[ée] (?:me )?(?:pongo|visto|pondr[íi]a|ponerme|vestirme|ropa llevo) (?:para|a|en) (?:una|un|la|el|mi)(?= )|c[óo]mo (?:me )?visto (?:para|a) (?:una|un|la|el|mi)(?= )|outfits? (?:para|de) (?:una|un|la|el|mi)(?= )|qu[ée] ropa (?:me pongo|llevo|usar) (?:para|a|en)(?= )",
    travelEntry:
      "qu[ée] (?:documentos|papeles|requisitos|tr[áa]mites) (?:necesito|me piden|piden|hacen falta|se necesitan|hay que tener)(?: para)? (?:viajar|ir|entrar|volar)|necesito (?:visa|visado|pasaporte) (?:para|si)(?= )|requisitos (?:para|de) (?:entrada|viajar|entrar|ingreso) (?:a|en)(?= )|(?:visa|visado) (?:para|de) (?:entrar|viajar) (?:a|en)(?= )",
    placesToVisit:
      "(?:recomi[ée]ndame|recomendame|dime|dame|sugi[ée]reme)(?: (?:\\d+|unos|algunos|los mejores))? (?:lugares|sitios|pueblos|playas|rincones|destinos)(?: (?:poco (?:tur[íi]sticos|conocidos)|bonitos|secretos|imprescindibles|que (?:ver|visitar)))? (?:en|de|para visitar en|cerca de)(?= )|lugares (?:poco (?:tur[íi]sticos|conocidos)|secretos|que (?:ver|visitar)) (?:en|de)(?= )",
    ingredientSubstitute:
      "sustitut[oa]s? (?:de|del|para) (?:el |la |los |las )?(?:huevos?|mantequilla|leche|harina|az[úu]car|nata|crema|queso|aceite|levadura|gluten|carne|mayonesa|sal|vino|miel|maicena|yogur|chocolate|[a-zà-ÿ]+ en (?:el |la |los |las |un |una |mi )?(?:receta|bizcocho|pastel|tarta|brownies?|galletas|pan|masa|salsa|guiso))|(?:qu[ée] (?:puedo )?(?:usar|poner|echar) )?en (?:vez|lugar) de (?:el |la |los |las )?[a-zà-ÿ]+ (?:en|para) (?:el |la |los |las |un |una |unos |unas |mi )?(?:receta|bizcocho|pastel|tarta|brownies?|galletas|pan|masa|salsa|guiso|crepes|tortitas|magdalenas)",
    rehabExercises:
      "(?:(?:los )?mejores )?(?:ejercicios|estiramientos) (?:para|contra) (?:el |la |los |las |mi |mis )?(?:dolor (?:de |en )?(?:la |el |las |los )?)?(?:espalda(?: baja| alta)?|lumbar(?:es)?|zona lumbar|cuello|cervicales|rodillas?|hombros?|cadera|ci[áa]tica|postura|tendinitis|fascitis plantar|mu[ñn]ecas?|tobillos?|codo de tenista)(?![a-zà-ÿ])",
    techForBeginners:
      "(?:mi|mis) (?:mam[áa]|madre|pap[áa]|padre|abuel[oa]s?|padres|suegr[oa]s?|t[íi][oa]) no sabe(?:n)? (?:usar|utilizar|manejar)|instrucciones (?:paso a paso )?(?:para (?:que )?(?:mi|mis) (?:mam[áa]|madre|pap[áa]|padre|abuel[oa]s?|padres|suegr[oa]s?)|(?:de c[óo]mo usar|para usar) [a-zà-ÿ]+ (?:para|a) (?:mi|mis) (?:mam[áa]|madre|pap[áa]|padre|abuel[oa]s?|padres))",
    storyMoral: "moralejas? (?:de|del|en) (?!(?:mi|mis|tu|nuestr[oa]|este|esta|la vida)(?![a-zà-ÿ]))[a-zà-ÿ]+|qu[ée] (?:nos )?ense[ñn]a (?:la f[áa]bula|el cuento) (?:de|del)(?= )",
    figureExample:
      "ejemplos? (?:de|con) (?:una |un )?(?:met[áa]foras?|s[íi]mil(?:es)?|hip[ée]rbole(?:s)?|personificaci[óo]n(?:es)?|prosopopeyas?|ox[íi]moron(?:es)?|aliteraci[óo]n(?:es)?|onomatopeyas?|an[áa]foras?|ep[íi]tetos?|ant[íi]tesis|paradojas?|sinestesias?|metonimias?|eufemismos?|figuras? (?:ret[óo]ricas?|literarias?))(?![a-zà-ÿ])|(?:\\d+|unas|algunas|tres|cinco|diez) (?:met[áa]foras|s[íi]miles|hip[ée]rboles|personificaciones|ox[íi]morons?|aliteraciones) (?:sobre|para|de|con)(?= )",
    prayer:
      "oraci[óo]n(?:es)? (?:para (?:antes de|despu[ée]s de|bendecir|dar gracias|agradecer|pedir por|dormir|la noche|la mañana|empezar el d[íi]a|un funeral|un velorio|una boda|un bautizo|los difuntos|los enfermos|mi (?:abuel[oa]|madre|padre|mam[áa]|pap[áa]|hij[oa]|familia|amig[oa]))|por (?:mi|mis|el|la|los|las|un|una|nuestr[oa]s?)(?= )|de (?:agradecimiento|gracias|la mañana|la noche|protecci[óo]n|sanaci[óo]n|perd[óo]n|acci[óo]n de gracias|bendici[óo]n))|bendecir (?:la mesa|los alimentos)|bendici[óo]n (?:para|de) (?:la mesa|los alimentos|la comida)|plegarias?|rezo (?:para|por)(?= )",
    ownDataTable:
      '(?:tablas?|cuadros?) (?:con|de) (?:mis|nuestr[oa]s) [a-zà-ÿ]+(?=[^\\n:]{0,40}:[^\\n]*\\d)|(?:pon|pasa|mete|organiza|ordena)(?:me)? (?:mis|nuestr[oa]s|est[oa]s) (?:[a-zà-ÿ]+ ){0,3}?en (?:una )?tabla',
    factTable:
      "^(?:una|la) tabla (?:de|con) (?:los|las|el|la) (?!(?:datos|siguiente|gastos|ingresos|turnos|tareas|conducta|comportamiento|premios|recompensas|puntos|rutinas?|horarios?)(?![a-zà-ÿ]))[a-zà-ÿ]+|(?:haz|hazme|h[áa]zme|crea|cr[ée]ame|dame|d[áa]me|arma|[áa]rmame|prepara|prep[áa]rame|necesito)(?:me)? una tabla (?:de|con) (?!(?:contenidos?|mis|mi|nuestr[oa]s?|est[oa]s?|es[oa]s?|los datos|lo siguiente|gastos|ingresos|turnos|tareas|conducta|comportamiento|premios|recompensas|puntos|rutinas?|horarios?|estudio|entrenamiento|ejercicios|comidas|men[úu]s?)(?![a-zà-ÿ]))[a-zà-ÿ]+",
    factRanking:
      "(?:cu[áa]les (?:son|eran|fueron)|dime|dame|nombra|enumera) (?:los|las) (?:\\d+ |[a-zà-ÿ]+ )?[a-zà-ÿ]+ (?:m[áa]s (?:largos?|largas?|grandes?|altos?|altas?|poblad[oa]s|visitad[oa]s|habladas?|antiguos?|antiguas?|profund[oa]s|r[áa]pid[oa]s|ric[oa]s|pequeñ[oa]s)|mayores|menores)(?![a-zà-ÿ])(?=[^?\\n]{0,40}(?:del mundo|de la historia|de todos los tiempos|del planeta|de la tierra|del universo|del sistema solar|de (?:europa|asia|[áa]frica|am[ée]rica|latinoam[ée]rica|sudam[ée]rica|ocean[íi]a|espa[ñn]a|m[ée]xico|argentina|colombia|chile|per[úu])|por (?:poblaci[óo]n|superficie|tama[ñn]o|altura))(?![a-zà-ÿ]))",
    timeline: "l[íi]neas? (?:del|de) tiempo|cronolog[íi]as? (?:de|del|sobre)(?= )|ejes? cronol[óo]gicos?",
    paragraph: "(?:un |una )?p[áa]rrafo (?:sobre|acerca de|que (?:hable|explique|describa))(?= )",
    topicIdeas:
      "temas? (?:para|de) (?:mi |un |una )?(?:[a-zà-ÿ]+ ){0,2}?(?:ensayo|exposici[óo]n|discurso|tesis|tfg|tfm|presentaci[óo]n|debate|podcast|monograf[íi]a|investigaci[óo]n)|ideas (?:para|de) (?:mi |un |una )?(?:tesis|tfg|tfm|trabajo de fin de (?:grado|m[áa]ster)|monograf[íi]a|tesina)",
    goalTips: "(?:\\d+ )?(?:consejos|tips|trucos)(?: pr[áa]cticos| r[áa]pidos| [úu]tiles| b[áa]sicos| sencillos)?(?: de [a-zà-ÿ]+)?(?= (?:para|sobre) )",
    riddles: "adivinanzas?|acertijos?|trabalenguas",
    standUp: "mon[óo]logos? (?:de humor|c[óo]micos?|de comedia|de stand[- ]?up)|(?:rutina|n[úu]mero) de (?:humor|comedia|stand[- ]?up)|stand[- ]?up",
    screenplay: "gui[óo]n(?:es)? (?:literarios? |t[ée]cnicos? )?(?:para|de) (?:un |una |mi )?(?:cortometraje|pel[íi]cula|largometraje)|cortometrajes?",
    writingPrompts: "(?:ideas|propuestas|consignas|disparadores) (?:para|de) (?:escribir|escritura)|consignas de escritura|prompts de escritura|temas para (?:escribir|una redacci[óo]n)",
    descriptivePassage:
      "descripci[óo]n (?:po[ée]tica|literaria|v[íi]vida|sensorial) de|describe(?:me)? [^.?\\n]{1,40}? (?:de (?:forma|manera|modo) (?:po[ée]tica|literaria|v[íi]vida)|po[ée]ticamente|con (?:lenguaje|palabras) po[ée]tic[oa]s?)",
    debateArguments:
      "argumentos (?:a favor|en contra|para defender)(?! y)|(?:argumentos|puntos) para (?:un|el|mi) debate|(?:defender|argumentar) (?:en un debate|la postura)",
    suitedOptions:
      '^(?:¿ ?)?(?:qu[ée]|cu[áa]les?) (?:son (?:los |las |unos |unas )?(?:mejores |buen[oa]s )?)?(?:mejores |buen[oa]s )?(?:[a-zà-ÿ]+ ){0,2}?(?:ajustes|configuraci[óo]n|t[ée]cnicas|m[ée]todos|estrategias|plantas|apps|aplicaciones|herramientas|ejercicios|estiramientos|rutinas|alimentos|comidas|snacks|productos|materiales|suplementos|razas|objetivos|lentes|programas|plataformas|telas|flores|verduras|hierbas|peces)(?= )(?:[a-zà-ÿ ]{0,25})? (?:me )?(?:aguantan|soportan|resisten|toleran|sirven|funcionan|van bien|uso|usar|utilizo|utilizar|elijo|escojo|recomiendas|recomendar[íi]as|conviene[n]?|son buen[oa]s|son mejores|puedo usar|debo usar|necesito|hay)(?![a-zà-ÿ])|^(?:¿ ?)?(?:qu[ée]|cu[áa]les?) (?:son )?(?:los |las |unos |unas )?(?:mejores|buen[oa]s) (?:[a-zà-ÿ]+ ){0,2}?(?:ajustes|t[ée]cnicas|m[ée]todos|estrategias|plantas|apps|aplicaciones|herramientas|ejercicios|estiramientos|alimentos|comidas|snacks|productos|materiales|suplementos|razas|objetivos|lentes|programas|plataformas|telas|flores|verduras|hierbas|peces)(?= (?:para|en|con|si|que|contra)(?![a-zà-ÿ]))',
    memoryTrick:
      "(?:trucos?|t[ée]cnicas?|consejos?|formas?|maneras?|tips?) (?:para|de) (?:memorizar|aprender(?:me)? de memoria|aprenderme)|reglas? mnemot[ée]cnicas?|mnemot[ée]cnic[oa]s?|c[óo]mo (?:memorizo|memorizar|puedo memorizar|hago para memorizar|me aprendo de memoria)",
    conceptTutor:
      "ay[úu]dame a (?:entender|comprender)(?= (?!(?:mi|mis|tu|tus|su|sus|este|esta|esto|estos|estas|ese|esa|eso|lo (?:que|siguiente)|el siguiente|la siguiente|qu[ée]|por ?qu[ée]|c[óo]mo|a (?:mi|mis|su|sus|tu|tus|[a-zà-ÿ]+))(?![a-zà-ÿ])))|no entiendo nada (?:de|sobre)(?= (?!(?:lo que|esto|este|esta|mi|mis)(?![a-zà-ÿ])))",
    prosCons:
      "argumentos (?:a favor y en contra|en contra y a favor)|(?:\\d+ |[a-zà-ÿ]+ )?(?:pros|ventajas|beneficios) (?:y|e) (?:\\d+ |[a-zà-ÿ]+ )?(?:contras|desventajas|inconvenientes|riesgos)(?![^.?\\n]*(?:\\b(?:vs\\.?|versus|o|frente a|comparad[oa] con|pasar de|cambiar de|mudarme de)\\b))",
    conversion:
      "cu[áa]nt[oa]s (?:tazas|cucharadas|cucharaditas|onzas|gramos|kilos|kg|libras|ml|mililitros|litros|cent[íi]metros|cm|pulgadas|pies|metros|kil[óo]metros|km|millas|galones) (?:hay en|son|tiene|caben en|equivalen a) (?:un|una|1|\\d+(?:[.,]\\d+)?) ?(?:tazas?|cucharadas?|cucharaditas?|onzas?|gramos?|kilos?|kg|libras?|ml|mililitros?|litros?|cent[íi]metros?|cm|pulgadas?|pies?|metros?|kil[óo]metros?|km|millas?|galones?|gal[óo]n)(?![a-zà-ÿ])|(?:convierte|convi[ée]rteme|convertir|pasa|p[áa]same|pasar|cambia) (?:est[oa]s?|esto|la|el|las|los|mi|mis)? ?(?!(?:c[óo]digo|funci[óo]n|script|consulta|programa|app)\\b)(?:[a-zà-ÿ0-9-]+ ){0,3}?(?:a|al|en) (?:sistema m[ée]trico|m[ée]trico|gramos|kilos|kg|celsius|grados celsius|fahrenheit|euros|d[óo]lares|pesos|libras|csv|json|mililitros|ml|litros|cent[íi]metros|cm|metros|kil[óo]metros|km|millas|tazas|onzas|pulgadas)\\b(?![^.\\n]*\\b(?:en|con|usando) (?:python|javascript|js|typescript|bash|node|sql|c[óo]digo)\\b)",
    negotiation:
      "negociar (?:a la baja )?(?:el |la |un |una |mi |nuestro |nuestra )?(?:[a-zà-ÿ-]+ ){0,3}?(?:precio|alquiler|sueldo|salario|oferta|descuento|tarifa|aumento|honorarios)\\b|negoci(?:o|e|amos) (?:el|mi|un|una|la|nuestro|nuestra) (?:[a-zà-ÿ-]+ )?(?:precio|alquiler|sueldo|salario|oferta|descuento|tarifa|aumento|honorarios)(?![a-zà-ÿ])|regate(?:ar|o)",
    rubric: "r[úu]bricas?|listas? de cotejo|escalas? de (?:valoraci[óo]n|estimaci[óo]n)|(?:pautas?|gu[íi]as?|criterios) de correcci[óo]n",
    classActivity:
      "(?:juegos?|din[áa]micas?|actividad(?:es)?)(?: (?:din[áa]mic[oa]s?|divertid[oa]s?|l[úu]dic[oa]s?|grupal(?:es)?|cooperativ[oa]s?|did[áa]ctic[oa]s?|en equipo|de grupo))? (?:para|de) (?:repasar|practicar|aprender|ense[ñn]ar|introducir|reforzar|trabajar(?= (?:la|las|el|los|con) )|romper el hielo|inicio de (?:la )?clase|iniciar la clase|empezar la clase|cierre de (?:la )?clase|(?:la )?clase(?! de (?:yoga|baile|pilates|cocina|spinning|zumba))|el aula|mis alumnos|los alumnos|mis estudiantes|el primer d[íi]a)(?![a-zà-ÿ])",
    reportComments:
      "(?:comentarios|observaciones|frases) (?:para|de|en) (?:las |los |la |el |sus |mis )?(?:boletas?|boletines|bolet[íi]n|libretas? de (?:calificaciones|notas)|informes? (?:de evaluaci[óo]n|trimestral(?:es)?|de notas|escolar(?:es)?|de (?:mis|los|sus) alumnos)|reportes? de (?:calificaciones|evaluaci[óo]n))|informes? (?:(?:de evaluaci[óo]n|trimestral(?:es)?|de progreso|de avance|escolar(?:es)?|descriptivos?|final(?:es)?) ?)+(?:de|para|sobre) (?:un|una|mi|el|la|cada|los|las|mis) (?:[a-zà-ÿ]+ )?(?:alumn[oa]s?|estudiantes?|niñ[oa]s?)(?![a-zà-ÿ])",
    permissionSlip:
      "autorizaci[óo]n(?:es)? (?:para|de) (?:que )?(?:los |las )?(?:padres|madres|familias|tutores)|autorizaci[óo]n(?:es)? (?:para|de) (?:la |una |el |un )?(?:excursi[óo]n|salida|paseo|visita|campamento|viaje)|permisos? (?:para|de) (?:la |una |el |un )?(?:excursi[óo]n|salida (?:escolar|pedag[óo]gica|educativa)|paseo escolar|campamento)|(?:hoja|formato|circular|nota) de (?:autorizaci[óo]n|permiso)(?= (?:para|de) (?:la |una |el |un )?(?:excursi[óo]n|salida|paseo|visita|campamento|viaje|padres|familias))",
    behaviourChart:
      "(?:tablas?|cuadros?|tableros?) (?:de|para) (?:la |el )?(?:conducta|comportamiento|recompensas|premios|puntos|estrellas|pegatinas|stickers|responsabilidades|rutinas|tareas de (?:la )?casa)|econom[íi]a de fichas",
    differentiation:
      "(?:adapt|modific|ajust)(?:o|ar|as|a|ame|ala|alo)(?: yo)? (?:la|una|el|un|las|los|esta|este|mi|mis) (?:[a-zà-ÿ]+ ){0,2}?(?:actividad(?:es)?|tareas?|ex[áa]men(?:es)?|pruebas?|lecturas?|clases?|ejercicios?|fichas?|evaluaci[óo]n(?:es)?)(?![a-zà-ÿ])(?=[^\\n]{0,80}(?:alumn|estudiante|niñ|dislexia|tdah|autis|discapacidad|le cuesta))|(?<=(?:alumn|estudiante|niñ|dislexia|tdah|autis|discapacidad)[^\\n]{0,80})(?:adapt|modific|ajust)(?:o|ar|as|a|ame|ala|alo) (?:la|una|el|un|las|los|esta|este|mi|mis) (?:[a-zà-ÿ]+ ){0,2}?(?:actividad(?:es)?|tareas?|ex[áa]men(?:es)?|pruebas?|lecturas?|clases?|ejercicios?|fichas?|evaluaci[óo]n(?:es)?)(?![a-zà-ÿ])|adecuaci[óo]n(?:es)? curricular(?:es)?|ajustes razonables|(?:actividad|tarea|examen|ficha)(?:es|s)? (?:diferenciad|adaptad)[oa]s? para",
    struggleSupport:
      "(?:mi|nuestr[oa]) (?:hij[oa]|niñ[oa]|peque|chic[oa])(?: de \\d+ años)?(?: de \\d+[ºo°]?)? (?:va (?:muy )?mal|est[áa] reprobando|reprueba|reprob[óo]|suspende|suspendi[óo]|ha suspendido|est[áa] suspendiendo|no aprueba|saca malas notas|tiene malas notas|va atrasad[oa]|va retrasad[oa])(?= (?:en |las |la |el |los )?[a-zà-ÿ])|(?:mi|nuestr[oa]) (?:hij[oa]|niñ[oa]|adolescente)(?: adolescente)?(?: de \\d+ años)? no (?:quiere |le gusta |tiene ganas de )?(?:estudiar|hacer (?:la|las|sus) tareas?|leer|ir al colegio|ir a la escuela|levantarse)(?![a-zà-ÿ])",
    schoolProject: 'proyectos? (?:escolar(?:es)?|de (?:la )?(?:feria de ciencias|ciencias|f[íi]sica|qu[íi]mica|biolog[íi]a|tecnolog[íi]a|historia|geograf[íi]a)|para (?:la )?(?:feria de ciencias|la escuela|el colegio|el cole|clase|el instituto))|ferias? de (?:las )?ciencias',
    learningPath: '(?:la )?mejor (?:forma|manera) de aprender(?= [a-zà-ÿ])|cu[áa]nto (?:tiempo )?(?:necesito|se tarda|tardo|tardar[ée]|lleva|me lleva|me llevar[íi]a) (?:en |para )?aprender(?= [a-zà-ÿ])|(?:(?:consejos|tips|trucos) (?:para|de) |c[óo]mo (?:puedo )?)?mejorar (?:en|mi nivel (?:de|en))(?= [a-zà-ÿ])|aprender (?:a )?(?:[a-zà-ÿ+#-]+ ){1,3}?en (?:\\d+|un|una|dos|tres|seis) (?:d[íi]as|semanas?|mes(?:es)?|años?)(?![a-zà-ÿ])|(?:aprender|aprendo|empezar a aprender|ense[ñn]arme) (?:a )?(?:[a-zà-ÿ+#-]+ ){0,3}?desde (?:cero|0)(?![a-zà-ÿ0-9])|(?:ruta|roadmap|plan) (?:de (?:estudio|aprendizaje) )?para aprender|aprender (?:a )?(?:[a-zà-ÿ+#-]+ ){0,3}?(?:por mi cuenta|de forma autodidacta|sol[oa])(?![a-zà-ÿ])|(?:quiero|quisiera|c[óo]mo puedo|c[óo]mo) aprender (?:a )?(?:[a-zà-ÿ+#-]+,? ){1,3}?(?:por d[óo]nde|c[óo]mo) (?:empiezo|empezar|comienzo)',
    activityIdeas:
      "(?:qu[ée]|q) (?:puedo|podemos|se puede|puedo hacer|podemos hacer)? ?hacer (?:en casa |hoy |este finde |este fin de semana )?con (?:los|mis|el|la|mi|nuestros|nuestras) (?:niñ[oa]s|nenes|peques|hij[oa]s?|niet[oa]s)|(?:actividades|juegos|manualidades|planes|cosas que hacer)(?: (?:para|que) hacer)? (?:para|con) (?:los |las |mis |nuestros )?(?:niñ[oa]s|nenes|peques|hij[oa]s|niet[oa]s|familia)|(?:actividades|juegos|planes|ideas) (?:para )?(?:un )?d[íi]as? de lluvia|(?:juegos|actividades|manualidades)(?: [a-zà-ÿ0-9]+){0,6}? (?:niñ[oa]s|nenes|peques)|(?:qu[ée]|q) (?:puedo|podemos) hacer en casa",
    minutes:
      "(?:en )?formato (?:de )?acta|en forma de acta|actas? (?:de|para) (?:la |una |nuestra |el |un )?(?:reuni[óo]n|junta|asamblea|comit[ée]|claustro|consejo|sesi[óo]n|comunidad)|modelos? de acta|plantillas? de acta|levantar (?:el )?acta|(?:el|un|las|mi) actas?(?= (?:con|de|a partir de|desde|seg[úu]n) (?:est[ao]s|mis|las|los|nuestr[ao]s) (?:notas|apuntes|puntos))",
    proposal:
      "pedir(?:le)? (?:a (?:mi|tu|su) [a-zà-ÿ]+ )?(?:la mano|matrimonio|casarse|que se case conmigo)|pedida de mano|propuesta de matrimonio|proposici[óo]n de matrimonio|declaraci[óo]n de amor|declarar(?:me|le) (?:mi amor|a (?:una chica|un chico|mi))|decirle (?:que me gusta|lo que siento|que la quiero|que lo quiero)",
    learnerText:
      "(?:alumn[oa]s|estudiantes|clase) (?:de |del )?(?:nivel )?(?:a1|a2|b1|b2|c1|c2)\\b|(?:nivel|de nivel) (?:a1|a2|b1|b2|c1|c2)\\b|(?:a1|a2|b1|b2|c1|c2) (?:alumn[oa]s|estudiantes)|(?:alumn[oa]s|estudiantes) de (?:ele|español|espa[ñn]ol como lengua extranjera|ingl[ée]s|franc[ée]s|alem[áa]n|italiano)|lecturas? graduadas?",
    shiftSchedule:
      'cuadrantes? (?:de (?:turnos|horarios?|trabajo|personal)|para (?:mis|los|las|nuestr[oa]s) )|(?:horarios?|turnos|calendario|planilla) (?:semanal(?:es)? )?(?:de|para) (?:mis |los |las |nuestr[oa]s |el |la )?(?:\\d+ |dos |tres |cuatro |cinco |seis |siete |ocho )?(?:empleados?|empleadas?|trabajador(?:es|as)?|camarer[oa]s?|meser[oa]s?|dependient[ea]s?|personal|equipo|cocineros?|repartidores?|enfermer[oa]s?|monitores?|cajer[oa]s?|baristas?|chicos|chicas)(?![a-zà-ÿ])|rotaci[óo]n de turnos|(?:reparte|repartir|organiza|organizar) (?:los )?turnos',
    householdSchedule:
      '(?:horario|calendario|planning|cuadrante|reparto|turnos|rutina|plan|tabla) (?:semanal |mensual )?(?:de|para) (?:las )?(?:tareas (?:de (?:la )?casa|del hogar|dom[ée]sticas)|limpieza)|reparto de (?:las )?tareas|(?:repartir|dividir|organizar) (?:las )?tareas (?:de (?:la )?casa|del hogar|dom[ée]sticas)',
    fitGap:
      "(?:compar[a-zà-ÿ]*|contrast[a-zà-ÿ]*|coteja(?:r|me)?|mide|revisa(?:r|me)?|mira(?:r|me)?|dime) (?:si )?(?:mi|mis|el|este|esta|nuestr[oa]) (?:[a-zà-ÿ]+ ){0,2}?(?:cv|curr[íi]cul(?:um|o)(?: vitae)?|hoja de vida|ensayo|redacci[óo]n|trabajo|texto|c[óo]digo|contrato|propuesta|perfil|carta de presentaci[óo]n)(?= (?:[a-zà-ÿ]+ ){0,3}?(?:con|contra|frente a|cumple|encaja (?:con|en)) (?:la|el|los|las|esta|este|estos|estas|lo|una|un|mi) (?:oferta|r[úu]brica|requisitos|especificaci[óo]n|spec|enunciado|criterios|pliego|descripci[óo]n|convocatoria|puesto|acordado|que acordamos))",
    textTitles:
      "(?:t[íi]tulos?|titular(?:es)?|encabezados?)(?= (?:[a-zà-ÿ]+ ){0,2}?(?:para|de|del|a) (?:mi |el |la |un |una |este |esta |nuestr[oa] |mis |los )?(?:[a-zà-ÿ]+ )?(?:ensayos?|art[íi]culos?|investigaci[óo]n(?:es)?|estudios?|tesis|tfg|tfm|cap[íi]tulos?|v[íi]deos?|charlas?|ponencias?|posts?|entradas?|blog|trabajos?|monograf[íi]as?|noticias?|reportajes?|informes?|episodios?|p[óo]dcasts?|presentaci[óo]n|redacci[óo]n|cuentos?|relatos?|novelas?|libros?|poemas?|canci[óo]n|canciones|newsletter))",
    mealIdeas: '(?:ideas|recetas) (?:de|para) (?:el |los |mis |un |hacer )?(?:meal[- ]prep|batch ?cooking|tuppers?|tappers?|taper)(?![a-zà-ÿ])|(?:meal[- ]prep|batch ?cooking) (?:ideas|recetas)(?![a-zà-ÿ])|(?:lista de |\\d+ )(?:cenas|comidas|desayunos|almuerzos|postres|meriendas)(?: (?:f[áa]ciles|r[áa]pid[oa]s|sanas|sanos|saludables|baratas|baratos|sencill[oa]s))*(?![a-zà-ÿ])|(?:meriendas|tentempi[ée]s|snacks) (?:saludables|sanos|r[áa]pidos|f[áa]ciles)|ideas (?:de|para) (?:una |la |el )?(?:cenas?|comidas?|almuerzos?|desayunos?|meriendas?|postres?|platos?)(?! (?:de empresa|de navidad|de nochebuena|familiar(?:es)?|para \\d+ personas|de cumplea[ñn]os))',
    hashtags: 'hashtags?|(?:palabras clave|keywords|etiquetas|tags)(?: seo)?(?= (?:para|sobre|de) (?!(?:precio|regalo|ropa|env[íi]o|(?:mi |el |un |este )?(?:cv|curr[íi]cul(?:um|o)|carta de presentaci[óo]n|candidatura|oferta de (?:trabajo|empleo)))(?![a-zà-ÿ])))|(?:palabras clave|keywords) seo',
    worthItChoice: '(?:vale|merece) la pena (?:estudiar|aprender|mudar(?:me|se|nos)|ir(?:me|se|nos) a (?:vivir|trabajar|estudiar)|cambiar(?:me)? de (?:trabajo|carrera|profesi[óo]n|ciudad|pa[íi]s|sector)|dejar (?:mi|el|la)|empezar|hacer (?:un|una) (?:m[áa]ster|carrera|curso|doctorado|grado|bootcamp|mba)|sacar(?:me|se) (?:el|la|un|una)|volver a estudiar|trabajar (?:de|como|en)|vivir en|emprender|opositar)(?![a-zà-ÿ])|me (?:conviene|compensa) (?:estudiar|aprender|mudarme|cambiar de|dejar|opositar)(?![a-zà-ÿ])',
    worthIt: '(?:vale|merece) la pena (?:comprar(?:me|se)?|pagar|cambiar(?:me)? a|pasarme a)(?= )|(?:vale|merece) la pena (?:el|la|los|las|un|una)(?= [a-zà-ÿ0-9])|me (?:conviene|compensa) comprar(?:me)?(?= (?:el|la|un|una) )',
    buyingAdvice:
      "(?:vale|merece) la pena (?:comprar(?:me|se)?|pillar(?:me)?)|(?:quiero|voy a|necesito|tengo que|estoy pensando en) comprar(?:me)? (?:un |una |unos |unas )?(?:[a-zà-ÿ0-9-]+ ){0,2}?[a-zà-ÿ0-9-]+(?=[^.?\\n]{0,80}(?:cu[áa]l|qu[ée]) (?:modelo |marca )?me (?:recomiendas|aconsejas|recomendar[íi]as))|qu[ée] (?:[a-zà-ÿ]+ ){1,2}(?:me compro|compro|deber[íi]a comprar|me recomiendas comprar|me conviene comprar)(?! (?:a|para) (?:mi|mis|tu|su)(?![a-zà-ÿ]))|cu[áa]l (?:[a-zà-ÿ]+ )?(?:me compro|deber[íi]a comprar|me conviene comprar)|(?:el |la |los |las )?mejor(?:es)? (?:[a-zà-ÿ0-9-]+ ){1,6}?(?:por menos de|por debajo de|de menos de|hasta|con un presupuesto de|por) (?:unos |unas )?\\d[\\d.,]*|qu[ée] (?:tipo de )?(?:pintura|imprimaci[óo]n|pegamento|silicona|aceite|neum[áa]ticos|llantas|colch[óo]n|almohada|protector solar|champ[úu]|detergente|taladro|abono|sustrato|tierra) (?:uso|usar|debo usar|deber[íi]a usar|me compro|compro|debo comprar)(?![a-zà-ÿ])",
    conditionDiet:
      "(?:tengo|padezco(?: de)?|con|si tengo|me diagnosticaron|me han diagnosticado) (?:el |la |un |una )?(?:gastritis|diabetes|prediabetes|colesterol(?: alto)?|tensi[óo]n alta|la tensi[óo]n alta|hipertensi[óo]n|reflujo|colon irritable|anemia|gota|celiaqu[íi]a|intolerancia a la lactosa|h[íi]gado graso|una [úu]lcera|[úu]lcera|diarrea|estreñimiento|acidez|diverticulitis|hipotiroidismo|[áa]cido [úu]rico(?: alto)?|piedras en el riñ[óo]n)(?=[^.?\\n]{0,30}(?:qu[ée]|q) (?:alimentos )?(?:puedo|debo|no debo|deber[íi]a|tengo que|me conviene) (?:comer|tomar|beber|cenar|desayunar|evitar))|qu[ée] (?:puedo|debo|no debo) (?:comer|tomar|evitar) (?:con|si tengo) (?:el |la |un |una )?(?:gastritis|diabetes|prediabetes|colesterol(?: alto)?|tensi[óo]n alta|la tensi[óo]n alta|hipertensi[óo]n|reflujo|colon irritable|anemia|gota|celiaqu[íi]a|intolerancia a la lactosa|h[íi]gado graso|una [úu]lcera|[úu]lcera|diarrea|estreñimiento|acidez|diverticulitis|hipotiroidismo|[áa]cido [úu]rico(?: alto)?|piedras en el riñ[óo]n)|(?:dieta|alimentaci[óo]n|alimentos) (?:para|con|contra) (?:el |la |un |una )?(?:gastritis|diabetes|prediabetes|colesterol(?: alto)?|tensi[óo]n alta|la tensi[óo]n alta|hipertensi[óo]n|reflujo|colon irritable|anemia|gota|celiaqu[íi]a|intolerancia a la lactosa|h[íi]gado graso|una [úu]lcera|[úu]lcera|diarrea|estreñimiento|acidez|diverticulitis|hipotiroidismo|[áa]cido [úu]rico(?: alto)?|piedras en el riñ[óo]n)",
    situationTips: "(?:alg[úu]n|algunos|unos|alguna|algunas) (?:consejos?|tips?|recomendaci[óo]n(?:es)?|sugerencias?)(?= *[?¿]|$)|(?<=[,.;:] ?)(?:consejos?|tips|sugerencias|recomendaciones)(?= *[?!.]*$)|¿ *(?:consejos|tips|ideas)(?= *\\?)",
    situationAdvice:
      "(?:deber[íi]a|debo) (?:dec[íi]rselo|decirle algo|decir algo|reclamarle|hablarlo|escribirle|llamarle|llamarla|enfadarme|dejarlo pasar)(?![a-zà-ÿ])|le digo algo(?![a-zà-ÿ])|(?:revisa|analiza|mira|eval[úu]a|estudia|valora|ayúdame con|ay[úu]dame a (?:ver|analizar|entender))(?:me)? (?:mi|nuestra|nuestro|mis|nuestras) (?:situaci[óo]n|caso|opciones|decisi[óo]n|finanzas|dilema)|qu[ée] (?:(?:me )?(?:recomiendas|aconsejas)|(?:debo|deber[íi]a|puedo|podr[íi]a) hacer|har[íi]as (?:t[úu] )?(?:en mi lugar)?)(?:\\?|$)|qu[ée] hago(?: ahora)?(?:\\?|$)",
    replyAdvice:
      "(?<=(?:qu[ée]|c[óo]mo) (?:le |les )?)(?:respondo|contesto|deber[íi]a (?:responder|contestar)|puedo (?:responder|contestar)|le respondo|le contesto)(?= (?:a|al) (?:(?:mi|mis|un|una|la|el|los|las|nuestr[oa]s?) )?(?:[a-zà-ÿ]+ ){1,3}?que )",
  },
  followUp:
    'ya le (?:he )?(?:escrib[íi]|escrito|dije|dicho|ped[íi]|pedido|mand[ée]|mandado|avis[ée]|avisado|llam[ée]|llamado|reclam[ée]|reclamado)|(?:\\d+|dos|tres|varias|muchas) veces|sigue sin|todav[íi]a no (?:me )?(?:ha|han)|no me (?:ha|han) (?:contestado|respondido|hecho caso)',
  bareWrapper: '(?:mej[oó]ra(?:me)?|optim[ií]za(?:me)?|arr[eé]gla(?:me)?|reescr[ií]be(?:me)?|pule)(?: esto| este)?',
  wrapperShorter: 'm[áa]s cort[oa]|m[áa]s breve|acorta[a-zà-ÿ]*|resum[a-zà-ÿ]*|m[áa]s conciso|menos largo',
  wrapperGeneric: 'mejor(?:es|ar)?|m[áa]s (?:espec[íi]fic[oa]|clar[oa]|complet[oa]|detallad[oa]|efectiv[oa]|preciso|precisa|potente|eficaz)|mej[oó]ralo|optim[ií]zalo',
  ownFigures: '(?:las|mis|nuestras|de) (?:ventas|cifras|ingresos|gastos|resultados|m[ée]tricas|datos)|kpis?',
  errorCodes: 'c[óo]digo de (?:salida|estado|error)',
  errorPointers: '(?:este|el|ese|mi|un|esta|la) (?:error|fallo|excepci[óo]n|c[óo]digo|script|programa)|me (?:sale|da|aparece|salta|tira)',
  toast: 'brindis|votos (?:de|para) (?:la |mi |nuestra )?boda|votos matrimoniales|mis votos',
  apology: 'disculpas?|disculparme|disculparnos|perd[óo]n|lo siento|lo sentimos',
  spoilerPart: '(?:de|del|sobre|a partir de|despu[ée]s de|m[áa]s all[áa] de)(?: (?:la|el|los|las|lo))?(?: [a-zà-ÿ0-9]+){0,3}? (?:mitad|partes?|temporadas?|cap[íi]tulos?|episodios?|actos?|tomos?|vol[úu]men(?:es)?)(?: [0-9]+)?',
  noSpoilers: 'sin (?:hacer )?(?:spoilers?|espoilers?|spoilear|destripar(?:la|lo)?)|no me (?:hagas|des|cuentes) (?:spoilers?|el final)|sin (?:revelar|contar|desvelar|decir) (?:el final|los giros|c[óo]mo termina|c[óo]mo acaba)',
  budgetStated: '\\d[\\d.,]*\\s*(?:k\\s*)?(?:€|euros?|\\$|d[óo]lares|usd|eur|pesos|soles|mil)|[€$£]\\s*\\d|presupuesto (?:de|es|:)\\s*\\d',
  template: 'plantillas?|modelos? (?:de|para) (?:un |una )?(?:orden del d[íi]a|agenda|acta|correo|email|carta|informe|contrato|factura|presupuesto)',
  forWhom:
    'soy (?:vegetarian[oa]|vegan[oa]|cel[íi]ac[oa]|diab[ée]tic[oa]|principiante|novat[oa]|intolerante|al[ée]rgic[oa]|estudiante|jubilad[oa])|tengo \\d+ años|(?:para|a) (?:una?|mis?|nuestr[oa]s?|los|las|el|la) (?:[a-zà-ÿ0-9]+ )?(?:familia|hij[oa]s?|niñ[oa]s?|alumn[oa]s?|estudiantes|clientes|equipo|empleados|trabajadores|pareja|novi[oa]|abuel[oa]s?|padres|madre|padre|amig[oa]s?|jefe|jefa|vecin[oa]s?)|para \\d+ personas',
  professionalProfile: 'linkedin|xing',
  cvMaterial: '(?:mi|el|este|tu) (?:cv|curr[íi]culum(?: vitae)?|curriculum(?: vitae)?|hoja de vida)(?![a-zà-ÿ])',
  linkedinHeadline: 'titular (?:de|en|para|del) (?:mi )?(?:perfil de )?linkedin|titular(?=[^.\\n]{0,30}linkedin)',
  selfDescribed: "soy (?:un[ao]? )?[a-zà-ÿ]{4,}|trabajo (?:como|en)|llevo \\d+ años|con \\d+ años de experiencia|\\d+ años de experiencia|me dedico a|hago (?:v[íi]deos|fotos|contenido|recetas|m[úu]sica|ilustraciones|dise[ñn]o)",
  correction: 'corr[íi]ge[a-zà-ÿ]*|correg[a-zà-ÿ]*',
  needLeads: '(?:necesito|necesitamos|necesita|necesitan|nos hace falta|me hace falta|nos har[íi]a falta|me har[íi]a falta|busco|buscamos|quiero|queremos)(?= (?:un|una|unos|unas|el|la|mi|nuestr[oa]) )',
  channelWords: 'canal|perfil|cuenta',
  ingredientsAtHand: 'tengo [^.?\\n]{0,80},|sobr[óo]|sobraron|ha sobrado|han sobrado|sobras|qu[ée] (?:puedo|podr[íi]a) (?:cocinar|hacer|preparar|cenar|comer|almorzar|desayunar) con|con lo que (?:tengo|hay|me queda)|en (?:la|mi) nevera|me quedan? [^.?\\n]{0,40}(?:en casa|en la nevera)',
  followUpChanges: {
    continue: 'contin[úu]a(?:lo|la)?|continuar|sigue(?: escribiendo)?|s[íi]guele|termina(?:lo|la)?|ac[áa]ba(?:lo|la)',
    again: 'otra vez|de nuevo|una vez m[áa]s|otra versi[óo]n|otra|rehaz(?:lo|la)|rep[íi]te(?:lo|la)|int[ée]ntalo de nuevo|reescr[íi]be(?:lo|la)',
    translate: '(?:trad[úu]ce(?:lo|la) |ahora |p[áa]sa(?:lo|la) )?(?:en|al|a) (ingl[ée]s|espa[ñn]ol|castellano|franc[ée]s|alem[áa]n|italiano|portugu[ée]s|catal[áa]n)',
    longer: 'm[áa]s larg[oa]|al[áa]rga(?:lo|la)|ext[ié]nde(?:lo|la)|ampl[íi]a(?:lo|la)|con m[áa]s detalles?|m[áa]s detallad[oa]|m[áa]s extens[oa]|(?:muy|demasiado) cort[oa]',
    shorter: 'm[áa]s cort[oa]|m[áa]s breve|ac[óo]rta(?:lo|la)|m[áa]s resumido|m[áa]s concis[oa]|(?:muy|demasiado) larg[oa]',
    simpler: 'para (?:niñ[oa]s|un niño|una niña)(?: pequeñ[oa]s| de (?:\\d+|[a-z]+) años)?|m[áa]s f[áa]cil|como (?:si tuviera|a un niño de) (?:5|cinco)(?: años)?|m[áa]s (?:sencill[oa]|simple)(?: para (?:un|una|mi) [a-záéíóúñ]+| para (?:niñ[oa]s|principiantes))?|m[áa]s f[áa]cil de entender|en palabras m[áa]s (?:simples|sencillas)|simplif[íi]ca(?:lo|la)|menos t[ée]cnic[oa]',
    formal: 'm[áa]s formal|m[áa]s profesional|menos informal|(?:ingl[ée]s|espa[ñn]ol|castellano|franc[ée]s|alem[áa]n|italiano|portugu[ée]s) (?:formal|profesional)|(?:tono|registro|estilo) (?:formal|profesional)',
    casual: '(?:ingl[ée]s|espa[ñn]ol|castellano|franc[ée]s|alem[áa]n|italiano|portugu[ée]s) (?:informal|coloquial)|(?:tono|registro|estilo) (?:informal|coloquial)|m[áa]s informal|menos formal|m[áa]s cercan[oa]|m[áa]s natural|m[áa]s amigable|m[áa]s c[áa]lid[oa]',
    examples: 'con (?:m[áa]s |algunos |unos )?ejemplos',
    reshape:
      '(?:en|como) (?:forma de )?(?:una )?(?:tabla|lista|viñetas|bullets|puntos|pasos|un (?:solo )?p[áa]rrafo|p[áa]rrafos|correo|email|tuit|hilo|esquema)|(?:pero |ahora )?para (?:linkedin|instagram|twitter|x|facebook|tiktok|youtube|un correo|una newsletter|un blog)|(?:haz(?:me)?|escr[íi]be(?:me)?|crea(?:me)?) (?:un |una )?(?:tuit|hilo|post|publicaci[óo]n|pie de foto|correo|newsletter|resumen|guion) (?:con|de|a partir de) (?:esto|eso|ello|lo anterior)|convi[ée]rte(?:lo|la)(?: en (?:un |una )?(?:tuit|hilo|post|publicaci[óo]n|pie de foto|correo|newsletter|resumen|guion))?',
    funnier: 'm[áa]s gracios[oa]|m[áa]s divertid[oa]|con m[áa]s humor|m[áa]s chistos[oa]|m[áa]s c[óo]mic[oa]',
    voiced:
      "como (?:un |una |si fuera (?:un |una )?|lo dir[íi]a (?:un |una )?)?(?:pirata|vaquero|cowboy|robot|yoda|shakespeare|caballero medieval|caballero|g[áa]ngster|mafioso|vikingo|mago|villano|detective|narrador de f[úu]tbol|comentarista deportivo|presentador de noticias|abuelita|adolescente|poeta)(?![a-zà-ÿ])|al estilo (?:de )?(?:un |una )?[a-zà-ÿ]+|en (?:lenguaje|habla|modo|idioma) (?:pirata|medieval|de shakespeare|de yoda)",
  },
  followUpEdits:
    '(?:p[óo]n|a[ñn][áa]de|agr[ée]ga|qu[íi]ta|c[áa]mbia|s[áa]ca|m[ée]te|incl[úu]ye|elim[íi]na|b[óo]rra|[úu]sa)(?:le|les|selo|sela)(?![a-záéíóúñ])|que (?:rime|tenga|lleve|no tenga|no lleve)(?![a-záéíóúñ])|quita (?:lo de|la parte|el p[áa]rrafo|la frase|los emojis|el final)|no (?:menciones|pongas|uses|incluyas) |c[áa]mbia (?:el t[íi]tulo|el final|el principio|el tono|el nombre)|convi[ée]rtelo en |p[áa]salo a ',
  followUpFillers: 'me lo explicas|expl[íi]camelo|expl[íi]calo|que (?:suene|quede)|suene|quede|haz(?:lo|la)?|pon(?:lo|la)|d[ée]ja(?:lo|la)|escr[íi]be(?:lo|la)|pero|y|e|ahora|por favor|porfa|porfis|plis|un poco|un poquito|mucho|algo|bastante|puedes|podr[íi]as|lo|la|ok|vale|gracias|igual',
  occasionOpeners: 'para (?:abrir|empezar|comenzar|arrancar|cerrar|terminar|acabar|animar) (?:mi|la|el|nuestr[oa]|una?)(?! (?:[a-zà-ÿ]+ )?(?:tesis|tfg|tfm|tesina|carrera|grado|m[áa]ster|doctorado)(?![a-zà-ÿ]))',
  framingOpeners: 'traduc(?:e|ir|eme|ime)|d[ií]me|d[aá]me|recomi[ée]nda(?:me|nos)|recomendame|sugi[ée]re(?:me|nos)|escr[ií]be(?:me)?|h[aá]zme|expl[ií]ca(?:me)?|cu[ée]ntame|nombra(?:me)?|busca(?:me)?|depura(?:me)?|optim[ií]za(?:me)?|arr[ée]gla(?:me)?|redacta(?:me)?|mej[óo]ra(?:me)?|reescr[ií]be(?:me)?|anal[ií]za(?:me)?',
  // "para terminar mi tfg" es trabajo que planificar, no una charla que abrir o cerrar.
  functionWords: 'el la los las un una unos unas del de al en y para por con sin sobre mi mis tu tus su sus que qué es son está este esta estos estas ese esa muy más como cómo cuál cuando donde pero también hay tengo quiero necesito',
  schoolReaders: '(?:para|a) (?:mi|mis|nuestra|nuestro) (?:[a-záéíóúñ]+ )?(?:clase|compañeros|profesora?|profe|curso|colegio|escuela|instituto|tarea|asignatura|seminario)',
  sectionTags: 'rol|papel|tarea|instrucci[oó]n|instrucciones|contexto|restricciones|reglas|requisitos|formato|salida|tono|estilo|p[uú]blico|audiencia|ejemplos?|objetivo',
  partsAsked: '(?:\\d+|dos|tres|cuatro) (?:cosas|partes|entregables)',
  partOpeners: 'un|una|unos|unas|el|la|los|las|mi|mis|su|sus|otr[oa]|\\d+',
  pairedParts: 'res[úu]men(?:es)?|nombres?|esl[óo]ganes?|esl[óo]gan|slogans?|lemas?|t[íi]tulos?|subt[íi]tulos?|descripci[óo]n(?:es)?|asuntos?|cuerpo|titulares?|bios?|biograf[íi]as?|pies? de foto|hashtags|llamadas? a la acci[óo]n|ganchos?|meta ?descripci[óo]n(?:es)?|ideas? de logo|paletas? de colores|paletas?|tipograf[íi]as?|misi[óo]n',
  emailPurposes: {
    payment:
      'facturas? (?:n[º°o.]* ?\\d+ )?(?:vencidas?|impagadas?|pendientes?|atrasadas?|sin pagar)|no (?:me |nos )?(?:ha(?:n)? )?pag(?:ado|a|an)(?![a-zà-ÿ])|(?:me|nos) debe(?:n)? (?:una factura|dinero|\\d|\\$)|recordatorios? (?:de|del) (?:pago|cobro)|cobrar (?:una|la|mi|esta) factura|impagos?',
    followUp: 'seguimiento|recordatorio|record[áa]rle|no (?:me )?ha(?:n)? (?:respondido|contestado)',
    farewell: '(?:correos?|e-?mails?|mails?|mensajes?) (?:de despedida|para despedirme)|despedirme (?:de|del) (?:mi|mis|el|los|la|las|todo)|me voy de la empresa|dejo la empresa|(?:mi )?[úu]ltimo d[íi]a (?:es|en|será)|despu[ée]s de \\d+ años (?:en|con)',
    decline: '(?:rechaz|declin)(?:ar|o|ando)(?:la|lo|le)? (?:una |la |el |su |esta |este |esa |ese )?(?:[a-zà-ÿ]+ ){0,2}?(?:ofertas?|invitaci[óo]n|invitaciones|propuestas?|solicitud|puesto|reuni[óo]n|trabajo)(?![a-zà-ÿ])',
    thanks: 'de agradecimiento|para agradecer|agradeciendo|dar(?:le|les)? las gracias',
    announcement: '(?:sub(?:imos|iremos|ir)|aument(?:amos|aremos|ar)) (?:los |las |nuestros |nuestras |mis )?(?:precios|tarifas|cuotas)|(?:subida|aumento|incremento) de (?:precios?|tarifas?|cuotas?)|anunci(?:ar|o|ando)|comunicar(?:le|les)? que|(?:sobre|con) (?:la|el|las|los) nuev[oa]s? (?:pol[íi]tica|proceso|horario|sistema|herramienta|normas?|oficina|procedimiento)|present(?:ar|ando) (?:nuestr[oa]|mi) nuev[oa]|lanzamiento|nos mudamos|cambiamos de',
  },
  requestOpeners:
    'escr[ií]be(?:me)?|cr[eé]a(?:me)?|haz(?:me)?|gen[eé]ra(?:me)?|dame|red[aá]cta(?:me)?|act[uú]a como|eres|expl[ií]ca(?:me)?|res[uú]me(?:me)?|trad[uú]ce(?:me)?|planifica|dise[ñn]a|ay[uú]dame|necesito|quiero|puedes|podr[ií]as',
  promptWrapper:
    '(?:mej[oó]r[a-zà-ÿ]*|optimi[zc][a-zà-ÿ]*|arr[eé]gl[a-zà-ÿ]*|correg[a-zà-ÿ]*|corr[ií]g[a-zà-ÿ]*|reescrib[a-zà-ÿ]*|pul[eií][a-zà-ÿ]*|perfeccion[a-zà-ÿ]*|revis[a-zà-ÿ]*|r[eé]visa[a-zà-ÿ]*)(?: [\\p{L}]+){0,2}? (?:este|esta|mi|el|siguiente) (?:prompts?|promts?|propmts?)|(?:este|mi|el siguiente|aqu[ií] (?:est[áa]|va|tienes) (?:mi|el)|tengo este) (?:prompts?|promts?|propmts?)[,.;]?(?: [\\p{L}¿]+){0,3}? ¿?(?:mej[oó]r[a-zà-ÿ]*|optimi[zc][a-zà-ÿ]*|arr[eé]gl[a-zà-ÿ]*|pul[eií][a-zà-ÿ]*|perfeccion[a-zà-ÿ]*)',
  elementWords: {
    role: 'act[úu]a como|act[úu]a de|eres|imagina que eres|asume el (?:rol|papel)|ponte en el papel|como (?:experto|experta|especialista) en',
    rolePossessive: 'tu',
    roleNoun: 'rol',
    roleIs: 'es|ser[áa]',
    audience:
      'como si (?:tuviera|tuviese|fuera|fuese) (?:un niñ[oa] de )?\\d{1,2}|para (?:alguien|una persona|gente|personas) que|para (?:principiantes|niñ[oa]s|estudiantes|alumn[oa]s|expert[oa]s|profesionales|ejecutiv[oa]s|directiv[oa]s|clientes|empresas|personas|adult[oa]s|jóvenes|adolescentes|mayores|padres|madres|docentes|profesores|lectores|usuarios|seguidores|suscriptor[ae]s|empleados|pacientes|inversores|desarrolladores|mi (?:audiencia|público|comunidad)|un público|el público|público)|dirigid[oa]s? a|atra(?:er|iga|igan) a|p[úu]blico(?: objetivo)?|audiencia|lectores objetivo|destinatari[oa]s?|(?:tengo|edad de|(?:hij[oa]s?|niñ[oa]s?|chic[oa]s?|alumn[oa]s?|estudiantes?|personas?|adult[oa]s|mujer|hombre|señora?|paciente) de) \\d{1,2}(?: (?:y|a) \\d{1,2})? a[ñn]os|principiantes?|(?:de|en|para) (?:\\d(?:º|°|o)? (?:de )?)?(?:primaria|(?:la )?eso|bachiller(?:ato)?|secundaria|la uni(?:versidad)?)',
    audienceOwners: 'mis|nuestros|nuestras',
    audienceChildren: 'hij[oa]s|niñ[oa]s|alumn[oa]s|estudiantes',
    tone:
      'tono|estilo|voz de marca|formal|informal|cercan[oa]|amigable|amable|educad[oa]|profesional|divertid[oa]|humor[íi]stic[oa]|con humor|seri[oa]|persuasiv[oa]|inspirador[a]?|motivador[a]?|t[ée]cnic[oa]|emp[áa]tic[oa]|entusiasta|casual|did[áa]ctic[oa]|' +
      // Un tono pedido con otras palabras: "que suene menos brusco".
      'suenen?|sonar|menos (?:brusc[oa]|borde|agresiv[oa]|rob[óo]tic[oa]|sec[oa]|fr[íi][oa])|m[áa]s (?:c[áa]lid[oa]|human[oa]|natural)',
    format:
      '(?:en|como|con|dame) (?:una )?lista|(?:haz|hazme|haceme|arma|armame|ármame|dame|escribe|escribime|prepara|preparame|prepárame|crea|creame|necesito|quiero) (?:una|la|mi) lista|checklists?|lista (?:numerada|de viñetas|con)|listado|tabla|vi[ñn]etas|puntos clave|numerad[oa]s?|en p[áa]rrafos|secciones|encabezados|subt[íi]tulos|esquema|formato(?! (?:apa|mla|chicago|harvard|ieee|vancouver)(?![a-zà-ÿ]))|paso a paso|diapositivas|plantilla|en forma de|termin(?:a|e|ar)(?:lo|la)? con|acab(?:a|e|ar)(?:lo|la)? con|cierr(?:a|e)(?:lo|la)? con',
    dataShapes: 'tablas?|listas?|una lista de|lista de|lista con',
    dataReaders: 'lea|lee|leer|parsea|carga|importa|abre|desde|de|del',
    dataArticles: 'un|una|el|la|mi|este|ese',
    length: 'breve|corto|corta|conciso|concisa|extenso|extensa|m[áa]ximo|como m[áa]ximo|no m[áa]s de|menos de|extensión|extension(?= (?:de|m[áa]xima|m[íi]nima|aproximada|total)|:)|longitud',
    lengthNumbers: 'un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cincuenta|cien',
    lengthUnits: 'palabras|caracteres|frases|oraciones|p[áa]rrafos|l[íi]neas|puntos|ideas|ejemplos|preguntas|segundos|minutos|diapositivas|p[áa]ginas|opciones|variantes|versiones|hashtags|tweets|pasos|consejos|títulos',
    constraints:
      'no (?:uses|utilices|incluyas|menciones|inventes|repitas|hables|añadas|pongas|escribas|superes|excedas|te extiendas|des)|evita|evitar|sin (?:usar|emojis|tecnicismos|jerga|mencionar|inventar)|debe|deben|tiene que|tienen que|siempre|nunca|solo|solamente|[úu]nicamente|obligatorio|aseg[úu]rate|que no|que sea|que suene|que tenga|preg[úu]nta(?:me|mela|melo)|restricciones|requisitos|incluye|incluir|menciona',
    examples: 'por ejemplo|p\\. ?ej\\.|ejemplos?:|como este|como esto|aqu[íi] tienes un ejemplo',
    purpose: 'porque|ya que|para que|con el objetivo|el objetivo',
    contextLabels: 'contexto|antecedentes|situaci[óo]n',
    judgements: 'bueno|buena|buenos|buenas|interesante|interesantes|bonito|bonita|chul[oa]',
    placeholders: 'algo|cosas?',
    vague: 'algo|cosas|cosa|etc\\.?|bueno|buena|buenos|buenas|interesante|interesantes|bonito|bonita|chul[oa]|mejor posible|lo que sea|varios|varias|algunos|algunas',
    verdictBefore: 'sea|sean|quede|queden|hazlo|hazla|algo|muy|realmente|bien|m[áa]s|lo m[áa]s',
    polite: 'por favor',
    asking: '(?:(?:me|nos)\\s+)?(?:puedes|pod[ée]s|podr[íi]as|me gustar[íi]a que)',
    taskJoiners: 'y|e|luego|después',
    nearerArticles: 'el|la|los|las|del|al|mi|mis|este|esta',
    nearerNotNouns: 'que|q|me|te|lo|la',
    ownThingPrepositions: 'de|sobre|a',
    purposePrepositions: 'para|para usar en|para poner en',
    outcomeJoiners: 'para que|sin que|para evitar|de modo que|de forma que|as[íi] no',
    ownThingPointers: 'est[ea]s?',
    ownThingNameStops: 'y|e|o|del|al|en|con|para|por|que|de|a|el|la|por favor',
    describedBy: 'de\\s+[a-zà-ÿ]+(?:ar|er|ir)\\s+(?:el|la|los|las|un|una|mi|mis|a|en|con|de)\\s|para\\s+(?:un|una)\\s',
    partsOpeners: 'con|que (?:tenga|incluya)|incluye(?:ndo)?',
    questionOpeners: 'qu[ée]|c[óo]mo|por ?qu[ée]|cu[áa]l(?:es)?|cu[áa]ndo|qui[ée]n(?:es)?|d[óo]nde|cu[áa]nt[oa]s?',
    closePeople: 'novi[oa]|mujer|marido|pareja|espos[oa]|hij[oa]s?|familia|amig[oa]s?|padres',
    listJoiners: 'y|e',
    aboutWords: 'para|sobre|acerca de',
    askingAbout: 'pidiendo|solicitando|para (?:cancelar|rescindir|renovar|terminar|anular|devolver|reclamar|recurrir|impugnar)|(?:que|para que) me (?:devuelvan|cancelen|anulen|renueven|reembolsen)',
    selfIntroduction: 'soy|Soy',
    nameJoiners: 'y',
    reply: 'respuesta|respond[eé](?:me|le|nos|r(?:le)?)?|contest[aá](?:me|le|nos|r(?:le)?)?',
    makingVerbs: 'escrib[a-zà-ÿ]*|redact[a-zà-ÿ]*|haz|hazme|crea|cr[ée]ame|prepara',
    namesAsked: 'nombres?|c[óo]mo (?:llamar(?:la|lo)?|se podr[íi]a llamar|le (?:llamo|pongo|pondr[íi]a))|qu[ée] le (?:pongo|pondr[íi]a)',
    placePrepositions: 'en|de|desde',
    namedAs: 'llamad[oa]|que se llama',
    appositionEnds: 'y|en|para|con|que',
    mishaps: "se (?:me |le |nos )?(?:comi[óo]|perdi[óo]|borr[óo]|rompi[óo]|moj[óo]|quem[óo])|(?:me |le )?(?:comi[óo]|perd[íi]|perdi[óo]|borr[ée]|borr[óo]|romp[íi]|rompi[óo]|quem[ée]|quem[óo]|tir[ée]|tir[óo])|derram[ée] [a-zà-ÿ]+ (?:en|sobre)|me (?:robaron|rompieron|borraron)",
    compoundStops: 'que|para|por|con|en|y|o|e|del|de|la|el|los|las|un|una|sobre|desde|hasta|al|a|es|son|est[áa]|tiene|muy|m[áa]s|me|te|se|le|nos|este|esta|estos|estas|ese|esa|hoy|ma[ñn]ana|ayer|finde',
    materialArticles: 'el|la|los|las|al|del|mi|mis|tu|nuestr[oa]s?',
    partPrepositions: 'de|en',
    partOwners: 'mi|mis|tu|nuestr[oa]s?',
    comingArticles: 'un|una|el|la|mi',
    sourceArticles: 'los|las|el|la|mis|mi|del|de la|de los|de mi|de mis',
    sentArticles: 'el|la|los|las|del|al|mi|mis',
    timeNouns: 'mes|a[ñn]o|semana|d[íi]a|trimestre',
    sentNameStops: 'el|la|los|las|al|del|a',
    sentToYou: 'q(?:ue)? te voy a (?:pasar|mandar|pegar|enviar|compartir|adjuntar)|q(?:ue)? (?:te|me) (?:pego|paso|mando|env[íi]o|adjunto|comparto|dejo|subo|transcrib[íi]|cont[ée]|pas[ée]|mand[ée]|envi[ée]|pegu[ée]|adjunt[ée]|compart[íi]|dej[ée]|sub[íi]|lleg[óo]|mand[óo]|envi[óo]|pas[óo])|que recib[íi]',
    recordingArticles: 'el|la',
    materialNameStops: 'y|o|a|para|con',
    namingFor: 'para|pa|pal|llamar a|nombrar a|le pongo a|le pongo de nombre a|le llamo a|le pondr[íi]a a',
    namingArticles: 'mi|mis|el|la|un|una|nuestr[oa]s?',
    fictionalFor: 'para|llamar a|nombrar a|nombres? de|le pongo a|le pondr[íi]a a',
    fictionalArticles: 'mi|mis|el|la|los|las|un|una|unos|unas|nuestr[oa]s?',
    builtFrom: 'usa|de|del|en',
    revisionLeads: '(?:(?:me|nos)\\s+)?(?:puedes|pod[ée]s|podr[íi]as|por favor|porfa)',
    revisionWants: 'quiero|necesito|quisiera|ay[úu]dame a|(?:me |nos )?ayud(?:as|[áa]s|ar[íi]as) a|(?:quiero|necesito|quisiera) que',
    revisionVerbs: 'mejora|corrige|reescribe|parafrasea|reformula|edita|pule|acorta|(?:me |nos )?(?:corriges|mejoras|reescribes|editas|acortas|pules|corrijas|mejores|reescribas|edites|acortes|pulas)|(?:correg|reescrib|pul)(?:[íi]|ir)(?:me|lo|la)?|(?:mejor|edit|acort)(?:[áa]|ar)(?:me|lo|la)?|(?:corr[íi]ge|mej[óo]ra|reescr[íi]be|ed[íi]ta|ac[óo]rta|p[úu]le)(?:me|lo|la|mela|melo)|h[áa]z(?:lo|la|melo|mela) m[áa]s|p[óo]n(?:lo|la|melo|mela)?(?: esto| este texto| el texto| este mensaje| el mensaje)? m[áa]s(?= (?:formal|informal|profesional|cercano|amable|serio|educado|claro|corto|sencillo|natural))|p[áa]sa(?:lo|la|melo|mela)?(?: esto| este texto| el texto)? a (?:un )?(?:tono|registro|lenguaje)|d[ée]ja(?:lo|la|melo|mela) m[áa]s|haz (?:el|la|este|esta|mi) [a-zà-ÿ]+ m[áa]s|haz(?:me)? que (?:el|la|este|esta|esto|mi|mis|estos|estas)',
    answerShape: '(?:responde|contesta|devuelve)(?: solo| [úu]nicamente)? con (?:la|el|una|un|s[íi] o no)|solo (?:la|el) (?:etiqueta|palabra|n[úu]mero|letra)',
    ofWords: 'de',
    ofThe: 'del',
    definiteArticles: 'el|la|los|las',
    partOfArticles: 'mi|mis|tu|el|la|este|esta',
    betweenPrepositions: 'de|del|en',
    betweenArticles: 'mi|mis|el|la|los|las|este|esta|tu',
    notCounted: 'a[ñn]os?|de edad|euros?|d[óo]lares',
    countAsks: 'dame|genera|prop[oó]n|sugiere|escribe|crea|lista|cu[áa]les son|qu[ée]',
    countFillers: 'me|unas?|algunas?|los|las',
    countQualities: 'mejores|principales|m[áa]s (?:comunes|frecuentes|importantes|t[íi]picas)',
    countTopics: 'entrevista|examen',
    countNouns: 'ideas|t[íi]tulos|nombres|preguntas|ejemplos|consejos|temas|frases|opciones|eslóganes',
    ownedAdjectives: 'nuev[oa]s?|pequeñ[oa]s?|propi[oa]s?',
    ownedHeads: 'de (?!(?:la|el|los|las|mi|tu|su|un|una)(?![a-zà-ÿ]))[a-zà-ÿ]+',
    providerNouns: '(?:compa[ñn][íi]a|empresa) de (?:seguros|tel[ée]fono|telefon[íi]a|m[óo]vil|celular|internet|luz|gas|agua|electricidad|energ[íi]a|cable)',
    compoundEndings: 'ando|iendo|ado|ido|ada|ida',
    workNameStops: 'que|de arriba|de abajo|adjunt[oa]',
    taskVerbs: [
      'escrib[a-zà-ÿ]*',
      'crea[a-zà-ÿ]*',
      'gener[a-zà-ÿ]*',
      'dame',
      'da(?:me)?',
      'haz[a-zà-ÿ]*',
      'hac[a-zà-ÿ]*',
      'redact[a-zà-ÿ]*',
      'resum[a-zà-ÿ]*',
      'traduc[a-zà-ÿ]*',
      'tradu[a-zà-ÿ]*',
      'explic[a-zà-ÿ]*',
      'anali[a-zà-ÿ]*',
      'prop[oó]n[a-zà-ÿ]*',
      'dise[ñn][a-zà-ÿ]*',
      'elabor[a-zà-ÿ]*',
      'prepar[a-zà-ÿ]*',
      'enumer[a-zà-ÿ]*',
      'list[a-zà-ÿ]*',
      'describ[a-zà-ÿ]*',
      'compar[a-zà-ÿ]*',
      'ay[uú]d[a-zà-ÿ]*',
      // Imperativos rioplatenses y de voseo como se escriben: "armame", "decime", "pasame".
      'arm[aá](?:me|nos|lo|la|r)?',
      'dec[ií]me',
      'pas[aá]me',
      'pasa(?= (?:estos|estas|este|esta|esto|mis|mi|el|la|los|las) )',
      'necesito',
      'quiero',
      'suger[a-zà-ÿ]*',
      'sugiere',
      'desarroll[a-zà-ÿ]*',
      'investig[a-zà-ÿ]*',
      'revis[a-zà-ÿ]*',
      'corrig[a-zà-ÿ]*',
      'mejor[a-zà-ÿ]*',
      'optimiz[a-zà-ÿ]*',
      'calcul[a-zà-ÿ]*',
      'program[a-zà-ÿ]*',
      'planific[a-zà-ÿ]*',
      'organiz[a-zà-ÿ]*',
      'convier[a-zà-ÿ]*',
      'identific[a-zà-ÿ]*',
      'eval[uú][a-zà-ÿ]*',
      'recomiend[a-zà-ÿ]*',
      'dime',
      'cu[ée]ntame',
      'proporcion[a-zà-ÿ]*',
      'busca[a-zà-ÿ]*',
      'reescrib[a-zà-ÿ]*',
      'clasific[a-zà-ÿ]*',
      'categoriz[a-zà-ÿ]*',
      'extra[eé][a-zà-ÿ]*',
      'etiquet[a-zà-ÿ]*',
      'detect[a-zà-ÿ]*',
      'comprueb[a-zà-ÿ]*',
      'verif[a-zà-ÿ]*',
      'respond[a-zà-ÿ]*',
      'contest[a-zà-ÿ]*',
      // Como se teclean: "asme", "escrivime", "nesesito", "k me agas".
      'asme',
      'escriv[a-zà-ÿ]*',
      'nese[sc]it[a-zà-ÿ]*',
      'nece[sc]it[a-zà-ÿ]*',
      '(?:k|q) me [a-zà-ÿ]+',
      'tu tarea',
      'tarea',
    ].join('|'),
  },
  shapeWords: {
    thesis: 'tesis|tfg|tfm|trabajo (?:de )?fin de (?:grado|m[áa]ster)|monograf[íi]a|tesina',
    abstract: 'abstracts?|res[úu]menes? acad[ée]micos?',
    pairJoiners: 'y|e',
    thread: 'hilo',
    naming: 'nombres?|llamar(?:la|lo)?',
    single: 'un|una|uno',
    description: 'descripci[óo]n',
    profileText: 'bio(?:graf[íi]a)?',
    episodes: 'episodios?',
    raise: 'aumento|subida de sueldo|sueldo|salario',
    targetLanguage: '(?:al|a|en) (?:ingl[ée]s|espa[ñn]ol|castellano|franc[ée]s|alem[áa]n|italiano|portugu[ée]s|catal[áa]n|chino|japon[ée]s)',
    formatCountNumbers: 'uno|una|dos|tres|cuatro|cinco',
    formatCountRangeEnds: 'dos|tres|cinco',
    formatCountUnits: 'viñetas|párrafos|puntos|ideas|frases|líneas',
    rangeJoiners: 'a|o',
    smallSizeUnits: 'caracteres|palabras|frases|oraciones|l[íi]neas',
    tweets: 'tuits?',
    tables: 'tablas?',
    roleOrShape: 'act[úu]a como|eres|tono|palabras|extensi[óo]n|formato|tabla|columnas|lista numerada',
    secondUnits: 'segundos?',
    minuteUnits: 'minutos?',
    hourUnits: 'horas?',
    longerPeriods: 'd[íi]as?|semanas?|meses|diari[oa]|semanal',
    negations: 'sin|nada de|ning[úu]n|ninguna|evita|evitar|no',
    criteriaIntro: 'en|por|seg[úu]n',
  },
};

export const es = { prompt, reader, words };
