import { execFileSync } from 'node:child_process';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { signUp } from './auth.js';
import { makePictures, saveStoryByApi } from './seed-api.js';
import { PARAGRAPHS } from './sample-stories.js';
import { expect, test } from './reader-fixtures.js';

// SPEC §2 Story reading and Comments, §4 like and comment, §8, §9 PDF: a reader with a story.

const TITLE = 'Maya and the Mummies';

// Each journey has the offline engine draw six pictures first, which takes a while on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** A public story with six pictures, saved by its own author in a separate browser context. */
async function publishStory(browser: Browser, baseURL: string, title = TITLE) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const author = await signUp(page, baseURL, { name: 'Ann Author' });
    const pictures = await makePictures(page.request, baseURL, author);
    return await saveStoryByApi(page.request, baseURL, author, { title, pictures });
  } finally {
    await context.close();
  }
}

test('read a story: like and unlike, rate, comment, edit and delete the comment', async ({ page, browser, baseURL }) => {
  const id = await publishStory(browser, baseURL!);
  const me = await signUp(page, baseURL!, { name: 'Rita Reader' });
  await page.goto(`/story/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/^Published by Ann Author on \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  const lines = page.getByRole('list', { name: 'Story' }).getByRole('listitem');
  await expect(lines).toHaveCount(6);
  for (const [index, text] of PARAGRAPHS.entries()) await expect(lines.nth(index)).toContainText(text);
  const firstPicture = lines.first().getByRole('img');
  await expect(firstPicture).toHaveAttribute('srcset', /-w320\.webp 320w, .*-w640\.webp 640w/);
  await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('1 view', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', `/quiz/${id}`);
  // The messaging app and the microblog; the app-store beta only when VITE_APP_BETA_URL was set.
  const shareLinks = page.getByRole('complementary', { name: 'Share this story' }).getByRole('link');
  await expect(shareLinks).toHaveCount(process.env.VITE_APP_BETA_URL ? 3 : 2);

  // Like, then unlike; the count follows and the server keeps it.
  const like = page.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('0 likes', { exact: true })).toBeVisible();

  // Rate 4 stars, then change to 5: the average and the reader's own follow.
  const rating = page.getByRole('group', { name: 'Rate this story' });
  // A reader clicks the star itself.
  const star = (name: string) => rating.locator('label').filter({ has: page.getByRole('radio', { name }) });
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await star('4 stars').click();
  await expect(page.getByText('Your rating: 4 stars')).toBeVisible();
  await expect(page.getByText('Average 4.0 out of 5 (1 rating)')).toBeVisible();
  await star('5 stars').click();
  await expect(page.getByText('Average 5.0 out of 5 (1 rating)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your rating: 5 stars')).toBeVisible();

  // Comment, edit (prefilled; cancel, then save), delete.
  await page.getByLabel('Add a comment').fill('My favourite part was the pyramid.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const mine = page.getByRole('listitem', { name: `Comment by ${me.name}` });
  await expect(mine).toContainText('My favourite part was the pyramid.');
  await mine.getByRole('button', { name: 'Edit' }).click();
  await expect(mine.getByLabel('Edit your comment')).toHaveValue('My favourite part was the pyramid.');
  await mine.getByLabel('Edit your comment').fill('Not this.');
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await expect(mine).toContainText('My favourite part was the pyramid.');
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Edit your comment').fill('The mummies were even better!');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toContainText('The mummies were even better!');
  await page.reload();
  await expect(page.getByRole('listitem', { name: `Comment by ${me.name}` })).toContainText('The mummies were even better!');
  await page
    .getByRole('listitem', { name: `Comment by ${me.name}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: `Comment by ${me.name}` })).toHaveCount(0);
  await expect(page.getByText('No comments yet.')).toBeVisible();
});

