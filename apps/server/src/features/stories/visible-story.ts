import { eq } from 'drizzle-orm';
import type { StoryStatus } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import { stories } from '../../platform/db/schema.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { storyNotFound } from './read.js';
import { canSeeStory } from './visibility.js';

/** What other features need to know of a story they act on (views, likes, ratings, comments, quizzes, feedback). */
export interface VisibleStory {
  id: string;
  userId: string;
  status: StoryStatus;
  title: string;
  content: string;
}

/**
 * The story if `viewer` may see it (DESIGN.md's visibility rules), else 404 'Story not found',
 * exactly as reading it would answer: a story someone may not see does not exist for them.
 */
export async function findVisibleStory(db: Db, storyId: string, viewer: AuthUser | null): Promise<VisibleStory> {
  const story = await findVisibleStoryOrNull(db, storyId, viewer);
  if (!story) throw storyNotFound();
  return story;
}

/** The same, answering null instead of throwing, for callers that report the miss their own way. */
export async function findVisibleStoryOrNull(db: Db, storyId: string, viewer: AuthUser | null): Promise<VisibleStory | null> {
  if (!isStoredId(storyId)) return null;
  const [story] = await db
    .select({ id: stories.id, userId: stories.userId, status: stories.status, title: stories.title, content: stories.content })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  return story && canSeeStory(story, viewer) ? story : null;
}
