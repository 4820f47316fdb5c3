import type { Language } from '../../../../shared/languages.ts';
import type { Channel, Platform, TaskType } from '../../../../shared/optimizer-options.ts';
import { packPattern, vocabularies } from './catalog.ts';
import { wordPattern } from './text.ts';

/** What the prompt asks for; it picks the role, the format, the length, the steps and the checks. */
// Listed before 'ideas': "ideas de nombres" asks for names (a tie goes to the kind listed first).
export const taskKinds = [
  'naming',
  // Before 'ideas' and 'code': "interview questions for a developer" are questions, not code.
  'quiz',
  'ideas',
  'email',
  'letter',
  'summary',
  'translation',
  'code',
  // Before 'social' and 'copy': "publicación para Mercado Libre" is a listing, not a post.
  'listing',
  'social',
  'article',
  'essay',
  'plan',
  'analysis',
  'research',
  'explanation',
  'copy',
  'story',
  'poem',
  'speech',
  'message',
  'presentation',
  'script',
  'review',
  'docs',
  'general',
] as const;
export type TaskKind = (typeof taskKinds)[number];

/** Kinds whose output has a shape of its own, whatever the channel or platform. */
export const selfFormattedKinds: ReadonlySet<TaskKind> = new Set(['listing', 'quiz', 'ideas', 'email', 'letter', 'poem', 'speech', 'message', 'presentation', 'summary', 'translation', 'code', 'essay', 'plan', 'analysis', 'research', 'explanation', 'naming', 'review', 'docs']);

/** Kinds that work on material the user gives (a text to summarise or translate), not on a case of theirs. */
export const givenMaterialKinds: ReadonlySet<TaskKind> = new Set(['summary', 'translation']);

/** Kinds whose readers are worth describing (an email has its recipient, code its developer). */
export const audienceKinds: ReadonlySet<TaskKind> = new Set(['ideas', 'quiz', 'explanation', 'naming', 'summary', 'social', 'article', 'plan', 'analysis', 'research', 'copy', 'story', 'script', 'docs', 'general']);

// Names of programming languages and formats read the same in every language.
// Learning a language is no request for code: "quiero aprender python", "learn javascript from scratch".
// Nor is a course or the basics of one ("learn basic sql", "curso de python", "aprender lo básico de sql").
const neutralDeliverables: Partial<Record<TaskKind, string>> = {
  code: '(?<!(?:learn|learning|study|studying|teach me|aprender|estudiar|ense[ñn]arme|course (?:on|in)|classes? (?:on|in)|curso de|clases de)(?: (?:basic|some|more|advanced|the basics of|b[áa]sico|lo b[áa]sico de|un poco de|m[áa]s))? )(?:python|javascript|typescript|sql|java|regex|api|html|css)|vba|apps script|github actions|gitlab ci|dataframes?|matplotlib|seaborn|docstrings?|(?:post|put|patch|http) requests?|pandas(?=[:,]| (?:dataframes?|df))|(?<=(?:in|with|using|en|con|usando) )pandas',
};

// One pattern per kind and language, from the language pack's words for that deliverable: the
// English "resume" (a CV) is not the Spanish "resume" (summarize).
const kindPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [
    language,
    taskKinds.flatMap((kind) => {
      const alternatives = [neutralDeliverables[kind], vocabularies[language].deliverables[kind]].filter((words): words is string => !!words);
      return alternatives.length > 0 ? [[kind, wordPattern(alternatives.join('|'))] as [TaskKind, RegExp]] : [];
    }),
  ]),
) as Record<Language, [TaskKind, RegExp][]>;

/**
 * The deliverable a LOWER-CASED request names: the one named first ("10 títulos para mi
 * investigación" asks for titles, not research; "a cover letter for a data analyst job" for a
 * letter), not the first kind in a fixed order whose keyword appears anywhere.
 */
export function kindFromText(text: string, language: Language): TaskKind | undefined {
  // What a parenthesis lists is content ("4 materias (cálculo, física y programación)"), not the
  // deliverable: a word there names one only when the text names none outside.
  const outside = text.replace(/\([^()]*\)/g, (aside) => ' '.repeat(aside.length));
  return namedFirst(outside, language) ?? namedFirst(text, language);
}

/** Where in the LOWER-CASED text the words of a kind first end ("un mensaje" ends at 10). */
export function kindEnd(text: string, language: Language, kind: TaskKind): number | undefined {
  const match = kindPatterns[language].find(([candidate]) => candidate === kind)?.[1].exec(text);
  return match ? match.index + match[0].length : undefined;
}

