import { HOME_PAGE_SIZE, searchStories, type StoryFeedPage } from '@storybook/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FIRST_PAGE, nextPageParam } from './feed-pages';

/** GET /api/user/searchStories: public stories matching `query` (trimmed, never blank), a page at a time. */
export const searchStoriesQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['stories', 'search', query],
    queryFn: ({ pageParam, signal }): Promise<StoryFeedPage> =>
      api(searchStories, { query: { query, ...pageParam, limit: HOME_PAGE_SIZE } }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });
