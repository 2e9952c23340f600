/**
 * A child taken, brought or shown somewhere by a grown-up of the family: 'Auntie takes Noor to the zoo', 'Dad
 * brings Mia to the beach', 'Grandpa shows Ben the stars'. The day is the child's: the idea is read as the child's
 * own ('Noor goes to the zoo with Auntie', 'Ben sees the stars with Grandpa'), and the grown-up comes along.
 */
import { kindOf } from './kinds.js';
import { CITIES, COUNTRIES } from './places.js';
import { infinitiveOf, infinitiveOfPast, presentOf } from './words.js';

/** One of the family older than a child, as said: 'Auntie', 'Grandpa Joe', 'my nana', 'Uncle Raj'. */
const KIN = String.raw`((?:(?:[Mm]y|[Oo]ur|[Hh]er|[Hh]is|[Tt]heir)\s+)?\p{L}+(?:\s+\p{Lu}[\p{L}'’-]*)?)`;
/** A child named: one capitalised word. */
const CHILD = String.raw`(\p{Lu}[\p{L}'’-]*)`;
const TAKES = new RegExp(String.raw`^${KIN}\s+(takes|took|brings|brought|shows|showed)\s+${CHILD}\s+(.+)$`, 'u');
/** The child who tells it ('My brother takes me to the park', 'Dad teaches me to swim'): 'me' is the hero. */
const TAKES_ME = new RegExp(String.raw`^${KIN}\s+(takes|took|brings|brought|shows|showed|teaches|taught)\s+me\s+(.+)$`, 'iu');

/** Whether the words name a grown-up of the family ('Grandpa Joe', 'my auntie'). */
function grownUpKin(said: string): boolean {
  const words = said.toLowerCase().split(/\s+/);
  const kind = kindOf(words[0]!) ?? kindOf(words[1] ?? '');
  return kind !== null && kind.human && kind.group === 'family' && kind.size !== 'small';
}

/** Whether the words name one of the family: a grown-up, or a brother or sister who takes 'me' along. */
function familyKin(said: string): boolean {
  const words = said.toLowerCase().split(/\s+/);
  const kind = kindOf(words[0]!) ?? kindOf(words[1] ?? '');
  return kind !== null && kind.human && kind.group === 'family';
}

/** The idea said as the child's own day with the grown-up; any other idea as it was. */
export function childLeads(idea: string): string {
  // ('My brother takes me to the park': the child who says 'me' is the hero, the brother comes along.)
  const me = TAKES_ME.exec(idea.trim());
  if (me && familyKin(me[1]!)) {
    const [, who, verb, rest] = me as unknown as [string, string, string, string];
    // ('teaches me to ride a bike', 'teaches me how to swim': the child learns it.)
    if (/^teach|^taught/i.test(verb))
      return /^(?:how\s+)?to\s/i.test(rest) ? `A child learns ${rest.replace(/^how\s+/i, '')} with ${lowered(who)}` : idea;
    return childsDay(idea, who, verb, 'A child', rest);
  }
  const said = TAKES.exec(idea.trim());
  if (!said) return idea;
  const [, kin, verb, child, rest] = said as unknown as [string, string, string, string, string];
  if (!grownUpKin(kin) || kindOf(child.toLowerCase()) !== null) return idea;
  return childsDay(idea, kin, verb, child, rest);
}

/** 'My' said of one of the family is the child's, and said after 'with': 'with my brother'. */
const lowered = (kin: string) => kin.replace(/^(?:My|Our|Her|His|Their)\b/, (w) => w.toLowerCase());

/** The child's day with the one of the family who takes them: 'Noor goes to the zoo with Auntie'. */
function childsDay(idea: string, kin: string, verb: string, child: string, rest: string): string {
  const end = /[.!]$/.test(rest) ? rest.slice(-1) : '';
  const what = rest.replace(/[.!]+$/, '');
  // 'with Auntie' before what else is said ('... to the zoo, and they see a lion'): the grown-up is company.
  const clause = /^(.*?)((?:,|\s+(?:and|but|so|because|when|where)\b).*)?$/u.exec(what)!;
  const [head, tail = ''] = [clause[1]!, clause[2] ?? ''];
  const company = `with ${lowered(kin)}`;
  if (/^show/.test(verb)) {
    // 'shows Ben how to fly a kite' -> 'Ben learns how to fly a kite'; 'shows Ben the stars' -> 'Ben sees the stars'.
    if (/^how\s+to\s/i.test(head)) return `${child} learns ${head.replace(/^how\s+/i, '')} ${company}${tail}${end}`;
    // ('shows Lily why the moon changes shape': the two find it out together, the question kept whole.)
    if (/^(?:how|why|what|where|when|which)\b/i.test(head)) return `${child} and ${kin} learn ${head}${tail}${end}`;
    return `${child} sees ${head} ${company}${tail}${end}`;
  }
  // 'takes Noor to the zoo', 'takes Leo swimming', 'brings Ali for a walk in the park'.
  const goes = /^(?:to|into|for|on|out|up|down|around|round|across|along|\p{L}+ing)\b/iu.test(head);
  return goes ? `${child} goes ${head} ${company}${tail}${end}` : idea;
}

