/**
 * `npm run eval:optimizer [-- --out eval-output.md]`: runs the evaluation set through the local
 * engine, and through the openai engine too when the server's configuration selects it
 * (OPENAI_API_KEY), prints each failed check with an excerpt, the pass rates per engine and per
 * check class and the analysis pairs, and exits 1 when an engine is below a set's thresholds
 * (evaluate.ts, setThresholds).
 * --out writes every answer to a Markdown file for reading them all; --only <text> runs the items
 * and pairs whose id contains it; --set main|heldout|validation|all (default all) picks the set. The
 * held-out set (heldout-set.ts) is reported apart with its own pass rates: no engine is tuned
 * against it, so it says how the optimizer does on prompts it has not seen. The validation set
 * (validation-items.ts, validation-pairs.ts) was written after the engines were tuned on the other
 * two, on fresh topics, and is reported the same way, its pairs as "validation pairs: N/M". The
 * unseen sets (unseen-dev-set.ts, unseen-final-set.ts; --set unseendev|unseenfinal) were written
 * without reading the engines or the other sets: the dev set's answers may be read to find defect
 * classes, the final set's only counted; no engine is tuned on either.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createPromptEngine } from '../services/engine/index.ts';
import { createLocalEngine } from '../services/engine/local/index.ts';
import type { PromptEngine } from '../services/engine/types.ts';
import { analysisPairs } from './analysis-pairs.ts';
import { checkClasses } from './checks.ts';
import { evaluateItems, evaluatePairs, honestyOf, setThresholds, verdictOf, type ItemOutcome, type PairOutcome } from './evaluate.ts';
import { heldoutItems, heldoutPairs } from './heldout-set.ts';
import { optimizeItems } from './optimizer-set.ts';
import { unseenDevItems, unseenDevPairs } from './unseen-dev-set.ts';
import { unseenFinalItems, unseenFinalPairs } from './unseen-final-set.ts';
import { validationItems } from './validation-items.ts';
import { validationPairs } from './validation-pairs.ts';

interface EngineReport {
  label: string;
  set: keyof typeof setThresholds;
  items: ItemOutcome[];
  pairs: PairOutcome[];
  seconds: number;
}

const { values: args } = parseArgs({ options: { out: { type: 'string' }, only: { type: 'string' }, set: { type: 'string', default: 'all' } } });
const setNames = {
  main: ['main'],
  heldout: ['held-out'],
  validation: ['validation'],
  unseendev: ['unseen-dev'],
  unseenfinal: ['unseen-final'],
  all: ['main', 'held-out', 'validation', 'unseen-dev', 'unseen-final'],
} as const;
if (!Object.hasOwn(setNames, args.set)) throw new Error(`--set must be main, heldout, validation, unseendev, unseenfinal or all, not "${args.set}"`);
const allSets = [
  { name: 'main' as const, items: optimizeItems, pairs: analysisPairs },
  { name: 'held-out' as const, items: heldoutItems, pairs: heldoutPairs },
  { name: 'validation' as const, items: validationItems, pairs: validationPairs },
  { name: 'unseen-dev' as const, items: unseenDevItems, pairs: unseenDevPairs },
  { name: 'unseen-final' as const, items: unseenFinalItems, pairs: unseenFinalPairs },
];
// --only narrows the run to the items and pairs whose id contains it, for working on one case.
const sets = allSets
  .filter((set) => (setNames[args.set as keyof typeof setNames] as readonly string[]).includes(set.name))
  .map((set) => ({
    name: set.name,
    items: set.items.filter((item) => args.only === undefined || item.id.includes(args.only)),
    pairs: set.pairs.filter((pair) => args.only === undefined || pair.id.includes(args.only)),
  }));

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`;
}

async function evaluate(label: string, engine: PromptEngine, concurrency: number): Promise<EngineReport[]> {
  const reports: EngineReport[] = [];
  for (const set of sets) {
    const started = performance.now();
    reports.push({
      label,
      set: set.name,
      items: await evaluateItems(engine, set.items, concurrency),
      pairs: await evaluatePairs(engine, set.pairs),
      seconds: (performance.now() - started) / 1000,
    });
  }
  return reports;
}

/**
 * Sets whose rates alone are printed: no item or pair is named, nor its answer written with --out,
 * so nobody tunes the engines on them by accident (docs/optimizer.md, the unseen final set).
 */
const ratesOnlySets: ReadonlySet<string> = new Set(['unseen-final']);

