import { getStory, type StoryDetail } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getStoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['story', id],
    queryFn: async ({ signal }): Promise<StoryDetail> => (await api(getStory, { params: { id } }, { signal })).story,
  });

/** GET /api/user/story/:id: the story to read (404 when missing or not the reader's to see). */
export function useStory(id: string) {
  return useQuery(getStoryQueryOptions(id));
}
