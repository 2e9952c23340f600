import type { Identity } from '@storybook/contract';
import { popupMessageSchema } from './popup-messages';

/** Why the popup gave no identity: blocked by the browser, closed by the person, or failed. */
class SignInPopupError extends Error {
  override readonly name = 'SignInPopupError';
  constructor(
    readonly reason: 'blocked' | 'closed' | 'failed',
    message: string = reason,
  ) {
    super(message);
  }
}

const POPUP_NAME = 'storybook-sign-in';
const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 680;
/** How often to look whether the person closed the popup (browsers send no event for it). */
const CLOSED_POLL_MS = 400;

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the identity step in a popup and resolves with what it posts back. Call it straight from
 * a click handler, or the browser blocks the popup. Only messages from our own origin and from
 * this very popup count.
 */
export function openSignInPopup(url: string): Promise<Identity> {
  const popup = window.open(url, POPUP_NAME, popupFeatures());
  if (!popup) return Promise.reject(new SignInPopupError('blocked'));
  popup.focus();

  return new Promise<Identity>((resolve, reject) => {
    const finish = (done: () => void) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      done();
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const message = popupMessageSchema.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'storybook:identity') {
        const { identity } = message.data;
        finish(() => resolve(identity));
      } else {
        const { message: why } = message.data;
        finish(() => reject(new SignInPopupError('failed', why)));
      }
    }
    const timer = window.setInterval(() => {
      if (popup.closed) finish(() => reject(new SignInPopupError('closed')));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
