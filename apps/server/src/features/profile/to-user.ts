import type { User } from '@storybook/contract';
import type { users } from '../../platform/db/schema.js';

/** A user row as the API shows it; `isAdmin` is decided by the caller (stored flag or ADMIN_EMAILS). */
export function toUser(row: typeof users.$inferSelect, isAdmin: boolean): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    preferredName: row.preferredName,
    location: row.location,
    picture: row.avatarUrl,
    isAdmin,
  };
}
