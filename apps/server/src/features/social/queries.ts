import { and, avg, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { likes, ratings, stories, storyViews } from '../../platform/db/schema.js';

/** The story's counters as stored now. */
async function storyCounters(db: Db, storyId: string): Promise<{ views: number; likes: number }> {
  const [row] = await db.select({ views: stories.views, likes: stories.likes }).from(stories).where(eq(stories.id, storyId));
  return row ?? { views: 0, likes: 0 };
}

/**
 * Records a view by `viewer` unless one was counted in the last `windowMs`, and adds it to the
 * story's count in the same transaction. One statement decides (insert, or refresh a row older
 * than the window), so concurrent repeats by one reader still count once.
 */
export async function countView(db: Db, storyId: string, viewer: string, windowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const counted = await tx
      .insert(storyViews)
      .values({ storyId, viewer })
      .onConflictDoUpdate({
        target: [storyViews.storyId, storyViews.viewer],
        set: { countedAt: sql`now()` },
        setWhere: sql`${storyViews.countedAt} <= now() - make_interval(secs => ${windowMs / 1000})`,
      })
      .returning({ storyId: storyViews.storyId });
    if (counted.length === 0) return (await storyCounters(tx as unknown as Db, storyId)).views;
    const [row] = await tx
      .update(stories)
      .set({ views: sql`${stories.views} + 1` })
      .where(eq(stories.id, storyId))
      .returning({ views: stories.views });
    return row!.views;
  });
}

/** Forgets views older than the window: they no longer hold back a count. */
export async function pruneViews(db: Db, windowMs: number): Promise<void> {
  await db.delete(storyViews).where(lt(storyViews.countedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`));
}

export async function hasLiked(db: Db, userId: string, storyId: string): Promise<boolean> {
  const [row] = await db
    .select({ storyId: likes.storyId })
    .from(likes)
    .where(and(eq(likes.userId, userId), eq(likes.storyId, storyId)));
  return row !== undefined;
}

/**
 * Flips the user's like. The like row and the story's `likes` change in one transaction, and a
 * change is counted only when a row was really inserted or deleted, so concurrent clicks (by one
 * user or many) leave `likes` equal to the number of like rows.
 */
export async function toggleLike(db: Db, userId: string, storyId: string): Promise<{ isLiked: boolean; likes: number }> {
  return db.transaction(async (tx) => {
    const mine = and(eq(likes.userId, userId), eq(likes.storyId, storyId));
    const bump = async (by: 1 | -1) => {
      const [row] = await tx
        .update(stories)
        .set({ likes: sql`${stories.likes} + ${by}` })
        .where(eq(stories.id, storyId))
        .returning({ likes: stories.likes });
      return row!.likes;
    };
    const removed = await tx.delete(likes).where(mine).returning({ storyId: likes.storyId });
    if (removed.length > 0) return { isLiked: false, likes: await bump(-1) };
    const added = await tx.insert(likes).values({ userId, storyId }).onConflictDoNothing().returning({ storyId: likes.storyId });
    if (added.length > 0) return { isLiked: true, likes: await bump(1) };
    // A concurrent click of the same user liked it first: it is liked, and counted once.
    return { isLiked: true, likes: (await storyCounters(tx as unknown as Db, storyId)).likes };
  });
}

/** The mean (two decimals) and number of a story's ratings. */
export async function ratingSummary(db: Db, storyId: string): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(ratings.value), count: count() })
    .from(ratings)
    .where(eq(ratings.storyId, storyId));
  const average = row?.average == null ? null : Math.round(Number(row.average) * 100) / 100;
  return { average, count: row?.count ?? 0 };
}

export async function findRating(db: Db, userId: string, storyId: string): Promise<number | null> {
  const [row] = await db
    .select({ value: ratings.value })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.storyId, storyId)));
  return row?.value ?? null;
}

/** One rating per user per story: a new rating replaces the old one. */
export async function upsertRating(db: Db, userId: string, storyId: string, value: number): Promise<void> {
  await db
    .insert(ratings)
    .values({ userId, storyId, value })
    .onConflictDoUpdate({ target: [ratings.userId, ratings.storyId], set: { value, updatedAt: sql`now()` } });
}
