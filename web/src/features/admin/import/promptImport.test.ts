/** The shared import parser that the admin screen's preview and the server both run (shared/prompt-import.ts). */
import { describe, expect, it } from 'vitest';
import { detectImportFormat, IMPORT_MAX_BYTES, parseImport } from '../../../../../shared/prompt-import';

describe('parseImport', () => {
  it('detects the format from the file name first, then from the content', () => {
    expect(detectImportFormat('## Title', 'notes.txt')).toBe('text');
    expect(detectImportFormat('  [{"title": "x"}]')).toBe('json');
    expect(detectImportFormat('# cat\n## Title\nbody')).toBe('markdown');
    expect(detectImportFormat('"act","prompt"\n"a","b"')).toBe('csv');
    expect(detectImportFormat('Title\nbody\n---\nOther\nbody')).toBe('text');
  });

  it('reads CSV records that span lines, giving the line where each starts', () => {
    const parsed = parseImport('title,content,category\n"One","two\nlines",marketing\n"",x,marketing\n');
    expect(parsed).toMatchObject({ ok: true, format: 'csv', items: [{ position: 1, line: 2, title: 'One', content: 'two\nlines' }] });
    expect(parsed.ok && parsed.issues).toEqual([{ position: 2, line: 4, title: null, messageKey: 'validation.promptTitleRequired', values: undefined }]);
  });

  it('applies a # Category heading and the metadata lines of Markdown sections', () => {
    const parsed = parseImport('# marketing\n## A\nLanguage: EN\nPremium: sí\nCategories: sales, seo\n\nBody\n## B\nCategory: seo\nOther');
    expect(parsed.ok && parsed.items).toEqual([
      { position: 1, line: 2, title: 'A', content: 'Body', category: 'marketing', categories: ['sales', 'seo'], language: 'en', isPremium: true },
      { position: 2, line: 8, title: 'B', content: 'Other', category: 'seo', categories: [], language: 'es', isPremium: false },
    ]);
  });

  it('uses the screen defaults for text prompts and refuses bad values per item', () => {
    const parsed = parseImport('One\nbody\n---\nTwo\nPremium: maybe\nbody', { defaultCategory: 'sales', defaultLanguage: 'en' });
    expect(parsed.ok && parsed.items.map((item) => [item.title, item.category, item.language])).toEqual([['One', 'sales', 'en']]);
    expect(parsed.ok && parsed.issues.map((issue) => [issue.position, issue.line, issue.messageKey])).toEqual([[2, 4, 'import.invalidPremium']]);
  });

  it('refuses whole batches it cannot read, and batches over the limits', () => {
    expect(parseImport('  ')).toEqual({ ok: false, messageKey: 'import.empty' });
    expect(parseImport('{"x": 1}')).toEqual({ ok: false, messageKey: 'import.jsonShape' });
    expect(parseImport('a,"b\n', { format: 'csv' })).toMatchObject({ ok: false, messageKey: 'import.invalidCsv' });
    expect(parseImport('x'.repeat(IMPORT_MAX_BYTES + 1))).toMatchObject({ ok: false, messageKey: 'import.tooLarge' });
    // 5 MB counts bytes: accented letters take two.
    expect(parseImport('é'.repeat(IMPORT_MAX_BYTES / 2 + 1))).toMatchObject({ ok: false, messageKey: 'import.tooLarge' });
    expect(parseImport(JSON.stringify(Array.from({ length: 5001 }, () => ({}))))).toMatchObject({ ok: false, messageKey: 'import.tooManyItems' });
    expect(parseImport('[1, {"title": 2, "content": "x"}]', { defaultCategory: 'c' })).toMatchObject({
      ok: true,
      issues: [{ messageKey: 'import.notAnObject' }, { messageKey: 'import.invalidField', values: { field: 'title' } }],
    });
  });

  it('shows a NUL in a field as that prompt\'s error in the preview, with the title it can show', () => {
    const parsed = parseImport('title,content,category\nGood,body,c\nBa\u0000d,body,c\n');
    expect(parsed.ok && parsed.items.map((item) => item.title)).toEqual(['Good']);
    expect(parsed.ok && parsed.issues).toEqual([{ position: 2, line: 3, title: 'Ba\uFFFDd', messageKey: 'import.unstorableCharacter', values: { field: 'title' } }]);
  });

  it('skips the earlier versions and saved library prompts of a My Prompts export, in every format', () => {
    const csv = parseImport('source,title,content,category\ncreated,Mine,Text,seo\nversion,Mine,Old,seo\nsaved,Library,Theirs,seo\n');
    expect(csv).toMatchObject({ ok: true, skipped: 2, items: [{ title: 'Mine', content: 'Text' }], issues: [] });
    const markdown = parseImport('## Mine\nCategory: seo\n\nText\n## Mine (version 1)\nSource: version\n\nOld\n## Library\nOrigen: saved\n\nTheirs');
    expect(markdown).toMatchObject({ ok: true, skipped: 2, items: [{ title: 'Mine' }] });
    const json = parseImport(JSON.stringify([{ title: 'A', content: 'x', category: 'seo', source: 'saved' }, { title: 'B', content: 'y', category: 'seo', source: 'other' }]));
    expect(json).toMatchObject({ ok: true, skipped: 1, items: [], issues: [{ position: 2, messageKey: 'import.invalidField', values: { field: 'source' } }] });
  });

  it('keeps headings, metadata-like lines and shorter fences inside a `prompt` fence as the content, without the fence', () => {
    const content = 'Category: not metadata\n## Not a heading\n```js\ncode\n```';
    const parsed = parseImport(`## Title\nCategory: seo\n\n\`\`\`\`prompt\n${content}\n\`\`\`\`\n\n## Next\nCategory: seo\n\nBody`);
    expect(parsed.ok && parsed.items.map((item) => [item.title, item.content])).toEqual([
      ['Title', content],
      ['Next', 'Body'],
    ]);
  });

  it('reads a CSV whose fields hold Markdown headings as CSV', () => {
    expect(detectImportFormat('title,content\n"A","## heading\nbody"')).toBe('csv');
  });
});
