/** Sign-in: who a request is (sessions, built-in accounts, OpenID Connect) and the routes that sign in and out. */
export { registerIdentify } from './identify.js';
export { authRoutes } from './routes.js';
export { createSession } from './sessions.js';
