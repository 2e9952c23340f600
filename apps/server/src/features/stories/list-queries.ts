import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { likes, stories, storyStatusCounts, users } from '../../platform/db/schema.js';
import type { FeedKey } from './cursor.js';

/** What a story card needs: every column but the prompt and the search document, with its author. */
const listColumns = {
  id: stories.id,
  title: stories.title,
  content: stories.content,
  tag: stories.tag,
  thumbnail: stories.thumbnail,
  status: stories.status,
  views: stories.views,
  likes: stories.likes,
  publishingDate: stories.publishingDate,
  createdAt: stories.createdAt,
  authorName: users.name,
  authorAvatar: users.avatarUrl,
};

export interface StoryListRow {
  id: string;
  title: string;
  content: string;
  tag: string[];
  thumbnail: string | null;
  status: 'public' | 'private' | 'pending' | 'rejected';
  views: number;
  likes: number;
  publishingDate: Date | null;
  createdAt: Date;
  authorName: string;
  authorAvatar: string | null;
}

/** A feed row with its sort key as PostgreSQL writes it (exact to the microsecond), for the cursor. */
export interface FeedRow extends StoryListRow {
  at: string;
}

// Spelled like stories_feed_idx (DESC NULLS LAST), so the index serves the order: a plain DESC
// means NULLS FIRST in PostgreSQL, and the planner would sort every public story instead.
const feedOrder = [sql`${stories.publishingDate} desc nulls last`, sql`${stories.id} desc nulls last`];
const feedColumns = { ...listColumns, at: sql<string>`${stories.publishingDate}::text` };
const isPublic = eq(stories.status, 'public');

/**
 * Public stories newest first (ties by id), `limit` of them after the story `after`: a walk along
 * stories_feed_idx from the key, whatever the page number.
 */
export async function listPublicAfter(db: Db, after: FeedKey | null, limit: number): Promise<FeedRow[]> {
  const afterKey = after
    ? sql`(${stories.publishingDate}, ${stories.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select(feedColumns)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(isPublic, afterKey))
    .orderBy(...feedOrder)
    .limit(limit);
}

/**
 * SPEC's `page` without a cursor: the page's ids come from an index-only walk of stories_feed_idx
 * (skipping `offset` entries without reading the stories), then only those rows are read.
 */
export async function listPublicAtOffset(db: Db, offset: number, limit: number): Promise<FeedRow[]> {
  const pageIds = db
    .select({ id: stories.id })
    .from(stories)
    .where(isPublic)
    .orderBy(...feedOrder)
    .limit(limit)
    .offset(offset);
  return db
    .select(feedColumns)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(inArray(stories.id, pageIds))
    .orderBy(...feedOrder);
}

/** How many public stories there are, from the counts the triggers keep. */
export async function countPublicStories(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: storyStatusCounts.count })
    .from(storyStatusCounts)
    .where(eq(storyStatusCounts.status, 'public'));
  return row?.count ?? 0;
}

/** A user's own stories, every status, newest first (ties by id). */
export async function listOwnStories(db: Db, userId: string): Promise<StoryListRow[]> {
  return db
    .select(listColumns)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(eq(stories.userId, userId))
    .orderBy(desc(stories.createdAt), desc(stories.id));
}

/**
 * The stories a user liked, last liked first (ties by id), that the user may still see: public
 * ones, their own, and pending ones for an admin (`canSeeStory`, written as SQL).
 */
export async function listLikedStories(db: Db, viewer: { id: string; isAdmin: boolean }): Promise<StoryListRow[]> {
  const visible: SQL = viewer.isAdmin
    ? sql`(${stories.status} in ('public', 'pending') or ${stories.userId} = ${viewer.id})`
    : sql`(${stories.status} = 'public' or ${stories.userId} = ${viewer.id})`;
  return db
    .select(listColumns)
    .from(likes)
    .innerJoin(stories, eq(stories.id, likes.storyId))
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(likes.userId, viewer.id), visible))
    .orderBy(desc(likes.createdAt), desc(stories.id));
}
