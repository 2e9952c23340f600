/**
 * A friend's birthday party gone to, and nothing else said ('Mia goes to Leo's birthday party', 'Tom is invited to a
 * birthday party', "Going to my friend's party"): the idea becomes the party at the friend's house (world/party-gone.ts),
 * carried on the plan's day out. Read once from the idea (`partyGoneOf`).
 */
import type { IdeaUnderstanding } from '../language/index.js';

/**
 * 'goes to Leo's birthday party', "Going to my friend's party", 'is invited to a birthday party', 'went to a party':
 * whose party it is, when named.
 */
const GONE_TO =
  /\b(?:[Gg]o|[Gg]oes|[Gg]oing|[Ww]ent|invited|invitation) to (?:a |an |the |(?:my|his|her|their|our) (?:best )?friend['’]s |a friend['’]s |(\p{Lu}\p{Ll}+)['’]s )(?:birthday )?party[.!]?$/u;

/** Who the birthday is when the idea names nobody: a friend of the hero's. */
const FRIENDS = ['Leo', 'Ava', 'Sam', 'Zara', 'Kai', 'Ruby', 'Finn', 'Isla'];

/** The idea as a friend's party gone to, and whose party it is; else null. */
export function partyGoneOf(
  said: IdeaUnderstanding,
  pick: (from: readonly string[]) => string,
): { idea: IdeaUnderstanding; who: string } | null {
  const found = GONE_TO.exec(said.text.trim());
  if (!found || said.feeling) return null;
  // ("Going to my friend's party": the friend is whose party it is, never the hero.)
  const hero = said.hero?.kind.word === 'friend' ? null : said.hero;
  if (hero && !hero.kind.human) return null;
  // (Anyone else along but the one whose party it is keeps the idea's own telling.)
  const theirs = said.companions.find((c) => c.name === found[1]);
  if (said.companions.some((c) => c !== theirs) || said.places.some((p) => p.setting !== 'home')) return null;
  const who = found[1] ?? pick(FRIENDS.filter((n) => n !== hero?.name));
  return {
    idea: {
      ...said,
      hero,
      companions: theirs ? [{ ...theirs, relation: 'friend' }] : [],
      places: [{ setting: 'home', text: `${who}'s house`, named: null }],
      setting: 'home',
      goal: { type: 'reach', verb: 'go', phrase: `go to ${who}'s party`, object: null },
      wanted: null,
      things: [],
      topic: null,
      educational: false,
    },
    who,
  };
}
