import { matchSettings, type ParagraphReading, type SettingId as LanguageSetting } from '../../language/index.js';
import type { SettingId } from '../scenery/settings.js';
import { escapeRegExp } from '../../reg-exp.js';
import { RAILWAY_TUNNEL } from './phrases.js';

/**
 * The language module's settings to the backdrops we paint. Where one setting has two looks
 * (snow: a snowy mountain or the polar ice; a castle: outside or its throne room), the paragraph's
 * own words choose.
 */
const BACKDROP: Readonly<Record<LanguageSetting, SettingId>> = {
  home: 'living-room',
  bedroom: 'bedroom',
  kitchen: 'kitchen',
  bathroom: 'bathroom',
  garden: 'garden',
  park: 'park',
  playground: 'playground',
  school: 'classroom',
  library: 'library',
  museum: 'museum',
  zoo: 'zoo',
  aquarium: 'aquarium',
  farm: 'farm',
  city: 'city',
  market: 'market',
  bakery: 'shop',
  hospital: 'hospital',
  dentist: 'dentist',
  station: 'station',
  airport: 'airport',
  cinema: 'cinema',
  theatre: 'theatre',
  workshop: 'workshop',
  beach: 'beach',
  sea: 'sea',
  underwater: 'underwater',
  island: 'island',
  river: 'river',
  lake: 'lake',
  pond: 'lake',
  waterfall: 'waterfall',
  pool: 'pool',
  forest: 'forest',
  jungle: 'jungle',
  desert: 'desert',
  savanna: 'savanna',
  mountain: 'mountain',
  snow: 'snowy-mountain',
  cave: 'cave',
  meadow: 'meadow',
  volcano: 'volcano',
  campsite: 'campsite',
  space: 'space',
  moon: 'moon',
  'night-sky': 'night-sky',
  sky: 'sky',
  castle: 'castle',
  fair: 'fair',
};

/** A fire indoors: a hearth or a stove, or the fire someone sits by, warms up at or plays in front of. */
export const INDOOR_FIRE =
  /\b(?:hearth|log burner|wood ?(?:stove|burner)|(?:by|beside|near|in front of|next to|before|round|around|at) the (?:[a-z]+ )?(?:fire|stove)(?! engine| truck| station| fighter))\b/;

/** Washing hands or brushing teeth at the tap or the sink ('held his hands under the tap', 'Rub your palms'). */
export const WASHING_UP =
  /\b(?:wash(?:ed|es|ing)? (?:his|her|their|my|your|our) (?:own )?hands|brush(?:ed|es|ing)? (?:the|his|her|their|my|your|our) (?:own |front |back )?teeth|brush(?:ed|es|ing)? alone|(?:under|at) the taps?|turned the taps? (?:on|off)|turned (?:on|off) the taps?|rinsed|rub (?:your|his|her|their|my|our) (?:palms|hands)|plughole)\b/;

/** A ballet or dance class and its things: 'goes to ballet class', 'at the barre', 'her tutu', 'the dance studio'. */
const DANCE_CLASS =
  /\b(?:ballet|ballerinas?|barre|tutus?|pirouettes?|pointe shoes|dance (?:studio|class(?:es)?|lessons?|teacher)|danc(?:e|ing) (?:studio|class(?:es)?|lessons?)|dancing school)\b/;

/** A lesson in an instrument or the music room: 'his first drum lesson', 'the music room', 'piano lessons'. */
const MUSIC_LESSON =
  /\b(?:music (?:room|lessons?|class(?:es)?|teacher)|(?:drum|drumming|piano|violin|guitar|cello|recorder|trumpet|flute|singing) (?:lessons?|class(?:es)?|teacher))\b/;

/** Gymnastics, karate, judo or PE in the hall: 'goes to karate', 'the gym', 'the school hall', 'the dojo'. */
const SPORTS_HALL =
  /\b(?:gym|gymnastics?|gymnasts?|karate|judo|taekwondo|dojo|(?:school|sports|karate|judo|church|village) hall|wall bars|balance beam|cartwheels?|forward rolls?)\b/;

