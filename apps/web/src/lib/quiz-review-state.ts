import { z } from 'zod';

/**
 * SPEC §2 Quiz review: the navigation state that carries a generated quiz to /generateQuiz/{storyId}
 * (from the feedback page, or the story page's 'Make a quiz'). `quiz` is the JSON text
 * POST /generateQuiz answered; null when no quiz could be made.
 */
const quizReviewStateSchema = z.object({
  title: z.string(),
  storyId: z.string().min(1),
  quiz: z.string().nullable(),
});
export type QuizReviewState = z.infer<typeof quizReviewStateSchema>;

/** The state as the review page may trust it, or null when it is missing or not this shape. */
export function readQuizReviewState(state: unknown): QuizReviewState | null {
  const parsed = quizReviewStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

export const quizReviewPath = (storyId: string) => `/generateQuiz/${encodeURIComponent(storyId)}`;
