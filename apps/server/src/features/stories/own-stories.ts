import type { StoryList } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { listOwnStories } from './list-queries.js';
import { toStoryListItem } from './wire.js';

/** GET /user/getStories (SPEC §2 My stories): the caller's stories of every status; the tabs filter them. */
export async function readOwnStories(db: Db, viewer: AuthUser): Promise<StoryList> {
  return { stories: (await listOwnStories(db, viewer.id)).map(toStoryListItem) };
}
