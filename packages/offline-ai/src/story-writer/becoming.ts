/**
 * What a story of becoming someone says of the role: its word, what one must be, two lessons, a trouble
 * and its fix, and how the hero is made one, each picked by seed from the role's own (world/roles.ts).
 */
import type { Random } from '../seeded.js';
import { withArticle } from '../language/index.js';
import type { StoryPlan } from './plan.js';

export function roleSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const role = plan.role;
  if (!role) return {};
  const [lesson, lesson2] = rng.shuffle(role.lessons);
  const trouble = rng.pick(role.troubles);
  return {
    roleWord: role.word,
    aRoleWord: withArticle(role.word),
    roleMust: role.must,
    roleLesson: lesson ?? null,
    roleLesson2: lesson2 ?? null,
    roleEvent: trouble.event,
    roleFix: trouble.fix,
    roleMade: rng.pick(role.made),
    rolePractise: role.practise ? rng.pick(role.practise) : null,
    rolePraise: role.praise ? rng.pick(role.praise) : null,
    roleCall: role.call ? rng.pick(role.call) : null,
  };
}
