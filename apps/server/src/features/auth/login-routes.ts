import { getAuthProvider, login, logout } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, unauthenticated } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { findUserById, markFirstSignIn, toUserResponse } from './accounts.js';
import { spendIdToken, verifyIdToken } from './id-tokens.js';
import { sessionTokenOf } from './identify.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { createSession, revokeSession, SESSION_COOKIE } from './sessions.js';

/** Trading the identity step's ID token for a session, ending it, and naming the provider. */
export function loginRoutes(app: FastifyInstance, signingKey: () => Promise<Uint8Array>): void {
  const { config } = app;
  const { db } = app.database;

  route(app, getAuthProvider, async () =>
    config.oidc ? { kind: 'oidc' as const, name: config.oidc.providerName } : { kind: 'local' as const },
  );

  /**
   * SPEC §7 POST /login: the bearer is the ID token (the body repeats it). Answers 201 on the
   * account's first sign-in and 200 after, with a session token that is also set as a cookie.
   */
  route(
    app,
    login,
    async ({ body, request, reply }) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
      if (bearer && bearer !== body.idToken) throw unauthenticated('The bearer token and the idToken differ.');

      const claims = await verifyIdToken(await signingKey(), body.idToken);
      if (claims.email.toLowerCase() !== body.email) throw forbidden('This email does not match your sign-in.');
      const user = await findUserById(db, claims.userId);
      if (!user) throw unauthenticated('This account no longer exists.');
      await spendIdToken(db, claims);

      // A session this browser still holds (another account, say) ends here rather than lingering.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await revokeSession(db, previous);

      const first = await markFirstSignIn(db, user.id);
      const session = await createSession(db, user.id, config.sessionTtlDays);
      setSessionCookie(reply, config, session.token, session.expiresAt);
      reply.code(first ? 201 : 200);
      return { token: session.token, user: toUserResponse(user, config.adminEmails) };
    },
    { statuses: [200, 201] },
  );

  route(app, logout, async ({ request, reply }) => {
    const token = sessionTokenOf(request);
    if (token) await revokeSession(db, token);
    clearSessionCookie(reply, config);
    return { ok: true as const };
  });
}
