import type { FeedbackResponse, StoryDetail } from '@storybook/contract';
import { toast } from 'react-toastify';
import { useMakeQuiz } from '../../../lib/make-quiz';
import { useSaveFeedback } from '../api/save-feedback';
import { FEEDBACK_FAILED_MESSAGE, FEEDBACK_SAVED_MESSAGE } from '../messages';

/**
 * SPEC §4 Feedback: submit sends the answers, then makes a quiz from the story and moves on to
 * the quiz review with title, storyId and the quiz text.
 */
export function useSubmitFeedback() {
  const saving = useSaveFeedback();
  const { makeQuiz, making } = useMakeQuiz();

  async function submit(story: StoryDetail, responses: FeedbackResponse[]): Promise<void> {
    try {
      await saving.mutateAsync(responses);
    } catch (error) {
      console.error('Feedback save failed', error);
      toast.error(FEEDBACK_FAILED_MESSAGE);
      return;
    }
    toast.success(FEEDBACK_SAVED_MESSAGE);
    await makeQuiz(story);
  }

  return { submit, submitting: saving.isPending || making };
}
