import { OIDC_CALLBACK_PATH, OIDC_START_PATH, SIGN_IN_COMPLETE_PAGE } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';

/** Every stop of the popup on our origin, from its first request to the page that reports back. */
const POPUP_PATHS = new Set([`/api${OIDC_START_PATH}`, `/api${OIDC_CALLBACK_PATH}`, SIGN_IN_COMPLETE_PAGE]);

/**
 * The sign-in popup's stops on our origin are served without a cross-origin opener policy.
 * Browsers compare the policy of each response on the way, redirects included: coming back from
 * the issuer's (policy-less) pages, our usual `same-origin-allow-popups` would move the popup to
 * a new browsing context group and cut its link to the login page, which then could neither
 * receive the result nor see the popup close.
 */
export function registerPopupHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && POPUP_PATHS.has(request.url.split('?')[0]!)) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
  });
}
