import { escapeRegExp } from '../../reg-exp.js';

/** A vehicle someone in the paragraph goes in, and the words that say so. */
export interface RiddenVehicle {
  /** The phrase that says it ('Dad drove the car'), to find who does it. */
  pattern: RegExp;
  word: string;
  drawn: string | null;
  icon: string | null;
  /** Flown: a plane, a helicopter or a rocket (a toy one is flown from the hand). */
  flown: boolean;
  /** Who is taken along in it, as written ('drove Leo home in the car': 'leo home'), or null. */
  carried: string | null;
}

/** Vehicles drawn with someone in them (`vehicles.ts`), by the words for them (a fire engine before a truck). */
const VEHICLES: readonly [RegExp, { drawn: string | null; icon: string | null; flown: boolean }][] = [
  [/submarines?/, { drawn: 'submarine', icon: null, flown: false }],
  [/(?:cars?|taxis?|jeeps?)/, { drawn: null, icon: 'automobile', flown: false }],
  [/(?:buses|bus|minibus|coach)/, { drawn: null, icon: 'bus', flown: false }],
  [/(?:trains?|locomotives?)/, { drawn: null, icon: 'train', flown: false }],
  [/(?:trams?|trolleybus(?:es)?)/, { drawn: null, icon: 'tram', flown: false }],
  [/tractors?/, { drawn: null, icon: 'tractor', flown: false }],
  [/(?:fire (?:engine|truck)s?)/, { drawn: null, icon: 'fire-engine', flown: false }],
  [/(?:lorry|lorries|trucks?)/, { drawn: null, icon: 'delivery-truck', flown: false }],
  [/(?:(?:aero|air)?planes?|jets?)/, { drawn: null, icon: 'airplane', flown: true }],
  [/helicopters?/, { drawn: null, icon: 'helicopter', flown: true }],
  [/(?:rockets?|spaceships?|space ?rockets?)/, { drawn: null, icon: 'rocket', flown: true }],
];
const VEHICLE_WORDS = VEHICLES.map(([p]) => p.source).join('|');
const DETERMINERS = "(?:(?:a|an|the|his|her|their|my|our|its|[a-z]+'s)\\s+)";
const DESCRIBED =
  '(?:(?:little|big|old|new|shiny|tiny|yellow|red|blue|green|white|black|orange|purple|silver|school|family|toy|steam|racing|police|fast|small|long)\\s+){0,2}';
/** Verbs whose object is the vehicle gone in: 'drove the car', 'steered the little submarine', 'took the bus'. */
const AT_THE_WHEEL =
  '(?:drove|drives|driving|drive|steered|steers|steering|steer|piloted|pilots|piloting|pilot|flew|flies|flying|fly|rode|rides|riding|ride|took|takes|taking|caught|catches|boarded|boards)';
/** Verbs with in, on or aboard before it: 'sat in the car', 'climbed aboard the train', 'rode on the bus'. */
const GETTING_IN =
  '(?:sat|sits|sitting|rode|rides|riding|travelled|traveled|travels|travelling|went|goes|got|gets|climbed|climbs|hopped|hops|jumped|jumps|stepped|waited|waiting|waved)';
/** Verbs of taking someone somewhere in it: 'drove Leo home in the car', 'took us to the zoo on the bus'. */
const TAKING = '(?:drove|drives|driving|drive|took|takes|taking)';
const RIDING = new RegExp(
  `\\b(?:${AT_THE_WHEEL}\\s+${DETERMINERS}?${DESCRIBED}|${TAKING}\\s+((?:[a-z']+\\s+){1,8})(?:in|on)\\s+${DETERMINERS}?${DESCRIBED}|${GETTING_IN}\\s+(?:back\\s+)?(?:in|into|on|onto|aboard|inside)\\s+${DETERMINERS}?${DESCRIBED})(${VEHICLE_WORDS})\\b(?!\\s+(?:stop|station|driver|ticket|track|set|wash|park)s?\\b)`,
);

/**
 * The first vehicle someone drives, steers, flies, rides or sits in ('Zoe steered the little
 * submarine', 'Grandma flew the plane', 'sat in the car'), with the phrase that says so. A paper
 * plane or a bus stop is none.
 */
