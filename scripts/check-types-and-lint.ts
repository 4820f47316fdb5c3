/**
 * `tsc --noEmit -p tsconfig.json` and `eslint .` on one TypeScript program.
 *
 * The type-aware lint rules (eslint.config.js) ask typescript-eslint for a program of tsconfig.json;
 * run alone, it builds its own and type-checks what the rules ask about, which repeats most of
 * tsc's work. Here the program is built once, type-checked in full as tsc does, then handed to
 * ESLint (`parserOptions.programs`), whose rules find every type already computed.
 *
 *   tsx scripts/check-types-and-lint.ts
 *
 * Prints tsc's diagnostics and ESLint's report as the two tools do, and exits non-zero when either
 * found an error. `npm run typecheck` and `npm run lint` still run each tool alone.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function createProgram(): ts.Program {
  const configFile = path.join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, { noEmit: true }, configFile);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences, configFileParsingDiagnostics: parsed.errors });
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

async function main(): Promise<number> {
  let started = Date.now();
  const program = createProgram();
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const typeErrors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  // As tsc prints them: with colour and context on a terminal, one line each otherwise.
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  if (diagnostics.length) console.log(format(diagnostics, formatHost));
  console.log(`type-check: ${typeErrors} error(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  started = Date.now();
  // eslint.config.js as it is, every TypeScript file read from this program (tsconfig.json holds
  // them all): the type-aware rules get its types instead of a project service's program.
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const report = await formatter.format(results);
  if (report) console.log(report);
  const lintErrors = results.reduce((sum, result) => sum + result.errorCount + result.fatalErrorCount, 0);
  console.log(`lint: ${lintErrors} error(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return typeErrors || lintErrors ? 1 : 0;
}

process.exitCode = await main();
