/**
 * Checks a written story the same way whoever wrote it (this engine or a hosted model): does every
 * paragraph name the hero, does the goal stay in view, are names kept exactly as the idea wrote
 * them, does the hero stay the kind the idea says, are the topic's key terms used, is it easy to
 * read, and does it hold together (read paragraph by paragraph with the language module: nothing
 * found before it is lost, nobody back who never left, no wish for what was already done).
 */
import { kindOf, readParagraph, type CastMember, type Kind, type StoryEvent } from '../language/index.js';
import { readability, sentencesOf, type Readability } from './readability.js';
import { escapeRegExp } from '../reg-exp.js';
import { memo } from '../memo.js';

export interface StoryExpectations {
  hero: CastMember & { name: string };
  /** Other characters the story should know (friend, guide). */
  others: readonly CastMember[];
  /** Names the idea wrote, which must appear exactly so. */
  names: readonly string[];
  /** Words of the goal or the wanted thing ('kite', 'sunflower'); a paragraph with one keeps the goal in view. */
  goalWords: readonly string[];
  /** The goal's verb phrase, to catch a wish repeated after it came true ('find the waterfall'). */
  goalPhrase?: string | null;
  /** Key terms of the topic or the reference page. */
  terms: readonly string[];
}

export interface StoryCheck {
  paragraphs: number;
  heroParagraphs: number;
  goalParagraphs: number;
  missingNames: string[];
  /** The hero is called the kind the idea says and never another. */
  speciesKept: boolean;
  termsUsed: string[];
  readability: Readability;
  contradictions: string[];
}

