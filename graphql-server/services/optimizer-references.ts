import { prisma } from '../db/client.ts';
import { requestKeywords } from './engine/do-no-harm.ts';
import type { LibraryReference } from './engine/types.ts';
import { promptLockReason, type Reader } from './prompt-access.ts';
import { searchPromptIds } from './search.ts';

/** How many library prompts an engine is given as models of the request's kind. */
export const maxReferences = 3;
/** The search reads this many of the request's key words (its own cap is 8). */
const queryWords = 8;

/**
 * The library prompts closest to a request that the reader may read in full, best first: the
 * library search over the request's key words (greetings and politeness left out). Only the shared
 * library, and never a prompt locked for the reader (premium, or past the free plan's first few):
 * the engine's answer, which the reader reads, may quote them. Four SQL statements: the ranked
 * search, then the prompts it found with their categories.
 */
export async function libraryReferences(request: string, reader: Reader): Promise<LibraryReference[]> {
  const query = requestKeywords(request).slice(0, queryWords).join(' ');
  if (!query) return [];
  // Readable prompts rank ahead of locked ones, so the first few hold every readable match there is.
  const ids = await searchPromptIds({ query, viewerId: null, reader, offset: 0, limit: maxReferences });
  if (ids.length === 0) return [];
  const prompts = await prisma.prompt.findMany({
    where: { id: { in: ids }, ownerId: null },
    select: {
      id: true,
      title: true,
      content: true,
      language: true,
      isPremium: true,
      ownerId: true,
      categories: { select: { position: true, category: { select: { name: true, nameEn: true } } }, orderBy: { position: 'asc' } },
    },
  });
  const byId = new Map(prompts.map((prompt) => [prompt.id, prompt]));
  return ids.flatMap((id) => {
    const prompt = byId.get(id);
    // The card's 'Optimizar con IA' sends a library prompt itself: it is no model of itself.
    if (!prompt || promptLockReason(prompt, reader) !== null || prompt.content.trim() === request.trim()) return [];
    const category = prompt.categories[0]?.category;
    const categoryName = (reader.language === 'en' ? category?.nameEn : undefined) ?? category?.name ?? '';
    return [{ id: prompt.id, title: prompt.title, content: prompt.content, language: prompt.language, categoryName }];
  });
}
