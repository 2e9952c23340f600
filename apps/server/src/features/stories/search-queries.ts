import { sql } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@storybook/contract';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { SearchKey } from './cursor.js';
import type { StoryListRow } from './list-queries.js';

export interface SearchRow extends StoryListRow {
  at: string;
  rank: string;
}

interface RawSearchRow {
  id: string;
  title: string;
  content: string;
  tag: string[];
  thumbnail: string | null;
  status: StoryListRow['status'];
  views: number;
  likes: number;
  publishing_date: Date | string | null;
  created_at: Date | string;
  author_name: string;
  author_avatar: string | null;
  at: string;
  rank: string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Every word of the text, in any order (plainto_tsquery: quotes, punctuation and operators are
 * plain characters, never syntax), stemmed with the same English configuration as `stories.search`.
 */
const matchQuery = (text: string) => sql`plainto_tsquery('english', ${text})`;

/**
 * Public stories matching the words, best first: ts_rank over `stories.search`, whose weights put
 * the title (A) above tags (B) above the text (C); ties newest first, then by id. `after` continues
 * after that story's key; `offset` serves SPEC's `page` without a cursor.
 */
export async function searchPublic(
  db: Db,
  text: string,
  page: { after: SearchKey | null; offset: number; limit: number },
): Promise<SearchRow[]> {
  const { after } = page;
  const afterKey = after
    ? sql`and (m.rank, m.publishing_date, m.id) < (${after.rank}::real, ${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const rows = await queryRows<RawSearchRow>(
    db,
    sql`
      with q as (select ${matchQuery(text)} as q),
      m as (
        select s.id, s.publishing_date, ts_rank(s.search, q.q) as rank
        from stories s, q
        where s.status = 'public' and s.search @@ q.q
      )
      select s.id, s.title, s.content, s.tag, s.thumbnail, s.status, s.views, s.likes,
        s.publishing_date, s.created_at, u.name as author_name, u.avatar_url as author_avatar,
        s.publishing_date::text as at, m.rank::text as rank
      from m
      join stories s on s.id = m.id
      join users u on u.id = s.user_id
      where true ${afterKey}
      order by m.rank desc, m.publishing_date desc, m.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    tag: row.tag,
    thumbnail: row.thumbnail,
    status: row.status,
    views: row.views,
    likes: row.likes,
    publishingDate: row.publishing_date === null ? null : toDate(row.publishing_date),
    createdAt: toDate(row.created_at),
    authorName: row.author_name,
    authorAvatar: row.author_avatar,
    at: row.at,
    rank: row.rank,
  }));
}

/** How many public stories match, counted up to SEARCH_TOTAL_CAP. */
export async function countSearchMatches(db: Db, text: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from stories where status = 'public' and search @@ ${matchQuery(text)} limit ${SEARCH_TOTAL_CAP}
    ) matches`,
  );
  return row?.n ?? 0;
}
