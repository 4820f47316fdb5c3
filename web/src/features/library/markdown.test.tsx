import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { parseMarkdown, plainText } from './markdown';

afterEach(cleanup);

describe('plainText (card previews)', () => {
  it('drops the Markdown marks and keeps one line per line', () => {
    expect(plainText('## Guion para **Reels**\nUsa `hashtags` para [marca]:\n\n- Gancho\n1. **Cierre**')).toBe(
      'Guion para Reels\nUsa hashtags para [marca]:\nGancho\nCierre',
    );
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseMarkdown('uno\ndos\n\ntres')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'uno' }], [{ kind: 'text', text: 'dos' }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'tres' }]] },
    ]);
  });

  it('reads "-" bullets and numbered items as lists', () => {
    const blocks = parseMarkdown('Estructura:\n- uno\n- dos\n1. a\n2. b');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'list']);
    expect(blocks[1]).toMatchObject({ kind: 'list', ordered: false, items: [[{ text: 'uno' }], [{ text: 'dos' }]] });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('reads **bold**, `code` and [placeholders] inline', () => {
    const [block] = parseMarkdown('Usa **negrita**, `x = 1` y [tema]');
    expect(block).toMatchObject({
      kind: 'paragraph',
      lines: [
        [
          { kind: 'text', text: 'Usa ' },
          { kind: 'bold', children: [{ kind: 'text', text: 'negrita' }] },
          { kind: 'text', text: ', ' },
          { kind: 'code', text: 'x = 1' },
          { kind: 'text', text: ' y ' },
          { kind: 'placeholder', text: '[tema]' },
        ],
      ],
    });
  });
});

describe('<Markdown>', () => {
  it('renders HTML in a prompt as text, never as markup', () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)"> **<b>hola</b>**'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<b>hola</b>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('renders lists and line breaks as elements', () => {
    const { container } = render(<Markdown text={'a\nb\n\n- uno\n- dos'} />);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });
});
