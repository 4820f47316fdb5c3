/**
 * `npm run eval:optimizer [-- --out eval-output.md]`: runs the evaluation set through the local
 * engine, and through the openai engine too when the server's configuration selects it
 * (OPENAI_API_KEY), prints each failed check with an excerpt, the pass rates per engine and per
 * check class and the analysis pairs, and exits 1 when an engine is below passThreshold.
 * --out writes every answer to a Markdown file for reading them all.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createPromptEngine } from '../services/engine/index.ts';
import { createLocalEngine } from '../services/engine/local/index.ts';
import type { PromptEngine } from '../services/engine/types.ts';
import { analysisPairs } from './analysis-pairs.ts';
import { checkClasses } from './checks.ts';
import { evaluateItems, evaluatePairs, honestyOf, passThreshold, type ItemOutcome, type PairOutcome } from './evaluate.ts';
import { optimizeItems } from './optimizer-set.ts';

interface EngineReport {
  label: string;
  items: ItemOutcome[];
  pairs: PairOutcome[];
  seconds: number;
}

const { values: args } = parseArgs({ options: { out: { type: 'string' } } });

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`;
}

function rate(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

async function evaluate(label: string, engine: PromptEngine, concurrency: number): Promise<EngineReport> {
  const started = performance.now();
  const items = await evaluateItems(engine, optimizeItems, concurrency);
  const pairs = await evaluatePairs(engine);
  return { label, items, pairs, seconds: (performance.now() - started) / 1000 };
}

function summary(report: EngineReport): { lines: string[]; passes: boolean } {
  const lines: string[] = [`\n== ${report.label} (${report.seconds.toFixed(1)} s) ==`];
  for (const outcome of report.items) {
    if (outcome.passed) continue;
    lines.push(`FAIL ${outcome.item.id}`);
    if (outcome.error !== undefined) lines.push(`  engine error: ${outcome.error}`);
    for (const check of outcome.checks) if (check.failure !== null) lines.push(`  ${check.check}: ${check.failure}`);
  }
  const passedItems = report.items.filter((outcome) => outcome.passed).length;
  lines.push('', `Items passed: ${passedItems}/${report.items.length} (${percent(passedItems, report.items.length)})`, 'By check:');
  for (const check of checkClasses) {
    const applied = report.items.flatMap((outcome) => outcome.checks.filter((c) => c.check === check));
    const held = applied.filter((c) => c.failure === null).length;
    lines.push(`  ${check.padEnd(22)} ${`${held}/${applied.length}`.padStart(7)}  ${percent(held, applied.length)}`);
  }
  for (const language of ['es', 'en', 'other']) {
    const ofLanguage = report.items.filter((outcome) => (language === 'other' ? !['es', 'en'].includes(outcome.item.language) : outcome.item.language === language));
    const held = ofLanguage.filter((outcome) => outcome.passed).length;
    lines.push(`  items in ${language.padEnd(13)} ${`${held}/${ofLanguage.length}`.padStart(7)}  ${percent(held, ofLanguage.length)}`);
  }
  lines.push('', 'Analysis pairs (weak → strong):');
  for (const outcome of report.pairs) {
    const scores = outcome.weak && outcome.strong ? `${outcome.weak.score.toFixed(1)} → ${outcome.strong.score.toFixed(1)}` : '—';
    lines.push(`  ${outcome.failures.length === 0 ? 'ok  ' : 'FAIL'} ${outcome.pair.id.padEnd(30)} ${scores}${outcome.failures.length > 0 ? `  (${outcome.failures.join('; ')})` : ''}`);
  }
  const pairsPassed = report.pairs.filter((outcome) => outcome.failures.length === 0).length;
  const honesty = honestyOf(report.items);
  lines.push(`Analysis pairs passed: ${pairsPassed}/${report.pairs.length} (${percent(pairsPassed, report.pairs.length)})`);
  lines.push(`Harmful rewrites scored below "excellent": ${honesty.honest}/${honesty.checked} (${percent(honesty.honest, honesty.checked)})`);
  for (const outcome of honesty.flattered) lines.push(`  flattered ${outcome.item.id}: ${outcome.rewriteScore}`);

  const itemRate = rate(passedItems, report.items.length);
  const pairRate = rate(pairsPassed, report.pairs.length);
  const honestyRate = rate(honesty.honest, honesty.checked);
  const passes = itemRate >= passThreshold && pairRate >= passThreshold && honestyRate >= passThreshold;
  lines.push(`${passes ? 'PASS' : 'BELOW THRESHOLD'} ${report.label}: items ${percent(passedItems, report.items.length)}, analysis pairs ${percent(pairsPassed, report.pairs.length)}, honest scores ${percent(honesty.honest, honesty.checked)}; threshold ${percent(passThreshold, 1)} each`);
  return { lines, passes };
}

function fenced(text: string): string {
  return `~~~~text\n${text}\n~~~~`;
}

function dump(reports: readonly EngineReport[]): string {
  const parts: string[] = ['# Optimizer evaluation: every answer', ''];
  for (const report of reports) {
    parts.push(`## ${report.label}`, '');
    for (const outcome of report.items) {
      const { item, result } = outcome;
      parts.push(`### ${outcome.passed ? '✓' : '✗'} ${item.id}`, '');
      parts.push(`Shapes: ${item.shapes.join(', ')} · reader: ${item.readerLanguage} · options: \`${JSON.stringify(item.options)}\``, '');
      parts.push('**Prompt**', '', fenced(item.prompt), '');
      if (result === null) {
        parts.push(`**Engine error:** ${outcome.error}`, '');
        continue;
      }
      parts.push(`**Improved prompt** (${result.promptLanguage}${result.model ? `, ${result.model}` : ''}${result.basedOnReferenceId !== undefined ? `, reference ${result.basedOnReferenceId}` : ''})`, '', fenced(result.improvedPrompt), '');
      parts.push('**Explanation**', '', fenced(result.explanation), '');
      parts.push('**Suggestions**', '', ...result.suggestions.map((suggestion) => `- ${suggestion}`), '');
      const failures = outcome.checks.filter((check) => check.failure !== null);
      if (failures.length > 0) parts.push('**Failed checks**', '', ...failures.map((check) => `- ${check.check}: ${check.failure}`), '');
      if (outcome.rewriteScore !== undefined) parts.push(`Own score of this rewrite: ${outcome.rewriteScore}`, '');
    }
    parts.push(`### Analysis pairs (${report.label})`, '');
    for (const outcome of report.pairs) {
      parts.push(`#### ${outcome.failures.length === 0 ? '✓' : '✗'} ${outcome.pair.id} (${outcome.pair.weakKind})`, '');
      for (const [label, content, analysis] of [
        ['Weak', outcome.pair.weak, outcome.weak],
        ['Strong', outcome.pair.strong, outcome.strong],
      ] as const) {
        parts.push(`**${label}**: ${analysis ? analysis.score.toFixed(1) : '—'}`, '', fenced(content), '');
        if (analysis) parts.push(fenced([analysis.explanation, ...analysis.strengths.map((s) => `+ ${s}`), ...analysis.weaknesses.map((w) => `- ${w}`)].join('\n')), '');
      }
      if (outcome.failures.length > 0) parts.push(`Failed: ${outcome.failures.join('; ')}`, '');
    }
  }
  return parts.join('\n');
}

const spanishItems = optimizeItems.filter((item) => item.language === 'es').length;
console.log(`Optimizer evaluation: ${optimizeItems.length} prompts (${spanishItems} in Spanish), ${analysisPairs.length} weak/strong pairs`);

const reports = [await evaluate('local', createLocalEngine(), 1)];
const config = readConfig();
if (config.engine.name === 'openai') {
  reports.push(await evaluate(`openai (${config.engine.model}${config.engine.baseUrl ? ` at ${config.engine.baseUrl}` : ''})`, createPromptEngine(config.engine), 4));
} else {
  console.log('(openai engine not configured: set OPENAI_API_KEY to evaluate it too)');
}

let allPass = true;
for (const report of reports) {
  const { lines, passes } = summary(report);
  console.log(lines.join('\n'));
  allPass &&= passes;
}
if (args.out !== undefined) {
  await writeFile(args.out, dump(reports));
  console.log(`\nEvery answer written to ${args.out}`);
}
process.exitCode = allPass ? 0 : 1;
