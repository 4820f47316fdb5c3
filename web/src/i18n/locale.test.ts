import { describe, expect, it } from 'vitest';
import english from './lang/en.json';
import { getLocaleState, loadCatalogsFrom, loadWholeCatalogs, setLocale } from './locale';

describe('catalogs of an entry', () => {
  it("serve the entry's own part of a catalog until loadWholeCatalogs puts the whole one in place", async () => {
    loadCatalogsFrom({ en: () => Promise.resolve({ default: { 'landing.hero.title': 'Write prompts that get results' } }) });
    await setLocale('en');
    expect(getLocaleState().messages).toEqual({ 'landing.hero.title': 'Write prompts that get results' });

    await loadWholeCatalogs();
    expect(getLocaleState()).toEqual({ locale: 'en', messages: english });
  });
});
