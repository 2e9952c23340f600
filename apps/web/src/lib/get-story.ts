import { getStory, type StoryDetail } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from './api-client';
import { takePageData } from './page-data';

/**
 * One query for a story, read by the story page and by the feedback page (its title, and its text
 * the quiz is made from): a story just read or just saved is not fetched twice. A story page that
 * came with the story in it starts from that answer.
 */
export const getStoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['story', id],
    queryFn: async ({ signal }): Promise<StoryDetail> => (await api(getStory, { params: { id } }, { signal })).story,
    initialData: () => takePageData(getStory, buildUrl(getStory, { params: { id } }))?.story,
    initialDataUpdatedAt: () => Date.now(),
  });

/** GET /api/user/story/:id (404 when missing or not the reader's to see). */
export function useStory(id: string) {
  return useQuery(getStoryQueryOptions(id));
}
