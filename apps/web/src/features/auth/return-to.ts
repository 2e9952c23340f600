/**
 * Where to go after signing in, carried in navigation state as `{ returnTo: '/create' }`: a path of
 * our own app, or null (never another site: `//host` is refused).
 */
export function returnToOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('returnTo' in state)) return null;
  const { returnTo } = state as { returnTo: unknown };
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
}
