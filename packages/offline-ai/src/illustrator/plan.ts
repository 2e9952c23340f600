import type { ImageStyle, IllustrationRequest } from '../types.js';
import { decodeBookLook, type BookLook } from './book-look.js';
import { COLOUR_WORDS } from './colour.js';
import { HEROES, heroIn, heroWords, toneIn } from './hero.js';
import { nounsOf } from './nouns.js';
import { NO_MOODS, VARIANTS, type Moods } from './looks.js';
import { hashString, random } from './random.js';
import { detectSetting, type SettingId } from './settings.js';
import { detectTime, type TimeOfDay } from './sky.js';
import { thingsNamed, type Thing } from './things.js';
import { capitalised, mentions, words } from './words.js';

export type Weather = 'rain' | 'snow' | 'rainbow' | 'storm' | 'wind';

/** Everything a picture shows, decided before anything is drawn. */
export interface ScenePlan {
  book: BookLook;
  setting: SettingId;
  time: TimeOfDay;
  weather: Weather[];
  /** Things the paragraph (then the visual prompt) names, most important first. */
  things: Thing[];
  /** Lays out this one picture: clouds, stars, where things stand. */
  seed: number;
}

const MAX_THINGS = 5;
/** What the hero wears, in a visual prompt ("a fox in a green coat"), is no thing beside them. */
const CLOTHES = new Set([
  'coat',
  'hat',
  'dress',
  'shirt',
  'shoes',
  'shoe',
  'boots',
  'glasses',
  'scarf',
  'jacket',
  'suit',
  'cap',
  'gloves',
  'socks',
  'sweater',
  'jumper',
  'skirt',
  'trousers',
  'pants',
  'hoodie',
  'cape',
  'costume',
  'uniform',
  'hair',
  'bow',
]);
const SHIRTS = ['#e63946', '#3a86ff', '#ffbe0b', '#8338ec', '#2a9d8f', '#fb5607', '#ff70a6'];
const STYLE_WORDS: Readonly<Record<string, ImageStyle>> = {
  ghibli: 'ghibli',
  pixar: 'pixar',
  disney: 'disney',
  anime: 'anime',
  manga: 'anime',
};
const MOOD_WORDS: Readonly<Record<keyof Moods, Set<string>>> = {
  pastel: new Set(['pastel', 'soft', 'gentle', 'calm', 'cosy', 'cozy']),
  bright: new Set(['bright', 'vivid', 'colourful', 'colorful', 'neon', 'bold', 'vibrant']),
  dark: new Set(['spooky', 'mysterious', 'moody', 'shadowy', 'gloomy']),
  magic: new Set([
    'magic',
    'magical',
    'sparkle',
    'sparkles',
    'sparkly',
    'sparkling',
    'enchanted',
    'dreamy',
    'glitter',
    'glittering',
    'twinkling',
  ]),
  watercolour: new Set(['watercolour', 'watercolor', 'painted', 'painterly', 'storybook']),
};
const WEATHER_WORDS: Readonly<Record<Weather, Set<string>>> = {
  rain: new Set(['rain', 'raining', 'rainy', 'drizzle', 'puddle', 'puddles', 'umbrella', 'raindrop', 'raindrops']),
  snow: new Set(['snow', 'snowing', 'snowy', 'snowflake', 'snowflakes', 'blizzard']),
  rainbow: new Set(['rainbow', 'rainbows']),
  storm: new Set(['storm', 'stormy', 'thunder', 'lightning', 'thunderstorm']),
  wind: new Set(['wind', 'windy', 'breeze', 'blowing', 'blew', 'gust']),
};

export type PlanInput = Pick<IllustrationRequest, 'paragraph' | 'visualPrompt' | 'style' | 'seed' | 'styleReference'> & {
  avatar: boolean;
};

/**
 * The book's look: from the style token when one came back from the first picture; else, with an
 * avatar, from this (first) picture's seed; in text mode from the visual prompt itself, so pictures
 * made independently (SPEC §4) still share hero and palette.
 */
export function bookLookFor(input: PlanInput): BookLook {
  const fromToken = decodeBookLook(input.styleReference?.token);
  if (fromToken && (fromToken.hero === 'avatar') === input.avatar) return fromToken;

  const promptWords = words(input.visualPrompt ?? '');
  const style = input.style ?? promptWords.map((w) => STYLE_WORDS[w]).find(Boolean) ?? 'ghibli';
  const rng = random(
    input.avatar ? input.seed : hashString(`${style}|${(input.visualPrompt ?? input.paragraph).trim().toLowerCase()}`),
  );
  const accentWord = promptWords.find((w) => COLOUR_WORDS[w]);
  const accent = accentWord ? COLOUR_WORDS[accentWord]! : null;
  const moods: Moods = { ...NO_MOODS };
  for (const key of Object.keys(MOOD_WORDS) as (keyof Moods)[]) moods[key] = mentions(promptWords, MOOD_WORDS[key]).length > 0;
  const hero = input.avatar
    ? 'avatar'
    : (heroIn(promptWords) ?? (input.visualPrompt ? null : heroIn(words(input.paragraph))) ?? rng.pick(['girl', 'boy', 'child']));
  return {
    style,
    variant: rng.int(0, VARIANTS[style].length - 1),
    side: rng.chance(0.5) ? 'L' : 'R',
    hero,
    tone: toneIn(promptWords),
    shirt: accent ?? rng.pick(SHIRTS),
    accent,
    moods,
  };
}

export function planScene(input: PlanInput): ScenePlan {
  const book = bookLookFor(input);
  const paragraphWords = words(input.paragraph);
  const promptWords = words(input.visualPrompt ?? '');
  const setting = detectSetting(paragraphWords, promptWords);
  const time = setting === 'space' ? 'night' : detectTime(paragraphWords, promptWords);
  let weather = (Object.keys(WEATHER_WORDS) as Weather[]).filter(
    (w) => mentions(paragraphWords, WEATHER_WORDS[w]).length > 0 || mentions(promptWords, WEATHER_WORDS[w]).length > 0,
  );
  // A rainbow comes after the rain: the storm is over.
  if (weather.includes('rainbow')) weather = weather.filter((w) => w !== 'rain' && w !== 'storm');
  // The hero's own words ("girl", "fox") name the hero, not another thing beside it.
  const kind = HEROES[book.hero];
  const skip = kind?.whole || kind?.head ? heroWords(book.hero) : new Set<string>();
  if (kind?.hat) skip.add(kind.hat);
  const named = thingsNamed(
    paragraphWords,
    MAX_THINGS,
    { nouns: nounsOf(input.paragraph), ...capitalised(input.paragraph) },
    skip,
  );
  // Colour and mood words of the prompt style the picture; they are not things ("purple" is no aubergine).
  const promptNouns = promptWords.filter(
    (w) => !COLOUR_WORDS[w] && !CLOTHES.has(w) && !Object.values(MOOD_WORDS).some((set) => set.has(w)),
  );
  const promptReading = { nouns: nounsOf(input.visualPrompt ?? ''), ...capitalised(input.visualPrompt ?? '') };
  const fromPrompt = thingsNamed(promptNouns, 2, promptReading, new Set([...skip, ...named.map((t) => t.icon)]));
  return { book, setting, time, weather, things: [...named, ...fromPrompt].slice(0, MAX_THINGS), seed: input.seed };
}
