import { getPendingStories } from '@storybook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReviewPage } from './review-page';

const getPendingStoriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'pending', { page }],
    queryFn: async ({ signal }): Promise<ReviewPage> => {
      const { pendingStories, ...rest } = await api(getPendingStories, { query: { page } }, { signal });
      return { stories: pendingStories, ...rest };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/user/pending-stories: the queue, oldest first. */
export function usePendingStories(page: number) {
  return useQuery(getPendingStoriesQueryOptions(page));
}
