import { describe, expect, it } from 'vitest';
import { ageInYears, formatAge } from './age';

describe('ageInYears (SPEC §5: whole years from the date of birth)', () => {
  const today = new Date(2024, 5, 15); // 15 June 2024, local time

  it('counts a birthday already passed this year', () => {
    expect(ageInYears('2019-04-02', today)).toBe(5);
  });

  it('does not count a birthday still to come this year', () => {
    expect(ageInYears('2019-06-16', today)).toBe(4);
    expect(ageInYears('2019-12-01', today)).toBe(4);
  });

  it('counts the birthday itself', () => {
    expect(ageInYears('2019-06-15', today)).toBe(5);
  });

  it('is 0 in the first year and never negative', () => {
    expect(ageInYears('2024-01-01', today)).toBe(0);
    expect(ageInYears('2025-01-01', today)).toBe(0);
  });

  it('is null without a date', () => {
    expect(ageInYears(null, today)).toBeNull();
    expect(ageInYears('', today)).toBeNull();
    expect(ageInYears('not a date', today)).toBeNull();
  });
});

describe('formatAge', () => {
  it('says year for one and years otherwise', () => {
    expect(formatAge(1)).toBe('1 year old');
    expect(formatAge(0)).toBe('0 years old');
    expect(formatAge(7)).toBe('7 years old');
  });
});
