// Numbers shared by the server (validation) and the web (forms, paging). SPEC §9 where it gives
// them; the others are our own choices, since SPEC §5 says field-length limits are not shown.

/** SPEC §9: six paragraphs per story (current version). */
export const PARAGRAPHS_PER_STORY = 6;

/** SPEC §5/§9: images per story in the first version, 1 to 10, default 1. */
export const FIRST_VERSION_MIN_IMAGES = 1;
export const FIRST_VERSION_MAX_IMAGES = 10;
export const FIRST_VERSION_DEFAULT_IMAGES = 1;

/** Reference images (e.g. a textbook page) sent inline with a story idea. */
export const MAX_REFERENCE_IMAGES = 5;
export const MAX_REFERENCE_IMAGE_BYTES = 5 * 1024 * 1024;

/** DESIGN: uploads are JPEG, PNG or WebP only, at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** SPEC §9: 20 stories per page on home, 10 in the tabbed home variant. */
export const HOME_PAGE_SIZE = 20;
export const HOME_VARIANT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Stories or messages per page of the admin dashboard. */
export const ADMIN_PAGE_SIZE = 10;

/** SPEC leaves the rating scale open; we use whole stars 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the cost of hashing. */
export const PASSWORD_MAX_LENGTH = 128;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const LOCATION_MAX_LENGTH = 120;
export const ID_TOKEN_MAX_LENGTH = 8192;
export const URL_MAX_LENGTH = 2048;

export const TITLE_MAX_LENGTH = 150;
export const PROMPT_MAX_LENGTH = 2000;
export const VISUAL_PROMPT_MAX_LENGTH = 1000;
export const PARAGRAPH_MAX_LENGTH = 2000;
/** A whole story's text: six paragraphs, or the first version's lines, with room to spare. */
export const STORY_CONTENT_MAX_LENGTH = 20_000;
/** storyList entries a save may carry (first-version stories can have more lines than images). */
export const MAX_STORY_LINES = 20;
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS = 20;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/**
 * In lists (feed, search, my and liked stories) a story's `content` is its excerpt: at most this
 * many characters, cut at a word and ended with '…'. A card shows no more; the story page has it all.
 */
export const LIST_EXCERPT_LENGTH = 300;
/**
 * Search ranks at most this many matches, the newest ones (a word in half the library would
 * otherwise mean ranking tens of thousands of stories per request); its total counts up to this.
 */
export const SEARCH_TOTAL_CAP = 200;

/** A reader's repeated views of one story within this time count once (addView). */
export const VIEW_REPEAT_WINDOW_MS = 60 * 60 * 1000;

export const COMMENT_MAX_LENGTH = 1000;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Contact messages one email address may send per hour. */
export const CONTACT_MESSAGES_PER_EMAIL_PER_HOUR = 3;
/** Contact messages one network address may send per hour: a school or family shares one. */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 10;

/** SPEC §9: quiz options are labelled a to d. */
export const QUIZ_OPTION_COUNT = 4;
export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_QUESTION_MAX_LENGTH = 500;
export const QUIZ_OPTION_MAX_LENGTH = 200;
/** Questions one story may hold: a quiz is 4 to 6; room for a few edits on top. */
export const MAX_QUIZ_QUESTIONS = 20;

export const FEEDBACK_ANSWER_MAX_LENGTH = 100;
export const MAX_FEEDBACK_RESPONSES = 20;

export const MAX_CHILDREN = 20;
/** SPEC §3: three cartoon styles exist (their wording is not shown). */
export const CARTOON_STYLE_COUNT = 3;