function namedFirst(text: string, language: Language): TaskKind | undefined {
  const named: { kind: TaskKind; index: number; end: number }[] = [];
  for (const [kind, pattern] of kindPatterns[language]) {
    const match = pattern.exec(text);
    if (match) named.push({ kind, index: match.index, end: match.index + match[0].length });
  }
  // Listed order breaks ties (sort is stable).
  named.sort((a, b) => a.index - b.index);
  const [first, next] = named;
  // An ad or a "publicación" (Spanish for a listing too) for a marketplace ("anuncio en Wallapop") is its
  // listing; a post that mentions one, or one for a social platform, is still a post.
  const listingWord = first?.kind === 'copy' || (first?.kind === 'social' && /^publicaci/.test(text.slice(first.index, first.end)));
  if (listingWord && named.some((one) => one.kind === 'listing') && !platformFromText(text)) return 'listing';
  // A platform's name before a deliverable only says where it goes: "linkedin headline", "instagram bio".
  if (first?.kind === 'social' && next && next.index === first.end + 1 && platformWord.test(text.slice(first.index, first.end))) return next.kind;
  // A compound's head comes last: "youtube video ideas", "linkedin post hooks", "blog post titles" ask for
  // ideas or titles that the first words only describe, not for the videos or posts themselves. When
  // the first is already a list ("name ideas", "quiz question ideas"), it is what the list holds.
  const head =
    first && !listHeads.has(first.kind)
      ? named.find((later) => listHeads.has(later.kind) && later.index >= first.end && compoundGap.test(text.slice(first.end, later.index)))
      : undefined;
  return head?.kind ?? first?.kind;
}

// Things an answer lists, which can head a compound: ideas, names or titles, questions.
const listHeads: ReadonlySet<TaskKind> = new Set(['ideas', 'naming', 'quiz']);
// Up to two more describing words and no linking word ("for", "de", "about") between the two.
const compoundGap = /^[\s-]*(?:(?!(?:for|about|on|to|of|and|or|with|in|de|para|sobre|con|y|o|en)[\s-])[a-z0-9]+[\s-]+){0,2}$/;

const videoShortPattern = packPattern((vocabulary) => vocabulary.videoShort);

const platformWord = /^(?:linkedin|instagram|tiktok|facebook|twitter|youtube|x)$/;

const kindOfTaskType: Record<TaskType, TaskKind> = {
  'Content Creation': 'article',
  Research: 'research',
  Brainstorming: 'ideas',
  Summarization: 'summary',
  'Data Analysis': 'analysis',
  Translation: 'translation',
  Coding: 'code',
  Copywriting: 'copy',
  'Email Writing': 'email',
  'Creative Writing': 'story',
};

/** The option's kind, made precise by the channel (content for social media is a post). */
export function kindFromOptions(taskType: TaskType | undefined, channel: Channel | undefined): TaskKind | undefined {
  if (!taskType) return undefined;
  const kind = kindOfTaskType[taskType];
  if (kind === 'article' && channel === 'Social Media') return 'social';
  if (kind === 'article' && channel === 'Video Script') return 'script';
  return kind;
}

/**
 * The deliverables that can be published or used on each channel. A request that names another
 * ("a Python script" under Blog) keeps its deliverable, and the explanation says the channel was
 * left aside (docs/optimizer.md, options). Summaries and translations work on any channel's text.
 */
const kindsOfChannel: Record<Channel, readonly TaskKind[]> = {
  Blog: ['article', 'ideas', 'plan', 'story', 'research', 'explanation', 'review', 'naming', 'docs'],
  'Social Media': ['social', 'ideas', 'plan', 'copy', 'script', 'story', 'naming', 'quiz'],
  Email: ['email', 'message', 'letter', 'copy', 'ideas'],
  Website: ['copy', 'article', 'listing', 'docs', 'naming', 'ideas', 'explanation'],
  Presentation: ['presentation', 'plan', 'ideas', 'research', 'analysis', 'explanation'],
  'Video Script': ['script', 'ideas', 'story', 'plan', 'explanation'],
  Podcast: ['script', 'ideas', 'story', 'plan', 'explanation', 'speech'],
  'Academic Paper': ['essay', 'research', 'analysis', 'explanation'],
  Report: ['analysis', 'research', 'plan', 'docs'],
  'Internal Document': ['docs', 'email', 'message', 'plan', 'analysis', 'presentation'],
};

export function channelFits(channel: Channel, kind: TaskKind): boolean {
  return givenMaterialKinds.has(kind) || kindsOfChannel[channel].includes(kind);
}

/**
 * A platform the LOWER-CASED text names, as the user calls it, and the dialog's option it matches
 * when it is unambiguous (an Instagram post is not a Reel).
 */
export function platformFromText(text: string): { platform?: Platform; name: string } | undefined {
  if (/\btik ?tok\b/.test(text)) return { platform: 'TikTok', name: 'TikTok' };
  // "make a short on why cats purr": a Short is YouTube's vertical video, named without the platform.
  if (!/\b(?:instagram|linked ?in|facebook|reels?)\b/.test(text) && videoShortPattern.test(text)) return { platform: 'YouTube Shorts', name: 'YouTube' };
  if (/\byoutube\b/.test(text)) return { platform: /\bshorts?\b/.test(text) ? 'YouTube Shorts' : undefined, name: 'YouTube' };
  if (/\binstagram\b/.test(text)) return { platform: /\breels?\b/.test(text) ? 'Instagram Reels' : undefined, name: 'Instagram' };
  if (/\blinked ?in\b/.test(text)) return { platform: 'LinkedIn', name: 'LinkedIn' };
  if (/\bfacebook\b/.test(text)) return { platform: 'Facebook', name: 'Facebook' };
  // A reel is Instagram's, a tweet or a thread on X is X's: the piece names its platform.
  if (/\breels?\b/.test(text)) return { platform: 'Instagram Reels', name: 'Instagram' };
  if (/\b(?:twitter|tweets?|tuits?|twits?)\b/.test(text)) return { name: 'X (Twitter)' };
  return undefined;
}
