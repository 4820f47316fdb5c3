import { eld } from 'eld/small';
import { isLanguage, type Language } from '../../../../shared/languages.ts';
import { vocabularies } from './catalog.ts';
import { webAddressPattern } from './text.ts';

/** What the prompt is written in: the ISO 639-1 code, and the engine's language when it writes that one. */
export interface PromptLanguage {
  /** ISO 639-1 ("pt", "fr"…); the engine's default when the text is too short or too mixed to tell. */
  code: string;
  /** Set when the engine writes this language (Spanish, English). */
  written?: Language;
}

/**
 * The prompt's language, from the eld n-gram identifier (all its languages, so a Portuguese or French
 * prompt is recognised as such and not forced into Spanish). When eld cannot tell reliably (a word
 * or two, brand names), Spanish: the product's default language.
 */
export function identifyLanguage(text: string): PromptLanguage {
  // A web address is in no language: "resume este video: https://www.youtube.com/watch?v=…" reads as the words around it.
  const words = text.replace(webAddressPattern, ' ');
  return greetingLanguage(words) ?? quotedAside(words) ?? framedLanguage(words) ?? borrowedLanguage(words) ?? headLanguage(words) ?? identifyWhole(words);
}

// "hola", "hi", "hey chat": a greeting and nothing more, in the words of one language only.
const greetingOnlyPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(`^[\\s¡!¿?,.]*(?:(?:${vocabularies[language].greetings})(?![a-z0-9à-ÿ])[\\s,.!:;?¡¿-]*)+$`)]),
) as Record<Language, RegExp>;

/** The language whose greetings, alone, make the whole text ("hi" is English, "hola" Spanish); none when both or neither do. */
export function greetingOnlyLanguage(text: string): Language | undefined {
  const lower = text.toLowerCase().trim();
  const matching = (Object.keys(greetingOnlyPatterns) as Language[]).filter((language) => greetingOnlyPatterns[language].test(lower));
  return matching.length === 1 ? matching[0] : undefined;
}

function greetingLanguage(text: string): PromptLanguage | undefined {
  const written = greetingOnlyLanguage(text);
  return written ? { code: written, written } : undefined;
}

// A phrase in quotes ("what does 'estar en las nubes' mean", "qué significa 'break a leg'"); an apostrophe inside a word is none.
const quotedPattern = /(?<![\p{L}\p{N}])(?:'[^'\n]{1,80}'|"[^"\n]{1,80}"|“[^”\n]{1,80}”|‘[^’\n]{1,80}’|«[^»\n]{1,80}»)(?![\p{L}\p{N}])/gu;

/**
 * A request about a phrase in another language, quoted ("what does 'estar en las nubes' mean"), is in the language of the
 * words around the quote, when they are three at least and read as one of the engine's languages.
 */
function quotedAside(text: string): PromptLanguage | undefined {
  if (!text.match(quotedPattern)) return undefined;
  const outside = text.replace(quotedPattern, ' ').replace(/\s+/g, ' ').trim();
  if ((outside.match(/[\p{L}]+/gu) ?? []).length < 3) return undefined;
  const language = identifyLanguage(outside);
  return language.written ? language : undefined;
}

const functionWordSets = (Object.keys(vocabularies) as Language[]).map((language) => [language, new Set(vocabularies[language].functionWords.split(' '))] as const);

/** Words only languages the engine does not write join others with (Portuguese "uma", "meu"; Italian "il", "per"; French "pour", "mon"): a text with them is not one of the engine's borrowing words. */
const otherLanguagesWords = new Set('um uma meu minha você voce não nao do da dos das em com os ao pra il per mio di che le les pour mon ma je et și pentru'.split(' '));

/**
 * A short request full of borrowed words ("rutina de skincare para piel grasa" reads Romanian to eld, "email de marketing para
 * mi startup" English): when its joining words are all of one of the engine's languages (two at least, none of the other's nor
 * of another language), and eld scores that language close to its pick, the request is in that language. A label of four
 * words at most ("post de linkedin: …", "mi rutina de skincare") needs one such word and no score.
 */
