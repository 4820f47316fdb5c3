/**
 * A deliberately tiny Markdown subset for prompt contents: paragraphs, line breaks, `-` / `*`
 * bullets, `1.` numbered items, `#` headings, **bold**, `inline code` and `[placeholders]`.
 * It produces plain data; `Markdown.tsx` turns it into React elements, so no HTML string is ever
 * injected and nothing in a prompt can become markup.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'placeholder'; text: string };

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;
// Code first, so `**` inside backticks stays literal; then bold; then [placeholders].
const INLINE = /`([^`\n]+)`|\*\*([^*\n](?:[^\n]*?[^*\n])?)\*\*|\[([^\]\n]{1,80})\](?!\()/g;

export function parseInline(text: string, allowBold = true): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, code, bold, placeholder] = match;
    const start = match.index ?? 0;
    if (bold !== undefined && !allowBold) continue;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (bold !== undefined) out.push({ kind: 'bold', children: parseInline(bold, false) });
    else out.push({ kind: 'placeholder', text: `[${placeholder}]` });
    last = start + whole.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: { ordered: boolean; items: Inline[][] } | null = null;

  const flush = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = null;
    list = null;
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(parseInline(item[1]));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', children: parseInline(heading[1]) });
      continue;
    }
    if (list) flush();
    paragraph ??= [];
    paragraph.push(parseInline(line.trim()));
  }
  flush();
  return blocks;
}

function inlineText(inlines: Inline[]): string {
  return inlines.map((inline) => (inline.kind === 'bold' ? inlineText(inline.children) : inline.text)).join('');
}

/** The text of a prompt without its Markdown marks (`**`, `#`, bullets), one line per line: for previews. */
export function plainText(source: string): string {
  return parseMarkdown(source)
    .flatMap((block) => {
      if (block.kind === 'heading') return [inlineText(block.children)];
      if (block.kind === 'list') return block.items.map(inlineText);
      return block.lines.map(inlineText);
    })
    .join('\n');
}
