import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signUp, type SignedUp } from './auth.js';
import { expect, test } from './fixtures.js';

// SPEC §2/§4/§5 Profile: edit the profile, add a child (optimistic, then cartoon avatars), the
// add-child validation messages, delete a child, and the story flow's return to /create.

const STYLE_NAMES = ['Comic', 'Watercolour', 'Pop Art'];

/** A small portrait-like JPEG: a face on a coloured background. */
async function childPhoto(): Promise<Buffer> {
  const face = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
      <rect width="240" height="240" fill="#7fb3d5"/>
      <circle cx="120" cy="125" r="70" fill="#f1c27d"/>
      <path d="M52 110 C60 40 180 40 188 110 C160 80 80 80 52 110Z" fill="#5b3a1a"/>
      <circle cx="95" cy="120" r="8" fill="#222"/><circle cx="145" cy="120" r="8" fill="#222"/>
      <path d="M95 160 Q120 180 145 160" stroke="#a0522d" stroke-width="6" fill="none"/>
    </svg>`,
  );
  return sharp(face).jpeg({ quality: 85 }).toBuffer();
}

async function childPhotoFile(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'storybook-e2e-photo-')), 'tom.jpg');
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

/** Adds a child through the API, as the page would: upload the photo, then create the child. */
async function addChildByApi(page: Page, baseURL: string, who: SignedUp, name: string) {
  const headers = { authorization: `Bearer ${who.token}` };
  const upload = await page.request.post(`${baseURL}/api/upload`, {
    headers,
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await childPhoto() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { secure_url } = (await upload.json()) as { secure_url: string };
  const created = await page.request.post(`${baseURL}/api/user/children`, {
    headers,
    data: { email: who.email, name, dateOfBirth: '2018-09-30', profilePicture: secure_url },
  });
  expect(created.status(), await created.text()).toBe(200);
}

test('edit the profile: date of birth and location are saved, age shows, and it all survives a reload', async ({ page, baseURL }) => {
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
  await addChildByApi(page, baseURL!, me, 'Ada');
  await addChildByApi(page, baseURL!, me, 'Ben');
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

test('opened from a story flow: scrolls to the intro, opens the form and returns to /create with the child', async ({ page, baseURL }) => {
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

  await expect(page).toHaveURL(/\/create$/, { timeout: 30_000 });
  const state = await page.evaluate(() => (window.history.state as { usr?: { newChild?: { name: string; cartoonImage: string[] } } }).usr);
  expect(state?.newChild?.name).toBe('Noor');
  expect(state?.newChild?.cartoonImage).toHaveLength(3);
});
