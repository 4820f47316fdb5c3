import type { Language } from '../../../../shared/languages.ts';
import type { BioPlatform } from './platform-limits.ts';
import type { Audience, Channel, CustomTone, DetailLevel, DialogTone, Platform, Sector, TaskType } from '../../../../shared/optimizer-options.ts';
import type { ElementName, OwnedThing } from './elements.ts';
import type { TaskKind } from './task-kinds.ts';
import type { FollowUpChange } from './follow-ups.ts';
import { en } from './languages/en.ts';
import { es } from './languages/es.ts';
import { wordPattern } from './text.ts';

export type SectionName = ElementName | 'steps' | 'checks' | 'material' | 'include';

/**
 * The words the engine recognises in a language, as regular-expression alternatives matched
 * against LOWER-CASED text. Every pattern joins the vocabularies of all the language packs, so a
 * third language is one more pack.
 */
export interface Vocabulary {
  /** The words that name each deliverable ("carta de presentación", "tweet"). */
  deliverables: Partial<Record<TaskKind, string>>;
  /** Greetings and forms of address people start a request with ("hola", "chat", "hey"). */
  greetings: string;
  /** Chat spellings and abbreviations as typed, LOWER-CASED, with the words they stand for ("q" → "que", "u" → "you"): read written out (reading.ts). */
  chatSpellings: Record<string, string>;
  /** Deliverables and request verbs read with one edit when misspelt ("rezumen", "leter"), as the pack's patterns read them. */
  tolerantWords: string[];
  /** Possessives of the writer ("mi", "nuestra", "my", "our"): "how should I structure my thesis" is about their own work. */
  possessives: string;
  /** Words that open a clause saying what a vague word stands for ("algo que…", "something that…"). */
  clauseStarts: string;
  /** Verbs that write a text anew ("escribe", "draft"): "escribe mis votos" writes the user's own text, no material to paste. */
  writingVerbs: string;
  /** What a message asks its reader to do ("asking her to review my grade"): its content, not the task. */
  askingOthers: string;
  /** A change of register asked as a translation ("traduce esto a un tono más profesional", "into plain english"): a rewrite. */
  registerChange: string;
  /** The names of the engine's languages as the request writes them ("inglés", "english"): a change of register into one of them, asked of text in another, is a translation. */
  languageNames: Record<Language, string>;
  /** Events only the user attended ("la reunión de ayer", "the call"): a summary of one needs their notes. */
  privateEvents: string;
  /** The notes of such an event, as a slot names them; "{event}" stands for the event's word ("meeting notes"). */
  eventNotes: string;
  /** When such an event took place, or with whom ("de ayer", "with my team"): it is the user's own, not a known one. */
  recentTimes: string;
  /** Recordings ("este vídeo", "this podcast"): what the AI can read of one the user points at is its transcript. */
  recordings: string;
  /** Words after a recording named with an article that say the user watched or heard it ("el video de clase", "the lecture video i watched"). */
  recordingSeen: string;
  /** The transcript of such a recording, as a slot names it; "{recording}" stands for its word ("video transcript"). */
  transcriptOf: string;
  /** A revision that asks for a shorter text ("acórtalo", "it's too long"): its length is no "close to the original's". */
  shortening: string;
  /** A revision that asks for a longer text ("make my essay longer", "alárgalo"): longer than the original, what is added developing it. */
  lengthening: string;
  /** Words after a literary work's noun that name a known one ("the lyrics of bohemian rhapsody", "el poema de Machado"): no text to paste. */
  workNamed: string;
  /** Words right after an owned business that say what it does ("vende", "that sells"): the user described it. */
  ownerDescribed: string;
  /** Real words one edit from a tolerant word ("latter", "cuenta"): never read as it. */
  nearMisses: string[];
  /**
   * Real words that are a deliverable misspelt only as a noun, after a determiner ("un corro" is "un correo"; "cuando corro" is
   * "when I run"): read as meant there and nowhere else.
   */
  determinerTypos: { words: string[]; determiners: string };
  /** Endings that make another real form of the same word ("explícale" beside "explícame"): a word that differs from a tolerant word only there is read as it is. */
  variantEndings: string;
  /** Spelling folds under which two words sound the same ("h" dropped, "z" as "s"), as [pattern, replacement]. */
  spellingFolds: [string, string][];
  /** Words that point at material ("este", "mi", "the above") and the material they point at ("nota", "CV"). */
  materialPointers: string;
  materialNouns: string;
  /** Material nouns that are material only after a demonstrative, a place or a verb that works on them ("this question", "check my answer"), not after any "my" ("my question is…"). */
  pointedMaterialNouns: string;
  /** Things a class works on, material only under a verb that works on it ("adapta este examen", "adapt this quiz"): "my exam is tomorrow" is not. */
  workedMaterialNouns: string;
  /** Demonstratives and places before a noun ("this", "the following", "esta"). */
  demonstratives: string;
  /** Verbs that work on material ("resume", "translate"): "resume la transcripción" points at it too. */
  materialVerbs: string;
  /** The material verbs that edit it ("fix", "corrige"): "fix the grammar in my cover letter" points at the letter. */
  editingVerbs: string;
  /** Words after the material that say where it is or that it comes later ("de arriba", "attached", "la pego después"). */
  materialPlaces: string;
  /** Words before the material that say it comes later ("voy a pegar", "I will paste"). */
  materialComing: string;
  /** Material referred to by what the user did with it, with no noun ("lo que te mandé", "what I sent you"). */
  materialSent: string;
  /** A pronoun after a verb that works on material, when nothing follows that it could stand for ("rewrite it in simpler words"). */
  materialPronoun: string;
  /**
   * Material referred to as said or seen earlier or later in the conversation, with the words that name it in its
   * slot: "lo anterior" → "el texto anterior", "la lista siguiente", "what we discussed", "these two offers" → "the two offers".
   * Each entry is [pattern, slot words], the slot words taking the pattern's groups as $1, $2.
   */
  materialReferred: [string, string][];
  /** Things that are seen, not pasted ("logo", "foto"): their slot asks for a description or the file. */
  visualNouns: string;
  /** A change of code under review ("pull request", "PR"): its slot asks for the diff. */
  codeChangeNouns: string;
  /** A website or page ("web", "landing page"): its slot asks for its text or its URL. */
  siteNouns: string;
  /** Parts of a text ("conclusion", "intro"): "my essay conclusion" names the conclusion of the essay. */
  textParts: string;
  /** School work whose topic or question may follow it ("mi tarea de historia: causas de…", "my homework about…"): given so, it is the task, not material to paste. */
  topicWork: string;
  /** Getting someone in one's care to do something ("get my toddler to sleep", "que mi hijo coma verduras"): how to deal with them, whatever the topic. */
  gettingSomeoneTo: string;
  /** Given notes turned into another form ("turn these bullet points into a paragraph", "convierte estas notas en un correo"); group 1 is the form. */
  reshapeGiven: string;
  /** Words between a number and what it counts ("3 new hires", "2 more days"): a fact is quoted up to the noun after them. */
  countAdjectives: string;
  /** Verbs of something already done, right before a count ("ignored 2 emails", "ya le mandé 3 correos"): the count is a fact, not the answer's size. */
  doneCountVerbs: string;
  /** What gives that topic right after the work's noun (a colon, "sobre", "about"), as a pattern anchored at the noun's end. */
  topicGiven: string;
  /** Verbs that continue material ("continúa", "keep going with"): the answer is more of the same kind, not a review of it. */
  continuationVerbs: string;
  /** Work on code that gives code back ("optimize this query", "escribe tests para esta función"), unlike a question about it. */
  codeWork: string;
  /** The words that name a letter as its medium ("carta", "letter"), unlike a complaint or a recommendation, which can be an email. */
  letterWords: string;
  /** The writer is the one leaving ("me voy de la empresa", "I'm leaving after 4 years"). */
  ownFarewell: string;
  /** A message named with no medium ("un mensaje a mi casera", "a message to my landlord"): under the Email option, an email. */
  plainMessage: string;
  /** The media of a message that is no email ("por whatsapp", "a text", "una nota", "the group chat"). */
  chatMedia: string;
  /** Chat spellings read otherwise before an article: "ur a career coach" is "you're a". */
  chatBeforeArticle: Record<string, string>;
  /** Words that build the answer from material ("con", "using", "based on") and the material they build it from ("los datos", "the notes"). */
  materialFrom: string;
  sourceNouns: string;
  /** Things whose name and details only their owner knows: businesses and people. */
  businesses: string[];
  products: string[];
  people: string[];
  /** The writer gives their own name ("me llamo…", "my name is…"). */
  nameGiven: string;
  /** A stated size without a number ("breve", "one paragraph", "a tweet"). */
  statedSize: string;
  /** Numbers written as words ("tres", "ten"); "un"/"a" are left out: they rarely state a count. */
  numberWords: string;
  /** A text that addresses the optimizer instead of the AI ("ignore the above…"). */
  injection: string;
  /** The request is school work ("para clase", "for school"): no academic-paper template. */
  school: string;
  /** A content plan (posts, publications) rather than any plan. */
  content: string;
  /** Verbs that ask for feedback on the user's material ("señala", "flag", "give me feedback"): a review, not a new text. */
  reviewVerbs: string;
  /** A document the user says they have, then asked to be checked with a pronoun ("tengo un contrato de alquiler, puedes revisarlo?"): its noun in group 1. */
  reviewOfHad: string;
  /** Units that measure the answer itself ("palabras", "minutos", "tweets"): "3 minutos" is its length, "5 días" a fact of its content. */
  outputUnits: string;
  /** Things an answer is counted in ("ideas", "preguntas", "captions"): "10 ideas" is its size. */
  countedItems: string;
  /** Units of the content's facts ("días", "people"): "a 30-day calendar" spans 30 days, it is not 30 calendars. */
  factUnits: string;
  /** Words that multiply a number before its unit ("15 mil seguidores", "40 thousand followers"): the unit comes after them. */
  countMultipliers: string;
  /** What people name that is not a business ("perro", "baby", "character"): names with no market to win. */
  personalNamed: string;
  /** Fictional things named for a story or a game ("kingdom", "planet", "spell", "guild", "tavern"): worldbuilding names. */
  fictionalNamed: string;
  /** A post that is a still picture ("caption", "pie de foto", "carrusel"): no video, whatever platform the dialog chose. */
  stillPost: string;
  /** A feed post named as such ("un post", "publicación", "post"): under Instagram Reels, a post of the feed, not a reel. */
  feedPost: string;
  /** A picture's caption ("caption", "pie de foto"): a few lines, not a post of paragraphs. */
  caption: string;
  /** Comic forms ("limerick", "poema gracioso", "roast"): a playful tone, not an evocative one. */
  comicForms: string;
  /** Poems whose form fixes their shape ("haiku", "soneto", "limerick"): no stanzas or title added. */
  fixedPoemForms: string;
  /** Words that follow a number without saying what it counts ("29 and", "14 que"): the figure is quoted with the word before it. */
  figureConnectors: string;
  /** The answer's shape stated as what the material becomes ("into action items", "en una tabla"). */
  intoShape: string;
  /** Published works ("libro", "movie"): one named after the word ("el libro cien años de soledad") is known, not material to paste. */
  workNouns: string;
  /** A standing instruction for the rest of a conversation ("a partir de ahora", "in the next messages"): no answer to shape. */
  standing: string;
  /** A listing named as one ("an Etsy listing", "ficha de producto", "Mercado Libre"), not only "a product description": it stays a listing on a social channel. */
  marketplaces: string;
  /** A text pointed at by a pronoun alone ("esto", "this"): in a revision, what follows the colon is that text, however short. */
  bareDemonstratives: string;
  /** What an analysis researches with no data of the user's (keywords, competitors, a market): no slot to paste data. */
  marketResearch: string;
  /** What a known work or topic summarised is: a story told (a novel, a film, a series) or a historical event. */
  /** The plot asked for by name ("the plot of breaking bad", "la trama de…"): a story's plot summary, not every case's points. */
  summaryCases: { story: string; history: string; nonFiction: string; rules: string; plot: string };
  /** Units that measure prose ("300 palabras", "3 paragraphs"): a summary so measured is not in bullets. */
  proseUnits: string;
  /** A review the user calls negative or positive ("a negative review", "una reseña de 5 estrellas"), and what says what the reviewer wrote ("customer said…", "dice que…"). */
  reviewCase: { negative: string; positive: string; gist: string };
  /** What followed an event, asked of history ("consequences", "consecuencias", "impact"), and what led to it ("causes"): asked with no causes, the consequences alone. */
  consequences: { followed: string; led: string };
  /** A count of alternatives to choose from ("3 opciones de respuesta", "give me 3 versions"): each one complete. */
  alternatives: string;
  /** What says what a comment replied to says or asks ("saying my recipe didnt work", "que me piden descuento"): no comment to paste. */
  commentGist: string;
  /** A story on a platform ("texto para un story", "instagram story"): a few words per screen, not a post. */
  storyPost: string;
  /** A post that announces a job ("we're hiring a barista", "buscamos diseñador"). */
  hiring: string;
  /** A giveaway ("sorteo", "giveaway"): posted on a social platform, a post with its rules of entry. */
  giveaway: string;
  /** A carousel post ("carrusel", "carousel") and a comment to pin ("pinned comment", "comentario fijado"). */
  carousel: string;
  pinnedComment: string;
  /** A hook asked for ("el hook", "un gancho", "hooks for my reel"): the video's or the post's opening lines and nothing more. */
  hook: string;
  /** Ideas named ("ideas", "idea"): ideas for videos with their hooks are still ideas. */
  ideaWord: string;
  /** A notice to publish ("an announcement that our store hours are changing"): under a social platform, a post. */
  postedNotice: string;
  /** A routine the user already has ("mi rutina de skincare", "my morning routine as a nurse"): in the social dialog, a post's subject, no plan to make. */
  shownRoutine: string;
  /** A pet of the user's ("my dog", "a mi gato"): a health question about it is a vet's. */
  petNamed: string;
  /** A cover letter's job ("for a junior data analyst job") and the user's experience ("I have 3 years…"), when given. */
  coverLetterGiven: { job: string; experience: string };
  /** What two parts asked together are for: a shop ("for my etsy shop") or academic work ("para mi TFG"), which gives their role. */
  pairFor: { shop: string; academic: string };
  /** "a short about the history of pizza": a Short, the video format, where "short" is no size. */
  videoShort: string;
  /** One idea asked for ("quick tiktok idea for…", "una idea para…"), with no plural "ideas": that idea, developed. */
  oneIdea: string;
  /**
   * A role set up for the rest of the chat ("I want you to act as a linux terminal. i will type commands…", "quiero que
   * actúes como mi profesor de inglés y me corrijas"): how such a request opens; what says the chat goes on in turns;
   * roles that are a conversation by nature (a tutor, an interviewer, a guide); roles that are a machine answering
   * input (a terminal, an interpreter); a correction of the user asked for; a start the user already set.
   */
  /** `runsGame`: asking the AI to run a game for the user ('be the dungeon master for a D&D one-shot', 'sé el máster de una partida'): the chat is the game, whatever adventure it names. */
  /** `questionsInChat`: the user's questions still to come in the chat ("answer my questions about puppy training", "responde mis dudas"): turns, not material to paste. */
  standingRole: { opener: string; questionsInChat: string; turns: string; ongoingRoles: string; runsGame: string; machines: string; corrects: string; start: string };
  /** A letter to someone close or to a figure of childhood ("carta a mi abuela", "letter to Santa", "carta de amor"). */
  personalLetter: string;
  /** What the user's material is measured against in a fit/gap analysis ("con la oferta de abajo", "against the rubric"): group 1 names it for its slot. */
  fitReference: string;
  /** Things reviewed that are not texts ("mi logo", "this photo", "my business idea"), after a possessive or a demonstrative. */
  nonTextThings: string;
  /** Words that give a thing's name ("se llama", "called"): no placeholder for it. */
  thingNamed: string;
  /** What tells the kinds of questions and practice material apart ("flashcards", "entrevista", "ejercicios"); a quiz otherwise. */
  quizVariants: Record<Exclude<QuizVariant, 'test'>, string>;
  /** A simple explanation asked for ("explain like I'm 5", "en palabras sencillas"): short and plain, no headings. */
  simpleExplanation: string;
  /** The prompt is about the writer's own case ("my", "our", "tengo", "mi"): only then a rule against made-up facts about it. */
  ownCase: string;
  /** What tells the common letters apart ("renuncia", "complaint", "recomendación"); a letter of no such kind gets the plain one. */
  letterKinds: Record<LetterKind, string>;
  /** What tells plans apart by their domain ("menú", "itinerary", "entrenamiento"); a plan of none gets the general one. */
  planDomains: Record<PlanDomain, string>;
  /** A plan of posts, not the posts: "qué publico esta semana", "content calendar", "a plan for 5 posts". */
  contentPlan: string;
  /** The copy of a whole web page ("landing page", "página de ventas"): a web page's text, not an ad's few lines. */
  webPageCopy: string;
  /** A request that only asks for help with a subject ("i need help with", "ayúdame con"), naming no result. */
  helpWithOnly: string;
  /** An exam or test to revise for ("exam", "examen", "finals"): a study plan without one is a plan to learn, with no mock exam. */
  examWords: string;
  /** Words that name no topic ("hazme", "porfa", "for me"): a summary asked in only these has a text still to paste. */
  topicless: string;
  /** Words that introduce what the answer must also hold ("incluye", "include"): the part named is kept in the format. */
  includes: string;
  /** A second request chained to the first ("y luego hazme un resumen", "and also a follow-up email"). */
  chainedRequest: string;
  /** An explanation asked after a translation ("traduce 'break a leg' y explica qué significa"): a second thing to do, not a comment to leave out. */
  explainAlso: string;
  /** One part of a deliverable asked for alone ("the intro of the newsletter", "el cierre del discurso"). */
  partOf: string;
  /** What makes a how-to a health question ("sleep", "dolor de espalda"). */
  healthTopics: string;
  /** What makes a how-to about dealing with people ("negotiate", "my boss"): its steps say what to say. */
  peopleTopics: string;
  /** The software a how-to is about ("excel", "canva"): that tool's steps, with its menu names. */
  toolNames: string;
  /** The verbs that add a part to the deliverable ("and list action items", "y dime las tareas pendientes"): the part follows them. */
  extraPartLeads: string;
  /** Parts stated with "with…" ("with examples", "con ejemplos"). */
  extraPartsWith: string;
  /** A goal stated in the request ("para aprobar", "so that", "i want them to"): no suggestion to say what it is for. */
  statedGoal: string;
  /** Shapes that are the whole answer when the user names them ("a table", "action items", "viñetas"): no length guessed beside them. */
  answerShapes: string;
  /** The words that name each everyday deliverable ("receta", "prompt para midjourney", "pros y contras"). */
  everyday: Record<NamedEveryday, string>;
  /** The user already wrote or asked before ("ya le escribí 2 veces", "i already texted him"): the message is a follow-up. */
  followUp: string;
  /** A request to improve a prompt ("mejora este prompt", "here's my prompt, improve it"): what follows it is the prompt to optimize (wrapper.ts). */
  promptWrapper: string;
  /** "improve this:", "mejora esto:" with no "prompt": a wrapper only when what follows opens as a request (`requestOpeners`). */
  bareWrapper: string;
  /** What a line is for when it opens or closes the user's talk ("para abrir mi presentación", "to open my talk"): the talk is the occasion, not material to paste. */
  occasionOpeners: string;
  /** Verbs that open a request in this language only ("dime", "give me"): a short request framed by one is in this language, whatever title it names. */
  framingOpeners: string;
  /** Words only this language uses to join others ("para", "mi", "the", "for"), space-separated: in a short text full of borrowed words ("rutina de skincare para piel grasa") they tell its language. */
  functionWords: string;
  /** Who a piece of schoolwork is for ("for my class", "para mi profesora"): a reader, not the user's business or figures. */
  schoolReaders: string;
  /** Tags that lay a prompt out in sections, as guides write them ("<role>…</role>", "<tarea>…</tarea>"): each is read as its heading ("Role: …"). */
  sectionTags: string;
  /** Several deliverables asked for at once ("dame 2 cosas: …", "give me two things: …"): the words that announce them. */
  partsAsked: string;
  /** The article or possessive that opens each of those deliverables ("un nombre… y una descripción"): where one ends. */
  partOpeners: string;
  /** Things asked for in pairs ("un nombre y un eslogan", "a title and a description"): each is delivered, numbered. */
  pairedParts: string;
  /** Emails with a shape of their own besides an apology (the \`apology\` words): a thank-you, an announcement, a follow-up. */
  emailPurposes: Record<Exclude<EmailPurpose, 'apology'>, string>;
  /** How a prompt opens ("write", "act as", "escribe", "necesito"). */
  requestOpeners: string;
  /** What a wrapper asks of the prompt itself ("para que sea más corto", "shorter"): a compact prompt. */
  wrapperShorter: string;
  /** What a wrapper asks that optimizing already does ("mejor", "more specific", "clearer"): nothing more to apply. */
  wrapperGeneric: string;
  /** The user's own figures referred to ("las ventas del último trimestre", "our sales"): a report on them needs them pasted. */
  ownFigures: string;
  /** Pointers at an error or code not pasted ("este error", "my code", "me sale"): troubleshooting needs them. */
  errorPointers: string;
  /** How an error named by its code is said ("exit code", "código de salida"): nothing more to paste. */
  errorCodes: string;
  /** A toast or wedding vows ("brindis", "votos", "toast", "vows"): shorter than a speech. */
  toast: string;
  /** An apology asked for ("disculpa", "apology", "sorry"). */
  apology: string;
  /** A story, a film or a series asked of without spoilers ("sin spoilers", "spoiler-free"). */
  noSpoilers: string;
  /** The part a no-spoilers rule is limited to, right after it ("sin spoilers de la segunda mitad", "no spoilers for the last three chapters"). */
  spoilerPart: string;
  /** A budget stated ("500 euros", "$2k", "presupuesto de"). */
  budgetStated: string;
  /** A template asked for ("plantilla", "template"): fields to fill in and one example filled in. */
  template: string;
  /** A request said as a need ("our team needs a…", "necesito una…", "nos hace falta"): a request, no verb to add. */
  needLeads: string;
  /** Who the answer is for, said in the request ("para una familia de 4", "for my A2 students"), or the writer described ("soy vegetariana"). */
  forWhom: string;
  /** LinkedIn's headline named ("titular de linkedin", "linkedin headline"): its own character limit. */
  linkedinHeadline: string;
  /** The user's CV or résumé named as the material of a revision ("mejora mi CV", "improve my resume"). */
  cvMaterial: string;
  /** A professional network whose profile is a person's, not a place's ("bio corta para mi perfil de linkedin"). */
  professionalProfile: string;
  /** The user describing themselves ("I'm a UX designer with 5 years…", "soy fotógrafa"): a bio is written from those details, nothing to paste. */
  selfDescribed: string;
  /** A correction of a text ("corrige este texto", "proofread my essay"): the mistakes and why, not only the changes. */
  correction: string;
  /** What a channel or a profile is ("canal", "channel", "perfil"): its description is no single video's. */
  channelWords: string;
  /** The ingredients the user has at hand ("tengo huevos, espinacas…", "what can I make with…"): a recipe from them. */
  ingredientsAtHand: string;
  /**
   * Follow-ups typed as if inside a chat ("make it longer", "otra vez pero más gracioso"): each change asked of the
   * AI's previous answer; 'translate' names the language in its first group.
   */
  followUpChanges: Record<Exclude<FollowUpChange, 'edit'>, string>;
  /** The words around a follow-up's changes that ask nothing of their own ("make it", "pero", "please"). */
  followUpFillers: string;
  /** How a short edit of the previous answer opens, in the user's own words ("make it rhyme", "add … at the end", "ponle", "quítale"). */
  followUpEdits: string;
  /** The words that give each part of a prompt and what is said around it (elements.ts). */
  elementWords: ElementWords;
  /** The words that decide the improved prompt's shape (build.ts). */
  shapeWords: ShapeWords;
}

