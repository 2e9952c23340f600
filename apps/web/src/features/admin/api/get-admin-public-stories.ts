import { getAdminPublicStories } from '@storybook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReviewPage } from './review-page';

const getAdminPublicStoriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'public', { page }],
    queryFn: async ({ signal }): Promise<ReviewPage> => api(getAdminPublicStories, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/user/admin/public-stories: what readers see now, newest first. */
export function useAdminPublicStories(page: number) {
  return useQuery(getAdminPublicStoriesQueryOptions(page));
}
