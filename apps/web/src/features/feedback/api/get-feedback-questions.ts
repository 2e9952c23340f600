import { getFeedbackQuestions, type FeedbackQuestion } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getFeedbackQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['feedbackQuestions'],
    queryFn: async ({ signal }): Promise<FeedbackQuestion[]> =>
      (await api(getFeedbackQuestions, undefined, { signal })).questions,
    // The questionnaire is seeded with the database: it does not change while the app runs.
    staleTime: Infinity,
  });

/** GET /api/user/feedbackQuestions: parent questions, then child questions. */
export function useFeedbackQuestions() {
  return useQuery(getFeedbackQuestionsQueryOptions());
}
