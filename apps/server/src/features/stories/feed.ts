import type { StoryFeedPage } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { decodeFeedCursor, encodeFeedCursor } from './cursor.js';
import { createFeedQueries } from './list-queries.js';
import { createPageCache } from './page-cache.js';
import type { FeedQueries, FeedRow } from './list-queries.js';
import { toStoryListItem } from './wire.js';

export interface FeedQuery {
  page: number;
  limit: number;
  after?: string | undefined;
}

/**
 * GET /user/getStoryPublic (SPEC §2 Home, §4): public stories newest first, ties by id. With
 * `after` the page starts right after that story, so stories published meanwhile shift nothing
 * (none repeated, none skipped); without it SPEC's `page` picks the page. `next` is null on the
 * last page.
 */
export async function readFeed(queries: FeedQueries, query: FeedQuery): Promise<StoryFeedPage> {
  const { page, limit } = query;
  const after = query.after ? decodeFeedCursor(query.after) : null;
  const offset = (page - 1) * limit;
  // One row more than the page tells whether another page follows.
  const rows: FeedRow[] =
    after || offset === 0 ? await queries.list(after, limit + 1) : await queries.atOffset(offset, limit + 1);
  // Every row carries the total; a page past the end asks for it.
  const total = rows[0]?.total ?? (await queries.countPublic());
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    stories: shown.map(toStoryListItem),
    page,
    limit,
    total,
    next: rows.length > limit && last ? encodeFeedCursor({ at: last.at, id: last.id }) : null,
  };
}

/** How long a feed page may show old view and like counts (its stories are always current). */
export const FEED_PAGE_TTL_MS = 2_000;

/**
 * readFeed with recent pages reused while no story changed (page-cache.ts): everyone opening the
 * home page, and everyone scrolling past the same story, asks for the same pages.
 */
export function createCachedFeed(db: Db) {
  const queries = createFeedQueries(db);
  const cached = createPageCache<StoryFeedPage>(db, { ttlMs: FEED_PAGE_TTL_MS, maxEntries: 1000 });
  return (query: FeedQuery): Promise<StoryFeedPage> =>
    cached(JSON.stringify([query.after ?? null, query.page, query.limit]), () => readFeed(queries, query));
}
