import { describe, expect, it } from 'vitest';
import { formatLongDate, ordinal } from './dates.js';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
    [101, '101st'],
  ])('%i -> %s', (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });
});

describe('formatLongDate (SPEC: day with ordinal suffix, month name, year)', () => {
  it('formats local dates', () => {
    expect(formatLongDate(new Date(2026, 0, 1))).toBe('1st January 2026');
    expect(formatLongDate(new Date(2026, 10, 22))).toBe('22nd November 2026');
    expect(formatLongDate(new Date(2026, 4, 11))).toBe('11th May 2026');
    expect(formatLongDate(new Date(2026, 5, 12))).toBe('12th June 2026');
    expect(formatLongDate(new Date(2026, 6, 13))).toBe('13th July 2026');
    expect(formatLongDate(new Date(2026, 7, 23))).toBe('23rd August 2026');
    expect(formatLongDate(new Date(2026, 11, 31, 23, 59))).toBe('31st December 2026');
  });

  it('reads a bare YYYY-MM-DD as that calendar day in any time zone', () => {
    expect(formatLongDate('2026-11-22')).toBe('22nd November 2026');
    expect(formatLongDate('2026-03-03')).toBe('3rd March 2026');
  });

  it('accepts ISO timestamps and epoch milliseconds', () => {
    const local = new Date(2026, 1, 2, 12, 0);
    expect(formatLongDate(local.toISOString())).toBe('2nd February 2026');
    expect(formatLongDate(local.getTime())).toBe('2nd February 2026');
  });

  it('answers empty text for missing or invalid dates', () => {
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
