/**
 * A child who makes a friend at school ('Mia's first day at school', 'Leo starts school', 'the new girl in class'):
 * told as a school day of its own (world/school-friends.ts) with its own moves (moves/school-friend.ts) and the slots
 * here. Friendships anywhere else keep the friendship shape's telling.
 */
import type { Kind } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import {
  CREATURE_LOOKS,
  FRIEND_LOOKS,
  PEG_PICTURES,
  SCHOOL_ALONE,
  SCHOOL_GAMES,
  SCHOOL_GLAD,
  SCHOOL_HOME_TIME,
  SCHOOL_MEETS,
  SCHOOL_MORNING,
  SCHOOL_TOGETHER,
  SCHOOL_TROUBLES,
} from './world/school-friends.js';

/** A little animal of a kind of its own: no person, machine, toy or thing (a robot at school keeps its telling). */
const creature = (kind: Kind) => !kind.human && !['family', 'machine', 'toy', 'thing'].includes(kind.group);

/**
 * Two children, or two little animals ('a hedgehog's first day at forest school'), one wishing for a friend at school,
 * with nothing else to do there.
 */
export const schoolFriendStory = (plan: StoryPlan) =>
  plan.shape === 'friendship' &&
  plan.setting === 'school' &&
  plan.goal.type === 'befriend' &&
  plan.friend !== null &&
  ((plan.hero.kind.human && plan.friend.kind.group === 'child') || (creature(plan.hero.kind) && creature(plan.friend.kind))) &&
  !plan.activity &&
  !plan.unlike;

/**
 * The teacher as children call them: 'Miss Nora', 'Mr Ben'; any other grown-up at school is 'the teacher'. Little
 * animals are taught by a wise animal, as in the woods: Mrs Owl (an owlet's is Mr Badger), never a man among hedgehogs.
 */
function teacherOf(plan: StoryPlan): string {
  const { guide } = plan;
  if (!plan.hero.kind.human) return plan.hero.kind.word === 'owl' ? 'Mr Badger' : 'Mrs Owl';
  if (guide.kind.word !== 'teacher' || !guide.name) return 'the teacher';
  return `${guide.pronoun === 'he' ? 'Mr' : 'Miss'} ${guide.name}`;
}

/**
 * A school for little ones as the idea calls it ('Malik's first day at nursery': 'nursery'), so the day is never 'at
 * school' there; null for a school.
 */
export function littleSchoolWord(text: string): string | null {
  return /\b(nursery|kindergarten|pre-?school|playgroup)\b/i.exec(text)?.[1]?.toLowerCase() ?? null;
}

/** The plan with a school thing of a nursery's day called as little ones call it ('school bag': 'bag'); else as it is. */
export function littleSchoolPlan(plan: StoryPlan): StoryPlan {
  const { thing } = plan;
  if (!plan.littleSchool || !thing || !/\bschool /.test(thing.text)) return plan;
  const little = (text: string) => text.replace(/\bschool /, '');
  return { ...plan, thing: { ...thing, text: little(thing.text), noun: little(thing.noun) } };
}

export function schoolFriendSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  if (!schoolFriendStory(plan)) return {};
  const child = plan.hero.kind.human;
  const meet = rng.pick(SCHOOL_MEETS);
  // (A friend who is new too shows no one where the water bottles go.)
  const together = rng.pick(SCHOOL_TOGETHER.filter((t) => !(meet.newToo && t.shows)));
  const trouble = rng.pick(SCHOOL_TROUBLES.filter((t) => child || !t.child));
  // (No game of tag after a game of tag with too many rules.)
  const game = rng.pick(SCHOOL_GAMES.filter((g) => g.game !== trouble.not));
  // (A little animal's mum is one of its kind: 'Mummy Hedgehog', never a woman at the gate.)
  const kind = plan.hero.kind.word.replace(/^./, (c) => c.toUpperCase());
  const grownUp = child ? rng.pick(['Mum', 'Dad']) : rng.pick([`Mummy ${kind}`, `Daddy ${kind}`]);
  // (Little ones at nursery have no class, no school jumper and no 'How was school?': the idea's word is said.)
  const little = plan.littleSchool;
  return {
    grownUp,
    grownUpS: `${grownUp}’s`,
    school: little ?? 'school',
    schoolJumper: little ? 'jumper' : 'school jumper',
    inClass: little ? 'Inside' : 'In class',
    ourClass: little ?? 'class',
    backToClass: little ? 'the way back to the others' : 'the way back to class',
    teacher: teacherOf(plan),
    others: child ? 'children' : plan.hero.kind.plural,
    peg: rng.pick(PEG_PICTURES),
    friendLooks: rng.pick(child ? FRIEND_LOOKS : CREATURE_LOOKS),
    schoolDay: rng.pick(plan.goal.occasion ? SCHOOL_MORNING.firstDay : SCHOOL_MORNING.newThere),
    schoolReady: rng.pick(child ? [...SCHOOL_MORNING.ready, ...SCHOOL_MORNING.readyChild] : SCHOOL_MORNING.ready),
    schoolGoodbye: rng.pick(SCHOOL_MORNING.goodbye),
    schoolWish: rng.pick(SCHOOL_MORNING.wish),
    schoolAlone: rng.pick(SCHOOL_ALONE),
    schoolSeen: meet.seen,
    schoolHello: meet.hello,
    schoolTogether: together.doing,
    teacherSays: together.after,
    schoolTrouble: trouble.event,
    schoolUpset: trouble.upset,
    schoolFix: trouble.fix,
    schoolPlay: game.play,
    schoolFun: game.fun,
    schoolGlad: rng.pick(SCHOOL_GLAD),
    homeGate: rng.pick(SCHOOL_HOME_TIME.gate),
    homeAsked: rng.pick(SCHOOL_HOME_TIME.asked),
    homeAnswer: rng.pick(SCHOOL_HOME_TIME.answer),
    homeAfter: rng.pick(SCHOOL_HOME_TIME.after),
  };
}

/** Words that keep a paragraph on the school day: the friend, school, class, playtime. */
export const schoolFriendWords = (plan: StoryPlan): string[] =>
  schoolFriendStory(plan) && plan.friend ? [plan.friend.name, 'school', 'class', 'playtime', 'friend'] : [];
