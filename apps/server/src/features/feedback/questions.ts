import { FEEDBACK_SCALE_LABELS, type FeedbackQuestion } from '@storybook/contract';
import type { FeedbackQuestionRow } from './queries.js';

/** The labels of a question's slider, left to right: its own, or SPEC §9's agreement scale. */
export function labelsOf(row: FeedbackQuestionRow): string[] {
  return row.options ?? [...FEEDBACK_SCALE_LABELS];
}

export function toFeedbackQuestion(row: FeedbackQuestionRow): FeedbackQuestion {
  return { _id: row.id, question: row.question, audience: row.audience, options: labelsOf(row) };
}
