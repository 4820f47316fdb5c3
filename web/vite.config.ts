import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokens } from '@fluentui/react-components';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { entryCatalogs } from './entryCatalogs.ts';
import { inlineTokens } from './inlineTokens.ts';
import { precompileMessages } from './precompileMessages.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webRoot, '..');
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const landingEntry = path.join(webRoot, 'src/features/landing/hydrate.tsx');

/**
 * `relay-compiler --watch` needs watchman, which these machines cannot run. In dev, re-run the
 * compiler once at start and then whenever a source file that holds a graphql`` tag (or the schema)
 * changes. Runs never overlap; a change during a run schedules one more.
 */
function relayCompilerOnChange(): Plugin {
  let running = false;
  let again = false;
  const compile = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/relay-compiler'), [], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    child.on('exit', () => {
      running = false;
      if (again) {
        again = false;
        compile();
      }
    });
  };
  return {
    name: 'promptario:relay-compiler',
    apply: 'serve',
    configureServer(server) {
      compile();
      const onFile = (file: string) => {
        if (file.includes('__generated__')) return;
        if (file.endsWith('schema.graphql') || /\.(ts|tsx)$/.test(file)) compile();
      };
      server.watcher.add(path.join(repoRoot, 'schema.graphql'));
      server.watcher.on('change', onFile);
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);
    },
  };
}

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  plugins: [
    react(),
    relay,
    relayCompilerOnChange(),
    // The landing page's entry loads only its own messages of the English catalog (i18n/locale.ts);
    // the footer's dialogs, which a click loads with Fluent's components, bring the whole one.
    entryCatalogs({
      entries: { landing: { entry: landingEntry, leavesOut: [path.join(webRoot, 'src/features/footer/FooterDialogs.tsx')] } },
      formatjs: path.join(repoRoot, 'node_modules/.bin/formatjs'),
    }),
    inlineTokens(tokens),
    precompileMessages({ catalogs: [path.join(webRoot, 'src/i18n/lang/en.json')], nodeModules: path.join(repoRoot, 'node_modules') }),
  ],
  resolve: {
    // The app only uses Relay's hooks API: bundle `react-relay/hooks`, which leaves out the legacy
    // containers (QueryRenderer, createFragmentContainer, …) that `react-relay` also exports.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: path.join(repoRoot, 'dist/web'),
    emptyOutDir: true,
    // Read by bench/bundle-size.ts to add up what each route loads first.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The app (index.html) and the prerendered landing page's own entry, which hydrates it
      // without the router (graphql-server/http/landing-page.ts).
      input: { index: path.join(webRoot, 'index.html'), landing: landingEntry },
      output: {
        codeSplitting: {
          // Libraries every route loads, in chunks of their own: an app release does not change
          // them, so browsers keep them cached across deploys. Fluent UI stays split by component,
          // so a page only loads the components it uses.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie)[\\/]/ },
            // Every icon's shared context, kept apart from Griffel's runtime (which the landing page loads).
            { name: 'icons', test: /node_modules[\\/]@fluentui[\\/]react-icons[\\/]lib[\\/](contexts|utils)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
});
