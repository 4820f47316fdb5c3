import {
  Environment,
  Network,
  RecordSource,
  Store,
  commitLocalUpdate,
  type FetchFunction,
  type GraphQLResponse,
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

export interface CreateEnvironmentOptions {
  /** Seed `viewer: null` so a logged-out start needs no request to know it. */
  loggedOut?: boolean;
}

export function createEnvironment({ loggedOut = false }: CreateEnvironmentOptions = {}): Environment {
  const environment = new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
  if (loggedOut) {
    commitLocalUpdate(environment, (store) => {
      store.getRoot().setValue(null, 'viewer');
    });
  }
  return environment;
}
