import { signUp } from './auth.js';
import { homeCards } from './reader-helpers.js';
import { saveStoryByApi } from './seed-api.js';
import { expect, test } from './reader-fixtures.js';

// SPEC §2 Liked Stories: the accordion 'Liked Stories' with the stories the reader liked.

test('liked stories: a liked story is listed, and leaves the list when unliked', async ({ page, browser, baseURL }) => {
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  const writer = await signUp(authorPage, baseURL!);
  const title = `The Liked Lighthouse ${Date.now().toString(36)}`;
  const id = await saveStoryByApi(authorPage.request, baseURL!, writer, { title, pictures: [] });
  await author.close();

  await signUp(page, baseURL!);
  await page.goto('/LikedStories');
  await expect(page.getByRole('button', { name: 'Liked Stories' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('No stories found')).toBeVisible();

  await page.goto(`/story/${id}`);
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');

  // Through the account menu, as a reader gets there.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Liked Stories' }).click();
  await expect(homeCards(page)).toHaveCount(0);
  const grid = page.getByRole('list', { name: 'Liked stories' });
  await expect(grid.getByRole('article')).toHaveCount(1);
  await expect(grid.getByRole('link', { name: title })).toHaveAttribute('href', `/story/${id}`);

  // The accordion folds the list away and opens it again.
  await page.getByRole('button', { name: 'Liked Stories' }).click();
  await expect(grid).toBeHidden();
  await page.getByRole('button', { name: 'Liked Stories' }).click();
  await expect(grid).toBeVisible();

  await grid.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/LikedStories');
  await expect(page.getByText('No stories found')).toBeVisible();
});
