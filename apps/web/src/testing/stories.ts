import type { StoryDetail, StoryFeedPage, StoryListItem, StoryPage } from '@storybook/contract';

let counter = 0;

/** A story as a list returns it; every call a new id. */
export function buildStory(overrides: Partial<StoryListItem> = {}): StoryListItem {
  counter += 1;
  return {
    _id: `s${counter}`,
    title: `Story number ${counter}`,
    content: `Once upon a time there was story ${counter}.\n\nIt ended happily.`,
    tag: ['adventure'],
    thumbnail: `/media/ab/${'ab'.padEnd(64, String(counter % 10))}.webp`,
    status: 'public',
    views: 3,
    likes: 2,
    user: { name: 'Ann Author' },
    authorAvatar: null,
    publishingDate: '2026-11-22T10:00:00.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function buildStories(count: number, overrides: Partial<StoryListItem> = {}): StoryListItem[] {
  return Array.from({ length: count }, () => buildStory(overrides));
}

/** A story opened for reading: six lines, each with a picture. */
export function buildStoryDetail(overrides: Partial<StoryDetail> = {}): StoryDetail {
  const base = buildStory();
  const storyList = Array.from({ length: 6 }, (_, index) => ({
    line: `Paragraph ${index + 1} of the story, where something lovely happens.`,
    image: `/media/c${index}/c${index}${'0'.repeat(62)}.webp`,
  }));
  return { ...base, storyList, content: storyList.map((entry) => entry.line).join('\n\n'), isOwner: false, ...overrides };
}

/** The `page`-th page (from 1) of `limit` stories out of `all`, as the paged list calls answer. */
export function pageOf(all: StoryListItem[], page: number, limit: number): StoryPage {
  return { stories: all.slice((page - 1) * limit, page * limit), page, limit, total: all.length };
}

/**
 * A feed or search page as the server answers it: after the story whose cursor is `after` (the
 * page number counts only without one), with `next` the cursor of its last story, null at the end.
 */
export function feedPageOf(all: StoryListItem[], query: URLSearchParams): StoryFeedPage {
  const limit = Number(query.get('limit'));
  const page = Number(query.get('page') ?? 1);
  const after = query.get('after');
  const start = after ? all.findIndex((story) => `after-${story._id}` === after) + 1 : (page - 1) * limit;
  const stories = all.slice(start, start + limit);
  const more = start + limit < all.length;
  return { stories, page, limit, total: all.length, next: more ? `after-${stories.at(-1)!._id}` : null };
}
