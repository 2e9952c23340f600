/**
 * A working vehicle at its job ('A fire engine saves the day', 'Tom the tractor', 'The little tow truck who helped
 * everyone'): read from the idea here (`callOutOf`), told by its own moves (moves/call-out.ts) with the lines of its
 * job (world/call-outs.ts): the call, the rush there, the hard part, the job done with its own parts, everyone safe,
 * and back at its station at night. Never a quest it pastes the idea into, and never hands or feet.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { callOutOfKind, type CallOut, type Job } from './world/call-outs.js';

export interface CallOutTold {
  vehicle: CallOut;
  job: Job;
}

/**
 * Wishes that are the vehicle's job itself: saving the day, helping, rescuing. A wish of its own ('build a playground',
 * 'help on the farm', 'climb the big hill') keeps its own telling.
 */
const JOB_WISH =
  /^(?:save the day|save (?:everyone|the town|the city)|help(?: everyone| out| people)?|rescue\b.*|be a hero|put out (?:a|the) fire|clear the (?:road|snow)|(?:bring|get) in the (?:harvest|hay)(?: before the rain)?|build (?:a|the) (?:new )?playground)$/;

/** The idea is of a working vehicle at its job: one of the table, with no one else along, and no wish but its job. */
export function callOutOf(idea: IdeaUnderstanding, rng: Random): CallOutTold | undefined {
  const hero = idea.hero;
  if (!hero || hero.kind.human || hero.plural) return undefined;
  const vehicle = callOutOfKind(hero.kindWord ?? hero.kind.word) ?? callOutOfKind(hero.kind.word);
  if (!vehicle) return undefined;
  if (idea.goal && !JOB_WISH.test(idea.goal.phrase.toLowerCase())) return undefined;
  // (The job as the idea says it, never read in the vehicle's own name: a 'fire engine' is not called to a fire by it.)
  const text = vehicle.kinds.reduce((rest, kind) => rest.replace(new RegExp(kind, 'gi'), ''), idea.text);
  const said = vehicle.jobs.filter((job) => job.said?.test(text));
  // ('A fire engine rescues a cat up a tree': a creature along is the one the job saves; anyone else keeps their story.)
  if (idea.companions.length > 0 && (said.length === 0 || idea.companions.some((c) => c.kind.human || c.name))) return undefined;
  return { vehicle, job: rng.pick(said.length > 0 ? said : vehicle.jobs) };
}

export const callOutStory = (plan: StoryPlan) => plan.callOut !== undefined;

/** Words of the job ('ladder', 'kitten'): a paragraph that says one keeps to it. */
export const callOutWords = (plan: StoryPlan): string[] => (plan.callOut ? [...plan.callOut.job.words] : []);

/** 'Dusty the Fire Engine to the Rescue', 'Nee-Naw, Dusty!'. */
export const callOutTitles = (told: CallOutTold, name: string, kind: string): string[] =>
  told.job.title
    ? [`${name} ${told.job.title}`]
    : [`${name} the ${kind.replace(/\b\w/g, (c) => c.toUpperCase())} to the Rescue`, `${name} Saves the Day`];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function callOutSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.callOut;
  if (!told) return {};
  const { vehicle, job } = told;
  return {
    callStart: rng.pick(vehicle.start),
    callCome: rng.pick(job.call),
    callRush: rng.pick(vehicle.rush),
    callArrive: rng.pick(job.arrive),
    callHard: rng.pick(job.hard),
    callFix: rng.pick(job.fix),
    callSafe: rng.pick(job.safe),
    callHome: rng.pick(vehicle.home),
    // (Said with the job's own words, so no two stories share the line; what is built is made ready, never saved.)
    callThink: rng.pick(
      job.built
        ? [`{Hero} did not give up. There had to be a way to build ${job.saved}.`]
        : [
            `"Oh no! What now?" cried {guide}. {Hero} stopped to think about ${job.saved}.`,
            `{Hero} did not give up. There had to be a way to save ${job.saved}.`,
            `{Hero} looked at ${job.saved} and thought hard. "I know!" {they} said.`,
          ],
    ),
    callProud: rng.pick([
      `{Hero} glowed with pride. ${cap(job.saved)} ${job.built ? 'was ready' : /s$/.test(job.saved) ? 'were safe' : 'was safe'}!`,
      `Everyone cheered for {theHero} and {their} ${vehicle.parts}.`,
    ]),
    callDream: rng.pick(
      job.built
        ? [`{Hero} dreamed of ${job.saved}, full of happy children.`]
        : [
            `{Hero} dreamed of ${job.saved}, and of the next call.`,
            `As {they} fell asleep, {hero} thought of ${job.saved}, safe and sound.`,
          ],
    ),
  };
}
