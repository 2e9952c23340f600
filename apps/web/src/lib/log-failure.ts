import { useEffect } from 'react';

/** SPEC §8: profile and children fetch and update failures are only logged, with no user message. */
export function logFailure(what: string, error: unknown): void {
  console.error(`${what} failed`, error);
}

/** Logs a query's error once per failure. */
export function useLoggedError(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) logFailure(what, error);
  }, [what, error]);
}