/** The words build.ts reads a request's shape with, as regular-expression alternatives (each pattern joins every pack's). */
export interface ShapeWords {
  /** A thesis-level work ("tesis", "TFG", "dissertation"): a how-to about one of its sections is that section's structure and draft. */
  thesis: string;
  /** An abstract, the summary of a whole academic work ("el abstract del paper que te paso"): the work it sums up is material to paste. */
  abstract: string;
  /** What joins two deliverables asked as a pair ("un nombre y un eslogan", "a title and a description"). */
  pairJoiners: string;
  /** A thread of posts ("hilo", "thread"). */
  thread: string;
  /** Names asked for ("nombres", "call it"): naming's answer is the names. */
  naming: string;
  /** One of a deliverable ("un", "one", "a"): a single one, not a count. */
  single: string;
  /** A description ("descripción", "description"), and a profile's text ("bio", "about section"). */
  description: string;
  profileText: string;
  /** Episodes, as the videos of a series ("episodios", "episodes"). */
  episodes: string;
  /** A pay rise ("aumento", "salary"). */
  raise: string;
  /** A translation's target language ("al inglés", "into French"). */
  targetLanguage: string;
  /** The parts a user counts in a format ("3 a 5 viñetas", "one or two sentences"): the numbers, the range's second number, the units. */
  formatCountNumbers: string;
  formatCountRangeEnds: string;
  formatCountUnits: string;
  /** The words of a range of counts ("a", "o", "to", "or"). */
  rangeJoiners: string;
  /** The units of a size too small for several parts ("caracteres", "words"). */
  smallSizeUnits: string;
  /** Tweets ("tuits", "tweets"). */
  tweets: string;
  /** Tables ("tablas", "tables"). */
  tables: string;
  /** A prompt's own role or shape ("actúa como", "tone", "formato", "numbered list"): a prompt with them keeps its own. */
  roleOrShape: string;
  /** Units of time: seconds, minutes, hours ("segundos", "mins", "horas"). */
  secondUnits: string;
  minuteUnits: string;
  hourUnits: string;
  /** Periods longer than a sitting ("días", "weekly"): a plan over them is no one-sitting plan. */
  longerPeriods: string;
  /** Words that rule a topic out ("sin", "nada de", "avoid", "don't"). */
  negations: string;
  /** Words that introduce the criteria at the end of a comparison ("en", "según", "in terms of"). */
  criteriaIntro: string;
}

