import type { Expression, Pose } from '../figures/pose.js';
import type { SettingId } from '../scenery/settings.js';
import type { Weather } from './scene-plan.js';

/**
 * Multi-word expressions and word senses a picture must get right before single words are looked
 * at: "bit his lip" is a nervous face (not lipstick), "tree rings" are the rings of a cut tree (not
 * jewellery), "over the moon" is joy (no moon in the sky), "raining cats and dogs" is rain (no cats).
 * Each entry is a pattern over the lower-cased paragraph and what it means for the picture.
 */
export interface PhraseSense {
  pattern: RegExp;
  /** The hero's face. */
  expression?: Expression;
  /** The hero's pose. */
  pose?: Pose;
  /** A thing to draw instead: an emoji icon name or one of our drawn things. */
  thing?: { icon?: string; drawn?: string; held?: boolean; each?: boolean };
  /** Words (nouns) of the phrase that must not become things, characters or places. */
  drop: readonly string[];
  /** What the phrase means in plain words, read instead of it ("over the moon" -> "overjoyed"). */
  means?: string;
  weather?: Weather;
  /** The characters are together (hugging, holding hands). */
  together?: boolean;
  /** Where it happens when the paragraph, the book and the prompt name nowhere (a fish caught: by a lake). */
  setting?: SettingId;
}

const POSS = '(?:his|her|their|my|your|its|our)';
const INSIDE = '(?:tummy|stomach|belly|heart)';
const STIRRED =
  '(?:fluttered|flutters|fluttering|flipped|flips|flip-flopped|did a flip|jumped|leapt|raced|pounded|thumped|thudded|sank|wobbled|skipped a beat)\\b';

/** What covers one in bed: 'the covers', 'her duvet', 'the blanket'. */
const BEDCLOTHES = '(?:covers|duvet|blankets?|quilt|sheets?|bedclothes)\\b';
/** A bed one is in: 'bed', 'his cosy bed', 'the big bed' (never 'the flower bed'). */
const IN_BED = `(?:(?:the|${POSS}) )?(?:(?:cosy|cozy|warm|little|own|big|soft|bunk) )?bed\\b`;

/** A fish newly caught: 'a silver fish', 'a big trout', 'one tiny minnow'. */
const CATCH = String.raw`(?:an?|one|another) (?:[a-z]+ ){0,2}(?:fish|trout|salmon|carp|minnow)\b`;

/** A tunnel in a paragraph about a train or a railway ('the line went into a long dark tunnel'). */
export const RAILWAY_TUNNEL =
  /(?<=\b(?:trains?|railway|rails?|tracks?|line|engine|toot)\b[\s\S]*)\btunnels?\b|\btunnels?\b(?=[\s\S]*\b(?:trains?|railway|rails?|tracks?|engine|toot)\b)/;

