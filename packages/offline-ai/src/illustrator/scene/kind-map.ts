import { pronounOfName, type Kind } from '../../language/index.js';
import { isKind, thingKindOf, type KindId } from '../figures/kinds.js';

/**
 * The language module's kinds (what the story says) to the figures we can draw. Most are the same
 * word; others are drawn as their nearest look (a kitten as a cat, a baker as a chef).
 */
const NEAREST: Readonly<Record<string, KindId>> = {
  puppy: 'dog',
  kitten: 'cat',
  twin: 'child',
  ballerina: 'girl',
  cousin: 'child',
  baker: 'chef',
  librarian: 'teacher',
  zookeeper: 'explorer',
  'park keeper': 'farmer',
  'police officer': 'police',
  'train driver': 'bus-driver',
  // (jobs dressed as their nearest: a plumber in a mechanic's overalls, a dentist in a doctor's coat)
  plumber: 'mechanic',
  gardener: 'farmer',
  dentist: 'doctor',
  aunt: 'woman',
  uncle: 'man',
  goldfish: 'fish',
  hen: 'chicken',
  hippo: 'hippo',
  tortoise: 'turtle',
  slug: 'snail',
  firefly: 'bee',
  dragonfly: 'butterfly',
  troll: 'monster',
  yeti: 'yeti',
  phoenix: 'bird',
  'teddy bear': 'teddy',
  teddy: 'teddy',
  scarecrow: 'scarecrow',
  'polar bear': 'polar-bear',
  walrus: 'seal',
  // A plant that is someone, at its stage.
  seedling: 'sprout',
  shoot: 'sprout',
  'oak tree': 'oak',
  sapling: 'oak',
};

/**
 * A job we have no clothes for, drawn as a plain grown-up ('a patient fisherman called Ali', 'the
 * gardener'): the word, so they look the same on every page whether a page names them or not.
 */
export function jobOf(kind: Kind): string | null {
  const drawnAsItself = NEAREST[kind.word] !== undefined || isKind(kind.word.replace(/ /g, '-'));
  return kind.human && kind.group === 'adult' && !drawnAsItself ? kind.word : null;
}

/** The figure for a kind, or null when we cannot draw it at all. */
export function figureKind(kind: Kind, name: string | null = null): KindId | null {
  // A machine that is someone (a little train, a brave tugboat) is drawn as itself with a face.
  if (kind.group === 'machine' && kind.word !== 'robot') {
    const thing = thingKindOf(kind.word);
    if (thing) return thing;
  }
  const near = NEAREST[kind.word];
  if (near && isKind(near)) return near;
  const word = kind.word.replace(/ /g, '-');
  if (isKind(word)) return word;
  // A thing that is someone (a cloud, a teapot, a little train): drawn as itself, with a face.
  if (kind.group === 'thing') return thingKindOf(kind.word);
  // Something unknown that is human is drawn as a grown-up or a child; anything else as a creature we know.
  // ('Tom the pilot' is a man: his name says so where his job does not.)
  // ('Old Mr Lee' is a man, 'Mrs Lee' a woman: the title says so where the name does not.)
  if (kind.human) return kind.group === 'child' ? 'child' : name && heOf(name) ? 'man' : 'woman';
  return null;
}

const heOf = (name: string) => /^Mr\.?\s/.test(name) || (!/^(?:Mrs|Ms|Miss)\.?\s/.test(name) && pronounOfName(name) === 'he');
