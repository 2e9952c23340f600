/**
 * A small trouble of the hero's own body or bedtime ('A little owl who can't sleep at night', "Ben's tooth is wobbly",
 * 'A dragon with the hiccups'): read from the idea once (`bodyTroubleOf`), told by its own moves (moves/body-trouble.ts)
 * with the slots here, from world/body-troubles.ts. The trouble shows with its signs, tries fail in their own funny
 * ways, a helper (the family, or one of the creature's place) brings a real trick, it works, and the trouble ends
 * happily (fast asleep at last, the tooth under the pillow).
 */
import type { IdeaUnderstanding, Pronoun } from '../language/index.js';
import { pastOf, settingById } from '../language/index.js';
import type { Random } from '../seeded.js';
import { helperOf } from './fears.js';
import type { StoryPlan } from './plan.js';
import { bodyTroublesIn, lostPartIn, moveIn, voiceIn, type BodyTrouble, type LostPart } from './world/body-troubles.js';
import { fearOf, gated } from './world/fears.js';
import { bodyOf } from './world/helping-jobs.js';
import { homeOf } from './world/lost-ways.js';

/**
 * The trouble the hero has, the voice a creature cannot find ('roar'), the way of moving it cannot ('hop') and the part
 * of itself it lost ('horn').
 */
export interface HeldTrouble {
  trouble: BodyTrouble;
  voice: string | null;
  move?: string;
  part?: LostPart & { word: string };
}

/** 'Why do we get hiccups?' is a question to find out about, not hiccups had. */
const QUESTION = /^\s*(?:why|how|what|when|where|who)\b|\?\s*$/i;

/** Creatures awake at night: their night is no time to sleep, and they sleep when the sun comes up. */
const NIGHT_KINDS = /^(?:owl|bat|hedgehog|badger|moth|possum|raccoon|fox)$/;
const SHINES_AT_NIGHT = /\b(?:moon|star|lighthouse)$/;

/**
 * The body trouble of the idea's hero, if it tells of one of the table's: never a fear the fears tell ('scared of the
 * dark'), nor someone else's cold looked after ('Mum has a cold'), nor a question about it.
 */
export function bodyTroubleOf(idea: IdeaUnderstanding): HeldTrouble | undefined {
  const kind = idea.hero?.kind;
  const child = !kind || kind.human;
  // (Not sleeping in the day is a night creature's trouble: a child who cannot nap is told as not sleeping.)
  // (A child's own trouble is passed over for a creature: 'The robot with a broken arm' is a thing mended, not a cast.)
  const trouble = bodyTroublesIn(idea.text).find(
    (t) =>
      (t.who !== 'night' || (!child && NIGHT_KINDS.test(kind.word))) &&
      (t.who !== 'child' || child) &&
      (t.who !== 'thing' || !child) &&
      // (A young bird's first flight: a penguin or a kiwi that cannot fly has its own telling.)
      (t.who !== 'flier' || (!child && kind.group === 'bird' && kind.canFly)),
  );
  if (!trouble || QUESTION.test(idea.text) || idea.goal?.type === 'help') return undefined;
  // (A young bird scared to fly is told by its first flight, never as a fear faced past the tulips.)
  if (idea.feeling?.mood === 'scared' && fearOf(idea.feeling.about) && trouble.who !== 'flier') return undefined;
  // ('Mum has a broken arm': one of the family's own trouble at home is the child's day of looking after them.)
  if (trouble.who === 'child' && trouble.atHome && kind?.group === 'family') return undefined;
  // ('The unicorn who lost her horn': the horn is hers, as the idea says it.)
  if (trouble.who === 'part') {
    const part = child ? null : lostPartIn(idea.text);
    return part ? { trouble, voice: null, part } : undefined;
  }
  if (trouble.who === 'hopper') {
    const move = child ? null : moveIn(idea.text, kind.moves);
    return move ? { trouble, voice: null, move } : undefined;
  }
  if (trouble.who !== 'creature') return { trouble, voice: null };
  const voice = child ? null : voiceIn(idea.text, kind.sound);
  return voice ? { trouble, voice } : undefined;
}

/**
 * Said with the creature's own voice ('{voice} a big {voice}' -> 'roar a big roar'), its way of moving ('{moved}' ->
 * 'hopped') or the part it lost ('{part} {went}' -> 'horn had wobbled loose and fallen off').
 */