const WORDS: readonly [RegExp, SettingId][] = [
  // The aquarium's glass tunnel is under its tank, no cave; its touch pool no swimming pool.
  [/\b(?:glass tunnel|touch pool|fish tanks?|big tank|aquarium)\b/, 'aquarium'],
  // The swimming pool's own ends and kit: no meadow for 'the shallow end'.
  [/\b(?:shallow end|deep end|armbands|swimsuit|swimming costume|changing room)\b/, 'pool'],
  // (Egypt's mummy is 'a mummy' or 'the mummy': 'Mummy hugged Sam', 'Mummy Bear' are a mum.)
  [/\b(?:pyramids?|sphinx|pharaohs?|(?:an?|the|egyptian|old) mummy|mummies|egypt(?:ian)?|giza)\b/, 'pyramids'],
  [/\b(?:throne|ballroom|great hall|royal hall)\b/, 'throne-room'],
  // Ballet or a dance class: the dance studio's mirror and barre, never a classroom's desks.
  [DANCE_CLASS, 'dance-studio'],
  // An instrument's lesson is in the music room, gymnastics or karate in the hall: never the desks classroom.
  [MUSIC_LESSON, 'music-room'],
  [SPORTS_HALL, 'sports-hall'],
  // (A school disco is danced in the school hall, under the spinning lights: never at the desks.)
  [/\bdanc\w* (?:\w+ ){0,4}(?:the|a) hall\b/, 'sports-hall'],
  [/\b(?:(?:school )?discos?|disco ball|school dance|dance party|conga line)\b/, 'sports-hall'],
  [/\b(?:(?:bottom|floor) of the (?:sea|ocean)|sea ?bed|ocean floor|under the (?:sea|ocean|waves))\b/, 'underwater'],
  [/\b(?:arctic|antarctic(?:a)?|north pole|south pole|igloo|polar|icebergs?|ice floes?)\b/, 'arctic'],
  // Penguins, seals or walruses on the ice, or the sea ice, are at the poles, not up a snowy mountain.
  [
    /\b(?:penguins?|seals?|walrus(?:es)?|narwhals?|sea ice|pack ice|(?:on|over|across) the ice)\b(?! cream| lolly| rink| skat)/,
    'arctic',
  ],
  // Flying over the trees, the rooftops or the town is up in the sky, not down among them.
  [
    /\b(?:fl(?:ew|y|ies|ying)|soar(?:ed|s|ing)?|zoom(?:ed|s|ing)?|glid(?:ed|es|ing)|swoop(?:ed|s|ing)?)\s+(?:(?:up|high|low|away|off|on|back|home|together|around|round)\s+)*(?:over|above)\s+(?:the\s+)?(?:tree ?tops|treetops|trees|rooftops|roofs|houses|chimneys|town|village|city|hills|fields|woods|forest)\b/,
    'sky',
  ],
  [/\b(?:village|cottages?|town square)\b/, 'village'],
  [/\b(?:living room|lounge|sofa|couch|fireplace)\b/, 'living-room'],
  // Washing hands or brushing teeth at the tap or the sink: the bathroom ('held his hands under the tap').
  [WASHING_UP, 'bathroom'],
  // A baby's cot or cradle, the nursery: a bedroom.
  [/\b(?:cots?|cribs?|cradle|nursery)\b/, 'bedroom'],
  // A fire at home: the hearth, a stove, sitting by the fire with no camp or field named (a campfire is outdoors).
  [INDOOR_FIRE, 'living-room'],
  [/\b(?:snowy|snow-capped) (?:mountains?|peaks?|hills?)\b/, 'snowy-mountain'],
  // A railway tunnel is out in the green hills the line runs through, not a cave.
  [RAILWAY_TUNNEL, 'meadow'],
];

/**
 * A place only thought, read or learned about ("wondered about ancient Egypt", "a picture of the
 * sea") is the paragraph's topic, not where it happens.
 */
