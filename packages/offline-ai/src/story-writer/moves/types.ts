/**
 * A move is one narrative step (a wish, a search, a clue, a fact, a celebration): a few sentences,
 * each picked from alternatives by seed, used only when the story's state allows it, and changing
 * that state (the thing is lost, a friend arrives). Gates in templates ([friend], [lost], ...) say
 * what a line needs; see compose.ts for the full list.
 */

type ThingState = 'none' | 'want' | 'have' | 'lost' | 'found' | 'made' | 'broken';

export interface StoryState {
  friendHere: boolean;
  guideHere: boolean;
  thing: ThingState;
  /** The thing is one never had, looked for where such things are ('a four-leaf clover'): no clue of where it went. */
  hunt?: boolean;
  /** The hero is at the story's place (not at home before the journey). */
  atPlace: boolean;
  /** Facts woven in so far. */
  factsUsed: number;
  /** The trouble has happened and is not solved yet. */
  troubled: boolean;
  /** The wish is for the friend ('help {their} grandpa'): the friend asks for help, no guide comes to ask. */
  friendInGoal: boolean;
}

export interface Move {
  /** Sentences in order; each is a list of alternative templates. */
  parts: readonly (readonly string[])[];
  when?: (state: StoryState) => boolean;
  then?: (state: StoryState) => void;
  /** The part that states the wish: left out where the paragraph has said it already ('had a big dream: to fly'). */
  wishPart?: number;
}

/** A move that brings the guide in: used only while the guide is away, and the guide is there after it. */
export const guideComes = (parts: Move['parts']): Move => ({
  when: (s) => !s.guideHere,
  then: (s) => {
    s.guideHere = true;
  },
  parts,
});

/** Through a way somewhere once it is found or reached: a door to a secret kingdom opens onto the kingdom. */
export const BEYOND: readonly string[] = [
  '[beyond] {Hero} opened {thing} and stepped into {beyond}.',
  '[beyond] Behind {thing} lay {beyond}, just as {hero} had dreamed.',
  '[beyond] Through {thing}, {hero} could see {beyond} at last.',
  '[beyondPath] {Hero} followed {thing} all the way to {beyond}.',
  '[beyondPath] At the end of {thing} was {beyond}.',
];
