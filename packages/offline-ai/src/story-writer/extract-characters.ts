/**
 * Who an idea is about: its hero and the companions who come along, from names (capitalised words,
 * "named X", "called X", "X the dragon", "my daughter X", our name lists) and kind words ("a puppy").
 */
import { kindOf, relativeOf, type Kind } from './characters.js';
import { asName, isListedName, pronounOfName, type Pronoun } from './names.js';
import { isPlaceWord } from './places.js';
import { settingForWord } from './settings.js';
import { isCapitalised, type Term } from './terms.js';

export interface IdeaCharacter {
  /** Null when the idea gives none: the plan picks one by seed. */
  name: string | null;
  kind: Kind | null;
  pronoun: Pronoun | null;
  /** Word index of the first mention. */
  at: number;
  /** A relative ('Grandma', 'Dad'): the name is the relation. */
  relative?: boolean;
  /** How a friend or sibling is related to the hero: 'friend', 'sister', 'twin'. */
  relation?: string;
}

export interface IdeaCast {
  hero: IdeaCharacter | null;
  companions: IdeaCharacter[];
  /** Word indexes that belong to characters, so other extractors skip them. */
  used: ReadonlySet<number>;
}

const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their', 'your']);
const NAMING = new Set(['named', 'called']);
const FRIENDS = new Set(['friend', 'friends', 'twins', 'cousin', 'cousins', 'sister', 'brother', 'classmate', 'buddy', 'pal']);
const SIBLING_PRONOUN: Record<string, Pronoun> = { sister: 'she', brother: 'he' };
const RELATION: Record<string, string> = { twins: 'twin', cousins: 'cousin', friends: 'friend', buddy: 'friend', pal: 'friend' };
/** Capitalised words that are never a name in an idea. */
const NOT_NAMES = new Set([
  'i',
  'a',
  'the',
  'once',
  'one',
  'story',
  'tale',
  'write',
  'tell',
  'please',
  'make',
  'today',
  'tomorrow',
  'christmas',
  'halloween',
  'easter',
]);
const ADJECTIVE_GAP = 2;

function personName(terms: readonly Term[], i: number): boolean {
  const term = terms[i]!;
  if (NOT_NAMES.has(term.lower) || kindOf(term.lower) || relativeOf(term.lower, true) || FRIENDS.has(term.lower)) return false;
  if (isPlaceWord(term.lower) || settingForWord(term.lower)) return false;
  if (term.tags.has('Place') || term.tags.has('Organization') || term.tags.has('Demonym') || term.tags.has('Date')) return false;
  if (term.tags.has('Person') || term.tags.has('FirstName')) return true;
  if (isListedName(term.text)) return true;
  if (!isCapitalised(term)) return false;
  // A capitalised word inside a run of them ('the Eiffel Tower') is a place or thing, not a name.
  const prev = terms[i - 1];
  const next = terms[i + 1];
  if ((prev && !term.starts && isCapitalised(prev)) || (next && !next.starts && isCapitalised(next))) return false;
  if (!term.starts) return term.tags.has('ProperNoun') || term.tags.has('Noun');
  // First word of a sentence: a name only when an unknown word is followed by its verb ('Zuzu goes').
  return Boolean(next?.tags.has('Verb')) && term.tags.has('Singular') && term.tags.size <= 2;
}

/** The kind word just before a name ('a little puppy called ...'), within a few words. */
function kindBefore(terms: readonly Term[], i: number): Kind | null {
  for (let j = i - 1; j >= Math.max(0, i - 1 - ADJECTIVE_GAP); j -= 1) {
    const kind = kindOf(terms[j]!.lower);
    if (kind) return kind;
  }
  return null;
}

/** The kind word just after "the" ('Sam the (little) dinosaur'). */
function kindAfterThe(terms: readonly Term[], i: number): { kind: Kind; end: number } | null {
  if (terms[i + 1]?.lower !== 'the') return null;
  for (let j = i + 2; j <= i + 2 + ADJECTIVE_GAP && j < terms.length; j += 1) {
    const kind = kindOf(terms[j]!.lower);
    if (kind) return { kind, end: j };
  }
  return null;
}

/** A pronoun the idea itself uses for the character: the first his/her after its mention. */
function pronounInText(terms: readonly Term[], from: number): Pronoun | null {
  for (let j = from + 1; j < terms.length && j < from + 14; j += 1) {
    if (terms[j]!.lower === 'her' || terms[j]!.lower === 'she') return 'she';
    if (terms[j]!.lower === 'his' || terms[j]!.lower === 'he') return 'he';
  }
  return null;
}

function gender(term: Term): Pronoun | null {
  if (term.tags.has('FemaleName')) return 'she';
  if (term.tags.has('MaleName')) return 'he';
  return null;
}

/** The first word that acts as the idea's main verb, skipping "named"/"called"; terms.length if none. */
export function mainVerbIndex(terms: readonly Term[]): number {
  const index = terms.findIndex(
    (t, i) => t.tags.has('Verb') && !NAMING.has(t.lower) && !(t.tags.has('Auxiliary') && terms[i + 1]?.tags.has('Verb')),
  );
  return index < 0 ? terms.length : index;
}

