import { describe, expect, it } from 'vitest';
import { HERO_LINES, MOVES, REMINDERS } from '../compose.js';
import { sentencesOf } from '../readability.js';

/** Slots that belong to one story only: its thing, goal, facts, topic, trouble. */
const STRONG = new Set(
  'thing aThing myThing yourThing thingText thingNoun thingOrGoal thingOrGoalPlace thingOrTopic goal goalIng goalPast goalMy goalYour fact factSaid factSee factSeeG factSeeF factSeeAll term1 term2 term3 termShort termPair topic topicShort topicOrPlace goaling feelingAbout feelingAboutOrGoal placeEvent placeEventLc placeFix placeFixWho placeFixWhoLc where highOrAwayPlace fact1Lc aHero theHero'.split(
    ' ',
  ),
);
/** Slots shared by stories in the same place or with the same kind of hero: two of them make a line specific. */
const MEDIUM = new Set(
  'sight sight2 spot spot2 sense senseLc place inPlace gkind aGuide guideIntro fkind aFriendNew friendIntro home homeIn part aPart partOrLegs dusk duskLc highPlace clue oddFind aOddFind materials hobby moved moved2 moving sound gsound fsound gpartPhrase fpartPhrase aHelperCreature aLeafOrCloth way kind kinds look movingAdverb cheer nextWish time'.split(
    ' ',
  ),
);

const slotsOf = (sentence: string) =>
  [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1));

/** A sentence of a template is specific to its story: one strong slot, or two different medium ones. */
function specific(sentence: string): boolean {
  const slots = slotsOf(sentence);
  return slots.some((s) => STRONG.has(s)) || new Set(slots.filter((s) => MEDIUM.has(s))).size >= 2;
}

describe('phrase banks', () => {
  const templates = [
    ...Object.entries(MOVES).flatMap(([id, move]) => move.parts.flatMap((part) => part.map((t) => [id, t] as const))),
    ...Object.entries(REMINDERS).flatMap(([id, lines]) => lines.map((t) => [`reminder ${id}`, t] as const)),
    ...HERO_LINES.map((t) => ['hero line', t] as const),
  ].filter(([, t]) => t !== '');

  it('name something of their own story in every sentence, so no two stories share a line', () => {
    const generic = templates.flatMap(([id, template]) =>
      sentencesOf(template.replace(/^(\[!?\w+\]\s*)+/, ''))
        .filter((s) => !specific(s))
        .map((s) => `${id}: ${s}`),
    );
    expect(generic).toEqual([]);
  });
});
