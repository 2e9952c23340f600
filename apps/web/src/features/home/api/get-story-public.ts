import { getStoryPublic, HOME_PAGE_SIZE, type StoryFeedPage } from '@storybook/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readCachedStories, writeCachedStories } from './cached-stories';
import { nextPageParam, FIRST_PAGE, type FeedPageParam } from './feed-pages';

export const getStoryPublicQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['stories', 'feed'],
    queryFn: async ({ pageParam, signal }): Promise<StoryFeedPage> => {
      const page = await api(getStoryPublic, { query: { ...pageParam, limit: HOME_PAGE_SIZE } }, { signal });
      if (pageParam.page === FIRST_PAGE.page) writeCachedStories(page.stories);
      return page;
    },
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    // Stale-while-revalidate: the cached first page shows at once and is refetched on mount, so
    // the fresh page (with any newer stories) replaces it as soon as it arrives.
    initialData: () => {
      const cached = readCachedStories();
      if (!cached) return undefined;
      // Where the cached page ends is unknown: the fresh first page brings its own cursor.
      const page: StoryFeedPage = { stories: cached, page: 1, limit: HOME_PAGE_SIZE, total: cached.length, next: null };
      return { pages: [page], pageParams: [FIRST_PAGE] as FeedPageParam[] };
    },
    initialDataUpdatedAt: 0,
  });
