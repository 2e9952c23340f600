import { eq } from 'drizzle-orm';
import type { StoryStatus } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { stories } from '../../platform/db/schema.js';
import { storyNotFound } from './read.js';
import { canSeeStory } from './visibility.js';

export interface VisibleStory {
  id: string;
  userId: string;
  status: StoryStatus;
}

/**
 * The story a reader acts on (views, likes, ratings, comments), if the viewer may see it; else
 * 404 'Story not found', exactly as reading it would answer, so nothing tells that it exists.
 */
export async function requireVisibleStory(db: Db, storyId: string, viewer: AuthUser | null): Promise<VisibleStory> {
  if (!isStoredId(storyId)) throw storyNotFound();
  const [story] = await db
    .select({ id: stories.id, userId: stories.userId, status: stories.status })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  if (!story || !canSeeStory(story, viewer)) throw storyNotFound();
  return story;
}
