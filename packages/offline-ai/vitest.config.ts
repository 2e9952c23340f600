import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@storybook/source', 'node', 'import', 'default'] },
  test: { name: 'offline-ai', environment: 'node', include: ['src/**/*.test.ts', 'eval/**/*.test.ts'], testTimeout: 30_000 },
});