/** The words elements.ts reads a prompt's parts with, as regular-expression alternatives (each pattern joins every pack's). */
export interface ElementWords {
  /** A role given to the AI ("actúa como", "you are an"). */
  role: string;
  /** The role as a label ("tu rol:", "your role is"): the possessive, the noun and the verb after it. */
  rolePossessive: string;
  roleNoun: string;
  roleIs: string;
  /** Who the answer is for ("para principiantes", "for beginners", "10-year-olds"). */
  audience: string;
  /** The writer's own children or pupils as the audience ("mis hijos", "my students"): the possessive and the noun. */
  audienceOwners: string;
  audienceChildren: string;
  /** The tone asked for ("cercano", "friendly"), also in other words ("que suene menos brusco", "less salesy"). */
  tone: string;
  /** The answer's format ("en una lista", "a table", "step by step"). */
  format: string;
  /** Format words that in a code request name the data the code handles ("a list of", "table" in "from the users table"), not the answer's shape. */
  dataShapes: string;
  /** Words before "json", "csv" or "yaml" that make it the input, not the answer's format ("lee el csv", "parse a json"): the verb and the article. */
  dataReaders: string;
  dataArticles: string;
  /** The answer's length ("breve", "no more than"); and a count of units ("cinco párrafos", "three tips"): the number words and the units. */
  length: string;
  lengthNumbers: string;
  lengthUnits: string;
  /** Rules the answer must follow ("no uses", "evita", "avoid", "make sure"). */
  constraints: string;
  /** Examples given ("por ejemplo", "for instance", "such as"). */
  examples: string;
  /** Words that say why ("porque", "so that"): a task sentence with one gives context too. */
  purpose: string;
  /** A sentence labelled as context ("contexto", "background"), at its start. */
  contextLabels: string;
  /** Words that say little ("algo", "cosas", "good", "whatever"): each is named back to the user when it is vague there. */
  vague: string;
  /** Vague words that only judge ("bonito", "good"): vague where they are the user's verdict on the result. */
  judgements: string;
  /** Vague words that stand for something ("algo", "stuff"): not vague when a clause after them says what. */
  placeholders: string;
  /** What comes right before a verdict on the result ("que sea", "make it", "muy", "really"). */
  verdictBefore: string;
  /** Words after a work's noun that say no title follows ("que", "de arriba", "attached"): the work is the user's material. */
  workNameStops: string;
  /** The verbs (and "necesito", "your task") a request's task opens with ("escribe", "armame", "summarize"). */
  taskVerbs: string;
  /** Politeness before a request ("por favor", "please"): the task starts after it. */
  polite: string;
  /** A request asked as a question ("puedes", "me podrías", "can you", "i'd like you to"): the task's verb follows. */
  asking: string;
  /** Words that join a second task to a sentence ("y", "luego", "then"). */
  taskJoiners: string;
  /** Articles and pointers before a noun ("el", "this", "mi"): the material named last in a request is the nearer one. */
  nearerArticles: string;
  /** Words after such an article that are no noun ("que", "lo", "i", "you"). */
  nearerNotNouns: string;
  /** Prepositions before the user's own thing ("de mi logo", "on my essay"). */
  ownThingPrepositions: string;
  /** What the answer is for, before the user's own thing ("resumen de este paper para mi tesis", "for my team"): a purpose, not a second material. */
  purposePrepositions: string;
  /** What a change is for, after the verb that asks it ("reword my essay so turnitin doesnt flag it", "para que no me salga plagio"): a review word after it is the outcome wanted, not feedback asked. */
  outcomeJoiners: string;
  /** Pointers at a thing at hand, beside the possessives ("este", "these"): "revisa este ensayo" reviews the user's own text. */
  ownThingPointers: string;
  /** Words that end the name of the user's own thing ("y", "para", "with", "please"). */
  ownThingNameStops: string;
  /** What follows a thing's name and says what it is for, not what it is called ("de vender el…", "to sell", "for a"). */
  describedBy: string;
  /** Words that open a list of the answer's parts ("con", "que incluya", "including"). */
  partsOpeners: string;
  /** People close to the writer ("novia", "family"): "con mi novia, mis padres y…" lists no parts. */
  closePeople: string;
  /** Words that open a question ("qué", "whats"): "…with my homework, whats the difference between x and y" asks it, lists no parts. */
  questionOpeners: string;
  /** The word before a list's last item ("y", "and"). */
  listJoiners: string;
  /** Prepositions that make a text about the user's own thing ("sobre", "regarding"). */
  aboutWords: string;
  /** What a new text asks for about a thing ("asking to break the lease", "pidiendo que me devuelvan la comisión"): that thing is its subject, not material. */
  askingAbout: string;
  /** How a writer introduces themself ("soy", "I'm"), as written (case kept): a capitalised word after it is their name. */
  selfIntroduction: string;
  /** The word "and" ("y", "and"): between two names, or before a part a request announces. */
  nameJoiners: string;
  /** A reply asked for ("responde", "reply to"): the people it goes to are named in the material. */
  reply: string;
  /** Verbs that make a new text ("escribe", "haz", "draft"): a writing verb before a review word asks for a new text. */
  makingVerbs: string;
  /** Words that ask for a name ("nombres", "cómo le llamo", "what should i call"). */
  namesAsked: string;
  /** Prepositions before a place's capitalised name ("en Sevilla", "in Leeds"). */
  placePrepositions: string;
  /** Words that give a thing's name right after it ("llamada", "que se llama", "called"). */
  namedAs: string;
  /** Words that end an apposition ("y", "para", "which"): "Sweet Crumbs, my bakery, for…" names the bakery. */
  appositionEnds: string;
  /** Words never part of a compound noun after "my X" (linking words, pronouns, time words), read in the pack's own language only. */
  compoundStops: string;
  /** A mishap told about a thing ("my dog ate my homework", "se me borró el trabajo"): the thing is gone, no material to paste. */
  mishaps: string;
  /** Articles and possessives between a verb that works on material and it ("resume el…", "translate my…"). */
  materialArticles: string;
  /** Prepositions before the material whose part an edit names ("in", "de"), and the possessives after them ("mi", "the"). */
  partPrepositions: string;
  partOwners: string;
  /** Articles between "I will paste" and the material ("un", "the"). */
  comingArticles: string;
  /** Articles between a "with"/"using" and the source material ("los", "de mi", "the"). */
  sourceArticles: string;
  /** Articles before a thing the user sent or will paste ("el", "my"), words after them that are no such thing (time words), and words that end its name. */
  sentArticles: string;
  timeNouns: string;
  sentNameStops: string;
  /** What the user did or will do with the material ("que te pego luego", "i just sent"), after it. */
  sentToYou: string;
  /** Articles before a recording the user watched or heard ("el", "the"). */
  recordingArticles: string;
  /** Words after a possessive or demonstrative that are no part of the second material's name ("y", "with"). */
  materialNameStops: string;
  /** Words before the thing a name is asked for ("para", "le pongo a", "name"), and articles after them ("mi", "the"). */
  namingFor: string;
  namingArticles: string;
  /** What introduces the fictional thing names are asked for ("para", "nombres de", "for"), and its articles. */
  fictionalFor: string;
  fictionalArticles: string;
  /** Words before a last word or two that make the answer built from them ("usa", "de", "from"). */
  builtFrom: string;
  /** How a request to change the user's own text opens ("puedes", "please"), what it wants ("quiero que", "help me") and its verb ("corrige", "proofread"). */
  revisionLeads: string;
  revisionWants: string;
  revisionVerbs: string;
  /** The answer's whole shape in words ("responde solo con sí o no", "answer with the label only"). */
  answerShape: string;
  /** "de"/"of" before a material's owner or article, its definite articles ("el", "the"), and the two in one ("del", "of the"). */
  ofWords: string;
  definiteArticles: string;
  ofThe: string;
  /** Articles between a part of a text and the text ("la conclusión de mi ensayo", "the intro of this essay"). */
  partOfArticles: string;
  /** What may stand between a judging verb and the user's own thing ("de mi", "of the"): nothing else of the request is there. */
  betweenPrepositions: string;
  betweenArticles: string;
  /** Units after a number that make it no count of the answer ("años", "de edad", "dollars"). */
  notCounted: string;
  /** A list asked for with no count ("dame preguntas", "what are the best tips"): the asking words, fillers ("unas", "the"), qualities ("mejores", "top"), topics ("entrevista", "exam") and the listed nouns. */
  countAsks: string;
  countFillers: string;
  countQualities: string;
  countTopics: string;
  countNouns: string;
  /** Words between a possessive and an owned thing ("nueva", "small"), and the head after the noun ("de diseño", "shop"). */
  ownedAdjectives: string;
  ownedHeads: string;
  /** A company the user is a customer of ("my insurance company", "mi compañía de teléfono"): no business of theirs to describe. */
  providerNouns: string;
  /** Verb-form endings that end a compound noun ("-ing", "-ando"), read in the pack's own language only. */
  compoundEndings: string;
}

