/**
 * A concrete setting (desert, sea, forest, space, school, ...): what there is to see and hear, who
 * may help there, what gentle problem may happen, and how one gets there. The illustrator draws from
 * paragraph text, so these are plain, picturable words.
 */

/** A gentle problem and its fix; templates may use the story's slots ({hero}, {their}, ...). */
export interface Obstacle {
  /** What happens, a whole sentence: 'A warm wind blew sand across the path.' */
  event: string;
  /** Why that is a problem, a whole sentence. */
  problem: string;
  /** What solves it, a bare infinitive phrase: 'follow the line of palm trees back to the path'. */
  fix: string;
}

export interface HelperKind {
  /** 'a friendly camel' without its name. */
  intro: string;
  /** The word for it: 'camel'. */
  word: string;
  /** What it looks like, after "had": 'long eyelashes and a gentle smile'. */
  look: string;
}

export interface Setting {
  id: string;
  /** The setting named in a sentence ('the desert') and its preposition ('in'). */
  name: string;
  prep: string;
  /** Idea words that mean this setting, with how a story names them: word -> [name, preposition]. */
  words: Readonly<Record<string, readonly [string, string]>>;
  /** Things to see, usable after a verb or preposition: 'golden sand dunes', 'a row of palm trees'. */
  sights: readonly string[];
  /** Whole sentences of what one hears, smells or feels there. */
  senses: readonly string[];
  helpers: readonly HelperKind[];
  obstacles: readonly Obstacle[];
  /** How one gets there, past-tense verb phrases: 'flew on a big silver plane'. */
  journeys: readonly string[];
  /** Something wonderful to do there, bare infinitive: 'splash in the waves'. */
  fun: readonly string[];
  /** Whole sentences for the end of the day there. */
  dusk: readonly string[];
}
