// The story the reader journeys, the screenshots and the Lighthouse bench make: six paragraphs
// (one picture each) and the titles of a shelf of copies. No Playwright here, so bench/ can use it.

export const PARAGRAPHS = [
  'Maya and Grandpa landed in Cairo on a hot, bright morning, ready for an adventure.',
  'At the museum a kind guide showed them how mummies were wrapped in long linen strips.',
  'Maya learned that the Egyptians dried the body with a special salt called natron.',
  'Grandpa pointed at a painted coffin covered in tiny pictures called hieroglyphs.',
  'In the desert they climbed toward a great pyramid under the golden afternoon sun.',
  'That night Maya wrote everything in her notebook and dreamed of sailing on the Nile.',
];

export const SHELF_TITLES = [
  'Maya and the Mummies',
  'The Lighthouse Cat',
  'Ravi Builds a Rocket',
  'The Dragon Who Loved Tea',
  'Under the Coral Sea',
  'A Picnic on the Moon',
];
