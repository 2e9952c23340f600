/**
 * What a hero that stays where it is does there (a kind marked `still` in language/kinds.ts: a mountain, a volcano, a
 * tree, a lighthouse, a star, the moon): the things it can do in its own place, said in the past ('twinkled as brightly
 * as it could', 'swayed in the breeze'). The story's lines for such a hero use these instead of walking, hopping or
 * drifting about; its friends come to it.
 */
import type { Kind } from '../../language/types.js';

interface StillWays {
  /** What it does where it stands, three ways, each a past phrase that ends a sentence. */
  acts: readonly [string, string, string];
  /** What it does as the day ends. */
  evening: string;
}

const STILL_WAYS: Record<string, StillWays> = {
  mountain: {
    acts: ['stood tall in the sunshine', 'wore its white cap of snow', 'echoed back every little sound'],
    evening: 'pulled a soft blanket of cloud round its top',
  },
  hill: {
    acts: ['stood green in the sunshine', 'let the wind ruffle its grass', 'echoed back every little sound'],
    evening: 'lay quiet under the first stars',
  },
  volcano: {
    acts: ['puffed a little cloud of smoke', 'rumbled deep down inside', 'warmed the rocks around it'],
    evening: 'gave one last sleepy puff',
  },
  tree: {
    acts: ['swayed in the breeze', 'rustled its leaves', 'spread its branches wide'],
    evening: 'folded its leaves and swayed softly',
  },
  lighthouse: {
    acts: ['shone its beam across the waves', 'stood tall on its rock', 'flashed its light, on and off'],
    evening: 'lit its lamp to keep watch all night',
  },
  star: {
    acts: ['twinkled as brightly as it could', 'shone down on the sleeping world', 'sparkled high up in the sky'],
    evening: 'twinkled softly over the sleeping town',
  },
  moon: {
    acts: ['shone its soft silver light', 'looked down on the sleeping world', 'glowed round and bright'],
    evening: 'shone softly over the sleeping town',
  },
  sun: {
    acts: ['shone warm and bright', 'warmed the fields below', 'sent its golden light all around'],
    evening: 'sank down low, pink and gold',
  },
  rainbow: {
    acts: ['shimmered across the sky', 'shone in all its colours', 'arched over the wet fields'],
    evening: 'faded softly into the evening sky',
  },
};

/** The ways of a still hero's kind ('old oak tree' -> a tree's), or null for one that gets about. */
export function stillWaysOf(kind: Kind): StillWays | null {
  if (!kind.still) return null;
  return STILL_WAYS[kind.word.split(' ').at(-1)!] ?? null;
}
