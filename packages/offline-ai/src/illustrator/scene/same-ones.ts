import {
  allKinds,
  gerundOf,
  infinitiveOfPast,
  kindOf,
  NEUTRAL_NAMES,
  pastOf,
  PET_NAMES,
  pronounOfName,
  settingOfWord,
} from '../../language/index.js';
import type { Kind, KindGroup, ParagraphReading, PresentCharacter } from '../../language/index.js';
import { escapeRegExp } from '../../reg-exp.js';
import { thingKindOf, type ThingKindId } from '../figures/kinds.js';

const PET = new Set(PET_NAMES.map((n) => n.toLowerCase()));
const NEUTRAL = new Set(NEUTRAL_NAMES.map((n) => n.toLowerCase()));
const CREATURES: ReadonlySet<KindGroup> = new Set(['pet', 'farm', 'wild', 'sea', 'bird', 'bug', 'magic', 'toy', 'machine']);
const CHILD_WORDS = /\b(?:child|children|kid|kids|girl|girls|boy|boys|toddler)\b/;

/** 'Pinch was a little crab', 'He is only a tiny hedgehog': a sentence saying what creature its subject is. */
const SAID_TO_BE =
  /(?:^|[.!?]["”]?\s+)(\p{Lu}[\p{L}'-]*)\s+(?:was|is)\s+(?:only\s+|just\s+|really\s+)?(?:a|an)\s+([a-z-]+(?:\s+[a-z-]+){0,3})/gu;

/**
 * The creature a page says its subject is, and the name it says it of (null for he, she or it):
 * a hero the book took for a child by its name alone is this creature.
 */
export function saidToBe(text: string): { name: string | null; kind: Kind } | null {
  for (const [, subject, after] of text.replace(/[’]/g, "'").matchAll(SAID_TO_BE)) {
    // The first kind after the article (of two words, 'guinea pig', or one): a creature's, not a person's.
    const words = after!.split(/\s+/);
    const kind = words
      .map((word, i) => (i > 0 ? kindOf(`${words[i - 1]} ${word}`) : null) ?? kindOf(word))
      .find((k) => k !== null && k !== undefined);
    if (!kind || kind.human || !CREATURES.has(kind.group)) continue;
    if (/^(?:He|She|It)$/.test(subject!)) return { name: null, kind };
    if (kindOf(subject!.toLowerCase()) || /^(?:There|This|That|Here|What)$/.test(subject!)) continue;
    return { name: subject!, kind };
  }
  return null;
}

/** A thing a page's own words make its speaker, right after a quotation ('"There's the beach!" cried the curious pumpkin'). */
/** A name and what it is, said together: 'Pebble the bus', 'Tilly the little teapot'. */
const NAMED_THE = /\b(\p{Lu}[\p{L}'-]*)\s+the\s+([a-z-]+(?:\s+[a-z-]+){0,2})/gu;

const THING_SPEAKS =
  /["”],?\s+(?:said|cried|asked|called|whispered|sighed|shouted|giggled|laughed|squeaked|beamed)\s+the\s+([a-z-]+(?: [a-z-]+){0,2})/g;

/**
 * A thing that is the hero of a page read on its own, and the name the page says it of (null for
 * he, she or it): 'It was only a small pumpkin', 'Twinkle was a little star', '"Oh!" cried the
 * curious pumpkin' beside a name no child is called by ('Fizz'). A page whose named one is a child's
 * name ('Mia asked the teapot') or calls someone a child keeps its child hero.
 */
export function thingSaidToBe(text: string, names: readonly string[]): { name: string; kind: ThingKindId } | null {
  const plain = text.replace(/[’]/g, "'");
  if (CHILD_WORDS.test(plain.toLowerCase())) return null;
  // (The first noun said is what it is: 'a lonely robot with wheels' is a robot, not wheels.)
  const thingOf = (after: string): ThingKindId | null => {
    for (const word of after.split(/\s+/)) {
      if (kindOf(word) || /^(?:with|who|that|and|of|in|on|at|by)$/.test(word)) return null;
      const thing = thingKindOf(word);
      if (thing) return thing;
    }
    return null;
  };
  const unsaid = names.filter((n) => pronounOfName(n) === null && !kindOf(n.toLowerCase()));
  for (const m of plain.matchAll(SAID_TO_BE)) {
    const [whole, subject, after] = m;
    const kind = thingOf(after!);
    if (!kind) continue;
    if (/^(?:He|She|It)$/.test(subject!)) {
      if (/\b(?:only|just)\b/.test(whole) && unsaid.length > 0) return { name: unsaid[0]!, kind };
      continue;
    }
    if (unsaid.includes(subject!)) return { name: subject!, kind };
  }
  if (unsaid.length === 0) return null;
  // ('Here came Pebble the bus': the name is the bus's; 'Zog the bus driver' is someone at work.)
  for (const m of plain.matchAll(NAMED_THE)) {
    const words = m[2]!.split(/\s+/);
    if (!unsaid.includes(m[1]!) || words.some((_, i) => kindOf(words.slice(i, i + 2).join(' ')))) continue;
    const kind = thingOf(m[2]!);
    if (kind) return { name: m[1]!, kind };
  }
  for (const m of plain.matchAll(THING_SPEAKS)) {
    const kind = thingOf(m[1]!);
    if (kind) return { name: unsaid[0]!, kind };
  }
  return null;
}

/** 'The pancake heard them', 'the pancake rolled past a hen': a thing the page tells as someone, by what it does. */
const THING_LIVES =
  /\b[Tt]he ([a-z]+) (?:heard|got a fright|wondered|laughed|giggled|was just about to|flipped|hopped (?:onto|off|out)|rolled (?:away|on|past|faster|into|up|down|round|over|out|off))\b/g;

/**
 * A thing a page tells as someone, with no name ('The pancake heard them and got a fright',
 * '"You can't catch me!" laughed the pancake'): in a book whose hero was never named (the old tale
 * of the runaway pancake), the page's hero is that thing.
 */
export function thingTold(text: string): ThingKindId | null {
  const plain = text.replace(/[’]/g, "'");
  for (const m of [...plain.matchAll(THING_LIVES), ...plain.matchAll(THING_SPEAKS)]) {
    const word = m[1]!.split(' ').at(-1)!;
    if (kindOf(word)) continue;
    const kind = thingKindOf(word);
    if (kind) return kind;
  }
  return null;
}

/**
 * One paragraph read on its own (a page in text mode is drawn from its paragraph alone) often
 * names its hero twice: by a name whose kind it never says, and by a kind ('Pippin ... He was only
 * a tiny hedgehog', '"What's wrong, little hedgehog?" ... Pippin whispered', "Pippin's prickles").
 * Those are one character of that kind, not a child and a hedgehog beside it. The reading comes
 * back with the named one taking the kind and the kind's unnamed mention folded into it (its
 * actions the named one's).
 *
 * A name takes a kind when the paragraph says so ('X was only a tiny hedgehog', 'He is a little
 * fox'), when its body parts are one kind's ("Pippin's prickles"), or, for a name given to animals
 * and not to children ('Pippin', 'Biscuit'), when the only animal the paragraph names is never in
 * one sentence with it (so '"Hello," said the fox to Pippin' stays two).
 */
export function sameOnes(
  reading: ParagraphReading,
  text: string,
  hero: Kind | null = null,
  heroName: string | null = null,
): ParagraphReading {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  // A name beside the hero named on the page is someone else: the one animal called by its kind
  // alone may be it, whatever the hero's kind ('said the fish ... said Sparky' beside Honey the tadpole).
  const heroThere = heroName !== null && new RegExp(`\\b${escapeRegExp(heroName.toLowerCase())}\\b`).test(lower);
  const notHero = (name: string) => heroThere && name !== heroName!.toLowerCase();
  // A child the page calls by a word ('the boy') may be the one named; not one with an animal's
  // name when a child's name is there too ('the boy ... play with Oskar ... Pudding shuffled').
  const childWord = CHILD_WORDS.test(lower);
  let characters = [...reading.characters];
  let actions = reading.actions;
  // 'a chirpy bird called Pippin': the kind said with the name is the name's.
  for (const c of reading.characters) {
    const kind = c.name ? calledKind(lower, c.name.toLowerCase()) : null;
    if (!kind || kind === c.kind) continue;
    const merged = { ...c, kind };
    characters = characters.map((o) => (o === c ? merged : o));
    ({ characters, actions } = foldInto(merged, characters, actions));
    // The kind the name was taken for, said on the page ('The hedgehog waved to the bird'), is someone else.
    const other = new RegExp(`\\b(?:${kindWords(c.kind)})\\b`).test(lower.replace(/\b(?:called|named)\s+\S+/g, ''));
    if (other && CREATURES.has(c.kind.group) && !characters.some((o) => o.kind === c.kind))
      characters = [...characters, { name: null, kind: c.kind, cast: -1, via: 'kind' }];
  }
  // 'a girl wore a red cape ... Everyone called her Little Red Riding Hood': the one the name is given
  // to is the girl the page told of, never a second child.
  for (const c of characters.filter(kindUnsaid)) {
    const given = new RegExp(
      `\\b(?:called|named|call|calls|name|names)\\s+(her|him)\\s+${escapeRegExp(c.name!.toLowerCase())}\\b`,
    ).exec(lower);
    if (!given) continue;
    const told = characters.filter(
      (o) => !o.name && o.kind.group === 'child' && o.kind.pronoun === (given[1] === 'her' ? 'she' : 'he'),
    );
    if (told.length !== 1) continue;
    const merged = { ...c, kind: told[0]!.kind };
    characters = characters.map((o) => (o === c ? merged : o));
    ({ characters, actions } = foldInto(merged, characters, actions));
  }
  const firstUnsaid = reading.characters.find(kindUnsaid);
  // Again while one is found: a name given a kind leaves the others fewer ('Inky' the octopus
  // leaves the turtle to 'Marble').
  for (let found = true; found;) {
    found = false;
    for (const c of characters.filter((o) => reading.characters.includes(o))) {
      if (!kindUnsaid(c)) continue;
      const name = c.name!.toLowerCase();
      const childNamed = reading.characters.some(
        (o) => o !== c && o.name !== null && o.kind.group === 'child' && pronounOfName(o.name) !== null,
      );
      if (childWord && !(PET.has(name) && childNamed)) continue;
      let kind = statedKind(lower, name, characters) ?? selfNamed(lower, name) ?? partsKind(lower, name, reading.characters);
      // '"You did it, sleepy sloth!" said the monkey': the one spoken to by its kind is the one named.
      const spokenTo = kind ? null : addressedKind(lower, name, characters);
      if (spokenTo && (hero === null || hero === spokenTo)) kind = spokenTo;
      // What some kinds only have or do ('Pingu waddled across the ice', 'her flippers'); the first
      // such name on the page is the one a fact about a kind is told of.
      const clues = kind ? new Map<Kind, number>() : clueKinds(reading, c, characters, lower, petName(name) && c === firstUnsaid);
      if (!kind && petName(name)) {
        // The one animal the page calls by its kind alone: none named ('the yeti' is Rusty the yeti),
        // never beside the name, nor brought in anew or only dreamed of; the book's own animal hero, if known.
        const named = new Set(characters.filter((o) => o.name).map((o) => o.kind));
        const animals = new Set(
          characters
            .filter((o) => !o.name && !o.kind.human && CREATURES.has(o.kind.group) && !named.has(o.kind))
            .map((o) => o.kind)
            .filter(
              (k) =>
                apart(lower, name, k) && !introducedBefore(lower, k, name) && !onlyTopic(lower, k) && !speaksTo(lower, name, k),
            ),
        );
        const only = animals.size === 1 ? [...animals][0]! : null;
        // (Not one the clues say it is not: 'said Pingu. The yeti pointed ... "Penguins huddle together"'.)
        const firm = [...clues].filter(([, n]) => n >= 2).map(([k]) => k);
        if (only && (hero === null || hero === only || notHero(name)) && (firm.length === 0 || firm.includes(only))) kind = only;
      }
      // 'Pebble clanked past ... the robot and the dog': a sound or a way of moving only one kind has.
      kind ??= doingsKind(reading, c, characters, lower);
      if (!kind) {
        const clued = cluedKind(clues, reading, lower, petName(name));
        if (clued && (hero === null || hero === clued)) kind = clued;
      }
      if (!kind) continue;
      const merged = { ...c, kind };
      characters = characters.map((o) => (o === c ? merged : o));
      ({ characters, actions } = foldInto(merged, characters, actions));
      found = true;
    }
  }
  return characters === reading.characters ? reading : { ...reading, characters, actions };
}

/** Every unnamed mention of the named one's kind is the named one ('the shy hedgehog ... a shy hedgehog'). */
function foldInto(
  merged: PresentCharacter,
  before: PresentCharacter[],
  actionsBefore: ParagraphReading['actions'],
): { characters: PresentCharacter[]; actions: ParagraphReading['actions'] } {
  let characters = before;
  let actions = actionsBefore;
  const unnamed = () => characters.findIndex((o) => !o.name && o.kind === merged.kind);
  for (let twin = unnamed(); twin >= 0; twin = unnamed()) {
    characters = characters.filter((_, j) => j !== twin);
    const named = characters.indexOf(merged);
    actions = actions.map((a) => ({ ...a, who: a.who === twin ? named : a.who > twin ? a.who - 1 : a.who }));
  }
  return { characters, actions };
}

/**
 * 'a chirpy bird called Pippin', 'an owl named Hoot', 'her dad, called Leo', 'My dad is called Leo':
 * the kind the text names someone with.
 */
function calledKind(lower: string, name: string): Kind | null {
  const found = new RegExp(
    `\\b(?:a|an|the|my|his|her|their|our|your|its)\\s+(?:[a-z-]+\\s+){0,2}?([a-z]+),?\\s+(?:(?:is|was)\\s+)?(?:called|named)\\s+${escapeRegExp(name)}\\b`,
  ).exec(lower);
  const kind = found ? kindOf(found[1]!) : null;
  return kind && kind.group !== 'child' && kind.word !== 'friend' ? kind : null;
}

/** '"Well done, Bramble!" said the bird': one who says the name to someone is not the one named. */
function speaksTo(lower: string, name: string, kind: Kind): boolean {
  const text = lower.replace(/[“”]/g, '"');
  const called = `\\b${escapeRegExp(name)}\\b`;
  const who = `(?:the|a|an)\\s+(?:[a-z-]+\\s+){0,2}(?:${kindWords(kind)})`;
  // Each quotation in turn ('"Hi," said Bo. "Look!"': the words between two of them are no quotation).
  return [...text.matchAll(/"[^"]*"/g)].some(
    (q) =>
      new RegExp(called).test(q[0]) &&
      (new RegExp(`^\\s*(?:[a-z]+\\s+)?${who}\\b`).test(text.slice(q.index + q[0].length)) ||
        new RegExp(`${who}\\s+[a-z]+,?\\s*$`).test(text.slice(0, q.index))),
  );
}

/** The words a kind goes by: 'hedgehog', 'hedgehogs', and its other words. */
function kindWords(kind: Kind): string {
  return [kind.word, kind.plural, ...kind.words].map(escapeRegExp).join('|');
}

/**
 * A name and a kind never in one sentence ('Pippin froze. "Not today," said the shy hedgehog'):
 * they may be one; side by side ('said the fox to Pippin', 'the knight smiled at Alex') they are two.
 */
export function apart(lower: string, name: string, kind: Kind): boolean {
  const sentences = lower.split(/(?<=[.!?])["”]?\s+/);
  const named = new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`);
  const kinded = new RegExp(`\\b(?:${kindWords(kind)})\\b`);
  return !sentences.some((s) => named.test(s) && kinded.test(s));
}

/**
 * The kind brings someone new in before the name is said ('Pippin looked around. A fox came out'):
 * someone else. One brought in first and named after ('Just then, an old turtle swam past. ...
 * Marble swam up to Inky') may be the one named.
 */
function introducedBefore(lower: string, kind: Kind, name: string): boolean {
  const at = introductions(lower, kind);
  if (at.length === 0) return false;
  const nameAt = lower.search(new RegExp(`\\b${escapeRegExp(name)}\\b`));
  const kindAt = lower.search(new RegExp(`\\b(?:${kindWords(kind)})\\b`));
  // Brought in as the one a sentence is about ('Just then, an old turtle swam past'), at the kind's
  // first mention, and never again after the name ...
  const subject = new RegExp(
    `(?:^|[.!?]["”]?\\s+)(?:[a-z]+(?:\\s+[a-z]+){0,2},\\s+)?(?:a|an)\\s+(?:[a-z-]+\\s+){0,2}(?:${kindWords(kind)})\\b\\s+[a-z]+ed\\b`,
  ).exec(lower);
  const subjectAt = subject ? subject.index + subject[0].search(/\b(?:a|an)\s/) : -1;
  // ... and told of again before the name comes ('The turtle had a shell'): the page is about it
  // ('A little owl landed. Biscuit hopped over' brings the owl to Biscuit).
  const toldOf = [...lower.slice(0, nameAt).matchAll(new RegExp(`\\b(?:${kindWords(kind)})\\b`, 'g'))].length;
  return nameAt < 0 || subject === null || kindAt < subjectAt || toldOf < 2 || at.some((i) => i > nameAt);
}

/**
 * '"Hi, I'm Tilly," said the lonely whale', '"My name is Pepper," the giraffe said', 'said the
 * hedgehog. "I'm Ziggy."': one who says its own name is of the kind the speaker is called by.
 */
function selfNamed(lower: string, name: string): Kind | null {
  const text = lower.replace(/[“”]/g, '"');
  const me = `\\b(?:i'm|i am|my name is|call me)\\s+${escapeRegExp(name)}\\b`;
  const speaker = `(?:the|a|an)\\s+((?:[a-z-]+\\s+){0,2}[a-z]+)`;
  for (const q of text.matchAll(/"([^"]*)"/g)) {
    if (!new RegExp(me).test(q[1]!)) continue;
    const after = text.slice(q.index + q[0].length);
    const before = text.slice(0, q.index);
    const found =
      // ('"You can share mine," said the hedgehog. "I'm Ziggy."': the same speaker goes on.)
      // (Not the answer to a question: '"Are you lost?" asked the giraffe. "I'm Honey."' is the one asked.)
      new RegExp(`[^?]"\\s*(?:said|called|whispered|cried|smiled)\\s+${speaker}[.,!]?\\s*$`).exec(before) ??
      new RegExp(`^\\s*(?:said|asked|called|whispered|shouted|cried|laughed|giggled|squeaked|smiled)\\s+${speaker}\\b`).exec(
        after,
      ) ??
      new RegExp(`^\\s*${speaker}\\s+(?:said|asked|called|whispered|shouted|cried|laughed|giggled|squeaked|smiled)\\b`).exec(
        after,
      );
    const kind = (found?.[1] ?? '')
      .split(/\s+/)
      .map((w) => kindOf(w))
      .find((k) => k !== null && !k.human && k.word !== 'friend');
    if (kind) return kind;
  }
  return null;
}

/**
 * The kind brings someone new in: 'A fox came out of the bushes', 'she saw an owl' (but not 'brave
 * for a shy hedgehog', 'he was a fox', said of one already there).
 */
function introduced(lower: string, kind: Kind): boolean {
  return introductions(lower, kind).length > 0;
}

/** Where the kind's word is when it brings someone new in. */
function introductions(lower: string, kind: Kind): number[] {
  const words = kindWords(kind);
  // (At a sentence's start, or after a word or two of when: 'Just then, a fox trotted past'.)
  const atStart = new RegExp(
    `(?:^|[.!?]["”]?\\s+)(?:[a-z]+(?:\\s+[a-z]+){0,2},\\s+)?(?:a|an|another|some)\\s+(?:[a-z-]+\\s+){0,2}(${words})\\b`,
    'dg',
  );
  const mention = new RegExp(`\\b([a-z]+)\\s+(?:a|an|another|some)\\s+(?:[a-z-]+\\s+){0,2}(${words})\\b`, 'dg');
  // ('What brings a shy dragon to the mountains?' asks one already there.)
  return [
    ...[...lower.matchAll(atStart)].map((m) => m.indices![1]![0]),
    ...[...lower.matchAll(mention)]
      .filter((m) => !SAID_OF.has(m[1]!) && !(m[1] === 'brings' && /\bwhat\s+$/.test(lower.slice(0, m.index))))
      .map((m) => m.indices![2]![0]),
  ].sort((a, b) => a - b);
}

/** 'dreaming of dolphins', 'a book about owls': every mention only of one thought or read about. */
function onlyTopic(lower: string, kind: Kind): boolean {
  const mentions = [...lower.matchAll(new RegExp(`\\b((?:\\w+\\s+){0,3})(?:${kindWords(kind)})\\b`, 'g'))];
  return mentions.length > 0 && mentions.every((m) => /\b(?:of|about)\s/.test(m[1]!));
}

/**
 * The one kind the page's quotations call someone by, unnamed ('"Well done, hoppy frog!" said the
 * duck', '"Thank you, little bee," said the mouse'), said by someone else (never by 'she' or 'he',
 * who may be the named one speaking to an animal), never in a sentence with the name nor brought
 * in anew: the named one whose kind the page never says, spoken to.
 */
function addressedKind(lower: string, name: string, characters: readonly PresentCharacter[]): Kind | null {
  const text = lower.replace(/[“”]/g, '"');
  const named = new Set(characters.filter((o) => o.name).map((o) => o.kind));
  const found = new Set<Kind>();
  for (const quote of text.matchAll(/"([^"]*)"\s*([a-z]+(?:\s+[a-z]+)?)?/g)) {
    // ('"Come here, little puppy!" she called': the named one may be the one calling.)
    if (/\b(?:he|she|they|i|we)\b/.test(quote[2] ?? '')) continue;
    for (const c of characters) {
      if (c.name || !CREATURES.has(c.kind.group) || named.has(c.kind)) continue;
      const called = new RegExp(
        `(?:^|[,!?]\\s)(?:(?:little|dear|my|[a-z-]+y|brave|kind|clever|shy|wise|busy|sweet|old|young|big|small|tiny)\\s+){0,2}(?:${kindWords(c.kind)})\\s*(?:[,!?.]|$)`,
      );
      if (called.test(quote[1]!.trim())) found.add(c.kind);
    }
  }
  const only = found.size === 1 ? [...found][0]! : null;
  return only && apart(lower, name, only) && !introduced(lower, only) ? only : null;
}

/** Words before 'a <kind>' that say what someone is rather than bring in someone new. */
const SAID_OF = new Set(['was', 'is', 'for', 'like', 'as', 'such', 'be', 'being', 'am', 'are', 'only', 'just', 'still']);

/**
 * A name the stories give to animals and things ('Bubbles', 'Sprout'), whose kind the page never
 * says: not a child (drawing one would add a child who is not in the story).
 */
export function animalNameOnly(c: PresentCharacter): boolean {
  return kindUnsaid(c) && PET.has(c.name!.toLowerCase());
}

/** Named in the paragraph, and drawn as a child only because the name did not say otherwise. */
function kindUnsaid(c: PresentCharacter): boolean {
  return c.name !== null && c.via === 'name' && c.cast < 0 && c.kind.group === 'child' && c.kind.word !== 'baby';
}

/** A name given to animals and things, or one no list knows for a child ('Pippin', 'Nutmeg'). */
function petName(name: string): boolean {
  return PET.has(name) || (pronounOfName(name) === null && !NEUTRAL.has(name));
}

/**
 * 'Bramble was only a tiny ant', 'He is a little fox who ...', 'Pippin, a shy hedgehog,': the kind
 * the text gives the name (a pronoun stands for the last name before it).
 */
function statedKind(lower: string, name: string, characters: readonly PresentCharacter[]): Kind | null {
  const copula =
    /\b([a-z\u00c0-\u024f'-]+),?\s+(?:was|is|'s|were|are)\s+(?:only |just |still |such |really )?(?:a|an)\s+((?:[a-z-]+\s+){0,3}[a-z-]+)/g;
  const names = characters.filter((c) => c.name).map((c) => c.name!.toLowerCase());
  // 'Mateo tried hard ... "I can't," Mateo the tortoise said': the name says its kind later on.
  // ('Everyone knew Pip, a fluffy puppy with a tail'.)
  for (const found of lower.matchAll(new RegExp(`\\b${escapeRegExp(name)}(?: the|, an?) ((?:[a-z-]+ )?[a-z-]+)`, 'g'))) {
    const kind = creatureIn(found[1]!);
    if (kind) return kind;
  }
  for (const found of lower.matchAll(copula)) {
    const who = found[1]!;
    let meant = who === name;
    // ('They were a little dragon': a hero the story calls 'they'.)
    if (['he', 'she', 'it', 'they'].includes(who)) {
      const before = lower.slice(0, found.index);
      const lastAt = (n: string) =>
        Math.max(-1, ...[...before.matchAll(new RegExp(`\\b${escapeRegExp(n)}\\b`, 'g'))].map((m) => m.index));
      const last = names.filter((n) => lastAt(n) >= 0).sort((a, b) => lastAt(b) - lastAt(a))[0];
      meant = last === name;
    }
    if (!meant) continue;
    const kind = creatureIn(found[2]!);
    if (kind) return kind;
  }
  return null;
}

/** The first kind in a few words, of two words ('a fluffy guinea pig': no pig) before one; not a child's or a friend's. */
function creatureIn(words: string): Kind | null {
  const list = words.split(/\s+/);
  return (
    list
      .map(
        (word, i) =>
          (i > 0 ? kindOf(`${list[i - 1]} ${word}`) : null) ?? (kindOf(`${word} ${list[i + 1]}`) ? null : kindOf(word)),
      )
      .find((k) => k !== null && k !== undefined && k.group !== 'child' && k.word !== 'friend') ?? null
  );
}

/** "Pippin's prickles", 'his shell': the body parts of one kind only (among the animals, or those named). */
const EVERYONE_HAS = /^(?:tummy|tummies|belly|nose|eyes?|ears?|head|face|heart|feet|foot|legs?|mouth|cheeks?|knees?|back|body)$/;

function partsKind(lower: string, name: string, characters: readonly PresentCharacter[]): Kind | null {
  // The part, or an adjective and the part ("Pippin's little nose").
  const owned = [...lower.matchAll(new RegExp(`\\b${escapeRegExp(name)}'s\\s+([a-z]+)(?:\\s+([a-z]+))?`, 'g'))].flatMap((m) =>
    // A part everyone has ('Tumble's tummy', 'his nose') says nothing of what they are.
    m.slice(1).filter((w): w is string => w !== undefined && !EVERYONE_HAS.test(w)),
  );
  if (owned.length === 0) return null;
  const having = allKinds().filter(
    (k) => !k.human && k.parts.some((part) => owned.includes(part) || owned.includes(part.split(' ').at(-1)!)),
  );
  const named = having.find((k) => characters.some((c) => c.kind === k));
  if (named) return named;
  return having.length === 1 ? having[0]! : null;
}

/** Ways of moving a person has too ('walk', 'climb'): they say nothing of what someone is. */
let personMoves: ReadonlySet<string> | null = null;

/**
 * The kind of the one unnamed creature on the page whose own sound or way of moving the name does
 * ('Pebble beeped', 'Pebble clanked' beside 'the robot and the dog' is the robot).
 */
function doingsKind(
  reading: ParagraphReading,
  c: PresentCharacter,
  characters: readonly PresentCharacter[],
  lower: string,
): Kind | null {
  personMoves ??= new Set(allKinds().flatMap((k) => (k.human ? k.moves : [])));
  const at = reading.characters.indexOf(c);
  const verbs = reading.actions.filter((a) => a.who === at).map((a) => a.verb);
  if (verbs.length === 0) return null;
  const named = new Set(characters.filter((o) => o.name).map((o) => o.kind));
  const fitting = new Set(
    characters
      .filter((o) => !o.name && !o.kind.human && CREATURES.has(o.kind.group) && !named.has(o.kind))
      .map((o) => o.kind)
      // (never one side by side with the name: 'a dragon landed beside Leo and roared' is two)
      .filter((k) => apart(lower, c.name!, k))
      .filter((k) => verbs.some((v) => sameVerb(v, k.sound) || k.moves.some((m) => sameVerb(v, m) && !personMoves!.has(m)))),
  );
  return fitting.size === 1 ? [...fitting][0]! : null;
}

/** 'pur' is 'purr': the tagger takes a doubled last letter off some pasts ('purred'). */
function sameVerb(verb: string, word: string | undefined): boolean {
  return word !== undefined && (verb === word || (verb.length >= 3 && word === `${verb}${verb.at(-1)}`));
}

/**
 * Every mention of a kind is in a quotation, in the plural with no word saying which ones
 * ('"Ducks love bread"', '"Hedgehogs snuffle for beetles"'; not '"Look at those ducks!"').
 */
export function onlyInGeneral(text: string, kind: Kind): boolean {
  if (kind.plural === kind.word) return false;
  const plain = text.toLowerCase().replace(/[“”]/g, '"');
  const words = `(?:${escapeRegExp(kind.word)}|${escapeRegExp(kind.plural)})`;
  const everywhere = (plain.match(new RegExp(`\\b${words}\\b`, 'g')) ?? []).length;
  // Where the plural is said of them all in a quotation: with no word saying which ones, or opening
  // a fact told of the kind ('"All birds have feathers"').
  const general = new Set<number>();
  for (const q of plain.matchAll(/"[^"]*"/g)) {
    for (const m of q[0].matchAll(new RegExp(`(?:^"|\\b([a-z]+)\\s+)(${escapeRegExp(kind.plural)})\\b`, 'g')))
      if (m[1] === undefined || !WHICH_ONES.test(m[1])) general.add(q.index + m.index + m[0].length - m[2]!.length);
    for (const at of factsTold(q[0], kind)) general.add(q.index + at);
  }
  return everywhere > 0 && general.size === everywhere;
}

/** Every mention of a kind opens a fact told of it ('Bats sleep all winter too'): though they do something there, none is there. */
export function onlyFactsOf(text: string, kind: Kind): boolean {
  if (kind.plural === kind.word) return false;
  const plain = text.toLowerCase().replace(/[“”]/g, '"');
  const everywhere = (plain.match(new RegExp(`\\b(?:${escapeRegExp(kind.word)}|${escapeRegExp(kind.plural)})\\b`, 'g')) ?? [])
    .length;
  return everywhere > 0 && factsTold(plain, kind).length === everywhere;
}

/**
 * Where sentences tell a fact of a kind: opening on its plural and a verb in the present ('Birds
 * build nests from twigs', 'Bats sleep all winter too', '"All birds have feathers"', '"Baby birds
 * hatch from eggs"'), where the story is told in the past ('Ducks swam by' is ducks there).
 */
function factsTold(plain: string, kind: Kind): number[] {
  // (The kind may be one of a list: 'Hedgehogs, bats and dormice all hibernate'.)
  const list = `(?:, | and | or )`;
  const opening = new RegExp(
    `(?:^|[.!?"]\\s*)(?:(?:all|most|many|baby|young) )?(?:[a-z]+${list})*(${escapeRegExp(kind.plural)})(?:${list}[a-z]+)* (?:all |both )?([a-z']+)`,
    'gd',
  );
  return [...plain.matchAll(opening)].filter((m) => isPresent(m[2]!)).map((m) => m.indices![1]![0]);
}

/** A verb in the present for a plural ('build', 'sleep', 'have', 'are'), not a past ('flew', 'hopped', 'were'). */
function isPresent(word: string): boolean {
  if (/^(?:are|can|cannot|can't|do|don't|need|must|often|always|usually|never|also)$/.test(word)) return true;
  if (/(?:ed|s)$/.test(word) || /^(?:were|was|had|did|could|would)$/.test(word)) return false;
  return infinitiveOfPast(word) === word && pastOf(word) !== word;
}

/** Words saying which ones, or how many: 'those ducks', 'two owls', 'baby owls', 'your bees'. */
const WHICH_ONES =
  /^(?:the|these|those|some|two|three|four|five|many|lots|all|my|your|our|their|his|her|its|baby|little|big|tiny|of|at|see|look|are|were)$/;

/** Sounds people make too: singing or laughing says nothing of what someone is. */
const PEOPLE_SOUNDS = new Set(['sing', 'hum', 'giggle', 'laugh', 'talk', 'whistle', 'shout', 'cry', 'snore', 'clap']);

/**
 * A page read alone may never say what the one named is ('Pingu waddled across the ice', 'Tilly
 * flapped her flippers', 'Nutmeg purred'). What only some kinds have or do tells it, each with a
 * weight: a part of the body said as theirs ('her flippers', "Biscuit's prickles") or their own
 * sound, 2; a way of moving no person has, 1; and, told of the first name given to animals on the
 * page, a kind the page tells facts of in general ('"Penguins huddle together to keep warm"'; not
 * the beetles and worms hedgehogs snuffle for), 2.
 */
function clueKinds(
  reading: ParagraphReading,
  c: PresentCharacter,
  characters: readonly PresentCharacter[],
  lower: string,
  factsOf: boolean,
): Map<Kind, number> {
  personMoves ??= new Set(allKinds().flatMap((k) => (k.human ? k.moves : [])));
  const name = c.name!.toLowerCase();
  const at = reading.characters.indexOf(c);
  // ('ran to a bush full of buzzing bees': the bees buzz, not the one who ran.)
  const verbs = reading.actions
    .filter(
      (a) =>
        a.who === at &&
        !(a.object && new RegExp(`\\b${escapeRegExp(gerundOf(a.verb))}\\s+${escapeRegExp(a.object)}`).test(lower)),
    )
    .map((a) => a.verb);
  // Whose a part is: the name's own ("Tilly's"), or 'her', 'his', 'its' in a sentence that names
  // them and nobody else.
  const others = characters
    .filter((o) => o !== c)
    .flatMap((o) => (o.name ? [o.name.toLowerCase()] : [o.kind.word, o.kind.plural]));
  const mine = lower
    .split(/(?<=[.!?])["”]?\s+/)
    .filter((s) => new RegExp(`\\b${escapeRegExp(name)}\\b`).test(s))
    .map((s) => (others.some((o) => new RegExp(`\\b${escapeRegExp(o)}\\b`).test(s)) ? s.replace(/\b(?:her|his|its)\s/g, '') : s));
  // The words said as theirs ('her flippers', "Tilly's long ears"): the word after the owner, or the two after.
  const owner = new RegExp(`\\b(?:${escapeRegExp(name)}'s|her|his|its)\\s+([a-z-]+)(?:\\s+([a-z-]+))?(?:\\s+([a-z-]+))?`, 'g');
  const owned = new Set(
    mine.flatMap((s) =>
      [...s.matchAll(owner)].flatMap((m) => {
        const words = m.slice(1).filter((w): w is string => w !== undefined);
        return [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)];
      }),
    ),
  );
  // Kinds a quotation opens a sentence on ('"Penguins huddle together"'), for the facts told.
  const toldOf = factsOf ? factKinds(lower) : new Set<Kind>();
  const named = new Set(characters.filter((o) => o.name && o !== c).map((o) => o.kind));
  const kinds = new Set(characters.map((o) => o.kind));
  const clues = new Map<Kind, number>();
  const add = (k: Kind, n: number) => clues.set(k, (clues.get(k) ?? 0) + n);
  const cries = criesOf(lower, name);
  for (const k of allKinds()) {
    if (k.human || !CREATURES.has(k.group) || named.has(k)) continue;
    let n = 0;
    if (partsOf(k).some((part) => owned.has(part))) n += 2;
    if (verbs.some((v) => sameVerb(v, k.sound) && !PEOPLE_SOUNDS.has(k.sound!))) n += 2;
    if (cries.some((cry) => crierOf(cry) === k)) n += 2;
    // (A toy's way of moving is make-believe: a snowman waddles only in a story.)
    if (k.group !== 'toy' && verbs.some((v) => k.moves.some((m) => sameVerb(v, m) && !personMoves!.has(m)))) n += 1;
    if (toldOf.has(k) && onlyInGeneral(lower, k)) n += 2;
    // (Never one side by side with the name: 'a dragon landed beside Leo and roared' is two.)
    if (n > 0 && !(kinds.has(k) && !apart(lower, name, k))) add(k, n);
  }
  return clues;
}

/** Cries written as they sound that are not a kind's own sound word ('Miaow!' is a cat's, 'Cheep!' a bird's). */
const CRIES: Readonly<Record<string, string>> = {
  miaow: 'cat',
  meow: 'cat',
  woof: 'dog',
  yip: 'puppy',
  cheep: 'bird',
  tweet: 'bird',
  grrr: 'bear',
  maa: 'goat',
  arf: 'seal',
};

/** The one kind that cries so, or null ('Roar!' is a lion's, a tiger's or a dragon's: it says nothing). */
function crierOf(cry: string): Kind | null {
  const own = CRIES[cry];
  if (own) return kindOf(own) ?? null;
  const criers = allKinds().filter((k) => !k.human && CREATURES.has(k.group) && k.sound === cry);
  return criers.length === 1 ? criers[0]! : null;
}

/**
 * The words of a cry quoted as the named one's ('Twinkle called "Mew! Mew!"', '"Cheep!" cried
 * Sage'): a quotation of only short words, each said once or again, right after or before the name.
 */
function criesOf(lower: string, name: string): string[] {
  const plain = lower.replace(/[“”]/g, '"');
  const n = escapeRegExp(name);
  const quoted = [
    ...plain.matchAll(new RegExp(`\\b${n} (?:[a-z]+ ){1,3}"([^"]{1,40})"`, 'g')),
    ...plain.matchAll(new RegExp(`"([^"]{1,40})",? (?:[a-z]+ ){1,2}${n}\\b`, 'g')),
  ].map((m) => m[1]!);
  return quoted.flatMap((q) => {
    const words = q.match(/[a-z]+(?:-[a-z]+)?/g) ?? [];
    return words.length > 0 && words.length <= 4 && new Set(words).size === 1 ? [words[0]!] : [];
  });
}

/**
 * The one kind the clues put ahead; where the page's place is one kind's home, it breaks a tie
 * ('waddled across the ice': a penguin, not a duck). A name a child could have needs its body or
 * its sound to say so.
 */
function cluedKind(clues: ReadonlyMap<Kind, number>, reading: ParagraphReading, lower: string, petNamed: boolean): Kind | null {
  const best = Math.max(0, ...clues.values());
  if (best < (petNamed ? 1 : 2)) return null;
  let top = [...clues].filter(([, n]) => n === best).map(([k]) => k);
  if (top.length > 1) {
    const place = reading.setting ?? settingOfWord(lower.match(/[a-z]+/g)?.find((w) => settingOfWord(w)) ?? '');
    top = top.filter((k) => k.habitat !== undefined && k.habitat === place);
  }
  return top.length === 1 ? top[0]! : null;
}

/** Kinds a quotation opens a sentence on in the plural: what it says is told of them ('"Hedgehogs snuffle ..."'). */
function factKinds(lower: string): Set<Kind> {
  const found = new Set<Kind>();
  for (const q of lower.replace(/[“”]/g, '"').matchAll(/"([^"]*)"/g))
    for (const m of q[1]!.trim().matchAll(/(?:^|[.!?]\s+)([a-z]+)\b/g)) {
      const kind = kindOf(m[1]!);
      if (kind && kind.plural === m[1] && kind.plural !== kind.word) found.add(kind);
    }
  return found;
}

const parts = new Map<Kind, string[]>();
/** A kind's parts and their last words, but for those everyone has ('long ears': 'long ears' only). */
function partsOf(kind: Kind): string[] {
  let mine = parts.get(kind);
  if (!mine) {
    mine = kind.parts
      .flatMap((part) => [part, part.split(' ').at(-1)!])
      .filter((part) => !EVERYONE_HAS.test(part) && part !== 'hands');
    parts.set(kind, mine);
  }
  return mine;
}
