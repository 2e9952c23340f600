// SPEC §2 and §8 texts of the create screens, written once so the page and its tests agree.

export const GENERATION_FAILED_MESSAGE =
  'Our devs ran out of coffee and funding!! No story for now. Inform them and try again tomorrow..';
export const REGENERATE_FAILED_MESSAGE = 'Failed to regenerate image';
export const SAVED_MESSAGE = 'Story saved! Please provide feedback.';
export const SAVE_FAILED_MESSAGE = 'Failed to save story';
export const DISCARDED_MESSAGE = 'Story discarded';
export const DISCARD_FAILED_MESSAGE = 'Failed to reject story';

/** SPEC §9: the creation screen's sample prompts are about a child travelling to learn about mummies. */
export const SAMPLE_IDEA =
  'Maya, a curious seven-year-old, travels to Egypt with her grandpa to learn about mummies: how they were made, why the pharaohs wanted them, and what the pyramids keep hidden.';
export const SAMPLE_VISUAL_PROMPT =
  'A curious girl with a red backpack exploring an Egyptian pyramid with her grandpa, friendly mummies, warm golden desert light';
