import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithAnnAndBob, signIn, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { buildStory, type StoryRow } from '../../test/stories.js';

describe.each(testDatabaseKinds)('ratings on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  let story: StoryRow;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
    story = await buildStory(app, ann.user.id);
  });
  afterEach(() => app.close());

  const rate = (who: SignedIn | null, rating: unknown, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/user/addRating',
      headers: who?.headers ?? {},
      payload: { story_id: story.id, email: who?.user.email ?? 'bob@example.org', rating, ...extra },
    });
  const storyRating = (who: SignedIn | null = null) =>
    app.inject({ method: 'GET', url: `/api/user/getStoryRating?story_id=${story.id}`, headers: who?.headers ?? {} });
  const userRating = (who: SignedIn | null, email = who?.user.email ?? 'bob@example.org') =>
    app.inject({
      method: 'GET',
      url: `/api/user/getUserRating?story_id=${story.id}&email=${encodeURIComponent(email)}`,
      headers: who?.headers ?? {},
    });

  it('has no average before the first rating', async () => {
    expect((await storyRating()).json()).toEqual({ average: null, count: 0 });
    expect((await userRating(bob)).json()).toEqual({ rating: null });
  });

  it('averages one rating per reader, and rating again replaces the old one', async () => {
    expect((await rate(bob, 5)).json()).toEqual({ average: 5, count: 1, rating: 5 });
    expect((await rate(ann, 2)).json()).toEqual({ average: 3.5, count: 2, rating: 2 });
    expect((await rate(bob, 1)).json()).toEqual({ average: 1.5, count: 2, rating: 1 });
    await rate(await signIn(app), 2);
    // (1 + 2 + 2) / 3, to two decimals.
    expect((await storyRating()).json()).toEqual({ average: 1.67, count: 3 });
    expect((await userRating(bob)).json()).toEqual({ rating: 1 });
    expect((await userRating(ann)).json()).toEqual({ rating: 2 });
  });

  it.each([0, 6, 2.5, '3', null])('refuses the rating %j with 400 naming body.rating and keeps the old one', async (rating) => {
    await rate(bob, 4);
    const res = await rate(bob, rating);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.rating: /);
    expect((await userRating(bob)).json()).toEqual({ rating: 4 });
  });

  it('refuses a malformed story id with 400 naming it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/getStoryRating?story_id=%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^querystring\.story_id: /);
    const own = await app.inject({
      method: 'GET',
      url: '/api/user/getUserRating?story_id=a%2Fb&email=bob@example.org',
      headers: bob.headers,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toMatch(/^querystring\.story_id: /);
    const noEmail = await app.inject({
      method: 'GET',
      url: `/api/user/getUserRating?story_id=${story.id}`,
      headers: bob.headers,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toMatch(/^querystring\.email: /);
  });

  it('lets anyone see the average but only a signed-in reader rate or read their own rating', async () => {
    expect((await storyRating(null)).statusCode).toBe(200);
    expect((await rate(null, 3)).statusCode).toBe(401);
    expect((await userRating(null)).statusCode).toBe(401);
    expect((await storyRating()).json().count).toBe(0);
  });

  it('refuses to rate or read ratings as another reader', async () => {
    expect((await rate(bob, 3, { email: 'ann@example.org' })).statusCode).toBe(403);
    expect((await userRating(bob, 'ann@example.org')).statusCode).toBe(403);
    expect((await storyRating()).json().count).toBe(0);
  });
});
