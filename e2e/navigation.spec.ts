import { expect, test } from './fixtures.js';

// The navigation bar of SPEC §2, against the built app served by the real server.

test('opening / shows the navigation bar', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Storybook' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('button', { name: 'Create' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'My Stories' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
  await expect(nav.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('Create while signed out toasts and goes to /login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please login to create stories')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const path of ['/story/abc', '/Story/abc', '/Profile']) {
  test(`loading and reloading ${path} serves the app`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.ok()).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

for (const [item, path] of [
  ['Profile', '/Profile'],
  ['Liked Stories', '/LikedStories'],
  ['Contact Us', '/Contact'],
] as const) {
  test(`the account menu's ${item} goes to ${path}`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('menu')).toBeHidden();
  });
}

test('the Contact page sends a message and thanks the sender', async ({ page }) => {
  await page.goto('/Contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Free free to reach out to us' })).toBeVisible();
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.org');
  await page.getByLabel('Message').fill('More dragon stories, please.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText("Thanks, we'll get back to you");
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the app runs under its Content-Security-Policy without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please login to create stories')).toBeVisible();
  expect(problems).toEqual([]);
});