test('an anonymous reader sees no like or rating controls', async ({ page, browser, baseURL }) => {
  const id = await publishStory(browser, baseURL!);
  await page.goto(`/story/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Rate this story' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test("a missing story shows the fallback and 'Story not found'", async ({ page }) => {
  await page.goto('/story/no-such-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Story not found' })).toBeVisible();
});

test('print view: only the story, one picture per paragraph, no navigation', async ({ page, browser, baseURL }) => {
  const id = await publishStory(browser, baseURL!);
  await signUp(page, baseURL!);
  await page.goto(`/story/${id}`);
  await expect(page.getByRole('button', { name: 'Print Story' })).toBeVisible();

  // 'Print Story' loads every picture and opens the print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print Story' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  for (const hidden of [
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('contentinfo'),
    page.getByRole('link', { name: /Back to stories/ }),
    page.getByRole('heading', { name: 'Comments' }),
    page.getByRole('complementary', { name: 'Share this story' }),
    page.getByRole('button', { name: 'Export as PDF' }),
    page.getByRole('button', { name: 'Like' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  const lines = page.getByRole('list', { name: 'Story' }).getByRole('listitem');
  await expect(lines).toHaveCount(6);
  for (let index = 0; index < 6; index += 1) {
    const line = lines.nth(index);
    await expect(line.getByRole('img')).toHaveCount(1);
    await expect(line.getByRole('img')).toBeVisible();
    await expect
      .poll(() => line.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(line).toContainText(PARAGRAPHS[index]!);
  }
  // Each picture sits above its own paragraph, not beside another's.
  const boxes = await lines.evaluateAll((items) =>
    items.map((item) => {
      const picture = item.querySelector('img')!.getBoundingClientRect();
      const text = item.querySelector('p')!.getBoundingClientRect();
      return { pictureBottom: picture.bottom, textTop: text.top };
    }),
  );
  for (const box of boxes) expect(box.pictureBottom).toBeLessThanOrEqual(box.textTop);
});

/** Clicks 'Export as PDF', checks the file is named after the title, and saves it; answers its path. */
async function exportPdf(page: Page, title: string, testInfo: TestInfo): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title}.pdf`);
  // In the test's output folder, which Playwright empties before each run.
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

test('Export as PDF downloads a real PDF: A4, 20 pt margins, the six paragraphs as text, six pictures', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const id = await publishStory(browser, baseURL!);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.ttf')) fontRequests.push(request.url());
  });
  await page.goto(`/story/${id}`);
  const saved = await exportPdf(page, TITLE, testInfo);

  // Page size: A4 in points.
  const info = execFileSync('pdfinfo', [saved], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  expect(pages).toBeGreaterThan(1);

  // All six paragraphs are real, extractable text.
  const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(TITLE);
  for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);

  // Every word lies inside the 20 pt margins of its page.
  const boxes = execFileSync('pdftotext', ['-bbox', saved, '-'], { encoding: 'utf8' });
  const words = [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)].map((match) =>
    match.slice(1).map(Number),
  );
  expect(words.length).toBeGreaterThan(90);
  for (const [xMin, yMin, xMax, yMax] of words as [number, number, number, number][]) {
    expect(xMin).toBeGreaterThanOrEqual(20);
    expect(yMin).toBeGreaterThanOrEqual(20);
    expect(xMax).toBeLessThanOrEqual(595.28 - 20);
    expect(yMax).toBeLessThanOrEqual(841.89 - 20);
  }

  // Six pictures are embedded.
  const images = execFileSync('pdfimages', ['-list', saved], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(images).toHaveLength(6);

  // A second export in the same visit reuses the fonts of the first: regular and bold, fetched once
  // each (the story has no emoji, so the emoji font is not fetched at all).
  await exportPdf(page, TITLE, testInfo);
  expect(fontRequests).toHaveLength(2);
  // Loading the PDF code (a lazy chunk) went without a hitch.
  expect(consoleErrors).toEqual([]);
});

test('Export as PDF keeps every name and emoji a writer uses, and says which characters it cannot show', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const title = 'Łucja and Nguyễn’s “big” day 🐫';
  const paragraphs = [
    'Łucja met Nguyễn Thị Ánh, Σωκράτης and Дмитрий – what a day… 🐫🦒',
    'They ate ice cream 🍦 and laughed until the sun went down 🌅.',
  ];
  const context = await browser.newContext();
  const author = await signUp(await context.newPage(), baseURL!, { name: 'Zoë Ørsted' });
  const id = await saveStoryByApi(context.request, baseURL!, author, { title, paragraphs, pictures: [] });
  const chinese = await saveStoryByApi(context.request, baseURL!, author, {
    title: 'Mei and the moon',
    paragraphs: ['小猫 Mei looked up at the moon.'],
    pictures: [],
  });
  await context.close();

  await page.goto(`/story/${id}`);
  const saved = await exportPdf(page, title, testInfo);
  const text = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(
    /\s+/g,
    ' ',
  );
  expect(text).toContain(title);
  expect(text).toContain('Published by Zoë Ørsted on');
  for (const paragraph of paragraphs) expect(text).toContain(paragraph);
  expect(execFileSync('pdfinfo', [saved], { encoding: 'utf8' })).toMatch(new RegExp(`Title:\\s+${title}\n`));

  // Chinese is not in the PDF's fonts: no PDF with holes, but a message naming the characters.
  await page.goto(`/story/${chinese}`);
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Export as PDF' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "The PDF cannot show 小 猫. Use 'Print Story'" })).toBeVisible();
  expect(downloaded).toBe(false);
});

test('on phones 390 and 320 px wide no page scrolls sideways, signed out or in', async ({ browser, baseURL }) => {
  const author = await browser.newContext();
  const who = await signUp(await author.newPage(), baseURL!, { name: 'Ann Author' });
  const id = await saveStoryByApi(author.request, baseURL!, who, { title: TITLE, pictures: [] });
  await author.close();

  for (const signedIn of [false, true]) {
    for (const width of [390, 320]) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      if (signedIn) await signUp(page, baseURL!);
      for (const pathname of ['/', `/story/${id}`, '/create', '/login', '/about']) {
        await page.goto(pathname);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // What sticks out, named, so a failure says where to look.
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          sticksOut: [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((element) => `${element.tagName} "${element.textContent?.slice(0, 20) ?? ''}"`)
            .slice(0, 5),
        }));
        expect(overflow, `${pathname} at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`).toEqual({
          scrollWidth: width,
          sticksOut: [],
        });
        // Nothing is squeezed to fit either: the avatar stays round.
        // (Read in the page: the button is swapped for the menu's own once its code arrives.)
        const avatar = page.getByRole('button', { name: 'Account menu' });
        expect(await avatar.evaluate((button: HTMLElement) => button.offsetWidth - button.offsetHeight)).toBe(0);
      }
      await context.close();
    }
  }
});
