/**
 * The goal said in full a few times a story, then referred to: read aloud, 'learn to fly' twelve
 * times grates, so after the first mentions 'Today I will bake bread!' becomes 'Today I will bake
 * it!' and 'How could Pablo learn to fly now?' becomes 'How could Pablo fly now?'. Each paragraph
 * keeps its first mention where it says nothing else of the goal (the illustrator draws each
 * paragraph on its own and the checker looks for the goal in each).
 */
import { escapeRegExp } from '../reg-exp.js';
import { gerundOf, KIND_OF_VERB, pastOf } from '../language/words.js';
import { GOAL_VERBS, withArticle, type GoalType } from '../language/index.js';
import { welcomes, type StoryPlan } from './plan.js';
import { mentions, wholeThenShort } from './refer.js';

/** Full mentions of the goal a story keeps. */
const GOAL_MENTIONS = 2;

const PARTICLES = new Set(['up', 'out', 'away', 'back', 'off']);
/** Words after a verb that takes no object of its own, before what it is about: 'wait for', 'play with', 'look after'. */
const WITH_WHOM = /^(?:for|with|after)$/;
const PLACE_WORDS = /^(?:to|from|into|onto|in|on|at|across|through|up|down|over|around|under|inside|past)$/;
/** 'it' reads wrong after these words ('dreaming of the igloo and baking it'), any reference before 'it'; after a colon the goal is spelled out ('one big wish: to learn to fly'). */
const BEFORE_NO_REFERENCE = /\b(?:and|or|of|about|for|with)\s*$/i;
/** Thinking of the goal: once it is said, what is thought of is 'it'. */
const THOUGHT_OF = /\b(?:think|thinking|thought|dream|dreaming|dreamed|dreamt|wonder|wondering|wondered) (?:about|of) $/i;
/** Words after a thing seen that say where or with what, not what it does ('see the fish in the pond'). */
const AFTER_A_SIGHT = /^(?:to|into|onto|in|on|at|by|near|with|and|or|of|for|from|under|over|up|down|there|here)$/;
const POSSESSIVE = '(?:my|your|his|her|its|their|our)';
const OWNER = new RegExp(`\\b${POSSESSIVE}\\b`, 'i');

type Form = 'phrase' | 'ing' | 'past';

interface Echo {
  form: Form;
  pattern: RegExp;
  reference: string;
}

/**
 * What stands for the goal once said enough, in its three forms, or null where nothing reads well: 'bake
 * bread' -> 'bake it', 'clean up the beach' -> 'clean it up', 'go to the moon' -> 'go there', 'learn
 * to fly' -> 'fly', 'find out why the moon changes shape' -> 'find out', 'learn about volcanoes' ->
 * 'learn about them'. The goal's own verb stays, so each story's lines stay its own.
 */
