import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { likes } from '../../platform/db/schema.js';
import { appWithAnnAndBob, signIn, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { buildStory } from '../../test/stories.js';

describe.each(testDatabaseKinds)('own and liked stories on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
  });
  afterEach(() => app.close());

  const get = (path: 'getStories' | 'getLikedStories', who: SignedIn | null, email = who?.user.email ?? 'ann@example.org') =>
    app.inject({ method: 'GET', url: `/api/user/${path}?email=${encodeURIComponent(email)}`, headers: who?.headers ?? {} });
  const titles = (res: Awaited<ReturnType<typeof get>>) => res.json().stories.map((s: { title: string }) => s.title);

  describe('GET /api/user/getStories', () => {
    it('lists the caller’s own stories of every status, newest first, and nobody else’s', async () => {
      const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 12, minute));
      await buildStory(app, ann.user.id, { title: 'Public', createdAt: at(1) });
      await buildStory(app, ann.user.id, { title: 'Private', status: 'private', createdAt: at(2) });
      await buildStory(app, ann.user.id, { title: 'Pending', status: 'pending', createdAt: at(3) });
      await buildStory(app, ann.user.id, { title: 'Rejected', status: 'rejected', createdAt: at(4) });
      await buildStory(app, bob.user.id, { title: 'Bob’s', createdAt: at(5) });
      const res = await get('getStories', ann);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual(['Rejected', 'Pending', 'Private', 'Public']);
      expect(res.json().stories.map((s: { status: string }) => s.status)).toEqual(['rejected', 'pending', 'private', 'public']);
      expect(titles(await get('getStories', bob))).toEqual(['Bob’s']);
    });

    it('needs the caller to be signed in as the email it names', async () => {
      expect((await get('getStories', null)).statusCode).toBe(401);
      expect((await get('getStories', bob, 'ann@example.org')).statusCode).toBe(403);
      const missing = await app.inject({ method: 'GET', url: '/api/user/getStories', headers: ann.headers });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toMatch(/^querystring\.email: /);
    });
  });

  describe('GET /api/user/getLikedStories', () => {
    it('lists what the caller liked, last liked first', async () => {
      const first = await buildStory(app, ann.user.id, { title: 'First liked' });
      const second = await buildStory(app, ann.user.id, { title: 'Second liked' });
      await buildStory(app, ann.user.id, { title: 'Not liked' });
      await app.database.db.insert(likes).values([
        { userId: bob.user.id, storyId: first.id, createdAt: new Date('2024-06-01T00:00:00Z') },
        { userId: bob.user.id, storyId: second.id, createdAt: new Date('2024-06-02T00:00:00Z') },
        { userId: ann.user.id, storyId: first.id },
      ]);
      expect(titles(await get('getLikedStories', bob))).toEqual(['Second liked', 'First liked']);
      expect(titles(await get('getLikedStories', ann))).toEqual(['First liked']);
    });

    it('leaves out liked stories the caller may no longer see, but shows pending ones to admins', async () => {
      const admin = await signIn(app, { email: 'admin@example.org', isAdmin: true });
      const statuses = ['public', 'private', 'pending', 'rejected'] as const;
      for (const status of statuses) {
        const story = await buildStory(app, ann.user.id, { title: status, status });
        await app.database.db.insert(likes).values([admin, bob, ann].map((who) => ({ userId: who.user.id, storyId: story.id })));
      }
      const sorted = async (who: SignedIn) => titles(await get('getLikedStories', who)).sort();
      expect(await sorted(bob)).toEqual(['public']);
      expect(await sorted(admin)).toEqual(['pending', 'public']);
      expect(await sorted(ann)).toEqual([...statuses].sort());
    });

    it('needs the caller to be signed in as the email it names', async () => {
      expect((await get('getLikedStories', null)).statusCode).toBe(401);
      expect((await get('getLikedStories', bob, 'ann@example.org')).statusCode).toBe(403);
      expect((await get('getLikedStories', bob, 'not an email')).statusCode).toBe(400);
    });
  });
});
