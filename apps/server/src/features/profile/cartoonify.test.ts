import { CARTOON_STYLE_COUNT } from '@storybook/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartoonImages, children } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';

describe.each(testDatabaseKinds)('POST /api/user/cartoonify on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeEach(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  const photo = () =>
    sharp({ create: { width: 96, height: 96, channels: 3, background: '#e9c46a' } })
      .composite([{ input: { create: { width: 40, height: 40, channels: 3, background: '#264653' } }, left: 28, top: 20 }])
      .png()
      .toBuffer();
  const addChild = async (userId: string, profilePicture: string | null) => {
    const [row] = await app.database.db
      .insert(children)
      .values({ userId, name: 'Tom', dateOfBirth: '2019-04-02', profilePicture })
      .returning();
    return row!;
  };
  const addChildWithPhoto = async (userId = ann.user.id) =>
    addChild(userId, (await app.media.put(await photo(), 'image/png')).url);
  const cartoonify = (childId: string, who: SignedIn | null = ann) =>
    app.inject({
      method: 'POST',
      url: '/api/user/cartoonify',
      headers: who?.headers ?? {},
      payload: { email: 'ann@example.org', childId },
    });
  const storedImages = (childId: string) =>
    app.database.db.select().from(cartoonImages).where(eq(cartoonImages.childId, childId)).orderBy(asc(cartoonImages.position));

  it('makes three avatars, stores each image and replaces the old ones', async () => {
    const child = await addChildWithPhoto();
    await app.database.db
      .insert(cartoonImages)
      .values({ childId: child.id, style: 'stale', url: '/media/stale.webp', position: 0 });

    const res = await cartoonify(child.id);
    expect(res.statusCode).toBe(200);
    const { cartoonImages: urls, cartoonImageId: styles } = res.json() as { cartoonImages: string[]; cartoonImageId: string[] };
    expect(urls).toHaveLength(CARTOON_STYLE_COUNT);
    expect(new Set(styles).size).toBe(CARTOON_STYLE_COUNT);
    for (const url of urls) expect(await app.media.get(url)).not.toBeNull();

    const rows = await storedImages(child.id);
    expect(rows.map((row) => [row.url, row.style, row.position])).toEqual(urls.map((url, i) => [url, styles[i], i]));

    const listed = await app.inject({ method: 'GET', url: '/api/user/children?email=ann@example.org', headers: ann.headers });
    expect(listed.json().children[0]).toMatchObject({ cartoonImage: urls, cartoonImageId: styles });
  });

  it('replaces the avatars again when called again', async () => {
    const child = await addChildWithPhoto();
    const first = (await cartoonify(child.id)).json();
    const second = await cartoonify(child.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().cartoonImageId).toEqual(first.cartoonImageId);
    expect(await storedImages(child.id)).toHaveLength(CARTOON_STYLE_COUNT);
  });

  it("answers 404 for another user's child and stores nothing", async () => {
    const bob = await signIn(app, { email: 'bob@example.org' });
    const child = await addChildWithPhoto(bob.user.id);
    const res = await cartoonify(child.id);
    expect(res.statusCode).toBe(404);
    expect(await storedImages(child.id)).toEqual([]);
  });

  it('answers 400 with a clear message when the child has no profile picture', async () => {
    const child = await addChild(ann.user.id, null);
    const res = await cartoonify(child.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This child has no profile picture to make cartoon avatars from.');
  });

  it('answers 400 when the profile picture is not one of our images, without fetching it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const child = await addChild(ann.user.id, 'https://elsewhere.example/kid.jpg');
    const res = await cartoonify(child.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/profile picture is not stored here/);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  /** A hosted cartoonist on the fake provider (the edge we do not own), with a child whose avatars must survive a failure. */
  async function withHostedCartoonist(run: (fake: FakeOpenAI, childId: string) => Promise<void>) {
    const fake = await startFakeOpenAI();
    try {
      await app.close();
      app = await buildTestApp(
        kind,
        {},
        {
          AI_IMAGE_PROVIDER: 'openai-compatible',
          AI_IMAGE_BASE_URL: fake.url,
          AI_MAX_RETRIES: '0',
          AI_TIMEOUT_MS: '1000',
        },
      );
      ann = await signIn(app, { email: 'ann@example.org' });
      const child = await addChildWithPhoto();
      await app.database.db
        .insert(cartoonImages)
        .values({ childId: child.id, style: 'kept', url: '/media/kept.webp', position: 0 });
      await run(fake, child.id);
      expect((await storedImages(child.id)).map((row) => row.style)).toEqual(['kept']);
    } finally {
      await fake.close();
    }
  }

  it('answers 502 without the provider’s message when the cartoonist fails', async () => {
    await withHostedCartoonist(async (fake, childId) => {
      fake.setScript([{ status: 500 }, { status: 500 }, { status: 500 }], 'edits');
      const res = await cartoonify(childId);
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'bad_gateway',
        message: 'We could not make the cartoon avatars right now. Please try again.',
      });
      expect(res.body).not.toContain('scripted failure');
      expect(fake.requests.filter((r) => r.endpoint === 'edits').length).toBeGreaterThan(0);
    });
  });

  it('answers 504 like every AI call when the cartoonist does not answer in time', async () => {
    await withHostedCartoonist(async (fake, childId) => {
      fake.setScript([{ delayMs: 3000 }, { delayMs: 3000 }, { delayMs: 3000 }], 'edits');
      const res = await cartoonify(childId);
      expect(res.statusCode).toBe(504);
      expect(res.json().error).toEqual({
        code: 'gateway_timeout',
        message: 'It took too long to make the cartoon avatars. Please try again.',
      });
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const child = await addChildWithPhoto();
    expect((await cartoonify(child.id, null)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a malformed child id', async () => {
    const res = await cartoonify('not an id');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.childId: /);
  });
});
