/** The part of jsdom (installed for the web tests, without types) that the server tests use to read HTML and XML as a browser would. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
