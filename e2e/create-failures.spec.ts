import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp } from './auth.js';
import { fillIdeaInPromptMode, IDEA, openCreate, storyArticle } from './create-helpers.js';
import { expect, test } from './fixtures.js';
import { startServer, type RunningServer } from './server.js';

// SPEC §8: when the hosted text provider fails, the parent sees the alert and is back at the form.

const GENERATION_FAILED = 'Our devs ran out of coffee and funding!! No story for now. Inform them and try again tomorrow..';

let broken: Server;
let app: RunningServer;

test.beforeAll(async () => {
  // A "provider" that answers 500 to everything.
  broken = createServer((_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down","type":"server_error"}}');
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  const { port } = broken.address() as AddressInfo;
  app = await startServer({
    env: { AI_TEXT_PROVIDER: 'openai-compatible', AI_TEXT_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MAX_RETRIES: '0' },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => (broken ? broken.close(() => resolve()) : resolve()));
});

test('a failing text provider shows SPEC’s alert and returns to the entry form', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await signUp(page, app.url);
    await openCreate(page);
    await fillIdeaInPromptMode(page);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/user/generateStory'));
    await page.getByRole('button', { name: 'Generate Story' }).click();
    expect((await answered).status()).toBeGreaterThanOrEqual(500);
    await expect.poll(() => dialogs).toEqual([`alert: ${GENERATION_FAILED}`]);

    await expect(page.getByLabel('Ideas for the story:')).toHaveValue(IDEA);
    await expect(page.getByRole('button', { name: 'Generate Story' })).toBeEnabled();
    await expect(storyArticle(page)).toBeHidden();
  } finally {
    await context.close();
  }
});
