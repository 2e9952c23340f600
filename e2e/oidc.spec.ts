import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import Provider from 'oidc-provider';
import { freePort, startServer, type RunningServer } from './server.js';

// Sign-in through a real OpenID Connect issuer: oidc-provider, started here on a free port with a
// registered client whose redirect URI is the app's callback, and the built app configured for it.

const CLIENT_ID = 'storybook-e2e';
const CLIENT_SECRET = 'a client secret for the end-to-end issuer';
const PROVIDER_NAME = 'Test ID';

let issuer: Server;
let issuerUrl: string;
let app: RunningServer;

/** The issuer's accounts: whoever types a login at its (development) sign-in page. */
async function findAccount(_ctx: unknown, id: string) {
  return {
    accountId: id,
    claims: async () => ({
      sub: id,
      email: `${id}@example.org`,
      email_verified: true,
      name: `${id[0]!.toUpperCase()}${id.slice(1)} Oidc`,
    }),
  };
}

test.beforeAll(async () => {
  const [issuerPort, appPort] = [await freePort(), await freePort()];
  issuerUrl = `http://localhost:${issuerPort}`;
  const provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`http://localhost:${appPort}/api/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['an e2e cookie signing key for the issuer'] },
  });
  issuer = createServer(provider.callback());
  await new Promise<void>((resolve) => issuer.listen(issuerPort, 'localhost', resolve));
  app = await startServer({
    port: appPort,
    env: {
      OIDC_ISSUER: issuerUrl,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_PROVIDER_NAME: PROVIDER_NAME,
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => issuer?.close(resolve));
});

test('signs in through the OpenID Connect issuer in the popup', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

  await page.goto(`${app.url}/Login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const button = page.getByRole('button', { name: `Sign in with ${PROVIDER_NAME}` });
  await expect(button).toBeEnabled();

  const popupPromise = page.waitForEvent('popup');
  await button.click();
  const popup = await popupPromise;
  // The issuer's own sign-in and consent pages.
  await expect(popup).toHaveURL(new RegExp(`^${issuerUrl}/interaction/`));
  await popup.locator('input[name="login"]').fill('olivia');
  await popup.locator('input[name="password"]').fill('anything');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // Listening first: the popup may close before the click has finished returning.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;

  await expect(page.getByText('Signed In Successfully')).toBeVisible();
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByText('Welcome Olivia Oidc')).toBeVisible();
  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(stored).toMatchObject({ displayName: 'Olivia Oidc', email: 'olivia@example.org' });

  // The stored token is a live session of the account the issuer vouched for.
  const me = await page.request.get(`${app.url}/api/user/user?email=olivia%40example.org`, {
    headers: { authorization: `Bearer ${stored.idToken}` },
  });
  expect(me.status()).toBe(200);
  expect(problems).toEqual([]);
});

test('cancelling at the issuer keeps the popup open to say so and toasts the failure', async ({ page }) => {
  await page.goto(`${app.url}/Login`);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Sign in with ${PROVIDER_NAME}` }).click();
  const popup = await popupPromise;
  await popup.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(popup).toHaveURL(`${app.url}/auth/complete`);
  await expect(popup.getByRole('alert')).toHaveText('Sign-in was cancelled.');
  await expect(page.getByText('Sign In Unsuccessful')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  const closed = popup.waitForEvent('close');
  // The button closes its own window: the click may still be finishing when the window goes.
  await popup
    .getByRole('button', { name: 'Close window' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
});

test('built-in accounts are switched off while the issuer is configured', async ({ request }) => {
  const res = await request.post(`${app.url}/api/auth/local/register`, {
    data: { name: 'Local', email: 'local@example.org', password: 'correct horse battery' },
  });
  expect(res.status()).toBe(404);
  expect(await (await request.get(`${app.url}/api/auth/provider`)).json()).toEqual({ kind: 'oidc', name: PROVIDER_NAME });
});
