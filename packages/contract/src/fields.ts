import './messages.js';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, HOME_PAGE_SIZE, MAX_PAGE_SIZE, URL_MAX_LENGTH } from './limits.js';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from './plain-text.js';

/** An `_id` the server handed out: opaque, URL-safe, 1 to 64 characters. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id');

/** Trimmed, validated, then lower-cased so one person has one identity whatever the casing. */
export const emailSchema = z.string().trim().pipe(z.email('must be an email address').max(EMAIL_MAX_LENGTH).toLowerCase());

/** Trimmed text that must not be blank (nor hold control characters, so forms say so too). */
export function nonBlank(max: number, message = 'must not be blank') {
  return z
    .string()
    .trim()
    .min(1, message)
    .max(max)
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE);
}

function isMediaUrl(value: string): boolean {
  // A path on our own origin (media served by the server), but not protocol-relative `//host`.
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** An image address: an absolute http(s) URL, or a path on our own origin such as `/media/…`. */
export const mediaUrlSchema = z
  .string()
  .max(URL_MAX_LENGTH)
  .refine(isMediaUrl, 'must be an http(s) URL or a path starting with /');

/** A moment on the wire: ISO 8601 in UTC, e.g. `2024-05-01T12:00:00.000Z`. */
export const isoDateTimeSchema = z.iso.datetime();

/** A calendar date `YYYY-MM-DD` as stored (no checks beyond the format). */
export const calendarDateSchema = z.iso.date();

/** Today's date where it is latest on Earth (UTC+14), so no time zone's "today" is refused. */
function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** A date of birth `YYYY-MM-DD`: a real calendar date, not in the future. */
export const dateOfBirthSchema = z.iso
  .date('must be a date YYYY-MM-DD')
  .refine((value) => value <= latestToday(), 'must not be in the future')
  .refine((value) => value >= EARLIEST_DATE_OF_BIRTH, `must be on or after ${EARLIEST_DATE_OF_BIRTH}`);

/** Query-string paging: `page` from 1, `limit` 1 to 50 (default: the home page size). */
export const pageQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).default(1),
  limit: z.coerce.number<number>().int().min(1).max(MAX_PAGE_SIZE).default(HOME_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const countSchema = z.number().int().nonnegative();

/**
 * An opaque paging cursor: a list answers `next`, the client sends it back as `after` to get the
 * stories that follow, so the server pages by key (no story repeated or skipped while new ones arrive).
 */
export const cursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,512}$/, 'must be the cursor of a previous page');

/** The answer of calls whose result SPEC does not show and that have nothing better to return. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
