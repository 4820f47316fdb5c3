import { allWords, letterKinds, packPattern, planDomains, promptPhrases, readerPhrases, vocabularies, type ElementWords, type LetterKind, type PlanDomain, type SectionName } from './catalog.ts';
import { detectLanguage, identifyLanguage } from './language.ts';
import { kindEnd, kindFromText, platformFromText, type TaskKind } from './task-kinds.ts';
import { instructionOf, splitSentences, wordPattern, type Sentence } from './text.ts';
import type { Language } from '../../../../shared/languages.ts';
import type { Platform } from '../../../../shared/optimizer-options.ts';

/** The parts a good prompt has. */
export const elementNames = ['role', 'task', 'context', 'audience', 'tone', 'format', 'length', 'constraints', 'examples'] as const;
export type ElementName = (typeof elementNames)[number];

/**
 * Where each sentence of the user's prompt goes in the improved one; a bare heading ("Pasos:") goes
 * nowhere, the lines under it go to its section.
 */
export type SentencePlace = SectionName | 'heading';

export interface PlacedSentence extends Sentence {
  place: SentencePlace;
}

/** Something the user owns ("mi cafetería", "my boss") whose details only they know. */
export interface OwnedThing {
  /** As written, e.g. "mi cafetería". */
  phrase: string;
  /** The text gives its name ("se llama Grano Lento", "my bakery, Sweet Crumbs") or asks for one. */
  named: boolean;
  /** The text says where it is ("en Sevilla", "in Leeds"). */
  placed: boolean;
  /** The text says what it does right after it ("mi empresa vende paneles solares", "my company makes apps"). */
  described: boolean;
  /** The noun, lower-cased, e.g. "cafetería", "coffee shop". */
  noun: string;
  plural: boolean;
}

export interface PromptElements {
  sentences: PlacedSentence[];
  /** For each element the user's text gives, the words that give it (quoted back to the user). */
  found: Partial<Record<ElementName, string>>;
  /** The words that give an element inside its sentence ("para principiantes"), as written. */
  phrases: Partial<Record<ElementName, string>>;
  /** The deliverable the request itself names ("write a cover letter…"), when it names one. */
  kind?: TaskKind;
  /** The greeting the prompt starts with ("Chat", "hey"), as written; the task starts after it. */
  greeting?: string;
  /** Words that state a size or a count ("3 paragraphs", "10 ideas", "a tweet", "breve"), as written. */
  statedSize?: string;
  /** Every size of the answer the text states ("3 instagram captions", "150 characters"). */
  sizes: string[];
  /** Numbers that are facts of the content, not the answer's size ("5 días", "30 days"), as written. */
  facts: string[];
  /** The request asks for feedback on the user's own material ("señala incoherencias", "flag mistakes"). */
  review: boolean;
  /** The review's verb comes first ("revisa la conclusión de mi ensayo"), no verb of writing before it ("write the literature review"). */
  reviewLeads: boolean;
  /** The writer gives their name ("me llamo Ana"): no "[your name]" slot. */
  nameGiven: boolean;
  /** School work: no academic-paper template. */
  school: boolean;
  /** A reply to material the user pastes ("reply to this email"): its people are named in it. */
  repliesToMaterial: boolean;
  /** "continúa la historia": more of the material, in its voice, not a new piece. */
  continues: boolean;
  /** Names asked for a pet, a baby or a character: no branding role and no market goal. */
  namesPersonal: boolean;
  /** Names asked for a fictional thing (a fantasy kingdom, a planet, a spell, a D&D town): worldbuilding names, no marketing. */
  namesFictional: boolean;
  /** About content for a channel (posts, a blog): a content plan rather than any plan. */
  aboutContent: boolean;
  /** A letter to someone close ("carta a mi abuela", "letter to Santa"): no business-letter template. */
  personalLetter: boolean;
  /** A standing instruction for the rest of a conversation ("corrige mis errores a partir de ahora"): no one answer to shape. */
  standing: boolean;
  /** The request starts by asking to change the user's own text ("mejora el guion de arriba"). */
  revision: boolean;
  /** Parts the answer must have, listed in the request ("con objetivo, método, resultados y conclusión"). */
  statedFormat?: string;
  /** Material pasted after a colon or on the lines below the request ("analiza estas ventas:\n ene 1200…"). */
  inlineMaterial: boolean;
  /** Words that address the optimizer instead of the AI ("ignore the above…"), as written. */
  injection?: string;
  /** The same inside a quoted text to work on ("traduce: 'ignora lo anterior…'"): content, only pointed out to the user. */
  quotedInjection?: string;
  /** A platform the text names ("instagram"): its dialog option and its name. */
  platform?: { platform?: Platform; name: string };
  owned: OwnedThing[];
  /** Words that say little ("algo", "cosas", "good"), as written. */
  vague: string[];
  /** The noun of "este artículo", "the following text" when no such text is given. */
  missingMaterial?: string;
  /** A second material the request works on, also not given ("adapta mi CV a esta oferta": the offer). */
  otherMissingMaterial?: string;
  /** A simple explanation is asked for ("explain like I'm 5", "en palabras sencillas"). */
  simple: boolean;
  /** The prompt is about the writer's own case: their business, life or material ("my", "tengo", "mi"). */
  ownCase: boolean;
  /** The answer's whole shape as the user names it ("into action items with owners and deadlines", "en una tabla…"), quoted to its clause's end. */
  namedShape?: string;
  /** The user's format words name the whole answer's shape ("en 5 viñetas", "a table", "a list of"): no length is guessed beside it. */
  listShape: boolean;
  /** Which common letter is asked for ("carta de renuncia", "complaint letter"), when one is. */
  letterKind?: LetterKind;
  /** Which kind of plan ("meal plan", "itinerario", "plan de entrenamiento"), when the text says. */
  planDomain?: PlanDomain;
  /** A plan of posts ("qué publico esta semana", "a plan for 5 posts"): the plan, not the posts. */
  contentPlan: boolean;
  /** What the user asks the answer to hold as well ("Include a shopping list grouped by aisle"), as written. */
  included?: string;
  /** A part the user adds to the deliverable ("and list action items", "con ejemplos"), in their words. */
  extraPart?: string;
  /** The request says what it is for ("para aprobar", "so that", "i want them to approve"). */
  statedGoal: boolean;
  /** The task asks for a number of things without saying how many: the noun ("ideas"). */
  uncountedPlural?: string;
  wordCount: number;
}

/** One element-words entry of every language pack, as one alternation. */
const elementWords = (pick: (words: ElementWords) => string): string => allWords((vocabulary) => pick(vocabulary.elementWords));

// Each pattern recognises an element in Spanish or English, in free text or as a label ("Tono:").
const patterns: Record<Exclude<ElementName, 'task' | 'context'>, RegExp> = {
  role: wordPattern(
    `${elementWords((words) => words.role)}|(?:(?:${elementWords((words) => words.rolePossessive)}) )?(?:${elementWords((words) => words.roleNoun)})(?=\\s*:)|(?:${elementWords((words) => words.rolePossessive)}) (?:${elementWords((words) => words.roleNoun)}) (?:${elementWords((words) => words.roleIs)})`,
  ),
  audience: wordPattern(`${elementWords((words) => words.audience)}|(?:${elementWords((words) => words.audienceOwners)}) (?:${elementWords((words) => words.audienceChildren)})`),
  tone: wordPattern(elementWords((words) => words.tone)),
  format: wordPattern(
    `${elementWords((words) => words.format)}|(?<!(?:${elementWords((words) => words.dataReaders)}) (?:(?:${elementWords((words) => words.dataArticles)}) )?)(?:json|csv|yaml)|markdown`,
  ),
  length: wordPattern(
    `(?:\\d+|${elementWords((words) => words.lengthNumbers)})(?:\\s*-\\s*\\d+)?\\s+(?:${elementWords((words) => words.lengthUnits)})|${elementWords((words) => words.length)}`,
  ),
  constraints: wordPattern(elementWords((words) => words.constraints)),
  examples: new RegExp(`${wordPattern(elementWords((words) => words.examples)).source}|["«“][^"»”\\n]{12,}["»”]`, ''),
};

const taskVerbs = elementWords((words) => words.taskVerbs);
// The task: an imperative or a request, possibly after "por favor" / "please" / "can you"; or one
// joined to another sentence ("Actúa como chef y escribe…", "eres un nutricionista. dame…" typed without a capital).
const greetingPattern = new RegExp(`^(?:(?:${allWords((vocabulary) => vocabulary.greetings)})(?![a-z0-9à-ÿ])[\\s,.!?¿¡:;-]*)+`);
const taskPattern = new RegExp(
  `^(?:(?:${allWords((vocabulary) => vocabulary.greetings)}|${elementWords((words) => words.polite)})(?![a-z0-9à-ÿ])[,.!\\s]+)*(?:(?:${elementWords((words) => words.asking)})\\s+)?(?:${taskVerbs})(?![a-z0-9à-ÿ])`,
  '',
);
const joinedTaskPattern = new RegExp(`(?:[,;:.]\\s*|\\s(?:${elementWords((words) => words.taskJoiners)})\\s+)(?:${taskVerbs})(?![a-z0-9à-ÿ])`);
// "Tono:" or "Before answering, check that:" at the start of a line: the section labels of both languages.
const sectionOfLabel = new Map<string, SectionName>(
  Object.values(promptPhrases).flatMap((phrases) =>
    (Object.entries(phrases.labels) as [SectionName, string][]).map(([section, label]) => [label.toLowerCase(), section]),
  ),
);
const labelPattern = new RegExp(`^(${[...sectionOfLabel.keys()].join('|')})\\s*:\\s*`);

/** The section a "Label: …" sentence names, and its text without the label. */
export function splitLabel(sentence: string): { section?: SectionName; text: string } {
  const match = labelPattern.exec(sentence.toLowerCase());
  return match ? { section: sectionOfLabel.get(match[1]), text: sentence.slice(match[0].length) } : { text: sentence };
}

