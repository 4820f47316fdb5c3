import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Fluent's `tokens` is an object of some 470 CSS variables (`tokens.colorNeutralForeground1` is
 * `'var(--colorNeutralForeground1)'`), about 2.7 kB compressed, that every page loads for the few
 * its styles name. In web/src, each `tokens.name` becomes its value, taken from the library's own
 * object, so pages that use no Fluent component (the landing page) do not ship it. The edit keeps
 * the line count, so source maps stay usable.
 */
export function inlineTokens(tokens: Record<string, string>): Plugin {
  return {
    name: 'promptario:inline-tokens',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.includes('node_modules') || !code.includes('tokens.')) return null;
      const inlined = inlineTokenValues(code, file, tokens);
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}

/** The module's source with each `tokens.name` of Fluent's `tokens` replaced by its value. */
export function inlineTokenValues(code: string, fileName: string, tokens: Record<string, string>): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const importsTokens = source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === '@fluentui/react-components' &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => element.name.text === 'tokens' && !element.propertyName),
  );
  if (!importsTokens) return code;
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'tokens') {
      const name = node.name.text;
      if (!Object.hasOwn(tokens, name)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        throw new Error(`${fileName}:${line + 1}: Fluent has no token named ${name}`);
      }
      edits.push({ start: node.getStart(source), end: node.getEnd(), text: JSON.stringify(tokens[name]) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
