import { escapeRegExp } from '../../reg-exp.js';

/** Trouble an animal is drawn in: up in a tree it cannot get down from, or caught in a net. */
export type Trouble = 'tree' | 'net';

/** Up in a tree: 'stuck up the tree', 'high up in the tree', 'at the top of a tall tree', 'on a thin branch'. */
const UP_A_TREE =
  /\b(?:up (?:in )?(?:a|the) (?:\w+ )?tree|(?:at )?the top of (?:a|the) (?:\w+ )?tree|(?:up )?in the (?:\w+ )?branches|on (?:a|the) (?:\w+ )?branch)\b/;
/** In a net: 'tangled in an old net', 'caught in a fishing net', 'trapped in the netting'. */
const IN_A_NET =
  /\b(?:tangled|caught|trapped|stuck|wrapped|twisted)(?: up)? in (?:a|an|the|some|an old|the old) (?:\w+ )?(?:net|netting)\b/;

/** A ladder, a basket or a rope put up the tree, or against it. */
const RESCUE_GOING_UP = /\b(?:ladders?|baskets?|ropes?)\b[^.!?]*\b(?:against|up) (?:a|the) (?:\w+ )?tree\b/;
/** ...and the one rescued down, safe, free or in someone's arms. */
const RESCUED = /\b(?:down|ground|safe|free|arms|hopped out|jumped out)\b/;

/**
 * The trouble the page puts one in, said in a sentence that names them (by `forms`: their name or
 * words for their kind): 'High up in the tree sat Pip the kitten', 'Honey the turtle was tangled in
 * an old net'. Once they are down or free ('safe on the ground', 'the net fell off Honey') it says none.
 */
export function troubleOf(paragraph: string, forms: readonly string[]): Trouble | null {
  const who = new RegExp(`\\b(?:${forms.map(escapeRegExp).join('|')})\\b`, 'i');
  // (What is said is left out, so a sentence goes on after a cry in it: 'Pip called "Mew! Mew!"
  // again, still stuck up the tree.')
  const told = paragraph
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/["“][^"”]*["”]/g, '""');
  const sentences = told.split(/(?<=[.!?])\s+/);
  for (const sentence of sentences) {
    if (!who.test(sentence) || /\b(?:down from|out of|free|safe)\b/.test(sentence)) continue;
    if (IN_A_NET.test(sentence)) return 'net';
    if (UP_A_TREE.test(sentence) && !/\b(?:climb(?:ed|s|ing)?|went|go(?:es)?) up\b/.test(sentence)) return 'tree';
  }
  // A rescue on its way up to them is not yet there: they are still up the tree ('held the ladder
  // steady against the tree ... walking closer to Rusty', 'the basket went up the tree').
  // (Named anywhere on the page, in what is said too: '"Nice and slowly, little kitten," said Jade'.)
  if (who.test(paragraph) && RESCUE_GOING_UP.test(told) && !RESCUED.test(told)) return 'tree';
  return null;
}
