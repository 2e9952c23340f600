/** Colour words: the answers and wrong options of "What colour was ...?" questions. */
export const COLOURS = [
  'red',
  'blue',
  'green',
  'yellow',
  'orange',
  'purple',
  'pink',
  'white',
  'black',
  'brown',
  'grey',
  'gray',
  'golden',
  'silver',
  'gold',
] as const;

const COLOUR_SET: ReadonlySet<string> = new Set(COLOURS);

export const isColour = (word: string) => COLOUR_SET.has(word);

/** Colours that are one another under two spellings or two forms; never offered side by side. */
const SAME_COLOUR: Record<string, string> = { gray: 'grey', gold: 'golden' };

export const colourKey = (word: string) => SAME_COLOUR[word] ?? word;

/** Wrong options for a colour, in the story's spelling of grey. */
export function colourChoices(answer: string, americanGrey: boolean): string[] {
  return COLOURS.filter((c) => colourKey(c) !== colourKey(answer) && c !== (americanGrey ? 'grey' : 'gray') && c !== 'gold');
}
