import { saveFeedback, type FeedbackResponse } from '@storybook/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user/feedback (bearer): both steps' answers at once. */
async function saveFeedbackRequest(responses: FeedbackResponse[]): Promise<number> {
  return (await api(saveFeedback, { body: { responses } })).saved;
}

export function useSaveFeedback() {
  return useMutation({ mutationFn: saveFeedbackRequest });
}
