/**
 * A child and a creature of the sea ('Sophie and the dolphin', 'Leo and the seal'): a holiday by the sea where it is
 * met from the rocks and becomes a friend (world/sea-friends.ts). Never a friendship game 'on the sea' with a dolphin
 * who walks home; a swim, a dive or a boat trip with dolphins keeps its own telling, and so does a rescue.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import { dayIdea } from './day-idea.js';
import { homeDayOf } from './world/home-days.js';

/** The day with a creature of the sea met from the shore, when the day table has one for its kind. */
const playWith = (word: string) => `play with the ${word}`;
const metFromShore = (word: string) => homeDayOf(playWith(word))?.id === 'sea-friend';
/** In the water with them, or out on a boat: told as that trip. */
const IN_THE_WATER =
  /\b(?:swim\w*|swam|dive[sd]?|diving|snorkel\w*|sail\w*|boat|ship|submarine|under ?(?:the )?(?:sea|water))\b/i;

/** The idea told as a child's holiday friendship with a sea creature, when it is one; else undefined. */
export function seaFriendIdea(idea: IdeaUnderstanding): IdeaUnderstanding | undefined {
  if (idea.hero && !idea.hero.kind.human) return undefined;
  const friend = idea.companions.find((c) => metFromShore(c.kind.word) && c.relation === 'friend' && !c.plural);
  if (!friend || idea.educational || IN_THE_WATER.test(idea.text)) return undefined;
  // (Only a meeting or a friendship: 'Sophie saves a dolphin' is a rescue, 'A lost seal pup' is helped home.)
  if (idea.goal && !['befriend', 'play'].includes(idea.goal.type) && !/^(?:meet|play with|make friends)\b/.test(idea.goal.phrase))
    return undefined;
  return dayIdea(idea, 'beach', 'play', playWith(friend.kind.word), {
    companions: idea.companions.filter((c) => c === friend || c.kind.human),
  });
}
