import { MAX_CHILDREN, type Child, type UpdateUserBody, type User } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { conflict, notFound, validationError } from '../../platform/http/errors.js';
import type { MediaStore } from '../../platform/media-storage/store.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import {
  countChildren,
  countOwnChildren,
  deleteChildRow,
  findUser,
  insertChild,
  listCartoonImages,
  listChildren,
  lockUser,
  updateChildFields,
  updateUserFields,
  type ChildRow,
  type ProfileFields,
} from './queries.js';
import { toChild, toProfileUser } from './wire.js';
import { isStoredId } from '../../platform/db/ids.js';

export const childNotFound = () => notFound('Child not found');

export async function getProfile(db: Db, authUser: AuthUser): Promise<User> {
  const row = await findUser(db, authUser.id);
  if (!row) throw notFound('User not found');
  return toProfileUser(row, authUser);
}

async function withCartoonImages(db: Db, rows: ChildRow[]): Promise<Child[]> {
  const images = await listCartoonImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toChild(row, images));
}

export async function getChildren(db: Db, userId: string): Promise<Child[]> {
  return withCartoonImages(db, await listChildren(db, userId));
}

/**
 * SPEC §5: name and email are not editable (the body schema has no name; email only names the
 * caller). Children listed are edited only when every one is the caller's; else nothing changes.
 */
export async function updateProfile(
  db: Db,
  authUser: AuthUser,
  body: UpdateUserBody,
): Promise<{ user: User; children: Child[] }> {
  const fields: ProfileFields = {};
  if (body.dateOfBirth !== undefined) fields.dateOfBirth = body.dateOfBirth;
  if (body.location !== undefined) fields.location = body.location || null;
  if (body.preferredName !== undefined) fields.preferredName = body.preferredName || null;
  const edits = body.children ?? [];

  await db.transaction(async (tx) => {
    const ids = [...new Set(edits.map((child) => child._id))];
    if (!ids.every(isStoredId) || (await countOwnChildren(tx, authUser.id, ids)) !== ids.length) throw childNotFound();
    await updateUserFields(tx, authUser.id, fields);
    for (const child of edits) {
      await updateChildFields(tx, authUser.id, child._id, { name: child.name, dateOfBirth: child.dateOfBirth });
    }
  });
  return { user: await getProfile(db, authUser), children: await getChildren(db, authUser.id) };
}

/** The profile picture must be an image our media store handed out, never an arbitrary URL. */
export async function addChild(
  db: Db,
  media: MediaStore,
  userId: string,
  input: { name: string; dateOfBirth: string; profilePicture: string },
): Promise<Child> {
  if (!(await media.has(input.profilePicture))) {
    throw validationError('profilePicture', 'must be an image uploaded with POST /api/upload');
  }
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countChildren(tx, userId)) >= MAX_CHILDREN) {
      throw conflict(`You can add at most ${MAX_CHILDREN} children.`);
    }
    return insertChild(tx, { userId, ...input });
  });
  return toChild(row, []);
}

export async function editChild(
  db: Db,
  userId: string,
  input: { _id: string; name: string; dateOfBirth: string },
): Promise<Child> {
  if (!isStoredId(input._id)) throw childNotFound();
  const row = await updateChildFields(db, userId, input._id, { name: input.name, dateOfBirth: input.dateOfBirth });
  if (!row) throw childNotFound();
  const [child] = await withCartoonImages(db, [row]);
  return child!;
}

export async function removeChild(db: Db, userId: string, childId: string): Promise<void> {
  if (!isStoredId(childId) || !(await deleteChildRow(db, userId, childId))) throw childNotFound();
}
