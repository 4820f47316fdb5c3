/**
 * Child process of bench/run.ts: what the GraphQL limits (graphql-server/http/graphql-limits.ts)
 * add to one request, in-process: the web client's largest operation and a REST-sized search,
 * parsed, validated and costed with and without them. Prints one table.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { Kind, parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { graphqlLimits, operationCost } from '../graphql-server/http/graphql-limits.ts';
import { schema } from '../graphql-server/schema/index.ts';
import { repoRoot } from './processes.ts';
import { fixed, formatTable } from './table.ts';

const ROUNDS = 2000;

async function largestClientOperation(): Promise<string> {
  const root = path.join(repoRoot, 'web/src');
  const files = (await readdir(root, { recursive: true })).filter((file) => /__generated__\/.*\.graphql\.ts$/.test(file));
  const texts = await Promise.all(
    files.map(async (file) => /"text": ("(?:[^"\\]|\\.)*")/.exec(await readFile(path.join(root, file), 'utf8'))?.[1]),
  );
  return texts.flatMap((text) => (text ? [JSON.parse(text) as string] : [])).sort((a, b) => b.length - a.length)[0];
}

const limitRules = [maxDepthRule({ n: graphqlLimits.maxDepth }), maxAliasesRule({ n: graphqlLimits.maxAliases })];

/** Mean µs per call of each function, timed in alternating blocks so drift in machine load hits both alike. */
function microseconds(...fns: Array<() => void>): number[] {
  for (const fn of fns) for (let i = 0; i < 200; i++) fn(); // warm-up
  const totals = fns.map(() => 0);
  for (let block = 0; block < 20; block++) {
    fns.forEach((fn, index) => {
      const started = performance.now();
      for (let i = 0; i < ROUNDS / 20; i++) fn();
      totals[index] += performance.now() - started;
    });
  }
  return totals.map((total) => (total * 1000) / ROUNDS);
}

const operations = {
  'largest web client operation': await largestClientOperation(),
  'REST-sized search (100 results)': `{ search(query: "marketing") { ... on QuerySearchSuccess { data { prompts(first: 100) { edges { node { databaseId title content language isPremium isLocked lockReason isSaved ownerDatabaseId createdAt categories { databaseId name slug } } } } } } } }`,
};

const rows = Object.entries(operations).map(([name, text]) => {
  const [plain, limited] = microseconds(
    () => validate(schema, parse(text)),
    () => {
    const document = new MaxTokensParserWLexer(text, { n: graphqlLimits.maxTokens } as ConstructorParameters<typeof MaxTokensParserWLexer>[1]).parseDocument();
    validate(schema, document, [...specifiedRules, ...limitRules]);
    const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
    operationCost(schema, document, operation, {});
    },
  );
  return [name, fixed(plain, 0), fixed(limited, 0), fixed(limited - plain, 0)];
});

console.log(`\nGraphQL limits' overhead per request, in-process (mean of ${ROUNDS}; Yoga caches parse and validation per document, the cost is computed every time)\n`);
console.log(formatTable(['Operation', 'parse+validate µs', 'with limits µs', 'added µs'], rows));
process.exit(0);
