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
const answerIsAnOption = (item: { options: string[]; answer: string }) => item.options.includes(item.answer);
const notAnOption = { message: 'must be one of the options', path: ['answer'] };
/** Two options that read the same would make two right answers (or none). */
const distinctOptions = (options: string[]) => new Set(options.map((o) => o.toLowerCase())).size === options.length;
const optionsSchema = z
  .array(optionSchema)
  .min(QUIZ_MIN_OPTIONS)
  .max(QUIZ_OPTION_COUNT)
  .refine(distinctOptions, 'must all be different');

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

/**
 * POST /api/saveAttemptedQ: checks a reader's answer to one question on the server (the browser
 * never has the answers before). A signed-in reader's attempt is recorded; a reader who is not
 * signed in (a public story's quiz) gets the check only and sends no email. Once answered, the
 * right option comes back too, so the quiz can show it.
 */
export const saveAttemptedQ = endpoint({
  method: 'POST',
  path: '/saveAttemptedQ',
  access: 'optional',
  body: z.object({ questionId: idSchema, email: emailSchema.optional(), answer: optionSchema }),
  response: z.object({ isCorrect: z.boolean(), correctAnswer: z.string() }),
});

/**
 * POST /api/generateQuiz: questions about a story's text (paragraphs separated by blank lines);
 * `data` is JSON text (parseGeneratedQuiz). Spends the caller's AI budget.
 */
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

/**
 * POST /api/saveQuestion: store one question of the owner's story (SPEC: one call per question).
 * Saving the same question text again updates it instead of adding a copy. SPEC shows no answer;
 * we return the question's `_id`.
 */
export const saveQuestion = endpoint({
  method: 'POST',
  path: '/saveQuestion',
  access: 'user',
  body: saveQuestionBodySchema,
  response: z.object({ _id: idSchema }),
});
