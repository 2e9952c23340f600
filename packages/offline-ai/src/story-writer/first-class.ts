/**
 * A child's first class or lesson of a doing ('Bella's first ballet class', 'Leo's first football practice', 'Noah has
 * his first piano lesson'): told as the class itself (world/first-classes.ts) with its own moves (moves/first-class.ts)
 * and the slots here. A doing with no class named ('Leo learns to swim') keeps the activity's telling.
 */
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import {
  CLASS_ARRIVE,
  CLASS_FRIENDS,
  CLASS_GLAD,
  CLASS_HOME,
  CLASS_PRAISE,
  CLASS_UPSET,
  CLASS_WELCOME,
  FIRST_CLASSES,
  type FirstClass,
} from './world/first-classes.js';
import { plainFirstClass, SPORT_FIRST_CLASSES } from './world/sport-classes.js';

/** Teachers' names when the one who shows how is no named person (a dog in the park teaches no football). */
const TEACHER_NAMES: readonly { name: string; pronoun: 'she' | 'he' }[] = [
  { name: 'Rosa', pronoun: 'she' },
  { name: 'Ben', pronoun: 'he' },
  { name: 'Amira', pronoun: 'she' },
  { name: 'Sam', pronoun: 'he' },
];

/** The first class of a child's doing, when the idea names a class or lesson of it. */
function firstClassOf(plan: StoryPlan): FirstClass | null {
  if (!plan.firstClass || !plan.activity || !plan.hero.kind.human || plan.friend?.kind.group === 'family') return null;
  const id = plan.activity.id;
  return (
    FIRST_CLASSES.find((c) => c.id === id) ??
    SPORT_FIRST_CLASSES.find((c) => c.id === id) ??
    (plan.activity.plain ? plainFirstClass(plan.activity) : null)
  );
}

export const firstClassStory = (plan: StoryPlan) => firstClassOf(plan) !== null;

export function firstClassSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = firstClassOf(plan);
  if (!told) return {};
  const { guide } = plan;
  const named =
    guide.kind.human && guide.name && guide.name !== plan.hero.name
      ? { name: guide.name, pronoun: guide.pronoun === 'he' ? 'he' : 'she' }
      : rng.pick(TEACHER_NAMES.filter((t) => t.name !== plan.hero.name));
  const teacher = `${told.coach ? 'Coach' : named.pronoun === 'he' ? 'Mr' : 'Miss'} ${named.name}`;
  const friend = rng.pick(CLASS_FRIENDS.filter((f) => f.name !== plan.hero.name && f.name !== named.name));
  const move = rng.pick(told.moves);
  const oops = rng.pick(told.oops);
  const grownUp = rng.pick(['Mum', 'Dad']);
  return {
    teacher,
    tthey: named.pronoun,
    ttheir: named.pronoun === 'he' ? 'his' : 'her',
    newFriend: friend.name,
    nfthey: friend.kind === 'girl' ? 'she' : 'he',
    nftheir: friend.kind === 'girl' ? 'her' : 'his',
    nfkind: friend.kind,
    grownUp,
    grownUpS: `${grownUp}’s`,
    classWord: plan.firstClass!,
    classDoor: told.door,
    classDay: rng.pick(CLASS_ARRIVE.day),
    classKit: rng.pick(told.kit),
    // (A lesson had one child at a time has no crowd of other children to peep at.)
    classShy: rng.pick(CLASS_ARRIVE.door.filter((line) => !told.others || !line.includes('other children'))),
    classHello: rng.pick(CLASS_WELCOME.hello),
    classOthers: rng.pick(told.others ?? CLASS_WELCOME.others),
    classWarmUp: rng.pick(told.warmUp),
    classShown: move.shown,
    classTried: move.tried,
    classPraise: rng.pick(CLASS_PRAISE),
    classOops: oops.event,
    classUpset: rng.pick(CLASS_UPSET),
    // (The teacher helps, or the new friend: a seed of each.)
    classHelp: rng.pick([oops.teacher, oops.friend]),
    classAgain: oops.again,
    classProud: rng.pick(told.proud),
    classGlad: rng.pick(CLASS_GLAD),
    classAsked: rng.pick(CLASS_HOME.asked),
    classAnswer: rng.pick(CLASS_HOME.answer),
    classNext: rng.pick(told.next),
  };
}

/** Words that keep a paragraph on the class: the teacher, the friend, the doing's own tools. */
export const firstClassWords = (plan: StoryPlan): string[] =>
  firstClassStory(plan) ? ['class', 'lesson', 'practice', 'teacher', ...plan.activity!.tools] : [];
