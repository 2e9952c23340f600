/**
 * Writes the plan out as paragraphs: one beat (or a few merged) per paragraph, each built from a
 * seeded shape and seeded templates, then checked so the hero, the place and the companion are
 * named in every paragraph (the illustrator draws each paragraph on its own).
 */
import { possessive } from './names.js';
import type { Rng } from './prng.js';
import { BEATS, TIMES, type Beat, type Shape } from './phrasing.js';
import { CLOSING, RESOLUTION, TURN } from './phrasing-end.js';
import { EXPLORE, HELPER, OBSTACLE } from './phrasing-middle.js';
import { GOAL_HERE, GOAL_JOURNEY, OPENING_HERE, OPENING_JOURNEY } from './phrasing-start.js';
import type { StoryPlan } from './plan.js';
import { fill, sentence, type Slots } from './template.js';

const PRONOUNS = {
  she: { they: 'she', them: 'her', their: 'her', was: 'was' },
  he: { they: 'he', them: 'him', their: 'his', was: 'was' },
  they: { they: 'they', them: 'them', their: 'their', was: 'were' },
} as const;

/** Beats merged first when a story has fewer paragraphs than beats: each joins the beat after it. */
const MERGE_ORDER: readonly Beat[] = ['turn', 'opening', 'obstacle', 'helper', 'goal', 'resolution'];

