import type { Page } from '@playwright/test';
import { signUp } from './auth.js';
import { fillIdeaInPromptMode, generateStory, openCreate, storyArticle, titleButton, waitForPictures } from './create-helpers.js';
import { expect, test } from './fixtures.js';

// Sessions that end gracefully: the browser signs out, asks to sign in again, and the user comes
// back to the same screen with what they made; signing in from Create lands on Create.

const PASSWORD = 'correct horse battery';

async function signInInPopup(page: Page, email: string, button: RegExp | string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closed;
}

test('a session that ends mid-creation comes back to the unsaved story after signing in again', async ({ page, baseURL }) => {
  const who = await signUp(page, baseURL!, { name: 'Ada Lovelace', password: PASSWORD });
  await openCreate(page);
  await fillIdeaInPromptMode(page);
  await generateStory(page);
  const title = await titleButton(page).innerText();
  const firstParagraph = await storyArticle(page).getByRole('listitem', { name: 'Paragraph 1' }).innerText();

  // The session ends on the server (as when it expires), while the page still holds it.
  const ended = await page.request.post(`${baseURL}/api/auth/logout`, { headers: { authorization: `Bearer ${who.token}` } });
  expect(ended.status()).toBe(200);

  await page.getByRole('button', { name: 'Create Visuals' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Your session has ended, please sign in again' });
  await expect(prompt).toBeVisible();
  // Signed out at once: the header (behind the modal prompt) no longer welcomes anyone.
  const nav = page.locator('nav[aria-label="Main"]');
  await expect(nav.getByText('Login', { exact: true })).toBeVisible();
  await expect(nav.getByText(/^Welcome/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('idToken'))).toBeNull();

  await signInInPopup(page, who.email, 'Sign in');
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/create$/);
  await expect(titleButton(page)).toHaveText(title);
  // The pictures asked for while signed out failed and offer 'Try Again'; the text is all there.
  await expect(storyArticle(page).getByRole('listitem', { name: 'Paragraph 1' })).toContainText(firstParagraph);

  // And carries on: the pictures are made as the signed-in user.
  await page.getByRole('button', { name: 'Create Visuals' }).click();
  await waitForPictures(page);
});

test('signing in from Create lands on Create', async ({ page, baseURL }) => {
  const who = await signUp(page, baseURL!, { password: PASSWORD });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInInPopup(page, who.email, 'Sign in');
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Story' })).toBeVisible();
});

test('Discard asks first; keeping the story changes nothing', async ({ page, baseURL }) => {
  await signUp(page, baseURL!);
  await openCreate(page);
  await fillIdeaInPromptMode(page);
  await generateStory(page);
  await page.getByRole('button', { name: 'Create Visuals' }).click();
  await waitForPictures(page);
  const title = await titleButton(page).innerText();

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard this story?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(titleButton(page)).toHaveText(title);

  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Discard story' }).click();
  await expect(page.getByText('Story discarded')).toBeVisible();
  await expect(page.getByLabel('Ideas for the story:')).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header takes at most 80 px, toasts stay below it, and a long name is whole in the menu', async ({
    page,
    baseURL,
  }) => {
    const name = 'Maximiliana Alexandrina Featherstonehaugh-Wolfeschlegel';
    await signUp(page, baseURL!, { name });
    await page.goto('/');
    // The navigation bar, not index.html's header shell it replaces once the app runs.
    const header = page.getByRole('banner').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(80);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(`Welcome ${name}`)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByRole('button', { name: 'Create' }).click();
    const toast = page.getByText('Please login to create stories');
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  });
});

test('on a wide screen a long name is cut in the header with the whole name as its tooltip', async ({ page, baseURL }) => {
  const name = 'Maximiliana Alexandrina Featherstonehaugh-Wolfeschlegel';
  await signUp(page, baseURL!, { name });
  await page.goto('/');
  const welcome = page.getByRole('navigation', { name: 'Main' }).getByText(`Welcome ${name}`);
  await expect(welcome).toBeVisible();
  await expect(welcome).toHaveAttribute('title', `Welcome ${name}`);
  const cut = await welcome.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(true);
});
