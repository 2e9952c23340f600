import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.js';
import { createS3Store, publicBase, type S3MediaConfig } from './s3-store.js';

const ACCESS_KEY = 'test-access-key';
let s3: FakeS3;
let config: S3MediaConfig;

beforeAll(async () => {
  s3 = await startFakeS3(ACCESS_KEY);
  config = {
    kind: 's3',
    bucket: 'pictures',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: 'test-secret-key',
    forcePathStyle: true,
    publicUrl: null,
  };
});
afterAll(() => s3.close());

const bytes = (text: string) => Buffer.from(text);

describe('S3 media store against an S3-compatible server', () => {
  it('puts an object under its content key, with its type and a year-long cache, and gets it back by URL', async () => {
    const store = createS3Store(config);
    const stored = await store.put(bytes('first picture'), 'image/webp');
    expect(stored.key).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{62}\.webp$/);
    expect(stored.url).toBe(`${s3.endpoint}/pictures/${stored.key}`);

    const object = s3.objects.get(`pictures/${stored.key}`);
    expect(object?.body.toString()).toBe('first picture');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect((await store.get(stored.url))?.toString()).toBe('first picture');
  });

  it('sends the same bytes only once', async () => {
    const store = createS3Store(config);
    const first = await store.put(bytes('same picture'), 'image/png');
    const puts = () => s3.requests.filter((r) => r === `PUT /pictures/${first.key}`).length;
    expect(puts()).toBe(1);
    const second = await store.put(bytes('same picture'), 'image/png');
    expect(second).toEqual(first);
    expect(puts()).toBe(1);
  });

  it('keeps the thumbnail beside the original', async () => {
    const store = createS3Store(config);
    const original = await store.put(bytes('original'), 'image/webp');
    const thumbnail = await store.putThumbnail(original, bytes('small'));
    expect(thumbnail.url).toBe(original.url.replace(/\.webp$/, '-w320.webp'));
    expect((await store.get(thumbnail.url))?.toString()).toBe('small');
    const medium = await store.putVariant(original, 640, bytes('medium'));
    expect(medium.url).toBe(original.url.replace(/\.webp$/, '-w640.webp'));
    expect((await store.get(medium.url))?.toString()).toBe('medium');
  });

  it('tells whether it holds a URL with a HEAD request, not a download', async () => {
    const store = createS3Store(config);
    const stored = await store.put(bytes('held picture'), 'image/webp');
    const before = s3.requests.length;
    expect(await store.has(stored.url)).toBe(true);
    expect(await store.has(`${s3.endpoint}/pictures/ab/${'ab'.repeat(32)}.webp`)).toBe(false);
    expect(await store.has('https://elsewhere.example/picture.webp')).toBe(false);
    expect(s3.requests.slice(before).every((r) => r.startsWith('HEAD '))).toBe(true);
  });

  it('answers null for a missing object, a foreign URL and a key outside the whitelist', async () => {
    const store = createS3Store(config);
    const missing = `${s3.endpoint}/pictures/ab/${'ab'.repeat(32)}.webp`;
    expect(await store.get(missing)).toBeNull();
    expect(await store.get(`https://elsewhere.example/ab/${'ab'.repeat(32)}.webp`)).toBeNull();
    s3.objects.set('pictures/secret.txt', { body: bytes('secret'), contentType: 'text/plain', cacheControl: undefined });
    expect(await store.get(`${s3.endpoint}/pictures/secret.txt`)).toBeNull();
    expect(await store.get(`${s3.endpoint}/pictures/ab/../secret.txt`)).toBeNull();
  });

  it('uses the public URL when one is configured', async () => {
    const store = createS3Store({ ...config, publicUrl: 'https://cdn.example.org/media' });
    const stored = await store.put(bytes('behind a CDN'), 'image/jpeg');
    expect(stored.url).toBe(`https://cdn.example.org/media/${stored.key}`);
    expect((await store.get(stored.url))?.toString()).toBe('behind a CDN');
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const store = createS3Store({ ...config, accessKeyId: 'someone-else' });
    await expect(store.put(bytes('refused'), 'image/webp')).rejects.toThrow();
  });
});

describe('publicBase', () => {
  const aws: S3MediaConfig = {
    kind: 's3',
    bucket: 'b',
    region: 'eu-west-1',
    endpoint: null,
    accessKeyId: null,
    secretAccessKey: null,
    forcePathStyle: false,
    publicUrl: null,
  };

  it.each([
    [aws, 'https://b.s3.eu-west-1.amazonaws.com'],
    [{ ...aws, endpoint: 'http://minio:9000', forcePathStyle: true }, 'http://minio:9000/b'],
    [{ ...aws, endpoint: 'https://storage.example.org' }, 'https://b.storage.example.org'],
    [{ ...aws, publicUrl: 'https://cdn.example.org' }, 'https://cdn.example.org'],
  ])('%#: %o -> %s', (settings, base) => {
    expect(publicBase(settings)).toBe(base);
  });
});
