/**
 * The season or weather an idea names ('Why do leaves fall in autumn?', 'The day it snowed in the jungle'): the first
 * paragraph opens in it, never 'One spring day' for a story about autumn leaves.
 */
export type Season = 'spring' | 'summer' | 'autumn' | 'winter' | 'snow' | 'rain';

// (Snow before winter: 'a snowy winter day' opens on the snow. 'fall' alone is a verb far more often than a season.)
const SAID: readonly [Season, RegExp][] = [
  ['snow', /\b(?:snow(?:s|ed|ing|y|flakes?|man|men|ball|balls)?|blizzard)\b/i],
  ['winter', /\b(?:winter|wintry|frosty|christmas)\b/i],
  ['autumn', /\b(?:autumn|autumnal|the fall|fall leaves|conkers?|halloween)\b/i],
  ['summer', /\b(?:summer|midsummer)\b/i],
  // ('spring' is the season only where said as one: 'in the spring', 'a spring day', never 'can spring really high'.)
  [
    'spring',
    /\b(?:springtime|(?:in|this|last|next|early|late) (?:the )?spring|spring (?:day|days|morning|flowers?|lambs?|holidays?|has sprung|is here|comes))\b/i,
  ],
  ['rain', /\b(?:rainy|raining|rained|puddles?)\b/i],
];

export const seasonOf = (text: string): Season | null => SAID.find(([, said]) => said.test(text))?.[0] ?? null;

/** How the first paragraph opens in each season. */
export const SEASON_OPENERS: Record<Season, readonly string[]> = {
  spring: ['One spring day', 'One bright spring morning', 'Early one spring day'],
  summer: ['One summer day', 'One hot summer morning', 'Early one summer day'],
  autumn: ['One autumn day', 'One crisp autumn morning', 'One windy autumn day'],
  winter: ['One winter day', 'One frosty morning', 'One cold winter day'],
  snow: ['One snowy day', 'One snowy morning', 'Early one snowy day'],
  rain: ['One rainy day', 'One wet morning', 'One grey, rainy day'],
};
