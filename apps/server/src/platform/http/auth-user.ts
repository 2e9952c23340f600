/** The signed-in user a request acts for: the auth feature finds it, everything else reads it. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie or `Authorization: Bearer`; null when anonymous. */
    user: AuthUser | null;
  }
}
