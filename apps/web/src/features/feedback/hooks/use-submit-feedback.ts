import type { FeedbackResponse, StoryDetail } from '@storybook/contract';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { quizReviewPath, type QuizReviewState } from '../../../lib/quiz-review-state';
import { useGenerateQuiz } from '../api/generate-quiz';
import { useSaveFeedback } from '../api/save-feedback';
import { FEEDBACK_FAILED_MESSAGE, FEEDBACK_SAVED_MESSAGE } from '../messages';

/**
 * SPEC §4 Feedback: submit sends the answers, then makes a quiz from the story and moves on to
 * the quiz review with title, storyId and the quiz text. If no quiz could be made the review page
 * says 'Missing quiz data!' and goes on to the story, so the parent is never stuck here.
 */
export function useSubmitFeedback() {
  const navigate = useNavigate();
  const saving = useSaveFeedback();
  const generating = useGenerateQuiz();

  async function submit(story: StoryDetail, responses: FeedbackResponse[]): Promise<void> {
    try {
      await saving.mutateAsync(responses);
    } catch (error) {
      console.error('Feedback save failed', error);
      toast.error(FEEDBACK_FAILED_MESSAGE);
      return;
    }
    toast.success(FEEDBACK_SAVED_MESSAGE);
    let quiz: string | null = null;
    try {
      quiz = await generating.mutateAsync(story.content);
    } catch (error) {
      console.error('Quiz generation failed', error);
    }
    const state: QuizReviewState = { title: story.title, storyId: story._id, quiz };
    navigate(quizReviewPath(story._id), { state });
  }

  return { submit, submitting: saving.isPending || generating.isPending };
}
