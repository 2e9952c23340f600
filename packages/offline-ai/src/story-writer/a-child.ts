import { kindOf, type Character } from '../language/index.js';
import type { Random } from '../seeded.js';

/** A girl or a boy, picked by seed and named later: the hero of a child's day when the idea names no child. */
export const aChild = (rng: Random): Character => ({
  name: null,
  kind: kindOf(rng.pick(['girl', 'boy']))!,
  kindWord: null,
  pronoun: null,
  relation: null,
  adjectives: [],
  plural: false,
});
