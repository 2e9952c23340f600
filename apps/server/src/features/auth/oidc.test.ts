import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../../platform/db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { login, register } from '../../test/sign-in.js';
import { oidcFailures } from './oidc-routes.js';

// The OpenID Connect flow against a real issuer (oidc-provider on a free port), driven over HTTP
// the way a browser would: our start -> the issuer's sign-in and consent pages -> our callback.

const PUBLIC_URL = 'http://stories.test';
const CLIENT_ID = 'storybook-test';
const CLIENT_SECRET = 'a client secret for the test issuer';

/** The issuer's people, by the login typed at its sign-in page. */
const people = new Map<string, { email?: string; email_verified?: boolean; name?: string }>();

let issuerServer: Server;
let issuerUrl: string;

beforeAll(async () => {
  issuerServer = createServer();
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuerUrl = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuerUrl, {
    clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [`${PUBLIC_URL}/api/auth/oidc/callback`] }],
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, ...people.get(id) }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['a cookie signing key for the test issuer'] },
    // Lifetimes set, so the issuer does not print a notice for each default it uses.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  issuerServer.on('request', provider.callback());
});

afterAll(() => new Promise((resolve) => issuerServer.close(resolve)));

/** A browser's cookie jar for the issuer: name -> value. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs `person` in at the issuer, from its authorization URL through its sign-in and consent
 * pages, and answers the redirect back to our callback (path and query).
 */
async function throughIssuer(authorizeUrl: string, person: string): Promise<string> {
  const jar = new Jar();
  let next: { url: string; init?: RequestInit } = { url: authorizeUrl };
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...next.init?.headers, cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(PUBLIC_URL)) return target.pathname + target.search;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected issuer page (${response.status}): ${html.slice(0, 300)}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login: person, password: 'anything' } : { prompt });
    next = {
      url: new URL(action, next.url).href,
      init: { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    };
  }
  throw new Error('too many redirects at the issuer');
}

async function start(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  const state = res.cookies.find((c) => c.name === 'storybook_oidc');
  return { res, location: String(res.headers.location), cookie: state ? `${state.name}=${state.value}` : '' };
}

/** The popup's whole trip; answers what the landing page's fragment carries. */
async function signInAtIssuer(app: FastifyInstance, person: string, tamper: (cookie: string) => string = (c) => c) {
  const started = await start(app);
  const callback = await throughIssuer(started.location, person);
  const res = await app.inject({ method: 'GET', url: callback, headers: { cookie: tamper(started.cookie) } });
  expect(res.statusCode).toBe(302);
  const landing = new URL(String(res.headers.location), PUBLIC_URL);
  expect(landing.pathname).toBe('/auth/complete');
  return Object.fromEntries(new URLSearchParams(landing.hash.slice(1)));
}

describe.each(testDatabaseKinds)('sign-in through an OpenID Connect issuer on %s', (kind) => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const build = (env: Record<string, string> = {}) =>
    buildTestApp(
      kind,
      {},
      {
        PUBLIC_URL,
        OIDC_ISSUER: issuerUrl,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        OIDC_PROVIDER_NAME: 'Test ID',
        ...env,
      },
    );

  it('sends the popup to the issuer with PKCE, state and nonce, remembered in a short-lived httpOnly cookie', async () => {
    app = await build();
    const { res, location } = await start(app);
    expect(res.statusCode).toBe(302);
    const url = new URL(location);
    expect(url.origin).toBe(issuerUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/api/auth/oidc/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = res.cookies.find((c) => c.name === 'storybook_oidc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc', maxAge: 600 });
    expect(cookie?.value).not.toContain(url.searchParams.get('state'));
  });

  it('creates the account on the first sign-in, finds it through identities after, and the ID token opens a session', async () => {
    people.set('olivia', { email: 'Olivia@Example.org', email_verified: true, name: 'Olivia Oidc' });
    app = await build();
    const first = await signInAtIssuer(app, 'olivia');
    expect(first).toMatchObject({ displayName: 'Olivia Oidc', email: 'olivia@example.org', idToken: expect.any(String) });
    const created = await login(app, first as { displayName: string; email: string; idToken: string });
    expect(created.statusCode).toBe(201);
    expect(created.json().user.isAdmin).toBe(true); // the install's first account

    const links = await app.database.db.select().from(identities);
    expect(links).toEqual([expect.objectContaining({ issuer: issuerUrl, subject: 'olivia', userId: created.json().user._id })]);

    const again = await signInAtIssuer(app, 'olivia');
    const returning = await login(app, again as { displayName: string; email: string; idToken: string });
    expect(returning.statusCode).toBe(200);
    expect(returning.json().user._id).toBe(created.json().user._id);
  });

  it('joins an existing account of the same email only when the issuer verified the email', async () => {
    app = await build();
    // An account made before the switch to OpenID Connect (built-in accounts are off now).
    const [existing] = await app.database.db.insert(users).values({ email: 'sam@example.org', name: 'Sam' }).returning();

    people.set('sam-unverified', { email: 'sam@example.org', email_verified: false, name: 'Not Sam' });
    const refused = await signInAtIssuer(app, 'sam-unverified');
    expect(refused).toEqual({ error: 'An account with this email already exists and the email is not verified.' });

    people.set('sam', { email: 'sam@example.org', email_verified: true, name: 'Sam' });
    const joined = await signInAtIssuer(app, 'sam');
    const res = await login(app, joined as { displayName: string; email: string; idToken: string });
    expect(res.json().user._id).toBe(existing!.id);
  });

  it('refuses a callback without its state cookie, or with one from another sign-in', async () => {
    people.set('olivia', { email: 'olivia@example.org', email_verified: true, name: 'Olivia' });
    app = await build();
    expect(await signInAtIssuer(app, 'olivia', () => '')).toEqual({ error: 'This sign-in has expired. Please try again.' });
    const other = await start(app);
    expect(await signInAtIssuer(app, 'olivia', () => other.cookie)).toEqual({ error: oidcFailures.failed });
    expect(await app.database.db.select().from(identities)).toEqual([]);
  });

  it('refuses a state cookie this server did not sign', async () => {
    people.set('olivia', { email: 'olivia@example.org', email_verified: true, name: 'Olivia' });
    app = await build();
    const forged = (cookie: string) => {
      const [name, jwt = ''] = cookie.split('=');
      const [header, payload] = jwt.split('.');
      return `${name}=${header}.${payload}.${'A'.repeat(43)}`;
    };
    expect(await signInAtIssuer(app, 'olivia', forged)).toEqual({ error: oidcFailures.failed });
  });

  it('says the person cancelled when the issuer answers access_denied', async () => {
    app = await build();
    const started = await start(app);
    const state = new URL(started.location).searchParams.get('state');
    const res = await app.inject({
      method: 'GET',
      url: `/api/auth/oidc/callback?error=access_denied&state=${state}`,
      headers: { cookie: started.cookie },
    });
    expect(res.headers.location).toBe(`/auth/complete#${new URLSearchParams({ error: oidcFailures.cancelled })}`);
  });

  it('lands on the failure page when the issuer cannot be reached', async () => {
    app = await build({ OIDC_ISSUER: 'http://127.0.0.1:9' });
    const { res } = await start(app);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/auth/complete#${new URLSearchParams({ error: oidcFailures.unavailable })}`);
  });

  it('answers 404 on the OpenID Connect paths when built-in accounts are in use', async () => {
    app = await buildTestApp(kind);
    expect((await app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x' })).statusCode).toBe(404);
    expect((await register(app, { email: 'ada@example.org' })).statusCode).toBe(200);
  });
});
