/**
 * Reads an idea: its characters, places, objects, topics and themes, and what the hero wants.
 * Nothing here is random; the plan fills what the idea leaves open.
 */
import { extractCast, type IdeaCharacter } from './extract-characters.js';
import { extractGoal } from './extract-goal.js';
import { findNamedPlaces, unknownPlace, type NamedPlace } from './places.js';
import type { Setting } from './setting.js';
import { settingById, settingForWord } from './settings.js';
import { singular, termsOf, type Term } from './terms.js';
import { detectThemes, type Theme } from './themes.js';
import { topicKey } from './topic-facts.js';

export interface PlaceRef {
  /** As the story writes it: 'Egypt', 'the sea', 'school'. */
  name: string;
  prep: string;
  setting: Setting;
  landmarks: readonly string[];
  facts: readonly string[];
  /** Named by the idea (true) or chosen from its topic or theme (false). */
  fromIdea: boolean;
}

export interface IdeaAnalysis {
  hero: IdeaCharacter | null;
  companions: IdeaCharacter[];
  place: PlaceRef;
  goal: string | null;
  feeling: string | null;
  /** Topic keys the facts bank knows ('mummy') and other things to learn about, most relevant first. */
  topics: string[];
  /** The same topics as the idea wrote them ('mummies'). */
  topicWords: string[];
  /** Plain nouns of objects in the idea ('rocket', 'kite'), singular. */
  things: string[];
  themes: Theme[];
  /** The hero goes somewhere (starts at home) rather than starting where the story happens. */
  journey: boolean;
}

const PREAMBLE =
  /^\s*(?:please\s+)?(?:(?:can you\s+)?(?:write|tell|make|create|generate|give)\s+(?:me\s+|us\s+)?)?(?:(?:a|an|the)\s+)?(?:(?:short|little|bedtime|fun|funny|sweet|children'?s|kids'?)\s+)*(?:story|tale)\s+(?:about|of|where|in which|on|for)\s+/i;
const ONCE = /^\s*once upon a time,?\s*(?:there (?:was|lived)\s+)?/i;
const THING_STOPS = new Set([
  'day',
  'time',
  'story',
  'way',
  'thing',
  'lot',
  'kind',
  'bit',
  'place',
  'world',
  'life',
  'today',
  'fact',
  'facts',
  'idea',
  'trip',
  'adventure',
  'journey',
  'fun',
  'name',
  'year',
  'week',
  'morning',
  'night',
  'evening',
  'holiday',
  'vacation',
  'people',
  'everyone',
  'something',
  'dark',
  'home',
  'friend',
]);
const MOTION =
  /\b(?:see|sees|visit|visits|go|goes|going|travel|travels|travelling|traveling|fly|flies|sail|sails|explore|explores|reach|trip|journey|first day|holiday|vacation|to the)\b/i;
/** Where a topic is best met when the idea names no place. */
/** Values are setting words ('kitchen' is the home setting, named 'the kitchen'). */
const TOPIC_SETTINGS: Record<string, string> = {
  volcano: 'mountain',
  dinosaur: 'museum',
  fossil: 'museum',
  mummy: 'museum',
  pharaoh: 'desert',
  pyramid: 'desert',
  whale: 'sea',
  dolphin: 'sea',
  turtle: 'sea',
  fish: 'sea',
  octopus: 'sea',
  shell: 'sea',
  coral: 'sea',
  ocean: 'sea',
  bee: 'garden',
  butterfly: 'garden',
  caterpillar: 'garden',
  flower: 'garden',
  plant: 'garden',
  seed: 'garden',
  star: 'space',
  planet: 'space',
  moon: 'space',
  sun: 'space',
  space: 'space',
  rocket: 'space',
  astronaut: 'space',
  penguin: 'snow',
  snow: 'snow',
  ice: 'snow',
  camel: 'desert',
  desert: 'desert',
  tree: 'forest',
  rainforest: 'jungle',
  castle: 'castle',
  knight: 'castle',
  bread: 'kitchen',
  frog: 'river',
  river: 'river',
  elephant: 'savanna',
  giraffe: 'savanna',
  lion: 'savanna',
  zebra: 'savanna',
  rainbow: 'sky',
  weather: 'sky',
  mountain: 'mountain',
  train: 'city',
};

