// Dates as SPEC writes them, read alike by the web app and by the server's first look of a page.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Date from what the API sends. A bare `YYYY-MM-DD` (a date of birth) is a calendar day, read in
 * local time; `new Date('2020-05-01')` would be UTC midnight and show the day before west of UTC.
 */
export function toDate(value: Date | string | number): Date {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  return new Date(value);
}

/** 1 -> '1st', 2 -> '2nd', 3 -> '3rd', 11..13 -> 'th', 21 -> '21st'. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/** SPEC §2 card and story dates: '22nd November 2026'. Empty for a missing or invalid date. */
export function formatLongDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${ordinal(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
