/**
 * What goes wrong between two new friends, trouble by trouble: both want the same swing and it ends in a sulk, a
 * game's rule is understood two ways, a tower is knocked over by accident, a shy silence, a ball lost over the fence.
 * Each is said with the friends' own words, and its fix is what they do (take turns, build it again together, fetch
 * it together), never 'tried again'. Each has two or three wordings, as friendship stories are many.
 * Slots: {hero}, {Hero}, {friend}, {Friend}. A fix told of 'they' is the two friends'
 * (fixedBy in slots.ts). Gates on a wording: [out] outdoors, [in] indoors, [land] both get about on the ground (no
 * swing for a fish, no tower for a moon), [build] the hero builds with hands or paws, [swim] both swim, [fence] a place
 * with a fence or a gate, [pond] a
 * place with a pond, [beach], [deep] under the sea, [sky], [go] both can go after a thing or a game of chase (no mountain or
 * tree grabs a swing or plays tag).
 */
import type { Kind, Setting } from '../../language/index.js';
import { gatesHold } from '../template.js';
import type { PlaceTrouble } from './types.js';

interface Wording {
  event: string;
  fix: string;
}

export interface FriendTrouble {
  id: string;
  /** Wordings, each with the gates it needs (on the event). */
  wordings: readonly Wording[];
}

/** The thing both want at once, by where they are: a swing outdoors, a box of crayons indoors. */
const SAME = {
  out: 'swing',
  wild: 'sunny rock',
  in: 'red crayon',
  home: 'toy car',
  water: 'shiny shell',
  sky: 'fluffy cloud',
} as const;

export const FRIEND_TROUBLES: readonly FriendTrouble[] = [
  {
    id: 'same',
    wordings: [
      {
        event: '[go] Then {hero} and {friend} both wanted the same {same}. "Mine!" said {friend}. "No, mine!" said {hero}.',
        fix: 'They took turns with the {same}. "You go first," said {hero}, and {friend} smiled.',
      },
      {
        event:
          '[go] Then {friend} took the {same}, and {hero} wanted it too. "It is my turn!" cried {hero}. They both sat and sulked.',
        fix: 'They took turns, and counted to ten for each go. "Now it is your go," said {friend}.',
      },
      {
        event: '[go] Then {hero} and {friend} both grabbed the {same}. "Let go!" they both said. Then they sulked, back to back.',
        fix: 'They shared the {same}, one go each. "Sharing is more fun," said {friend}.',
      },
    ],
  },
  {
    id: 'rule',
    wordings: [
      {
        event:
          '[go] Then they played chase, but {friend} thought it was hide and seek. "You are not playing it right!" said {hero}.',
        fix: 'They made up a new game with rules for both. "Chase and hide!" laughed {friend}.',
      },
      {
        event:
          '[go] Then {hero} wanted to play tag, but {friend} thought tag meant a hug. "Why do you run away?" asked {friend}, and sulked.',
        fix: 'They made up their own game, with easy rules. "I like our game best," said {friend}.',
      },
    ],
  },
  // (A friend of a mountain, a tree or the moon comes to it, and goes home again: the trouble is a game it cannot play,
  // or the friend gone away for a while.)
  {
    id: 'stay',
    wordings: [
      {
        event: '[!go] Then {friend} wanted to play hide and seek. "But I can’t move from here!" said {hero} sadly.',
        fix: 'They played I spy instead, and {hero} could see for miles. "You win again!" laughed {friend}.',
      },
      {
        event: '[!go] Then {friend} had to go home for tea. "Will you come back?" asked {hero} in a small voice.',
        fix: 'They made a plan to meet every day. "See you tomorrow!" called {friend}, and came back the very next day.',
      },
    ],
  },
  {
    id: 'tower',
    wordings: [
      {
        event:
          '[build][in] Then {hero} built a tall tower of blocks. {Friend} bumped it by accident. Crash! "Sorry!" said {friend} in a tiny voice.',
        fix: 'They built the tower again together, even taller. "Two builders are better than one," said {hero}.',
      },
      {
        event:
          '[build][beach] Then {hero} built a sandcastle. {Friend} bumped it by accident. Flump! "Oh no, sorry!" said {friend}.',
        fix: 'They built the sandcastle again together, with a moat. "It is even better now," said {hero}.',
      },
      {
        event:
          '[build][out][!beach] Then {hero} built a tall tower of stones. {Friend} bumped it by accident. Crash! "Sorry!" said {friend}.',
        fix: 'They built the tower again together, stone by stone. "Our tower is the best," said {hero}.',
      },
    ],
  },
  {
    id: 'shy',
    wordings: [
      {
        event:
          'Then {friend} went all quiet and shy. {Hero} did not know what to say either. "Um," said {hero}, and looked down.',
        fix: 'They pulled silly faces until they both giggled. "Hi again," said {friend}.',
      },
      {
        event: 'Then a shy silence came. {Hero} and {friend} both looked away. Nobody said a word.',
        fix: 'They played a guessing game, and soon they were chatting. "Your turn to guess," said {hero}.',
      },
    ],
  },
  {
    id: 'ball',
    wordings: [
      {
        event: '[land][fence] Then {friend} sent the ball flying, right over the fence. "Oh no, our ball!" cried {hero}.',
        fix: 'They fetched the ball together, through the gate. "Got it!" laughed {friend}.',
      },
      {
        event:
          '[land][pond] Then {friend} sent the ball flying, and it rolled into the pond. Splash! "Oh no, our ball!" cried {hero}.',
        fix: 'They fished the ball out together with a long stick. "Got it!" laughed {friend}.',
      },
      {
        event:
          '[land][out][!fence][!pond][!beach] Then {friend} sent the ball flying, and it rolled down the hill. "Oh no, our ball!" cried {hero}.',
        fix: 'They ran down the hill together to fetch the ball. "Got it!" laughed {friend}.',
      },
      {
        event: '[swim][beach] Then a wave took their ball and it bobbed away. "Oh no, our ball!" cried {hero}.',
        fix: 'They swam after the ball together and pushed it back. "Got it!" laughed {friend}.',
      },
      {
        event: '[swim][deep] Then their shiny shell rolled into a deep, dark crack. "Oh no, our shell!" cried {hero}.',
        fix: 'They blew bubbles into the crack until the shell popped out. "Got it!" laughed {friend}.',
      },
    ],
  },
];

