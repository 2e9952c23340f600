import { formatLongDate } from '@storybook/contract';

/** '23rd November 2026 at 14:05' in the reader's time zone: an admin needs the time of a decision too. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${formatLongDate(date)} at ${time}`;
}
