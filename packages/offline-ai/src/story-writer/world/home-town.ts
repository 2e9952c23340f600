/** Scenery of home and town settings. */
import type { SettingId } from '../../language/index.js';
import type { Scenery } from './types.js';

export const HOME_TOWN: Partial<Record<SettingId, Scenery>> = {
  home: {
    sights: [
      'a squashy blue sofa',
      'a basket of bright cushions',
      'a window full of sunshine',
      'a tall bookcase',
      'a cosy rug by the fire',
      'a ticking clock on the wall',
    ],
    senses: [
      'The clock ticked softly on the wall.',
      'Toast smelled warm and buttery.',
      'Rain tapped gently on the window.',
      'The radiator hummed and clicked.',
    ],
    spots: [
      'under the sofa cushions',
      'behind the curtains',
      'inside the toy box',
      'under the stairs',
      'on top of the bookcase',
      'in the coat pocket by the door',
    ],
    helpers: ['cat', 'dog', 'grandma', 'dad'],
    troubles: [
      {
        event: 'Then the lights flickered and went out.',
        fix: 'Together they found a torch in the drawer, and the room felt cosy again.',
      },
      {
        event: 'Then the big box on the top shelf was far too high to reach.',
        fix: 'They stood on the sturdy step stool, one careful step at a time.',
      },
    ],
    ways: ['hurried down the stairs', 'padded along the landing', 'skipped into the living room'],
    dusk: ['The lamps glowed warm and yellow.', 'Outside, the sky turned pink behind the rooftops.'],
  },
  bedroom: {
    sights: [
      'a bed with a patchwork quilt',
      'a shelf of well-loved books',
      'a glowing nightlight',
      'a window with starry curtains',
      'a toy box with a squeaky lid',
    ],
    senses: [
      'The nightlight glowed a soft orange.',
      'The curtains swayed in the breeze.',
      'The house creaked as it settled for the night.',
    ],
    spots: ['under the bed', 'behind the wardrobe', 'inside a slipper', 'under the pillow', 'at the bottom of the toy box'],
    helpers: ['teddy bear', 'owl', 'mum', 'cat'],
    troubles: [
      {
        event: 'Then a strange tapping came from the window.',
        fix: 'They peeked out, and it was only a branch knocking in the wind.',
      },
      {
        event: 'Then the room went very dark, and the shadows looked big.',
        fix: 'They switched on the nightlight, and the shadows turned back into toys.',
      },
    ],
    ways: ['tiptoed up the stairs', 'padded across the landing'],
    dusk: ['The stars peeped in through the curtains.', 'The moon made a silver stripe on the floor.'],
  },
  kitchen: {
    sights: [
      'a big wooden table',
      'a bowl of shiny apples',
      'jars of flour and sugar',
      'a row of hanging pans',
      'a warm oven with a little window',
    ],
    senses: [
      'The kitchen smelled of warm bread.',
      'A pan bubbled on the stove.',
      'The fridge hummed quietly.',
      'Spoons clinked in the big mixing bowl.',
    ],
    spots: [
      'behind the bread bin',
      'inside the biggest saucepan',
      'under the kitchen table',
      'at the back of the cupboard',
      'in the fruit bowl',
    ],
    helpers: ['grandma', 'chef', 'dad', 'cat'],
    troubles: [
      {
        event: 'Then the bag of flour tipped over, and white dust went everywhere!',
        fix: 'They laughed, swept it up and measured the flour again, more carefully this time.',
      },
      {
        event: 'Then they found the jar of sugar was empty.',
        fix: 'They borrowed a cup of sugar from the kind neighbour next door.',
      },
    ],
    ways: ['hurried into the kitchen', 'followed the smell of baking'],
    dusk: ['The kitchen was warm and full of good smells.', 'Plates clattered as the table was set for supper.'],
  },
  bathroom: {
    sights: [
      'a bath full of bubbles',
      'a rubber duck on the edge of the bath',
      'a fluffy green towel',
      'a shiny mirror',
      'a cup of toothbrushes',
    ],
    senses: ['Warm water gurgled down the plughole.', 'The soap smelled of lemons.', 'Bubbles popped with tiny pops.'],
    spots: ['behind the bath taps', 'under the fluffy towel', 'inside the wash bag', 'in the soap dish'],
    helpers: ['mum', 'dad', 'nurse'],
    troubles: [
      {
        event: 'Then the bubbles rose higher and higher, right over the edge!',
        fix: 'They turned off the tap and scooped the bubbles into a bucket.',
      },
    ],
    ways: ['splashed into the bathroom', 'padded into the bathroom'],
    dusk: ['The bathroom mirror was misty and warm.', 'The last bubbles popped one by one.'],
  },
  school: {
    sights: [
      'rows of little desks',
      'a whiteboard full of drawings',
      'a reading corner with beanbags',
      'a class guinea pig in its hutch',
      'paintings pinned along the wall',
      'a big window onto the playground',
    ],
    senses: [
      'Pencils scratched and children chattered.',
      'The school bell rang loud and clear.',
      'The classroom smelled of crayons and paint.',
    ],
    spots: [
      'under the reading corner beanbags',
      'in the lost property box',
      'behind the class piano',
      'inside a pencil pot',
      'on the top shelf by the window',
    ],
    helpers: ['teacher', 'friend', 'librarian'],
    troubles: [
      {
        event: 'Then it started to pour with rain, and playtime moved inside.',
        fix: 'The class built a blanket den, and everyone squeezed in.',
      },
      {
        event: 'Then the door of the class guinea pig’s hutch swung open.',
        fix: 'They waited very quietly with a carrot until it trotted back.',
      },
    ],
    ways: ['walked through the school gates', 'hung up their coat and went into class'],
    dusk: ['The last children waved from the school gate.', 'The empty classroom was quiet and still.'],
  },
  garden: {
    sights: [
      'a row of tall sunflowers',
      'a wobbly wooden fence',
      'a bed of bright tulips',
      'a watering can with a long spout',
      'a little pond with lily pads',
      'a bush full of buzzing bees',
      'rows of beans and peas',
    ],
    senses: [
      'Bees buzzed from flower to flower.',
      'The grass was cool and damp.',
      'A blackbird sang from the fence.',
      'The air smelled of roses and cut grass.',
    ],
    spots: [
      'under the big rhubarb leaves',
      'behind the garden shed',
      'inside an old clay pot',
      'under the hedge',
      'among the tall tulips',
      'beside the compost heap',
    ],
    helpers: ['bee', 'bird', 'hedgehog', 'ladybird', 'grandma'],
    troubles: [
      {
        event: 'Then a sudden shower poured down on the garden.',
        fix: 'They sheltered under a giant rhubarb leaf until the sun came back.',
      },
      {
        event: 'Then the gate had blown shut, and the latch was stuck.',
        fix: 'They wiggled the latch until the gate swung open with a creak.',
      },
      { event: 'Then the path was covered in tangled brambles.', fix: 'They found a way round by the bean patch.' },
    ],
    ways: ['ran down the garden path', 'skipped past the washing line'],
    dusk: ['The sunflowers nodded in the golden evening light.', 'Moths fluttered round the garden lamp.'],
  },
  park: {
    purpose: 'play on the grass',
    sights: [
      'a big duck pond',
      'a bandstand painted green',
      'tall chestnut trees',
      'a winding path',
      'a fountain that splashed and sparkled',
      'a wide stretch of grass',
    ],
    senses: [
      'Ducks quacked on the pond.',
      'Leaves rustled in the breeze.',
      'Children laughed by the swings.',
      'The fountain splashed and sparkled.',
    ],
    spots: [
      'under a park bench',
      'behind the bandstand',
      'in the long grass by the pond',
      'under a pile of leaves',
      'beside the old chestnut tree',
    ],
    helpers: ['park keeper', 'duck', 'squirrel', 'dog'],
    troubles: [
      {
        event: 'Then a gust of wind sent leaves whirling everywhere.',
        fix: 'They waited by the bandstand until the wind calmed down.',
      },
      {
        event: 'Then the little bridge over the stream was closed for mending.',
        fix: 'They walked the long way round, past the fountain.',
      },
    ],
    ways: ['walked through the big park gates', 'scooted along the park path'],
    dusk: ['The park lamps blinked on one by one.', 'The ducks tucked their heads under their wings.'],
  },
  playground: {
    purpose: 'go down the big slide',
    sights: [
      'a red climbing frame',
      'two creaky swings',
      'a shiny silver slide',
      'a sandpit full of buckets',
      'a wobbly rope bridge',
      'a roundabout painted blue',
    ],
    senses: ['The swings creaked back and forth.', 'Children shouted and laughed.', 'Sand crunched under their shoes.'],
    spots: [
      'at the bottom of the slide',
      'in the sandpit',
      'under the rope bridge',
      'behind the climbing frame',
      'beside the bench',
    ],
    helpers: ['friend', 'teacher', 'dog'],
    troubles: [
      {
        event: 'Then the slide was wet and far too slippery.',
        fix: 'They dried it with an old towel and took turns to whizz down.',
      },
      { event: 'Then a big group of children wanted the same swing.', fix: 'They made a fair queue, and everyone had a turn.' },
    ],
    ways: ['ran to the playground', 'raced across the grass to the swings'],
    dusk: ['The swings swayed gently in the empty playground.', 'Long shadows stretched across the sandpit.'],
  },
  library: {
    purpose: 'choose a new story book',
    sights: [
      'shelves of books up to the ceiling',
      'a cosy reading nook',
      'a big globe on a stand',
      'a rolling ladder',
      'a map of the world on the wall',
    ],
    senses: ['Pages rustled softly.', 'The library was calm and hushed.', 'The old books smelled a little dusty.'],
    spots: [
      'behind a row of atlases',
      'under a reading cushion',
      'on the very top shelf',
      'inside a big picture book',
      'by the returns trolley',
    ],
    helpers: ['librarian', 'owl', 'friend'],
    troubles: [
      {
        event: 'Then the book they needed was on the very highest shelf.',
        fix: 'The librarian rolled the ladder over and held it steady.',
      },
    ],
    ways: ['pushed open the heavy library door', 'tiptoed into the quiet library'],
    dusk: ['The library lamps glowed over the empty tables.', 'The last books were tucked back on their shelves.'],
  },
  museum: {
    sights: [
      'a giant dinosaur skeleton',
      'glass cases full of treasures',
      'a golden mask',
      'a model of the solar system',
      'old stone statues',
      'a wall of shining rocks and crystals',
    ],
    senses: [
      'Footsteps echoed in the big halls.',
      'Voices whispered around the glass cases.',
      'The marble floor felt cool and smooth.',
    ],
    spots: [
      'behind a glass case',
      'under the dinosaur’s tail',
      'by the museum shop',
      'beside a stone statue',
      'in the room of old maps',
    ],
    helpers: ['scientist', 'teacher', 'explorer'],
    troubles: [
      {
        event: 'Then they took a wrong turn and could not find the right hall.',
        fix: 'They followed the little dinosaur footprints painted on the floor.',
      },
    ],
    ways: ['climbed the wide museum steps', 'walked through the tall museum doors'],
    dusk: ['The museum lights dimmed as the doors closed.', 'The dinosaur skeleton looked gentle in the evening light.'],
  },
  zoo: {
    sights: [
      'tall giraffes munching leaves',
      'a penguin pool',
      'a sleepy lion on a rock',
      'monkeys swinging on ropes',
      'a big elephant house',
    ],
    senses: ['Parrots squawked from the trees.', 'The sea lions barked and splashed.', 'The air smelled of hay.'],
    spots: [
      'behind the penguin pool',
      'near the giraffe house',
      'by the ice cream stand',
      'under a shady tree',
      'beside the map board',
    ],
    helpers: ['zookeeper', 'parrot', 'monkey', 'penguin'],
    troubles: [
      {
        event: 'Then a cheeky monkey grabbed the map and ran up a tree.',
        fix: 'The zookeeper swapped it for a banana, and the monkey gave it back.',
      },
    ],
    ways: ['walked in through the zoo gates', 'followed the paw prints on the zoo path'],
    dusk: ['The animals settled down for the night.', 'The giraffes nibbled the last leaves in the evening light.'],
  },
  aquarium: {
    sights: [
      'a glass tunnel under the big tank',
      'a touch pool with starfish',
      'glowing jellyfish',
      'a big green turtle',
      'a shoal of silver fish',
    ],
    senses: ['Bubbles rose in the big blue tanks.', 'It was cool and dim, like under the sea.', 'Fish darted past the glass.'],
    spots: ['under the bench by the big tank', 'by the touch pool', 'in the glass tunnel', 'near the penguin rocks'],
    helpers: ['zookeeper', 'turtle', 'penguin'],
    troubles: [
      {
        event: 'Then a big crowd stood in front of the glass.',
        fix: 'They waited their turn, and soon the front of the tank was theirs.',
      },
    ],
    ways: ['walked into the cool blue aquarium', 'followed the fish signs through the aquarium'],
    dusk: ['The fish swam slowly round the quiet tanks.', 'The lights in the big tank grew soft and blue.'],
  },
  farm: {
    sights: [
      'a big red barn',
      'a muddy pig pen',
      'hens pecking in the yard',
      'a field of golden wheat',
      'a tractor with huge wheels',
      'a stack of hay bales',
    ],
    senses: ['A cow mooed from the field.', 'The air smelled of hay and mud.', 'Hens clucked busily in the yard.'],
    spots: [
      'inside the hen house',
      'behind the hay bales',
      'in the muddy pig pen',
      'under the old tractor',
      'in the long grass by the gate',
    ],
    helpers: ['farmer', 'sheep', 'hen', 'horse', 'dog'],
    troubles: [
      {
        event: 'Then the gate was left open, and the sheep trotted out!',
        fix: 'They waved their arms and gently guided the sheep back through the gate.',
      },
      {
        event: 'Then the tractor got stuck in the mud.',
        fix: 'The horse pulled, everyone pushed, and out it came with a squelch.',
      },
    ],
    ways: ['bumped along the farm track', 'climbed over the stile into the farmyard'],
    dusk: ['The cows ambled home across the field.', 'The sun set behind the big red barn.'],
  },
  city: {
    sights: [
      'red buses rolling by',
      'tall buildings with shiny windows',
      'a busy market square',
      'a clock tower',
      'a bridge over the river',
      'a bakery with cakes in the window',
    ],
    senses: [
      'Horns honked and bicycles rang their bells.',
      'The smell of fresh bread drifted from a bakery.',
      'Pigeons cooed on the rooftops.',
    ],
    spots: [
      'under a café table',
      'behind a flower stall',
      'by the bus stop',
      'near the fountain in the square',
      'in a little side street',
    ],
    helpers: ['police officer', 'baker', 'dog', 'bird'],
    troubles: [
      {
        event: 'Then the streets all looked the same, and they were not sure which way to go.',
        fix: 'A kind police officer pointed them the right way.',
      },
      { event: 'Then a big crowd filled the street.', fix: 'They held hands tightly and squeezed through to the other side.' },
    ],
    ways: ['rode the red bus into town', 'walked along the busy high street'],
    dusk: ['The city lights twinkled on, one by one.', 'The clock tower chimed as the sun went down.'],
  },
  market: {
    purpose: 'buy fresh fruit for tea',
    sights: [
      'stalls with striped roofs',
      'piles of shiny red apples',
      'baskets of bread',
      'a stall full of flowers',
      'bunting flapping overhead',
    ],
    senses: [
      'Stallholders called out their prices.',
      'The air smelled of oranges and fresh bread.',
      'Music played from the bandstand.',
    ],
    spots: [
      'under the fruit stall',
      'behind a stack of crates',
      'between two baskets',
      'by the flower stall',
      'under the striped awning',
    ],
    helpers: ['baker', 'farmer', 'dog'],
    troubles: [
      { event: 'Then a gust of wind lifted the striped awnings.', fix: 'Everyone grabbed the ropes and tied them down tight.' },
    ],
    ways: ['walked to the market square', 'followed the music to the market'],
    dusk: ['The stalls were packed away, and the square grew quiet.', 'Strings of lights glowed over the empty stalls.'],
  },
  bakery: {
    purpose: 'choose a sticky bun',
    sights: ['trays of golden buns', 'a tall wedding cake', 'a big stone oven', 'jars of sprinkles', 'baskets of crusty loaves'],
    senses: [
      'The bakery smelled of cinnamon and warm bread.',
      'The oven door creaked open.',
      'Flour floated in the air like snow.',
    ],
    spots: ['behind the flour sacks', 'under the counter', 'inside the bread basket', 'by the big stone oven'],
    helpers: ['baker', 'chef', 'mouse'],
    troubles: [
      {
        event: 'Then the oven grew too hot, and a smell of burning filled the room.',
        fix: 'They opened the windows, turned the oven down and started a fresh batch.',
      },
    ],
    ways: ['pushed open the bakery door', 'followed the smell of warm bread'],
    dusk: ['The last buns were sold, and the bakery grew quiet.', 'The oven cooled, ticking softly.'],
  },
  hospital: {
    sights: [
      'a waiting room with colourful chairs',
      'a fish tank by the window',
      'a doctor with a stethoscope',
      'a box of stickers',
      'a height chart on the wall',
    ],
    senses: ['Footsteps squeaked on the shiny floor.', 'A nurse hummed a happy tune.', 'Everything smelled clean and fresh.'],
    spots: ['under a waiting room chair', 'behind the fish tank', 'in the toy basket', 'by the sticker box'],
    helpers: ['doctor', 'nurse'],
    troubles: [
      {
        event: 'Then the waiting room was very busy, and the wait felt long.',
        fix: 'They played I spy with the fish in the tank until their name was called.',
      },
    ],
    ways: ['walked into the bright waiting room', 'went through the big sliding doors'],
    dusk: ['They went home with a shiny sticker.', 'The evening sun shone on the hospital windows.'],
  },
  dentist: {
    sights: [
      'a big chair that tipped back',
      'a bright lamp over the chair',
      'a row of shiny little mirrors',
      'a poster of smiling teeth',
      'a jar of toothbrushes to take home',
    ],
    senses: ['Everything smelled of mint.', 'A little tap gurgled into a cup.', 'The chair hummed as it went up.'],
    spots: ['under the big chair', 'behind the teeth poster', 'in the toy basket', 'by the toothbrush jar'],
    helpers: ['dentist', 'nurse'],
    troubles: [
      {
        event: 'Then the big chair looked very tall, and the lamp was very bright.',
        fix: 'They counted the teeth on the poster until the chair felt like a ride.',
      },
    ],
    ways: ['walked into the bright waiting room', 'climbed onto the big chair'],
    dusk: ['They went home with a new toothbrush.', 'The evening sun shone on the shiny mirrors.'],
  },
  station: {
    sights: [
      'a big station clock',
      'a long train with a red engine',
      'a ticket office',
      'a bench on the platform',
      'a signal with a green light',
    ],
    senses: ['The train whistle blew: toot, toot!', 'The platform rumbled as a train pulled in.', 'Doors beeped and slid open.'],
    spots: ['under a platform bench', 'by the ticket machine', 'near the big clock', 'beside the luggage trolley'],
    helpers: ['train', 'grandpa', 'police officer'],
    troubles: [
      {
        event: 'Then a voice said the train would be a little late.',
        fix: 'They waited on the bench and counted the trains that went by.',
      },
    ],
    ways: ['hurried onto the platform', 'climbed the steps to the station'],
    dusk: ['The last train chugged away into the evening.', 'The platform lamps glowed softly.'],
  },
  airport: {
    sights: [
      'huge planes with long wings',
      'a moving walkway',
      'a big board of flights',
      'suitcases on a slow belt',
      'a window onto the runway',
    ],
    senses: ['Engines roared on the runway.', 'Announcements echoed in the big hall.', 'Suitcase wheels rumbled on the floor.'],
    spots: ['under a row of seats', 'by the suitcase belt', 'near the big window', 'beside the café'],
    helpers: ['plane', 'police officer', 'dad'],
    troubles: [
      {
        event: 'Then the suitcase did not come round on the belt.',
        fix: 'A helpful lady at the desk found it waiting in the corner.',
      },
    ],
    ways: ['rolled their suitcases into the airport', 'rode the escalator up to the departures hall'],
    dusk: ['The runway lights blinked in long bright lines.', 'A plane took off into the orange sky.'],
  },
  cinema: {
    sights: [
      'a huge white screen',
      'rows of soft red seats',
      'a popcorn stand',
      'posters of funny films',
      'a little ticket desk',
    ],
    senses: ['The cinema smelled of warm popcorn.', 'Music boomed from the big screen.', 'The lights glowed soft and low.'],
    spots: ['under a red seat', 'by the popcorn stand', 'near the ticket desk', 'behind a big poster'],
    helpers: ['mum', 'dad', 'grandma'],
    troubles: [
      {
        event: 'Then a very tall man sat down right in front of them.',
        fix: 'They swapped seats, and now they could see the whole screen.',
      },
    ],
    ways: ['walked into the cinema', 'hurried past the posters into the cinema'],
    dusk: ['The cinema lights glowed in the dark street.', 'Stars came out above the cinema.'],
  },
  theatre: {
    sights: ['a big stage', 'red velvet curtains', 'rows of red seats', 'golden lights round the stage', 'a little ticket desk'],
    senses: [
      'Music came from somewhere below the stage.',
      'The theatre hummed with happy voices.',
      'The stage lights glowed warm and gold.',
    ],
    spots: ['under a red seat', 'by the ticket desk', 'near the stage', 'behind the big curtain'],
    helpers: ['mum', 'dad', 'grandma'],
    troubles: [
      {
        event: 'Then a lady with a very big hat sat down right in front of them.',
        fix: 'She took off her hat with a smile, and now they could see the whole stage.',
      },
    ],
    ways: ['walked into the theatre', 'climbed the wide steps into the theatre'],
    dusk: ['The theatre lights glowed in the dark street.', 'Stars came out above the theatre.'],
  },
  workshop: {
    sights: [
      'a big wooden workbench',
      'walls of hanging tools',
      'jars of nuts and bolts',
      'a half-built go-kart',
      'a box of springs and gears',
    ],
    senses: ['Saws buzzed and hammers tapped.', 'The workshop smelled of wood shavings.', 'Gears clicked and whirred.'],
    spots: [
      'under the workbench',
      'inside the toolbox',
      'behind the paint tins',
      'in a jar of bolts',
      'on the shelf of spare parts',
    ],
    helpers: ['robot', 'scientist', 'grandpa'],
    troubles: [
      {
        event: 'Then the last screw rolled off the bench and vanished.',
        fix: 'They swept a magnet across the floor, and the screw jumped right onto it.',
      },
    ],
    ways: ['pushed open the creaky workshop door', 'hurried into the workshop'],
    dusk: ['The tools were hung back on the wall, neat and tidy.', 'The workshop lamp glowed late into the evening.'],
  },
  pool: {
    purpose: 'swim across the pool',
    sights: [
      'bright blue water',
      'a diving board',
      'floats and armbands',
      'a long wiggly slide',
      'lane ropes bobbing in the water',
    ],
    senses: ['Splashes echoed off the walls.', 'The water sparkled and rippled.', 'The pool smelled clean and sharp.'],
    spots: ['at the bottom of the shallow end', 'behind the float box', 'under the bench by the lockers', 'near the steps'],
    helpers: ['lifeguard', 'friend', 'teacher'],
    troubles: [
      { event: 'Then the deep end looked very deep indeed.', fix: 'They held onto a float and kicked, one width at a time.' },
    ],
    ways: ['padded out of the changing room', 'slipped into the shallow end'],
    dusk: ['The pool grew still and shiny.', 'Wet footprints dried on the warm tiles.'],
  },
  fair: {
    purpose: 'ride the carousel',
    sights: [
      'a twinkling carousel',
      'a big wheel lit with lights',
      'a stall of candyfloss',
      'strings of coloured bunting',
      'a juggler on stilts',
    ],
    senses: ['Music tinkled from the carousel.', 'The air smelled of popcorn and candyfloss.', 'Everyone laughed and cheered.'],
    spots: [
      'behind the candyfloss stall',
      'under the carousel steps',
      'by the hook-a-duck game',
      'near the big wheel',
      'beside the bunting pole',
    ],
    helpers: ['friend', 'dog'],
    troubles: [
      {
        event: 'Then the crowd grew thick, and they lost sight of the gate.',
        fix: 'They stood by the carousel, the meeting spot, until a grown-up found them.',
      },
    ],
    ways: ['followed the music to the fair', 'walked through the bright fairground gates'],
    dusk: ['Lights twinkled on the big wheel against the dark sky.', 'The carousel played one last happy tune.'],
  },
};
