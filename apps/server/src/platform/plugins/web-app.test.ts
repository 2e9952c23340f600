import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSrcSet, STORY_PICTURE_SIZES, thumbnailUrl } from '@storybook/contract';
import { buildTestApp } from '../../test/app.js';
import { signUp, type Session } from '../../test/sign-in.js';
import { buildStory } from '../../test/stories.js';
import { storyLines } from '../db/schema.js';

describe('serving the web app', () => {
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'storybook-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Storybook</title><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's precompression writes beside a file.
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const full = path.join(webRoot, file);
      const text = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(text));
      writeFileSync(`${full}.gz`, gzipSync(text));
    }
    app = await buildTestApp('pglite', { webRoot });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/story/abc', '/Story/abc', '/Profile', '/login', '/feedback/123?x=1', '/no/such/page'])(
    'answers %s with the app so the router can take over',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache life', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it.each(['/', '/story/abc'])('sends the app page for %s compressed, never cached without revalidation', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('serves a file that has no compressed copy as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });

  it('serves other static files', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-1.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('never answers an unknown API path with the app', async () => {
    for (const url of ['/api', '/api/', '/api/story/abc']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  describe('preload hints', () => {
    const picture = (n: number) => `/media/${String(n).repeat(2)}/${String(n).repeat(64)}.webp`;
    let owner: Session;
    let publicId: string;
    let privateId: string;

    beforeAll(async () => {
      owner = await signUp(app, 'hints-owner@example.org', 'Olive Owner');
      for (const [index, status] of (['public', 'private'] as const).entries()) {
        const story = await buildStory(app, owner.user._id, { status, thumbnail: picture(index + 1), lines: [] });
        await app.database.db.insert(storyLines).values([
          { storyId: story.id, position: 0, line: 'First', image: picture(index + 1) },
          { storyId: story.id, position: 1, line: 'Second', image: picture(7) },
        ]);
        if (status === 'public') publicId = story.id;
        else privateId = story.id;
      }
    });

    it('home names the first feed page (as the client asks for it) and the first card picture', async () => {
      const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-encoding']).toBe('br');
      expect(String(home.headers['link']).split(', <')).toEqual([
        '</api/user/getStoryPublic?page=1&limit=20>; rel=preload; as=fetch; crossorigin',
        `${thumbnailUrl(picture(1))}>; rel=preload; as=image; fetchpriority=high`,
      ]);
    });

    it.each(['/story/', '/Story/'])(
      'a story page (%s) names the story and its first picture at the size the page shows it',
      async (prefix) => {
        const page = await app.inject({ method: 'GET', url: `${prefix}${publicId}`, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['link']).toBe(
          `</api/user/story/${publicId}>; rel=preload; as=fetch; crossorigin, ` +
            `<${picture(1)}>; rel=preload; as=image; imagesrcset="${pictureSrcSet(picture(1))}"; imagesizes="${STORY_PICTURE_SIZES}"; fetchpriority=high`,
        );
      },
    );

    it("tells nobody about a private story's picture, but its owner's page gets it", async () => {
      const stranger = await app.inject({ method: 'GET', url: `/story/${privateId}`, headers: { accept: 'text/html' } });
      expect(stranger.statusCode).toBe(200);
      expect(stranger.headers['link']).toBe(`</api/user/story/${privateId}>; rel=preload; as=fetch; crossorigin`);
      const mine = await app.inject({
        method: 'GET',
        url: `/story/${privateId}`,
        headers: { accept: 'text/html', cookie: owner.cookie },
      });
      expect(mine.headers['link']).toContain(`<${picture(2)}>; rel=preload; as=image`);
    });

    it('other pages and assets have no hints', async () => {
      for (const url of ['/Profile', '/story/a/b', '/story/not%20an%20id', '/assets/index-abc123.js']) {
        const other = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(other.statusCode).toBe(200);
        expect(other.headers['link']).toBeUndefined();
      }
    });
  });
});