export function vehicleRidden(paragraph: string): RiddenVehicle | null {
  const lower = paragraph.toLowerCase().replace(/[’]/g, "'");
  const found = RIDING.exec(lower);
  if (!found || /\bpaper\s+$/.test(lower.slice(0, found.index + found[0].length - found[2]!.length))) return null;
  const word = found[2]!;
  const [, look] = VEHICLES.find(([p]) => new RegExp(`^${p.source}$`).test(word))!;
  return { pattern: new RegExp(escapeRegExp(found[0])), word, ...look, carried: found[1]?.trim() ?? null };
}

/** Vehicles that go nowhere without someone at the front driving them: a bus, a tram, a train, a fire engine. */
const DRIVEN = VEHICLES.filter(([, look]) => ['bus', 'train', 'tram', 'fire-engine'].includes(look.icon ?? ''));
/** Going somewhere: 'raced down the street', 'pulled into the station', 'came round the corner'. */
const ON_THE_MOVE =
  '(?:raced|races|racing|sped|speeds|speeding|zoomed|zooms|roared|roars|rumbled|rumbles|rattled|rattles|chugged|chugs|chuffed|puffed|trundled|trundles|rolled|rolls|drove|drives|came|comes|went|goes|rushed|rushes|hurried|whizzed|whooshed|dashed|clanged|arrived|arrives|pulled|pulls|set off|sets off|headed|zipped|bumped|bounced|wound|climbed)';
const MOVING = new RegExp(
  `\\b(?:the|a|an|its|their|our|his|her)\\s+${DESCRIBED}(${DRIVEN.map(([p]) => p.source).join('|')})\\s+(?:[a-z]+ly\\s+|along\\s+|off\\s+|away\\s+)?${ON_THE_MOVE}\\b`,
);

/**
 * A bus, a tram, a train or a fire engine the paragraph says is on the move ('The fire engine
 * raced down the street'): someone drives it, said to or not.
 */
export function vehicleOnTheMove(paragraph: string): { icon: string } | null {
  const found = MOVING.exec(paragraph.toLowerCase().replace(/[’]/g, "'"));
  if (!found) return null;
  const [, look] = DRIVEN.find(([p]) => new RegExp(`^${p.source}$`).test(found[1]!))!;
  return { icon: look.icon! };
}

/** Aboard a plane: in or on it, its seatbelts, window seat or crew, or the plane itself in flight. */
const ABOARD_A_PLANE = new RegExp(
  [
    "\\b(?:on|in|aboard|inside|onto|into|boarded|boards|board)\\s+(?:(?:the|a|an|our|their|his|her|my|big|huge|giant|[a-z]+'s)\\s+)*(?:(?:aero|air)?planes?|jets?)\\b",
    '\\b(?:seat ?belts?|window seat|tray table|cabin crew|flight attendants?|air hostess(?:es)?)\\b',
    '\\b(?:(?:aero|air)?plane|jet)\\s+(?:\\w+\\s+){0,2}(?:took off|takes off|taking off|climbed|soared|bumped|gave a bump|shook|wobbled|came down|landed|touched down|raced down the runway)\\b',
  ].join('|'),
);
/** Looking down from high up ('the clouds were down below'), said with the plane's window or a flight. */
const FROM_ON_HIGH = /\b(?:clouds?|sea|town|houses|fields|land)\s+(?:\w+\s+){0,2}(?:far |down |way )?below\b/;
const FLIGHT_WORDS = /\b(?:window|flight|flying|wings?|(?:aero|air)?planes?)\b/;
/** Off it, or not a real one. */
const NOT_ABOARD = /\b(?:off|out of)\s+(?:the|a|our|their)\s+(?:aero|air)?plane\b|\b(?:paper|toy|model)\s+(?:aero|air)?planes?\b/;
/** Another craft up there, which the paragraph is about instead. */
const OTHER_CRAFT = /\b(?:balloons?|rockets?|spaceships?|helicopters?|kites?|dragons?|broomsticks?|magic carpet)\b/;

/**
 * A passenger's flight: the paragraph has someone aboard a plane ('On the plane, his seatbelt went
 * click', 'the clouds were down below ... pressed his nose to the window'), not at the airport
 * before it, off it after, or flying it themselves.
 */
export function aboardAPlane(paragraph: string): boolean {
  const lower = paragraph.toLowerCase().replace(/[’]/g, "'");
  if (NOT_ABOARD.test(lower) || OTHER_CRAFT.test(lower)) return false;
  return ABOARD_A_PLANE.test(lower) || (FROM_ON_HIGH.test(lower) && FLIGHT_WORDS.test(lower));
}
