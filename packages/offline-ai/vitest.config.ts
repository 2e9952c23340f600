import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../tools/workspace-source.js';

export default defineConfig({
  resolve: { conditions: ['@storybook/source', 'node', 'import', 'default'], alias: workspaceSource },
  test: {
    name: 'offline-ai',
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    testTimeout: 30_000,
    setupFiles: ['src/testing/as-served.ts'],
    // The engine is pure functions over tables, and each file begins with it loaded whole (as-served.ts): a worker
    // keeps one copy for all its files rather than loading it again for each, the larger part of the suite's time.
    isolate: false,
  },
});