/** The word alone, any case (built once per word: each telling asks of the same few). */
const wordAlone = memo((word) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu'));
const has = (text: string, word: string) => wordAlone(word).test(text);
/** 'kite' also matches 'kites'; 'mummy' matches 'mummies'. */
export const hasWord = (text: string, word: string) =>
  has(text, word) || has(text, `${word}s`) || has(text, word.replace(/y$/, 'ies'));

/** Kind words said of the hero by name: 'Sofía the snail', 'Sofía, a little girl', 'Sofía was a brave girl'. */
function kindsSaidOf(text: string, name: string): Kind[] {
  const kinds: Kind[] = [];
  const n = escapeRegExp(name);
  const patterns = [
    new RegExp(`${n} the (?:\\p{L}+ )?(\\p{L}+)`, 'gu'),
    new RegExp(`${n}, (?:a|an|the) (?:\\p{L}+ ){0,2}?(\\p{L}+)[,.]`, 'gu'),
    new RegExp(`${n} (?:was|is) (?:a|an) (?:[\\p{L}-]+ ){0,2}?(\\p{L}+)(?: who| with| and|[,.])`, 'gu'),
  ];
  for (const pattern of patterns)
    for (const match of text.matchAll(pattern)) {
      // 'a soft teddy bear': a two-word kind is read whole.
      const before = /(\p{L}+) $/u.exec(match[0].slice(0, match[0].lastIndexOf(match[1]!)))?.[1];
      const kind = (before ? kindOf(`${before} ${match[1]!}`) : null) ?? kindOf(match[1]!);
      if (kind) kinds.push(kind);
    }
  return kinds;
}

/** The same kind, or one the idea's kind may also be called (a girl is a child; a kitten is a cat). */
function sameKind(a: Kind, b: Kind): boolean {
  if (a === b) return true;
  if (a.human && b.human)
    return a.group === b.group || ['child', 'friend', 'twin'].includes(b.word) || ['child', 'friend', 'twin'].includes(a.word);
  const family = [
    ['puppy', 'dog'],
    ['kitten', 'cat'],
    ['bird', 'owl', 'eagle', 'parrot', 'duck', 'swan'],
    ['pony', 'horse'],
    ['caterpillar', 'butterfly'],
  ];
  return family.some((f) => f.includes(a.word) && f.includes(b.word));
}

function contradictions(
  paragraphs: readonly string[],
  cast: readonly CastMember[],
  goalPhrase: string | null | undefined,
): string[] {
  const found: string[] = [];
  const lost = new Map<string, number>();
  const everLost = new Set<string>();
  const foundAt = new Map<string, number>();
  const left = new Map<string, number>();
  const events: (StoryEvent & { paragraph: number })[] = [];
  const readings = paragraphs.map((p, i) => {
    const reading = readParagraph(p, cast);
    for (const e of reading.events) events.push({ ...e, paragraph: i });
    return reading;
  });
  for (const e of events) {
    const key = e.subject.toLowerCase();
    if (e.type === 'lose') {
      if (lost.has(key)) found.push(`paragraph ${e.paragraph + 1}: ${e.subject} is lost again while still lost`);
      lost.set(key, e.paragraph);
      everLost.add(key);
    } else if (e.type === 'find') {
      if (!lost.has(key)) foundAt.set(key, e.paragraph);
      lost.delete(key);
    } else if (e.type === 'leave') {
      // The hero setting off is the story going somewhere, not the hero leaving it; nor is one who sets off with the
      // hero ('Yusuf and Dad set off for the airport').
      const hero = (cast[0]?.name ?? '').toLowerCase();
      const text = paragraphs[e.paragraph]!.toLowerCase();
      const withHero = hero !== '' && (text.includes(`${hero} and ${key}`) || text.includes(`${key} and ${hero}`));
      if (key !== hero && !withHero) left.set(key, e.paragraph);
    } else if (e.type === 'arrive') {
      left.delete(key);
    }
  }
  // Found before it was ever lost, and then lost: the story runs backwards.
  for (const [key, at] of foundAt) {
    const lostAt = events.find((e) => e.type === 'lose' && e.subject.toLowerCase() === key);
    if (lostAt && lostAt.paragraph > at)
      found.push(`paragraph ${at + 1}: ${key} is found before it is lost (paragraph ${lostAt.paragraph + 1})`);
  }
  // Someone who left acts again later without coming back.
  for (const [key, at] of left) {
    for (let i = at + 1; i < readings.length; i += 1) {
      const back = readings[i]!.actions.some((a) => {
        const who = a.who >= 0 ? readings[i]!.characters[a.who] : null;
        return who && (who.name ?? who.kind.word).toLowerCase() === key && who.via === 'name';
      });
      if (back) {
        found.push(`paragraph ${i + 1}: ${key} is back after leaving in paragraph ${at + 1}`);
        break;
      }
    }
  }
  found.push(...foundWhereSearched(paragraphs));
  // A wish for the goal after the goal came true.
  if (goalPhrase) {
    const words = goalPhrase
      .replace(/\{their\}/g, '')
      .split(/\s+/)
      .filter((w) => w.length > 3);
    const object = words.at(-1);
    if (object) {
      let doneAt = -1;
      paragraphs.forEach((p, i) => {
        for (const sentence of sentencesOf(p)) {
          const wish =
            /\b(?:wanted|wants|wished|wishes|dreamed|hoped|longed) (?:to|of|for)\b|\bwish to\b/i.test(sentence) &&
            has(sentence, object);
          if (wish && doneAt >= 0 && doneAt < i)
            found.push(`paragraph ${i + 1}: the wish to ${goalPhrase} comes after it came true (paragraph ${doneAt + 1})`);
          if (/\b(?:at last|did it|made it|reached|finally)\b/i.test(sentence) && has(sentence, object) && doneAt < 0) doneAt = i;
        }
      });
    }
  }
  return found;
}

const SPOT = String.raw`((?:in|under|behind|beside|by|on|inside|near|among|up|at the bottom of) [^.,!?;"]+?)`;
/** Lines that looked somewhere and found nothing there. */
const LOOKED = [
  new RegExp(String.raw`\bnot ${SPOT} either\b`, 'gi'),
  new RegExp(String.raw`\bsearched ${SPOT} and ${SPOT}, but no\b`, 'gi'),
  new RegExp(String.raw`\blooked ${SPOT} for\b`, 'gi'),
  new RegExp(String.raw`\bpeeked ${SPOT}, hoping\b`, 'gi'),
];
/** Lines that say where the lost thing was. */
const FOUND = [
  new RegExp(String.raw`\bthere, ${SPOT}, (?:was|were)\b`, 'gi'),
  new RegExp(String.raw`\bhad been ${SPOT} all along\b`, 'gi'),
  new RegExp(String.raw`\bhad curled up ${SPOT} for a nap\b`, 'gi'),
];

/** Found where the search had already looked ('not in the long grass either' ... 'in the long grass all along'). */
function foundWhereSearched(paragraphs: readonly string[]): string[] {
  const looked = new Map<string, number>();
  const out: string[] = [];
  paragraphs.forEach((paragraph, i) => {
    for (const sentence of sentencesOf(paragraph)) {
      for (const re of FOUND)
        for (const m of sentence.matchAll(re)) {
          const at = looked.get(m[1]!.toLowerCase());
          if (at !== undefined) out.push(`paragraph ${i + 1}: found ${m[1]} where the search looked (paragraph ${at + 1})`);
        }
      for (const re of LOOKED)
        for (const m of sentence.matchAll(re))
          for (const spot of m.slice(1)) if (spot && !looked.has(spot.toLowerCase())) looked.set(spot.toLowerCase(), i);
    }
  });
  return out;
}

export function checkStory(story: { paragraphs: readonly string[] }, expect: StoryExpectations): StoryCheck {
  const text = story.paragraphs.join('\n');
  const { hero } = expect;
  const heroWords = [hero.name, ...(hero.kind.human ? [] : [`the ${hero.kind.word}`])].filter(Boolean);
  const said = hero.name ? kindsSaidOf(text, hero.name) : [];
  const kindNamed = hero.kind.human || hasWord(text, hero.kind.word) || hero.kind.words.some((w) => hasWord(text, w));
  return {
    paragraphs: story.paragraphs.length,
    heroParagraphs: story.paragraphs.filter((p) => heroWords.some((w) => has(p, w))).length,
    goalParagraphs: story.paragraphs.filter((p) => expect.goalWords.length === 0 || expect.goalWords.some((w) => hasWord(p, w)))
      .length,
    missingNames: expect.names.filter((name) => !text.includes(name)),
    speciesKept: kindNamed && said.every((k) => sameKind(k, hero.kind)),
    termsUsed: expect.terms.filter((t) => hasWord(text, t)),
    readability: readability(story.paragraphs),
    contradictions: contradictions(story.paragraphs, [hero, ...expect.others], expect.goalPhrase),
  };
}
