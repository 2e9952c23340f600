import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { quizAttempts, quizQuestions, stories } from '../../platform/db/schema.js';

export type QuestionRow = typeof quizQuestions.$inferSelect;

/** A story's questions in the order they were saved, without their answers. */
export async function listQuestions(db: Db, storyId: string): Promise<{ id: string; question: string; options: string[] }[]> {
  return db
    .select({ id: quizQuestions.id, question: quizQuestions.question, options: quizQuestions.options })
    .from(quizQuestions)
    .where(eq(quizQuestions.storyId, storyId))
    .orderBy(asc(quizQuestions.createdAt), asc(quizQuestions.id));
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id)).limit(1);
  return row;
}

export type SaveOutcome = { id: string } | { full: true };

/**
 * Stores a question of a story, or updates the one with the same text. The story's row is locked
 * for the transaction, so two saves at once neither copy a question nor pass the limit together.
 */
export async function saveQuestionRow(
  db: Db,
  values: { storyId: string; question: string; options: string[]; answer: string },
  limit: number,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: stories.id }).from(stories).where(eq(stories.id, values.storyId)).for('update');
    const [same] = await tx
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.storyId, values.storyId), eq(quizQuestions.question, values.question)))
      .limit(1);
    if (same) {
      await tx.update(quizQuestions).set({ options: values.options, answer: values.answer }).where(eq(quizQuestions.id, same.id));
      return { id: same.id };
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(quizQuestions)
      .where(eq(quizQuestions.storyId, values.storyId));
    if (n >= limit) return { full: true };
    const [row] = await tx.insert(quizQuestions).values(values).returning({ id: quizQuestions.id });
    return { id: row!.id };
  });
}

export async function insertAttempt(
  db: Db,
  values: { questionId: string; userId: string; answer: string; isCorrect: boolean },
): Promise<void> {
  await db.insert(quizAttempts).values(values);
}
