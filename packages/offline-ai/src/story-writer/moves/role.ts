/**
 * A wish to be someone told as becoming one: one of them shows the hero what they must be and do, a
 * trouble comes that only one of them would know how to put right, the hero puts it right with what was
 * learned, and is made one. Slots {roleWord}, {roleMust}, {roleLesson}, {roleEvent}, {roleFix},
 * {roleMade}, and a role's own {rolePractise}, {roleCall} and {rolePraise} where it has them, come from the role (becoming.ts,
 * world/roles.ts).
 */
import type { Move } from './types.js';

export const ROLE_MOVES: Record<string, Move> = {
  roleTeach: {
    when: (s) => s.guideHere,
    parts: [
      // The wish told first: the one met cannot offer to teach what nobody has asked for.
      [
        '"I want to be {aRoleWord} one day," {hero} told {guide}.',
        '"Can you teach me to be {aRoleWord}?" asked {hero}.',
        '{Hero} told {guide} {their} big wish to be {aRoleWord}.',
      ],
      [
        '"So you want to be {aRoleWord}?" said {guide} with a smile. "{ARoleWord} must be {roleMust}."',
        '"{ARoleWord} must be {roleMust}," said {guide}.',
        '"{ARoleWord} must always be {roleMust}," {guide} told {theHero}.',
      ],
      [
        '"I will try to be {roleMust}," said {hero}.',
        '"I can be {roleMust}," said {hero}, standing up tall.',
        '"Please show me how to be {aRoleWord}," said {hero}.',
      ],
    ],
  },
  roleLessons: {
    parts: [
      ['First, {guide} showed {theHero} how to {roleLesson}.', 'First, {hero} learned how to {roleLesson}.'],
      ['Next, {they} practised how to {roleLesson2}.', 'Then {guide} showed {them} how to {roleLesson2}.'],
      [
        '[rolePractise] {rolePractise}',
        '[!rolePractise] Being {aRoleWord} was harder than it looked, but {hero} kept trying.',
        '[!rolePractise] "You will make a fine {roleWord}," said {guide}.',
        '[!rolePractise] Little by little, {hero} learned to be {aRoleWord}.',
      ],
    ],
  },
  roleTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{roleEvent}'],
      [
        '[roleCall] {roleCall}',
        '[!roleCall] "What would {aRoleWord} do?" called {guide}.',
        '[!roleCall] {Hero} knew this was a job for {aRoleWord}.',
        '[!roleCall] Everyone looked at {theHero}, the newest {roleWord}.',
      ],
    ],
  },
  roleFix: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{Hero} remembered every lesson about being {aRoleWord}.', ''],
      ['{roleFix}'],
      [
        '[rolePraise] {rolePraise}',
        '[!rolePraise] "Well done, young {roleWord}!" cried {guide}.',
        '[!rolePraise] "That is just what {aRoleWord} would do!" said {guide}.',
      ],
    ],
  },
  roleMade: {
    parts: [['{roleMade}'], ['{Hero} was {aRoleWord} at last!', '{Hero} stood tall. {They} really {was} {aRoleWord} now.']],
  },
};
