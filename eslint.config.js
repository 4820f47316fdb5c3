// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks and Relay
// rules for the client. Of the type-aware rules only the two about promises run (on the server's,
// shared and web TypeScript): they catch bugs tsc does not, and each more costs lint time; `tsc
// --noEmit` does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The first load of / and /auth has no Relay (web/README.md, "Routes"): these modules may import
// its types, never its code; they load it with import() when needed.
const noRelayCode = ['react-relay', 'relay-runtime'].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'Keep Relay out of the first load of / and /auth: import types only, or load it with import().',
}));

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
    // A promise nobody awaits loses its failure (an unhandled rejection ends the server) and its
    // ordering; `void` marks one left to run on purpose.
    files: ['graphql-server/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns, and the async ones it is given (react-hook-form's
      // handleSubmit, a mutation's commit, which never rejects) fail the same way with or without `void`.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
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
    // The tag's one source (relay/graphql.ts): react-relay's would load Relay with every operation.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/relay/graphql.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-relay', 'relay-runtime'].map((name) => ({
            name,
            importNames: ['graphql'],
            message: 'Import the graphql tag from web/src/relay/graphql.ts.',
          })),
        },
      ],
    },
  },
  {
    files: [
      'web/src/main.tsx',
      'web/src/App.tsx',
      'web/src/router/{SessionRoot,routes,preloadQuery,session,RootShell,RouteError}.{ts,tsx}',
      'web/src/features/**/route.ts',
      'web/src/features/landing/**/*.{ts,tsx}',
      'web/src/features/account/auth/**/*.{ts,tsx}',
      'web/src/features/account/fetchViewer.ts',
      'web/src/**/use*Mutation.ts',
      'web/src/relay/useMutation.ts',
      'web/src/ui/{LanguageSwitch,ThemeToggle,AppLink}.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: noRelayCode }] },
  },
  {
    // The first load of / and /auth has no Fluent component or provider code either (web/README.md,
    // "UI conventions"): their modules use Griffel's styles and the theme's tokens only.
    files: [
      'web/src/main.tsx',
      'web/src/App.tsx',
      'web/src/theme/ThemeRoot.tsx',
      'web/src/router/{SessionRoot,routes,preloadQuery,session,RootShell,RouteError}.{ts,tsx}',
      'web/src/features/**/route.ts',
      'web/src/features/landing/**/*.{ts,tsx}',
      'web/src/features/account/auth/**/*.{ts,tsx}',
      'web/src/features/account/{fetchViewer,greeting,viewerFromPayload}.ts',
      'web/src/**/use*Mutation.ts',
      'web/src/forms/**/*.{ts,tsx}',
      'web/src/layout/Footer.tsx',
      'web/src/features/cookies/{consent,cookieMessages,CookieBanner,CookieConsent}.{ts,tsx}',
      'web/src/features/footer/{footerDialogNames,useFooterDialog}.ts',
      'web/src/ui/{LanguageSwitch,ThemeToggle,ButtonLink,AppLink,PlainButton,buttonStyles,BrandMark,Spinners}.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noRelayCode,
            {
              name: '@fluentui/react-components',
              // With Griffel's renderer API: the prerendered landing page collects its styles on the
              // server and takes them over in the browser (features/landing/LandingDocument.tsx).
              allowImportNames: ['makeStyles', 'mergeClasses', 'shorthands', 'tokens', 'RendererProvider', 'createDOMRenderer', 'renderToStyleElements'],
              allowTypeImports: true,
              message:
                "Keep Fluent's components and provider out of the first load of / and /auth: plain elements (ui/PlainButton, ui/buttonStyles, forms/Field, forms/TextInput, …) or load them with import().",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON responses of many shapes; asserting on them is what checks the shape.
    files: ['**/*.test.{ts,tsx}', 'graphql-server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
