import {defineProject} from 'vitest/config';

export default defineProject({
  test: {
    name: 'search',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Several tests start worker threads or processes that compile TypeScript first: seconds on a busy machine.
    testTimeout: 20_000,
  },
});