function referencesFor(phrase: string, type: GoalType, helped?: string): Record<Form, string> | null {
  const words = phrase.split(' ');
  const [verb, second, third] = words;
  const forms = (head: string, tail: string): Record<Form, string> => ({
    phrase: `${head}${tail}`,
    ing: `${gerundOf(head)}${tail}`,
    past: `${pastOf(head)}${tail}`,
  });
  // A sight is named, never 'see it': it is what the picture shows. A sight that is something
  // happening to the thing ('see a caterpillar grow wings', 'watch the ducks swim') is, once told, 'see it happen'.
  if (/^(?:see|watch|spot|look)$/.test(verb ?? '')) {
    const at = helped ? words.indexOf(helped.split(' ').at(-1)!) : -1;
    const next = words[at + 1];
    const happening =
      /^(?:see|watch)$/.test(verb!) && at > 0 && at <= 3 && next && !/ing$/.test(next) && !AFTER_A_SIGHT.test(next);
    if (happening) return forms(verb!, ' it happen');
    // A sight named with what it looks like ('see the tall white waterfall', 'see sparkling blue waves') is, once
    // said, named by its noun ('see the waterfall'): the picture still shows it, the line reads shorter.
    const sight = words.slice(/^(?:at|out)$/.test(second ?? '') ? 2 : 1);
    const described =
      sight.length >= 3 || (sight.length === 2 && !/^(?:the|a|an|some|my|his|her|their|its|\{their\})$/.test(sight[0]!));
    // ('see red buses rolling': what they do is no noun to end on.)
    if (!described || /ing$/.test(sight.at(-1)!) || sight.some((w) => AFTER_A_SIGHT.test(w) || /^\p{Lu}/u.test(w))) return null;
    return forms(words.slice(0, words.length - sight.length).join(' '), ` the ${sight.at(-1)!}`);
  }
  // 'go fishing', 'play hide and seek': no 'going it'.
  if (!verb || !second || type === 'befriend' || type === 'overcome' || verb === 'go' || /ing$/.test(second)) return null;
  // 'become a butterfly': a change, done ('How will we do it now?'), never 'become it'; a long word said less reads easier.
  if (verb === 'become') return forms('do', ' it');
  // 'be brave', 'feel calm': a way to be is no thing ('I want to be it').
  if (/^(?:be|feel|stay|get|keep)$/.test(verb)) return null;
  // 'sail home', 'carry the nuts home': home is where, never a thing ('sail it', 'carry the home').
  // ('find a home', 'get a new home': a home of one's own is the thing sought, said in full below.)
  const homeSought = /^(?:a|an|the|new|my|his|her|its|their|\{their\}|our|your|warm|cosy|safe|forever)$/.test(words.at(-2) ?? '');
  if (words.at(-1) === 'home' && !homeSought) {
    // ('find the way home' is a way found, never 'find it home'.)
    if (words.length === 2 || words.includes('way')) return null;
    return forms(verb, ` ${/[^s]s$/.test(words.at(-2)!) ? 'them' : 'it'} home`);
  }
  // ('ride {their} bike without stabilisers' is the bike: 'ride it', never 'ride them'.)
  const cut = words.findIndex(
    (w, i) => i >= 3 && /^(?:with|without|for|from|in|on|at|by|into|under|over|near|round|around)$/.test(w),
  );
  const them = /[^s]s$/.test((cut > 0 ? words[cut - 1] : words.at(-1))!) ? 'them' : 'it';
  // 'learn to ride {their} bike' -> 'ride it'; 'learned to fly' stays as said.
  if (verb === 'learn' && second === 'to' && third) {
    // 'learn to breathe fire' -> 'breathe fire': a bare object is part of the skill ('breathe it' says nothing).
    const bare = words.length === 4 && !/s$/.test(words[3]!);
    // ('learn to ice skate' -> 'ice skate': one doing of two words, never 'icing skate'.)
    const inner = KIND_OF_VERB.test(words.slice(2).join(' '))
      ? forms(words.slice(2).join(' '), '')
      : bare
        ? forms(third, ` ${words[3]!}`)
        : words.length > 3
          ? referencesFor(words.slice(2).join(' '), 'do')
          : forms(third, '');
    return inner && { ...inner, past: `${pastOf('learn')} to ${inner.phrase}` };
  }
  if (verb === 'find' && second === 'out') return forms('find', ' out');
  // 'fly like a bird' -> 'fly'.
  if (second === 'like') return forms(verb, '');
  if (second === 'about') return forms(verb, ` about ${them}`);
  if (second === 'to' && third && !/^(?:the|a|an|my|his|her|their|its|\{their\})$/.test(third)) return null;
  if (PLACE_WORDS.test(second) && type === 'reach') return forms(verb, ' there');
  if (PARTICLES.has(second) && words.length > 2) return forms(verb, ` ${them} ${second}`);
  // 'fall asleep', 'grow tall', 'come alive': how the hero ends up is no object ('fall it'); the goal stays said in full.
  if (/^(?:asleep|awake|alive|tall|taller|big|bigger|strong|stronger|better|well|quiet|calm|still)$/.test(second))
    return forms(verb, ` ${second}`);
  // 'shine brighter', 'roar louder', 'swim faster': how much more is no object either ('shine it').
  if (words.length === 2 && /^\p{L}{2,}(?:er|est)$/u.test(second) && type !== 'make' && GOAL_VERBS[verb] !== 'make')
    return forms(verb, ` ${second}`);
  // 'jump really high', 'run very fast': how it is done is no object ('jump it'); once said, the doing alone.
  if (/^(?:really|very|so|super|too|high|fast|far|well)$|ly$/.test(second)) return forms(verb, '');
  // 'fly away', 'run off': a verb with no object has nothing to call 'it' ('fly it').
  if (PARTICLES.has(second)) return null;
  // 'wait for Santa', 'play with Grandpa', 'look after the lamb': what the verb's word is about is 'it' after
  // that word ('wait for it'), someone named is said by name.
  if (WITH_WHOM.test(second)) return welcomes(phrase) || /^\p{Lu}/u.test(third ?? '') ? null : forms(verb, ` ${second} ${them}`);
  // 'help the ducklings learn to swim': whoever is taught is never 'it'; the wish is said in full.
  if (verb === 'help' && / learn to /.test(phrase)) return null;
  // 'help a lost puppy get home' -> 'help the puppy': the one helped is named, never 'it'.
  if (verb === 'help' && helped && ['a', 'an'].includes(second) && words.includes(helped.split(' ').at(-1)!))
    return forms(verb, ` the ${helped}`);
  // A thing made is 'it' once said ('build a model longship' -> 'build it'), by its verb too where the goal came from a
  // topic to learn about; a thing met or found ('find a shell') is any one and stays said.
  const making = type === 'make' || GOAL_VERBS[verb] === 'make';
  if (PLACE_WORDS.test(second) || (['a', 'an', 'some'].includes(second) && !making)) return null;
  // 'help Grandma', 'help {their} grandpa', 'visit Grampa', 'welcome the new baby': someone helped, visited or welcomed
  // is never 'it'; the goal is said in full.
  if (/^\p{Lu}/u.test(second) || (verb === 'help' && second === '{their}') || welcomes(phrase)) return null;
  return forms(verb, ` ${them}`);
}

