import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The site's tsconfig says "jsx": "preserve" (Docusaurus's bundler compiles JSX); components under test need it
  // compiled here.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // As in the site build (plugins/bulma-preview.ts): examples run against the library's source.
    alias: {
      bulmatic: fileURLToPath(new URL('../packages/bulmatic/src/index.ts', import.meta.url)),
      // Docusaurus's client module as the bundler resolves it, for components that ask whether they run in a browser.
      '@docusaurus/ExecutionEnvironment': fileURLToPath(
        new URL('../node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js', import.meta.url),
      ),
    },
  },
  test: {
    name: 'website',
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    // Files share a worker's modules, as the search package's do; a test that stubs the environment unstubs it after.
    isolate: false,
  },
});
