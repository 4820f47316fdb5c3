import { describe, expect, it } from 'vitest';
import { fill, promptVariables } from '../../../../shared/prompt-variables';

describe('promptVariables', () => {
  it('finds brace variables with and without a default, once per name, in order of first appearance', () => {
    expect(promptVariables('Hola {{nombre}}, de {{ciudad:Lima}}. Adiós {{nombre}}.')).toEqual([
      { name: 'nombre', defaultValue: '', options: null },
      { name: 'ciudad', defaultValue: 'Lima', options: null },
    ]);
  });

  it('reads a choice whose first option is the default', () => {
    expect(promptVariables('Tono: {{tone: formal | casual|friendly }}')).toEqual([
      { name: 'tone', defaultValue: 'formal', options: ['formal', 'casual', 'friendly'] },
    ]);
  });

  it("finds the optimizer's bracketed placeholders and merges them with brace variables of the same name", () => {
    expect(promptVariables('Escribe para [nombre de tu tienda] en {{país}} y [nombre de tu tienda] otra vez. [país]')).toEqual([
      { name: 'nombre de tu tienda', defaultValue: '', options: null },
      { name: 'país', defaultValue: '', options: null },
    ]);
  });

  it('keeps the default of the first occurrence of a name', () => {
    expect(promptVariables('{{a:uno}} {{a:dos}}')).toEqual([{ name: 'a', defaultValue: 'uno', options: null }]);
  });

  it('ignores markdown links, images, footnotes, checkboxes and indexes', () => {
    const content = [
      'Lee [la guía](https://example.com) y ![logo](logo.png) [^1]',
      '- [ ] pendiente',
      '- [x] hecho',
      '1. [X] listo',
      'usa items[0] y matrix[i]',
    ].join('\n');
    expect(promptVariables(content)).toEqual([]);
  });

  it('treats [X] outside a task list as a placeholder', () => {
    expect(promptVariables('Aumenta un [X]% las ventas')).toEqual([{ name: 'X', defaultValue: '', options: null }]);
  });

  it('ignores empty names, unclosed and nested braces, and placeholders over lines', () => {
    const content = '{{}} {{ :x}} [ ] [] {{abierto y [sin\ncerrar] {{a {{b}} c}} {{{triple}}} {{x{{y}}}}';
    expect(promptVariables(content)).toEqual([]);
  });

  it('ignores bracketed prose longer than a placeholder', () => {
    expect(promptVariables(`[${'a'.repeat(61)}]`)).toEqual([]);
  });
});

describe('fill', () => {
  it('replaces every occurrence of each syntax by its value', () => {
    const content = 'Hola {{nombre}} de [tienda], tono {{tone:formal|casual}}, {{nombre}} ({{ciudad:Lima}})';
    expect(fill(content, { nombre: 'Ana', tienda: 'La Esquina', tone: 'casual', ciudad: 'Quito' })).toBe(
      'Hola Ana de La Esquina, tono casual, Ana (Quito)',
    );
  });

  it('leaves unfilled variables as written', () => {
    expect(fill('Hola {{nombre}} de [tienda] en {{ciudad:Lima}}', { nombre: 'Ana', tienda: '' })).toBe(
      'Hola Ana de [tienda] en {{ciudad:Lima}}',
    );
  });

  it('leaves links, checkboxes and names of object properties alone', () => {
    expect(fill('- [x] [guía](u) {{constructor}}', { x: 'no', guía: 'no' })).toBe('- [x] [guía](u) {{constructor}}');
  });

  it('inserts values literally, special replacement patterns included', () => {
    expect(fill('{{a}}', { a: '$& $1' })).toBe('$& $1');
  });
});
