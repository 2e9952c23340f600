import { randomUUID } from 'node:crypto';
import { emailSchema, endpoint } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { route } from '../../platform/http/route.js';
import { currentUser } from '../../platform/http/access.js';
import { buildAnotherServer, buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { errorOf, localLogin, login, register, signUp } from '../../test/sign-in.js';
import { ID_TOKEN_AUDIENCE } from './id-tokens.js';

const AUTH_SECRET = 'a test secret of at least thirty-two characters';

/** A tiny `user` endpoint, so these tests do not depend on other features' routes. */
const whoAmI = endpoint({
  method: 'GET',
  path: '/test/whoami',
  access: 'user',
  query: z.object({ email: emailSchema.optional() }),
  response: z.object({ email: z.string(), isAdmin: z.boolean() }),
});

async function appWithUserRoute(kind: (typeof testDatabaseKinds)[number], env: Record<string, string> = {}) {
  const app = await buildTestApp(kind, {}, { AUTH_SECRET, ...env });
  route(app, whoAmI, async ({ request }) => {
    const user = currentUser(request);
    return { email: user.email, isAdmin: user.isAdmin };
  });
  return app;
}

function whoami(app: FastifyInstance, headers: Record<string, string> = {}, email?: string) {
  return app.inject({ method: 'GET', url: '/api/test/whoami', query: email ? { email } : {}, headers });
}

/** An ID token made outside the server: for expiry, other keys and other audiences. */
function forgeIdToken(fields: { sub: string; email: string; secret?: string; exp?: number; aud?: string }) {
  return new SignJWT({ email: fields.email, name: 'Forged' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('storybook')
    .setAudience(fields.aud ?? ID_TOKEN_AUDIENCE)
    .setSubject(fields.sub)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(fields.exp ?? '5m')
    .sign(new TextEncoder().encode(fields.secret ?? AUTH_SECRET));
}

/** The account id an ID token names (its `sub`), read without verifying. */
function subjectOf(idToken: string): string {
  const payload = idToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

async function localLoginOf(app: FastifyInstance, email: string) {
  return (await localLogin(app, email)).json() as { displayName: string; email: string; idToken: string };
}

describe.each(testDatabaseKinds)('POST /api/login and sessions on %s', (kind) => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers 201 on the first sign-in and 200 after, with the user and a session token', async () => {
    app = await appWithUserRoute(kind);
    const identity = (await register(app, { name: 'Ada', email: 'ada@example.org' })).json();
    const first = await login(app, identity);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ token: expect.any(String), user: { name: 'Ada', email: 'ada@example.org' } });
    expect(first.json().user).not.toHaveProperty('passwordHash');

    const again = await login(app, await localLoginOf(app, 'ada@example.org'));
    expect(again.statusCode).toBe(200);
    expect(again.json().token).not.toBe(first.json().token);
  });

  it('trades an ID token for a session only once, on any server', async () => {
    app = await appWithUserRoute(kind);
    const identity = (await register(app, { email: 'ada@example.org' })).json();
    expect((await login(app, identity)).statusCode).toBe(201);
    const replayed = await login(app, identity);
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).message).toBe('This sign-in was already used. Please sign in again.');

    const second = await buildAnotherServer(kind, {}, { AUTH_SECRET });
    try {
      expect((await login(second, identity)).statusCode).toBe(401);
      expect((await login(second, await localLoginOf(app, 'ada@example.org'))).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('sets the session as an httpOnly, SameSite=Lax cookie on path /', async () => {
    app = await appWithUserRoute(kind);
    const res = await login(app, (await register(app, { email: 'ada@example.org' })).json());
    const cookie = res.cookies.find((c) => c.name === 'storybook_session');
    expect(cookie).toMatchObject({ value: res.json().token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('marks the cookie Secure when the public address is https', async () => {
    app = await appWithUserRoute(kind, { PUBLIC_URL: 'https://stories.example.org' });
    const res = await login(app, (await register(app, { email: 'ada@example.org' })).json());
    expect(res.cookies.find((c) => c.name === 'storybook_session')?.secure).toBe(true);
  });

  it('accepts the session as a bearer and as a cookie alike', async () => {
    app = await appWithUserRoute(kind);
    const session = await signUp(app, 'ada@example.org');
    const byBearer = await whoami(app, { authorization: `Bearer ${session.token}` });
    const byCookie = await whoami(app, { cookie: session.cookie });
    expect(byBearer.statusCode).toBe(200);
    expect(byCookie.statusCode).toBe(200);
    expect(byBearer.json().email).toBe('ada@example.org');
    expect(byCookie.json()).toEqual(byBearer.json());
  });

  it('answers 401 to an anonymous caller of a user endpoint, and to the ID token used as a session', async () => {
    app = await appWithUserRoute(kind);
    expect((await whoami(app)).statusCode).toBe(401);
    const identity = (await register(app, { email: 'ada@example.org' })).json();
    const res = await whoami(app, { authorization: `Bearer ${identity.idToken}` });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthenticated');
  });

  it("answers 403 when a request's email is not the signed-in user's", async () => {
    app = await appWithUserRoute(kind);
    const session = await signUp(app, 'ada@example.org');
    const headers = { authorization: `Bearer ${session.token}` };
    expect((await whoami(app, headers, 'ADA@example.org')).statusCode).toBe(200);
    const res = await whoami(app, headers, 'bob@example.org');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('forbidden');
  });

  it('logout revokes the session server-side and clears the cookie', async () => {
    app = await appWithUserRoute(kind);
    const session = await signUp(app, 'ada@example.org');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = out.cookies.find((c) => c.name === 'storybook_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    expect((await whoami(app, { authorization: `Bearer ${session.token}` })).statusCode).toBe(401);
    expect((await whoami(app, { cookie: session.cookie })).statusCode).toBe(401);
  });

  it('logout by cookie alone revokes that session too', async () => {
    app = await appWithUserRoute(kind);
    const session = await signUp(app, 'ada@example.org');
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie } })).statusCode).toBe(
      200,
    );
    expect((await whoami(app, { authorization: `Bearer ${session.token}` })).statusCode).toBe(401);
  });

  it("refuses a POST sent from another site's page with 403", async () => {
    app = await appWithUserRoute(kind);
    const session = await signUp(app, 'ada@example.org');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, origin: 'https://evil.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect((await whoami(app, { cookie: session.cookie })).statusCode).toBe(200);
  });

  describe('refuses ID tokens it should not trust, with 401', () => {
    async function accountOf(app: FastifyInstance) {
      const identity = (await register(app, { email: 'ada@example.org' })).json();
      return { identity, userId: subjectOf(identity.idToken) };
    }
    const tryToken = (app: FastifyInstance, idToken: string) =>
      login(app, { displayName: 'Ada', email: 'ada@example.org', idToken });

    it('an expired one', async () => {
      app = await appWithUserRoute(kind);
      const { userId } = await accountOf(app);
      const res = await tryToken(
        app,
        await forgeIdToken({ sub: userId, email: 'ada@example.org', exp: Math.floor(Date.now() / 1000) - 5 }),
      );
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe('Your sign-in has expired. Please sign in again.');
    });

    it('one signed with another secret', async () => {
      app = await appWithUserRoute(kind);
      const { userId } = await accountOf(app);
      const res = await tryToken(
        app,
        await forgeIdToken({ sub: userId, email: 'ada@example.org', secret: 'another secret of at least thirty-two chars' }),
      );
      expect(res.statusCode).toBe(401);
    });

    it('one with a tampered payload', async () => {
      app = await appWithUserRoute(kind);
      const { identity } = await accountOf(app);
      await register(app, { email: 'eve@example.org' });
      const [header, payload, signature] = identity.idToken.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const tampered = Buffer.from(JSON.stringify({ ...claims, email: 'eve@example.org' })).toString('base64url');
      const res = await login(app, {
        displayName: 'Eve',
        email: 'eve@example.org',
        idToken: `${header}.${tampered}.${signature}`,
      });
      expect(res.statusCode).toBe(401);
    });

    it('one meant for another purpose (audience)', async () => {
      app = await appWithUserRoute(kind);
      const { userId } = await accountOf(app);
      const res = await tryToken(app, await forgeIdToken({ sub: userId, email: 'ada@example.org', aud: 'storybook:oidc-state' }));
      expect(res.statusCode).toBe(401);
    });

    it('a session token in place of an ID token', async () => {
      app = await appWithUserRoute(kind);
      const session = await signUp(app, 'ada@example.org');
      expect((await tryToken(app, session.token)).statusCode).toBe(401);
    });

    it('a bearer that differs from the body', async () => {
      app = await appWithUserRoute(kind);
      const { identity } = await accountOf(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { authorization: 'Bearer something-else' },
        payload: { name: 'Ada', email: 'ada@example.org', idToken: identity.idToken },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it("answers 403 when the body's email is not the ID token's", async () => {
    app = await appWithUserRoute(kind);
    const identity = (await register(app, { email: 'ada@example.org' })).json();
    const res = await login(app, { ...identity, email: 'bob@example.org' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'storybook_session')).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)('who is admin, on %s', (kind) => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('makes the first account the admin when ADMIN_EMAILS is empty, and no one after', async () => {
    app = await appWithUserRoute(kind);
    const first = await signUp(app, 'first@example.org');
    const second = await signUp(app, 'second@example.org');
    expect(first.user.isAdmin).toBe(true);
    expect(second.user.isAdmin).toBe(false);
    expect((await whoami(app, { authorization: `Bearer ${first.token}` })).json().isAdmin).toBe(true);
    expect((await whoami(app, { authorization: `Bearer ${second.token}` })).json().isAdmin).toBe(false);
  });

  it('makes exactly one admin when the first accounts sign up at the same moment', async () => {
    app = await appWithUserRoute(kind);
    const emails = Array.from({ length: 8 }, (_, i) => `racer${i}@example.org`);
    const sessions = await Promise.all(emails.map((email) => signUp(app, email)));
    expect(sessions.filter((s) => s.user.isAdmin)).toHaveLength(1);
  });

  it('makes no one admin by being first when ADMIN_EMAILS is set, and those listed admins', async () => {
    app = await appWithUserRoute(kind, { ADMIN_EMAILS: 'boss@example.org' });
    const first = await signUp(app, 'first@example.org');
    const boss = await signUp(app, 'Boss@example.org');
    expect(first.user.isAdmin).toBe(false);
    expect(boss.user.isAdmin).toBe(true);
    expect((await whoami(app, { authorization: `Bearer ${boss.token}` })).json().isAdmin).toBe(true);
  });
});

describe.each(testDatabaseKinds)('the ID-token key on %s', (kind) => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps.length = 0;
  });

  it('is generated once and kept in the database when AUTH_SECRET is unset, so every process agrees', async () => {
    const one = await buildTestApp(kind);
    apps.push(one);
    const identity = (await register(one, { email: 'ada@example.org' })).json();
    // A second process on the same database, started after: no reset, no shared memory.
    const two = await buildApp(one.config, { database: one.database });
    apps.push(two);
    expect((await login(two, identity)).statusCode).toBe(201);
  });

  it('AUTH_SECRET, when set, signs the tokens', async () => {
    const app = await buildTestApp(kind, {}, { AUTH_SECRET });
    apps.push(app);
    const sub = subjectOf((await register(app, { email: 'ada@example.org' })).json().idToken);
    const idToken = await forgeIdToken({ sub, email: 'ada@example.org' });
    expect((await login(app, { displayName: 'Ada', email: 'ada@example.org', idToken })).statusCode).toBe(201);
  });
});

describe.each(testDatabaseKinds)('GET /api/auth/provider on %s', (kind) => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('says built-in accounts by default', async () => {
    app = await buildTestApp(kind);
    const res = await app.inject({ method: 'GET', url: '/api/auth/provider' });
    expect(res.json()).toEqual({ kind: 'local' });
  });

  it('names the OpenID Connect provider when one is configured', async () => {
    app = await buildTestApp(
      kind,
      {},
      {
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'client',
        OIDC_CLIENT_SECRET: 'secret',
      },
    );
    const res = await app.inject({ method: 'GET', url: '/api/auth/provider' });
    expect(res.json()).toEqual({ kind: 'oidc', name: 'Google' });
  });
});

describe.each(testDatabaseKinds)('the popup landing page on %s', (kind) => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('is served without a cross-origin opener policy, so the popup keeps its opener', async () => {
    app = await buildTestApp(kind);
    const landing = await app.inject({ method: 'GET', url: '/auth/complete' });
    expect(landing.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const other = await app.inject({ method: 'GET', url: '/api/auth/provider' });
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
