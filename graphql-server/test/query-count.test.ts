import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { countQueries } from './query-count.ts';

describe('countQueries', () => {
  it('counts the statements Prisma sends, the same on PGlite and PostgreSQL', async () => {
    expect(await countQueries(() => prisma.category.count())).toEqual({ result: 0, queries: 1 });

    const created = await countQueries(() =>
      prisma.category.create({ data: { name: 'Ventas', slug: 'count-queries', prompts: { create: [] } } }),
    );
    expect(created.queries).toBeGreaterThanOrEqual(1);

    const inTransaction = await countQueries(() =>
      prisma.$transaction(async (tx) => {
        await tx.category.findMany();
        await tx.prompt.findMany();
        return tx.user.count();
      }),
    );
    expect(inTransaction).toEqual({ result: 0, queries: 3 });
  });
});
