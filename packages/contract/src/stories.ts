import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { countSchema, cursorSchema, emailSchema, idSchema, mediaUrlSchema, nonBlank, pageQuerySchema } from './fields.js';
import {
  FIRST_VERSION_MAX_IMAGES,
  MAX_STORY_LINES,
  PARAGRAPH_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  STORY_CONTENT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './limits.js';
import { saveStatusSchema, storyDetailSchema, storyFeedPageSchema, storyListSchema, tagListSchema } from './story.js';

/** One storyList entry of a save: a line, its picture, and its index as `id`. */
export const saveStoryLineSchema = z.object({
  /** May be blank: only lines with text are saved (SPEC §5). */
  line: z.string().trim().max(PARAGRAPH_MAX_LENGTH),
  image: mediaUrlSchema.nullable().optional(),
  id: z.number().int().min(0),
});

/**
 * SPEC §3 save payload (current version); the first version also sends `images`. A discard
 * (status `rejected`, SPEC §4) may come before there is a title or any text, so only a story that
 * is kept needs a title, a prompt and at least one line with text.
 */
export const saveStoryBodySchema = z
  .object({
    email: emailSchema,
    title: z.string().trim().max(TITLE_MAX_LENGTH),
    /** Paragraphs joined by a blank line; when blank, the saved lines make it. */
    content: z.string().trim().max(STORY_CONTENT_MAX_LENGTH),
    storyList: z.array(saveStoryLineSchema).max(MAX_STORY_LINES),
    prompt: z.string().trim().max(PROMPT_MAX_LENGTH),
    /** The chosen image, else the first saved line's; absent when the story has no pictures. */
    thumbnail: mediaUrlSchema.nullable().optional(),
    /** `public` may be stored as `pending` while it waits for an admin (DESIGN, Security). */
    status: saveStatusSchema.default('public'),
    tag: tagListSchema,
    images: z.array(mediaUrlSchema).max(FIRST_VERSION_MAX_IMAGES).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected') return;
    const blank = 'must not be blank';
    if (!body.title) ctx.addIssue({ code: 'custom', path: ['title'], message: blank });
    if (!body.prompt) ctx.addIssue({ code: 'custom', path: ['prompt'], message: blank });
    if (!body.storyList.some((entry) => entry.line)) {
      ctx.addIssue({ code: 'custom', path: ['storyList'], message: 'must have at least one line with text' });
    }
  });
export type SaveStoryBody = z.infer<typeof saveStoryBodySchema>;

export const saveStoryResponseSchema = z.object({ id: idSchema });

/** POST /api/user/save: store a story (also a discard, with status `rejected`). */
export const saveStory = endpoint({
  method: 'POST',
  path: '/user/save',
  access: 'user',
  body: saveStoryBodySchema,
  response: saveStoryResponseSchema,
});

/**
 * SPEC's `page` and `limit`, plus `after`: the `next` cursor of the page before. With `after` the
 * page starts right after that story (by key, so arrivals shift nothing); `page` is then only echoed.
 */
export const feedQuerySchema = pageQuerySchema.extend({ after: cursorSchema.optional() });

export const getStoryPublicQuerySchema = feedQuerySchema.extend({ email: emailSchema.optional() });

/** GET /api/user/getStoryPublic: the home feed, public stories newest first (ties by id), a page at a time. */
export const getStoryPublic = endpoint({
  method: 'GET',
  path: '/user/getStoryPublic',
  access: 'optional',
  query: getStoryPublicQuerySchema,
  response: storyFeedPageSchema,
});

export const searchStoriesQuerySchema = feedQuerySchema.extend({
  email: emailSchema.optional(),
  /** Words to find in titles, text and tags. The client lists everything for a blank query. */
  query: nonBlank(SEARCH_QUERY_MAX_LENGTH),
});

/**
 * GET /api/user/searchStories: public stories holding every word of `query` (any order; quotes and
 * punctuation are ignored), best matches first (title, then tags, then text), ties newest first,
 * among the SEARCH_TOTAL_CAP newest matches. `total` counts those: equal to the cap means "at least".
 */
export const searchStories = endpoint({
  method: 'GET',
  path: '/user/searchStories',
  access: 'optional',
  query: searchStoriesQuerySchema,
  response: storyFeedPageSchema,
});

export const emailQuerySchema = z.object({ email: emailSchema });

/** GET /api/user/getLikedStories: stories the signed-in user liked and may still read, last liked first. */
export const getLikedStories = endpoint({
  method: 'GET',
  path: '/user/getLikedStories',
  access: 'user',
  query: emailQuerySchema,
  response: storyListSchema,
});

/** GET /api/user/getStories: the signed-in user's own stories, every status (tabs filter them), newest first. */
export const getStories = endpoint({
  method: 'GET',
  path: '/user/getStories',
  access: 'user',
  query: emailQuerySchema,
  response: storyListSchema,
});

export const storyIdParamsSchema = z.object({ id: idSchema });

/** GET /api/user/story/:id: one story to read; 404 when missing or not the caller's to see. */
export const getStory = endpoint({
  method: 'GET',
  path: '/user/story/:id',
  access: 'optional',
  params: storyIdParamsSchema,
  response: z.object({ story: storyDetailSchema }),
});

/**
 * POST /api/user/addView: count one reading. A reader's repeated views of a story within
 * VIEW_REPEAT_WINDOW_MS count once. SPEC shows no answer; we return the story's view count.
 */
export const addView = endpoint({
  method: 'POST',
  path: '/user/addView',
  access: 'optional',
  body: z.object({ story_id: idSchema }),
  response: z.object({ views: countSchema }),
});
