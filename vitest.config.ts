import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project has its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/offline-ai', 'apps/server', 'apps/web', 'tools'],
  },
});