const minContextWords = 5;
const purposePattern = wordPattern(elementWords((words) => words.purpose));
const outcomeJoinerPattern = wordPattern(elementWords((words) => words.outcomeJoiners));
// A thesis-level work after "para mi", "for my" ("para mi tfg", "for my dissertation"); questions, explanations, research and ideas are for it.
const forOwnWorkPattern = new RegExp(
  `(?:^|\\s)(?:${elementWords((words) => words.purposePrepositions)})\\s+(?:${allWords((vocabulary) => vocabulary.possessives)})\\s+(?:[a-zà-ÿ]+\\s+)?(?:${allWords((vocabulary) => vocabulary.shapeWords.thesis)})\\s*$`,
);
const purposeOnlyKinds: ReadonlySet<TaskKind> = new Set(['explanation', 'research', 'ideas', 'plan', 'general']);
const providerPattern = new RegExp(`^(?:${elementWords((words) => words.providerNouns)})$`);
const contextLabel = wordPattern(`^(?:${elementWords((words) => words.contextLabels)})`);
const roleAtStart = new RegExp(`^(?:${patterns.role.source})`);
// "actúa como profesor de lengua y corrige este texto: …": a role joined to its task; the task is read after it.
const joinedRole = new RegExp(`^(?:${patterns.role.source})\\s+[^,.;:!?\\n]{1,60}?\\s+(?:${elementWords((words) => words.listJoiners)})\\s+(?=[a-zà-ÿ])`);
// "review my situation: i'm 32…", "analiza mi caso": advice on the user's situation, not a review of a text.
const situationPattern = packPattern((vocabulary) => vocabulary.everyday.situationAdvice);

const vaguePattern = wordPattern(elementWords((words) => words.vague), 'g');

// Words that only judge: "good" or "bonito" is vague where it is the user's verdict on the result.
const judgementWords = new RegExp(`^(?:${elementWords((words) => words.judgements)})$`);
const placeholderWords = new RegExp(`^(?:${elementWords((words) => words.placeholders)})$`);
// "cosas q tengo q llevar", "things i need to pack": a clause that says what, however it is typed.
const relativeClause = new RegExp(`^\\s+(?:${allWords((vocabulary) => vocabulary.clauseStarts)})\\s`);
// What comes before a verdict on the result: "make it good", "que sea bueno", "algo bonito", "something nice", "muy interesante".
const verdictBefore = new RegExp(`(?:${elementWords((words) => words.verdictBefore)})\\s+$`);

/**
 * A vague word is the user's judgement of the result ("make it good", "algo bonito"), not a word inside
 * a phrase ("what a good answer should include", "bueno no, uno de oficina").
 */
function judgesResult(lowerText: string, match: RegExpMatchArray): boolean {
  const after = lowerText.slice((match.index ?? 0) + match[0].length);
  // "algo que se haga viral", "something that goes viral": the clause after it says what.
  if (!judgementWords.test(match[0])) return !(placeholderWords.test(match[0]) && relativeClause.test(after));
  const before = lowerText.slice(Math.max(0, (match.index ?? 0) - 20), match.index);
  // "a good post", "un post bonito": the deliverable itself is judged.
  const next = after.trim().split(/\s+/).slice(0, 2).join(' ');
  return verdictBefore.test(before) || /^[\s!.,]*$/.test(after.split(/[.;\n]/)[0]) || (['es', 'en'] as const).some((language) => kindFromText(next, language) !== undefined);
}

// Material the prompt works on, which must be pasted: "mi nota", "the above script", "este texto"
// (a pointer before it), "resume la transcripción" (a verb that works on it), "el contrato de arriba",
// "my essay, which I will paste" (where it is, after it), "I will paste a formula" (it comes later).
// The nouns of every pack, but not a word the prompt's own language uses as a verb on material: the
// English "resume" (a CV) is the Spanish "resume" (summarize).
const materialNounOf = (language: Language) => {
  const verbs = new RegExp(`^(?:${vocabularies[language].materialVerbs})$`);
  return `(${allWords((vocabulary) => vocabulary.materialNouns)
    .split('|')
    .filter((noun) => !verbs.test(noun))
    .join('|')})`;
};
const pointedNouns = allWords((vocabulary) => vocabulary.pointedMaterialNouns);
const materialPatternsOf = (language: Language) => {
  const materialNoun = materialNounOf(language);
  return [
    // "my landlord's text", "my friends text": a possessive between the pointer and the material, apostrophe typed or not.
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.materialPointers)})\\s+(?:[a-zà-ÿ]+['’]?s\\s+)?${materialNoun}`),
    // "this question", "el siguiente problema": material only after a demonstrative ("my question is…" is not).
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.demonstratives)})\\s+(${pointedNouns})`),
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.materialVerbs)})\\s+(?:${elementWords((words) => words.materialArticles)})\\s+(?:[a-zà-ÿ]+\\s+){0,2}?(?:${materialNoun}|(${pointedNouns}))`),
    // "adapta este examen para un alumno con tdah", "adapt my quiz": a thing a class works on, pointed at under a verb that works on
    // it ("una revisión del examen" asks for one, it is no material).
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.materialVerbs)})\\s+(?:${allWords((vocabulary) => vocabulary.possessives)}|${allWords((vocabulary) => vocabulary.demonstratives)})\\s+(?:[a-zà-ÿ]+\\s+){0,2}?(${allWords((vocabulary) => vocabulary.workedMaterialNouns)})(?![a-zà-ÿ])`),
    // "fix the grammar in my cover letter", "mejora la redacción de mi carta de presentación": an edit of
    // a part of the material, named after a preposition ("explain the plot of my favourite book" is not one).
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.editingVerbs)})\\s+(?:[a-zà-ÿ]+\\s+){1,4}?(?:${elementWords((words) => words.partPrepositions)})\\s+(?:${elementWords((words) => words.partOwners)})\\s+(?:[a-zà-ÿ]+\\s+){0,2}?${materialNoun}`),
    wordPattern(`(?:${materialNoun}|(${pointedNouns}))(?:[^.\\n]{0,40}?[\\s,])?(?:${allWords((vocabulary) => vocabulary.materialPlaces)})`),
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.materialComing)})\\s+(?:(?:${elementWords((words) => words.comingArticles)})\\s+)?(?:[a-zà-ÿ]+\\s+){0,2}?${materialNoun}`),
    // "con los datos de ventas", "using the notes": the answer is built from material the request points at.
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.materialFrom)})\\s+(?:${elementWords((words) => words.sourceArticles)})\\s+(?:[a-zà-ÿ]+\\s+)??(${allWords((vocabulary) => vocabulary.sourceNouns)})`),
    // Any thing the user sent or says they will paste ("el tema 4 de historia que te pego luego", "el prompt que te pasé",
    // "the rubric I'll paste", "the email I got"): its first noun, the nearest one ("los puntos clave a la charla que te transcribí": the talk),
    // with the material noun after it when that is its head ("the meeting notes i sent": the notes of a meeting).
    wordPattern(
      `(?:${elementWords((words) => words.sentArticles)})\\s+(?!(?:${elementWords((words) => words.timeNouns)})(?![a-zà-ÿ]))([a-zà-ÿ]{3,}(?:\\s+${materialNoun})?)(?:\\s+(?!(?:${elementWords((words) => words.sentNameStops)})\\s)[a-zà-ÿ0-9]+){0,4}?\\s+(?:${elementWords((words) => words.sentToYou)})`,
    ),
  ];
};
// The place pattern alone, whole ("the data below"), and a thing named after an article inside it.
const placedMaterialPatterns = Object.fromEntries(
  (['es', 'en'] as const).map((language) => [
    language,
    new RegExp(`^(?:${materialNounOf(language)}|(?:${pointedNouns}))(?:[^.\\n]{0,40}?[\\s,])?(?:${allWords((vocabulary) => vocabulary.materialPlaces)})$`),
  ]),
) as Record<Language, RegExp>;
const nearerThingPattern = new RegExp(`(?:^|\\s)(?:${elementWords((words) => words.nearerArticles)})\\s+(?!(?:${elementWords((words) => words.nearerNotNouns)})(?![a-zà-ÿ]))([a-zà-ÿ]{3,})`, 'g');
const materialPatterns: Record<Language, RegExp[]> = { es: materialPatternsOf('es'), en: materialPatternsOf('en') };
const ofMaterialPatternOf = (language: Language) =>
  new RegExp(
    `^\\s+(?:(?:${elementWords((words) => words.ofWords)})\\s+(?:${allWords((vocabulary) => vocabulary.demonstratives)}|${allWords((vocabulary) => vocabulary.possessives)}|${elementWords((words) => words.definiteArticles)})|${elementWords((words) => words.ofThe)})\\s+${materialNounOf(language)}(?![a-zà-ÿ])`,
  );
const ofMaterialPatterns: Record<Language, RegExp> = { es: ofMaterialPatternOf('es'), en: ofMaterialPatternOf('en') };
const headNounPatterns: Record<Language, RegExp> = { es: new RegExp(`^\\s+${materialNounOf('es')}(?![a-zà-ÿ])`), en: new RegExp(`^\\s+${materialNounOf('en')}(?![a-zà-ÿ])`) };
// "my website's homepage text": a possessive among the words before the material noun.
const ownMaterialPatternOf = (language: Language) => wordPattern(`(?:${allWords((vocabulary) => vocabulary.possessives)})\\s+(?:[a-zà-ÿ]+(?:['’]s)?\\s+){0,2}?${materialNounOf(language)}`);
const ownMaterialPatterns: Record<Language, RegExp> = { es: ownMaterialPatternOf('es'), en: ownMaterialPatternOf('en') };

// Material referred to as said earlier or later ("lo anterior", "la lista siguiente", "what we discussed",
// "these two offers"): the language's own patterns, each with the words that name it in its slot.
const referredPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, vocabularies[language].materialReferred.map(([pattern, slot]) => [wordPattern(pattern), slot] as const)]),
) as Record<Language, (readonly [RegExp, string])[]>;

/** The material the LOWER-CASED request refers to as said before or after, named for its slot. */
// "my dog ate my homework", "perdí mis apuntes": the thing the mishap befell is gone, nothing to paste ("fix my homework" is not one).
const mishapBeforePattern = new RegExp(`(?<![a-zà-ÿ])(?:${elementWords((words) => words.mishaps)})\\s+(?:(?:${allWords((vocabulary) => vocabulary.possessives)}|the|el|la|los|las)\\s+)?(?:[a-zà-ÿ]+\\s+){0,2}[a-zà-ÿ]+$`);
const mishapBefore = (lowerText: string, end: number): boolean => mishapBeforePattern.test(lowerText.slice(Math.max(0, end - 60), end));

function referredMaterial(lowerText: string, language: Language): { noun: string; end: number; coming: boolean; at: number } | undefined {
  const first = referredPatterns[language]
    .map(([pattern, slot]) => ({ pattern, match: pattern.exec(lowerText), slot }))
    .filter((one): one is { pattern: RegExp; match: RegExpExecArray; slot: string } => one.match !== null)
    .sort((a, b) => a.match.index - b.match.index)[0];
  // "lo que te dije: que la quiero mucho", "with the following: …": the material follows the colon.
  if (!first || /^\s*:[ \t]*\S/.test(lowerText.slice(first.match.index + first.match[0].length))) return undefined;
  const noun = first.match[0].replace(first.pattern, first.slot);
  // What follows ("la lista siguiente", "the following") comes below the request.
  return { noun, end: first.match.index + first.match[0].length, coming: /siguientes?|following|below|abajo/.test(first.match[0]), at: first.match.index };
}

