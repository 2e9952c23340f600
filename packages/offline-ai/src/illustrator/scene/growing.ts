import { isListedName } from '../../language/index.js';
import { escapeRegExp } from '../../reg-exp.js';
import type { KindId } from '../figures/kinds.js';

/**
 * A hero that grows is called by what it is at each stage ('Pepper the seed', then 'Pepper the
 * sprout', then 'Pepper the sunflower'; 'Clover the acorn', then 'Clover the little oak'; 'Flick the
 * caterpillar', then 'Flick the butterfly'). The book's look carries the first page's kind, so a
 * page that names a later stage of the same growing draws that stage.
 */
const STAGES: Readonly<Record<string, KindId>> = {
  seed: 'seed',
  sprout: 'sprout',
  seedling: 'sprout',
  shoot: 'sprout',
  sunflower: 'sunflower',
  acorn: 'acorn',
  oak: 'oak',
  'oak tree': 'oak',
  sapling: 'oak',
  caterpillar: 'caterpillar',
  chrysalis: 'chrysalis',
  cocoon: 'chrysalis',
  butterfly: 'butterfly',
  egg: 'egg',
  frogspawn: 'frogspawn',
  tadpole: 'tadpole',
  froglet: 'frog',
  frog: 'frog',
  chick: 'chick',
  hen: 'chicken',
  // Things of nature on a journey, drawn as themselves with a face: 'Drip the raindrop', 'Sparky the rain cloud'.
  raindrop: 'thing:raindrop',
  cloud: 'thing:cloud',
  'rain cloud': 'thing:cloud',
  snowflake: 'thing:snowflake',
  leaf: 'thing:leaf',
};

/** A thing of nature the page calls by name is the hero from the first page on, as a plant is. */
export const namedThingOfNature = (kind: KindId) => kind.startsWith('thing:') && Object.values(STAGES).includes(kind);

/** The stages one growing passes through, in order: a kind of the book may become another of its line. */
const LINES: readonly (readonly KindId[])[] = [
  ['seed', 'sprout', 'sunflower'],
  ['acorn', 'seed', 'sprout', 'oak'],
  ['egg', 'chick', 'chicken'],
  ['egg', 'caterpillar', 'chrysalis', 'butterfly'],
  ['frogspawn', 'tadpole', 'frog'],
  // (A raindrop rises to a new cloud.)
  ['thing:raindrop', 'thing:cloud'],
];

/** Where one not yet out is ('Inside one egg, Waffles the chick was curled up', 'Inside the chrysalis, Biscuit was still'). */
const INSIDE = /\binside (?:the|one|an?|his|her|its) (?:(?:little|tiny|small|warm|hard|round) )?(egg|chrysalis|cocoon)\b/i;

const WORDS = Object.keys(STAGES)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
/** How big or how grown it is, said before the stage: 'the little oak', 'the young oak'. */
const SIZE = '(?:(little|young|tiny|small|tall|big|baby|brave|new) )?';
/** A tree still small is a sprout with its first leaves ('Clover the little oak opened her first green leaves'). */
const SMALL = new Set(['little', 'tiny', 'small', 'baby']);

/** The words for a stage ('oak', 'oak tree', 'sapling'), one by one: the hero is never drawn again beside itself as a thing. */
export function stageWords(kind: KindId): string[] {
  return Object.keys(STAGES)
    .filter((w) => STAGES[w] === kind)
    .flatMap((w) => w.split(' '));
}

/**
 * The stage the page calls one by name ('Pepper the sprout', 'This little acorn was Clover'), the
 * last it says: the name and its kind; for `name`, only that one's.
 */
export function stageNamed(paragraph: string, name: string | null): { name: string; kind: KindId } | null {
  const who = name ? escapeRegExp(name) : '[A-Z][a-z]+';
  const said = [
    ...[...paragraph.matchAll(new RegExp(`\\b(${who}) the ${SIZE}(${WORDS})\\b`, 'g'))].map((m) => ({
      at: m.index,
      name: m[1]!,
      size: m[2],
      word: m[3]!,
    })),
    ...[...paragraph.matchAll(new RegExp(`\\b[Tt]his ${SIZE}(${WORDS}) was (${who})\\b`, 'g'))].map((m) => ({
      at: m.index,
      name: m[3]!,
      size: m[1],
      word: m[2]!,
    })),
    ...inside(paragraph, who),
  ].sort((a, b) => a.at - b.at);
  // ('Near the sunflower' opens a sentence: a word of it, never a name.)
  const last = said.filter((s) => name !== null || isListedName(s.name) || namedMidSentence(paragraph, s.name)).at(-1);
  if (!last) return null;
  const kind = STAGES[last.word.toLowerCase()];
  if (!kind) return null;
  return { name: last.name, kind: kind === 'oak' && last.size && SMALL.has(last.size) ? 'sprout' : kind };
}

/**
 * One said to be inside its egg or its chrysalis, by name in the same sentence: that stage, whatever
 * else the sentence calls it ('Inside one egg, Waffles the chick was curled up tight' is the egg).
 */
function inside(paragraph: string, who: string): { at: number; name: string; size: undefined; word: string }[] {
  return [...paragraph.matchAll(/[^.!?]+[.!?]*/g)].flatMap((sentence) => {
    const where = INSIDE.exec(sentence[0]);
    const named = new RegExp(`\\b(${who})\\b`).exec(sentence[0].replace(INSIDE, ''));
    if (!where || !named || ['Inside', 'The', 'One'].includes(named[1]!)) return [];
    return [{ at: sentence.index + sentence[0].length, name: named[1]!, size: undefined, word: where[1]!.toLowerCase() }];
  });
}

/** The stage a growing hero is at when the page names a stage: an egg of the frog's growing is its frogspawn. */
export function stageOf(heroKind: KindId, stage: KindId): KindId {
  return stage === 'egg' && sameGrowing(heroKind, 'frogspawn') ? 'frogspawn' : stage;
}

/** A capitalised word the paragraph also writes inside a sentence ('said Pepper'): a name, not a sentence's first word. */
function namedMidSentence(paragraph: string, word: string): boolean {
  return new RegExp(`[a-z,;:"“”]\\s+${escapeRegExp(word)}\\b`).test(paragraph);
}

/** Whether a hero of one kind may be drawn at another stage: both are of one growing. */
export function sameGrowing(from: KindId, to: KindId): boolean {
  return from === to || LINES.some((line) => line.includes(from) && line.includes(to));
}

/**
 * What one at a stage grows into, for its family (a hen beside the egg, a frog beside the tadpole):
 * the growing the book's kind is in, else the one whose stage the page names ('Mother Hen'), else
 * the first (an egg's mother is a hen's sooner than a butterfly's).
 */
export function grownKind(stage: KindId, book: KindId, paragraph: string): KindId {
  const lines = LINES.filter((line) => line.includes(stage));
  const said = (line: readonly KindId[]) =>
    Object.keys(STAGES).some(
      (w) => line.includes(STAGES[w]!) && STAGES[w] !== stage && new RegExp(`\\b${w}\\b`, 'i').test(paragraph),
    );
  const line = lines.find((l) => l.includes(book) && book !== stage) ?? lines.find(said) ?? lines[0];
  return line ? line.at(-1)! : stage;
}
