import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';

describe.each(testDatabaseKinds)('AI rate limit on %s', (kind) => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp(kind, {}, { AI_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  const generateImage = (who: SignedIn) =>
    app.inject({
      method: 'POST',
      url: '/api/user/generateImage',
      headers: who.headers,
      payload: { email: who.user.email, visualPrompt: 'bright crayons', paragraphs: ['A cat naps in the sun.'], seed: 1 },
    });

  it('shares one budget per user across the generation calls, then answers 429 kindly', async () => {
    const ann = await signIn(app, { email: 'ann@example.org' });
    expect((await generateImage(ann)).statusCode).toBe(200);
    expect((await generateImage(ann)).statusCode).toBe(200);

    const write = vi.spyOn(app.ai.storyWriter, 'write');
    const limited = await app.inject({
      method: 'POST',
      url: '/api/user/generateStory',
      headers: ann.headers,
      payload: { email: 'ann@example.org', prompt: 'A cat who flies', numParagraphs: 6 },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/^You're creating very quickly! Please wait .+ and try again\.$/);
    expect(write).not.toHaveBeenCalled();

    // Another user has a budget of their own.
    const bob = await signIn(app, { email: 'bob@example.org' });
    expect((await generateImage(bob)).statusCode).toBe(200);
  });

  it('counts cartoon avatars against the same budget', async () => {
    const ann = await signIn(app, { email: 'ann@example.org' });
    expect((await generateImage(ann)).statusCode).toBe(200);
    expect((await generateImage(ann)).statusCode).toBe(200);
    const cartoonify = vi.spyOn(app.ai.cartoonist, 'cartoonify');
    const limited = await app.inject({
      method: 'POST',
      url: '/api/user/cartoonify',
      headers: ann.headers,
      payload: { email: 'ann@example.org', childId: 'any-child' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(cartoonify).not.toHaveBeenCalled();
  });

  it('does not count saving or reading stories', async () => {
    const ann = await signIn(app, { email: 'ann@example.org' });
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/user/story/not-a-story', headers: ann.headers })).statusCode).toBe(
        404,
      );
    }
    expect((await generateImage(ann)).statusCode).toBe(200);
  });
});
