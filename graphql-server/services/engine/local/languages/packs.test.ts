import { describe, expect, it } from 'vitest';
import { vocabularies } from '../catalog.ts';

// wordPattern (text.ts) closes every pattern with "no letter follows": an alternative whose last consumed character is a
// space ("quotes? (?:about|for|on) (?!…)") is then followed by a letter and can never match. Such an alternative must end
// its words and look ahead instead ("quotes? (?:about|for|on)(?= (?!…))"). Found in the twenty-fifth round, where five
// alternatives of the packs had never matched.

/** The top-level alternatives of a pattern's source. */
function alternatives(source: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let inClass = false;
  let current = '';
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') {
      current += char + source[at + 1];
      at += 1;
      continue;
    }
    if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) {
      found.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  return [...found, current];
}

/** The alternative without the lookarounds that close it: what it consumes. */
function consumed(alternative: string): string {
  let rest = alternative;
  while (rest.endsWith(')')) {
    let depth = 0;
    let at = rest.length - 1;
    for (; at >= 0; at -= 1) {
      if (rest[at - 1] === '\\') continue;
      if (rest[at] === ')') depth += 1;
      else if (rest[at] === '(' && --depth === 0) break;
    }
    if (!/^\(\?[=!]/.test(rest.slice(at))) return rest;
    rest = rest.slice(0, at);
  }
  return rest;
}

/** Every pattern string of a pack's deliverables and everyday shapes, with where it is. */
function patternStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).flatMap(([key, inner]) => patternStrings(inner, `${path}.${key}`));
  return [];
}

describe('the language packs\' word patterns', () => {
  it.each(Object.keys(vocabularies) as (keyof typeof vocabularies)[])('%s: no alternative ends in a space before a lookahead (it could never match)', (language) => {
    const { deliverables, everyday } = vocabularies[language];
    const dead = [...patternStrings(deliverables, 'deliverables'), ...patternStrings(everyday, 'everyday')].flatMap(([path, source]) =>
      alternatives(source)
        .filter((alternative) => consumed(alternative) !== alternative && consumed(alternative).endsWith(' '))
        .map((alternative) => `${path}: …${alternative.slice(-60)}`),
    );
    expect(dead).toEqual([]);
  });
});
