import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Messages are parsed at build time, so the ICU parser (about 7 kB gzip) is not shipped: every
 * string literal `defaultMessage` in web/src (Spanish, the source language) and every message of
 * the English catalog becomes its parsed form (react-intl formats both), and the parser's module
 * is replaced by formatjs' `no-parser` build. A message that does not parse fails the build.
 *
 * The edit keeps the line count, so the files' source maps stay usable.
 */
export function precompileMessages({ catalogs, nodeModules }: { catalogs: string[]; nodeModules: string }): Plugin {
  return {
    name: 'promptario:precompile-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: path.join(nodeModules, '@formatjs/icu-messageformat-parser/no-parser.js'),
          },
        ],
      },
    }),
    transform(code, id) {
      const file = id.split('?')[0];
      if (catalogs.includes(file)) return { code: compileCatalog(code), map: null };
      if (!/\.tsx?$/.test(file) || file.includes('node_modules') || !code.includes('defaultMessage')) return null;
      return { code: compileDefaultMessages(code, file), map: null };
    },
  };
}

/** A catalog (`{ id: message }` JSON) with each message parsed. */
export function compileCatalog(json: string): string {
  const catalog = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)])));
}

/** The module's source with each string literal `defaultMessage: '…'` replaced by the parsed message. */
export function compileDefaultMessages(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'defaultMessage') {
      // Anything else would reach the browser unparsed, where there is no parser to format it.
      if (!ts.isStringLiteral(node.initializer) && !ts.isNoSubstitutionTemplateLiteral(node.initializer)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        throw new Error(`${fileName}:${line + 1}: a defaultMessage must be a string literal`);
      }
      const start = node.initializer.getStart(source);
      const end = node.initializer.getEnd();
      const lines = code.slice(start, end).split('\n').length - 1;
      edits.push({ start, end, text: JSON.stringify(parse(node.initializer.text)) + '\n'.repeat(lines) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
