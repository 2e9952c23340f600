/**
 * A brother or sister who takes the hero's things ('My sister keeps taking my toys', 'My brother always grabs my
 * crayons'): the story is the child's own, a trouble at home said in words and put right with a fair turn or a swap,
 * never a wish to keep taking toys.
 */
import type { Mention } from './cast.js';
import type { Token } from './tokens.js';

const SIBLINGS = new Set(['brother', 'sister', 'twin', 'cousin']);
/** Taking said by its root: 'takes', 'keeps taking', 'grabs', 'snatches'. */
const TAKES = new Set(['take', 'grab', 'snatch', 'steal', 'borrow', 'pinch', 'nick']);
/** What is taken: the child's toys and things. */
const THINGS =
  /^(?:toys?|things|stuff|lego|blocks|bricks|crayons|pens|pencils|cars|trains?|dolls?|teddy|teddies|games?|books?|sweets|ball)$/;

/** The brother or sister who takes the hero's things, when the idea says so. */
export function siblingTakes(tokens: readonly Token[], people: readonly Mention[]): Mention | null {
  return (
    people.find((m) => {
      if (!SIBLINGS.has(m.kind?.word ?? '')) return false;
      // ('keeps taking my toys', 'always grabs my crayons': the taking soon after them, the things soon after that.)
      const at = tokens.findIndex((t, i) => i > m.to && i <= m.to + 3 && TAKES.has(t.root));
      return at >= 0 && tokens.slice(at + 1, at + 4).some((t) => THINGS.test(t.lower));
    }) ?? null
  );
}