function borrowedLanguage(text: string): PromptLanguage | undefined {
  const words = text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  if (words.length > maxTitleSkewWords || words.some((word) => otherLanguagesWords.has(word))) return undefined;
  const counts = functionWordSets.map(([language, set]) => [language, words.filter((word) => set.has(word)).length] as const);
  const only = counts.filter(([, count]) => count > 0);
  // A label of a few words ("post de linkedin", "mi rutina de skincare") is too short for eld: one joining word decides it.
  const label = words.length <= maxLabelWords;
  if (only.length !== 1 || only[0][1] < (label ? 1 : 2)) return undefined;
  const language = only[0][0];
  const result = eld.detect(text);
  if (result.language === language) return undefined;
  if (label) return { code: language, written: language };
  const scores = result.getScores();
  return (scores[result.language] ?? 0) - (scores[language] ?? 0) <= shortTieMargin ? { code: language, written: language } : undefined;
}

const openerPatterns = (Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(`^(?:${vocabularies[language].framingOpeners})(?![\\p{L}])`, 'u')] as const);

/**
 * A short request framed in one of the engine's languages around a title in another ("dime 3 series como the office"): the
 * request's opening verb ("dime", "write"), when only one language pack has it, decides what eld reads as the title's language.
 */
function framedLanguage(text: string): PromptLanguage | undefined {
  if (text.trim().split(/\s+/).length > maxTitleSkewWords) return undefined;
  const lower = text.trim().toLowerCase();
  const openers = openerPatterns.filter(([, pattern]) => pattern.test(lower));
  return openers.length === 1 ? { code: openers[0][0], written: openers[0][0] } : undefined;
}

/**
 * In a short request a title in another language outweighs the request's own words ("recomiéndame
 * series parecidas a breaking bad" scores English, "explain the plot of la casa de papel" Spanish):
 * the request's first half, where its verb is, decides when it clearly reads as Spanish or English.
 */
function headLanguage(text: string): PromptLanguage | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length < 5 || words.length > maxTitleSkewWords) return undefined;
  const head = eld.detect(words.slice(0, Math.max(3, Math.ceil(words.length / 2))).join(' '));
  const scores = head.getScores();
  const spanish = scores.es ?? 0;
  const english = scores.en ?? 0;
  if (!head.isReliable() || Math.abs(spanish - english) <= tieMargin) return undefined;
  const written: Language = english > spanish ? 'en' : 'es';
  return head.language === written ? { code: written, written } : undefined;
}

function identifyWhole(text: string): PromptLanguage {
  const result = eld.detect(text);
  const code = result.language;
  const scores = result.getScores();
  const spanish = scores.es ?? 0;
  const english = scores.en ?? 0;
  const top = scores[code] ?? 0;
  // Short texts score close to several languages ("dame ideas": English 0.706, Spanish 0.695;
  // "hola que tal": Catalan 0.782, Spanish 0.779): a near tie goes to the engine's languages, and
  // between them to Spanish, the default.
  const written: Language = english > spanish + tieMargin ? 'en' : 'es';
  if (!result.isReliable()) return { code: 'es', written: 'es' };
  // A request of a few words ("critique my poem", "optimiza este codigo") scores close to several
  // languages: another one than the engine's is trusted there only by a clear margin.
  const margin = wordsOf(text) < shortWords ? shortTieMargin : tieMargin;
  if (top - Math.max(spanish, english) <= margin && Math.max(spanish, english) > 0) return { code: written, written };
  if (isLanguage(code)) return { code, written: code };
  if (code && hasEnoughWords(text)) return { code };
  return { code: 'es', written: 'es' };
}

const tieMargin = 0.03;
const shortWords = 5;
const shortTieMargin = 0.1;
const maxTitleSkewWords = 12;
const maxLabelWords = 4;

/** The language the improved prompt is written in (Spanish or English; the engine's default otherwise). */
export function detectLanguage(text: string): Language {
  return identifyLanguage(text).written ?? 'es';
}

// A language other than the ones the engine writes is trusted from three words on ("Escreva um
// e-mail"): shorter texts are often Spanish or English words that look foreign.
function hasEnoughWords(text: string): boolean {
  return wordsOf(text) >= 3;
}

function wordsOf(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length;
}
