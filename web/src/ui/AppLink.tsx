import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type RefAttributes } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address of this site: a path with its query. */
  to: string;
  replace?: boolean;
};

/**
 * How the pages below navigate. Inside the router (router/RouterNavigation.tsx), its client-side
 * links and address changes; outside it, plain links and `history.replaceState`: the prerendered
 * landing page hydrates without the router's code (web/src/features/landing/hydrate.tsx), so its
 * links load the next page in full, which is what they do with JavaScript off too.
 */
export interface Navigation {
  Link: ComponentType<AppLinkProps & RefAttributes<HTMLAnchorElement>>;
  /** Replaces the address's query (no new history entry), keeping its path. */
  replaceSearch: (params: URLSearchParams) => void;
}

const PlainLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function PlainLink({ to, replace, ...props }, ref) {
  return (
    <a
      {...props}
      ref={ref}
      href={to}
      onClick={(event) => {
        props.onClick?.(event);
        if (replace && !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
          event.preventDefault();
          window.location.replace(to);
        }
      }}
    />
  );
});

const plainNavigation: Navigation = {
  Link: PlainLink,
  replaceSearch: (params) => {
    const search = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
  },
};

export const NavigationContext = createContext<Navigation>(plainNavigation);

export function useNavigationContext(): Navigation {
  return useContext(NavigationContext);
}

/** A link to a page of this site: client-side inside the router, a plain link outside it. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  const { Link } = useNavigationContext();
  return <Link {...props} ref={ref} />;
});
