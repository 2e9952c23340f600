import { signUp } from './auth.js';
import { expect, test } from './fixtures.js';
import { saveStoryByApi } from './seed-api.js';

// SPEC §2 My stories, §4: stories by status in two tabs. With moderation on (the default), a
// public story waits for an admin and shows in the public tab marked 'Pending review'.

test('my stories: public tab with pending stories marked, private tab', async ({ page, baseURL }) => {
  const me = await signUp(page, baseURL!);
  await saveStoryByApi(page.request, baseURL!, me, { title: 'Waiting For Approval', pictures: [], status: 'public' });
  await saveStoryByApi(page.request, baseURL!, me, { title: 'Only For Our Family', pictures: [], status: 'private' });

  await page.goto('/');
  await page.getByRole('button', { name: 'My Stories' }).click();
  await expect(page).toHaveURL(/\/my-stories$/);
  const panel = page.getByRole('tabpanel');
  const pending = panel.getByRole('article').filter({ hasText: 'Waiting For Approval' });
  await expect(pending).toBeVisible();
  await expect(pending.getByText('Pending review')).toBeVisible();
  await expect(pending.getByText('0 views')).toBeVisible();
  await expect(pending.getByText('0 likes')).toBeVisible();
  await expect(panel.getByText('Only For Our Family')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Private Stories' }).click();
  await expect(page.getByRole('tab', { name: 'Private Stories' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Only For Our Family' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Only For Our Family' })).toBeVisible();
});

test("a new user's tabs say 'No stories found'", async ({ page, baseURL }) => {
  await signUp(page, baseURL!);
  await page.goto('/my-stories');
  await expect(page.getByRole('tabpanel').getByText('No stories found')).toBeVisible();
  await page.getByRole('tab', { name: 'Private Stories' }).click();
  await expect(page.getByRole('tabpanel').getByText('No stories found')).toBeVisible();
});
