import type { StoryDetail } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/http/errors.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { isStoredId } from '../../platform/db/ids.js';
import { findStoryWithAuthor, listStoryLines } from './queries.js';
import { canSeeStory } from './visibility.js';
import { toStoryDetail } from './wire.js';

/** SPEC §8's wording, for a story that is missing or not the caller's to see. */
export const storyNotFound = () => notFound('Story not found');

/** GET /user/story/:id: one story with its lines, if the viewer may see it. */
export async function readStory(db: Db, storyId: string, viewer: AuthUser | null): Promise<StoryDetail> {
  if (!isStoredId(storyId)) throw storyNotFound();
  const found = await findStoryWithAuthor(db, storyId);
  if (!found || !canSeeStory(found.story, viewer)) throw storyNotFound();
  return toStoryDetail(found, await listStoryLines(db, storyId), viewer?.id === found.story.userId);
}
