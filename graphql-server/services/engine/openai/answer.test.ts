/** Reading the model's answer: the streamed prompt_mejorado, and the tolerant parse of the final text. */
import { describe, expect, it } from 'vitest';
import { analysisAnswer, normalizeScore, optimizationAnswer, readAnswer } from './answer.ts';
import { StringFieldReader } from './partial-json.ts';

/** Every value the reader reports while `text` arrives in the given pieces. */
function feed(text: string, pieces: string[] = Array.from(text)): (string | undefined)[] {
  expect(pieces.join('')).toBe(text);
  const reader = new StringFieldReader('prompt_mejorado');
  return pieces.map((piece) => reader.push(piece));
}

describe('StringFieldReader', () => {
  const improved = 'Línea 1\n"citada" \\ barra / tab\t é 🚀 fin';
  const answer = JSON.stringify({ idioma_del_prompt: 'es', prompt_mejorado: improved, explicacion_de_mejoras: 'x' });

  it('reports the field as it grows, character by character, ending with the whole decoded value', () => {
    const values = feed(answer);
    const seen = values.filter((value): value is string => value !== undefined);
    expect(seen.at(-1)).toBe(improved);
    // Each report extends the previous one: the UI never shows text that is later taken back.
    for (let index = 1; index < seen.length; index += 1) expect(seen[index]!.startsWith(seen[index - 1]!)).toBe(true);
    expect(values.at(-1)).toBe(improved);
  });

  it('is undefined until the field starts', () => {
    const reader = new StringFieldReader('prompt_mejorado');
    expect(reader.push('{"idioma_del_prompt": "es", "prompt_mej')).toBeUndefined();
    expect(reader.push('orado": ')).toBeUndefined();
    expect(reader.push('"Ho')).toBe('Ho');
  });

  it('decodes escapes split across chunks, \\u escapes and surrogate pairs included, never showing half a pair', () => {
    const raw = '{"prompt_mejorado": "a\\u00e9\\"\\n\\ud83d\\ude80b"}';
    const reader = new StringFieldReader('prompt_mejorado');
    const values = raw.split('').map((char) => reader.push(char));
    expect(values.at(-1)).toBe('aé"\n🚀b');
    for (const value of values) {
      const last = value?.charCodeAt(value.length - 1) ?? 0;
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
  });

  it('ignores the same name in nested objects, as a value, and prose or a fence before the object', () => {
    const text =
      'Aquí tienes [la respuesta] "prompt_mejorado":\n```json\n' +
      '{"nota": "prompt_mejorado", "meta": {"prompt_mejorado": "anidado"}, "lista": ["prompt_mejorado", "x"], "prompt_mejorado": "el bueno"}\n```';
    const values = feed(text).filter((value) => value !== undefined);
    expect(new Set(values)).toEqual(new Set(['', 'e', 'el', 'el ', 'el b', 'el bu', 'el bue', 'el buen', 'el bueno']));
  });

  it('stops at the end of the outermost object', () => {
    const reader = new StringFieldReader('prompt_mejorado');
    expect(reader.push('{"prompt_mejorado": "uno"} {"prompt_mejorado": "dos"}')).toBe('uno');
  });

  it('gives the same value whatever the chunk sizes', () => {
    for (const size of [1, 2, 3, 5, 8, 13, 1000]) {
      const pieces: string[] = [];
      for (let index = 0; index < answer.length; index += size) pieces.push(answer.slice(index, index + size));
      expect(feed(answer, pieces).at(-1)).toBe(improved);
    }
  });
});

describe('readAnswer', () => {
  const optimization = {
    idioma_del_prompt: 'en',
    prompt_mejorado: 'Act as a {role} expert.',
    explicacion_de_mejoras: 'Added a role.',
    sugerencias_adicionales: ['Add an example.'],
  };
  const json = JSON.stringify(optimization);

  it.each([
    ['plain JSON', json],
    ['a fenced block', `\`\`\`json\n${json}\n\`\`\``],
    ['JSON inside prose', `Sure! Here is the improved prompt:\n${json}\nLet me know {if} you need more.`],
    ['a first object that does not fit, then the answer', `Format: {"a": 1}. Answer: ${json}`],
  ])('finds the answer in %s', (_, text) => {
    // A model that gives no diagnosis and names no library prompt reads as an empty diagnosis and no reference.
    expect(readAnswer(text, optimizationAnswer)).toEqual({ ...optimization, analisis: [], referencia_usada: null });
  });

  it.each([
    ['garbage', 'I cannot help with that.'],
    ['a schema mismatch', JSON.stringify({ ...optimization, prompt_mejorado: undefined })],
    ['a blank improved prompt', JSON.stringify({ ...optimization, prompt_mejorado: '  ' })],
    ['JSON cut off', json.slice(0, -10)],
  ])('finds nothing in %s', (_, text) => {
    expect(readAnswer(text, optimizationAnswer)).toBeUndefined();
  });

  it('accepts the near misses of models without structured outputs', () => {
    const answer = readAnswer(
      JSON.stringify({ prompt_mejorado: ' P ', explicacion_de_mejoras: ['Uno.', 'Dos.'], sugerencias_adicionales: 'Solo una.' }),
      optimizationAnswer,
    );
    expect(answer).toEqual({ analisis: [], idioma_del_prompt: null, prompt_mejorado: 'P', explicacion_de_mejoras: 'Uno.\nDos.', sugerencias_adicionales: ['Solo una.'], referencia_usada: null });
    const analysis = readAnswer('{"score": "7.5", "explanation": "ok", "strengths": [], "weaknesses": ["", "w"], "suggestions": "s"}', analysisAnswer);
    expect(analysis).toEqual({ score: 7.5, explanation: 'ok', strengths: [], weaknesses: ['w'], suggestions: ['s'] });
    expect(readAnswer('{"score": "high", "explanation": "ok", "strengths": [], "weaknesses": [], "suggestions": []}', analysisAnswer)).toBeUndefined();
  });
});

describe('normalizeScore', () => {
  it('keeps the score within 0-10 with one decimal', () => {
    expect([normalizeScore(12), normalizeScore(-3), normalizeScore(7.25), normalizeScore(6.04), normalizeScore(8)]).toEqual([10, 0, 7.3, 6, 8]);
  });
});
