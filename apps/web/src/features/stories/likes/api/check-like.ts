import { checkLike } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const checkLikeQueryOptions = (storyId: string, email: string) =>
  queryOptions({
    queryKey: ['like', storyId, email],
    queryFn: async ({ signal }) => (await api(checkLike, { query: { story_id: storyId, email } }, { signal })).isLiked,
  });

/** GET /api/user/checkLike: has this reader liked the story. */
export function useIsLiked(storyId: string, email: string) {
  return useQuery(checkLikeQueryOptions(storyId, email));
}
