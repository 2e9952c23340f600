import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, CONTACT_THANKS } from '@storybook/contract';
import { contactMessages } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';

describe.each(testDatabaseKinds)('contact messages on %s', (kind) => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let ann: SignedIn;

  beforeEach(async () => {
    app = await buildTestApp(kind);
    admin = await signIn(app, { name: 'Ada Admin', isAdmin: true });
    ann = await signIn(app, { name: 'Ann', email: 'ann@example.org' });
  });
  afterEach(async () => {
    await app.close();
  });

  const message = (extra: Record<string, unknown> = {}) => ({
    name: 'Pat Parent',
    email: 'pat@example.org',
    message: 'My daughter loves the dragon stories. Could you add more about space?',
    ...extra,
  });
  const send = (body: Record<string, unknown>, options: { who?: SignedIn | null; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: options.who?.headers ?? {},
      payload: body,
      remoteAddress: options.ip ?? '203.0.113.7',
    });
  const inbox = (query = '', who: SignedIn | null = admin) =>
    app.inject({ method: 'GET', url: `/api/user/admin/messages${query}`, headers: who?.headers ?? {} });
  const handle = (messageId: unknown, who: SignedIn | null = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/user/admin/messages/handled',
      headers: who?.headers ?? {},
      payload: messageId === undefined ? {} : { messageId },
    });
  const stored = () => app.database.db.select().from(contactMessages);

  describe('POST /api/contact', () => {
    it('stores an anonymous message and thanks the sender', async () => {
      const res = await send(message({ email: ' Pat@Example.org ' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: CONTACT_THANKS });
      expect(CONTACT_THANKS).toBe("Thanks, we'll get back to you");
      const [row] = await stored();
      expect(row).toMatchObject({ name: 'Pat Parent', email: 'pat@example.org', userId: null, handledAt: null });
      expect(row!.message).toBe(message().message);
      expect(row!.createdAt).toBeInstanceOf(Date);
      // The network address itself is not kept.
      expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    });

    it('remembers who sent it when signed in', async () => {
      expect((await send(message({ email: 'ann@example.org' }), { who: ann })).statusCode).toBe(201);
      expect((await stored())[0]!.userId).toBe(ann.user.id);
    });

    it.each([
      [{ name: '  ' }, 'body.name: Please tell us your name'],
      [{ email: 'not an email' }, 'body.email: Please enter a valid email address'],
      [{ message: '' }, 'body.message: Please write a message'],
      [{ message: 'x'.repeat(5001) }, 'body.message: '],
    ])('refuses %j naming the field, storing nothing', async (extra, error) => {
      const res = await send(message(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message.startsWith(error)).toBe(true);
      expect(await stored()).toEqual([]);
    });

    it(`takes ${CONTACT_MESSAGES_PER_EMAIL_PER_HOUR} messages an hour from one email address`, async () => {
      for (let i = 0; i < CONTACT_MESSAGES_PER_EMAIL_PER_HOUR; i += 1) {
        expect((await send(message({ email: 'PAT@example.org' }), { ip: `198.51.100.${i}` })).statusCode).toBe(201);
      }
      const refused = await send(message(), { ip: '198.51.100.99' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: `You have sent ${CONTACT_MESSAGES_PER_EMAIL_PER_HOUR} messages from this email address in the last hour. Please wait a little before writing again.`,
        },
      });
      expect(await stored()).toHaveLength(CONTACT_MESSAGES_PER_EMAIL_PER_HOUR);
      // An hour later the address may write again.
      await app.database.db.execute(sql`update contact_messages set created_at = created_at - interval '61 minutes'`);
      expect((await send(message())).statusCode).toBe(201);
    });

    it(`takes ${CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR} messages an hour from one network address, whatever the emails`, async () => {
      for (let i = 0; i < CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR; i += 1) {
        expect((await send(message({ email: `parent${i}@example.org` }))).statusCode).toBe(201);
      }
      const refused = await send(message({ email: 'another@example.org' }));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Many messages have come from your network in the last hour/);
      // Another address is not held back.
      expect((await send(message({ email: 'another@example.org' }), { ip: '192.0.2.1' })).statusCode).toBe(201);
    });

    it('counts concurrent messages one after the other', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(message(), { ip: `198.51.100.${i}` })));
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(CONTACT_MESSAGES_PER_EMAIL_PER_HOUR);
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(6 - CONTACT_MESSAGES_PER_EMAIL_PER_HOUR);
      expect(await stored()).toHaveLength(CONTACT_MESSAGES_PER_EMAIL_PER_HOUR);
    });
  });

  describe('the admins inbox', () => {
    it('answers 401 to anonymous and 403 Unauthorized to a normal user', async () => {
      await send(message());
      const [row] = await stored();
      expect((await inbox('', null)).statusCode).toBe(401);
      expect((await handle(row!.id, null)).statusCode).toBe(401);
      for (const res of [await inbox('', ann), await handle(row!.id, ann)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Unauthorized');
      }
      expect((await stored())[0]!.handledAt).toBeNull();
    });

    it('lists open messages oldest first, marks one handled, and lists it under handled', async () => {
      await send(message({ name: 'First', email: 'a@example.org' }));
      await send(message({ name: 'Second', email: 'b@example.org' }));
      await app.database.db.execute(
        sql`update contact_messages set created_at = created_at - interval '1 minute' where name = 'First'`,
      );
      const open = (await inbox()).json();
      expect(open).toMatchObject({ page: 1, limit: 10, total: 2, open: 2 });
      expect(open.messages.map((m: { name: string }) => m.name)).toEqual(['First', 'Second']);
      expect(open.messages[0]).toMatchObject({ email: 'a@example.org', handledAt: null, handledBy: null });

      const res = await handle(open.messages[0]._id);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatchObject({ name: 'First', handledBy: { name: 'Ada Admin' } });
      expect(res.json().message.handledAt).toEqual(expect.any(String));

      const after = (await inbox()).json();
      expect(after).toMatchObject({ total: 1, open: 1 });
      expect(after.messages.map((m: { name: string }) => m.name)).toEqual(['Second']);
      const handled = (await inbox('?status=handled')).json();
      expect(handled).toMatchObject({ total: 1, open: 1, messages: [{ name: 'First', handledBy: { name: 'Ada Admin' } }] });
      expect((await inbox('?status=all')).json().total).toBe(2);
    });

    it('answers 409 for a message already handled, 404 for an unknown one and 400 without an id', async () => {
      await send(message());
      const [row] = await stored();
      expect((await handle(row!.id)).statusCode).toBe(200);
      const again = await handle(row!.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This message was already marked as handled.');
      expect((await handle('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await handle(undefined)).json().error.message).toMatch(/^body\.messageId: /);
      expect((await inbox('?status=unknown')).statusCode).toBe(400);
    });
  });
});
