import { expect, type Browser, type Page } from '@playwright/test';
import { signUp, type SignedUp } from './auth.js';

// Shared steps of the moderation journeys (SPEC §2 Admin dashboard, §4 story approval).

/** Admins of the moderation specs' server, one per test so each signs up afresh. */
export const ADMIN_EMAILS = ['admin-journey@example.org', 'admin-bulk@example.org', 'admin-screens@example.org'];

export async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** A story saved straight through the API (no pictures), as `who`; answers its id. */
export async function saveStoryByApi(
  page: Page,
  baseURL: string,
  who: SignedUp,
  story: { title: string; lines: string[]; status?: 'public' | 'private' },
): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/user/save`, {
    headers: { authorization: `Bearer ${who.token}` },
    data: {
      email: who.email,
      title: story.title,
      content: story.lines.join('\n\n'),
      storyList: story.lines.map((line, id) => ({ line, id })),
      prompt: story.title,
      status: story.status ?? 'public',
      tag: ['journey'],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/**
 * What another family sees of a story, asked from inside an anonymous browser page: the status of
 * GET /api/user/story/:id (200 readable, 404 not there for them).
 */
export async function anonymousReader(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  return {
    page,
    storyStatus: (id: string) =>
      page.evaluate(async (storyId) => (await fetch(`/api/user/story/${encodeURIComponent(storyId)}`)).status, id),
    close: () => context.close(),
  };
}

export async function signUpAdmin(page: Page, baseURL: string, index: number): Promise<SignedUp> {
  return signUp(page, baseURL, { name: 'Ada Admin', email: ADMIN_EMAILS[index] });
}
