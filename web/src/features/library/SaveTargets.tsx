import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import type { SaveTargets_viewer$key } from './__generated__/SaveTargets_viewer.graphql';

export interface SaveTargets {
  /** The viewer's personal categories, where saved prompts are filed. */
  categories: readonly { id: string; name: string }[];
  /** This list's connection: a category created or deleted anywhere updates it too. */
  categoryConnections: string[];
  /** The plan's saved-prompt limit, once reached (null while the viewer can still save). */
  limitReached: number | null;
  /** A visitor browsing the library read-only: nothing can be saved before signing in. */
  visitor: boolean;
}

const none: SaveTargets = { categories: [], categoryConnections: [], limitReached: null, visitor: false };
const visitorTargets: SaveTargets = { ...none, visitor: true };
const SaveTargetsContext = createContext<SaveTargets>(none);

/** What every save button needs to know about the viewer, read once for the whole app. */
export function SaveTargetsProvider({ viewer: viewerKey, children }: { viewer: SaveTargets_viewer$key; children: ReactNode }) {
  const viewer = useFragment(
    graphql`
      fragment SaveTargets_viewer on User {
        id
        savedPromptsCount
        savedPromptsLimit
        # Offered when saving; a hundred personal categories is far beyond normal use.
        userCategories(first: 100) @connection(key: "SaveTargets_userCategories") {
          __id
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const value = useMemo<SaveTargets>(() => {
    const limit = viewer.savedPromptsLimit ?? null;
    return {
      categories: viewer.userCategories.edges.map(({ node }) => ({ id: node.id, name: node.name })),
      categoryConnections: [viewer.userCategories.__id],
      limitReached: limit !== null && viewer.savedPromptsCount >= limit ? limit : null,
      visitor: false,
    };
  }, [viewer]);
  return <SaveTargetsContext.Provider value={value}>{children}</SaveTargetsContext.Provider>;
}

/** For a visitor's read-only library: every save button is disabled and says why (a visitor reads, never saves; docs/behaviour.md). */
export function VisitorSaveTargets({ children }: { children: ReactNode }) {
  return <SaveTargetsContext.Provider value={visitorTargets}>{children}</SaveTargetsContext.Provider>;
}

export function useSaveTargets(): SaveTargets {
  return useContext(SaveTargetsContext);
}
