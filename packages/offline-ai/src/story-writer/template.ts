/**
 * Sentence templates: "[friend] {Hero} waved to {friend}." A leading [gate] must hold for the
 * template to be used; a slot written with a capital ({Hero}) gives its value capitalised. A
 * template whose slots are not all known is skipped, so banks can hold lines that need a friend, a
 * thing or a fact.
 */
import { sentencesOf } from './readability.js';
import { memo } from '../memo.js';

export type Slots = Readonly<Record<string, string | null | undefined>>;
export type Gates = Readonly<Record<string, boolean>>;

const SLOT = /\{([A-Za-z][A-Za-z0-9']*)\}/g;
const GATE = /^\[(!?)(\w+)\]\s*/;
const MAX_DEPTH = 3;
export const MAX_WORDS = 15;

const capitalise = (text: string) =>
  text.replace(/^(["“'‘\s]*)(\p{Ll})/u, (_, lead: string, first: string) => lead + first.toUpperCase());

/** Said by the hero: '"...," {hero} whispered', '"...!" cheered {hero}', '{Hero} said, "...'. */
const HERO_AFTER = /^[,.!?]?\s*(?:\{(?:hero|they)\}|[a-z]+ \{hero\})/i;
const HERO_BEFORE = /\{(?:hero|they)\}[^"]*[,:]\s*$/i;
/** Said by someone else ('said {guide}', 'asked the {gkind}'): to the hero, unless the words name the hero. */
const OTHER_AFTER = /^[,.!?]?\s*(?:[a-z]+ (?:the )?\{(?!hero\b|they\b)\w+\}|\{(?!hero\b|they\b)\w+\} [a-z]+)/i;
const NAMES_HERO = /\{(?:hero|they|them|heroS|theHero|aHero)\}/i;

/**
 * An idea's phrase in someone's own words: '{their} first day at school' is 'my first day' in the
 * hero's mouth and 'your first day' said to the hero; never 'I'm scared of his first day'.
 */
function voiced(template: string, slots: Slots): string {
  if (!template.includes('"')) return template;
  return template.replace(/"([^"]*)"/g, (quote: string, words: string, at: number) => {
    const before = template.slice(0, at);
    const after = template.slice(at + quote.length);
    const hero = HERO_AFTER.test(after) || (!OTHER_AFTER.test(after) && HERO_BEFORE.test(before));
    const other = !hero && OTHER_AFTER.test(after) && !NAMES_HERO.test(words);
    if (!hero && !other) return quote;
    const own = hero ? 'my' : 'your';
    const self = hero ? 'myself' : 'yourself';
    const said = words.replace(SLOT, (slot, key: string) => {
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      if (lower === 'their') return hero ? (key === lower ? 'my' : 'My') : slot;
      const value = slots[lower];
      if (!value || !/\{(?:their|themselves)\}/.test(value)) return slot;
      const own_ = value.replace(/\{their\}/g, own).replace(/\{themselves\}/g, self);
      return key === lower ? own_ : capitalise(own_);
    });
    return `"${said}"`;
  });
}

/** The template with its slots filled, or null when a slot has no value. */
function fill(template: string, slots: Slots): string | null {
  let text = voiced(template, slots);
  for (let depth = 0; depth < MAX_DEPTH && text.includes('{'); depth += 1) {
    let missing = false;
    text = text.replace(SLOT, (_, key: string) => {
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      const value = slots[lower];
      if (value === null || value === undefined || value === '') {
        missing = true;
        return '';
      }
      return key === lower ? value : capitalise(value);
    });
    if (missing) return null;
  }
  return text.includes('{') ? null : text;
}

/**
 * A template's leading gates ('[friend] [!night] {Hero} waved'), each with the text from it on, and the body after
 * them: read once per template, since every paragraph of every telling weighs the same bank lines.
 */
const gatesOfTemplate = memo((template) => {
  const gates: { negated: boolean; name: string; from: string }[] = [];
  let text = template;
  for (let gate = GATE.exec(text); gate; gate = GATE.exec(text)) {
    gates.push({ negated: gate[1] === '!', name: gate[2]!, from: text });
    text = text.slice(gate[0].length);
  }
  return { gates, body: text };
});

/** The template's gates hold (each [gate] or [!gate] at its start); the text from the first that fails, else the body. */
export function gatesHold(template: string, gates: Gates): [boolean, string] {
  const parsed = gatesOfTemplate(template);
  for (const gate of parsed.gates) {
    const value = gates[gate.name] ?? false;
    if (gate.negated ? value : !value) return [false, gate.from];
  }
  return [true, parsed.body];
}

/** Finished sentences: single spaces, capitals after each full stop, no 'a a' or ' ,'. */
function tidy(text: string): string {
  return capitalise(
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.!?;:])/g, '$1')
      // A capital after a full stop, but not after a quotation ('"Look!" said Mia').
      .replace(/([.!?])\s+(\p{Ll})/gu, (_, end: string, first: string) => `${end} ${first.toUpperCase()}`)
      .replace(/\b(a|an|the) \1\b/gi, '$1')
      // 'That was brave for a brave child': brave once.
      .replace(/\bbrave for an? brave (?:little )?/g, 'brave for a little ')
      // 'Early one day, Lucas woke up early': early once.
      .replace(/\b(Early [^,.!?]*, [^.!?]*?\bwoke up) early\b/g, '$1')
      // Santa is a name, however his kind is said ('the kind santa').
      .replace(/\bsanta\b/g, 'Santa')
      // 'a bushy-tailed squirrel with a bushy tail', 'a long-eared hare with long ears': the look already says it.
      .replace(/\b([a-z]+-([a-z]+?)e?d) ([a-z]+) with (?:an? )?(?:[a-z]+ )?\2s?\b/gi, '$1 $3')
      // 'by red toadstools by the path': a sight that says where it is, after 'by', says it with 'near'.
      .replace(/\b(by (?:[a-z-]+ ){1,4})by (the|a|an) /g, '$1near $2 ')
      .replace(/([^.!?"”])$/u, '$1.')
      .trim(),
  );
}

export const wordCount = (sentence: string) => sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Rendered, or null when a gate fails, a slot is missing or a sentence is longer than maxWords. */
export function render(template: string, slots: Slots, gates: Gates, maxWords = MAX_WORDS): string | null {
  const [open, body] = gatesHold(template, gates);
  if (!open) return null;
  const filled = fill(body, slots);
  if (filled === null) return null;
  const [text, longest] = finished(filled);
  return longest <= maxWords ? text : null;
}

/**
 * A filled template tidied, with the words of its longest sentence; worked out once per text, since
 * a story told again in easier lines fills many of the same templates with the same words.
 */
const finished = memo((filled): readonly [string, number] => {
  const text = tidy(filled);
  // Sentences as the reader counts them: '"What a day!" Jade told the chef.' is one.
  return [text, Math.max(0, ...sentencesOf(text).map(wordCount))];
});
