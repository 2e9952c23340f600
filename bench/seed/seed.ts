import { randomUUID } from 'node:crypto';
import { createOfflineIllustrator, type ImageStyle } from '@storybook/offline-ai';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/client.js';
import { comments, likes, ratings, stories, storyLines, users } from '../../apps/server/src/platform/db/schema.js';
import type { MediaStore } from '../../apps/server/src/platform/media-storage/store.js';
import { storePicture } from '../../apps/server/src/platform/media-storage/variants.js';
import { commentTexts, pick, seededRandom, userNames, writeStory } from './story-text.js';

export interface SeedOptions {
  stories: number;
  users: number;
  /** Distinct pictures drawn by the offline illustrator and shared by the seeded stories. */
  pictures: number;
  /** The random seed: the same seed gives the same texts and the same social activity. */
  seed: number;
  log?: (message: string) => void;
}

export interface SeedReport {
  users: number;
  stories: number;
  lines: number;
  likes: number;
  ratings: number;
  comments: number;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
}

/** Rows per INSERT: PostgreSQL takes at most 65 535 parameters in one statement. */
const BATCH_STORIES = 1000;
const MAX_PARAMETERS = 60_000;
const STYLES: ImageStyle[] = ['ghibli', 'pixar', 'disney', 'anime'];
/** Stories are published over the two years before now. */
const SPAN_MS = 2 * 365 * 24 * 60 * 60 * 1000;

/**
 * Fills a database with public stories by `users` authors, each with six lines and pictures,
 * likes, ratings and comments by other users; `stories.likes` equals the like rows. Bulk
 * multi-row INSERTs in one transaction per batch, so it works the same on PGlite and PostgreSQL.
 */
export async function seedLibrary(database: Database, media: MediaStore, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  const timings: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings[phase] = Math.round(performance.now() - started);
    log(`${phase}: ${timings[phase]} ms`);
    return result;
  };

  const pictures = await timed('pictures', () => drawPictures(media, options.pictures, options.seed));

  const run = randomUUID().slice(0, 8);
  const userIds = await timed('users', async () => {
    const rows = Array.from({ length: options.users }, (_, i) => ({
      id: randomUUID(),
      email: `seed-${run}-${i + 1}@example.org`,
      name: `${pick(random, userNames)} ${String.fromCharCode(65 + (i % 26))}.`,
    }));
    for (const batch of chunks(rows, MAX_PARAMETERS / 3)) await database.db.insert(users).values(batch);
    return rows.map((row) => row.id);
  });

  const totals = { lines: 0, likes: 0, ratings: 0, comments: 0 };
  const now = Date.now();
  await timed('stories', async () => {
    for (let start = 0; start < options.stories; start += BATCH_STORIES) {
      const count = Math.min(BATCH_STORIES, options.stories - start);
      const batch = buildBatch(random, count, start, options.stories, now, userIds, pictures);
      await database.db.transaction(async (tx) => {
        await tx.insert(stories).values(batch.stories);
        for (const part of chunks(batch.lines, MAX_PARAMETERS / 4)) await tx.insert(storyLines).values(part);
        for (const part of chunks(batch.likes, MAX_PARAMETERS / 3)) await tx.insert(likes).values(part);
        for (const part of chunks(batch.ratings, MAX_PARAMETERS / 3)) await tx.insert(ratings).values(part);
        for (const part of chunks(batch.comments, MAX_PARAMETERS / 4)) await tx.insert(comments).values(part);
      });
      totals.lines += batch.lines.length;
      totals.likes += batch.likes.length;
      totals.ratings += batch.ratings.length;
      totals.comments += batch.comments.length;
      if ((start / BATCH_STORIES) % 10 === 9) log(`  ${start + count} stories`);
    }
  });
  // Fresh statistics and visibility map: the planner sees the real sizes, index-only scans work.
  await timed('vacuum analyze', () => database.db.execute(sql`vacuum analyze`));
  return { users: options.users, stories: options.stories, ...totals, timings };
}

async function drawPictures(media: MediaStore, count: number, seed: number): Promise<string[]> {
  const illustrator = createOfflineIllustrator();
  const random = seededRandom(seed + 1);
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const story = writeStory(random);
    const made = await illustrator.illustrate({
      paragraph: pick(random, story.paragraphs),
      visualPrompt: 'bright, friendly colours',
      style: STYLES[i % STYLES.length]!,
      seed: seed + i,
    });
    urls.push((await storePicture(media, made.image, 'image/webp')).url);
  }
  return urls;
}

function buildBatch(
  random: () => number,
  count: number,
  start: number,
  total: number,
  now: number,
  userIds: string[],
  pictures: string[],
) {
  const batch = {
    stories: [] as (typeof stories.$inferInsert)[],
    lines: [] as (typeof storyLines.$inferInsert)[],
    likes: [] as (typeof likes.$inferInsert)[],
    ratings: [] as (typeof ratings.$inferInsert)[],
    comments: [] as (typeof comments.$inferInsert)[],
  };
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const text = writeStory(random);
    // Evenly spread, oldest first, with a little jitter; a few share a second.
    const publishingDate = new Date(now - SPAN_MS + ((start + i) / total) * SPAN_MS + Math.floor(random() * 1000));
    const images = text.paragraphs.map(() => (pictures.length > 0 ? pick(random, pictures) : null));
    const readers = distinct(random, userIds, Math.floor(random() * random() * 12));
    const raters = distinct(random, userIds, Math.floor(random() * 4));
    const commenters = distinct(random, userIds, random() < 0.4 ? 1 + Math.floor(random() * 3) : 0);
    batch.stories.push({
      id,
      userId: pick(random, userIds),
      title: text.title,
      content: text.paragraphs.join('\n\n'),
      prompt: `a story about ${text.tags.join(' and ')}`,
      tag: text.tags,
      thumbnail: images[0] ?? null,
      status: 'public',
      views: readers.length + Math.floor(random() * 200),
      likes: readers.length,
      publishingDate,
      createdAt: new Date(publishingDate.getTime() - Math.floor(random() * 3_600_000)),
    });
    text.paragraphs.forEach((line, position) => batch.lines.push({ storyId: id, position, line, image: images[position] }));
    for (const userId of readers) batch.likes.push({ userId, storyId: id, createdAt: publishingDate });
    for (const userId of raters) batch.ratings.push({ userId, storyId: id, value: 1 + Math.floor(random() * 5) });
    for (const userId of commenters) {
      batch.comments.push({ storyId: id, userId, text: pick(random, commentTexts), createdAt: publishingDate });
    }
  }
  return batch;
}

/** `n` different entries of the list. */
function distinct<T>(random: () => number, list: T[], n: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(n, list.length)) chosen.add(pick(random, list));
  return [...chosen];
}

function chunks<T>(rows: T[], size: number): T[][] {
  const whole = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += whole) out.push(rows.slice(i, i + whole));
  return out;
}
