import type { Language } from '../../../../shared/languages.ts';
import { vocabularies } from './catalog.ts';

/**
 * The request as the engine reads it: chat spellings written out ("q" → "que", "u" → "you") and
 * misspelt deliverables and verbs read as the word meant ("rezumen" → "resumen", "leter" → "letter").
 * Only the reading is tolerant: the improved prompt quotes the user's text verbatim, so every index
 * read in this text maps back to the user's (`originalIndex`).
 */
export interface Reading {
  text: string;
  /** Where an index of the read text falls in the user's text (the end of a corrected word maps to the end of the word typed). */
  originalIndex: (index: number) => number;
}

interface Replacement {
  readStart: number;
  readEnd: number;
  originalStart: number;
  originalEnd: number;
}

const withoutAccents = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * True when `a` becomes `b` with one insertion, deletion, substitution or swap of two neighbouring
 * letters (the optimal-string-alignment distance is 1).
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    const rest = a.slice(start + 1) === b.slice(start + 1);
    const swapped = a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
    return rest || swapped;
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

interface TolerantPack {
  chat: ReadonlyMap<string, string>;
  /** Chat spellings read otherwise before an article ("ur a" is "you're a"). */
  chatBeforeArticle: ReadonlyMap<string, string>;
  /** The words read with one edit, accents removed (as people type them, and as the packs' patterns read them), and folded. */
  targets: { plain: string; folded: string }[];
  /** The same targets by their first letter, which a typo keeps. */
  byFirstLetter: ReadonlyMap<string, { plain: string; folded: string }[]>;
  known: ReadonlySet<string>;
  nearMisses: ReadonlySet<string>;
  /** Real words read as the deliverable meant only after a determiner ("un corro"), and the determiner before a word. */
  determinerTypos: ReadonlySet<string>;
  determinerBefore: RegExp;
  fold: (word: string) => string;
  /** The word without an ending that makes another form of it ("explícale" → "explíca"). */
  stem: (word: string) => string;
}

function packOf(language: Language): TolerantPack {
  const { chatSpellings, chatBeforeArticle, tolerantWords, nearMisses, determinerTypos, spellingFolds, variantEndings } = vocabularies[language];
  const ending = new RegExp(`(?:${variantEndings})$`);
  const folds = spellingFolds.map(([pattern, replacement]) => [new RegExp(pattern, 'g'), replacement] as const);
  const fold = (word: string) => folds.reduce((folded, [pattern, replacement]) => folded.replace(pattern, replacement), word);
  const targets = tolerantWords.map((word) => ({ plain: withoutAccents(word), folded: fold(withoutAccents(word)) }));
  const byFirstLetter = new Map<string, { plain: string; folded: string }[]>();
  for (const target of targets) byFirstLetter.set(target.plain[0], [...(byFirstLetter.get(target.plain[0]) ?? []), target]);
  return {
    chat: new Map(Object.entries(chatSpellings)),
    chatBeforeArticle: new Map(Object.entries(chatBeforeArticle)),
    targets,
    byFirstLetter,
    known: new Set(targets.map((target) => target.plain)),
    nearMisses: new Set(nearMisses.map(withoutAccents)),
    determinerTypos: new Set(determinerTypos.words),
    determinerBefore: new RegExp(`(?:^|[^a-zà-ÿñ])(?:${determinerTypos.determiners})\\s+$`, 'i'),
    fold,
    stem: (word) => word.replace(ending, ''),
  };
}

const packs: Record<Language, TolerantPack> = { es: packOf('es'), en: packOf('en') };

// Words this short are read with one edit only through the language's spelling folds ("aser" → "hacer").
const minEditedLength = 5;
const minFoldedLength = 4;

// Words repeat: each is looked up once per language (up to a bound, so memory stays flat).
const maxCachedWords = 5000;
const meantCache: Record<Language, Map<string, string | undefined>> = { es: new Map(), en: new Map() };

/** The word meant by a word as typed (lower-cased), or undefined when it is read as it is. */
export function meantWord(typed: string, language: Language): string | undefined {
  const cache = meantCache[language];
  if (cache.has(typed)) return cache.get(typed);
  const meant = readWord(typed, language);
  if (cache.size < maxCachedWords) cache.set(typed, meant);
  return meant;
}

