import { thumbnailUrl } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { storedMediaFiles } from '../../test/media.js';
import { uploadBody } from '../../test/multipart.js';
import { samplePhoto } from '@storybook/offline-ai/testing';

let app: FastifyInstance;
let parent: SignedIn;

beforeEach(async () => {
  app = await buildTestApp('pglite');
  parent = await signIn(app);
});
afterEach(() => app.close());

async function upload(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const { payload, headers } = uploadBody(data, filename, contentType);
  return app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...parent.headers } });
}

async function storedImage(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('POST /api/upload', () => {
  it('answers 401 to anonymous callers and stores nothing', async () => {
    const { payload, headers } = uploadBody(await samplePhoto({ width: 64, height: 64 }));
    const res = await app.inject({ method: 'POST', url: '/api/upload', payload, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
    expect(await storedMediaFiles(app)).toEqual([]);
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s as WebP, served with year-long caching, with a thumbnail',
    async (format) => {
      const photo = await samplePhoto({ width: 800, height: 600, format });
      const res = await upload(photo, `photo.${format}`, `image/${format}`);
      expect(res.statusCode).toBe(200);
      const { secure_url: url } = res.json<{ secure_url: string }>();
      expect(url).toMatch(/^\/media\/([0-9a-f]{2})\/\1[0-9a-f]{62}\.webp$/);

      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const stored = await sharp(served.rawPayload).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', 800, 600]);

      const thumbnail = await sharp(await storedImage(thumbnailUrl(url))).metadata();
      expect(thumbnail.format).toBe('webp');
      expect(thumbnail.width).toBe(320);
      expect(thumbnail.height).toBe(240);
      expect(await storedMediaFiles(app)).toEqual(
        [url.slice('/media/'.length), thumbnailUrl(url).slice('/media/'.length)].sort(),
      );
    },
  );

  it('keeps a small image small (no enlarged thumbnail) and stores the same picture once', async () => {
    const photo = await samplePhoto({ width: 200, height: 100, format: 'png' });
    const first = (await upload(photo, 'a.png', 'image/png')).json<{ secure_url: string }>();
    const second = (await upload(photo, 'b.png', 'image/png')).json<{ secure_url: string }>();
    expect(second.secure_url).toBe(first.secure_url);
    expect(await storedMediaFiles(app)).toHaveLength(2);
    expect((await sharp(await storedImage(thumbnailUrl(first.secure_url))).metadata()).width).toBe(200);
  });

  it('drops EXIF with the GPS position of the photo', async () => {
    const photo = await sharp(await samplePhoto({ width: 320, height: 240 }))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
      })
      .jpeg()
      .toBuffer();
    // 51/1 as EXIF writes it (big- or little-endian rationals): what must not survive.
    const gpsMarkers = [Buffer.from([0, 0, 0, 51, 0, 0, 0, 1]), Buffer.from([51, 0, 0, 0, 1, 0, 0, 0])];
    const exifHeader = Buffer.from('Exif\0\0');
    expect(photo.includes(exifHeader)).toBe(true);
    expect(gpsMarkers.some((m) => photo.includes(m))).toBe(true);

    const res = await upload(photo);
    expect(res.statusCode).toBe(200);
    const stored = await storedImage(res.json<{ secure_url: string }>().secure_url);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes(exifHeader)).toBe(false);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(gpsMarkers.some((m) => stored.includes(m))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored sideways as a camera does: red left half, blue right half, "rotate 90° clockwise to view".
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 150, height: 200, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(sideways);
    expect(res.statusCode).toBe(200);
    const stored = await storedImage(res.json<{ secure_url: string }>().secure_url);
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 300]);
    expect((await sharp(stored).metadata()).orientation).toBeUndefined();
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Turned clockwise, the left half is now on top.
    expect(pixel(100, 40)[0]).toBeGreaterThan(200);
    expect(pixel(100, 40)[2]).toBeLessThan(60);
    expect(pixel(100, 260)[2]).toBeGreaterThan(200);
    expect(pixel(100, 260)[0]).toBeLessThan(60);
  });
});
