import { z } from 'zod';
import { languages } from '../../../../shared/languages.ts';

/*
 * The answers the model is asked for. Each schema is sent as the structured-output
 * format where the endpoint supports it, so it stays within what strict JSON Schema allows (every
 * field required, no minLength). Parsing is more forgiving than the format, for endpoints that
 * only read the request in the system prompt: a list given as one string, an explanation given as
 * a list, a score given as text, a missing language.
 */

const text = z.preprocess(
  (value) => (Array.isArray(value) ? value.join('\n') : value),
  z
    .string()
    .trim()
    .refine((value) => value !== '', 'blank'),
);

const list = z.preprocess((value) => {
  const items = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(items)) return items;
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}, z.array(z.string()));

export const optimizationAnswer = z.object({
  /** The diagnosis the rewrite starts from (what is missing, ambiguous or contradictory); asked for first so the model thinks before it writes. */
  analisis: z.preprocess((value) => value ?? [], list),
  /** The language the improved prompt is written in; null when the model cannot tell. */
  idioma_del_prompt: z.preprocess((value) => value ?? null, z.enum(languages).nullable()),
  prompt_mejorado: text,
  explicacion_de_mejoras: text,
  sugerencias_adicionales: list,
  /** The id of the library prompt the model drew on; null when it used none. A plain number: strict schemas may refuse integer bounds. */
  referencia_usada: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : (value ?? null)), z.number().nullable()),
});

export const analysisAnswer = z.object({
  score: z.preprocess((value) => (typeof value === 'string' ? Number(value.trim()) : value), z.number()),
  explanation: text,
  strengths: list,
  weaknesses: list,
  suggestions: list,
});

export type OptimizationAnswer = z.infer<typeof optimizationAnswer>;

/** 0-10 with one decimal, whatever the model wrote. */
export function normalizeScore(score: number): number {
  return Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
}

/**
 * The first JSON object in the model's text that the schema accepts: the whole text, else a
 * fenced block, else an object embedded in prose (models answer in all three). Undefined when none.
 */
export function readAnswer<T>(answer: string, schema: z.ZodType<T>): T | undefined {
  for (const candidate of jsonCandidates(answer)) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

function* jsonCandidates(answer: string): Generator<string> {
  yield answer.trim();
  for (const fence of answer.matchAll(/```[a-zA-Z]*\s*([\s\S]*?)```/g)) yield fence[1]!.trim();
  for (let start = answer.indexOf('{'); start !== -1; start = answer.indexOf('{', start + 1)) {
    const end = matchingBrace(answer, start);
    if (end !== -1) yield answer.slice(start, end + 1);
  }
}

/** Index of the `}` closing the object opened at `start`, skipping braces inside strings; -1 when it never closes. */
function matchingBrace(textValue: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < textValue.length; index += 1) {
    const char = textValue[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
