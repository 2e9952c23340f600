import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { children } from '../../platform/db/schema.js';
import { meanColour, solidImage, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';
import { storedMediaFiles } from '../../test/media.js';

/** Hosted providers against the fake OpenAI-compatible server: real HTTP, nothing of ours mocked. */
describe.each(testDatabaseKinds)('generation with a hosted provider on %s', (kind) => {
  let fake: FakeOpenAI;
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    app = await buildTestApp(
      kind,
      {},
      {
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: fake.url,
        AI_IMAGE_PROVIDER: 'openai-compatible',
        AI_IMAGE_BASE_URL: fake.url,
        AI_MAX_RETRIES: '0',
        AI_TIMEOUT_MS: '1000',
      },
    );
    ann = await signIn(app, { email: 'ann@example.org' });
  });
  afterEach(() => app.close());

  const generateStory = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/generateStory',
      headers: ann.headers,
      payload: { email: 'ann@example.org', prompt: 'A brave little owl learns to fly', numParagraphs: 6 },
    });
  const generateImage = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/generateImage',
      headers: ann.headers,
      payload: { email: 'ann@example.org', visualPrompt: 'crayon drawing', paragraphs: ['The owl flew home.'], seed: 3 },
    });

  it('writes the story through the provider', async () => {
    const res = await generateStory();
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toHaveLength(6);
    expect(res.json().tag).toBe('#friendship#adventure#kindness');
    expect(fake.requests.map((request) => request.endpoint)).toEqual(['chat']);
    expect(fake.requests[0]!.prompt).toContain('A brave little owl learns to fly');
  });

  it('answers 502 with a plain message when the provider fails, never its own text', async () => {
    fake.setScript([{ status: 500 }], 'chat');
    const res = await generateStory();
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'bad_gateway',
      message: 'We could not write your story right now. Please try again.',
    });
    expect(res.body).not.toContain('scripted failure');
  });

  it('answers 502 when the provider answers broken JSON', async () => {
    fake.setScript([{ malformed: true }], 'chat');
    expect((await generateStory()).statusCode).toBe(502);
  });

  it('answers 504 when the provider does not answer in time', async () => {
    fake.setScript([{ delayMs: 3000 }], 'chat');
    const res = await generateStory();
    expect(res.statusCode).toBe(504);
    expect(res.json().error).toEqual({
      code: 'gateway_timeout',
      message: 'It took too long to write your story. Please try again.',
    });
  });

  it('answers 502 when the provider writes a story without text', async () => {
    fake.setScript(
      [{ reply: { title: 'Empty', tags: ['owl', 'night', 'sky'], paragraphs: ['  ', ' ', '', ' ', '  ', ' '] } }],
      'chat',
    );
    const res = await generateStory();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('We could not write your story right now. Please try again.');
  });

  it('answers 504 when the image API does not answer in time, storing nothing', async () => {
    fake.setScript([{ delayMs: 3000 }], 'generations');
    const late = await generateImage();
    expect(late.statusCode).toBe(504);
    expect(late.json().error.message).toBe('It took too long to draw this picture. Please try again.');
    expect(await storedMediaFiles(app)).toEqual([]);
  });

  it('stores a hosted picture in our media, and answers 502 when the image API fails', async () => {
    const drawn = await generateImage();
    expect(drawn.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: drawn.json().images[0] });
    expect(served.statusCode).toBe(200);

    const before = await storedMediaFiles(app);
    fake.setScript([{ status: 503 }], 'generations');
    const failed = await generateImage();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('We could not draw this picture right now. Please try again.');
    expect(await storedMediaFiles(app)).toEqual(before);
  });

  it('draws later avatar pictures with the first picture as the style reference', async () => {
    const photo = await solidImage('#3366cc');
    const [child] = await app.database.db
      .insert(children)
      .values({
        userId: ann.user.id,
        name: 'Tom',
        dateOfBirth: '2019-04-02',
        profilePicture: (await app.media.put(photo, 'image/png')).url,
      })
      .returning();
    const draw = (paragraph: string, styleRefId?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/cartoonImage',
        headers: ann.headers,
        payload: { email: 'ann@example.org', imageId: child!.id, paragraphs: [paragraph], ...(styleRefId && { styleRefId }) },
      });

    const first = await draw('Tom finds a map.');
    expect(first.statusCode).toBe(200);
    const { images, styleRefId } = first.json() as { images: string[]; styleRefId: string };
    const second = await draw('Tom follows the map to the sea.', styleRefId);
    expect(second.statusCode).toBe(200);

    const edits = fake.requests.filter((request) => request.endpoint === 'edits');
    expect(edits.map((request) => request.images.length)).toEqual([1, 2]);
    expect(edits[1]!.images[1]!.colour).toBe(await meanColour((await app.media.get(images[0]!))!));
  });
});
