import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { registeredClient, TestClient } from './client.ts';
import { countQueries } from './query-count.ts';

const statsQuery = '{ libraryStats { promptCount categoryCount } }';

// docs/behaviour.md, The library: marketing copy states real counts read from the database.
describe('libraryStats', () => {
  it('is public and counts the library as it is now, in one statement, leaving out prompts users wrote', async () => {
    const visitor = new TestClient();
    expect(await visitor.graphql(statsQuery)).toEqual({ data: { libraryStats: { promptCount: 0, categoryCount: 0 } } });

    const category = await prisma.category.create({ data: { name: 'Marketing', slug: 'marketing' } });
    await prisma.category.create({ data: { name: 'Educación', slug: 'education' } });
    for (const [language, isPremium] of [['es', false], ['en', false], ['es', true]] as const) {
      await prisma.prompt.create({
        data: { title: `${language} ${isPremium}`, content: 'Texto', language, isPremium, categories: { create: { categoryId: category.id } } },
      });
    }
    const { id: ownerId } = await registeredClient();
    await prisma.prompt.create({ data: { title: 'Mine', content: 'Private', ownerId } });

    const { result, queries } = await countQueries(() => visitor.graphql(statsQuery));
    expect(result).toEqual({ data: { libraryStats: { promptCount: 3, categoryCount: 2 } } });
    expect(queries).toBe(1);
  });
});
