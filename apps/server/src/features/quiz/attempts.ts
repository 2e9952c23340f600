import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { notFound, validationError } from '../../platform/http/errors.js';
import { findVisibleStoryOrNull } from '../stories/index.js';
import { findQuestion, insertAttempt } from './queries.js';

const questionNotFound = () => notFound('Question not found');

/**
 * POST /saveAttemptedQ: the server alone knows the answers, so it checks them. The reader must be
 * able to see the story (else the question does not exist for them); a signed-in reader's attempt
 * is kept. Once answered, the right option is no secret any more and comes back with the verdict.
 */
export async function checkAnswer(
  db: Db,
  viewer: AuthUser | null,
  body: { questionId: string; answer: string },
): Promise<{ isCorrect: boolean; correctAnswer: string }> {
  const question = isStoredId(body.questionId) ? await findQuestion(db, body.questionId) : undefined;
  if (!question || !(await findVisibleStoryOrNull(db, question.storyId, viewer))) throw questionNotFound();
  if (!question.options.includes(body.answer)) throw validationError('answer', "must be one of the question's options");
  const isCorrect = body.answer === question.answer;
  if (viewer) await insertAttempt(db, { questionId: question.id, userId: viewer.id, answer: body.answer, isCorrect });
  return { isCorrect, correctAnswer: question.answer };
}
