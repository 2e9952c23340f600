import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cartoonImages, children, users } from '../../platform/db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type ChildRow = typeof children.$inferSelect;
export type CartoonImageRow = typeof cartoonImages.$inferSelect;

export interface ProfileFields {
  dateOfBirth?: string | null;
  location?: string | null;
  preferredName?: string | null;
}

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Locks the user's row until the transaction ends, so two requests cannot both pass a per-user limit. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function updateUserFields(db: Db, userId: string, fields: ProfileFields): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db.update(users).set(fields).where(eq(users.id, userId));
}

/** A user's children, oldest first (the order they were added in). */
export async function listChildren(db: Db, userId: string): Promise<ChildRow[]> {
  return db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.createdAt), asc(children.id));
}

/** One child of this user; another user's child is not found. `lock` holds the row for the transaction. */
export async function findChild(
  db: Db,
  userId: string,
  childId: string,
  options: { lock?: boolean } = {},
): Promise<ChildRow | undefined> {
  const query = db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** How many of `childIds` belong to this user. */
export async function countOwnChildren(db: Db, userId: string, childIds: string[]): Promise<number> {
  if (childIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(children)
    .where(and(eq(children.userId, userId), inArray(children.id, childIds)));
  return row?.value ?? 0;
}

export async function countChildren(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(children).where(eq(children.userId, userId));
  return row?.value ?? 0;
}

export async function insertChild(
  db: Db,
  values: { userId: string; name: string; dateOfBirth: string; profilePicture: string },
): Promise<ChildRow> {
  const [row] = await db.insert(children).values(values).returning();
  return row!;
}

export async function updateChildFields(
  db: Db,
  userId: string,
  childId: string,
  fields: { name: string; dateOfBirth: string },
): Promise<ChildRow | undefined> {
  const [row] = await db
    .update(children)
    .set(fields)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of this user's children (its cartoon images go with it, by cascade). */
export async function deleteChildRow(db: Db, userId: string, childId: string): Promise<boolean> {
  const deleted = await db
    .delete(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning({ id: children.id });
  return deleted.length > 0;
}

/** The cartoon images of these children, each child's in style order (`position`). */
export async function listCartoonImages(db: Db, childIds: string[]): Promise<CartoonImageRow[]> {
  if (childIds.length === 0) return [];
  return db
    .select()
    .from(cartoonImages)
    .where(inArray(cartoonImages.childId, childIds))
    .orderBy(asc(cartoonImages.childId), asc(cartoonImages.position));
}

/** Swaps a child's cartoon images for these, in this order; run inside a transaction. */
export async function replaceCartoonImages(db: Db, childId: string, images: { style: string; url: string }[]): Promise<void> {
  await db.delete(cartoonImages).where(eq(cartoonImages.childId, childId));
  if (images.length === 0) return;
  await db.insert(cartoonImages).values(images.map((image, position) => ({ childId, ...image, position })));
}