function isTopic(lower: string, placeText: string): boolean {
  const escaped = escapeRegExp(placeText.toLowerCase());
  // What is drawn, painted or written ('drew a rainbow in her notebook') is on the page, not the place.
  if (
    new RegExp(
      `\\b(?:drew|draws?|drawing|painted|paints?|painting|sketch(?:ed|es|ing)?|doodled|coloured|colored|wrote|writes?|writing)\\s+(?:(?:a|an|the|some|his|her|their|its|my|big|little|lovely)\\s+)*(?:[a-z-]+\\s+)?${escaped}\\b`,
    ).test(lower)
  )
    return true;
  // 'on the way home from school': between places, out of doors, in neither (from the park or the
  // beach: still out there).
  const indoors = escaped === 'home' || matchSettings([escaped]).some((m) => INDOOR_PLACES.has(m.setting));
  if (
    indoors &&
    new RegExp(
      `\\bway\\s+(?:back\\s+)?(?:home\\s+)?(?:(?:to|from)\\s+(?:the\\s+|her\\s+|his\\s+|their\\s+)?)?${escaped}\\b`,
    ).test(lower)
  )
    return true;
  if (onlyLookedAt(lower, placeText)) return true;
  // 'hands dirty from the garden', 'muddy from the park': where the mud came from, not where they are now.
  if (
    new RegExp(`\\b(?:dirty|muddy|mucky|grubby|sandy|sticky) from (?:the\\s+|her\\s+|his\\s+|their\\s+)?${escaped}\\b`).test(
      lower,
    )
  )
    return true;
  // 'a forest of kelp', 'a sea of flowers', 'a mountain of books': a place word saying how many.
  if (new RegExp(`\\b(?:a|an)\\s+(?:[a-z-]+\\s+)?${escaped}\\s+of\\b`).test(lower)) return true;
  // 'walked home from the library': home is where they are going, the library (indoors) behind them;
  // they are out of doors on the way ('walked home from the park' is still in the park).
  const goingHome = GOING_HOME.exec(lower);
  if (goingHome && escaped === 'home') return true;
  if (goingHome?.[1] === escaped && indoors) return true;
  // 'dreamed of dragons and castles', 'dreaming about a sunny beach', 'fell asleep thinking of the
  // turtle on the beach': the rest of the sentence is the dream or the thought. Only thought of when every mention is ('cheered by the pond ... dreaming of pond skaters'
  // is at the pond).
  const spans = [
    ...lower.matchAll(/\b(?:dream(?:ed|t|s|ing)?|thinking)\s+(?:of|about)\b[^.!?]*/g),
    ...lower.matchAll(
      new RegExp(
        `\\b(?:about|learn|learned|learning|understood|understand|(?:dream(?:ed|s|ing)?|thought|think(?:s|ing)?|picture|photo|painting|map|story|book|stories|pictures) of)\\s+(?:the\\s+|ancient\\s+)*${escaped}`,
        'g',
      ),
    ),
    // 'looked for a good den', 'I must find a new home', 'This is no home for me': a home sought is not where one is.
    ...lower.matchAll(
      new RegExp(
        `\\b(?:look(?:s|ed|ing)? for|find(?:s|ing)?|need(?:s|ed)?|(?:has|have|had|is|was) no)\\s+(?:a\\s+|an\\s+)?(?:(?:new|good|warm|cosy|proper)\\s+)*${escaped}\\b`,
        'g',
      ),
    ),
  ].map((m) => [m.index, m.index + m[0].length] as const);
  const mentions = [...lower.matchAll(new RegExp(`\\b${escaped}\\b`, 'g'))].map((m) => m.index);
  return mentions.length > 0 && mentions.every((at) => spans.some(([from, to]) => at >= from && at < to));
}

/** Places up above that someone may look at from below: the sky, the night sky, the moon (a planet is far in space). */
const LOOKED_UP_AT = new Set<LanguageSetting>(['sky', 'night-sky', 'moon']);
const LOOKING =
  '(?:look|gaz|star(?:e|ed|es|ing)|peer|watch|point|wav|smil|frown|glar|scowl|squint|wish|sang|sing|whisper|talk|said goodnight|say goodnight)[a-z]*\\s+(?:up\\s+|out\\s+|back\\s+|(?:goodnight|good night|hello|goodbye)\\s+)?(?:at|to|towards|into|on|upon)?\\s*(?:the\\s+|a\\s+)?(?:[a-z]+\\s+)?';
/** What may follow the thing looked at: a clause's end or where it is seen from ('looked at the moon from the garden'). */
const THEN =
  '(?=\\s*(?:[,.;:!?"”]|$)|\\s+(?:from|through|in|over|above|and|with|for|as|while|when|until|out|again|rise|rising|shine|shining|glow|glowing)\\b)';

