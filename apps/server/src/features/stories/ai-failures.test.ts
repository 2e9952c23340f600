import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';
import { storedMediaFiles } from '../../test/media.js';

// How generation failures reach the client, driven by a real (fake) provider server: the status
// tells a timeout from a failure, and the message is ours, never the provider's.
describe.each(testDatabaseKinds)('AI failures on %s', (kind) => {
  let fake: FakeOpenAI;
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    app = await buildTestApp(kind, {}, {
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.url,
      AI_IMAGE_PROVIDER: 'openai-compatible',
      AI_IMAGE_BASE_URL: fake.url,
      AI_MAX_RETRIES: '0',
      AI_TIMEOUT_MS: '1000',
    });
    ann = await signIn(app, { email: 'ann@example.org' });
  });
  afterEach(() => app.close());

  const generateStory = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/generateStory',
      headers: ann.headers,
      payload: { email: 'ann@example.org', prompt: 'A brave little owl', numParagraphs: 6 },
    });
  const generateImage = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/generateImage',
      headers: ann.headers,
      payload: { email: 'ann@example.org', visualPrompt: 'crayons', paragraphs: ['The owl flew home.'], seed: 3 },
    });

  it.each([
    ['does not answer in time', { delayMs: 3000 }, 504, 'gateway_timeout'],
    ['fails', { status: 500 }, 502, 'bad_gateway'],
    ['answers broken JSON', { malformed: true }, 502, 'bad_gateway'],
  ] as const)('answers with our own message when the story provider %s', async (_, step, status, code) => {
    fake.setScript([step], 'chat');
    const res = await generateStory();
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(/write your story.*Please try again\.$/);
  });

  it('answers 502 when the provider writes a story without text', async () => {
    fake.setScript([{ reply: { title: 'Empty', tags: ['owl', 'night', 'sky'], paragraphs: ['  ', ' ', '', ' ', '  ', ' '] } }], 'chat');
    const res = await generateStory();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('We could not write your story right now. Please try again.');
  });

  it('answers 504 or 502 when the picture provider fails, storing nothing', async () => {
    fake.setScript([{ delayMs: 3000 }], 'generations');
    const late = await generateImage();
    expect(late.statusCode).toBe(504);
    expect(late.json().error.message).toBe('It took too long to draw this picture. Please try again.');

    fake.setScript([{ malformed: true }], 'generations');
    const broken = await generateImage();
    expect(broken.statusCode).toBe(502);
    expect(broken.json().error.message).toBe('We could not draw this picture right now. Please try again.');
    expect(await storedMediaFiles(app)).toEqual([]);
  });
});
