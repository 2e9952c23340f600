import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from '../apps/server/src/test/fake-openai.js';
import { signUp } from './auth.js';
import { addChildByApi, generateStory, IDEA, openCreate, waitForPictures } from './create-helpers.js';
import { expect, test } from './fixtures.js';
import { startServer, type RunningServer } from './server.js';

// SPEC §4 / DESIGN "Character consistency": with an avatar the first picture is made first, and
// the other five are made in parallel after it. Read from a fake OpenAI-compatible image provider's
// request log, at a latency that makes the order visible.

const LATENCY_MS = 600;

let fake: FakeOpenAI;
let app: RunningServer;

test.beforeAll(async () => {
  fake = await startFakeOpenAI({ latencyMs: 0 });
  app = await startServer({
    env: {
      AI_IMAGE_PROVIDER: 'openai-compatible',
      AI_IMAGE_BASE_URL: fake.url,
      AI_IMAGE_API_KEY: 'test-key',
      AI_MAX_RETRIES: '0',
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

const isPicture = (request: FakeRequest) => request.endpoint === 'edits' || request.endpoint === 'generations';

test('avatar mode: the first picture is finished before the other five start, and the five overlap', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    const me = await signUp(page, app.url);
    await addChildByApi(page.request, app.url, me, 'Noor');
    await openCreate(page);
    await page.getByLabel('Ideas for the story:').fill(IDEA);
    await page.getByRole('radio', { name: 'Noor in Comic style' }).check();
    await generateStory(page);

    fake.reset();
    fake.setLatency(LATENCY_MS);
    await page.getByRole('button', { name: 'Create Visuals' }).click();
    await waitForPictures(page);

    const pictures = fake.requests.filter(isPicture).sort((a, b) => a.startedAt - b.startedAt);
    expect(pictures).toHaveLength(6);
    expect(pictures.every((request) => request.status === 200 && request.endedAt !== null)).toBe(true);
    const [first, ...rest] = pictures as [FakeRequest, ...FakeRequest[]];
    // The first is finished before any other starts.
    for (const request of rest) expect(request.startedAt).toBeGreaterThanOrEqual(first.endedAt!);
    // The five overlap: every one started before any one of them finished.
    const lastStart = Math.max(...rest.map((request) => request.startedAt));
    const firstEnd = Math.min(...rest.map((request) => request.endedAt!));
    expect(lastStart).toBeLessThan(firstEnd);
    // The five carry the first picture as a style reference (one more image than the first).
    for (const request of rest) expect(request.images.length).toBe(first.images.length + 1);
  } finally {
    await context.close();
  }
});
