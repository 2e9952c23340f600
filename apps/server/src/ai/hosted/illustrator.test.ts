import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config.js';
import { hexDistance, meanColour, solidImage, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';
import { AiProviderError, type IllustrationRequest } from '../types.js';
import { createHostedIllustrator, STYLE_WORDS } from './illustrator.js';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const RED = '#d02828';
const BLUE = '#2850d0';

function config(
  image: Partial<Config['ai']['image']> = {},
  limits: { timeoutMs?: number; maxRetries?: number } = {},
): Config['ai'] {
  return {
    text: { provider: 'offline', baseUrl: null, model: null, apiKey: null },
    image: { provider: 'openai', baseUrl: fake.url, model: null, apiKey: 'sk-img', ...image },
    timeoutMs: limits.timeoutMs ?? 5000,
    maxRetries: limits.maxRetries ?? 2,
    rateLimitPerMinute: 30,
  };
}

const paragraph = 'Mia and the fox shared apples under the big oak tree.';

async function expectWebp(image: Buffer): Promise<void> {
  expect(image.toString('latin1', 0, 4)).toBe('RIFF');
  expect(image.toString('latin1', 8, 12)).toBe('WEBP');
  expect((await sharp(image).metadata()).format).toBe('webp');
}

describe('hosted illustrator, text mode', () => {
  it('paints from words through /images/generations and returns the picture as WebP', async () => {
    const request: IllustrationRequest = { paragraph, visualPrompt: 'a sunny autumn orchard', style: 'ghibli', seed: 1 };
    const result = await createHostedIllustrator(config()).illustrate(request);

    await expectWebp(result.image);
    expect(result.styleToken).toBeNull();
    const [call] = fake.requests;
    expect(call).toMatchObject({ endpoint: 'generations', model: 'gpt-image-1', apiKey: 'Bearer sk-img', images: [] });
    expect(call!.fields).toMatchObject({ size: '1024x1024', n: '1' });
    // gpt-image models refuse `response_format`.
    expect(call!.fields.response_format).toBeUndefined();
    expect(call!.prompt).toContain(paragraph);
    expect(call!.prompt).toContain('a sunny autumn orchard');
    expect(call!.prompt).toContain(STYLE_WORDS.ghibli);
    expect(call!.prompt).toContain('No text, letters, words');
    expect(hexDistance(await meanColour(result.image), call!.replyColour!)).toBeLessThan(6);
  });

  it('gives different requests different pictures', async () => {
    const illustrator = createHostedIllustrator(config());
    const [a, b] = await Promise.all([
      illustrator.illustrate({ paragraph: 'A boat on the sea.', seed: 1 }),
      illustrator.illustrate({ paragraph: 'A kite in the sky.', seed: 2 }),
    ]);

    expect(hexDistance(await meanColour(a.image), await meanColour(b.image))).toBeGreaterThan(6);
  });

  it('keeps the look of a given first picture by editing from it', async () => {
    const first = await solidImage(BLUE, 'webp');
    await createHostedIllustrator(config()).illustrate({
      paragraph,
      seed: 3,
      styleReference: { token: null, image: first },
    });

    const [call] = fake.requests;
    expect(call!.endpoint).toBe('edits');
    expect(call!.images.map((i) => i.field)).toEqual(['image']);
    expect(hexDistance(call!.images[0]!.colour, BLUE)).toBeLessThan(6);
    expect(call!.prompt).toContain('Match the attached reference image');
  });

  it('asks a DALL·E style model for b64_json', async () => {
    await createHostedIllustrator(config({ model: 'dall-e-3' })).illustrate({ paragraph, seed: 1 });

    expect(fake.requests[0]!.fields).toMatchObject({ model: 'dall-e-3', response_format: 'b64_json' });
  });

  it('downloads a picture a compatible server answers as a URL at once', async () => {
    fake.setScript([{ imageAs: 'url' }], 'generations');
    const result = await createHostedIllustrator(config({ provider: 'openai-compatible' })).illustrate({
      paragraph,
      seed: 1,
    });

    await expectWebp(result.image);
    expect(fake.requests.map((r) => [r.endpoint, r.status])).toEqual([
      ['generations', 200],
      ['download', 200],
    ]);
    expect(hexDistance(await meanColour(result.image), fake.requests[0]!.replyColour!)).toBeLessThan(6);
  });
});

describe('hosted illustrator, avatar mode', () => {
  it('edits from the avatar for the first picture', async () => {
    const avatar = { image: await solidImage(RED, 'webp'), name: 'Mia' };
    const result = await createHostedIllustrator(config()).illustrate({ paragraph, avatar, style: 'pixar', seed: 1 });

    await expectWebp(result.image);
    expect(result.styleToken).toBeNull();
    const [call] = fake.requests;
    expect(call).toMatchObject({ endpoint: 'edits', model: 'gpt-image-1' });
    expect(call!.images.map((i) => [i.field, i.mediaType])).toEqual([['image', 'image/png']]);
    expect(hexDistance(call!.images[0]!.colour, RED)).toBeLessThan(6);
    expect(call!.prompt).toContain('The hero is Mia, the child in the first reference image');
    expect(call!.prompt).toContain(STYLE_WORDS.pixar);
    expect(call!.prompt).not.toContain('second reference image');
  });

  it('sends the first picture as a second reference for the later paragraphs', async () => {
    const avatar = { image: await solidImage(RED, 'webp'), name: 'Mia' };
    const first = await solidImage(BLUE, 'webp');
    await createHostedIllustrator(config()).illustrate({
      paragraph,
      avatar,
      seed: 2,
      styleReference: { token: null, image: first },
    });

    const { images, prompt } = fake.requests[0]!;
    expect(images.map((i) => i.field)).toEqual(['image[]', 'image[]']);
    expect(hexDistance(images[0]!.colour, RED)).toBeLessThan(6);
    expect(hexDistance(images[1]!.colour, BLUE)).toBeLessThan(6);
    expect(prompt).toContain('Match the second reference image');
  });
});

describe('hosted illustrator, failures', () => {
  it('retries a 503 and then succeeds', async () => {
    fake.setScript([{ status: 503 }]);
    const result = await createHostedIllustrator(config()).illustrate({ paragraph, seed: 1 });

    await expectWebp(result.image);
    expect(fake.requests.map((r) => r.status)).toEqual([503, 200]);
  });

  it('retries an edit with the same references after a 429', async () => {
    fake.setScript([{ status: 429, retryAfter: '0' }]);
    const avatar = { image: await solidImage(RED), name: 'Mia' };
    await createHostedIllustrator(config()).illustrate({ paragraph, avatar, seed: 1 });

    expect(fake.requests.map((r) => [r.status, r.images.length])).toEqual([
      [429, 1],
      [200, 1],
    ]);
  });

  it('fails after maxRetries + 1 attempts of 500', async () => {
    fake.setScript([{ status: 500 }, { status: 500 }]);
    const error = await createHostedIllustrator(config({}, { maxRetries: 1 }))
      .illustrate({ paragraph, seed: 1 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ kind: 'failed', message: 'The picture service answered HTTP 500 (2 attempts).' });
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a broken answer as invalid_output', async () => {
    fake.setScript([{ malformed: true }]);
    const error = await createHostedIllustrator(config())
      .illustrate({ paragraph, seed: 1 })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      kind: 'invalid_output',
      message: 'The picture service gave an answer that could not be used.',
    });
  });

  it('times out a picture that takes too long', async () => {
    fake.setScript([{ delayMs: 4000 }]);
    const error = await createHostedIllustrator(config({}, { timeoutMs: 500 }))
      .illustrate({ paragraph, seed: 1 })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'timeout', message: 'The picture service did not answer within 0.5 seconds.' });
    // The call was given up (the provider saw it aborted), not waited out.
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });
});
