import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { comments, users } from '../../platform/db/schema.js';

export interface CommentRow {
  id: string;
  storyId: string;
  userId: string;
  text: string;
  createdAt: Date;
  authorName: string;
  authorEmail: string;
}

const commentColumns = {
  id: comments.id,
  storyId: comments.storyId,
  userId: comments.userId,
  text: comments.text,
  createdAt: comments.createdAt,
  authorName: users.name,
  authorEmail: users.email,
};

/** A story's comments, oldest first (ties by id), with their authors. */
export async function listComments(db: Db, storyId: string): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.storyId, storyId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findComment(db: Db, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row;
}

/** Stores a comment by `author`; answers it as listed, without reading it back. */
export async function insertComment(
  db: Db,
  storyId: string,
  author: { id: string; name: string; email: string },
  text: string,
): Promise<CommentRow> {
  const [row] = await db.insert(comments).values({ storyId, userId: author.id, text }).returning({
    id: comments.id,
    storyId: comments.storyId,
    userId: comments.userId,
    text: comments.text,
    createdAt: comments.createdAt,
  });
  return { ...row!, authorName: author.name, authorEmail: author.email };
}

export async function updateCommentText(db: Db, commentId: string, userId: string, text: string): Promise<void> {
  await db
    .update(comments)
    .set({ text })
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)));
}

export async function deleteCommentRow(db: Db, commentId: string, userId: string): Promise<void> {
  await db.delete(comments).where(and(eq(comments.id, commentId), eq(comments.userId, userId)));
}