function voiced(line: string, held: HeldTrouble): string {
  const { voice, move, part } = held;
  let out = voice ? line.replace(/\{voice\}/g, voice).replace(/\{voiced\}/g, pastOf(voice)) : line;
  if (move) out = out.replace(/\{move\}/g, move).replace(/\{moved\}/g, pastOf(move));
  if (!part) return out;
  return out
    .replace(/\{part\}/g, part.word)
    .replace(
      /\{Part\}/g,
      part.word.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()),
    )
    .replace(/\{went\}/g, part.went)
    .replace(/\{back\}/g, part.back);
}

/** The wish of a held trouble, as the plan's goal: 'fall asleep', 'learn to roar', 'get {their} horn back'. */
export const bodyTroubleWish = (held: HeldTrouble) => voiced(held.trouble.wish, held);

/** The hero's own word for what is theirs, in a title: 'Clara Mends Her Broom'. */
const THEIR = { she: 'Her', he: 'His', they: 'Their', it: 'Its' } as const;

/** A title of the trouble: 'Ben and the Wobbly Tooth', 'Sandy Learns to Roar', 'Tom Fixes His Bike'. */
export function bodyTroubleTitles(held: HeldTrouble, name: string, owner: string, pronoun: Pronoun): string[] {
  const capital = (word: string | null | undefined) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : '');
  return held.trouble.titles.map((t) =>
    voiced(t, held)
      .replace(/\{name\}/g, name)
      .replace(/\{owner\}/g, owner)
      .replace(/\{Their\}/g, THEIR[pronoun])
      .replace(/\{Voice\}/g, capital(held.voice))
      .replace(/\{Move\}/g, capital(held.move)),
  );
}

export const bodyTroubleStory = (plan: StoryPlan) => plan.bodyTrouble !== undefined;

/** Words of the trouble ('sleep', 'tooth'): a paragraph that says one keeps to the wish. */
export const bodyTroubleWords = (plan: StoryPlan): string[] =>
  plan.bodyTrouble ? plan.bodyTrouble.trouble.words.map((w) => voiced(w, plan.bodyTrouble!)) : [];

export function bodyTroubleSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const held = plan.bodyTrouble;
  if (!held) return {};
  const { trouble, part } = held;
  const { kind } = plan.hero;
  const inside = settingById(plan.setting).group === 'home';
  const gates = {
    child: kind.human,
    in: inside,
    hands: bodyOf(kind) === 'hands',
    wings: kind.canFly && bodyOf(kind) === 'wings',
    night: !kind.human && NIGHT_KINDS.test(kind.word),
    fire: kind.word === 'dragon',
    // A mountain, a tree or the moon stays where it is: no bed to curl up in; the moon, a star or a lighthouse shines all
    // night, and sleeps when the sun comes up.
    still: kind.still === true,
    shines: kind.still === true && SHINES_AT_NIGHT.test(kind.word),
    sky: kind.still === true && (kind.habitat === 'sky' || kind.habitat === 'night-sky'),
    // (A part of oneself lost: a horn falls off, stripes fade, a song goes quiet.)
    piece: part?.how === 'piece',
    look: part?.how === 'look',
    sound: part?.how === 'sound',
    // (A shark that scares everyone: they swim away, never run; shells shared, not flowers.)
    sea: plan.setting === 'underwater' || plan.setting === 'sea',
  };
  const pick = (lines: readonly string[]) => voiced(rng.pick(gated(lines, gates)), held);
  const tries = rng.shuffle(gated(trouble.tries, gates)).map((line) => voiced(line, held));
  // (The trick's gates keep the way: 'owls sleep in the day' is told only to a creature of the night.)
  const way = rng.pick(trouble.ways.flatMap((w) => gated([w.trick], gates).map((trick) => ({ trick, works: w.works }))));
  const den = homeOf(kind.word, kind.group === 'bird');
  return {
    helper: helperOf(plan),
    bed: kind.human || den === 'home' ? 'bed' : den,
    bodyShows: pick(trouble.shows),
    bodySay: pick(trouble.say),
    bodyTry1: tries[0]!,
    bodyTry2: tries[1]!,
    bodyTry3: tries[2]!,
    bodySad: pick(trouble.sad),
    bodyHelperComes: rng.pick(
      inside
        ? [
            'Just then, {guideIntro} came in and sat by {hero}.',
            'Then {guideIntro} heard {hero} and came in.',
            'Just then, {guideIntro} came in to see {hero}.',
          ]
        : [
            'Just then, {guideIntro} came by and saw {hero}.',
            'Soon {guideIntro} came along and sat down by {hero}.',
            'Just then, {guideIntro} came along and found {hero}.',
          ],
    ),
    bodyTrick: voiced(way.trick, held),
    bodyWorks: voiced(way.works, held),
    bodyCheer: pick(trouble.cheer),
    bodyEnd: pick(trouble.end),
    bodyStill: pick(trouble.still),
  };
}
