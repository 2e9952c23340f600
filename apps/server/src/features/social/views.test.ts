import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stories, storyViews } from '../../platform/db/schema.js';
import { appWithAnnAndBob, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { buildStory, type StoryRow } from '../../test/stories.js';

describe.each(testDatabaseKinds)('POST /api/user/addView on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  let story: StoryRow;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
    story = await buildStory(app, ann.user.id);
  });
  afterEach(() => app.close());

  const view = (who: SignedIn | null, headers: Record<string, string> = {}, storyId: string = story.id) =>
    app.inject({
      method: 'POST',
      url: '/api/user/addView',
      headers: { 'user-agent': 'Phone Browser 1.0', ...(who?.headers ?? {}), ...headers },
      remoteAddress: headers['x-test-address'] ?? '203.0.113.7',
      payload: { story_id: storyId },
    });
  const storedViews = async () =>
    (await app.database.db.select({ views: stories.views }).from(stories).where(eq(stories.id, story.id)))[0]!.views;

  it('counts a signed-in reader’s repeated views within the hour once', async () => {
    expect((await view(bob)).json()).toEqual({ views: 1 });
    expect((await view(bob)).json()).toEqual({ views: 1 });
    // From another device, still the same reader.
    expect((await view(bob, { 'user-agent': 'Tablet', 'x-test-address': '198.51.100.1' })).json()).toEqual({ views: 1 });
    expect((await view(ann)).json()).toEqual({ views: 2 });
    expect(await storedViews()).toBe(2);
  });

  it('counts again once the hour has passed', async () => {
    await view(bob);
    await app.database.db.update(storyViews).set({ countedAt: sql`now() - interval '61 minutes'` });
    expect((await view(bob)).json()).toEqual({ views: 2 });
    expect((await view(bob)).json()).toEqual({ views: 2 });
  });

  it('counts an anonymous reader by address and browser, storing neither', async () => {
    expect((await view(null)).json()).toEqual({ views: 1 });
    expect((await view(null)).json()).toEqual({ views: 1 });
    expect((await view(null, { 'user-agent': 'Other Browser' })).json()).toEqual({ views: 2 });
    expect((await view(null, { 'x-test-address': '198.51.100.1' })).json()).toEqual({ views: 3 });
    const keys = (await app.database.db.select({ viewer: storyViews.viewer }).from(storyViews)).map((r) => r.viewer);
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      expect(key).toMatch(/^a:[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain('203.0.113.7');
    }
  });

  it('counts concurrent repeats by one reader once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => view(bob)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await storedViews()).toBe(1);
  });

  it.each([
    [{}, 'body.story_id'],
    [{ story_id: 'a/b' }, 'body.story_id'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/api/user/addView', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await storedViews()).toBe(0);
  });

  it('answers 404 for a story that does not exist', async () => {
    const res = await view(bob, {}, '00000000-0000-4000-8000-000000000000');
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Story not found' } });
  });
});
