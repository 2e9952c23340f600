import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiProviderError } from '../../ai/types.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { storedMediaFiles } from '../../test/media.js';

const SECRET = 'upstream said: invalid key sk-live-123 at https://internal.example';

describe.each(testDatabaseKinds)('AI failures on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeEach(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

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
    ['timeout', 504, 'gateway_timeout'],
    ['failed', 502, 'bad_gateway'],
    ['invalid_output', 502, 'bad_gateway'],
  ] as const)('answers a story writer %s with %i and a plain message', async (failure, status, code) => {
    vi.spyOn(app.ai.storyWriter, 'write').mockRejectedValueOnce(new AiProviderError(failure, SECRET));
    const res = await generateStory();
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(/write your story.*Please try again\.$/);
    expect(res.body).not.toContain('sk-live');
  });

  it('answers 502 for any other error from the AI layer', async () => {
    vi.spyOn(app.ai.storyWriter, 'write').mockRejectedValueOnce(new TypeError(SECRET));
    const res = await generateStory();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('We could not write your story right now. Please try again.');
  });

  it('answers 502 when the writer answers a story without text', async () => {
    vi.spyOn(app.ai.storyWriter, 'write').mockResolvedValueOnce({ title: 'Empty', tags: [], paragraphs: ['  '] });
    expect((await generateStory()).statusCode).toBe(502);
  });

  it('answers 504 or 502 when the illustrator fails, storing nothing', async () => {
    const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
    illustrate.mockRejectedValueOnce(new AiProviderError('timeout', SECRET));
    const late = await generateImage();
    expect(late.statusCode).toBe(504);
    expect(late.json().error.message).toBe('It took too long to draw this picture. Please try again.');

    illustrate.mockResolvedValueOnce({ image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), styleToken: null });
    const notAnImage = await generateImage();
    expect(notAnImage.statusCode).toBe(502);
    expect(notAnImage.json().error.message).toBe('We could not draw this picture right now. Please try again.');
    expect(await storedMediaFiles(app)).toEqual([]);
  });
});
