import { toDate } from '@storybook/contract';

/**
 * SPEC §5: age in whole years from a date of birth (`YYYY-MM-DD`), as of `today`. Null when there
 * is no date; never negative.
 */
export function ageInYears(dateOfBirth: string | null | undefined, today = new Date()): number | null {
  if (!dateOfBirth) return null;
  const birth = toDate(dateOfBirth);
  if (Number.isNaN(birth.getTime())) return null;
  let years = today.getFullYear() - birth.getFullYear();
  const birthdayStillToCome =
    today.getMonth() < birth.getMonth() || (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate());
  if (birthdayStillToCome) years -= 1;
  return Math.max(years, 0);
}

/** '1 year old', '4 years old'. */
export function formatAge(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} old`;
}

/** Today's date as `YYYY-MM-DD` in local time (the latest date of birth a date picker offers). */
export function localToday(today = new Date()): string {
  const mm = String(today.getMonth() + 1).padStart(2, '0');
  const dd = String(today.getDate()).padStart(2, '0');
  return `${today.getFullYear()}-${mm}-${dd}`;
}
