/** `text` as a regular expression that matches it literally (names and nouns go into patterns). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
