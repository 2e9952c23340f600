/**
 * What the language module tells about an idea or a paragraph. The story writer and the
 * illustrator both read text through these shapes, so a snail stays a snail in words and pictures.
 */

export type Pronoun = 'she' | 'he' | 'they' | 'it';

/** Broad families of characters: what they can do and how a story or a picture treats them. */
export type KindGroup =
  | 'child'
  | 'adult'
  | 'family'
  | 'role'
  | 'pet'
  | 'farm'
  | 'wild'
  | 'sea'
  | 'bird'
  | 'bug'
  | 'magic'
  | 'machine'
  | 'toy'
  | 'thing';

export type Size = 'tiny' | 'small' | 'medium' | 'big' | 'huge';

/** A kind of character: a girl, a snail, a robot, a grandma, a dragon. Data in kinds.ts. */
export interface Kind {
  /** The word a story uses: 'snail'. */
  word: string;
  /** 'snails'. */
  plural: string;
  group: KindGroup;
  /** A person (child, adult, relative, princess, pirate): talks and walks like one. */
  human: boolean;
  /** Set when the word itself says it (girl, grandma, king). */
  pronoun?: Pronoun;
  /** When neither the word, the idea nor the name says: a robot is 'it'. Otherwise the writer chooses. */
  defaultPronoun?: Pronoun;
  size: Size;
  /** How it gets about, infinitives, the most typical first: snail ['slide', 'creep']. */
  moves: readonly string[];
  /** Its sound, an infinitive ('beep', 'purr'), if it makes one. */
  sound?: string;
  /** Body parts a story or a picture can mention: ['shell', 'feelers']. */
  parts: readonly string[];
  /** Where it lives when free to choose (a setting id). */
  habitat?: SettingId;
  /** Adjectives that suit it: ['little', 'slow', 'shiny']. */
  looks: readonly string[];
  canFly: boolean;
  canSwim: boolean;
  /**
   * A part of the world that stays where it is (a mountain, a volcano, a tree, a lighthouse, a star, the moon): `moves` are
   * what it does where it stands ('twinkle', 'rumble', 'sway'), never a way to get about; others come to it.
   */
  still?: boolean;
  /** Other words for it, lower case: grandma <- granny, nana, grandmother. */
  words: readonly string[];
}

/** The places a story or a picture happens (at least 30, see settings.ts). */
export type SettingId =
  | 'home'
  | 'bedroom'
  | 'kitchen'
  | 'bathroom'
  | 'garden'
  | 'park'
  | 'playground'
  | 'school'
  | 'library'
  | 'museum'
  | 'zoo'
  | 'aquarium'
  | 'farm'
  | 'city'
  | 'market'
  | 'bakery'
  | 'hospital'
  | 'dentist'
  | 'station'
  | 'airport'
  | 'cinema'
  | 'theatre'
  | 'workshop'
  | 'beach'
  | 'sea'
  | 'underwater'
  | 'island'
  | 'river'
  | 'lake'
  | 'pond'
  | 'waterfall'
  | 'forest'
  | 'jungle'
  | 'desert'
  | 'savanna'
  | 'mountain'
  | 'snow'
  | 'cave'
  | 'meadow'
  | 'volcano'
  | 'space'
  | 'moon'
  | 'night-sky'
  | 'sky'
  | 'castle'
  | 'fair'
  | 'pool'
  | 'campsite';

export type SettingGroup = 'home' | 'town' | 'nature' | 'water' | 'sky' | 'fantasy';

export interface Setting {
  id: SettingId;
  /** As a story names it: 'the beach', 'the snowy mountains'. */
  name: string;
  /** 'on the beach', 'in the forest', 'at school' (with `name`). */
  prep: string;
  group: SettingGroup;
  indoor: boolean;
  /** Words and phrases (lower case) that put a text there: 'beach', 'seaside', 'sandy shore'. */
  words: readonly string[];
  /** Things typical of it that hint at it without naming it: 'sandcastle', 'seashell'. */
  hints: readonly string[];
}

