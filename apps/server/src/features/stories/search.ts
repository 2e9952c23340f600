import type { StoryFeedPage } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { decodeSearchCursor, encodeSearchCursor } from './cursor.js';
import { countSearchMatches, searchPublic } from './search-queries.js';
import { toStoryListItem } from './wire.js';

export interface SearchQuery {
  query: string;
  page: number;
  limit: number;
  after?: string | undefined;
}

/**
 * GET /user/searchStories (SPEC §5): public stories holding every word of the query, best match
 * first, paged like the feed (by `after`, else by SPEC's `page`). A query of no real words (only
 * punctuation or words too common to index, like "the") matches nothing rather than failing.
 */
export async function searchStories(db: Db, query: SearchQuery): Promise<StoryFeedPage> {
  const { page, limit } = query;
  const after = query.after ? decodeSearchCursor(query.after) : null;
  const [rows, total] = await Promise.all([
    // One row more than the page tells whether another page follows.
    searchPublic(db, query.query, { after, offset: after ? 0 : (page - 1) * limit, limit: limit + 1 }),
    countSearchMatches(db, query.query),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    stories: shown.map(toStoryListItem),
    page,
    limit,
    total,
    next: rows.length > limit && last ? encodeSearchCursor({ rank: last.rank, at: last.at, id: last.id }) : null,
  };
}