/** Settings with a fence or a gate round them, where a ball is lost over it. */
const FENCED = new Set(['garden', 'park', 'playground', 'farm', 'school', 'zoo']);

/** Open places with a pond or a stream to lose a ball in. */
const PONDS = new Set(['meadow', 'forest', 'campsite']);

/** Gets about on the ground: no sea creature that only swims, nothing that only floats. */
const onLand = (kind: Kind) => !kind.still && kind.moves.some((m) => !['swim', 'float', 'drift', 'glide', 'dart'].includes(m));

/** Builds with its own hands or paws: a person, a bear, a rabbit; no fish, no moon, no train. */
const builds = (kind: Kind) => onLand(kind) && kind.group !== 'machine' && kind.group !== 'thing';

/** The troubles of a new friendship that fit the two friends' bodies and the place, with their slots filled but the names. */
export function friendTroubles(hero: Kind, friend: Kind, setting: Setting): PlaceTrouble[][] {
  const beach = setting.id === 'beach';
  const gates = {
    in: setting.indoor,
    out: !setting.indoor && setting.group !== 'sky' && setting.group !== 'water',
    land: onLand(hero) && onLand(friend),
    go: !hero.still && !friend.still,
    build: builds(hero),
    swim: hero.canSwim && friend.canSwim,
    fence: FENCED.has(setting.id),
    pond: PONDS.has(setting.id),
    beach,
    deep: setting.id === 'underwater' || setting.id === 'sea',
    sky: setting.group === 'sky',
  };
  const same = gates.sky
    ? SAME.sky
    : setting.group === 'water'
      ? SAME.water
      : setting.indoor
        ? setting.group === 'home'
          ? SAME.home
          : SAME.in
        : gates.land && ['garden', 'park', 'playground', 'school', 'home'].includes(setting.id)
          ? SAME.out
          : SAME.wild;
  const fill = (text: string) => text.replace(/\{same\}/g, same);
  return FRIEND_TROUBLES.map((trouble) =>
    trouble.wordings.flatMap((w) => {
      const [open, event] = gatesHold(w.event, gates);
      return open ? [{ event: fill(event), fix: fill(w.fix), doing: true, friends: true }] : [];
    }),
  ).filter((wordings) => wordings.length > 0);
}
