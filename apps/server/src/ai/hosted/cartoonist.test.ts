import { CARTOON_STYLES } from '@storybook/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { samplePhoto } from '@storybook/offline-ai/testing';
import { hexDistance, meanColour, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';
import { AVATAR_SIZE } from '@storybook/offline-ai';
import { createHostedCartoonist } from './cartoonist.js';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

it('makes the three contract styles by editing the photo, as square WebP avatars', async () => {
  const photo = await samplePhoto({ width: 800, height: 600 });
  const cartoonist = createHostedCartoonist({
    text: { provider: 'offline', baseUrl: null, model: null, apiKey: null },
    image: { provider: 'openai-compatible', baseUrl: fake.url, model: 'flux-kontext', apiKey: null },
    timeoutMs: 5000,
    maxRetries: 0,
    rateLimitPerMinute: 30,
  });
  const avatars = await cartoonist.cartoonify(photo);

  expect(avatars.map(({ style, name }) => ({ id: style, name }))).toEqual(CARTOON_STYLES.map(({ id, name }) => ({ id, name })));
  expect(fake.requests).toHaveLength(3);
  for (const request of fake.requests) {
    expect(request).toMatchObject({ endpoint: 'edits', model: 'flux-kontext', apiKey: null });
    expect(request.images).toHaveLength(1);
    // The photo, as sent: a PNG of the same size.
    expect(request.images[0]).toMatchObject({ field: 'image', mediaType: 'image/png', width: 800, height: 600 });
  }
  const prompts = fake.requests.map((r) => r.prompt);
  expect(new Set(prompts).size).toBe(3);
  expect(prompts.find((p) => p?.includes('comic-book'))).toBeDefined();
  expect(prompts.find((p) => p?.includes('watercolour'))).toBeDefined();
  expect(prompts.find((p) => p?.includes('pop-art'))).toBeDefined();
  for (const avatar of avatars) {
    const meta = await sharp(avatar.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
    const request = fake.requests.find((r) => r.prompt?.includes(avatar.style === 'comic' ? 'comic-book' : avatar.style));
    expect(hexDistance(await meanColour(avatar.image), request!.replyColour!)).toBeLessThan(6);
  }
});