/** Emails whose parts differ from a request's (purpose, arguments, request): an apology, a thank-you, an announcement, a follow-up. */
// Twenty-ninth round: an email chasing an unpaid invoice is a payment reminder, before any other follow-up.
// Thirty-fifth round: a farewell ("farewell email to my team, leaving after 4 years") and a no ("decline a job offer politely by
// email") are no request with arguments; before 'thanks', which a farewell also says.
export type EmailPurpose = 'apology' | 'payment' | 'followUp' | 'farewell' | 'decline' | 'thanks' | 'announcement';
export const emailPurposes: readonly EmailPurpose[] = ['apology', 'payment', 'followUp', 'farewell', 'decline', 'thanks', 'announcement'];

/** The common letters, each with its own structure and a realistic length. */
// Twenty-ninth round: a warning to an employee ('carta de amonestacion…', 'a written warning letter for an employee…') states facts, the rule and the
// consequence; it is no cover letter with "concrete experience or arguments" (first: its words outrank the others').
export type LetterKind = 'warning' | 'resignation' | 'complaint' | 'recommendation' | 'cover' | 'thanks' | 'request';
export const letterKinds: readonly LetterKind[] = ['warning', 'resignation', 'complaint', 'recommendation', 'cover', 'thanks', 'request'];
/** Plans by domain: a meal plan is days × meals, an itinerary days × morning, afternoon and evening. */
// Listed in the order they are tried: "un plan de marketing para mi gimnasio" is marketing, "rutina de gimnasio" strength, not running.
export type PlanDomain = 'day' | 'week' | 'marketing' | 'business' | 'savings' | 'unit' | 'lesson' | 'travel' | 'meal' | 'strength' | 'training' | 'career' | 'study' | 'learning' | 'event';
// A day's timetable comes first: "a schedule for my day… and want to go to the gym" is the day, not a workout.
// A career change before study: "switch careers to UX… I can study 10 hours a week" is no exam to revise for.
// Twenty-eighth round: "unidad didáctica de 6 sesiones", "secuencia didáctica", "a 2 week unit plan" are a unit, session by session
// (before a single lesson: "plan de clase" names both).
export const planDomains: readonly PlanDomain[] = ['day', 'week', 'marketing', 'business', 'savings', 'unit', 'lesson', 'travel', 'meal', 'training', 'strength', 'career', 'study', 'learning', 'event'];

/** Questions and practice material: a quiz or test, flashcards, interview questions, exercises; the questions a candidate asks the interviewer, and those a candidate prepares to answer. */
export type QuizVariant = 'test' | 'flashcards' | 'guestInterview' | 'interview' | 'exercises' | 'askInterviewer' | 'askProfessional' | 'candidate';

