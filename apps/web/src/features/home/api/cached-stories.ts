import { storyListItemSchema, type StoryListItem } from '@storybook/contract';
import { z } from 'zod';
import { getStored, setStored } from '../../../lib/storage';

/** The cache only draws cards: a card's excerpt needs the start of the text, not all of it. */
const CACHED_CONTENT_LENGTH = 400;

const cachedStoriesSchema = z.array(storyListItemSchema);

/**
 * SPEC §3/§7's cached 'stories' entry: the first page of the feed as last seen, shown at once on
 * the next visit while the fresh page is fetched (stale-while-revalidate). A missing or damaged
 * entry is no cache at all.
 */
export function readCachedStories(): StoryListItem[] | null {
  const text = getStored('stories');
  if (!text) return null;
  try {
    const parsed = cachedStoriesSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedStories(stories: StoryListItem[]): void {
  const trimmed = stories.map((story) => ({ ...story, content: story.content.slice(0, CACHED_CONTENT_LENGTH) }));
  try {
    setStored('stories', JSON.stringify(trimmed));
  } catch {
    // A full or disabled storage only costs the next visit its head start.
  }
}
