import { endpoint, idSchema, okResponseSchema } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { route } from './route.js';

const adminOnly = endpoint({
  method: 'POST',
  path: '/test/admin-only',
  access: 'admin',
  body: z.object({ storyId: idSchema }),
  response: okResponseSchema,
});

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;

describe.each(testDatabaseKinds)('who may call an endpoint, on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    // An admin call of its own, so this test does not depend on any feature's admin routes.
    route(app, adminOnly, async () => ({ ok: true as const }));
    ann = await signIn(app, { email: 'ann@example.org' });
    bob = await signIn(app, { email: 'bob@example.org' });
  });
  afterAll(() => app.close());

  it('tells an anonymous caller 401 before looking at the body, so the schema does not leak', async () => {
    for (const payload of [{}, { prompt: 'x' }, '{"not json']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/generateStory',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthenticated');
    }
  });

  it('tells a signed-in non-admin 403 Unauthorized on an admin call before looking at the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/admin-only', headers: ann.headers, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Unauthorized');
    const admin = await signIn(app, { isAdmin: true });
    const bad = await app.inject({ method: 'POST', url: '/api/test/admin-only', headers: admin.headers, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/^body\.storyId: /);
  });

  it('validates the body of a signed-in caller as before', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/generateStory', headers: ann.headers, payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a request whose query and body name different people, whoever the token is', async () => {
    const body = { email: 'ann@example.org', title: 'T', content: 'x', prompt: 'p', storyList: [{ line: 'x', id: 0 }], tag: [] };
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/user/save?email=bob@example.org',
      headers: bob.headers,
      payload: body,
    });
    expect(mixed.statusCode).toBe(403);
    expect(errorOf(mixed).message).toBe('You can only act as yourself.');

    const update = await app.inject({
      method: 'POST',
      url: '/api/user/user/update?email=bob@example.org',
      headers: bob.headers,
      payload: { email: 'ann@example.org', location: 'Paris' },
    });
    expect(update.statusCode).toBe(403);

    const generate = await app.inject({
      method: 'POST',
      url: '/api/user/generateStory?email=bob@example.org',
      headers: bob.headers,
      payload: { email: 'ann@example.org', prompt: 'a snail', numParagraphs: 6 },
    });
    expect(generate.statusCode).toBe(403);
  });

  it('refuses an email named deeper in the body, as each feedback response names one', async () => {
    const response = {
      feedbackQuestionId: '00000000-0000-4000-8000-000000000000',
      storyId: '00000000-0000-4000-8000-000000000001',
      answer: 'Neutral',
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: bob.headers,
      payload: {
        responses: [
          { ...response, email: 'bob@example.org' },
          { ...response, email: 'ann@example.org' },
        ],
      },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('You can only act as yourself.');
  });

  it('accepts the same email named in both places, in any case', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/children?email=ANN@example.org',
      headers: ann.headers,
    });
    expect(res.statusCode).toBe(200);
  });
});
