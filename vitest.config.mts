import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and integration tests. In projects mode coverage is
// configured here: the library's line coverage is printed by `npm test` and must stay at 95 % or more.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'scripts/vitest.config.ts', 'website/vitest.config.mts'],
    // Every core: Vitest's default leaves one free, which on CI's two cores runs the files one at a time (197 s for
    // the library's against 142 s on two).
    maxWorkers: availableParallelism(),
    coverage: {
      provider: 'v8',
      include: ['packages/bulmatic/src/**/*.{ts,tsx}'],
      exclude: ['packages/bulmatic/src/**/*.test.{ts,tsx}', 'packages/bulmatic/src/**/index.ts'],
      reporter: ['text-summary', ['text', { skipFull: true }]],
      thresholds: { lines: 95 },
    },
  },
});
