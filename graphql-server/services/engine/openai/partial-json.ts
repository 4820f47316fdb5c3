/**
 * Reads one string field of a JSON object while the object is still arriving, chunk by chunk, so a
 * streamed answer can be shown as the model writes it. Only a field of the outermost object counts
 * (nested objects may reuse the name); text before the first `{` (a code fence, a sentence) is
 * skipped. Each character is looked at once, however many chunks there are.
 */
export class StringFieldReader {
  /** Nesting of objects and arrays; 0 before the outermost object opens and after it closes. */
  private depth = 0;
  private finished = false;
  /** In the outermost object, whether the next string is a key (after `{` or `,`) or a value (after `:`). */
  private expectingKey = false;
  private inString = false;
  /** The decoded text of the current string, kept only for the outermost object's keys and strings. */
  private current = '';
  private currentIsKey = false;
  private lastKey: string | undefined;
  private escape: 'none' | 'backslash' | 'unicode' = 'none';
  private unicodeDigits = '';
  /** A `\uD8xx` escape waits here for its second half, so the text shown never ends in half a character. */
  private highSurrogate = '';
  private captured: string | undefined;
  private capturing = false;

  constructor(private readonly field: string) {}

  /** Feeds the next chunk; returns the field's text decoded so far (undefined until the field starts). */
  push(chunk: string): string | undefined {
    for (const char of chunk) {
      if (this.finished) break;
      if (this.inString) this.readStringChar(char);
      else this.readStructureChar(char);
    }
    return this.value;
  }

  /** The field's text so far. */
  get value(): string | undefined {
    return this.capturing ? this.current : this.captured;
  }

  private readStructureChar(char: string): void {
    switch (char) {
      case '{':
      case '[':
        // Before the outermost object only `{` opens it: brackets there belong to prose.
        if (this.depth === 0 && char === '[') break;
        this.depth += 1;
        if (this.depth === 1) this.expectingKey = true;
        break;
      case '}':
      case ']':
        if (this.depth === 0) break;
        this.depth -= 1;
        if (this.depth === 0) this.finished = true;
        break;
      case ',':
        if (this.depth === 1) this.expectingKey = true;
        break;
      case ':':
        if (this.depth === 1) this.expectingKey = false;
        break;
      case '"':
        // Quotes before the object opens belong to prose around it.
        if (this.depth === 0) break;
        this.inString = true;
        this.current = '';
        this.currentIsKey = this.depth === 1 && this.expectingKey;
        this.capturing = this.depth === 1 && !this.expectingKey && this.lastKey === this.field;
        break;
    }
  }

  private readStringChar(char: string): void {
    const keep = this.depth === 1;
    if (this.escape === 'backslash') {
      this.escape = 'none';
      if (char === 'u') {
        this.escape = 'unicode';
        this.unicodeDigits = '';
      } else if (keep) {
        this.append(simpleEscapes[char] ?? char);
      }
      return;
    }
    if (this.escape === 'unicode') {
      this.unicodeDigits += char;
      if (this.unicodeDigits.length === 4) {
        this.escape = 'none';
        const code = Number.parseInt(this.unicodeDigits, 16);
        if (!keep || !Number.isInteger(code)) return;
        if (code >= 0xd800 && code <= 0xdbff) this.highSurrogate += String.fromCharCode(code);
        else this.append(String.fromCharCode(code));
      }
      return;
    }
    if (char === '\\') {
      this.escape = 'backslash';
    } else if (char === '"') {
      this.append('');
      this.inString = false;
      if (this.currentIsKey) this.lastKey = this.current;
      if (this.capturing) {
        this.captured = this.current;
        this.capturing = false;
      }
    } else if (keep) {
      this.append(char);
    }
  }

  private append(text: string): void {
    this.current += this.highSurrogate + text;
    this.highSurrogate = '';
  }
}

const simpleEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '"': '"', '\\': '\\', '/': '/' };
