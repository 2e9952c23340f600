/**
 * The scenery of a setting as a story needs it: what there is to see and hear, nooks where things
 * hide, who may be met there, local troubles and their fixes, and how one gets there.
 */

/** A trouble of the place itself (a path blocked, fog, a storm), with how it is solved. */
export interface PlaceTrouble {
  /** What happens, one or two sentences, past tense. Slots: {hero}, {they}, {their}, {friend}... */
  event: string;
  /** How it is solved, one or two sentences, past tense. */
  fix: string;
  /** A trouble of doing the wish, wherever it is done ('it all went wrong'): said only while doing it. */
  doing?: boolean;
  /** A trouble between two new friends, said with their own words: no 'How will we play now?' after it. */
  friends?: boolean;
  /** No moment of this story's own ('tried again, one little step at a time'): its fix is never remembered at the end. */
  plain?: boolean;
  /** The idea names this very trouble ('Santa gets stuck in the chimney'): it is the one told. */
  named?: RegExp;
}

export interface Scenery {
  /** Things to see, with an article: 'a row of tall sunflowers'. At least five. */
  sights: readonly string[];
  /** Sentences of what one hears, smells or feels: 'Bees buzzed from flower to flower.' */
  senses: readonly string[];
  /** Nooks where something can hide or be searched for, after a verb: 'under the big rhubarb leaves'. */
  spots: readonly string[];
  /** Kind words (language/kinds.ts) of characters one may meet there. */
  helpers: readonly string[];
  troubles: readonly PlaceTrouble[];
  /** How one gets there, past tense without subject: 'walked down the garden path'. */
  ways: readonly string[];
  /** Something lovely to end a day there, a sentence: 'The sunflowers nodded in the evening light.' */
  dusk: readonly string[];
  /**
   * What one goes there to do, a bare infinitive phrase ('choose a new story book' at the library): the wish of
   * a child who goes there. A place gone to only to look round (a zoo, a museum) has none; its best sight is seen.
   */
  purpose?: string;
}
