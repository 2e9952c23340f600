import type { Page } from '@playwright/test';
import { createAccount, type SignedUp } from './seed-api.js';

export type { SignedUp } from './seed-api.js';

/**
 * Creates an account (createAccount) and leaves the page signed in the way the login page would:
 * `idToken` (= the session token), `displayName` and `email` in local storage, and the session
 * cookie set. Specs start signed in without the popup; navigate (page.goto) after it so the app
 * reads the storage.
 */
export async function signUp(
  page: Page,
  baseURL: string,
  who: { name?: string; email?: string; password?: string } = {},
): Promise<SignedUp> {
  // page.request shares the browser context's cookies, so the session cookie lands in the page too.
  const account = await createAccount(page.request, baseURL, who);
  await page.goto(baseURL);
  await page.evaluate((stored) => {
    localStorage.setItem('idToken', stored.token);
    localStorage.setItem('displayName', stored.name);
    localStorage.setItem('email', stored.email);
  }, account);
  return account;
}
