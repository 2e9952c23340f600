import type { Comment } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { requireFriendly } from '../moderation/index.js';
import { findVisibleStory } from '../stories/index.js';
import {
  deleteCommentRow,
  findComment,
  insertComment,
  listComments,
  updateCommentText,
  type CommentRow,
} from './comment-queries.js';

const commentNotFound = () => notFound('Comment not found');

/** A comment on the wire: the author's email only to the author (it marks what they may edit). */
function toComment(row: CommentRow, viewer: AuthUser | null): Comment {
  return {
    _id: row.id,
    text: row.text,
    story_id: row.storyId,
    email: viewer?.id === row.userId ? row.authorEmail : null,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** DESIGN, Security: comments pass the same word list as stories, before anything is stored. */
function requireFriendlyComment(text: string): void {
  requireFriendly([{ field: 'body.comment', text, subject: 'your comment' }], 'comments');
}

/** GET /user/comments: a story's comments, oldest first, if the viewer may see the story. */
export async function readComments(db: Db, viewer: AuthUser | null, storyId: string): Promise<{ comments: Comment[] }> {
  const story = await findVisibleStory(db, storyId, viewer);
  return { comments: (await listComments(db, story.id)).map((row) => toComment(row, viewer)) };
}

/** POST /user/comment: the caller comments on a story they may see. */
export async function addComment(db: Db, viewer: AuthUser, storyId: string, text: string): Promise<{ comment: Comment }> {
  const story = await findVisibleStory(db, storyId, viewer);
  requireFriendlyComment(text);
  return { comment: toComment(await insertComment(db, story.id, viewer, text), viewer) };
}

/**
 * The comment the caller wants to change: 404 when it is missing or on a story they may not see
 * (as if it did not exist), 403 when it is someone else's (SPEC §2: only its author edits or deletes).
 */
async function requireOwnComment(db: Db, viewer: AuthUser, commentId: string): Promise<CommentRow> {
  const row = isStoredId(commentId) ? await findComment(db, commentId) : undefined;
  if (!row) throw commentNotFound();
  await findVisibleStory(db, row.storyId, viewer).catch(() => {
    throw commentNotFound();
  });
  if (row.userId !== viewer.id) throw forbidden('Only the author can change this comment.');
  return row;
}

/** PUT /user/comment: the author edits their comment. */
export async function editComment(db: Db, viewer: AuthUser, commentId: string, text: string): Promise<{ comment: Comment }> {
  const row = await requireOwnComment(db, viewer, commentId);
  requireFriendlyComment(text);
  await updateCommentText(db, row.id, viewer.id, text);
  return { comment: toComment({ ...row, text }, viewer) };
}

/** DELETE /user/comment: the author deletes their comment. */
export async function removeComment(db: Db, viewer: AuthUser, commentId: string): Promise<{ ok: true }> {
  const row = await requireOwnComment(db, viewer, commentId);
  await deleteCommentRow(db, row.id, viewer.id);
  return { ok: true };
}
