import type { Page } from '@playwright/test';
import { signUp } from './auth.js';
import { expect, test } from './reader-fixtures.js';
import { makePictures, saveStoryByApi } from './seed-api.js';

// A story page arrives with its story drawn in by the server (its first look): the reader sees the
// title, the paragraphs and the first picture before any script runs, the app starts only once
// that picture is on screen, and when it takes over nothing moves and the story is not fetched again.

/** Where the title, the first picture and the first paragraph sit on the page. */
async function boxes(page: Page) {
  const story = page.getByRole('list', { name: 'Story' });
  const box = async (locator: ReturnType<Page['locator']>) => {
    const found = await locator.boundingBox();
    return (
      found && {
        x: Math.round(found.x),
        y: Math.round(found.y),
        width: Math.round(found.width),
        height: Math.round(found.height),
      }
    );
  };
  return {
    title: await box(page.getByRole('heading', { level: 1 })),
    picture: await box(story.getByRole('img').first()),
    paragraph: await box(page.locator('p[data-paragraph="0"]')),
  };
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a story page shows its story before the scripts run, and nothing moves when the app takes over (${viewport.name})`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const author = await signUp(page, baseURL!);
    const pictures = await makePictures(page.request, baseURL!, author);
    const title = `First Look ${viewport.name}`;
    const id = await saveStoryByApi(page.request, baseURL!, author, { title, pictures });

    // A reader whose browser runs no script at all still reads the story.
    const still = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto(`/story/${id}`);
    await expect(stillPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(stillPage.getByText(`Published by ${author.name} on`)).toBeVisible();
    await expect(stillPage.locator('p[data-paragraph]')).toHaveCount(6);
    const first = stillPage.getByRole('list', { name: 'Story' }).getByRole('img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const before = await boxes(stillPage);
    await still.close();

    const reader = await browser.newContext({ baseURL, viewport });
    const readerPage = await reader.newPage();
    await readerPage.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const storyRequests: string[] = [];
    const scriptsBeforePicture: string[] = [];
    let pictureArrived = false;
    readerPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/user/story/${id}`) storyRequests.push(pathname);
      if (pathname.startsWith('/media/')) return;
      if (pathname.endsWith('.js') && !pictureArrived) scriptsBeforePicture.push(pathname);
    });
    readerPage.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) pictureArrived = true;
    });
    await readerPage.goto(`/story/${id}`);
    // The app has taken over once the parts only it draws are there.
    await expect(readerPage.getByRole('region', { name: 'Did you enjoy the story?' })).toBeVisible();
    await expect(readerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await boxes(readerPage)).toEqual(before);
    expect(await readerPage.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    // The story came with the page; only the page's tiny starter script came before the picture.
    expect(storyRequests).toEqual([]);
    expect(scriptsBeforePicture).toHaveLength(1);
    await reader.close();
  });
}