/** A real place an idea may name ('Egypt', 'Paris'): the setting it looks like and what to picture there. */
export interface NamedPlace {
  /** As written in stories: 'Egypt', 'the Amazon rainforest'. */
  name: string;
  prep: string;
  setting: SettingId;
  /** Picturable landmarks: 'the tall pyramids'. */
  landmarks: readonly string[];
  /** Knowledge-base topic it belongs to, if any ('ancient-egypt'). */
  topic?: string;
}

/** A place found in a text: a setting, and the real place when one is named. */
export interface PlaceMention {
  setting: SettingId;
  /** The words of the text that named it ('the garden shed', 'Rome'). */
  text: string;
  named: NamedPlace | null;
}

/** A thing in a text: 'the tallest sunflower' -> head 'sunflower'. */
export interface Thing {
  /** As written, without its determiner: 'tallest sunflower', 'new kite', 'garden shed'. */
  text: string;
  /** The head noun, singular, lower case: 'sunflower', 'shed'. */
  head: string;
  /** The whole phrase, singular, lower case, without adjectives: 'sunflower', 'garden shed', 'tree rings' -> 'tree ring'. */
  noun: string;
  adjectives: readonly string[];
  plural: boolean;
  /** Uncountable ('bread', 'water'): no 'a' before it. */
  mass: boolean;
  /** When the thing is a creature ('a lost kitten'): its kind. */
  kind: Kind | null;
}

/** Someone in an idea. */
export interface Character {
  /** The name exactly as written (diacritics, hyphens and all), or null when the idea gives none. */
  name: string | null;
  kind: Kind;
  /** The kind word as the idea wrote it ('kitty'), or null when only a name was given. */
  kindWord: string | null;
  /** Null when nothing in the idea says; the writer then chooses. */
  pronoun: Pronoun | null;
  /** How a companion relates to the hero: 'grandma', 'friend', 'sister', 'pet'; null for the hero. */
  relation: string | null;
  /** Adjectives the idea gives it ('shy', 'little'). */
  adjectives: readonly string[];
  /** 'two friends', 'the twins': more than one. */
  plural: boolean;
}

export type GoalType =
  'find' | 'reach' | 'make' | 'learn' | 'win' | 'help' | 'befriend' | 'overcome' | 'fix' | 'play' | 'get' | 'grow' | 'do';

export interface Goal {
  type: GoalType;
  /** The verb, infinitive: 'climb'. */
  verb: string;
  /** The whole wish as a bare infinitive phrase: 'climb the tallest sunflower', 'find {their} lost key'. */
  phrase: string;
  /** What it is about: 'the tallest sunflower'. */
  object: Thing | null;
  /** The occasion it is done at, as written with 'the': 'the school sports day' (the wish is then 'win the running race'). */
  occasion?: string;
  /** What is practised for the occasion: 'running', 'singing'. */
  skill?: string;
}

/** A trouble the idea itself names: 'but it gets stuck in a tree'. */
export interface Trouble {
  /** What happens, infinitive phrase: 'get stuck', 'break', 'blow away'. */
  verb: string;
  /** Who or what it happens to, when said: the kite. */
  subject: Thing | null;
  /** Where, when said: 'a tree'. */
  where: string | null;
  /** The idea's own words. */
  text: string;
}

export type Mood = 'happy' | 'excited' | 'curious' | 'calm' | 'brave' | 'proud' | 'scared' | 'sad' | 'shy' | 'cross' | 'silly';

/** What an idea asks the story to teach or be about, as written. */
export interface Topic {
  /** 'the water cycle', 'halves and quarters', 'life in ancient Rome'. */
  phrase: string;
  /** Its content words, lower case: ['water', 'cycle']. */
  words: readonly string[];
  /** For a question, what it asks about ('How do plants drink water?' -> ['plants', 'plant']). */
  subject?: readonly string[];
  /** For a question, what its subject does, as written and as its root, and the words after it ('why things fall down' -> ['fall', 'down']). */
  verb?: readonly string[];
}

/** Something the hero will not do or does not like: "didn't like vegetables", "won't go to bed", 'hates bath time'. */
export interface Dislike {
  /** As a bare phrase: 'vegetables', 'bath time', 'go to bed', 'have {their} hair cut', 'share {their} toys'. */
  what: string;
  /** A doing ('go to bed', 'share') rather than a thing ('vegetables', 'bath time'). */
  doing: boolean;
  /** The thing it is about, when one is named: the vegetables, the bath, the teeth. */
  object: Thing | null;
}

