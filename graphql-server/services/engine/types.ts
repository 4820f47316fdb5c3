import type { Language } from '../../../shared/languages.ts';
import type { OptimizeOptions } from '../../../shared/optimizer-options.ts';

/** Which engine answered; every result names it so the UI can say so. */
export type EngineName = 'local' | 'openai';

export interface OptimizeRequest {
  originalContent: string;
  options: OptimizeOptions;
  /**
   * The reader's interface language: the explanation and suggestions are written in it. The
   * improved prompt keeps the prompt's own language (detected; Spanish when unsure).
   */
  readerLanguage: Language;
  /**
   * The library prompts closest to the request that the reader may read in full, best first (the
   * optimizations service finds them with the library search). Engines draw their specificity
   * from them: the sections, constraints and checks that kind of request needs.
   */
  references?: LibraryReference[];
}

/** A library prompt offered to an engine as a model of its kind of request. */
export interface LibraryReference {
  id: number;
  title: string;
  content: string;
  language: Language;
  categoryName: string;
}

export interface OptimizeResult {
  engine: EngineName;
  /** The language the improved prompt is written in. */
  promptLanguage: Language;
  improvedPrompt: string;
  /** What changed and why, one change after another (REST: explicacion_de_mejoras). */
  explanation: string;
  /** Specific next steps for this prompt (REST: sugerencias_adicionales). */
  suggestions: string[];
  /** The id of the reference (OptimizeRequest.references) the improved prompt drew on, if any. */
  basedOnReferenceId?: number;
  /** The model that answered, for engines backed by one (the UI names it). */
  model?: string;
}

export interface AnalyzeRequest {
  content: string;
  readerLanguage: Language;
}

export interface ComplexityAnalysis {
  engine: EngineName;
  /** 0-10, one decimal. */
  score: number;
  explanation: string;
  strengths: string[];
  weaknesses: string[];
  suggestions: string[];
}

export interface EngineCallOptions {
  signal?: AbortSignal;
  /** Called with the improved prompt written so far, as the engine writes it (streaming engines only). */
  onImprovedPromptText?: (textSoFar: string) => void;
}

export interface PromptEngine {
  readonly name: EngineName;
  /** The longest one call may take, retries included (OPENAI_TIMEOUT_MS); unset when the engine has no limit of its own. */
  readonly timeoutMs?: number;
  optimize(request: OptimizeRequest, options?: EngineCallOptions): Promise<OptimizeResult>;
  analyze(request: AnalyzeRequest, options?: Pick<EngineCallOptions, 'signal'>): Promise<ComplexityAnalysis>;
  /**
   * A cheap sign of life for the status dialog, free of charge (no completion). Engines without it
   * are checked with a tiny analysis, which must then be free (the local engine).
   */
  check?(options: { signal: AbortSignal }): Promise<void>;
}

/**
 * The engine could not give a usable answer. Callers turn it into the translated
 * 'Falló la optimización' error; it never consumes a credit.
 */
export class EngineError extends Error {
  constructor(
    readonly reason: 'timeout' | 'upstream' | 'rate-limited' | 'invalid-answer',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}