/** 'under the moon', 'by the light of the moon', 'beneath the stars': the light the page is lit by, from far above. */
const LIT_BY =
  '(?:(?:under|beneath|below|underneath)\\s+(?:a\\s+|the\\s+)?(?:[a-z]+\\s+)?|(?:by|in)\\s+the\\s+(?:[a-z]+\\s+)?light\\s+of\\s+(?:a\\s+|the\\s+)?(?:[a-z]+\\s+)?)';

/** 'He sat down by a round silver moon', 'slunk on past a round silver moon': on the ground, the moon seen far above. */
const RESTING_BY =
  '(?:sat|sit|sits|sitting|lay|lie|lies|lying|rested|rests|resting|curled up|snuggled|walked|slunk|trotted|ambled|lumbered|padded|strolled|wandered|hopped|went)\\s+(?:down\\s+|on\\s+)?(?:by|beside|near|under|beneath|past)\\s+(?:a\\s+|the\\s+)?(?:[a-z]+,?\\s+){0,2}';

/** 'Only the moon knew the secret', 'the moon smiled down': what the moon does, from up there, names no place to be. */
const DOING_FROM_ABOVE =
  '\\s+(?:knew|smiled|watched|winked|saw|kept|peeped|peeked|shone|glowed|beamed|hung|rose|looked down|sang|heard|listened)\\b';

/**
 * 'looked at the moon', 'gazed up at the night sky': what is up there, looked at every time it is
 * named, is seen from where the looker is (the garden at night, the moon in its sky), not where the
 * picture happens ('walked on the moon', 'moon dust' are there).
 */
function onlyLookedAt(lower: string, placeText: string): boolean {
  const text = placeText.toLowerCase();
  if (!matchSettings(text.split(/\s+/)).some((m) => LOOKED_UP_AT.has(m.setting))) return false;
  const escaped = escapeRegExp(text);
  const named = lower.match(new RegExp(`\\b${escaped}\\b`, 'g'))?.length ?? 0;
  const looked = lower.match(new RegExp(`\\b${LOOKING}${escaped}${THEN}`, 'g'))?.length ?? 0;
  const lit = lower.match(new RegExp(`\\b${LIT_BY}${escaped}\\b`, 'g'))?.length ?? 0;
  const above = lower.match(new RegExp(`\\b${escaped}${DOING_FROM_ABOVE}`, 'g'))?.length ?? 0;
  const resting = lower.match(new RegExp(`\\b${RESTING_BY}${escaped}\\b`, 'g'))?.length ?? 0;
  return named > 0 && looked + lit + above + resting === named;
}

/** Going (back) home, and where from: 'walked home from the park', 'headed back home'. */
const GOING_HOME =
  /\b(?:walk(?:ed|s|ing)?|r[au]n(?:s|ning)?|went|go(?:es|ing)?|head(?:ed|s|ing)?|cycl(?:ed|es|ing)|skipp(?:ed|ing)|hurr(?:ied|ies|ying)|rac(?:ed|ing)|stroll(?:ed|ing)|wander(?:ed|ing)|trudg(?:ed|ing)|set off|started|rode|hopp(?:ed|ing)|dash(?:ed|ing)|march(?:ed|ing)|way)\s+(?:all the way\s+|straight\s+)?(?:back\s+)?home\b(?:\s+from\s+(?:the\s+|her\s+|his\s+|their\s+|my\s+)?([a-z]+))?/;
/** Places under a roof: walking home from one is out of doors, on the way. */
const INDOOR_PLACES = new Set<LanguageSetting>([
  'home',
  'bedroom',
  'kitchen',
  'bathroom',
  'school',
  'library',
  'museum',
  'bakery',
  'hospital',
  'station',
  'airport',
  'workshop',
]);

/**
 * Words that put a house's outside in view: its chimney, roof, front door or garden gate from the street; the
 * whole house standing or falling as one huffs and puffs at it ('the house did not move', 'blew the house down').
 */
const HOME_OUTSIDE =
  /\b(?:chimneys?|roofs?|rooftops?|outside (?:the|their|his|her|a) (?:\w+ )?(?:cottage|house|home)|(?:cottage|house)'s (?:roof|chimney|door)|huff(?:ed|s)?|(?:house|cottage) (?:did not|didn't) (?:move|budge|fall)|(?:house|cottage) (?:stood (?:strong|firm)|fell down|blew down))\b/;

