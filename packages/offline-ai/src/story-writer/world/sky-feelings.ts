/**
 * The sky's own lights with a feeling ('The moon is lonely', 'The sun who wanted a rest'), told stage by stage as a
 * journey of nature is (world/journeys.ts): the moon or the sun is the hero, called Moon or Sun and 'it'; it tries one
 * friend after another in its own sky (the stars, an owl, the sea; a cloud, a bird), and what it truly is puts its
 * trouble right (a child at a window waves good night to the moon every night; the sun rests while the world turns).
 * Told only when the idea says the feeling, never for the moon or the sun alone.
 */
import type { LifeCycle } from './life-cycles.js';

export const SKY_FEELINGS: readonly LifeCycle[] = [
  {
    id: 'lonely-moon',
    starts: ['moon'],
    grown: 'moon',
    called: 'Moon',
    asked: true,
    about: /\bmoon\b/i,
    asks: /\b(?:lonely|alone|sad|friendless|no friends?)\b/i,
    change: /\b(?:lonely|alone|sad|friendless|no friends?)\b/i,
    thing: true,
    wish: 'find a friend',
    topic: 'moon',
    setting: 'night-sky',
    friends: ['owl', 'bat'],
    words: ['moon', 'night', 'sky', 'stars', 'window', 'friend', 'friends', 'lonely', 'shone', 'shine'],
    titles: ['The Lonely Moon', 'Good Night, Moon', 'The Moon Finds a Friend'],
    tag: 'friendship',
    stages: [
      {
        is: 'moon',
        fact: 3,
        before: [
          ['High up in the dark sky, {Hero} shone all alone.', 'Night after night, {Hero} hung high above the sleeping town.'],
          ['Down below, everyone was fast asleep.', 'Down below, all the lights went out, one by one.'],
        ],
        after: [
          ['"I am so lonely up here," sighed {Hero}.', '"Is anyone awake?" whispered {Hero}. Nobody answered.'],
          ['{Hero} felt very small in the big, dark sky.', ''],
        ],
      },
      {
        is: 'moon',
        before: [
          [
            '{Hero} called out to the stars. "Hello! Will you play with me?"',
            '"Hello, stars!" called {Hero}. "Will you be my friends?"',
          ],
          ['But the stars were far, far away.', 'The stars only twinkled back, far, far away.'],
        ],
        after: [['"They are too far away to hear me," said {Hero} sadly.', '{Hero} waited and waited, but no star came.']],
      },
      {
        is: 'moon',
        before: [['Then {Hero} saw a branch of a tall tree below.', 'Then {Hero} looked down at the dark wood below.']],
        after: [
          ['Just then, {guideIntro} flew up into the moonlight.', 'Just then, {guideIntro} flapped past.'],
          ['"Hello, Moon!" said the {gkind}. "I love your light."', '"Thank you for your light, Moon!" said the {gkind}.'],
          ['But soon the {gkind} flew away to find supper.', 'But the {gkind} was busy, and flew off into the night.'],
        ],
      },
      {
        is: 'moon',
        fact: 2,
        before: [
          ['Next, {Hero} looked down at the wide, dark sea.', '{Hero} shone down on the sea, far below.'],
          ['The waves sparkled with silver light.', 'A silver path of light danced on the waves.'],
        ],
        after: [
          [
            '"Hello, sea!" said {Hero}. The sea only went swish, swish.',
            '"Will you be my friend?" asked {Hero}. Swish, swish, said the sea.',
          ],
        ],
      },
      {
        is: 'moon',
        before: [
          ['Then {Hero} saw a little window with a light on.', 'Then, in a little house, a window opened.'],
          [
            'A child in pyjamas looked up and waved. "Good night, Moon!"',
            'A little girl in pyjamas waved up at the sky. "Good night, Moon!"',
          ],
        ],
        after: [
          ['{Hero} glowed brighter than ever before.', 'Nobody had ever said good night to {Hero} before!'],
          ['"Someone sees me!" said {Hero}, and shone right into the room.', '{Hero} shone softly on the little bed.'],
        ],
      },
      {
        is: 'moon',
        before: [
          ['After that, the child waved good night every night.', 'Every night after that, the little window opened.'],
          ['"Good night, Moon," came a sleepy voice.', 'A little hand waved, and a sleepy voice said, "Good night, Moon."'],
        ],
        after: [
          ['{Guide} flew by to say hello, and the sea sparkled.', '{Guide} came back to sit in the moonlight.'],
          ['{Hero} was not lonely any more. {Hero} had friends!', 'Now {Hero} knew: lots of friends were looking up.'],
          ['"Good night, my friends," said {Hero}, and shone softly over them all.', ''],
        ],
      },
    ],
  },
  {
    id: 'tired-sun',
    starts: ['sun'],
    grown: 'sun',
    called: 'Sun',
    asked: true,
    about: /\bsun\b/i,
    asks: /\b(?:rest|tired|sleepy|sleep|nap)\b/i,
    change: /\b(?:rest|tired|sleepy|sleep|nap)\b/i,
    thing: true,
    wish: 'have a rest',
    topic: 'day-night',
    setting: 'sky',
    friends: ['bird', 'seagull'],
    words: ['sun', 'rest', 'tired', 'night', 'day', 'shone', 'shine', 'cloud', 'moon', 'earth'],
    titles: ['The Sun Who Wanted a Rest', 'Sun Takes a Rest', 'Good Night, Sun'],
    tag: 'space',
    stages: [
      {
        is: 'sun',
        before: [
          ['Every morning, {Hero} rose up over the hills.', 'Every day, {Hero} climbed up into the big blue sky.'],
          ['All day long, {Hero} shone on the fields and the sea.', '{Hero} warmed the flowers and dried the washing.'],
        ],
        after: [['"I am so tired," yawned {Hero}. "I wish I could have a rest."', '"Oh, I need a rest," sighed {Hero} one day.']],
      },
      {
        is: 'sun',
        before: [
          ['So {Hero} hid behind a big grey cloud for a nap.', '{Hero} tucked in behind a fat grey cloud and closed its eyes.'],
          ['Down below, the world went cold and grey.', 'Down below, it got dim and chilly.'],
        ],
        after: [
          ['Just then, {guideIntro} flew up to the cloud.', 'Soon, {guideIntro} came flapping up.'],
          [
            '"Where is the sun? The flowers are cold!" said the {gkind}.',
            '"Wake up, Sun! We are all shivering!" said the {gkind}.',
          ],
          ['"But I am so tired," said {Hero}.', ''],
        ],
      },
      {
        is: 'sun',
        before: [
          ['{Hero} peeped out. The flowers had closed up tight.', '{Hero} peeped out. The children on the beach were shivering.'],
          ['"Everyone needs you, Sun," said {guide}.', '"Please come back, Sun," said {guide}.'],
        ],
        after: [
          ['So {Hero} came out and shone again. But {Hero} was still so tired.', 'Out came {Hero}, but with a great big yawn.'],
          ['"When can I ever rest?" asked {Hero}.', ''],
        ],
      },
      {
        is: 'sun',
        fact: [0, 3],
        before: [['Then {guide} had an idea. "Look down at the Earth!"', '"I know!" said {guide}. "Look at the Earth below."']],
        after: [
          [
            '"When it is night here, you can rest," said {guide}.',
            '"The moon shines at night. That is your time to rest!" said {guide}.',
          ],
          ['"So every night is my rest time!" said {Hero}.', ''],
        ],
      },
      {
        is: 'sun',
        before: [
          [
            'That evening, {Hero} sank down behind the hills, red and gold.',
            'That evening, {Hero} slid down low, pink and gold.',
          ],
          ['"Good night, Sun!" called {guide}.', 'The moon came up to keep watch over the sleeping town.'],
        ],
        after: [['All night long, {Hero} had a lovely, long rest.', '{Hero} rested all night, while the stars twinkled.']],
      },
      {
        is: 'sun',
        before: [
          ['In the morning, {Hero} rose up again, bright and fresh.', 'Next morning, up came {Hero}, as bright as can be.'],
          ['The flowers opened wide, and the birds sang.', 'The flowers turned their faces up to the warm light.'],
        ],
        after: [
          ['"Good morning, Sun!" sang {guide}.', '"Welcome back, Sun!" called {guide}.'],
          [
            '"I feel so much better," said {Hero}. "Now I rest every night!"',
            '"A good rest makes a happy sun," said {Hero} with a smile.',
          ],
        ],
      },
    ],
  },
];
