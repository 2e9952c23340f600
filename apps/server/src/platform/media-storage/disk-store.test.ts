import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../../test/temp-dir.js';
import { createDiskStore } from './disk-store.js';

const PUBLIC_URL = 'https://stories.example.org';

function freshStore() {
  const dataDir = temporaryDirectory('media');
  const dir = path.join(dataDir, 'media');
  return { dataDir, dir, store: createDiskStore(dir, PUBLIC_URL) };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('disk media store', () => {
  it('stores bytes under their SHA-256 in a two-letter folder and reads them back by URL', async () => {
    const { dir, store } = freshStore();
    const stored = await store.put(Buffer.from('a picture'), 'image/webp');
    const hash = createHash('sha256').update('a picture').digest('hex');
    expect(stored.key).toBe(`${hash.slice(0, 2)}/${hash}.webp`);
    expect(stored.url).toBe(`/media/${stored.key}`);
    expect(await filesUnder(dir)).toEqual([stored.key]);
    expect((await store.get(stored.url))?.toString()).toBe('a picture');
    expect((await store.get(`${PUBLIC_URL}${stored.url}`))?.toString()).toBe('a picture');
  });

  it('keeps one file for the same bytes stored twice, and no temporary files', async () => {
    const { dir, store } = freshStore();
    const first = await store.put(Buffer.from('same'), 'image/png');
    const [second, third] = await Promise.all([
      store.put(Buffer.from('same'), 'image/png'),
      store.put(Buffer.from('same'), 'image/png'),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first.key).toMatch(/\.png$/);
    expect(await filesUnder(dir)).toEqual([first.key]);
  });

  it('stores a thumbnail beside its original', async () => {
    const { dir, store } = freshStore();
    const original = await store.put(Buffer.from('big'), 'image/webp');
    const thumbnail = await store.putThumbnail(original, Buffer.from('small'));
    expect(thumbnail.key).toBe(original.key.replace(/\.webp$/, '-w320.webp'));
    expect((await filesUnder(dir)).sort()).toEqual([original.key, thumbnail.key].sort());
    expect((await store.get(thumbnail.url))?.toString()).toBe('small');
    const medium = await store.putVariant(original, 640, Buffer.from('medium'));
    expect(medium.key).toBe(original.key.replace(/\.webp$/, '-w640.webp'));
    expect((await store.get(medium.url))?.toString()).toBe('medium');
  });

  it('tells whether it holds a URL without reading the file', async () => {
    const { store } = freshStore();
    const stored = await store.put(Buffer.from('held'), 'image/webp');
    expect(await store.has(stored.url)).toBe(true);
    expect(await store.has(`${PUBLIC_URL}${stored.url}`)).toBe(true);
    expect(await store.has(stored.url.replace(/[0-9a-f]{6}\.webp$/, '000000.webp'))).toBe(false);
    expect(await store.has('https://elsewhere.example/picture.webp')).toBe(false);
    expect(await store.has('/media/../secret.webp')).toBe(false);
  });

  it('answers null for a missing image and for URLs that are not its own', async () => {
    const { store } = freshStore();
    expect(await store.get(`/media/ab/${'ab'.repeat(32)}.webp`)).toBeNull();
    expect(await store.get(`https://elsewhere.example/media/ab/${'ab'.repeat(32)}.webp`)).toBeNull();
  });

  it.each([
    '/media/../secret.webp',
    '/media/ab/../../secret.webp',
    '/media/%2e%2e/secret.webp',
    '/media/..%2fsecret.webp',
    '/media//etc/passwd',
    '/media/ab/secret.webp',
    `/media/cd/${'ab'.repeat(32)}.webp`,
  ])('refuses to read outside its keys: %s', async (url) => {
    const { dataDir, dir, store } = freshStore();
    // Bait where a traversal would land, and a real image to prove the store works at all.
    writeFileSync(path.join(dataDir, 'secret.webp'), 'secret');
    await store.put(Buffer.from('fine'), 'image/webp');
    writeFileSync(path.join(dir, 'secret.webp'), 'secret');
    expect(await store.get(url)).toBeNull();
    expect(readdirSync(dataDir)).toContain('secret.webp');
  });
});