/** Places above the ground (a rainbow hints at the sky): never where someone walks home. */
const ABOVE = new Set<LanguageSetting>(['sky', 'night-sky', 'space', 'moon']);

/** Events held out of doors, on a field or in the park: a sports day, a sack race. */
const OUTDOOR_EVENTS =
  /\b(?:sports day|(?:sack|egg[- ]and[- ]spoon|three[- ]legged|relay|running|obstacle|wheelbarrow) races?|tug[- ]of[- ]war|fun run)\b/;
/** Football played or dreamed of: on the pitch, with its goal and white lines, never by the duck pond or at a desk. */
const FOOTBALL =
  /\b(?:football(?:ers?|s)?|soccer|goal ?posts?|(?:the|a|green|football) pitch|shin pads|team shirts?|(?:the|a|football|big) match|match day|goalkeeper|scored a goal|goal!)/;
/** Where football may be had in the open: a park's or a school's pitch, or somewhere not named. */
const PITCH_PLACES = new Set<LanguageSetting | null>([null, 'park', 'playground', 'meadow', 'school']);
/** Any race: out of doors when the only place named is the school (a spelling contest is not). */
const CONTESTS = /\braces?\b/;
const INDOORS = /\b(?:indoors|inside|hall|gym|classroom)\b/;
const OPEN_AIR = new Set<LanguageSetting>(['park', 'playground', 'meadow', 'garden', 'beach', 'forest', 'mountain', 'snow']);

