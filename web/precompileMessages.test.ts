import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileDefaultMessages } from './precompileMessages';

const source = `import { defineMessage, defineMessages } from 'react-intl';
const messages = defineMessages({
  title: { id: 'a.title', defaultMessage: 'Hola' },
  long: {
    id: 'a.long',
    defaultMessage:
      'Confirmo que tengo 18 años y acepto los <terms>términos</terms>.',
  },
});
const count = defineMessage<{ count: number }>({ id: 'a.count', defaultMessage: \`{count, plural, one {# prompt} other {# prompts}}\` });
const other = { label: 'Hola' };
`;

/** The JSON arrays that follow `defaultMessage:` in compiled code. */
function parsedDefaultMessages(code: string): unknown[] {
  return [...code.matchAll(/defaultMessage:\s*\[/g)].map((match) => {
    const start = match.index + match[0].length - 1;
    let depth = 0;
    let inString = false;
    for (let i = start; i < code.length; i++) {
      const char = code[i];
      if (inString) {
        if (char === '\\') i++;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '[' || char === '{') depth++;
      else if ((char === ']' || char === '}') && --depth === 0) return JSON.parse(code.slice(start, i + 1)) as unknown;
    }
    throw new Error('unterminated message');
  });
}

describe('precompiled messages', () => {
  it('replace each literal defaultMessage with its parsed form, keeping the line count', () => {
    const compiled = compileDefaultMessages(source, 'messages.tsx');
    expect(compiled.split('\n').length).toBe(source.split('\n').length);
    expect(compiled).not.toContain("defaultMessage: 'Hola'");
    expect(compiled).toContain("const other = { label: 'Hola' };");

    const asts = parsedDefaultMessages(compiled);
    expect(asts).toHaveLength(3);
    expect(new IntlMessageFormat(asts[0] as never, 'es').format()).toBe('Hola');
    const terms = new IntlMessageFormat(asts[1] as never, 'es').format({ terms: (chunks: string[]) => `[${chunks.join('')}]` });
    expect([terms].flat().join('')).toBe('Confirmo que tengo 18 años y acepto los [términos].');
    expect(new IntlMessageFormat(asts[2] as never, 'en').format({ count: 2 })).toBe('2 prompts');
  });

  it('parse every message of a catalog', () => {
    const catalog = JSON.parse(compileCatalog(JSON.stringify({ 'a.hello': 'Hello, {name}' }))) as Record<string, unknown>;
    expect(new IntlMessageFormat(catalog['a.hello'] as never, 'en').format({ name: 'Ana' })).toBe('Hello, Ana');
  });

  it('fail the build on a message that does not parse, or is not a string literal', () => {
    expect(() => compileCatalog(JSON.stringify({ broken: 'Hola {name' }))).toThrow();
    expect(() => compileDefaultMessages("const m = { id: 'x', defaultMessage: 'Hola {name' };", 'm.ts')).toThrow();
    expect(() => compileDefaultMessages("const m = { id: 'x', defaultMessage: text };", 'm.ts')).toThrow('m.ts:1: a defaultMessage must be a string literal');
  });
});
