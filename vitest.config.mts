import {defineConfig} from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and integration tests. In projects mode coverage is
// configured here: the library's line coverage is printed by `npm test` and must stay at 95 % or more.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'website/vitest.config.mts'],
    coverage: {
      provider: 'v8',
      include: ['packages/bulmatic/src/**/*.{ts,tsx}'],
      exclude: ['packages/bulmatic/src/**/*.test.{ts,tsx}', 'packages/bulmatic/src/**/index.ts'],
      reporter: ['text-summary', ['text', {skipFull: true}]],
      thresholds: {lines: 95},
    },
  },
});