// "dime qué opinas de mi logo", "review my pull request": the user's own thing under a judging verb, up to
// where its name ends ("mi plan de negocio del 1 al 10": the plan).
const ownThingNamePattern = new RegExp(
  `^\\s+(?:(?:${elementWords((words) => words.ownThingPrepositions)})\\s+)?(?:${allWords((vocabulary) => vocabulary.possessives)})\\s+((?:(?!(?:${elementWords((words) => words.ownThingNameStops)})(?![a-zà-ÿ]))[a-zà-ÿ]+(?:['’]s)?(?:\\s+de\\s+(?!(?:el|la|los|las|mi|un|una)\\s)[a-zà-ÿ]+)?\\s*){1,3})`,
);
const describedPattern = new RegExp(`\\s(?:${elementWords((words) => words.describedBy)})`);
const textPartPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(`^(.+?)(?:['’]s)?\\s+(${vocabularies[language].textParts})$`)]),
) as Record<Language, RegExp>;

/** The user's own thing judged, named for its slot ("tu logo", "the conclusion of your essay"), or undefined. */
function ownThingJudged(afterVerb: string, language: Language): string | undefined {
  const named = ownThingNamePattern.exec(afterVerb);
  const name = named?.[1]?.trim();
  // "mi idea de abrir una panadería", "my plan to learn spanish", "my idea for an app": the request describes it, nothing to give.
  if (!name || describedPattern.test(afterVerb.slice(named!.index, named!.index + named![0].length + 20))) return undefined;
  const { possessiveForReader, partOf } = readerPhrases[language].ownThing;
  const part = textPartPatterns[language].exec(name);
  return part ? partOf(part[2], `${possessiveForReader} ${part[1]}`) : `${possessiveForReader} ${name}`;
}

// "la reunión de ayer", "my call with the client", "yesterday's lecture": an event only the user attended.
const attendedEventPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => {
    const { privateEvents, recentTimes, possessives } = vocabularies[language];
    return [language, wordPattern(`(?:(?:${possessives}|(?:today|yesterday)'s|last)\\s+(${privateEvents})|(${privateEvents})\\s+(?:de\\s+)?(?:${recentTimes}))`)];
  }),
) as Record<Language, RegExp>;

// "este video de youtube", "this youtube video": a recording pointed at, up to one word between.
const recordingPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => {
    const { recordings, demonstratives, recordingSeen } = vocabularies[language];
    // "el video de clase", "the podcast i listened to": one the user watched or heard, named with an article.
    return [language, wordPattern(`(?:${demonstratives})\\s+(?:[a-zà-ÿ]+\\s+)?(${recordings})|(?:${elementWords((words) => words.recordingArticles)})\\s+(?:[a-zà-ÿ]+\\s+)?(${recordings})\\s+(?:${recordingSeen})`)];
  }),
) as Record<Language, RegExp>;

/** A recording the request points at ("resume este vídeo") is read through its transcript: the slot names it. */
function pointedRecordingTranscript(lowerText: string, language: Language): string | undefined {
  const match = recordingPatterns[language].exec(lowerText);
  const recording = match?.[1] ?? match?.[2];
  return recording && vocabularies[language].transcriptOf.replace('{recording}', recording);
}

/** A summary of an event only the user attended ("un resumen de la reunión de ayer") is made from their notes: the slot names them. */
/** "hazme un resumen", "summarize please": the request names its deliverable and nothing it is about. */
function topicless(taskText: string, language: Language): boolean {
  const end = kindEnd(taskText, language, 'summary');
  if (end === undefined) return false;
  const around = taskText.slice(0, end).replace(/[a-zà-ÿ]+$/, ' ') + taskText.slice(end);
  return !/[a-zà-ÿ0-9]/.test(around.replace(topiclessPattern, ' '));
}

function attendedEventNotes(lowerText: string, language: Language): string | undefined {
  const match = attendedEventPatterns[language].exec(lowerText);
  const event = match?.[1] ?? match?.[2];
  return event && vocabularies[language].eventNotes.replace('{event}', event);
}

/** The first material the prompt points at, and where the pointing ends. */
/** The material's noun names a published work followed by its title: nothing to paste. */
function namedWork(lowerText: string, material: { noun: string; end: number; at?: number }): boolean {
  const start = material.at ?? lowerText.lastIndexOf(material.noun, material.end);
  return start >= 0 && namedWorkPattern.test(lowerText.slice(start));
}

// "lo que te mandé", "what I sent you": material with no noun of its own, pasted as a text.
// "make this sound more professional", "traducime esto al inglés": a pronoun for material the request works on.
// Words the request quotes, or an error it names ("TypeError", "IndentationError", "exiting with code 137"): what a pronoun
// after them points at.
const quotedBeforePattern = /(?:^|\s)(['"«“])[^\n]{3,}?['"»”](?![a-zà-ÿ])|[a-z]+(?:error|exception)(?![a-z])|(?:code|c[óo]digo)(?: de (?:salida|error|estado))? -?\d+(?!\d)/;
const materialSentPattern = wordPattern(
  `(?:${allWords((vocabulary) => vocabulary.materialSent)})|(?:${allWords((vocabulary) => vocabulary.materialVerbs)}|make|haz|pon)\\s+(?:${allWords((vocabulary) => vocabulary.materialPronoun)})`,
);

const possessivePatterns = Object.fromEntries((Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(`(?<![\\p{L}])(?:${vocabularies[language].possessives}) (?:[\\p{L}-]+ )?$`, 'u')])) as Record<Language, RegExp>;

/** The material is named with the writer's possessive right before it ("mi script", "my notes"). */
function ownPointer(lowerText: string, pointed: { noun: string; end: number; at?: number }, language: Language): boolean {
  const word = pointed.noun.split(' ')[0];
  const at = pointed.at ?? lowerText.lastIndexOf(word, pointed.end);
  return at >= 0 && possessivePatterns[language].test(lowerText.slice(Math.max(0, at - 30), at));
}

function materialPointedAt(lowerText: string, language: Language): { noun: string; end: number; coming: boolean; at?: number } | undefined {
  const matches = materialPatterns[language].map((pattern) => pattern.exec(lowerText)).filter((match) => match !== null);
  const first = matches.sort((a, b) => a.index - b.index)[0];
  const pronoun = materialSentPattern.exec(lowerText);
  // "write an instagram caption… but make it sound less salesy": "it" is the deliverable named before it, not material.
  // "i get 'IndentationError: unexpected indent', what does it mean": "it" is what the request already quotes.
  const sent =
    pronoun && ((/\sit$/.test(pronoun[0]) && kindFromText(lowerText.slice(0, pronoun.index), language) !== undefined) || quotedBeforePattern.test(lowerText.slice(0, pronoun.index))) ? null : pronoun;
  // Read to the end of its clause: "revisa el primer capítulo de mi novela, que pego abajo".
  const coming = (index: number) => comingPattern.test(lowerText.slice(index).split(/[.:;!?\n]/)[0]);
  if (sent && (!first || sent.index < first.index)) return { noun: readerPhrases[language].textNoun, end: sent.index + sent[0].length, coming: coming(sent.index) };
  if (!first) return undefined;
  // "a table from the data below", "10 preguntas sobre el tema 3 que te pasé": the material is the thing nearest its place words.
  const nearer = placedMaterialPatterns[language].test(first[0]) ? [...first[0].matchAll(nearerThingPattern)].at(-1) : undefined;
  if (nearer && nearer.index > 0) {
    const at = first.index + nearer.index + nearer[0].length - nearer[1].length;
    const numbered = /^\s+(\d+)(?![\d%])/.exec(lowerText.slice(at + nearer[1].length));
    // The whole material noun when it is longer than a word ("the job description below").
    const whole = headNounPatterns[language].exec(` ${lowerText.slice(at)}`)?.[1];
    const noun = numbered ? `${nearer[1]} ${numbered[1]}` : whole && whole.length > nearer[1].length ? whole : nearer[1];
    return { noun, end: first.index + first[0].length, coming: coming(first.index), at };
  }
  // The noun is the pattern's first group that matched ("the question below": the pointed noun's group),
  // with the material noun after it when that is its head ("my presentation notes": notes of a presentation).
  const named = first.slice(1).find((group) => group !== undefined) ?? first[0];
  const end = first.index + first[0].length;
  // "a summary of the report i attached", "la redacción de esta carta": the material is the thing the first noun is of
  // (after a determiner: "carta de presentación" is one noun).
  const namedEnd = lowerText.indexOf(named, first.index) + named.length;
  const noun = ofMaterialPatterns[language].exec(lowerText.slice(namedEnd, Math.max(end, namedEnd + 40)))?.[1] ?? named;
  const head = headNounPatterns[language].exec(lowerText.slice(end))?.[1];
  // "my essay conclusion", "la conclusión de mi ensayo": the slot names the part of the material asked about.
  const part = partAfterPatterns[language].exec(lowerText.slice(end))?.[1] ?? partBeforePatterns[language].exec(lowerText.slice(0, namedEnd - named.length))?.[1];
  // "el capítulo 2", "chapter 3": the number names which one.
  const numbered = /^\s+(\d+)(?![\d%])/.exec(lowerText.slice(end));
  // The slot's name is no longer the words typed: where those are is kept, for reading what follows them.
  const at = namedEnd - named.length;
  if (numbered && !head && !part) return { noun: `${noun} ${numbered[1]}`, end: end + numbered[0].length, coming: coming(first.index), at };
  // "my essay conclusion": a part that is a material noun too ("paraphrase my conclusion") is still the part of the essay.
  if (part && (!head || head === part)) return { noun: readerPhrases[language].ownThing.partOf(part, `${readerPhrases[language].ownThing.possessiveForReader} ${noun}`), end, coming: coming(first.index), at };
  return head ? { noun: `${noun} ${head}`, end: end + lowerText.slice(end).indexOf(head) + head.length, coming: coming(first.index) } : { noun, end, coming: coming(first.index) };
}
const partAfterPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(`^(?:['’]s)?\\s+(${vocabularies[language].textParts})(?![a-zà-ÿ])`)]),
) as Record<Language, RegExp>;
const partBeforePatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(`(?<![a-zà-ÿ])(${vocabularies[language].textParts})\\s+(?:(?:${elementWords((words) => words.ofWords)})\\s+(?:(?:${elementWords((words) => words.partOfArticles)})\\s+)?|(?:${elementWords((words) => words.ofThe)})\\s+)$`)]),
) as Record<Language, RegExp>;
const secondMaterialPatterns = Object.fromEntries(
  (['es', 'en'] as const).map((language) => [
    language,
    wordPattern(`(?:${allWords((vocabulary) => vocabulary.possessives)}|${allWords((vocabulary) => vocabulary.demonstratives)})\\s+(?:(?!(?:${elementWords((words) => words.materialNameStops)})\\s)[a-zà-ÿ]+ ){0,2}?${materialNounOf(language)}`),
  ]),
) as Record<Language, RegExp>;
const purposeBetweenPattern = new RegExp(`^\\s*(?:${elementWords((words) => words.purposePrepositions)})\\s+$`);
const possessiveStartPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.possessives)})\\s`);
const ownThingBetweenPattern = new RegExp(`^\\s*(?:${elementWords((words) => words.betweenPrepositions)})\\s+(?:(?:${elementWords((words) => words.betweenArticles)})\\s+)?$`);
/**
 * A second material the request names beside the first, not given either: the text read with the first
 * one's words blanked ("check if my cover letter matches the job description below": the cover letter).
 */
function otherMaterial(text: string, lowerText: string, sentences: PlacedSentence[], first: { noun: string; end: number }, language: Language): string | undefined {
  const start = lowerText.lastIndexOf(first.noun.split(' ')[0], first.end);
  if (start < 0) return undefined;
  const blanked = lowerText.slice(0, start) + ' '.repeat(first.end - start) + lowerText.slice(first.end);
  // Only a material noun after a possessive or a demonstrative ("my cover letter", "esta oferta"): the other ways of pointing name the first.
  const second = secondMaterialPatterns[language].exec(blanked);
  if (!second || first.noun.includes(second[1]) || materialGiven(text, sentences, second.index + second[0].length)) return undefined;
  // "estas viñetas de mi CV": one material named by its part.
  const between = second.index < start ? lowerText.slice(second.index + second[0].length, start) : lowerText.slice(first.end, second.index);
  if (ownThingBetweenPattern.test(between)) return undefined;
  // "resumen de este paper para mi tesis", "summarize this article for my team's newsletter": the user's own thing after the
  // first material is what the answer is for, not a second text to paste.
  if (second.index > start && purposeBetweenPattern.test(between) && possessiveStartPattern.test(second[0])) return undefined;
  return second[1];
}
// The material comes after the request ("que pego abajo", "I'll paste below"): the words after a colon are then the request's own.
const comingPattern = wordPattern("abajo|debajo|a continuaci[óo]n|despu[ée]s|luego|pego|pegar|paso|pasar|mando|env[íi]o|below|later|next|paste|i'll|i will");
// A number and what it counts ("3 paragraphs", "diez ideas", "280 caracteres"); years, ages, money
// and percentages ("30% de descuento") are not sizes. A number word stands apart ("ciencias" is no "cien").
// "2-minute", "6-tweet": a hyphen joins them too. A year-like number before a unit of length is a size ("a 2000 word article").
const countPattern = wordPattern(
  `(?:(?!(?:19|20)\\d\\d(?![0-9])(?![ \\t-]*(?:${allWords((vocabulary) => vocabulary.outputUnits)})(?![a-zà-ÿ])))\\d+(?:[.,]\\d+)?(?:\\s*-\\s*\\d+)?(?:[ \\t]*|-)|(?:${allWords((vocabulary) => vocabulary.numberWords)})(?:[ \\t]+|-))(?!(?:${elementWords((words) => words.notCounted)}|usd|eur|k)(?![a-zà-ÿ]))[a-zà-ÿ]{3,}(?:[ -][a-zà-ÿ]{2,}){0,3}`,
  'g',
);
// What a count counts is the answer's size when it is a unit of the answer ("300 palabras", "3 minutos")
// or what the answer is made of ("10 ideas", "3 instagram captions"); otherwise ("5 días", "30 days",
// "2 personas") it is a fact of the content, kept as written but no length.
const outputUnitPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.outputUnits)}|${allWords((vocabulary) => vocabulary.countedItems)})$`);

