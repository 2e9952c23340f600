/**
 * A day at a grandparent's house, and nothing else said ('Noor visits Grandma', 'A day at Grandpa's house', 'Sam
 * spends the day with Grandad', 'Sam loves his grandma', 'Noor visits her grandparents', 'Mia visits her aunt', 'A day
 * at Uncle Joe's house'): the idea becomes a day there (world/grand-day.ts), spent with them. Read once from the idea (`grandVisitOf`), carried on the plan's day out.
 */
import type { Character, IdeaUnderstanding } from '../language/index.js';
import { escapeRegExp } from '../reg-exp.js';

/** Those whose house a day is spent at: a grandparent, an aunt or an uncle. */
const GRAND_KINDS: ReadonlySet<string> = new Set(['grandma', 'grandpa', 'aunt', 'uncle']);

/**
 * The whole idea is a day with them, said as the idea calls them ('Grandma', 'her granny', 'Uncle Joe', 'Grandma and
 * Grandpa', 'her grandparents'): a visit, a day at their house, time spent with them, or a love of them.
 */
const visitSaid = (called: string) =>
  new RegExp(
    String.raw`^(?:[a-z\u00c0-\u024f' -]*?\s)?(?:visits?|visiting|goes to see|going to see|go to see|goes and sees|sees|spends? the day with|spending the day with|(?:a|the) (?:day|weekend) (?:at|with)|(?:a|the) visit to|(?:a|the) trip to|goes to|going to|stays? with|staying with|loves?|adores?)\s+(?:(?:his|her|their|my|our|the)\s+)?(?:${called})(?:['’]s?(?:\s+(?:house|home|flat|cottage|place))?)?(?:\s+for the (?:day|weekend))?[.!]*$`,
    'i',
  );

/** How the idea may call one of them: by kind word or name, an aunt or an uncle by both ('Uncle Joe'). */
const calledOf = (c: Character) => {
  const words = [c.kindWord, c.name].filter((w): w is string => Boolean(w)).map(escapeRegExp);
  return c.kindWord && c.name && c.kindWord !== c.name.toLowerCase()
    ? `${escapeRegExp(c.kindWord)}\\s+${escapeRegExp(c.name)}|${words.join('|')}`
    : words.join('|');
};

/** What the day calls them: 'Grandma', 'Auntie', 'Uncle Joe' (an uncle named only by his name is still Uncle Joe). */
const nameOf = (c: Character) =>
  ['aunt', 'uncle'].includes(c.kind.word) && !/^(?:aunt|auntie|aunty|uncle)\b/i.test(c.name!)
    ? `${c.kind.word === 'aunt' ? 'Auntie' : 'Uncle'} ${c.name}`
    : c.name!;

/** The idea as a day with the grandparent it names ('Grandma', 'Granny'), or both, and who that is; else null. */
export function grandVisitOf(said: IdeaUnderstanding): { idea: IdeaUnderstanding; who: string } | null {
  if ((said.hero && !said.hero.kind.human) || said.feeling) return null;
  const grand = said.companions.filter((c) => GRAND_KINDS.has(c.kind.word) && c.name);
  // (Anyone else along but a pet, or anywhere else named, keeps the idea's own telling: 'visits Grandma in hospital'.)
  const others = said.companions.filter((c) => !grand.includes(c) && c.relation !== 'pet' && c.kind.group !== 'pet');
  if (grand.length === 0 || grand.length > 2 || others.length > 0) return null;
  if (said.places.some((p) => p.setting !== 'home')) return null;
  // (Two are a grandma and a grandpa together: 'Grandma and Grandpa', 'her grandparents', 'Nana and Grandad'.)
  const [one, two] = grand as [Character, Character | undefined];
  const called = two
    ? `(?:${calledOf(one)})\\s+(?:and|&)\\s+(?:${calledOf(two)})|grandparents|grandparents’|grandparents'`
    : calledOf(one);
  if (!visitSaid(called).test(said.text.trim())) return null;
  const who = two ? `${nameOf(one)} and ${nameOf(two)}` : nameOf(one);
  const house = `${who}'s house`;
  return {
    idea: {
      ...said,
      places: [{ setting: 'home', text: house, named: null }],
      setting: 'home',
      goal: {
        type: 'reach',
        verb: 'visit',
        phrase: `visit ${who}`,
        object: {
          text: who,
          head: who.toLowerCase(),
          noun: who.toLowerCase(),
          adjectives: [],
          plural: false,
          mass: false,
          kind: null,
        },
      },
      wanted: null,
      things: [],
      topic: null,
      educational: false,
    },
    who,
  };
}

/**
 * 'Going to see Grandad' says no one who goes: the grandparent it names is the one gone to see, and the child of the
 * story goes (the language module takes the only one named for the hero).
 */
export function visitedNotVisiting(said: IdeaUnderstanding): IdeaUnderstanding {
  const hero = said.hero;
  if (!hero || !GRAND_KINDS.has(hero.kind.word) || said.companions.length > 0) return said;
  const called = (hero.kindWord ?? hero.name ?? '').toLowerCase();
  const visited = new RegExp(String.raw`\b(?:see|seeing|visit|visiting|with|at)\s+${called}\b`);
  if (!called || ![said.goal?.phrase ?? '', said.text.toLowerCase()].some((t) => visited.test(t))) return said;
  return {
    ...said,
    hero: null,
    companions: [{ ...hero, relation: hero.relation ?? called }],
    // ('Visiting Grandma by the sea': the wish is the visit, and 'visiting' is no thing of the story.)
    // ('A hospital visit to see Grandma': not 'enjoy the hospital visit'.)
    goal:
      said.goal && visited.test(said.goal.phrase)
        ? said.goal
        : { type: 'reach', verb: 'visit', phrase: `visit ${hero.name ?? called}`, object: null },
    things: said.things.filter((t) => !/^(?:visiting|seeing)$/.test(t.noun)),
    wanted: said.wanted && /^(?:visiting|seeing)$/.test(said.wanted.noun) ? null : said.wanted,
    ...(said.goal ? {} : { topic: null }),
  };
}
