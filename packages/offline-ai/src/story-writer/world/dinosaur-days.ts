/**
 * A child finds out what happened to the dinosaurs ('The dinosaurs died out', 'Why did the dinosaurs disappear?',
 * 'When dinosaurs lived'): a day at the museum with a grown-up, told in order, with true facts in a child's words:
 * dinosaurs lived long, long ago, before people; we know from their fossil bones; a huge rock from space hit the
 * Earth, the sky went dark and cold, and they died out; birds are their great-great-grandchildren. Dying out is
 * something that happened long ago, never a wish and never a grief.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {them}, {their}, {heroS}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

export const DINOSAUR_DAY: HomeDay = {
  id: 'past',
  at: { setting: 'museum', name: 'the museum' },
  // ('Leo learns why the dinosaurs died out' too: a child of the idea's own finds out.)
  goal: /^(?:find out|learn)(?: about)? (?:what happened to|why|when|where|how) (?:all )?(?:the )?dinosaurs\b/,
  ordered: true,
  words: ['dinosaur', 'dinosaurs', 'fossil', 'fossils', 'museum', 'bones', 'skeleton', 'long ago'],
  sights: [
    'a giant dinosaur skeleton',
    'a huge dinosaur footprint',
    'a glass case of dinosaur eggs',
    'a big picture of a rock from space',
    'a tray of fossils',
  ],
  start: [
    '{Hero} curled up on the sofa with {their} big book of dinosaurs. But {they} had never, ever seen a real one.',
    '{Hero} sat on {their} bed with a book full of dinosaurs. Stomp, stomp, roar! But where had they all gone?',
  ],
  wish: [
    '"Where did all the dinosaurs go?" asked {hero}. "Let’s go to the museum and find out," said {GuideFull}.',
    '"Why are there no dinosaurs now?" asked {hero}. "The museum will show us," said {GuideFull}.',
  ],
  // Long ago and the fossils first, then what happened to them: told in this order.
  doings: [
    'At the museum, {hero} stood under a giant dinosaur skeleton. "Dinosaurs lived long, long ago, long before people," said {GuideFull}. "We know about them from their fossil bones."',
    'In the museum, a big picture on the wall showed what happened. "A huge rock from space hit the Earth," said {GuideFull}. "Dust filled the sky. It went dark and cold for a long time. The plants died, and then the dinosaurs died out."',
  ],
  troubles: [
    {
      event: 'Round the corner, a big model dinosaur opened its jaws. ROAR!',
      fix: 'It was only a model that moved. {Hero} giggled and roared right back.',
    },
    {
      event: 'In the next room, a giant footprint was pressed into the rock. It was as big as a bath!',
      fix: '{Hero} put {their} own foot in it. It fitted five times over, and {hero} laughed.',
    },
    {
      event: 'Then {hero} looked up at a huge skull, with teeth as long as bananas.',
      fix: '"Those teeth are only stone now," said {GuideFull}. {Hero} smiled and counted them.',
    },
  ],
  high: [
    'On the museum steps, a pigeon strutted by on two feet. "Birds are the great-great-grandchildren of dinosaurs," said {GuideFull}. {Hero} grinned. "So there are still little dinosaurs, all around us!"',
    'On the way out of the museum, a robin hopped by. "Birds are the great-great-grandchildren of dinosaurs," said {GuideFull}. {Hero} waved at it. "Hello, little dinosaur!"',
  ],
  evening: [
    'That night at home, {hero} told everyone about the dark, cold sky. Then {they} fell asleep and dreamed of dinosaurs, long, long ago.',
    'At bedtime, {hero} looked at {their} dinosaur book again. "They lived long, long ago," {they} whispered, "and we know from their fossils." Then {they} fell asleep.',
  ],
  help: 'pointed up at the long, long tail.',
  upset: ['{Hero} jumped and took a big step back.'],
  cheered: ['{Hero} felt brave again, and went on to look at more.'],
  thought: ['Everything at the museum was so big!'],
  thoughtAfter: ['Now {hero} knew what happened to the dinosaurs.'],
  titles: ['Where Did the Dinosaurs Go?', '{name} and the Dinosaurs of Long Ago'],
};
