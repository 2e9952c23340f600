import { getStoryRating, type StoryRating } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getStoryRatingQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: ['rating', storyId],
    queryFn: ({ signal }): Promise<StoryRating> => api(getStoryRating, { query: { story_id: storyId } }, { signal }),
  });

/** GET /api/user/getStoryRating: the story's average and how many ratings it has. */
export function useStoryRating(storyId: string) {
  return useQuery(getStoryRatingQueryOptions(storyId));
}
