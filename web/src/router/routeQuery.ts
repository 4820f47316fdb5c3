import { useEffect } from 'react';
import {
  loadQuery,
  usePreloadedQuery,
  type GraphQLTaggedNode,
  type PreloadedQuery,
} from 'react-relay';
import { useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router-dom';
import type { ConcreteRequest, Environment, OperationType } from 'relay-runtime';

/**
 * Starts a route's query from its loader, so the data and the route's code chunk load in
 * parallel. The loader returns the query reference; the component reads it with `useRouteQuery`.
 * `refresh`: show what the store has at once and refetch it too, for pages whose lists other
 * screens change (a mutation updates only the lists on screen, by connection id).
 */
export function preloadQuery<T extends OperationType>(
  environment: Environment,
  query: ConcreteRequest,
  variables: T['variables'] = {} as T['variables'],
  { refresh = false }: { refresh?: boolean } = {},
): PreloadedQuery<T> {
  return loadQuery<T>(environment, query, variables, { fetchPolicy: refresh ? 'store-and-network' : 'store-or-network' });
}

/** Reference counts per query reference, so StrictMode's remount does not release it early. */
const users = new WeakMap<PreloadedQuery<OperationType>, number>();

function useReleaseOnUnmount(ref: PreloadedQuery<OperationType>) {
  useEffect(() => {
    users.set(ref, (users.get(ref) ?? 0) + 1);
    return () => {
      users.set(ref, (users.get(ref) ?? 1) - 1);
      setTimeout(() => {
        if ((users.get(ref) ?? 0) <= 0 && !ref.isDisposed) ref.dispose();
      }, 0);
    };
  }, [ref]);
}

/**
 * The data of the query the current route's loader started (`preloadQuery`). The route owns the
 * reference and releases it when the route unmounts or its loader runs again.
 */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const ref = useLoaderData() as PreloadedQuery<T>;
  useReleaseOnUnmount(ref as PreloadedQuery<OperationType>);
  return usePreloadedQuery<T>(query, ref);
}

/** The data of a parent route's query (by route id), without taking ownership of it. */
export function useParentRouteQuery<T extends OperationType>(routeId: string, query: GraphQLTaggedNode): T['response'] {
  const ref = useRouteLoaderData(routeId) as PreloadedQuery<T>;
  return usePreloadedQuery<T>(query, ref);
}

/** Re-run a loader only when the path changes, not for `?tab=`-style search changes. */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
