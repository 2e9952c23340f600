import { hasPictureVariants, pictureSrcSet, pictureVariantUrl, PICTURE_WIDTHS, thumbnailUrl } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { storedMediaFiles } from '../../test/media.js';

/** Cards load a thumbnail of at most 40 KB (issue 8, Pictures on the wire). */
const MAX_THUMBNAIL_BYTES = 40 * 1024;

describe('story pictures sized for the screen', () => {
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeEach(async () => {
    app = await buildTestApp('pglite');
    ann = await signIn(app, { email: 'ann@example.org' });
  });
  afterEach(() => app.close());

  const served = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return { bytes: res.rawPayload, width: (await sharp(res.rawPayload).metadata()).width };
  };

  it('stores each new illustration with 320 and 640 px WebP copies, the thumbnail under 40 KB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/generateImage',
      headers: ann.headers,
      payload: {
        email: 'ann@example.org',
        visualPrompt: 'bright colours',
        paragraphs: ['Mia rode a camel across the golden desert to the pyramids.'],
        seed: 3,
      },
    });
    expect(res.statusCode).toBe(200);
    const [url] = res.json().images as [string];
    expect(hasPictureVariants(url)).toBe(true);
    const before = await storedMediaFiles(app);
    expect(before).toHaveLength(1 + PICTURE_WIDTHS.length);

    expect((await served(url)).width).toBe(1024);
    for (const width of PICTURE_WIDTHS) expect((await served(pictureVariantUrl(url, width))).width).toBe(width);
    expect((await served(thumbnailUrl(url))).bytes.length).toBeLessThanOrEqual(MAX_THUMBNAIL_BYTES);
    // Every entry of the srcset answers.
    for (const entry of pictureSrcSet(url)!.split(', ')) await served(entry.split(' ')[0]!);
    // They were made when stored, not on request.
    expect(await storedMediaFiles(app)).toEqual(before);
  });

  it('makes the copies of a picture stored before copies existed on first request, and keeps them', async () => {
    const old = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#2a9d8f' } })
      .webp()
      .toBuffer();
    const { url } = await app.media.put(old, 'image/webp');
    expect(await storedMediaFiles(app)).toHaveLength(1);
    expect((await served(thumbnailUrl(url))).width).toBe(320);
    expect((await served(pictureVariantUrl(url, 640))).width).toBe(640);
    expect(await storedMediaFiles(app)).toHaveLength(3);
  });

  it('answers 404 for copies of other widths, of missing pictures and of bytes that are no picture', async () => {
    const { url } = await app.media.put(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const broken = (await app.media.put(Buffer.from('RIFF....WEBPVP8 not really'), 'image/webp')).url;
    for (const missing of [
      url.replace('.webp', '-w500.webp'),
      pictureVariantUrl(`/media/cd/${'cd'.repeat(32)}.webp`, 320),
      thumbnailUrl(broken),
    ]) {
      expect((await app.inject({ method: 'GET', url: missing })).statusCode, missing).toBe(404);
    }
    expect(await storedMediaFiles(app)).toHaveLength(2);
  });
});
