import { ApiError } from '../../../lib/api-client';

/**
 * The server's words for a refused input (a 400), without the API field path it starts with:
 * `storyList.2.line: Let's keep stories friendly … "Cock" isn't allowed, please reword paragraph 3.`
 * becomes the sentence after the colon, which names the word and the field for a person.
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.message.replace(/^[\w.]+: /, '');
}
