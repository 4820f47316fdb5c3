/** `/my-prompts?category=<name>`: the saved prompts filed in one personal category. */
export const CATEGORY_PARAM = 'category';

export function filedPromptsPath(categoryName: string): string {
  return `/my-prompts?${new URLSearchParams({ [CATEGORY_PARAM]: categoryName }).toString()}`;
}
