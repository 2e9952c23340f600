import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { countSchema, emailSchema, idSchema, isoDateTimeSchema, nonBlank, okResponseSchema } from './fields.js';
import { COMMENT_MAX_LENGTH, RATING_MAX, RATING_MIN } from './limits.js';

export const commentSchema = z.object({
  _id: idSchema,
  text: z.string(),
  story_id: idSchema,
  /** The author's email only on the viewer's own comments (they may edit them); null otherwise. */
  email: z.string().nullable(),
  authorName: z.string(),
  createdAt: isoDateTimeSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const commentTextSchema = nonBlank(COMMENT_MAX_LENGTH);

/** GET /api/user/comments: a story's comments, oldest first. */
export const getComments = endpoint({
  method: 'GET',
  path: '/user/comments',
  access: 'optional',
  query: z.object({ story_id: idSchema }),
  response: z.object({ comments: z.array(commentSchema) }),
});

/** POST /api/user/comment: SPEC shows no answer; we return the new comment. */
export const postComment = endpoint({
  method: 'POST',
  path: '/user/comment',
  access: 'user',
  body: z.object({ story_id: idSchema, email: emailSchema, comment: commentTextSchema }),
  response: z.object({ comment: commentSchema }),
});

/** PUT /api/user/comment: the author edits; SPEC shows no answer, we return the comment. */
export const updateComment = endpoint({
  method: 'PUT',
  path: '/user/comment',
  access: 'user',
  body: z.object({ comment_id: idSchema, comment: commentTextSchema, email: emailSchema }),
  response: z.object({ comment: commentSchema }),
});

/** DELETE /api/user/comment: the author deletes; SPEC shows no answer, `{ ok: true }`. */
export const deleteComment = endpoint({
  method: 'DELETE',
  path: '/user/comment',
  access: 'user',
  query: z.object({ comment_id: idSchema, email: emailSchema }),
  response: okResponseSchema,
});

const storyAndEmailSchema = z.object({ story_id: idSchema, email: emailSchema });

/** GET /api/user/checkLike: has the signed-in user liked the story. */
export const checkLike = endpoint({
  method: 'GET',
  path: '/user/checkLike',
  access: 'user',
  query: storyAndEmailSchema,
  response: z.object({ isLiked: z.boolean() }),
});

/** POST /api/user/postLike: toggle the like. SPEC shows no answer; we return the new state. */
export const postLike = endpoint({
  method: 'POST',
  path: '/user/postLike',
  access: 'user',
  body: storyAndEmailSchema,
  response: z.object({ isLiked: z.boolean(), likes: countSchema }),
});

export const ratingSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** A story's ratings: the mean (null before the first) and how many there are. */
export const storyRatingSchema = z.object({
  average: z.number().min(RATING_MIN).max(RATING_MAX).nullable(),
  count: countSchema,
});
export type StoryRating = z.infer<typeof storyRatingSchema>;

/** GET /api/user/getStoryRating: SPEC shows no answer; we return the story's average and count. */
export const getStoryRating = endpoint({
  method: 'GET',
  path: '/user/getStoryRating',
  access: 'optional',
  query: z.object({ story_id: idSchema, email: emailSchema.optional() }),
  response: storyRatingSchema,
});

/** GET /api/user/getUserRating: the signed-in user's rating of the story, null if none. */
export const getUserRating = endpoint({
  method: 'GET',
  path: '/user/getUserRating',
  access: 'user',
  query: storyAndEmailSchema,
  response: z.object({ rating: ratingSchema.nullable() }),
});

/** POST /api/user/addRating: set (or replace) the user's rating; we return it with the new totals. */
export const addRating = endpoint({
  method: 'POST',
  path: '/user/addRating',
  access: 'user',
  body: storyAndEmailSchema.extend({ rating: ratingSchema }),
  response: storyRatingSchema.extend({ rating: ratingSchema }),
});
