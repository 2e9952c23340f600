import { MAX_REFERENCE_IMAGE_BYTES, MAX_REFERENCE_IMAGES, PARAGRAPHS_PER_STORY } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { children } from '../../platform/db/schema.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { storedMediaFiles } from '../../test/media.js';

const IDEA = 'Ann travels to Egypt to learn about the mummies';

const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;
/** A small picture of a textbook-like page: dark lines of "text" on white. */
const page = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#ffffff' } })
    .composite(
      [10, 30, 50, 70].map((top) => ({
        input: { create: { width: 120, height: 6, channels: 3, background: '#222222' } },
        left: 20,
        top,
      })),
    )
    .png()
    .toBuffer();

describe.each(testDatabaseKinds)('POST /api/user/generateStory on %s', (kind) => {
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

  const generate = (payload: Record<string, unknown>, who: SignedIn | null = ann) =>
    app.inject({
      method: 'POST',
      url: '/api/user/generateStory',
      headers: who?.headers ?? {},
      payload: { email: 'ann@example.org', ...payload },
    });
  const current = (extra: Record<string, unknown> = {}) =>
    generate({ prompt: IDEA, numParagraphs: PARAGRAPHS_PER_STORY, ...extra });

  describe('current version', () => {
    it('answers six paragraphs, a title and one #-separated tag string', async () => {
      const res = await current();
      expect(res.statusCode).toBe(200);
      const body = res.json() as { content: string[]; title: string; tag: string };
      expect(Object.keys(body).sort()).toEqual(['content', 'tag', 'title']);
      expect(body.content).toHaveLength(PARAGRAPHS_PER_STORY);
      for (const paragraph of body.content) expect(paragraph.trim()).not.toBe('');
      expect(body.title.trim()).not.toBe('');
      expect(body.tag).toMatch(/^(#[^#\s]+)+$/);
    });

    it('reads reference images, passing their bytes to the writer', async () => {
      const write = vi.spyOn(app.ai.storyWriter, 'write');
      const bytes = await page();
      const res = await current({ selectedImages: [dataUrl(bytes)] });
      expect(res.statusCode).toBe(200);
      expect(write).toHaveBeenCalledOnce();
      expect(write.mock.calls[0]![0]).toMatchObject({ prompt: IDEA, paragraphs: PARAGRAPHS_PER_STORY });
      expect(write.mock.calls[0]![0].referenceImages.map((image) => image.equals(bytes))).toEqual([true]);
    });

    it('writes with a fresh seed each time, so Regenerate gives a new story', async () => {
      const write = vi.spyOn(app.ai.storyWriter, 'write');
      expect((await current()).statusCode).toBe(200);
      expect((await current()).statusCode).toBe(200);
      const [first, second] = write.mock.calls.map(([idea]) => idea.seed);
      expect(first).not.toBe(second);
    });

    describe('with a child chosen', () => {
      const addChild = async (userId: string, name: string) => {
        const [child] = await app.database.db.insert(children).values({ userId, name, dateOfBirth: '2019-04-02' }).returning();
        return child!;
      };

      it("makes the caller's child the hero, in the title and the paragraphs, with the idea's dragon along", async () => {
        const noor = await addChild(ann.user.id, 'Noor');
        const write = vi.spyOn(app.ai.storyWriter, 'write');
        const res = await generate({ prompt: 'a dragon who is afraid of the dark', numParagraphs: 6, childId: noor.id });
        expect(res.statusCode).toBe(200);
        expect(write.mock.calls[0]![0].heroName).toBe('Noor');
        const body = res.json() as { content: string[]; title: string };
        expect(body.title).toContain('Noor');
        expect(body.content.filter((paragraph) => paragraph.includes('Noor')).length).toBeGreaterThanOrEqual(5);
        expect(body.content.join(' ')).toMatch(/\bdragon\b/);
      });

      it("answers 404 for another user's child or an unknown one, and writes nothing", async () => {
        const bob = await signIn(app, { email: 'bob@example.org' });
        const bobsChild = await addChild(bob.user.id, 'Zed');
        const write = vi.spyOn(app.ai.storyWriter, 'write');
        for (const childId of [bobsChild.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
          const res = await current({ childId });
          expect(res.statusCode, childId).toBe(404);
          expect(res.json().error.message).toBe('Child not found');
        }
        expect(write).not.toHaveBeenCalled();
      });
    });

    it(`refuses more than ${MAX_REFERENCE_IMAGES} reference images, naming the field`, async () => {
      const image = dataUrl(await page());
      const res = await current({ selectedImages: Array.from({ length: MAX_REFERENCE_IMAGES + 1 }, () => image) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.selectedImages: /);
    });

    it('refuses a reference image over the byte limit (a body above 1 MiB still reaches validation)', async () => {
      const tooBig = dataUrl(Buffer.alloc(MAX_REFERENCE_IMAGE_BYTES + 3));
      const res = await current({ selectedImages: [tooBig] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.selectedImages\.0: must be at most 5 MB/);
    });

    it('takes bodies far above 1 MiB, up to all its reference images', async () => {
      const write = vi.spyOn(app.ai.storyWriter, 'write');
      const notAnImage = dataUrl(Buffer.alloc(MAX_REFERENCE_IMAGE_BYTES, 0x41));
      const res = await current({ selectedImages: Array.from({ length: MAX_REFERENCE_IMAGES }, () => notAnImage) });
      expect(res.statusCode).toBe(415);
      expect(write).not.toHaveBeenCalled();
    });

    it('answers 415 naming the field when the bytes are not an image, whatever the data URL claims', async () => {
      const good = dataUrl(await page());
      const html = dataUrl(Buffer.from('<html><script>alert(1)</script></html>'));
      const res = await current({ selectedImages: [good, html] });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: 'unsupported_media_type',
        message: 'body.selectedImages.1: must be a JPEG, PNG or WebP image',
      });
    });

    it('answers 400 naming the field for an image that cannot be read', async () => {
      const broken = Buffer.concat([(await page()).subarray(0, 8), Buffer.alloc(64, 7)]);
      const res = await current({ selectedImages: [dataUrl(broken)] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.selectedImages.0: could not be read as an image');
    });
  });

  describe('first version', () => {
    it('answers title, space-separated tags, every-second-line content and n stored pictures', async () => {
      const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
      const res = await generate({ prompt: IDEA, n: 2 });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { title: string; tag: string; content: string[]; images: string[] };
      expect(body.title.trim()).not.toBe('');
      expect(body.tag).not.toContain('#');
      expect(body.tag.split(' ').every(Boolean)).toBe(true);
      const lines = body.content.filter((_, index) => index % 2 === 0);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line.trim()).not.toBe('');

      expect(body.images).toHaveLength(2);
      for (const url of body.images) {
        const served = await app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toMatch(/^image\//);
      }
      // Text mode: each picture from the idea and its own line.
      expect(illustrate.mock.calls.map(([request]) => [request.visualPrompt, request.paragraph, request.avatar])).toEqual([
        [IDEA, lines[0], undefined],
        [IDEA, lines[1], undefined],
      ]);
    });

    it('makes one picture by default', async () => {
      const res = await generate({ prompt: IDEA });
      expect(res.statusCode).toBe(200);
      expect(res.json().images).toHaveLength(1);
    });

    it.each([0, 11, 2.5])('refuses n = %s naming the field, and makes nothing', async (n) => {
      const write = vi.spyOn(app.ai.storyWriter, 'write');
      const res = await generate({ prompt: IDEA, n });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.n: /);
      expect(write).not.toHaveBeenCalled();
    });
  });

  it.each([{ n: 1 }, { numParagraphs: PARAGRAPHS_PER_STORY }])('refuses a blank prompt naming the field (%j)', async (extra) => {
    const res = await generate({ prompt: '  \n ', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.prompt: must not be blank/);
  });

  it('refuses an unfriendly idea kindly, before anything is generated', async () => {
    const write = vi.spyOn(app.ai.storyWriter, 'write');
    const illustrate = vi.spyOn(app.ai.illustrator, 'illustrate');
    for (const extra of [{ n: 2 }, { numParagraphs: PARAGRAPHS_PER_STORY }]) {
      const res = await generate({ prompt: 'A story about a sh1t dragon', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        `prompt: Let's keep stories friendly for children — "sh1t" isn't allowed, please reword your idea.`,
      );
    }
    expect(write).not.toHaveBeenCalled();
    expect(illustrate).not.toHaveBeenCalled();
    expect(await storedMediaFiles(app)).toEqual([]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const write = vi.spyOn(app.ai.storyWriter, 'write');
    const res = await generate({ prompt: IDEA, n: 1 }, null);
    expect(res.statusCode).toBe(401);
    expect(write).not.toHaveBeenCalled();
  });

  it("answers 403 when the email is not the caller's", async () => {
    const res = await generate({ prompt: IDEA, n: 1, email: 'bob@example.org' });
    expect(res.statusCode).toBe(403);
  });
});
