import { validationError } from '../../platform/http/errors.js';
import { isStoredId } from '../../platform/db/ids.js';

/**
 * The opaque `after` cursor of the feed and of search: the sort key of the last story of a page,
 * as base64url JSON. The time stays PostgreSQL's own text (microseconds and offset), so the next
 * page starts exactly after that story; a search cursor also holds the rank as PostgreSQL wrote it.
 */
export interface FeedKey {
  /** `publishing_date::text` of the last story. */
  at: string;
  id: string;
}

export interface SearchKey extends FeedKey {
  /** `ts_rank(...)::text` of the last story. */
  rank: string;
  /**
   * The oldest of the newest matches the first page ranked (null when it ranked every match), so
   * later pages rank the same stories even while new ones arrive.
   */
  floor: FeedKey | null;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const RANK = /^(\d+(\.\d+)?(e-?\d+)?|0)$/;

const badCursor = () => validationError('after', 'must be the cursor of a previous page', 'querystring');

function encode(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decode(after: string, length: number): string[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parts) || parts.length !== length || !parts.every((p) => typeof p === 'string')) throw badCursor();
  return parts as string[];
}

function feedKey(at: string | undefined, id: string | undefined): FeedKey {
  if (!at || !id || !TIMESTAMP.test(at) || !isStoredId(id)) throw badCursor();
  return { at, id };
}

export function encodeFeedCursor(key: FeedKey): string {
  return encode(['f', key.at, key.id]);
}

/** The key a feed cursor holds; 400 naming `query.after` for anything else (also a search cursor). */
export function decodeFeedCursor(after: string): FeedKey {
  const [kind, at, id] = decode(after, 3);
  if (kind !== 'f') throw badCursor();
  return feedKey(at, id);
}

export function encodeSearchCursor(key: SearchKey): string {
  return encode(['s', key.rank, key.at, key.id, key.floor?.at ?? '', key.floor?.id ?? '']);
}

export function decodeSearchCursor(after: string): SearchKey {
  const [kind, rank, at, id, floorAt, floorId] = decode(after, 6);
  if (kind !== 's' || !rank || !RANK.test(rank)) throw badCursor();
  const floor = floorAt || floorId ? feedKey(floorAt, floorId) : null;
  return { rank, ...feedKey(at, id), floor };
}
