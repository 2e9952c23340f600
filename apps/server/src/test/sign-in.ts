import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Helpers for the sign-in tests: each call goes over HTTP through `inject`, like a browser's. */
const PASSWORD = 'correct horse battery';

export function register(app: FastifyInstance, fields: { name?: string; email: string; password?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { name: fields.name ?? 'Pat Parent', email: fields.email, password: fields.password ?? PASSWORD },
  });
}

export function localLogin(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password } });
}

/** POST /api/login the way the web client sends it: bearer = the ID token, body repeats it. */
export function login(app: FastifyInstance, identity: { displayName: string; email: string; idToken: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { authorization: `Bearer ${identity.idToken}` },
    payload: { name: identity.displayName, email: identity.email, idToken: identity.idToken },
  });
}

export interface Session {
  token: string;
  cookie: string;
  user: { _id: string; email: string; name: string; isAdmin: boolean };
  status: number;
}

/** Register and sign in; the session token and the cookie it set. */
export async function signUp(app: FastifyInstance, email: string, name = 'Pat Parent'): Promise<Session> {
  const registered = await register(app, { email, name });
  if (registered.statusCode !== 200) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const res = await login(app, registered.json());
  if (res.statusCode >= 300) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return { ...(res.json() as { token: string; user: Session['user'] }), cookie: sessionCookieOf(res), status: res.statusCode };
}

/** The `name=value` of the session cookie a response set. */
function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'storybook_session');
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

export function errorOf(res: LightMyRequestResponse): { code: string; message: string } {
  return (res.json() as { error: { code: string; message: string } }).error;
}
