import { expect, type APIRequestContext, type Page } from '@playwright/test';
export { addChildByApi, childPhoto } from './children.js';

// Shared steps of the create journeys (SPEC §2 Create, §4 create flow, §5 rules).

export const IDEA = 'Maya travels to Egypt with her grandpa to learn how the ancient Egyptians made mummies.';
const VISUAL_PROMPT = 'A curious girl with a red backpack in a sunny Egyptian desert with her grandpa';

export async function openCreate(page: Page) {
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Story' })).toBeVisible();
}

/** The idea, and prompt mode with a visual prompt. */
export async function fillIdeaInPromptMode(page: Page) {
  await page.getByLabel('Ideas for the story:').fill(IDEA);
  await page.getByRole('radio', { name: 'Generate visuals with text' }).check();
  await page.getByLabel('Describe the visuals:').fill(VISUAL_PROMPT);
}

export function storyArticle(page: Page) {
  return page.getByRole('article', { name: 'Your story' });
}

/** The title button of the generated story (its name is the title). */
export function titleButton(page: Page) {
  return storyArticle(page).getByRole('heading', { level: 2 }).getByRole('button');
}

export async function generateStory(page: Page) {
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await expect(titleButton(page)).toBeVisible({ timeout: 30_000 });
}

export function paragraph(page: Page, number: number) {
  return page.getByRole('listitem', { name: `Paragraph ${number}` });
}

/** Waits until all six pictures are shown and revealed (their regenerate action is there). */
export async function waitForPictures(page: Page, count = 6) {
  for (let number = 1; number <= count; number += 1) {
    await expect(paragraph(page, number).getByRole('button', { name: `Regenerate image ${number}` })).toBeVisible({
      timeout: 30_000,
    });
  }
}

export async function pictureSources(page: Page, count = 6): Promise<string[]> {
  const sources: string[] = [];
  for (let number = 1; number <= count; number += 1) {
    const src = await paragraph(page, number)
      .getByRole('img', { name: `Picture for paragraph ${number}` })
      .getAttribute('src');
    sources.push(src ?? '');
  }
  return sources;
}

/** Every picture really loads (naturalWidth > 0). */
export async function expectPicturesLoaded(page: Page, count = 6) {
  for (let number = 1; number <= count; number += 1) {
    const image = paragraph(page, number).getByRole('img', { name: `Picture for paragraph ${number}` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

interface ReadStory {
  _id: string;
  title: string;
  status: string;
  thumbnail: string | null;
  tag: string[];
  content: string;
  storyList: { line: string; image: string | null }[];
}

export async function readStoryAs(request: APIRequestContext, baseURL: string, id: string, token?: string) {
  const response = await request.get(
    `${baseURL}/api/user/story/${id}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  return { status: response.status(), story: response.ok() ? ((await response.json()) as { story: ReadStory }).story : null };
}

export function storyIdFrom(page: Page): string {
  const match = /\/feedback\/([^/?#]+)$/.exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return decodeURIComponent(match![1]!);
}
