import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './dates';

describe('formatDayMonthYear (SPEC: dd-mm-yyyy)', () => {
  it('pads day and month', () => {
    expect(formatDayMonthYear(new Date(2019, 2, 7))).toBe('07-03-2019');
    expect(formatDayMonthYear(new Date(2020, 11, 25))).toBe('25-12-2020');
  });

  it('keeps a date of birth on its calendar day', () => {
    expect(formatDayMonthYear('2018-01-01')).toBe('01-01-2018');
    expect(formatDayMonthYear('2018-12-31')).toBe('31-12-2018');
  });

  it('answers empty text for invalid dates', () => {
    expect(formatDayMonthYear('31/12/2018')).toBe('');
    expect(formatDayMonthYear(null)).toBe('');
  });
});
