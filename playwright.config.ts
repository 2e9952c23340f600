import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The system Chromium: tests never download a browser. The flags keep it off the network it
// cannot reach and out of the sandbox it cannot create as root.
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      ...(existsSync(systemChromium) && { executablePath: systemChromium }),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
