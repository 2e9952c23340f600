import type { Expression, Pose } from '../figures/pose.js';
import type { KindId } from '../figures/kinds.js';
import type { SettingId } from '../scenery/settings.js';

/**
 * How a hiding place covers one hidden there: a curtain or a tall door (a wardrobe, a shed) they
 * peek round, a table's cloth, a low thing (a sofa, a box) they peek over, a tree's trunk, leaves
 * (a bush, kelp, coral), a heap (of coats), a shell, a rock.
 */
export type Cover = 'curtain' | 'tall' | 'table' | 'low' | 'tree' | 'leafy' | 'heap' | 'shell' | 'rock';

export type TimeOfDay = 'morning' | 'day' | 'sunset' | 'night';
export type Weather = 'rain' | 'snow' | 'storm' | 'wind' | 'rainbow' | 'cloudy' | 'fog';
export type Mood = 'happy' | 'calm' | 'sad' | 'scary' | 'exciting' | 'magical' | 'sleepy';

/** Someone in the picture: the hero or a companion, of a kind, doing something, feeling something. */
export interface CharacterPlan {
  role: 'hero' | 'companion';
  kind: KindId;
  name: string | null;
  /** A colour the text gives them ("a purple dragon"), `#rrggbb`. */
  colour: string | null;
  pose: Pose;
  expression: Expression;
  /** Several of them ("three ducks"): drawn as a small group. */
  count: number;
  /**
   * An animal's grandma or grandpa ('elder': spectacles and a walking stick), its mum or dad
   * ('grown': taller than the young hero) or its baby ('young': smaller); people show their age in
   * their own drawing.
   */
  age?: 'elder' | 'grown' | 'young';
  /**
   * The job the text calls them by when we draw it as a plain grown-up ('a patient fisherman called
   * Ali', then 'the fisherman'): they look the job's way on every page, named or not.
   */
  job?: string;
  /** Trouble an animal is in, drawn so: up in a tree ('stuck up the tree'), caught in a net. */
  trouble?: 'tree' | 'net';
  /**
   * Hiding (a game of hide and seek): behind, under or inside a thing, drawn in front of them, the
   * word that named it ('long curtains') for its look; they peek out round it or over it.
   */
  hiding?: { cover: Cover; word: string };
  /** A role they play, drawn by its clothes on them ('Felix would make a fine chef': Felix in a chef's hat). */
  wears?: KindId;
}

/** A thing the paragraph is about: drawn by us (`drawn`) or from the emoji artwork (`icon`). */
export interface ThingPlan {
  /** The word or phrase that named it, as written. */
  word: string;
  drawn: string | null;
  icon: string | null;
  /** In the hero's hand (a book being read, a kite's string, a lantern). */
  held: boolean;
  /** Held by each one there who does it with the hero, one each (the players of a card game, each with a hand of cards). */
  each?: boolean;
  /** Sat on or ridden by the hero (a swing, a bench, a sledge): drawn under it. */
  seat?: boolean;
  /** A vehicle someone is in (drives, steers, flies, rides): that one's place among the characters (0: the hero). */
  rider?: number;
  /** A nest with eggs in it: only when the text says eggs (a hedgehog's winter nest has none). */
  eggs?: boolean;
  /** Caught up in a tree ('the kite was stuck in the branches'): drawn in its crown, on no string. */
  inTree?: boolean;
  /** A thing of the sky come down ('the kite flopped down onto the grass'): lying on the ground, on no string. */
  grounded?: boolean;
  colour: string | null;
}

/** Everything one picture shows, decided from the paragraph before anything is drawn. */
export interface ScenePlan {
  setting: SettingId;
  /** The setting was named (by the paragraph, the book's place so far or the visual prompt), not guessed. */
  placeNamed: boolean;
  time: TimeOfDay;
  weather: Weather[];
  /** The hero first, then companions (at most three kinds). */
  characters: CharacterPlan[];
  /** One or two key things. */
  things: ThingPlan[];
  mood: Mood;
  /** The characters talk to (or hug, or play with) each other: they face each other. */
  together: boolean;
  /** The figures are in a boat on the water: a sailing boat, or one paddled or rowed (a canoe, a raft). */
  vessel?: 'sail' | 'paddle';
  /** They sit, eat or play at a table: seated on chairs at it, the table in front of them. */
  atTable?: boolean;
  /**
   * The moon as the page tells it: gone ('the moon was not there', a new moon: stars only) or a thin
   * crescent ('a thin silver crescent', drawn so even just after sunset).
   */
  moon?: 'none' | 'crescent';
  /**
   * The room's lights are out ('The lights went out', a power cut, 'the big light went off'): the room
   * is dark, lit only by a torch, a candle or a lantern there.
   */
  lightsOut?: boolean;
  /**
   * The place is up in the clouds: a giant's castle at the top of the beanstalk, 'a castle in the
   * clouds'. Clouds are its ground, not green hills.
   */
  aloft?: boolean;
}
