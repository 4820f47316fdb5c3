import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../ui/useDebouncedValue';

/**
 * A search box bound to a URL parameter: what is typed shows at once, and the trimmed text reaches
 * the URL (replacing the entry, not adding to history) 300 ms after the typing stops. The URL
 * keeps the search across reloads and back/forward; a link that drops it empties the box.
 */
export function useSearchParamInput(param: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = searchParams.get(param)?.trim() ?? '';
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    // The URL changed under us (a link, back/forward): follow it unless it is what we typed.
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === committed) return undefined;
    const timer = setTimeout(() => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next) updated.set(param, next);
          else updated.delete(param);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, param, setSearchParams]);

  return { text, setText, committed };
}
