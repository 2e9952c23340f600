/** Checks children's content against the word list before anything is stored or drawn. */
export { hasBannedWords, requireFriendly, type ModeratedField } from './word-list.js';
