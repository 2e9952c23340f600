/**
 * A pet's mischief the idea names ('Noah's dog keeps stealing socks', 'the kitten hid Mia's keys'):
 * the companion animal did it to the wanted thing. The story shows it (the dog trots past with
 * something in its mouth) before it is found out, instead of blaming the wind or a passing mouse.
 */
import nlp from 'compromise';
import { escapeRegExp } from '../reg-exp.js';
import { infinitiveOf, pastOf } from '../language/index.js';
import { kindWordOf, type StoryPlan } from './plan.js';

/** What the friend did to the thing, in the past ('stole', 'hid', 'chewed'), or null when the idea says nothing of it. */
export function mischiefOf(text: string, plan: StoryPlan): string | null {
  const { friend, thing } = plan;
  if (!friend || friend.kind.human || !thing || thing.named || plan.goal.type !== 'find') return null;
  const who = [kindWordOf(friend), friend.kind.word, friend.name].map(escapeRegExp).join('|');
  const what = escapeRegExp(thing.noun.split(' ').at(-1)!.replace(/s$/, ''));
  // 'dog keeps stealing socks', 'cat always hides my keys', 'puppy chewed up Dad's slippers'.
  const found = new RegExp(`\\b(?:${who})s?((?:\\s+[\\p{L}'’]+){1,5}?)\\s+${what}`, 'iu').exec(text);
  if (!found) return null;
  // The doing is the last verb between them ('keeps stealing' -> 'stealing'), never 'keeps' or 'wants'.
  const verbs = found[1]!
    .trim()
    .split(/\s+/)
    .map((word) => word.toLowerCase())
    .filter(
      (word) =>
        !/^(?:up|off|away|keeps?|always|loves?|likes?)$/.test(word) && nlp(word).has('#Verb') && !nlp(word).has('#Auxiliary'),
    );
  const word = verbs.at(-1);
  if (!word) return null;
  const infinitive = (nlp(word).verbs().toInfinitive().text() || infinitiveOf(word)).toLowerCase();
  if (/^(?:find|look|love|like|want|need|have|get|see|bring|help|keep|lose|share|go)$/.test(infinitive)) return null;
  return pastOf(infinitive);
}
