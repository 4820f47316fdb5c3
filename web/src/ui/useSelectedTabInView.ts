import { useEffect, useRef } from 'react';

/**
 * On a phone a tab bar scrolls sideways: keeps its selected tab in view whenever `selected`
 * changes. Put the returned ref on the TabList.
 */
export function useSelectedTabInView(selected: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return ref;
}
