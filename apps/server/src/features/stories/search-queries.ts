import { sql } from 'drizzle-orm';
import { LIST_EXCERPT_LENGTH, SEARCH_TOTAL_CAP } from '@storybook/contract';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { FeedKey, SearchKey } from './cursor.js';
import type { StoryListRow } from './list-queries.js';

interface SearchRow extends StoryListRow {
  at: string;
  rank: string;
}

export interface SearchResult {
  rows: SearchRow[];
  /** How many stories were ranked (at most SEARCH_TOTAL_CAP). */
  total: number;
  /** The oldest ranked story when the cap cut the matches short, else null. */
  floor: FeedKey | null;
}

/** A row as PostgreSQL answers it: a card's columns, already named as in StoryListRow, and the totals. */
interface RawSearchRow extends Omit<SearchRow, 'id' | 'publishingDate' | 'createdAt'> {
  total: number;
  floor_at: string | null;
  floor_id: string | null;
  /** Null in the one row of a page past the last match. */
  id: string | null;
  publishingDate: Date | string | null;
  createdAt: Date | string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Public stories holding every word of `text`, best first. Every word counts, in any order
 * (plainto_tsquery: quotes, punctuation and operators are plain characters, never syntax), stemmed
 * with the English configuration of `stories.search`.
 *
 * Ranking is ts_rank over `stories.search`, whose weights put the title (A) above tags (B) above
 * the text (C); ties newest first, then by id. It ranks the SEARCH_TOTAL_CAP newest matches: a
 * word found in half the library is then a walk of a few hundred entries down stories_feed_idx
 * (newest first, checking each story's search document), and a rare word is a GIN lookup of its
 * few matches; ranking all 45 000 stories that hold a common word would take over 100 ms.
 * `after` continues after a story's key within the same ranked stories (its floor); `offset`
 * serves SPEC's `page` without a cursor.
 */
export async function searchPublic(
  db: Db,
  text: string,
  page: { after: SearchKey | null; offset: number; limit: number },
): Promise<SearchResult> {
  const { after } = page;
  const floor = after?.floor
    ? sql`and (s.publishing_date, s.id) >= (${after.floor.at}::timestamptz, ${after.floor.id}::uuid)`
    : sql``;
  const afterKey = after
    ? sql`and (c.rank, c.publishing_date, c.id) < (${after.rank}::real, ${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  // Stories published after the first page join the ranked ones (above the floor); the cap only
  // bounds the work if very many arrive.
  const cap = after?.floor ? SEARCH_TOTAL_CAP * 2 : SEARCH_TOTAL_CAP;
  const rows = await queryRows<RawSearchRow>(
    db,
    sql`
      with c as materialized (
        select s.id, s.publishing_date, ts_rank(s.search, q) as rank
        from stories s, plainto_tsquery('english', ${text}) q
        where s.status = 'public' and s.search @@ q ${floor}
        order by s.publishing_date desc nulls last, s.id desc nulls last
        limit ${cap}
      ),
      totals as (
        select count(*)::int as total,
          case when count(*) >= ${SEARCH_TOTAL_CAP} then min(publishing_date)::text end as floor_at,
          case when count(*) >= ${SEARCH_TOTAL_CAP} then (array_agg(id order by publishing_date, id))[1]::text end as floor_id
        from c
      )
      select t.total, t.floor_at, t.floor_id, p.*
      from totals t
      left join lateral (
        select s.id, s.title, left(s.content, ${LIST_EXCERPT_LENGTH + 1}) as content, s.tag, s.thumbnail, s.status, s.views, s.likes,
          s.publishing_date as "publishingDate", s.created_at as "createdAt", u.name as "authorName", u.avatar_url as "authorAvatar",
          s.publishing_date::text as at, c.rank::text as rank
        from c
        join stories s on s.id = c.id
        join users u on u.id = s.user_id
        where true ${afterKey}
        order by c.rank desc, c.publishing_date desc, c.id desc
        limit ${page.limit} offset ${page.offset}
      ) p on true`,
  );
  const first = rows[0];
  const found = after?.floor ?? (first?.floor_at && first.floor_id ? { at: first.floor_at, id: first.floor_id } : null);
  return {
    total: Math.min(first?.total ?? 0, SEARCH_TOTAL_CAP),
    floor: found,
    rows: rows.flatMap(({ total: _total, floor_at: _at, floor_id: _id, id, publishingDate, createdAt, ...card }) =>
      id === null
        ? []
        : [
            {
              ...card,
              id,
              publishingDate: publishingDate === null ? null : toDate(publishingDate),
              createdAt: toDate(createdAt),
            },
          ],
    ),
  };
}
