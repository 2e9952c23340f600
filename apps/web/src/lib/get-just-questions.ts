import { getJustQuestions, type Question } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const getJustQuestionsQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: ['quiz', storyId],
    queryFn: async ({ signal }): Promise<Question[]> =>
      (await api(getJustQuestions, { query: { storyId } }, { signal })).questions,
  });

/** GET /api/getJustQuestions: a story's questions and options; the answers stay on the server. */
export function useJustQuestions(storyId: string) {
  return useQuery(getJustQuestionsQueryOptions(storyId));
}
