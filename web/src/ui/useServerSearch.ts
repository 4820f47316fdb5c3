import { useEffect, useRef, useTransition } from 'react';

/**
 * Refetches a paginated list for the search text (null for none) when it changes, keeping the list
 * on screen until the matches arrive. Lists key their connection without the query (`filters`), so
 * the connection ids that mutations update stay the same while searching.
 */
export function useServerSearch(search: string, refetch: (variables: { query: string | null }) => unknown): void {
  const [, startTransition] = useTransition();
  const fetched = useRef(search);
  useEffect(() => {
    if (search === fetched.current) return;
    fetched.current = search;
    startTransition(() => {
      refetch({ query: search || null });
    });
  }, [search, refetch]);
}