export function extractCast(terms: readonly Term[]): IdeaCast {
  const found: (IdeaCharacter & { possessed: boolean; relative: boolean; plural: boolean })[] = [];
  const used = new Set<number>();
  const add = (
    character: IdeaCharacter,
    indexes: number[],
    extra: { possessed?: boolean; relative?: boolean; plural?: boolean } = {},
  ) => {
    indexes.forEach((j) => used.add(j));
    found.push({
      ...character,
      possessed: extra.possessed ?? false,
      relative: extra.relative ?? false,
      plural: extra.plural ?? false,
    });
  };
  const relationOf = (word: string) => RELATION[word] ?? word;

  for (let i = 0; i < terms.length; i += 1) {
    if (used.has(i)) continue;
    const term = terms[i]!;
    const possessed = POSSESSIVES.has(terms[i - 1]?.lower ?? '') || POSSESSIVES.has(terms[i - 2]?.lower ?? '');

    // "called Biscuit", "named leo": whatever follows is a name.
    if (NAMING.has(term.lower) && terms[i + 1] && /^[a-z]/i.test(terms[i + 1]!.text)) {
      const nameTerm = terms[i + 1]!;
      const kind = kindBefore(terms, i);
      const previous = found.at(-1);
      const name = asName(nameTerm.text);
      if (previous && previous.name === null && previous.kind === kind && previous.at >= i - 1 - ADJECTIVE_GAP - 1) {
        previous.name = name;
        previous.pronoun ??= pronounOfName(name) ?? gender(nameTerm) ?? pronounInText(terms, i + 1);
      } else {
        add(
          { name, kind, pronoun: kind?.pronoun ?? pronounOfName(name) ?? gender(nameTerm) ?? pronounInText(terms, i + 1), at: i },
          [],
        );
      }
      used.add(i).add(i + 1);
      i += 1;
      continue;
    }

    const relative = relativeOf(term.lower, possessed);
    if (relative && (possessed || isCapitalised(term))) {
      add({ name: relative.name, kind: null, pronoun: relative.pronoun, at: i }, [i], { relative: true, possessed });
      continue;
    }

    if (FRIENDS.has(term.lower)) {
      const next = terms[i + 1];
      const named = next && isCapitalised(next) && personName(terms, i + 1) ? asName(next.text) : null;
      const plural = /s$/.test(term.lower) && !named;
      const pronoun = SIBLING_PRONOUN[term.lower] ?? (named ? (pronounOfName(named) ?? gender(next!)) : null);
      add({ name: named, kind: null, pronoun, at: i, relation: relationOf(term.lower) }, named ? [i, i + 1] : [i], {
        possessed,
        plural,
      });
      if (named) i += 1;
      continue;
    }

    const kind = kindOf(term.lower);
    if (kind) {
      // "her dog Rex": a kind word followed by a name.
      const next = terms[i + 1];
      if (next && isCapitalised(next) && !next.starts && personName(terms, i + 1)) {
        const name = asName(next.text);
        add(
          { name, kind, pronoun: kind.pronoun ?? pronounOfName(name) ?? gender(next) ?? pronounInText(terms, i + 1), at: i },
          [i, i + 1],
          { possessed },
        );
        i += 1;
      } else {
        add({ name: null, kind, pronoun: kind.pronoun ?? pronounInText(terms, i), at: i }, [i], {
          possessed,
          plural: term.tags.has('Plural'),
        });
      }
      continue;
    }

    if (personName(terms, i)) {
      const name = asName(term.text);
      const after = kindAfterThe(terms, i);
      const kindWord = after?.kind ?? null;
      add(
        {
          name,
          kind: kindWord,
          pronoun: kindWord?.pronoun ?? pronounOfName(name) ?? gender(term) ?? pronounInText(terms, after?.end ?? i),
          at: i,
        },
        after ? [i, i + 1, after.end] : [i],
      );
      if (after) i = after.end;
    }
  }

  return chooseHero(found, mainVerbIndex(terms), used);
}

function chooseHero(
  found: (IdeaCharacter & { possessed: boolean; relative: boolean; plural: boolean })[],
  verbAt: number,
  used: Set<number>,
): IdeaCast {
  // An unnamed kind word after the verb ('finds a lost kitten') is what the hero looks for, not a companion.
  const cast = found.filter((c) => c.name !== null || c.at < verbAt || c.possessed);
  for (const dropped of found.filter((c) => !cast.includes(c))) used.delete(dropped.at);
  const heroIndex = cast.findIndex((c) => !c.relative && !c.possessed && c.at < verbAt);
  const fallbackIndex = heroIndex >= 0 ? heroIndex : cast.findIndex((c) => !c.relative && c.name !== null);
  if (fallbackIndex < 0) return { hero: null, companions: cast.map(strip), used };

  const hero = cast[fallbackIndex]!;
  const companions = cast.filter((c) => c !== hero).map(strip);
  // "two friends", "the twins": the hero has a friend along, named by the plan.
  if (hero.plural) companions.unshift({ name: null, kind: hero.kind, pronoun: null, at: hero.at, relation: hero.relation });
  return { hero: strip(hero), companions, used };
}

const strip = (c: IdeaCharacter): IdeaCharacter => ({
  name: c.name,
  kind: c.kind,
  pronoun: c.pronoun,
  at: c.at,
  relative: c.relative ?? false,
  ...(c.relation ? { relation: c.relation } : {}),
});
