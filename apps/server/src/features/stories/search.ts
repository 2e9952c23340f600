import type { StoryFeedPage } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { decodeSearchCursor, encodeSearchCursor } from './cursor.js';
import { createPublicByIdsQuery, type StoryListRow } from './list-queries.js';
import { createSearchCache } from './search-cache.js';
import { searchPublic } from './search-queries.js';
import { toStoryListItem } from './wire.js';

/** How long a search's ranking is reused: a story published meanwhile shows up after this. */
export const SEARCH_CACHE_TTL_MS = 5_000;
const SEARCH_CACHE_ENTRIES = 1_000;

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
 * matches nothing rather than failing.
 */
export async function searchStories(db: Db, query: SearchQuery): Promise<StoryFeedPage> {
  return toPage(query, await rankStories(db, query));
}

function toPage(query: SearchQuery, found: { rows: StoryListRow[]; total: number; next: string | null }): StoryFeedPage {
  return { stories: found.rows.map(toStoryListItem), page: query.page, limit: query.limit, total: found.total, next: found.next };
}

/**
 * searchStories with its rankings reused for SEARCH_CACHE_TTL_MS (search-cache.ts): popular
 * searches, and the same page asked for again, cost one read of the stories by id.
 */
export function createCachedSearch(db: Db) {
  const cache = createSearchCache({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: SEARCH_CACHE_ENTRIES });
  const publicByIds = createPublicByIdsQuery(db);
  return async (query: SearchQuery): Promise<StoryFeedPage> => {
    // plainto_tsquery ignores case and spacing, so the key does too.
    const words = query.query.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
    const key = JSON.stringify([words, query.after ?? null, query.after ? 1 : query.page, query.limit]);
    const cached = cache.get(key);
    if (cached) {
      const byId = new Map((await publicByIds(cached.ids)).map((row) => [row.id, row]));
      const rows = cached.ids.flatMap((id) => byId.get(id) ?? []);
      return toPage(query, { ...cached, rows });
    }
    const found = await rankStories(db, query);
    cache.set(key, { ids: found.rows.map((row) => row.id), total: found.total, next: found.next });
    return toPage(query, found);
  };
}

async function rankStories(db: Db, query: SearchQuery) {
  const { page, limit } = query;
  const after = query.after ? decodeSearchCursor(query.after) : null;
  // One row more than the page tells whether another page follows.
  const result = await searchPublic(db, query.query, { after, offset: after ? 0 : (page - 1) * limit, limit: limit + 1 });
  const shown = result.rows.slice(0, limit);
  const last = shown.at(-1);
  const next =
    result.rows.length > limit && last
      ? encodeSearchCursor({ rank: last.rank, at: last.at, id: last.id, floor: result.floor })
      : null;
  return { rows: shown, total: result.total, next };
}
