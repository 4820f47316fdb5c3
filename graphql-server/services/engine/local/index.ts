import { analyzePrompt } from '../analysis/analyze.ts';
import type { Language } from '../../../../shared/languages.ts';
import type { AnalyzeRequest, ComplexityAnalysis, OptimizeRequest, OptimizeResult, PromptEngine } from '../types.ts';
import { buildImprovedPrompt, placeholderPattern } from './build.ts';
import { promptPhrases, readerPhrases } from './catalog.ts';
import { renderChange } from './explain.ts';
import { detectElements, type PromptElements } from './elements.ts';
import { identifyLanguage } from './language.ts';
import { suggestionsFor } from './suggestions.ts';
import { wordPattern } from './text.ts';

/**
 * The embedded engine (docs/optimizer.md): offline and deterministic, in Spanish and
 * English. Same input, same output: no randomness, no clock, no network.
 */
export function createLocalEngine(): PromptEngine {
  return {
    name: 'local',
    optimize: async (request) => optimizeLocally(request),
    analyze: async (request) => analyzeLocally(request),
  };
}

export function optimizeLocally({ originalContent, options, readerLanguage, references }: OptimizeRequest): OptimizeResult {
  const language = identifyLanguage(originalContent);
  const elements = detectElements(originalContent, language.written);
  if (!language.written) return keepOtherLanguage(originalContent, language.code, elements, readerLanguage);
  const built = buildImprovedPrompt(originalContent, elements, options, language.written, references);
  // Square brackets the user wrote ("[1,2,3]" in code) are not placeholders of ours.
  const placeholders = [...new Set(built.prompt.match(placeholderPattern) ?? [])].filter((placeholder) => !originalContent.includes(placeholder));
  return {
    engine: 'local',
    promptLanguage: language.written,
    improvedPrompt: built.prompt,
    explanation: built.changes.map((change) => `- ${renderChange(change, readerLanguage)}`).join('\n'),
    suggestions: suggestionsFor({ text: originalContent, elements, kind: built.kind, count: built.count, placeholders }, readerLanguage),
    ...(built.basedOnReferenceId === undefined ? {} : { basedOnReferenceId: built.basedOnReferenceId }),
  };
}

// "the text below" in languages the engine recognises but does not write (Portuguese, French, Italian, German).
const materialPointerPattern = wordPattern(
  '(?:o|a|este|esta|le|la|ce|cette|il|questo|questa|der|die|das|diesen|diese)\\s+(?:texto|artigo|documento|e-?mail|texte|article|document|testo|articolo|text|artikel|dokument)(?:\\s+(?:abaixo|acima|seguinte|anexo|ci-dessous|ci-dessus|suivant|ci-joint|qui sotto|seguente|allegato|unten|oben|folgenden))?',
);

/**
 * A prompt in a language the engine does not write (Portuguese, French…) keeps its words: wrapping
 * it in a Spanish or English template would change its language. It only gets a line, in the
 * reader's language, asking for the answer in the prompt's. promptLanguage stays one of the engine's
 * languages (its type): the reader's, the language of the one line the engine wrote.
 */
function keepOtherLanguage(text: string, code: string, elements: PromptElements, readerLanguage: Language): OptimizeResult {
  const reader = readerPhrases[readerLanguage];
  const languageName = new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  // Material pointed at in the prompt's language ("o texto abaixo") gets a paste slot in the reader's.
  const slot = materialPointerPattern.test(text.toLowerCase()) && !elements.inlineMaterial ? `\n\n"""\n${promptPhrases[readerLanguage].materialSlot(reader.textNoun)}\n"""` : '';
  return {
    engine: 'local',
    promptLanguage: readerLanguage,
    improvedPrompt: `${text.trim()}${slot}\n\n${reader.answerIn(languageName)}`,
    explanation: `- ${reader.change.otherLanguage(languageName)}`,
    // The engine's suggestions read Spanish and English words; here they would be guesses.
    suggestions: [reader.suggest.iterate()],
  };
}

/** The complexity analysis is the engine-independent one (../analysis), so it never grades its own rewrites. */
export function analyzeLocally({ content, readerLanguage }: AnalyzeRequest): ComplexityAnalysis {
  const { score, explanation, strengths, weaknesses, suggestions } = analyzePrompt(content, readerLanguage);
  return { engine: 'local', score, explanation, strengths, weaknesses, suggestions };
}
