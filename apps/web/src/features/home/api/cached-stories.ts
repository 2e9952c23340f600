import { storyListItemSchema, type StoryListItem } from '@storybook/contract';
import { z } from 'zod';
import { getStored, setStored } from '../../../lib/storage';

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
  // As sent: a list's `content` is already the card's excerpt (LIST_EXCERPT_LENGTH).
  try {
    setStored('stories', JSON.stringify(stories));
  } catch {
    // A full or disabled storage only costs the next visit its head start.
  }
}
