import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stories, storyLines } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';

const PARAGRAPHS = [
  'Ann packed her bag for Egypt.',
  'At the museum she met a friendly guide.',
  'The guide showed her a mummy wrapped in linen.',
  'Ann learned how the pyramids were built.',
  'She rode a camel across the golden sand.',
  'At home she told her friends everything.',
];

describe.each(testDatabaseKinds)('POST /api/user/save on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  let pictures: string[];
  const start = async (env: Record<string, string> = {}) => {
    app = await buildTestApp(kind, {}, env);
    ann = await signIn(app, { email: 'ann@example.org' });
    // Six distinct pictures our store handed out, as generation would have.
    pictures = await Promise.all(
      PARAGRAPHS.map(async (_, index) => {
        const bytes = await sharp({
          create: { width: 16, height: 16, channels: 3, background: { r: index * 40, g: 90, b: 160 } },
        })
          .webp()
          .toBuffer();
        return (await app.media.put(bytes, 'image/webp')).url;
      }),
    );
  };
  afterEach(async () => {
    await app.close();
  });

  const payload = (extra: Record<string, unknown> = {}) => ({
    email: 'ann@example.org',
    title: 'Ann and the Mummies',
    content: PARAGRAPHS.join('\n\n'),
    storyList: PARAGRAPHS.map((line, id) => ({ line, image: pictures[id], id })),
    prompt: 'Ann travels to Egypt to learn about the mummies',
    thumbnail: pictures[2],
    status: 'private',
    tag: ['egypt', 'mummies', 'travel'],
    ...extra,
  });
  const save = (body: Record<string, unknown>, who: SignedIn | null = ann) =>
    app.inject({ method: 'POST', url: '/api/user/save', headers: who?.headers ?? {}, payload: body });
  const storedStory = async (id: string) => {
    const [story] = await app.database.db.select().from(stories).where(eq(stories.id, id));
    const lines = await app.database.db
      .select()
      .from(storyLines)
      .where(eq(storyLines.storyId, id))
      .orderBy(asc(storyLines.position));
    return { story: story!, lines: lines.map(({ position, line, image }) => ({ position, line, image })) };
  };

  describe('with moderation on (the default)', () => {
    beforeEach(() => start());

    it('stores title, text, the six lines with their pictures, tags and thumbnail, and answers the id', async () => {
      const res = await save(payload());
      expect(res.statusCode).toBe(200);
      const { id } = res.json() as { id: string };
      const { story, lines } = await storedStory(id);
      expect(story).toMatchObject({
        userId: ann.user.id,
        title: 'Ann and the Mummies',
        content: PARAGRAPHS.join('\n\n'),
        prompt: 'Ann travels to Egypt to learn about the mummies',
        tag: ['egypt', 'mummies', 'travel'],
        thumbnail: pictures[2],
        status: 'private',
        publishingDate: null,
      });
      expect(lines).toEqual(PARAGRAPHS.map((line, position) => ({ position, line, image: pictures[position] })));
    });

    it('saves only lines with text, in order', async () => {
      const storyList = [
        { line: PARAGRAPHS[0], image: pictures[0], id: 0 },
        { line: '   ', image: pictures[1], id: 1 },
        { line: PARAGRAPHS[2], image: null, id: 2 },
        { line: '', id: 3 },
        { line: PARAGRAPHS[4], image: pictures[4], id: 4 },
      ];
      const { id } = (await save(payload({ storyList }))).json();
      expect((await storedStory(id)).lines).toEqual([
        { position: 0, line: PARAGRAPHS[0], image: pictures[0] },
        { position: 1, line: PARAGRAPHS[2], image: null },
        { position: 2, line: PARAGRAPHS[4], image: pictures[4] },
      ]);
    });

    it("defaults the thumbnail to the first saved line's picture", async () => {
      const storyList = [
        { line: ' ', image: pictures[0], id: 0 },
        { line: PARAGRAPHS[1], image: null, id: 1 },
        { line: PARAGRAPHS[2], image: pictures[2], id: 2 },
      ];
      const { id } = (await save(payload({ storyList, thumbnail: null }))).json();
      expect((await storedStory(id)).story.thumbnail).toBe(pictures[2]);
      const { id: withoutPictures } = (
        await save(payload({ storyList: [{ line: 'Only words.', id: 0 }], thumbnail: undefined }))
      ).json();
      expect((await storedStory(withoutPictures)).story.thumbnail).toBeNull();
    });

    it('refuses pictures that are not ours, naming the field, and stores nothing', async () => {
      const external = 'https://elsewhere.example/cat.png';
      const unknownMedia = `/media/ab/ab${'0'.repeat(62)}.webp`;
      const cases: [Record<string, unknown>, string][] = [
        [
          {
            storyList: [
              { line: 'One', image: pictures[0], id: 0 },
              { line: 'Two', image: external, id: 1 },
            ],
          },
          'storyList.1.image',
        ],
        [{ thumbnail: external }, 'thumbnail'],
        [{ thumbnail: unknownMedia }, 'thumbnail'],
        [{ thumbnail: '/api/user/story/1' }, 'thumbnail'],
        [{ images: [pictures[0], external] }, 'images.1'],
      ];
      for (const [extra, field] of cases) {
        const res = await save(payload(extra));
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error.message).toBe(`body.${field}: must be a picture made or uploaded here`);
      }
      expect(await app.database.db.select().from(stories)).toEqual([]);
    });

    it('keeps a public story pending until an admin approves it', async () => {
      const { id } = (await save(payload({ status: 'public' }))).json();
      expect((await storedStory(id)).story).toMatchObject({ status: 'pending', publishingDate: null });
    });

    it('saves as public by default (SPEC §4), which waits as pending', async () => {
      const { status: _status, ...body } = payload();
      const { id } = (await save(body)).json();
      expect((await storedStory(id)).story.status).toBe('pending');
    });

    it('records a discard as rejected, even with a blank title and no lines', async () => {
      const res = await save(payload({ status: 'rejected', title: '  ', content: '', storyList: [], thumbnail: null, tag: [] }));
      expect(res.statusCode).toBe(200);
      const { story, lines } = await storedStory(res.json().id);
      expect(story).toMatchObject({ status: 'rejected', title: 'Untitled story', content: '', thumbnail: null });
      expect(lines).toEqual([]);
    });

    it('lets a discard through whatever its words (it is never shown to anyone else)', async () => {
      const res = await save(payload({ status: 'rejected', title: 'shit' }));
      expect(res.statusCode).toBe(200);
      expect((await storedStory(res.json().id)).story.status).toBe('rejected');
    });

    it('accepts the first-version payload with images, checking them too', async () => {
      const lines = PARAGRAPHS.slice(0, 2);
      const res = await save(
        payload({
          status: 'public',
          content: lines.join('\n'),
          images: pictures.slice(0, 2),
          thumbnail: pictures[0],
          storyList: lines.map((line, id) => ({ line, image: pictures[id], id })),
        }),
      );
      expect(res.statusCode).toBe(200);
      expect((await storedStory(res.json().id)).lines.map((line) => line.image)).toEqual(pictures.slice(0, 2));
    });

    it('strips quotes around the title', async () => {
      const { id } = (await save(payload({ title: '"Ann and the Mummies"' }))).json();
      expect((await storedStory(id)).story.title).toBe('Ann and the Mummies');
    });

    it('refuses a kept story without a title or without any line with text, naming the field', async () => {
      expect((await save(payload({ title: ' ' }))).json().error.message).toBe('body.title: must not be blank');
      const noText = await save(payload({ storyList: [{ line: ' ', image: pictures[0], id: 0 }] }));
      expect(noText.statusCode).toBe(400);
      expect(noText.json().error.message).toBe('body.storyList: must have at least one line with text');
    });

    it('refuses blocked words in the title or the text, naming the field and the word', async () => {
      const title = await save(payload({ title: 'Ann and the sh1t mummies' }));
      expect(title.statusCode).toBe(400);
      expect(title.json().error.message).toBe(
        `title: Let's keep stories friendly for children — "sh1t" isn't allowed, please reword the title.`,
      );
      const storyList = [{ line: 'A fucking mummy.', image: null, id: 0 }];
      const line = await save(payload({ storyList, content: 'A fucking mummy.' }));
      expect(line.json().error.message).toBe(
        `storyList.0.line: Let's keep stories friendly for children — "fucking" isn't allowed, please reword paragraph 1.`,
      );
      const tag = await save(payload({ tag: ['egypt', 'b!tch'] }));
      expect(tag.json().error.message).toMatch(/^tag\.1: .*"b!tch" isn't allowed, please reword the tag #b!tch\.$/);
      expect(await app.database.db.select().from(stories)).toEqual([]);
    });

    it("keeps a children's book rooster and blue tit without a flag", async () => {
      const lines = [
        'Cock-a-doodle-doo! crowed the cockerel in Scunthorpe.',
        'A blue tit and a peacock said hello to the class.',
      ];
      const storyList = lines.map((line, id) => ({ line, image: pictures[id], id }));
      const res = await save(
        payload({ title: 'Who Killed Cock Robin?', storyList, content: lines.join('\n\n'), status: 'public' }),
      );
      expect(res.statusCode).toBe(200);
      expect((await storedStory(res.json().id)).story).toMatchObject({ status: 'pending', moderationFlags: [] });
    });

    it('keeps words with an innocent reading, flagged for the admin with where and why', async () => {
      const lines = ['The old ass carried the flour.', 'Then the cock crowed three times, and the ass brayed.'];
      const storyList = lines.map((line, id) => ({ line, image: pictures[id], id }));
      const res = await save(
        payload({ title: 'The Cock', storyList, content: lines.join('\n\n'), tag: ['farm', 'damn'], status: 'public' }),
      );
      expect(res.statusCode).toBe(200);
      const { story } = await storedStory(res.json().id);
      expect(story.status).toBe('pending');
      expect(story.moderationFlags).toEqual([
        { field: 'title', where: 'Title', word: 'Cock', reason: 'rude slang, or a rooster' },
        { field: 'storyList.0.line', where: 'Paragraph 1', word: 'ass', reason: 'rude slang, or a donkey in older tales' },
        { field: 'storyList.1.line', where: 'Paragraph 2', word: 'ass', reason: 'rude slang, or a donkey in older tales' },
        { field: 'tag.1', where: 'Tag #damn', word: 'damn', reason: 'mild swearing' },
      ]);
    });

    it('answers 401 anonymous and 403 for another email', async () => {
      expect((await save(payload(), null)).statusCode).toBe(401);
      expect((await save(payload({ email: 'bob@example.org' }))).statusCode).toBe(403);
    });
  });

  describe('with MODERATION=off', () => {
    beforeEach(() => start({ MODERATION: 'off' }));

    it('publishes a public story at once, dated now', async () => {
      const before = Date.now();
      const { id } = (await save(payload({ status: 'public' }))).json();
      const { story } = await storedStory(id);
      expect(story.status).toBe('public');
      expect(story.publishingDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(story.publishingDate!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('keeps private stories private', async () => {
      const { id } = (await save(payload({ status: 'private' }))).json();
      expect((await storedStory(id)).story).toMatchObject({ status: 'private', publishingDate: null });
    });
  });
});
