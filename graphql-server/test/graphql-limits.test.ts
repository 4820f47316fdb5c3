import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlLimits } from '../http/graphql-limits.ts';
import { seedLibrary } from '../services/library-seed.ts';
import { TestClient } from './client.ts';

const limitCodes = ['GRAPHQL_TOO_MANY_TOKENS', 'GRAPHQL_TOO_DEEP', 'GRAPHQL_TOO_MANY_ALIASES', 'GRAPHQL_TOO_COSTLY'];
const limitErrorsOf = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  (result.errors ?? []).filter((error) => limitCodes.includes(error.extensions?.code ?? ''));

beforeAll(async () => {
  await seedLibrary();
});

/** Every operation the web client sends: the query texts Relay compiled into its artifacts. */
async function clientOperations(): Promise<{ file: string; text: string }[]> {
  const root = path.resolve(import.meta.dirname, '../../web/src');
  const files = (await readdir(root, { recursive: true })).filter((file) => /__generated__\/.*\.graphql\.ts$/.test(file));
  const operations = [];
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8');
    const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(source);
    if (match) operations.push({ file, text: JSON.parse(match[1]) as string });
  }
  return operations;
}

describe('GraphQL limits', () => {
  it("let every operation of the web client through, with the client's own page sizes", async () => {
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(5);
    const client = new TestClient('en');
    for (const { file, text } of operations) {
      const result = await client.graphql(text);
      expect({ file, errors: limitErrorsOf(result) }).toEqual({ file, errors: [] });
    }
  });

  it('keep introspection open in production, for third-party tools', async () => {
    const result = await new TestClient().graphql(getIntrospectionQuery());
    expect(result.errors).toBeUndefined();
    expect(result.data.__schema.queryType.name).toBe('Query');
  });

  it('refuse 40 aliased searches with a translated error, before running any', async () => {
    const query = `{ ${Array.from({ length: 40 }, (_, i) => `s${i}: search(query: "marketing") { __typename }`).join(' ')} }`;
    const english = await new TestClient('en').graphql(query);
    expect(english.data).toBeUndefined();
    expect(english.errors).toEqual([
      expect.objectContaining({ message: `The query uses too many aliases (at most ${graphqlLimits.maxAliases})`, extensions: expect.objectContaining({ code: 'GRAPHQL_TOO_MANY_ALIASES' }) }),
    ]);
    const spanish = await new TestClient('es').graphql(query);
    expect(spanish.errors?.[0].message).toBe(`La consulta usa demasiados alias (máximo ${graphqlLimits.maxAliases})`);
  });

  it('refuse nested connections whose pages multiply, even with the page size in a variable', async () => {
    const nested = `query ($n: Int) { categories { prompts(first: $n) { edges { node { categories { prompts(first: $n) { edges { node { title content } } } } } } } } }`;
    const result = await new TestClient('es').graphql(nested, { n: 100 });
    expect(result.data).toBeUndefined();
    expect(limitErrorsOf(result)).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'GRAPHQL_TOO_COSTLY' }) })]);
    expect(result.errors?.[0].message).toMatch(/^La consulta pide demasiado de una vez/);
    // The same shape with small pages is fine.
    expect(limitErrorsOf(await new TestClient('es').graphql(nested, { n: 2 }))).toEqual([]);
  });

  it('weight searches: a handful of them per request is the most', async () => {
    const searches = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `s${i}: search(query: "ventas") { ... on QuerySearchSuccess { data { prompts(first: 20) { edges { node { title } } } } } }`).join(' ')} }`;
    expect(limitErrorsOf(await new TestClient().graphql(searches(2)))).toEqual([]);
    expect(limitErrorsOf(await new TestClient().graphql(searches(10)))).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'GRAPHQL_TOO_COSTLY' }) }),
    ]);
  });

  it('refuse a query 30 levels deep and one of too many tokens', async () => {
    let deep = 'title'; // each level nests categories > prompts > edges > node: 7 levels are 28 deep
    for (let level = 0; level < 7; level++) deep = `categories { prompts(first: 1) { edges { node { ${deep} } } } }`;
    const depth = await new TestClient('en').graphql(`{ prompts(first: 1) { edges { node { ${deep} } } } }`);
    expect(limitErrorsOf(depth)).toEqual([expect.objectContaining({ message: `The query nests too many levels (at most ${graphqlLimits.maxDepth})` })]);

    const long = await new TestClient('en').graphql(`{ ${Array.from({ length: graphqlLimits.maxTokens + 10 }, () => '__typename').join(' ')} }`);
    expect(limitErrorsOf(long)).toEqual([expect.objectContaining({ message: `The query is too long (at most ${graphqlLimits.maxTokens} tokens)` })]);
  });
});
