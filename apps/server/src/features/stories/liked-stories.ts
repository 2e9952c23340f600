import type { StoryList } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { listLikedStories } from './list-queries.js';
import { toStoryListItem } from './wire.js';

/**
 * GET /user/getLikedStories (SPEC §2 Liked Stories): what the caller liked, last liked first,
 * leaving out stories that have since become private, pending or rejected for someone else's eyes.
 */
export async function readLikedStories(db: Db, viewer: AuthUser): Promise<StoryList> {
  return { stories: (await listLikedStories(db, viewer)).map(toStoryListItem) };
}
