import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { children, users } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';

describe.each(testDatabaseKinds)('profile API on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeEach(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org', name: 'Ann Parent' });
  });
  afterEach(() => app.close());

  const addChildRow = async (userId: string, name = 'Tom') => {
    const [row] = await app.database.db.insert(children).values({ userId, name, dateOfBirth: '2019-04-02' }).returning();
    return row!;
  };

  describe('GET /api/user/user', () => {
    it("answers the signed-in user's profile", async () => {
      const res = await app.inject({ method: 'GET', url: '/api/user/user?email=ann@example.org', headers: ann.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: {
          _id: ann.user.id,
          name: 'Ann Parent',
          email: 'ann@example.org',
          dateOfBirth: null,
          preferredName: null,
          location: null,
          picture: null,
          isAdmin: false,
        },
      });
    });

    it('answers 401 to an anonymous caller', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/user/user?email=ann@example.org' });
      expect(res.statusCode).toBe(401);
    });

    it("answers 403 for another user's email", async () => {
      await signIn(app, { email: 'bob@example.org' });
      const res = await app.inject({ method: 'GET', url: '/api/user/user?email=bob@example.org', headers: ann.headers });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /api/user/user/update', () => {
    const update = (body: object, headers: Record<string, string> = ann.headers) =>
      app.inject({ method: 'POST', url: '/api/user/user/update', headers, payload: { email: 'ann@example.org', ...body } });

    it('saves date of birth and location and ignores a new name', async () => {
      const res = await update({ dateOfBirth: '1990-05-17', location: '  Leeds ', name: 'Someone Else' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        name: 'Ann Parent',
        email: 'ann@example.org',
        dateOfBirth: '1990-05-17',
        location: 'Leeds',
      });
      const [row] = await app.database.db.select().from(users).where(eq(users.id, ann.user.id));
      expect(row).toMatchObject({ name: 'Ann Parent', dateOfBirth: '1990-05-17', location: 'Leeds' });
    });

    it('leaves absent fields alone and clears a field sent as null', async () => {
      await update({ dateOfBirth: '1990-05-17', location: 'Leeds' });
      const res = await update({ location: null });
      expect(res.json().user).toMatchObject({ dateOfBirth: '1990-05-17', location: null });
    });

    it("edits the user's own children", async () => {
      const tom = await addChildRow(ann.user.id);
      const res = await update({ children: [{ _id: tom.id, name: 'Tommy', dateOfBirth: '2019-04-03' }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().children).toEqual([
        { _id: tom.id, name: 'Tommy', dateOfBirth: '2019-04-03', profilePicture: null, cartoonImage: [], cartoonImageId: [] },
      ]);
    });

    it("answers 404 for another user's child and changes nothing", async () => {
      const bob = await signIn(app, { email: 'bob@example.org' });
      const bobsChild = await addChildRow(bob.user.id, 'Bea');
      const res = await update({
        location: 'Leeds',
        children: [{ _id: bobsChild.id, name: 'Mine now', dateOfBirth: '2020-01-01' }],
      });
      expect(res.statusCode).toBe(404);
      const [child] = await app.database.db.select().from(children).where(eq(children.id, bobsChild.id));
      expect(child?.name).toBe('Bea');
      const [row] = await app.database.db.select().from(users).where(eq(users.id, ann.user.id));
      expect(row?.location).toBeNull();
    });

    it('answers 400 naming the field for a future date of birth', async () => {
      const res = await update({ dateOfBirth: '2999-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/dateOfBirth/);
    });

    it("answers 400 naming the field for a child's blank name", async () => {
      const tom = await addChildRow(ann.user.id);
      const res = await update({ children: [{ _id: tom.id, name: '  ', dateOfBirth: '2019-04-02' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/name: Name is required/);
    });

    it('answers 401 to an anonymous caller', async () => {
      const res = await update({ location: 'Leeds' }, {});
      expect(res.statusCode).toBe(401);
    });

    it("answers 403 when acting as another user's email", async () => {
      await signIn(app, { email: 'bob@example.org' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/user/update',
        headers: ann.headers,
        payload: { email: 'bob@example.org', location: 'Leeds' },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
