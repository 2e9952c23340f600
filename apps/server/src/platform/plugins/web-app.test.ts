import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';

describe('serving the web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'storybook-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Storybook</title><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildTestApp('pglite', { webRoot });
  });
  afterAll(() => app.close());

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
});