/** 'I have a pet dragon', "I'm scared of the dark", 'I lost my teddy': the child who tells it, and what they say of it. */
const I_SAY = /^I(?:['’]m|\s+(\p{L}+))\s+(.+)$/u;
/** Verbs said the same of anyone: 'I can', 'she can'. */
const MODALS = new Set(['can', 'could', 'will', 'would', 'should', 'must', 'might', 'may', 'shall']);

/**
 * An idea a child tells of themselves ('I have a pet dragon' -> 'A child has a pet dragon'): the child is the hero,
 * never the dragon; any other idea as it was.
 */
export function iLeads(idea: string): string {
  const said = I_SAY.exec(idea.trim());
  if (!said) return idea;
  const [, verb, rest] = said as unknown as [string, string | undefined, string];
  const word = verb?.toLowerCase();
  // ('I and Grandpa go fishing' is told by meLeads.)
  if (word === 'and') return idea;
  const says =
    word === undefined || word === 'am'
      ? 'is'
      : MODALS.has(word) || word === 'was' || infinitiveOf(word) !== word || infinitiveOfPast(word) !== word
        ? word
        : presentOf(word);
  return `A child ${says} ${rest}`;
}

/** "Let's learn about money", 'Let us go to the moon': a wish said together, opening the idea. */
const LET_US = /^let(?:['’]s|s|\s+us)\s+(\p{L}.*)$/iu;

/** A wish said as "Let's ..." is a child's wish ("Let's bake a cake" -> 'A child wants to bake a cake'), never a child called Let. */
export function letUsLeads(idea: string): string {
  const said = LET_US.exec(idea.trim());
  return said ? `A child wants to ${said[1]}` : idea;
}

/**
 * A monster said to be under a child's bed or in their wardrobe ('The monster under my bed', 'There is a monster in
 * Leo's wardrobe'): a child scared of it at bedtime, who looks and finds none. A monster who is someone ('A friendly
 * monster who lives under the bed', 'Fuzzy the monster') keeps its own idea.
 */
const MONSTER_UNDER =
  /^(?:the|a|there\s+(?:is|was|'s|’s)\s+a)\s+(?:scary\s+|big\s+)?monster\s+(?:under|in)\s+(?:my|the|our|(\p{Lu}[\p{L}-]*)['’]s)\s+(bed|wardrobe|cupboard|closet)[.!?]?$/iu;

export function monsterLeads(idea: string): string {
  const said = MONSTER_UNDER.exec(idea.trim());
  if (!said) return idea;
  const [, name, where] = said;
  const under = where!.toLowerCase() === 'bed' ? 'under' : 'in';
  return `${name ?? 'A child'} is scared of the monster ${under} the ${where!.toLowerCase()}`;
}

/** "Mum's birthday", "Grandpa's birthday party", "It's Dad's birthday", "Dad's birthday surprise" (group 2). */
const KIN_BIRTHDAY = new RegExp(
  String.raw`^(?:it['’]?s\s+|it\s+is\s+)?(?:(?:my|our)\s+)?(\p{L}+)['’]s\s+(?:big\s+|special\s+)?(?:birthday(?:\s+party)?|(birthday\s+surprise|surprise(?:\s+party)?))[.!]?$`,
  'iu',
);
/** 'Planning a birthday surprise for Dad', 'A surprise for Grandma's birthday'. */
const KIN_SURPRISE = new RegExp(
  String.raw`^(?:planning\s+|making\s+)?(?:a\s+)?(?:birthday\s+)?surprise(?:\s+party)?\s+for\s+(?:(?:my|our)\s+)?(\p{L}+)(?:['’]s\s+birthday)?[.!]?$`,
  'iu',
);

/**
 * The birthday of one of the family ("Mum's birthday", 'Planning a birthday surprise for Dad') is the child's day of
 * getting it ready for them: never Mum the hero of her own party, nor a lesson on the calendar.
 */
export function kinBirthdayLeads(idea: string): string {
  const party = KIN_BIRTHDAY.exec(idea.trim());
  const surprise = party ? null : KIN_SURPRISE.exec(idea.trim());
  const kin = (party ?? surprise)?.[1];
  // (A grown-up of the family, as the child calls them: 'Mum', 'Nana', 'Uncle'; a child's own birthday is theirs.)
  if (!kin || !grownUpKin(kin)) return idea;
  const called = kin.charAt(0).toUpperCase() + kin.slice(1).toLowerCase();
  return surprise || party?.[2] ? `A surprise party for ${called}` : `A birthday party for ${called}`;
}

/** 'The class hamster comes home for the weekend', 'Mia brings the class guinea pig home', 'Looking after the class fish'. */
const CLASS_PET = new RegExp(
  String.raw`^(?:(?:the\s+)?class\s+(hamster|guinea\s+pig|rabbit|goldfish|fish|pet)\s+(?:comes|came|is\s+coming)\s+(?:home|to\s+stay)(?:\s+(?:with|to)\s+(\p{Lu}[\p{L}'’-]*)(?:['’]s(?:\s+house)?)?)?|(?:(\p{Lu}[\p{L}'’-]*)\s+(?:brings|takes|looks\s+after|is\s+looking\s+after|has)|looking\s+after|taking)\s+(?:home\s+)?the\s+class\s+(hamster|guinea\s+pig|rabbit|goldfish|fish|pet)(?:\s+home)?)(?:\s+for\s+the\s+(?:weekend|holidays))?[.!]?$`,
  'iu',
);

/** The class pet taken home for the weekend is looked after at home, never a class pet's own quest to come home. */
export function classPetLeads(idea: string): string {
  const said = CLASS_PET.exec(idea.trim());
  if (!said) return idea;
  const pet = (said[1] ?? said[4]!).toLowerCase().replace(/\s+/g, ' ');
  const who = said[2] ?? said[3] ?? 'A child';
  // (A class's fish is its goldfish in a tank; a class pet not named is its hamster.)
  const kind = pet === 'pet' ? 'hamster' : pet === 'fish' ? 'goldfish' : pet;
  return `${who} looks after the class ${kind} at home for the weekend`;
}

/** 'Omar wants a little sister', 'Mia wishes for a baby brother'. */
const WANTS_SIBLING =
  /^(\p{Lu}[\p{L}'’-]*)\s+(?:wants|wanted|wishes\s+for|wished\s+for|would\s+love|really\s+wants|longs\s+for)\s+a\s+(?:baby|little|new\s+baby|little\s+baby|new)\s+(sister|brother)[.!]?$/iu;

/** A child who wants a little sister gets one: the day the new baby comes home, never a quest to 'get a sister'. */
export function siblingWishLeads(idea: string): string {
  const wish = WANTS_SIBLING.exec(idea.trim());
  return wish ? `${wish[1]} gets a new baby ${wish[2]!.toLowerCase()}` : idea;
}

/** 'Sam is always late for school', 'A boy who is always late', 'The girl who was always late'. */
const ALWAYS_LATE =
  /^(?:(\p{Lu}[\p{L}'’-]*)|(?:a|the)\s+(?:little\s+)?(boy|girl|child|kid))\s+(?:who\s+)?(?:is|was)\s+always\s+late(?:\s+for\s+(?:school|everything|breakfast))?[.!]?$/iu;

/** 'The bus that was always late', 'A little train who is always late': late on its round, from stop to stop. */
const LATE_ROUND =
  /^(?:a|the)\s+(?:(?:little|big|old|red|blue|yellow|green)\s+)*(bus|train)(?:\s+(?:who|that))?\s+(?:is|was)\s+always\s+late[.!]?$/iu;

/** A child who is always late learns to be on time, one who never listens to listen (the habit's own day), never a quest to the forest. */
/** 'Ben never listens', "Mia doesn't listen", 'A boy who never listened'. */
const NEVER_LISTENS =
  /^(?:(\p{Lu}[\p{L}'’-]*)|(?:a|the)\s+(?:little\s+)?(boy|girl|child|kid))\s+(?:who\s+)?(?:never|doesn['’]t|does\s+not|didn['’]t|did\s+not|won['’]t|will\s+not)\s+listen(?:s|ed)?[.!]?$/iu;

/** 'Mia always loses her things', 'A boy who keeps losing his shoes', 'Sam can never find his hat'. */
const LOSES_THINGS =
  /^(?:(\p{Lu}[\p{L}'’-]*)|(?:a|the)\s+(?:little\s+)?(boy|girl|child|kid))\s+(?:who\s+)?(?:always\s+(?:loses|lost)|(?:is|was)\s+always\s+losing|(?:keeps|kept)\s+losing|(?:can|could)\s+never\s+find|never\s+finds)\s+(?:(his|her|their)\s+(\p{L}+)|(everything))[.!]?$/iu;

/** 'The elephant who forgot', 'A forgetful squirrel', 'Grandpa keeps forgetting things', 'Sam always forgets'. */
const FORGETS =
  /^(?:(\p{Lu}[\p{L}'’-]*)|(?:a|an|the)\s+(?:little\s+)?(?:forgetful\s+)?([\p{L}-]+))(?:\s+(?:who\s+)?(?:forgot|forgets|always\s+forgets|(?:keeps|kept)\s+forgetting|(?:is|was)\s+(?:always\s+|so\s+|very\s+)?forgetful)(?:\s+things|\s+everything)?)?[.!]?$/iu;

/** Each habit as the idea says it, and the wish its day is told by ($3 the idea's 'his', $4 what is lost). */
const HABITS: readonly (readonly [RegExp, string])[] = [
  [NEVER_LISTENS, 'learns to listen at home'],
  [ALWAYS_LATE, 'learns to be on time at home'],
  [LOSES_THINGS, 'learns to keep track of $3 $4 at home'],
  [FORGETS, 'learns to remember things at home'],
];

/** A forgetful squirrel forgets where it buried its nuts. */
const NUT_BURIERS = /^(?:squirrel|chipmunk)$/i;

export function habitLeads(idea: string): string {
  const round = LATE_ROUND.exec(idea.trim())?.[1]?.toLowerCase();
  if (round === 'bus') return 'A bus learns to be on time in town';
  if (round === 'train') return 'A train learns to be on time at the station';
  for (const [said, wish] of HABITS) {
    const habit = said.exec(idea.trim());
    // ('A forgetful squirrel' is forgetful only as the idea says so: 'A squirrel' alone is no habit.)
    if (habit && said === FORGETS && !/forg/i.test(idea)) continue;
    if (habit && said === FORGETS && NUT_BURIERS.test(habit[2] ?? ''))
      return `A ${habit[2]!.toLowerCase()} learns to remember the hidden nuts`;
    if (habit && said === FORGETS && /^elephant$/i.test(habit[2] ?? ''))
      return 'An elephant learns to remember things on the savanna';
    // (The child as named, or as 'a boy', 'the girl'; 'loses everything' loses their things.)
    if (habit)
      return `${habit[1] && !/^(?:A|An|The)$/.test(habit[1]) ? habit[1] : `${/^[aeiou]/i.test(habit[2] ?? '') ? 'An' : 'A'} ${habit[2] ?? 'child'}`} ${wish
        .replace('$3', habit[3]?.toLowerCase() ?? 'their')
        .replace('$4', habit[4]?.toLowerCase() ?? 'things')}`;
  }
  return idea;
}

/** 'Lucas is shy', 'Mia is too shy to say hello', 'Ben is very shy at school'. */
const SHY =
  /^(\p{Lu}[\p{L}'’-]*)\s+is\s+(?:very\s+|so\s+|a\s+bit\s+|a\s+little\s+|really\s+|too\s+)?shy(?:\s+to\s+(?:say\s+hello|talk|play|make\s+friends))?(\s+(?:at|in|on)\s+[\p{L}'’ ]+)?[.!]?$/iu;

const SHY_AT_DISCO =
  /^(A|An|The)\s+(?:little\s+)?shy\s+([\p{L}-]+)\s+at\s+(?:the|a)\s+((?:school\s+)?disco|school\s+dance|dance\s+party)[.!]?$/iu;

/** A shy child ('Lucas is shy') wishes for a friend and makes one, never faces 'feeling brave about being shy'. */
export function shyLeads(idea: string): string {
  // ('A shy giraffe at the school disco': shy of dancing there, never a first day at school.)
  const atDisco = SHY_AT_DISCO.exec(idea.trim());
  if (atDisco) return `${atDisco[1]} ${atDisco[2]} is scared to dance at the ${atDisco[3]!.toLowerCase()}`;
  const shy = SHY.exec(idea.trim());
  return shy ? `Shy ${shy[1]} makes a friend${shy[2] ?? ''}` : idea;
}

/** "Dad's busy day", "Mum's very busy day", 'A busy day for Grandma'. */
const KIN_BUSY = new RegExp(
  String.raw`^(?:(?:(?:my|our)\s+)?(\p{L}+)['’]s\s+(?:very\s+|really\s+|big\s+|super\s+)?busy\s+day|a\s+(?:very\s+)?busy\s+day\s+for\s+(?:(?:my|our)\s+)?(\p{L}+))[.!]?$`,
  'iu',
);

/**
 * The busy day of one of the family ("Dad's busy day") is the child's day of helping them with the jobs at home, so
 * there is time to play at the end: never Dad off alone on a quest to the forest.
 */
export function busyDayLeads(idea: string): string {
  const busy = KIN_BUSY.exec(idea.trim());
  const kin = busy?.[1] ?? busy?.[2];
  if (!kin || !grownUpKin(kin)) return idea;
  return `A child helps ${kin.charAt(0).toUpperCase() + kin.slice(1).toLowerCase()} around the house`;
}

/** 'Grandpa and I ...', 'Me and my dog ...': told of the child who asked ('I', 'me'), with the other along. */
const WITH_ME = /^(?:(?:me|i) and (.+)|(.+?) and (?:i|me))(?=\s|[.!]?$)(.*)$/isu;

/**
 * The idea said of a child when a child tells it of themselves ('Grandpa and I go fishing' -> 'A child and Grandpa go
 * fishing'): the teller is the hero, never the grown-up named first; any other idea as it was.
 */
export function meLeads(idea: string): string {
  const said = WITH_ME.exec(idea.trim());
  if (!said) return idea;
  const other = (said[1] ?? said[2])!.trim();
  if (!other || /\b(?:i|me)\b/i.test(other)) return idea;
  return `A child and ${other.replace(/^(?:My|Our)\b/, (w) => w.toLowerCase())}${said[3]}`;
}

/** Verbs an idea may open with as a wish said to the reader: 'Rescue the kitten', 'Build a sandcastle'. */
const BIDDEN =
  /^(rescue|save|free|help|find|build|make|bake|visit|plant|fix|catch|meet|feed|protect)\s+((?:the|a|an|my|your|our|some|two|three|all)\s+.+)$/iu;

/** 'rescue' -> 'rescues', 'catch' -> 'catches', 'fix' -> 'fixes'. */
const saysOf = (verb: string) => (/(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : `${verb}s`);

/**
 * An idea said as a wish to the reader ('Rescue the kitten stuck up a tree', 'Find the missing puppy') is a child's
 * deed ('A child rescues the kitten stuck up a tree'), the child the story names; never a hero called 'Rescue'. Any
 * other idea as it was.
 */
export function bidLeads(idea: string): string {
  const said = BIDDEN.exec(idea.trim());
  if (!said) return idea;
  return `A child ${saysOf(said[1]!.toLowerCase())} ${said[2]!}`;
}

/** A visit to be looked after, said as a noun: "Olivia's visit to the dentist", 'Going to the doctor', 'A trip to the vet'. */
const VISIT =
  /^(?:(?:a|an|our|my)\s+)?(?:(\p{Lu}[\p{L}-]*)['’]s\s+)?(?:(?:first|big)\s+)?(?:visit|trip|going)\s+to\s+(?:the\s+)?(dentist|doctor|hospital)(?:['’]s)?[.!]?$/iu;
/** A first haircut, said as a noun: "Ben's first haircut". */
const FIRST_HAIRCUT = /^(\p{Lu}[\p{L}-]*)['’]s\s+first\s+(?:haircut|hair ?cut|trip to the hairdresser)[.!]?$/u;

/** A haircut had ('Going to the hairdresser', 'Sam goes to the barber', 'Mia gets a haircut'), not a place to explore. */
const HAIRCUT_HAD =
  /^(?:(?:(\p{Lu}[\p{L}-]*)\s+(?:goes|went|is going)|going|(?:a\s+)?trip)\s+to\s+the\s+(?:hairdresser|barber|hair salon)(?:['’]?s)?|(\p{Lu}[\p{L}-]*)\s+(?:gets|has|is getting|is having)\s+(?:a|his|her|their)\s+(?:new\s+)?hair ?cut)[.!]?$/iu;

/**
 * A visit said as a noun ("Olivia's visit to the dentist", 'Going to the doctor') is the child going there
 * ('Olivia goes to the dentist'), a brave day; "Ben's first haircut" is a first haircut to be brave about. Any other
 * idea as it was.
 */
export function visitLeads(idea: string): string {
  const said = VISIT.exec(idea.trim());
  if (said) return `${said[1] ?? 'A child'} goes to the ${said[2]!.toLowerCase()}`;
  const haircut = FIRST_HAIRCUT.exec(idea.trim());
  if (haircut) return `${haircut[1]!} is nervous about the first haircut`;
  const cut = HAIRCUT_HAD.exec(idea.trim());
  const who = cut?.[1] ?? cut?.[2];
  // (Only a name said with its capital: never 'Going' taken for one.)
  if (cut) return `${who && /^\p{Lu}/u.test(who) && !/^going$/i.test(who) ? who : 'A child'} is nervous about the haircut`;
  return idea;
}

/** A plane said as what carries the child: 'on a plane', 'in an aeroplane', 'a flight'. */
const PLANE = String.raw`(?:(?:on|in)\s+(?:a|an|the|our|my|\p{L}+['’]s)\s+(?:big\s+)?(?:aero)?plane|(?:on|in)\s+(?:a|an|the)\s+(?:big\s+)?(?:airplane|jet))`;
/** Someone named, or nobody: 'Amir', "Amir's", 'Our', 'A'. */
const WHO = String.raw`(?:(?:a|an|our|my)\s+)?(?:(\p{Lu}[\p{L}-]*)(?:['’]s)?\s+)?`;
/**
 * A child's flight: 'Going on a plane for the first time', 'My first time on a plane', 'Flying on a plane to Spain', 'Our first holiday on an aeroplane', 'Amir flies on a
 * plane', 'A trip on an aeroplane', "Mia's first flight". With whom, if said: 'with Grandma'.
 */
const FLIGHT = new RegExp(
  String.raw`^${WHO}(?:(?:first|big)\s+)?(?:(?:going|goes|go|went|flying|flies|fly|travels|travelling|traveling)\s+${PLANE}|(?:(?:first|big)\s+)?(?:trip|holiday|journey|ride|flight|time)\s+${PLANE}|(?:first|big)\s+(?:flight|plane\s+ride|plane\s+trip))(?:\s+to\s+\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*)?)?(?:\s+for\s+the\s+first\s+time)?(\s+with\s+[^,.!]+)?[.!]?$`,
  'iu',
);

/**
 * A child's first flight is a day out of its own, from the airport to the holiday place ('Amir flies on a plane' ->
 * 'Amir goes to the airport'): the child flies, never the plane wanting to explore the airport. A plane who is the
 * hero ('A little plane who is scared to fly', 'Percy the plane') keeps its own idea; so does any other idea.
 */
export function flightLeads(idea: string): string {
  const said = FLIGHT.exec(idea.trim());
  if (!said) return idea;
  const [, name, company = ''] = said;
  // (Only a name said with its capital: never 'first' or 'Going' taken for one.)
  const who =
    name && /^\p{Lu}/u.test(name) && !/^(?:going|flying|travelling|traveling|our|my|first|big|the)$/i.test(name) ? name : null;
  return who ? `${who} goes to the airport${company}` : `Going to the airport${company}`;
}

/** What carries a child on a trip, as said: a train, a boat, ferry or ship, or a bus into town. */
export type Ride = 'train' | 'boat' | 'bus';
const RIDES: Record<Ride, { said: string; place: string }> = {
  train: {
    said: String.raw`(?:(?:on|in|aboard)\s+(?:a|an|the|our|my|\p{L}+['’]s)\s+(?:(?:big|little|long|fast|steam|real)\s+)*train|by\s+(?:steam\s+)?train|(?:a|our|my)\s+(?:first\s+|big\s+)?train\s+(?:ride|journey|trip))`,
    place: 'the station',
  },
  boat: {
    said: String.raw`(?:(?:on|in|aboard)\s+(?:a|an|the|our|my|\p{L}+['’]s)\s+(?:(?:big|little|huge|giant|white)\s+)*(?:boat|ferry|ship|ferryboat)|by\s+(?:boat|ferry|ship)|(?:a|our|my)\s+(?:first\s+|big\s+)?(?:boat|ferry)\s+(?:ride|journey|trip))`,
    place: 'the sea',
  },
  bus: {
    said: String.raw`(?:(?:on|in|aboard)\s+(?:a|an|the|our|my)\s+(?:(?:big|little|red|double-decker|double\s+decker|town)\s+)*bus|by\s+bus|(?:a|the)\s+(?:(?:big|red|double-decker|double\s+decker)\s+)*bus(?:\s+(?:into|to)\s+town)?|(?:a|our|my)\s+(?:first\s+|big\s+)?bus\s+(?:ride|journey|trip))`,
    place: 'the city',
  },
};
const GOING_VERBS = String.raw`(?:going|goes|go|went|riding|rides|ride|travelling|traveling|travels|travel|sailing|sails|sail)`;
const TRIP_NOUNS = String.raw`(?:(?:first|big)\s+)?(?:trip|holiday|journey|ride|time|day\s+out|adventure)`;
/** Who is visited at the end of the ride: 'to see Grandma', "to Grandma's", 'to visit Grandpa'. */
const VISITED = String.raw`(?:to\s+(?:see|visit)\s+(?:(?:my|our|his|her)\s+)?(\p{Lu}?\p{L}+(?:\s+\p{Lu}\p{L}+)?)|to\s+(\p{Lu}?\p{L}+)['’]s(?:\s+house)?)`;
/** Where else it goes: 'to the island', 'to the seaside', 'to Spain'. */
const TO = String.raw`to\s+(?:the\s+)?(?:\p{L}+)(?:\s+\p{Lu}\p{L}*)?`;
const FAMILY_VISITED =
  /^(?:grandma|grandpa|granny|grandad|grandpa|nana|nan|gran|auntie|aunty|aunt|uncle|cousin|granny and grandpa|grandma and grandpa)$/i;

/** Each ride as an idea says it, built once: every idea is read against them all. */
const RIDE_SAID = Object.fromEntries(
  (Object.keys(RIDES) as Ride[]).map((ride) => [
    ride,
    new RegExp(
      String.raw`^${WHO}(?:(?:first|big)\s+)?(?:${GOING_VERBS}\s+${RIDES[ride].said}|${TRIP_NOUNS}\s+${RIDES[ride].said}|${RIDES[ride].said})(?:\s+for\s+the\s+first\s+time)?(?:\s+(${VISITED}|${TO}))?(?:\s+for\s+the\s+first\s+time)?(\s+with\s+[^,.!]+)?[.!]?$`,
      'iu',
    ),
  ]),
) as Record<Ride, RegExp>;

/** 'Theo and the big red bus', 'Theo rides the bus to town': a bus ride said with the child. */
const AND_THE_BUS =
  /^(\p{Lu}[\p{L}'’-]*)\s+(?:and|rides|takes|catches)\s+(the\s+(?:(?:big|little|red|double-decker)\s+)*bus)(?:\s+(?:into|to)\s+town)?[.!]?$/u;

const NAMED_RIDE = /^\p{Lu}[\p{L}'’-]*\s+the\s+(?:\p{L}+\s+)?(?:bus|train|boat|ferry|ship)\b/u;

/**
 * A ride said as what carries the child ('Going on a train', 'Our first train ride', 'Travelling by train to see
 * Grandma', 'Our trip on a big boat', 'Going on a ferry to the island'): whom the child goes with, and whom the ride
 * ends with ('Grandma', visited, never the hero). Else null: 'A little train who wants to go up the hill' keeps its own idea.
 */
export function rideOf(idea: string): { ride: Ride; name: string | null; company: string; visiting: string | null } | null {
  // ('Bella the bus', 'Tilly the little train': the name is the bus's own; it is the hero, no child rides it.)
  if (NAMED_RIDE.test(idea.trim())) return null;
  const bus = AND_THE_BUS.exec(idea.trim());
  if (bus) return { ride: 'bus', name: bus[1]!, company: '', visiting: null };
  for (const ride of Object.keys(RIDES) as Ride[]) {
    const said = RIDE_SAID[ride].exec(idea.trim());
    if (!said) continue;
    const [, name, , seen, seenAt, company = ''] = said;
    const visited = seen ?? seenAt ?? null;
    const who =
      name && /^\p{Lu}/u.test(name) && !/^(?:going|travelling|traveling|riding|sailing|our|my|first|big|the|a|an)$/i.test(name)
        ? name
        : null;
    const visiting = visited && FAMILY_VISITED.test(visited) ? visited.replace(/^\p{L}/u, (c) => c.toUpperCase()) : null;
    return { ride, name: who, company, visiting };
  }
  return null;
}

/**
 * A visit to one of the family who lives in another country ('Aarav visits his grandma in India', 'Visiting Nana in
 * Jamaica', 'Zofia goes to see her grandpa in Poland'): a flight to see them, who waits at the end, and the country.
 */
const FAR_VISIT = new RegExp(
  String.raw`^(?:(\p{Lu}[\p{L}-]*)\s+(?:visits|is visiting|goes to see|goes to visit|is going to see|flies to see|flies to visit)|visiting|a trip to see|a visit to)\s+(?:(?:his|her|their|my|our)\s+)?(grandparents|\p{L}+(?:\s+and\s+\p{L}+)?)\s+in\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)[.!]?$`,
  'iu',
);

/** A visit said as a flight to one of the family abroad, with who and where; else null. */
export function farVisitOf(idea: string): { name: string | null; visiting: string; country: string } | null {
  const said = FAR_VISIT.exec(idea.trim());
  const abroad = [...COUNTRIES, ...CITIES].find((c) => c.toLowerCase() === said?.[3]!.toLowerCase());
  const [, name, kin] = said ?? [];
  // (One of the family, or two: 'her grandma', 'Granny and Grandpa'.)
  const family = kin && (/^grandparents$/i.test(kin) || kin.split(/\s+and\s+/i).every(familyKin));
  if (!said || !abroad || !family) return null;
  const visiting = /^grandparents$/i.test(kin!) ? 'Grandma and Grandpa' : kin!.replace(/^\p{L}/u, (c) => c.toUpperCase());
  return { name: name ?? null, visiting, country: abroad };
}

/**
 * A ride is a day out of its own ('Travelling by train to see Grandma' -> 'Going to the station'): the child rides,
 * never the train wanting to explore the station, nor Grandma the one who goes. Any other idea as it was.
 */
export function rideLeads(idea: string): string {
  const far = farVisitOf(idea);
  if (far) return far.name ? `${far.name} goes to the airport` : 'Going to the airport';
  const said = rideOf(idea);
  // (A boat trip out to see the whales or the dolphins is that trip, not a ferry to the island.)
  if (!said || (said.ride === 'boat' && /\b(?:whales?|dolphins?)\b/i.test(idea))) return idea;
  const place = RIDES[said.ride].place;
  return said.name ? `${said.name} goes to ${place}${said.company}` : `Going to ${place}${said.company}`;
}

/** Places a day out is had at, as a parent names them ('the panto', 'the theater'), and the place each is. */
const OUTINGS: Record<string, string> = {
  theatre: 'theatre',
  theater: 'theatre',
  pantomime: 'theatre',
  panto: 'theatre',
  play: 'theatre',
  cinema: 'cinema',
  movies: 'cinema',
  zoo: 'zoo',
  beach: 'beach',
  seaside: 'beach',
  farm: 'farm',
  fair: 'fair',
  funfair: 'fair',
  museum: 'museum',
  market: 'market',
  park: 'park',
  library: 'library',
};
/**
 * 'A trip to the theatre', 'My first time at the pantomime', 'Our day out at the zoo', 'Going to see a play', "Mia's
 * first visit to the library" (with whom, if said): no verb, a day out said as a noun.
 */
const OUTING = new RegExp(
  String.raw`^(?:(?:a|an|our|my|(\p{Lu}[\p{L}-]*)['’]s)\s+(?:(?:first|big|special|fun|lovely)\s+)*(?:trip|visit|day\s+out|outing|time|day|evening|night)\s+(?:to|at)|(?:going|go|went)\s+to\s+(?:see|watch))\s+(?:the|a|my\s+first)\s+(${Object.keys(OUTINGS).join('|')})(\s+with\s+[^,.!]+)?[.!]?$`,
  'iu',
);

/** A day out said as a noun is the child going there ('A trip to the theatre' -> 'Going to the theatre'); else as it was. */
export function outingLeads(idea: string): string {
  const said = OUTING.exec(idea.trim());
  if (!said) return idea;
  // ('Going to see a play' only where a play is watched: 'A trip to the play' is no idea a parent types.)
  const [, name, place, company = ''] = said as unknown as [string, string | undefined, string, string | undefined];
  if (place.toLowerCase() === 'play' && !/\b(?:see|watch)\b/i.test(idea)) return idea;
  // ("Mia's first visit to the library": Mia goes there.)
  return `${name ? `${name} goes` : 'Going'} to the ${OUTINGS[place.toLowerCase()]!}${company}`;
}
