import { expect, type Page } from '@playwright/test';

export interface SignedUp {
  name: string;
  email: string;
  /** The session token, stored as `idToken` like the login page does. */
  token: string;
}

let counter = 0;

/** A fresh email per call, unique across workers and runs. */
function uniqueEmail(): string {
  counter += 1;
  return `parent-${process.pid}-${Date.now().toString(36)}-${counter}@example.org`;
}

/**
 * Creates a built-in account through the API (register, then POST /api/login with the popup's
 * idToken as bearer) and leaves the page signed in the way the login page would: `idToken`
 * (= the session token), `displayName` and `email` in local storage, and the session cookie set.
 * Specs start signed in without the popup; navigate (page.goto) after it so the app reads the storage.
 */
export async function signUp(
  page: Page,
  baseURL: string,
  who: { name?: string; email?: string; password?: string } = {},
): Promise<SignedUp> {
  const name = who.name ?? 'Pat Parent';
  const email = (who.email ?? uniqueEmail()).toLowerCase();
  const password = who.password ?? 'correct horse battery';

  // page.request shares the browser context's cookies, so the session cookie lands in the page too.
  const registered = await page.request.post(`${baseURL}/api/auth/local/register`, { data: { name, email, password } });
  expect(registered.status(), await registered.text()).toBe(200);
  const identity = (await registered.json()) as { displayName: string; email: string; idToken: string };

  const login = await page.request.post(`${baseURL}/api/login`, {
    headers: { authorization: `Bearer ${identity.idToken}` },
    data: { name: identity.displayName, email: identity.email, idToken: identity.idToken },
  });
  expect(login.status(), await login.text()).toBe(201);
  const { token } = (await login.json()) as { token: string };

  await page.goto(baseURL);
  await page.evaluate(
    (stored) => {
      localStorage.setItem('idToken', stored.token);
      localStorage.setItem('displayName', stored.name);
      localStorage.setItem('email', stored.email);
    },
    { token, name: identity.displayName, email: identity.email },
  );
  return { name: identity.displayName, email: identity.email, token };
}
