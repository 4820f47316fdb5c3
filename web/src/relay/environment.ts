import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  commitLocalUpdate,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { getLocale } from '../i18n/locale';

/** A failed HTTP exchange: the status, then the body text (or the status text when empty). */
export class NetworkError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'NetworkError';
  }
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': getLocale(),
    },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  const text = await response.text();
  let json: GraphQLResponse | undefined;
  try {
    json = JSON.parse(text) as GraphQLResponse;
  } catch {
    json = undefined;
  }
  // GraphQL over HTTP answers errors with a 4xx and a JSON body; hand those to Relay as they are.
  if (json && typeof json === 'object' && ('data' in json || 'errors' in json)) {
    if ('errors' in json && Array.isArray(json.errors) && json.errors.length > 0 && !('data' in json && json.data)) {
      throw new NetworkError(response.status, json.errors.map((error) => error.message).join('; '));
    }
    return json;
  }
  throw new NetworkError(response.status, text || response.statusText);
};

/**
 * Subscriptions over Yoga's server-sent events ("distinct connections mode": one POST per
 * subscription, answered as an event stream). graphql-sse loads with the first subscription, so
 * pages without one do not download it. No automatic retry: a subscription may spend a credit.
 */
const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    import('graphql-sse').then(
      ({ createClient }) => {
        if (cancelled) return;
        const client = createClient({
          url: '/graphql',
          credentials: 'same-origin',
          headers: () => ({ 'Accept-Language': getLocale() }),
          retryAttempts: 0,
        });
        const unsubscribe = client.subscribe<GraphQLResponse>(
          { query: operation.text ?? '', operationName: operation.name, variables },
          {
            next: (result) => sink.next(result as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new NetworkError(0, String(error))),
            complete: () => sink.complete(),
          },
        );
        dispose = () => {
          unsubscribe();
          client.dispose();
        };
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  });

export interface CreateEnvironmentOptions {
  /** Seed `viewer: null` so a logged-out start needs no request to know it. */
  loggedOut?: boolean;
}

export function createEnvironment({ loggedOut = false }: CreateEnvironmentOptions = {}): Environment {
  const environment = new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
  if (loggedOut) {
    commitLocalUpdate(environment, (store) => {
      store.getRoot().setValue(null, 'viewer');
    });
  }
  return environment;
}
