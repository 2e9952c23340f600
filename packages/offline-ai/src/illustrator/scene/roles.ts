import { escapeRegExp } from '../../reg-exp.js';
import { rigOf, type KindId } from '../figures/kinds.js';

/**
 * A kind that is a job or a part to play, drawn by its clothes (a chef's hat and apron, a
 * firefighter's helmet, a pirate's hat, a footballer's kit): one who plays it wears them and stays who they are.
 */
export function isRoleKind(kind: KindId): boolean {
  const rig = rigOf(kind);
  if (rig.rig !== 'person') return false;
  // (A footballer's kit or a dancer's top and leggings are a whole outfit, with nothing carried.)
  const dressed = (rig.role.extras?.length ?? 0) > 0 || rig.role.bottom !== undefined;
  return !rig.role.family && dressed && rig.role.top !== undefined;
}

/**
 * Whether the text makes one called `name` the one of the role `word` ('Felix would make a fine
 * chef', 'Ava was the chef', 'Tom dressed up as a pirate', 'Mia, the doctor,'): the same person in
 * the role's clothes, not a second one beside them. A role only wished for ('wanted to be a chef')
 * is not this: the language module keeps that one away.
 */
export function playsRole(text: string, name: string, word: string): boolean {
  const who = escapeRegExp(name);
  const role = `(?:[a-z-]+\\s+)?${escapeRegExp(word)}\\b`;
  const lower = text.replace(/[’]/g, "'");
  return [
    // 'Felix would make a fine chef', 'Felix will make a great pirate'
    `\\b${who}\\s+(?:would|will|could|should|might)\\s+(?:really\\s+)?make\\s+(?:a|an|the)\\s+(?:[a-z-]+\\s+)?${role}`,
    // 'Ava was the chef', 'Today Leo is a firefighter'
    `\\b${who}\\s+(?:was|is|became|becomes|played|plays|got to be)\\s+(?:a|an|the)\\s+${role}`,
    // 'Tom dressed up as a pirate', 'Zoe was dressed as a doctor'
    `\\b${who}\\s+(?:(?:was|got)\\s+)?dress(?:ed|es)?\\s+(?:up\\s+)?as\\s+(?:a|an|the)\\s+${role}`,
    // 'Felix the chef', 'Mia, the doctor,'
    `\\b${who},?\\s+the\\s+${role}`,
  ].some((pattern) => new RegExp(pattern, 'i').test(lower));
}

/**
 * Every mention of the role is of any one of it, not someone there: 'a job for a chef', 'just what
 * a chef would do', 'every chef needs one', 'like a real pirate'.
 */
export function roleOnlyInGeneral(lower: string, word: string): boolean {
  const role = escapeRegExp(word);
  const all = lower.match(new RegExp(`\\b${role}s?\\b`, 'g'))?.length ?? 0;
  const general =
    lower.match(
      new RegExp(
        `\\b(?:(?:a )?job for|what(?: would| will| does| should| could)?|every|any|all|like|as good as|just like) (?:a |an |the )?(?:real |proper |true |good |great )?${role}s?\\b`,
        'g',
      ),
    )?.length ?? 0;
  return all > 0 && general === all;
}
