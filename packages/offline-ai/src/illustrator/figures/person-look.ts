/** A person's drawn parameters: what makes one child, grandma or pirate look like themselves on every page. */
export const HAIR_STYLES = [
  'short',
  'spiky',
  'curly',
  'bob',
  'long',
  'ponytail',
  'pigtails',
  'bun',
  'afro',
  'braids',
  'bald',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export const AGES = ['baby', 'child', 'adult', 'elder'] as const;
type Age = (typeof AGES)[number];

export const TOPS = ['tshirt', 'sweater', 'dress', 'coat', 'hoodie', 'robe', 'suit', 'armour'] as const;
export type Top = (typeof TOPS)[number];

export const BOTTOMS = ['trousers', 'shorts', 'skirt'] as const;
type Bottom = (typeof BOTTOMS)[number];

/** Things worn or carried that say who someone is. */
export const EXTRAS = [
  'glasses',
  'crown',
  'tiara',
  'cap',
  'wizard-hat',
  'witch-hat',
  'pirate-hat',
  'chef-hat',
  'fire-helmet',
  'knight-helmet',
  'space-helmet',
  'cape',
  'wings',
  'beard',
  'scarf',
  'backpack',
  'bow',
  'apron',
  'tail',
  'headscarf',
  'stethoscope',
  // (A lifeguard's whistle on a cord round the neck.)
  'whistle',
  'wand',
  'eyepatch',
  'santa-hat',
  // (A woodcutter's axe, held in the near hand.)
  'axe',
  // (A witch's broom, ridden astride when she flies.)
  'broom',
] as const;
export type Extra = (typeof EXTRAS)[number];

/** What is worn on the head: a role's own hat or helmet takes its place. */
export const HEADWEAR: ReadonlySet<Extra> = new Set(EXTRAS.filter((e) => /hat|helmet|crown|tiara|cap|bow/.test(e)));

export interface PersonLook {
  age: Age;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  top: Top;
  topColour: string;
  bottom: Bottom;
  bottomColour: string;
  shoes: string;
  extras: Extra[];
  /** Colour of a cape, hat, wings or tail. */
  extraColour: string;
  /** The frames of glasses in a colour the visual prompt named ('pink glasses'); else dark. */
  glassesColour?: string;
}

/** Skin tones from fair to deep; the avatar gives its own, prompts name one ("brown skin"). */
export const SKIN_TONES = ['#fde0cd', '#f5c9a8', '#e8b08a', '#c98d64', '#a46a45', '#7a4a2e', '#5a3420'] as const;
export const HAIR_COLOURS = {
  black: '#231f20',
  dark: '#3b2719',
  brown: '#6b4226',
  chestnut: '#8a4b2a',
  auburn: '#9c3d1e',
  red: '#c2461f',
  ginger: '#d0652a',
  blonde: '#e7c46a',
  fair: '#f0d890',
  grey: '#b9b6b0',
  white: '#eeeae2',
} as const;
export const EYE_COLOURS = {
  brown: '#5b3a22',
  dark: '#2e1d12',
  hazel: '#8a6a2f',
  green: '#3f8a4a',
  blue: '#3f78c0',
  grey: '#7f8c96',
  amber: '#b07a2a',
} as const;
