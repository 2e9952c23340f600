import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { buildAnotherServer, buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { errorOf, localLogin, register } from '../../test/sign-in.js';

const SIGN_IN_ATTEMPTS = loadConfig({}).signInLimits.perAccount;

describe.each(testDatabaseKinds)('built-in accounts on %s', (kind) => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('creates an account and answers the identity the popup hands on', async () => {
    app = await buildTestApp(kind);
    const res = await register(app, { name: '  Ada Lovelace ', email: ' Ada@Example.org' });
    expect(res.statusCode).toBe(200);
    const identity = res.json();
    expect(identity).toEqual({ displayName: 'Ada Lovelace', email: 'ada@example.org', idToken: expect.any(String) });
    expect(identity.idToken.split('.')).toHaveLength(3);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    app = await buildTestApp(kind);
    expect((await register(app, { email: 'sam@example.org' })).statusCode).toBe(200);
    const again = await register(app, { email: 'SAM@example.org' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'conflict', message: expect.stringContaining('already exists') });
  });

  it.each([
    ['a password under 8 characters', { email: 'a@example.org', password: 'short12' }, 'body.password', 'at least 8'],
    ['a malformed email', { email: 'not-an-email' }, 'body.email', 'email'],
    ['a blank name', { email: 'b@example.org', name: '   ' }, 'body.name', 'blank'],
  ])('answers 400 naming the field for %s', async (_, fields, field, rule) => {
    app = await buildTestApp(kind);
    const res = await register(app, fields);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation_error');
    expect(errorOf(res).message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: .*${rule}`, 'i'));
  });

  it('signs in with the right password', async () => {
    app = await buildTestApp(kind);
    await register(app, { name: 'Ada', email: 'ada@example.org' });
    const res = await localLogin(app, 'ADA@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ displayName: 'Ada', email: 'ada@example.org', idToken: expect.any(String) });
  });

  it('gives a wrong password and an unknown email the same 401 message', async () => {
    app = await buildTestApp(kind);
    await register(app, { email: 'ada@example.org' });
    const wrongPassword = await localLogin(app, 'ada@example.org', 'not the password');
    const unknownEmail = await localLogin(app, 'nobody@example.org');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(errorOf(wrongPassword)).toEqual({ code: 'unauthenticated', message: 'Wrong email or password.' });
    expect(errorOf(unknownEmail)).toEqual(errorOf(wrongPassword));
  });

  it(`answers 429 after ${SIGN_IN_ATTEMPTS} attempts for one email from one address, and only for that email`, async () => {
    app = await buildTestApp(kind);
    await register(app, { email: 'ada@example.org' });
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) {
      expect((await localLogin(app, 'ada@example.org', `guess number ${i}`)).statusCode).toBe(401);
    }
    const limited = await localLogin(app, 'Ada@example.org'); // even the right password, in any case
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many sign-in attempts\. Please wait .+ and try again\.$/),
    });
    // Seconds until the 15-minute window ends: the client can say when to try again.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60).toBe(true);

    await register(app, { email: 'bob@example.org' });
    expect((await localLogin(app, 'bob@example.org')).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts, so one password is not tried on many', async () => {
    app = await buildTestApp(kind, {}, { SIGN_IN_ATTEMPTS_PER_ADDRESS: '5' });
    await register(app, { email: 'cat@example.org' });
    for (let i = 0; i < 5; i += 1) {
      expect((await localLogin(app, `someone${i}@example.org`, 'Summer2024!')).statusCode).toBe(401);
    }
    const limited = await localLogin(app, 'cat@example.org');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toMatch(/^Too many sign-in attempts from this network\. Please wait .+ and try again\.$/);
  });

  it('limits new accounts per address an hour', async () => {
    app = await buildTestApp(kind, {}, { SIGN_UPS_PER_ADDRESS: '2' });
    expect((await register(app, { email: 'one@example.org' })).statusCode).toBe(200);
    expect((await register(app, { email: 'two@example.org' })).statusCode).toBe(200);
    const limited = await register(app, { email: 'three@example.org' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toMatch(/^Too many new accounts from this network\./);
  });

  it('counts attempts in the database, so two servers share one limit', async () => {
    app = await buildTestApp(kind);
    const second = await buildAnotherServer(kind);
    try {
      await register(app, { email: 'ada@example.org' });
      for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) {
        const server = i % 2 === 0 ? app : second;
        expect((await localLogin(server, 'ada@example.org', `guess number ${i}`)).statusCode).toBe(401);
      }
      expect((await localLogin(app, 'ada@example.org')).statusCode).toBe(429);
      expect((await localLogin(second, 'ada@example.org')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('is switched off when an OpenID Connect issuer is configured', async () => {
    app = await buildTestApp(kind, {
      oidc: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret', providerName: 'Google' },
    });
    const res = await register(app, { email: 'ada@example.org' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Sign in with Google instead.');
    expect((await localLogin(app, 'ada@example.org')).statusCode).toBe(404);
  });
});
