import { useEffect } from 'react';

/** Sets the tab title to "<title> · Promptario". */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · Promptario` : 'Promptario';
  }, [title]);
}
