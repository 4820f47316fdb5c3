import { viewerDataUrl } from '../../../../shared/page-queries';

export interface ViewerData {
  viewer: { id: string } | null;
}

/**
 * A GraphQL query by a plain GET `fetch`, for the landing and auth pages: without Relay their first
 * load is much lighter. `url` comes from shared/page-queries.ts, which index.html preloads: the
 * browser hands over the preloaded answer only when the URL, mode, credentials and headers match,
 * so this sends fetch's defaults (same-origin cookies, no headers of its own). Null when the
 * request or the query fails.
 */
export async function fetchPlainQuery<Data>(url: string): Promise<Data | null> {
  try {
    const response = await fetch(url);
    const body = (await response.json()) as { data?: Data | null };
    return body.data ?? null;
  } catch {
    return null;
  }
}

/** Who is visiting: the auth page only needs to know whether someone is signed in. A failed request counts as a visitor. */
export async function fetchViewer(): Promise<ViewerData> {
  const data = await fetchPlainQuery<ViewerData>(viewerDataUrl);
  return { viewer: data?.viewer ?? null };
}
