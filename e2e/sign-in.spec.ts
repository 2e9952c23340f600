import type { Page } from '@playwright/test';
import { signUp } from './auth.js';
import { expect, test } from './fixtures.js';

// SPEC §2 Login with built-in accounts: one button, the identity step in a popup, toasts, sessions.

const PASSWORD = 'correct horse battery';
let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `journey-${Date.now().toString(36)}-${counter}@example.org`;
}

async function openPopup(page: Page): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return popup;
}

/** Listens for the close first: the popup may close before the click has finished returning. */
async function submitAndWaitForClose(popup: Page, button: string): Promise<void> {
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: button }).click();
  await closed;
}

async function storage(page: Page) {
  return page.evaluate(() => ({ ...window.localStorage }));
}

test('create an account in the popup, sign out, and sign in again', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const email = freshEmail();

  await page.goto('/Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: /sign in/i })).toHaveCount(1);

  let popup = await openPopup(page);
  popup.on('console', (message) => message.type() === 'error' && problems.push(`popup: ${message.text()}`));
  await expect(popup.getByRole('heading', { name: 'Sign in to Storybook' })).toBeVisible();
  await popup.getByRole('button', { name: 'Create an account' }).click();
  await popup.getByLabel('Name').fill('Ada Lovelace');
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  await submitAndWaitForClose(popup, 'Create account');

  await expect(page.getByText('Signed In Successfully')).toBeVisible();
  // A first sign-in answers 201, which goes to /login and from there on to / (a token is stored).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Welcome Ada Lovelace')).toBeVisible();
  const stored = await storage(page);
  expect(stored).toMatchObject({ displayName: 'Ada Lovelace', email });
  expect(stored.idToken).toMatch(/^[\w-]{40,}$/); // the session token, no longer the popup's JWT
  const sessionCookie = (await page.context().cookies()).find((c) => c.name === 'storybook_session');
  expect(sessionCookie).toMatchObject({ value: stored.idToken, httpOnly: true, sameSite: 'Lax' });

  const asUser = () =>
    page.request.get(`/api/user/user?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${stored.idToken}` },
    });
  expect((await asUser()).status()).toBe(200);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await storage(page)).toEqual({});
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  // The server ended the session too: the old token now opens nothing.
  await expect.poll(async () => (await asUser()).status()).toBe(401);

  popup = await openPopup(page);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  await submitAndWaitForClose(popup, 'Sign in');
  // .last(): the first sign-in's toast may still be up, paused while the popup had the focus.
  await expect(page.getByText('Signed In Successfully').last()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome Ada Lovelace')).toBeVisible();

  expect(problems).toEqual([]);
});

test('a wrong password shows the generic error in the popup; closing it toasts the failure', async ({ page, baseURL }) => {
  const email = freshEmail();
  const registered = await page.request.post(`${baseURL}/api/auth/local/register`, {
    data: { name: 'Bo', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(200);

  await page.goto('/Login');
  const popup = await openPopup(page);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill('not the password');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Wrong email or password.');

  await popup.getByLabel('Email').fill(`nobody-${email}`);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Wrong email or password.');

  await popup.close();
  await expect(page.getByText('Sign In Unsuccessful')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);
  expect(await storage(page)).toEqual({});
});

test('the popup checks the form before sending it', async ({ page }) => {
  await page.goto('/Login');
  const popup = await openPopup(page);
  await popup.getByRole('button', { name: 'Create an account' }).click();
  await popup.getByLabel('Name').fill('Cy');
  await popup.getByLabel('Email').fill('not-an-email');
  await popup.getByLabel('Password').fill('short');
  await popup.getByRole('button', { name: 'Create account' }).click();
  await expect(popup.getByText('Email must be an email address')).toBeVisible();
  await expect(popup.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('a stored token on /Login goes straight to /', async ({ page, baseURL }) => {
  const who = await signUp(page, baseURL!, { name: 'Stored Sam' });
  await page.goto('/Login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome ${who.name}`)).toBeVisible();
});

test('a blocked popup toasts "Sign In Unsuccessful"', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Sign In Unsuccessful')).toBeVisible();
});

test('a failing POST /api/login toasts "Error sending user data to backend" and stores nothing', async ({ page }) => {
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }),
  );
  await page.goto('/Login');
  const popup = await openPopup(page);
  await popup.getByRole('button', { name: 'Create an account' }).click();
  await popup.getByLabel('Name').fill('Di');
  await popup.getByLabel('Email').fill(freshEmail());
  await popup.getByLabel('Password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Error sending user data to backend')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);
  expect(await storage(page)).toEqual({});
});

test('signUp (for other specs) leaves the page signed in with a working session', async ({ page, baseURL }) => {
  const who = await signUp(page, baseURL!, { name: 'Helper Hal' });
  await page.goto('/');
  await expect(page.getByText('Welcome Helper Hal')).toBeVisible();
  expect(await storage(page)).toMatchObject({ idToken: who.token, displayName: 'Helper Hal', email: who.email });
  const logout = await page.request.post(`${baseURL}/api/auth/logout`, { headers: { authorization: `Bearer ${who.token}` } });
  expect(logout.ok()).toBe(true);
});

// SPEC §9: login toasts close after 1000 ms, top-center, dark theme; other toasts after 5000 ms.
test('login toasts are top-center, dark and short; other toasts keep the default 5 seconds', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const loginToast = page.locator('.Toastify__toast', { hasText: 'Sign In Unsuccessful' });
  await expect(loginToast).toBeVisible();
  await expect(loginToast).toHaveClass(/Toastify__toast-theme--dark/);
  await expect(page.locator('.Toastify__toast-container--top-center')).toContainText('Sign In Unsuccessful');
  await expect(loginToast.locator('.Toastify__progress-bar')).toHaveCSS('animation-duration', '1s');
  await expect(loginToast).toBeHidden({ timeout: 4000 });

  await page.getByRole('button', { name: 'Create' }).click();
  const createToast = page.locator('.Toastify__toast', { hasText: 'Please login to create stories' });
  await expect(createToast).toBeVisible();
  await expect(createToast.locator('.Toastify__progress-bar')).toHaveCSS('animation-duration', '5s');
});
