/** A public prompt page (/{lang}/prompts/{category}/{slug}) from the server's sitemap, as a crawler finds it. */
export async function firstPublicPromptPath(baseUrl: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(url);
    if (pathname.split('/').filter(Boolean).length === 4) return pathname;
  }
  throw new Error('The sitemap lists no prompt page');
}
