import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { HttpError } from '../../platform/http/errors.js';
import { errorCodes } from '@storybook/contract';

// Built once: compiling the dataset's patterns is the costly part, matching is cheap.
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * True when the text holds a word of the English word list, also when disguised by the usual
 * tricks (leetspeak, repeated letters, accents) that the recommended transformers undo.
 */
export function hasBannedWords(text: string): boolean {
  return matcher.hasMatch(text);
}

/** One piece of text to check: the field it came in, and what the person is asked to reword. */
export interface ModeratedField {
  /** Field path as the API names it, e.g. `prompt` or `storyList.2.line`. */
  field: string;
  text: string | null | undefined;
  /** Ends the kind message, e.g. 'your idea' -> "…please reword your idea." */
  subject: string;
}

/**
 * DESIGN.md, Security: ideas, prompts, comments and story text pass a word-list check before any
 * work is done with them. Refuses with 400 naming the first field that fails, kindly, since the
 * person on the other side is a parent (or a child).
 */
export function requireFriendly(fields: ModeratedField[], what = 'stories'): void {
  for (const { field, text, subject } of fields) {
    if (text && hasBannedWords(text)) {
      throw new HttpError(
        400,
        errorCodes.validation,
        `${field}: Let's keep ${what} friendly for children — please reword ${subject}.`,
      );
    }
  }
}
