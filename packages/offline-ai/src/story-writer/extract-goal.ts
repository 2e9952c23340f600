/**
 * What the hero wants, as a bare infinitive phrase that reads after "wanted to" ('learn about
 * mummies', 'see the sea'), and a feeling the idea names ('afraid', 'nervous', 'shy').
 */
import type { Pronoun } from './names.js';
import type { Term } from './terms.js';

export interface IdeaGoal {
  /** May hold the slot {their} for the hero's possessive. */
  goal: string | null;
  feeling: string | null;
}

const FEELINGS: Record<string, string> = {
  afraid: 'afraid',
  scared: 'afraid',
  frightened: 'afraid',
  nervous: 'nervous',
  anxious: 'nervous',
  worried: 'worried',
  shy: 'shy',
  timid: 'shy',
  lonely: 'lonely',
};
const CLAUSE_STOPS = new Set([
  'but',
  'because',
  'so',
  'when',
  'while',
  'who',
  'which',
  'that',
  'then',
  'until',
  'where',
  'after',
  'before',
  'if',
  'although',
]);
const KEEP_BEFORE_TO = new Set(['learn', 'try', 'decide']);
const TRAILING = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'with',
  'for',
  'about',
  'from',
  'by',
  'into',
  '{their}',
  'very',
  'some',
]);
const POSSESSIVE: Record<string, Pronoun | null> = { my: null, our: null, your: null, their: null, his: 'he', her: 'she' };
const MAX_GOAL_WORDS = 10;
/** Verbs that tell a mishap, not a wish: the wish is to undo it ('lost her sparkle' -> 'find her sparkle'). */
const UNDO: Record<string, string> = { lose: 'find', break: 'fix', forget: 'remember', drop: 'find', miss: 'find' };
/** "loves football" is who the hero is; the wish is to do it. */
const FONDNESS = new Set(['love', 'like', 'enjoy', 'adore']);
const GAMES =
  /\b(?:football|soccer|tennis|basketball|baseball|cricket|rugby|hockey|chess|games?|piano|guitar|drums?|violin|music|tag)\b/;

/** Index just past the clause that starts at `from`. */
function clauseEnd(terms: readonly Term[], from: number): number {
  for (let j = from; j < terms.length; j += 1) {
    const term = terms[j]!;
    const next = terms[j + 1];
    if (j > from && CLAUSE_STOPS.has(term.lower)) return j;
    if (j > from && term.lower === 'and' && next && (next.tags.has('Verb') || next.tags.has('Pronoun'))) return j;
    if (j > from && term.lower === 'with' && next && (next.lower in POSSESSIVE || next.tags.has('Person'))) return j;
    if (/[.;:!?,]/.test(term.after)) return j + 1;
    if (j > from && term.starts) return j;
  }
  return terms.length;
}

function words(terms: readonly Term[], from: number, to: number, heroPronoun: Pronoun | null): string[] {
  const out: string[] = [];
  for (let j = from; j < to; j += 1) {
    const term = terms[j]!;
    const next = terms[j + 1];
    const owner = POSSESSIVE[term.lower];
    const possessive = term.lower in POSSESSIVE && next !== undefined && j + 1 < to && !next.tags.has('Verb');
    if (possessive && (owner === null || owner === undefined || heroPronoun === null || owner === heroPronoun))
      out.push('{their}');
    else if (/^[A-Z]/.test(term.text) && (term.tags.has('ProperNoun') || term.tags.has('Place') || term.tags.has('Person')))
      out.push(term.text);
    else out.push(term.lower);
  }
  return out;
}

function tidy(list: string[]): string | null {
  const out = list.slice(0, MAX_GOAL_WORDS);
  while (out.length > 0 && TRAILING.has(out.at(-1)!)) out.pop();
  return out.length > 0 ? out.join(' ') : null;
}

export function extractGoal(terms: readonly Term[], heroPronoun: Pronoun | null): IdeaGoal {
  const firstEnd = terms.findIndex((t) => /[.!?]/.test(t.after));
  const end = firstEnd < 0 ? terms.length : firstEnd + 1;
  const feelingAt = terms.slice(0, end).findIndex((t) => t.lower in FEELINGS);
  const feeling = feelingAt >= 0 ? FEELINGS[terms[feelingAt]!.lower]! : null;

  // A purpose: "... to learn about mummies", "wants to see the sea", "learns to swim".
  for (let j = 0; j < end - 1; j += 1) {
    const next = terms[j + 1]!;
    if (terms[j]!.lower !== 'to' || !next.tags.has('Verb') || next.tags.has('Noun')) continue;
    const before = terms[j - 1];
    const stop = clauseEnd(terms, j + 1);
    const head = before && KEEP_BEFORE_TO.has(before.root) ? [before.root, 'to'] : [];
    const goal = tidy([...head, next.root, ...words(terms, j + 2, stop, heroPronoun)]);
    if (goal) return { goal, feeling };
  }

  // A feeling about something: "is afraid of the dark", "nervous about her first day at school".
  if (feelingAt >= 0) {
    const about = terms[feelingAt + 1];
    if (about && (about.lower === 'of' || about.lower === 'about')) {
      const object = tidy(words(terms, feelingAt + 2, clauseEnd(terms, feelingAt + 2), heroPronoun));
      if (object) return { goal: object === 'the dark' ? 'feel brave in the dark' : `feel brave about ${object}`, feeling };
    }
    return { goal: feeling === 'shy' || feeling === 'lonely' ? 'make a new friend' : 'feel brave', feeling };
  }

  // Otherwise the main verb and what follows: "find a lost kitten in the park", "bake bread".
  const verbAt = terms
    .slice(0, end)
    .findIndex(
      (t, i) =>
        t.tags.has('Verb') &&
        !t.tags.has('Copula') &&
        !t.tags.has('Auxiliary') &&
        t.lower !== 'named' &&
        t.lower !== 'called' &&
        terms[i - 1]?.lower !== 'to',
    );
  if (verbAt >= 0) {
    const root = terms[verbAt]!.root;
    const object = tidy(words(terms, verbAt + 1, clauseEnd(terms, verbAt + 1), heroPronoun));
    if (object && FONDNESS.has(root))
      return { goal: GAMES.test(object) ? `play ${object}` : `enjoy ${object} with a new friend`, feeling };
    if (object) return { goal: `${UNDO[root] ?? root} ${object}`, feeling };
  }
  return { goal: null, feeling };
}
