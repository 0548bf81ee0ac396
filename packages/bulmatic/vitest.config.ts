import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  test: {
    name: 'bulmatic',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // One jsdom per worker rather than one per file: setting up 62 environments cost more than the tests themselves
    // (197 s against 70 s). Testing Library's cleanup after each test (test/setup.ts) empties the shared document.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/index.ts'],
      reporter: ['text-summary', ['text', { skipFull: true }]],
      thresholds: { lines: 95 },
    },
  },
});
