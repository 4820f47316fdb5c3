import { useEffect } from 'react';
import { usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';

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
 * The data of the query the current route's loader started (`preloadQuery` in preloadQuery.ts). The route owns the
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
