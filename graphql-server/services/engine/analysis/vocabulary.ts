import type { Language } from '../../../../shared/languages.ts';
import type { Channel, Platform, TaskType } from '../../../../shared/optimizer-options.ts';
import { english } from './en.ts';
import { spanish } from './es.ts';

/** What the analysis gives points for, heaviest first (the weights live in analyze.ts). */
export const criteria = ['deliverable', 'specifics', 'context', 'audience', 'format', 'length', 'constraints', 'tone', 'role', 'examples'] as const;
export type Criterion = (typeof criteria)[number];

/**
 * How one language asks for things, for reading prompts written in it. Every entry is the source
 * of a regular-expression alternation matched against LOWER-CASED text at word edges; prompts are
 * read with every language's vocabulary at once, so a mixed prompt is read whole.
 */
export interface PromptVocabulary {
  /** Words that may come before a request: "hola", "chat", "por favor", "puedes". */
  courtesy: string;
  /** What opens a request: imperatives and "necesito" / "I need". */
  requestOpeners: string;
  /**
   * Questions that ask for an answer ("how can I…", "cómo hago…", "qué le digo a…", "cuáles son…"):
   * requests, even when their verb is in the first person ("hago", "digo").
   */
  questionOpeners: string;
  /** Verbs that rework a text given after them and a colon ("rewrite this…: hey guys…", "pásalo a limpio: …"). */
  reworking: string;
  /** Results whose form fixes their shape and size (a haiku, a limerick, a sonnet): asking for one states both. */
  selfSized: string;
  /** What opens the subject a result is about ("about autumn rain", "sobre un gato astronauta", "the difference between…"): described, it is the answer's concrete detail. */
  subjectOpeners: string;
  /** What joins a named result to what it is of ("a product description for handmade candles", "la descripción de un anillo"). */
  resultOf: string;
  /** Code that matches or computes one thing (a regex, a formula): naming what it is for ("regex for emails") says what it must do. */
  matchers: string;
  /** Words that join a second clause to a request ("y", "and then"). */
  clauseJoiners: string;
  /** Kinds of thing one asks an AI for (email, post, plan…): naming one makes the deliverable concrete. */
  deliverables: string;
  /** Deliverables that are one short message (a tweet, an SMS): paragraphs or hundreds of words contradict them. */
  oneMessage: string;
  /**
   * The result each optimizer option asks for, in this language's words ("Video Script": "guion de
   * vídeo"): what the user chose is part of the request, so a rewrite that follows it asks for the same.
   */
  chosenResults: { taskTypes: Record<TaskType, string>; channels: Record<Channel, string>; platforms: Record<Platform, string> };
  /**
   * Texts a platform caps at a number of characters (`textLimits`), named in this language ("bio de
   * Instagram", "an Instagram bio", "a LinkedIn headline"): a size beyond the cap contradicts them.
   */
  limitedTexts: Record<Exclude<LimitedText, 'message'>, string>;
  /** Pairs of instructions one answer cannot follow both (formal / informal, first / third person). */
  opposites: [string, string][];
  /** What denies the next word ("sin", "without", "no"). */
  negators: string;
  /** What asks for the next thing to be there ("con", "with", "full"): against a denial of it, a contradiction. */
  affirmers: string;
  /** Words that say nothing on their own (articles, pronouns, prepositions). */
  stopwords: string[];
  /** Giving the AI a part to play, up to the role's first word. */
  role: string;
  /** The writer's own situation ("tengo una cafetería", "I run a…"). */
  situation: string;
  /** What a message is to tell ("diciendo que", "saying that"): the facts that follow are the situation. */
  tellingThat: string;
  /** Why the result is needed ("para que", "so that", "the goal is"). */
  purpose: string;
  /** Who the result is for ("para principiantes", "aimed at"). */
  audience: string;
  /** People a result can be for or addressed to ("vecinos", "my dad"): after for/para/to/a, they are its audience. */
  people: string;
  /** What opens an audience phrase before a person ("for", "para", "a"), and the words that may stand before the person (articles, possessives, numbers). */
  audienceOpeners: { preposition: string; determiner: string };
  /** Concrete tones and styles (not the word "tone" itself). */
  tone: string;
  /** Concrete shapes of an answer: list, table, JSON, paragraphs. */
  format: string;
  /** Length stated without a number ("breve", "short"). */
  brevity: string;
  /** Requirements and limits ("no uses", "avoid", "must", "include"). */
  constraints: string;
  /** An example or material introduced as such. */
  examples: string;
  /** Specific words the language writes in lower case: languages, months, weekdays. */
  specificWords: string;
  /** Narrowing the subject ("centrado en", "focusing on"). */
  focus: string;
  /** Words that stand for what the writer did not say ("algo", "stuff"). */
  vague: string;
  /** Material the prompt points at ("este artículo", "the text below"): it must then be included. */
  materialReference: string;
  /** Generic instructions that fit any prompt and so say nothing about this one. */
  boilerplate: string;
  /**
   * Words that name kinds of information rather than give any ("figures, dates, prices", "my case",
   * "the subject"): what is left of a generic sentence in them is still generic.
   */
  genericWords: string[];
  /** Roles that fit any request ("an expert", "un especialista", "a helpful assistant"): with nothing more said, no role at all. */
  genericRoles: string[];
  /** Spans of time ("3 semanas", "5 days"): how long the writer has, not how long the answer is. */
  timeSpans: string;
  /** What asks the AI to answer the writer ("explícame", "dime si", "explain to me", "advise me"): with the writer's situation told, the writer is the reader. */
  toWriter: string;
  /** Things that last a while and are not a text ("a 15-minute call", "una reunión de 30 minutos", a walk, a break): their minutes are not the answer's length. */
  timedThings: string;
  /** What lays a result out by periods ("organizada por", "organised by"). */
  organizedBy: string;
  /** Periods of days or longer ("días", "weeks"): a result of minutes cannot be laid out by them. */
  longPeriods: string;
  /**
   * What hands a quantity to one part, before it ("deja 10 minutos para…", "leave 10 minutes for…", "the first 3 seconds"),
   * and what marks a quantity as the whole, after it ("90 minutos en total"): a part is not another size of the whole.
   */
  allotted: { before: string; whole: string };
  /**
   * Kinds of result that exclude one another, by family ("verse": haiku, poem; "code": code,
   * function; "speech": speech, toast…): a rewrite that brings in a family its request did not name
   * points the AI at a different deliverable.
   */
  outputKinds: Record<OutputKind, string>;
  /**
   * Results made of short items ("ideas", "títulos", "action items", "a quiz"): a rewrite of such a
   * request that asks for full pieces, or for each item written in full, asks for something bigger.
   */
  shortDeliverables: string;
  /** Full written pieces ("an article", "un guion escena por escena", "800 words"): bigger than short items or one short message. */
  fullPieces: string;
  /** Short items that pitch a piece rather than being one ("ideas", "temas", "hooks"): written in full, they become the pieces. */
  pitches: string;
  /** What asks for each thing written out in full ("write each piece in full", "el texto completo"): right for a tweet, bigger than an idea. */
  inFull: string;
  /**
   * Shapes of a result that a rewrite's own instructions may describe (`described`: a quiz with its
   * correct answers, an explanation of how something works, a text ready to publish with a hook and a
   * call to action, a running plan's sessions), and what in a request asks for that kind of result
   * (`askedBy`): a shape the rewrite adds to a request that asks for none of it points the AI at
   * another deliverable (interview questions answered as an exam, advice on asking for a raise as an
   * explanation of how it works, hashtags as a post, a dumbbell plan as a running plan). A shape that
   * fits most requests (a post's hook and call to action fits any text) names in `against` the
   * requests it contradicts (short items: hashtags, names, titles); only those are then checked.
   */
  resultShapes: Record<ResultShape, { described: string; askedBy: string; against?: string }>;
  /**
   * What opens a question with one answer the AI knows ("what year did…", "who painted…", "cuál es la
   * capital de…", "cuántos…"): asked about a named subject, in a short sentence, it can be answered as it stands.
   */
  factualQuestions: string;
  /** An output spec whose structure fixes its size ("a numbered list of issues, each with…", "una tabla con columnas…", "JSON with keys"). */
  structuredOutput: string;
  /** Tasks whose answer is used, not read for its voice (reviewing code, extracting data): a tone and an audience add nothing there. */
  readerless: string;
  /** Translating: the answer's size, voice and reader are the source text's, so a length, a tone and an audience add nothing. */
  translation: string;
  /** Asking for a summary ("resume", "summarise"): a list of tasks is another result. */
  summaries: string;
  /**
   * What refers to something the writer gave (a count, an earlier message) without it being in the
   * prompt: `count` must be followed by a stated number ("la cantidad de elementos que pido", "the
   * number of items I ask for"); `earlier` points at a conversation the prompt does not hold ("como
   * te dije", "as I said"). `fallback` is what, after a reference, says what to do without it ("o
   * uno realista", "if I give none"): then nothing is missing.
   */
  givenReferences: { count: string; earlier: string; fallback: string };
  /** Asking for action items ("lista de tareas", "next steps"): a summary in prose is another result. */
  actionItems: string;
  /** What a gap asks to paste in ("[pega aquí el informe]", "[paste the essay here]"): a slot for material, not a guess. */
  pasteGap: string;
  /** What tells the AI to write a marker itself ("donde haga falta una cita, marca [cita]"): the bracket after it is no gap. */
  markerVerbs: string;
  /** Correcting a given text (spelling, grammar): like a translation, its shape, size, voice and reader are the text's. */
  correction: string;
  /**
   * Asking for a judgement of a piece ("dame feedback sobre", "qué opinas de", "critique", "roast my…")
   * and what such an answer holds (strengths, weaknesses, suggestions): a rewrite of a request for one
   * that asks, besides the request's own words, only to write the piece, asks for another result.
   */
  reviewing: string;
  /** What asks for a piece to be written ("escríbelo", "redacta", "write the…"). */
  writing: string;
  /**
   * What happened lately ("las noticias de esta semana", "today's headlines"): the AI cannot know it
   * without the sources, so a rewrite must leave a slot for them or ask for sources (`sourceAsk`).
   */
  currentNews: string;
  /** Asking for where facts come from ("con sus fuentes", "with links", "cite the outlets"). */
  sourceAsk: string;
  /** Chat spellings read as the word they stand for ("q" → "que", "msg" → "message", "u" → "you"). */
  shorthand: Record<string, string>;
  /**
   * Letters the language writes for one another by sound ("rezumen", "nesesito", "vacasiones"): a word
   * one such letter away from a word of the request vocabulary is that word misspelt.
   */
  soundAlikes: [string, string][];
  /** What says the writer wants something ("necesito", "quiero", "I need"): a request only when it names a thing to produce. */
  wantOpeners: string;
  /** What introduces the parts a result is made of ("con", "including"): "a plan with phases, owners and risks". */
  partsOpeners: string;
  /** Brevity words that ask for a short answer ("breve", "short"), against 800 words or more. */
  shortWords: string;
  /** Someone a result is made for, described ("para una corredora de 35 años", "for a nurse who works nights"): its audience and its situation. */
  personFor: string;
  /** Possessives of the writer ("mi", "nuestras", "my", "our"): what follows is the writer's own. */
  possessives: string;
  /** Demonstratives ("este", "these"): the piece they point at exists already. */
  demonstratives: string;
  /**
   * Texts a request can point at ("this article", "este informe"), spelt right: after a demonstrative,
   * a word that starts like one of them and is about as long ("this artical") is that text, misspelt.
   */
  materialNouns: string[];
  /** Where a role's description turns to what the role does or knows ("que…", "con experiencia en", "who…", "experienced"). */
  roleQualification: string;
  /** What makes the next thing a channel, not a result ("por correo", "by email", "via"). */
  byMeansOf: string;
  /** What makes the next thing the piece some items are for ("ideas para un relato", "titles for an article"). */
  itemsFor: string;
  /** Words that join a subject to what it is ("tienda de bicis", "a bakery in Leeds"). */
  subjectJoiners: string[];
  /** Sentence openers that look like a first-person verb and are not ("como", "texto", "correo"). */
  notFirstPerson: string[];
  /** "my dad, who is 67": a relative pronoun and the verbs after it that describe a person. */
  describesPerson: { relative: string; verbs: string };
  /**
   * Kinds of business, event or product a result is made for ("floristería", "bakery", "boda",
   * "launch"): named with what it is ("una floristería de barrio", "a neighbourhood flower shop"),
   * the writer's subject is the situation.
   */
  subjects: string;
  /** Names of prompt sections: a heading is not content, and a line of them is a keyword bag. */
  sectionNames: string[];
  /** The headings that announce each criterion ("tono", "público objetivo"). */
  labels: Partial<Record<Criterion, string>>;
  /** Quantities: number words, range words, bounds and per-item scope. */
  numbers: Record<string, number>;
  /** Words that stress "one" before a unit ("una sola frase", "a single sentence"). */
  single: string;
  rangeBetween: { open: string; join: string };
  rangeFrom: { open: string; join: string };
  atMost: string;
  atLeast: string;
  /** Words that open an indirect question ("how", "cómo"): "explain in one sentence how it works" sizes that part, not the whole. */
  questionWords: string;
  /** Parts of an answer that may get a size of their own ("la idea central en una frase", "the main idea in one sentence"). */
  answerParts: string;
  /** Tags that lay a prompt out in sections, as guides write them ("<role>…</role>", "<tarea>…</tarea>"): each reads as its heading. */
  sectionTags: string;
  /** What names one part of the answer as the answer's own, before it ("el resumen ejecutivo", "the executive summary"); "a summary" may be the whole. */
  partArticles: string;
  /** What joins two alternatives ("formal or informal", "formal o informal"): offered as a choice, they do not contradict. */
  alternatives: string;
  /**
   * What keeps the next words out of the answer ("sin", "no menciones", "evita", "without", "don't use"), or puts something
   * else in their place ("en lugar de", "instead of"): what follows is not asked for.
   */
  forbidders: string;
  /** What asks for the next words in the answer ("incluye", "añade", "usa", "include", "add", "mention"). */
  requirers: string;
  /** Articles and prepositions between such a verb and the thing it names ("no menciones a la competencia", "don't talk about the"). */
  leadIns: string;
  /** Words that open another part of a sentence ("pero", "con", "but", "with"): what follows them is no longer kept out. */
  partOpeners: string;
  /** What joins a thing to the kind it is of ("harina de trigo"): "harina de arroz" is another thing. */
  kindJoiner: string;
  /** Said after a thing kept out, they do not narrow it ("no menciones el precio todavía", "no emojis at all"). */
  notNarrowing: string;
  /** What narrows a rule to one part or one case ("salvo", "solo en el título", "except", "only", "if"): a thing kept out and asked for under it do not clash. */
  scopeLimits: string;
  /** What puts a second version, option or reader in the answer ("otra versión", "a casual version", "for those who"): each may have its own rules. */
  versions: string;
  /**
   * Restrictions and what they rule out, in one answer: a vegetarian dish and meat, a gluten-free bread and wheat flour, an
   * anonymous letter and the writer's name, "no spoilers" and the ending. Each: [the restriction, what it rules out].
   */
  exclusions: [string, string][];
  /** What introduces things the answer must cover, before a colon and their list ("tienen que salir estos puntos:", "cover these points:"). */
  mustCover: string;
  /** What picks some of a list ("elige", "de estos", "choose", "of these"): a count below the list's length is the choice, not a clash. */
  picking: string;
  /** Languages an answer can be written in (each one name, with its spellings), and what asks for one only ("solo en", "only in"), a text in one ("en", "in") and a text already in one ("escrito en", "written in"). */
  answerLanguages: { names: string[]; onlyIn: string; inLanguage: string; alreadyIn: string };
  /** Results whose kind sets their shape (a message, a note, a review): asking for one says what form the answer takes. */
  shapedKinds: string;
  /** Said of one item or one part ("cada", "each", "end with one sentence"): not the size of the whole. */
  perItem: string;
  /** Unit words, singular and plural, to the unit they measure (see `Unit`). */
  units: Record<string, Unit>;
}

