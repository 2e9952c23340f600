import { getStory, type StoryDetail } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getFeedbackStoryQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: ['story', storyId],
    queryFn: async ({ signal }): Promise<StoryDetail> => (await api(getStory, { params: { id: storyId } }, { signal })).story,
  });

/** GET /api/user/story/{id}: the story being reviewed, for its title and its text (the quiz is made from it). */
export function useFeedbackStory(storyId: string) {
  return useQuery(getFeedbackStoryQueryOptions(storyId));
}
