import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { StoryGrid } from '../../../components/story-grid';
import { getStoryPublicQueryOptions } from '../api/get-story-public';
import { searchStoriesQueryOptions } from '../api/search-stories';
import { isNearBottom, useNearBottom } from '../hooks/use-near-bottom';

const LOADING_MORE = 'Loading more stories...';
const NO_MORE = 'No more stories available';

/**
 * SPEC §2/§4 home list: the feed (or the search results for a non-empty query), 20 stories a page,
 * the next page fetched when the reader nears the bottom, until an empty page comes back. A failed
 * fetch leaves an empty list (SPEC §8), with a way to try again.
 */
export function StoryFeed({ query }: { query: string }) {
  const feed = useInfiniteQuery(query ? searchStoriesQueryOptions(query) : getStoryPublicQueryOptions());
  const { data, hasNextPage, isFetching, isFetchingNextPage, isError, fetchNextPage, refetch } = feed;

  const stories = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) => page.stories).filter((story) => !seen.has(story._id) && seen.add(story._id));
  }, [data]);

  // Never while another fetch runs: a next page would cancel the revalidation of a cached first page.
  const canLoadMore = Boolean(data) && hasNextPage && !isFetching && !isError;
  const loadMore = () => {
    if (canLoadMore) void fetchNextPage();
  };
  useNearBottom(loadMore);
  // A page that does not fill the window cannot be scrolled: keep loading until it does.
  useEffect(() => {
    if (canLoadMore && isNearBottom()) void fetchNextPage();
  }, [canLoadMore, fetchNextPage, data]);

  const failed = isError && !data;
  const loading = (isFetching && !data) || isFetchingNextPage;

  // The first page: a screen-tall placeholder, so nothing below it (the status line, the footer)
  // is on screen to be pushed down when the cards arrive.
  if (!data && !failed) {
    return (
      <div className="min-h-dvh">
        <p role="status" className="text-center font-semibold text-ink-soft">
          {LOADING_MORE}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <StoryGrid stories={failed ? [] : stories} label={query ? `Stories matching ${query}` : 'Stories'} />
      <div className="flex min-h-12 flex-col items-center gap-3 text-center">
        <p role="status" className="font-semibold text-ink-soft">
          {loading
            ? LOADING_MORE
            : failed
              ? ''
              : !hasNextPage
                ? stories.length === 0 && query
                  ? 'No stories found'
                  : NO_MORE
                : ''}
        </p>
        {isError && !isFetching && (
          <button type="button" className="btn-secondary" onClick={() => void (data ? fetchNextPage() : refetch())}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
