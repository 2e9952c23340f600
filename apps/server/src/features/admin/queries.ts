import type { StoryStatus } from '@storybook/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { moderationDecisions, stories, storyLines, users } from '../../platform/db/schema.js';
import type { StoryLineRow, StoryWithAuthor } from '../stories/index.js';

export type DecisionRow = typeof moderationDecisions.$inferSelect;

export interface DecisionWithAdmin {
  decision: DecisionRow;
  adminName: string | null;
}

/**
 * One page of stories of a status with their authors: pending ones oldest first (a queue), public
 * ones newest published first. Ties are broken by id so pages never repeat or skip a story.
 */
export async function listStoriesByStatus(
  db: Db,
  status: 'pending' | 'public',
  page: { offset: number; limit: number },
): Promise<{ rows: StoryWithAuthor[]; total: number }> {
  const order =
    status === 'pending'
      ? [asc(stories.createdAt), asc(stories.id)]
      : [desc(stories.publishingDate), desc(stories.createdAt), desc(stories.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ story: stories, author: { name: users.name, avatarUrl: users.avatarUrl } })
      .from(stories)
      .innerJoin(users, eq(users.id, stories.userId))
      .where(eq(stories.status, status))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(stories).where(eq(stories.status, status)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The lines of several stories, in reading order. */
export async function listLinesOf(db: Db, storyIds: string[]): Promise<StoryLineRow[]> {
  if (storyIds.length === 0) return [];
  return db
    .select()
    .from(storyLines)
    .where(inArray(storyLines.storyId, storyIds))
    .orderBy(asc(storyLines.storyId), asc(storyLines.position));
}

/** The decisions on several stories, oldest first, with the deciding admin's name. */
export async function listDecisionsOf(db: Db, storyIds: string[]): Promise<DecisionWithAdmin[]> {
  if (storyIds.length === 0) return [];
  return db
    .select({ decision: moderationDecisions, adminName: users.name })
    .from(moderationDecisions)
    .leftJoin(users, eq(users.id, moderationDecisions.adminId))
    .where(inArray(moderationDecisions.storyId, storyIds))
    .orderBy(asc(moderationDecisions.createdAt), asc(moderationDecisions.id));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` in a transaction. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** A story's status, locked until the transaction ends so two admins cannot decide it at once. */
export async function lockStoryStatus(tx: Tx, storyId: string): Promise<StoryStatus | undefined> {
  const [row] = await tx.select({ status: stories.status }).from(stories).where(eq(stories.id, storyId)).for('update');
  return row?.status;
}

/** Sets the new status (and the publishing date when it is published) and records the decision. */
export async function recordDecision(
  tx: Tx,
  values: Omit<typeof moderationDecisions.$inferInsert, 'id'> & { createdAt: Date },
): Promise<DecisionRow> {
  await tx
    .update(stories)
    .set({ status: values.status, ...(values.action === 'approve' && { publishingDate: values.createdAt }) })
    .where(and(eq(stories.id, values.storyId), eq(stories.status, values.previousStatus)));
  const [decision] = await tx.insert(moderationDecisions).values(values).returning();
  return decision!;
}
