import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUp } from './auth.js';
import { addChildByApi, childPhoto } from './children.js';
import { expect, test } from './fixtures.js';

// SPEC §2/§4/§5 Profile: edit the profile, add a child (optimistic, then cartoon avatars), the
// add-child validation messages, delete a child, and the story flow's return to /create.

const STYLE_NAMES = ['Comic', 'Watercolour', 'Pop Art'];

/** The photo as a file to pick, in the test's own output folder (Playwright empties it per run). */
async function childPhotoFile(): Promise<string> {
  const file = test.info().outputPath('tom.jpg');
  writeFileSync(file, await childPhoto());
  return file;
}

/** Whole years from a `YYYY-MM-DD` date of birth, the way SPEC §5 counts age. */
function ageFrom(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

function definition(page: Page, term: string) {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

async function openProfile(page: Page) {
  await page.goto('/Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

async function openChildForm(page: Page) {
  await page.getByRole('button', { name: 'Add a child' }).click();
  return page.getByRole('form', { name: 'Add a child' });
}

test('edit the profile: date of birth and location are saved, age shows, and it all survives a reload', async ({
  page,
  baseURL,
}) => {
  const me = await signUp(page, baseURL!, { name: 'Robin Parent' });
  await openProfile(page);
  await expect(definition(page, 'Name')).toHaveText('Robin Parent');
  await expect(definition(page, 'Email')).toHaveText(me.email);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(form.getByLabel('Name')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
  await form.getByLabel('Date of Birth').fill('1988-03-09');
  await form.getByLabel('Location').fill('Bristol');
  await expect(form.getByLabel('Age')).toHaveValue(String(ageFrom('1988-03-09')));
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  for (const attempt of ['before', 'after'] as const) {
    if (attempt === 'after') await page.reload();
    await expect(definition(page, 'Date of Birth')).toHaveText('09-03-1988');
    await expect(definition(page, 'Location')).toHaveText('Bristol');
    await expect(definition(page, 'Age')).toHaveText(String(ageFrom('1988-03-09')));
  }

  // Cancel leaves everything as it was.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Location').fill('Somewhere else');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(definition(page, 'Location')).toHaveText('Bristol');
});

test('add a child with a photo: it shows at once while its three cartoon avatars are made', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await signUp(page, baseURL!);
  const photo = await childPhotoFile();
  await openProfile(page);
  await expect(page.getByText('No children added yet.')).toBeVisible();

  // Hold the cartoonify answer so the in-between state can be seen however fast the server is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/cartoonify', async (route) => {
    await held;
    await route.continue();
  });

  const form = await openChildForm(page);
  await form.getByLabel('Name').fill('Tom');
  await form.getByLabel('Date of Birth').fill('2019-04-02');
  await expect(form.getByLabel('Age')).toHaveValue(String(ageFrom('2019-04-02')));
  await form.getByLabel('Profile Picture').setInputFiles(photo);
  await expect(form.getByAltText('Preview of the profile picture')).toBeVisible();
  await form.getByRole('button', { name: 'Add Child' }).click();

  const card = page.getByRole('article', { name: 'Tom' });
  await expect(card.getByText('Creating cartoon avatars...')).toBeVisible();
  release();

  const avatars = card.getByRole('list', { name: 'Cartoon avatars of Tom' }).getByRole('img');
  await expect(avatars).toHaveCount(3);
  await expect(card.getByText('Creating cartoon avatars...')).toBeHidden();
  for (const name of STYLE_NAMES) await expect(card.getByText(name, { exact: true })).toBeVisible();
  await expect(card.getByText(`${ageFrom('2019-04-02')} years old`)).toBeVisible();

  // The avatars are real images served by us, and they are still there after a reload.
  await page.reload();
  await expect(avatars).toHaveCount(3);
  for (const image of await avatars.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(card.getByRole('img', { name: "Tom's picture" })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the add-child form shows SPEC messages and clears each as its field is filled', async ({ page, baseURL }) => {
  await signUp(page, baseURL!);
  const photo = await childPhotoFile();
  await openProfile(page);
  const form = await openChildForm(page);
  await expect(form.getByLabel('Profile Picture')).toHaveAttribute('accept', 'image/*');

  await form.getByRole('button', { name: 'Add Child' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Date of Birth is required')).toBeVisible();
  await expect(form.getByText('Profile Picture is required')).toBeVisible();

  await form.getByLabel('Name').fill('Mia');
  await expect(form.getByText('Name is required')).toBeHidden();
  await form.getByLabel('Date of Birth').fill('2020-02-29');
  await expect(form.getByText('Date of Birth is required')).toBeHidden();
  await form.getByLabel('Profile Picture').setInputFiles(photo);
  await expect(form.getByText('Profile Picture is required')).toBeHidden();

  await form.getByRole('button', { name: 'Remove picture' }).click();
  await expect(form.getByText('Profile Picture is required')).toBeVisible();
  await expect(form.getByAltText('Preview of the profile picture')).toBeHidden();
});

test('delete a child', async ({ page, baseURL }) => {
  const me = await signUp(page, baseURL!);
  await addChildByApi(page.request, baseURL!, me, 'Ada', { cartoonify: false });
  await addChildByApi(page.request, baseURL!, me, 'Ben', { cartoonify: false });
  await openProfile(page);

  const ada = page.getByRole('article', { name: 'Ada' });
  await ada.getByRole('button', { name: 'Delete Ada' }).click();
  await ada.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(ada).toBeHidden();
  await expect(page.getByRole('article', { name: 'Ben' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article', { name: 'Ben' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ada' })).toBeHidden();
});

test('opened from a story flow: scrolls to the intro, opens the form and returns to /create with the child', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL!);
  const photo = await childPhotoFile();
  // React Router keeps navigation state in history.state.usr; a reload reads it back.
  await page.goto('/Profile');
  await page.evaluate(() =>
    window.history.replaceState(
      { usr: { scrollTo: 'cartoonify-intro', openChildForm: true, returnTo: '/create' }, key: 'story-flow', idx: 0 },
      '',
      '/Profile',
    ),
  );
  await page.reload();

  await expect(page.locator('#cartoonify-intro')).toHaveAttribute('data-highlighted', 'true');
  await expect(page.locator('#cartoonify-intro')).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 });
  const form = page.getByRole('form', { name: 'Add a child' });
  await form.getByLabel('Name').fill('Noor');
  await form.getByLabel('Date of Birth').fill('2017-11-05');
  await form.getByLabel('Profile Picture').setInputFiles(photo);
  await form.getByRole('button', { name: 'Add Child' }).click();

  // The create page takes the new child from the navigation state and selects its first avatar.
  await expect(page).toHaveURL(/\/create$/, { timeout: 30_000 });
  await expect(page.getByRole('radio', { name: /^Noor in .* style$/ })).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /^Noor in .* style$/ }).first()).toBeChecked();
});
