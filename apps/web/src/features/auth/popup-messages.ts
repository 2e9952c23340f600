import { identitySchema, type Identity } from '@storybook/contract';
import { z } from 'zod';

/**
 * What the sign-in popup posts to the login page that opened it: the identity (SPEC §7:
 * displayName, email and an ID token) or a failure. Both windows are on our origin, and each side
 * sends to and accepts from that origin only.
 */
export const popupMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('storybook:identity'), identity: identitySchema }),
  z.object({ type: z.literal('storybook:sign-in-failed'), message: z.string() }),
]);
export type PopupMessage = z.infer<typeof popupMessageSchema>;

/**
 * From the popup: hand the result to the opener, if it is still there, and close — unless the
 * popup should stay open to say what went wrong. False when there is no opener to tell.
 */
export function finishPopup(message: PopupMessage, { close = true } = {}): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  opener.postMessage(message, window.location.origin);
  if (close) window.close();
  return true;
}

export function identityMessage(identity: Identity): PopupMessage {
  return { type: 'storybook:identity', identity };
}