/** Everyday deliverables of a shape of their own that name no other kind (everyday.ts). */
// A tie (two named at the same word) goes to the one listed first: a LinkedIn bio is a profile, not a social bio;
// "ventajas y desventajas" of one thing is pros and cons, of two ("… vs …") the comparison.
export const everydayDeliverables = [
  // Seventeenth round: "roleplay as my girlfriend…" is a character brief for the AI to play.
  'roleplay',
  'assistantInstructions',
  'assistantSetup',
  'privacyPolicy',
  // Eighteenth round: a giveaway's legal terms are the organiser's rules, not documentation nor any terms and conditions.
  'giveawayRules',
  'terms',
  'contract',
  'fitGap',
  'textTitles',
  'hashtags',
  // "tengo gastritis, qué puedo comer": what to eat with a condition, not a recipe from what the user has (before 'mealIdeas').
  'conditionDiet',
  'mealIdeas',
  // Sixteenth round: "what's the best laptop for video editing under $1500" is buying advice (before 'comparison', which
  // reads "qué móvil me compro" too); a situation told and then "any tips?" is practical advice for it.
  // Seventeenth round: "vale la pena comprar un iphone 15" is a verdict for the user's use (before 'buyingAdvice').
  // Twentieth round: "is it worth it to learn french", "vale la pena estudiar ingeniería" weigh a course of action, not a purchase.
  'worthItChoice',
  'worthIt',
  // Thirty-sixth round: a PC's parts list is one compatible build, not a buying adviser's choice of products (before 'buyingAdvice',
  // which reads "what parts should i buy").
  'pcBuild',
  'buyingAdvice',
  'situationTips',
  'situationAdvice',
  'prosCons',
  // Twenty-fifth round: "debate arguments against school uniforms" is one side's case, with the rebuttals to expect.
  'debateArguments',
  // Thirty-eighth round: names for a variable, a function or a class follow the code's conventions, not a brand's.
  'codeNaming',
  // A commit message is the change's subject line and body; a dashboard its KPIs, charts and filters in the tool named.
  'commitMessage',
  'dashboard',
  // And "how would you design a url shortener", "diseño de sistemas para entrevista" are an architecture with its trade-offs.
  'systemDesign',
  // Seventeenth round: "the time complexity of binary search", "la diferencia entre una lista y una tupla" (before 'difference').
  'csConcept',
  'difference',
  'comparison',
  'extraction',
  'recipe',
  'imagePrompt',
  // Twenty-second round: "bio para tinder", "my hinge bio" are a dating profile: personality and a hook to reply to, not a listing's facts.
  'datingProfile',
  'profile',
  'socialBio',
  // Twenty-first round: "a rap verse about coffee" is 16 bars to rap, not a poem or a whole song (before 'lyrics').
  'rapVerse',
  // Twenty-second round: "a chorus for a love song", "el puente de mi canción" ask for that part alone, not a whole song (before 'lyrics').
  'songPart',
  'lyrics',
  // Twenty-first round: "a bedtime story for my 4 year old", "un cuento para mi hija de 5 años" are short, gentle and read aloud, not 500-800 words of any story.
  // Thirty-second round: "a short mystery story for kids aged 8-10" is a puzzle with clues the child can follow and a fair solution,
  // not a bedtime story's gentle problem and calm ending (before 'childStory').
  'childMystery',
  'childStory',
  // Twenty-seventh round: "una redacción sobre mi mejor amigo", "an essay about my summer holidays" are a descriptive and narrative
  // composition about the writer's own life, not an argued essay ("redacción sobre el cambio climático" stays one).
  'personalComposition',
  // Twenty-fifth round: a scene told only in dialogue, a plot twist or an ending for the user's novel, a haiku or a sonnet
  // have shapes of their own (a story of 500-800 words in paragraphs was none of them).
  'dialogueScene',
  'plotIdeas',
  'fixedFormPoem',
  // Twenty-fifth round: a stand-up set, a short film's screenplay, writing prompts, a poetic description, riddles and tongue
  // twisters, and a vocabulary list for a language learner (each was the generic answer or another deliverable).
  'standUp',
  'screenplay',
  'writingPrompts',
  'descriptivePassage',
  'riddles',
  'vocabularyList',
  // A concept map, a biography, fun facts, a word search or a crossword, a school play, a character's diary and "teach me the
  // basics of chess" were the generic answer or an explainer's 250-400 words with subheadings.
  'conceptMap',
  'biography',
  'funFacts',
  'wordPuzzle',
  'stagePlay',
  'diaryEntry',
  'basicsLesson',
  // A role-playing adventure, a game to invent, a guided meditation (it was a video script), pick-up lines (a direct message),
  // affirmations, a treasure hunt and journaling prompts.
  'rpgAdventure',
  'gameDesign',
  'guidedMeditation',
  'pickupLines',
  'affirmations',
  'treasureHunt',
  'journalPrompts',
  // Language help (synonyms; "cómo se dice…", "what does… mean", "pasa esto a voz pasiva"), a citation in a style, a
  // timeline, one paragraph, and topics for one's essay or thesis (it wrote the speech).
  // Thirty-sixth round (set 54): a birth chart or a horoscope ("haz mi carta astral") was a formal letter or the generic answer;
  // the meaning of a dream an explainer's article with a text to paste (before 'languageQuestion', which reads
  // "what does it mean").
  // Thirty-sixth round (set 56): how to write a good text of a kind ("how can i write better emails", "cómo escribo un buen
  // resumen ejecutivo") is a writing coach's lesson, not that text written or summarised.
  'writingHowTo',
  'astrology',
  'dreamMeaning',
  'synonyms',
  'languageQuestion',
  'exampleSentences',
  'citation',
  // Thirty-fourth round: "an annotated bibliography of 5 sources on…" lists real sources, each with its reference and annotation (generic before).
  'annotatedBibliography',
  'timeline',
  'paragraph',
  'topicIdeas',
  // Thirtieth round: the moral of a fable (it was a 400-700-word literary analysis), examples of a figure of speech, a prayer
  // ("una oración para antes de comer" is no grammar sentence) and a table of facts were the generic answer or another deliverable.
  'storyMoral',
  'figureExample',
  'prayer',
  // Thirty-second round: "hazme una tabla con mis gastos del mes: alquiler 500, comida 300", "put my expenses in a table: rent 1200…"
  // order the user's own figures, exactly as given, with a total (before 'factTable').
  'ownDataTable',
  'factTable',
  // Thirty-third round: "cuáles son los 5 ríos más largos del mundo", "what are the 10 tallest buildings in the world" rank checked facts,
  // each with its figure, not the generic answer or an explainer's article.
  'factRanking',
  'jokes',
  'icebreakers',
  'rhymes',
  'quotes',
  'personalityQuiz',
  'codeExplanation',
  // Twenty-second round: "a thank you message to my followers for reaching 10k" is a post to the audience, not a personal card (before 'card').
  'audienceThanks',
  // Twenty-second round: "frases para felicitar el año nuevo a mis clientes" are a business's greetings to its clients, not a personal card (before 'card').
  'clientGreetings',
  'card',
  'gift',
  // Thirty-fourth round: "15 preguntas para una entrevista semiestructurada a docentes", "interview questions for my qualitative study" are a
  // research interview guide (open questions, probes, consent), not a hiring manager's questions (before 'survey').
  'interviewGuide',
  'survey',
  'recommendations',
  // Twenty-seventh round: "qué plantas de interior aguantan poca luz", "what are some good study techniques for adhd" ask which
  // options suit a situation: a recommended list with why each fits, not the generic answer or questions first (after 'recommendations').
  'suitedOptions',
  'aboutPage',
  'jobPost',
  'agenda',
  'studyNotes',
  // Twenty-second round: "reply to a comment saying my recipe didnt work", "respondeme este comentario de un seguidor" are a creator's replies
  // in their own voice, not a business's customer care or a video (before 'reviewReply').
  'commentReply',
  'reviewReply',
  'customerReply',
  'replyAdvice',
  // Thirty-sixth round: a review of a film, a book or an album the user names ("review the movie oppenheimer", "reseña de la
  // pelicula coco") is a critic's, not the generic answer or a customer's review from details the user gives.
  'workReview',
  'publicReview',
  'shoppingList',
  'checklist',
  // Twenty-third round: "hazme el cuadrante de turnos para 3 camareros", "a weekly shift schedule for 5 employees" are staff shifts, not a generic plan.
  'shiftSchedule',
  'householdSchedule',
  'aiPrompt',
  // Twenty-second round: "propuesta para una marca de skincare para colaborar, tengo 15k seguidores" is a creator's pitch to a brand, not a skincare routine or an investor pitch.
  'collabPitch',
  'speakerBio',
  'invoice',
  // Twenty-ninth round: "un pitch de ventas para vender software de inventarios a ferreterias", "a sales pitch for my cleaning service" win a
  // customer, not investors, and are said in a minute, with no anecdotes (before 'pitch').
  'salesPitch',
  'pitch',
  // Thirty-second round: "the school newsletter for parents", "el boletín del colegio para las familias" tells families what to do and
  // when, with whom to ask; it has no unsubscribe footer nor a marketing call to action (before 'newsletter').
  'schoolNewsletter',
  // Thirty-second round: a parent's message to the teacher about a child being bullied is serious and respectful, with the facts
  // and a request for a meeting, not a casual message of 80 words.
  'parentConcern',
  'newsletter',
  // Nineteenth round: "una campaña de email para navidad con un 20% de descuento" is a promotional email, not a formal request.
  'promoEmail',
  // Twenty-sixth round: "an outro for my podcast episode", "intro para mi canal de youtube de gaming" are a short script to record,
  // with the show's name and a call to action, not a part of a transcript to paste (before 'podcastScript').
  'showIntro',
  'podcastScript',
  // Twenty-eighth round: "el ensayo para la aplicación a la universidad", "my college application essay about…" are a personal story in
  // the applicant's voice, not an argued essay.
  'admissionEssay',
  'personalStatement',
  // Thirty-fourth round: "write my grant proposal for the NSF", "la memoria para una convocatoria de financiación" are a funding proposal
  // with its sections (problem, objectives, method, budget), not the generic answer or a blog article.
  'grantProposal',
  'mathProblem',
  // Thirty-third round: the questions people put to a general assistant beyond a fact: "how many golf balls fit in a school bus",
  // "cuántos afinadores de piano hay en madrid? haz una estimación" are a Fermi estimate, reasoned out loud; "what would happen if the
  // moon disappeared" an effect reasoned in order of time; "qué opinas de la semana laboral de 4 días" a view of the assistant's own,
  // with the reasons on both sides; none is the generic answer.
  'fermiEstimate',
  // Thirty-sixth round, at the end: what happens if the user does or suffers something ("que pasa si dejo de pagar la tarjeta",
  // "what would happen if i quit my job") is its consequences for them, not a thought experiment or the generic answer.
  'ownConsequences',
  'hypothetical',
  'opinion',
  'pressRelease',
  'swot',
  'invitation',
  'apologyNote',
  'connectionNote',
  'personalBudget',
  'interviewPrep',
  // Twenty-first round: "my cat keeps scratching the couch" is behaviour, a trainer's advice (before 'petCare', a vet's).
  'petBehaviour',
  'petCare',
  'homeRepair',
  'homework',
  'estimate',
  // Twenty-third round: "una lista de precios para mi peluquería canina" is the services priced; "qué permisos necesito para vender pasteles desde casa" the paperwork to open.
  'priceList',
  'businessPermits',
  'cv',
  // Twentieth round: "how many days do i need in japan" is a trip's range of days or budget, not a figure for one's body or pay.
  // Thirty-second round: "how much should i tip in the us at restaurants", "cuánta propina se deja en españa" ask a place's custom,
  // the usual amounts by situation, not a calculation with the user's own figures (before 'tripEstimate' and 'selfEstimate').
  'tippingCustoms',
  // Thirty-second round: "cómo encuentro vuelos baratos a europa", "how do i find cheap hotels in paris" ask the tactics that lower a
  // trip's price (where to search, when to book, what to be flexible on), not the generic answer.
  'travelDeals',
  'tripEstimate',
  // Twenty-fifth round: "un truco para memorizar la tabla periódica" is a memory trick, "ayúdame a entender derivadas" a
  // tutor's step-by-step explanation (both before 'howTo').
  'memoryTrick',
  'conceptTutor',
  // Twentieth round: "help me learn programming from scratch", "tips to get better at chess" are a learning path (before 'howTo').
  // Thirty-sixth round: strategy to win a game ("trucos para ganar en catan", "how to rank up in valorant") is a player's
  // coaching; getting better at it stays a learning path.
  'gameStrategy',
  'learningPath',
  // Before 'howTo': "how do i undo the last git commit" is a technical how-to, answered with the exact commands;
  // "how should i invest 10000 dollars" a money decision worked out on the user's figures; "my laptop is very slow" a device to fix.
  // Nineteenth round: "cómo le explico a mi hijo de 5 años que su abuelo murió" needs the words for that child, not generic steps.
  'childTalk',
  // "how do i get my toddler to sleep through the night", "mi hijo de 3 años no quiere comer verduras": a child's habit, at that age.
  'childHabits',
  'techHowTo',
  // Twenty-third round: "qué gastos iniciales tiene abrir una cafetería", "startup costs of a food truck" are the cost items with ranges (before 'moneyAdvice', which reads "cuánto tengo que invertir").
  'costBreakdown',
  // Thirty-fourth round: "puedo tomar ibuprofeno con amoxicilina?", "can i take melatonin with sertraline", "how much ibuprofen can i take
  // in a day" ask about a medicine, how it mixes or its dose: a pharmacist's answer, not the possible causes of a symptom nor a figure
  // worked out like a salary (before 'selfEstimate' and 'symptoms').
  'medicineQuestion',
  // Thirty-fourth round: "qué gastos puedo desgravar como autónomo", "what can i write off as a freelancer" ask how a tax rule applies to the user,
  // in the country named (they were the generic answer; before 'moneyAdvice').
  'taxQuestion',
  'moneyAdvice',
  // Seventeenth round (after 'moneyAdvice', which keeps "how much should i save"): "how many calories should i eat…",
  // "how much should i charge…" are a figure for the user's own case; "quiero bajar 5 kilos antes de mi boda en 3 meses" a goal
  // with a deadline.
  'selfEstimate',
  'goalPlan',
  'deviceTrouble',
  // Thirtieth round (before 'howTo', which reads "best exercises for…"): the documents to travel, places to visit, a substitute for
  // an ingredient, exercises for a pain and steps for someone who has never used an app were the generic answer or a message.
  'travelEntry',
  'placesToVisit',
  'ingredientSubstitute',
  'rehabExercises',
  'techForBeginners',
  // Set 52 (work and career): a self-evaluation, coaching for an interview question or a gap in the CV, a project status update
  // and what to wear were the generic answer or an explainer's article.
  'selfReview',
  'interviewCoaching',
  'statusUpdate',
  'outfitAdvice',
  // Thirty-sixth round (set 53): a garden to plan, a plant's care, a car's trouble and a workplace policy were the generic
  // answer, a table of days, a list of steps or a technical writer's documentation.
  'gardenDesign',
  'plantCare',
  'vehicleTrouble',
  'companyPolicy',
  'howTo',
  'voicemail',
  'callScript',
  'conversationScript',
  // Twenty-fourth round: "turn my meeting notes into an action list", "sácame las tareas con responsable de estas notas" are the actions
  // to take, each with its owner and deadline, not a summary or "exactly what I ask for".
  'actionItems',
  // Twenty-fourth round: "propón 3 alternativas para el título y la meta descripción", "write a meta description for my bakery's homepage"
  // are an SEO specialist's titles and snippets with their characters counted, not brand names easy to pronounce.
  'seoMeta',
  // Twenty-fourth round: "classify the sentiment of each review as positive, negative or neutral", "clasifica estos comentarios…" label
  // the items given, one label each, not a reviewer's feedback on them.
  'classification',
  // Thirty-third round: "ordena estas palabras alfabéticamente: pera, manzana…", "sort these numbers from smallest to largest: 42, 7…"
  // order the items given, adding and dropping none, not the generic answer.
  'sorting',
  // Twenty-fourth round: "escribe los OKR del equipo de marketing para el Q1", "draft OKRs for an engineering team" are objectives with
  // measurable key results, not the generic fallback or an internal memo.
  'okrs',
  // Twenty-ninth round: "quiero armar un programa de fidelizacion para mi cafeteria", "come up with a loyalty program for my small coffee shop"
  // are a business's programme for its customers (how they earn and redeem, what it costs), not code.
  'loyaltyProgram',
  // Twenty-ninth round: "descripciones para la carta de mi restaurante: tacos al pastor, …", "menu descriptions for my brunch place: …" are
  // each dish described to sell it, not a letter or the generic answer.
  'menuCopy',
  // Twenty-ninth round: "la evaluacion de desempeño de una empleada que es buena pero llega tarde", "a performance review for my employee" are
  // a manager's review, from the facts given, not an explanation or the generic answer.
  'performanceReview',
  // Twenty-ninth round: "recordatorio de pago para un cliente que me debe una factura", "polite invoice reminder, invoice #1042 is 30 days
  // overdue" are the reminder to send, polite and firm, with the invoice's facts, not the generic answer.
  'paymentReminder',
  // Twenty-ninth round: "los clientes siempre me dicen 'esta muy caro' como les respondo??", "how do i handle the objection 'we already have a
  // supplier'" are a sales coach's answers to say, word for word, not an explanation or the generic answer.
  'objectionHandling',
  // Twenty-ninth round: "preguntas frecuentes para la web de mi academia", "faq page for my cleaning business website" are questions customers ask,
  // each answered in short, not documentation with numbered procedures.
  'faq',
  // Twenty-ninth round: "write the executive summary for my business plan, its a mobile car wash", "la parte financiera de mi plan de negocios"
  // write that section of the user's plan from their facts, not a summary of a known work or the whole plan.
  'businessPlanSection',
  // Twenty-ninth round: "tengo que avisar a mis clientes que subimos precios un 8%… como lo digo", "need to tell clients we're raising our rates
  // 10%, draft the email" are the notice itself, with the new price, the date and the reason, not steps or a request's arguments.
  'priceIncrease',
  // Twenty-ninth round: "un anuncio de google ads para mi taller mecanico, titulos de 30 caracteres y descripciones de 90" is a search ad's
  // headlines and descriptions within Google's limits, each with its character count, not a social ad with no shape.
  'searchAd',
  // Twenty-ninth round: "plantilla de presupuesto para servicios de diseño grafico", "quote template for my cleaning business" are the
  // template of a quote to send clients, not a blog article or an estimate of a job's cost.
  'quoteTemplate',
  'outline',
  // "comentarios para las boletas de mis alumnos", "report card comments for a student who…" are comments ready for the report (they were
  // the generic answer or a researcher's report); "redacta una autorización para la excursión", "a permission slip for a field trip" a slip
  // to sign; "hazme una tabla de conducta para mi hijo", "behavior chart for my 5 yr old" a chart of goals and rewards (generic before).
  // Before 'report': "report card comments" names a report too.
  'reportComments',
  'permissionSlip',
  'behaviourChart',
  // Thirty-fourth round: "informe de laboratorio de la práctica de titulación", "lab report for my chem class" are a lab report from the
  // user's data (objective, method, results with the calculations, discussion), not a business report or a research report (before 'report').
  'labReport',
  'report',
  // Twenty-eighth round: "help with my thesis statement for an essay on…", "una tesis para mi ensayo sobre…" are a few thesis
  // sentences to pick from, not an argued essay with the thesis to paste.
  'thesisStatement',
  // Thirty-fourth round: "formúlame 3 preguntas de investigación y sus hipótesis", "a research question and two hypotheses for my study" are the
  // questions and testable hypotheses with their variables, not a researcher's report (before 'academicSection').
  'researchQuestions',
  'academicSection',
  'troubleshooting',
  // Twenty-fourth round: "fórmula de excel para sacar el promedio de la columna B…", "google sheets formula to count unique values" ask
  // for one formula, not a whole spreadsheet's design (before 'spreadsheet': "google sheets formula" starts where both do).
  'formula',
  'spreadsheet',
  // Twenty-third round: "un aviso para la puerta del ascensor", "a sign for my shop door" are a sign to put up (before 'announcement' and 'flyer').
  'noticeSign',
  'announcement',
  'problemCheck',
  'strategy',
  'copyLines',
  'news',
  'careRoutine',
  'dailyRoutine',
  'eventMenu',
  'thingsToDo',
  'flyer',
  'conversion',
  'negotiation',
  // Twenty-eighth round: "hazme una rúbrica para evaluar una exposición oral", "make a rubric for a 5th grade science fair project" are a
  // rubric's table (they were the generic answer, an essay or project ideas); "dame un juego para repasar las tablas", "fun classroom game to
  // review vocabulary" a classroom activity ready to run (they were the generic answer or a vocabulary list). Before the school projects.
  'rubric',
  'classActivity',
  // Twenty-eighth round: "tengo un alumno con dislexia, cómo adapto la actividad de lectura", "how can i differentiate a reading task for a
  // student who…" are the task adapted for that student (generic or generic steps before); "my daughter is failing algebra what do i do",
  // "mi hijo va mal en matemáticas" a parent's plan to help, causes first (generic before).
  'differentiation',
  'struggleSupport',
  // Twentieth round: "5 ideas for a science fair project for 7th grade" are school projects.
  'schoolProject',
  'activityIdeas',
  'minutes',
  'proposal',
  'learnerText',
  // Fifteenth round: literary analysis, symptoms, rights, characters (technical how-tos stand before 'howTo').
  'literaryAnalysis',
  // Eighteenth round: "explain the causes of world war 1" is a historian's causes (before the symptoms: "the causes of" names both).
  // Twenty-first round: "what was the renaissance", "qué fue la guerra fría" ask what a period or an event was, not its causes.
  'historyOverview',
  'historyExplanation',
  // Sixteenth round: "what are the symptoms of diabetes" asks about a condition, not about what the user feels.
  'conditionSymptoms',
  'symptoms',
  'legalRights',
  'character',
  // Nineteenth round: "what is the capital of australia", "who wrote…" are one fact to state, not an explanation of how it works.
  // Thirty-third round: "es verdad que solo usamos el 10% del cerebro?", "is it true that goldfish have a 3 second memory" ask a
  // verdict on a belief: true, false or partly, with the evidence, not the generic answer.
  'factCheck',
  'factAnswer',
  // "a linkedin recommendation for my former coworker": a short endorsement on a profile, not a letter with a greeting and a signature.
  'profileRecommendation',
  // "tips to take better photos with my phone", "consejos para dormir mejor": tips for a goal, each with how to apply it (they were the
  // generic answer). Last, so that tips of a shape of its own ("tips to get better at chess", "tricks to memorize…") keep it.
  'goalTips',
] as const;
export type NamedEveryday = (typeof everydayDeliverables)[number];
/** A summary of a known work or topic ("resumen del libro cien años de soledad") is no word of its own: a summary with nothing to summarise. */
// A how-to fitted to its domain: a health question (causes, what to try, when to see a doctor), a tool's steps (menu names),
// or dealing with people (what to say); any other how-to has plain steps.
// A follow-up ("make it longer") reworks the AI's previous answer: its shape follows the change asked (follow-ups.ts).
export type Everyday = NamedEveryday | 'knownSummary' | 'healthHowTo' | 'toolHowTo' | 'peopleHowTo' | 'followUpEdit';

