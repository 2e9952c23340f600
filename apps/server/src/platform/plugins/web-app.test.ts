import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, pictureSrcSet, STORY_PICTURE_SIZES, thumbnailUrl } from '@storybook/contract';
import { buildTestApp } from '../../test/app.js';
import { signUp, type Session } from '../../test/sign-in.js';
import { buildStory } from '../../test/stories.js';
import { storyLines } from '../db/schema.js';

/** The page's data block, parsed. */
const pageData = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)![1]!) as {
    url: string;
    body: { story: { title: string; storyList: { line: string }[] } };
  };

describe('serving the web app', () => {
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'storybook-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Storybook</title></head><body><div id="root"><!--first-look--></div></body></html>',
    );
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

    const firstPictureLink = (n: number) =>
      `<${picture(n)}>; rel=preload; as=image; imagesrcset="${pictureSrcSet(picture(n))}"; imagesizes="${STORY_PICTURE_SIZES}"; fetchpriority=high`;

    it.each(['/story/', '/Story/'])(
      'a story page (%s) names its first picture at the size the page shows it, and carries the story itself',
      async (prefix) => {
        const page = await app.inject({ method: 'GET', url: `${prefix}${publicId}`, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['link']).toBe(firstPictureLink(1));
        expect(page.headers['cache-control']).toBe('private, no-cache');
        const api = await app.inject({ method: 'GET', url: `/api/user/story/${publicId}` });
        const title = api.json<{ story: { title: string } }>().story.title;
        expect(page.body).toContain(`<title>${title} · Storybook</title>`);
        expect(page.body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
        expect(page.body).toMatch(/<p data-paragraph="0"[^>]*>First<\/p>/);
        expect(page.body).toMatch(/<p data-paragraph="1"[^>]*>Second<\/p>/);
        expect(page.body).toContain(`<img src="${picture(1)}" srcset="${pictureSrcSet(picture(1))}"`);
        expect(page.body.match(/data-first-look/g)).toHaveLength(1);
        expect(pageData(page.body)).toEqual({ url: `/api/user/story/${publicId}`, body: api.json() });
      },
    );

    it('the page with a story in it is compressed as the browser accepts', async () => {
      const br = await app.inject({ method: 'GET', url: `/story/${publicId}`, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('>Second</p>');
      const gz = await app.inject({ method: 'GET', url: `/story/${publicId}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toContain('>Second</p>');
    });

    it("a story's words go into the page as text, never as markup", async () => {
      const sly = '</script><script>alert(1)</script> & "quotes" <b>bold</b> \u2028';
      const story = await buildStory(app, owner.user._id, { title: `Sly ${sly}`, lines: [sly] });
      const page = await app.inject({ method: 'GET', url: `/story/${story.id}` });
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).not.toContain('<b>bold</b>');
      expect(page.body).toContain(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;b&gt;bold&lt;/b&gt;',
      );
      expect(pageData(page.body).body.story.title).toBe(`Sly ${sly}`);
      expect(pageData(page.body).body.story.storyList[0]!.line).toBe(sly);
    });

    it("tells nobody about a private story, and its owner's page asks for it (the owner also sees its status)", async () => {
      const stranger = await app.inject({ method: 'GET', url: `/story/${privateId}`, headers: { accept: 'text/html' } });
      expect(stranger.statusCode).toBe(200);
      expect(stranger.headers['link']).toBe(`</api/user/story/${privateId}>; rel=preload; as=fetch; crossorigin`);
      expect(stranger.headers['cache-control']).toBe('no-cache');
      expect(stranger.body).not.toContain('First');
      expect(stranger.body).not.toContain(PAGE_DATA_ID);
      const mine = await app.inject({
        method: 'GET',
        url: `/story/${privateId}`,
        headers: { accept: 'text/html', cookie: owner.cookie },
      });
      expect(mine.headers['link']).toBe(
        `</api/user/story/${privateId}>; rel=preload; as=fetch; crossorigin, ${firstPictureLink(2)}`,
      );
      expect(mine.body).not.toContain(PAGE_DATA_ID);
    });

    it.each(['pending', 'rejected'] as const)(
      "a %s story is drawn into nobody's page but its owner's is asked for (DESIGN: visible to its owner only)",
      async (status) => {
        const story = await buildStory(app, owner.user._id, { status, lines: ['Hidden words'] });
        const stranger = await app.inject({ method: 'GET', url: `/story/${story.id}` });
        expect(stranger.headers['link']).toBe(`</api/user/story/${story.id}>; rel=preload; as=fetch; crossorigin`);
        expect(stranger.body).not.toContain('Hidden words');
        expect(stranger.body).not.toContain(PAGE_DATA_ID);
        const mine = await app.inject({ method: 'GET', url: `/story/${story.id}`, headers: { cookie: owner.cookie } });
        expect(mine.body).not.toContain('Hidden words');
      },
    );

    it('other pages and assets have no hints', async () => {
      for (const url of ['/Profile', '/story/a/b', '/story/not%20an%20id', '/assets/index-abc123.js']) {
        const other = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(other.statusCode).toBe(200);
        expect(other.headers['link']).toBeUndefined();
      }
    });
  });
});
