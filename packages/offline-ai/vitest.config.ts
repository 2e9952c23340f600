import { defineConfig } from 'vitest/config';
import { workspaceSource } from '../../tools/workspace-source.js';

export default defineConfig({
  resolve: { conditions: ['@storybook/source', 'node', 'import', 'default'], alias: workspaceSource },
  test: {
    name: 'offline-ai',
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
