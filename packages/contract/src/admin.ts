import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idSchema, pageQuerySchema } from './fields.js';
import { storyListItemSchema, storyPageSchema, storyStatusSchema } from './story.js';

// Every admin call answers 403 with the message 'Unauthorized' to a non-admin (DESIGN, API);
// the web redirects to / on it (SPEC §5).

/** GET /api/user/pending-stories: stories waiting for approval, oldest first. */
export const getPendingStories = endpoint({
  method: 'GET',
  path: '/user/pending-stories',
  access: 'admin',
  response: z.object({ pendingStories: z.array(storyListItemSchema) }),
});

export const storyIdBodySchema = z.object({ storyId: idSchema });

/** A moderated story's new status: SPEC shows no answer for approve or reject. */
export const moderationResponseSchema = z.object({ _id: idSchema, status: storyStatusSchema });
export type ModerationResponse = z.infer<typeof moderationResponseSchema>;

/** POST /api/user/approve-story: a pending story becomes public. */
export const approveStory = endpoint({
  method: 'POST',
  path: '/user/approve-story',
  access: 'admin',
  body: storyIdBodySchema,
  response: moderationResponseSchema,
});

/** POST /api/user/reject-story: a pending story is rejected, or a public one taken down (SPEC §4). */
export const rejectStory = endpoint({
  method: 'POST',
  path: '/user/reject-story',
  access: 'admin',
  body: storyIdBodySchema,
  response: moderationResponseSchema,
});

/** GET /api/user/admin/public-stories: the admin's 'Public Stories' list, newest first. */
export const getAdminPublicStories = endpoint({
  method: 'GET',
  path: '/user/admin/public-stories',
  access: 'admin',
  query: pageQuerySchema,
  response: storyPageSchema,
});
