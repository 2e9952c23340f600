import { OIDC_CALLBACK_PATH, OIDC_START_PATH, SIGN_IN_COMPLETE_PAGE } from '@storybook/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../platform/http/errors.js';
import { issueIdToken } from './id-tokens.js';
import { findOrCreateOidcUser, OidcAccountError } from './oidc-accounts.js';
import { createOidcClient } from './oidc-client.js';
import { openOidcState, sealOidcState, STATE_TTL_SECONDS } from './oidc-state.js';

const STATE_COOKIE = 'storybook_oidc';
const STATE_COOKIE_PATH = '/api/auth/oidc';

/** What the popup shows when the issuer's side of sign-in did not work out. */
export const oidcFailures = {
  cancelled: 'Sign-in was cancelled.',
  refused: 'The sign-in provider refused the sign-in. Please try again.',
  unavailable: 'The sign-in provider could not be reached. Please try again later.',
  failed: 'Sign-in did not complete. Please try again.',
} as const;

/**
 * OpenID Connect sign-in, when configured: the popup opens `start`, which sends it to the issuer;
 * the issuer sends it back to `callback`, which makes our own ID token and passes it on to
 * SIGN_IN_COMPLETE_PAGE in the URL fragment (never sent to a server, kept out of logs).
 */
export function oidcRoutes(app: FastifyInstance, signingKey: () => Promise<Uint8Array>): void {
  const { config } = app;
  const settings = config.oidc;
  const secure = config.publicUrl.startsWith('https:');

  if (!settings) {
    const off = async () => {
      throw notFound('Sign-in through an OpenID Connect provider is not configured.');
    };
    app.get(`/api${OIDC_START_PATH}`, off);
    app.get(`/api${OIDC_CALLBACK_PATH}`, off);
    return;
  }

  const redirectUri = `${config.publicUrl}/api${OIDC_CALLBACK_PATH}`;
  const oidc = createOidcClient(settings, redirectUri);

  const finishIn = (reply: FastifyReply, fragment: Record<string, string>) =>
    reply.redirect(`${SIGN_IN_COMPLETE_PAGE}#${new URLSearchParams(fragment).toString()}`, 302);

  app.get(`/api${OIDC_START_PATH}`, async (request, reply) => {
    let started;
    try {
      started = await oidc.start();
    } catch (error) {
      request.log.error({ err: error }, 'OpenID Connect discovery failed');
      return finishIn(reply, { error: oidcFailures.unavailable });
    }
    // State, nonce and PKCE verifier ride in a signed, httpOnly cookie only this flow's paths see.
    const sealed = await sealOidcState(await signingKey(), started.checks);
    // Lax: the issuer's redirect back is a top-level GET navigation, which Lax cookies accompany.
    reply.setCookie(STATE_COOKIE, sealed, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: STATE_COOKIE_PATH,
      maxAge: STATE_TTL_SECONDS,
    });
    return reply.redirect(started.url.href, 302);
  });

  app.get(`/api${OIDC_CALLBACK_PATH}`, async (request, reply) => {
    const sealed = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: STATE_COOKIE_PATH });
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string') {
      // The person cancelled or the issuer refused: nothing to sign in with.
      return finishIn(reply, { error: query.error === 'access_denied' ? oidcFailures.cancelled : oidcFailures.refused });
    }
    try {
      if (!sealed) throw new OidcAccountError('This sign-in has expired. Please try again.');
      const checks = await openOidcState(await signingKey(), sealed);
      const callbackUrl = new URL(request.url, config.publicUrl);
      const profile = await oidc.finish(callbackUrl, checks);
      const user = await findOrCreateOidcUser(app.database.db, profile, config.adminEmails);
      const idToken = await issueIdToken(await signingKey(), { userId: user.id, email: user.email, name: user.name });
      return finishIn(reply, { displayName: user.name, email: user.email, idToken });
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
      return finishIn(reply, { error: error instanceof OidcAccountError ? error.message : oidcFailures.failed });
    }
  });
}