const PHRASES: readonly PhraseSense[] = [
  // Faces and feelings, not things.
  // A frown or a scowl is a cross face, whatever is frowned at ('frowned at the grey sky').
  { pattern: /\b(?:frown(?:ed|s|ing)?|scowl(?:ed|s|ing)?)\b/, expression: 'angry', drop: [] },
  // A race that ends in a tie is a draw, not a necktie: '"A tie! We both win!" they laughed'.
  {
    pattern: /\b(?:it(?:'s| was| is)|ended in|ends in|end in) a tie\b|["“]a tie[!.]/,
    expression: 'joy',
    drop: ['tie', 'ties'],
  },
  {
    pattern: new RegExp(`\\bb(?:i|it|ite|ites|iting) ${POSS} (?:lower )?lips?\\b`),
    expression: 'nervous',
    drop: ['lip', 'lips'],
    means: 'felt nervous',
  },
  // 'sat back on his heels with a big sigh': crouched and sad, no high-heeled shoe.
  { pattern: new RegExp(`\\bon ${POSS} heels\\b`), pose: 'sit', drop: ['heel', 'heels'] },
  {
    pattern: /\bbutterflies in (?:his|her|their|my) (?:tummy|stomach|belly)\b/,
    expression: 'nervous',
    drop: ['butterfly', 'butterflies', 'tummy', 'stomach', 'belly'],
    means: 'nervous',
  },
  // 'Mateo's tummy fluttered': nerves, not a hero flying ('his heart pounded', 'her tummy flipped').
  {
    pattern: new RegExp(`'s ${INSIDE} ${STIRRED}`),
    expression: 'nervous',
    drop: ['tummy', 'stomach', 'belly', 'heart'],
    means: ' felt nervous',
  },
  {
    pattern: new RegExp(`\\b${POSS} ${INSIDE} ${STIRRED}`),
    expression: 'nervous',
    drop: ['tummy', 'stomach', 'belly', 'heart'],
    means: 'felt nervous',
  },
  { pattern: /\bcold feet\b/, expression: 'nervous', drop: ['feet', 'foot'], means: 'nerves' },
  // A seed's coat is its skin, not a coat to wear; a life cycle is how something grows, not a bicycle.
  { pattern: /\bseed ?coats?\b(?: split)?/, drop: ['coat', 'coats', 'seed', 'split'] },
  { pattern: /\blife ?cycles?\b/, drop: ['cycle', 'cycles', 'life'] },
  { pattern: /\bover the moon\b/, expression: 'joy', drop: ['moon'], means: 'overjoyed' },
  { pattern: /\bon cloud nine\b/, expression: 'joy', drop: ['cloud'], means: 'overjoyed' },
  { pattern: /\bunder the weather\b/, expression: 'sad', drop: ['weather'], means: 'unwell' },
  // ('"Oh no! My kite!" cried Jade': dismay, whoever says it, wide-eyed; never a smile, nor tears.)
  { pattern: /["“]oh (?:no|dear)\b/, expression: 'surprised', drop: [] },
  // ('her lip wobbled', 'his eyes filled with tears': about to cry, no lipstick and no mouth drawn on its own.)
  {
    pattern: /\b(?:lips?|chin) (?:wobbled|wobbles|trembled|trembles|quivered|quivers)\b|\beyes (?:filled|welled up) with tears\b/,
    expression: 'sad',
    drop: ['lip', 'lips', 'chin', 'tears'],
  },
  { pattern: /\b(?:a )?frog in (?:his|her|their|my) throat\b/, drop: ['frog', 'throat'], means: 'a croaky voice' },
  { pattern: /\blet the cat out of the bag\b/, drop: ['cat', 'bag'], means: 'told the secret' },
  { pattern: /\bapple of (?:his|her|their|my) eye\b/, drop: ['apple', 'eye'], means: 'dearest one' },
  { pattern: /\b(?:in the )?blink of an eye\b/, drop: ['eye', 'blink'], means: 'in a moment' },
  { pattern: /\bkeep(?:s|ing)? an eye on\b|\bkept an eye on\b/, drop: ['eye'], means: 'watched' },
  // A finger or a hand held out reaches towards someone; nothing is held ('Sam held out a finger' to the baby).
  {
    pattern: /\b(?:held|holds|holding|hold) out (?:a|his|her|their|one|my) (?:finger|hand|paw)\b/,
    pose: 'point',
    drop: ['finger', 'hand', 'paw'],
    means: 'reached out',
  },
  // An egg's shell is the egg's, not a seashell ('crack an egg without any shell', 'out of the egg shell').
  {
    pattern:
      /\begg ?shells?\b|\bshells? of (?:an|the|each|every) eggs?\b|\beggs?\b[^.!?,]{0,15}\bshells?\b|\bshells?\b[^.!?,]{0,12}\beggs?\b/,
    drop: ['shell', 'shells', 'eggshell', 'eggshells'],
  },
  // So is a shell pecked or tapped at from inside, or one a chick hatches from ('pecked at the shell with his tiny beak'):
  // the egg is drawn, not a seashell on a beach.
  {
    pattern:
      /\b(?:peck|pecks|pecked|pecking|tap|taps|tapped|tapping|crack|cracks|cracked|cracking|push|pushed)\b(?: (?:at|on|against))? (?:the|its|his|her|their) shells?\b|\bshells?\b(?=[\s\S]*\b(?:chicks?|hatch(?:ed|es|ing)?|ducklings?|nest)\b)|\b(?:chicks?|hatch(?:ed|es|ing)?|ducklings?|nest)\b[\s\S]*\bshells?\b/,
    thing: { icon: 'egg' },
    drop: ['shell', 'shells'],
  },
  // Keeping watch is looking out, not a wristwatch.
  {
    pattern: /\b(?:keep(?:s|ing)?|kept|stood|stand(?:s|ing)?|on) (?:a )?(?:close |careful |good )?watch\b/,
    drop: ['watch'],
    means: 'looked out',
  },
  // Weather still to come is not in the sky yet: 'before the rain came' is a dry day.
  {
    pattern:
      /\bbefore the (?:rain|snow|storm|thunder|wind)(?:storm)? (?:came|comes|started|starts|began|begins|arrived)\b(?! to (?:melt|stop|clear))/,
    drop: ['rain', 'snow', 'storm', 'thunder', 'wind', 'rainstorm', 'snowstorm', 'thunderstorm', 'windstorm'],
    means: 'in good time',
  },
  { pattern: /\b(?:was|is|it's|seemed) a piece of cake\b/, expression: 'joy', drop: ['cake', 'piece'], means: 'was easy' },
  { pattern: /\btime flies\b/, drop: ['time'], means: 'time passes' },
  { pattern: /\bheart of gold\b/, drop: ['heart', 'gold'], means: 'great kindness' },
  { pattern: /\bstar of the (?:show|day|class)\b/, expression: 'joy', drop: ['star', 'show'], means: 'best of all' },
  { pattern: /\b(?:made|make|makes|making) a wish\b/, drop: ['wish'] },
  { pattern: /\b(?:no|any) sign of\b/, drop: ['sign'], means: 'nothing of' },
  { pattern: /\bbutterfl(?:y|ies) kiss(?:es)?\b/, drop: ['butterfly', 'butterflies'] },
  // The sky's colour tells the time, not the place: 'when the sky turned gold' is a sunset where they are.
  {
    pattern: /\b(?:the )?sky (?:turned|grew|went|was turning|began to turn) (?:gold|golden|pink|orange|red|rosy|purple)\b/,
    drop: ['sky'],
    means: 'at sunset',
  },
  { pattern: /\b(?:the )?sky (?:turned|grew|went) (?:dark|black|inky)\b/, drop: ['sky'], means: 'at night' },
  // The moon rising or coming out tells the time, not the place: 'the moon came up' is night where they are.
  {
    pattern:
      /\b(?:the )?(?:full |big |round |silver |pale )?moon (?:came|comes|coming|popped|peeped|crept) (?:up|out)\b|\b(?:the )?(?:full |big |round |silver |pale )?moon (?:rose|rises|rising|was rising|had risen)\b/,
    drop: ['moon'],
    means: 'at night',
  },
  // The moon watched for from the ground, gone or come back ('a new moon', 'a thin crescent',
  // 'the moon was not there'), is in the sky over where they are, not a place to stand on.
  {
    pattern:
      /\b(?:new|missing|crescent) moon\b|\b(?:sliver|crescent) of (?:the )?moon\b|\bthe moon (?:is|was) (?:not there|missing|still up there|gone)\b|\bthe moon (?:grew|came back|comes back|will grow)\b|\b(?:see|hiding) the moon\b|\bwithout the moon\b|\bno moon\b|\bthe moon has no light\b|\bdid the moon fall\b|\bwhere has the moon gone\b|\bwhere did the moon go\b|\bthin (?:silver |curved )?(?:crescent|sliver)\b/,
    drop: ['moon', 'crescent', 'sliver'],
    means: 'it',
  },
  // Paddling at the sea's edge is wading in it: no canoe's paddle ('I'm going to paddle in the sea!').
  {
    pattern:
      /\bpaddl(?:e|ed|es|ing) (?:in|at|along|by|through) (?:the |a )?(?:edge of the |cold |shallow )?(?:sea|water|waves|shallows|edge|puddles?|pool|stream|river|lake|pond)\b/,
    drop: ['paddle', 'paddles'],
  },
  // The edge of the sea, a pond or a wood is where it ends, not a ruler's edge.
  { pattern: /\b(?:the|its|an?) (?:very )?edge of\b/, drop: ['edge', 'edges'] },
  // Lily pads are leaves floating on a pond, not writing pads.
  { pattern: /\blily ?pads?\b/, drop: ['pad', 'pads', 'lily pad', 'lily pads', 'lilypad', 'lilypads'] },
  // A tooth left for the tooth fairy, or her coming wished for, waits for her: she comes when everyone is asleep, unseen.
  {
    pattern: /\b(?:for|to|wants?|wanted|wish(?:es|ed)?|hope[sd]?|waited for|wait for|waiting for) the tooth fairy\b/,
    drop: ['fairy', 'fairies'],
  },
  // So is she when she has not come, forgot, or signs her note ('The tooth fairy had not come', 'Love, the Tooth Fairy'):
  // only one seen doing something is drawn ('the tooth fairy fluttered in').
  {
    pattern:
      /\bthe tooth fairy\b(?! (?:flew|flies|fluttered|flutters|waved|waves|smiled|smiles|landed|lands|zoomed|tiptoed|tiptoes|picked|sprinkled|giggled|peeked|yawned|hurried|rushed|zipped|swooped|danced))/,
    drop: ['fairy', 'fairies'],
  },
  // One tangled or caught in a net of ropes ('walked into a hunter's net') is no football goal: the ropes are drawn.
  // (Nor is a net something is fished out with: 'fished the bag out with a net'.)
  {
    pattern:
      /\b(?:tangled|caught|trapped|stuck|wrapped) (?:up )?in (?:an?|the|some|a big|an old) (?:\w+ )?(?:rope |fishing )?net\b|\b(?:rope|fishing|fisherman['’]s|hunter['’]s|hunters['’]) nets?\b|\b(?:walked|ran|fell|stepped) into (?:an?|the) (?:\w+ )?net\b|\bwith (?:an?|the|his|her|their|my|our) (?:\w+ )?net\b|\bcut (?:the|its|an?|some) (?:\w+ )?net\b/,
    drop: ['net', 'nets'],
  },
  // A kite's or a balloon's string is drawn with it, from the hand: never a reel of sewing thread on the ground.
  // A fish's or a dragon's scales are its skin, never weighing scales ('Fish have shiny scales, like tiny tiles').
  {
    pattern:
      /\b(?:shiny|silver|silvery|green|gold|golden|scaly|hard|smooth|tiny|slippery) scales\b|\b(?:fish|fishes|dragons?|snakes?|lizards?|crocodiles?)(?:'s?)? scales\b|\bscales like\b/,
    drop: ['scales', 'scale'],
  },
  {
    pattern: /\b(?:kites?|balloons?)\b[\s\S]*\bstrings?\b|\bstrings?\b[\s\S]*\b(?:kites?|balloons?)\b/,
    drop: ['string', 'strings'],
  },
  // A fishing net is no fishing rod (a dolphin tangled in one is out at sea, not fishing).
  { pattern: /\bfishing nets?\b/, drop: ['fishing', 'net', 'nets'] },
  // Weather said with animals in it.
  {
    pattern: /\brain(?:ing|ed|s)? cats and dogs\b/,
    weather: 'rain',
    drop: ['cat', 'cats', 'dog', 'dogs'],
    means: 'raining hard',
  },
  // Things whose word has another sense on its own.
  {
    pattern:
      /\b(?:tree|trunk|stump)(?:'s)? rings?\b|\brings? (?:of|in|on) (?:an? |the )?(?:old |big |cut |fallen |tree )*(?:tree|stump|trunk|log)\b/,
    thing: { drawn: 'tree-stump' },
    drop: ['ring', 'rings', 'tree', 'stump', 'trunk', 'log'],
  },
  { pattern: /\btree stump\b/, thing: { drawn: 'tree-stump' }, drop: ['stump', 'tree'] },
  // A likeness ('When the moon looks like a round ball, it is a full moon'): no ball.
  { pattern: /\blooks? like an? (?:[a-z]+ )?ball\b/, drop: ['ball'] },
  // Toothpaste and its tube ('She squeezed the tube too hard ... a blob of toothpaste'): never a test tube.
  {
    pattern: /\btoothpaste\b|\btubes?\b(?=[\s\S]*\btoothpaste\b)/,
    thing: { drawn: 'toothpaste' },
    drop: ['tube', 'tubes', 'blob', 'pea'],
  },
  // A hoover or a vacuum cleaner, named or only done ('hoovered the carpet'): the one we draw, at home
  // when nowhere is named (never the vacuum of space).
  {
    pattern: /\b(?:hoover(?:s|ed|ing)?|vacuum(?:ed|ing)?(?: cleaners?)?|vacuum cleaners?|vacuums)\b(?! of space)/,
    thing: { drawn: 'vacuum-cleaner' },
    // ('It was only a machine': the hoover, no fax machine.)
    drop: ['hoover', 'hoovers', 'vacuum', 'vacuums', 'cleaner', 'cleaners', 'machine', 'machines'],
    setting: 'living-room',
  },
  // Rubbing the palms of the hands ('Rub your palms, then the backs'): hands, no palm trees.
  {
    pattern:
      /\b(?:rub(?:bed|s|bing)?|wash(?:ed|es|ing)?|scrub(?:bed|s|bing)?|clap(?:ped|s|ping)?) (?:(?:his|her|their|your|my|our|the) )?palms\b|\bpalms,? (?:and )?(?:the )?backs\b/,
    drop: ['palm', 'palms', 'back', 'backs'],
  },
  {
    pattern:
      /\brings? (?:of|around|round) (?:the planet )?(?:saturn|jupiter|uranus|neptune|a planet|the planet)\b|\b(?:saturn|planet)'?s? rings?\b|\bringed planet\b|\b(?:saturn|jupiter|uranus|neptune|planets?) (?:with|and) (?:[a-z]+ ){0,2}rings?\b/,
    thing: { icon: 'ringed-planet' },
    drop: ['ring', 'rings', 'saturn', 'planet'],
  },
  {
    pattern: /\bfairy rings?\b|\brings? of (?:toad)?(?:mushrooms|toadstools)\b/,
    thing: { icon: 'mushroom' },
    drop: ['ring', 'rings', 'fairy', 'mushroom', 'mushrooms'],
  },
  { pattern: /\b(?:rang|ring|rings|ringing) (?:the|a) (?:bell|doorbell)\b/, thing: { icon: 'bell' }, drop: ['bell', 'doorbell'] },
  { pattern: /\b(?:boxing|circus) ring\b/, drop: ['ring'] },
  { pattern: /\bonion rings?\b/, thing: { icon: 'onion' }, drop: ['ring', 'rings', 'onion'] },
  { pattern: /\bhot dogs?\b/, thing: { icon: 'hot-dog' }, drop: ['dog', 'dogs', 'hot'] },
  { pattern: /\bgumm?y bears?\b|\bjelly beans?\b/, thing: { icon: 'candy' }, drop: ['bear', 'bears', 'bean', 'beans'] },
  { pattern: /\bsea ?horses?\b/, drop: ['horse', 'horses'] },
  // A clock tower is the town's (the backdrop's), no clock on the ground beside the figures.
  { pattern: /\bclock ?towers?\b/, drop: ['clock', 'tower', 'towers'] },
  // A track through a forest, across a field or of muddy footprints is a path the backdrop has; only
  // a track trains run on (a paragraph with a train or rails) is a railway.
  {
    pattern: /^(?![\s\S]*\b(?:trains?|railways?|rails|locomotives?|steam engines?|stations?|carriages?)\b)[\s\S]*\btracks?\b/,
    drop: ['track', 'tracks'],
  },
  // A magnifying glass is the lens looked through; glass on its own is what a window or a tank is made of.
  {
    pattern: /\bmagnifying glass(?:es)?\b/,
    thing: { icon: 'magnifying-glass-tilted-left', held: true },
    drop: ['glass', 'glasses', 'magnifying'],
  },
  // A word of endearment said to someone ('Hello, Sunshine!', 'Night night, sweet pea', 'Come on,
  // tiger!') is no sun, sky, pea or tiger.
  {
    pattern:
      /(?:,\s*|\bmy (?:little |sweet |brave |clever |dear )?)(?:sunshine|sunbeam|sweet ?pea|sweetheart|sweetie|pumpkin|honey ?bunny|honey|treasure|petal|poppet|cupcake|sugar|little star|superstar|star|bean|button|chick|chicken|duckling|darling|love|angel|tiger|monkey|bug|munchkin|sleepyhead|sleepy ?head|kiddo|buddy|champ)(?=\s*[!?,.]|["”])/,
    drop: [],
    means: ' dear',
  },
  // A playground's climbing frame is the backdrop's, not an abacus or a monkey.
  {
    pattern: /\bclimbing frames?\b|\bjungle gyms?\b|\bmonkey bars\b/,
    drop: ['frame', 'frames', 'gym', 'gyms', 'monkey', 'bars', 'bar'],
  },
  // Cards played, dealt or shuffled are playing cards, sat over, a hand of them held by each player;
  // a card written or given is a greeting card (the catalogue's).
  {
    pattern:
      /\bplay(?:ed|s|ing)? (?:a game of )?cards\b|\bplaying cards\b|\bcard games?\b|\b(?:deal|dealt|deals|dealing|shuffle|shuffled|shuffles|shuffling) (?:out )?(?:the |a pack of |some )?cards\b/,
    thing: { icon: 'flower-playing-cards', held: true, each: true },
    pose: 'sit',
    drop: ['card', 'cards', 'game'],
  },
  // A board game (snakes and ladders, ludo, chess) is a board and dice played sitting round it, not a
  // film's clapper board.
  {
    pattern:
      /\b(?:play(?:ed|s|ing)? (?:a |the |some |another |their |his |her )?(?:\w+ )?)?board ?games?\b|\b(?:snakes and ladders|ludo|draughts|checkers)\b|\bplay(?:ed|s|ing)? (?:a game of )?chess\b/,
    thing: { icon: 'game-die' },
    pose: 'sit',
    drop: ['board', 'boards', 'game', 'games', 'snake', 'snakes', 'ladder', 'ladders'],
  },
  // Dancing, standing or sitting in a ring (or a circle) is how they stand together, no jewellery.
  {
    pattern: /\b(?:in|into|round in|formed|made) an? (?:big |little |wide |small )?(?:ring|circle)\b|\bring[- ]a[- ]roses\b/,
    together: true,
    drop: ['ring', 'rings', 'circle', 'circles'],
  },
  // A chimney and its smoke are a house's, on its roof (the backdrop's houses), not a factory; only a
  // factory's chimney is one.
  { pattern: /^(?![\s\S]*\bfactor(?:y|ies)\b)[\s\S]*\bchimneys?\b/, drop: ['chimney', 'chimneys', 'smoke'] },
  // A crane folded of paper is a paper bird in the hands; one that wades or flies is a bird; only
  // one at a building site is the machine.
  {
    pattern:
      /\b(?:paper|origami) cranes?\b|\bfold(?:ed|s|ing)? (?:a |an |the |some |two |three |\w+ )?(?:little |tiny |paper )?cranes?\b/,
    thing: { icon: 'dove', held: true },
    pose: 'hold',
    drop: ['crane', 'cranes', 'paper'],
  },
  {
    pattern:
      /\bcranes?\b(?=[^.!?]*\b(?:waded|wades|wading|flew|flies|flying|flapped|flaps|nest|nests|marsh|reeds|feathers|wings|beak|one leg)\b)|\b(?:waded|flew|flying|flapped|marsh|reeds|feathers|wings|beak)\b[^.!?]*\bcranes?\b/,
    thing: { icon: 'bird' },
    drop: ['crane', 'cranes'],
  },
  // A float where a line is cast, by a river or a pond, is the angler's, bobbing on the line: the rod
  // is drawn, no life ring (in a pool a float stays one).
  {
    pattern:
      /^(?![\s\S]*\b(?:pool|swim|swimming|swam|armbands|lifeguard)\b)(?=[\s\S]*\b(?:fishing|rods?|lines?|hooks?|bait|reel(?:ed)?|bobbed|bobbing|bobs|river|lake|pond|stream|canal|jetty)\b)[\s\S]*\b(?:the|a|his|her|their|its|my|our|red|orange|little|tiny|bright) floats?\b/,
    thing: { icon: 'fishing-pole' },
    drop: ['float', 'floats'],
  },
  // A fish caught ('up came a silver fish', 'a shiny fish flipped into the net', 'reeled in a big
  // trout') is small, held up or in the net: no one on the page, no big fish lying on the grass.
  {
    pattern: new RegExp(
      String.raw`\b(?:up came|caught|catch(?:es)?|reel(?:ed|s)? in|landed|hooked|netted|pulled (?:up|out|in)) ${CATCH}` +
        String.raw`|${CATCH}[^.!?]{0,30}\b(?:into|in) (?:the|his|her|their|a|\w+'s) (?:\w+ )?(?:net|bucket)\b` +
        String.raw`|${CATCH}[^.!?]{0,20}\bon (?:the|his|her|their|\w+'s) (?:line|hook)\b`,
    ),
    thing: { icon: 'fish', held: true },
    pose: 'hold',
    drop: ['fish', 'trout', 'salmon', 'carp', 'minnow', 'net', 'nets'],
    setting: 'lake',
  },
  // 'colder than snow', 'whiter than snow': only a likeness, no snow falling, no snowy hills.
  { pattern: /\b(\w+er) than (?:the )?(?:snow|ice)\b/, drop: ['snow', 'ice'], means: '$1 than anything' },
  // 'No more drips at all!': what there is no more of is not drawn.
  { pattern: /\bno more (?!than\b)[a-z]+s\b/, drop: [], means: 'nothing' },
  // Into the freezer is in the kitchen, whatever garden the book began in.
  {
    pattern: /\b(in|into|inside) (the|a|their|his|her|our) (big |huge |giant |tall )?freezer\b/,
    drop: [],
    means: '$1 $2 $3freezer in the kitchen',
  },
  // A crossing on someone's back, told without the river's name ('The water got deeper', 'Halfway
  // over ... you will stay dry', 'carried him safely to the other side'): it is on the river.
  { pattern: /\bthe water (?:got|gets|grew|grows|was getting|became) deeper\b/, drop: [], means: 'the river got deeper' },
  {
    pattern: /\bhalfway (?:over|across)\b(?=[^]*\b(?:dry|wet|water|swim|splash\w*|deeper)\b)/,
    drop: [],
    means: 'halfway across the river',
  },
  {
    pattern: /\bcarried (him|her|them|it) (safely )?(?:over |across )?to the other side\b(?! of)/,
    drop: [],
    means: 'carried $1 $2across the river',
  },
  {
    pattern: /\b(?:fallen|dead|broken|dry|snapped|old) (?:branch(?:es)?|twigs?|sticks)\b/,
    thing: { icon: 'wood' },
    drop: ['branch', 'branches', 'twig', 'twigs', 'stick', 'sticks'],
  },
  { pattern: /\bfire (?:engine|truck)s?\b/, thing: { icon: 'fire-engine' }, drop: ['fire', 'engine', 'truck'] },
  { pattern: /\bhot[- ]air balloons?\b/, thing: { icon: 'balloon' }, drop: ['air', 'balloon'] },
  { pattern: /\b(?:baseball|cricket) bats?\b/, thing: { icon: 'baseball' }, drop: ['bat', 'bats'] },
  { pattern: /\bbark of (?:the|a|an) (?:old )?tree\b|\btree bark\b/, thing: { icon: 'deciduous-tree' }, drop: ['bark'] },
  // (The three little pigs' houses: straw and sticks make a hut, bricks a house; no drinking straw.)
  {
    pattern: /\b(?:house|houses) of (?:straw|sticks)\b|\b(?:straw|stick) houses?\b/,
    thing: { icon: 'hut' },
    drop: ['house', 'houses', 'straw', 'sticks', 'stick'],
  },
  {
    pattern: /\b(?:house|houses) of bricks\b|\bbrick houses?\b/,
    thing: { icon: 'house' },
    drop: ['house', 'houses', 'bricks', 'brick'],
  },
  // (A hay cart is the farm's load of hay, never a shopping trolley.)
  {
    pattern: /\bhay (?:carts?|wagons?|trailers?)\b/,
    thing: { icon: 'sheaf-of-rice' },
    drop: ['hay', 'cart', 'carts', 'wagon', 'wagons', 'trailer', 'trailers'],
  },
  // (Straw to spread or sleep on is a sheaf, no drinking straw.)
  {
    pattern: /\b(?:fresh|golden|soft|dry|clean|of|some|the|in the|on the) straw\b(?! hats?)/,
    thing: { icon: 'sheaf-of-rice' },
    drop: ['straw'],
  },
  {
    pattern: /\bglass(?:es)? of (?:milk|water|juice|lemonade)\b/,
    thing: { icon: 'cup-with-straw', held: true },
    drop: ['glass', 'glasses', 'milk', 'water', 'juice'],
  },
  {
    pattern: /\b(?:diamond|gold|golden|silver|magic|wedding|sparkly|shiny) ring\b|\bring on (?:his|her|their) finger\b/,
    thing: { icon: 'ring' },
    drop: ['ring', 'finger'],
  },
  // Stars or clouds that make a picture or a shape (a constellation) are drawn as the sky, not as a framed picture.
  {
    pattern:
      /\b(?:stars?|clouds?|dots?|lights?|constellations?)(?: that| which)? (?:make|makes|made|making|form|forms|formed|draw|draws|drew) (?:a |the |little |big |\w+ )?(?:pictures?|shapes?|patterns?)\b/,
    drop: ['picture', 'pictures', 'shape', 'shapes', 'pattern', 'patterns'],
  },
  { pattern: /\bschools? of (?:\w+ )?fish\b/, drop: ['school'], means: 'shoal of fish' },
  { pattern: /\bshooting stars?\b|\bwish(?:ing)? (?:on|upon) a star\b/, drop: ['star', 'stars'] },
  { pattern: /\brubber ducks?\b/, thing: { icon: 'duck' }, drop: ['duck', 'ducks'] },
  // (A rail of costumes or clothes hangs them up: clothes, never a tram.)
  { pattern: /\brails? of (?:\w+ )?(?:costumes|clothes|dresses|coats)\b/, thing: { icon: 'dress' }, drop: ['rail', 'rails'] },
  // (A plant given a drink is watered: drops of water, never a glass with a straw held up.)
  {
    pattern:
      /\b(?:sunflowers?|pumpkins?|tomato(?:es)?|flowers?|plants?|seeds?|patch|beans?|seedlings?|shoots?) (?:one (?:last|more) |a long,? cool |a big |a )drink(?: of water)?\b/,
    thing: { icon: 'droplet' },
    drop: ['drink', 'water'],
  },
  // (A little green shoot, a pumpkin shoot: a seedling, never a water pistol.)
  {
    pattern: /\b(?:a|the|little|tiny|green|new|first|small|sunflower|pumpkin|tomato|bean) shoots?\b/,
    thing: { icon: 'seedling' },
    drop: ['shoot', 'shoots'],
  },
  { pattern: /\bpaper (?:boat|plane)s?\b/, thing: { icon: 'sailboat' }, drop: ['boat', 'plane'] },
  { pattern: /\bsnow ?globe\b/, thing: { icon: 'crystal-ball' }, drop: ['snow', 'globe'] },
  {
    // (One dug up on a treasure hunt, 'an old tin box' or 'a little wooden chest', is the treasure chest too.)
    pattern:
      /\btreasure (?:chest|box)\b|\bchest (?:full )?of (?:treasure|gold|jewels)\b|\b(?:tin|wooden) (?:box|chest)\b[^.!?]*[.!?]\s*inside were\b/,
    thing: { drawn: 'treasure-chest' },
    drop: ['chest', 'box', 'treasure', 'gold', 'jewel', 'jewels', 'coins'],
  },
  // (A treasure map is a map, and treasure hunting a game: no jewel drawn before anything is found.)
  { pattern: /\btreasure (?:maps?|hunt\w*|hunters?)\b/, drop: ['treasure'] },
  // ('Clunk! Max's spade hit something hard': digging.)
  { pattern: /\bspade (?:hit|struck|clunked on) something\b/, pose: 'dig', drop: [] },
  { pattern: /\b(?:bird'?s? )?nest\b/, thing: { drawn: 'nest' }, drop: ['nest'] },
  // A tunnel a train goes through is a railway tunnel: the line running into a hill.
  { pattern: RAILWAY_TUNNEL, thing: { drawn: 'tunnel' }, drop: ['tunnel', 'tunnels'] },
  // A beanstalk is the huge green stalk up into the clouds, not a bean.
  { pattern: /\bbeanstalks?\b/, thing: { drawn: 'beanstalk' }, drop: ['beanstalk', 'beanstalks', 'beans', 'clouds', 'top'] },
  { pattern: /\bpuddles?\b/, thing: { drawn: 'puddle' }, drop: ['puddle', 'puddles'] },
  // A paddling pool is a little round pool on the grass at home, not a swimming pool's.
  { pattern: /\bpaddling pools?\b/, thing: { drawn: 'paddling-pool' }, drop: ['pool', 'pools', 'paddling'] },
  // Snow rolled or squashed into a ball is a snowball, never a football ('squashed the snow into a big, firm ball').
  {
    pattern: /\bsnowballs?\b|\bsnow into (?:a |one )?(?:(?:big|firm|round|hard|little|huge)(?:,)? )*ball\b/,
    thing: { drawn: 'snowball' },
    drop: ['ball', 'balls'],
  },
  { pattern: /\bsand ?castles?\b/, thing: { drawn: 'sandcastle' }, drop: ['sandcastle', 'castle', 'sand'] },
  // (A lighthouse is the tower on the shore, drawn big behind the figures.)
  { pattern: /\blighthouses?\b/, thing: { drawn: 'lighthouse' }, drop: ['lighthouse', 'lighthouses'] },
  // A bike's own parts are the bike: 'held the handlebars', 'the chain came off', 'sat on the saddle'.
  {
    pattern:
      /\b(?:handlebars?|(?:bike|bicycle) (?:seat|saddle|chain|bell|pedals?)|(?:the|her|his|its|their) chain (?:came|fell|slipped) off|chain back on)\b/,
    thing: { icon: 'bicycle' },
    drop: ['handlebar', 'handlebars', 'seat', 'saddle', 'chain', 'bell', 'pedal', 'pedals', 'bike', 'bicycle'],
  },
  // Curled up in a ball is how a scared or sleepy one lies, with no ball to play with.
  // ('made snow angels in the soft snow': lying in the snow, no angel's wings.)
  { pattern: /\bsnow angels?\b/, pose: 'sleep', drop: ['angel', 'angels'] },
  {
    pattern: /\bcurl(?:ed|s|ing)? up (?:in(?:to)? )?a (?:(?:tight|little|small|round|prickly|spiky|furry|fluffy),? )*ball\b/,
    pose: 'sleep',
    drop: ['ball'],
  },
  // A rope bridge is a way across, not a knotted rope at the hero's feet.
  { pattern: /\brope ?bridges?\b/, drop: ['rope', 'ropes', 'bridge', 'bridges'] },
  // What people do together, and how they stand.
  { pattern: /\b(?:held|hold|holding|holds) hands\b/, together: true, drop: ['hand', 'hands'] },
  {
    pattern:
      /\b(?:gave|give|gives|giving) (?:\w+ ){0,2}(?:a )?(?:big |warm |tight )?hug\b|\bhugged\b|\bhugs\b|\bhugging\b|\bcuddled\b/,
    pose: 'hug',
    together: true,
    drop: ['hug'],
  },
  // A pot cooked in ('a big pot of soup', 'the cooking pot', 'a pot on the stove') is a pot of food,
  // not a museum's amphora.
  {
    pattern:
      /\bpots? of (?:hot |thick |yummy |tasty |bubbling |\w+ )?(?:soup|stew|porridge|beans|pasta|rice|curry|chilli|sauce)\b|\b(?:cooking|soup|stew) pots?\b|\bpots? (?:on|over) the (?:stove|cooker|hob|fire|campfire)\b/,
    thing: { icon: 'pot-of-food' },
    drop: ['pot', 'pots', 'soup', 'stew', 'porridge'],
  },
  // A pot of paint, or a paint pot, at school holds paint: no amphora.
  { pattern: /\bpots? of (?:\w+ )?paint\b|\bpaint ?pots?\b/, drop: ['pot', 'pots'] },
  // Home time at school is the end of the school day, not home.
  { pattern: /\bhome ?time\b/, drop: ['home'], means: 'the end of the school day' },
  // Tag played is a chase round the playground, not a price tag.
  { pattern: /\b(?:play(?:s|ed|ing)?|game of) tag\b/, pose: 'run', drop: ['tag'] },
  // A lullaby or a soft song is sung standing still, as one talks to a baby: no dance.
  {
    pattern:
      /\b(?:sang|sing|sings|singing|hummed|hums?|humming) (?:\w+ ){0,2}(?:lullab(?:y|ies)|(?:soft|quiet|gentle|sleepy) (?:song|tune)s?)\b|\b(?:sang|sings?|singing|hummed) (?:softly|quietly|gently)\b/,
    pose: 'talk',
    expression: 'calm',
    drop: ['song', 'songs', 'lullaby', 'tune'],
  },
  // Two hands slapped together up high: both of them, facing, not a hug.
  {
    pattern: /\bhigh[- ]?fived?\b|\bhigh[- ]fiving\b/,
    pose: 'highFive',
    expression: 'joy',
    together: true,
    drop: ['five', 'fives', 'high'],
  },
  { pattern: /\blook(?:ed|s|ing)? up\b|\bgazed? up\b|\bstared? up\b/, pose: 'lookUp', drop: [] },
  {
    pattern:
      // (a sleeper who snores, or stirs and rolls over, sleeps on: 'Rosie stirred and rolled over')
      /\bf[ae]ll(?:s|ing)? (?:fast |sound )?asleep\b|\bwent (?:back )?to sleep\b|\bdozed off\b|\b(?:was|were|is|are|lay|lies|lying) (?:fast |sound |still )?asleep\b|\b(?:was|were) snoring\b|\bstirred and rolled over\b/,
    pose: 'sleep',
    expression: 'sleepy',
    drop: [],
  },
  // Hiding under the covers, or pulling them up to the nose: in bed, eyes open over the blanket.
  {
    pattern: new RegExp(
      String.raw`\bhid(?:e|es|ing)? (?:away )?under (?:the|${POSS}) ${BEDCLOTHES}|\bpull(?:ed|s|ing)? (?:the|${POSS}) ${BEDCLOTHES} (?:up|over)\b`,
    ),
    pose: 'sleep',
    expression: 'scared',
    drop: ['cover', 'covers', 'duvet', 'blanket', 'blankets', 'quilt', 'sheet', 'sheets'],
  },
  // Tucked into bed, lying in it, climbing or snuggling into it: in bed, not standing on the rug.
  // (The one tucked in is the one named just before 'into bed': 'Grandma tucked Ali into bed' is Ali.)
  {
    pattern: new RegExp(
      String.raw`(?<=\btuck(?:ed|s|ing)? (?:[a-z]+ ){1,5})(?:in|into|up in) ${IN_BED}|\b(?:was|were|is|are) tucked (?:up )?in(?:to)? ${IN_BED}|\b(?:lay|lies|lying|laid|stayed|was|were) (?:awake |still |snug |safe )?in ${IN_BED}|\b(?:climbed|climbs|got|gets|hopped|hops|crawled|crawls|snuggled|snuggles|curled) (?:back |up |down )?(?:into|in) ${IN_BED}|\bsnuggled (?:down|up) (?:under|in(?:to)?) (?:the|${POSS}) ${BEDCLOTHES}`,
    ),
    pose: 'sleep',
    drop: ['cover', 'covers', 'duvet', 'blanket', 'blankets', 'quilt'],
  },
  // One sitting up in bed, or lying in a hospital bed, awake ('There was Mum, sitting up in bed!',
  // 'Grandma looked very small in the big hospital bed'): in the bed, head on its pillow, eyes open, not
  // standing by it.
  {
    pattern: new RegExp(String.raw`\b(?:sitting|sat|sits|propped) up in ${IN_BED}`),
    pose: 'sleep',
    expression: 'calm',
    drop: [],
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:lay|lies|lying|was|were|is|looked (?:very |so )?\w+) in (?:the|a|${POSS}) (?:\w+ )?hospital bed\b`,
    ),
    pose: 'sleep',
    expression: 'calm',
    drop: [],
  },
  { pattern: /\bwaved? (?:goodbye|hello)\b|\bwaving\b/, pose: 'wave', drop: ['goodbye', 'hello'] },
  // A dinosaur's bones in a museum are its skeleton, which the museum shows; elsewhere, a bone.
  {
    pattern: /\b(?:dinosaur|fossil) (?:bones?|skeletons?)\b/,
    thing: { icon: 'bone' },
    drop: ['bone', 'bones', 'skeleton', 'skeletons'],
  },
  // Flying a kite is holding its string, feet on the ground (the kite is in the sky).
  {
    pattern: new RegExp(`\\b(?:fly|flew|flies|flying|flown) (?:a |an |the |${POSS} )?(?:\\w+ )?kites?\\b`),
    pose: 'hold',
    drop: [],
  },
  // Running with a kite is holding its string; one holding on to their hat in the wind keeps it on and
  // walks along: never the one with the kite ('Robin ran with the kite ... Grandma held on to their hat').
  { pattern: /\b(?:ran|runs|running|raced) (?:along )?with (?:a |the |his |her |their )?kites?\b/, pose: 'hold', drop: [] },
  {
    pattern: new RegExp(`\\bh(?:eld|olds?|olding) on to (?:${POSS} )?hats?\\b`),
    pose: 'walk',
    drop: ['hat', 'hats'],
  },
  { pattern: /\bjump(?:ed|s|ing)? for joy\b/, pose: 'jump', expression: 'joy', drop: ['joy'] },
  // ('"Well done!" cried Ines', '"My tooth!" he cried', 'Mia cried, "Look!"', 'cried out': said aloud, not in tears.)
  {
    pattern: /\bburst into tears\b|(?<!["”]\s?(?:[a-z]+ ){0,2})\bcried\b(?! out\b)(?!,? ["“])|\bcrying\b|\bin tears\b/,
    pose: 'cry',
    expression: 'sad',
    drop: ['tear', 'tears'],
  },
];

/** The senses found in a paragraph, in the order of the table (first matches win for faces and poses). */
export function sensesIn(text: string): PhraseSense[] {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  return PHRASES.filter((s) => s.pattern.test(lower));
}

/** The paragraph with each idiom replaced by what it means, for reading places, people and things. */
export function plainly(text: string, senses: readonly PhraseSense[]): string {
  let out = text.replace(/[’]/g, "'");
  for (const s of senses) if (s.means) out = out.replace(new RegExp(s.pattern.source, 'gi'), s.means);
  return out;
}
