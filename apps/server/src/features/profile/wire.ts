import type { Child, User } from '@storybook/contract';
import { toUser } from './to-user.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import type { CartoonImageRow, ChildRow, UserRow } from './queries.js';

export function toProfileUser(row: UserRow, authUser: AuthUser): User {
  // The session decides (it also counts ADMIN_EMAILS), not only the stored flag.
  return toUser(row, authUser.isAdmin);
}

/** A child with its cartoon images; `images` must already be in position order. */
export function toChild(row: ChildRow, images: CartoonImageRow[]): Child {
  const own = images.filter((image) => image.childId === row.id);
  return {
    _id: row.id,
    name: row.name,
    dateOfBirth: row.dateOfBirth,
    profilePicture: row.profilePicture,
    cartoonImage: own.map((image) => image.url),
    cartoonImageId: own.map((image) => image.style),
  };
}
