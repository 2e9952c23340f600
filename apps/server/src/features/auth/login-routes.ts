import { getAuthProvider, login, logout } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { bearerOf, sessionTokenOf } from './identify.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { revokeSession, SESSION_COOKIE } from './sessions.js';
import { signInWithIdToken } from './sign-in.js';

/** Trading the identity step's ID token for a session, ending it, and naming the provider. */
export function loginRoutes(app: FastifyInstance, signingKey: () => Promise<Uint8Array>): void {
  const { config } = app;
  const { db } = app.database;

  route(app, getAuthProvider, async () =>
    config.oidc ? { kind: 'oidc' as const, name: config.oidc.providerName } : { kind: 'local' as const },
  );

  /** SPEC §7 POST /login: 201 on the account's first sign-in, 200 after; the session is also set as a cookie. */
  route(
    app,
    login,
    async ({ body, request, reply }) => {
      const { first, session, user } = await signInWithIdToken(
        { db, config, signingKey },
        {
          bearer: bearerOf(request),
          idToken: body.idToken,
          email: body.email,
          previousSession: request.cookies[SESSION_COOKIE],
        },
      );
      setSessionCookie(reply, config, session.token, session.expiresAt);
      reply.code(first ? 201 : 200);
      return { token: session.token, user };
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
