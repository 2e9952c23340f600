import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localRegisterBodySchema } from './auth.js';
import { emailSchema } from './fields.js';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("the product's validation messages", () => {
  it('say what is wrong in plain words, for forms and the API alike', () => {
    expect(messageOf(z.string().min(8), 'short')).toBe('must be at least 8 characters');
    expect(messageOf(z.string().min(1), '')).toBe('must not be blank');
    expect(messageOf(z.string().max(3), 'long!')).toBe('must be at most 3 characters');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('is required');
    expect(messageOf(z.number(), 'six')).toBe('must be a number');
    expect(messageOf(z.number().int().min(1).max(10), 11)).toBe('must be at most 10');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('must have at most 2 items');
    expect(messageOf(z.enum(['public', 'private']), 'secret')).toBe('must be one of public, private');
    expect(messageOf(z.email(), 'nope')).toBe('must be an email address');
  });

  it('never read like zod', () => {
    const result = localRegisterBodySchema.safeParse({ name: 'x'.repeat(500), email: 'a@b', password: 'short' });
    for (const issue of result.error?.issues ?? []) {
      expect(issue.message).not.toMatch(/Too small|Too big|Invalid input|expected string|>=|<=/);
    }
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'password',
      'must be at least 8 characters',
    ]);
  });

  it('leave a message written on a schema alone', () => {
    expect(messageOf(emailSchema, 'nope')).toBe('must be an email address');
    expect(messageOf(z.string().min(2, 'needs two letters'), 'a')).toBe('needs two letters');
  });
});