/** The backdrop for a paragraph: a special look its words ask for, else its setting's. */
export function backdropOf(reading: ParagraphReading, text: string): SettingId | null {
  const lower = text.toLowerCase();
  // A puddle is on any path or street, not a pond ('jumped in a muddy puddle').
  const noPuddles = reading.places.filter((p) => !/^puddles?$/i.test(p.text));
  if (noPuddles.length < reading.places.length)
    reading = { ...reading, places: noPuddles, setting: noPuddles[0]?.setting ?? null };
  // A country or a city that only says where another place is ('waited at the airport in India', 'a
  // beach in Spain'): the picture is of that place, not the country's streets.
  if (reading.setting && reading.places.some((p) => p.named && p.setting === reading.setting)) {
    const inIt = reading.places.find(
      (q) =>
        !q.named &&
        q.setting !== reading.setting &&
        reading.places.some(
          (p) =>
            p.named &&
            new RegExp(`\\b${escapeRegExp(q.text.toLowerCase())} in ${escapeRegExp(p.text.toLowerCase())}\\b`).test(lower),
        ),
    );
    if (inIt) reading = { ...reading, setting: inIt.setting };
  }
  // A pond in the garden or the park named with it is in that garden or park ('playing in the
  // garden ... looked at a little pond with lily pads'), not a lake somewhere else.
  const around = reading.places.find((p) => p.setting === 'garden' || p.setting === 'park');
  if (reading.setting === 'pond' && around) reading = { ...reading, setting: around.setting };
  // 'A bed of tulips', 'the flower bed', 'the river bed' are no bedroom.
  // (the language module's place words know the garden's and the river's beds; a bed of flowers is left).
  const words = lower.match(/[a-z]+/g) ?? [];
  const inBed = matchSettings(words).some((m) => m.text === 'bed' && words[m.at + 1] !== 'of');
  if (reading.places.some((p) => p.text.toLowerCase() === 'bed') && !inBed) {
    const places = reading.places.filter((p) => p.text.toLowerCase() !== 'bed');
    reading = { ...reading, places, setting: places[0]?.setting ?? null };
  }
  // A picnic or the shade of a tree is out of doors: a bowl or a plate there only hints at a kitchen.
  if (
    reading.places.length === 0 &&
    reading.setting &&
    INDOOR_PLACES.has(reading.setting) &&
    /\b(?:picnics?|(?:shade|shadow) of (?:the|a|an|their|his|her|our) (?:\w+ )?tree)\b/.test(lower)
  )
    return null;
  // A setting only hinted at by what is drawn or written ('drew a rainbow', 'painted a boat') is none; so is a sky
  // hinted at by a rainbow the reading took for no weather, but a thing ('a rainbow plate', 'ate the rainbow').
  const hints = matchSettings(words).filter((m) => m.setting === reading.setting);
  const rainbowOnly = hints.length > 0 && hints.every((m) => m.text === 'rainbow');
  if (ABOVE.has(reading.setting!) && reading.places.length === 0 && rainbowOnly && !reading.weather) return null;
  // ('Pop went the balloon', 'blew up balloons': a child's balloon is no flight; a hot-air balloon is said so.)
  const balloonOnly =
    /\bballoons?\b/.test(lower) &&
    !/\bballoons? (?:floated|floats|flew|flies|drifted|drifts|sailed|rose|went up|blew away)\b/.test(lower) &&
    hints.every((m) => /^balloons?$/.test(m.text));
  if (reading.setting === 'sky' && reading.places.length === 0 && balloonOnly) return null;
  if (reading.setting && reading.places.length === 0 && hints.length > 0 && hints.every((m) => isTopic(lower, m.text)))
    return null;
  // Where the paragraph happens: its setting, unless every mention of it is a topic; then the
  // first place that is not one.
  const mentions = reading.places.filter((p) => p.setting === reading.setting);
  const other = reading.places.find((p) => p.setting !== reading.setting && !isTopic(lower, p.text));
  if (reading.setting && mentions.length > 0 && mentions.every((p) => isTopic(lower, p.text))) {
    // Only thought of, and nowhere else named: the paragraph names no place (going home, a street
    // of houses on the way).
    if (!other) {
      // ('sat in the night garden and looked at the moon': where the looker is, though the reading missed it.)
      // (A name is no place: 'Cookie the quick fox looked out at the stars' is no kitchen.)
      const names = new Set(reading.characters.flatMap((c) => (c.name ? [c.name.toLowerCase()] : [])));
      const below = mentions.every((p) => ABOVE.has(p.setting))
        ? matchSettings(words).find((m) => !ABOVE.has(m.setting) && !isTopic(lower, m.text) && !names.has(m.text))
        : undefined;
      if (below) return BACKDROP[below.setting];
      // ('hands dirty from the garden ... wash my own hands': at the sink.)
      if (WASHING_UP.test(lower)) return 'bathroom';
      if (!GOING_HOME.test(lower)) return null;
      // ('headed home past rows of beans': a place the things on the way hint at.)
      const passing = matchSettings(words).find(
        (m) => m.setting !== reading.setting && !ABOVE.has(m.setting) && !isTopic(lower, m.text),
      );
      return passing ? BACKDROP[passing.setting] : 'village';
    }
    reading = { ...reading, setting: other.setting, places: reading.places.filter((p) => !isTopic(lower, p.text)) };
  }
  if (FOOTBALL.test(lower) && !INDOORS.test(lower) && PITCH_PLACES.has(reading.setting)) return 'pitch';
  // A school bus is waited for and ridden out in the street, never parked in a classroom.
  if (reading.setting === 'school' && /\bschool ?bus(?:es)?\b/.test(lower)) {
    const rest = lower.replace(/\bschool ?bus(?:es)?\b/g, 'bus').match(/[a-z]+/g) ?? [];
    if (!matchSettings(rest).some((m) => m.setting === 'school')) return 'village';
  }
  // A sports day or a race is on the field or in the park, not in a classroom, unless the text says indoors.
  if (
    !INDOORS.test(lower) &&
    !(reading.setting && OPEN_AIR.has(reading.setting)) &&
    (OUTDOOR_EVENTS.test(lower) || (CONTESTS.test(lower) && reading.setting === 'school'))
  )
    return 'park';
  for (const [pattern, id] of WORDS) {
    const found = pattern.exec(lower);
    if (!found || isTopic(lower, found[0])) continue;
    // Egypt's pyramids only where the paragraph is outdoors in the desert (or names no place).
    if (id === 'pyramids' && reading.setting && !['desert', 'river', 'sky'].includes(reading.setting)) continue;
    // A room inside (a baby's cot's too) only wins when the paragraph is not clearly outside somewhere else.
    // (a stove is the kitchen's unless it is the fire sat by: 'warmed her hands by the stove')
    const stoveOnly = pattern === INDOOR_FIRE && reading.places.every((p) => /^stoves?$/i.test(p.text));
    if (
      (id === 'living-room' || id === 'throne-room' || id === 'bedroom' || id === 'bathroom') &&
      reading.setting &&
      !['home', 'castle', 'bedroom'].includes(reading.setting) &&
      !stoveOnly
    )
      continue;
    if (id === 'arctic' && reading.setting !== 'snow') continue;
    // (A class at school, or nowhere named; a tutu on the theatre's stage or at home stays there.)
    if (
      (id === 'dance-studio' || id === 'music-room' || id === 'sports-hall') &&
      reading.setting !== null &&
      reading.setting !== 'school'
    )
      continue;
    // (Only where the tunnel was read as the place: at the station, by the tunnel, is still the station.)
    if (pattern === RAILWAY_TUNNEL && reading.setting !== null && reading.setting !== 'cave') continue;
    // A home seen from outside (smoke from its chimney, snow on its roof) is in the village street.
    const outside = reading.setting === 'home' && HOME_OUTSIDE.test(lower);
    if (id === 'village' && reading.setting && !['city', 'market', 'farm'].includes(reading.setting) && !outside) continue;
    return id;
  }
  // (A house the wolf huffs at, that stands or falls, is seen from outside.)
  if (reading.setting === 'home' && HOME_OUTSIDE.test(lower)) return 'village';
  const named = reading.places.find((p) => p.named?.topic === 'ancient-egypt');
  if (named && (reading.setting === 'desert' || reading.setting === null)) return 'pyramids';
  if (reading.setting === 'snow' && snowAsWeather(reading, lower)) return snowyGround(lower);
  // Playing in the snow at school is out in the playground, unless the page says indoors ('watched the snow from the classroom');
  // so is playtime ('At playtime, Maya and Frankie both wanted the red scooter').
  if (
    reading.setting === 'school' &&
    (SNOW_PLAY.test(lower) || reading.weather === 'snow' || OUT_AT_SCHOOL.test(lower)) &&
    !INDOORS.test(lower) &&
    !/\bwindows?\b/.test(lower)
  )
    return 'playground';
  return reading.setting ? BACKDROP[reading.setting] : null;
}

