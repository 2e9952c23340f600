/**
 * Troubles of the doing itself, for a wish done where the hero is ('learn to fall asleep', 'get
 * ready for winter'): a fallen tree across the path or fog between the trees only stands in the
 * way of getting somewhere, and a koala trying to sleep goes nowhere.
 */
import type { PlaceTrouble } from './types.js';

/** The trouble only stands in the way of getting somewhere: a path split, fog, a wrong turn. */
const WAY =
  /\b(?:path|paths|track|tunnel|stairs|streets|bridge|drawbridge|wrong turn|get through|lost sight|fog|hardly see|wrapped around|murky|which way|split|blocked|swept them away|stepping stones|blown shut|latch)\b/;

export const blocksTheWay = (trouble: PlaceTrouble) => WAY.test(trouble.event);

/** A wish that is a party or a feast: 'have a birthday party', 'enjoy the party', 'celebrate Diwali'. */
export const PARTY = /\b(?:party|parties|birthday|celebrate|feast)\b/;

/** By what the wish is ('sleep', 'swim', 'help'), the first that matches. */
const DOING: readonly { verbs: RegExp; troubles: readonly PlaceTrouble[] }[] = [
  {
    verbs: /\b(?:sleep|asleep|nap|rest|snooze|dream)\b/,
    troubles: [
      {
        event: 'Then a noisy cricket began to chirp, very loudly, close by.',
        fix: 'They sang a soft song, and the cricket went quiet.',
        doing: true,
      },
      {
        event: 'Then a bright, round moon shone right in {their} eyes.',
        fix: 'They asked a big cloud to cover the moon like a blanket.',
        doing: true,
      },
    ],
  },
  {
    verbs: /\b(?:swim|float|dive|paddle)\b/,
    troubles: [{ event: 'Then the water felt cold and deep.', fix: 'They started where the water was shallow.', doing: true }],
  },
  {
    verbs: /\b(?:glow|shine|sparkle|light)\b/,
    troubles: [
      {
        event: 'Then the night grew cold, and not a flicker came.',
        fix: 'They sat close and thought of happy things.',
        doing: true,
      },
      // (A star's or a lighthouse's light is hidden by its own sky's weather.)
      {
        event: 'Then a big grey cloud rolled over and hid every bit of light.',
        fix: 'They waited and waited until the wind blew the cloud away.',
        doing: true,
      },
    ],
  },
  {
    // ('A giraffe who wants to dance': the dance goes wrong as dances do, never a waterhole drying up.)
    verbs: /\b(?:dance|dancing|twirl|spin)\b/,
    troubles: [
      {
        event: 'Then {hero} spun round too fast and fell over in a heap. Bump!',
        fix: 'They found a slower tune, and swayed to it, step by step.',
        doing: true,
      },
      {
        event: 'Then everyone stopped to watch, and {hero} felt too shy to move.',
        fix: 'They shut their eyes and listened. Soon the dancing came back.',
        doing: true,
      },
    ],
  },
  {
    verbs: /\b(?:sing|singing|song)\b/,
    troubles: [
      {
        event: 'Then the song came out as a squeaky wobble.',
        fix: 'They took a big breath and sang it again, slowly and softly.',
        doing: true,
      },
      {
        event: 'Then {hero} forgot the words halfway through the song.',
        fix: 'They made up new words, and the new words were even better.',
        doing: true,
      },
    ],
  },
  {
    // Someone new coming home ('welcome {their} new baby sister', 'welcome Grandma'): the getting ready and the waiting.
    verbs: /^welcome\b/,
    troubles: [
      {
        event: 'Then the waiting felt like the longest wait in the world.',
        fix: 'They made a big welcome card to pass the time.',
        doing: true,
      },
      {
        event: 'Then the welcome banner tore right in half.',
        fix: 'They stuck it back together with lots of tape.',
        doing: true,
      },
      {
        event: 'Then they saw that the spare room was still a big mess of toys.',
        fix: 'They tidied it up together, one box at a time.',
        doing: true,
      },
    ],
  },
  {
    verbs: /\b(?:help|tidy|clean|cook|bake|wash|sort|get ready|gather|collect)\b/,
    troubles: [
      {
        event: 'Then {goalIng} turned into a big muddle.',
        fix: 'They took a deep breath and did one thing at a time.',
        doing: true,
      },
    ],
  },
];

/** Troubles that fit doing anything. */
export const ANY_DOING: readonly PlaceTrouble[] = [
  {
    event: 'Then the first try at {goalIng} went all wrong.',
    fix: 'They tried again, one little step at a time.',
    doing: true,
    plain: true,
  },
  {
    event: 'Then {goalIng} was much harder than it looked.',
    fix: 'They had a little rest, then tried {goalIng} again.',
    doing: true,
    plain: true,
  },
];

/**
 * Trying what the hero's body cannot do (a penguin who wants to fly): the try fails as such a try does, and the fix is
 * no success but a think that leads to the hero's own way of feeling it.
 */
export const DREAM_TROUBLES: Readonly<Record<string, readonly PlaceTrouble[]>> = {
  fly: [
    {
      event: 'Then {hero} climbed onto a rock, flapped hard and jumped. Bump! Down {they} came.',
      fix: 'They sat down together and had a think. There had to be another way.',
      doing: true,
      plain: true,
    },
    {
      event: 'Then {hero} flapped and flapped until {they} puffed, but {their} feet stayed on the ground.',
      fix: 'They watched the birds for a while. Then they had a new idea.',
      doing: true,
      plain: true,
    },
  ],
  'go fast': [
    {
      event: 'Then {hero} pushed and pushed with all {their} might. {They} moved one tiny bit.',
      fix: 'They sat down together and had a think. There had to be another way.',
      doing: true,
      plain: true,
    },
    {
      event: 'Then {hero} tried to race a beetle. The beetle was gone in a blink.',
      fix: 'They watched the leaves whizz down the stream. Then they had a new idea.',
      doing: true,
      plain: true,
    },
  ],
  walk: [
    {
      event: 'Then {hero} tried to stand up, but {they} just flopped over.',
      fix: 'They sat down together and had a think. There had to be another way.',
      doing: true,
      plain: true,
    },
  ],
};

/** The troubles of doing this very wish, if it has its own ('sleep': a noisy cricket). */
export function doingTroubles(phrase: string): readonly PlaceTrouble[] | null {
  return DOING.find((d) => d.verbs.test(phrase))?.troubles ?? null;
}
