/**
 * What a creature wishes it were ('A mouse who wants to be tall', 'A penguin who wants to be warm', 'A little dragon who
 * wants to be scary'), wish by wish: why it wishes it, two tries that go wrong, a friend's idea, how it comes right (the
 * wish had in a true way, or what the hero already is turning out just right), and the end. The seed picks among the
 * lines. Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}, {was}), {helper} (a friend of the place, by name),
 * {inPlace} ('in the meadow').
 */

export interface WishToBe {
  /** The words of the wish after 'to be': 'tall', 'taller'. */
  said: RegExp;
  /** As the story says it: 'tall', 'a prince'. */
  word: string;
  /** As a title says it, where not the word with a capital: 'a Prince'. */
  title?: string;
  /** Kinds that are so already: no such wish for a giraffe. */
  already: readonly string[];
  /** Why it is wished for. */
  why: readonly string[];
  /** Tries that go wrong: what is tried, and how it goes wrong. */
  tries: readonly (readonly [string, string])[];
  /** The friend's idea, two steps. */
  idea: readonly (readonly [string, string])[];
  /** How it comes right, two steps. */
  done: readonly (readonly [string, string])[];
  /** What is said at the end. */
  end: readonly string[];
  /** The night after. */
  night: readonly string[];
}

const WISHES_TO_BE: readonly WishToBe[] = [
  {
    said: /^(?:tall|taller|really tall|very tall)$/,
    word: 'tall',
    already: ['giraffe', 'elephant', 'dinosaur', 'tree', 'ostrich'],
    why: [
      'Everyone else could reach the juicy berries. {Hero} could not.',
      'In every game of hide and seek, {hero} could not see over the grass.',
    ],
    tries: [
      ['{Hero} stood on tiptoe and stretched up high.', 'Wobble, wobble, bump! Down {they} fell.'],
      ['{Hero} piled up three pebbles and stood on top.', 'The pebbles rolled away, and so did {hero}!'],
      ['{Hero} wore a tall hat made of a leaf.', 'But the wind blew it off. Whoosh!'],
    ],
    idea: [
      ['"Let’s climb the big hill," said {helper}.', 'From the top, {hero} felt taller than everyone!'],
      ['{Helper} helped {hero} up onto a high branch.', 'From up there, {hero} could see everything!'],
    ],
    done: [
      [
        'Then {helper}’s ball rolled into a tiny hole under a log.',
        'Nobody big could reach it, but {hero} squeezed in and got it!',
      ],
      ['Then {helper}’s key fell into a narrow crack.', 'Only {hero} was small enough to reach in and get it!'],
    ],
    end: ['"Being small is just right," said {helper}.', '"I like being just my size," said {hero}.'],
    night: [
      'That night, {hero} fell asleep, glad to be small after all.',
      'That night, {hero} dreamed of the view from the hill.',
    ],
  },
  {
    said: /^(?:big|bigger|really big|very big|huge)$/,
    word: 'big',
    already: ['elephant', 'whale', 'dinosaur', 'giant', 'bear', 'hippo'],
    why: [
      '{Hero} was the smallest of all, and nobody heard {their} tiny voice.',
      'The big ones always went first, and {hero} had to wait.',
    ],
    tries: [
      ['{Hero} puffed up {their} cheeks as big as {they} could.', 'Pop! All the air came out again.'],
      ['{Hero} walked on a pair of sticks like stilts.', 'Wibble, wobble, crash! Down came {hero} in a heap.'],
      ['{Hero} ate three big suppers to grow fast.', 'But {they} only got a tummy ache.'],
    ],
    idea: [
      ['"Stand in the evening sun," said {helper}.', 'On the grass, {hero}’s shadow was huge! {Hero} giggled.'],
      ['{Helper} found a puddle as still as a mirror.', 'Close up, {hero} looked very big indeed!'],
    ],
    done: [
      ['Then {helper}’s ring fell into a tiny crack.', 'No big paw could fit in, but {hero} reached in and got it!'],
      ['Then a baby bird was stuck in a thin, spiky bush.', 'Only {hero} was small enough to slip in and help it out.'],
    ],
    end: ['"Small can do big things," said {helper}.', '"I am just the right size after all," said {hero}.'],
    night: ['That night, {hero} fell asleep, glad to be small after all.', 'That night, {hero} curled up, just the right size.'],
  },
  {
    said: /^(?:small|smaller|tiny|little)$/,
    word: 'small',
    already: ['mouse', 'ant', 'ladybird', 'bee', 'snail', 'worm', 'spider', 'beetle', 'caterpillar', 'bug'],
    why: [
      '{Hero} was so big that {they} bumped into everything.',
      '{Hero} was too big to play in the little den with the others.',
    ],
    tries: [
      ['{Hero} curled up as small as {they} could.', 'But {their} tail and ears still stuck out!'],
      ['{Hero} tried to squeeze into the little den.', 'Creak! Crash! The den fell down.'],
      ['{Hero} tiptoed very softly to seem small.', 'But {they} stepped on a stick. Snap!'],
    ],
    idea: [
      [
        '"Let’s play a game where big is best," said {helper}.',
        'They played hide and seek, and {hero} was the best seeker of all.',
      ],
      ['{Helper} asked {hero} to give everyone a ride.', 'Everyone climbed on. "Wheee!" they cheered.'],
    ],
    done: [
      ['Then {helper}’s kite got stuck high in a tree.', '{Hero} reached right up and got it down!'],
      ['Then the stream was too deep for the little ones to cross.', '{Hero} carried them all over, one by one.'],
    ],
    end: ['"We are glad you are big," said {helper}.', '"Big is just right for me," said {hero}.'],
    night: ['That night, {hero} fell asleep, glad to be big after all.', 'That night, {hero} curled up, big and happy.'],
  },
  {
    said: /^(?:warm|warmer|nice and warm|cosy|cozy)$/,
    word: 'warm',
    already: ['snowman', 'sun', 'fire'],
    why: ['The wind was icy, and {hero}’s toes were cold.', 'It was so cold that {hero} shivered all day long.'],
    tries: [
      ['{Hero} put on a woolly hat.', 'But the wind blew it away. Whoosh!'],
      ['{Hero} sat in a patch of sunshine.', 'Then the sun went behind a cloud.'],
      ['{Hero} ran round and round to get warm.', 'But {they} just got tired and puffed out.'],
    ],
    idea: [
      ['"Come with me," said {helper}. "I know how to get warm."', 'All the {kinds} huddled close round {hero} in a big group.'],
      ['{Helper} called all the {kinds} together.', '"Let’s huddle up with {hero}, close and snug," said {helper}.'],
    ],
    done: [
      ['{Hero} snuggled into the middle of the huddle.', 'It was lovely and warm in there, out of the wind!'],
      ['Everyone took turns in the snug middle.', 'Soon {hero} was warm from nose to toes.'],
    ],
    end: ['"Friends keep each other warm," said {helper}.', '"I am warm at last," said {hero} happily.'],
    night: ['That night, {hero} slept snug and warm in the huddle.', 'That night, {hero} fell asleep, warm at last.'],
  },
  {
    said: /^(?:strong|stronger|really strong|very strong)$/,
    word: 'strong',
    already: ['elephant', 'gorilla', 'giant', 'bear'],
    why: ['{Hero} could not lift the big logs like the others.', 'Everyone else could push the heavy rock. {Hero} could not.'],
    tries: [
      ['{Hero} tried to lift a big log.', 'Heave! Heave! It did not move one bit.'],
      ['{Hero} pushed a big rock with all {their} might.', 'But {they} only slipped and landed on {their} bottom.'],
      ['{Hero} did ten jumps to grow strong.', 'But {they} just got dizzy and sat down.'],
    ],
    idea: [
      ['"Let’s try it together," said {helper}.', 'Side by side with {hero}, they pushed a big log, and it rolled!'],
      ['{Helper} asked all the friends to help.', 'Everyone pulled on a rope with {hero}, and the rock moved!'],
    ],
    done: [
      ['Then {helper}’s little one was stuck behind a heavy stone.', '{Hero} had an idea, and they used a stick to lift it!'],
      ['Then a big branch fell across the path.', '{Hero} thought hard and found a way round, and everyone got home.'],
    ],
    end: ['"Being clever is a kind of strong," said {helper}.', '"Together, we are strong," said {hero}.'],
    night: ['That night, {hero} fell asleep, proud and happy.', 'That night, {hero} dreamed of pushing with {their} friends.'],
  },
  {
    said: /^(?:loud|louder|noisy)$/,
    word: 'loud',
    already: ['lion', 'dragon', 'elephant', 'trumpet'],
    why: ['{Hero} had a tiny voice, and nobody ever heard {them}.', 'When {hero} called out, nobody turned round.'],
    tries: [
      ['{Hero} took a big breath and shouted.', 'But only a tiny squeak came out.'],
      ['{Hero} banged on a tin can.', 'Clang! It was so loud that {hero} jumped and ran away!'],
      ['{Hero} shouted into a hollow log.', 'But it only made everyone jump, and then laugh.'],
    ],
    idea: [
      ['"Let’s find a better way," said {helper}.', '{Helper} showed {hero} how to whistle with a blade of grass.'],
      ['{Helper} gave {hero} a little bell.', 'Ting-a-ling! Now everyone turned round.'],
    ],
    done: [
      ['Then {helper}’s little one fell fast asleep in the grass.', 'Only {hero} could creep up so softly and tuck it in.'],
      ['Then everyone wanted to hear a quiet story.', '{Hero} told it in {their} soft voice, and everyone listened.'],
    ],
    end: ['"Your quiet voice is just right," said {helper}.', '"I like my voice after all," said {hero}.'],
    night: [
      'That night, {hero} hummed a soft song and fell asleep.',
      'That night, {hero} fell asleep, glad of {their} quiet voice.',
    ],
  },
  {
    said: /^(?:quiet|quieter|silent)$/,
    word: 'quiet',
    already: ['mouse', 'snail', 'worm'],
    why: ['Every time {hero} talked, birds flew away in fright.', '{Hero} was so loud that everyone covered their ears.'],
    tries: [
      ['{Hero} tried to whisper.', 'But it came out as a great big BOOM!'],
      ['{Hero} tiptoed past the sleeping ones.', 'But {they} sneezed. Atishoo! Everyone woke up.'],
      ['{Hero} kept {their} mouth shut all morning.', 'But then {they} laughed so loud that the leaves shook.'],
    ],
    idea: [
      ['"Let’s practise together," said {helper}.', '{Hero} and {helper} whispered to a flower, softer and softer.'],
      ['{Helper} taught {hero} to hum very softly.', 'Hmm, hmm, hmm. It was a small, gentle sound.'],
    ],
    done: [
      ['Then a little one got lost far away.', '{Hero} called out so loud that it heard and found its way back!'],
      ['Then the friends needed someone to call everyone home.', '{Hero} gave a great big shout, and everyone came running.'],
    ],
    end: ['"Your big voice is just right," said {helper}.', '"I can be loud and quiet too," said {hero}.'],
    night: ['That night, {hero} whispered goodnight, very softly.', 'That night, {hero} fell asleep, glad of {their} big voice.'],
  },
  {
    said: /^(?:scary|scarier|fierce|frightening)$/,
    word: 'scary',
    already: ['monster', 'ghost'],
    why: [
      'The other ones were big and fierce. {Hero} only made everyone smile.',
      '{Hero} practised a scary face, but everyone thought it was sweet.',
    ],
    tries: [
      ['{Hero} gave {their} biggest roar.', 'But it came out as a hiccup. Everyone laughed.'],
      ['{Hero} made a scary face.', 'But a little rabbit just giggled and hugged {them}.'],
      ['{Hero} jumped out from behind a bush. "Boo!"', 'But the birds only said, "Hello, {hero}!"'],
    ],
    idea: [
      ['"You don’t need to be scary," said {helper}.', '"Let’s see what you are good at, {hero}," {helper} said.'],
      ['{Helper} sat down with {hero} for a think.', '"What do you like doing best?" asked {helper}.'],
    ],
    done: [
      ['Then a little one fell over and began to cry.', '{Hero} gave it a gentle hug, and the crying stopped.'],
      ['Then the little ones were scared of the dark.', '{Hero} told them a funny story, and they all laughed.'],
    ],
    end: ['"Kind is much better than scary," said {helper}.', '"I like being kind," said {hero} with a smile.'],
    night: ['That night, {hero} fell asleep, glad to be kind.', 'That night, {hero} hugged {helper} goodnight.'],
  },
  // (A prince, as the old tale of the frog has it: a crown does not make one, kindness and courage do.)
  {
    said: /^a prince$/,
    word: 'a prince',
    title: 'a Prince',
    already: [],
    why: [
      'Every day, {hero} watched the prince ride by on a white horse, with a golden crown. How grand he looked!',
      '{Hero} had heard the old story of a frog who became a prince. Could it happen to {them} too?',
    ],
    tries: [
      ['{Hero} made a crown out of a buttercup and put it on.', 'But it slipped right down over {their} eyes. Oops!'],
      ['{Hero} wore a red leaf as a royal cape.', 'But a gust of wind blew it away. Whoosh!'],
      ['{Hero} bowed and waved, just like a prince.', 'But nobody bowed back. They thought {hero} was swatting a fly!'],
    ],
    idea: [
      ['"A true prince is kind and brave," said {helper}.', '"Let’s see how kind and brave you can be."'],
      ['{Helper} smiled. "A real prince helps everyone in the land."', 'So off they went to help.'],
    ],
    done: [
      [
        'Then a little duckling got stuck in the reeds, crying for its mother.',
        '{Hero} waded in and pulled it free, as brave as any prince!',
      ],
      ['Then an old tortoise could not get up the castle hill.', '{Hero} helped push, all the way to the top.'],
    ],
    end: [
      'Everyone from the castle had seen it all. They gave {hero} a tiny golden crown. "You are a true prince!"',
      '"You have a prince’s heart," said {helper}, and everyone cheered.',
    ],
    night: [
      'That night, {hero} fell asleep with {their} tiny crown on.',
      'That night, {hero} fell asleep smiling. Being kind was the best crown of all.',
    ],
  },
  {
    said: /^a princess$/,
    word: 'a princess',
    title: 'a Princess',
    already: [],
    why: [
      'Every day, {hero} watched the princess ride by, with a sparkly crown and a long blue cloak. How grand she looked!',
      '{Hero} loved the old stories of princesses in tall towers. Could {they} be one too?',
    ],
    tries: [
      ['{Hero} made a crown out of a daisy chain and put it on.', 'But it slipped right down over {their} eyes. Oops!'],
      ['{Hero} wore a pink petal as a royal cloak.', 'But a gust of wind blew it away. Whoosh!'],
      ['{Hero} tried to dance like a princess at the ball.', 'But {they} tripped over {their} own feet. Bump!'],
    ],
    idea: [
      ['"A true princess is kind and brave," said {helper}.', '"Let’s see how kind and brave you can be."'],
      ['{Helper} smiled. "A real princess helps everyone in the land."', 'So off they went to help.'],
    ],
    done: [
      [
        'Then a little duckling got stuck in the reeds, crying for its mother.',
        '{Hero} waded in and pulled it free, as brave as any princess!',
      ],
      ['Then an old tortoise could not get up the castle hill.', '{Hero} helped push, all the way to the top.'],
    ],
    end: [
      'Everyone from the castle had seen it all. They gave {hero} a tiny golden crown. "You are a true princess!"',
      '"You have a princess’s heart," said {helper}, and everyone cheered.',
    ],
    night: [
      'That night, {hero} fell asleep with {their} tiny crown on.',
      'That night, {hero} fell asleep smiling. Being kind was the best crown of all.',
    ],
  },
];

/** The wish for what the idea says, unless the hero's kind is so already. */
export const wishToBeOf = (said: string, kind: string): WishToBe | undefined =>
  WISHES_TO_BE.find((w) => w.said.test(said) && !w.already.includes(kind));
