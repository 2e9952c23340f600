import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server.js';

/**
 * Every test worker gets its own built server on a free port with a fresh data folder;
 * `baseURL` points at it, so `page.goto('/')` opens that server.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const server = await startServer();
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
