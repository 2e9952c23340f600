import nlp from 'compromise';
import { words } from './words.js';

/**
 * Words compromise (MIT) reads as nouns in the text, lower-cased. Only nouns become pictures: emoji
 * keywords also list adjectives and verbs ("curious" is a raccoon's, "sunny" a beach's).
 */
export function nounsOf(text: string): Set<string> {
  const terms = nlp(text).match('#Noun').not('#Pronoun').not('#Person').terms().out('array') as string[];
  return new Set(words(terms.join(' ')));
}
