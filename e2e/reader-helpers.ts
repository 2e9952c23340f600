import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SignedUp } from './auth.js';
import { PARAGRAPHS } from './sample-stories.js';

// Stories for the reader journeys, made through the real API as the create page makes them:
// pictures from the offline engine (POST /api/user/generateImage), then POST /api/user/save.

const bearer = (who: SignedUp) => ({ authorization: `Bearer ${who.token}` });

/** Six pictures from the offline illustrator, one per paragraph. */
export async function makePictures(request: APIRequestContext, baseURL: string, who: SignedUp): Promise<string[]> {
  const pictures: string[] = [];
  for (const [index, paragraph] of PARAGRAPHS.entries()) {
    const response = await request.post(`${baseURL}/api/user/generateImage`, {
      headers: bearer(who),
      data: {
        email: who.email,
        visualPrompt: 'A curious girl and her grandpa in Egypt',
        paragraphs: [paragraph],
        seed: 100 + index,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    pictures.push(((await response.json()) as { images: string[] }).images[0]!);
  }
  return pictures;
}

export interface NewStory {
  title: string;
  paragraphs?: string[];
  pictures: (string | null)[];
  status?: 'public' | 'private';
  tag?: string[];
}

/** Saves a story as the create page does; answers its id. */
export async function saveStoryByApi(
  request: APIRequestContext,
  baseURL: string,
  who: SignedUp,
  story: NewStory,
): Promise<string> {
  const paragraphs = story.paragraphs ?? PARAGRAPHS;
  const response = await request.post(`${baseURL}/api/user/save`, {
    headers: bearer(who),
    data: {
      email: who.email,
      title: story.title,
      content: paragraphs.join('\n\n'),
      storyList: paragraphs.map((line, id) => ({ line, image: story.pictures[id] ?? null, id })),
      prompt: 'Maya travels to Egypt with her grandpa to learn about mummies.',
      thumbnail: story.pictures.find(Boolean) ?? null,
      status: story.status ?? 'public',
      tag: story.tag ?? ['egypt', 'mummies'],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The cards of the home grid. */
export function homeCards(page: Page) {
  return page.getByRole('list', { name: /^Stories/ }).getByRole('article');
}

/** Scrolls to the bottom of the page, as a reader flicking down does. */
export async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
