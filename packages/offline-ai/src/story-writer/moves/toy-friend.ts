/**
 * A child's own toy that wishes for a friend ("Mia's teddy wants a friend"): the toy is the child's, the child
 * brings it a new toy to meet, and tucks the two in together at bedtime. Told inside the friendship shape.
 */
import type { Move } from './types.js';

export const TOY_FRIEND_MOVES: Record<string, Move> = {
  toyOwner: {
    parts: [
      ['{Hero} was {guideS} {kind}, and sat by {sight} every day.', 'The {kind} belonged to {guide}, a little {gkind}.'],
      [
        'While {guide} was out all day, the {kind} sat by {sight2}, all alone.',
        'When {guide} went out, {hero} the {kind} sat by {sight} all alone.',
      ],
    ],
  },
  toyBrings: {
    parts: [
      [
        'One afternoon, {guide} came home with {aFkind} and sat it beside the {kind}.',
        'That day, {guide} brought {aFkind} home from a friend’s house, to meet the {kind}.',
      ],
    ],
  },
  toyBedtime: {
    parts: [
      [
        'That night, {guide} tucked the {kind} and the {fkind} into bed, side by side.',
        'At bedtime, {guide} hugged the {kind} and the {fkind} together, tight and warm.',
      ],
    ],
  },
};
