import { describe, expect, it } from 'vitest';
import { adminPageQuerySchema } from './admin.js';
import { contactBodySchema } from './contact.js';
import { ADMIN_PAGE_SIZE, CONTACT_MESSAGE_MAX_LENGTH } from './limits.js';

describe('contactBodySchema', () => {
  it('trims the fields and lower-cases the email', () => {
    expect(contactBodySchema.parse({ name: ' Pat ', email: ' Pat@Example.ORG ', message: ' Hello ' })).toEqual({
      name: 'Pat',
      email: 'pat@example.org',
      message: 'Hello',
    });
  });

  it('words its refusals for the form', () => {
    const issues = contactBodySchema.safeParse({ name: ' ', email: 'nope', message: '' }).error!.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Please tell us your name'],
      ['email', 'Please enter a valid email address'],
      ['message', 'Please write a message'],
    ]);
    expect(
      contactBodySchema.safeParse({ name: 'P', email: 'p@example.org', message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
  });
});

describe('adminPageQuerySchema', () => {
  it('pages the dashboard ten at a time unless asked otherwise', () => {
    expect(adminPageQuerySchema.parse({})).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
    expect(ADMIN_PAGE_SIZE).toBe(10);
    expect(adminPageQuerySchema.parse({ page: '2', limit: '25' })).toEqual({ page: 2, limit: 25 });
    expect(adminPageQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