/** The idea without "Write a story about" and similar openings. */
export function stripPreamble(idea: string): string {
  return idea.replace(PREAMBLE, '').replace(ONCE, '').trim();
}

function placeOf(named: NamedPlace): Omit<PlaceRef, 'fromIdea'> {
  return {
    name: named.name,
    prep: named.prep,
    setting: settingById(named.setting),
    landmarks: named.landmarks,
    facts: named.facts,
  };
}

/** The main place: a named place, else a setting word (one inside the goal first), else null. */
function findPlace(terms: readonly Term[], text: string, goal: string | null): PlaceRef | null {
  const named = findNamedPlaces(text.toLowerCase());
  if (named[0]) return { ...placeOf(named[0]), fromIdea: true };
  const unknown = terms.find((t) => t.tags.has('Place') && /^[A-Z]/.test(t.text) && !t.starts);
  if (unknown) return { ...placeOf(unknownPlace(unknown.text)), fromIdea: true };
  const settingWords = terms
    .map((t) => ({ term: t, found: settingForWord(t.lower) ?? settingForWord(singular(t.lower)) }))
    .filter((s) => s.found !== null);
  const inGoal = settingWords.find((s) => goal?.split(' ').includes(s.term.lower));
  const chosen = inGoal ?? settingWords[0];
  if (!chosen?.found) return null;
  const { setting, name, prep } = chosen.found;
  return { name, prep, setting, landmarks: [], facts: [], fromIdea: true };
}

export function analyseIdea(idea: string): IdeaAnalysis {
  const text = stripPreamble(idea) || idea;
  const terms = termsOf(text);
  const cast = extractCast(terms);
  const { goal, feeling } = extractGoal(terms, cast.hero?.pronoun ?? null);
  const lowerWords = terms.map((t) => t.lower);
  const themes = detectThemes([...lowerWords, ...lowerWords.map(singular)]);

  // Topics: what follows "about", then any word the facts bank knows.
  let place = findPlace(terms, text, goal);
  const topics: string[] = [];
  const topicWords: string[] = [];
  const aboutAt = lowerWords.indexOf('about');
  const candidates = aboutAt >= 0 ? [...terms.slice(aboutAt + 1), ...terms] : terms;
  for (const term of candidates) {
    if (!term.tags.has('Noun') || cast.used.has(terms.indexOf(term)) || place?.name.toLowerCase().endsWith(term.lower)) continue;
    const key = topicKey(term.lower) ?? topicKey(singular(term.lower));
    if (key && !topics.includes(key)) {
      topics.push(key);
      topicWords.push(term.lower);
    }
  }

  const habitat = cast.hero?.kind?.habitat ?? null;
  if (!place) {
    const heroTopic = cast.hero?.kind ? topicKey(cast.hero.kind.word) : null;
    const word = habitat ?? [...topics, heroTopic ?? ''].map((t) => TOPIC_SETTINGS[t]).find(Boolean) ?? themes[0]!.setting;
    const found = settingForWord(word) ?? { setting: settingById('forest'), name: 'the forest', prep: 'in' };
    place = { name: found.name, prep: found.prep, setting: found.setting, landmarks: [], facts: [], fromIdea: false };
  }

  const things: string[] = [];
  terms.forEach((term, i) => {
    if (!term.tags.has('Noun') || term.tags.has('ProperNoun') || term.tags.has('Pronoun') || cast.used.has(i)) return;
    const word = singular(term.lower);
    const asSetting = settingForWord(word) ?? settingForWord(term.lower);
    if (THING_STOPS.has(word) || asSetting?.name.includes(word) || word.length < 3) return;
    if (place.name.toLowerCase().includes(term.lower) || things.includes(word)) return;
    things.push(word);
  });

  // A whale's story starts in the sea, a dragon's fear of the dark at home: no trip there.
  const atHome = place.setting.id === 'home' || (habitat !== null && settingForWord(habitat)?.setting === place.setting);
  const journey = !atHome && (!place.fromIdea || place.landmarks.length > 0 || MOTION.test(text));
  return { hero: cast.hero, companions: cast.companions, place, goal, feeling, topics, topicWords, things, themes, journey };
}
