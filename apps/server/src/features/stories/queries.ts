import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { stories, storyLines, users } from '../../platform/db/schema.js';

type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;
export type StoryLineRow = typeof storyLines.$inferSelect;

export interface StoryWithAuthor {
  story: StoryRow;
  author: { name: string; avatarUrl: string | null };
}

/** Stores a story and its lines (in this order) in one transaction; answers the new id. */
export async function insertStory(db: Db, values: NewStory, lines: { line: string; image: string | null }[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(stories).values(values).returning({ id: stories.id });
    const id = row!.id;
    if (lines.length > 0) {
      await tx.insert(storyLines).values(lines.map((line, position) => ({ storyId: id, position, ...line })));
    }
    return id;
  });
}

/** One story with its author's name and avatar. */
export async function findStoryWithAuthor(db: Db, storyId: string): Promise<StoryWithAuthor | undefined> {
  const [row] = await db
    .select({ story: stories, author: { name: users.name, avatarUrl: users.avatarUrl } })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(eq(stories.id, storyId))
    .limit(1);
  return row;
}

/** A story's lines in reading order. */
export async function listStoryLines(db: Db, storyId: string): Promise<StoryLineRow[]> {
  return db.select().from(storyLines).where(eq(storyLines.storyId, storyId)).orderBy(asc(storyLines.position));
}
