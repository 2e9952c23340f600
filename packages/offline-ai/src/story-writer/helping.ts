/**
 * Who asks for help and how, for a wish to help ('help {their} grandpa on the farm', 'help the
 * flowers in the garden', 'help the village build a bridge'): the one helped, and the rest of the
 * wish, so lines say 'Could you help me on the farm?' rather than 'Please help me help my grandpa'.
 */
import { has, tokenize } from '../language/tokens.js';
import type { StoryPlan } from './plan.js';

interface HelpWish {
  /** Who is helped, as the goal says it: '{their} grandpa', 'the flowers'; null for 'help on the farm'. */
  helped: string | null;
  /** The rest of the wish: 'on the farm', 'build a bridge', ''. */
  rest: string;
}

/** 'help {their} grandpa on the farm' -> helped '{their} grandpa', rest 'on the farm'. */
function helpWish(phrase: string): HelpWish | null {
  const match = /^help\b\s*(.*)$/.exec(phrase);
  if (!match) return null;
  const words = match[1]!.replace(/\{their\}/g, 'their');
  const tokens = tokenize(words);
  let end = 0;
  while (
    end < tokens.length &&
    !has(tokens[end], 'Preposition') &&
    !(has(tokens[end], 'Verb') && !has(tokens[end], 'Noun')) &&
    (has(tokens[end], 'Noun') ||
      has(tokens[end], 'Determiner') ||
      has(tokens[end], 'Adjective') ||
      has(tokens[end], 'Possessive'))
  )
    end += 1;
  const cut = end > 0 ? tokens[end - 1]!.end : 0;
  const helped = end > 0 ? words.slice(0, cut).replace(/\btheir\b/g, '{their}') : null;
  return {
    helped,
    rest: words
      .slice(cut)
      .replace(/\btheir\b/g, '{their}')
      .trim(),
  };
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** Slots of a helping story: the asker (the friend when the wish is to help them, else the guide) and what is asked. */
export function helpSlots(plan: StoryPlan): Record<string, string | null> {
  const wish = plan.goal.type === 'help' ? helpWish(plan.goal.phrase) : null;
  if (!wish) return { asker: null, askHelp: null, helpYou: null, helpedMe: null, helpedThird: null };
  const { friend, guide } = plan;
  const lastWord = wish.helped?.split(' ').at(-1)?.toLowerCase() ?? '';
  // 'help {their} grandpa' with Grandpa in the story: Grandpa is the one who asks.
  const friendAsks =
    friend !== null &&
    wish.helped !== null &&
    [friend.relation, friend.kind.word, friend.name.toLowerCase()].some((w) => w !== null && w === lastWord);
  const askerIsHelped = friendAsks || wish.helped === null;
  const your = (text: string) => text.replace(/\{their\}/g, 'your');
  return {
    asker: friendAsks ? friend.name : `the ${guide.kind.word}`,
    askHelp: askerIsHelped ? join('help me', wish.rest) : join('help', your(wish.helped!), your(wish.rest)),
    helpYou: askerIsHelped ? join('you', your(wish.rest)) : join(your(wish.helped!), your(wish.rest)),
    helpedMe: askerIsHelped ? 'me' : your(wish.helped!),
    helpedThird: friendAsks ? friend.name : (wish.helped ?? `the ${guide.kind.word}`),
  };
}

/** The wish names the story's friend ('help {their} grandpa', 'bake a cake for {their} mum'): the friend does not speak of it as someone else's. */
export function friendInGoal(friend: StoryPlan['friend'], phrase: string): boolean {
  if (!friend) return false;
  // ('find {their} sister's teddy': the sister is in the wish too.)
  const words = phrase
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/['’]s$/, ''));
  return [friend.relation, friend.kind.word, friend.name.toLowerCase()].some(
    (w) => w !== null && w !== 'friend' && words.includes(w),
  );
}
