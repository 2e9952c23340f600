/**
 * A child who makes a friend at school ('Mia's first day at school', 'Leo starts school', 'the new girl in class'):
 * told as a school day of its own (world/school-friends.ts) with its own moves (moves/school-friend.ts) and the slots
 * here. Animals at forest school, and friendships anywhere else, keep the friendship shape's telling.
 */
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import {
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

/** Two children, one wishing for a friend at school, with nothing else to do there. */
export const schoolFriendStory = (plan: StoryPlan) =>
  plan.shape === 'friendship' &&
  plan.setting === 'school' &&
  plan.goal.type === 'befriend' &&
  plan.hero.kind.human &&
  plan.friend !== null &&
  plan.friend.kind.group === 'child' &&
  !plan.activity &&
  !plan.unlike;

/** The teacher as children call them: 'Miss Nora', 'Mr Ben'; any other grown-up at school is 'the teacher'. */
function teacherOf(plan: StoryPlan): string {
  const { guide } = plan;
  if (guide.kind.word !== 'teacher' || !guide.name) return 'the teacher';
  return `${guide.pronoun === 'he' ? 'Mr' : 'Miss'} ${guide.name}`;
}

export function schoolFriendSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  if (!schoolFriendStory(plan)) return {};
  const meet = rng.pick(SCHOOL_MEETS);
  // (A friend who is new too shows no one where the water bottles go.)
  const together = rng.pick(SCHOOL_TOGETHER.filter((t) => !(meet.newToo && t.shows)));
  const trouble = rng.pick(SCHOOL_TROUBLES);
  // (No game of tag after a game of tag with too many rules.)
  const game = rng.pick(SCHOOL_GAMES.filter((g) => g.game !== trouble.not));
  const grownUp = rng.pick(['Mum', 'Dad']);
  return {
    grownUp,
    grownUpS: `${grownUp}’s`,
    teacher: teacherOf(plan),
    peg: rng.pick(PEG_PICTURES),
    friendLooks: rng.pick(FRIEND_LOOKS),
    schoolDay: rng.pick(plan.goal.occasion ? SCHOOL_MORNING.firstDay : SCHOOL_MORNING.newThere),
    schoolReady: rng.pick(SCHOOL_MORNING.ready),
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
