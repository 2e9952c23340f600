import { expect, type APIRequestContext } from '@playwright/test';
import { PARAGRAPHS, SHELF_TITLES } from './sample-stories.js';

// Accounts and stories made through the real API, as the login and create pages make them. No
// page and no DOM here, so the Lighthouse bench (bench/) seeds its stories with them too.

export interface SignedUp {
  name: string;
  email: string;
  /** The session token, stored as `idToken` like the login page does. */
  token: string;
}

let counter = 0;

/** A fresh email per call, unique across workers and runs. */
function uniqueEmail(): string {
  counter += 1;
  return `parent-${process.pid}-${Date.now().toString(36)}-${counter}@example.org`;
}

/**
 * Creates a built-in account through the API (register, then POST /api/login with the popup's
 * idToken as bearer); answers the session token. Made with a page's `request`, the session cookie
 * lands in the page too.
 */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  who: { name?: string; email?: string; password?: string } = {},
): Promise<SignedUp> {
  const name = who.name ?? 'Pat Parent';
  const email = (who.email ?? uniqueEmail()).toLowerCase();
  const password = who.password ?? 'correct horse battery';

  const registered = await request.post(`${baseURL}/api/auth/local/register`, { data: { name, email, password } });
  expect(registered.status(), await registered.text()).toBe(200);
  const identity = (await registered.json()) as { displayName: string; email: string; idToken: string };

  const login = await request.post(`${baseURL}/api/login`, {
    headers: { authorization: `Bearer ${identity.idToken}` },
    data: { name: identity.displayName, email: identity.email, idToken: identity.idToken },
  });
  expect(login.status(), await login.text()).toBe(201);
  const { token } = (await login.json()) as { token: string };
  return { name: identity.displayName, email: identity.email, token };
}

// Stories for the reader journeys: pictures from the offline engine (POST /api/user/generateImage),
// then POST /api/user/save.

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

/**
 * A shelf of stories (SHELF_TITLES), each with the same six pictures in another order so the
 * covers differ; public unless `statusOf` says otherwise. Answers their ids in SHELF_TITLES' order.
 */
export async function saveShelf(
  request: APIRequestContext,
  baseURL: string,
  who: SignedUp,
  pictures: string[],
  statusOf: (index: number) => 'public' | 'private' = () => 'public',
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, title] of SHELF_TITLES.entries()) {
    const rotated = [...pictures.slice(index), ...pictures.slice(0, index)];
    ids.push(await saveStoryByApi(request, baseURL, who, { title, pictures: rotated, status: statusOf(index) }));
  }
  return ids;
}
