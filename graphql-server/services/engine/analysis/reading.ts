import { eld } from 'eld/small';
import { namedThings, outputKinds, packs, platforms, resultShapes, textLimits, type Criterion, type LimitedText, type OutputKind, type PromptVocabulary, type ResultShape, type Unit } from './vocabulary.ts';

/** A stretch of the prompt: [start, end) in its UTF-16 offsets. */
export interface Span {
  start: number;
  end: number;
  /** Part of a longer clause: quoted with … where the clause goes on. */
  clause?: boolean;
}

const letter = 'a-z0-9à-ÿ';
const vocabularies = Object.values(packs).map((pack) => pack.prompt);
const anyOf = (pick: (vocabulary: PromptVocabulary) => string) => vocabularies.map(pick).join('|');
/** Whole words or phrases of lower-cased text: \b only knows ASCII letters, so the edges are Latin letters and digits. */
export const atWordEdges = (alternatives: string, flags = 'g') => new RegExp(`(?<![${letter}])(?:${alternatives})(?![${letter}])`, flags);

const courtesy = anyOf((v) => v.courtesy);
const minuteWords = vocabularies.flatMap((v) => Object.keys(v.units).filter((word) => v.units[word] === 'minute')).join('|');
const sentenceUnits = vocabularies.flatMap((v) => Object.keys(v.units).filter((word) => v.units[word] === 'sentence')).join('|');
const wantWords = anyOf((v) => v.wantOpeners);
const questions = `${anyOf((v) => v.questionOpeners)}|${anyOf((v) => v.factualQuestions)}`;
const openers = `${anyOf((v) => v.requestOpeners)}|${questions}`;
/** Texts a request can point at, without accents (see `materialNouns`). */
export const materialNouns = vocabularies.flatMap((v) => v.materialNouns).map((noun) => noun.normalize('NFD').replace(/\p{M}/gu, ''));
/** "solo en inglés" against "en español", "only in Spanish" against "in English": one language asked for only, and a text in another. */
function onlyOneLanguage({ answerLanguages: { names, onlyIn, inLanguage, alreadyIn } }: PromptVocabulary): [string, string][] {
  return names.map((name) => [
    `(?:${onlyIn})\\s+(?:${name})`,
    // "the phrases 'in Spanish' and 'in English'": a language quoted is a phrase, not a request.
    `(?<!(?:${alreadyIn})\\s+|['"“‘«])(?:${inLanguage})\\s+(?:${names.filter((other) => other !== name).join('|')})`,
  ]);
}
export const patterns = {
  request: new RegExp(`^[\\s¿¡"“«(]*(?:(?:${courtesy})[\\s,.!:]+)*(?:${openers})(?![${letter}])`),
  joinedRequest: new RegExp(`(?:[,;:]\\s*|\\s(?:${anyOf((v) => v.clauseJoiners)})\\s+)(?:(?:${courtesy})[\\s,]+)*(?:${openers})(?![${letter}])`),
  /** A request that opens with what it wants, maybe after the tool it is for ("bash command to…", "python function that…"). */
  nounRequest: new RegExp(`^[\\s¿¡"“«(]*(?:(?:${courtesy})[\\s,.!:]+)*(?:(?:un|una|unos|unas|a|an)\\s+)?(?:(?:${namedThings})\\s+)?(?:${anyOf((v) => v.deliverables)})(?![${letter}])`),
  /** A question that asks for an answer (tested on the opener found): its verb may be in the first person ("cómo hago"). */
  questionOpener: new RegExp(`(?<![${letter}])(?:${questions})$`),
  /** A request that reworks a text given after a colon ("rewrite this to sound…: hey guys"). */
  reworking: atWordEdges(anyOf((v) => v.reworking), ''),
  subjectOpener: atWordEdges(anyOf((v) => v.subjectOpeners)),
  /** What joins a named result to what it is of ("a description for…", "la descripción de un…"). */
  resultOf: new RegExp(anyOf((v) => v.resultOf)),
  /** "my cover letter", "mi página de inicio": a text of the writer's that a correction or a rewrite works on. */
  ownText: atWordEdges(`(?:${anyOf((v) => v.possessives)})\\s+(?:[a-zà-ÿ]+\\s+)?(?:${anyOf((v) => v.deliverables)})`),
  /** Code that matches or computes one thing (a regex, a formula). */
  matchers: atWordEdges(anyOf((v) => v.matchers), ''),
  /** Results whose form fixes their shape and size (a haiku, a sonnet). */
  selfSized: atWordEdges(anyOf((v) => v.selfSized), ''),
  /** A request opener that only says "I want / I need" (tested on the opener found). */
  wantOpener: new RegExp(`(?<![${letter}])(?:${wantWords})$`),
  deliverable: atWordEdges(anyOf((v) => v.deliverables), ''),
  oneMessage: atWordEdges(anyOf((v) => v.oneMessage)),
  role: atWordEdges(anyOf((v) => v.role)),
  situation: atWordEdges(anyOf((v) => v.situation)),
  purpose: atWordEdges(anyOf((v) => v.purpose)),
  tellingThat: atWordEdges(anyOf((v) => v.tellingThat)),
  audience: atWordEdges(anyOf((v) => v.audience)),
  tone: atWordEdges(anyOf((v) => v.tone)),
  format: atWordEdges(anyOf((v) => v.format)),
  brevity: atWordEdges(anyOf((v) => v.brevity)),
  constraints: atWordEdges(anyOf((v) => v.constraints)),
  examples: atWordEdges(anyOf((v) => v.examples)),
  focus: atWordEdges(anyOf((v) => v.focus)),
  vague: atWordEdges(anyOf((v) => v.vague)),
  material: atWordEdges(anyOf((v) => v.materialReference)),
  boilerplate: atWordEdges(anyOf((v) => v.boilerplate)),
  sectionName: atWordEdges(vocabularies.flatMap((v) => v.sectionNames).join('|'), ''),
  named: atWordEdges(`${namedThings}|${anyOf((v) => v.specificWords)}`),
  opposites: vocabularies.flatMap((v) => v.opposites).map(([one, other]) => [atWordEdges(one), atWordEdges(other)] as const),
  negated: atWordEdges(`(?:${anyOf((v) => v.negators)})\\s+(?:(?:el|la|los|las|un|una|any|the|a)\\s+)?([a-zà-ÿ]{4,})`),
  /** Ends with a denial and at most one more word: what comes next is denied ("nada formal", "not too formal"). */
  deniedBefore: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.negators)})\\s+(?:[a-zà-ÿ]+\\s+)?$`),
  affirmed: atWordEdges(`(?:${anyOf((v) => v.affirmers)})\\s+(?:(?:el|la|los|las|un|una|any|the|a)\\s+)?([a-zà-ÿ]{4,})`),
  /** A sentence about the writer's own people or things ("Mi hija de 15 años tiene…", "My team of six…"). */
  writersOwn: atWordEdges('mi|mis|nuestr[oa]s?|my|our|we|i', ''),
  /** People described by what they are or do ("two friends in their 30s who like…", "mi padre, que nunca…"). */
  describedPeople: atWordEdges(`(?:${anyOf((v) => v.people)})(?:\\s+[a-zà-ÿ0-9]+){0,4},?\\s+(?:who|que|quienes?)\\s+(?:(?:no|never|have|has|nunca|ya)\\s+)?[a-zà-ÿ]{3,}`),
  /**
   * "para dos personas", "a los vecinos del edificio", "for my dad": a person the result is for or
   * addressed to. Each language's prepositions go with its own people: Spanish "a" before English
   * "patient" ("as a patient chess coach") names nobody.
   */
  addressee: atWordEdges(
    vocabularies
      .map((v) => `(?:${v.audienceOpeners.preposition})\\s+(?:(?:${v.audienceOpeners.determiner})\\s+){0,2}(?:[a-zà-ÿ0-9-]+\\s+){0,2}(?:${v.people})`)
      .join('|') +
      // "mi hija de 15 años", "my 70-year-old father", "my team of six engineers": the writer's own people.
      `|(?:mi|mis|my|our|nuestr[oa]s?)\\s+(?:[a-zà-ÿ0-9-]+\\s+)?(?:${anyOf((v) => v.people)})`,
  ),
  /** Short or long sentences: how to write, not how much ("short sentences", "frases cortas"). */
  sentenceStyle: atWordEdges(
    `(?:${anyOf((v) => v.brevity)})\\s+(?:${sentenceUnits})|(?:${sentenceUnits})\\s+(?:${anyOf((v) => v.brevity)})`,
  ),
  /** What asks the AI to answer the writer themself ("explícame", "advise me"). */
  toWriter: atWordEdges(anyOf((v) => v.toWriter), ''),
  /** A number of minutes, whatever it is said of ("10 minutes of starter", "a 5-minute check"): figure in group 1. */
  minutesFigure: new RegExp(`(?<![\\d.,])(\\d+)[\\s-]+(?:${minuteWords})(?![${letter}])`, 'g'),
  /** A span of time after a number ("3 semanas", "5 days"). */
  timeSpan: new RegExp(`^(?:${anyOf((v) => v.timeSpans)})$`),
  /** A whole of minutes laid out by days, weeks or months ("una tabla organizada por periodos (días o semanas)"). */
  organizedByPeriods: atWordEdges(`(?:${anyOf((v) => v.organizedBy)})\\s+(?:[a-zà-ÿ]+\\s+)?\\(?(?:${anyOf((v) => v.longPeriods)})`),
  /** Tools of a programmer's trade ("python", "sql", "excel"): a request that names one may be answered with code. */
  tools: atWordEdges(namedThings.split('|').filter((name) => !new RegExp(`^(?:${platforms})$`).test(name)).join('|'), ''),
  /** Results made of short items (ideas, titles, a quiz). */
  shortDeliverable: atWordEdges(anyOf((v) => v.shortDeliverables), ''),
  /** What asks for full written pieces (an article, a script, "write each in full"). */
  fullPiece: atWordEdges(anyOf((v) => v.fullPieces), ''),
  /** Short items that pitch a piece (ideas, topics, hooks). */
  pitches: atWordEdges(anyOf((v) => v.pitches), ''),
  /** What asks for each thing written out in full. */
  inFull: atWordEdges(anyOf((v) => v.inFull), ''),
  /** An output spec whose structure fixes its size ("each with…", "with columns…"). */
  structuredOutput: atWordEdges(anyOf((v) => v.structuredOutput), ''),
  /** Tasks whose answer is used rather than read for its voice (code review, extraction). */
  readerless: atWordEdges(anyOf((v) => v.readerless), ''),
  translation: atWordEdges(anyOf((v) => v.translation), ''),
  correction: atWordEdges(anyOf((v) => v.correction), ''),
  pasteGap: atWordEdges(anyOf((v) => v.pasteGap), ''),
  /** A marker verb right before a bracket: the AI is told to write that bracket. */
  markerBefore: new RegExp(`(?<![a-zà-ÿ])(?:${anyOf((v) => v.markerVerbs)})\\s*$`),
  summaries: atWordEdges(anyOf((v) => v.summaries), ''),
  actionItems: atWordEdges(anyOf((v) => v.actionItems), ''),
  /** What introduces the parts a result is made of ("con", "including"), and what follows it. */
  partsOpener: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.partsOpeners)})\\s+`),
  /** A brevity word that asks for a short answer, at the start of the text tested. */
  shortWord: new RegExp(`^(?:${anyOf((v) => v.shortWords)})`),
  /** Someone a result is made for, described: its audience and its situation. */
  personFor: atWordEdges(anyOf((v) => v.personFor)),
  /** Asking for a judgement of a piece, or what such a judgement holds ("feedback", "puntos fuertes", "what works"). */
  reviewing: atWordEdges(anyOf((v) => v.reviewing), ''),
  /** Asking for a piece to be written ("escríbelo", "write"). */
  writing: atWordEdges(anyOf((v) => v.writing), ''),
  /** What happened lately: the AI cannot know it without the sources. */
  currentNews: atWordEdges(anyOf((v) => v.currentNews), ''),
  sourceAsk: atWordEdges(anyOf((v) => v.sourceAsk), ''),
  /** The writer's possessives ("mi", "our"), then the thing they own. */
  possessive: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.possessives)})\\s+`, 'g'),
  /** Starts with a possessive of the writer ("my esay"). */
  ownedFirst: new RegExp(`^(?:${anyOf((v) => v.possessives)})\\s`),
  /** A demonstrative or a possessive and the word after it ("this artical", "my esay"): the word in group 1. */
  pointedAt: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.demonstratives)}|${anyOf((v) => v.possessives)})\\s+([${letter}]{4,})(?![${letter}])`, 'g'),
  /** Ends with what points at a piece that exists already ("this", "mi", "estas") and at most one more word: the piece named next is worked on. */
  givenPiece: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.possessives)}|${anyOf((v) => v.demonstratives)})\\s+(?:[${letter}]+\\s+)?$`),
  /** Where a role's description turns to what the role does or knows. */
  roleQualification: atWordEdges(anyOf((v) => v.roleQualification), ''),
  /** Tested on the text before a result: "por correo", "by email" make it a channel. */
  byMeansOf: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.byMeansOf)})\\s+(?:(?:the|a|an|el|la|un|una)\\s+)?$`),
  /** Tested on the text before a piece: "ideas para un relato", "titles for an article" make it what the items are for. */
  itemsFor: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.itemsFor)})\\s+(?:(?:${anyOf((v) => v.audienceOpeners.determiner)}|each|every|cada)\\s+)?(?:[a-zà-ÿ-]+\\s+)?$`),
  /** "my dad, who is 67", "mi abuela, que vive sola". */
  describedPerson: atWordEdges(`(?:${anyOf((v) => v.possessives)})\\s+[a-zà-ÿ]+,?\\s+(?:${anyOf((v) => v.describesPerson.relative)})\\s+(?:${anyOf((v) => v.describesPerson.verbs)})`),
  /** "sin emojis", "no menciones el precio", "don't use slang": the word kept out (group 1). */
  forbidden: atWordEdges(`(?:${anyOf((v) => v.forbidders)})\\s+(?:(?:${anyOf((v) => v.requirers)})\\s+)?(?:(?:${anyOf((v) => v.leadIns)})\\s+){0,2}([a-zà-ÿ]{3,})`),
  /**
   * Ends with what keeps the next words out, a few words before them (a list of what is kept out: "no meat, dairy or") and
   * none that starts another part ("no uses la", "instead of regular"; not "sin gluten y con").
   */
  forbiddenBefore: new RegExp(
    `(?<![${letter}])(?:${anyOf((v) => v.forbidders)}|${anyOf((v) => v.negators)})\\s+(?:(?!(?:${anyOf((v) => v.clauseJoiners)}|${anyOf((v) => v.partOpeners)})\\s)[a-zà-ÿ'’-]+,?\\s+){0,3}$`,
  ),
  /** "incluye el precio de la tarifa", "add a rocket emoji": what is asked for follows, up to the clause's end (group 1). */
  required: atWordEdges(`(?:${anyOf((v) => v.requirers)})(?=\\s+([^.!?;:,\\n]+))`),
  /** What narrows a rule to one part or one case ("salvo", "only", "if"). */
  scopeLimit: atWordEdges(anyOf((v) => v.scopeLimits), ''),
  /** A second version, option or reader of the answer, each with its own rules ("otra versión", "a meat version"). */
  versions: atWordEdges(anyOf((v) => v.versions), ''),
  /** "Tienen que salir estos puntos: a, b, c…", "Cover these points: a, b, c": the list of what the answer must hold (group 1). */
  requiredList: atWordEdges(`(?:${anyOf((v) => v.mustCover)})[^.!?\\n:]{0,40}:\\s*([^.!?\\n:]+)`),
  picking: atWordEdges(anyOf((v) => v.picking), ''),
  /** Tested on the text before a restriction: "un artículo sobre dietas sin gluten" names its subject, not a rule of the answer. */
  subjectBefore: new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.subjectOpeners)})\\s+(?:(?:${anyOf((v) => v.partArticles)})\\s+)?$`),
  /** What parts the items of a list ("puntualidad, vestimenta y seguimiento", "nutrition, shoes, and recovery"). */
  listSeparator: new RegExp(`,|\\s(?:${anyOf((v) => v.clauseJoiners)})\\s`),
  /** Where what narrows a thing ends: another item or part ("y", "or", "pero", "ni", "sin"). */
  narrowingEnd: atWordEdges(`${anyOf((v) => v.clauseJoiners)}|${anyOf((v) => v.alternatives)}|${anyOf((v) => v.partOpeners)}|${anyOf((v) => v.negators)}|${anyOf((v) => v.forbidders)}`, ''),
  notNarrowing: atWordEdges(anyOf((v) => v.notNarrowing)),
  /** After a thing, the kind it is of (group 1): "harina de trigo". */
  kindAfter: new RegExp(`^\\s+(?:${anyOf((v) => v.kindJoiner)})\\s+([a-zà-ÿ]+)`),
  /** Restrictions and what they rule out (see `PromptVocabulary.exclusions`), and "only in English" against a text in another language. */
  exclusions: vocabularies
    .flatMap((v) => [...v.exclusions, ...onlyOneLanguage(v)])
    .map(([restriction, ruledOut]) => [atWordEdges(restriction), atWordEdges(ruledOut)] as const),
  /** Two alternatives offered as a choice ("formal or informal"): the text between them. */
  alternativesBetween: new RegExp(`^\\s*(?:${anyOf((v) => v.alternatives)})\\s*$`),
  /** Nothing but greetings and courtesy ("Chat", "hey can you"). */
  courtesyOnly: new RegExp(`^[\\s,.!:¡¿]*(?:(?:${courtesy})[\\s,.!:?]*)+$`),
  /** Kinds of business, event or product a result is made for. */
  subjects: atWordEdges(anyOf((v) => v.subjects)),
  shapedKinds: atWordEdges(anyOf((v) => v.shapedKinds), ''),
  /** The platforms a result is made for. */
  platform: atWordEdges(platforms, ''),
  /** "la cantidad de elementos que pido", "the number of items I ask for": a count the prompt must state. */
  countReference: atWordEdges(anyOf((v) => v.givenReferences.count)),
  /** "como te dije", "as I said": a conversation the prompt does not hold. */
  earlierReference: atWordEdges(anyOf((v) => v.givenReferences.earlier)),
  /** What says what to do without the thing referred to ("o uno realista", "if I give none"). */
  referenceFallback: atWordEdges(anyOf((v) => v.givenReferences.fallback), ''),
  /**
   * "dd/mm/yyyy", "package.json", "src/app.tsx", "Column B", "A1:B10": the givens of a technical
   * request, concrete as a figure is. Matched on the prompt's own letters (a column is a capital).
   */
  technicalToken:
    /(?<![\p{L}\p{N}])(?:(?!(?:e\.g|i\.e|and\/or|y\/o|p\.ej)(?![\p{L}\p{N}]))[a-zA-Z][a-zA-Z0-9]*(?:[/_.][a-zA-Z0-9]+)+|(?:[Cc]olumns?|[Cc]olumnas?|[Cc]ells?|[Cc]eldas?|[Rr]ows?|[Ff]ilas?)\s+[A-Z]{1,2}\d{0,5}|[A-Z]{1,2}\d{1,5}:[A-Z]{1,2}\d{1,5})(?![\p{L}\p{N}])/gu,
  /** Each family of results (verse, code, speech…), by its words in every language. */
  outputKinds: Object.fromEntries(outputKinds.map((kind) => [kind, atWordEdges(anyOf((v) => v.outputKinds[kind]), '')])) as Record<OutputKind, RegExp>,
  /** What a rewrite says of each shape of result, and what in a request asks for it. */
  shapeDescribed: Object.fromEntries(resultShapes.map((shape) => [shape, atWordEdges(anyOf((v) => v.resultShapes[shape].described), '')])) as Record<ResultShape, RegExp>,
  shapeAskedBy: Object.fromEntries(resultShapes.map((shape) => [shape, atWordEdges(anyOf((v) => v.resultShapes[shape].askedBy), '')])) as Record<ResultShape, RegExp>,
  /** The requests a shape contradicts, for a shape that fits most (see `resultShapes`); undefined for the others. */
  shapeAgainst: Object.fromEntries(
    resultShapes.map((shape) => [shape, vocabularies.some((v) => v.resultShapes[shape].against) ? atWordEdges(vocabularies.flatMap((v) => v.resultShapes[shape].against ?? []).join('|'), '') : undefined]),
  ) as Record<ResultShape, RegExp | undefined>,
  /** A question with one answer the AI knows ("what year did…", "cuál es la capital de…"), at the start of what is tested. */
  factualQuestion: new RegExp(`^[\\s¿¡"“«(]*(?:(?:${courtesy})[\\s,.!:]+)*(?:${anyOf((v) => v.factualQuestions)})(?![${letter}])`),
};
/** Texts a platform caps at a number of characters (a tweet, an Instagram bio…), with their cap. */
export const limitedTexts: { pattern: RegExp; chars: number }[] = (Object.keys(textLimits) as LimitedText[]).map((name) => ({
  pattern: name === 'message' ? patterns.oneMessage : atWordEdges(anyOf((v) => v.limitedTexts[name])),
  chars: textLimits[name],
}));

