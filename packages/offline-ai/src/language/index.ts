/**
 * The shared language module of the offline engine: what an idea or a paragraph says (who, of what
 * kind, where, when, what they want and do, in what mood), read with the NLP library compromise and
 * the plain tables of this folder. The story writer and the illustrator both read text through it.
 *
 *   understandIdea(text, { hero? })  -> IdeaUnderstanding (hero, companions, places, goal, topic, mood, ...)
 *   readParagraph(text, cast?)       -> ParagraphReading (characters, setting, time, weather, things, actions, events, mood)
 */
export type * from './types.js';
export { SIZE_BOAST, understandIdea, stripPreamble, type UnderstandOptions } from './idea.js';
export { readParagraph } from './paragraph.js';
export { stillToCome } from './presence.js';
export { toldAsChild } from './told-as-child.js';
export { HIDE_AND_SEEK } from './hide-and-seek.js';
export { ELF_CHRISTMAS, REINDEER_CHRISTMAS } from './christmas.js';
export { titleKindOf } from './cast.js';
export { allKinds, kindOf, kindByWord, thingKind } from './kinds.js';
export { SETTINGS, settingById, settingOfWord, matchSettings, bestSetting, type SettingMatch } from './settings.js';
export { namedPlace, matchNamedPlaces, unlistedPlace } from './places.js';
export { GIRL_NAMES, BOY_NAMES, NEUTRAL_NAMES, PET_NAMES, pronounOfName, pronounOfPetName, isListedName } from './names.js';
export { MOOD_WORDS, TIME_WORDS, WEATHER_WORDS, EVENT_VERBS, GOAL_VERBS } from './lexicon.js';
export {
  pluralOf,
  singularOf,
  pastOf,
  gerundOf,
  presentOf,
  infinitiveOf,
  infinitiveOfPast,
  withArticle,
  withArticleIfOne,
  isPlural,
  articleFor,
  possessive,
} from './words.js';
export { isEnglishWord } from './dictionary.js';
export { differenceOf, type Difference } from './difference.js';
export { saysPowerHad, type PowerWords } from './power.js';
export { mendPhrasalVerbs, registerNouns, tokenize, type Token } from './tokens.js';
export { nounPhrases, type Phrase } from './things.js';
export { boxMadeOf, boxPlayIn, type BoxMade } from './box-play.js';
