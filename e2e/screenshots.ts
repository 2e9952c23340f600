import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { signUp } from './auth.js';
import { makePictures, saveShelf } from './seed-api.js';
import { startServer } from './server.js';

// `npm run screenshots [folder]`: the reader's pages at phone and desktop sizes, against the built
// app with stories made by the offline engine, to look at after a change.

const folder = path.resolve(process.argv[2] ?? 'screenshots');
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

mkdirSync(folder, { recursive: true });
const server = await startServer({ env: { MODERATION: 'off' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const me = await signUp(page, server.url, { name: 'Ann Author' });
  const pictures = await makePictures(page.request, server.url, me);
  const ids = await saveShelf(page.request, server.url, me, pictures, (index) => (index === 5 ? 'private' : 'public'));
  const story = ids[0]!;
  await page.request.post(`${server.url}/api/user/postLike`, {
    headers: { authorization: `Bearer ${me.token}` },
    data: { story_id: ids[1], email: me.email },
  });
  await page.request.post(`${server.url}/api/user/comment`, {
    headers: { authorization: `Bearer ${me.token}` },
    data: { story_id: story, email: me.email, comment: 'We read this one every night!' },
  });

  const shots: [string, string, (page: Page) => Promise<void>][] = [
    ['home', '/', (p) => p.getByRole('article').first().waitFor()],
    // The owner's view: status and 'Make a quiz' (these stories have no quiz yet).
    ['story', `/story/${story}`, (p) => p.getByRole('heading', { name: 'Comments' }).waitFor()],
    ['story-private', `/story/${ids[5]}`, (p) => p.getByRole('button', { name: 'Make a quiz' }).waitFor()],
    ['my-stories', '/my-stories', (p) => p.getByRole('tabpanel').getByRole('article').first().waitFor()],
    ['liked-stories', '/LikedStories', (p) => p.getByRole('list', { name: 'Liked stories' }).waitFor()],
  ];
  // A reader who is not the author, signed out.
  const reader = await (await browser.newContext()).newPage();
  const readerShots: typeof shots = [
    ['home-reader', '/', (p) => p.getByRole('article').first().waitFor()],
    ['login-reader', '/login', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
    ['story-reader', `/story/${story}`, (p) => p.getByRole('heading', { name: 'Comments' }).waitFor()],
  ];
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const [who, list] of [
      [page, shots],
      [reader, readerShots],
    ] as const) {
      await who.setViewportSize(viewport);
      for (const [name, url, ready] of list) {
        await who.goto(`${server.url}${url}`);
        await ready(who);
        await who.waitForLoadState('networkidle');
        const file = path.join(folder, `${name}-${size}.png`);
        await who.screenshot({ path: file, fullPage: name !== 'home' });
        console.log(file);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
