import type { Page } from '@playwright/test';

/** The cards of the home grid. */
export function homeCards(page: Page) {
  return page.getByRole('list', { name: /^Stories/ }).getByRole('article');
}

/** Scrolls to the bottom of the page, as a reader flicking down does. */
export async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
