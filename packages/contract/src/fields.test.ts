import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateOfBirthSchema, emailSchema, idSchema, mediaUrlSchema } from './fields.js';

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it.each(['', 'ann', 'ann@', 'ann@example', 'a b@example.com'])('refuses %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(false);
  });
});

describe('dateOfBirthSchema', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a past date and today', () => {
    vi.useFakeTimers({ now: new Date('2024-06-15T12:00:00Z') });
    expect(dateOfBirthSchema.parse('2018-03-09')).toBe('2018-03-09');
    expect(dateOfBirthSchema.safeParse('2024-06-15').success).toBe(true);
  });

  it('refuses a future date', () => {
    vi.useFakeTimers({ now: new Date('2024-06-15T12:00:00Z') });
    const result = dateOfBirthSchema.safeParse('2024-06-17');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must not be in the future');
  });

  it.each(['2024-02-30', '15-06-2020', '2020/06/15', '1899-12-31', ''])('refuses %j', (value) => {
    expect(dateOfBirthSchema.safeParse(value).success).toBe(false);
  });
});

describe('idSchema', () => {
  it('refuses ids that are not URL-safe', () => {
    expect(idSchema.safeParse('a/b').success).toBe(false);
    expect(idSchema.safeParse('').success).toBe(false);
    expect(idSchema.safeParse('665f1c2e9b1e8a0012345678').success).toBe(true);
  });
});

describe('mediaUrlSchema', () => {
  it.each(['/media/a.webp', 'https://cdn.example.com/a.png', 'http://localhost:3002/media/a.webp'])('accepts %s', (url) => {
    expect(mediaUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', 'media/a.webp'])('refuses %s', (url) => {
    expect(mediaUrlSchema.safeParse(url).success).toBe(false);
  });
});
