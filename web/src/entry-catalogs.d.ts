/** An entry's part of a catalog, derived at build time (web/entryCatalogs.ts). */
declare module '*.json?entry=landing' {
  const messages: Record<string, string>;
  export default messages;
}
