import type { FastifyInstance } from 'fastify';
import { localRoutes } from './local-routes.js';
import { loginRoutes } from './login-routes.js';
import { oidcRoutes } from './oidc-routes.js';
import { registerPopupHeaders } from './popup-headers.js';

/** Sign-in: built-in accounts, OpenID Connect, POST /api/login, logout. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { signingKey } = app;
  loginRoutes(app, signingKey);
  await localRoutes(app, signingKey);
  oidcRoutes(app, signingKey);
  registerPopupHeaders(app);
}
