/** Checks children's content against the word list before anything is stored or drawn. */
export { requireFriendly, screenFields, type ModeratedField, type ReviewFlag } from './word-list.js';
