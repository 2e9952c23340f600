import {
  addRating as addRatingEndpoint,
  addView,
  checkLike as checkLikeEndpoint,
  deleteComment,
  getComments,
  getStoryRating as getStoryRatingEndpoint,
  getUserRating as getUserRatingEndpoint,
  postComment,
  postLike as postLikeEndpoint,
  updateComment,
} from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/http/access.js';
import { route } from '../../platform/http/route.js';
import { addComment, editComment, readComments, removeComment } from './comments.js';
import { checkLike, postLike } from './likes.js';
import { addRating, getStoryRating, getUserRating } from './ratings.js';
import { createViewCounter } from './views.js';

/** Views, likes, ratings and comments of stories (SPEC §7), under the stories' visibility rules. */
export function socialRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  const countView = createViewCounter({ db, signingKey: app.signingKey });

  route(app, addView, async ({ body, request }) => countView(request, body.story_id));

  route(app, checkLikeEndpoint, async ({ query, request }) => checkLike(db, currentUser(request), query.story_id));
  route(app, postLikeEndpoint, async ({ body, request }) => postLike(db, currentUser(request), body.story_id));

  route(app, getStoryRatingEndpoint, async ({ query, request }) => getStoryRating(db, request.user, query.story_id));
  route(app, getUserRatingEndpoint, async ({ query, request }) => getUserRating(db, currentUser(request), query.story_id));
  route(app, addRatingEndpoint, async ({ body, request }) => addRating(db, currentUser(request), body.story_id, body.rating));

  route(app, getComments, async ({ query, request }) => readComments(db, request.user, query.story_id));
  route(app, postComment, async ({ body, request }) => addComment(db, currentUser(request), body.story_id, body.comment));
  route(app, updateComment, async ({ body, request }) => editComment(db, currentUser(request), body.comment_id, body.comment));
  route(app, deleteComment, async ({ query, request }) => removeComment(db, currentUser(request), query.comment_id));
}