/** Families of results that exclude one another (see `PromptVocabulary.outputKinds`). */
export const outputKinds = ['verse', 'prose', 'code', 'speech', 'script', 'description', 'agenda', 'schedule', 'email', 'letter', 'post', 'video', 'paper', 'call', 'audio'] as const;
export type OutputKind = (typeof outputKinds)[number];

/** Shapes of a result a rewrite may describe (see `PromptVocabulary.resultShapes`). */
export const resultShapes = ['quiz', 'explainer', 'publishable', 'running', 'examRevision'] as const;
export type ResultShape = (typeof resultShapes)[number];

/**
 * The most characters a platform lets each of these texts hold (a tweet 280; an Instagram bio 150;
 * a TikTok bio 80; an X/Twitter bio 160; a LinkedIn headline 220; a meta description about 160; a
 * YouTube title 100): a size beyond it cannot be published. `message` is the packs' `oneMessage`.
 */
export const textLimits = { message: 280, instagramBio: 150, tiktokBio: 80, twitterBio: 160, linkedinHeadline: 220, metaDescription: 160, youtubeTitle: 100 } as const;
export type LimitedText = keyof typeof textLimits;

/** Length units, then things counted; a statement in one of them can contradict another. */
export type Unit =
  | 'word'
  | 'char'
  | 'sentence'
  | 'paragraph'
  | 'line'
  | 'page'
  | 'minute'
  | 'second'
  | 'slide'
  | 'idea'
  | 'title'
  | 'name'
  | 'question'
  | 'example'
  | 'tip'
  | 'step'
  | 'option'
  | 'post'
  | 'hashtag'
  | 'slogan'
  | 'point'
  | 'email'
  | 'version'
  | 'section';

