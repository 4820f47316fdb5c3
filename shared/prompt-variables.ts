/**
 * Fill-in variables of a prompt (docs/behaviour.md, Fill-in variables): `{{name}}`,
 * `{{name:default}}`, `{{tone:formal|casual|friendly}}` (a choice, the first option its default)
 * and the optimizer's `[bracketed placeholders]`. Plain code with no imports: the client uses it
 * where prompts are shown, and the create/edit forms can highlight what it finds.
 */
export interface PromptVariable {
  name: string;
  /** The value the form starts with: the written default, a choice's first option, or ''. */
  defaultValue: string;
  /** The options of a choice (`{{tone:formal|casual}}`), else null. */
  options: string[] | null;
}

interface Occurrence extends PromptVariable {
  start: number;
  end: number;
}

/** Longer bracketed text is prose (a note, an aside), not a placeholder. */
const MAX_NAME_LENGTH = 60;

// `{{…}}` not part of `{{{…}}}`; `[…]` not glued to a word (`items[0]`), not a link or image
// (`[text](url)`), not a footnote (`[^1]`). Neither spans lines.
const pattern = /(?<!\{)\{\{([^{}\n]*)\}\}(?!\})|(?<![\p{L}\p{N}_\]])\[([^[\]\n]*)\](?!\()/gu;
// A task-list checkbox: `- [ ]`, `* [x]`, `1. [X]` at the start of a line.
const checkbox = /(?:^|\n)[ \t]*(?:[-*+]|\d+[.)])[ \t]+$/;

function braceVariable(body: string): PromptVariable | null {
  const colon = body.indexOf(':');
  const name = (colon < 0 ? body : body.slice(0, colon)).trim();
  if (!name || name.length > MAX_NAME_LENGTH) return null;
  if (colon < 0) return { name, defaultValue: '', options: null };
  const rest = body.slice(colon + 1).trim();
  if (!rest.includes('|')) return { name, defaultValue: rest, options: null };
  const options = [...new Set(rest.split('|').map((option) => option.trim()).filter(Boolean))];
  return options.length > 0 ? { name, defaultValue: options[0], options } : { name, defaultValue: '', options: null };
}

/** Inside an enclosing `{{ … }}` on the same line (nested braces are not variables). */
function isNested(content: string, start: number, end: number): boolean {
  const lineStart = content.lastIndexOf('\n', start - 1) + 1;
  const before = content.slice(lineStart, start);
  const opened = before.lastIndexOf('{{');
  if (opened < 0 || before.indexOf('}}', opened) >= 0) return false;
  const lineEnd = content.indexOf('\n', end);
  return content.slice(end, lineEnd < 0 ? undefined : lineEnd).includes('}}');
}

function occurrences(content: string): Occurrence[] {
  const found: Occurrence[] = [];
  for (const match of content.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    let variable: PromptVariable | null = null;
    if (match[1] !== undefined) {
      if (!isNested(content, start, end)) variable = braceVariable(match[1]);
    } else {
      const name = match[2].trim();
      const isCheckbox = /^[xX]?$/.test(name) && checkbox.test(content.slice(0, start));
      if (name && !isCheckbox && !name.startsWith('^') && name.length <= MAX_NAME_LENGTH) {
        variable = { name, defaultValue: '', options: null };
      }
    }
    if (variable) found.push({ ...variable, start, end });
  }
  return found;
}

/** The prompt's variables, one per name, in order of first appearance (the first one's default wins). */
export function promptVariables(content: string): PromptVariable[] {
  const byName = new Map<string, PromptVariable>();
  for (const { name, defaultValue, options } of occurrences(content)) {
    if (!byName.has(name)) byName.set(name, { name, defaultValue, options });
  }
  return [...byName.values()];
}

/** Replaces each occurrence by its name's value; a variable without a value (or with '') stays as written. */
export function fill(content: string, values: Readonly<Record<string, string>>): string {
  let filled = '';
  let position = 0;
  for (const occurrence of occurrences(content)) {
    const value = Object.hasOwn(values, occurrence.name) ? values[occurrence.name] : '';
    if (!value) continue;
    filled += content.slice(position, occurrence.start) + value;
    position = occurrence.end;
  }
  return filled + content.slice(position);
}
