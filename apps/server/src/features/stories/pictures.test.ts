import { avatarImageId } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartoonImages, children } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { storedMediaFiles } from '../../test/media.js';

const PARAGRAPH = 'Tom climbed the great pyramid and waved at the camels below.';

const square = (colour: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe.each(testDatabaseKinds)('story pictures on %s', (kind) => {
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

  /** A child with a stored profile picture and one stored cartoon avatar in style `comic`. */
  const addChild = async (userId = ann.user.id) => {
    const photo = await square('#e9c46a');
    const comic = await square('#2a9d8f');
    const [child] = await app.database.db
      .insert(children)
      .values({ userId, name: 'Tom', dateOfBirth: '2019-04-02', profilePicture: (await app.media.put(photo, 'image/png')).url })
      .returning();
    await app.database.db
      .insert(cartoonImages)
      .values({ childId: child!.id, style: 'comic', url: (await app.media.put(comic, 'image/png')).url, position: 0 });
    return { child: child!, photo, comic };
  };

  const cartoonImage = (payload: Record<string, unknown>, who: SignedIn | null = ann) =>
    app.inject({
      method: 'POST',
      url: '/api/user/cartoonImage',
      headers: who?.headers ?? {},
      payload: { email: who === null ? 'ann@example.org' : who.user.email, paragraphs: [PARAGRAPH], ...payload },
    });
  const generateImage = (payload: Record<string, unknown>, who: SignedIn | null = ann) =>
    app.inject({
      method: 'POST',
      url: '/api/user/generateImage',
      headers: who?.headers ?? {},
      payload: {
        email: 'ann@example.org',
        visualPrompt: 'soft watercolour, golden desert light',
        paragraphs: [PARAGRAPH],
        seed: 7,
        ...payload,
      },
    });

  describe('POST /api/user/cartoonImage', () => {
    it('draws the first paragraph with the cartoon avatar as hero and answers a styleRefId', async () => {
      const { child, comic } = await addChild();
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const res = await cartoonImage({ imageId: avatarImageId(child.id, 'comic'), style: 'pixar' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { images: string[]; styleRefId?: string };
      expect(body.images).toHaveLength(1);
      expect(typeof body.styleRefId).toBe('string');
      expect(await app.media.get(body.images[0]!)).not.toBeNull();

      const request = illustrate.mock.calls[0]![0];
      expect(request).toMatchObject({ paragraph: PARAGRAPH, style: 'pixar', avatar: { name: 'Tom' } });
      expect(request.avatar!.image.equals(comic)).toBe(true);
      expect(request.styleReference).toBeUndefined();
    });

    it('uses the profile picture when imageId is the child id', async () => {
      const { child, photo } = await addChild();
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const res = await cartoonImage({ imageId: avatarImageId(child.id) });
      expect(res.statusCode).toBe(200);
      expect(illustrate.mock.calls[0]![0].avatar!.image.equals(photo)).toBe(true);
    });

    it('draws later paragraphs with the first picture and its style token, and accepts the styleRefId', async () => {
      const { child } = await addChild();
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const first = (await cartoonImage({ imageId: child.id })).json() as { images: string[]; styleRefId: string };
      const firstToken = (await illustrate.mock.results[0]!.value).styleToken;

      const next = await cartoonImage({
        imageId: child.id,
        styleRefId: first.styleRefId,
        paragraphs: ['At night the stars came out.'],
      });
      expect(next.statusCode).toBe(200);
      expect(next.json().images).toHaveLength(1);
      expect(next.json().styleRefId).toBeUndefined();
      const reference = illustrate.mock.calls[1]![0].styleReference!;
      expect(reference.token).toBe(firstToken);
      expect(reference.image!.equals((await app.media.get(first.images[0]!))!)).toBe(true);
    });

    it("answers 404 for another user's child and draws nothing", async () => {
      const bob = await signIn(app, { email: 'bob@example.org' });
      const { child } = await addChild(bob.user.id);
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const before = await storedMediaFiles(app);
      for (const imageId of [child.id, avatarImageId(child.id, 'comic')]) {
        const res = await cartoonImage({ imageId });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Child not found');
      }
      expect(illustrate).not.toHaveBeenCalled();
      expect(await storedMediaFiles(app)).toEqual(before);
    });

    it('answers 404 for a style the child has no avatar in, and for an id that names no child', async () => {
      const { child } = await addChild();
      expect((await cartoonImage({ imageId: avatarImageId(child.id, 'watercolour') })).json().error.message).toBe(
        'Avatar not found',
      );
      expect((await cartoonImage({ imageId: 'not-a-child' })).statusCode).toBe(404);
    });

    it("answers 400 naming the field for a malformed, altered or another user's styleRefId", async () => {
      const { child } = await addChild();
      const bob = await signIn(app, { email: 'bob@example.org' });
      const { child: bobsChild } = await addChild(bob.user.id);
      const bobsRef = (await cartoonImage({ imageId: bobsChild.id }, bob)).json().styleRefId as string;
      const annsRef = (await cartoonImage({ imageId: child.id })).json().styleRefId as string;
      const altered = `${annsRef.slice(0, -2)}${annsRef.endsWith('AA') ? 'BB' : 'AA'}`;

      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      for (const styleRefId of ['not a reference', altered, bobsRef]) {
        const res = await cartoonImage({ imageId: child.id, styleRefId });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(/^body.styleRefId: /);
      }
      expect(illustrate).not.toHaveBeenCalled();
    });

    it('refuses an unfriendly paragraph before drawing', async () => {
      const { child } = await addChild();
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const res = await cartoonImage({ imageId: child.id, paragraphs: ['Tom said a bad word: shit.'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^paragraphs\.0: Let's keep stories friendly for children — "shit" isn't allowed/);
      expect(illustrate).not.toHaveBeenCalled();
    });

    it("draws a nursery rhyme's rooster and robin", async () => {
      const { child } = await addChild();
      const res = await cartoonImage({
        imageId: child.id,
        paragraphs: ['"Cock-a-doodle-doo!" crowed the rooster to Cock Robin.'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().images).toHaveLength(1);
    });

    it('answers 401 anonymous and 403 for another email', async () => {
      const { child } = await addChild();
      expect((await cartoonImage({ imageId: child.id }, null)).statusCode).toBe(401);
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/cartoonImage',
        headers: ann.headers,
        payload: { email: 'bob@example.org', imageId: child.id, paragraphs: [PARAGRAPH] },
      });
      expect(res.statusCode).toBe(403);
    });

    it('refuses more or fewer than one paragraph, naming the field', async () => {
      const { child } = await addChild();
      for (const paragraphs of [[], [PARAGRAPH, PARAGRAPH]]) {
        const res = await cartoonImage({ imageId: child.id, paragraphs });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(/^body\.paragraphs: /);
      }
    });
  });

  describe('POST /api/user/generateImage', () => {
    it('answers a stored picture that GET /media serves', async () => {
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const res = await generateImage({ style: 'ghibli' });
      expect(res.statusCode).toBe(200);
      const [url] = res.json().images as string[];
      const served = await app.inject({ method: 'GET', url: url! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals((await app.media.get(url!))!)).toBe(true);
      expect(illustrate.mock.calls[0]![0]).toMatchObject({
        paragraph: PARAGRAPH,
        visualPrompt: 'soft watercolour, golden desert light',
        seed: 7,
        style: 'ghibli',
      });
    });

    it('refuses an unfriendly visual prompt before drawing', async () => {
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const res = await generateImage({ visualPrompt: 'a fucking mess' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        `visualPrompt: Let's keep stories friendly for children — "fucking" isn't allowed, please reword your picture description.`,
      );
      expect(illustrate).not.toHaveBeenCalled();
    });

    it('refuses a blank visual prompt and a seed out of range, naming the field', async () => {
      expect((await generateImage({ visualPrompt: ' ' })).json().error.message).toMatch(/^body\.visualPrompt: /);
      expect((await generateImage({ seed: -1 })).json().error.message).toMatch(/^body\.seed: /);
    });

    it('keeps the 1 MiB body limit', async () => {
      const res = await generateImage({ visualPrompt: 'x'.repeat(900), paragraphs: ['y'.repeat(1024 * 1024)] });
      expect(res.statusCode).toBe(413);
    });

    it('answers 401 anonymous and 403 for another email', async () => {
      expect((await generateImage({}, null)).statusCode).toBe(401);
      expect((await generateImage({ email: 'bob@example.org' })).statusCode).toBe(403);
    });
  });
});
