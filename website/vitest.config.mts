import {defineProject} from 'vitest/config';

export default defineProject({
  test: {
    name: 'website',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
