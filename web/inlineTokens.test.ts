import { tokens } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { inlineTokenValues } from './inlineTokens';

const source = `import { makeStyles, tokens } from '@fluentui/react-components';
const useStyles = makeStyles({
  root: {
    borderTop: \`1px solid \${tokens.colorNeutralStroke2}\`,
    color: tokens.colorNeutralForeground1,
    zIndex: tokens.zIndexOverlay,
  },
});
`;

describe("Fluent's tokens inlined", () => {
  it("replace each tokens.name with the library's own value, keeping the line count, so the tokens object is not imported", () => {
    const inlined = inlineTokenValues(source, 'styles.ts', tokens);
    expect(inlined).toContain('`1px solid ${"var(--colorNeutralStroke2)"}`');
    expect(inlined).toContain('color: "var(--colorNeutralForeground1)"');
    expect(inlined).toContain(`zIndex: ${JSON.stringify(tokens.zIndexOverlay)}`);
    expect(inlined).not.toMatch(/tokens\./);
    expect(inlined.split('\n').length).toBe(source.split('\n').length);
  });

  it('leave a module alone whose tokens are not Fluent’s', () => {
    const own = `const tokens = { gap: '4px' };\nexport const gap = tokens.gap;\n`;
    expect(inlineTokenValues(own, 'own.ts', tokens)).toBe(own);
  });

  it('fail the build on a token Fluent does not have', () => {
    expect(() => inlineTokenValues(`import { tokens } from '@fluentui/react-components';\nexport const x = tokens.colorMadeUp;\n`, 'typo.ts', tokens)).toThrow(
      'typo.ts:2: Fluent has no token named colorMadeUp',
    );
  });
});
