import { getUserRating } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getUserRatingQueryOptions = (storyId: string, email: string) =>
  queryOptions({
    queryKey: ['rating', storyId, 'mine', email],
    queryFn: async ({ signal }) => (await api(getUserRating, { query: { story_id: storyId, email } }, { signal })).rating,
  });

/** GET /api/user/getUserRating: this reader's own rating, null before they rate. */
export function useUserRating(storyId: string, email: string) {
  return useQuery(getUserRatingQueryOptions(storyId, email));
}
