import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../tools/workspace-source.js';

export default defineConfig({
  resolve: { conditions: ['@storybook/source', 'node', 'import', 'default'], alias: workspaceSource },
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
