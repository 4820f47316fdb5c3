export interface ViewerData {
  viewer: { id: string } | null;
}

/**
 * A GraphQL query by a plain `fetch`, for the landing and auth pages: without Relay their first
 * load is much lighter. Null when the request or the query fails.
 */
export async function fetchPlainQuery<Data>(query: string): Promise<Data | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: Data | null };
    return body.data ?? null;
  } catch {
    return null;
  }
}

/** Who is visiting: the auth page only needs to know whether someone is signed in. A failed request counts as a visitor. */
export async function fetchViewer(): Promise<ViewerData> {
  const data = await fetchPlainQuery<ViewerData>('query Viewer { viewer { id } }');
  return { viewer: data?.viewer ?? null };
}
