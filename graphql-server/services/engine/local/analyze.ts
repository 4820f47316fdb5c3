import type { Language } from '../../../../shared/languages.ts';
import { placeholderPattern } from './build.ts';
import { readerPhrases } from './catalog.ts';
import { detectElements, elementNames, type ElementName, type PromptElements } from './elements.ts';
import { quote } from './text.ts';

/** How much each element adds to the score (they sum to 8.8; length and detail add up to 1.2). */
const weights: Record<ElementName, number> = {
  role: 1.0,
  task: 1.6,
  context: 1.2,
  audience: 1.0,
  tone: 0.8,
  format: 1.0,
  length: 0.8,
  constraints: 0.8,
  examples: 0.6,
};

function detailBonus(wordCount: number): number {
  if (wordCount >= 80) return 1.2;
  if (wordCount >= 40) return 1.0;
  if (wordCount >= 20) return 0.7;
  if (wordCount >= 10) return 0.4;
  if (wordCount >= 5) return 0.2;
  return 0;
}

export interface Analysis {
  score: number;
  explanation: string;
  strengths: string[];
  weaknesses: string[];
  elements: PromptElements;
}

/**
 * Scores a prompt 0-10 (one decimal) by the elements it has, its length and its vague words, and
 * says why in the reader's language, quoting the prompt.
 */
export function analyzePrompt(text: string, readerLanguage: Language): Analysis {
  const r = readerPhrases[readerLanguage];
  const elements = detectElements(text);
  const present = elementNames.filter((name) => elements.found[name] !== undefined);
  const missing = elementNames.filter((name) => elements.found[name] === undefined);
  const vaguePenalty = Math.min(0.6, elements.vague.length * 0.15);
  const raw = present.reduce((sum, name) => sum + weights[name], 0) + detailBonus(elements.wordCount) - vaguePenalty;
  const score = Math.round(Math.min(10, Math.max(0, raw)) * 10) / 10;

  // The audience and the length are quoted in their own words ("para principiantes", "300 palabras");
  // the other elements need their whole sentence to make sense.
  const evidence = (name: ElementName) => (name === 'audience' || name === 'length' ? elements.phrases[name] : undefined);
  const strengths = present.map((name) => r.analysis.strength(name, quote(evidence(name) ?? elements.found[name]!, 60)));
  if (elements.wordCount >= 40) strengths.push(r.analysis.detailed(elements.wordCount));
  const weaknesses = missing.map((name) => r.analysis.weakness[name]);
  if (elements.wordCount < 10) weaknesses.unshift(r.analysis.tooShort(elements.wordCount));
  if (elements.vague.length > 0) weaknesses.push(r.analysis.vague(elements.vague));
  const placeholders = text.match(placeholderPattern)?.length ?? 0;
  if (placeholders > 0) weaknesses.push(r.analysis.placeholders(placeholders));

  const band = score >= 8 ? r.bands.excellent : score >= 6 ? r.bands.good : score >= 4 ? r.bands.fair : r.bands.poor;
  const names = (list: ElementName[]) => list.map((name) => r.elementNames[name]);
  const explanation = r.analysis.summary(score.toFixed(1), band, names(present), names(missing));
  return { score, explanation, strengths, weaknesses, elements };
}
