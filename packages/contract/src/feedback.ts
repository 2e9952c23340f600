import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { countSchema, emailSchema, idSchema, nonBlank } from './fields.js';
import { FEEDBACK_ANSWER_MAX_LENGTH, MAX_FEEDBACK_RESPONSES } from './limits.js';

/** SPEC §9: the agreement scale (slider 0 to 4); answers default to 'Neutral'. */
export const FEEDBACK_SCALE_LABELS = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'] as const;
export const FEEDBACK_DEFAULT_ANSWER = 'Neutral';

/** Step 1 asks the parent, step 2 the child (SPEC §2 Feedback). */
export const feedbackAudienceSchema = z.enum(['parent', 'child']);
export type FeedbackAudience = z.infer<typeof feedbackAudienceSchema>;

export const feedbackQuestionSchema = z.object({
  _id: idSchema,
  question: z.string(),
  audience: feedbackAudienceSchema,
  /** The slider's labels; FEEDBACK_SCALE_LABELS unless the question has its own. */
  options: z.array(z.string()).min(2),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestionSchema>;

/** GET /api/user/feedbackQuestions: the questionnaire, parent questions then child questions. */
export const getFeedbackQuestions = endpoint({
  method: 'GET',
  path: '/user/feedbackQuestions',
  access: 'public',
  response: z.object({ questions: z.array(feedbackQuestionSchema) }),
});

/** One answer; `answer` is one of the question's option labels (the server checks which). */
export const feedbackResponseSchema = z.object({
  feedbackQuestionId: idSchema,
  email: emailSchema,
  storyId: idSchema,
  answer: nonBlank(FEEDBACK_ANSWER_MAX_LENGTH),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

export const saveFeedbackBodySchema = z.object({
  responses: z.array(feedbackResponseSchema).min(1).max(MAX_FEEDBACK_RESPONSES),
});
export type SaveFeedbackBody = z.infer<typeof saveFeedbackBodySchema>;

/**
 * POST /api/user/feedback: store both steps' answers. Each response names a question, a story the
 * caller may see and one of the question's labels. Answering a question again for the same story
 * replaces the earlier answer (one answer per question, user and story). SPEC shows no answer; we
 * return how many were saved.
 */
export const saveFeedback = endpoint({
  method: 'POST',
  path: '/user/feedback',
  access: 'user',
  body: saveFeedbackBodySchema,
  response: z.object({ saved: countSchema }),
});
