import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@storybook/source', 'node', 'import', 'default'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Test files in a worker share its databases (creating PGlite takes seconds); each test resets tables.
    isolate: false,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