/** Out at school: playtime and its games. */
const OUT_AT_SCHOOL = /\b(?:playtime|break ?time|hopscotch|skipping ropes?|play(?:ed|ing)? tag|scooters?|climbing frame)\b/;

/** What is made of snow, played on it or lies under it out of doors (a snowy climbing frame). */
export const SNOW_PLAY = /\b(?:snowy|snowballs?|snow angels?|sledges?|sledging|sleds?|snowdrifts?)\b/;

/** Snow up high: a mountain, its slopes, skiing (the poles have words of their own, above). */
const SNOWY_HEIGHTS =
  /\b(?:mountains?|peaks?|summit|slopes?|ski(?:s|ing|ed|er|ers)?|alps|cliffs?|valley|avalanche|yeti|chairlift|cable car)\b/;
/** Snow by a far land's own name ('the frozen tundra', 'a winter wonderland'), not the day's snow. */
const SNOW_LANDS = /^(?:snow|snowy)$/i;

/**
 * 'Snow had fallen in the night', 'played in the snow', 'built a snowman': snow named only as snow (or by
 * a snowman, a sledge, a snowball), with no mountain or far land, is the day's weather where the child is.
 */
function snowAsWeather(reading: ParagraphReading, lower: string): boolean {
  const snowPlaces = reading.places.filter((p) => p.setting === 'snow');
  return snowPlaces.every((p) => SNOW_LANDS.test(p.text)) && !SNOWY_HEIGHTS.test(lower);
}

/** Where a child plays in the day's snow: the school's playground, the park, else the garden at home. */
function snowyGround(lower: string): SettingId {
  if (/\b(?:school|playground|classroom|teachers?|class)\b/.test(lower)) return 'playground';
  if (/\bpark\b/.test(lower)) return 'park';
  return 'garden';
}

/** Where a kind of character lives, when the paragraph says nowhere. */
export function backdropOfHabitat(habitat: LanguageSetting | undefined): SettingId | null {
  return habitat ? BACKDROP[habitat] : null;
}
