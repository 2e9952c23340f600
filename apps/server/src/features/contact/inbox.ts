import type { ContactMessage, ContactMessageFilter } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { findMessage, listMessages, markHandled, type ContactMessageRow } from './queries.js';

function toContactMessage(row: ContactMessageRow, handledByName: string | null): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: handledByName === null ? null : { name: handledByName },
  };
}

/** GET /user/admin/messages: the dashboard's 'Messages', with the count still open for its badge. */
export async function readInbox(db: Db, query: { status: ContactMessageFilter; page: number; limit: number }) {
  const { rows, total, open } = await listMessages(db, query.status, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    messages: rows.map(({ message, handledByName }) => toContactMessage(message, handledByName)),
    page: query.page,
    limit: query.limit,
    total,
    open,
  };
}

/** POST /user/admin/messages/handled: 404 for no such message, 409 when it was already handled. */
export async function handleMessage(db: Db, admin: AuthUser, messageId: string): Promise<{ message: ContactMessage }> {
  if (!isStoredId(messageId)) throw notFound('Message not found');
  const row = await markHandled(db, messageId, admin.id);
  if (row) return { message: toContactMessage(row, admin.name) };
  if (!(await findMessage(db, messageId))) throw notFound('Message not found');
  throw conflict('This message was already marked as handled.');
}
