import { analyzePrompt } from '../analysis/analyze.ts';
import type { AnalyzeRequest, ComplexityAnalysis, OptimizeRequest, OptimizeResult, PromptEngine } from '../types.ts';
import { buildImprovedPrompt, placeholderPattern } from './build.ts';
import { readerPhrases } from './catalog.ts';
import { renderChange } from './explain.ts';
import { detectElements } from './elements.ts';
import { detectLanguage } from './language.ts';
import { suggestionsFor } from './suggestions.ts';

/**
 * The embedded engine (DECISIONS.md, "The AI engine"): offline and deterministic, in Spanish and
 * English. Same input, same output: no randomness, no clock, no network.
 */
export function createLocalEngine(): PromptEngine {
  return {
    name: 'local',
    optimize: async (request) => optimizeLocally(request),
    analyze: async (request) => analyzeLocally(request),
  };
}

export function optimizeLocally({ originalContent, options, readerLanguage }: OptimizeRequest): OptimizeResult {
  const promptLanguage = detectLanguage(originalContent);
  const elements = detectElements(originalContent);
  const built = buildImprovedPrompt(originalContent, elements, options, promptLanguage);
  const placeholders = [...new Set(built.prompt.match(placeholderPattern) ?? [])];
  const reader = readerPhrases[readerLanguage];
  return {
    engine: 'local',
    promptLanguage,
    improvedPrompt: built.prompt,
    explanation: built.changes.map((change) => `- ${renderChange(change, reader)}`).join('\n'),
    suggestions: suggestionsFor({ text: originalContent, elements, kind: built.kind, count: built.count, placeholders, optimized: true }, readerLanguage),
  };
}

/** The complexity analysis is the engine-independent one (../analysis), so it never grades its own rewrites. */
export function analyzeLocally({ content, readerLanguage }: AnalyzeRequest): ComplexityAnalysis {
  const { score, explanation, strengths, weaknesses, suggestions } = analyzePrompt(content, readerLanguage);
  return { engine: 'local', score, explanation, strengths, weaknesses, suggestions };
}
