/**
 * The GraphQL queries the landing and sign-in pages read with a plain GET (they load without
 * Relay). The server names each page's URL in index.html as `<link rel="preload" as="fetch">`, so
 * the request starts with the HTML instead of after the scripts have run; the browser reuses that
 * answer only for a fetch of the very same URL, so both sides take it from here.
 */
const graphqlGetUrl = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;

/** What the landing page states from the server: who is visiting, the library's counts, the plan catalog and whether it is on sale. */
export const landingDataUrl = graphqlGetUrl(
  'query Landing { viewer { id } libraryStats { promptCount categoryCount } ' +
    'plans { type priceCents currency optimizationsLimit optimizationsPeriod libraryPromptsPerCategory premiumPrompts savedPromptsLimit teamMembers } paymentProviders }',
);

/** Whether someone is signed in, all the sign-in page needs. */
export const viewerDataUrl = graphqlGetUrl('query Viewer { viewer { id } }');
