/**
 * Places of a town's own that an idea names by a compound word ('the food bank', 'the charity shop', 'the soup
 * kitchen'; read whole by language/settings.ts): they look like their setting (a food bank's shelves are a shop's),
 * but are called as the idea calls them and seen as themselves, never as the market's stalls or the bakery's oven.
 * A wish to help there is told by the place's own jobs (its `place` row in helping-jobs.ts). To add one: its words in
 * the setting's list, a line here, and its jobs there.
 */
import type { SettingId } from '../../language/index.js';
import type { Scenery } from './types.js';

export interface CommunityPlace {
  /** The idea's words for it, as read whole: 'food bank'. */
  said: RegExp;
  /** As the story calls it: 'the food bank'. */
  name: string;
  prep: string;
  /** The setting it looks like, whose words name it. */
  setting: SettingId;
  /** What is seen and heard there instead of the setting's own. */
  scenery: Pick<Scenery, 'sights' | 'senses' | 'spots' | 'helpers' | 'ways' | 'dusk'> & Partial<Scenery>;
}

const COMMUNITY_PLACES: readonly CommunityPlace[] = [
  {
    said: /\bfood ?banks?\b/i,
    name: 'the food bank',
    prep: 'at',
    setting: 'market',
    scenery: {
      sights: [
        'shelves full of tins and packets',
        'a long table piled with bags',
        'boxes of pasta and rice',
        'crates of apples and carrots',
        'a trolley full of shopping bags',
      ],
      senses: [
        'Tins clinked as they went onto the shelves.',
        'The hall smelled of fresh bread and oranges.',
        'Helpers chatted and laughed as they packed the bags.',
      ],
      spots: ['under the long table', 'behind the crates of tins', 'in a big cardboard box', 'by the shelves of pasta'],
      helpers: ['volunteer'],
      troubles: [
        {
          event: 'Then a whole box of tins tipped over, and they rolled across the hall floor!',
          fix: 'Everyone chased the tins, laughing, and stacked them back on the shelves.',
        },
      ],
      ways: ['walked down the road to the food bank', 'carried a bag of tins to the food bank'],
      dusk: ['The shelves were full again, ready for tomorrow.', 'The last bag went out, and the hall grew quiet.'],
    },
  },
  {
    said: /\bcharity shops?\b/i,
    name: 'the charity shop',
    prep: 'at',
    setting: 'market',
    scenery: {
      sights: [
        'rails of coats and jumpers',
        'a shelf of old books and jigsaws',
        'a basket of cuddly toys',
        'a window with a big sign',
        'a tall pile of bags to sort',
      ],
      senses: [
        'The little bell over the door tinkled.',
        'The shop smelled of old books and soap.',
        'Hangers clicked along the rails.',
      ],
      spots: ['behind the coat rail', 'in the basket of toys', 'under the counter', 'by the book shelf'],
      helpers: ['volunteer'],
      ways: ['pushed open the door of the charity shop', 'walked down the high street to the charity shop'],
      dusk: ['The shop sign was turned to CLOSED, and the rails stood neat.', 'The little bell tinkled one last time.'],
    },
  },
  {
    said: /\bsoup kitchens?\b/i,
    name: 'the soup kitchen',
    prep: 'at',
    setting: 'bakery',
    scenery: {
      sights: [
        'a big pot of soup on the stove',
        'long tables with paper cloths',
        'a stack of bowls and spoons',
        'baskets of bread rolls',
        'a tea urn, puffing steam',
      ],
      senses: ['The hall smelled of warm tomato soup.', 'Spoons clinked in the bowls.', 'Steam puffed from the big pot.'],
      spots: ['under the long table', 'behind the bread baskets', 'by the tea urn'],
      helpers: ['volunteer', 'chef'],
      ways: ['walked down the road to the soup kitchen', 'followed the smell of soup to the hall'],
      dusk: ['The last bowl was washed, and the hall grew quiet.', 'The big pot was empty, and everyone was warm.'],
    },
  },
  {
    said: /\bpost offices?\b/i,
    name: 'the post office',
    prep: 'at',
    setting: 'city',
    scenery: {
      sights: [
        'a counter with a bell',
        'sacks full of letters',
        'a shelf of parcels',
        'a big red post box outside',
        'a rack of birthday cards',
      ],
      senses: ['A stamp went thump on a parcel.', 'The post office smelled of paper and string.', 'The scales beeped.'],
      spots: ['behind the parcel shelf', 'in a sack of letters', 'under the counter', 'by the post box'],
      helpers: ['postman'],
      ways: ['walked down the high street to the post office', 'pushed open the post office door'],
      dusk: ['The last sack of letters went off in the red van.', 'The post office blinds came down for the night.'],
    },
  },
];

/** The community place the idea names, when the story is in its setting. */
export const communityPlaceOf = (text: string, setting: SettingId): CommunityPlace | undefined =>
  COMMUNITY_PLACES.find((p) => p.setting === setting && p.said.test(text));
