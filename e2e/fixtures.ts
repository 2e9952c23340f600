import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server.js';

/**
 * Every test worker gets its own built server on a free port with a fresh data folder;
 * `baseURL` points at it, so `page.goto('/')` opens that server. A spec that needs other settings
 * (e.g. `ADMIN_EMAILS`) says `test.use({ serverEnv: { … } })` and gets a server of its own.
 */
export const test = base.extend<object, { server: RunningServer; serverEnv: Record<string, string> }>({
  serverEnv: [{}, { option: true, scope: 'worker' }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer({ env: serverEnv });
      await use(server);
      await server.stop();
    },
    // A worker's server is started once for all its tests; on a busy machine that may take longer
    // than one test is given, and a worker fixture that fails fails every test after it.
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
