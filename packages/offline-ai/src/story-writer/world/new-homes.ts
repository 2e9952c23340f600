/**
 * Homes a creature looks for ('A hedgehog looking for a home for winter', 'A fox who needs a new home', 'A hermit crab
 * looking for a new shell', 'A stray kitten looking for a home'), kind by kind: where it looks, why it needs one, two
 * places tried that are no home for it (each with why), the home found and made its own, and the night in it. The seed
 * picks among the lines. Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}, {was}), {helper} (a friend of the
 * place, by name).
 */
import type { SettingId } from '../../language/index.js';

export interface NewHome {
  /** Hero kind words it is for: 'hedgehog'. */
  kinds: readonly string[];
  /** What the home is called: 'nest', 'den', 'shell', 'home'. */
  noun: string;
  setting: SettingId;
  /** Why a home is needed when winter is not what the idea says. */
  need: readonly string[];
  /** Why a home is needed before winter (leaves falling, a long sleep ahead). */
  winter: readonly string[];
  /** Places tried that are no home for it: where, and why not. */
  wrong: readonly (readonly [string, string])[];
  /** The home found, and how it fits. */
  found: readonly (readonly [string, string])[];
  /** How it is made its own. */
  cosy: readonly string[];
  /** Friends of the place who may help (kind words). */
  friends: readonly string[];
  /** The first night in it. */
  night: readonly string[];
  /** The first night before winter: a long sleep, a store of food. */
  winterNight: readonly string[];
}