const shorthand = new Map(vocabularies.flatMap((v) => Object.entries(v.shorthand)));
const soundAlikes = vocabularies.flatMap((v) => v.soundAlikes);
/** One word of the request vocabulary (an opener, a deliverable, a verb that reworks, reviews, sums up or translates). */
const requestWord = new RegExp(`^(?:${[courtesy, openers, ...(['deliverables', 'reworking', 'summaries', 'reviewing', 'translation', 'correction'] as const).map((key) => anyOf((v) => v[key]))].join('|')})$`);
/**
 * The same, with a verb stem's open ending ("escrib" + any letters) cut to the endings a request
 * gives it ("escribe", "escríbeme", "resúmelo"): "haikus" is no "haz" + "ikus".
 */
const closedRequestWord = new RegExp(requestWord.source.replaceAll('[a-zà-ÿ]*', '(?:[aeoáéí]?(?:me|te|lo|la|le|les|los|las|nos|s|n|r)?|ando|iendo)'));
/** Words of the vocabulary's plain phrases ("can you", "cover letter"): a typo in one of them hides the phrase too. */
const phraseWords = new Set(
  vocabularies
    .flatMap((v) => [v.courtesy, v.requestOpeners, v.deliverables].flatMap((source) => source.split('|')))
    .filter((alternative) => /^[a-zà-ÿ' ]+$/.test(alternative))
    .flatMap((alternative) => alternative.split(' '))
    .filter((word) => word.length >= 3),
);
/** Every word the packs' vocabulary spells out ("estratega", "analista"…): a word the packs know is no typo. */
const knownWords = new Set(JSON.stringify(vocabularies).toLowerCase().match(/[a-zà-ÿñ]{4,}/g));
/** A word the packs use ("test", "texto"): read as written, never as another misspelt. */
export const knownWord = (word: string) => knownWords.has(word);
/** Plain words of the request vocabulary (no open stems): what a letter written for another by sound is read as. */
const plainRequestWords = new Set(
  vocabularies
    .flatMap((v) => [v.courtesy, v.requestOpeners, v.deliverables, v.reworking, v.summaries, v.reviewing, v.translation, v.correction].flatMap((source) => source.split('|')))
    .filter((alternative) => /^[a-zà-ÿ' ]+$/.test(alternative))
    .flatMap((alternative) => alternative.split(' ')),
);
const missingLetters = 'abcdefghijklmnopqrstuvwxyzñáéíóú';
const corrections = new Map<string, string | undefined>();

/** The vocabulary word `word` is misspelt from: one letter left out, two letters swapped, or one letter written for another by sound ("rezumen"). */
function misspeltFrom(word: string): string | undefined {
  if (corrections.has(word)) return corrections.get(word);
  let found: string | undefined;
  const candidates: string[] = [];
  if (word.length >= 3 && !stopwords.has(word) && !knownWords.has(word) && !requestWord.test(word) && !new RegExp(patterns.named.source).test(word)) {
    for (let at = 0; at + 1 < word.length; at += 1) candidates.push(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
    // A typed word keeps its first letter.
    if (word.length >= 5) for (let at = 1; at <= word.length; at += 1) for (const added of missingLetters) candidates.push(word.slice(0, at) + added + word.slice(at));
    found = candidates.find((candidate) => candidate !== word && (closedRequestWord.test(candidate) || phraseWords.has(candidate)));
    if (!found && word.length >= 5) {
      for (const [one, other] of soundAlikes) {
        for (const [from, to] of [[one, other], [other, one]]) {
          for (let at = word.indexOf(from); at >= 0 && !found; at = word.indexOf(from, at + 1)) {
            const candidate = word.slice(0, at) + to + word.slice(at + from.length);
            if (plainRequestWords.has(candidate) || closedRequestWord.test(candidate)) found = candidate;
          }
        }
      }
    }
  }
  corrections.set(word, found);
  return found;
}

/**
 * The typos of a prompt's request, typed word → meant word: in its first two sentences, when they do not
 * already ask for a named result, a word one typo away from the request vocabulary ("escrbe un corro",
 * "my cover leter", "rezumen"). Later sentences and a request already complete are read as written:
 * their other words are the writer's own.
 */
export function typosOf(text: string): Map<string, string> {
  const typos = new Map<string, string>();
  // "Crie 10 perguntas…" is Portuguese, not Spanish misspelt.
  const language = eld.detect(text);
  if ((text.match(/\p{L}+/gu) ?? []).length >= 5 && language.isReliable() && !(language.language in packs)) return typos;
  for (const sentence of (text.match(/[^.!?\n]*[a-zà-ÿ][^.!?\n]*/gi) ?? []).slice(0, 2)) {
    const lower = sentence.toLowerCase();
    if (patterns.deliverable.test(lower) && (patterns.request.test(lower) || patterns.nounRequest.test(lower))) continue;
    for (const word of lower.match(/[a-zà-ÿ0-9]+/g) ?? []) {
      const meant = misspeltFrom(word);
      if (meant) typos.set(word, meant);
    }
  }
  return typos;
}

const sectionTag = new RegExp(`<(/?)(${anyOf((v) => v.sectionTags)})>`, 'giu');
const openingSectionTag = new RegExp(`<(?:${anyOf((v) => v.sectionTags)})>`, 'giu');

/**
 * "<role>You are…</role>\n<constraints>Apologize once…</constraints>": a prompt laid out in tagged sections, as guides write
 * them, read with each opening tag as its heading ("Role: ", as long as the tag) and each closing tag as blanks, so its sections
 * count as sections. Two section tags at least; a lone "<b>" or HTML pasted is left as it is.
 */
export function taggedAsHeadings(text: string): string {
  if ((text.match(openingSectionTag) ?? []).length < 2) return text;
  return text.replace(sectionTag, (tag, closing: string, name: string) => (closing ? ' '.repeat(tag.length) : `${name[0].toUpperCase()}${name.slice(1).toLowerCase()}: `));
}

/** The prompt as its writer meant it: chat spellings read as their words ("q" → "que", "msg" → "message"), and its request's typos (`typosOf`) corrected wherever they appear. */
export function respelled(text: string, typos = typosOf(text)): string {
  return text.replace(/[a-zà-ÿ0-9]+/gi, (word) => {
    const said = word.toLowerCase();
    const meant = shorthand.get(said) ?? typos.get(said);
    return meant === undefined ? word : word[0] !== said[0] ? meant[0].toUpperCase() + meant.slice(1) : meant;
  });
}

const genericWord = new RegExp(`^(?:${vocabularies.flatMap((v) => v.genericWords).join('|')})$`);
const genericRoleWord = new RegExp(`^(?:${vocabularies.flatMap((v) => v.genericRoles).join('|')})$`);

/** Words of a sentence that say something about this prompt: content words that are not generic names of information ("figures, dates, prices"). */
export function specificWords(lowerText: string): string[] {
  return contentWords(lowerText).filter((word) => !genericWord.test(word));
}

/** The words of a role that fit no other request ("patient chess coach"): none in "an expert in the subject". */
export function specificRoleWords(lowerText: string): string[] {
  return specificWords(lowerText).filter((word) => !genericRoleWord.test(word));
}
const labelPatterns = (Object.keys(vocabularies[0].labels) as Criterion[]).map((criterion) => ({
  criterion,
  pattern: new RegExp(`^(?:${vocabularies.map((v) => v.labels[criterion]).filter(Boolean).join('|')})$`),
}));
export const stopwords = new Set(vocabularies.flatMap((v) => v.stopwords));
export const subjectJoiners = new Set(vocabularies.flatMap((v) => v.subjectJoiners));
export const notFirstPerson = new Set(vocabularies.flatMap((v) => v.notFirstPerson));
const vagueWord = atWordEdges(anyOf((v) => v.vague), '');

/** The criterion a heading announces ("Tono", "Target audience"), if any. */
export function criterionOfLabel(label: string): Criterion | undefined {
  const clean = label.trim().replace(/\s+/g, ' ');
  const known = labelPatterns.find(({ pattern }) => pattern.test(clean));
  if (known) return known.criterion;
  return clean.search(patterns.examples) >= 0 ? 'examples' : undefined;
}

/** Words that carry meaning: not stopwords, section names or vague words. */
export function contentWords(lowerText: string): string[] {
  return (lowerText.match(/[a-zà-ÿ0-9][a-zà-ÿ0-9'’-]*/g) ?? []).filter(
    (word) => !stopwords.has(word) && !patterns.sectionName.test(word) && !vagueWord.test(word),
  );
}

// ---- Quantities ("300 palabras", "between 3 and 5 ideas", "under 150 words each") ----

const numberWords = Object.assign({}, ...vocabularies.map((v) => v.numbers)) as Record<string, number>;
const units = Object.assign({}, ...vocabularies.map((v) => v.units)) as Record<string, Unit>;
/** The units a text names ("estos apartados", "these points"). */
export const unitsIn = (text: string): Unit[] => (text.match(/[a-zà-ÿ]+/g) ?? []).filter((word) => Object.hasOwn(units, word)).map((word) => units[word]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');
const num = `\\d{1,3}(?:[.,]\\d{3})+|\\d+|${byLength(Object.keys(numberWords))}`;
const quantityPattern = atWordEdges(
  `(?:(?:${anyOf((v) => v.rangeBetween.open)})\\s+(${num})\\s+(?:${anyOf((v) => v.rangeBetween.join)})\\s+(${num})` +
    `|(?:${anyOf((v) => v.rangeFrom.open)})\\s+(${num})\\s+(?:${anyOf((v) => v.rangeFrom.join)})\\s+(${num})` +
    `|(${num})\\s*[-–]\\s*(${num})` +
    `|(${num})(?:\\s+(?:o|or|a|to)\\s+(${num}))?)` +
    // "a slide-by-slide outline" names no number of slides.
    `[\\s-]+(?:[a-zà-ÿ]+\\s+)?(${byLength(Object.keys(units))})(?!-[a-zà-ÿ])`,
);
/** A number word before what it counts ("dos personas", "a two-column table"): a concrete figure. */
export const countedThing = atWordEdges(
  `(?:${Object.keys(numberWords).filter((word) => numberWords[word] > 1).map(escape).join('|')})[\\s-]+[a-zà-ÿ]{3,}`,
);
const single = new RegExp(`^(?:${anyOf((v) => v.single)})$`);
const atMost = new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.atMost)})\\s*(?:(?:de|las?|los)\\s+)?$`);
const atLeast = new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.atLeast)})\\s*(?:(?:de|las?|los)\\s+)?$`);
const perItemBefore = atWordEdges(anyOf((v) => v.perItem), '');
const allottedBefore = new RegExp(`(?<![${letter}])(?:${anyOf((v) => v.allotted.before)})\\s+(?:[a-zà-ÿ]+\\s+)?$`);
const wholeAfter = new RegExp(`^\\s+(?:${anyOf((v) => v.allotted.whole)})(?![${letter}])`);
/** "in one sentence how the swap works": a size followed by an indirect question is that part's. */
const partQuestionAfter = new RegExp(`^\\s+(?:${anyOf((v) => v.questionWords)})\\s`);
/**
 * "la idea central en una frase", "the main idea in one sentence", "el resumen ejecutivo, de no más de 5 líneas", "the
 * executive summary no longer than 5 lines": a size handed to one part of the answer (a word may describe the part).
 */
const partBefore = new RegExp(
  `(?<![${letter}])(?:(?:${anyOf((v) => v.answerParts)})\\s+(?:en|in)|(?:${anyOf((v) => v.partArticles)})\\s+(?:[${letter}]+\\s+)?(?:${anyOf((v) => v.answerParts)})(?:\\s+[${letter}]+)?,?\\s+(?:(?:en|in|de|of)\\s+)?(?:(?:${anyOf((v) => v.atMost)})\\s*(?:de\\s+)?)?)\\s*$`,
);
const perItemAfter = new RegExp(`^\\s*(?:${anyOf((v) => v.perItem)})(?![${letter}])`);
export const lengthUnits: ReadonlySet<Unit> = new Set(['word', 'char', 'sentence', 'paragraph', 'line', 'page', 'minute', 'second', 'slide']);

export interface Quantity extends Span {
  unit: Unit;
  min: number;
  max: number;
  /** Said of each item ("80 palabras cada uno") or handed to one part ("10 minutos para ruegos"), so it cannot contradict a total. */
  perItem: boolean;
  /** Said of the whole ("90 minutos en total"): a smaller share of it elsewhere is one of its parts. */
  whole: boolean;
}

function numberValue(text: string): number {
  if (/^\d/.test(text)) return Number(/^\d{1,3}(?:[.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, '') : text);
  return numberWords[text];
}

/** The quantities a prompt states, read from its lower-cased content; `clauseStart` finds where a clause begins. */
/** "… minutos de espera", "… minutes of waiting": after a span of time, what filled it; a talk, a video or a read is the answer itself. */
const timeOfSomething = /^\s+(?:de|of)\s+(?!(?:v[íi]deos?|videos?|audio|discurso|speech|charla|talk|presentaci[óo]n|presentation|p[óo]dcast|lectura|reading|read|clase|class|contenido|content|grabaci[óo]n|recording)(?![a-zà-ÿ]))[a-zà-ÿ]{4,}/;

/** Things that last a while and are not a text (a call, a meeting, a walk): "a 15-minute call" is not the answer's length. */
const timedThings = anyOf((v) => v.timedThings);
const timedThingAfter = new RegExp(`^\\s*(?:${timedThings})(?![${letter}])`);
const timedThingBefore = new RegExp(`(?<![${letter}])(?:${timedThings})\\s+(?:de\\s+)?$`);

export function readQuantities(content: string, clauseStart: (index: number) => number): Quantity[] {
  const quantities: Quantity[] = [];
  for (const match of content.matchAll(quantityPattern)) {
    const [, b1, b2, f1, f2, r1, r2, n1, n2, unitWord] = match;
    const unit = units[unitWord];
    const low = numberValue(b1 ?? f1 ?? r1 ?? n1);
    const high = numberValue(b2 ?? f2 ?? r2 ?? n2 ?? b1 ?? f1 ?? r1 ?? n1);
    // "un"/"a"/"one" is a number only before a length unit ("un párrafo"); "un título" is just a title.
    // "una sola frase" / "a single sentence" still says one.
    const words = match[0].split(/[\s-]+/);
    if (high === 1 && !/^\d/.test(n1 ?? '') && (!lengthUnits.has(unit) || (words.length > 2 && !single.test(words[1])))) continue;
    const start = match.index;
    const end = start + match[0].length;
    // "hubo 40 minutos de espera", "after 20 minutes of waiting": time something took in the story, not the answer's length.
    if ((unit === 'minute' || unit === 'second') && timeOfSomething.test(content.slice(end, end + 30))) continue;
    // "a clear ask for a 15-minute call", "una reunión de 30 minutos": how long something else lasts, not the answer.
    if ((unit === 'minute' || unit === 'second') && (timedThingAfter.test(content.slice(end, end + 20)) || timedThingBefore.test(content.slice(Math.max(0, start - 25), start)))) continue;
    const before = content.slice(Math.max(0, start - 30), start);
    const clause = content.slice(clauseStart(start), start);
    // "deja 10 minutos para ruegos", "leave 10 minutes for questions": one part's share, not the size of the whole.
    const allotted = allottedBefore.test(content.slice(Math.max(0, start - 25), start));
    const perItem = allotted || perItemBefore.test(clause) || perItemAfter.test(content.slice(end, end + 20)) || partQuestionAfter.test(content.slice(end, end + 20)) || partBefore.test(content.slice(Math.max(0, start - 50), start));
    const whole = wholeAfter.test(content.slice(end, end + 20));
    const upTo = atMost.exec(before);
    const from = upTo ? null : atLeast.exec(before);
    const [min, max] = upTo ? [0, high] : from ? [low, Number.POSITIVE_INFINITY] : [Math.min(low, high), Math.max(low, high)];
    // The bound is part of what the prompt said: "under 60 words".
    const bound = upTo ?? from;
    quantities.push({ start: bound ? start - before.length + bound.index : start, end, unit, min, max, perItem, whole });
  }
  return quantities;
}