/** What the local engine writes into an improved prompt, in the prompt's language. */
export interface PromptPhrases {
  labels: Record<SectionName, string>;
  /** The role for each named deliverable; a request of no named kind gets one only from its sector or channel (expertIn). */
  roles: Record<Exclude<TaskKind, 'general'>, string>;
  /** "un experto en marketing y blogs": the role of a request of no named kind, from the fields it was given. */
  expertIn(fields: string[]): string;
  /** The role's name for naming what is not a business (a pet, a baby, a character): no branding. */
  personalNamingRole: string;
  cvRole: string;
  profileCases: { place: string; professional: string; professionalRole: string };
  /**
   * A summary of a known work or topic whose case the request shows (a novel or a film, a historical event): that case's
   * points alone; the exam's likely questions only when the user set no count of their own.
   */
  knownSummaryCases: { story: string; history: string; nonFiction: string; rules: string; exam: string; bullets: string; prose: string; plot: string; plotNoSpoilers: string; plotRole: string };
  /** Keyword, competitor or market research with no data of the user's: a market analyst's, on what is publicly known, estimates marked as such. */
  marketAnalysis: { role: string; precision: string };
  /**
   * A reply to a review the user says is negative (or positive): that case's shape alone; and the slot, optional, when the
   * user already says what the review says ("customer said our food was cold").
   */
  reviewReplyCases: { negative: string; positive: string; gistSlot: string };
  /** References pasted to put in a style ("convierte estas referencias a APA 7: Smith J. (2019)…"): each one converted, not how to cite a kind of source. */
  citationsGiven: { precision: string; format: string };
  /** A history question about what followed an event ("consequences of WW2", "efectos de la revolución industrial"): the consequences, not the causes. */
  historyConsequences: { precision: string; format: string };
  /** Names for fictional things (a kingdom, a planet, a spell): a worldbuilder's names whose sound and meaning fit the world, no marketing. */
  fictionalNaming: { role: string; precision: string; format: string };
  /** A letter to someone close (a partner, a grandmother, the Three Kings): warm, with no business template or signature slot. */
  personalLetter: { role: string; precision: string; tone: string; format: string; length: string };
  /** Feedback on something that is not a text (a logo, a photo, a business idea): no passage to quote. */
  thingReview: { precision: string; format: string; length: string };
  roleLine(role: string, expertise: string[]): string;
  sectors: Record<Sector, string>;
  channels: Record<Channel, string>;
  adaptTo(target: string): string;
  /** A sentence that states the task precisely, added after the user's own. */
  precision: Record<TaskKind, string>;
  /** A recipe from the ingredients the user has at hand. */
  recipeFromWhatIHave: string;
  /** The precision line of a revision of the user's text. */
  revisionPrecision: string;
  /** The precision line of a thread: every tweet, not "the complete post". */
  threadPrecision: string;
  /** The precision line when the user asks for several of the deliverable ("3 correos"): each one complete. */
  eachComplete(size: string): string;
  /** Twenty-ninth round: a campaign of several emails ("3 emails: announcement, reminder, last chance"), each in full, in the order sent. */
  emailSequence: { precision: (size: string) => string; format: string; length: string };
  /** A farewell from the writer, who is leaving ("mensaje de despedida para mis compañeros, me voy de la empresa"): no card to someone else. */
  ownFarewell: { precision: string; format: string };
  eachAlternative(size: string): string;
  pairRoles: { shop: string; academic: string };
  oneIdea: { precision: string; format: string; videoFormat: string };
  alternativesFormat(size: string, format: string): string;
  count(count: number, noun: string): string;
  audiences: Record<Audience, string>;
  platformAudiences: Record<Platform, string>;
  tones: Record<CustomTone | DialogTone, string>;
  defaultTones: Record<TaskKind, string>;
  /** The tone of a comic form (a limerick, a roast): playful. */
  comicTone: string;
  formats: {
    kind: Record<TaskKind, string>;
    ideasForSocial: string;
    ideasForVideo: string;
    /** The description of a channel, a video or a profile: what it offers and an invitation to follow, no post hashtags. */
    channelDescription: string;
    /** A story's text (Instagram, WhatsApp): a few words per screen and a sticker, no post. */
    story: string;
    /** A post announcing a job: the role, what we offer, who we look for and how to apply. */
    hiringPost: string;
    /** A giveaway's post: the prize, how to enter, the deadline and who can take part. */
    giveaway: string;
    /** Ideas for captions: the captions themselves, ready to post. */
    captionIdeas: string;
    /** A carousel's slides, and a comment to pin under a video. */
    carousel: string;
    pinnedComment: string;
    /** Only the opening lines of a video or a post ("solo el hook", "need a hook for a reel"): no script, no ideas. */
    hooks: string;
    /** One video's description: what the viewer gets in the two lines shown before "more", chapters, links, a call to action. */
    videoDescription: string;
    caption: string;
    /** A template ("a standup agenda template", "plantilla de…"): fields to fill in brackets and one example filled in. */
    template: string;
    contentPlan: string;
    /** A plan for one sitting of minutes or hours (a class, a meeting, a workout): blocks of time, not days. */
    sessionPlan: string;
    /** A revision of the user's material: its own shape. */
    revision: string;
    /** A correction ("corrige este texto", "proofread this"): the corrected text, then each mistake and why, as a teacher marks it. */
    correction: string;
    /** A reply to an email the user got: it answers what was raised first. */
    reply: string;
    /** Each email's own parts, in place of the request's "the arguments; a concrete request". */
    emailOf: Record<EmailPurpose, string>;
    platform: Record<Platform, string>;
    channel: Record<Channel, string>;
  };
  lengths: { kind: Record<Exclude<TaskKind, 'general'>, (count: number) => string>; tweet: string; tweetEach: string; revision: string; shorterRevision: string; longerRevision: string; videoDescription: string; caption: string; story: string; carousel: string; pinnedComment: string; hooks: string; platform: Record<Platform, string>; channel: Record<Channel, string> };
  constraints: string[];
  /** Against made-up facts about the writer's case: only for prompts about their own business, life or material. */
  /** A prompt that is only a role ("act as my therapist"): the conversation it opens. */
  roleOnlyPrecision: string;
  /** A request that does not yet say what it needs ("i need help with marketing", "escribe algo bonito"): ask first, then answer. */
  unclearPrecision: string;
  /**
   * A role or simulation set up for the rest of the chat: how each turn works (format), staying in the role and what
   * it must not do (constraints), and how to start; a machine (a terminal) answers only with its output.
   */
  standingRole: Record<'machine' | 'partner', { format: string; constraints: string[]; start: string }> & { correction: string; correctionStart: string };
  ownFactsConstraint: string;
  /** A message or email that follows up on earlier ones ("ya le escribí 2 veces"): firmer, still polite. */
  followUpConstraint: string;
  /** Each kind of questions or practice material: its role and the shape of each item. */
  quiz: Record<QuizVariant, { role: string; format: string }>;
  /** A simple explanation ("explain like I'm 5"): plain words and one everyday analogy, no headings or word range. */
  simpleExplanation: { precision: string; tone: string; format: string };
  /** Each common letter: its role, tone, structure and length. */
  letters: Record<LetterKind, { role: string; tone: string; format: string; length: string }>;
  /** Each plan domain: its role and the shape of its table; a plan that spends money keeps the budget stated (or a slot for it). */
  plans: Record<PlanDomain, { role: string; format: string; length?: string; budget?: boolean }>;
  /** A meal plan for the user's pet ("plan de comidas para mi perro de 30 kilos"): a vet nutritionist's rations, not a person's menu. */
  petMealPlan: { role: string; format: string; length?: string; budget?: boolean };
  /** A content plan: the plan of the posts, not the posts. */
  contentPlanPrecision: string;
  /** The format's tail with what the user asked to include ("a shopping list grouped by aisle"). */
  /** Several requests chained in one prompt: each done, in order, under its own heading. */
  chainedPrecision: string;
  /** A continuation of the user's text: same voice, no restart, no arc of its own. */
  continuationPrecision: string;
  continuationFormat: string;
  /** One part of a deliverable: only that part, fitted to the whole. */
  partOnlyPrecision: string;
  /** Given notes turned into another form: every point and figure kept, nothing added. */
  reshapePrecision: string;
  /** The form the notes become ("a paragraph"), as the format when the request gives no other. */
  reshapeFormat(form: string): string;
  /** A comparison's table by the criteria the user listed, in their order. */
  comparisonCriteria: (criteria: string) => string;
  alsoInclude(format: string, parts: string): string;
  /** A translation: only the text in the language named, as the user names it ("al inglés", "into spanish"). */
  translationPrecision(target: string): string;
  /** A translation that also changes the register or the size ("y hazlo más formal"): the meaning kept, the change made. */
  translationChangePrecision(target: string): string;
  /** Editing, correcting, translating or summarising given material: rules that fit the material, not advice-style boilerplate. */
  materialConstraint: string;
  /** A longer revision develops the material: "add nothing that is not in the text" would forbid it. */
  expandingConstraint: string;
  /**
   * Each everyday deliverable: its role, the line that makes it precise and its shape (no tone: the
   * user's or none); a length where the deliverable has a usual one (a bio's characters), and a slot
   * for what only the user knows (a thesis's objectives).
   */
  everyday: Record<Exclude<Everyday, 'followUpEdit'>, { role: string; precision: string; format: string; length?: string; slot?: string }>;
  /**
   * A follow-up on the AI's previous answer: the slot to paste it, the shape of the new version, and what each change
   * asks of its task, tone and length ("{target}" stands for the language a translation is into).
   */
  followUpEdit: { slot: string; target(name: string): string; format: string; constraint: string; changes: Record<FollowUpChange, { precision: string; tone?: string; length?: string }> };
  /** An outline of a business report: the report's own sections, each with what goes in it. */
  reportOutline: string;
  /** A toast's length: a minute or two, not a speech's three. */
  toastLength: string;
  /** An apology ("an apology email to a client"): one clear apology, not "no needless apologies". */
  apologyConstraint: string;
  /** "Without spoilers" honoured: no ending, no twists. */
  noSpoilersConstraint: string;
  /** "Without spoilers" limited to a part: nothing of that part; the rest the user asks for is told. */
  partSpoilersConstraint: (part: string) => string;
  /** Troubleshooting an error the user refers to and did not paste: the slot for the message and the code. */
  errorSlot: string;
  /** The format of a request for several deliverables at once: each its own numbered part, in the user's order. */
  numberedParts(parts: string[]): string;
  /** A bio's length: within the limit of the platform named, or of Instagram (and X) when none is. */
  bioLength(platform: BioPlatform | undefined): string;
  /** A LinkedIn headline, revised or written anew: within its limit. */
  headlineLength(count: number | undefined): string;
  /** Jokes or icebreakers for a talk or a meeting ("un chiste para abrir mi presentación"): its topic and audience, not the talk pasted. */
  occasionSlot: string;
  /** A plan that spends money ("a marketing plan") with no budget stated: the slot for it. */
  budgetSlot: string;
  /** Questions or practice material with no count stated: no "exactly the number I ask" (a count is proposed). */
  quizPrecisionUnstated: string;
  /** Their length then: the count proposed. */
  quizLengthProposed(count: number): string;
  /** The precision line when the user names the answer's shape ("into action items with owners"): that shape is the answer. */
  shapePrecision(shape: string): string;
  kindConstraints: Partial<Record<TaskKind, string>>;
  steps: Record<TaskKind, string[]>;
  checks: string[];
  exampleSlot: string;
  askFirst: string;
  contextSlot: string;
  taskSlot: string;
  ownedLine(thing: OwnedThing): { line: string; placeholders: string[] };
  materialSlot(noun: string): string;
  targetLanguageSlot: string;
  programmingLanguageSlot: string;
  signatureSlot: string;
  /** A cover letter's facts only the user knows, each asked for when the request does not give it. */
  coverLetterSlots: { job: string; experience: string };
  raiseSlot: string;
  dataSlot: string;
}

