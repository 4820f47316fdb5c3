import { useEffect, useState, useTransition } from 'react';

/**
 * Refetches a paginated list for the search text (null for none) when it changes; returns the text
 * the list shows the matches of. Lists key their connection without the query (`filters`), so the
 * connection ids that mutations update stay the same while searching.
 */
export function useServerSearch(search: string, refetch: (variables: { query: string | null }) => unknown): string {
  const [, startTransition] = useTransition();
  const [fetched, setFetched] = useState(search);
  useEffect(() => {
    if (search === fetched) return;
    setFetched(search);
    startTransition(() => {
      refetch({ query: search || null });
    });
  }, [search, fetched, refetch]);
  return fetched;
}
