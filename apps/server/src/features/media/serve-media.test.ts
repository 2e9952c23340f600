import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';

const BAIT = 'bait: a file outside the store';
let app: FastifyInstance;
let stored: { key: string; url: string };

beforeAll(async () => {
  app = await buildTestApp('pglite');
  if (app.config.media.kind !== 'disk') throw new Error('expected the disk store');
  stored = await app.media.put(Buffer.from('RIFF....WEBP'), 'image/webp');
  // Bait for traversal: files outside the store's keys, in the data folder and in the media folder.
  writeFileSync(path.join(app.config.dataDir, 'secret.webp'), BAIT);
  mkdirSync(path.join(app.config.media.dir, 'ab'), { recursive: true });
  writeFileSync(path.join(app.config.media.dir, 'secret.webp'), BAIT);
  writeFileSync(path.join(app.config.media.dir, 'ab', 'secret.webp'), BAIT);
});
afterAll(() => app.close());

describe('GET /media/*', () => {
  it('serves a stored image with its type, a year of caching and nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('RIFF....WEBP');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD like GET without the body', async () => {
    const res = await app.inject({ method: 'HEAD', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 with the error envelope for an image that is not there', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/ab/${'ab'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No image at this address.' } });
  });

  it.each([
    '/media/../secret.webp',
    '/media/..%2fsecret.webp',
    '/media/..%2Fsecret.webp',
    '/media/%2e%2e/secret.webp',
    '/media/%2E%2E%2Fsecret.webp',
    '/media/ab/..%2f..%2fsecret.webp',
    '/media/%252e%252e%252fsecret.webp',
    '/media/..%5csecret.webp',
    '/media/secret.webp',
    '/media/ab/secret.webp',
    '/media/ab%2fsecret.webp',
  ])('never serves a file outside the store: %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(BAIT);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error.code).toBe('not_found');
  });

  it('never serves a file outside the store when the path reaches the server un-normalised', async () => {
    // inject and fetch resolve `..` before sending; a raw HTTP client does not.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const rawPath of ['/media/../secret.webp', '/media/ab/../../secret.webp', '/media/./../secret.webp']) {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        }).on('error', reject);
      });
      expect(status).toBe(404);
      expect(body).not.toContain(BAIT);
    }
  });
});
