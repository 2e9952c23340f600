import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { contactMessages, users } from '../../platform/db/schema.js';
import type { ContactMessageFilter } from '@storybook/contract';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MessageWithHandler {
  message: ContactMessageRow;
  handledByName: string | null;
}

/**
 * Stores a message unless its sender already sent `limits` in the window. The sender's email and
 * address are locked for the transaction, so concurrent sends are counted one after the other and
 * the limit holds across servers sharing the database.
 */
export async function insertWithinLimits(
  db: Db,
  values: NewContactMessage & { email: string; senderKey: string },
  limits: { perEmail: number; perSender: number; since: Date },
): Promise<ContactMessageRow | 'email' | 'sender'> {
  return db.transaction(async (tx) => {
    const email = values.email.toLowerCase();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-email:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-sender:${values.senderKey}`}))`);
    const recent = (where: SQL) => countMessages(tx, and(where, gt(contactMessages.createdAt, limits.since))!);
    if ((await recent(sql`lower(${contactMessages.email}) = ${email}`)) >= limits.perEmail) return 'email';
    if ((await recent(eq(contactMessages.senderKey, values.senderKey))) >= limits.perSender) return 'sender';
    const [row] = await tx.insert(contactMessages).values(values).returning();
    return row!;
  });
}

async function countMessages(tx: Tx, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(contactMessages).where(where);
  return row?.n ?? 0;
}

const filters: Record<ContactMessageFilter, SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** A page of messages: open ones oldest first (a queue), handled or all newest first. */
export async function listMessages(
  db: Db,
  filter: ContactMessageFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageWithHandler[]; total: number; open: number }> {
  const where = filters[filter];
  const order =
    filter === 'open'
      ? [asc(contactMessages.createdAt), asc(contactMessages.id)]
      : [desc(contactMessages.createdAt), desc(contactMessages.id)];
  const [rows, [counted], [open]] = await Promise.all([
    db
      .select({ message: contactMessages, handledByName: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(filters.open),
  ]);
  return { rows, total: counted?.n ?? 0, open: open?.n ?? 0 };
}

/** Marks an open message handled; undefined when there is no such message or it was already handled. */
export async function markHandled(db: Db, messageId: string, adminId: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: new Date(), handledBy: adminId })
    .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)))
    .returning();
  return row;
}

export async function findMessage(db: Db, messageId: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId)).limit(1);
  return row;
}
