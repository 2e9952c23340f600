/**
 * The word list. Two tiers, because a children's platform meets two kinds of words:
 *
 * - `block`: words with no innocent reading in a children's story (strong swearing, sexual acts,
 *   slurs). Refused at once with a 400 that names the word and the field.
 * - `review`: words that are rude in one reading and innocent in another that children's books
 *   really use (a cock crowing, a blue tit, Dick Whittington, a donkey called an ass, body words in
 *   a book about the body). A story holding one is saved, and waits for the admin with a flag that
 *   says which word, where and why. Known innocent phrases (allow-list.ts) are not flagged at all.
 *   A review word written in disguise (`a$$`, `c0ck`, `d.i.c.k`) is refused like a blocked one:
 *   nobody disguises the bird.
 *
 * Every form is matched as a whole word (`ass` is not in `class`), in any case, through leetspeak,
 * repeated letters, separators between single letters and censor stars. Only `inside` terms match
 * inside longer words, for stems no English word contains (motherfucker, bullshit).
 */
export type Tier = 'block' | 'review';

export interface Term {
  /** Every spelling caught, lower case letters only; the first names the term. */
  forms: string[];
  tier: Tier;
  /** What the admin reads beside a flag, e.g. 'rude slang, or a rooster'. */
  reason: string;
  /** Also match inside longer words. */
  inside?: boolean;
}

const SWEARING = 'strong swearing';
const SEXUAL = 'sexual content';
const SLUR = 'a slur';

export const terms: Term[] = [
  // Blocked: no innocent reading.
  { forms: ['fuck'], tier: 'block', reason: SWEARING, inside: true },
  { forms: ['fuk', 'fuks', 'fukker', 'phuck', 'fcuk', 'fuq', 'fck', 'fcking'], tier: 'block', reason: SWEARING },
  { forms: ['shit', 'shite'], tier: 'block', reason: SWEARING, inside: true },
  { forms: ['cunt', 'cunts', 'cunty', 'cunting'], tier: 'block', reason: SWEARING },
  { forms: ['bitch', 'bitches', 'bitchy', 'bitching', 'biatch', 'sonofabitch'], tier: 'block', reason: SWEARING },
  { forms: ['bastard', 'bastards'], tier: 'block', reason: SWEARING },
  {
    forms: ['asshole', 'assholes', 'arsehole', 'arseholes', 'asshat', 'dumbass', 'smartass', 'kickass'],
    tier: 'block',
    reason: SWEARING,
  },
  { forms: ['dickhead', 'dickheads', 'dickwad', 'knobhead', 'bellend'], tier: 'block', reason: SWEARING },
  { forms: ['wank', 'wanker', 'wankers', 'wanking', 'tosser'], tier: 'block', reason: SWEARING },
  { forms: ['twat', 'twats'], tier: 'block', reason: SWEARING },
  { forms: ['bollocks', 'bollock'], tier: 'block', reason: SWEARING },
  { forms: ['cocksucker', 'cocksuckers', 'cocksucking'], tier: 'block', reason: SEXUAL },
  { forms: ['porn', 'porno', 'pornography', 'pornographic', 'porny'], tier: 'block', reason: SEXUAL },
  {
    forms: ['dildo', 'dildos', 'blowjob', 'blowjobs', 'handjob', 'rimjob', 'cumshot', 'jizz', 'gangbang'],
    tier: 'block',
    reason: SEXUAL,
  },
  { forms: ['orgasm', 'orgasms', 'masturbate', 'masturbating', 'masturbation', 'orgy', 'orgies'], tier: 'block', reason: SEXUAL },
  {
    forms: ['slut', 'sluts', 'slutty', 'whore', 'whores', 'milf', 'hentai', 'fellatio', 'bestiality', 'incest'],
    tier: 'block',
    reason: SEXUAL,
  },
  {
    forms: ['nigger', 'niggers', 'nigga', 'niggas', 'kike', 'kikes', 'gook', 'gooks', 'wetback', 'wetbacks'],
    tier: 'block',
    reason: SLUR,
  },
  { forms: ['faggot', 'faggots', 'tranny', 'trannies', 'paki', 'pakis', 'raghead', 'towelhead'], tier: 'block', reason: SLUR },
  { forms: ['retard', 'retards', 'retarded'], tier: 'block', reason: SLUR },
  { forms: ['rapist', 'rapists'], tier: 'block', reason: SEXUAL },

  // Review: rude in one reading, innocent in another.
  { forms: ['ass', 'asses', 'jackass'], tier: 'review', reason: 'rude slang, or a donkey in older tales' },
  { forms: ['arse', 'arses'], tier: 'review', reason: 'rude slang' },
  { forms: ['cock', 'cocks'], tier: 'review', reason: 'rude slang, or a rooster' },
  { forms: ['dick', 'dicks'], tier: 'review', reason: 'rude slang, or a name (Dick Whittington)' },
  { forms: ['tit', 'tits', 'titty', 'titties'], tier: 'review', reason: 'rude slang, or a bird (a blue tit)' },
  { forms: ['boob', 'boobs', 'boobies'], tier: 'review', reason: 'rude slang' },
  { forms: ['pussy', 'pussies'], tier: 'review', reason: 'rude slang, or a cat in nursery rhymes' },
  { forms: ['prick', 'pricks'], tier: 'review', reason: 'rude slang, or a needle prick' },
  { forms: ['piss', 'pissed', 'pissing'], tier: 'review', reason: 'rude slang' },
  { forms: ['crap', 'crappy'], tier: 'review', reason: 'mild swearing' },
  { forms: ['damn', 'damned', 'dammit', 'goddamn'], tier: 'review', reason: 'mild swearing' },
  { forms: ['hell'], tier: 'review', reason: 'mild swearing, or the place in old tales' },
  { forms: ['bloody'], tier: 'review', reason: 'mild swearing in British English, or blood' },
  { forms: ['bugger', 'buggers'], tier: 'review', reason: 'mild swearing' },
  { forms: ['rape', 'raped', 'raping'], tier: 'review', reason: 'sexual violence, or a crop (oilseed rape)' },
  { forms: ['sex', 'sexy', 'sexual'], tier: 'review', reason: 'an adult topic; fine in a book about the body' },
  { forms: ['penis', 'vagina', 'testicles', 'horny'], tier: 'review', reason: 'a body word; fine in a book about the body' },
  { forms: ['hooker', 'hookers'], tier: 'review', reason: 'rude slang, or a rugby position' },
  { forms: ['fag', 'fags'], tier: 'review', reason: 'a slur, or British slang for a cigarette' },
  { forms: ['dyke', 'dykes'], tier: 'review', reason: 'a slur, or a sea wall' },
  { forms: ['coon', 'coons'], tier: 'review', reason: 'a slur (raccoon is fine)' },
  { forms: ['chink', 'chinks'], tier: 'review', reason: 'a slur, or a narrow gap' },
  { forms: ['spaz', 'spastic'], tier: 'review', reason: 'a hurtful word for disabled people' },
];
