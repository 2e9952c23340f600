import { MAX_CHILDREN } from '@storybook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartoonImages, children } from '../../platform/db/schema.js';
import { appWithAnnAndBob, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';

describe.each(testDatabaseKinds)('children API on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  let picture: string;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f4a261' } })
      .png()
      .toBuffer();
    picture = (await app.media.put(png, 'image/png')).url;
  });
  afterEach(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object, who: SignedIn | null = ann) =>
    app.inject({
      method,
      url: method === 'GET' ? `/api/user/children?email=${who?.user.email ?? 'ann@example.org'}` : '/api/user/children',
      headers: who?.headers ?? {},
      ...(payload && { payload: { email: who?.user.email ?? 'ann@example.org', ...payload } }),
    });
  const create = (fields: object = {}, who: SignedIn | null = ann) =>
    call('POST', { name: 'Tom', dateOfBirth: '2019-04-02', profilePicture: picture, ...fields }, who);
  const childRow = async (id: string) => (await app.database.db.select().from(children).where(eq(children.id, id)))[0];

  it('creates a child and lists only the signed-in user’s children', async () => {
    const created = await create();
    expect(created.statusCode).toBe(200);
    const { child } = created.json();
    expect(child).toEqual({
      _id: expect.any(String),
      name: 'Tom',
      dateOfBirth: '2019-04-02',
      profilePicture: picture,
      cartoonImage: [],
      cartoonImageId: [],
    });
    await create({ name: 'Bea' }, bob);

    const listed = await call('GET');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ children: [child] });
  });

  it("lists each child's cartoon images in style order", async () => {
    const { child } = (await create()).json();
    await app.database.db.insert(cartoonImages).values([
      { childId: child._id, style: 'b-style', url: '/media/b.webp', position: 1 },
      { childId: child._id, style: 'a-style', url: '/media/a.webp', position: 0 },
    ]);
    const [listed] = (await call('GET')).json().children;
    expect(listed).toMatchObject({ cartoonImage: ['/media/a.webp', '/media/b.webp'], cartoonImageId: ['a-style', 'b-style'] });
  });

  describe('create refuses bad input with 400 naming the field', () => {
    it('a blank name', async () => {
      const res = await create({ name: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.name: Name is required');
    });

    it('a future date of birth', async () => {
      const res = await create({ dateOfBirth: '2999-12-31' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.dateOfBirth: must not be in the future/);
    });

    it('a profile picture that is not one of our images', async () => {
      const res = await create({ profilePicture: 'https://elsewhere.example/kid.jpg' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^body.profilePicture: /);
      const res2 = await create({ profilePicture: '/media/00/never-stored.webp' });
      expect(res2.statusCode).toBe(400);
      expect((await call('GET')).json().children).toEqual([]);
    });
  });

  it(`answers 409 past ${MAX_CHILDREN} children`, async () => {
    await app.database.db
      .insert(children)
      .values(
        Array.from({ length: MAX_CHILDREN }, (_, i) => ({ userId: ann.user.id, name: `Kid ${i}`, dateOfBirth: '2018-01-01' })),
      );
    const res = await create();
    expect(res.statusCode).toBe(409);
    expect((await call('GET')).json().children).toHaveLength(MAX_CHILDREN);
  });

  it('updates a child', async () => {
    const { child } = (await create()).json();
    const res = await call('PUT', { _id: child._id, name: 'Tommy', dateOfBirth: '2019-05-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().child).toMatchObject({ _id: child._id, name: 'Tommy', dateOfBirth: '2019-05-01', profilePicture: picture });
  });

  it('deletes a child and its cartoon images', async () => {
    const { child } = (await create()).json();
    await app.database.db.insert(cartoonImages).values({ childId: child._id, style: 'comic', url: '/media/c.webp', position: 0 });
    const res = await call('DELETE', { _id: child._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await childRow(child._id)).toBeUndefined();
    expect(await app.database.db.select().from(cartoonImages).where(eq(cartoonImages.childId, child._id))).toEqual([]);
  });

  it("answers 404 for another user's child and changes nothing", async () => {
    const { child } = (await create({ name: 'Bea' }, bob)).json();
    expect((await call('PUT', { _id: child._id, name: 'Taken', dateOfBirth: '2020-01-01' })).statusCode).toBe(404);
    expect((await call('DELETE', { _id: child._id })).statusCode).toBe(404);
    expect(await childRow(child._id)).toMatchObject({ name: 'Bea', dateOfBirth: '2019-04-02' });
  });

  it('answers 404 for an id that names no child', async () => {
    expect((await call('DELETE', { _id: 'not-a-uuid' })).statusCode).toBe(404);
    expect(
      (await call('PUT', { _id: '00000000-0000-4000-8000-000000000000', name: 'X', dateOfBirth: '2020-01-01' })).statusCode,
    ).toBe(404);
  });

  it('answers 401 to anonymous callers on every method', async () => {
    const { child } = (await create()).json();
    for (const res of [
      await call('GET', undefined, null),
      await create({}, null),
      await call('PUT', { _id: child._id, name: 'X', dateOfBirth: '2020-01-01' }, null),
      await call('DELETE', { _id: child._id }, null),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await childRow(child._id)).toMatchObject({ name: 'Tom' });
  });

  it("answers 403 when claiming another user's email", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/children?email=bob@example.org', headers: ann.headers });
    expect(res.statusCode).toBe(403);
  });
});
