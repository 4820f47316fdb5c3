/** URLs of the library. `/prompts?view=all` is the 'Todas las Categorías' mode; `q` holds a search. */
export const VIEW_PARAM = 'view';
export const ALL_VIEW = 'all';
export const SEARCH_PARAM = 'q';
/** /prompts without a category opens this one. */
export const DEFAULT_CATEGORY_SLUG = 'entrepreneurs';

export const categoryPath = (slug: string) => `/prompts/${encodeURIComponent(slug)}`;
export const allPromptsPath = `/prompts?${VIEW_PARAM}=${ALL_VIEW}`;