const NEW_HOMES: readonly NewHome[] = [
  {
    kinds: ['hedgehog'],
    noun: 'home',
    setting: 'garden',
    need: [
      'The old log {hero} slept in had rolled away in the rain.',
      'The gardener had tidied away the leaf pile {hero} slept in.',
    ],
    winter: ['The leaves were falling, and the nights were cold.', 'Winter was coming, and hedgehogs sleep all winter long.'],
    wrong: [
      ['{Hero} squeezed into an old flowerpot.', 'But it was far too small, and {their} prickles poked out!'],
      ['{Hero} curled up in the garden shed.', 'But the lawnmower roared, and {they} jumped out again.'],
      ['{Hero} crept into a drainpipe.', 'But it was cold and wet, and it went drip, drip, drip.'],
    ],
    found: [
      ['Under the hedge was a heap of dry leaves, deep and soft.', '{Hero} wriggled in, and it was just right.'],
      ['Behind the shed was a pile of old sticks and leaves.', '{Hero} crept inside, and it was snug and dry.'],
    ],
    cosy: ['{Hero} carried in more leaves, one mouthful at a time.', '{Hero} made a round bed of moss and grass.'],
    friends: ['bird', 'mouse', 'frog'],
    night: ['{Hero} curled up into a prickly ball and fell fast asleep.'],
    winterNight: ['{Hero} curled up into a prickly ball and slept all winter long.'],
  },
  {
    kinds: ['bird'],
    noun: 'nest',
    setting: 'garden',
    need: ['Spring had come, and {hero} needed a nest of {their} own.', 'The wind had blown {their} old nest away.'],
    winter: ['The nights were cold, and {hero} needed a snug place to sleep.'],
    wrong: [
      ['{Hero} tried the gutter on the roof.', 'But when it rained, the water ran right through.'],
      ['{Hero} sat on the washing line.', 'But it swung and wobbled in the wind. No nest would stay up there!'],
      ['{Hero} peeped into the letterbox.', 'But a pile of letters landed on {their} head!'],
    ],
    found: [
      ['High in the apple tree was a fork between two branches.', 'It was safe and sheltered, just right for a nest.'],
      ['Deep in the ivy on the wall was a quiet little nook.', 'It was hidden and dry, just right for a nest.'],
    ],
    cosy: [
      '{Hero} brought twigs, moss and soft feathers, and wove a round nest.',
      '{Hero} flew to and fro with twigs and moss, and built a cosy nest.',
    ],
    friends: ['squirrel', 'mouse', 'hedgehog'],
    night: ['{Hero} tucked {their} head under {their} wing in the new nest and fell asleep.'],
    winterNight: ['{Hero} fluffed up {their} feathers in the snug nest and slept warm all night.'],
  },
  {
    kinds: ['fox'],
    noun: 'den',
    setting: 'forest',
    need: ['The river had flooded {their} old den in the rain.', 'A big tree had fallen across {their} old den.'],
    winter: ['Snow was coming, and {hero} needed a warm, dry den.'],
    wrong: [
      ['{Hero} squeezed into a hollow log.', 'But it was too short. {Their} bushy tail stuck out in the cold.'],
      ['{Hero} peeped into a hole in the bank.', 'But a badger lived there already. "This is my sett!" he grumbled.'],
      ['{Hero} tried a little cave by the stream.', 'But water dripped from the roof, plip, plop, all night long.'],
    ],
    found: [
      ['Under the roots of an old oak tree was a deep, dry hole.', '{Hero} crept in, and there was room for {their} tail too.'],
      ['Behind a big mossy rock was a hollow in the hillside.', '{Hero} crept in. It was dry and just the right size.'],
    ],
    cosy: ['{Hero} dug the den a little deeper and lined it with dry leaves.', '{Hero} dragged in soft moss for a bed.'],
    friends: ['owl', 'rabbit', 'squirrel'],
    night: ['{Hero} curled {their} bushy tail round {their} nose and fell asleep in the new den.'],
    winterNight: ['When the snow fell, {hero} curled up in the den, warm and dry.'],
  },
  {
    kinds: ['rabbit'],
    noun: 'burrow',
    setting: 'meadow',
    need: ['A big tractor had flattened {their} old burrow.', '{Hero} was all grown up now and needed a burrow of {their} own.'],
    winter: ['The wind was cold, and {hero} needed a warm burrow for winter.'],
    wrong: [
      ['{Hero} dug a hole by the stream.', 'But water trickled in, and {their} paws got soggy.'],
      ['{Hero} hopped into a hole in a molehill.', 'But a mole popped up. "This tunnel is mine!" he said.'],
      ['{Hero} sat under a thin little bush.', 'But the wind whistled through, and {their} ears got cold.'],
    ],
    found: [
      ['On the sunny bank under the hawthorn, the earth was soft and dry.', '{Hero} dug and dug, and made a fine burrow.'],
      ['Under the old gate was a dry, grassy bank.', '{Hero} dug and dug, and made a cosy burrow.'],
    ],
    cosy: ['{Hero} lined the burrow with soft grass.', '{Hero} dug a second door, just in case.'],
    friends: ['mouse', 'bird', 'hedgehog'],
    night: ['{Hero} snuggled down deep in the new burrow and fell asleep.'],
    winterNight: ['{Hero} snuggled down deep in the burrow, warm all winter.'],
  },
  {
    kinds: ['mouse'],
    noun: 'home',
    setting: 'garden',
    need: ['The old tin {hero} lived in had been taken away.', 'The cat next door had found {their} old hole.'],
    winter: ['The nights were frosty, and {hero} needed a warm home.'],
    wrong: [
      ['{Hero} climbed into a watering can.', 'But someone picked it up and filled it with water. Splash!'],
      ['{Hero} hid in a box of apples in the shed.', 'But the box was carried away, bump, bump, bump!'],
      ['{Hero} tried a hole in the fence.', 'But the wind blew right through it.'],
    ],
    found: [
      ['At the bottom of the old stone wall was a tiny gap.', 'Inside was a little room, dry and warm. It was just right.'],
      ['Under the roots of the pear tree was a snug little hole.', 'It was just mouse-sized, and dry inside.'],
    ],
    cosy: ['{Hero} made a bed of wool and thistle fluff.', '{Hero} brought in seeds and hid them in a corner.'],
    friends: ['hedgehog', 'bird', 'frog'],
    night: ['{Hero} curled up in the new home and fell fast asleep.'],
    winterNight: ['{Hero} curled up with {their} store of seeds, snug all winter.'],
  },
  {
    kinds: ['squirrel'],
    noun: 'drey',
    setting: 'forest',
    need: ['A storm had blown {their} old drey out of the tree.', '{Hero} was grown up now and needed a drey of {their} own.'],
    winter: ['Autumn was here, and {hero} needed a drey: a squirrel’s winter nest.'],
    wrong: [
      ['{Hero} peeped into a bird box.', 'But a blue tit lived there. "Out, please!" she chirped.'],
      ['{Hero} tried a hollow stump.', 'But it was low and damp. A beetle crawled up {their} tail!'],
      ['{Hero} curled up on a thin branch.', 'But the wind rocked it up and down, up and down.'],
    ],
    found: [
      ['High in a big oak tree was a strong fork of branches.', '{Hero} built a round drey of twigs and leaves there.'],
      ['Near the top of a tall beech tree was a hollow in the trunk.', '{Hero} popped inside, and it was dry and snug.'],
    ],
    cosy: ['{Hero} lined the drey with moss and soft bark.', '{Hero} buried acorns and hazelnuts near the tree for winter.'],
    friends: ['owl', 'bird', 'hedgehog'],
    night: ['{Hero} curled {their} bushy tail round like a blanket and fell asleep.'],
    winterNight: ['{Hero} curled {their} bushy tail round like a blanket, snug in the drey all winter.'],
  },
  {
    kinds: ['bear'],
    noun: 'den',
    setting: 'forest',
    need: ['{Hero} had grown too big for the old den.', 'Water had flooded {their} old den in the spring rain.'],
    winter: ['Winter was coming, and bears sleep all winter long.', 'Snow was coming, and {hero} felt very sleepy.'],
    wrong: [
      ['{Hero} tried a hollow tree.', 'But {they} got stuck halfway in! Pop! Out {they} came again.'],
      ['{Hero} peeped into a little cave.', 'But it was full of bats, flapping and squeaking.'],
      ['{Hero} lay down under a fallen tree.', 'But the wind blew cold leaves all over {them}.'],
    ],
    found: [
      ['High on the hillside was a big, dry cave.', 'It was quiet, with room for a bear to stretch.'],
      ['Under a heap of big rocks was a deep, dry hollow.', 'It was dark and quiet, and just bear-sized.'],
    ],
    cosy: [
      '{Hero} dragged in leaves and grass for a soft bed.',
      '{Hero} ate lots of berries first, to be ready for the long sleep.',
    ],
    friends: ['owl', 'rabbit', 'squirrel'],
    night: ['{Hero} lay down on the soft bed and began to snore.'],
    winterNight: ['{Hero} curled up in the den and slept all winter long.'],
  },
  {
    kinds: ['crab'],
    noun: 'shell',
    setting: 'beach',
    need: ['{Their} old shell was too small now. It pinched!', '{Hero} had grown, and {their} shell was far too tight.'],
    winter: ['{Their} old shell was too small now. It pinched!'],
    wrong: [
      ['{Hero} tried a tiny pink shell.', 'But it was far too small. Only {their} claw fitted in!'],
      ['{Hero} tried a big spiky shell.', 'But it was so heavy that {they} could not move.'],
      ['{Hero} tried a bottle top.', 'But it was flat, and the waves washed {them} out.'],
    ],
    found: [
      ['In a rock pool lay a smooth, curly whelk shell.', '{Hero} slipped inside, and it fitted just right.'],
      [
        'Under a clump of seaweed was a round, shiny shell.',
        '{Hero} slipped inside. It was just right, not too big, not too small.',
      ],
    ],
    cosy: [
      '{Hero} scuttled up and down the sand to try out the new shell.',
      '{Hero} tucked {their} legs in and peeped out of the new shell.',
    ],
    friends: ['bird', 'starfish', 'fish'],
    night: ['That night, {hero} fell asleep in the new shell, safe and snug.'],
    winterNight: ['That night, {hero} fell asleep in the new shell, safe and snug.'],
  },
  {
    kinds: ['owl'],
    noun: 'home',
    setting: 'forest',
    need: ['The old tree {hero} lived in had fallen in a storm.', '{Hero} was grown up now and needed a home of {their} own.'],
    winter: ['The nights were cold, and {hero} needed a snug home for winter.'],
    wrong: [
      ['{Hero} tried a thin branch.', 'But the wind blew, and {they} had to hold on tight.'],
      ['{Hero} peeped into a hole in a tree.', 'But a woodpecker lived there. Tap, tap, tap!'],
      ['{Hero} sat on top of a barn.', 'But the rain dripped onto {their} feathers.'],
    ],
    found: [
      ['High in an old oak tree was a round hole.', 'Inside, it was dry and dark, just right for an owl.'],
      ['In the old beech tree was a hollow just owl-sized.', 'It was dry, and the moon shone in at the door.'],
    ],
    cosy: ['{Hero} lined the hole with soft feathers.', '{Hero} sat at the round door and looked out at the trees.'],
    friends: ['squirrel', 'mouse', 'bird'],
    night: ['When the sun came up, {hero} tucked in {their} head and went to sleep.'],
    winterNight: ['When the sun came up, {hero} fluffed up {their} feathers and slept snug and warm.'],
  },
  {
    kinds: ['dog', 'cat', 'puppy', 'kitten'],
    noun: 'home',
    setting: 'city',
    need: ['{Hero} had no home and no one to love {them}.', '{Hero} slept in the streets, with no home of {their} own.'],
    winter: ['The nights were getting cold, and {hero} had no home.'],
    wrong: [
      ['{Hero} curled up in a cardboard box.', 'But the rain came, and the box went soggy.'],
      ['{Hero} lay down in a shop doorway.', 'But people hurried by, and feet were everywhere.'],
      ['{Hero} hid under a park bench.', 'But the wind blew cold, and {they} shivered.'],
    ],
    found: [
      ['{Helper} led {hero} to a little house with a red door.', 'A girl opened it. "Poor little thing! Come in," she said.'],
      ['{Helper} led {hero} to a kind lady who fed the birds.', '"Would you like a home?" she asked, and picked {hero} up.'],
    ],
    cosy: ['At the new home, there was a basket with a soft blanket.', 'There was a bowl of food and a warm spot by the fire.'],
    friends: ['bird', 'mouse'],
    night: ['That night, {hero} curled up in the basket, loved and warm.'],
    winterNight: ['Outside, the snow fell, but {hero} was snug in the basket, loved and warm.'],
  },
];

export const newHomeFor = (kind: string): NewHome | undefined => NEW_HOMES.find((h) => h.kinds.includes(kind));
