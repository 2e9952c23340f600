import type { StoryStatus } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comments, likes, ratings, stories } from '../../platform/db/schema.js';
import { appWithAnnAndBob, signIn, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { buildStory } from '../../test/stories.js';

/**
 * DESIGN.md's visibility rules across every reader call: a private, pending or rejected story is
 * 'Story not found' to everyone but its owner (and a pending one to admins), and never listed.
 */
describe.each(testDatabaseKinds)('stories hidden from other readers on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  let admin: SignedIn;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
    admin = await signIn(app, { email: 'admin@example.org', isAdmin: true });
  });
  afterEach(() => app.close());

  /** Every call naming a story, as `who` (anonymous when null). */
  const callsOn = (storyId: string, who: SignedIn | null) => {
    const email = who?.user.email ?? 'nobody@example.org';
    const as = { headers: who?.headers ?? {} };
    return {
      detail: () => app.inject({ method: 'GET', url: `/api/user/story/${storyId}`, ...as }),
      view: () => app.inject({ method: 'POST', url: '/api/user/addView', payload: { story_id: storyId }, ...as }),
      comments: () => app.inject({ method: 'GET', url: `/api/user/comments?story_id=${storyId}`, ...as }),
      comment: () =>
        app.inject({ method: 'POST', url: '/api/user/comment', payload: { story_id: storyId, email, comment: 'Hi' }, ...as }),
      checkLike: () => app.inject({ method: 'GET', url: `/api/user/checkLike?story_id=${storyId}&email=${email}`, ...as }),
      like: () => app.inject({ method: 'POST', url: '/api/user/postLike', payload: { story_id: storyId, email }, ...as }),
      storyRating: () => app.inject({ method: 'GET', url: `/api/user/getStoryRating?story_id=${storyId}`, ...as }),
      userRating: () => app.inject({ method: 'GET', url: `/api/user/getUserRating?story_id=${storyId}&email=${email}`, ...as }),
      rate: () =>
        app.inject({ method: 'POST', url: '/api/user/addRating', payload: { story_id: storyId, email, rating: 4 }, ...as }),
    };
  };
  const signedInOnly = new Set(['comment', 'checkLike', 'like', 'userRating', 'rate']);

  const expectHidden = async (storyId: string, who: SignedIn | null) => {
    for (const [name, call] of Object.entries(callsOn(storyId, who))) {
      const res = await call();
      const expected = !who && signedInOnly.has(name) ? 401 : 404;
      expect(res.statusCode, `${name} as ${who?.user.email ?? 'anonymous'}`).toBe(expected);
      if (expected === 404) expect(res.json().error.message).toBe('Story not found');
    }
  };
  const expectShown = async (storyId: string, who: SignedIn) => {
    for (const [name, call] of Object.entries(callsOn(storyId, who))) {
      expect((await call()).statusCode, `${name} as ${who.user.email}`).toBe(200);
    }
  };
  const listed = async (who: SignedIn | null) => {
    const as = { headers: who?.headers ?? {} };
    const feed = await app.inject({ method: 'GET', url: '/api/user/getStoryPublic', ...as });
    const search = await app.inject({ method: 'GET', url: '/api/user/searchStories?query=secret', ...as });
    const titles = (res: typeof feed) => res.json().stories.map((s: { title: string }) => s.title);
    return { feed: titles(feed), search: titles(search) };
  };

  it.each(['private', 'rejected'] as const)('a %s story is only its owner’s', async (status: StoryStatus) => {
    const story = await buildStory(app, ann.user.id, { title: 'Secret garden', status });
    await expectShown(story.id, ann);
    for (const who of [null, bob, admin]) await expectHidden(story.id, who);
    for (const who of [null, ann, bob, admin]) expect(await listed(who)).toEqual({ feed: [], search: [] });
  });

  it('a pending story is its owner’s and the admins’', async () => {
    const story = await buildStory(app, ann.user.id, { title: 'Secret garden', status: 'pending' });
    await expectShown(story.id, ann);
    await expectShown(story.id, admin);
    for (const who of [null, bob]) await expectHidden(story.id, who);
    for (const who of [null, ann, bob, admin]) expect(await listed(who)).toEqual({ feed: [], search: [] });
  });

  it('a story made private after readers liked, rated and commented vanishes from their lists and calls', async () => {
    const story = await buildStory(app, ann.user.id, { title: 'Secret garden' });
    await expectShown(story.id, bob);
    expect(await listed(bob)).toEqual({ feed: ['Secret garden'], search: ['Secret garden'] });
    const likedBy = async (who: SignedIn) =>
      (await app.inject({ method: 'GET', url: `/api/user/getLikedStories?email=${who.user.email}`, headers: who.headers }))
        .json()
        .stories.map((s: { title: string }) => s.title);
    await callsOn(story.id, ann).like();
    expect(await likedBy(bob)).toEqual(['Secret garden']);

    await app.database.db.update(stories).set({ status: 'private' });
    await expectHidden(story.id, bob);
    expect(await listed(bob)).toEqual({ feed: [], search: [] });
    expect(await likedBy(bob)).toEqual([]);
    // The owner still sees it among the stories they liked.
    expect(await likedBy(ann)).toEqual(['Secret garden']);
    // Bob's earlier like, rating and comment stay stored for when it is public again.
    const userIds = async (table: typeof likes | typeof ratings | typeof comments) =>
      (await app.database.db.select({ userId: table.userId }).from(table)).map((row) => row.userId).sort();
    expect(await userIds(likes)).toEqual([ann.user.id, bob.user.id].sort());
    expect(await userIds(ratings)).toEqual([bob.user.id]);
    expect(await userIds(comments)).toEqual([bob.user.id]);
  });
});
