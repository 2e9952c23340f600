import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIST_EXCERPT_LENGTH } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { likes, stories, storyStatusCounts, users } from '../../platform/db/schema.js';
import type { FeedKey } from './cursor.js';

/** What a story card needs: every column but the prompt and the search document, with its author. */
const listColumns = {
  id: stories.id,
  title: stories.title,
  // A card shows an excerpt (wire.ts cuts it at a word): the rest never leaves the database.
  content: sql<string>`left(${stories.content}, ${sql.raw(String(LIST_EXCERPT_LENGTH + 1))})`,
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

// Spelled like stories_feed_idx (DESC NULLS LAST), so the index serves the order: a plain DESC
// means NULLS FIRST in PostgreSQL, and the planner would sort every public story instead.
const feedOrder = [sql`${stories.publishingDate} desc nulls last`, sql`${stories.id} desc nulls last`];
const isPublic = eq(stories.status, 'public');
/** How many public stories there are, from the counts the triggers keep. */
const publicCount = sql<number>`(select ${storyStatusCounts.count} from ${storyStatusCounts} where ${storyStatusCounts.status} = 'public')`;
/** A card's columns, its sort key as PostgreSQL writes it (exact to the microsecond) and the total, in one round trip. */
const feedColumns = { ...listColumns, at: sql<string>`${stories.publishingDate}::text`, total: publicCount };

/** A feed row with its sort key for the cursor, and the number of public stories. */
export interface FeedRow extends StoryListRow {
  at: string;
  total: number;
}

/**
 * The feed's queries, prepared once per database: the feed is the most requested call, and a
 * prepared statement is neither rebuilt by Drizzle nor parsed and planned again by PostgreSQL.
 */
export function createFeedQueries(db: Db) {
  const placeholder = sql.placeholder;
  const page = () => db.select(feedColumns).from(stories).innerJoin(users, eq(users.id, stories.userId));
  const first = page()
    .where(isPublic)
    .orderBy(...feedOrder)
    .limit(placeholder('limit'))
    .prepare('feed_first');
  // A walk along stories_feed_idx from the key, whatever the page number.
  const after = page()
    .where(
      and(
        isPublic,
        sql`(${stories.publishingDate}, ${stories.id}) < (${placeholder('at')}::timestamptz, ${placeholder('id')}::uuid)`,
      ),
    )
    .orderBy(...feedOrder)
    .limit(placeholder('limit'))
    .prepare('feed_after');
  // SPEC's `page` without a cursor: the page's ids come from an index-only walk of
  // stories_feed_idx (skipping `offset` entries without reading the stories), then only those rows are read.
  const pageIds = db
    .select({ id: stories.id })
    .from(stories)
    .where(isPublic)
    .orderBy(...feedOrder)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'));
  const atOffset = page()
    .where(inArray(stories.id, pageIds))
    .orderBy(...feedOrder)
    .prepare('feed_offset');
  const total = db
    .select({ count: publicCount })
    .from(sql`(select 1) as one`)
    .prepare('feed_total');

  return {
    /** Public stories newest first (ties by id), `limit` of them, after the story `key` if given. */
    list: (key: FeedKey | null, limit: number): Promise<FeedRow[]> =>
      key ? after.execute({ at: key.at, id: key.id, limit }) : first.execute({ limit }),
    atOffset: (offset: number, limit: number): Promise<FeedRow[]> => atOffset.execute({ offset, limit }),
    /** The number of public stories, for a page that has no rows to carry it. */
    countPublic: async (): Promise<number> => (await total.execute())[0]?.count ?? 0,
  };
}
export type FeedQueries = ReturnType<typeof createFeedQueries>;

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
