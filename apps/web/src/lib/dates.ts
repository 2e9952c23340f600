import { toDate } from '@storybook/contract';

/** SPEC §2 profile date of birth: 'dd-mm-yyyy'. Empty for a missing or invalid date. */
export function formatDayMonthYear(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${String(date.getFullYear()).padStart(4, '0')}`;
}