/** What a still post under a video platform is: a picture's text ("caption"), a post of the feed, a notice. */
export type StillPost = 'picture' | 'post' | 'notice';

/** What the local engine tells the reader, in the reader's language. */
export interface ReaderPhrases {
  elementNames: Record<ElementName, string>;
  taskTypes: Record<TaskType, string>;
  kindNames: Record<TaskKind, string>;
  /** What the text asks for when it is published as a still post under a video platform of the dialog: a picture's text, a post, a notice. */
  stillPostName: Record<StillPost, string>;
  detailLevels: Record<DetailLevel, string>;
  change: {
    role(role: string): string;
    precision(sentence: string): string;
    count(count: number, noun: string): string;
    platform(platform: string): string;
    sector(sector: string): string;
    context(placeholders: string[]): string;
    contextSlot(placeholder: string): string;
    material(placeholder: string): string;
    slot(placeholders: string[]): string;
    audience(text: string): string;
    tone(text: string, fromOption: boolean): string;
    format(text: string): string;
    length(text: string): string;
    constraints(count: number): string;
    /** A role kept for the rest of the chat: the rules that keep it in the role and what it must not do. */
    staysInRole(count: number): string;
    steps(count: number): string;
    checks(count: number): string;
    exampleSlot(): string;
    slotsSkipped(): string;
    askFirst(): string;
    kept(elements: string[], size: string | undefined, greeting: string | undefined, facts: string[]): string;
    alreadyGood(elements: string[]): string;
    optionConflict(option: string, deliverable: string): string;
    platformConflict(chosen: string, named: string): string;
    channelConflict(channel: string, deliverable: string): string;
    optionNotApplied(element: string, option: string, quoted: string): string;
    otherLanguage(languageName: string): string;
    reference(title: string): string;
    injection(quoted: string): string;
    promptWrapper(quoted: string): string;
    /** The wrapper's own instruction, applied: a shorter prompt ("para que sea más corto"). */
    wrapperShorter(quoted: string): string;
    /** The wrapper's own instruction, kept in the prompt ("for a 10-year-old", "más formal"). */
    wrapperKept(quoted: string): string;
    structure(detail: string): string;
  };
  /** "texto", "text": what a paste slot asks for when the prompt's own word is in another language. */
  textNoun: string;
  /** The user's own thing as the prompt names it to the AI ("tu logo"), and a part of it ("la conclusión de tu ensayo"). */
  ownThing: { possessiveForReader: string; partOf(part: string, whole: string): string };
  /** The line asking the AI to answer in a language the engine does not write ("Responde en portugués."). */
  answerIn(languageName: string): string;
  suggest: {
    count(quotedTask: string, noun: string, count: number): string;
    placeholders(placeholders: string[]): string;
    vague(word: string, quotedSentence: string): string;
    example(quotedTask: string): string;
    audience(quotedTask: string): string;
    goal(quotedTask: string): string;
    material(quoted: string): string;
    task(): string;
    iterate(): string;
  };
}

export const promptPhrases: Record<Language, PromptPhrases> = { es: es.prompt, en: en.prompt };
export const vocabularies: Record<Language, Vocabulary> = { es: es.words, en: en.words };
/** One language-pack entry in every language, as one regular-expression alternation: a request is read with all of them at once. */
export const allWords = (pick: (vocabulary: Vocabulary) => string): string => Object.values(vocabularies).map(pick).join('|');
/** One pack entry, in every language, matched as whole words (see `wordPattern`). */
export const packPattern = (pick: (vocabulary: Vocabulary) => string, flags = ''): RegExp => wordPattern(allWords(pick), flags);
export const readerPhrases: Record<Language, ReaderPhrases> = { es: es.reader, en: en.reader };
