/**
 * A visit to one of the family in hospital, and nothing else said ('Noor visits Grandma in hospital', 'A hospital
 * visit to see Grandpa'): the idea becomes the visit (world/poorly-visit.ts), carried on the plan's day out.
 */
import type { IdeaUnderstanding } from '../language/index.js';

/** 'visits Grandma in hospital', 'A hospital visit to see Grandpa', 'Visiting Mum in the hospital'. */
const IN_HOSPITAL = /\b(?:visit|visits|visiting|see|sees|seeing)\b.*\b(?:in|at) (?:the )?hospital\b|\bhospital visit\b/i;

/**
 * A visit to one of the family in hospital, and nothing else said: the idea as a visit there, who is visited, and
 * who of the family takes the hero (Mum or Dad, never the one in bed). Else null.
 */
export function poorlyVisitOf(
  said: IdeaUnderstanding,
  pick: (from: readonly string[]) => string,
): { idea: IdeaUnderstanding; visited: string; family: string } | null {
  if ((said.hero && !said.hero.kind.human) || said.feeling || !IN_HOSPITAL.test(said.text)) return null;
  const [one, ...others] = said.companions;
  if (!one?.name || others.length > 0 || one.kind.group !== 'family') return null;
  if (said.places.some((p) => p.setting !== 'hospital')) return null;
  const visited = one.name;
  return {
    idea: {
      ...said,
      places: [{ setting: 'hospital', text: 'hospital', named: null }],
      setting: 'hospital',
      goal: { type: 'reach', verb: 'visit', phrase: `visit ${visited}`, object: null },
      wanted: null,
      things: [],
      topic: null,
      educational: false,
    },
    visited,
    family: pick(['Mum', 'Dad'].filter((w) => w !== visited)),
  };
}
