import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/app.js';
import { notFound } from './errors.js';

describe('error envelope', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
    // Routes that exist only to provoke each kind of failure through the real handler.
    app.get('/api/test/boom', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/test/missing', async () => {
      throw notFound('Story not found');
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test/echo',
        { schema: { body: z.object({ child: z.object({ name: z.string().min(1, 'is required') }) }) } },
        async (request) => request.body,
      );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"child":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON.' } });
  });

  it('names the field and the rule of a validation failure', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { child: { name: '' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_error', message: 'body.child.name: is required' } });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No API endpoint at GET /api/no/such/thing.' } });
  });

  it("answers a URL that does not decode with the envelope, not the framework's own shape", async () => {
    for (const url of ['/media/%', '/api/user/story/%E0%A4%A', '/%zz']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The address is not a valid URL.' } });
    }
  });

  it('renders typed errors with their status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Story not found' } });
  });

  it('hides the message and stack of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ child: { name: 'x'.repeat(1024 * 1024 + 1) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-storybook' },
      payload: 'hi',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
