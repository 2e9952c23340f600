import type { Illustration, IllustrationRequest, Illustrator } from '../types.js';
import { encodeBookLook } from './book-look.js';
import { composeScene } from './compose.js';
import { HANDS } from './draw/hands.js';
import { avatarTraits } from './hero/avatar-traits.js';
import { pageLook } from './hero/book.js';
import { readPrompt } from './hero/prompt-look.js';
import { renderPicture } from './render.js';
import { readScene } from './scene/read-scene.js';
import { rideAhead } from './scene/train-ride.js';
import type { KindId } from './figures/kinds.js';

/** Kinds a name alone gives (a child, a girl, a boy): a later page hands on only those it says. */
const ONLY_BY_NAME: ReadonlySet<KindId> = new Set(['child', 'girl', 'boy']);

/**
 * The offline illustrator (DESIGN.md, AI layer): each paragraph is read into a scene (where, when,
 * who of what kind doing what, the key things, the mood) with the language module the story writer
 * uses, composed as a vector drawing in one of four illustrators' hands, and rendered to WebP. The
 * hero is drawn from the book's look, the same on every page. No network; same request, same bytes.
 */
export function createOfflineIllustrator(): Illustrator {
  return {
    async illustrate(request: IllustrationRequest): Promise<Illustration> {
      const { image, styleToken } = await illustrateWithPlan(request);
      return { image, styleToken };
    },
  };
}

/** The same, answering what was planned too (the evaluation and tests read it). */
export async function illustrateWithPlan(request: IllustrationRequest) {
  // An avatar that cannot be read still gets a hero, drawn from the child's name.
  const traits =
    request.avatar && !request.styleReference?.token ? await avatarTraits(request.avatar.image).catch(() => null) : null;
  const prompt = readPrompt(request.visualPrompt ?? '');
  const page = pageLook({
    ...request,
    avatar: request.avatar ? { name: request.avatar.name, traits } : null,
    prompt,
  });
  const first = page.first;
  let book = page.look;
  // A page after the first draws the book's hero, of the kind and by the name its first page gave
  // it ('Flick was only a tiny bee' ... 'Flick counted to three' is the bee, not a child).
  // A child hero only guessed from a name ('Pinch woke up early') is the creature a later page says
  // it is ('Pinch was a little crab'), on that page and the pages after it.
  const guessed =
    !first && !book.hero.fromAvatar && request.avatar === undefined && prompt.kind === null && book.hero.kind === 'child';
  const plan = readScene(
    request.paragraph,
    {
      kind: book.hero.kind,
      name:
        request.avatar?.name ??
        (book.hero.kind === prompt.kind ? prompt.name : null) ??
        (first ? null : (book.hero.name ?? null)),
      fixed: request.avatar !== undefined || book.hero.fromAvatar || prompt.kind !== null || !first,
      guessed,
    },
    request.visualPrompt ?? '',
    { place: book.place ?? null, cast: book.cast ?? [] },
  );
  const told = plan.characters[0];
  if (guessed && told && told.kind !== book.hero.kind) {
    const name = told.name ?? book.hero.name;
    book = { ...book, hero: { kind: told.kind, person: null, colour: null, fromAvatar: false, ...(name && { name }) } };
  }
  const composition = composeScene(plan, book, request.seed);
  const image = await renderPicture(composition, HANDS[book.style]);
  // The first page's place (when it named one; a room of home too, so a kitchen book's egg is
  // cracked in the kitchen, not on a farm, while a page that goes out names where), the others it
  // named and its hero's name (text mode) go on with the book's look to the pages after it; a
  // later page hands on what it was given, and one new there whose kind it says ('his new baby
  // sister, Lola', 'a puppy called Scout'), so a page after it that names them only ('Sam rocked
  // Lola') draws them as that.
  // (A first page that tells of the train ride ahead, 'She and Dad were going on a real train!', hands
  // on the train: a page of the ride that names no place is in its carriage, not back at home.)
  const place = rideAhead(request.paragraph.toLowerCase()) ? 'train' : plan.placeNamed ? plan.setting : null;
  const hero = plan.characters[0];
  const named = plan.characters.filter((c) => c.role === 'companion' && c.name && c.name !== hero?.name);
  const cast = named.map((c) => ({ name: c.name!, kind: c.kind }));
  const known = new Set([book.hero.name, ...(book.cast ?? []).map((c) => c.name)]);
  const met = cast.filter((c) => !known.has(c.name) && !ONLY_BY_NAME.has(c.kind));
  const heroName = first && !book.hero.fromAvatar && hero?.kind === book.hero.kind ? hero.name : null;
  const look = heroName ? { ...book, hero: { ...book.hero, name: heroName } } : book;
  const styleToken = encodeBookLook(
    first ? { ...look, place, cast } : met.length > 0 ? { ...look, cast: [...(look.cast ?? []), ...met] } : look,
  );
  return { image, styleToken, plan, book: look, composition };
}
