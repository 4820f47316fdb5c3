// Prints the Pothos schema to schema.graphql; with --check, fails when the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { printSchema } from 'graphql';
import { schema } from '../schema/index.ts';

const target = new URL('../../schema.graphql', import.meta.url);
const printed = `${printSchema(schema)}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema:print` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  await writeFile(target, printed);
  console.log('Wrote schema.graphql');
}
process.exit(0);