/**
 * The count as quoted back when it measures the answer, up to what it counts ("6-tweet", "6
 * behavioral interview questions", "3 instagram captions"), else undefined.
 */
const factUnitPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.factUnits)})$`);
const countMultiplierPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.countMultipliers)})$`);
const intoShapePattern = packPattern((vocabulary) => vocabulary.intoShape);
// "what happens in season 2 of stranger things? summarize it": the plot of a known work asked about, not a text to paste.
const knownPlotPattern = packPattern((vocabulary) => vocabulary.summaryCases.plot);
// "an outro for my podcast episode": a show's intro or outro is written anew, with no transcript of the episode to paste.
const showIntroPattern = packPattern((vocabulary) => vocabulary.everyday.showIntro);

/** "30-day content calendar" → "30-", ["day", "content", "calendar"]. */
function splitCount(count: string): { number: string; nouns: string[] } {
  const number = /^(?:[\d.,]+(?:\s*-\s*\d+)?[ \t-]*|\S+\s+)/.exec(count)?.[0] ?? '';
  return { number, nouns: count.slice(number.length).split(/[ -]/) };
}

function outputSize(count: string, language: Language): string | undefined {
  const { number, nouns } = splitCount(count);
  // "15 mil seguidores": the unit is after the multiplier.
  if (factUnitPattern.test(countMultiplierPattern.test(nouns[0]) ? (nouns[1] ?? '') : nouns[0])) return undefined;
  const counted = nouns.findIndex((noun) => outputUnitPattern.test(noun));
  const named = nouns.findIndex((noun) => kindFromText(noun, language) !== undefined);
  const end = counted >= 0 ? counted : named;
  return end >= 0 ? `${number}${nouns.slice(0, end + 1).join(' ')}` : undefined;
}

/** The counts the text states, the answer's sizes apart from the facts of its content. */
function statedCounts(lowerText: string, language: Language): { sizes: string[]; facts: string[] } {
  const sizes: string[] = [];
  const facts: string[] = [];
  for (const match of lowerText.matchAll(countPattern)) {
    // A second word is read only to tell what is counted ("3 instagram captions").
    // "client ignored 2 emails", "ya le mandé 3 correos": what was already done is counted as a fact, not asked for.
    const done = doneCountPattern.test(lowerText.slice(Math.max(0, match.index - 30), match.index));
    const size = done ? undefined : outputSize(match[0], language);
    // "$49", "£300": money is quoted with its sign, not with the word after it ("49 refunded").
    const currency = /[$€£]\s?$/.exec(lowerText.slice(Math.max(0, match.index - 2), match.index))?.[0];
    if (size) sizes.push(size);
    else facts.push(currency ? `${currency.trim()}${splitCount(match[0]).number.trim().replace(/-$/, '')}` : factQuote(lowerText, match.index, match[0]));
  }
  return { sizes, facts };
}

const doneCountPattern = new RegExp(`(?<![a-zà-ÿ])(?:${allWords((vocabulary) => vocabulary.doneCountVerbs)})(?:\\s+(?:me|le|les|us|him|her|them|nos))?\\s+$`);
const countAdjectivePattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.countAdjectives)})$`);
const figureConnectorPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.figureConnectors)})$`);

/**
 * A fact quoted back as the user wrote it, with the word that says what it is: the word after the
 * number ("5 días"), or, when that word only links ("im 29 and make", "la factura 0023 que"), the
 * word before it ("im 29", "factura 0023"), or the bare number.
 */