/** Someone who comes to the hero's home, or whose own big day is kept ('gets a new baby sister', 'waits for Santa'). */
export interface Arrival {
  /** As the wish calls them: '{their} new baby sister', 'Grandma and Grandpa', 'Santa', 'the new twins'. */
  who: string;
  /** The companions who come: the newcomer, and whoever comes with them (the other twin, Grandpa). */
  companions: Character[];
  /** A new baby (or two): carried in, tiny, asleep. */
  baby: boolean;
  /** Someone known to all ('Santa', 'the Easter Bunny'): they come at night while the child sleeps. */
  figure: boolean;
  /** Their own big day kept with them ('wedding day'): no one comes, the party is theirs. */
  day?: string;
}

export interface IdeaUnderstanding {
  /** The idea without 'Write a story about'. */
  text: string;
  hero: Character | null;
  companions: Character[];
  places: PlaceMention[];
  /** The main setting, when the idea gives or implies one. */
  setting: SettingId | null;
  goal: Goal | null;
  /** The object the story is about (the goal's object, else the first thing named). */
  wanted: Thing | null;
  things: Thing[];
  trouble: Trouble | null;
  /** What the idea asks to learn about ('how the water cycle works' -> the water cycle), else the main subjects. */
  topic: Topic | null;
  /** The idea asks to learn or explain something. */
  educational: boolean;
  mood: Mood | null;
  /** A feeling the hero has to get past ('afraid of the dark' -> 'scared'). */
  feeling: { mood: Mood; about: string | null } | null;
  /** Someone who comes to the hero's home, or whose big day is kept, when the idea tells of one. */
  arrival?: Arrival;
  /** What the hero will not do or does not like, when the idea says so; the goal is then to come round to it. */
  dislike?: Dislike;
  /** A ride the idea is about ('Going on a train to see Grandma'): what carries the child, and who waits at the end. */
  /** ('Aarav visits his grandma in India': a plane to see Grandma, in India.) */
  ride?: { ride: 'train' | 'boat' | 'bus' | 'plane'; visiting: string | null; abroad?: string };
}

/** Someone a text is about, for reading paragraphs: the story's cast. */
export interface CastMember {
  name: string | null;
  kind: Kind;
  pronoun: Pronoun | null;
}

/** Who is in a paragraph and how the text names them. */
export interface PresentCharacter {
  /** The cast member's name, or null for someone only named by kind ('a kind farmer'). */
  name: string | null;
  kind: Kind;
  /** Index into the cast passed to readParagraph, or -1 for someone new. */
  cast: number;
  via: 'name' | 'kind' | 'pronoun';
  /**
   * Only waited for, missed, thought of, phoned, written to or still to come ('Grandma would come
   * tomorrow'): named, but not there to be seen.
   */
  away?: true;
}

export interface Action {
  /** Index into the paragraph's characters, or -1 when the subject is not a character. */
  who: number;
  /** The verb, infinitive (with its particle: 'look up', 'wave goodbye' -> 'wave'). */
  verb: string;
  /** What it is done to, when said. */
  object: string | null;
  /** The sentence it is in. */
  sentence: number;
}

/** A change in the story's world, read from a paragraph (for checking that a story holds together). */
export interface StoryEvent {
  type: 'arrive' | 'leave' | 'lose' | 'find' | 'break' | 'mend';
  /** A character's name or kind word, or a thing's head noun. */
  subject: string;
  sentence: number;
}

export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'evening' | 'night';
export type Weather = 'sunny' | 'cloudy' | 'rain' | 'snow' | 'wind' | 'fog' | 'storm' | 'rainbow';

export interface ParagraphReading {
  characters: PresentCharacter[];
  setting: SettingId | null;
  places: PlaceMention[];
  time: TimeOfDay | null;
  weather: Weather | null;
  /** Things named, in order, most picturable first is the caller's choice. */
  things: Thing[];
  actions: Action[];
  events: StoryEvent[];
  mood: Mood | null;
  /** Someone speaks (a quotation). */
  dialogue: boolean;
}
