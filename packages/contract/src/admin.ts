import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { countSchema, idSchema, isoDateTimeSchema, pageQuerySchema } from './fields.js';
import { ADMIN_PAGE_SIZE } from './limits.js';
import { storyLineSchema, storyListItemSchema, storyStatusSchema } from './story.js';

// Every admin call answers 403 with the message 'Unauthorized' to a non-admin (DESIGN, API);
// the web redirects to / on it (SPEC §5).

/** A word of the review tier found when the story was saved: where, which, and why it may be rude. */
export const moderationFlagSchema = z.object({
  /** API field path, e.g. `storyList.2.line`. */
  field: z.string(),
  /** For people: 'Title', 'Paragraph 3', 'Tag 2'. */
  where: z.string(),
  /** As the author typed it. */
  word: z.string(),
  reason: z.string(),
});
export type ModerationFlag = z.infer<typeof moderationFlagSchema>;

/** `reject` refuses a pending story; `take_down` removes a public one (both leave it `rejected`). */
export const moderationActionSchema = z.enum(['approve', 'reject', 'take_down']);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** One admin decision on a story: who, when, what, and the status before and after. */
export const moderationDecisionSchema = z.object({
  action: moderationActionSchema,
  previousStatus: storyStatusSchema,
  status: storyStatusSchema,
  /** Null when the admin's account is gone. */
  admin: z.object({ name: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** A story as the admin reviews it: the list item, its lines with pictures, flags and decisions. */
export const adminStorySchema = storyListItemSchema.extend({
  storyList: z.array(storyLineSchema),
  flags: z.array(moderationFlagSchema),
  /** Oldest first. */
  decisions: z.array(moderationDecisionSchema),
});
export type AdminStory = z.infer<typeof adminStorySchema>;

/** Admin lists page like the home variant; `limit` defaults to ADMIN_PAGE_SIZE. */
export const adminPageQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(ADMIN_PAGE_SIZE),
});

const pageFields = { page: z.number().int().min(1), limit: z.number().int().min(1), total: countSchema };

/** GET /api/user/pending-stories: stories waiting for approval, oldest first (SPEC §7 `pendingStories`). */
export const getPendingStories = endpoint({
  method: 'GET',
  path: '/user/pending-stories',
  access: 'admin',
  query: adminPageQuerySchema,
  response: z.object({ pendingStories: z.array(adminStorySchema), ...pageFields }),
});

export const storyIdBodySchema = z.object({ storyId: idSchema });

/** A moderated story's new status and the decision recorded: SPEC shows no answer for approve or reject. */
export const moderationResponseSchema = z.object({
  _id: idSchema,
  status: storyStatusSchema,
  decision: moderationDecisionSchema,
});
export type ModerationResponse = z.infer<typeof moderationResponseSchema>;

/** POST /api/user/approve-story: a pending story becomes public (409 for any other status). */
export const approveStory = endpoint({
  method: 'POST',
  path: '/user/approve-story',
  access: 'admin',
  body: storyIdBodySchema,
  response: moderationResponseSchema,
});

/**
 * POST /api/user/reject-story: a pending story is rejected, or a public one taken down (SPEC §4);
 * 409 for a story already rejected.
 */
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
  query: adminPageQuerySchema,
  response: z.object({ stories: z.array(adminStorySchema), ...pageFields }),
});
