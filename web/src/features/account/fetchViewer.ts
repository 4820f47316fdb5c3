export interface ViewerData {
  viewer: { id: string } | null;
}

/**
 * Who is visiting, by a plain GraphQL request: the landing and auth pages only need to know
 * whether someone is signed in, and without Relay their first load is much lighter. A failed
 * request counts as a visitor.
 */
export async function fetchViewer(): Promise<ViewerData> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: 'query Viewer { viewer { id } }' }),
    });
    const body = (await response.json()) as { data?: ViewerData | null };
    return { viewer: body.data?.viewer ?? null };
  } catch {
    return { viewer: null };
  }
}
