/**
 * The dinosaurs' past, said however a parent says it ('The dinosaurs died out', 'Why did the dinosaurs disappear?',
 * 'When dinosaurs lived', 'What happened to the dinosaurs?', 'Dinosaurs became extinct'), read as a child finding it
 * out ('A child finds out what happened to the dinosaurs'): the dinosaurs as a whole are no hero with a wish to die
 * out, nor someone who died and is missed.
 */

/** Dinosaurs as a whole: 'the dinosaurs', 'dinosaurs', never one of them ('Rex the dinosaur'). */
const DINOSAURS = /\b(?:dinosaurs|dinos)\b/i;
/** What is said of their past: they died out, disappeared, are extinct, lived long ago, are gone. */
const PAST =
  /\b(?:died|die|dying|disappear(?:ed|s)?|vanish(?:ed|es)?|extinct|long ago|(?:lived|roamed|ruled)(?! in\b)|happened to|(?:go|gone|went)(?! to\b))\b/i;
/** A question of their past ('Why did...', 'Where have all the dinosaurs gone?'), or said of them ('The dinosaurs died out'). */
const SAID = /^(?:(?:why|how|when|where|what)\b|(?:the\s+)?(?:day\s+the\s+)?(?:dinosaurs|dinos)\b)/i;

/** A child of the idea's own who asks it: 'Leo learns why the dinosaurs died out', 'Mia wonders where the dinosaurs went'. */
const ASKER = /^(\p{Lu}\p{Ll}+)\s+(?:learns|finds\s+out|wonders|asks|discovers)(?:\s+about)?\s+(?:why|what|where|when|how)\b/u;

const FINDS_OUT = 'finds out what happened to the dinosaurs';

export function dinosaurLeads(idea: string): string {
  const said = idea.trim();
  const asker = ASKER.exec(said)?.[1];
  if (asker && DINOSAURS.test(said) && PAST.test(said)) return `${asker} ${FINDS_OUT}`;
  // (A named one is a story of its own: 'Rex the dinosaur lived in a swamp'.)
  const named =
    said
      .slice(1)
      .match(/\b\p{Lu}\p{Ll}+/gu)
      ?.some((w) => !['Earth', 'T'].includes(w)) ?? false;
  return SAID.test(said) && DINOSAURS.test(said) && PAST.test(said) && !named ? `A child ${FINDS_OUT}` : idea;
}
