import type { PreloadedQuery } from 'react-relay';
import type { ShouldRevalidateFunction } from 'react-router-dom';
import type { ConcreteRequest, Environment, OperationType } from 'relay-runtime';

/**
 * The session's Relay environment, created on first use. Relay's code loads with it, so routes
 * that need no Relay (the landing page) never download it.
 */
export type LoadEnvironment = () => Promise<Environment>;

/**
 * Starts a route's query from its loader, so the data and the route's code chunk load in
 * parallel. The loader returns the query reference; the component reads it with `useRouteQuery`.
 * `query` imports the query's generated artifact, alongside Relay's code: the route table (in
 * every page's first load) holds no query text.
 * `refresh`: show what the store has at once and refetch it too, for pages whose lists other
 * screens change (a mutation updates only the lists on screen, by connection id).
 */
export async function preloadQuery<T extends OperationType>(
  loadEnvironment: LoadEnvironment,
  query: () => Promise<{ default: ConcreteRequest }>,
  variables: T['variables'] = {} as T['variables'],
  { refresh = false }: { refresh?: boolean } = {},
): Promise<PreloadedQuery<T>> {
  const [environment, { loadQuery }, { default: request }] = await Promise.all([loadEnvironment(), import('react-relay'), query()]);
  return loadQuery<T>(environment, request, variables, { fetchPolicy: refresh ? 'store-and-network' : 'store-or-network' });
}

/**
 * Whether the router is reloading the current page (`useRevalidator().revalidate()`, e.g. after a
 * plan change made the store stale), as opposed to following a link.
 */
export const isReload = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.href === nextUrl.href;

/** Re-run a loader only when the path changes (or the page reloads), not for `?tab=`-style search changes. */
export const revalidateOnPathChange: ShouldRevalidateFunction = (args) =>
  args.currentUrl.pathname !== args.nextUrl.pathname || isReload(args) ? args.defaultShouldRevalidate : false;