const echoes = new Map<string, Echo[]>();

/**
 * The goal as a story says it once its thing is named, by the thing's noun: 'climb the tallest
 * sunflower' -> 'climb the sunflower', 'look after a sick elephant' -> 'look after an elephant'.
 */
function thingByNoun(thing: StoryPlan['thing']): (goal: string) => string {
  if (!thing || thing.named || thing.text === thing.noun) return (goal) => goal;
  const withAn = new RegExp(`\\b(an?) ${escapeRegExp(thing.text)}\\b`);
  const articled = withArticle(thing.noun);
  return (goal) => goal.replace(withAn, () => articled).replace(thing.text, thing.noun);
}

/** The goal's three forms as they read in a story, in full and short, with the reference that stands for each. */
function echoesOf(plan: StoryPlan, short: (phrase: string) => string): Echo[] {
  // The thing is part of the key: 'help a lost puppy get home' refers to 'the puppy', the helped one.
  // The short form is part of the key too: a wish to learn may be said again by its topic ('find out about ancient Rome').
  const key = `${plan.goal.type}|${plan.goal.phrase}|${plan.goal.ing}|${plan.goal.past}|${plan.thing?.noun ?? ''}|${plan.thing?.text ?? ''}|${short(plan.goal.phrase)}`;
  let found = echoes.get(key);
  if (!found) {
    const references = referencesFor(short(plan.goal.phrase), plan.goal.type, plan.thing?.noun);
    const byNoun = thingByNoun(plan.thing);
    const said = (['phrase', 'ing', 'past'] as const).flatMap((form) => {
      const goal = plan.goal[form];
      return [...new Set([goal, short(goal), byNoun(goal), short(byNoun(goal))])].map((text) => ({ form, text }));
    });
    found = !references
      ? []
      : said
          .filter(({ form, text }) => text.split(' ').length >= 2 && references[form] !== text)
          // The longest first: 'bake bread for the fair' before 'bake bread'.
          .sort((a, b) => b.text.length - a.text.length)
          .map(({ form, text }) => {
            const body = text
              .split(' ')
              .map((w) => (w === '{their}' ? POSSESSIVE : escapeRegExp(w)))
              .join('\\s+');
            return { form, pattern: new RegExp(`(?<![\\p{L}])${body}(?![\\p{L}])`, 'giu'), reference: references[form] };
          });
    echoes.set(key, found);
  }
  return found;
}

/** Times a goal with details ('build a den in the living room on a rainy day') is said whole before it is said short. */
const WHOLE_MENTIONS = 2;

/**
 * A goal with trailing details said whole twice, then short: 'build a den in the living room on a
 * rainy day' -> 'build a den', the rest of the story knowing where and when.
 */
function shortenDetails(paragraphs: readonly string[], plan: StoryPlan, short: (phrase: string) => string): string[] {
  const forms = (['phrase', 'ing', 'past'] as const)
    .map((form) => plan.goal[form])
    .filter((text) => short(text) !== text && text.split(' ').length > short(text).split(' ').length);
  if (forms.length === 0) return [...paragraphs];
  const body = forms
    .sort((a, b) => b.length - a.length)
    .map((text) =>
      text
        .split(' ')
        .map((w) => (w === '{their}' ? POSSESSIVE : escapeRegExp(w)))
        .join('\\s+'),
    )
    .join('|');
  return wholeThenShort(paragraphs, new RegExp(`(?<![\\p{L}])(?:${body})(?![\\p{L}])`, 'giu'), WHOLE_MENTIONS, short);
}

/** Where sentences end: '.', '!' or '?' (and a closing quote) before the next one's capital or opening quote. */
const SENTENCE_END = /[.!?][”"’]?\s+(?=[“"‘\p{Lu}])/gu;

/** Which sentence of the paragraph a position is in, counted from 0. */
function sentenceAt(paragraph: string, at: number): number {
  return [...paragraph.slice(0, at).matchAll(SENTENCE_END)].length;
}

/** Whether the reference's 'it' is the goal's thing: 'find my shell' -> 'find it', not 'help the village build a bridge' -> 'help it'. */
function standsForThing(said: string, reference: string, thingWord: string): boolean {
  const head = reference.replace(/\s+(?:it|them)\b.*$/i, '');
  if (head === reference || !said.toLowerCase().startsWith(`${head.toLowerCase()} `)) return false;
  const rest = said.slice(head.length).trim().split(/\s+/);
  return rest.length <= 3 && rest.at(-1)!.toLowerCase().replace(/s$/, '') === thingWord.toLowerCase().replace(/s$/, '');
}

