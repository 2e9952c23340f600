/** Words of a paragraph or visual prompt, in the plain forms the keyword tables use. */

const IRREGULAR: Readonly<Record<string, string>> = {
  mice: 'mouse',
  geese: 'goose',
  children: 'child',
  kids: 'kid',
  teeth: 'tooth',
  feet: 'foot',
  people: 'person',
  men: 'man',
  women: 'woman',
  leaves: 'leaf',
  wolves: 'wolf',
  shelves: 'shelf',
  elves: 'elf',
  loaves: 'loaf',
  knives: 'knife',
  fairies: 'fairy',
  mummies: 'mummy',
  puppies: 'puppy',
  bunnies: 'bunny',
  butterflies: 'butterfly',
  strawberries: 'strawberry',
  cherries: 'cherry',
  ponies: 'pony',
  cities: 'city',
  skies: 'sky',
  berries: 'berry',
  libraries: 'library',
  countries: 'country',
  dragonflies: 'dragonfly',
  ladies: 'lady',
  babies: 'baby',
};

/** Lower-case words of the text, letters only ("Mia's" -> "mia"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z]+(?:'[a-z]+)?/g) ?? []
  ).map((w) => w.replace(/'s$/, '').replace(/'/g, ''));
}

/**
 * The word and the singular forms it may be ("boxes" -> box, boxe; "stars" -> star). Callers keep
 * the first form their table knows, so no rule has to be always right.
 */
export function forms(word: string): string[] {
  const irregular = IRREGULAR[word];
  if (irregular) return [irregular, word];
  const out = [word];
  if (word.length > 4 && word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) out.push(word.slice(0, -1));
  return out;
}
