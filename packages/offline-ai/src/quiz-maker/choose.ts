/** Chooses the quiz among the candidates and lays out each question's four options. */
import { escapeRegExp } from '../reg-exp.js';
import { type Candidate, type QuestionType } from './candidate.js';

const MAX_QUESTIONS = 6;
/** Below this many, a second pass allows a third question of one kind. */
const MIN_QUESTIONS = 4;
const OPTION_COUNT = 4;
const PER_TYPE = 2;
/** The hero may be the answer twice (to two kinds of question), nobody more often. */
const MAX_SAME_ANSWER = 2;

export interface Chosen {
  candidate: Candidate;
  wrong: string[];
}

const mentions = (text: string, word: string) =>
  new RegExp(`(^|[^a-z0-9])${escapeRegExp(word.toLowerCase())}($|[^a-z0-9])`).test(text.toLowerCase());

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Three wrong options: the story's own first (in seeded order), then curated ones, the closest few
 * shuffled (numbers near the answer stay near it). Distinct from each other and from the answer.
 */
function wrongOptions(candidate: Candidate, storyLower: string, random: () => number): string[] | undefined {
  const seen = new Set([candidate.answer.toLowerCase()]);
  const wrong: string[] = [];
  const far = [...shuffled(candidate.far.slice(0, 6), random), ...shuffled(candidate.far.slice(6), random)];
  for (const option of [...shuffled(candidate.near, random), ...far]) {
    const key = option.toLowerCase();
    if (seen.has(key) || !option.trim()) continue;
    // 'Who waved goodbye to Peanut?' cannot be Peanut.
    if (mentions(candidate.question, option)) continue;
    // Only names of the story's own characters may appear in it; any other wrong option would be right.
    if (!candidate.near.includes(option) && mentions(storyLower, option)) continue;
    seen.add(key);
    wrong.push(option);
    if (wrong.length === OPTION_COUNT - 1) return wrong;
  }
  return undefined;
}

/**
 * Greedy, best first: at most two questions of a kind (three if that is the only way to reach
 * four), never two about the same thing or from one sentence, one answer at most twice, and never
 * one that names the answer of a 'What was the name of ...?'.
 */
function pickFrom(usable: readonly (Chosen & { score: number })[]): Chosen[] {
  const chosen: Chosen[] = [];
  const answerUses = (answer: string) => chosen.filter((c) => c.candidate.answer.toLowerCase() === answer.toLowerCase()).length;
  const pick = (perType: number) => {
    const types = new Map<QuestionType, number>();
    for (const c of chosen) types.set(c.candidate.type, (types.get(c.candidate.type) ?? 0) + 1);
    for (const entry of usable) {
      if (chosen.length >= MAX_QUESTIONS) return;
      const { candidate } = entry;
      if (chosen.some((c) => c.candidate === candidate)) continue;
      if ((types.get(candidate.type) ?? 0) >= perType) continue;
      const clash = chosen.some(
        (c) =>
          c.candidate.about === candidate.about ||
          c.candidate.sentence === candidate.sentence ||
          c.candidate.question === candidate.question ||
          (c.candidate.answer.toLowerCase() === candidate.answer.toLowerCase() &&
            (c.candidate.type === candidate.type || answerUses(candidate.answer) >= MAX_SAME_ANSWER)) ||
          // 'What was the name of the lizard?' is given away by 'What kind of animal was Nutmeg?'.
          (candidate.type === 'name' && mentions(c.candidate.question, candidate.answer)) ||
          (c.candidate.type === 'name' && mentions(candidate.question, c.candidate.answer)),
      );
      if (clash) continue;
      chosen.push({ candidate, wrong: entry.wrong });
      types.set(candidate.type, (types.get(candidate.type) ?? 0) + 1);
    }
  };
  pick(PER_TYPE);
  if (chosen.length < MIN_QUESTIONS) pick(PER_TYPE + 1);
  return chosen;
}

/** Up to six questions in story order, the best kinds first with a seeded tie-break (see pickFrom). */
export function chooseQuestions(candidates: readonly Candidate[], storyLower: string, random: () => number): Chosen[] {
  const usable = candidates.flatMap((candidate) => {
    if (!mentions(storyLower, candidate.answer)) return [];
    const wrong = wrongOptions(candidate, storyLower, random);
    return wrong ? [{ candidate, wrong, score: candidate.weight + random() * 1.5 }] : [];
  });
  usable.sort((a, b) => b.score - a.score);
  // A name question rules out every question naming its answer: keep it only if that costs nothing.
  const withNames = pickFrom(usable);
  const withoutNames = pickFrom(usable.filter((entry) => entry.candidate.type !== 'name'));
  const chosen = withoutNames.length > withNames.length ? withoutNames : withNames;
  return chosen.sort((a, b) => a.candidate.sentence - b.candidate.sentence);
}

/**
 * Where the right option goes in each question: seeded rounds of a, b, c, d in shuffled order, so
 * the answer moves around and no letter is right twice in a row within a round.
 */
export function answerPositions(count: number, random: () => number): number[] {
  const positions: number[] = [];
  while (positions.length < count) positions.push(...shuffled([0, 1, 2, 3], random));
  return positions.slice(0, count);
}
