import { thumbnailUrl } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { signIn } from '../../test/auth.js';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.js';
import { uploadBody } from '../../test/multipart.js';
import { samplePhoto } from '@storybook/offline-ai/testing';

let s3: FakeS3;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = await startFakeS3('upload-key');
  app = await buildTestApp(
    'pglite',
    {},
    {
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'upload-key',
      S3_SECRET_ACCESS_KEY: 'upload-secret',
    },
  );
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

describe('POST /api/upload with S3_BUCKET set', () => {
  it('stores the cleaned image and its thumbnail in the bucket and answers the bucket URL', async () => {
    const { headers } = await signIn(app);
    const body = uploadBody(await samplePhoto({ width: 640, height: 480 }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ secure_url: string }>().secure_url;
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/uploads/([0-9a-f]{2})/\\1[0-9a-f]{62}\\.webp$`));

    const key = url.slice(`${s3.endpoint}/`.length);
    const image = s3.objects.get(key);
    expect(image?.contentType).toBe('image/webp');
    expect((await sharp(image!.body).metadata()).width).toBe(640);
    const thumbnail = s3.objects.get(thumbnailUrl(url).slice(`${s3.endpoint}/`.length));
    expect((await sharp(thumbnail!.body).metadata()).width).toBe(320);

    // The profile engineer reads photos back through the store, by the URL the client holds.
    expect(await app.media.get(url)).toEqual(image!.body);
    // Images come from the bucket, not from this server.
    expect((await app.inject({ method: 'GET', url: `/media/${key.slice('uploads/'.length)}` })).statusCode).toBe(404);
  });
});
