/** Lower case without accents, so 'Análisis' matches 'analisis'. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Mis Prompts: the search matches the title or the content, case-insensitively. */
export function matchesSearch(prompt: { title: string; content: string | null | undefined }, query: string): boolean {
  const needle = normalizeForSearch(query.trim());
  if (!needle) return true;
  return normalizeForSearch(prompt.title).includes(needle) || normalizeForSearch(prompt.content ?? '').includes(needle);
}