/** The text's last two sentences, the one not yet ended and the one before it. */
function lastSentences(text: string): string {
  const ends = [...text.matchAll(SENTENCE_END)];
  const from = ends.at(-2);
  return from ? text.slice(from.index + from[0].length) : text;
}

/** The paragraphs with the goal said in full at most GOAL_MENTIONS times, and once a paragraph. */
export function capGoalMentions(
  told: readonly string[],
  plan: StoryPlan,
  goalWords: readonly string[],
  short: (phrase: string) => string,
): string[] {
  const paragraphs = shortenDetails(told, plan, short);
  const forms = echoesOf(plan, short);
  const byNoun = thingByNoun(plan.thing);
  const thingWord = plan.thing && !plan.thing.named ? plan.thing.noun.split(' ').at(-1)! : null;
  if (forms.length === 0) return [...paragraphs];
  let kept = 0;
  return paragraphs.map((paragraph) => {
    const spots: { at: number; length: number; reference: string; form: Form }[] = [];
    for (const form of forms)
      for (const match of paragraph.matchAll(form.pattern)) {
        if (spots.some((s) => match.index < s.at + s.length && s.at < match.index + match[0].length)) continue;
        const capital = /^\p{Lu}/u.test(match[0]);
        // 'ride {their} bike' as it was said: 'ride my bike', 'ride her bike'.
        const owner = OWNER.exec(match[0])?.[0] ?? 'their';
        const reference = form.reference.replace(/\{their\}/g, owner);
        spots.push({
          form: form.form,
          at: match.index,
          length: match[0].length,
          reference: capital ? reference.charAt(0).toUpperCase() + reference.slice(1) : reference,
        });
      }
    spots.sort((a, b) => a.at - b.at);
    let out = paragraph;
    let rest = paragraph;
    for (const spot of [...spots].reverse()) rest = rest.slice(0, spot.at) + rest.slice(spot.at + spot.length);
    const elsewhere = goalWords.some((w) => mentions(rest, w));
    // The first mentions of the story are kept, and each paragraph's first where nothing else there names the goal.
    const keepFirst = spots.length > 0 && (kept < GOAL_MENTIONS || !elsewhere);
    if (keepFirst) kept += 1;
    const keep = spots.map((_, i) => i === 0 && keepFirst);
    // From the end, so earlier positions stay right.
    for (let i = spots.length - 1; i >= 0; i -= 1) {
      if (keep[i]) continue;
      const spot = spots[i]!;
      const before = out.slice(0, spot.at);
      const after = out.slice(spot.at + spot.length);
      const sentence = before.slice(before.search(/[^.!?]*$/));
      // 'to think about finding out about ancient Rome', the goal just said: 'to think about it'.
      if (spot.form === 'ing' && i > 0 && THOUGHT_OF.test(before)) {
        out = `${before}it${after}`;
        continue;
      }
      const pronoun = /\b(?:it|them|there)(?: \w+)?$/.test(spot.reference);
      // 'it' needs the goal said just before it, in its sentence or the one before: 'I want to see it' opening a
      // paragraph says nothing, nor 'Maybe we can't do it today' three lines on.
      // (Or its thing just named, where 'it' is the thing: 'by the kitten. "You found it!"', never 'by the bridge.
      // "I knew you would help it"' for helping the village build it.)
      const nearby =
        (i > 0 && sentenceAt(paragraph, spot.at) - sentenceAt(paragraph, spots[i - 1]!.at) <= 1) ||
        (thingWord !== null &&
          standsForThing(out.slice(spot.at, spot.at + spot.length), spot.reference, thingWord) &&
          mentions(lastSentences(before), thingWord));
      if (pronoun && !nearby && !sentence.includes(':')) {
        // Said again further on, the goal is said short: 'climbing the tallest mountain' -> 'climbing the mountain'.
        out = before + byNoun(out.slice(spot.at, spot.at + spot.length)) + after;
        continue;
      }
      // ('What a day of baking bread it had been!' keeps its bread, never 'baking it it', nor the bare 'What a day of
      // finding out it had been!' every such story would share; 'seeing the waterfall it had been' still names its own.)
      const namesOwn = goalWords.some((w) => mentions(spot.reference, w));
      if (
        (pronoun && BEFORE_NO_REFERENCE.test(before)) ||
        ((pronoun || !namesOwn) && /^\s+(?:it|them)\b/i.test(after)) ||
        sentence.includes(':')
      )
        continue;
      out = before + spot.reference + after;
    }
    return out;
  });
}
