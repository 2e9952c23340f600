import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { emailSchema, idSchema, nonBlank } from './fields.js';
import {
  QUIZ_MIN_OPTIONS,
  QUIZ_OPTION_COUNT,
  QUIZ_OPTION_MAX_LENGTH,
  QUIZ_QUESTION_MAX_LENGTH,
  STORY_CONTENT_MAX_LENGTH,
} from './limits.js';

/** A stored quiz question as the quiz page reads it: no answer. */
export const questionSchema = z.object({
  _id: idSchema,
  question: z.string(),
  options: z.array(z.string()),
});
export type Question = z.infer<typeof questionSchema>;

const questionTextSchema = nonBlank(QUIZ_QUESTION_MAX_LENGTH);
const optionSchema = nonBlank(QUIZ_OPTION_MAX_LENGTH);
const optionsSchema = z.array(optionSchema).min(QUIZ_MIN_OPTIONS).max(QUIZ_OPTION_COUNT);
const answerIsAnOption = (item: { options: string[]; answer: string }) => item.options.includes(item.answer);
const notAnOption = { message: 'must be one of the options', path: ['answer'] };

/** A generated question (options a to d); `answer` is the correct option's text. */
export const generatedQuizItemSchema = z
  .object({ question: questionTextSchema, options: optionsSchema, answer: optionSchema })
  .refine(answerIsAnOption, notAnOption);
export type GeneratedQuizItem = z.infer<typeof generatedQuizItemSchema>;

/**
 * Reads the JSON text `POST /generateQuiz` answers in `data`. SPEC §8: an unparsable quiz gives an
 * empty list; items that are not well-formed questions are dropped.
 */
export function parseGeneratedQuiz(data: string): GeneratedQuizItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item) => {
    const result = generatedQuizItemSchema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

/** GET /api/getJustQuestions: a story's saved quiz, without the answers. */
export const getJustQuestions = endpoint({
  method: 'GET',
  path: '/getJustQuestions',
  access: 'optional',
  query: z.object({ storyId: idSchema }),
  response: z.object({ questions: z.array(questionSchema) }),
});

/** POST /api/saveAttemptedQ: record the user's answer to one question and say if it is right. */
export const saveAttemptedQ = endpoint({
  method: 'POST',
  path: '/saveAttemptedQ',
  access: 'user',
  body: z.object({ questionId: idSchema, email: emailSchema, answer: optionSchema }),
  response: z.object({ isCorrect: z.boolean() }),
});

/** POST /api/generateQuiz: questions about a story's text; `data` is JSON text (parseGeneratedQuiz). */
export const generateQuiz = endpoint({
  method: 'POST',
  path: '/generateQuiz',
  access: 'user',
  body: z.object({ content: nonBlank(STORY_CONTENT_MAX_LENGTH) }),
  response: z.object({ data: z.string() }),
});

export const saveQuestionBodySchema = z
  .object({ storyId: idSchema, question: questionTextSchema, answer: optionSchema, options: optionsSchema })
  .refine(answerIsAnOption, notAnOption);
export type SaveQuestionBody = z.infer<typeof saveQuestionBodySchema>;

/** POST /api/saveQuestion: store one question of the owner's story. SPEC shows no answer; its `_id`. */
export const saveQuestion = endpoint({
  method: 'POST',
  path: '/saveQuestion',
  access: 'user',
  body: saveQuestionBodySchema,
  response: z.object({ _id: idSchema }),
});
