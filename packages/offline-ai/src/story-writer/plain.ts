/**
 * Plainer sentences for reading aloud, applied to a paragraph once it is written: a long sentence
 * joined by ', and' / ', but' / ', so' becomes two, and the wanted thing named in the sentence just
 * before is called 'it' (or 'them') rather than by its name again ('...stuck in the tree. Omar
 * jumped, but it stayed stuck.').
 */
import nlp from 'compromise';
import type { StoryThing } from './plan.js';
import { wordCount } from './template.js';
import { memo } from '../memo.js';
import { tokenize } from '../language/index.js';
import { infinitiveOfPast } from '../language/words.js';

/** Verbs of going that 'up' follows as where ('ran up the hill': 'ran up it'), whatever the tagger says. */
const GOING = new Set(['run', 'climb', 'walk', 'go', 'hop', 'fly', 'swim', 'crawl', 'race', 'dash', 'scramble', 'zoom', 'float']);

/**
 * What stands for the thing where the sentence says it at `at`, with the text before it: a verb's own particle goes
 * after the pronoun ('cleaning up her toys' -> 'cleaning them up'), a place word before it ('climbed up it').
 */
export function pronounAfter(sentence: string, at: number, pronoun: string): { before: string; said: string } {
  const before = sentence.slice(0, at);
  const particle = /(\S+) (up|down|out|off|away|back) $/i.exec(before);
  if (!particle) return { before, said: pronoun };
  const verb = particle[1]!.toLowerCase().replace(/ing$|s$/, '');
  const token = tokenize(sentence).find((t) => t.start === at - particle[2]!.length - 1);
  const going = GOING.has(verb) || GOING.has(infinitiveOfPast(particle[1]!.toLowerCase()));
  if (!token?.tags.has('Particle') || going) return { before, said: pronoun };
  return { before: before.slice(0, -particle[2]!.length - 1), said: `${pronoun} ${particle[2]}` };
}

// Only where a new subject follows: ', but could not get past' has none and stays joined.
const JOIN =
  /,\s+(and|but|so)\s+(?=(?:the|a|an|his|her|their|its|it|they|he|she|we|I|there|then|everyone|nobody|something|\p{Lu}[\p{L}'’-]*)\s)/u;
// Shorter halves ('And so was Mia.') would read alike in every story.
const MIN_PART = 5;
/** Only a long sentence is split. */
const MIN_SPLIT = 12;
const QUOTE = /["“”]/;

/** 'Omar jumped and jumped, but the kite stayed stuck.' -> 'Omar jumped and jumped. But the kite stayed stuck.' */
export function splitJoined(sentence: string): string[] {
  if (QUOTE.test(sentence) || wordCount(sentence) < MIN_SPLIT) return [sentence];
  const match = JOIN.exec(sentence);
  if (!match) return [sentence];
  const left = sentence.slice(0, match.index);
  const right = sentence.slice(match.index + match[0].length);
  if (wordCount(left) < MIN_PART || wordCount(right) < MIN_PART + 1) return [sentence];
  const conjunction = match[1]!.charAt(0).toUpperCase() + match[1]!.slice(1);
  return [`${left}.`, ...splitJoined(`${conjunction} ${right}`)];
}

/** A clause after a colon that says something of its own: 'they have symmetry', not a list ('spring, summer ...'). */
const CLAUSE_AFTER_COLON = '^#Pronoun #Adverb? (#Verb|#Auxiliary)';

/**
 * A fact of two clauses told as two sentences: 'Some dinosaurs ate only plants; they were
 * herbivores.' -> '... only plants. They were herbivores.', 'A butterfly's two wings match: they have
 * symmetry.' likewise. A colon before a list or a sound ('four seasons: spring, summer ...', 'snaps
 * shut: hic!') stays. Short sentences are what young listeners follow best.
 */
export const factToTell = memo((fact) =>
  fact.replace(/([;:])\s+(\p{Ll})([^;:]*)$/u, (whole, mark: string, first: string, rest: string) =>
    mark === ';' || nlp(`${first}${rest}`).has(CLAUSE_AFTER_COLON) ? `. ${first.toUpperCase()}${rest}` : whole,
  ),
);

/** Words after which the thing is the object of a verb or a preposition, where 'it' reads right. */
export const THING_OBJECT_WORDS =
  'at|for|with|to|on|into|onto|under|near|by|from|behind|up|grabbed|held|hugged|watched|poked|pulled|carried|found|lifted|fixed|mended|caught|reached|saw|spotted|checked|showed|tied|took|kept|patted|gave|hid|dropped|tugged|pushed|fetched|brought|cleaned|painted|planted|watered|hugging|holding|carrying|hold|hug';
/** What may follow the thing where 'it' reads right: the sentence's end or a word that ends the verb's phrase. */
export const THING_AFTER = '[.,!?]| and| free| down| up| back| again| safely| close| tight| at last';
const BEFORE_IT = new RegExp(`\\b(?:${THING_OBJECT_WORDS})$`, 'i');

/** Made once per noun: every paragraph of every telling comes through here. */
const thingPatterns = memo((noun) => ({
  mention: new RegExp(`(\\b\\w+) (?:the|my|your|his|her|their|its)(?: [\\w-]+)?? ${noun}(?=${THING_AFTER})`, 'u'),
  end: new RegExp(`\\b${noun}\\b`, 'u'),
}));

/**
 * The thing's short mention ('the kite', 'his kite') becomes 'it' when the sentence before ended on
 * the thing, outside speech and never as a sentence's first words.
 */
export function referToThing(sentences: readonly string[], thing: StoryThing | null): string[] {
  if (!thing || thing.named || thing.mass) return [...sentences];
  const noun = thing.noun.split(' ').at(-1)!;
  const pronoun = thing.plural ? 'them' : 'it';
  const { mention, end } = thingPatterns(noun);
  const endsOnThing = (sentence: string) => end.test(sentence.split(/\s+/).slice(-4).join(' '));
  return sentences.map((sentence, i) => {
    const previous = sentences[i - 1];
    if (!previous || QUOTE.test(sentence) || !endsOnThing(previous)) return sentence;
    const match = mention.exec(sentence);
    if (!match || match.index === 0 || !BEFORE_IT.test(match[1]!)) return sentence;
    const at = match.index + match[1]!.length + 1;
    const { before, said } = pronounAfter(sentence, at, pronoun);
    return `${before}${said}${sentence.slice(match.index + match[0].length)}`;
  });
}