const ANCHORS = {
  hero: ['{Hero} stayed close to {helperName}.', '{Hero} looked all around.', '{Hero} listened carefully.'],
  place: [
    'There was so much to see {inPlace}.',
    'All around, {place} sparkled in the sunshine.',
    '{Place} felt like a very special place.',
  ],
  companion: ['{Companion} stayed close by.', '{Companion} was right there too.', '{Companion} smiled at {hero}.'],
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Which beats each paragraph tells, for `count` paragraphs. */
export function beatGroups(count: number): Beat[][] {
  const groups: Beat[][] = BEATS.map((beat) => [beat]);
  const helperAt = BEATS.indexOf('helper');
  for (let extra = groups.length; extra < count; extra += 1) groups.splice(helperAt + 1, 0, ['explore']);
  for (const beat of MERGE_ORDER) {
    if (groups.length <= count) break;
    const at = groups.findIndex((group) => group.includes(beat));
    if (at >= 0 && at < groups.length - 1) groups.splice(at, 2, [...groups[at]!, ...groups[at + 1]!]);
  }
  while (groups.length > Math.max(1, count)) groups.splice(groups.length - 2, 2, [...groups.at(-2)!, ...groups.at(-1)!]);
  return groups;
}

function shapesFor(beat: Beat, journey: boolean): readonly Shape[] {
  switch (beat) {
    case 'opening':
      return journey ? OPENING_JOURNEY : OPENING_HERE;
    case 'goal':
      return journey ? GOAL_JOURNEY : GOAL_HERE;
    case 'helper':
      return HELPER;
    case 'explore':
      return EXPLORE;
    case 'obstacle':
      return OBSTACLE;
    case 'turn':
      return TURN;
    case 'resolution':
      return RESOLUTION;
    case 'closing':
      return CLOSING;
  }
}

function baseSlots(plan: StoryPlan, rng: Rng): Record<string, string | null> {
  const { hero, companion, helper, place } = plan;
  const pronoun = PRONOUNS[hero.pronoun];
  const companionIntro = !companion
    ? null
    : companion.relative
      ? companion.name
      : companion.kind.group === 'child'
        ? `{their} ${companion.relation} ${companion.name}`
        : `{their} ${companion.kind.word} ${companion.name}`;
  const times = Object.fromEntries(Object.entries(TIMES).map(([key, list]) => [key, rng.pick(list)]));
  return {
    ...times,
    hero: hero.name,
    heroS: possessive(hero.name),
    ...pronoun,
    heroIntro: hero.intro,
    cheer: hero.kind.cheer,
    trait: plan.trait,
    companion: companion?.name ?? null,
    companionIntro,
    travellers: companion ? `${hero.name} and ${companion.name}` : hero.name,
    group: companion ? 'they' : pronoun.they,
    helper: `${helper.intro} ${rng.pick(['named', 'called'])} ${helper.name}`,
    helperName: helper.name,
    helperNameS: possessive(helper.name),
    helperLook: helper.look,
    place: place.name,
    inPlace: `${place.prep} ${place.name}`,
    start: plan.start,
    journey: plan.journey,
    goal: plan.goal,
    triumph: plan.triumph,
    feeling: plan.feeling,
    event: plan.obstacle.event,
    eventLc: lowerFirst(plan.obstacle.event),
    problem: plan.obstacle.problem,
    fix: plan.obstacle.fix,
    fact1: plan.facts[0] ?? null,
    fact2: plan.facts[1] ?? null,
    fact3: plan.facts[2] ?? null,
    factMore: plan.facts[3] ?? null,
    lesson: plan.lesson,
    dusk: rng.pick(plan.place.setting.dusk),
    thing: plan.thing,
    topic: plan.topic,
    studyTopic: plan.studyTopic,
  };
}

/** Sights and senses turn with the paragraph, so each paragraph pictures something new. */
function paragraphSlots(base: Record<string, string | null>, plan: StoryPlan, index: number): Slots {
  const sight = (k: number) => plan.sights[(index + k) % plan.sights.length] ?? null;
  const sense = (k: number) => plan.senses[(index + k) % plan.senses.length] ?? null;
  const dusk = base.dusk ?? '';
  return {
    ...base,
    sight1: sight(0),
    sight2: sight(1),
    sight3: sight(2),
    sense1: sense(0),
    sense2: sense(1),
    duskLc: lowerFirst(dusk),
  };
}

/** The gates a template may require ([journey], [faraway], [feeling], ...), and whether they hold. */
function gatesOf(plan: StoryPlan): Record<string, boolean> {
  return {
    journey: plan.journey !== null,
    here: plan.journey === null,
    faraway: !plan.everyday,
    everyday: plan.everyday,
    feeling: plan.feeling !== null,
    calm: plan.feeling === null,
  };
}

function render(template: string, slots: Slots, gates: Record<string, boolean>): string | null {
  let text = template;
  for (let gate = /^\[(\w+)\]\s*/.exec(text); gate; gate = /^\[(\w+)\]\s*/.exec(text)) {
    if (!gates[gate[1]!]) return null;
    text = text.slice(gate[0].length);
  }
  const filled = fill(text, slots);
  return filled === null ? null : sentence(filled);
}

const mentions = (text: string, name: string) =>
  new RegExp(`\\b${name.replace(/^the /i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);

export function composeParagraphs(plan: StoryPlan, count: number, rng: Rng): string[] {
  const base = baseSlots(plan, rng.fork('slots'));
  const gates = gatesOf(plan);
  const used = new Set<string>();
  return beatGroups(count).map((group, index) => {
    const slots = paragraphSlots(base, plan, index);
    const sentences: string[] = [];
    for (const beat of group) {
      const beatRng = rng.fork(`${beat}:${index}`);
      for (const part of beatRng.pick(shapesFor(beat, plan.journey !== null))) {
        for (const template of beatRng.shuffle(part)) {
          const line = render(template, slots, gates);
          if (line && !used.has(line)) {
            used.add(line);
            sentences.push(line);
            break;
          }
        }
      }
    }
    const anchorRng = rng.fork(`anchor:${index}`);
    const required: [keyof typeof ANCHORS, string | undefined][] = [
      ['hero', plan.hero.name],
      ['place', plan.place.name],
      ['companion', plan.companion?.name],
    ];
    for (const [kind, name] of required) {
      if (!name || mentions(sentences.join(' '), name)) continue;
      const line = render(anchorRng.pick(ANCHORS[kind]), slots, gates);
      if (line) sentences.splice(Math.max(1, sentences.length - 1), 0, line);
    }
    return varyHeroName(sentences, plan).join(' ');
  });
}

/** "Mia smiled. Mia waved." -> "Mia smiled. She waved.": a pronoun when the name was just said. */
function varyHeroName(sentences: string[], plan: StoryPlan): string[] {
  const { name, pronoun } = plan.hero;
  if (pronoun === 'they') return sentences;
  const subject = pronoun === 'she' ? 'She' : 'He';
  return sentences.map((line, i) =>
    i > 0 && sentences[i - 1]!.startsWith(`${name} `) && line.startsWith(`${name} `)
      ? `${subject}${line.slice(name.length)}`
      : line,
  );
}
