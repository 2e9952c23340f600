/** Ids of the profile page's sections, for `{ scrollTo }` navigation state and links from other pages. */
export const profileSectionIds = {
  details: 'profile-details',
  cartoonifyIntro: 'cartoonify-intro',
  children: 'children',
  addChild: 'add-child',
} as const;

/** SPEC §9: the scroll-to waits up to 4000 ms for its section, polling every 150 ms. */
export const SCROLL_WAIT_MS = 4000;
export const SCROLL_POLL_MS = 150;
/** SPEC §9: a section scrolled to stays highlighted for 1600 ms. */
export const HIGHLIGHT_MS = 1600;
/** Classes that draw the highlight (literal here so Tailwind generates them). */
export const HIGHLIGHT_CLASSES = ['ring-4', 'ring-amber-400', 'ring-offset-4', 'ring-offset-cream'];
