import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { likes, stories } from '../../platform/db/schema.js';
import { appWithAnnAndBob, signIn, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { buildStory, type StoryRow } from '../../test/stories.js';

describe.each(testDatabaseKinds)('likes on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  let story: StoryRow;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
    story = await buildStory(app, ann.user.id);
  });
  afterEach(() => app.close());

  const check = (who: SignedIn | null, storyId = story.id, email = who?.user.email ?? 'bob@example.org') =>
    app.inject({
      method: 'GET',
      url: `/api/user/checkLike?story_id=${storyId}&email=${encodeURIComponent(email)}`,
      headers: who?.headers ?? {},
    });
  const toggle = (who: SignedIn | null, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/user/postLike',
      headers: who?.headers ?? {},
      payload: { story_id: story.id, email: who?.user.email ?? 'bob@example.org', ...payload },
    });
  const stored = async () => {
    const [row] = await app.database.db.select({ likes: stories.likes }).from(stories).where(eq(stories.id, story.id));
    const [rows] = await app.database.db.select({ n: count() }).from(likes).where(eq(likes.storyId, story.id));
    return { likes: row!.likes, rows: rows!.n };
  };

  it('toggles a like on and off, answering the state and the count', async () => {
    expect((await check(bob)).json()).toEqual({ isLiked: false });
    const liked = await toggle(bob);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ isLiked: true, likes: 1 });
    expect((await check(bob)).json()).toEqual({ isLiked: true });
    // Another reader's view of it is their own.
    expect((await check(ann)).json()).toEqual({ isLiked: false });
    expect((await toggle(ann)).json()).toEqual({ isLiked: true, likes: 2 });
    expect((await toggle(bob)).json()).toEqual({ isLiked: false, likes: 1 });
    expect(await stored()).toEqual({ likes: 1, rows: 1 });
  });

  it('keeps an exact count under 50 concurrent toggles by 50 readers', async () => {
    const readers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(app, { email: `reader${i}@example.org` })));
    const answers = await Promise.all(readers.map((reader) => toggle(reader)));
    expect(answers.every((res) => res.statusCode === 200 && res.json().isLiked === true)).toBe(true);
    expect(await stored()).toEqual({ likes: 50, rows: 50 });
    // Every answered count is one of 1..50, each exactly once: no two toggles saw the same total.
    expect(answers.map((res) => res.json().likes).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('keeps the count equal to the likes stored under 50 concurrent toggles by one reader', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => toggle(bob)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const { likes: counted, rows } = await stored();
    expect(counted).toBe(rows);
    expect(rows).toBeLessThanOrEqual(1);
    expect((await check(bob)).json().isLiked).toBe(rows === 1);
  });

  it('needs a signed-in reader', async () => {
    expect((await check(null)).statusCode).toBe(401);
    expect((await toggle(null)).statusCode).toBe(401);
    expect(await stored()).toEqual({ likes: 0, rows: 0 });
  });

  it('refuses to act as another reader', async () => {
    expect((await check(bob, story.id, 'ann@example.org')).statusCode).toBe(403);
    const res = await toggle(bob, { email: 'ann@example.org' });
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual({ likes: 0, rows: 0 });
  });

  it.each([
    [{ story_id: '' }, 'body.story_id'],
    [{ story_id: 'has spaces' }, 'body.story_id'],
    [{ email: 'nope' }, 'body.email'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await toggle(bob, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await stored()).toEqual({ likes: 0, rows: 0 });
  });

  it('checkLike refuses a malformed story id with 400 naming it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/checkLike?story_id=a%20b&email=bob@example.org',
      headers: bob.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^querystring\.story_id: /);
  });

  it('answers 404 for a story that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await check(bob, missing)).statusCode).toBe(404);
    expect((await toggle(bob, { story_id: missing })).json()).toEqual({
      error: { code: 'not_found', message: 'Story not found' },
    });
  });
});
