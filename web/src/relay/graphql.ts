import type { GraphQLTaggedNode } from 'relay-runtime';

/**
 * The `graphql` tag. babel-plugin-relay replaces every tagged template with its compiled artifact
 * at build time and leaves the import behind: importing the tag from here rather than from
 * react-relay keeps Relay's code out of modules that only declare an operation (a mutation held by
 * the landing page's language switch).
 */
export function graphql(strings: TemplateStringsArray): GraphQLTaggedNode {
  throw new Error(`graphql: this tag was not compiled by babel-plugin-relay: ${strings.join('')}`);
}
