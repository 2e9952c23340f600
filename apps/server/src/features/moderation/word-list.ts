import { errorCodes } from '@storybook/contract';
import { HttpError } from '../../platform/http/errors.js';
import { findWords } from './matcher.js';

/** One piece of text to check: the field it came in, and what the person is asked to reword. */
export interface ModeratedField {
  /** Field path as the API names it, e.g. `prompt` or `storyList.2.line`. */
  field: string;
  text: string | null | undefined;
  /** Ends the kind message, e.g. 'your idea' -> "…please reword your idea." */
  subject: string;
  /** Where the admin reads it happened, e.g. 'Paragraph 3'; defaults to the field. */
  label?: string;
}

/** A word of the review tier found in a text: the story waits for an admin, who reads why. */
export interface ReviewFlag {
  field: string;
  /** 'Title', 'Paragraph 3', 'Tag 2'. */
  where: string;
  /** As typed. */
  word: string;
  reason: string;
}

/** True when the text holds a blocked word (or a review word in disguise). */
export function hasBannedWords(text: string): boolean {
  return findWords(text).some((finding) => finding.tier === 'block');
}

/**
 * DESIGN.md, Security: ideas, prompts, comments and story text pass the word list before any work
 * is done with them. Blocked words are refused with a 400 naming the field and the word, so a
 * parent who meets a false positive knows what to change. Words of the review tier pass and come
 * back as flags for the admin's queue.
 */
export function screenFields(fields: ModeratedField[], what = 'stories'): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  for (const { field, text, subject, label } of fields) {
    if (!text) continue;
    for (const finding of findWords(text)) {
      if (finding.tier === 'block') {
        throw new HttpError(
          400,
          errorCodes.validation,
          `${field}: Let's keep ${what} friendly for children — "${finding.word}" isn't allowed, please reword ${subject}.`,
        );
      }
      flags.push({ field, where: label ?? field, word: finding.word, reason: finding.reason });
    }
  }
  return flags;
}

/** Refuses blocked words (see `screenFields`); review words pass unflagged. */
export function requireFriendly(fields: ModeratedField[], what = 'stories'): void {
  screenFields(fields, what);
}
