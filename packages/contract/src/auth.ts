import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { emailSchema, nonBlank, okResponseSchema } from './fields.js';
import { ID_TOKEN_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { userSchema } from './profile.js';

export const loginBodySchema = z.object({
  /** The popup's displayName; may be blank (the UI then says 'Guest'). */
  name: z.string().trim().max(NAME_MAX_LENGTH),
  email: emailSchema,
  idToken: z.string().min(1).max(ID_TOKEN_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  /** Session token for `Authorization: Bearer`; the same session is also set as an httpOnly cookie. */
  token: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/login: trade the identity popup's ID token (also sent as the bearer) for a session.
 * Answers 200 for an existing user and 201 when the account was just created (SPEC §7).
 */
export const login = endpoint({
  method: 'POST',
  path: '/login',
  access: 'public',
  body: loginBodySchema,
  status: 200,
  response: loginResponseSchema,
});

/** What the identity popup yields (SPEC §7); the built-in local accounts answer the same. */
export const identitySchema = z.object({
  displayName: z.string(),
  email: z.string(),
  idToken: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);

export const localRegisterBodySchema = z.object({
  name: nonBlank(NAME_MAX_LENGTH),
  email: emailSchema,
  password: passwordSchema,
});
export type LocalRegisterBody = z.infer<typeof localRegisterBodySchema>;

/** POST /api/auth/local/register: create a built-in account (the popup's "sign up"). 409 if taken. */
export const localRegister = endpoint({
  method: 'POST',
  path: '/auth/local/register',
  access: 'public',
  body: localRegisterBodySchema,
  response: identitySchema,
});

export const localLoginBodySchema = z.object({
  email: emailSchema,
  // No minimum here: a wrong password is a 401, not a validation error.
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LocalLoginBody = z.infer<typeof localLoginBodySchema>;

/** POST /api/auth/local/login: sign in to a built-in account; 401 on a wrong email or password. */
export const localLogin = endpoint({
  method: 'POST',
  path: '/auth/local/login',
  access: 'public',
  body: localLoginBodySchema,
  response: identitySchema,
});

/** POST /api/auth/logout: revoke the session and clear its cookie; fine without one. */
export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  access: 'optional',
  response: okResponseSchema,
});

/** Which identity provider sits behind the one sign-in button; chosen by the server's configuration. */
export const authProviderSchema = z.discriminatedUnion('kind', [
  /** Built-in accounts: the popup shows our own sign-in / create-account form. */
  z.object({ kind: z.literal('local') }),
  /** An OpenID Connect issuer: the popup goes through OIDC_START_PATH; `name` labels the button. */
  z.object({ kind: z.literal('oidc'), name: z.string() }),
]);
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** GET /api/auth/provider: tells the login page which provider is active. */
export const getAuthProvider = endpoint({
  method: 'GET',
  path: '/auth/provider',
  access: 'public',
  response: authProviderSchema,
});

/**
 * Browser navigations of the OpenID Connect popup (redirects, not JSON calls), below `/api`:
 * start sends the popup to the issuer; the issuer sends it back to the callback.
 */
export const OIDC_START_PATH = '/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';

/**
 * The web app's page the OpenID Connect callback sends the popup to, with the identity (or an
 * `error` message) in the URL fragment; the page hands it to the login page and closes.
 */
export const SIGN_IN_COMPLETE_PAGE = '/auth/complete';
