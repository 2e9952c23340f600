/**
 * A day of real weather, said however a parent says it ('Snow day!', 'A rainy day', 'The day it snowed at school', 'The
 * first snow of winter', 'Building a snowman with Grandpa', 'Jack loves jumping in puddles', 'A very hot day'), read as
 * a child's day in it ('A child plays in the snow at school'): never a trip to a land of ice, a lesson on weather, or a
 * snowman for a hero. Silly weather ('The day it rained sweets') is not this: it is matched before.
 */

/** Where and with whom, after the weather: ' at school', ' with Grandpa', ' in the park'. */
const REST = String.raw`((?:\s+(?:at|in|with|on)\s+[\p{L}'’ ]+)?)`;
const DAY = String.raw`(?:an?|the|one|this)?\s*(?:very\s+|really\s+|lovely\s+|big\s+|wild\s+|cold\s+)?`;

/** Each weather: what its day is called, and the wish a child has of it. */
const WEATHERS: readonly { said: RegExp; wish: string }[] = [
  {
    said: new RegExp(
      String.raw`^(?:${DAY}(?:snowy|snow)\s+day|(?:the\s+)?(?:day|morning)\s+it\s+snowed|(?:the\s+)?first\s+snow(?:fall)?(?:\s+of\s+(?:the\s+)?(?:winter|year))?|(?:playing|fun)\s+in\s+the\s+snow)${REST}$`,
      'iu',
    ),
    wish: 'plays in the snow',
  },
  {
    said: new RegExp(String.raw`^(?:building|making)\s+a\s+snowman${REST}$`, 'iu'),
    wish: 'builds a snowman',
  },
  {
    said: new RegExp(
      String.raw`^(?:${DAY}(?:rainy|wet)\s+day|(?:the\s+)?day\s+it\s+rained|(?:jumping|splashing)\s+in\s+(?:the\s+)?puddles|puddle\s+jumping)${REST}$`,
      'iu',
    ),
    wish: 'splashes in the puddles',
  },
  { said: new RegExp(String.raw`^${DAY}(?:windy|blustery|breezy)\s+day${REST}$`, 'iu'), wish: 'plays in the wind' },
  {
    said: new RegExp(String.raw`^${DAY}(?:hot|sunny|scorching|boiling)\s+(?:summer(?:['’]s)?\s+)?day${REST}$`, 'iu'),
    wish: 'keeps cool on a hot day',
  },
];

/** 'Jack loves jumping in puddles', 'Mia likes splashing in the puddles': the child's own day of rain. */
const LOVES_PUDDLES =
  /^(\p{Lu}[\p{L}'’-]*)\s+(?:loves?|likes?|enjoys?)\s+(?:jumping|splashing)\s+in\s+(?:the\s+)?(?:muddy\s+)?puddles$/u;

/** 'Ella and the big storm', 'The big storm', 'A stormy night', 'The night of the thunderstorm': a storm at home, faced. */
const STORM =
  /^(?:(\p{Lu}[\p{L}'’-]*)\s+and\s+)?(?:(?:the|a|one)\s+(?:very\s+|big\s+|great\s+|wild\s+|huge\s+|loud\s+)*(?:thunder)?storm(?:y\s+night)?|(?:the|a)\s+(?:very\s+|big\s+|wild\s+)?stormy\s+night|the\s+night\s+of\s+the\s+(?:big\s+)?(?:thunder)?storm)$/iu;

/**
 * A rainy day kept indoors: 'A rainy day at home', 'A rainy day indoors for Max', 'Stuck inside on a rainy day'. Where
 * and with whom after it, as in REST.
 */
const RAIN_INDOORS = new RegExp(
  String.raw`^(?:${DAY}(?:rainy|wet)\s+day\s+(?:at\s+home|indoors|inside)|(?:stuck\s+)?(?:inside|indoors|at\s+home)\s+on\s+a\s+(?:rainy|wet)\s+day)((?:\s+(?:for|with)\s+[\p{L}'’ ]+)?)$`,
  'iu',
);

export function weatherDayLeads(idea: string): string {
  const said = idea.trim().replace(/[.!]+$/, '');
  // (Before the rain had out of doors: a rainy day at home is played inside, never splashed in a pond.)
  const indoors = RAIN_INDOORS.exec(said);
  if (indoors) {
    const who = /^\s+for\s+(\p{Lu}[\p{L}'’-]*)$/u.exec(indoors[1] ?? '')?.[1];
    return `${who ?? 'A child'} plays indoors on a rainy day${who ? '' : (indoors[1] ?? '')}`;
  }
  // (A storm at home is the storm a child is scared of and faces: the thunder counted, a rainbow after.)
  const storm = STORM.exec(said);
  if (storm) return `${storm[1] ?? 'A child'} is scared of the storm`;
  const puddles = LOVES_PUDDLES.exec(said);
  if (puddles) return `${puddles[1]} splashes in the puddles`;
  for (const { said: pattern, wish } of WEATHERS) {
    const found = pattern.exec(said);
    if (found) return `A child ${wish}${found[1] ?? ''}`;
  }
  return idea;
}
