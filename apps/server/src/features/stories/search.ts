import type { StoryFeedPage } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { decodeSearchCursor, encodeSearchCursor } from './cursor.js';
import { createPageCache } from './page-cache.js';
import { searchPublic } from './search-queries.js';
import { toStoryListItem } from './wire.js';

export interface SearchQuery {
  query: string;
  page: number;
  limit: number;
  after?: string | undefined;
}

/**
 * GET /user/searchStories (SPEC §5): public stories holding every word of the query, best match
 * first among the SEARCH_TOTAL_CAP newest matches, paged like the feed (by `after`, else by SPEC's
 * `page`). A query of no real words (only punctuation, or words too common to index like "the")
 * matches nothing rather than failing. Uncached: `npm run bench` times it.
 */
export async function searchStories(db: Db, query: SearchQuery): Promise<StoryFeedPage> {
  const { page, limit } = query;
  const after = query.after ? decodeSearchCursor(query.after) : null;
  // One row more than the page tells whether another page follows.
  const result = await searchPublic(db, query.query, { after, offset: after ? 0 : (page - 1) * limit, limit: limit + 1 });
  const shown = result.rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    stories: shown.map(toStoryListItem),
    page,
    limit,
    total: result.total,
    next:
      result.rows.length > limit && last
        ? encodeSearchCursor({ rank: last.rank, at: last.at, id: last.id, floor: result.floor })
        : null,
  };
}

/** How long a search page may show old view and like counts (its stories are always current). */
export const SEARCH_PAGE_TTL_MS = 5_000;

/**
 * searchStories with recent pages reused while no story changed (page-cache.ts): a popular word,
 * or the same page asked for again, costs one tiny query instead of a ranking.
 */
export function createCachedSearch(db: Db) {
  const cached = createPageCache<StoryFeedPage>(db, { ttlMs: SEARCH_PAGE_TTL_MS, maxEntries: 1000 });
  return async (query: SearchQuery): Promise<StoryFeedPage> => {
    // plainto_tsquery ignores case and spacing, so the key does too.
    const words = query.query.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
    const key = JSON.stringify([words, query.after ?? null, query.page, query.limit]);
    return cached(key, () => searchStories(db, query));
  };
}