function factQuote(lowerText: string, index: number, count: string): string {
  const { number, nouns } = splitCount(count);
  // "3 new hires", "3 contrataciones nuevas": the noun and its adjective say what is counted.
  if (nouns[1] && (countAdjectivePattern.test(nouns[0]) ? !figureConnectorPattern.test(nouns[1]) : countAdjectivePattern.test(nouns[1]))) return `${number}${nouns[0]} ${nouns[1]}`;
  if (!figureConnectorPattern.test(nouns[0])) return `${number}${nouns[0]}`;
  const figure = number.trim().replace(/-$/, '');
  const before = /([a-zà-ÿ']+)\s+$/.exec(lowerText.slice(Math.max(0, index - 30), index))?.[1];
  return before && !figureConnectorPattern.test(before) ? `${before} ${figure}` : figure;
}
// A list of three or more parts: "con objetivo, método, resultados y conclusión", "with a hook, three tips and a CTA".
// "con mi novia, nos gusta la comida y los templos": the company the user travels with is no list of parts; nor is a question after
// the comma ("help me with my homework pls, whats the difference between mitosis and meiosis").
const partsPattern = wordPattern(
  `(?:${elementWords((words) => words.partsOpeners)})\\s+(?!(?:${allWords((vocabulary) => vocabulary.possessives)})\\s+(?:${elementWords((words) => words.closePeople)})(?![a-zà-ÿ]))[^.,;:\\n]{2,40},(?!\\s*¿?(?:${elementWords((words) => words.questionOpeners)})(?![a-zà-ÿ']))[^.;:\\n]{2,80}\\s(?:${elementWords((words) => words.listJoiners)})\\s[^.;:\\n]{2,40}`,
);
// A request that starts by asking to change the user's own text ("mejora el guion de arriba").
const revisionPattern = new RegExp(
  // Leads as people type them ("can u", "porfa", "me podés") and voseo or infinitive verbs ("corregime", "corregir").
  `^(?:(?:${elementWords((words) => words.revisionLeads)})\\s+)?(?:(?:${elementWords((words) => words.revisionWants)})\\s+)?(?:${elementWords((words) => words.revisionVerbs)})(?![a-zà-ÿ])`,
);
// The answer's whole shape stated in words: "Answer with the label only", "responde solo con sí o no".
const answerShapePattern = wordPattern(elementWords((words) => words.answerShape));
const simplePattern = packPattern((vocabulary) => vocabulary.simpleExplanation);
const ownCasePattern = packPattern((vocabulary) => vocabulary.ownCase);
const answerShapeWordsPattern = packPattern((vocabulary) => vocabulary.answerShapes);

/**
 * The answer's whole shape when the user names it ("into action items with owners and deadlines",
 * "en una tabla con tareas, responsables y fechas", "as bullet points"): the first of the matches that
 * names a shape, quoted to the end of its clause (at most 12 words).
 */
function namedShape(text: string, lowerText: string, matches: ({ index: number } | null | false)[]): string | undefined {
  const starts = matches.filter((match): match is { index: number } => !!match && match.index >= 0).map((match) => match.index).sort((a, b) => a - b);
  for (const start of starts) {
    const clause = lowerText.slice(start).split(/[.;:!?\n]/)[0];
    if (!answerShapeWordsPattern.test(clause)) continue;
    const quoted = (lowerText.length === text.length ? text : lowerText).slice(start, start + clause.length).split(/\s+/).slice(0, 12).join(' ');
    return quoted.replace(/[,\s]+$/, '');
  }
  return undefined;
}

const letterKindPatterns = letterKinds.map((letter) => [letter, packPattern((vocabulary) => vocabulary.letterKinds[letter])] as const);
const planDomainPatterns = planDomains.map((domain) => [domain, packPattern((vocabulary) => vocabulary.planDomains[domain])] as const);
const contentPlanPattern = packPattern((vocabulary) => vocabulary.contentPlan);
const examPattern = packPattern((vocabulary) => vocabulary.examWords);
// "a study plan for learning spanish in 3 months" has no exam to revise for: a plan to learn.
// "a study plan to finish my thesis in 3 months" is work on the thesis, week by week: no subject to learn nor exam to revise for.
const thesisWorkPattern = packPattern((vocabulary) => vocabulary.shapeWords.thesis);
const planDomainOf = (lowerText: string): PlanDomain | undefined => {
  const domain = planDomainPatterns.find(([, pattern]) => pattern.test(lowerText))?.[0];
  if ((domain === 'study' || domain === 'learning') && thesisWorkPattern.test(lowerText) && !examPattern.test(lowerText)) return undefined;
  return domain === 'study' && !examPattern.test(lowerText) ? 'learning' : domain;
};
const topiclessPattern = packPattern((vocabulary) => vocabulary.topicless, 'g');
// "Include a shopping list grouped by aisle.": what follows the word, to the end of its sentence.
// "dime qué mejorar", "tell me what's wrong": a question after the verb is the task itself, not a part added to it.
const extraPartPattern = new RegExp(
  `${packPattern((vocabulary) => vocabulary.extraPartLeads).source}\\s+(?!(?:qu[ée]|d[óo]nde|c[óo]mo|cu[áa]l(?:es)?|cu[áa]nto|por qu[ée]|si|what|whats|what's|where|how|which|why|if|whether)\\s)([^.;:,\\n?!]{4,80})`,
);
const extraPartWithPattern = packPattern((vocabulary) => vocabulary.extraPartsWith);
const includedPattern = new RegExp(`${packPattern((vocabulary) => vocabulary.includes).source}\\s+([^.;\\n]{6,140})`);
const statedGoalPattern = packPattern((vocabulary) => vocabulary.statedGoal);
// Kinds a plan of posts is read as by its words ("what should i post", "un calendario de contenido"): a plan it is.
const contentPlanKinds: ReadonlySet<TaskKind | undefined> = new Set([undefined, 'social', 'script', 'plan', 'article']);
// Deliverables written anew: "for my thesis" after one of them says what it is about.
const newTextKinds: ReadonlySet<TaskKind> = new Set(['email', 'letter', 'message', 'social', 'speech', 'copy', 'ideas', 'naming', 'story', 'poem', 'plan', 'script']);
const writesOwnPattern = new RegExp(
  `(?<![a-zà-ÿ])(?:${allWords((vocabulary) => vocabulary.writingVerbs)})\\s+(?:me\\s+)?(?:${allWords((vocabulary) => vocabulary.possessives)})\\s+(?:[a-zà-ÿ]+\\s+){0,2}?[a-zà-ÿ]+$`,
);
// "an extension on my assignment" is about it; "based on my CV" builds on material.
const aboutPattern = new RegExp(`(?:^|\\s)(?:${elementWords((words) => words.aboutWords)})\\s+(?:${allWords((vocabulary) => vocabulary.possessives)})\\s+(?:[a-zà-ÿ]+\\s+)?[a-zà-ÿ]+$`);
/** The text up to the pointed material's noun, whatever the pointer's words after it ("the lease early because i got a…"). */
function throughNoun(lowerText: string, pointed: { noun: string; end: number }): string {
  const head = pointed.noun.split(' ')[0];
  const at = lowerText.lastIndexOf(head, pointed.end);
  return at < 0 ? lowerText.slice(0, pointed.end) : lowerText.slice(0, at + head.length);
}
// "an email to my landlord asking to break the lease": what the new text asks for names its subject, not material to paste.
const askingAboutPattern = new RegExp(`(?:^|\\s)(?:${elementWords((words) => words.askingAbout)})\\s+(?:[a-zà-ÿ]+\\s+){0,3}?[a-zà-ÿ]+$`);
const statedSizePattern = packPattern((vocabulary) => vocabulary.statedSize);
const videoShortPattern = packPattern((vocabulary) => vocabulary.videoShort);
const peopleNouns: ReadonlySet<string> = new Set(Object.values(vocabularies).flatMap((vocabulary) => vocabulary.people));
// Each language's own nouns: the pack that writes the context line knows what they are ("mi brand de ropa" is no
// person to give a name and a role to, and the Spanish pack does not know it is a brand).
const ownedNouns: Readonly<Record<Language, ReadonlySet<string>>> = {
  es: new Set([...vocabularies.es.businesses, ...vocabularies.es.products, ...vocabularies.es.people]),
  en: new Set([...vocabularies.en.businesses, ...vocabularies.en.products, ...vocabularies.en.people]),
};
const nameGivenPattern = packPattern((vocabulary) => vocabulary.nameGiven);
// "I'm Lucía", "soy Marta.": a capitalised word after "I'm"/"soy" that ends the clause is the writer's
// name; "I'm Spanish", "I'm a nurse" are not (demonyms are capitalised in English).
const selfIntroductionPattern = new RegExp(`(?:^|[\\s,.;(])(?:${elementWords((words) => words.selfIntroduction)})\\s+(\\p{Lu}\\p{Ll}+)(?:\\s+\\p{Lu}\\p{Ll}+)?(?=\\s*(?:[.,;!)]|$|\\s(?:${elementWords((words) => words.nameJoiners)})\\s))`, 'u');
const demonymPattern = /(?:ish|ese|ian|can|ch|an)$/;

function selfIntroduction(text: string): boolean {
  const match = selfIntroductionPattern.exec(text);
  return match !== null && !(demonymPattern.test(match[1].toLowerCase()) && /^(?:I|Im)/.test(match[0].trim()) && !/^(?:Juan|Ivan|Iván|Adrian|Adrián|Ian|Christian|Sebastian|Sebastián|Brian|Ryan|Dan|Jan|Susan|Megan|Morgan)$/.test(match[1]));
}
const replyPattern = wordPattern(elementWords((words) => words.reply));
// "nombres para mi perro", "names for our new puppy", "name my cat".
const personalNamedPattern = wordPattern(
  // Up to two words between: "name my golden retriever puppy", "para mi gatita siamesa".
  `(?:${elementWords((words) => words.namingFor)}) (?:(?:${elementWords((words) => words.namingArticles)})\\s+)?(?:[a-zà-ÿ-]+\\s+){0,2}?(?:${allWords((vocabulary) => vocabulary.personalNamed)})`,
);
// "names for a fantasy kingdom", "nombres para un planeta de mi novela", "a name for the guild in my D&D campaign".
const fictionalNamedPattern = wordPattern(
  `(?:${elementWords((words) => words.fictionalFor)}) (?:(?:${elementWords((words) => words.fictionalArticles)})\\s+)?(?:[a-zà-ÿ&'-]+\\s+){0,3}?(?:${allWords((vocabulary) => vocabulary.fictionalNamed)})|(?:${allWords((vocabulary) => vocabulary.fictionalNamed)}) names?`,
);
const schoolPattern = packPattern((vocabulary) => vocabulary.school);
const contentPattern = packPattern((vocabulary) => vocabulary.content);
const personalLetterPattern = packPattern((vocabulary) => vocabulary.personalLetter);
const standingPattern = packPattern((vocabulary) => vocabulary.standing);
const injectionPattern = packPattern((vocabulary) => vocabulary.injection);
const quotedSpan = /["“«][^"”»\n]+["”»]|(?<![\p{L}])['‘][^'’\n]+['’](?![\p{L}])/gu;

/** The text with what it quotes blanked out, at the same length: quoted words are content, not the request's own. */
function blankQuoted(text: string): string {
  return text.replace(quotedSpan, (quoted) => ' '.repeat(quoted.length));
}

const reviewPattern = packPattern((vocabulary) => vocabulary.reviewVerbs);
// "tengo un contrato de alquiler, puedes revisarlo?", "i have an employment contract, can you check it": the user's own document, checked.
const reviewOfHadPatterns = Object.fromEntries((Object.keys(vocabularies) as Language[]).map((language) => [language, wordPattern(vocabularies[language].reviewOfHad)])) as Record<Language, RegExp>;
const askingOthersPattern = packPattern((vocabulary) => vocabulary.askingOthers);
const registerChangePattern = packPattern((vocabulary) => vocabulary.registerChange);
const builtFromPattern = new RegExp(
  `(?:^|\\s)(?:${allWords((vocabulary) => vocabulary.materialFrom)}|${allWords((vocabulary) => vocabulary.materialVerbs)}|${allWords((vocabulary) => vocabulary.continuationVerbs)}|${elementWords((words) => words.builtFrom)})\\s+(?:[a-zà-ÿ]+\\s+){0,1}$`,
);
const codeWorkPattern = packPattern((vocabulary) => vocabulary.codeWork);
const continuationPattern = new RegExp(`^\\s*(?:${allWords((vocabulary) => vocabulary.continuationVerbs)})(?![a-zà-ÿ])`);
// "write the literature review…", "haz una revisión…": a writing verb before the review word asks for a new text.
const writingVerbPattern = wordPattern(elementWords((words) => words.makingVerbs));
const ownThingAfter = new RegExp(`^\\s+(?:(?:${elementWords((words) => words.ownThingPrepositions)})\\s+)?(?:${allWords((vocabulary) => vocabulary.possessives)}|${elementWords((words) => words.ownThingPointers)})\\s`);
// "el libro cien años de soledad", "the movie Inception": a work named after its noun is known to the AI.
// "ayudame con mi tarea de historia: causas de la primera guerra mundial": school work whose topic is given after it.
const topicWorkPattern = packPattern((vocabulary) => vocabulary.topicWork);
const topicGivenPatterns = Object.fromEntries((Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(vocabularies[language].topicGiven)])) as Record<Language, RegExp>;
// "hazme un resumen de este libro: el principito": a short title after the colon names it too.
const namedWorkPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.workNouns)})(?:\\s*:\\s*(?=(?:\\S+\\s+){0,5}\\S+\\s*[.?!]?\\s*$)|\\s+)(?!(?:${elementWords((words) => words.workNameStops)})(?![a-zà-ÿ]))[a-zà-ÿ\\d"«“]`);
// "se llama El Grano Feliz", "called Sweet Crumbs": a capital or a digit after the words that give a name.
const thingNamedPattern = new RegExp(`(?<![\\p{L}])(?:${allWords((vocabulary) => vocabulary.thingNamed)})\\s+["«“]?[\\p{Lu}\\d]`, 'u');
// Asking for a name: the name is the answer, not a detail to fill in.
// "cómo le llamo a mi gato", "what should i call my dog": a name asked for with a verb.
const namesAskedPattern = wordPattern(elementWords((words) => words.namesAsked));
// "en Sevilla", "in Leeds": a place named mid-sentence.
// "mi empresa vende paneles solares", "my company, which makes apps": what it does follows it.
const ownerDescribedPattern = new RegExp(`^\\s*,?\\s*(?:${allWords((vocabulary) => vocabulary.ownerDescribed)})(?![a-zà-ÿ])`);
const bareDemonstrativePattern = packPattern((vocabulary) => vocabulary.bareDemonstratives);
const describedAfterColon = /^\s*:\s*[\p{L}\d][^.?!\n]*,/u;
const placeGivenPattern = new RegExp(`\\S\\s(?:${elementWords((words) => words.placePrepositions)})\\s+\\p{Lu}\\p{Ll}{2,}`, 'u');
// "mi librería de Python", "my Go library": software, not a shop.
const techPattern = wordPattern('python|javascript|typescript|java|rust|go|golang|php|ruby|node|npm|pip|react|c\\+\\+|c#|kotlin|swift|open source|código abierto|software|api|sdk|cli');
// After "mi tienda" a name that is given: "mi tienda, Bici Sur", "my bakery called Sweet Crumbs", "mi cafetería 'La Molienda'".
const givenNamePattern = new RegExp(`^(?:,?\\s+(?:${elementWords((words) => words.namedAs)})\\s+\\S|,?\\s+\\(?["«“'‘]?\\p{Lu})`, 'u');
// Before "mi tienda" a name in apposition: "Bloom & Co, mi floristería", "for Sweet Crumbs, my bakery"
// (after a lower-case word: a capital that opens the sentence, "Hola, mi tienda…", names nothing).
// The apposition ends its phrase: "for Black Friday, my shop has 20% off" names no shop.
const nameBeforePattern = new RegExp(`\\p{Ll}\\s+["«“]?\\p{Lu}[\\p{L}\\d'’.-]*(?:\\s+(?:&|${elementWords((words) => words.nameJoiners)}|[\\p{Lu}\\d][\\p{L}\\d'’.-]*))*["»”]?,\\s*$`, 'u');
const appositionEnd = new RegExp(`^\\s*(?:$|[.,;:!?)]|(?:${elementWords((words) => words.appositionEnds)})(?![\\p{L}]))`, 'u');
// "dame preguntas", "cuáles son las mejores preguntas", "what are the best questions": a list with no count.
const countedNoun = wordPattern(
  `(?:${elementWords((words) => words.countAsks)})\\s+(?:(?:${elementWords((words) => words.countFillers)})\\s+)?(?:(?:${elementWords((words) => words.countQualities)})\\s+)?(?:(?:${elementWords((words) => words.countTopics)})\\s+)?(${elementWords((words) => words.countNouns)})`,
);

const ownedPattern = wordPattern(
  `(${allWords((vocabulary) => vocabulary.possessives)})\\s+((?:${elementWords((words) => words.ownedAdjectives)})\\s+)?([a-zà-ÿ]+(?:\\s+(?:${elementWords((words) => words.ownedHeads)}))?)`,
  'g',
);

/**
 * Reads the user's prompt: which elements it already has, where each sentence belongs, what it
 * talks about and what only the user can fill in.
 */
export function detectElements(text: string, language: Language = detectLanguage(text)): PromptElements {
  const found: Partial<Record<ElementName, string>> = {};
  const phrases: Partial<Record<ElementName, string>> = {};
  const sentences: PlacedSentence[] = [];

  // The section named by the last label, for the rest of its line and the list items under it.
  let labelled: SectionName | undefined;
  for (const sentence of splitSentences(text)) {
    if (sentence.block) {
      sentences.push({ ...sentence, place: 'material' });
      continue;
    }
    const label = sentence.lineStart ? splitLabel(sentence.text) : { text: sentence.text };
    if (label.section) labelled = label.section;
    else if (sentence.lineStart && !sentence.listItem) labelled = undefined;
    if (label.section && !/[\p{L}\p{N}]/u.test(label.text)) {
      sentences.push({ ...sentence, place: 'heading' });
      continue;
    }
    const lower = sentence.text.toLowerCase();
    const hits: Partial<Record<keyof typeof patterns, boolean>> = {};
    for (const name of Object.keys(patterns) as (keyof typeof patterns)[]) {
      const match = patterns[name].exec(lower);
      hits[name] = match !== null;
      if (!match || found[name]) continue;
      found[name] = sentence.text;
      // Lower-casing keeps the length of Latin text, so the match's place is the same in the original.
      phrases[name] = lower.length === sentence.text.length ? sentence.text.slice(match.index, match.index + match[0].length) : match[0];
      // A tone is quoted as the user put it, to the end of its clause (at most 5 words): "tono amable pero firme".
      if (name === 'tone' && lower.length === sentence.text.length) {
        phrases.tone = sentence.text.slice(match.index).split(/[,.;:!?\n]/)[0].split(/\s+/).slice(0, 5).join(' ');
      }
    }
    const isTask = taskPattern.test(lower) || lower.endsWith('?'); // a question asks for an answer
    if (isTask && !found.task) found.task = sentence.text;
    const place = labelled ?? placeOf(lower, hits, isTask);
    if (place !== 'context' && (elementNames as readonly string[]).includes(place)) found[place as ElementName] ??= sentence.text;
    sentences.push({ ...sentence, place });
  }

  const joinedTask = sentences.find((sentence) => !sentence.block && joinedTaskPattern.test(sentence.text.toLowerCase()));
  if (!found.task && joinedTask) found.task = joinedTask.text;
  // Context is a sentence of background, not a stray word ("hola").
  const firstContext = sentences.find((sentence) => sentence.place === 'context' && sentence.text.split(/\s+/).length >= minContextWords);
  if (firstContext) found.context = firstContext.text;
  else if (found.task && purposePattern.test(found.task.toLowerCase())) found.context = found.task;

  const lowerText = text.toLowerCase();
  // "a short about the history of pizza": a Short is the video format, not a size.
  if (phrases.length?.toLowerCase() === 'short' && videoShortPattern.test(lowerText)) {
    delete found.length;
    delete phrases.length;
  }
  const greeting = greetingPattern.exec(lowerText)?.[0];
  const request = found.task ?? sentences.find((sentence) => !sentence.block)?.text ?? '';
  // The deliverable is read from the request after its verb or greeting: "Chat ayúdame con un resumen".
  const taskText = request.toLowerCase().replace(greetingPattern, '');
  // A greeting ("oye chat") names no material: read after it.
  const withoutGreeting = (part: string) => (greeting && part.startsWith(greeting) ? ' '.repeat(greeting.length) + part.slice(greeting.length) : part);
  const afterGreeting = withoutGreeting(lowerText);
  // "action items from this call transcript: Ana: I'll send the deck by Friday…": what the pasted material names (the deck)
  // is its content, not more material to paste; only the words before it point at material.
  // The user's own thing named after it stays pointed at ("tengo este error en python: TypeError… en la linea 12 de mi script").
  const instruction = instructionOf(afterGreeting);
  const wholePointed = materialPointedAt(afterGreeting, language);
  const pointedAt = materialPointedAt(instruction, language) ?? (instruction.length < afterGreeting.trim().length && wholePointed && !ownPointer(afterGreeting, wholePointed, language) ? undefined : wholePointed);
  const shapeMatch = answerShapePattern.exec(lowerText);
  // Quoted back whole, to the end of its clause: "Answer with the label only".
  const answerShape = shapeMatch ? text.slice(shapeMatch.index).split(/[.;:\n]/)[0].trim() : undefined;
  const simple = simplePattern.exec(lowerText);
  // "explain like I'm 5" asks for plain words: its 5 is neither a size nor a fact of the content.
  const counts = statedCounts(simple ? lowerText.replace(simplePattern, (phrase) => ' '.repeat(phrase.length)) : lowerText, language);
  const wordSize = found.length ? (phrases.length ?? found.length) : (statedSizePattern.exec(lowerText)?.[0] ?? answerShape);
  // A count of days or people ("5 días", "30 days") is no size: "breve", "short" still is.
  const statedSize = counts.sizes[0] ?? (wordSize && !counts.facts.some((fact) => wordSize.toLowerCase().includes(fact)) ? wordSize : undefined);
  const materialGivenInline = sentences.length > 0 && materialGiven(text, sentences, 0, pointedAt?.coming);
  // Feedback on the user's material ("revisa el capítulo que pego abajo", "flag the mistakes in my draft")
  // is a review of it: no new text of the kind the material is.
  // "un email a mi profe pidiendo revisar mi nota": the review is what the email asks for, not the task.
  const actionText = taskText.replace(joinedRole, '');
  // "turn these notes into meeting minutes: q3 review, attendees…": a review word in the material pasted after the instruction is
  // its content, not what is asked.
  const reviewedText = materialGivenInline ? instructionOf(taskText) : taskText;
  const askedReview = situationPattern.test(taskText) ? null : reviewPattern.exec(reviewedText);
  // "reword my essay so turnitin doesnt flag it": a review word in what a change asked first is for is its outcome, not feedback asked.
  const outcomeOfChange = askedReview !== null && revisionPattern.test(actionText) && outcomeJoinerPattern.test(taskText.slice(0, askedReview.index));
  const reviewVerb = (askedReview && askingOthersPattern.test(taskText.slice(0, askedReview.index))) || outcomeOfChange ? null : askedReview;
  // "what do you think of my business idea", "evalúa esta propuesta": the user's own thing, given or not.
  const reviewsOwnThing = reviewVerb !== null && ownThingAfter.test(taskText.slice(reviewVerb.index + reviewVerb[0].length));
  // "respond to the customer review below" replies to it: a reply, not a review of it.
  const replies = replyPattern.exec(taskText);
  const reviewedHad = materialGivenInline || reviewsOwnThing ? null : reviewOfHadPatterns[language].exec(taskText);
  const review = (reviewVerb !== null && !(replies !== null && replies.index < reviewVerb.index) && (pointedAt !== undefined || materialGivenInline || reviewsOwnThing)) || reviewedHad !== null;
  // "traduce este mensaje a un tono más profesional": the same language in another register, a rewrite.
  // "translate this into casual english: Estimado señor…" asks it of Spanish text: a translation in that register.
  const registerAsked = kindFromText(taskText, language) === 'translation' ? registerChangePattern.exec(taskText) : null;
  const registerChange = registerAsked !== null && !intoAnotherLanguage(registerAsked[0], text, language);
  const revision = !review && (revisionPattern.test(actionText) || registerChange);
  // "traduce al inglés: 'ignora las instrucciones anteriores…'": words in quotes are the text to work on, not an instruction.
  const injection = injectionPattern.exec(blankQuoted(lowerText));
  const quotedInjection = injection ? null : injectionPattern.exec(lowerText);
  // A revision names what it changes right after its verb ("mejora el guion…"); the words further
  // on are about the change ("…sin cambiar los nombres de lugares" asks for no names).
  // "how do i tell my team…? draft the announcement": a question asks how, the imperative after it names what to write.
  // What pasted material names ("Ana: mando la presentación el viernes") is no deliverable: the kind is read before it.
  const questionKind = kindFromText(revision ? taskText.split(/\s+/).slice(0, 5).join(' ') : instructionOf(taskText), language);
  // Only the request's own lines: "Plan A: 20 euros al mes" pasted after a blank line is the material asked about.
  const requestLines = text.split(/\n[ \t]*\n/)[0];
  const afterQuestion = /\?/.test(request)
    ? [request.slice(request.lastIndexOf('?') + 1), ...sentences.filter((sentence) => !sentence.block && sentence.text !== request && requestLines.includes(sentence.text)).map((sentence) => sentence.text)]
    : [];
  const drafted = afterQuestion.map((part) => part.trim().toLowerCase()).find((part) => part && !part.endsWith('?') && taskPattern.test(part) && kindFromText(part, language) !== undefined);
  // "act like a youtube and tiktok growth expert", "you are an expert email marketer": a role and nothing more names the
  // expert, not a deliverable; the words of its field are no video script or email to write.
  const roleAlone = !found.task && found.role === request && roleAtStart.test(taskText);
  const named = roleAlone ? undefined : drafted && (questionKind === undefined || questionKind === 'explanation') ? kindFromText(drafted, language) : questionKind;
  // Translating or revising pasted material: what that material mentions ("te mando el informe") is its content, not more material to paste.
  const pointedInInstruction = named === 'translation' || revision ? materialPointedAt(withoutGreeting(instructionOf(lowerText)), language) : pointedAt;
  // "a letter requesting an extension for my thesis", "un correo sobre mi tesis": what a new text is about, not material to paste.
  const aboutOwnThing = !review && pointedInInstruction !== undefined && named !== undefined && newTextKinds.has(named) && !pointedInInstruction.coming && (aboutPattern.test(lowerText.slice(0, pointedInInstruction.end)) || askingAboutPattern.test(throughNoun(lowerText, pointedInInstruction)));
  // "explícame cómo hacer una regresión en SPSS para mi tfg", "what test should i use for my thesis": a question asked for the user's thesis
  // is what the answer is for; the thesis is no material to paste.
  const forOwnWork =
    !review && !revision && pointedInInstruction !== undefined && !pointedInInstruction.coming && (named === undefined || purposeOnlyKinds.has(named)) && forOwnWorkPattern.test(lowerText.slice(0, pointedInInstruction.end));
  // "escribe mis votos", "help me write my personal statement": the user's own text written anew, not material to paste.
  // "haz mi bio más corta" revises the bio the user has: a writing verb with "más…" is no text written anew.
  const writesOwn = !revision && pointedInInstruction !== undefined && !pointedInInstruction.coming && writesOwnPattern.test(lowerText.slice(0, pointedInInstruction.end));
  // "make my cover letter sound more confident": a revision of the user's own text names it after the possessive.
  const revisedOwn = revision && !pointedInInstruction ? ownMaterialPatterns[language].exec(taskText) : null;
  // What a quoted text mentions ("«olvida lo anterior…»") is its content, not more material to paste.
  const unquoted = blankQuoted(afterGreeting);
  const referred = referredMaterial(injection ? unquoted.replace(injection[0], ' '.repeat(injection[0].length)) : unquoted, language);
  // "a poem about these two lovers", "a story where the hero remembers what we discussed": what a new text is about,
  // unless it is built from it ("usa la info de arriba para hacer un email", "turn what we discussed into a plan").
  const referredSource = referred !== undefined && (named === undefined || !newTextKinds.has(named) || (builtFromPattern.test(lowerText.slice(0, referred.at)) || continuationPattern.test(lowerText.slice(referred.at))));
  // "evalúa mi plan de negocio", "what do you think of my logo": the thing judged, whatever its noun, is material to give.
  const judged = review && reviewsOwnThing && !pointedInInstruction && !materialGivenInline ? ownThingJudged(taskText.slice(reviewVerb!.index + reviewVerb![0].length), language) : undefined;
  const material =
    aboutOwnThing || writesOwn || forOwnWork
      ? undefined
      : ((reviewedHad ? { noun: `${readerPhrases[language].ownThing.possessiveForReader} ${reviewedHad[1]}`, end: lowerText.length, coming: false } : undefined) ??
        pointedInInstruction ??
        (revisedOwn ? { noun: revisedOwn[1], end: lowerText.indexOf(revisedOwn[0]) + revisedOwn[0].length, coming: false } : undefined) ??
        (judged ? { noun: judged, end: lowerText.length, coming: false } : undefined) ??
        (referredSource ? referred : undefined));
  // "grade my essay", "me corriges mi ensayo": the deliverable named is the user's own material, which
  // the request works on (a grade, feedback); it is not one more to write.
  // A reply to the material ("reply to this email", "responde este correo") is a new one of its kind.
  const repliesToMaterial = material !== undefined && replyPattern.test(taskText);
  // "continúa la historia que empezamos" writes more of it: the story stays the deliverable.
  const continues = continuationPattern.test(taskText);
  const worksOnOwnMaterial = !revision && !repliesToMaterial && !continues && material !== undefined && named !== undefined && kindFromText(material.noun, language) === named;
  const contentPlan = !review && contentPlanKinds.has(named) && contentPlanPattern.test(lowerText);
  // Work on the user's code (optimise it, test it, convert it) is code again, not a text about it.
  const kind = review ? 'review' : contentPlan ? 'plan' : (worksOnOwnMaterial && !(named === 'code' && codeWorkPattern.test(taskText))) || registerChange ? undefined : named;
  // Homework whose topic or question follows it (after a colon, "sobre", "about") is the task: nothing to paste.
  const topicGiven = material !== undefined && !material.coming && topicWorkPattern.test(material.noun) && topicGivenPatterns[language].test(lowerText.slice(material.end));
  // "what happens in season 2 of stranger things? summarize it": "it" is the known work asked about, not a text to paste.
  const knownPlot = named === 'summary' && knownPlotPattern.test(lowerText);
  const showIntro = !revision && !review && showIntroPattern.test(lowerText);
  const missingFirst = material
    ? !materialGiven(text, sentences, material.end, material.coming) && !mishapBefore(lowerText, material.end) && !namedWork(lowerText, material) && !topicGiven && !(knownPlot && material.noun === readerPhrases[language].textNoun) && !(showIntro && !material.coming)
      ? material.noun
      : undefined
    : materialGivenInline
      ? undefined
      : ((named === 'summary' ? (attendedEventNotes(lowerText, language) ?? (topicless(taskText, language) && !knownPlot ? readerPhrases[language].textNoun : undefined)) : undefined) ??
        (showIntro ? undefined : pointedRecordingTranscript(afterGreeting, language)));
  const includedMatch = includedPattern.exec(lowerText);
  const included = includedMatch && (text.length === lowerText.length ? text.slice(includedMatch.index + includedMatch[0].length - includedMatch[1].length, includedMatch.index + includedMatch[0].length) : includedMatch[1]);
  return {
    sentences,
    found,
    phrases,
    kind,
    letterKind: kind === 'letter' ? letterKindPatterns.find(([, pattern]) => pattern.test(lowerText))?.[0] : undefined,
    planDomain: kind === 'plan' && !contentPlan ? planDomainOf(lowerText) : undefined,
    contentPlan,
    included: included ? included.trim() : undefined,
    extraPart: (extraPartPattern.exec(lowerText)?.[1] ?? extraPartWithPattern.exec(lowerText)?.[0].replace(/^\S+\s+/, ''))?.trim(),
    statedGoal: statedGoalPattern.test(lowerText),
    revision,
    standing: standingPattern.test(lowerText),
    personalLetter: personalLetterPattern.test(lowerText),
    greeting: greeting && greeting.length < text.trim().length ? text.slice(0, greeting.length).trim().replace(/[,.!:;-]+$/, '') : undefined,
    statedSize,
    sizes: counts.sizes,
    facts: counts.facts,
    review,
    reviewLeads: review && !writingVerbPattern.test(taskText.slice(0, (reviewVerb ?? reviewedHad)!.index)),
    nameGiven: nameGivenPattern.test(lowerText) || selfIntroduction(text),
    school: schoolPattern.test(lowerText),
    repliesToMaterial,
    continues,
    namesPersonal: namesAskedPattern.test(lowerText) && (personalNamedPattern.test(lowerText) || fictionalNamedPattern.test(lowerText)),
    namesFictional: namesAskedPattern.test(lowerText) && fictionalNamedPattern.test(lowerText),
    aboutContent: contentPlan || contentPattern.test(lowerText),
    statedFormat: partsPattern.exec(lowerText)?.[0] ?? answerShape ?? intoShapePattern.exec(taskText)?.[0],
    // Material given right after the noun that points at it ("este texto: me and him goes…") is inline, however short.
    inlineMaterial: materialGivenInline || (material !== undefined && !material.coming && !topicGiven && !namedWork(lowerText, material) && materialGiven(text, sentences, material.end)),
    injection: injection ? text.slice(injection.index, injection.index + injection[0].length) : undefined,
    quotedInjection: quotedInjection ? text.slice(quotedInjection.index, quotedInjection.index + quotedInjection[0].length) : undefined,
    platform: platformFromText(lowerText),
    owned: ownedThings(lowerText, text, language),
    // "buenas!" greets: it is no vague word of the request; nor is "a good answer", only the user's verdict on the result.
    vague: [...new Set([...lowerText.matchAll(vaguePattern)].filter((match) => match.index >= (greeting?.length ?? 0) && judgesResult(lowerText, match)).map((match) => match[0]))],
    missingMaterial: missingFirst,
    otherMissingMaterial: missingFirst && material ? otherMaterial(text, lowerText, sentences, material, language) : undefined,
    simple: simple !== null,
    ownCase: ownCasePattern.test(simple ? lowerText.replace(simplePattern, ' ') : lowerText),
    namedShape: namedShape(text, lowerText, [partsPattern.exec(lowerText), intoShapePattern.exec(taskText) && { index: lowerText.indexOf(intoShapePattern.exec(taskText)![0]) }]),
    listShape: phrases.format !== undefined && answerShapeWordsPattern.test(phrases.format.toLowerCase()),
    uncountedPlural: statedSize ? undefined : countedNoun.exec(taskText)?.[1],
    wordCount: text.split(/\s+/).filter(Boolean).length,
  };
}

function placeOf(text: string, hits: Partial<Record<keyof typeof patterns, boolean>>, isTask: boolean): SentencePlace {
  if (roleAtStart.test(text)) return 'role';
  if (contextLabel.test(text)) return 'context';
  if (isTask) return 'task';
  if (hits.examples) return 'examples';
  if (hits.constraints) return 'constraints';
  if (hits.audience) return 'audience';
  if (hits.format) return 'format';
  if (hits.length) return 'length';
  if (hits.tone) return 'tone';
  if (hits.role) return 'role';
  return 'context';
}

// A quoted passage of a few words: the sentence to rewrite, the message to summarise.
const shortQuote = /["«“][^"»”\n]{3,}["»”]|(?:^|[\s:(])['‘][^'’\n]{3,}['’](?![\p{L}])/u;
const quotedPassage = /["«“][^"»”\n]{20,}["»”]|(?:^|[\s:(])['‘][^'’\n]{20,}['’](?![\p{L}])/u;

// A call, a statement's end or an arrow: "print('hola'[::-1])", "x = 1;", "() => x".
const inlineCodePattern = /[\w\]]\([^()]*\)|[{};]\s*$|=>/;
// A control-flow or call line counts when it has code's punctuation ("for i in range(10)", "print(i)"), not a sentence that starts with "for".
const codeLinePattern =
  /^\s*(?:def|function|class|import|public|fn|func|const|let|var|#include|select|SELECT)\s.*|^.*(?:[{};]|=>)\s*$|^\s*(?:for|while|if|elif|else|return|print|echo|try|except|catch|switch|await|console\.log|System\.out\.println)\b[^\n]*(?:\([^\n]*\)|:\s*$)/m;

/**
 * The material the prompt points at is there: a fenced or quoted block, a long text, or a colon
 * followed by a passage after the words that point at it ("este texto: …").
 */
const bareVerbPattern = new RegExp(`^(?:(?:${allWords((vocabulary) => vocabulary.materialVerbs)})(?:me|lo|la)?|${allWords((vocabulary) => vocabulary.editingVerbs)})$`, 'u');
const requestOpenerPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.requestOpeners)})(?![\\p{L}])`, 'u');

/** Whether the register asked for names a language ("into casual english") other than the one of the text after the colon. */
function intoAnotherLanguage(registerAsked: string, text: string, language: Language): boolean {
  const names = vocabularies[language].languageNames;
  const named = (Object.keys(names) as Language[]).find((name) => wordPattern(names[name]).test(registerAsked));
  const material = text.slice(text.indexOf(':') + 1).trim();
  if (!named || !text.includes(':') || material.split(/\s+/).length < 3) return false;
  return identifyLanguage(material).code !== named;
}

function materialGiven(text: string, sentences: PlacedSentence[], pointerEnd: number, coming = false): boolean {
  if (sentences.some((sentence) => sentence.place === 'material') || text.length > 600) return true;
  const after = text.slice(pointerEnd);
  if (quotedPassage.test(after)) return true;
  // A short text quoted right after the material's noun ("mi titular de linkedin, ahora dice 'Contadora | Excel'") is the material too.
  if (pointerEnd > 0 && shortQuote.test(after.split(/[.\n]/)[0])) return true;
  // A line of code on a line of its own below the request ("def avg(xs):") is the code pointed at, however short.
  if (codeLinePattern.test(after.split('\n').slice(1).join('\n'))) return true;
  // A paragraph of its own, after a blank line, is the material even when short ("Hola Martín, te escribo por…").
  const block = /\n[ \t]*\n([\s\S]*)$/.exec(after)?.[1] ?? '';
  if (block.split(/\s+/).filter(Boolean).length >= 6) return true;
  // Material announced as coming is there only as lines of its own below the request.
  if (coming) {
    const below = after.split('\n').slice(1).join('\n');
    return below.split('\n').filter((line) => line.trim()).length >= 3 || below.split(/\s+/).filter(Boolean).length >= 15;
  }
  // Code right after the question or the colon, on the same line ("qué hace este código? print('hola'[::-1])"), is the code pointed at.
  const sameLine = /[?:][ \t]*(\S.*)$/m.exec(after)?.[1];
  if (sameLine && inlineCodePattern.test(sameLine)) return true;
  const colon = after.search(/[:\n]/);
  if (colon < 0) return false;
  const rest = after.slice(colon + 1);
  // A sentence right after "este texto:" on the same line is the text ("corrige este texto: ayer fui al cine con mis amigo…").
  // So is a sentence on the line below it ("extrae los correos de este texto:\nHola soy Ana (ana@x.com)…").
  if (after[colon] === ':' && (rest.replace(/^[ \t]*\n/, '').split('\n')[0].match(/[\p{L}\d]+/gu)?.length ?? 0) >= 8) return true;
  // Text right after the material's noun and a colon is the material, however short ("mejora mi titular de linkedin: Diseñador UX
  // en Madrid", "fix the grammar in this text: me and him goes…"), unless it is itself a request ("resume este artículo: escribe…").
  const firstLine = rest.replace(/^[ \t]*\n/, '').split('\n')[0].trim();
  // So is the text after a bare verb and a colon ("corrige: haber si vienes mañana", "translate: buenos días").
  if (pointerEnd === 0 && after[colon] === ':' && /^\s/.test(rest) && bareVerbPattern.test(after.slice(0, colon).trim().toLowerCase()) && /\p{L}/u.test(firstLine) && !requestOpenerPattern.test(firstLine.toLowerCase())) return true;
  if (pointerEnd > 0 && after[colon] === ':' && /^\s/.test(rest) && after.slice(0, colon).trim().split(/\s+/).filter(Boolean).length <= 3 && /\p{L}/u.test(firstLine) && !requestOpenerPattern.test(firstLine.toLowerCase())) return true;
  // "reescribe esto para que suene más amable: no se aceptan devoluciones": after a revision that points at "esto" / "this" alone, what follows the colon is that text, however short.
  const lead = text.slice(0, pointerEnd + colon).toLowerCase();
  // So is the text after a change of register and a colon ("translate to more formal english: hey can u send me the file"), even when
  // it reads as a request: it is the message asked to someone else, to be rewritten.
  if (after[colon] === ':' && (revisionPattern.test(lead.trim()) || registerChangePattern.test(lead)) && (bareDemonstrativePattern.test(lead) || registerChangePattern.test(lead)) && (rest.match(/[\p{L}\d]+/gu)?.length ?? 0) >= 2) return true;
  // Figures listed after the colon are the data ("alquiler 750, comida 420, ocio 230"), however short.
  return rest.split(/\s+/).filter(Boolean).length >= 15 || rest.split('\n').filter((line) => line.trim()).length >= 3 || (rest.match(/\d+/g)?.length ?? 0) >= 3;
}

/**
 * The businesses and people the user owns ("mi cafetería", "my boss") whose name and details only
 * they know. Only nouns of the language packs' lists: "our black friday sale" or "my first job"
 * name nothing to fill in. A business whose name follows ("mi tienda, Bici Sur") is skipped.
 */
// Up to three more nouns after "my X": words that are no linking word, pronoun, verb form ("asking",
// "owned") or time word, up to a comma or a possessive "'s".
const englishPossessives = new RegExp(`^(?:${vocabularies.en.possessives})$`);
const englishCompound = new RegExp(`^(?:\\s+(?!(?:${vocabularies.en.elementWords.compoundStops})(?![a-z']))[a-z]{3,}(?<!${vocabularies.en.elementWords.compoundEndings})(?![a-z']))+`);

const spanishCompoundEnd = new RegExp(`^(?:\\s+(?!(?:${vocabularies.es.elementWords.compoundStops})(?![a-zà-ÿ]))[a-zà-ÿ]{3,}(?<!${vocabularies.es.elementWords.compoundEndings}))?`);

function ownedThings(lowerText: string, text: string, language: Language): OwnedThing[] {
  const things: OwnedThing[] = [];
  const sameCase = lowerText.length === text.length;
  const named = thingNamedPattern.test(text) || namesAskedPattern.test(lowerText);
  const placed = sameCase && placeGivenPattern.test(text);
  for (const match of lowerText.matchAll(ownedPattern)) {
    const after = lowerText.slice(match.index + match[0].length, match.index + match[0].length + 30);
    // English puts a compound's head last: "our book club", "my product photos", "my podcast episode" own
    // a club, photos, an episode; "my web design agency" owns an agency. The owned thing is the whole
    // phrase, up to its head, or nothing: never "my web".
    const english = englishPossessives.test(match[1]);
    // Spanish puts it first, and "de X" may take one more word: "mi agencia de diseño web".
    const compound = english ? englishCompound : / de [a-zà-ÿ]/.test(match[3]) ? spanishCompoundEnd : undefined;
    const more = compound && !peopleNouns.has(match[3]) ? (compound.exec(after)?.[0].trim().split(/\s+/).filter(Boolean) ?? []) : [];
    const noun = [match[3], ...more].join(' ');
    const phrase = [match[0], ...more].join(' ');
    const head = english ? noun.split(' ').pop()! : noun.split(' ')[0];
    // "my insurance company", "mi compañía de teléfono": a company the user pays is no business of theirs.
    if (!ownedNouns[language].has(head) || things.some((thing) => thing.noun === noun) || techPattern.test(noun) || providerPattern.test(noun)) continue;
    if (techPattern.test(after.split(/[.,;:]/)[0])) continue;
    const givenName = sameCase && (givenNamePattern.test(text.slice(match.index + phrase.length)) || (nameBeforePattern.test(text.slice(0, match.index)) && appositionEnd.test(text.slice(match.index + phrase.length))));
    // "mi producto: zapatillas de running ligeras, talla 36-45": the facts after the colon describe it.
    const described = ownerDescribedPattern.test(lowerText.slice(match.index + phrase.length)) || describedAfterColon.test(lowerText.slice(match.index + phrase.length));
    things.push({
      phrase,
      noun,
      plural: /^(mis|nuestros|nuestras)$/.test(match[1]) || (english && /[^s]s$/.test(noun)),
      named: named || givenName,
      placed,
      described,
    });
    if (things.length === 2) break;
  }
  return things;
}
