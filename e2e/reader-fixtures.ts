import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server.js';

/**
 * Like fixtures.ts, but with moderation off: a public story is public at once, so reader journeys
 * need no admin to approve what they read.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const server = await startServer({ env: { MODERATION: 'off' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
