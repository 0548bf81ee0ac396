import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'search',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Files share a worker's modules instead of importing the engine and server afresh each (130 s against 93 s for
    // this project and the site's together); each test builds its own engines and servers, and none changes a module.
    isolate: false,
    // Several tests start worker threads or processes that compile TypeScript first: seconds on a busy machine.
    testTimeout: 20_000,
  },
});
