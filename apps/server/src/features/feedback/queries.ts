import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { feedbackQuestions, feedbackResponses } from '../../platform/db/schema.js';

export type FeedbackQuestionRow = typeof feedbackQuestions.$inferSelect;

/** The questionnaire: parent questions, then child questions, each in order. */
export async function listFeedbackQuestions(db: Db): Promise<FeedbackQuestionRow[]> {
  return db.select().from(feedbackQuestions).orderBy(asc(feedbackQuestions.audience), asc(feedbackQuestions.position));
}

/** Stores answers; an answer to a question already answered for that story replaces it. */
export async function upsertResponses(
  db: Db,
  rows: { feedbackQuestionId: string; userId: string; storyId: string; answer: string }[],
): Promise<void> {
  await db
    .insert(feedbackResponses)
    .values(rows)
    .onConflictDoUpdate({
      target: [feedbackResponses.feedbackQuestionId, feedbackResponses.userId, feedbackResponses.storyId],
      set: { answer: sql`excluded.answer`, createdAt: sql`now()` },
    });
}