function readWord(typed: string, language: Language): string | undefined {
  const pack = packs[language];
  const chat = pack.chat.get(typed);
  if (chat !== undefined) return chat;
  const plain = withoutAccents(typed);
  if (plain.length < minFoldedLength || pack.known.has(plain) || pack.nearMisses.has(plain)) return undefined;
  // An inflection of a word the pack reads ("correos", "letters") is that word, read by the pack's own patterns.
  if (pack.known.has(plain.replace(/e?s$/, '')) || pack.known.has(`${plain}s`)) return undefined;
  const folded = pack.fold(plain);
  const bySound = pack.targets.find((target) => target.folded === folded);
  if (bySound) return bySound.plain;
  if (plain.length < minEditedLength) return undefined;
  // A typo keeps a word's first and last letters: "corre" is no "correo", "better" no "letter", "escribo" no "escribe";
  // the last two letters swapped ("essya") are the one typo that moves the last letter.
  // Nor is another form of the word ("explícale" beside "explícame").
  const typo = (word: string, target: string) =>
    (target.at(-1) === word.at(-1) || lastTwoSwapped(word, target)) && oneEditApart(word, target) && pack.stem(word) !== pack.stem(target);
  const candidates = pack.byFirstLetter.get(plain[0]) ?? [];
  const meant = candidates.find((target) => typo(plain, target.plain))?.plain;
  if (meant !== undefined) return meant;
  // A misspelt plural is the plural of the word meant ("captoins" → "captions").
  const singular = plain.endsWith('s') ? plain.slice(0, -1) : '';
  const meantSingular = singular.length >= minEditedLength ? candidates.find((target) => typo(singular, target.plain))?.plain : undefined;
  return meantSingular && `${meantSingular}s`;
}

function lastTwoSwapped(word: string, target: string): boolean {
  return word.length === target.length && word.slice(0, -2) === target.slice(0, -2) && word.at(-1) === target.at(-2) && word.at(-2) === target.at(-1);
}

// The request is read up to the material pasted after it: a blank line, a fenced or quoted block, or
// its first 600 characters (a longer text is material, elements.ts).
const materialStart = /\n[ \t]*\n|```|"""/;
const maxRequestLength = 600;
// A letter glued to a number ("15k seguidores", "4k video") is no word to read: "k" there is no chat spelling of "que".
const wordPattern = /(?<!\d)[a-zà-ÿñ]+/giu;
// "<role>You are…</role>\n<task>Write…</task>": a prompt laid out in tagged sections, as guides write them, is read with each
// opening tag as its heading ("Role: You are…") and each closing tag as nothing, so its sections read as sections, not as
// one request followed by pasted material. Any language's tag names, since guides mix them ("<task>Escribe…</task>").
const sectionTagNames = (Object.keys(vocabularies) as Language[]).map((language) => vocabularies[language].sectionTags).join('|');
const sectionTag = new RegExp(`<(/?)(${sectionTagNames})>`, 'giu');
const openingSectionTag = new RegExp(`<(?:${sectionTagNames})>`, 'giu');
const minSectionTags = 2;

/** The text as the engine reads it, with each corrected word mapped back to the user's. */
export function tolerantReading(text: string, language: Language | undefined): Reading {
  const blockStart = materialStart.exec(text)?.index ?? text.length;
  // Cut at a space, so no word is read in half.
  const end = !language ? 0 : blockStart <= maxRequestLength ? blockStart : Math.max(0, text.lastIndexOf(' ', maxRequestLength));
  const replacements: Replacement[] = [];
  let read = '';
  let last = 0;
  const tagged = (text.match(openingSectionTag) ?? []).length >= minSectionTags;
  const tokens = tagged ? new RegExp(`${sectionTag.source}|${wordPattern.source}`, 'giu') : wordPattern;
  for (const match of text.slice(0, end).matchAll(tokens)) {
    if (match[0].startsWith('<')) {
      const heading = match[1] ? '' : `${match[2][0].toUpperCase()}${match[2].slice(1).toLowerCase()}: `;
      read += text.slice(last, match.index);
      replacements.push({ readStart: read.length, readEnd: read.length + heading.length, originalStart: match.index, originalEnd: match.index + match[0].length });
      read += heading;
      last = match.index + match[0].length;
      continue;
    }
    const beforeArticle = /^\s+(?:a|an)\s/i.test(text.slice(match.index + match[0].length)) ? packs[language!].chatBeforeArticle.get(match[0].toLowerCase()) : undefined;
    // "cuando corro" is a verb; "un corro" an email misspelt.
    const verbNotTypo = packs[language!].determinerTypos.has(match[0].toLowerCase()) && !packs[language!].determinerBefore.test(text.slice(0, match.index));
    const meant = beforeArticle ?? (verbNotTypo ? undefined : meantWord(match[0].toLowerCase(), language!));
    if (meant === undefined) continue;
    // A capital the user typed stays: "Escrbe" reads "Escribe".
    const written = match[0][0] !== match[0][0].toLowerCase() ? meant[0].toUpperCase() + meant.slice(1) : meant;
    read += text.slice(last, match.index);
    replacements.push({ readStart: read.length, readEnd: read.length + written.length, originalStart: match.index, originalEnd: match.index + match[0].length });
    read += written;
    last = match.index + match[0].length;
  }
  read += text.slice(last);
  return {
    text: read,
    originalIndex: (index) => {
      let shift = 0;
      for (const replacement of replacements) {
        if (index < replacement.readStart) break;
        // Inside a corrected word: the same letter of the word typed, or its end.
        if (index === replacement.readEnd) return replacement.originalEnd;
        if (index < replacement.readEnd) return Math.min(replacement.originalStart + index - replacement.readStart, replacement.originalEnd);
        shift = replacement.originalEnd - replacement.readEnd;
      }
      return index + shift;
    },
  };
}
