/**
 * A wish to learn said as a child asks it: 'learn how the water cycle works' -> 'How does the water
 * cycle work?', 'find out what a magnet can pick up' -> 'What can a magnet pick up?', 'find out why
 * the moon changes shape' -> 'Why does the moon change shape?'. Tags and verb forms come from the
 * NLP library (language/); a phrase that is no question of this kind gives null.
 */
import { has, tokenize } from '../language/tokens.js';
import { infinitiveOf } from '../language/index.js';
import { memo } from '../memo.js';

const ASKING = /^(?:learn|find out|discover|know|understand|work out|see)\s+(how|why|what|where|when|who|whose|which)\s+(.+)$/i;
/** Verbs that go before the subject in a question themselves: 'What can a magnet pick up?' */
const INVERTS = /^(?:can|could|will|would|should|is|are|was|were|do|does|did)$/;

/** The question of a wish, made once a phrase. */
export const childQuestion = memo((phrase) => ask(phrase.replace(/\{their\}/g, 'their')));

function ask(phrase: string): string | null {
  const match = ASKING.exec(phrase.trim());
  if (!match) return null;
  const wh = match[1]!.charAt(0).toUpperCase() + match[1]!.slice(1).toLowerCase();
  const clause = match[2]!.replace(/[.!?]+$/, '');
  const tokens = tokenize(clause);
  // 'what makes a rainbow', 'who eats what', 'whose sunflower is the tallest': the question word is (in) the subject,
  // and the clause is already a question.
  if ((has(tokens[0], 'Verb') && !has(tokens[0], 'Noun')) || /^(?:whose|which)$/i.test(wh)) return `${wh} ${clause}?`;
  // The subject's verb: not a word joined to the subject by 'and' ('bees and flowers work'); the last word when the
  // library reads none as a verb ('the water cycle works').
  let at = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (has(t, 'Verb') || has(t, 'Copula') || INVERTS.test(t.lower)) &&
      !has(t, 'Gerund') &&
      (!has(t, 'Participle') || has(t, 'PastTense')) &&
      tokens[i - 1]!.lower !== 'and',
  );
  if (at < 0 && tokens.length >= 2) at = tokens.length - 1;
  if (at < 1) return null;
  const verb = tokens[at]!;
  const subject = clause.slice(0, verb.start).trim();
  const rest = clause.slice(verb.end).trim();
  const tail = rest ? ` ${rest}` : '';
  if (INVERTS.test(verb.lower)) return `${wh} ${verb.lower} ${subject}${tail}?`;
  // 'the moon changes' -> 'does the moon change'; 'the puddles go' -> 'do the puddles go'; 'bread is made' above.
  if (has(verb, 'PastTense')) return `${wh} did ${subject} ${infinitiveOf(verb.lower)}${tail}?`;
  const infinitive = infinitiveOf(verb.lower);
  const base = infinitive === verb.lower && /s$/.test(verb.lower) ? verb.lower.slice(0, -1) : infinitive;
  const third = verb.lower !== base && /s$/.test(verb.lower) && !/\band\b/.test(subject);
  return `${wh} ${third ? 'does' : 'do'} ${subject} ${base}${tail}?`;
}
