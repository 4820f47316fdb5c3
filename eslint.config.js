// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks and Relay
// rules for the client. Type-aware rules are left out to keep `eslint .` fast; `tsc --noEmit`
// does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    'dist/**',
    'data/**',
    '**/__generated__/**',
    'graphql-server/generated/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Server, scripts, tests and configuration run on Node.
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx,js,jsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: relay.configs['ts-recommended'].rules,
  },
  {
    // Tests read JSON responses of many shapes; asserting on them is what checks the shape.
    files: ['**/*.test.{ts,tsx}', 'graphql-server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
