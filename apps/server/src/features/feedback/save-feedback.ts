import type { SaveFeedbackBody } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { validationError } from '../../platform/http/errors.js';
import { findVisibleStoryOrNull } from '../stories/index.js';
import { listFeedbackQuestions, upsertResponses } from './queries.js';
import { labelsOf } from './questions.js';

/**
 * POST /user/feedback: every response must be the caller's own (the access rule checks each
 * response's email), name a question of the questionnaire, a story the caller may see, and one of
 * that question's labels; otherwise nothing is stored and the answer is 400 naming the first bad
 * field. A second answer to the same question
 * for the same story replaces the first, so a parent can re-submit after a failure or change
 * their mind.
 */
export async function saveFeedback(db: Db, user: AuthUser, body: SaveFeedbackBody): Promise<{ saved: number }> {
  const questions = new Map((await listFeedbackQuestions(db)).map((row) => [row.id, row]));
  const stories = new Map<string, boolean>();
  const seen = new Set<string>();

  for (const [i, response] of body.responses.entries()) {
    const field = (name: string) => `responses.${i}.${name}`;
    const question = isStoredId(response.feedbackQuestionId) ? questions.get(response.feedbackQuestionId) : undefined;
    if (!question) throw validationError(field('feedbackQuestionId'), 'must name a feedback question');

    if (!stories.has(response.storyId)) {
      stories.set(response.storyId, (await findVisibleStoryOrNull(db, response.storyId, user)) !== null);
    }
    if (!stories.get(response.storyId)) throw validationError(field('storyId'), 'must name a story you can see');

    const labels = labelsOf(question);
    if (!labels.includes(response.answer)) throw validationError(field('answer'), `must be one of: ${labels.join(', ')}`);

    const key = `${question.id}:${response.storyId}`;
    if (seen.has(key)) throw validationError(field('feedbackQuestionId'), 'is answered twice for this story');
    seen.add(key);
  }

  await upsertResponses(
    db,
    body.responses.map((r) => ({
      feedbackQuestionId: r.feedbackQuestionId,
      userId: user.id,
      storyId: r.storyId,
      answer: r.answer,
    })),
  );
  return { saved: body.responses.length };
}