function summary(report: EngineReport): { lines: string[]; passes: boolean } {
  const lines: string[] = [`\n== ${report.label} · ${report.set} set (${report.seconds.toFixed(1)} s) ==`];
  const named = !ratesOnlySets.has(report.set);
  for (const outcome of report.items) {
    if (outcome.passed || !named) continue;
    lines.push(`FAIL ${outcome.item.id}`);
    if (outcome.error !== undefined) lines.push(`  engine error: ${outcome.error}`);
    for (const check of outcome.checks) if (check.failure !== null) lines.push(`  ${check.check}: ${check.failure}`);
  }
  const passedItems = report.items.filter((outcome) => outcome.passed).length;
  // A run narrowed by --only to pairs has no item statistics to print.
  if (report.items.length > 0) {
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
    const shapes = [...new Set(report.items.flatMap((outcome) => outcome.item.shapes))];
    lines.push(
      `  by shape: ${shapes
        .map((shape) => {
          const ofShape = report.items.filter((outcome) => outcome.item.shapes.includes(shape));
          return `${shape} ${ofShape.filter((outcome) => outcome.passed).length}/${ofShape.length}`;
        })
        .join(', ')}`,
    );
  }
  lines.push('', 'Analysis pairs (weak → strong):');
  const idWidth = Math.max(30, ...report.pairs.map((outcome) => outcome.pair.id.length));
  for (const outcome of named ? report.pairs : []) {
    const scores = outcome.weak && outcome.strong ? `${outcome.weak.score.toFixed(1)} → ${outcome.strong.score.toFixed(1)}` : '—';
    lines.push(`  ${outcome.failures.length === 0 ? 'ok  ' : 'FAIL'} ${outcome.pair.id.padEnd(idWidth)} ${scores}${outcome.failures.length > 0 ? `  (${outcome.failures.join('; ')})` : ''}`);
  }
  const pairsPassed = report.pairs.filter((outcome) => outcome.failures.length === 0).length;
  const honesty = honestyOf(report.items);
  lines.push(`${report.set === 'validation' ? 'Validation' : 'Analysis'} pairs passed: ${pairsPassed}/${report.pairs.length} (${percent(pairsPassed, report.pairs.length)})`);
  if (report.items.length > 0) lines.push(`Harmful rewrites scored below "excellent": ${honesty.honest}/${honesty.checked} (${percent(honesty.honest, honesty.checked)})`);
  for (const outcome of named ? honesty.flattered : []) lines.push(`  flattered ${outcome.item.id}: ${outcome.rewriteScore}`);

  const thresholds = setThresholds[report.set];
  const { passes } = verdictOf(report.items, report.pairs, thresholds);
  lines.push(
    `${passes ? 'PASS' : 'BELOW THRESHOLD'} ${report.label} · ${report.set}: items ${percent(passedItems, report.items.length)}, analysis pairs ${percent(pairsPassed, report.pairs.length)}, honest scores ${percent(honesty.honest, honesty.checked)}; ` +
      `thresholds ${percent(thresholds.items, 1)}, ${percent(thresholds.pairs, 1)}, ${percent(thresholds.honesty, 1)}`,
  );
  return { lines, passes };
}

function fenced(text: string): string {
  return `~~~~text\n${text}\n~~~~`;
}

function dump(reports: readonly EngineReport[]): string {
  const parts: string[] = ['# Optimizer evaluation: every answer', ''];
  for (const report of reports) {
    if (ratesOnlySets.has(report.set)) {
      parts.push(`## ${report.label} · ${report.set} set: rates only (see the summary)`, '');
      continue;
    }
    parts.push(`## ${report.label} · ${report.set} set`, '');
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
    parts.push(`### Analysis pairs (${report.label} · ${report.set} set)`, '');
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

for (const set of sets) {
  const spanishItems = set.items.filter((item) => item.language === 'es').length;
  console.log(`Optimizer evaluation, ${set.name} set: ${set.items.length} prompts (${spanishItems} in Spanish), ${set.pairs.length} weak/strong pairs`);
}

const reports = await evaluate('local', createLocalEngine(), 1);
const config = readConfig();
if (config.engine.name === 'openai') {
  reports.push(...(await evaluate(`openai (${config.engine.model}${config.engine.baseUrl ? ` at ${config.engine.baseUrl}` : ''})`, createPromptEngine(config.engine), 4)));
} else {
  console.log('(openai engine not configured: set OPENAI_API_KEY to evaluate it too)');
}

let allPass = true;
for (const report of reports) {
  const { lines, passes } = summary(report);
  console.log(lines.join('\n'));
  allPass &&= passes;
}
console.log('\nPer set (items passed, analysis pairs passed):');
for (const report of reports) {
  const passedItems = report.items.filter((outcome) => outcome.passed).length;
  const pairsPassed = report.pairs.filter((outcome) => outcome.failures.length === 0).length;
  const items = report.items.length === 0 ? 'no items' : `${passedItems}/${report.items.length} (${percent(passedItems, report.items.length)})`;
  console.log(`  ${report.label} · ${report.set}: ${items}, ${report.set} pairs: ${pairsPassed}/${report.pairs.length}`);
}
if (args.out !== undefined) {
  await writeFile(args.out, dump(reports));
  console.log(`\nEvery answer written to ${args.out}`);
}
process.exitCode = allPass ? 0 : 1;
