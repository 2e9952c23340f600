import type { StoryRating } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { findVisibleStory } from '../stories/index.js';
import { findRating, ratingSummary, upsertRating } from './queries.js';

/** GET /user/getStoryRating: the average and number of ratings of a story the viewer may see. */
export async function getStoryRating(db: Db, viewer: AuthUser | null, storyId: string): Promise<StoryRating> {
  const story = await findVisibleStory(db, storyId, viewer);
  return ratingSummary(db, story.id);
}

/** GET /user/getUserRating: the caller's own rating (null before the first). */
export async function getUserRating(db: Db, viewer: AuthUser, storyId: string): Promise<{ rating: number | null }> {
  const story = await findVisibleStory(db, storyId, viewer);
  return { rating: await findRating(db, viewer.id, story.id) };
}

/** POST /user/addRating: one rating per user per story (1 to 5); rating again replaces it. */
export async function addRating(
  db: Db,
  viewer: AuthUser,
  storyId: string,
  rating: number,
): Promise<StoryRating & { rating: number }> {
  const story = await findVisibleStory(db, storyId, viewer);
  await upsertRating(db, viewer.id, story.id, rating);
  return { ...(await ratingSummary(db, story.id)), rating };
}
