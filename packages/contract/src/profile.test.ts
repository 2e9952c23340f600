import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRegister } from './auth.js';
import { createChild, updateUser } from './profile.js';

afterEach(() => vi.useRealTimers());

describe('createChild body', () => {
  const child = { email: 'Ann@Example.com', name: 'Tom', dateOfBirth: '2019-04-02', profilePicture: '/media/tom.webp' };

  it('accepts a child and lower-cases the email', () => {
    expect(createChild.body.parse(child)).toEqual({ ...child, email: 'ann@example.com' });
  });

  it("refuses a blank name with SPEC's message", () => {
    const result = createChild.body.safeParse({ ...child, name: ' ' });
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });

  it('refuses a future date of birth', () => {
    vi.useFakeTimers({ now: new Date('2024-06-15T12:00:00Z') });
    expect(createChild.body.safeParse({ ...child, dateOfBirth: '2025-01-01' }).success).toBe(false);
  });
});

describe('updateUser body', () => {
  it('refuses a future date of birth and allows clearing it', () => {
    expect(updateUser.body.safeParse({ email: 'a@b.co', dateOfBirth: '2999-01-01' }).success).toBe(false);
    expect(updateUser.body.parse({ email: 'a@b.co', dateOfBirth: null }).dateOfBirth).toBeNull();
  });
});

describe('local register body', () => {
  it('refuses a password shorter than 8 characters', () => {
    const body = { name: 'Ann', email: 'ann@example.com' };
    expect(localRegister.body.safeParse({ ...body, password: '1234567' }).success).toBe(false);
    expect(localRegister.body.safeParse({ ...body, password: '12345678' }).success).toBe(true);
  });
});
