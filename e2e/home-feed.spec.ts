import { signUp } from './auth.js';
import { homeCards, scrollToBottom } from './reader-helpers.js';
import { makePictures, saveStoryByApi } from './seed-api.js';
import { expect, test } from './reader-fixtures.js';

// SPEC §2 Home, §4 home list, §5 search, §9 page size and scroll: the reader's feed in the browser.

test('scroll the home feed to the end, then search and clear the search', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const author = await signUp(page, baseURL!, { name: 'Fiona Feed' });
  const pictures = await makePictures(page.request, baseURL!, author);
  const unique = `quokka${Date.now().toString(36)}`;
  for (let index = 1; index <= 23; index += 1) {
    await saveStoryByApi(page.request, baseURL!, author, { title: `Desert Tale ${index}`, pictures });
  }
  for (const name of ['Kite', 'Lantern']) {
    await saveStoryByApi(page.request, baseURL!, author, { title: `The ${name} of the ${unique}`, pictures });
  }
  const { total } = (await (await page.request.get(`${baseURL}/api/user/getStoryPublic?limit=1`)).json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(25);

  const feedRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/user/getStoryPublic') feedRequests.push(url);
  });
  await page.goto('/');

  // The first page: 20 stories, newest first, each card with its small picture.
  await expect(homeCards(page)).toHaveCount(20);
  await expect(homeCards(page).first().getByRole('heading')).toHaveText(`The Lantern of the ${unique}`);
  const thumbnail = homeCards(page).first().locator('img').first();
  await expect(thumbnail).toHaveAttribute('src', /-w320\.webp$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const thumbnailBytes = (await (await page.request.get(new URL((await thumbnail.getAttribute('src'))!, baseURL).href)).body())
    .length;
  expect(thumbnailBytes).toBeLessThanOrEqual(40 * 1024);

  // Scrolling near the bottom brings the next pages until the end.
  const end = page.getByText('No more stories available');
  while (!(await end.isVisible())) {
    const before = await homeCards(page).count();
    await scrollToBottom(page);
    await expect(async () => {
      expect((await homeCards(page).count()) > before || (await end.isVisible())).toBe(true);
    }).toPass();
  }
  await expect(homeCards(page)).toHaveCount(total);
  // Every page after the first asked for the stories after the previous page's last one.
  expect(feedRequests.length).toBe(Math.ceil(total / 20));
  expect(feedRequests.every((url) => url.searchParams.get('limit') === '20')).toBe(true);
  expect(feedRequests.slice(1).every((url) => url.searchParams.has('after'))).toBe(true);
  const titles = await homeCards(page).getByRole('heading').allTextContents();
  expect(new Set(titles.map((title, index) => `${title}#${index}`)).size).toBe(total);

  // Search replaces the list; clearing it brings the feed back.
  const search = page.getByRole('searchbox', { name: 'Search stories' });
  await expect(search).toHaveAttribute('placeholder', 'Find Your Next Adventure...');
  await search.fill(unique);
  await search.press('Enter');
  await expect(homeCards(page)).toHaveCount(2);
  await expect(homeCards(page).getByRole('heading')).toHaveText([`The Lantern of the ${unique}`, `The Kite of the ${unique}`]);
  // A blank query restores the full list as it was.
  await search.fill('   ');
  await search.press('Enter');
  await expect(homeCards(page)).toHaveCount(total);

  // Opening a card leads to the story.
  await homeCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/story\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `The Lantern of the ${unique}` })).toBeVisible();
});

test('a failing feed shows an empty list, not a crash', async ({ page }) => {
  await page.route('**/api/user/getStoryPublic**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"down"}}' }),
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 15_000 });
  await expect(homeCards(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
});
