import { LIST_EXCERPT_LENGTH } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stories } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { buildStory } from '../../test/stories.js';
import { FEED_PAGE_TTL_MS } from './feed.js';

describe.each(testDatabaseKinds)('GET /api/user/getStoryPublic on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  let bob: SignedIn;
  beforeEach(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org', name: 'Ann Author' });
    bob = await signIn(app, { email: 'bob@example.org' });
  });
  afterEach(() => app.close());

  const feed = (query: string, who: SignedIn | null = null) =>
    app.inject({ method: 'GET', url: `/api/user/getStoryPublic?${query}`, headers: who?.headers ?? {} });
  const titles = (res: { json: () => { stories: { title: string }[] } }) => res.json().stories.map((s) => s.title);

  it('lists public stories newest first as list items, ties broken by id, to anyone', async () => {
    const same = new Date('2024-03-01T10:00:00.000Z');
    const older = await buildStory(app, ann.user.id, { title: 'Older', publishingDate: new Date('2024-01-01T00:00:00Z') });
    const tieA = await buildStory(app, ann.user.id, { title: 'Tie A', publishingDate: same, tag: ['sea'], views: 4, likes: 2 });
    const tieB = await buildStory(app, bob.user.id, { title: 'Tie B', publishingDate: same });
    const [high, low] = tieA.id > tieB.id ? [tieA, tieB] : [tieB, tieA];
    for (const who of [null, bob]) {
      const res = await feed('page=1&limit=20', who);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual([high.title, low.title, older.title]);
      expect(res.json()).toMatchObject({ page: 1, limit: 20, total: 3, next: null });
    }
    const item = (await feed('')).json().stories.find((s: { _id: string }) => s._id === tieA.id);
    expect(item).toEqual({
      _id: tieA.id,
      title: 'Tie A',
      content: 'Once upon a time.',
      tag: ['sea'],
      thumbnail: null,
      status: 'public',
      views: 4,
      likes: 2,
      user: { name: 'Ann Author' },
      authorAvatar: null,
      publishingDate: same.toISOString(),
      createdAt: tieA.createdAt.toISOString(),
    });
    expect(item).not.toHaveProperty('storyList');
  });

  it('sends a card’s excerpt of a long story, cut at a word; the story itself has all of it', async () => {
    const paragraph = 'The little fox ran across the snowy meadow to find her friends by the frozen river. ';
    const long = await buildStory(app, ann.user.id, { lines: Array.from({ length: 12 }, () => paragraph.trim()) });
    const [item] = (await feed('')).json().stories;
    expect(item.content.length).toBeLessThanOrEqual(LIST_EXCERPT_LENGTH);
    expect(item.content).toMatch(/[a-z]…$/);
    expect(long.content.startsWith(item.content.slice(0, -1))).toBe(true);
    expect(long.content[item.content.length - 1]).toMatch(/\s/);
    const detail = await app.inject({ method: 'GET', url: `/api/user/story/${long.id}` });
    expect(detail.json().story.content).toBe(long.content);
  });

  it('never lists private, pending or rejected stories, not even to their owner', async () => {
    await buildStory(app, ann.user.id, { title: 'Shown' });
    for (const status of ['private', 'pending', 'rejected'] as const) {
      await buildStory(app, ann.user.id, { title: `Hidden ${status}`, status });
    }
    for (const who of [null, ann, bob]) {
      const res = await feed('', who);
      expect(titles(res)).toEqual(['Shown']);
      expect(res.json().total).toBe(1);
    }
  });

  it('pages by SPEC page and limit, with an empty page past the end', async () => {
    for (let i = 1; i <= 5; i += 1) await buildStory(app, ann.user.id, { title: `S${i}` });
    expect(titles(await feed('page=1&limit=2'))).toEqual(['S5', 'S4']);
    expect(titles(await feed('page=2&limit=2'))).toEqual(['S3', 'S2']);
    const last = await feed('page=3&limit=2');
    expect(titles(last)).toEqual(['S1']);
    expect(last.json().next).toBeNull();
    const past = await feed('page=4&limit=2');
    expect(past.json()).toEqual({ stories: [], page: 4, limit: 2, total: 5, next: null });
  });

  it('pages by cursor without repeating or skipping a story while new stories arrive', async () => {
    for (let i = 1; i <= 7; i += 1) await buildStory(app, ann.user.id, { title: `S${i}` });
    const seen: string[] = [];
    let res = await feed('limit=3');
    seen.push(...titles(res));
    let arrivals = 0;
    while (res.json().next) {
      // Newer stories land at the top between page loads: the walk down must not notice them.
      arrivals += 1;
      await buildStory(app, bob.user.id, { title: `New ${arrivals}`, publishingDate: new Date() });
      res = await feed(`limit=3&page=${seen.length / 3 + 1}&after=${res.json().next}`);
      expect(res.statusCode).toBe(200);
      seen.push(...titles(res));
    }
    expect(seen).toEqual(['S7', 'S6', 'S5', 'S4', 'S3', 'S2', 'S1']);
    expect(res.json().total).toBe(7 + arrivals);
  });

  it('shows a story published or hidden by another server at once, and counts within seconds', async () => {
    const first = await buildStory(app, ann.user.id, { title: 'First' });
    expect(titles(await feed(''))).toEqual(['First']);
    // Written straight to the database, as another server process would.
    const second = await buildStory(app, bob.user.id, { title: 'Second' });
    expect(titles(await feed(''))).toEqual(['Second', 'First']);
    await app.database.db.update(stories).set({ status: 'private' }).where(eq(stories.id, first.id));
    expect(titles(await feed(''))).toEqual(['Second']);
    await app.database.db.update(stories).set({ title: 'Second, renamed' }).where(eq(stories.id, second.id));
    expect(titles(await feed(''))).toEqual(['Second, renamed']);

    await app.database.db.update(stories).set({ views: 41 }).where(eq(stories.id, second.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + FEED_PAGE_TTL_MS + 1000);
      expect((await feed('')).json().stories[0].views).toBe(41);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a next cursor only while more stories follow', async () => {
    for (let i = 1; i <= 4; i += 1) await buildStory(app, ann.user.id, { title: `S${i}` });
    const first = (await feed('limit=2')).json();
    expect(first.next).toEqual(expect.any(String));
    const second = (await feed(`limit=2&after=${first.next}`)).json();
    expect(second.stories.map((s: { title: string }) => s.title)).toEqual(['S2', 'S1']);
    expect(second.next).toBeNull();
  });

  it.each([
    ['page=0', 'querystring.page'],
    ['limit=51', 'querystring.limit'],
    ['limit=abc', 'querystring.limit'],
    ['after=not%20a%20cursor', 'querystring.after'],
    [`after=${Buffer.from('["f","yesterday","x"]').toString('base64url')}`, 'querystring.after'],
    [
      `after=${Buffer.from('["s","0.1","2024-01-01 00:00:00+00","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      'querystring.after',
    ],
    ['email=not-an-email', 'querystring.email'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await feed(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });

  it('refuses an email that is not the caller’s', async () => {
    expect((await feed('email=ann@example.org')).statusCode).toBe(401);
    expect((await feed('email=ann@example.org', bob)).statusCode).toBe(403);
    expect((await feed('email=ann@example.org', ann)).statusCode).toBe(200);
  });
});
