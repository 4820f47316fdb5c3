import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NavigationContext, type Navigation } from '../ui/AppLink';

/** Links and address changes through the router, for every page it renders (ui/AppLink.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ Link, replaceSearch: (params) => void navigate({ search: params.toString() }, { replace: true }) }),
    [navigate],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
