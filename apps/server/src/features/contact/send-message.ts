import { createHmac } from 'node:crypto';
import {
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
  CONTACT_MESSAGES_PER_EMAIL_PER_HOUR,
  CONTACT_THANKS,
  errorCodes,
  type ContactBody,
} from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { HttpError } from '../../platform/http/errors.js';
import { insertWithinLimits } from './queries.js';

const HOUR_MS = 60 * 60 * 1000;

export interface Sender {
  /** The signed-in user, if any. */
  userId: string | null;
  /** The client's network address. */
  ip: string;
}

/**
 * POST /contact (SPEC §2 Contact): stores the message for the admins and thanks the sender. Anyone
 * may write; one email address may send CONTACT_MESSAGES_PER_EMAIL_PER_HOUR an hour, and one network
 * address CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR (a school or a family shares one). Only a keyed hash
 * of the address is kept.
 */
export async function sendMessage(
  deps: { db: Db; signingKey: () => Promise<Uint8Array> },
  sender: Sender,
  body: ContactBody,
): Promise<{ message: string }> {
  const senderKey = createHmac('sha256', await deps.signingKey())
    .update(`contact:${sender.ip}`)
    .digest('base64url');
  const stored = await insertWithinLimits(
    deps.db,
    { name: body.name, email: body.email, message: body.message, userId: sender.userId, senderKey },
    {
      perEmail: CONTACT_MESSAGES_PER_EMAIL_PER_HOUR,
      perSender: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
      since: new Date(Date.now() - HOUR_MS),
    },
  );
  if (stored === 'email' || stored === 'sender') {
    throw new HttpError(
      429,
      errorCodes.rateLimited,
      stored === 'email'
        ? `You have sent ${CONTACT_MESSAGES_PER_EMAIL_PER_HOUR} messages from this email address in the last hour. Please wait a little before writing again.`
        : 'Many messages have come from your network in the last hour. Please wait a little before writing again.',
    );
  }
  return { message: CONTACT_THANKS };
}
