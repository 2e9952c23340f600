/**
 * Whose day a family idea is: one of the family (or a pet) the story is about, while the child who
 * loves them is its hero. The first of these the idea tells wins.
 */
import type { Mention } from './cast.js';
import { cryingBaby } from './crying-baby.js';
import { jealousOf } from './jealousy.js';
import { tellsOfLongAgo } from './long-ago.js';
import { DIED_AFTER } from './presence.js';
import { siblingTakes } from './sibling-takes.js';
import type { Token } from './tokens.js';

export type FamilyDay =
  /** 'Our dog died', 'When Grandpa died': the child misses them and remembers them. */
  | 'died'
  /** 'Jealous of the new baby', 'Tom feels left out when the baby comes': the older child's feelings. */
  | 'jealous'
  /** 'My baby brother cries all the time': the older child finds out why, and soothes them. */
  | 'crying'
  /** 'My sister keeps taking my toys': the child whose toys they are, and the sister is theirs. */
  | 'taker'
  /** 'Grandad tells me about when he was little': the child who listens. */
  | 'recalled';

/**
 * 'Grandpa died', 'our cat has died', 'Nana passed away', 'the dog is dead' (not 'the dinosaurs died out', which is
 * a lesson on fossils).
 */
function diedAfter(tokens: readonly Token[], m: Mention): boolean {
  const after = tokens
    .slice(m.to + 1, m.to + 6)
    .map((t) => t.lower)
    .join(' ');
  // ('Did Grandpa die because of me?', 'Why did our dog die?': a death asked about.)
  const asked = /^die\b(?! out\b)/.test(after) && ['did', 'does', 'will'].includes(tokens[m.from - 1]?.lower ?? '');
  return asked || DIED_AFTER.test(after);
}

export function whoseDay(
  tokens: readonly Token[],
  people: readonly Mention[],
  text: string,
): { day: FamilyDay; who: Mention } | null {
  const found = (day: FamilyDay, who: Mention | null | undefined) => (who ? { day, who } : null);
  return (
    found(
      'died',
      people.find((m) => m.kind !== null && (m.kind.group === 'family' || !m.kind.human) && diedAfter(tokens, m)),
    ) ??
    found('jealous', jealousOf(tokens, people)) ??
    found('crying', cryingBaby(tokens, people)) ??
    found('taker', siblingTakes(tokens, people)) ??
    found('recalled', tellsOfLongAgo(text, people))
  );
}
