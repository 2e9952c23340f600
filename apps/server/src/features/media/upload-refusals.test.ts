import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { storedMediaFiles } from '../../test/media.js';
import { multipartBody, uploadBody } from '../../test/multipart.js';
import { samplePhoto } from '@storybook/offline-ai/testing';

let app: FastifyInstance;
let parent: SignedIn;

beforeEach(async () => {
  app = await buildTestApp('pglite');
  parent = await signIn(app);
});
afterEach(() => app.close());

function post(body: { payload: Buffer; headers: Record<string, string> }) {
  const headers = { ...body.headers, ...parent.headers };
  return app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers });
}

/** A decompression bomb's opening: a PNG header claiming `width` x `height`, then the first rows of zeros. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const rows = deflateSync(Buffer.alloc(10 * (1 + width * 3)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const small = () => samplePhoto({ width: 64, height: 64 });
const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .gif()
    .toBuffer();
const raw = (payload: string, contentType: string) => ({
  payload: Buffer.from(payload),
  headers: { 'content-type': contentType },
});

type Body = { payload: Buffer; headers: Record<string, string> };
const unsupported = [415, 'unsupported_media_type'] as const;
const tooLarge = [413, 'payload_too_large'] as const;
const invalid = [400, 'validation_error'] as const;
const malformed = [400, 'bad_request'] as const;

const cases: Array<[string, () => Promise<Body>, readonly [number, string]]> = [
  ['an SVG', async () => uploadBody(svg, 'drawing.svg', 'image/svg+xml'), unsupported],
  ['HTML renamed .png and declared image/png', async () => uploadBody(html, 'photo.png', 'image/png'), unsupported],
  ['a GIF', async () => uploadBody(await gif(), 'a.gif', 'image/gif'), unsupported],
  ['an empty file', async () => uploadBody(Buffer.alloc(0)), unsupported],
  ['a JSON body', async () => raw('{"file":"x"}', 'application/json'), unsupported],
  [
    'a truncated JPEG',
    async () => {
      const photo = await samplePhoto({ width: 600, height: 400 });
      return uploadBody(photo.subarray(0, Math.floor(photo.length * 0.6)));
    },
    invalid,
  ],
  ['no file field', async () => multipartBody([{ name: 'upload_preset', data: 'storybook' }]), invalid],
  [
    'the image in another field',
    async () => multipartBody([{ name: 'picture', filename: 'a.jpg', data: await small() }]),
    invalid,
  ],
  ['11 MB of data', async () => uploadBody(Buffer.concat([await small(), Buffer.alloc(11 * 1024 * 1024)])), tooLarge],
  ['a PNG claiming 100 megapixels', async () => uploadBody(pngHeader(10_000, 10_000), 'bomb.png', 'image/png'), tooLarge],
  [
    'two files',
    async () => {
      const data = await small();
      return multipartBody([
        { name: 'file', filename: 'a.jpg', data },
        { name: 'file', filename: 'b.jpg', data },
      ]);
    },
    tooLarge,
  ],
  ['a multipart body without its boundary', async () => raw('garbage', 'multipart/form-data; boundary=xyz'), malformed],
  ['a multipart content type with no boundary', async () => raw('garbage', 'multipart/form-data'), malformed],
  [
    'a multipart body cut off inside the file',
    async () => {
      const { payload, headers } = uploadBody(await small());
      return { payload: payload.subarray(0, payload.length - 200), headers };
    },
    malformed,
  ],
];

describe('POST /api/upload refuses what is not a JPEG, PNG or WebP within limits, and stores nothing', () => {
  it.each(cases)('%s', async (_name, body, [status, code]) => {
    const res = await post(await body());
    expect(res.statusCode).toBe(status);
    const error = res.json<{ error: { code: string; message: string } }>().error;
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(10);
    expect(await storedMediaFiles(app)).toEqual([]);
  });

  it('names the field and the rule in a 400, and the limits in 413 and 415', async () => {
    const truncated = (await samplePhoto({ width: 600, height: 400 })).subarray(0, 2000);
    expect((await post(uploadBody(truncated))).json()).toEqual({
      error: { code: 'validation_error', message: 'body.file: the image is damaged or incomplete' },
    });
    const oversized = uploadBody(Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect((await post(oversized)).json().error.message).toBe('The image is larger than 10 MB.');
    expect((await post(uploadBody(html, 'photo.png', 'image/png'))).json().error.message).toBe(
      'Only JPEG, PNG or WebP images can be uploaded.',
    );
  });
});
