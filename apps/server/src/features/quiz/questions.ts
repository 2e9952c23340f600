import { MAX_QUIZ_QUESTIONS, type Question, type SaveQuestionBody } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { conflict, forbidden } from '../../platform/http/errors.js';
import { requireFriendly } from '../moderation/index.js';
import { findVisibleStory } from '../stories/index.js';
import { listQuestions, saveQuestionRow } from './queries.js';

/**
 * POST /saveQuestion: only the story's owner adds to its quiz (anyone else: 404 if they may not
 * see the story, 403 if they may). Readers will see the text, so it passes the word list.
 */
export async function saveQuestion(db: Db, user: AuthUser, body: SaveQuestionBody): Promise<{ _id: string }> {
  const story = await findVisibleStory(db, body.storyId, user);
  if (story.userId !== user.id) throw forbidden("Only the story's author can add questions to its quiz.");
  requireFriendly(
    [
      { field: 'question', text: body.question, subject: 'the question' },
      ...body.options.map((text, i) => ({ field: `options.${i}`, text, subject: 'this option' })),
    ],
    'quizzes',
  );
  const saved = await saveQuestionRow(
    db,
    { storyId: story.id, question: body.question, options: body.options, answer: body.answer },
    MAX_QUIZ_QUESTIONS,
  );
  if ('full' in saved) throw conflict(`A story's quiz can hold ${MAX_QUIZ_QUESTIONS} questions at most.`);
  return { _id: saved.id };
}

/** GET /getJustQuestions: a story's questions and options, never the answers. */
export async function questionsOf(db: Db, storyId: string, viewer: AuthUser | null): Promise<Question[]> {
  const story = await findVisibleStory(db, storyId, viewer);
  const rows = await listQuestions(db, story.id);
  return rows.map((row) => ({ _id: row.id, question: row.question, options: row.options }));
}