/** What a reader sees, in their interface language. */
export interface ReaderPhrases {
  locale: string;
  bands: { excellent: string; good: string; fair: string; poor: string };
  /** How a strength is named, followed by its quoted evidence. */
  strength: Record<Criterion, string>;
  /** What is missing, when a criterion earned nothing. */
  missing: Record<Criterion, string>;
  /** Stands for the request in a suggestion when the prompt makes none. */
  yourRequest: string;
  weakness: {
    noDeliverable: string;
    deliverablePlaceholder: (quote: string) => string;
    lengthConflict: (a: string, b: string) => string;
    countConflict: (a: string, b: string) => string;
    instructionConflict: (a: string, b: string) => string;
    placeholders: (count: number, quotes: string) => string;
    emptyHeadings: (quotes: string) => string;
    keywordBag: (quote: string) => string;
    boilerplate: (quotes: string) => string;
    vague: (quotes: string) => string;
    missingMaterial: (quote: string) => string;
    /** The rewrite asks for `other` (another kind of result, another platform) where its request asked for `asked`. */
    otherDeliverable: (other: string, asked: string) => string;
    /** The rewrite no longer names `asked`, the result its request asked for. */
    lostDeliverable: (asked: string) => string;
    /** The rewrite is written in `written`, the request in `asked` (language names in the reader's language). */
    otherLanguage: (written: string, asked: string) => string;
    /** The rewrite keeps too few of the request's key words (`missing`, quoted): it no longer asks for the same thing. */
    lostTask: (missing: string) => string;
    /** A number the request stated (`number`, quoted) is gone from the rewrite. */
    droppedNumber: (number: string) => string;
    /** The request's own words stand under a heading for something else (`quote`: that line): filed as a tone or a length, not asked for. */
    misfiledRequest: (quote: string) => string;
    /** The request refers to material it does not paste (`quote`) and the rewrite leaves no gap to paste it in. */
    noPasteSlot: (quote: string) => string;
    /** The request pasted material (`quote`, its start) and the rewrite has neither it nor a gap for it. */
    droppedMaterial: (quote: string) => string;
    /** `size` (quoted) does not fit in `thing` (quoted), which its platform caps at `chars` characters. */
    overLimit: (size: string, thing: string, chars: number) => string;
    /** The request asks about recent events (`quote`) the AI cannot know, and the rewrite has no slot for them and asks for no sources. */
    noSource: (quote: string) => string;
    /** The rewrite names the result only in the request's misspelt word (`typed`), never as `meant`. */
    typoKept: (typed: string, meant: string) => string;
    /** The prompt refers to something it never gives (`quote`): a count it does not state, an earlier message. */
    danglingReference: (quote: string) => string;
    /** The rewrite has a gap (`gap`) for what the request said (`said`): an owner cut from "our black friday sale". */
    inventedGap: (gap: string, said: string) => string;
    /** The rewrite's task heading holds only the request's greeting (`task`), the request asked for `asked`. */
    greetingAsTask: (task: string, asked: string) => string;
  };
  explanation: (score: string, band: string, earned: string[], missing: string[], problems: number) => string;
  /** Short names of the criteria for the explanation. */
  criterionNames: Record<Criterion, string>;
  suggest: {
    deliverable: string;
    conflict: (a: string, b: string) => string;
    placeholders: (quotes: string) => string;
    material: (quote: string) => string;
    /** Said of a reference to something the prompt never gives (`quote`). */
    dangling: (quote: string) => string;
    vague: (quote: string) => string;
    specifics: (task: string) => string;
    context: (task: string) => string;
    audience: (task: string) => string;
    format: (task: string) => string;
    length: (task: string) => string;
    constraints: (task: string) => string;
    examples: (task: string) => string;
    tone: (task: string) => string;
    role: (task: string) => string;
  };
  /** "a, b y c". */
  conjunction: string;
  /** Said of a rewrite that does not ask for what its request did: why it is not called excellent. */
  notTheRequest: (score: string, band: string) => string;
  /** Suggested for such a rewrite. */
  askForTheRequest: (asked: string) => string;
  /** A prompt in a language the analysis does not read: only language-independent signals count. */
  otherLanguage: {
    /** `language` is the prompt's language named in the reader's language. */
    explanation: (score: string, band: string, language: string) => string;
    length: (words: number) => string;
    structure: (lines: number) => string;
    numbers: string;
    quoted: string;
    suggestion: string;
  };
}

/** One language: how prompts in it are read, and how a reader of it is answered. */
export interface LanguagePack {
  prompt: PromptVocabulary;
  reader: ReaderPhrases;
}

/** Every language the analysis reads and writes; a new language is one more file here. */
export const packs: Record<Language, LanguagePack> = { es: spanish, en: english };

/** Platforms a result is made for, in any language: a rewrite for another platform than the request's is another deliverable. */
export const platforms = 'instagram|tiktok|linkedin|youtube|facebook|twitter|threads|whatsapp|telegram|pinterest|reddit|substack|discord|twitch|snapchat|mastodon|bluesky|airbnb|booking(?:\\.com)?|etsy|amazon|shopify|spotify';

/** Names that are specific in any language (platforms, tools), matched lower-cased. */
export const namedThings =
  'instagram|tiktok|linkedin|youtube|facebook|twitter|threads|whatsapp|telegram|pinterest|reddit|substack|shopify|wordpress|notion|slack|excel|google sheets|power bi|python|javascript|typescript|java|rust|golang|php|sql|postgresql|mysql|react|vue|angular|node\\.?js|django|flask|kotlin|swift|c\\+\\+|c#|html|css|bash|docker|kubernetes|aws|azure|gcp|figma|canva|chatgpt|seo';
