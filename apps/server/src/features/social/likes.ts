import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { findVisibleStory } from '../stories/index.js';
import { hasLiked, toggleLike } from './queries.js';

/** GET /user/checkLike: whether the caller likes a story they may see (404 otherwise). */
export async function checkLike(db: Db, viewer: AuthUser, storyId: string): Promise<{ isLiked: boolean }> {
  const story = await findVisibleStory(db, storyId, viewer);
  return { isLiked: await hasLiked(db, viewer.id, story.id) };
}

/** POST /user/postLike (SPEC §4): toggles the caller's like; answers the new state and exact count. */
export async function postLike(db: Db, viewer: AuthUser, storyId: string): Promise<{ isLiked: boolean; likes: number }> {
  const story = await findVisibleStory(db, storyId, viewer);
  return toggleLike(db, viewer.id, story.id);
}
