import { createContext, useContext } from 'react';

/**
 * The viewer's saved and created prompt lists on screen, as connection ids, which saving or
 * unsaving a prompt updates (`@prependNode` / `@deleteEdge`). My Prompts, which owns both lists,
 * provides them; other screens show neither, and My Prompts refreshes its lists when it opens.
 */
export interface PromptLists {
  saved: string[];
  created: string[];
}

export const PromptListsContext = createContext<PromptLists>({ saved: [], created: [] });

export const usePromptLists = () => useContext(PromptListsContext);
